"""Configuration of the speech Transformer: log-mel frames → convolutional "speech embedding" → Transformer
encoder → Transformer decoder over characters (Dong, Xu & Xu, 2018, "Speech-Transformer").

The encoder and decoder layers are the suite's "Attention Is All You Need" layers (``modeling_transformer.py``),
which read their sizes from the config by the names of `TransformerConfig`; this config therefore extends
their shared fields (`BaseTransformerConfig`: `d_model`, `num_heads`, `d_ff`, ...) with the speech embedding's.

Kept free of imports from this project except, relatively, ``configuration_transformer.py`` next to it:
``save_pretrained`` copies both files next to the weights so the checkpoint loads with
``trust_remote_code=True`` on machines without the project.
"""

from huggingface_hub.dataclasses import strict

from .configuration_transformer import BaseTransformerConfig


@strict
class SpeechTransformerConfig(BaseTransformerConfig):
    r"""Hyper-parameters of the speech Transformer.

    The defaults are a small model for CPU training (8.1 M parameters, 32 MB in float32): Dong et al.'s
    architecture with two stride-2 convolutions (time downsampled 4×), a 6-layer encoder and a 3-layer decoder
    of width 256 with 4 heads, and the 32 characters of [`SpeechTransformerTokenizer`].

    Args:
        vocab_size (`int`, defaults to 32):
            Number of output characters, special tokens included; must match the tokenizer.
        num_mel_bins (`int`, defaults to 80):
            Log-mel filterbank channels per input frame (the feature extractor's `feature_size`).
        speech_embedding (`str`, defaults to `"conv2d"`):
            The convolutional front end. `"conv2d"`: Dong et al.'s, `conv_layers` 3×3 stride-2 convolutions
            over (time, frequency) and a linear map to d_model. `"conv1d"`: Whisper's (Radford et al., 2022),
            two convolutions over time with d_model channels, kernel 3, strides 1 and 2, each followed by a
            GELU: the encoder sees half as many frames as the 10 ms input frames.
        conv_layers (`int`, defaults to 2):
            `"conv2d"` only: number of 3×3 stride-2 convolutions (Dong et al. use two); each halves both axes,
            so the encoder sees `2 ** conv_layers` times fewer frames than the 10 ms input frames.
        conv_channels (`int`, defaults to 32):
            `"conv2d"` only: output channels of each convolution.
        d_model (`int`, defaults to 256):
            d_model, width of the encoder and decoder (Vaswani et al. §3).
        encoder_layers (`int`, defaults to 6):
            N_e, number of encoder layers.
        decoder_layers (`int`, defaults to 3):
            N_d, number of decoder layers. A character decoder needs fewer than the acoustic encoder.
        num_heads (`int`, defaults to 4):
            h, attention heads (§3.2.2); must divide `d_model`.
        d_ff (`int`, defaults to 1024):
            d_ff, inner width of the position-wise feed-forward networks (eq. 2).
        dropout (`float`, defaults to 0.1):
            P_drop on sub-layer outputs and on the inputs of both stacks (§5.4).
        attention_dropout (`float`, defaults to 0.0):
            Dropout on the attention weights.
        label_smoothing (`float`, defaults to 0.1):
            ε_ls of the training cross-entropy (§5.4).
        ctc_weight (`float`, defaults to 0.3):
            λ of the joint CTC-attention objective (Kim, Hori & Watanabe, 2017): the training loss is
            λ · CTC(encoder) + (1 − λ) · cross-entropy(decoder). The CTC head on the encoder frames makes the
            encoder learn where each character is, which the decoder's attention alone learns slowly; 0 trains
            the decoder alone (the head stays, unused).
        language_model_size (`int`, defaults to 0):
            Width of the character language model, a one-layer LSTM over the same characters trained on text
            alone (``finetune/train_speech_lm.py``); 0: none. It knows how English is spelt from far more text
            than the transcripts the decoder learnt from.
        language_model_weight (`float`, defaults to 0.0):
            β of shallow fusion (Gülçehre et al., 2015): beam search adds β · log p_LM(next character) to the
            joint CTC-attention score. 0 leaves the language model unused.
        lexicon_size (`int`, defaults to 0):
            Length of the lexicon, the words the language model's text has often enough, stored with the weights
            as their character ids, each word followed by `word_delimiter_token_id`; 0: none.
        lexicon_penalty (`float`, defaults to 0.0):
            What beam search takes off the score of a hypothesis once for each word it writes that is not in
            the lexicon (at the character where the word leaves it): the unknown-word penalty of lexicon-based
            decoders. Names and rare words can still be written; misspellings are less likely. 0: unused.
        word_delimiter_token_id (`int`, defaults to 4):
            The character between words (the space of [`SpeechTransformerTokenizer`]).
        max_position_embeddings (`int`, defaults to 1024):
            Positions of the sinusoidal table (§3.5), for both stacks: at most 1024 encoder frames (41 s of
            audio with 4× downsampling) and 1024 characters.
        pre_layer_norm (`bool`, defaults to `True`):
            x + Sublayer(LayerNorm(x)) with a final LayerNorm per stack, which trains without the long
            learning-rate warm-up the paper's post-LN needs; `False` is the paper's LayerNorm(x + Sublayer(x)).
        layer_norm_eps (`float`, defaults to 1e-6):
            ε of every LayerNorm.
        scale_embedding (`bool`, defaults to `True`):
            Multiply the character embeddings by √d_model (§3.4). The speech embedding is not scaled: its
            linear projection starts at about the magnitude of the positional encodings already.
        tie_word_embeddings (`bool`, defaults to `True`):
            Share the character embedding matrix with the pre-softmax projection (§3.4).
        init_std (`float`, defaults to 0.02):
            Standard deviation of the normal initialisation of linear and embedding weights (the convolutions
            get He initialisation, as they are followed by ReLUs).
        use_cache (`bool`, defaults to `True`):
            Whether the decoder returns its key/value cache for incremental decoding.
        pad_token_id (`int`, defaults to 0), bos_token_id (`int`, defaults to 1), eos_token_id (`int`, defaults to 2):
            Special character ids.
        decoder_start_token_id (`int`, *optional*):
            First decoder input when generating and when labels are shifted right; defaults to `bos_token_id`.

    Example:

    ```python
    >>> from pipelines.models.transformer import SpeechTransformerConfig
    >>> config = SpeechTransformerConfig(d_model=64, num_heads=4, d_ff=128, encoder_layers=2, decoder_layers=1)
    >>> (config.time_reduction, config.decoder_start_token_id, config.hidden_size)
    (4, 1, 64)

    ```
    """

    model_type = "speech-transformer"

    vocab_size: int = 32
    num_mel_bins: int = 80
    speech_embedding: str = "conv2d"
    conv_layers: int = 2
    conv_channels: int = 32
    d_model: int = 256
    encoder_layers: int = 6
    decoder_layers: int = 3
    num_heads: int = 4
    d_ff: int = 1024
    pre_layer_norm: bool = True
    ctc_weight: float | int = 0.3
    language_model_size: int = 0
    language_model_weight: float | int = 0.0
    lexicon_size: int = 0
    lexicon_penalty: float | int = 0.0
    word_delimiter_token_id: int = 4

    @property
    def time_reduction(self) -> int:
        """How many 10 ms input frames make one encoder frame: each stride-2 convolution halves the time axis."""
        return 2 if self.speech_embedding == "conv1d" else 2**self.conv_layers

    def validate_architecture(self) -> None:
        """Part of the `@strict` validation: besides d_k = d_model / h being whole, the convolutions need input."""
        super().validate_architecture()
        if not 0 <= self.ctc_weight <= 1:
            raise ValueError(
                f"ctc_weight is λ of λ·CTC + (1 − λ)·CE, between 0 and 1; got {self.ctc_weight}."
            )
        if self.language_model_weight < 0 or (self.language_model_weight and not self.language_model_size):
            raise ValueError(
                "language_model_weight is β of shallow fusion, 0 or more, and needs a language model "
                f"(language_model_size > 0); got {self.language_model_weight} with size {self.language_model_size}."
            )
        if self.lexicon_penalty < 0 or (self.lexicon_penalty and not self.lexicon_size):
            raise ValueError(
                "lexicon_penalty is the unknown-word penalty, 0 or more, and needs a lexicon (lexicon_size > 0); "
                f"got {self.lexicon_penalty} with size {self.lexicon_size}."
            )
        if self.lexicon_size and self.vocab_size > 256:
            raise ValueError(
                f"A lexicon stores character ids in bytes: vocab_size {self.vocab_size} is over 256."
            )
        if self.speech_embedding not in ("conv2d", "conv1d"):
            raise ValueError(f"speech_embedding is 'conv2d' or 'conv1d', not {self.speech_embedding!r}.")
        if self.conv_layers < 1 or self.conv_channels < 1 or self.num_mel_bins < 1:
            raise ValueError(
                "The speech embedding needs conv_layers >= 1, conv_channels >= 1 and num_mel_bins >= 1; got "
                f"{self.conv_layers}, {self.conv_channels} and {self.num_mel_bins}."
            )


# Lets `save_pretrained` write `auto_map` into config.json and copy this file next to the weights, so the
# folder loads with `AutoConfig.from_pretrained(folder, trust_remote_code=True)`.
SpeechTransformerConfig.register_for_auto_class()

__all__ = ["SpeechTransformerConfig"]
