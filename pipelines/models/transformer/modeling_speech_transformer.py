"""PyTorch speech Transformer: speech recognition as sequence-to-sequence from log-mel frames to characters.

The architecture of Dong, Xu & Xu (2018), "Speech-Transformer: a no-recurrence sequence-to-sequence model for
speech recognition" (ICASSP), without its optional 2D-attention:

    input_features (batch, T, num_mel_bins), 10 ms frames
      → speech embedding: conv_layers × [3×3 Conv2d, stride 2, ReLU] over (time, frequency), then a linear
        map to d_model: T / 2**conv_layers encoder frames (or Whisper's two 1-D convolutions over time,
        `speech_embedding="conv1d"`: T / 2 frames)
      → + sinusoidal positional encoding (Vaswani et al. §3.5), dropout
      → Transformer encoder (self-attention over frames)
      → Transformer decoder over characters (masked self-attention, attention over the encoder frames)
      → linear projection tied to the character embeddings (§3.4), softmax

trained with teacher forcing and label-smoothed cross-entropy, joined by a CTC loss on the encoder frames
(Kim, Hori & Watanabe, 2017, "Joint CTC-attention based end-to-end speech recognition using multi-task
learning"). Section numbers without a paper name refer to Vaswani et al. (2017).

The attention, the encoder and decoder layers, the encoder's run through its layers, the whole decoder stack
(character embedding, positions, masks, key/value cache) and the models' forward passes (teacher forcing, the
loss) are the suite's Transformer of "Attention Is All You Need": this file adds only what speech needs, the
convolutional front end and an encoder that starts from it. The shared code is ``modeling_transformer.py`` and
``configuration_transformer.py``, next to this file: transformers' remote-code loader follows imports of the
form ``from .module import``, and ``save_pretrained`` copies those files next to the weights too. A saved
folder therefore loads with ``trust_remote_code=True`` where this project is not installed.
"""

import itertools
import math

import torch
from torch import nn
from torch.nn import functional as F
from transformers import initialization as init
from transformers.generation import LogitsProcessor, LogitsProcessorList
from transformers.modeling_outputs import BaseModelOutput, Seq2SeqLMOutput
from transformers.utils import can_return_tuple

