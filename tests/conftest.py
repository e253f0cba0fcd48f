"""Test environment: offline, with every cache inside the repository's .cache/.

The variables are set before any Hugging Face library is imported (pytest
imports conftest first), because huggingface_hub reads them at import time.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / ".cache" / "tests"

os.environ.update(
    {
        "HF_HOME": str(CACHE / "huggingface"),
        "XDG_CACHE_HOME": str(CACHE / "xdg"),
        "MPLCONFIGDIR": str(CACHE / "matplotlib"),
        "GRADIO_TEMP_DIR": str(CACHE / "gradio"),
        # Offline, whatever the developer's shell says: tests must never touch the network.
        "HF_HUB_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
        "HF_DATASETS_OFFLINE": "1",
        "HF_EVALUATE_OFFLINE": "1",
        "HF_HUB_DISABLE_TELEMETRY": "1",
        "GRADIO_ANALYTICS_ENABLED": "False",
        "TOKENIZERS_PARALLELISM": "false",
    }
)


@pytest.fixture(scope="session")
def minilm_id() -> str:
    import pipelines

    return pipelines.offline.MINILM


@pytest.fixture(scope="module")
def single_thread() -> Iterator[None]:
    """Tiny models run slower with intra-op threads, badly so on a busy 2-core machine."""
    import torch

    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


def save_tiny_bert(folder: Path, minilm_id: str, max_position_embeddings: int = 128) -> Path:
    """A randomly initialised 2-layer BERT with MiniLM's vocabulary, saved like a Hub checkpoint."""
    import torch
    from transformers import AutoTokenizer, BertConfig, BertModel

    tokenizer = AutoTokenizer.from_pretrained(minilm_id)
    torch.manual_seed(0)
    config = BertConfig(
        vocab_size=len(tokenizer),
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=4,
        intermediate_size=64,
        max_position_embeddings=max_position_embeddings,
    )
    BertModel(config).save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


@pytest.fixture(scope="session")
def tiny_backbone(tmp_path_factory, minilm_id: str) -> Path:
    """A tiny BERT backbone to train in seconds."""
    return save_tiny_bert(tmp_path_factory.mktemp("tiny-backbone"), minilm_id)
