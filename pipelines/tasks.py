"""``pipelines.pipeline(task)``: one entry point for every task of the suite.

Example:
    >>> import pipelines
    >>> pipelines.TASKS
    ('translation', 'summarization', 'ner', 'semantic-search', 'clustering', 'automatic-speech-recognition')
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable
from typing import Any

TASKS = (
    "translation",
    "summarization",
    "ner",
    "semantic-search",
    "clustering",
    "automatic-speech-recognition",
)

# What builds each task's pipeline, as "module:attribute", imported only when asked for, so that
# `import pipelines` stays fast.
_BUILDERS = {
    "translation": "pipelines.translation:TranslationPipeline.from_pretrained",
    "summarization": "pipelines.summarization:SummarizationPipeline.from_pretrained",
    "ner": "pipelines.ner:NerPipeline.from_pretrained",
    "semantic-search": "pipelines.search:SemanticSearchIndex",
    "clustering": "pipelines.clustering:ClusteringPipeline",
    "automatic-speech-recognition": "pipelines.speech_recognition:SpeechRecognitionPipeline.from_pretrained",
}


def builder(task: str) -> Callable[..., Any]:
    """What builds ``task``'s pipeline: a class or its ``from_pretrained``, imported when asked for."""
    if task not in TASKS:
        raise ValueError(f"Unknown task {task!r}; the suite's tasks are: {', '.join(TASKS)}")
    module, _, path = _BUILDERS[task].partition(":")
    return functools.reduce(getattr, path.split("."), importlib.import_module(module))


def pipeline(task: str, model: str | None = None, **kwargs: Any) -> Any:
    """A ready pipeline for ``task``, with the suite's shipped model when ``model`` is None.

    ``kwargs`` are the options of building it: ``device``, ``dtype``, ``batch_size`` for every task, and
    the task's own (a ``tokenizer``; search's ``max_tokens``, ...). Registers the suite with transformers
    first (``pipelines.register()``), which loading the suite's models relies on.
    """
    build = builder(task)
    from .registration import register

    register()
    return build(model=model, **kwargs)
