"""PyTorch encoder-decoder Transformer of "Attention Is All You Need" (Vaswani et al., 2017).

Section and equation numbers in comments refer to the paper (arXiv:1706.03762). The layout follows
transformers' own models: a `PreTrainedModel` base class, encoder and decoder stacks, a bare
encoder-decoder (`TransformerModel`) and one with the tied language-model head
(`TransformerForConditionalGeneration`) that works with `generate()`. What does not depend on the input
being text (the stacks' common parts, `TransformerEncoderStack`, the decoder, and the forward passes of
`TransformerSeq2SeqModel` and `TransformerSeq2SeqLM`) is also the speech Transformer's
(``modeling_speech_transformer.py``), which only adds its own encoder input.

This file imports nothing from the surrounding project except, relatively, its configuration:
`save_pretrained` copies both files next to the weights so the checkpoint loads with
`trust_remote_code=True` where the project is not installed.
"""

import math

import torch
from torch import nn
from torch.nn import functional as F
from transformers import initialization as init
from transformers.cache_utils import DynamicCache, EncoderDecoderCache
from transformers.generation import GenerationMixin
from transformers.modeling_outputs import (
    BaseModelOutput,
    BaseModelOutputWithPastAndCrossAttentions,
    Seq2SeqLMOutput,
    Seq2SeqModelOutput,
)
from transformers.modeling_utils import PreTrainedModel
from transformers.utils import can_return_tuple

from .configuration_transformer import BaseTransformerConfig, TransformerConfig

# ---------------------------------------------------------------------------------------------------------------
# Helpers: positions, masks, label shifting
# ---------------------------------------------------------------------------------------------------------------


