"""``eval_results.json``, beside every shipped model: what it scored, one flat record per score.

The same schema for every model, written by every script that scores one and read by its model card
(``pipelines.hub.cards``) and the results table (``tests/benchmarks/results.py``)::

    [
      {"task": "translation", "dataset": "bible", "split": "test", "metric": "bleu", "value": 19.05,
       "signature": "nrefs:1|case:mixed|...", "pairs": 1167, "seconds": 63.9, "config": {"num_beams": 4}},
      {"task": "token-classification", "dataset": "conll2003", "split": "test", "metric": "f1",
       "value": 95.16, "entity_type": "PER", "sentences": 3453},
      ...
    ]

Every record has:

- ``task``: the transformers task the model was scored on (``translation``, ``summarization``,
  ``token-classification``), the card's ``model-index`` task type;
- ``dataset``: the corpus's name in the suite's data catalog (``pipelines.data.load(name)``: ``bible``,
  ``gettext``, ``aclsum``, ``conll2003``);
- ``split``: ``test``, ``validation``, ...;
- ``metric``: the metric's id (``bleu``, ``chrf``, ``rouge1``, ``rouge2``, ``rougeL``, ``f1``, ``precision``,
  ``recall``);
- ``value``: the score, a number (×100 where the metric is a fraction).

Optional keys say how the score was measured:

- ``system``: another system scored in the same run (a baseline, an ablation, a peer library); records
  with a ``system`` are kept for comparison and stay off the model's card;
- ``entity_type``: the score covers that one entity type (``PER``, ...) rather than all;
- ``signature``: the metric's own record of its settings (sacrebleu's);
- counts of what was scored (``pairs``, ``papers``, ``articles``, ``sentences``, ``tokens``), ``seconds``
  and rates (``docs_per_s``, ``tokens_per_s``);
- ``config``: settings of the run that the score depends on (``num_beams``, ``sentences_per_summary``, ...).

Writers: ``finetune/evaluate_translation.py`` (test sets), ``finetune/compare_summarizers.py
--eval-results`` and ``finetune/compare_ner.py --eval-results`` (test set, with the peers of the run), and
``finetune/train_ner.py``'s export (validation scores of the model it exports).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

FILE_NAME = "eval_results.json"
REQUIRED = ("task", "dataset", "split", "metric", "value")


def check_eval_results(records: Any, where: str = FILE_NAME) -> list[dict[str, Any]]:
    """``records`` if they follow the schema; otherwise ``ValueError`` saying which record and why."""
    if not isinstance(records, list):
        raise ValueError(f"{where} must hold a JSON list of records, not a {type(records).__name__}.")
    for number, record in enumerate(records):
        if not isinstance(record, dict):
            raise ValueError(f"{where}, record {number}: a record is an object, not {record!r}.")
        missing = [key for key in REQUIRED if key not in record]
        if missing:
            raise ValueError(f"{where}, record {number}: missing {', '.join(missing)} in {record}.")
        for key in REQUIRED[:-1]:
            if not isinstance(record[key], str) or not record[key]:
                raise ValueError(f"{where}, record {number}: {key} must be a non-empty string: {record}.")
        value = record["value"]
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError(f"{where}, record {number}: value must be a number: {record}.")
        if not isinstance(record.get("config", {}), dict):
            raise ValueError(f"{where}, record {number}: config must be an object: {record}.")
    return records


def read_eval_results(path: str | os.PathLike) -> list[dict[str, Any]]:
    """The records of the ``eval_results.json`` at ``path``, checked."""
    path = Path(path)
    try:
        records = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as error:
        raise ValueError(f"{path} is not JSON: {error}") from error
    return check_eval_results(records, str(path))


def write_eval_results(path: str | os.PathLike, records: list[dict[str, Any]]) -> Path:
    """Check ``records`` and write them to ``path`` (an ``eval_results.json``), one per line; return the path."""
    path = Path(path)
    check_eval_results(records, str(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = ",\n".join(f"  {json.dumps(record, ensure_ascii=False)}" for record in records)  # one per line
    path.write_text(f"[\n{lines}\n]\n" if records else "[]\n", encoding="utf-8")
    return path
