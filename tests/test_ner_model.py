"""The casing tagger: casing classes, the model with and without casing, saving and remote-code loading."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch
from huggingface_hub.errors import StrictDataclassClassValidationError
from transformers import AutoConfig, AutoModelForTokenClassification

import pipelines
from pipelines.data.ner import CONLL_LABELS
from pipelines.models.casing_tagger import (
    CASING_CLASSES,
    CasingTaggerConfig,
    CasingTaggerForTokenClassification,
    casing_ids,
    word_casing,
)
from tests.conftest import TINY_BERT, run_remote_code

LABELS = {
    "id2label": dict(enumerate(CONLL_LABELS)),
    "label2id": {label: i for i, label in enumerate(CONLL_LABELS)},
}

pytestmark = pytest.mark.usefixtures("single_thread")


def tiny_model(tokenizer, **overrides) -> CasingTaggerForTokenClassification:
    """A random tagger whose casing vectors are random too (a fresh model's are zero: casing would do nothing)."""
    torch.manual_seed(0)
    encoder = TINY_BERT | {"vocab_size": len(tokenizer)}
    model = CasingTaggerForTokenClassification(CasingTaggerConfig(encoder=encoder, **LABELS, **overrides))
    if model.casing_embeddings is not None:
        with torch.no_grad():
            model.casing_embeddings.weight[1:].normal_(std=1.0)
    return model.eval()


def encode(tokenizer, text: str) -> dict[str, torch.Tensor]:
    encoding = tokenizer(text, return_offsets_mapping=True)
    ids = casing_ids(text, encoding["offset_mapping"], encoding.word_ids())
    return {
        "input_ids": torch.tensor([encoding["input_ids"]]),
        "attention_mask": torch.tensor([encoding["attention_mask"]]),
        "casing_ids": torch.tensor([ids]),
    }


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("reuters", "lower"),
        ("Reuters", "title"),
        ("(Reuters)", "title"),
        ("I", "title"),
        ("NATO", "upper"),
        ("McDonald", "mixed"),
        ("iPhone", "mixed"),
        ("1996", "digit"),
        ("F-16", "digit"),
        ("--", "other"),
        ("😀", "other"),
        ("東京", "other"),
        ("Zürich", "title"),
        ("ΑΘΗΝΑ", "upper"),
    ],
)
def test_casing_class_of_known_words(word: str, expected: str) -> None:
    assert CASING_CLASSES[word_casing(word)] == expected


def test_every_sub_token_gets_the_casing_of_its_word_as_written(tokenizer) -> None:
    text = "Schwarzenegger visited the U.S. in 1996 with McDonald's CEO"
    encoding = tokenizer(text, return_offsets_mapping=True)
    tokens = tokenizer.convert_ids_to_tokens(encoding["input_ids"])
    classes = [CASING_CLASSES[c] for c in casing_ids(text, encoding["offset_mapping"], encoding.word_ids())]
    pairs = list(zip(tokens, classes, strict=True))
    assert pairs[0] == ("[CLS]", "special") and pairs[-1] == ("[SEP]", "special")
    name = [pair for pair in pairs if pair[0].lstrip("#") in "schwarzenegger"][:3]
    assert len(name) == 3 and all(c == "title" for _, c in name)  # "sc", "##hwar", ... all title-case
    assert ("visited", "lower") in pairs and ("1996", "digit") in pairs and ("ceo", "upper") in pairs
    # "U.S." is four tokenizer words, each cased on its own: capitals, then punctuation.
    start = tokens.index("u")
    assert pairs[start : start + 4] == [("u", "title"), (".", "other"), ("s", "title"), (".", "other")]
    assert ("mcdonald", "mixed") in pairs


def test_casing_ids_change_the_output_and_none_means_the_zero_vector(tokenizer) -> None:
    model = tiny_model(tokenizer)
    batch = encode(tokenizer, "Paris is in FRANCE")
    with torch.no_grad():
        cased = model(**batch).logits
        unknown = model(**(batch | {"casing_ids": torch.zeros_like(batch["casing_ids"])})).logits
        absent = model(input_ids=batch["input_ids"], attention_mask=batch["attention_mask"]).logits
        lowered = model(**encode(tokenizer, "paris is in france")).logits
    assert not torch.allclose(cased, lowered)  # same tokens, different capitals: the model sees them
    torch.testing.assert_close(absent, unknown)
    assert model.casing_embeddings.weight[0].abs().sum() == 0