def sinusoidal_position_encoding(num_positions: int, d_model: int, style: str = "vaswani") -> torch.Tensor:
    """The fixed encodings of §3.5: PE(pos, 2i) = sin(pos / 10000^(2i/d_model)), PE(pos, 2i+1) = cos(same).

    Each dimension is a sinusoid whose wavelength grows geometrically from 2π to 10000·2π, so PE(pos + k) is
    a linear function of PE(pos): relative offsets are easy to attend to. Returns (num_positions, d_model).
    Style "whisper" is the same idea laid out as Whisper's encoder has it (Radford et al., 2022): the d/2 sines
    first, then the d/2 cosines, the wavelengths spread from 2π to 10000·2π over d/2 − 1 steps.
    """
    positions = torch.arange(num_positions, dtype=torch.float32).unsqueeze(1)
    if style == "whisper":
        half = d_model // 2
        angles = positions * torch.exp(
            -math.log(10000.0) / (half - 1) * torch.arange(half, dtype=torch.float32)
        )
        return torch.cat([torch.sin(angles), torch.cos(angles)], dim=1)
    two_i = torch.arange(0, d_model, 2, dtype=torch.float32)
    angles = positions / torch.pow(10000.0, two_i / d_model)  # (num_positions, ceil(d_model / 2))
    encoding = torch.zeros(num_positions, d_model)
    encoding[:, 0::2] = torch.sin(angles)
    encoding[:, 1::2] = torch.cos(angles[:, : d_model // 2])  # an odd d_model has one cosine fewer
    return encoding


def shift_tokens_right(labels: torch.Tensor, pad_token_id: int, decoder_start_token_id: int) -> torch.Tensor:
    """Decoder inputs for teacher forcing: the target moved one step right behind the start token.

    Position i then predicts token i from tokens < i only (§3.1). The -100 that marks ignored label
    positions is not a token id, so it is replaced by padding.
    """
    if pad_token_id is None or decoder_start_token_id is None:
        raise ValueError("config.pad_token_id and config.decoder_start_token_id must be set to shift labels.")
    shifted = labels.new_full(labels.shape, pad_token_id)
    shifted[:, 1:] = labels[:, :-1]
    shifted[:, 0] = decoder_start_token_id
    return shifted.masked_fill(shifted == -100, pad_token_id)


def _additive_mask(allowed: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    """Turn a boolean "may attend" mask into one added to the logits QKᵀ/√d_k before the softmax.

    The smallest finite value (not -inf) drives a masked weight to exactly 0 while keeping a row with no
    allowed key finite (uniform) instead of NaN. The same tensor feeds SDPA and the explicit path, so
    both compute the same numbers.
    """
    mask = torch.zeros(allowed.shape, dtype=dtype, device=allowed.device)
    return mask.masked_fill(~allowed, torch.finfo(dtype).min)


def padding_mask(attention_mask: torch.Tensor | None, dtype: torch.dtype) -> torch.Tensor | None:
    """(batch, 1, 1, key_len) mask hiding padded keys (attention_mask == 0) from every query and head."""
    if attention_mask is None:
        return None
    return _additive_mask(attention_mask[:, None, None, :].bool(), dtype)


def causal_mask(
    target_length: int,
    past_length: int,
    attention_mask: torch.Tensor | None,
    dtype: torch.dtype,
    device: torch.device,
) -> torch.Tensor | None:
    """(batch or 1, 1, target_length, past_length + target_length) mask of decoder self-attention.

    The query at absolute position p may attend to keys at positions <= p (§3.2.3: "preventing leftward
    information flow"), and, if `attention_mask` (batch, past_length + target_length) is given, not to padding.
    """
    if target_length == 1 and attention_mask is None:
        return None  # one new query may see the whole cached prefix: nothing to hide
    key_positions = torch.arange(past_length + target_length, device=device)
    query_positions = key_positions[past_length:]
    allowed = (key_positions[None, :] <= query_positions[:, None])[None, None]
    if attention_mask is not None:
        allowed = allowed & attention_mask[:, None, None, :].bool()
    return _additive_mask(allowed, dtype)


def scaled_dot_product_attention(
    query: torch.Tensor,
    key: torch.Tensor,
    value: torch.Tensor,
    mask: torch.Tensor | None,
    dropout_p: float,
    need_weights: bool,
) -> tuple[torch.Tensor, torch.Tensor | None]:
    """Attention(Q, K, V) = softmax(QKᵀ / √d_k) V (eq. 1) on (batch, h, length, d_k) tensors.

    By default this calls torch's fused `scaled_dot_product_attention`, which never materialises the
    weights. It cannot return them either, so when they are asked for (to inspect what the model attends
    to) the same formula is computed step by step. The returned weights are taken before dropout.
    """
    if not need_weights:
        return F.scaled_dot_product_attention(query, key, value, attn_mask=mask, dropout_p=dropout_p), None
    # Dividing by √d_k keeps the dot products at unit variance, so the softmax does not saturate (§3.2.1).
    scores = query @ key.transpose(-2, -1) / math.sqrt(query.size(-1))
    if mask is not None:
        scores = scores + mask
    weights = scores.softmax(dim=-1)
    return F.dropout(weights, p=dropout_p) @ value, weights


# ---------------------------------------------------------------------------------------------------------------
# Building blocks
# ---------------------------------------------------------------------------------------------------------------


class SinusoidalPositionalEncoding(nn.Module):
    """The non-learned positional encodings of §3.5, precomputed for `max_position_embeddings` positions."""

    def __init__(self, num_positions: int, d_model: int, style: str = "vaswani") -> None:
        super().__init__()
        self.num_positions, self.d_model, self.style = num_positions, d_model, style
        # A buffer, not a parameter: it is not trained, and persistent=False keeps it out of checkpoints since
        # it is a pure function of the config (`_init_weights` refills it after a meta-device load).
        self.register_buffer(
            "pe", sinusoidal_position_encoding(num_positions, d_model, style), persistent=False
        )

    def forward(self, length: int, offset: int = 0) -> torch.Tensor:
        """Encodings of positions offset .. offset + length - 1, shape (length, d_model)."""
        if offset + length > self.num_positions:
            raise ValueError(
                f"Sequence reaches position {offset + length}, beyond max_position_embeddings={self.num_positions}."
            )
        return self.pe[offset : offset + length]


class MultiHeadAttention(nn.Module):
    """MultiHead(Q, K, V) = Concat(head_1, ..., head_h) W^O, head_i = Attention(Q W_i^Q, K W_i^K, V W_i^V) (§3.2.2).

    Used three ways (§3.2.3): encoder self-attention, masked decoder self-attention, and encoder-decoder
    ("cross") attention whose keys and values come from the encoder output.
    """

    def __init__(
        self, config: BaseTransformerConfig, layer_idx: int | None = None, is_cross_attention: bool = False
    ) -> None:
        super().__init__()
        self.h = config.num_heads
        self.d_k = config.d_model // config.num_heads  # d_k = d_v = d_model / h
        self.layer_idx = layer_idx
        self.is_cross_attention = is_cross_attention
        self.attention_dropout = config.attention_dropout
        self.config = config
        # The h per-head matrices W_i^Q (d_model x d_k) side by side form one d_model x d_model matrix, so all
        # heads are projected in a single matmul. The paper's projections are plain linear maps: no bias
        # (`config.attention_bias` adds them).
        bias = config.attention_bias
        self.w_q = nn.Linear(config.d_model, config.d_model, bias=bias)
        self.w_k = nn.Linear(config.d_model, config.d_model, bias=bias)
        self.w_v = nn.Linear(config.d_model, config.d_model, bias=bias)
        self.w_o = nn.Linear(config.d_model, config.d_model, bias=bias)

    def _split_heads(self, x: torch.Tensor) -> torch.Tensor:
        """(batch, length, d_model) -> (batch, h, length, d_k)."""
        batch, length, _ = x.shape
        return x.view(batch, length, self.h, self.d_k).transpose(1, 2)

    def _merge_heads(self, x: torch.Tensor) -> torch.Tensor:
        """(batch, h, length, d_k) -> (batch, length, d_model): the Concat of the h heads."""
        batch, _, length, _ = x.shape
        return x.transpose(1, 2).reshape(batch, length, self.h * self.d_k)

    def _keys_values(
        self, source: torch.Tensor, cache: EncoderDecoderCache | None
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """K and V of `source`, read from or appended to the decoding cache.

        Cross-attention K/V depend only on the encoder output, so they are computed at the first decoding
        step and reused afterwards. Self-attention appends the K/V of the new positions to those of the
        positions decoded before, so each step only projects what is new.
        """
        if cache is not None and self.is_cross_attention and cache.is_updated.get(self.layer_idx, False):
            layer = cache.cross_attention_cache.layers[self.layer_idx]
            return layer.keys, layer.values
        key, value = self._split_heads(self.w_k(source)), self._split_heads(self.w_v(source))
        if cache is None:
            return key, value
        if self.is_cross_attention:
            key, value = cache.cross_attention_cache.update(key, value, self.layer_idx)
            cache.is_updated[self.layer_idx] = True
            return key, value
        return cache.self_attention_cache.update(key, value, self.layer_idx)

    def forward(
        self,
        hidden_states: torch.Tensor,
        key_value_states: torch.Tensor | None = None,
        attention_mask: torch.Tensor | None = None,
        past_key_values: EncoderDecoderCache | None = None,
        output_attentions: bool = False,
    ) -> tuple[torch.Tensor, torch.Tensor | None]:
        """Attend from `hidden_states` (queries) to `key_value_states` (defaults to `hidden_states`).

        Returns the (batch, length, d_model) output and, when `output_attentions`, the weights
        (batch, h, query_length, key_length).
        """
        source = hidden_states if key_value_states is None else key_value_states
        query = self._split_heads(self.w_q(hidden_states))
        key, value = self._keys_values(source, past_key_values)
        dropout_p = self.attention_dropout if self.training else 0.0
        heads, weights = scaled_dot_product_attention(
            query, key, value, attention_mask, dropout_p, output_attentions
        )
        return self.w_o(self._merge_heads(heads)), (weights if output_attentions else None)


class PositionWiseFeedForward(nn.Module):
    """FFN(x) = max(0, x W_1 + b_1) W_2 + b_2 (eq. 2), applied to every position separately and identically
    (GELU in place of max(0, ·) with `config.activation_function="gelu"`)."""

    def __init__(self, config: BaseTransformerConfig) -> None:
        super().__init__()
        self.w_1 = nn.Linear(config.d_model, config.d_ff)
        self.w_2 = nn.Linear(config.d_ff, config.d_model)
        self.activation = {"relu": F.relu, "gelu": F.gelu}[config.activation_function]

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.w_2(self.activation(self.w_1(x)))


class SublayerConnection(nn.Module):
    """Residual connection and LayerNorm around one sub-layer (§3.1), with dropout on its output (§5.4).

    Post-LN (the paper): LayerNorm(x + Dropout(Sublayer(x))).
    Pre-LN (`config.pre_layer_norm`): x + Dropout(Sublayer(LayerNorm(x))), which leaves an un-normalised
    residual path from input to output and trains without a learning-rate warm-up.
    A layer calls `sublayer_input(x)` to get what its sub-layer reads, then `self(x, sublayer_output)`.
    """

    def __init__(self, config: BaseTransformerConfig) -> None:
        super().__init__()
        self.pre_layer_norm = config.pre_layer_norm
        self.layer_norm = nn.LayerNorm(config.d_model, eps=config.layer_norm_eps)
        self.dropout = nn.Dropout(config.dropout)

    def sublayer_input(self, x: torch.Tensor) -> torch.Tensor:
        return self.layer_norm(x) if self.pre_layer_norm else x

    def forward(self, x: torch.Tensor, sublayer_output: torch.Tensor) -> torch.Tensor:
        y = x + self.dropout(sublayer_output)
        return y if self.pre_layer_norm else self.layer_norm(y)


class TransformerEncoderLayer(nn.Module):
    """Encoder layer (§3.1): multi-head self-attention, then the position-wise feed-forward network."""

    def __init__(self, config: BaseTransformerConfig) -> None:
        super().__init__()
        self.self_attn = MultiHeadAttention(config)
        self.self_attn_sublayer = SublayerConnection(config)
        self.feed_forward = PositionWiseFeedForward(config)
        self.feed_forward_sublayer = SublayerConnection(config)

    def forward(
        self,
        hidden_states: torch.Tensor,
        attention_mask: torch.Tensor | None = None,
        output_attentions: bool = False,
    ) -> tuple[torch.Tensor, torch.Tensor | None]:
        x = self.self_attn_sublayer.sublayer_input(hidden_states)
        attended, weights = self.self_attn(
            x, attention_mask=attention_mask, output_attentions=output_attentions
        )
        hidden_states = self.self_attn_sublayer(hidden_states, attended)

        x = self.feed_forward_sublayer.sublayer_input(hidden_states)
        hidden_states = self.feed_forward_sublayer(hidden_states, self.feed_forward(x))
        return hidden_states, weights


class TransformerDecoderLayer(nn.Module):
    """Decoder layer (§3.1): masked self-attention, attention over the encoder output, feed-forward network."""

    def __init__(self, config: BaseTransformerConfig, layer_idx: int) -> None:
        super().__init__()
        self.self_attn = MultiHeadAttention(config, layer_idx=layer_idx)
        self.self_attn_sublayer = SublayerConnection(config)
        self.cross_attn = MultiHeadAttention(config, layer_idx=layer_idx, is_cross_attention=True)
        self.cross_attn_sublayer = SublayerConnection(config)
        self.feed_forward = PositionWiseFeedForward(config)
        self.feed_forward_sublayer = SublayerConnection(config)

    def forward(
        self,
        hidden_states: torch.Tensor,
        self_attn_mask: torch.Tensor | None,
        encoder_hidden_states: torch.Tensor,
        cross_attn_mask: torch.Tensor | None,
        past_key_values: EncoderDecoderCache | None = None,
        output_attentions: bool = False,
    ) -> tuple[torch.Tensor, torch.Tensor | None, torch.Tensor | None]:
        x = self.self_attn_sublayer.sublayer_input(hidden_states)
        attended, self_weights = self.self_attn(
            x,
            attention_mask=self_attn_mask,
            past_key_values=past_key_values,
            output_attentions=output_attentions,
        )
        hidden_states = self.self_attn_sublayer(hidden_states, attended)

        # Queries come from the decoder, keys and values from the encoder output (§3.2.3).
        x = self.cross_attn_sublayer.sublayer_input(hidden_states)
        attended, cross_weights = self.cross_attn(
            x,
            key_value_states=encoder_hidden_states,
            attention_mask=cross_attn_mask,
            past_key_values=past_key_values,
            output_attentions=output_attentions,
        )
        hidden_states = self.cross_attn_sublayer(hidden_states, attended)

        x = self.feed_forward_sublayer.sublayer_input(hidden_states)
        hidden_states = self.feed_forward_sublayer(hidden_states, self.feed_forward(x))
        return hidden_states, self_weights, cross_weights


# ---------------------------------------------------------------------------------------------------------------
# Models
# ---------------------------------------------------------------------------------------------------------------


class TransformerPreTrainedModel(PreTrainedModel):
    """Weight initialisation and the loading/saving plumbing shared by all Transformer models."""

    config: TransformerConfig
    config_class = TransformerConfig
    base_model_prefix = "model"
    # Attention runs through torch SDPA; when the weights are requested (output_attentions=True), eq. 1 is
    # computed step by step instead.
    _supports_sdpa = True
    _no_split_modules = ["TransformerEncoderLayer", "TransformerDecoderLayer"]

    @torch.no_grad()
    def _init_weights(self, module: nn.Module) -> None:
        """The paper does not say. N(0, init_std) for every projection and embedding, as BERT, BART and Marian do.

        Measured here at the shipped scale, it trains faster than tensor2tensor's Xavier-uniform projections
        with d_model^-0.5 embeddings (training loss at step 400: 6.08 against 6.43) and keeps pace with
        MarianMTModel, whose initialisation this is.
        """
        if isinstance(module, (nn.Linear, nn.Embedding)):
            init.normal_(module.weight, mean=0.0, std=self.config.init_std)
            if getattr(module, "bias", None) is not None:
                init.zeros_(module.bias)
        elif isinstance(module, nn.LayerNorm):
            init.ones_(module.weight)
            init.zeros_(module.bias)
        elif isinstance(module, SinusoidalPositionalEncoding):
            init.copy_(
                module.pe, sinusoidal_position_encoding(module.num_positions, module.d_model, module.style)
            )


def final_layer_norm(config: BaseTransformerConfig) -> nn.LayerNorm | None:
    """The LayerNorm after a stack's last layer: with pre-LN that output is a sum of un-normalised residuals,
    normalised once at the end. None with post-LN, whose layers end with a LayerNorm."""
    return nn.LayerNorm(config.d_model, eps=config.layer_norm_eps) if config.pre_layer_norm else None


class TransformerStack(TransformerPreTrainedModel):
    """What every stack shares, whatever its input embeds: the positional encoding and dropout added to the
    embedded input, and (pre-LN only) the LayerNorm after the last layer.

    Subclasses build their input embedding, `self.layers` and `self.final_layer_norm` ([`final_layer_norm`]).
    The order in which they do so is the order of their parameters, which a saved optimizer state follows:
    it stays as the checkpoints have it.
    """

    def __init__(self, config: BaseTransformerConfig) -> None:
        super().__init__(config)
        self.positional_encoding = SinusoidalPositionalEncoding(
            config.max_position_embeddings, config.d_model, config.position_encoding
        )
        self.dropout = nn.Dropout(config.dropout)

    def add_positions(self, embeddings: torch.Tensor, offset: int = 0) -> torch.Tensor:
        """Dropout(embeddings + PE) (§3.5, §5.4) on (batch, length, d_model) embeddings.

        `offset` is the absolute position of the first one (the cached length while decoding).
        """
        positions = self.positional_encoding(embeddings.shape[1], offset).to(embeddings.dtype)
        return self.dropout(embeddings + positions)

    def finish(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return hidden_states if self.final_layer_norm is None else self.final_layer_norm(hidden_states)

    def output_flags(
        self, output_attentions: bool | None, output_hidden_states: bool | None
    ) -> tuple[bool, bool]:
        """Explicit arguments win; `None` falls back to the config, as everywhere in transformers."""
        if output_attentions is None:
            output_attentions = self.config.output_attentions
        if output_hidden_states is None:
            output_hidden_states = self.config.output_hidden_states
        return bool(output_attentions), bool(output_hidden_states)


class TransformerTokenStack(TransformerStack):
    """A stack whose input is tokens, the text encoder or the decoder: the embedding matrix E and its √d_model
    scaling (§3.4)."""

    def __init__(self, config: BaseTransformerConfig) -> None:
        super().__init__(config)
        self.embed_tokens = nn.Embedding(config.vocab_size, config.d_model)
        # §3.4: embeddings are multiplied by √d_model so that they are not drowned by the positional encodings.
        self.embed_scale = math.sqrt(config.d_model) if config.scale_embedding else 1.0

    def embed(
        self, input_ids: torch.Tensor | None, inputs_embeds: torch.Tensor | None, offset: int = 0
    ) -> torch.Tensor:
        """Dropout(E[x]·√d_model + PE) (§3.4, §3.5, §5.4). `inputs_embeds` replaces the lookup E[x] only.

        `offset` is the absolute position of the first token (the cached length while decoding).
        """
        if (input_ids is None) == (inputs_embeds is None):
            raise ValueError("Pass exactly one of input_ids and inputs_embeds.")
        if inputs_embeds is None:
            inputs_embeds = self.embed_tokens(input_ids)
        return self.add_positions(inputs_embeds * self.embed_scale, offset)


class TransformerEncoderStack(TransformerStack):
    """A stack of `config.encoder_layers` [`TransformerEncoderLayer`]s (§3.1) over an embedded input, whatever
    it embeds: tokens in [`TransformerEncoder`], log-mel frames in the speech Transformer's encoder."""

    def output_attention_mask(self, attention_mask: torch.Tensor | None) -> torch.Tensor | None:
        """The mask of the encoder output, from the mask of its input: one output vector per input position."""
        return attention_mask

    def encode(
        self,
        hidden_states: torch.Tensor,
        attention_mask: torch.Tensor | None,
        output_attentions: bool | None,
        output_hidden_states: bool | None,
    ) -> BaseModelOutput:
        """Run the layers over the embedded input; `attention_mask` (batch, length) is 1 on input, 0 on padding.

        `hidden_states` (if asked) holds the embedding output and each layer's output, the last entry
        replaced by `last_hidden_state` (which, with pre-LN, has the final LayerNorm applied).
        """
        output_attentions, output_hidden_states = self.output_flags(output_attentions, output_hidden_states)
        mask = padding_mask(attention_mask, hidden_states.dtype)
        all_hidden_states = [hidden_states] if output_hidden_states else None
        all_attentions = [] if output_attentions else None
        for layer in self.layers:
            hidden_states, weights = layer(hidden_states, mask, output_attentions=output_attentions)
            if output_hidden_states:
                all_hidden_states.append(hidden_states)
            if output_attentions:
                all_attentions.append(weights)
        hidden_states = self.finish(hidden_states)
        if output_hidden_states:
            all_hidden_states[-1] = hidden_states
        return BaseModelOutput(
            last_hidden_state=hidden_states,
            hidden_states=tuple(all_hidden_states) if output_hidden_states else None,
            attentions=tuple(all_attentions) if output_attentions else None,
        )


class TransformerEncoder(TransformerTokenStack, TransformerEncoderStack):
    """The encoder (§3.1): token embeddings, then `config.encoder_layers` [`TransformerEncoderLayer`]s."""

    def __init__(self, config: TransformerConfig) -> None:
        super().__init__(config)
        self.final_layer_norm = final_layer_norm(config)
        self.layers = nn.ModuleList([TransformerEncoderLayer(config) for _ in range(config.encoder_layers)])
        self.post_init()

    @can_return_tuple
    def forward(
        self,
        input_ids: torch.LongTensor | None = None,
        attention_mask: torch.Tensor | None = None,
        inputs_embeds: torch.Tensor | None = None,
        output_attentions: bool | None = None,
        output_hidden_states: bool | None = None,
    ) -> BaseModelOutput:
        """Encode a (batch, source_length) source; `attention_mask` is 1 for tokens and 0 for padding.

        See [`TransformerEncoderStack.encode`] for what the output holds.
        """
        hidden_states = self.embed(input_ids, inputs_embeds)
        return self.encode(hidden_states, attention_mask, output_attentions, output_hidden_states)


class TransformerDecoder(TransformerTokenStack):
    """The decoder: a stack of `config.decoder_layers` [`TransformerDecoderLayer`] (§3.1)."""

    def __init__(self, config: BaseTransformerConfig) -> None:
        super().__init__(config)
        self.final_layer_norm = final_layer_norm(config)
        self.layers = nn.ModuleList(
            [TransformerDecoderLayer(config, layer_idx=i) for i in range(config.decoder_layers)]
        )
        self.post_init()

    def _cache(
        self, past_key_values: EncoderDecoderCache | None, use_cache: bool
    ) -> EncoderDecoderCache | None:
        """The cache to read and extend: the one given, a new one, or none when `use_cache` is False."""
        if not use_cache:
            return None
        if past_key_values is None:
            # One DynamicCache per attention kind: self-attention K/V grow by one position per step,
            # cross-attention K/V are written once. Both are reordered by beam search.
            return EncoderDecoderCache(DynamicCache(config=self.config), DynamicCache(config=self.config))
        if not isinstance(past_key_values, EncoderDecoderCache):
            raise TypeError(
                "past_key_values must be an EncoderDecoderCache (self-attention and cross-attention caches), "
                f"got {type(past_key_values).__name__}."
            )
        return past_key_values

    @can_return_tuple
    def forward(
        self,
        input_ids: torch.LongTensor | None = None,
        attention_mask: torch.Tensor | None = None,
        encoder_hidden_states: torch.Tensor | None = None,
        encoder_attention_mask: torch.Tensor | None = None,
        past_key_values: EncoderDecoderCache | None = None,
        inputs_embeds: torch.Tensor | None = None,
        use_cache: bool | None = None,
        output_attentions: bool | None = None,
        output_hidden_states: bool | None = None,
    ) -> BaseModelOutputWithPastAndCrossAttentions:
        """Decode target positions given the encoder output.

        `attention_mask` (batch, past + target length) masks target padding; `encoder_attention_mask`
        masks source padding. With a cache, `input_ids` holds only the positions not decoded yet.
        """
        if encoder_hidden_states is None:
            raise ValueError("The decoder attends to the encoder output: pass encoder_hidden_states.")
        output_attentions, output_hidden_states = self.output_flags(output_attentions, output_hidden_states)
        use_cache = self.config.use_cache if use_cache is None else use_cache
        cache = self._cache(past_key_values, use_cache)
        past_length = cache.get_seq_length() if cache is not None else 0

        hidden_states = self.embed(input_ids, inputs_embeds, offset=past_length)
        dtype, device = hidden_states.dtype, hidden_states.device
        self_mask = causal_mask(hidden_states.shape[1], past_length, attention_mask, dtype, device)
        cross_mask = padding_mask(encoder_attention_mask, dtype)

        all_hidden_states = [hidden_states] if output_hidden_states else None
        all_self, all_cross = ([], []) if output_attentions else (None, None)
        for layer in self.layers:
            hidden_states, self_weights, cross_weights = layer(
                hidden_states,
                self_mask,
                encoder_hidden_states,
                cross_mask,
                past_key_values=cache,
                output_attentions=output_attentions,
            )
            if output_hidden_states:
                all_hidden_states.append(hidden_states)
            if output_attentions:
                all_self.append(self_weights)
                all_cross.append(cross_weights)
        hidden_states = self.finish(hidden_states)
        if output_hidden_states:
            all_hidden_states[-1] = hidden_states
        return BaseModelOutputWithPastAndCrossAttentions(
            last_hidden_state=hidden_states,
            past_key_values=cache,
            hidden_states=tuple(all_hidden_states) if output_hidden_states else None,
            attentions=tuple(all_self) if output_attentions else None,
            cross_attentions=tuple(all_cross) if output_attentions else None,
        )


class TransformerSeq2SeqModel(TransformerPreTrainedModel):
    """What the bare encoder-decoders share, text ([`TransformerModel`]) and speech: the pass through
    `self.encoder`, a [`TransformerEncoderStack`], and `self.decoder`, a [`TransformerDecoder`], which the
    subclass builds."""

    @can_return_tuple
    def forward(
        self,
        *,
        attention_mask: torch.Tensor | None = None,
        decoder_input_ids: torch.LongTensor | None = None,
        decoder_attention_mask: torch.Tensor | None = None,
        encoder_outputs: tuple[torch.Tensor, ...] | BaseModelOutput | None = None,
        past_key_values: EncoderDecoderCache | None = None,
        decoder_inputs_embeds: torch.Tensor | None = None,
        use_cache: bool | None = None,
        output_attentions: bool | None = None,
        output_hidden_states: bool | None = None,
        **encoder_inputs: torch.Tensor | None,
    ) -> Seq2SeqModelOutput:
        """Encode the input (unless `encoder_outputs` are given) and decode the target positions.

        `encoder_inputs` are the encoder's own: `input_ids` or `inputs_embeds` for text, `input_features` for
        speech. `attention_mask` marks the input positions (1) and padding (0); it masks the encoder's
        self-attention and, as the mask of the encoder output (`output_attention_mask`), the decoder's
        attention over that output.
        """
        if encoder_outputs is None:
            encoder_outputs = self.encoder(
                attention_mask=attention_mask,
                output_attentions=output_attentions,
                output_hidden_states=output_hidden_states,
                **encoder_inputs,
            )
        elif not isinstance(encoder_outputs, BaseModelOutput):
            encoder_outputs = BaseModelOutput(
                last_hidden_state=encoder_outputs[0],
                hidden_states=encoder_outputs[1] if len(encoder_outputs) > 1 else None,
                attentions=encoder_outputs[2] if len(encoder_outputs) > 2 else None,
            )
        decoder_outputs = self.decoder(
            input_ids=decoder_input_ids,
            attention_mask=decoder_attention_mask,
            encoder_hidden_states=encoder_outputs.last_hidden_state,
            encoder_attention_mask=self.encoder.output_attention_mask(attention_mask),
            past_key_values=past_key_values,
            inputs_embeds=decoder_inputs_embeds,
            use_cache=use_cache,
            output_attentions=output_attentions,
            output_hidden_states=output_hidden_states,
        )
        return Seq2SeqModelOutput(
            last_hidden_state=decoder_outputs.last_hidden_state,
            past_key_values=decoder_outputs.past_key_values,
            decoder_hidden_states=decoder_outputs.hidden_states,
            decoder_attentions=decoder_outputs.attentions,
            cross_attentions=decoder_outputs.cross_attentions,
            encoder_last_hidden_state=encoder_outputs.last_hidden_state,
            encoder_hidden_states=encoder_outputs.hidden_states,
            encoder_attentions=encoder_outputs.attentions,
        )


class TransformerModel(TransformerSeq2SeqModel):
    """The bare encoder-decoder Transformer (Figure 1 without the final linear + softmax).

    Source and target share one embedding matrix (§3.4): the decoder's `embed_tokens` weight is tied to the
    encoder's (when `config.tie_word_embeddings`, the default). The source goes in as `input_ids` (or
    `inputs_embeds`), with the arguments of [`TransformerSeq2SeqModel.forward`].
    """

    # v5 format: {tied parameter: parameter it is tied to}, relative to this module.
    _tied_weights_keys = {"decoder.embed_tokens.weight": "encoder.embed_tokens.weight"}

    def __init__(self, config: TransformerConfig) -> None:
        super().__init__(config)
        self.encoder = TransformerEncoder(config)
        self.decoder = TransformerDecoder(config)
        self.post_init()

    def get_input_embeddings(self) -> nn.Embedding:
        return self.encoder.embed_tokens

    def set_input_embeddings(self, value: nn.Embedding) -> None:
        self.encoder.embed_tokens = value
        if self.config.tie_word_embeddings:
            self.decoder.embed_tokens = value


class TransformerSeq2SeqLM(TransformerPreTrainedModel, GenerationMixin):
    """What the encoder-decoders with the pre-softmax projection share, text
    ([`TransformerForConditionalGeneration`]) and speech: teacher forcing, the label-smoothed loss (§5.4) and
    the pass through `self.model`, a [`TransformerSeq2SeqModel`], and `self.lm_head`, which the subclass
    builds."""

    def prepare_decoder_input_ids_from_labels(self, labels: torch.Tensor) -> torch.Tensor:
        """Decoder inputs for teacher forcing (also used by `DataCollatorForSeq2Seq`)."""
        return shift_tokens_right(labels, self.config.pad_token_id, self.config.decoder_start_token_id)

    def label_smoothed_loss(self, logits: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
        """Mean label-smoothed cross-entropy over label positions that are not -100.

        With ε_ls the target distribution puts 1 - ε_ls on the reference token and spreads ε_ls uniformly
        over the vocabulary: it "hurts perplexity, ... but improves accuracy and BLEU" (§5.4).
        """
        flat_logits = logits.float().view(-1, logits.shape[-1])  # float32 softmax, also under bf16/fp16
        flat_labels = labels.to(logits.device).view(-1)
        return F.cross_entropy(
            flat_logits, flat_labels, ignore_index=-100, label_smoothing=self.config.label_smoothing
        )

    @can_return_tuple
    def forward(
        self,
        *,
        attention_mask: torch.Tensor | None = None,
        encoder_outputs: tuple[torch.Tensor, ...] | BaseModelOutput | None = None,
        labels: torch.LongTensor | None = None,
        **model_inputs: object,
    ) -> Seq2SeqLMOutput:
        """Logits over the vocabulary for every target position, and the loss when `labels` are given.

        The arguments are those of [`TransformerSeq2SeqModel.forward`], and `labels` (batch, target length),
        -100 where a position is not scored. Without `decoder_input_ids` (or `decoder_inputs_embeds`), the
        labels shifted right behind `config.decoder_start_token_id` are the decoder inputs (teacher forcing).
        """
        if labels is not None:
            # Teacher forcing sees the whole target at once: nothing to cache.
            model_inputs["use_cache"] = False
            target_given = {"decoder_input_ids", "decoder_inputs_embeds"} & {
                name for name, value in model_inputs.items() if value is not None
            }
            if not target_given:
                model_inputs["decoder_input_ids"] = self.prepare_decoder_input_ids_from_labels(labels)
        # Named here, not left in `model_inputs`, for generate(): it builds a padding mask only for a model whose
        # forward names `attention_mask`, and takes from its caller only the arguments that the forward (or the
        # encoder or the decoder) names, such as `encoder_outputs`.
        outputs = self.model(attention_mask=attention_mask, encoder_outputs=encoder_outputs, **model_inputs)
        # §3.4: the pre-softmax projection is the (shared) embedding matrix, applied without scaling.
        logits = self.lm_head(outputs.last_hidden_state)
        loss = None
        if labels is not None:
            loss = self.label_smoothed_loss(logits, labels)
        # Every output of the encoder-decoder carries over but its last hidden state, which the logits replace.
        carried = {name: value for name, value in outputs.items() if name != "last_hidden_state"}
        return Seq2SeqLMOutput(loss=loss, logits=logits, **carried)


class TransformerForConditionalGeneration(TransformerSeq2SeqLM):
    """The full Transformer of Figure 1: encoder-decoder plus the pre-softmax linear projection.

    The projection reuses the embedding matrix (§3.4), so source embedding, target embedding and output
    layer are one parameter. Training loss is cross-entropy with label smoothing ε_ls
    (`config.label_smoothing`, §5.4), ignoring label positions set to -100. The source goes in as `input_ids`
    (or `inputs_embeds`), as for [`TransformerModel`].
    """

    _tied_weights_keys = {"lm_head.weight": "model.encoder.embed_tokens.weight"}

    def __init__(self, config: TransformerConfig) -> None:
        super().__init__(config)
        self.model = TransformerModel(config)
        self.lm_head = nn.Linear(config.d_model, config.vocab_size, bias=False)
        self.post_init()


# `save_pretrained` then records these classes in config.json's `auto_map` and copies this file (and, through
# the relative import, configuration_transformer.py) into the folder, so that
# `AutoModelForSeq2SeqLM.from_pretrained(folder, trust_remote_code=True)` works without this project.
# (TransformerConfig registers itself for AutoConfig in its own module.)
TransformerModel.register_for_auto_class("AutoModel")
TransformerForConditionalGeneration.register_for_auto_class("AutoModelForSeq2SeqLM")

__all__ = [
    "TransformerDecoder",
    "TransformerEncoder",
    "TransformerEncoderStack",
    "TransformerForConditionalGeneration",
    "TransformerModel",
    "TransformerPreTrainedModel",
    "TransformerSeq2SeqLM",
    "TransformerSeq2SeqModel",
]
