"""Test environment: offline, with every cache inside the repository's .cache/.

The variables are set before any Hugging Face library is imported (pytest
imports conftest first), because huggingface_hub reads them at import time.
"""

from __future__ import annotations

import contextlib
import gc
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from pipelines.offline import OFFLINE_ENV  # sets nothing but unset offline switches; no Hugging Face import

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / ".cache" / "tests"

os.environ.update(
    {
        "HF_HOME": str(CACHE / "huggingface"),
        "XDG_CACHE_HOME": str(CACHE / "xdg"),
        "MPLCONFIGDIR": str(CACHE / "matplotlib"),
        "GRADIO_TEMP_DIR": str(CACHE / "gradio"),
        # Offline, whatever the developer's shell says: tests must never touch the network.
        **OFFLINE_ENV,
        "TOKENIZERS_PARALLELISM": "false",
    }
)


# The precision policy picks bfloat16 on CPUs with native bf16 and float32 elsewhere: tests that depend on
# precision run under both (bf16 also runs on other CPUs, emulated and slowly: those cases stay tiny).
PRECISIONS = ("float32", "bfloat16")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--cpu-bf16",
        choices=("native", "yes", "no"),
        default="native",
        help="run as if the CPU had (yes) or lacked (no) native bf16, i.e. under the other outcome of the "
        "precision policy (in this process; subprocesses see the real CPU)",
    )


@pytest.fixture(scope="session", autouse=True)
def cpu_bf16_policy(request: pytest.FixtureRequest) -> Iterator[None]:
    choice = request.config.getoption("--cpu-bf16")
    if choice == "native":
        yield
        return
    from pipelines import precision

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(precision, "cpu_has_native_bf16", lambda: choice == "yes")
        yield


@pytest.fixture(scope="session", autouse=True)
def registered() -> None:
    """Every test runs as a user who called ``pipelines.register()`` (what ``pipelines.pipeline()`` does);
    the tests of ``import pipelines`` alone run in fresh interpreters (``test_registration.py``)."""
    import pipelines

    pipelines.register()


@pytest.fixture(scope="module", params=PRECISIONS)
def dtype(request: pytest.FixtureRequest) -> str:
    """Each precision the policy can pick, for the tests that use it."""
    return request.param


@pytest.fixture(scope="session")
def minilm_id() -> str:
    """The packaged all-MiniLM-L6-v2's Hub id, loadable offline once ``pipelines.register()`` has run."""
    import pipelines

    return pipelines.offline.MINILM


@pytest.fixture(scope="module")
def tokenizer(minilm_id: str) -> Any:
    """MiniLM's tokenizer, that of the suite's models on the MiniLM backbone (the translation tests, whose
    models have their own, override it)."""
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(minilm_id)


@pytest.fixture(scope="module")
def single_thread() -> Iterator[None]:
    """Tiny models run slower with intra-op threads, badly so on a busy 2-core machine."""
    import torch

    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


# The config of a tiny BERT, 2 layers of width 32: the encoder of the tiny task models on a backbone (BERTSUM,
# casing tagger), with MiniLM's vocabulary added as `vocab_size`, and the model of `save_tiny_bert`.
TINY_BERT = {
    "model_type": "bert",
    "hidden_size": 32,
    "num_attention_heads": 4,
    "intermediate_size": 64,
    "num_hidden_layers": 2,
    "max_position_embeddings": 64,
}


def save_tiny_bert(folder: Path, minilm_id: str, max_position_embeddings: int = 128) -> Path:
    """A randomly initialised ``TINY_BERT`` with MiniLM's vocabulary, saved like a Hub checkpoint."""
    import torch
    from transformers import AutoConfig, AutoTokenizer, BertModel

    tokenizer = AutoTokenizer.from_pretrained(minilm_id)
    torch.manual_seed(0)
    sizes = {"vocab_size": len(tokenizer), "max_position_embeddings": max_position_embeddings}
    BertModel(AutoConfig.for_model(**TINY_BERT | sizes)).save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


