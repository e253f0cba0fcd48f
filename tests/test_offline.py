"""Offline by default: the packaged MiniLM resolves by its Hub id in every library, with no network."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch

import pipelines
from pipelines import offline

SENTENCES = [
    "A man is playing a guitar on stage.",
    "Someone performs music with a guitar.",
    "The stock market fell sharply on Monday.",
]


def run_python(code: str, env: dict[str, str] | None = None) -> str:
    environment = {
        key: value for key, value in os.environ.items() if not key.startswith(("HF_", "TRANSFORMERS_"))
    }
    environment.update(env or {})
    environment["HF_HOME"] = os.environ["HF_HOME"]
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=environment)
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_import_sets_offline_switches_and_stays_light():
    out = run_python(
        "import sys, os, pipelines, json; "
        "print(json.dumps({'offline': os.environ.get('HF_HUB_OFFLINE'), "
        "'heavy': [m for m in ('torch', 'sentence_transformers', 'evaluate') if m in sys.modules]}))"
    )
    assert json.loads(out) == {"offline": "1", "heavy": []}


def test_import_keeps_a_users_own_online_choice():
    out = run_python(
        "import pipelines, os, huggingface_hub.constants as c; print(os.environ['HF_HUB_OFFLINE'], c.HF_HUB_OFFLINE)",
        env={"HF_HUB_OFFLINE": "0"},
    )
    assert out.split() == ["0", "False"]


def test_import_updates_huggingface_hub_if_it_was_imported_first():
    out = run_python("import huggingface_hub.constants as c; import pipelines; print(c.HF_HUB_OFFLINE)")
    assert out.strip() == "True"


def mean_pooled(model, tokenizer, sentences: list[str]) -> torch.Tensor:
    batch = tokenizer(sentences, padding=True, return_tensors="pt")
    with torch.no_grad():
        hidden = model(**batch).last_hidden_state
    mask = batch["attention_mask"].unsqueeze(-1).float()
    return torch.nn.functional.normalize((hidden * mask).sum(1) / mask.sum(1), dim=-1)


@pytest.fixture(scope="module")
def transformers_minilm(minilm_id):
    from transformers import AutoModel, AutoTokenizer

    return AutoModel.from_pretrained(minilm_id).eval(), AutoTokenizer.from_pretrained(minilm_id)


def test_transformers_resolves_minilm_by_hub_id_to_a_real_embedding(transformers_minilm):
    model, tokenizer = transformers_minilm
    assert model.config.hidden_size == 384 and model.config.num_hidden_layers == 6
    embeddings = mean_pooled(model, tokenizer, SENTENCES)
    similar, unrelated = embeddings[0] @ embeddings[1], embeddings[0] @ embeddings[2]
    assert similar > 0.5 > unrelated


def test_sentence_transformers_resolves_minilm_to_the_same_embedding(transformers_minilm, minilm_id):
    from sentence_transformers import SentenceTransformer

    encoder = SentenceTransformer(minilm_id, device="cpu")
    ours = mean_pooled(*transformers_minilm, SENTENCES)
    theirs = encoder.encode(SENTENCES, convert_to_tensor=True, normalize_embeddings=True)
    assert torch.allclose(ours, theirs, atol=1e-5)


def text_files(folder: Path) -> str:
    return "\n".join(
        p.read_text(errors="ignore") for p in folder.rglob("*") if p.is_file() and p.suffix != ".safetensors"
    )


def assert_no_local_paths(folder: Path) -> None:
    text = text_files(folder)
    for local in (sys.prefix, os.environ["HF_HOME"], str(Path.home()), str(Path(__file__).parent.parent)):
        assert local not in text, f"{local} is stored in {folder}"


def test_peft_adapter_records_the_hub_id_and_reloads_offline(transformers_minilm, minilm_id, tmp_path):
    from peft import AutoPeftModel, LoraConfig, get_peft_model

    model, tokenizer = transformers_minilm
    adapted = get_peft_model(model, LoraConfig(r=4, target_modules=["query", "value"]))
    adapted.save_pretrained(tmp_path)
    assert json.loads((tmp_path / "adapter_config.json").read_text())["base_model_name_or_path"] == minilm_id
    assert_no_local_paths(tmp_path)
    reloaded = AutoPeftModel.from_pretrained(tmp_path)
    batch = tokenizer(SENTENCES[:1], return_tensors="pt")
    with torch.no_grad():
        # LoRA's B matrices start at zero, so the adapted model equals the base model.
        assert torch.allclose(
            reloaded(**batch).last_hidden_state, model(**batch).last_hidden_state, atol=1e-5
        )
    adapted.unload()


def test_saved_sentence_transformer_folder_stores_no_local_path(minilm_id, tmp_path):
    from sentence_transformers import SentenceTransformer

    SentenceTransformer(minilm_id, device="cpu").save(str(tmp_path))
    assert_no_local_paths(tmp_path)


def test_saved_transformers_folder_stores_no_local_path(transformers_minilm, tmp_path):
    model, tokenizer = transformers_minilm
    model.save_pretrained(tmp_path)
    tokenizer.save_pretrained(tmp_path)
    assert_no_local_paths(tmp_path)


def test_registering_packaged_models_is_idempotent_and_repairs_stale_links(tmp_path, minilm_id):
    assert offline.register_packaged_models(tmp_path) == [minilm_id]
    snapshot = next((tmp_path / "models--sentence-transformers--all-MiniLM-L6-v2" / "snapshots").iterdir())
    config = snapshot / "config.json"
    target = config.resolve()
    config.unlink()
    config.symlink_to(tmp_path / "gone.json")
    assert offline.register_packaged_models(tmp_path) == [minilm_id]
    assert config.resolve() == target
    assert json.loads(config.read_text())["hidden_size"] == 384


def test_register_exposes_minilm_in_the_configured_cache(minilm_id):
    cache = offline.hub_cache_dir()
    assert str(cache).startswith(os.environ["HF_HOME"])
    assert (cache / "models--sentence-transformers--all-MiniLM-L6-v2" / "refs" / "main").exists()
    assert minilm_id == pipelines.offline.MINILM
