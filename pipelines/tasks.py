"""``pipelines.pipeline(task)``: one entry point for every task of the suite.

Example:
    >>> import pipelines
    >>> pipelines.TASKS
    ('translation', 'summarization', 'ner', 'semantic-search', 'clustering')
"""

from __future__ import annotations

import importlib
from typing import Any

TASKS = ("translation", "summarization", "ner", "semantic-search", "clustering")

# "module:function" building each task's pipeline, imported only when asked
# for, so `import pipelines` stays fast. None: not built yet (its issue is open).
_BUILDERS: dict[str, str | None] = {
    "translation": "pipelines.translation:build_pipeline",
    "summarization": "pipelines.summarization:build_pipeline",
    "ner": "pipelines.ner:build_pipeline",
    "semantic-search": "pipelines.search:build_pipeline",
    "clustering": "pipelines.clustering:build_pipeline",
}


class TaskNotAvailableError(NotImplementedError):
    """The task is part of the suite's contract but has not been built yet."""


def available_tasks() -> list[str]:
    """The tasks that ``pipeline`` can build today."""
    return [task for task in TASKS if _BUILDERS[task]]


def pipeline(task: str, model: str | None = None, **kwargs: Any) -> Any:
    """A ready pipeline for ``task``, with the suite's shipped model when ``model`` is None.

    ``kwargs`` go to the task's builder (device, dtype, batch size, ...).
    """
    if task not in TASKS:
        raise ValueError(f"Unknown task {task!r}; the suite's tasks are: {', '.join(TASKS)}")
    builder = _BUILDERS[task]
    if builder is None:
        ready = ", ".join(available_tasks()) or "none yet"
        raise TaskNotAvailableError(
            f"The {task!r} pipeline is not available in this version of the suite (tasks ready: {ready})."
        )
    module, _, function = builder.partition(":")
    return getattr(importlib.import_module(module), function)(model=model, **kwargs)
