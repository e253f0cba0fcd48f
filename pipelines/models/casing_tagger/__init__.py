"""The casing tagger: token classification (named entities) on an uncased encoder with a casing embedding."""

from .casing import CASING_CLASSES, casing_ids, word_casing
from .configuration_casing_tagger import CasingTaggerConfig
from .modeling_casing_tagger import (
    IGNORE_INDEX,
    CasingTaggerForTokenClassification,
    CasingTaggerPreTrainedModel,
)

__all__ = [
    "CASING_CLASSES",
    "IGNORE_INDEX",
    "CasingTaggerConfig",
    "CasingTaggerForTokenClassification",
    "CasingTaggerPreTrainedModel",
    "casing_ids",
    "word_casing",
]