from .configuration_speech_transformer import SpeechTransformerConfig
from .modeling_transformer import (
    TransformerDecoder,
    TransformerEncoderLayer,
    TransformerEncoderStack,
    TransformerPreTrainedModel,
    TransformerSeq2SeqLM,
    TransformerSeq2SeqModel,
    final_layer_norm,
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

    def output_mask(self, attention_mask: torch.Tensor) -> torch.Tensor:
        """The mask of the output frames: each convolution's output frame i is centred on its input frame 2i."""
        return attention_mask[:, :: 2 ** len(self.convs)]

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
                attention_mask = attention_mask[:, ::2]
            x = F.relu(conv(x))
        batch, channels, time, frequencies = x.shape
        x = x.permute(0, 2, 1, 3).reshape(batch, time, channels * frequencies)
        return self.projection(x), attention_mask


class WhisperSpeechEmbedding(nn.Module):
    """Whisper's front end (Radford et al., 2022): two convolutions over time, each with d_model channels,
    kernel 3 and a GELU, the first of stride 1 and the second of stride 2. Each log-mel frame is a vector of
    num_mel_bins channels (frequency is not convolved over), and the encoder runs on 20 ms frames.
    """

    def __init__(self, config: SpeechTransformerConfig) -> None:
        super().__init__()
        self.convs = nn.ModuleList(
            [
                nn.Conv1d(config.num_mel_bins, config.d_model, kernel_size=3, stride=1, padding=1),
                nn.Conv1d(config.d_model, config.d_model, kernel_size=3, stride=2, padding=1),
            ]
        )

    def output_mask(self, attention_mask: torch.Tensor) -> torch.Tensor:
        """The mask of the output frames: output frame i is centred on input frame 2i."""
        return attention_mask[:, ::2]

    def forward(
        self, input_features: torch.Tensor, attention_mask: torch.Tensor | None
    ) -> tuple[torch.Tensor, torch.Tensor | None]:
        """(batch, T, num_mel_bins) features → (batch, ceil(T / 2), d_model), and the mask of its frames; padded
        frames are zeroed before each convolution, as in [`SpeechEmbedding`]."""
        x = input_features.transpose(1, 2)  # (batch, channels, time)
        for conv in self.convs:
            if attention_mask is not None:
                x = x * attention_mask[:, None, :].to(x.dtype)
                attention_mask = attention_mask[:, :: conv.stride[0]]
            x = F.gelu(conv(x))
        return x.transpose(1, 2), attention_mask


class SpeechTransformerPreTrainedModel(TransformerPreTrainedModel):
    """Weight initialisation and loading/saving plumbing of the speech Transformers.

    The Transformer's own initialisation (N(0, init_std) for linear and embedding weights, unit LayerNorms,
    the sinusoid table) plus He initialisation for the convolutions of the speech embedding, which keeps the
    variance of the normalised features through their ReLUs (or GELUs).
    """

    config: SpeechTransformerConfig
    config_class = SpeechTransformerConfig
    main_input_name = "input_features"

    @torch.no_grad()
    def _init_weights(self, module: nn.Module) -> None:
        if isinstance(module, (nn.Conv1d, nn.Conv2d)):
            init.kaiming_normal_(module.weight, nonlinearity="relu")
            init.zeros_(module.bias)
        else:
            super()._init_weights(module)


class SpeechTransformerEncoder(SpeechTransformerPreTrainedModel, TransformerEncoderStack):
    """Speech embedding, positional encoding and `config.encoder_layers` [`TransformerEncoderLayer`]s."""

    def __init__(self, config: SpeechTransformerConfig) -> None:
        super().__init__(config)
        front_end = WhisperSpeechEmbedding if config.speech_embedding == "conv1d" else SpeechEmbedding
        self.speech_embedding = front_end(config)
        self.layers = nn.ModuleList([TransformerEncoderLayer(config) for _ in range(config.encoder_layers)])
        self.final_layer_norm = final_layer_norm(config)
        self.post_init()

    def output_attention_mask(self, attention_mask: torch.Tensor | None) -> torch.Tensor | None:
        """The (batch, encoder frames) mask of the encoder output, from the (batch, T) mask of the input frames."""
        return None if attention_mask is None else self.speech_embedding.output_mask(attention_mask)

    @can_return_tuple
    def forward(
        self,
        input_features: torch.Tensor | None = None,
        attention_mask: torch.Tensor | None = None,
        output_attentions: bool | None = None,
        output_hidden_states: bool | None = None,
    ) -> BaseModelOutput:
        """Encode (batch, T, num_mel_bins) log-mel frames; `attention_mask` (batch, T) is 1 on frames, 0 on padding.

        The output has ceil(T / time_reduction) frames; `output_attention_mask` gives their mask. `hidden_states`
        (if asked) holds the embedding output and each layer's output, the last one after the final LayerNorm.
        """
        if input_features is None:
            raise ValueError("Pass input_features (or encoder_outputs) to the speech Transformer.")
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
        # The speech embedding is not scaled by √d_model (see `SpeechTransformerConfig.scale_embedding`).
        hidden_states, frame_mask = self.speech_embedding(input_features, attention_mask)
        hidden_states = self.add_positions(hidden_states)
        return self.encode(hidden_states, frame_mask, output_attentions, output_hidden_states)


class SpeechTransformerModel(SpeechTransformerPreTrainedModel, TransformerSeq2SeqModel):
    """The bare speech Transformer: speech encoder and the Transformer's character decoder, without the output
    projection. The decoder is the text Transformer's [`TransformerDecoder`], unchanged.

    The frames go in as `input_features` (batch, T, num_mel_bins), with the arguments of
    [`TransformerSeq2SeqModel.forward`]. `attention_mask` (batch, T) marks input frames (1) and padding (0); it
    masks encoder self-attention and, downsampled like the frames, the decoder's attention over the encoder
    output; `generate()` passes the same frame mask at every step.
    """

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


class SpeechTransformerForConditionalGeneration(SpeechTransformerPreTrainedModel, TransformerSeq2SeqLM):
    """Speech recognition: the speech Transformer with the pre-softmax projection over characters.

    The projection shares its matrix with the character embeddings (§3.4, `config.tie_word_embeddings`). The
    training loss is the joint CTC-attention objective of Kim et al. (2017), λ · CTC + (1 − λ) · CE with
    λ = `config.ctc_weight`: CE is the decoder's cross-entropy with label smoothing ε_ls
    (`config.label_smoothing`, §5.4) over the label positions that are not -100, decoder inputs being the
    labels shifted right behind the start token (teacher forcing); CTC (Graves et al., 2006) scores the same
    characters from a linear layer on the encoder frames (`ctc_head`), the padding id standing for CTC's blank.
    `generate()` decodes greedily or with beam search, reusing the decoder's key/value cache, and scores each
    next character jointly (Watanabe et al., 2017): (1 − λ) · log p_att + λ · log p_ctc, the CTC part being the
    gain in the CTC prefix score of the text so far ([`CTCPrefixScorer`]). The CTC head reads the whole
    recording, so the decoder cannot write what was not said or stop before the end. A model with a character
    language model (`config.language_model_size`, trained on text by ``finetune/train_speech_lm.py``) adds
    β · log p_LM of each next character too (shallow fusion, [`LanguageModelScorer`]; β =
    `config.language_model_weight`), and one with a lexicon (`config.lexicon_size`, set by `set_lexicon`) takes
    `config.lexicon_penalty` off each word it writes that is not in it ([`LexiconScorer`]). The inputs are those
    of [`SpeechTransformerModel`], and `labels` (batch, characters).

    With `output_attentions=True`, `cross_attentions` holds one (batch, h, characters, encoder frames) tensor of
    attention weights per decoder layer: which stretch of audio each character was read from.

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
        self.ctc_head = nn.Linear(config.d_model, config.vocab_size)
        self.language_model = CharacterLanguageModel(config) if config.language_model_size else None
        if config.lexicon_size:
            self.register_buffer("lexicon", torch.zeros(config.lexicon_size, dtype=torch.uint8))
        self._lexicon_index: LexiconIndex | None = None  # built from the buffer at the first generate()
        self.post_init()

    def set_lexicon(self, words: list[list[int]]) -> None:
        """Store `words` (each a list of character ids, none of them the word delimiter) as the lexicon that
        `config.lexicon_penalty` applies to; it is saved with the weights."""
        delimiter = self.config.word_delimiter_token_id
        ids = [i for word in words for i in (*word, delimiter)]
        if any(i == delimiter for word in words for i in word) or any(not 0 <= i < 256 for i in ids):
            raise ValueError("Lexicon words are character ids from 0 to 255 without the word delimiter.")
        self.config.lexicon_size = len(ids)
        self.register_buffer("lexicon", torch.tensor(ids, dtype=torch.uint8, device=self.device))
        self._lexicon_index = None

    def get_encoder(self) -> SpeechTransformerEncoder:
        return self.model.encoder

    def get_decoder(self) -> TransformerDecoder:
        return self.model.decoder

    @can_return_tuple
    def forward(
        self,
        *,
        attention_mask: torch.Tensor | None = None,
        encoder_outputs: tuple[torch.Tensor, ...] | BaseModelOutput | None = None,
        labels: torch.LongTensor | None = None,
        **model_inputs: object,
    ) -> Seq2SeqLMOutput:
        """The text Transformer's forward (`TransformerSeq2SeqLM.forward`); with `labels`, the loss is the joint
        objective λ · CTC + (1 − λ) · CE."""
        outputs = super().forward(
            attention_mask=attention_mask, encoder_outputs=encoder_outputs, labels=labels, **model_inputs
        )
        if labels is not None and self.config.ctc_weight > 0:
            frame_mask = self.model.encoder.output_attention_mask(attention_mask)
            ctc = self.ctc_loss(outputs.encoder_last_hidden_state, frame_mask, labels)
            outputs.loss = self.config.ctc_weight * ctc + (1 - self.config.ctc_weight) * outputs.loss
        return outputs

    def generate(
        self,
        input_features: torch.Tensor | None = None,
        attention_mask: torch.Tensor | None = None,
        logits_processor: LogitsProcessorList | None = None,
        **kwargs: object,
    ) -> torch.LongTensor:
        """transformers' `generate()` with the joint CTC-attention score when `config.ctc_weight` > 0 (the encoder
        runs once, its frames feed both the decoder and a [`CTCPrefixScorer`]), and shallow fusion with the
        character language model when `config.language_model_weight` > 0 ([`LanguageModelScorer`])."""
        processors = LogitsProcessorList(logits_processor or [])
        if self.config.ctc_weight > 0 and input_features is not None and "encoder_outputs" not in kwargs:
            encoder_outputs = self.get_encoder()(input_features, attention_mask)
            frame_mask = self.get_encoder().output_attention_mask(attention_mask)
            frames = encoder_outputs.last_hidden_state
            lengths = (
                frame_mask.sum(dim=-1)
                if frame_mask is not None
                else torch.full((frames.shape[0],), frames.shape[1])
            )
            log_probs = F.log_softmax(self.ctc_head(frames).float(), dim=-1)
            processors.append(CTCPrefixScorer(log_probs, lengths, self.config.ctc_weight, self.config))
            input_features, kwargs["encoder_outputs"] = None, encoder_outputs
        if self.config.language_model_weight > 0:
            processors.append(LanguageModelScorer(self.language_model, self.config.language_model_weight))
        if self.config.lexicon_penalty > 0:
            if self._lexicon_index is None:
                self._lexicon_index = lexicon_index(
                    self.lexicon.tolist(), self.config.word_delimiter_token_id
                )
            processors.append(
                LexiconScorer(
                    self._lexicon_index,
                    self.config.lexicon_penalty,
                    self.config.word_delimiter_token_id,
                    self.config.eos_token_id,
                )
            )
        return super().generate(
            input_features, attention_mask=attention_mask, logits_processor=processors, **kwargs
        )

    def ctc_loss(
        self, frames: torch.Tensor, frame_mask: torch.Tensor | None, labels: torch.Tensor
    ) -> torch.Tensor:
        """CTC loss of the characters of `labels` (-100 padding and special ids left out) given the (batch,
        frames, d_model) encoder output, per character of each utterance, averaged over the batch. An utterance
        with more characters than frames cannot be aligned and adds nothing (`zero_infinity`)."""
        log_probs = F.log_softmax(self.ctc_head(frames).float(), dim=-1)
        special = [-100, self.config.pad_token_id, self.config.bos_token_id, self.config.eos_token_id]
        characters = ~torch.isin(labels, torch.tensor(special, device=labels.device))
        if frame_mask is None:
            frame_lengths = torch.full((frames.shape[0],), frames.shape[1], device=frames.device)
        else:
            frame_lengths = frame_mask.sum(dim=-1)
        return F.ctc_loss(
            log_probs.transpose(0, 1),  # (frames, batch, characters), as CTC takes it
            labels[characters],
            frame_lengths,
            characters.sum(dim=-1),
            blank=self.config.pad_token_id,
            zero_infinity=True,
        )


class CTCPrefixScorer(LogitsProcessor):
    """The CTC half of joint CTC-attention decoding (Watanabe et al., 2017, "Hybrid CTC/attention architecture
    for end-to-end speech recognition"): the next-character scores become (1 − λ) · log p_att(c | g) + λ ·
    (log ψ(g + c) − log ψ(g)), where ψ(h) is the CTC prefix probability, that the encoder frames begin with h
    (any continuation after it), and for end-of-sequence ψ is the probability of exactly g.

    The prefix probability follows the CTC forward variables of g over the frames t, r_n(t) (g's last
    character emitted at t) and r_b(t) (g complete, blank at t), with y_t(c) the CTC output distribution:

        φ(t) = r_b(t) + r_n(t), or r_b(t) alone when c repeats g's last character
        r_n'(t) = y_t(c) · (r_n'(t − 1) + φ(t − 1)),   r_b'(t) = y_t(blank) · (r_b'(t − 1) + r_n'(t − 1))
        ψ(g + c) = Σ_t y_t(c) · φ(t − 1)

    Each recursion x(t) = y(t) · (x(t − 1) + u(t − 1)) is solved for all t at once in the log domain, as
    cumulative sums: log x(t) = Y(t) + logcumsumexp(log u(s − 1) + log y(s) − Y(s)) with Y the running sum of
    log y. Each call scores every character for every hypothesis, and keeps the forward variables of all
    those extensions; the next call finds each hypothesis's own among them by its characters.
    """

    def __init__(
        self, log_probs: torch.Tensor, lengths: torch.Tensor, weight: float, config: SpeechTransformerConfig
    ) -> None:
        # (batch, frames, vocabulary) CTC log-probabilities, in float64: the running sums reach -1e4.
        self.log_probs, self.lengths, self.weight = log_probs.double(), lengths.tolist(), weight
        self.blank, self.eos = config.pad_token_id, config.eos_token_id
        self.not_written = [config.pad_token_id, config.bos_token_id]
        self.states: dict[tuple[int, ...], tuple[torch.Tensor, torch.Tensor, torch.Tensor]] = {}

    def initial_state(self, batch_index: int) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """r_n, r_b and log ψ of the empty prefix: nothing emitted, blanks only."""
        frames = self.log_probs[batch_index, : self.lengths[batch_index]]
        r_b = torch.cumsum(frames[:, self.blank], dim=0)
        return torch.full_like(r_b, -math.inf), r_b, torch.zeros((), dtype=r_b.dtype)

    def extend(
        self, batch_index: int, prefix: tuple[int, ...]
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
        """r_n and r_b (vocabulary, frames) and log ψ (vocabulary,) of every one-character extension of
        `prefix` (for end-of-sequence: of exactly `prefix`), and log ψ of `prefix` itself."""
        r_n, r_b, psi = self.states.get((batch_index, *prefix)) or self.initial_state(batch_index)
        y = self.log_probs[batch_index, : self.lengths[batch_index]].T  # (vocabulary, frames)
        phi = torch.logaddexp(r_n, r_b).expand_as(y).clone()
        if prefix:
            phi[prefix[-1]] = r_b  # a repeated character needs a blank in between
        start = torch.full((y.shape[0], 1), -math.inf if prefix else 0.0, dtype=y.dtype)  # φ(-1)
        shifted_phi = torch.cat([start, phi[:, :-1]], dim=1)
        new_r_n = running(y, shifted_phi)
        never = torch.full_like(start, -math.inf)
        new_r_b = running(y[self.blank].expand_as(y), torch.cat([never, new_r_n[:, :-1]], dim=1))
        new_psi = torch.logsumexp(shifted_phi + y, dim=1)
        new_psi[self.eos] = torch.logaddexp(r_n[-1], r_b[-1])
        new_psi[self.not_written] = -math.inf
        return new_r_n, new_r_b, new_psi, psi

    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> torch.FloatTensor:
        beams = input_ids.shape[0] // self.log_probs.shape[0]
        states, gains = {}, []
        for row, ids in enumerate(input_ids[:, 1:].tolist()):  # after the decoder's start token
            batch_index = row // beams
            r_n, r_b, new_psi, psi = self.extend(batch_index, tuple(ids))
            for character in range(new_psi.shape[0]):
                states[(batch_index, *ids, character)] = (r_n[character], r_b[character], new_psi[character])
            gains.append((new_psi - psi).nan_to_num(nan=-math.inf))  # a prefix CTC finds impossible stays so
        self.states = states
        ctc = torch.stack(gains).to(scores.device, scores.dtype)
        return (1 - self.weight) * F.log_softmax(scores, dim=-1) + self.weight * ctc


class CharacterLanguageModel(nn.Module):
    """p_LM(next character | the characters so far): a one-layer LSTM (Hochreiter & Schmidhuber, 1997) over the
    speech tokenizer's characters, of width `config.language_model_size`. It is trained on text alone
    (``finetune/train_speech_lm.py``), sentences read as `<s>` c_1 … c_n `</s>`, and used in decoding only
    ([`LanguageModelScorer`]). A recurrent state, rather than attention, carries the history: one step per
    character, and a state of two vectors per beam hypothesis.
    """

    def __init__(self, config: SpeechTransformerConfig) -> None:
        super().__init__()
        size = config.language_model_size
        self.embed_tokens = nn.Embedding(config.vocab_size, size)
        self.lstm = nn.LSTM(size, size, batch_first=True)
        self.head = nn.Linear(size, config.vocab_size)

    def forward(
        self, input_ids: torch.Tensor, state: tuple[torch.Tensor, torch.Tensor] | None = None
    ) -> tuple[torch.Tensor, tuple[torch.Tensor, torch.Tensor]]:
        """Next-character logits (batch, characters, vocabulary) after each of `input_ids` (batch, characters),
        and the LSTM state (h, c), each (1, batch, size), to go on from."""
        outputs, state = self.lstm(self.embed_tokens(input_ids), state)
        return self.head(outputs), state


class LanguageModelScorer(LogitsProcessor):
    """Shallow fusion (Gülçehre et al., 2015, "On using monolingual corpora in neural machine translation";
    Kannan et al., 2018, for speech): the next-character scores s(c | g) of beam search become
    log_softmax(s)(c | g) + β · log p_LM(c | g), with β = `config.language_model_weight`.

    The language model reads each hypothesis g one character per call, from the decoder's start token on: the
    state after g's last character is kept under g's characters, and the next call finds it there for every
    hypothesis that extends g, whichever beam it moved to.
    """

    def __init__(self, language_model: CharacterLanguageModel, weight: float) -> None:
        self.language_model, self.weight = language_model, weight
        self.states: dict[tuple[int, ...], tuple[torch.Tensor, torch.Tensor, torch.Tensor]] = {}

    @torch.no_grad()
    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> torch.FloatTensor:
        prefixes = [tuple(ids) for ids in input_ids.tolist()]
        new = [prefix for prefix in dict.fromkeys(prefixes) if prefix not in self.states]
        if new:
            weights = next(self.language_model.parameters())
            zeros = weights.new_zeros(self.language_model.lstm.hidden_size)
            parents = [self.states.get(prefix[:-1], (zeros, zeros, None)) for prefix in new]
            h = torch.stack([parent[0] for parent in parents]).unsqueeze(0)
            c = torch.stack([parent[1] for parent in parents]).unsqueeze(0)
            last = torch.tensor([[prefix[-1]] for prefix in new], device=weights.device)
            logits, (h, c) = self.language_model(last, (h, c))
            log_probs = F.log_softmax(logits[:, -1].float(), dim=-1)
            self.states.update({prefix: (h[0, i], c[0, i], log_probs[i]) for i, prefix in enumerate(new)})
        self.states = {prefix: self.states[prefix] for prefix in prefixes}  # the next call's parents
        fused = torch.stack([self.states[prefix][2] for prefix in prefixes]).to(scores.device, scores.dtype)
        return F.log_softmax(scores, dim=-1) + self.weight * fused


LexiconIndex = tuple[frozenset[tuple[int, ...]], dict[tuple[int, ...], list[int]]]


def lexicon_index(ids: list[int], delimiter: int) -> LexiconIndex:
    """The words of a lexicon buffer (character ids, each word followed by `delimiter`), and for every prefix
    of a word the characters that go on to a longer prefix.

    Example:
        >>> words, following = lexicon_index([7, 8, 4, 7, 9, 4], delimiter=4)
        >>> sorted(words), following[()], following[(7,)], following[(7, 8)]
        ([(7, 8), (7, 9)], [7], [8, 9], [])
    """
    words = frozenset(
        tuple(group) for key, group in itertools.groupby(ids, lambda i: i == delimiter) if not key
    )
    following: dict[tuple[int, ...], set[int]] = {}
    for word in words:
        for end in range(len(word) + 1):
            following.setdefault(word[:end], set())
            if end < len(word):
                following[word[:end]].add(word[end])
    return words, {prefix: sorted(characters) for prefix, characters in following.items()}


class LexiconScorer(LogitsProcessor):
    """The unknown-word penalty of lexicon-based decoding: a hypothesis whose current word (the characters
    since the last delimiter) stops being a prefix of a lexicon word, by a character no lexicon word goes on
    with or by ending (delimiter, end of sequence) before a whole word, loses `penalty` from its score, once for
    that word: a word already out of the lexicon is not scored again.
    """

    def __init__(self, index: LexiconIndex, penalty: float, delimiter: int, eos: int) -> None:
        self.words, self.following = index
        self.penalty, self.delimiter, self.eos = penalty, delimiter, eos

    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> torch.FloatTensor:
        penalties = torch.zeros_like(scores)
        for row, ids in enumerate(input_ids[:, 1:].tolist()):  # after the decoder's start token
            ends = [position for position, i in enumerate(ids) if i == self.delimiter]
            word = tuple(ids[ends[-1] + 1 :] if ends else ids)
            if word not in self.following:
                continue
            penalties[row] = -self.penalty
            penalties[row, self.following[word]] = 0.0
            if not word or word in self.words:
                penalties[row, [self.delimiter, self.eos]] = 0.0
        return scores + penalties


def running(log_y: torch.Tensor, log_u: torch.Tensor) -> torch.Tensor:
    """log x(t) for x(t) = y(t) · (x(t − 1) + u(t − 1)), x(−1) = 0, along the last axis, given log y(t) and
    the shifted inputs log u(t − 1) (so that x(t) = Σ_{s ≤ t} u(s − 1) · Π_{k = s..t} y(k))."""
    total = torch.cumsum(log_y, dim=-1)
    return total + torch.logcumsumexp(log_u + log_y - total, dim=-1)


# `save_pretrained` records these classes in config.json's `auto_map` and copies this file and, through its
# relative imports, the configuration and the shared Transformer files into the folder, so that
# `AutoModelForSpeechSeq2Seq.from_pretrained(folder, trust_remote_code=True)` works without this project.
SpeechTransformerModel.register_for_auto_class("AutoModel")
SpeechTransformerForConditionalGeneration.register_for_auto_class("AutoModelForSpeechSeq2Seq")

__all__ = [
    "CTCPrefixScorer",
    "CharacterLanguageModel",
    "LanguageModelScorer",
    "SpeechEmbedding",
    "SpeechTransformerEncoder",
    "SpeechTransformerForConditionalGeneration",
    "SpeechTransformerModel",
    "SpeechTransformerPreTrainedModel",
]