def train_on(model: Any, batch: Mapping[str, Any], steps: int, stop_below: float = 0.0) -> list[float]:
    """Adam (learning rate 3e-3) on the loss of ``model(**batch)``: ``steps`` updates, or fewer once the loss is
    below ``stop_below``. The loss before each update."""
    import torch

    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    losses = []
    for _ in range(steps):
        loss = model(**batch).loss
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
        if losses[-1] < stop_below:
            break
    return losses


@pytest.fixture(scope="session")
def tiny_backbone(tmp_path_factory, minilm_id: str) -> Path:
    """A tiny BERT backbone to train in seconds."""
    return save_tiny_bert(tmp_path_factory.mktemp("tiny-backbone"), minilm_id)


# Prepended to the scripts of run_without_project. The project is pip-installed in editable mode, so
# `import pipelines` would otherwise still work there, even without the checkout on sys.path.
REFUSE_PROJECT_IMPORTS = f"""
import importlib.abc, os, sys


class RefuseProjectImports(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name == "pipelines" or name.startswith("pipelines."):
            raise ModuleNotFoundError(f"{{name}} is refused: this script must run without the project")


sys.meta_path.insert(0, RefuseProjectImports())
assert {str(ROOT)!r} not in [os.path.abspath(p) for p in sys.path if p], sys.path
"""
# Appended to them: no module of the project got in some other way either.
NO_PROJECT_IMPORTED = """
assert not [m for m in sys.modules if m == "pipelines" or m.startswith("pipelines.")]
"""


def run_isolated(
    script: str, *args: str, cwd: Path, env: Mapping[str, str] = os.environ, timeout: int = 300
) -> str:
    """Run ``script`` with ``args`` in a fresh ``python -I`` from ``cwd`` (neither the checkout, PYTHONPATH nor
    user site-packages on sys.path; ``env`` without its PYTHON* variables) and return its stdout, asserting
    that it exits with 0 (showing the end of its stderr otherwise)."""
    env = {k: v for k, v in env.items() if not k.startswith("PYTHON")}
    command = [sys.executable, "-I", "-c", script, *args]
    result = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert result.returncode == 0, result.stderr[-4000:]
    return result.stdout


def run_without_project(script: str, *args: str, timeout: int = 300) -> str:
    """``run_isolated`` as a fresh user: offline, with an empty Hugging Face cache (so remote code is copied
    from the model's folder, not found from an earlier run), and where importing ``pipelines`` fails."""
    with tempfile.TemporaryDirectory() as folder:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("HF_", "TRANSFORMERS_"))}
        env.update(HF_HUB_OFFLINE="1", HF_HOME=str(Path(folder) / "hf_home"), OMP_NUM_THREADS="1")
        script = REFUSE_PROJECT_IMPORTS + script + NO_PROJECT_IMPORTED
        return run_isolated(script, *args, cwd=Path(folder), env=env, timeout=timeout)


# The start of every check of `run_remote_code`: the model saved in sys.argv[1], loaded through the Auto class
# named by sys.argv[2] with the code of its folder, and the reference that its test saved there.
REMOTE_CODE_MODEL = """
import os, sys
import torch
import transformers

folder = sys.argv[1]
model = getattr(transformers, sys.argv[2]).from_pretrained(folder, trust_remote_code=True).eval()
assert type(model).__module__.startswith("transformers_modules."), type(model).__module__
reference = torch.load(os.path.join(folder, "reference.pt"), weights_only=False)
"""


def run_remote_code(folder: Path, auto_class: str, reference: Mapping[str, Any], check: str) -> str:
    """Save ``reference`` in the model ``folder``, then run the script ``check`` with ``model`` (loaded through
    transformers' ``auto_class`` with ``trust_remote_code``) and ``reference`` in a ``run_without_project``
    process; its stdout."""
    import torch

    torch.save(dict(reference), folder / "reference.pt")
    return run_without_project(REMOTE_CODE_MODEL + check, str(folder), auto_class)


@contextlib.contextmanager
def garbage_collector_paused() -> Iterator[None]:
    """Time linear work without the collector's pauses: in a whole test session, whose heap holds the models
    other tests loaded, a check that takes 0.03 s alone once took 0.6 s, more than the 0.5 s it is allowed; a
    collection of that heap is the likely pause."""
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
