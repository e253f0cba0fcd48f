"""PyTorch speech Transformer: speech recognition as sequence-to-sequence from log-mel frames to characters.

The architecture of Dong, Xu & Xu (2018), "Speech-Transformer: a no-recurrence sequence-to-sequence model for
speech recognition" (ICASSP), without its optional 2D-attention:

    input_features (batch, T, num_mel_bins), 10 ms frames
      → speech embedding: conv_layers × [3×3 Conv2d, stride 2, ReLU] over (time, frequency), then a linear
        map to d_model: T / 2**conv_layers encoder frames
      → + sinusoidal positional encoding (Vaswani et al. §3.5), dropout
      → Transformer encoder (self-attention over frames)
      → Transformer decoder over characters (masked self-attention, attention over the encoder frames)
      → linear projection tied to the character embeddings (§3.4), softmax

trained with teacher forcing and label-smoothed cross-entropy. Section numbers without a paper name refer to
Vaswani et al. (2017).

The attention, the encoder and decoder layers and the whole decoder stack (character embedding, positions,
masks, key/value cache) are the suite's Transformer of "Attention Is All You Need": this file adds only what
speech needs, the convolutional front end and an encoder stack that starts from it. ``modeling_transformer.py``
and ``configuration_transformer.py`` in this folder are symbolic links to the files of
``pipelines/models/transformer``, not copies: transformers' remote-code loader follows only imports of the
form ``from .module import``, so the speech model imports the shared layers from its own folder, and
``save_pretrained`` copies their contents next to the weights. A saved folder therefore loads with
``trust_remote_code=True`` where this project is not installed.
"""

import itertools

import torch
from torch import nn
from torch.nn import functional as F
from transformers import initialization as init
from transformers.cache_utils import EncoderDecoderCache
from transformers.generation import GenerationMixin
from transformers.modeling_outputs import BaseModelOutput, Seq2SeqLMOutput, Seq2SeqModelOutput
from transformers.utils import can_return_tuple

from .configuration_speech_transformer import SpeechTransformerConfig
from .modeling_transformer import (
    SinusoidalPositionalEncoding,
    TransformerDecoder,
    TransformerEncoderLayer,
    TransformerPreTrainedModel,
    padding_mask,
    shift_tokens_right,
)


class SpeechEmbedding(nn.Module):
    """Dong et al.'s front end: 3×3 convolutions of stride 2 over both time and frequency (two by default),
    then a linear map of the flattened (channels × frequency) to d_model.

    The convolutions see the log-mel frames as a one-channel image (time × frequency), learn local
    time-frequency patterns, and cut the frame rate by 2 per layer, so that self-attention, quadratic in
    length, runs on 40 ms frames instead of 10 ms ones.
    """

    def __init__(self, config: SpeechTransformerConfig) -> None:
        super().__init__()
        channels = [1] + [config.conv_channels] * config.conv_layers
        # kernel 3, padding 1, stride 2: output frame i is centred on input frame 2i, ceil(L / 2) frames out.
        self.convs = nn.ModuleList(
            nn.Conv2d(c_in, c_out, kernel_size=3, stride=2, padding=1)
            for c_in, c_out in itertools.pairwise(channels)
        )
        frequencies = config.num_mel_bins
        for _ in range(config.conv_layers):
            frequencies = (frequencies + 1) // 2
        self.projection = nn.Linear(config.conv_channels * frequencies, config.d_model)

    @staticmethod
    def downsample_mask(attention_mask: torch.Tensor) -> torch.Tensor:
        """The frame mask one convolution later: output frame i is centred on input frame 2i."""
        return attention_mask[:, ::2]

    def forward(
        self, input_features: torch.Tensor, attention_mask: torch.Tensor | None
    ) -> tuple[torch.Tensor, torch.Tensor | None]:
        """(batch, T, num_mel_bins) features → (batch, ceil(T / 2**conv_layers), d_model), and the mask of its frames.

        Padded frames are zeroed before every convolution, so a padded utterance's frames see exactly the zeros
        they would see at its own edge: batching does not change an utterance's encoding.
        """
        x = input_features.unsqueeze(1)  # (batch, 1 channel, time, frequency)
        for conv in self.convs:
            if attention_mask is not None:
                x = x * attention_mask[:, None, :, None].to(x.dtype)
                attention_mask = self.downsample_mask(attention_mask)
            x = F.relu(conv(x))
        batch, channels, time, frequencies = x.shape
        x = x.permute(0, 2, 1, 3).reshape(batch, time, channels * frequencies)
        return self.projection(x), attention_mask


