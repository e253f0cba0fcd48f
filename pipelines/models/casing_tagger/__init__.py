"""The casing tagger: token classification (named entities) on an uncased encoder with a casing embedding.

The modeling classes load lazily, on first use, for the reason given in ``pipelines.models.transformer``:
registration may import this package while transformers' own Auto modules are still loading.
"""

import importlib
from typing import Any

from .casing import CASING_CLASSES, casing_ids, word_casing
from .configuration_casing_tagger import CasingTaggerConfig

_LAZY = {
    "CasingTaggerForTokenClassification": ".modeling_casing_tagger",
    "CasingTaggerPreTrainedModel": ".modeling_casing_tagger",
    "IGNORE_INDEX": ".modeling_casing_tagger",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["CASING_CLASSES", "CasingTaggerConfig", "casing_ids", "word_casing", *_LAZY]
