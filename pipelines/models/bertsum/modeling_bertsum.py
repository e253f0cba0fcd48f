"""PyTorch BertSumExt, the extractive summarizer of "Text Summarization with Pretrained Encoders"
(Liu & Lapata, 2019, arXiv:1908.08345). Section numbers in comments refer to that paper.

A document is a sequence of sentences. The encoder reads ``[CLS] s_1 [SEP] [CLS] s_2 [SEP] …`` with
interval segment ids, and the vector at the i-th ``[CLS]`` stands for sentence i (§3.2; on sentence
encoders such as MiniLM, the mean of the sentence's tokens instead: see ``BertSumConfig.sentence_pooling``). Two
inter-sentence Transformer layers turn those vectors into document-aware ones, and a sigmoid layer
scores each sentence: Ŷ_i = σ(W_o h_i^L + b_o). Training minimises binary cross-entropy against 0/1
oracle labels, over real sentences only.

This file imports nothing from the surrounding project except, relatively, its configuration:
``save_pretrained`` copies both next to the weights so a checkpoint loads with ``trust_remote_code=True``.
"""

import math
from dataclasses import dataclass

import torch
from torch import nn
from torch.nn import functional as F
from transformers import AutoModel
from transformers import initialization as init
from transformers.modeling_outputs import ModelOutput
from transformers.modeling_utils import PreTrainedModel

from .configuration_bertsum import BertSumConfig

# How many encoder windows run at once when no gradient is needed: a book-length document has hundreds, and
# encoding them all in one batch would hold gigabytes of activations for nothing.
INFERENCE_WINDOW_BATCH = 16


