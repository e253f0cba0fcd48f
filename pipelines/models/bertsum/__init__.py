"""BERTSUM (Liu & Lapata, 2019): extractive summarization on a BERT-like encoder, for transformers 5.

The modeling classes load lazily, on first use, for the reason given in ``pipelines.models.transformer``:
registration may import this package while transformers' own Auto modules are still loading.
"""

import importlib
from typing import Any

from .configuration_bertsum import BertSumConfig

_LAZY = {
    "BertSumForExtractiveSummarization": ".modeling_bertsum",
    "BertSumPreTrainedModel": ".modeling_bertsum",
    "ExtractiveSummarizerOutput": ".modeling_bertsum",
    "encode_documents": ".processing_bertsum",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["BertSumConfig", *_LAZY]
