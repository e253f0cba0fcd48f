"""``export``: the Hub repository folder of a shipped model, written next to its destination, checked, and
moved into place.

The folder holds the whole model in float16 safetensors (adapters merged in: ``pipelines.adapters``),
``config.json`` with ``auto_map`` and ``custom_pipelines``, the model's code and the suite's pipeline
module with the modules it imports (``bundle``), the processor (the tokenizer; for speech, the feature
extractor and tokenizer with their code), ``generation_config.json`` (the sequence-to-sequence models) and
the model card (``cards``). Exporting never touches the network.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

from ..registration import register
from .bundle import bundle_module
from .cards import card_eval_results, model_card, read_card_template, read_shipped_card
from .eval_results import FILE_NAME
from .models import MODELS, WEIGHTS_DTYPE, HubModel, model_folder

DEFAULT_OUTPUT = Path("runs", "hub")  # under the working directory: the package may be installed read-only
# Weight files transformers could read besides safetensors: all pickles, which an export must not contain.
PICKLE_SUFFIXES = (".bin", ".pt", ".pth", ".pkl", ".pickle", ".ckpt")
PLACEHOLDER_USER = "your-username"


def export(name: str, output: str | os.PathLike | None = None, repo_id: str | None = None) -> Path:
    """Write the Hub repository folder of the shipped model ``name`` to ``output`` and return it.

    ``output`` defaults to ``runs/hub/<name>``; a previous export there is replaced, any other non-empty
    folder is refused. ``repo_id`` is the id the card's usage snippet loads (default
    ``your-username/<name>``). The folder is written next to ``output`` first and moved into place at the
    end, so a failed export leaves no half-written repository.

    Example:
        >>> folder = export("transformer-en-de", "/tmp/hub/transformer-en-de")  # doctest: +SKIP
        >>> sorted(p.name for p in folder.iterdir())  # doctest: +SKIP
        ['README.md', 'config.json', 'configuration_transformer.py', 'generation_config.json', ...]
    """
    source = model_folder(name)  # rejects unknown names and untrained models first
    register()  # the suite's model types, to load the shipped folder
    spec = MODELS[name]
    # A card that cannot be written fails now, before the model is loaded.
    read_shipped_card(source)
    card_eval_results(read_card_template(name), source / FILE_NAME)
    output = Path(output) if output is not None else DEFAULT_OUTPUT / name
    _check_output(output)
    staging = output.with_name(f".{output.name}.partial")
    shutil.rmtree(staging, ignore_errors=True)
    try:
        _write_repository(spec, source, staging, repo_id or f"{PLACEHOLDER_USER}/{name}", name)
        shutil.rmtree(output, ignore_errors=True)
        staging.rename(output)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return output


def _check_output(output: Path) -> None:
    """Refuse, with a message saying why, an output that cannot be written or holds something else."""
    if output.exists() and not output.is_dir():
        raise NotADirectoryError(f"Cannot export to {output}: it is a file, not a folder.")
    if output.is_dir() and any(output.iterdir()) and not is_export(output):
        raise FileExistsError(
            f"Cannot export to {output}: the folder is not empty and holds no previous export; pick another "
            "--output or empty it."
        )
    parent = output.parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise OSError(f"Cannot export to {output}: cannot create the folder {parent} ({error}).") from error
    # Writable means creating entries in the parent (the staging folder and the final rename happen there);
    # os.access is not enough under root or on read-only mounts, so try it.
    probe = parent / f".{output.name}.write-test"
    try:
        probe.mkdir(exist_ok=True)
        probe.rmdir()
    except OSError as error:
        raise OSError(f"Cannot export to {output}: {parent} is not writable ({error}).") from error


def is_export(folder: Path) -> bool:
    """Whether ``folder`` looks like a folder this module wrote (config.json with custom_pipelines)."""
    try:
        return "custom_pipelines" in json.loads((folder / "config.json").read_text())
    except (OSError, ValueError):
        return False


def _write_repository(spec: HubModel, source: Path, folder: Path, repo_id: str, name: str) -> None:
    import torch
    import transformers
    from transformers import AutoProcessor

    from ..adapters import load_model

    model = load_model(source, getattr(transformers, spec.auto_class))  # adapters merged into the weights
    module_name, _, class_name = spec.pipeline.partition(":")
    flat_module = module_name.rsplit(".", 1)[-1]
    # What Pipeline.save_pretrained would record for a registered pipeline; written here because the suite's
    # pipelines deliberately save without it (they come from `import pipelines`), and under every task name.
    model.config.custom_pipelines = {
        task: {"impl": f"{flat_module}.{class_name}", "pt": [spec.auto_class], "type": input_type(task)}
        for task in spec.tasks
    }
    model.to(getattr(torch, WEIGHTS_DTYPE)).save_pretrained(folder)  # safetensors; copies the model's code
    # Whatever prepares the model's inputs, as the shipped folder saved it: AutoProcessor loads the processor
    # where the folder has one (processor_config.json: the speech model's feature extractor and tokenizer,
    # whose save copies their code and writes their auto_map), and falls back to the tokenizer otherwise.
    AutoProcessor.from_pretrained(source).save_pretrained(folder)
    _clean_tokenizer_config(folder)
    bundle_module(module_name, folder)
    card = model_card(name, spec, source, folder, repo_id)
    card.save(folder / "README.md")
    check_repository(folder)


def input_type(task: str) -> str:
    """The input ``type`` transformers' pipeline registry records for ``task``, an alias resolved (``"text"``;
    ``"multimodal"`` for speech recognition, which reads audio with a feature extractor and writes tokens).
    transformers 5 only records it: the pipeline class decides which preprocessors are loaded.

    Example:
        >>> input_type("automatic-speech-recognition"), input_type("ner")
        ('multimodal', 'text')
    """
    from transformers.pipelines import PIPELINE_REGISTRY

    return PIPELINE_REGISTRY.check_task(task)[1]["type"]


def _clean_tokenizer_config(folder: Path) -> None:
    """Drop loading options a tokenizer saved from its own loading (``local_files_only``: a Hub user must
    be able to download; ``is_local``: true only on this machine)."""
    path = folder / "tokenizer_config.json"
    config = json.loads(path.read_text())
    for key in ("local_files_only", "is_local"):
        config.pop(key, None)
    path.write_text(json.dumps(config, indent=2, ensure_ascii=False, sort_keys=True) + "\n")


def check_repository(folder: Path) -> None:
    """Raise unless ``folder`` is a loadable repository: safetensors weights only, auto_map and code present."""
    pickles = [p.name for p in folder.rglob("*") if p.suffix in PICKLE_SUFFIXES]
    if pickles or not list(folder.glob("*.safetensors")):
        raise RuntimeError(f"{folder} must hold safetensors weights and no pickle; it holds {pickles}.")
    config = json.loads((folder / "config.json").read_text())
    named = [task["impl"] for task in config.get("custom_pipelines", {}).values()]
    for path in folder.glob("*.json"):  # config.json, and the processor's and tokenizer's configurations
        named += code_references(json.loads(path.read_text()))
    from transformers.dynamic_module_utils import get_relative_import_files

    for ref in named:
        module = folder / f"{ref.rsplit('.', 1)[0]}.py"
        # transformers finds a module's relative imports with a regular expression over its text, docstrings
        # included: every file it will ask for must be there.
        needed = [module, *map(Path, get_relative_import_files(module))] if module.is_file() else [module]
        missing = [f for f in needed if not f.is_file()]
        if missing:
            raise RuntimeError(f"{folder}: {ref} needs {[f.name for f in missing]}, which are not exported.")


def code_references(config: Any) -> list[str]:
    """Every ``module.Class`` an ``auto_map`` of the JSON ``config`` names, in nested configurations too
    (a processor's holds its feature extractor's); a tokenizer's ``[slow, fast]`` pair may hold None.

    Example:
        >>> code_references({"auto_map": {"AutoTokenizer": ["tokenization_x.XTokenizer", None]},
        ...                  "feature_extractor": {"auto_map": {"AutoFeatureExtractor": "extraction_x.X"}}})
        ['tokenization_x.XTokenizer', 'extraction_x.X']
    """
    if not isinstance(config, dict):
        return []
    named = []
    for key, value in config.items():
        if key == "auto_map" and isinstance(value, dict):
            for reference in value.values():
                named += [r for r in (reference if isinstance(reference, list) else [reference]) if r]
        else:
            named += code_references(value)
    return named


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
