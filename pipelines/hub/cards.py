"""The model card (``README.md``) of an exported repository.

It is put together from three files of the shipped model, read the same way for every model:

- ``pipelines/pretrained/<name>/README.md``, the shipped card: its facts (language, license, base model,
  ...) and its text, less its section on the suite's own API;
- ``pipelines/pretrained/<name>/eval_results.json``: the scores of the card's ``model-index``, one per
  record of the model itself (``pipelines.hub.eval_results``; records of other systems stay off);
- ``pipelines/pretrained/<name>.card.md``, the card template beside the folder: the usage snippet for
  ``transformers.pipeline``, what the pipeline does, and the names the ``model-index`` gives the task,
  datasets and metrics of the records.

The template is Markdown with a YAML header::

    ---
    task_name: English→German
    datasets:
      bible: "Bible test books (Ruth, Mark, Revelation), {pairs} pairs"
    metrics:
      bleu: "BLEU (sacrebleu, beam {num_beams})"
    ---

    ## Usage

    ```python
    translate = pipeline("{task}", model="{repo_id}", trust_remote_code=True)
    ```

    ## Pipeline

    The pipeline cleans the text, ...

``{field}`` in a name is filled from the record it names (its keys and those of its ``config``); in the
snippet, ``{task}`` and ``{repo_id}`` are. Other braces (a dict in a comment) are left as they are.
"""

from __future__ import annotations

import importlib.metadata
import re
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from huggingface_hub import EvalResult, ModelCard, ModelCardData

from .eval_results import FILE_NAME, read_eval_results
from .models import PRETRAINED, WEIGHTS_DTYPE, HubModel

TEMPLATE_SUFFIX = ".card.md"
# Card sections of the shipped folders that show the suite's own API; the export writes its own "Usage".
PROJECT_USAGE_HEADINGS = ("use", "usage")
# Tags of a shipped adapter folder's card that no longer hold: the export merges the adapter.
ADAPTER_TAGS = ("lora",)
CARD_WIDTH = 105  # the shipped cards' line length
PLACEHOLDER = re.compile(r"\{([A-Za-z_]\w*)\}")


@dataclass(frozen=True)
class CardTemplate:
    """``pipelines/pretrained/<name>.card.md``: what the exported card says beyond the shipped one."""

    path: Path
    task_name: str  # the model-index name of the task
    datasets: dict[str, str]  # record "dataset" → its model-index name
    metrics: dict[str, str]  # record "metric" → its model-index name
    snippet: str  # the usage code, with {task} and {repo_id}
    pipeline: str  # what the suite's pipeline does with an input, in full sentences


def template_path(name: str) -> Path:
    return PRETRAINED / f"{name}{TEMPLATE_SUFFIX}"


def read_card_template(name: str) -> CardTemplate:
    """The card template of the shipped model ``name``; ``ValueError`` naming what it lacks."""
    path = template_path(name)
    if not path.is_file():
        raise FileNotFoundError(f"{path} is missing: the card template of {name}, beside its folder.")
    text = path.read_text(encoding="utf-8")
    header = re.match(r"---\n(.*?)\n---\n(.*)", text, re.S)
    if header is None:
        raise ValueError(f"{path} must start with a YAML header between '---' lines.")
    names, body = yaml.safe_load(header[1]) or {}, header[2]
    snippet = re.search(r"(?ms)^## Usage\n.*?```python\n(.*?)```", body)
    pipeline = re.search(r"(?ms)^## Pipeline\n(.*?)(?=^## |\Z)", body)
    missing = [key for key in ("task_name", "datasets", "metrics") if not names.get(key)]
    missing += [] if snippet else ["a ```python block under '## Usage'"]
    missing += [] if pipeline and pipeline[1].strip() else ["a '## Pipeline' section"]
    if missing:
        raise ValueError(f"{path} lacks {', '.join(missing)}.")
    return CardTemplate(
        path,
        names["task_name"],
        names["datasets"],
        names["metrics"],
        snippet[1].strip(),
        " ".join(pipeline[1].split()),  # one paragraph: the card wraps it
    )


def fill(text: str, fields: dict[str, Any], where: str) -> str:
    """``text`` with each ``{field}`` replaced by its value in ``fields``; ``ValueError`` for one not there."""

    def value(match: re.Match[str]) -> str:
        if match[1] not in fields:
            raise ValueError(f"{where}: {text!r} needs {match[1]!r}, which is not among {sorted(fields)}.")
        return str(fields[match[1]])

    return PLACEHOLDER.sub(value, text)