def test_fresh_casing_vectors_are_zero_so_training_starts_from_the_backbone(tokenizer) -> None:
    torch.manual_seed(0)
    config = CasingTaggerConfig(encoder=TINY_BERT | {"vocab_size": len(tokenizer)}, **LABELS)
    model = CasingTaggerForTokenClassification(config).eval()
    assert model.casing_embeddings.weight.abs().sum() == 0
    batch = encode(tokenizer, "New York")
    with torch.no_grad():
        torch.testing.assert_close(model(**batch).logits, model(input_ids=batch["input_ids"]).logits)


def test_without_casing_there_is_no_casing_embedding_and_casing_ids_are_ignored(tokenizer) -> None:
    model = tiny_model(tokenizer, use_casing=False)
    assert model.casing_embeddings is None
    assert not any("casing" in name for name, _ in model.named_parameters())
    batch = encode(tokenizer, "Paris is in FRANCE")
    with torch.no_grad():
        torch.testing.assert_close(model(**batch).logits, model(input_ids=batch["input_ids"]).logits)


def test_loss_is_cross_entropy_over_labelled_tokens_only(tokenizer) -> None:
    model = tiny_model(tokenizer)
    batch = encode(tokenizer, "Angela Merkel spoke")
    labels = torch.full_like(batch["input_ids"], -100)
    labels[0, 1], labels[0, 3] = 1, 0
    with torch.no_grad():
        out = model(**batch, labels=labels)
    expected = torch.nn.functional.cross_entropy(out.logits[0, [1, 3]], torch.tensor([1, 0]))
    torch.testing.assert_close(out.loss, expected)


def test_config_round_trips_with_labels_and_checks_the_window(tokenizer, tmp_path: Path) -> None:
    model = tiny_model(tokenizer, window_length=32, use_casing=False)
    model.config.save_pretrained(tmp_path)
    loaded = AutoConfig.from_pretrained(tmp_path)
    assert isinstance(loaded, CasingTaggerConfig)
    assert (loaded.window_length, loaded.use_casing, loaded.num_labels) == (32, False, 9)
    assert loaded.id2label[1] == "B-PER" and loaded.label2id["I-MISC"] == 8
    assert loaded.encoder.hidden_size == 32 and loaded.backbone == pipelines.offline.MINILM
    with pytest.raises(StrictDataclassClassValidationError, match="max_position_embeddings"):
        CasingTaggerConfig(encoder=TINY_BERT, window_length=65)


def test_save_and_load_through_auto_model_for_token_classification(tokenizer, tmp_path: Path) -> None:
    model = tiny_model(tokenizer)
    model.save_pretrained(tmp_path)
    loaded = AutoModelForTokenClassification.from_pretrained(tmp_path).eval()
    assert type(loaded) is CasingTaggerForTokenClassification
    batch = encode(tokenizer, "Angela Merkel met Emmanuel Macron in Paris.")
    with torch.no_grad():
        torch.testing.assert_close(loaded(**batch).logits, model(**batch).logits, atol=1e-6, rtol=1e-5)


REMOTE_CODE_CHECK = """
casing = sys.modules[type(model).__module__.rsplit(".", 1)[0] + ".casing"]
assert casing.casing_ids(*reference["casing_args"]) == reference["batch"]["casing_ids"][0].tolist()
with torch.no_grad():
    logits = model(**reference["batch"]).logits
assert torch.allclose(logits, reference["logits"], atol=1e-6), (logits - reference["logits"]).abs().max()
print("remote code OK", model.config.id2label[1])
"""


def test_trust_remote_code_loads_saved_folder_without_the_project(tokenizer, tmp_path: Path) -> None:
    model = tiny_model(tokenizer)
    folder = tmp_path / "checkpoint"
    model.save_pretrained(folder)
    config = json.loads((folder / "config.json").read_text())
    assert config["auto_map"]["AutoModelForTokenClassification"] == (
        "modeling_casing_tagger.CasingTaggerForTokenClassification"
    )
    assert (folder / "casing.py").is_file()  # the casing function travels with the model
    text = "Angela Merkel met NATO in Paris"
    encoding = tokenizer(text, return_offsets_mapping=True)
    batch = encode(tokenizer, text)
    with torch.no_grad():
        reference = {"batch": batch, "logits": model(**batch).logits}
    reference["casing_args"] = (text, encoding["offset_mapping"], encoding.word_ids())
    output = run_remote_code(folder, "AutoModelForTokenClassification", reference, REMOTE_CODE_CHECK)
    assert "remote code OK B-PER" in output