class SpeechTransformerPreTrainedModel(TransformerPreTrainedModel):
    """Weight initialisation and loading/saving plumbing of the speech Transformers.

    The Transformer's own initialisation (N(0, init_std) for linear and embedding weights, unit LayerNorms,
    the sinusoid table) plus He initialisation for the ReLU convolutions of the speech embedding, which keeps
    the variance of the normalised features through them.
    """

    config: SpeechTransformerConfig
    config_class = SpeechTransformerConfig
    main_input_name = "input_features"

    @torch.no_grad()
    def _init_weights(self, module: nn.Module) -> None:
        if isinstance(module, nn.Conv2d):
            init.kaiming_normal_(module.weight, nonlinearity="relu")
            init.zeros_(module.bias)
        else:
            super()._init_weights(module)


class SpeechTransformerEncoder(SpeechTransformerPreTrainedModel):
    """Speech embedding, positional encoding and `config.encoder_layers` [`TransformerEncoderLayer`]s."""

    def __init__(self, config: SpeechTransformerConfig) -> None:
        super().__init__(config)
        self.speech_embedding = SpeechEmbedding(config)
        self.positional_encoding = SinusoidalPositionalEncoding(
            config.max_position_embeddings, config.d_model
        )
        self.dropout = nn.Dropout(config.dropout)
        self.layers = nn.ModuleList([TransformerEncoderLayer(config) for _ in range(config.encoder_layers)])
        # With pre-LN the last layer's output is a sum of un-normalised residuals: normalise it once at the end.
        self.final_layer_norm = (
            nn.LayerNorm(config.d_model, eps=config.layer_norm_eps) if config.pre_layer_norm else None
        )
        self.post_init()

    def output_attention_mask(self, attention_mask: torch.Tensor | None) -> torch.Tensor | None:
        """The (batch, encoder frames) mask of the encoder output, from the (batch, T) mask of the input frames."""
        if attention_mask is None:
            return None
        for _ in self.speech_embedding.convs:
            attention_mask = self.speech_embedding.downsample_mask(attention_mask)
        return attention_mask

    @can_return_tuple
    def forward(
        self,
        input_features: torch.Tensor,
        attention_mask: torch.Tensor | None = None,
        output_attentions: bool | None = None,
        output_hidden_states: bool | None = None,
    ) -> BaseModelOutput:
        """Encode (batch, T, num_mel_bins) log-mel frames; `attention_mask` (batch, T) is 1 on frames, 0 on padding.

        The output has ceil(T / 2**conv_layers) frames; `output_attention_mask` gives their mask. `hidden_states`
        (if asked) holds the embedding output and each layer's output, the last one after the final LayerNorm.
        """
        if input_features.dim() != 3 or input_features.shape[-1] != self.config.num_mel_bins:
            raise ValueError(
                f"input_features must be (batch, frames, {self.config.num_mel_bins}) log-mel features, "
                f"got shape {tuple(input_features.shape)}."
            )
        if attention_mask is not None and attention_mask.shape != input_features.shape[:2]:
            raise ValueError(
                f"attention_mask must be (batch, frames) = {tuple(input_features.shape[:2])}, "
                f"got {tuple(attention_mask.shape)}."
            )
        output_attentions = self.config.output_attentions if output_attentions is None else output_attentions
        if output_hidden_states is None:
            output_hidden_states = self.config.output_hidden_states

        hidden_states, frame_mask = self.speech_embedding(input_features, attention_mask)
        positions = self.positional_encoding(hidden_states.shape[1]).to(hidden_states.dtype)
        hidden_states = self.dropout(hidden_states + positions)
        mask = padding_mask(frame_mask, hidden_states.dtype)

        all_hidden_states = [hidden_states] if output_hidden_states else None
        all_attentions = [] if output_attentions else None
        for layer in self.layers:
            hidden_states, weights = layer(hidden_states, mask, output_attentions=output_attentions)
            if output_hidden_states:
                all_hidden_states.append(hidden_states)
            if output_attentions:
                all_attentions.append(weights)
        if self.final_layer_norm is not None:
            hidden_states = self.final_layer_norm(hidden_states)
        if output_hidden_states:
            all_hidden_states[-1] = hidden_states
        return BaseModelOutput(
            last_hidden_state=hidden_states,
            hidden_states=tuple(all_hidden_states) if output_hidden_states else None,
            attentions=tuple(all_attentions) if output_attentions else None,
        )


