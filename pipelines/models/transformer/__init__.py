"""The encoder-decoder Transformer of "Attention Is All You Need" (Vaswani et al., 2017) for transformers 5.

The modeling classes load lazily, on first use: ``pipelines.registration`` registers the config with
``AutoConfig`` as soon as transformers' Auto modules load, possibly in the middle of transformers' own
imports, and must then import nothing beyond the config. The files themselves also register for
`save_pretrained` auto-class export (``auto_map``), so a saved folder loads with ``trust_remote_code``.
"""

import importlib
from typing import Any

from .configuration_transformer import TransformerConfig

_MODELING = (
    "TransformerDecoder",
    "TransformerEncoder",
    "TransformerForConditionalGeneration",
    "TransformerModel",
    "TransformerPreTrainedModel",
    "shift_tokens_right",
)


def __getattr__(name: str) -> Any:
    if name in _MODELING:
        return getattr(importlib.import_module(".modeling_transformer", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["TransformerConfig", *_MODELING]
