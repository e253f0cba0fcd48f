"""Security defaults: weights from safetensors only, no pickle shipped, the apps on loopback unless told."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import torch
from transformers import AutoModel, AutoTokenizer, BertConfig, BertModel, MarianConfig, MarianMTModel

import pipelines
from apps import launch
from pipelines.adapters import load_model

PICKLE_SUFFIXES = {".bin", ".pt", ".pth", ".pkl", ".pickle", ".ckpt"}


def pickled(model: torch.nn.Module, folder: Path, weights: str = "pytorch_model.bin") -> Path:
    """A model folder whose weights are a pickle, as older checkpoints (and attacks) have them."""
    folder.mkdir(parents=True, exist_ok=True)
    model.config.save_pretrained(folder)
    torch.save(model.state_dict(), folder / weights)
    return folder


@pytest.fixture(scope="module")
def tiny_bert() -> BertModel:
    config = BertConfig(
        vocab_size=100, hidden_size=32, num_hidden_layers=1, num_attention_heads=2, intermediate_size=64
    )
    return BertModel(config)


def test_shipped_model_folders_hold_no_pickle() -> None:
    shipped = Path(pipelines.__file__).parent / "pretrained"
    files = [path for path in shipped.rglob("*") if path.is_file()]
    assert any(path.suffix == ".safetensors" for path in files)
    assert not [path for path in files if path.suffix in PICKLE_SUFFIXES]


def test_model_folder_with_only_pickled_weights_is_refused(tiny_bert, tmp_path: Path) -> None:
    folder = pickled(tiny_bert, tmp_path / "model")
    with pytest.raises(OSError, match=r"no file named model\.safetensors"):
        load_model(folder, AutoModel)


def test_adapter_with_only_pickled_weights_is_refused(tiny_bert, tmp_path: Path) -> None:
    folder = pickled(tiny_bert, tmp_path / "adapter", weights="adapter_model.bin")
    (folder / "adapter_config.json").write_text("{}")
    with pytest.raises(OSError, match="only safetensors adapters"):
        load_model(folder, AutoModel)


def test_translation_pipeline_refuses_a_pickled_seq2seq_model(tmp_path: Path, minilm_id: str) -> None:
    config = MarianConfig(
        vocab_size=30522, d_model=16, encoder_layers=1, decoder_layers=1, encoder_attention_heads=2,
        decoder_attention_heads=2, encoder_ffn_dim=32, decoder_ffn_dim=32, max_position_embeddings=64,
        pad_token_id=0, decoder_start_token_id=0,
    )  # fmt: skip
    folder = pickled(MarianMTModel(config), tmp_path / "marian")
    AutoTokenizer.from_pretrained(minilm_id).save_pretrained(folder)
    with pytest.raises(OSError, match=r"no file named model\.safetensors"):
        pipelines.pipeline("translation", model=str(folder))


def test_embedding_model_with_only_pickled_weights_is_refused(
    tiny_bert, tmp_path: Path, minilm_id: str
) -> None:
    folder = pickled(tiny_bert, tmp_path / "encoder")
    AutoTokenizer.from_pretrained(minilm_id).save_pretrained(folder)
    with pytest.raises(OSError, match=r"no file named model\.safetensors"):
        pipelines.pipeline("semantic-search", model=str(folder))


def test_the_suites_models_load_without_trust_remote_code() -> None:
    shipped = Path(pipelines.__file__).parent / "pretrained" / "transformer-en-de"
    from transformers import AutoModelForSeq2SeqLM

    model = AutoModelForSeq2SeqLM.from_pretrained(shipped)  # no trust_remote_code: registered on import
    assert type(model).__module__.startswith("pipelines.")


def test_apps_serve_on_loopback_unless_told_otherwise(monkeypatch) -> None:
    served = {}
    monkeypatch.setattr(launch, "launch", lambda demo, host, port: served.update(host=host, port=port))
    launch.serve(object(), argv=[])
    assert served == {"host": "127.0.0.1", "port": 7860}
    launch.serve(object(), argv=["--host", "0.0.0.0", "--port", "8000"])
    assert served == {"host": "0.0.0.0", "port": 8000}


def test_offline_defaults_leave_no_telemetry_on() -> None:
    from huggingface_hub import constants

    assert os.environ["GRADIO_ANALYTICS_ENABLED"] == "False"
    assert constants.HF_HUB_DISABLE_TELEMETRY and constants.HF_HUB_OFFLINE