class SpeechTransformerModel(SpeechTransformerPreTrainedModel):
    """The bare speech Transformer: speech encoder and the Transformer's character decoder, without the output
    projection. The decoder is the text Transformer's [`TransformerDecoder`], unchanged."""

    def __init__(self, config: SpeechTransformerConfig) -> None:
        super().__init__(config)
        self.encoder = SpeechTransformerEncoder(config)
        self.decoder = TransformerDecoder(config)
        self.post_init()

    def get_encoder(self) -> SpeechTransformerEncoder:
        return self.encoder

    def get_decoder(self) -> TransformerDecoder:
        return self.decoder

    def get_input_embeddings(self) -> nn.Embedding:
        """The character embeddings: the decoder's input is the only token input."""
        return self.decoder.embed_tokens

    def set_input_embeddings(self, value: nn.Embedding) -> None:
        self.decoder.embed_tokens = value

    @can_return_tuple
    def forward(
        self,
        input_features: torch.Tensor | None = None,
        attention_mask: torch.Tensor | None = None,
        decoder_input_ids: torch.LongTensor | None = None,
        decoder_attention_mask: torch.Tensor | None = None,
        encoder_outputs: tuple[torch.Tensor, ...] | BaseModelOutput | None = None,
        past_key_values: EncoderDecoderCache | None = None,
        decoder_inputs_embeds: torch.Tensor | None = None,
        use_cache: bool | None = None,
        output_attentions: bool | None = None,
        output_hidden_states: bool | None = None,
    ) -> Seq2SeqModelOutput:
        """Encode the frames (unless `encoder_outputs` are given) and decode the character positions.

        `attention_mask` (batch, T) marks input frames (1) and padding (0). It masks encoder self-attention and,
        downsampled like the frames, the decoder's attention over the encoder output; `generate()` passes the
        same frame mask at every step.
        """
        if encoder_outputs is None:
            if input_features is None:
                raise ValueError("Pass input_features (or encoder_outputs) to the speech Transformer.")
            encoder_outputs = self.encoder(
                input_features=input_features,
                attention_mask=attention_mask,
                output_attentions=output_attentions,
                output_hidden_states=output_hidden_states,
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


class SpeechTransformerForConditionalGeneration(SpeechTransformerPreTrainedModel, GenerationMixin):
    """Speech recognition: the speech Transformer with the pre-softmax projection over characters.

    The projection shares its matrix with the character embeddings (§3.4, `config.tie_word_embeddings`). The
    training loss is cross-entropy with label smoothing ε_ls (`config.label_smoothing`, §5.4) over the label
    positions that are not -100; decoder inputs are the labels shifted right behind the start token (teacher
    forcing). `generate()` decodes greedily or with beam search, reusing the decoder's key/value cache.

    Example:

    ```python
    >>> import torch
    >>> from pipelines.models.transformer import (
    ...     SpeechTransformerConfig, SpeechTransformerForConditionalGeneration)
    >>> config = SpeechTransformerConfig(d_model=32, num_heads=4, d_ff=64, encoder_layers=1, decoder_layers=1)
    >>> model = SpeechTransformerForConditionalGeneration(config).eval()
    >>> features = torch.randn(2, 100, config.num_mel_bins)  # 1 s of 10 ms log-mel frames
    >>> out = model(input_features=features, labels=torch.tensor([[5, 6, 2], [7, 2, -100]]), output_attentions=True)
    >>> out.cross_attentions[0].shape  # (batch, heads, characters, encoder frames)
    torch.Size([2, 4, 3, 25])
    >>> model.generate(features, max_new_tokens=4, num_beams=2).shape[0]
    2

    ```
    """

    _tied_weights_keys = {"lm_head.weight": "model.decoder.embed_tokens.weight"}

    def __init__(self, config: SpeechTransformerConfig) -> None:
        super().__init__(config)
        self.model = SpeechTransformerModel(config)
        self.lm_head = nn.Linear(config.d_model, config.vocab_size, bias=False)
        self.post_init()

    def get_encoder(self) -> SpeechTransformerEncoder:
        return self.model.encoder

    def get_decoder(self) -> TransformerDecoder:
        return self.model.decoder

    def prepare_decoder_input_ids_from_labels(self, labels: torch.Tensor) -> torch.Tensor:
        """Decoder inputs for teacher forcing (also used by `DataCollatorForSeq2Seq`)."""
        return shift_tokens_right(labels, self.config.pad_token_id, self.config.decoder_start_token_id)

    @can_return_tuple
    def forward(
        self,
        input_features: torch.Tensor | None = None,
        attention_mask: torch.Tensor | None = None,
        decoder_input_ids: torch.LongTensor | None = None,
        decoder_attention_mask: torch.Tensor | None = None,
        encoder_outputs: tuple[torch.Tensor, ...] | BaseModelOutput | None = None,
        past_key_values: EncoderDecoderCache | None = None,
        decoder_inputs_embeds: torch.Tensor | None = None,
        labels: torch.LongTensor | None = None,
        use_cache: bool | None = None,
        output_attentions: bool | None = None,
        output_hidden_states: bool | None = None,
    ) -> Seq2SeqLMOutput:
        """Character logits for every decoder position, and the loss when `labels` (batch, characters) are given.

        With `output_attentions=True`, `cross_attentions` holds one (batch, h, characters, encoder frames)
        tensor of attention weights per decoder layer: which stretch of audio each character was read from.
        """
        if labels is not None:
            use_cache = False  # teacher forcing sees the whole target at once: nothing to cache
            if decoder_input_ids is None and decoder_inputs_embeds is None:
                decoder_input_ids = self.prepare_decoder_input_ids_from_labels(labels)

        outputs = self.model(
            input_features=input_features,
            attention_mask=attention_mask,
            decoder_input_ids=decoder_input_ids,
            decoder_attention_mask=decoder_attention_mask,
            encoder_outputs=encoder_outputs,
            past_key_values=past_key_values,
            decoder_inputs_embeds=decoder_inputs_embeds,
            use_cache=use_cache,
            output_attentions=output_attentions,
            output_hidden_states=output_hidden_states,
        )
        logits = self.lm_head(outputs.last_hidden_state)
        loss = None
        if labels is not None:
            # Label-smoothed cross-entropy (§5.4), the softmax in float32 also under bf16/fp16.
            loss = F.cross_entropy(
                logits.float().view(-1, logits.shape[-1]),
                labels.to(logits.device).view(-1),
                ignore_index=-100,
                label_smoothing=self.config.label_smoothing,
            )
        return Seq2SeqLMOutput(
            loss=loss,
            logits=logits,
            past_key_values=outputs.past_key_values,
            decoder_hidden_states=outputs.decoder_hidden_states,
            decoder_attentions=outputs.decoder_attentions,
            cross_attentions=outputs.cross_attentions,
            encoder_last_hidden_state=outputs.encoder_last_hidden_state,
            encoder_hidden_states=outputs.encoder_hidden_states,
            encoder_attentions=outputs.encoder_attentions,
        )


# `save_pretrained` records these classes in config.json's `auto_map` and copies this file and, through its
# relative imports, the configuration and the shared Transformer files into the folder, so that
# `AutoModelForSpeechSeq2Seq.from_pretrained(folder, trust_remote_code=True)` works without this project.
SpeechTransformerModel.register_for_auto_class("AutoModel")
SpeechTransformerForConditionalGeneration.register_for_auto_class("AutoModelForSpeechSeq2Seq")

__all__ = [
    "SpeechEmbedding",
    "SpeechTransformerEncoder",
    "SpeechTransformerForConditionalGeneration",
    "SpeechTransformerModel",
    "SpeechTransformerPreTrainedModel",
]
