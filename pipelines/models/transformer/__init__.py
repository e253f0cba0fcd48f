"""The encoder-decoder Transformer of "Attention Is All You Need" (Vaswani et al., 2017) for transformers 5.

The files register their classes for ``save_pretrained``'s auto-class export (``auto_map``), so a saved
folder loads with ``trust_remote_code`` where this project is not installed; ``pipelines.register()`` makes
the Auto classes know them where it is.
"""

from .configuration_transformer import TransformerConfig
from .modeling_transformer import (
    TransformerDecoder,
    TransformerEncoder,
    TransformerForConditionalGeneration,
    TransformerModel,
    TransformerPreTrainedModel,
    shift_tokens_right,
)

__all__ = [
    "TransformerConfig",
    "TransformerDecoder",
    "TransformerEncoder",
    "TransformerForConditionalGeneration",
    "TransformerModel",
    "TransformerPreTrainedModel",
    "shift_tokens_right",
]
