"""BERTSUM: the paper's input format, windows for long documents, the model, saving and remote-code loading."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch
from huggingface_hub.errors import StrictDataclassClassValidationError
from transformers import AutoConfig, AutoModel

import pipelines
from pipelines.models.bertsum import BertSumConfig, BertSumForExtractiveSummarization, encode_documents
from pipelines.models.bertsum.processing_bertsum import pack_windows
from tests.conftest import TINY_BERT, run_remote_code, train_on

pytestmark = pytest.mark.usefixtures("single_thread")


def tiny_model(tokenizer, **overrides) -> BertSumForExtractiveSummarization:
    torch.manual_seed(0)
    encoder = TINY_BERT | {"vocab_size": len(tokenizer)}
    config = BertSumConfig(encoder=encoder, inter_heads=4, inter_d_ff=64, inter_dropout=0.0, **overrides)
    return BertSumForExtractiveSummarization(config).eval()


def test_each_sentence_is_wrapped_in_cls_and_sep_with_alternating_segments(tokenizer) -> None:
    batch = encode_documents(tokenizer, [["The cat sat.", "It purred loudly.", "Then it slept."]], 512)
    tokens = tokenizer.convert_ids_to_tokens(batch["input_ids"][0].tolist())
    assert tokens == [
        *["[CLS]", "the", "cat", "sat", ".", "[SEP]"],
        *["[CLS]", "it", "pu", "##rred", "loudly", ".", "[SEP]"],
        *["[CLS]", "then", "it", "slept", ".", "[SEP]"],
    ]
    assert batch["token_type_ids"][0].tolist() == [0] * 6 + [1] * 7 + [0] * 6
    assert batch["cls_index"].tolist() == [[0, 6, 13]]
    assert all(tokens[i] == "[CLS]" for i in batch["cls_index"][0].tolist())


def test_mean_pooling_averages_each_sentences_tokens_from_cls_to_sep(tokenizer) -> None:
    from pipelines.models.bertsum.modeling_bertsum import mean_of_spans

    batch = encode_documents(tokenizer, [["One two.", "Three."], ["Four five six."]], 512)
    assert batch["sentence_length"].tolist() == [[5, 4], [6, 0]]
    tokens = torch.randn(batch["input_ids"].numel(), 8)
    means = mean_of_spans(tokens, batch["cls_index"], batch["sentence_length"], batch["sentence_mask"])
    width = batch["input_ids"].shape[1]
    torch.testing.assert_close(means[0, 1], tokens[5:9].mean(0))
    torch.testing.assert_close(means[1, 0], tokens[width : width + 6].mean(0))
    assert torch.equal(means[1, 1], torch.zeros(8))


def test_batch_pads_documents_and_points_cls_index_into_flattened_windows(tokenizer) -> None:
    batch = encode_documents(tokenizer, [["One."], ["Two.", "Three."], []], 512)
    width = batch["input_ids"].shape[1]
    assert batch["sentence_mask"].tolist() == [[True, False], [True, True], [False, False]]
    flat = batch["input_ids"].flatten()
    for row, count in enumerate((1, 2, 0)):
        for index in batch["cls_index"][row, :count].tolist():
            assert flat[index] == tokenizer.cls_token_id
    assert batch["attention_mask"][0].sum() == 4 and width == 8  # "[CLS] two . [SEP] [CLS] three . [SEP]"


def test_long_document_is_packed_into_windows_of_whole_sentences(tokenizer) -> None:
    sentences = [f"Sentence number {i} talks about topic {i}." for i in range(200)]
    batch = encode_documents(tokenizer, [sentences], 64)
    assert batch["input_ids"].shape[1] <= 64 and batch["input_ids"].shape[0] > 20
    assert batch["sentence_mask"].sum() == 200  # every sentence has a [CLS] vector
    flat = batch["input_ids"].flatten()
    assert (flat[batch["cls_index"][0]] == tokenizer.cls_token_id).all()
    assert pack_windows([[0] * 30, [0] * 30, [0] * 30, [0] * 70], 64) == [[0, 1], [2], [3]]


def test_a_sentence_longer_than_a_window_is_cut_but_still_scored(tokenizer) -> None:
    batch = encode_documents(tokenizer, [["word " * 500, "Short."]], 64)
    assert batch["input_ids"].shape == (2, 64)
    assert batch["input_ids"][0, -1] == tokenizer.sep_token_id
    assert batch["sentence_mask"].tolist() == [[True, True]]


def test_document_longer_than_encoder_positions_scores_every_sentence(tokenizer) -> None:
    model = tiny_model(tokenizer)  # 64 encoder positions
    sentences = [f"This is sentence {i} of a long report." for i in range(60)]
    batch = encode_documents(tokenizer, [sentences, sentences[:3]], model.config.window_length)
    assert batch["attention_mask"].sum() > 64 * 5
    with torch.no_grad():
        logits = model(**batch).logits
    assert logits.shape == (2, 60)
    assert torch.isfinite(logits[0]).all() and torch.isfinite(logits[1, :3]).all()
    assert torch.isinf(logits[1, 3:]).all()  # padding sentences can never be chosen


def test_scores_of_a_document_do_not_depend_on_its_batch_neighbours(tokenizer) -> None:
    model = tiny_model(tokenizer)
    document = ["A first sentence.", "A second one here.", "And a third."]
    alone = encode_documents(tokenizer, [document], 64)
    together = encode_documents(tokenizer, [["Something much longer " * 5, "x."], document], 64)
    with torch.no_grad():
        expected = model(**alone).logits[0]
        actual = model(**together).logits[1, :3]
    torch.testing.assert_close(actual, expected, atol=1e-5, rtol=1e-5)


def test_loss_is_masked_binary_cross_entropy_over_real_sentences(tokenizer) -> None:
    model = tiny_model(tokenizer)
    batch = encode_documents(tokenizer, [["A.", "B.", "C."], ["D."]], 64)
    labels = torch.tensor([[1, 0, 0], [1, 0, 0]])
    with torch.no_grad():
        out = model(**batch, labels=labels)
    mask = batch["sentence_mask"]
    expected = torch.nn.functional.binary_cross_entropy_with_logits(out.logits[mask], labels[mask].float())
    torch.testing.assert_close(out.loss, expected)


def test_overfits_a_tiny_set_of_documents(tokenizer) -> None:
    model = tiny_model(tokenizer).train()
    documents = [
        ["We propose a new parser.", "The weather was nice.", "It reaches 95 F1.", "Lunch was served."],
        ["Cats are mammals.", "We release our code.", "Dogs bark.", "Our model is fast."],
    ]
    labels = torch.tensor([[1, 0, 1, 0], [0, 1, 0, 1]])
    batch = encode_documents(tokenizer, documents, 64)
    assert train_on(model, {**batch, "labels": labels}, steps=150, stop_below=0.02)[-1] < 0.02
    with torch.no_grad():
        predicted = (model.eval()(**batch).logits > 0).long()
    assert torch.equal(predicted, labels)


def test_cls_pooling_reads_the_vector_at_each_cls(tokenizer) -> None:
    model = tiny_model(tokenizer, sentence_pooling="cls")
    batch = encode_documents(tokenizer, [["One sentence.", "Two sentences."]], 64)
    with torch.no_grad():
        expected = model(**batch).logits
        batch["sentence_length"] = torch.zeros_like(batch["sentence_length"])  # unused by "cls"
        assert torch.equal(model(**batch).logits, expected)


def test_config_round_trips_with_its_encoder_and_checks_head_count(tokenizer, tmp_path: Path) -> None:
    model = tiny_model(tokenizer, inter_layers=3)
    model.config.save_pretrained(tmp_path)
    loaded = AutoConfig.from_pretrained(tmp_path)
    assert isinstance(loaded, BertSumConfig) and loaded.inter_layers == 3
    assert loaded.encoder.model_type == "bert" and loaded.encoder.hidden_size == 32
    assert loaded.window_length == 64 and loaded.backbone == pipelines.offline.MINILM
    with pytest.raises(StrictDataclassClassValidationError, match="divisible by inter_heads"):
        BertSumConfig(encoder=TINY_BERT, inter_heads=5)


def test_save_and_load_through_automodel_gives_identical_scores(tokenizer, tmp_path: Path) -> None:
    model = tiny_model(tokenizer)
    model.save_pretrained(tmp_path)
    assert (tmp_path / "model.safetensors").exists()
    loaded = AutoModel.from_pretrained(tmp_path).eval()
    assert type(loaded) is BertSumForExtractiveSummarization
    batch = encode_documents(tokenizer, [["One sentence.", "Two sentences."]], 64)
    with torch.no_grad():
        # Equal up to float rounding: the loaded encoder may pick another (equivalent) attention kernel.
        torch.testing.assert_close(loaded(**batch).logits, model(**batch).logits, atol=1e-6, rtol=1e-5)


REMOTE_CODE_CHECK = """
with torch.no_grad():
    logits = model(**reference["batch"]).logits
assert torch.allclose(logits, reference["logits"], atol=1e-6), (logits - reference["logits"]).abs().max()
print("remote code OK")
"""


def test_trust_remote_code_loads_saved_folder_without_the_project(tokenizer, tmp_path: Path) -> None:
    model = tiny_model(tokenizer)
    folder = tmp_path / "checkpoint"
    model.save_pretrained(folder)
    config = json.loads((folder / "config.json").read_text())
    assert config["auto_map"]["AutoModel"] == "modeling_bertsum.BertSumForExtractiveSummarization"
    batch = dict(encode_documents(tokenizer, [["One sentence.", "Two sentences."], ["Three."]], 64))
    with torch.no_grad():
        reference = {"batch": batch, "logits": model(**batch).logits}
    assert "remote code OK" in run_remote_code(folder, "AutoModel", reference, REMOTE_CODE_CHECK)
