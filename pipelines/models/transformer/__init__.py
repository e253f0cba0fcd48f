"""The encoder-decoder Transformer of "Attention Is All You Need" (Vaswani et al., 2017) for transformers 5,
for text (translation: ``modeling_transformer.py``) and for speech (recognition, the speech Transformer of
Dong, Xu & Xu, 2018: ``modeling_speech_transformer.py`` with its feature extractor, character tokenizer
and processor), which runs on the same layers: one implementation of attention.

The files register their classes for ``save_pretrained``'s auto-class export (``auto_map``), so a saved
folder loads with ``trust_remote_code`` where this project is not installed; ``pipelines.register()`` makes
the Auto classes know them where it is.
"""

from .configuration_speech_transformer import SpeechTransformerConfig
from .configuration_transformer import TransformerConfig
from .feature_extraction_speech_transformer import SpeechTransformerFeatureExtractor
from .modeling_speech_transformer import (
    CharacterLanguageModel,
    SpeechTransformerForConditionalGeneration,
    SpeechTransformerModel,
)
from .modeling_transformer import (
    TransformerDecoder,
    TransformerEncoder,
    TransformerForConditionalGeneration,
    TransformerModel,
    TransformerPreTrainedModel,
    shift_tokens_right,
)
from .processing_speech_transformer import SpeechTransformerProcessor
from .tokenization_speech_transformer import SpeechTransformerTokenizer

__all__ = [
    "CharacterLanguageModel",
    "SpeechTransformerConfig",
    "SpeechTransformerFeatureExtractor",
    "SpeechTransformerForConditionalGeneration",
    "SpeechTransformerModel",
    "SpeechTransformerProcessor",
    "SpeechTransformerTokenizer",
    "TransformerConfig",
    "TransformerDecoder",
    "TransformerEncoder",
    "TransformerForConditionalGeneration",
    "TransformerModel",
    "TransformerPreTrainedModel",
    "shift_tokens_right",
]
