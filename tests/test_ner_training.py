"""The NER training recipe: label alignment, packing, batches, LoRA, exact resume and the exported adapter."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch
import train_ner as recipe
from transformers import AutoModelForTokenClassification, AutoTokenizer

from pipelines.adapters import load_model
from pipelines.data.ner import CONLL_LABELS

pytestmark = pytest.mark.usefixtures("single_thread")


def sentence(document: int, tagged: str) -> recipe.Sentence:
    """A sentence from "word/TAG word ..." (no tag: O)."""
    words, tags = [], []
    for item in tagged.split():
        word, _, tag = item.partition("/")
        words.append(word)
        tags.append(CONLL_LABELS.index(tag or "O"))
    return recipe.Sentence(document, words, tags)


def labelled(tokenizer, passage: recipe.Passage) -> list[tuple[str, str | None]]:
    tokens = tokenizer.convert_ids_to_tokens(passage.input_ids)
    return [
        (t, None if label < 0 else CONLL_LABELS[label])
        for t, label in zip(tokens, passage.labels, strict=True)
    ]


def test_a_word_split_into_sub_tokens_is_labelled_on_its_first_sub_token_only(tokenizer) -> None:
    passage = recipe.encode(tokenizer, [sentence(0, "Schwarzenegger/B-PER visited New/B-LOC York/I-LOC")], 64)
    assert labelled(tokenizer, passage) == [
        ("[CLS]", None),
        *[("schwarz", "B-PER"), ("##ene", None), ("##gger", None)],
        ("visited", "O"),
        *[("new", "B-LOC"), ("york", "I-LOC")],
        ("[SEP]", None),
    ]
    assert passage.first_tokens == [1, 4, 5, 6]
    assert passage.gold == [1, 0, 5, 6]


def test_tokenizer_words_inside_one_corpus_word_continue_its_entity(tokenizer) -> None:
    passage = recipe.encode(tokenizer, [sentence(0, "the U.S./B-LOC and Hewlett-Packard/B-ORG 1-0")], 64)
    assert labelled(tokenizer, passage)[1:-1] == [
        ("the", "O"),
        *[("u", "B-LOC"), (".", "I-LOC"), ("s", "I-LOC"), (".", "I-LOC")],
        ("and", "O"),
        *[("he", "B-ORG"), ("##wl", None), ("##ett", None), ("-", "I-ORG"), ("packard", "I-ORG")],
        *[("1", "O"), ("-", "O"), ("0", "O")],
    ]
    tokens = tokenizer.convert_ids_to_tokens(passage.input_ids)
    assert [tokens[i] for i in passage.first_tokens] == ["the", "u", "and", "he", "1"]


def test_sentences_of_one_article_share_a_window_and_keep_their_casing(tokenizer) -> None:
    sentences = [sentence(0, "JAPAN/B-LOC WIN"), sentence(0, "Japan/B-LOC won ."), sentence(1, "Next/B-MISC")]
    groups = recipe.pack(tokenizer, sentences, 64)
    assert [len(group) for group in groups] == [2, 1]  # never across an article boundary
    passage = recipe.encode(tokenizer, groups[0], 64)
    assert passage.sentence_lengths == [2, 3]
    tokens = tokenizer.convert_ids_to_tokens(passage.input_ids)
    assert tokens == ["[CLS]", "japan", "win", "japan", "won", ".", "[SEP]"]
    assert passage.casing_ids == [1, 3, 3, 4, 2, 7, 1]  # special, UPPER, UPPER, Title, lower, other, special


def test_packing_keeps_corpus_order_and_fits_every_window(tokenizer) -> None:
    sentences = recipe.load_sentences("train", limit=300)
    groups = recipe.pack(tokenizer, sentences, 64)
    assert [s for group in groups for s in group] == sentences
    assert all(len({s.document for s in group}) == 1 for group in groups)
    passages = [recipe.encode(tokenizer, group, 64) for group in groups]
    assert all(len(p.input_ids) <= 64 for p in passages)
    assert sum(p.labels.count(-100) < len(p.labels) for p in passages) == len(passages)
    assert len(groups) < len(sentences) / 2  # short news sentences: several per window


def test_batches_stay_within_the_token_budget_and_depend_only_on_the_seed(tokenizer) -> None:
    passages = recipe.encode_split(tokenizer, recipe.load_sentences("train", limit=200), 64)
    batches = recipe.token_budget_batches(passages, 256, seed=3)
    assert sorted(i for batch in batches for i in batch) == list(range(len(passages)))
    assert all(len(b) * max(len(passages[i].input_ids) for i in b) <= 256 for b in batches)
    assert batches == recipe.token_budget_batches(passages, 256, seed=3)
    assert batches != recipe.token_budget_batches(passages, 256, seed=4)


def test_lora_touches_only_encoder_layers_and_trains_new_layers_in_full(tiny_backbone: Path) -> None:
    model = recipe.build_model(recipe.parse_args(["--backbone", str(tiny_backbone), "--lora-rank", "4"]))
    trainable = {name for name, p in model.named_parameters() if p.requires_grad}
    assert any("encoder.layer.0.attention.self.query.lora_A" in name for name in trainable)
    assert not any("pooler" in name or "word_embeddings" in name for name in trainable)
    assert any("modules_to_save" in name and "classifier" in name for name in trainable)
    assert any("modules_to_save" in name and "casing_embeddings" in name for name in trainable)
    assert model.config.window_length == 128  # --window 256 capped at the backbone's positions

    plain = recipe.build_model(recipe.parse_args(["--backbone", str(tiny_backbone), "--no-casing"]))
    assert not plain.config.use_casing
    assert not any("casing" in name for name, _ in plain.named_parameters())


@pytest.fixture(scope="module")
def tiny_data(tokenizer) -> tuple[list[recipe.Passage], list[recipe.Passage]]:
    """40 training and 20 validation sentences in 64-token windows, encoded once for every run."""
    return (
        recipe.encode_split(tokenizer, recipe.load_sentences("train", 40), 64),
        recipe.encode_split(tokenizer, recipe.load_sentences("validation", 20), 64),
    )


def tiny_run(backbone: Path, data, output_dir: Path, epochs: int = 2, *options: str):
    tiny = ["--batch-tokens", "256", "--lora-rank", "4", "--window", "64", *options]
    args = recipe.parse_args(
        ["--backbone", str(backbone), "--output-dir", str(output_dir), "--epochs", str(epochs), *tiny]
    )
    torch.manual_seed(0)
    tokenizer = AutoTokenizer.from_pretrained(backbone)
    model = recipe.build_model(args)
    trained, progress, scores = recipe.train(model, tokenizer, *data, args)
    return trained, progress, scores, tokenizer


def test_interrupted_training_resumes_to_the_same_weights(
    tiny_backbone: Path, tiny_data, tmp_path: Path, dtype: str
) -> None:
    precision = ["--mixed-precision", {"float32": "no", "bfloat16": "bf16"}[dtype]]
    straight, straight_progress, _, _ = tiny_run(
        tiny_backbone, tiny_data, tmp_path / "straight", 2, *precision
    )
    # Out of time at once: it validates and checkpoints after its first update, in the middle of an epoch.
    _, stopped, _, _ = tiny_run(
        tiny_backbone, tiny_data, tmp_path / "interrupted", 2, "--max-minutes", "0", *precision
    )
    assert (stopped.step, stopped.epoch, stopped.batch_in_epoch) == (1, 0, 1)
    resumed, resumed_progress, scores, _ = tiny_run(
        tiny_backbone, tiny_data, tmp_path / "interrupted", 2, *precision
    )
    assert resumed_progress.step == straight_progress.step > 2
    for (name, a), (_, b) in zip(straight.state_dict().items(), resumed.state_dict().items(), strict=True):
        assert torch.equal(a, b), name
    log = (tmp_path / "interrupted" / "log.jsonl").read_text().splitlines()
    assert len(log) == 3 and all('"f1"' in line for line in log)  # the stop, then each epoch's validation
    assert set(scores) >= {"precision", "recall", "f1"}


def test_exported_adapter_folder_loads_back_to_the_same_labels(
    tiny_backbone: Path, tiny_data, tmp_path: Path
) -> None:
    model, progress, scores, tokenizer = tiny_run(tiny_backbone, tiny_data, tmp_path / "run", 1)
    recipe.export(model, tokenizer, tmp_path / "export", progress, scores)
    files = {p.name for p in (tmp_path / "export").iterdir()}
    assert {"adapter_config.json", "adapter_model.safetensors", "config.json", "tokenizer.json"} <= files
    assert {"eval_results.json", "training_progress.json"} <= files
    assert "model.safetensors" not in files  # the backbone is not copied: the adapter goes on top of it

    loaded = load_model(tmp_path / "export", AutoModelForTokenClassification)
    assert loaded.config.id2label == dict(enumerate(CONLL_LABELS)) and loaded.config.window_length == 64
    passage = recipe.encode(tokenizer, [sentence(0, "Angela Merkel visited PARIS on Monday")], 64)
    batch = recipe.collate([passage], tokenizer.pad_token_id, use_casing=True)
    batch.pop("labels")
    with torch.no_grad():
        expected = model.eval()(**batch).logits
        # The adapter and new layers are stored in fp16: equal up to that rounding.
        torch.testing.assert_close(loaded(**batch).logits, expected, atol=2e-2, rtol=0)