def sinusoidal_positions(num_positions: int, dim: int) -> torch.Tensor:
    """Sentence-position encodings, the sinusoids of Vaswani et al. (2017, §3.5): (num_positions, dim).

    Fixed, not learned, so a document may have any number of sentences.
    """
    positions = torch.arange(num_positions, dtype=torch.float32).unsqueeze(1)
    two_i = torch.arange(0, dim, 2, dtype=torch.float32)
    angles = positions / torch.pow(10000.0, two_i / dim)
    encoding = torch.zeros(num_positions, dim)
    encoding[:, 0::2] = torch.sin(angles)
    encoding[:, 1::2] = torch.cos(angles[:, : dim // 2])
    return encoding


def mean_of_spans(
    tokens: torch.Tensor, starts: torch.Tensor, lengths: torch.Tensor, mask: torch.Tensor
) -> torch.Tensor:
    """(documents, sentences, hidden) means of ``tokens[start : start + length]``, the flattened token vectors
    of each sentence; zeros at padding."""
    starts, lengths = starts[mask], lengths[mask]
    owner = torch.repeat_interleave(torch.arange(len(starts), device=tokens.device), lengths)
    first = torch.cumsum(lengths, 0) - lengths  # where each sentence's run begins in `owner`
    offset = torch.arange(len(owner), device=tokens.device) - torch.repeat_interleave(first, lengths)
    sums = tokens.new_zeros(len(starts), tokens.shape[-1])
    sums.index_add_(0, owner, tokens[torch.repeat_interleave(starts, lengths) + offset])
    vectors = tokens.new_zeros(*mask.shape, tokens.shape[-1])
    vectors[mask] = sums / lengths.clamp(min=1).unsqueeze(-1).to(tokens.dtype)
    return vectors


@dataclass
class ExtractiveSummarizerOutput(ModelOutput):
    """Outputs of `BertSumForExtractiveSummarization`.

    Args:
        loss: masked binary cross-entropy against `labels`, when they were given.
        logits: (documents, sentences) sentence scores before the sigmoid; padding positions hold -inf.
        sentence_hidden_states: (documents, sentences, hidden) the document-aware sentence vectors h^L.
    """

    loss: torch.Tensor | None = None
    logits: torch.Tensor | None = None
    sentence_hidden_states: torch.Tensor | None = None


class InterSentenceEncoder(nn.Module):
    """§3.2, eq. (2)-(3): h^0 = PosEmb(T) + T, then L Transformer layers, LN(h + MHAtt(h)) and LN(h + FFN(h)).

    Layer normalisation comes first in each sub-layer (pre-LN, as the authors' code has it), plus a final
    LayerNorm, which trains stably without a long warm-up on top of a pretrained encoder.

    One addition: the sentence vectors T are layer-normalised before the positions are added, so content
    and position enter at the same scale whatever the encoder's output scale (MiniLM's vectors are half as
    large as the sinusoids; BERT-base's about as large).
    """

    def __init__(self, config: BertSumConfig) -> None:
        super().__init__()
        hidden = config.encoder.hidden_size
        self.layers = nn.ModuleList(
            nn.TransformerEncoderLayer(
                d_model=hidden,
                nhead=config.inter_heads,
                dim_feedforward=config.inter_d_ff,
                dropout=config.inter_dropout,
                activation="gelu",
                batch_first=True,
                norm_first=True,
            )
            for _ in range(config.inter_layers)
        )
        self.sentence_norm = nn.LayerNorm(hidden, eps=1e-6)
        self.final_norm = nn.LayerNorm(hidden, eps=1e-6)
        self.dropout = nn.Dropout(config.inter_dropout)

    def forward(self, sentence_vectors: torch.Tensor, sentence_mask: torch.Tensor) -> torch.Tensor:
        num_sentences, hidden = sentence_vectors.shape[1], sentence_vectors.shape[2]
        positions = sinusoidal_positions(num_sentences, hidden).to(sentence_vectors)
        content = self.sentence_norm(sentence_vectors) * sentence_mask.unsqueeze(-1)
        h = self.dropout(content + positions)
        for layer in self.layers:
            h = layer(h, src_key_padding_mask=~sentence_mask)
        return self.final_norm(h)


class BertSumPreTrainedModel(PreTrainedModel):
    """Weight initialisation and the loading/saving plumbing of BERTSUM models."""

    config: BertSumConfig
    config_class = BertSumConfig
    base_model_prefix = "bertsum"
    _supports_sdpa = True
    _no_split_modules = ["InterSentenceEncoder"]

    @torch.no_grad()
    def _init_weights(self, module: nn.Module) -> None:
        # The encoder's own modules are initialised by the encoder's class; this covers the layers added on
        # top. Xavier-uniform for the inter-sentence projections, as the authors' implementation does.
        if isinstance(module, nn.Linear):
            init.xavier_uniform_(module.weight)
            if module.bias is not None:
                init.zeros_(module.bias)
        elif isinstance(module, nn.LayerNorm):
            init.ones_(module.weight)
            init.zeros_(module.bias)
        elif isinstance(module, nn.MultiheadAttention):
            init.xavier_uniform_(module.in_proj_weight)
            init.zeros_(module.in_proj_bias)


class BertSumForExtractiveSummarization(BertSumPreTrainedModel):
    """BertSumExt: a score in (0, 1) for every sentence of every document in the batch.

    Example:

    ```python
    >>> import torch
    >>> from pipelines.models.bertsum import BertSumConfig, BertSumForExtractiveSummarization
    >>> config = BertSumConfig(encoder={"model_type": "bert", "hidden_size": 32, "num_attention_heads": 4,
    ...                                  "intermediate_size": 64, "num_hidden_layers": 1, "vocab_size": 100},
    ...                        inter_heads=4, inter_d_ff=64)
    >>> model = BertSumForExtractiveSummarization(config).eval()
    >>> out = model(input_ids=torch.tensor([[2, 5, 6, 3, 2, 7, 3]]), cls_index=torch.tensor([[0, 4]]),
    ...             sentence_length=torch.tensor([[4, 3]]), sentence_mask=torch.tensor([[True, True]]),
    ...             token_type_ids=torch.tensor([[0] * 4 + [1] * 3]))
    >>> out.logits.shape
    torch.Size([1, 2])

    ```
    """

    def __init__(self, config: BertSumConfig) -> None:
        super().__init__(config)
        self.encoder = AutoModel.from_config(config.encoder)
        self.inter_sentence = InterSentenceEncoder(config)
        self.scorer = nn.Linear(config.encoder.hidden_size, 1)  # W_o, b_o of eq. (4)
        self.post_init()

    def encode_windows(self, input_ids, attention_mask, token_type_ids) -> torch.Tensor:
        """Token vectors of every window, (windows, tokens, hidden); batched when no gradient is needed."""
        if torch.is_grad_enabled() or input_ids.shape[0] <= INFERENCE_WINDOW_BATCH:
            return self.encoder(
                input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
            ).last_hidden_state
        return torch.cat(
            [
                self.encode_windows(
                    input_ids[start : start + INFERENCE_WINDOW_BATCH],
                    attention_mask[start : start + INFERENCE_WINDOW_BATCH],
                    token_type_ids[start : start + INFERENCE_WINDOW_BATCH],
                )
                for start in range(0, input_ids.shape[0], INFERENCE_WINDOW_BATCH)
            ]
        )

    def forward(
        self,
        input_ids: torch.Tensor,
        cls_index: torch.Tensor,
        sentence_mask: torch.Tensor,
        attention_mask: torch.Tensor | None = None,
        token_type_ids: torch.Tensor | None = None,
        sentence_length: torch.Tensor | None = None,
        labels: torch.Tensor | None = None,
        **kwargs,
    ) -> ExtractiveSummarizerOutput:
        r"""
        input_ids, attention_mask, token_type_ids: (windows, tokens), the encoder windows of all documents.
        cls_index: (documents, sentences) position of each sentence's `[CLS]` in the flattened windows.
        sentence_length: (documents, sentences) tokens of each sentence from its `[CLS]` on (mean pooling).
        sentence_mask: (documents, sentences) True for real sentences, False for padding.
        labels: (documents, sentences) 1 for a sentence of the oracle summary, 0 otherwise.
        """
        if attention_mask is None:
            attention_mask = torch.ones_like(input_ids)
        if token_type_ids is None:
            token_type_ids = torch.zeros_like(input_ids)
        tokens = self.encode_windows(input_ids, attention_mask, token_type_ids).flatten(0, 1)
        if self.config.sentence_pooling == "cls":
            sentence_vectors = tokens[cls_index]  # T_i: the [CLS] vector of each sentence
        else:
            if sentence_length is None:
                raise ValueError(
                    "sentence_pooling='mean' needs sentence_length (encode_documents returns it)."
                )
            sentence_vectors = mean_of_spans(tokens, cls_index, sentence_length, sentence_mask)
        h = self.inter_sentence(sentence_vectors, sentence_mask)
        logits = self.scorer(h).squeeze(-1).masked_fill(~sentence_mask, -math.inf)

        loss = None
        if labels is not None:
            # Mean binary cross-entropy over real sentences: padding must not pull scores toward 0.
            loss = F.binary_cross_entropy_with_logits(
                logits[sentence_mask], labels[sentence_mask].to(logits.dtype)
            )
        return ExtractiveSummarizerOutput(loss=loss, logits=logits, sentence_hidden_states=h)


# `save_pretrained` then writes `auto_map` and copies this file and the configuration next to the weights.
BertSumForExtractiveSummarization.register_for_auto_class("AutoModel")

__all__ = ["BertSumForExtractiveSummarization", "BertSumPreTrainedModel", "ExtractiveSummarizerOutput"]
