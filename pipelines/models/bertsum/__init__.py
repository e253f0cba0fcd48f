"""BERTSUM (Liu & Lapata, 2019): extractive summarization on a BERT-like encoder, for transformers 5."""

from .configuration_bertsum import BertSumConfig
from .modeling_bertsum import (
    BertSumForExtractiveSummarization,
    BertSumPreTrainedModel,
    ExtractiveSummarizerOutput,
)
from .processing_bertsum import encode_documents

__all__ = [
    "BertSumConfig",
    "BertSumForExtractiveSummarization",
    "BertSumPreTrainedModel",
    "ExtractiveSummarizerOutput",
    "encode_documents",
]
