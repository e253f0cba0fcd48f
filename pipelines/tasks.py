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
# for, so `import pipelines` stays fast.
_BUILDERS = {
    "translation": "pipelines.translation:build_pipeline",
    "summarization": "pipelines.summarization:build_pipeline",
    "ner": "pipelines.ner:build_pipeline",
    "semantic-search": "pipelines.search:build_pipeline",
    "clustering": "pipelines.clustering:build_pipeline",
}


def pipeline(task: str, model: str | None = None, **kwargs: Any) -> Any:
    """A ready pipeline for ``task``, with the suite's shipped model when ``model`` is None.

    ``kwargs`` go to the task's builder (device, dtype, batch size, ...). Registers the suite with
    transformers first (``pipelines.register()``), which the builders rely on.
    """
    if task not in TASKS:
        raise ValueError(f"Unknown task {task!r}; the suite's tasks are: {', '.join(TASKS)}")
    from .registration import register

    register()
    module, _, function = _BUILDERS[task].partition(":")
    return getattr(importlib.import_module(module), function)(model=model, **kwargs)