def card_eval_results(template: CardTemplate, path: Path) -> list[EvalResult]:
    """The ``model-index`` scores: each record of the ``eval_results.json`` at ``path`` without a ``system``,
    named by ``template``."""
    results = []
    for record in read_eval_results(path):
        if "system" in record:  # another system of the same run: a baseline, an ablation
            continue
        for key, table in (("dataset", template.datasets), ("metric", template.metrics)):
            if record[key] not in table:
                raise ValueError(
                    f"{path} has the {key} {record[key]!r}, which {template.path.name} does not name "
                    f"(its {key}s: {', '.join(table)})."
                )
        fields = {**record.get("config", {}), **record}
        dataset_name = fill(template.datasets[record["dataset"]], fields, template.path.name)
        metric_name = fill(template.metrics[record["metric"]], fields, template.path.name)
        if "entity_type" in record:
            metric_name = f"{record['entity_type']} {metric_name}"
        results.append(
            EvalResult(
                task_type=record["task"],
                task_name=fill(template.task_name, fields, template.path.name),
                dataset_type=record["dataset"],
                dataset_name=dataset_name,
                dataset_split=record["split"],
                metric_type=record["metric"],
                metric_name=metric_name,
                metric_value=record["value"],
            )
        )
    if not results:
        raise ValueError(f"{path} holds no score of the model itself (every record names a system).")
    return results


def read_shipped_card(source: Path) -> ModelCard:
    """The shipped card of the model folder ``source`` (its ``README.md``); ``FileNotFoundError`` if it has none."""
    path = source / "README.md"
    if not path.is_file():
        raise FileNotFoundError(
            f"{path} is missing: the shipped model card, whose facts (language, license, ...) and text the "
            "exported card keeps. Write it beside the trained model."
        )
    return ModelCard.load(path)


def model_card(name: str, spec: HubModel, source: Path, folder: Path, repo_id: str) -> ModelCard:
    """The card of the exported ``folder``: the shipped card's facts and text, the Hub's metadata, its scores
    from ``eval_results.json`` and a usage snippet for ``transformers.pipeline``."""
    from ..adapters import is_adapter_folder

    template = read_card_template(name)
    shipped = read_shipped_card(source)
    facts = shipped.data.to_dict()
    base_model = facts.get("base_model")
    merged = is_adapter_folder(source)
    data = ModelCardData(
        language=facts.get("language"),
        license=facts.get("license"),
        library_name="transformers",
        pipeline_tag=spec.tasks[0],
        tags=sorted({*facts.get("tags", []), "custom_code"} - set(ADAPTER_TAGS if merged else ())),
        datasets=facts.get("datasets"),
        metrics=facts.get("metrics"),
        base_model=base_model,
        # A merged fine-tune of base_model, not an adapter over it (the Hub's model-tree relation).
        base_model_relation="finetune" if base_model else None,
        model_name=name,
        eval_results=card_eval_results(template, source / FILE_NAME),
    )
    # The shipped card's text, section by section, less the one showing the suite's own API.
    title, *sections = re.split(r"(?m)^(?=## )", shipped.text.strip())
    kept = [part for part in sections if _heading(part) not in PROJECT_USAGE_HEADINGS]
    weights = weights_description(folder, base_model if merged else None)
    # The shipped card's "stored" row describes the suite's adapter folder; say what this repository holds.
    title = re.sub(r"(?m)^\| stored \| (.*) \|$", rf"| stored | here, {weights}; in the suite, \1 |", title)
    usage = usage_section(template, spec, folder, repo_id, weights)
    body = "\n\n".join(part.strip() for part in [title, usage, *kept])
    return ModelCard(f"---\n{data.to_yaml()}\n---\n\n{body}\n")


def _heading(section: str) -> str:
    return section.split("\n", 1)[0].lstrip("#").strip().lower()


def weights_description(folder: Path, merged_into: str | None) -> str:
    """What ``model.safetensors`` of the export holds, for the card; ``merged_into``: the base model an
    adapter was merged into."""
    megabytes = sum(p.stat().st_size for p in folder.glob("*.safetensors")) / 1e6
    weights = f"the whole model in {WEIGHTS_DTYPE}, {megabytes:.1f} MB of safetensors"
    if merged_into:
        weights += f" ({merged_into} with this model's LoRA update merged in, and the layers it adds)"
    return weights


def usage_section(template: CardTemplate, spec: HubModel, folder: Path, repo_id: str, weights: str) -> str:
    """The card's "Usage": what to install, the template's snippet, what ``trust_remote_code`` runs."""
    snippet = fill(template.snippet, {"task": spec.tasks[0], "repo_id": repo_id}, template.path.name)
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
        f"with. {template.pipeline}",
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
