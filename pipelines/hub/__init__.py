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
  the suite modules it imports, copied flat with their relative imports rewritten;
- what prepares the model's inputs, as ``AutoProcessor`` loads it from the shipped folder: the tokenizer, or
  for speech the processor (``processor_config.json`` holding the feature extractor, the character
  tokenizer, and their code with its ``auto_map``); ``generation_config.json`` (translation, speech);
  and ``README.md``: a model card whose ``model-index`` holds the scores of the model's
  ``eval_results.json``.

A Hub user therefore gets exactly the suite's pipeline: sentence splitting and windows for long texts,
casing ids for NER (transformers' plain token-classification pipeline passes none: the tagger then reads
the text as uncased and finds fewer entities), trigram blocking for summaries, audio files read without
ffmpeg and long recordings cut at their pauses.

The package, one module per job:

- ``models``: the shipped models, the Auto class and suite pipeline of each, their folders;
- ``eval_results``: the one schema of ``eval_results.json`` (flat records: task, dataset, split, metric,
  value), checked on reading and writing;
- ``cards``: the model card, from the shipped card, ``eval_results.json`` and the card template beside
  the model's folder (``pipelines/pretrained/<name>.card.md``);
- ``bundle``: the suite's pipeline module and the modules it imports, copied flat;
- ``repository``: ``export``, the repository folder, staged and checked;
- ``upload``: ``push``, export and upload (``HF_HUB_OFFLINE=0``; exporting never touches the network);
- ``__main__``: the command line above.

Example:
    >>> import tempfile
    >>> from pathlib import Path
    >>> from pipelines.hub import export
    >>> folder = export("ner-conll2003", Path(tempfile.mkdtemp()) / "ner")  # doctest: +SKIP
    >>> from transformers import pipeline
    >>> ner = pipeline("token-classification", model=str(folder), trust_remote_code=True)  # doctest: +SKIP
    >>> [(e["word"], e["entity_group"]) for e in ner("Angela Merkel visited Paris.")]  # doctest: +SKIP
    [('Angela Merkel', 'PER'), ('Paris', 'LOC')]
"""

from .bundle import bundle_module
from .cards import card_eval_results, model_card, read_card_template
from .eval_results import check_eval_results, read_eval_results, write_eval_results
from .models import MODELS, PRETRAINED, HubModel, UnknownModelError, model_folder, shipped_models
from .repository import DEFAULT_OUTPUT, check_repository, export, is_export
from .upload import push

__all__ = [
    "DEFAULT_OUTPUT",
    "MODELS",
    "PRETRAINED",
    "HubModel",
    "UnknownModelError",
    "bundle_module",
    "card_eval_results",
    "check_eval_results",
    "check_repository",
    "export",
    "is_export",
    "model_card",
    "model_folder",
    "push",
    "read_card_template",
    "read_eval_results",
    "shipped_models",
    "write_eval_results",
]
