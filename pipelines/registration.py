"""``pipelines.register()``: the one step that makes transformers know the suite.

It registers the suite's configurations with ``AutoConfig``, its models with the Auto model classes,
and the "translation" and "summarization" pipelines with transformers' pipeline registry (transformers 5
dropped both tasks; nothing of transformers' own is replaced), and it makes the packaged
all-MiniLM-L6-v2 loadable by its Hub id offline (``pipelines.offline``). It imports torch and
transformers' modeling code, so it runs when asked, never on ``import pipelines``; it is idempotent.

Example:
    >>> import pipelines
    >>> pipelines.register()
    >>> from transformers import AutoConfig
    >>> type(AutoConfig.for_model("vaswani-transformer")).__name__
    'TransformerConfig'
"""

from __future__ import annotations

import functools


@functools.cache
def register() -> None:
    """Register the suite's models, configurations and pipelines with transformers; safe to call again."""
    from transformers import (
        AutoConfig,
        AutoFeatureExtractor,
        AutoModel,
        AutoModelForSeq2SeqLM,
        AutoModelForSpeechSeq2Seq,
        AutoModelForTokenClassification,
        AutoProcessor,
        AutoTokenizer,
    )

    from . import offline, summarization, translation
    from .models.bertsum import BertSumConfig, BertSumForExtractiveSummarization
    from .models.casing_tagger import CasingTaggerConfig, CasingTaggerForTokenClassification
    from .models.transformer import (
        SpeechTransformerConfig,
        SpeechTransformerFeatureExtractor,
        SpeechTransformerForConditionalGeneration,
        SpeechTransformerModel,
        SpeechTransformerProcessor,
        SpeechTransformerTokenizer,
        TransformerConfig,
        TransformerForConditionalGeneration,
        TransformerModel,
    )

    offline.register_packaged_models()
    for config in (TransformerConfig, SpeechTransformerConfig, BertSumConfig, CasingTaggerConfig):
        AutoConfig.register(config.model_type, config, exist_ok=True)
    AutoModel.register(TransformerConfig, TransformerModel, exist_ok=True)
    AutoModelForSeq2SeqLM.register(TransformerConfig, TransformerForConditionalGeneration, exist_ok=True)
    AutoModel.register(SpeechTransformerConfig, SpeechTransformerModel, exist_ok=True)
    AutoModelForSpeechSeq2Seq.register(
        SpeechTransformerConfig, SpeechTransformerForConditionalGeneration, exist_ok=True
    )
    AutoFeatureExtractor.register(SpeechTransformerConfig, SpeechTransformerFeatureExtractor, exist_ok=True)
    AutoTokenizer.register(SpeechTransformerConfig, tokenizer_class=SpeechTransformerTokenizer, exist_ok=True)
    AutoProcessor.register(SpeechTransformerConfig, SpeechTransformerProcessor, exist_ok=True)
    AutoModel.register(BertSumConfig, BertSumForExtractiveSummarization, exist_ok=True)
    AutoModelForTokenClassification.register(
        CasingTaggerConfig, CasingTaggerForTokenClassification, exist_ok=True
    )
    translation.register_translation_pipeline()
    summarization.register_summarization_pipeline()
