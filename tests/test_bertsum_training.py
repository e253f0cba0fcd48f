"""The BERTSUM training recipe: labels, exact resume, and the exported adapter folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch
import train_bertsum as recipe
from transformers import AutoModel, AutoTokenizer

from pipelines.adapters import load_model
from pipelines.models.bertsum import encode_documents

pytestmark = pytest.mark.usefixtures("single_thread")
MIXED_PRECISION = {"float32": "no", "bfloat16": "bf16"}  # the loop's --mixed-precision for each dtype


def tiny_run(backbone: Path, output_dir: Path, epochs: int = 2, *options: str):
    tiny = ["--limit", "4", "--batch-size", "2", "--lora-rank", "4", "--inter-layers", "1", *options]
    args = recipe.parse_args(
        ["--backbone", str(backbone), "--output-dir", str(output_dir), "--epochs", str(epochs), *tiny]
    )
    torch.manual_seed(0)
    train_set = recipe.load_documents("train", args.labels, args.oracle_sentences, args.limit)
    validation = recipe.load_documents("validation", "oracle", args.oracle_sentences, 2)
    tokenizer = AutoTokenizer.from_pretrained(backbone)
    model = recipe.build_model(args)
    trained, progress, _ = recipe.train(model, tokenizer, train_set, validation, args)
    return trained, progress, tokenizer


def test_oracle_labels_mark_at_most_three_sentences_of_each_paper() -> None:
    documents = recipe.load_documents("train", "oracle", 3, limit=5)
    for document in documents:
        assert len(document.labels) == len(document.sentences)
        assert 1 <= sum(document.labels) <= 3
        assert document.reference.count("\n") == 2  # challenge, approach, outcome


def test_human_labels_mark_sentences_highlighted_for_any_aspect() -> None:
    from pipelines.data import load

    paper = load("aclsum")["train"][0]
    (document,) = recipe.load_documents("train", "human", 3, limit=1)
    expected = [
        any(paper["highlights"][a][i] for a in paper["highlights"]) for i in range(len(paper["sentences"]))
    ]
    assert document.labels == [int(flag) for flag in expected]


def test_lora_touches_only_encoder_layers_and_trains_new_layers_in_full(tiny_backbone: Path) -> None:
    args = recipe.parse_args(["--backbone", str(tiny_backbone), "--lora-rank", "4"])
    model = recipe.build_model(args)
    trainable = {name for name, p in model.named_parameters() if p.requires_grad}
    assert any("encoder.layer.0.attention.self.query.lora_A" in name for name in trainable)
    assert not any("pooler" in name or "embeddings" in name for name in trainable)
    assert any("modules_to_save" in name and "scorer" in name for name in trainable)
    assert any("modules_to_save" in name and "inter_sentence" in name for name in trainable)


def test_interrupted_training_resumes_to_the_same_weights(
    tiny_backbone: Path, tmp_path: Path, dtype: str
) -> None:
    precision = ["--mixed-precision", MIXED_PRECISION[dtype]]
    straight, straight_progress, _ = tiny_run(tiny_backbone, tmp_path / "straight", 2, *precision)
    # Out of time at once: it validates and checkpoints after its first update, as a killed run would have.
    tiny_run(tiny_backbone, tmp_path / "interrupted", 2, "--max-minutes", "0", *precision)
    resumed, resumed_progress, _ = tiny_run(tiny_backbone, tmp_path / "interrupted", 2, *precision)
    assert resumed_progress.step == straight_progress.step == 4
    for (name, a), (_, b) in zip(straight.state_dict().items(), resumed.state_dict().items(), strict=True):
        assert torch.equal(a, b), name
    log = [json.loads(line) for line in (tmp_path / "interrupted" / "log.jsonl").read_text().splitlines()]
    assert [entry["step"] for entry in log] == [1, 2, 4]  # the stop, then each epoch's validation
    assert all("rouge2" in entry["validation"] for entry in log)


def test_exported_adapter_folder_loads_back_to_the_same_scores(tiny_backbone: Path, tmp_path: Path) -> None:
    model, progress, tokenizer = tiny_run(tiny_backbone, tmp_path / "run", 1)
    recipe.export(model, tokenizer, tmp_path / "export", progress)
    files = {p.name for p in (tmp_path / "export").iterdir()}
    assert {"adapter_config.json", "adapter_model.safetensors", "config.json", "tokenizer.json"} <= files
    assert "model.safetensors" not in files  # the backbone is not copied: the adapter goes on top of it

    batch = encode_documents(tokenizer, [["A first sentence.", "Then a second one.", "A third."]], 128)
    loaded = load_model(tmp_path / "export", AutoModel)
    with torch.no_grad():
        expected = model.eval()(**batch).logits
        # The adapter is stored in fp16: equal up to that rounding.
        torch.testing.assert_close(loaded(**batch).logits, expected, atol=2e-2, rtol=0)
