"""The project's metrics as `evaluate` modules that load from this folder, with no network.

Each metric lives in ``<name>/<name>.py`` as an ``evaluate.Metric`` and is loaded by path, so
scripts use the ordinary ``evaluate`` API (``compute``, ``add_batch``, ``evaluate.combine``) and an
online user can swap in the Hub module of the same name with ``evaluate.load(name)``. Options of a
computation (``use_stemmer``, ``tokenize``, ``mode``...) go to ``compute()``; ``load()`` takes only
``evaluate.load``'s own arguments (``keep_in_memory``, ``cache_dir``, ``experiment_id``...).

evaluate copies each script into ``$HF_MODULES_CACHE`` and writes predictions to
``$HF_HOME/metrics`` while computing (both read once, when evaluate is first imported). ``load``
defaults to ``keep_in_memory=True``: no cache files, and a failed ``compute()`` leaves no lock
behind to slow the next one.

Example:
    >>> from pipelines import metrics
    >>> metrics.available()
    ['chrf', 'rouge', 'sacrebleu', 'seqeval', 'wer']
    >>> rouge = metrics.load("rouge")
    >>> scores = rouge.compute(predictions=["the cat is running"], references=["the cat runs"])
    >>> round(scores["rouge1"], 4)  # stemming on: "running" and "runs" both become "run"
    0.8571
"""

from __future__ import annotations

import inspect
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import evaluate

__all__ = ["available", "load"]

_METRICS = ("chrf", "rouge", "sacrebleu", "seqeval", "wer")
_HERE = Path(__file__).resolve().parent


def available() -> list[str]:
    """Names accepted by `load`, sorted."""
    return list(_METRICS)


def load(name: str, **kwargs: Any) -> evaluate.EvaluationModule:
    """Load the project's metric `name` ("rouge", "sacrebleu", "chrf", "seqeval" or "wer") offline.

    `kwargs` are passed to `evaluate.load` (e.g. ``keep_in_memory=True``, ``experiment_id``).
    Raises ValueError for an unknown name or for a keyword `evaluate.load` does not take.
    """
    if name not in _METRICS:
        raise ValueError(f"Unknown metric {name!r}; available metrics: {', '.join(_METRICS)}.")
    # Imported here: importing evaluate takes seconds, and most users of this package never score.
    import evaluate

    # evaluate.load passes unknown keywords to the metric's constructor, which silently drops them,
    # so load("rouge", use_stemmer=False) would do nothing. Catch that here.
    accepted = set(inspect.signature(evaluate.load).parameters) - {"path", "init_kwargs"}
    unexpected = sorted(set(kwargs) - accepted)
    if unexpected:
        raise ValueError(
            f"load() got {unexpected}, which evaluate.load does not take; "
            "options of a computation go to .compute() (or .add_batch())."
        )
    kwargs.setdefault("keep_in_memory", True)
    return evaluate.load(str(_HERE / name), **kwargs)
