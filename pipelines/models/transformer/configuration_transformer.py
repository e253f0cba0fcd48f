"""Configuration of the encoder-decoder Transformer of "Attention Is All You Need" (Vaswani et al., 2017).

Kept free of imports from this project: ``save_pretrained`` copies this file next to the weights so the
checkpoint loads with ``trust_remote_code=True`` on machines without the project.
"""

from huggingface_hub.dataclasses import strict
from transformers import PretrainedConfig


@strict
class BaseTransformerConfig(PretrainedConfig):
    """The hyper-parameters that the layers of ``modeling_transformer.py`` read, under the paper's names: what
    the text Transformer ([`TransformerConfig`]) and the speech Transformer (`SpeechTransformerConfig`) share.

    The defaults are the paper's *base* model (Table 3); each subclass documents the fields and sets its own.
    """

    keys_to_ignore_at_inference = ["past_key_values"]
    # Standard transformers names -> the paper's names, so generic code (caches, Trainer, PEFT) finds them.
    attribute_map = {
        "hidden_size": "d_model",
        "num_attention_heads": "num_heads",
        "num_hidden_layers": "encoder_layers",
        "intermediate_size": "d_ff",
    }

    vocab_size: int = 37000
    d_model: int = 512
    encoder_layers: int | None = None
    decoder_layers: int | None = None
    num_heads: int = 8
    d_ff: int = 2048
    dropout: float | int = 0.1
    attention_dropout: float | int = 0.0
    label_smoothing: float | int = 0.1
    max_position_embeddings: int = 1024
    pre_layer_norm: bool = False
    layer_norm_eps: float = 1e-6
    scale_embedding: bool = True
    activation_function: str = "relu"
    attention_bias: bool = False
    position_encoding: str = "vaswani"
    init_std: float = 0.02
    use_cache: bool = True
    pad_token_id: int | None = 0
    bos_token_id: int | None = 1
    eos_token_id: int | list[int] | None = 2
    decoder_start_token_id: int | None = None
    is_encoder_decoder: bool = True
    tie_word_embeddings: bool = True

    def __post_init__(self, **kwargs) -> None:
        # The decoder is primed with BOS unless told otherwise (generate() and shift-right both read this).
        if self.decoder_start_token_id is None:
            self.decoder_start_token_id = self.bos_token_id
        super().__post_init__(**kwargs)

    def validate_architecture(self) -> None:
        """Part of the `@strict` validation: the h heads must split d_model evenly (d_k = d_model / h)."""
        super().validate_architecture()
        if self.d_model % self.num_heads != 0:
            raise ValueError(f"d_model ({self.d_model}) must be divisible by num_heads ({self.num_heads}).")
        if self.activation_function not in ("relu", "gelu"):
            raise ValueError(f"activation_function is 'relu' or 'gelu', not {self.activation_function!r}.")
        if self.position_encoding not in ("vaswani", "whisper"):
            raise ValueError(f"position_encoding is 'vaswani' or 'whisper', not {self.position_encoding!r}.")


@strict
class TransformerConfig(BaseTransformerConfig):
    r"""Hyper-parameters of the Transformer, named after the symbols of the paper.

    The defaults are the paper's *base* model (Table 3): N=6, d_model=512, d_ff=2048, h=8,
    P_drop=0.1, ε_ls=0.1, and the 37000-token shared source/target BPE vocabulary of WMT 2014 EN-DE.

    Args:
        vocab_size (`int`, defaults to 37000):
            Size of the single vocabulary shared by source and target (§3.4).
        d_model (`int`, defaults to 512):
            d_model, width of every sub-layer output, embedding and positional encoding (§3).
        num_layers (`int`, defaults to 6):
            N, the number of identical layers in each stack (§3.1). Fills `encoder_layers` and
            `decoder_layers` when those are not given.
        encoder_layers (`int`, *optional*):
            Number of encoder layers; defaults to `num_layers`.
        decoder_layers (`int`, *optional*):
            Number of decoder layers; defaults to `num_layers`.
        num_heads (`int`, defaults to 8):
            h, the number of parallel attention heads (§3.2.2). d_k = d_v = d_model / h, so `d_model`
            must be divisible by `num_heads`.
        d_ff (`int`, defaults to 2048):
            d_ff, inner width of the position-wise feed-forward network (eq. 2).
        dropout (`float`, defaults to 0.1):
            P_drop, applied to each sub-layer output before the residual addition and to the sums of
            embeddings and positional encodings (§5.4).
        attention_dropout (`float`, defaults to 0.0):
            Dropout on the attention weights softmax(QKᵀ/√d_k). Not in the paper, hence off by default.
        label_smoothing (`float`, defaults to 0.1):
            ε_ls, label smoothing of the training cross-entropy (§5.4).
        max_position_embeddings (`int`, defaults to 1024):
            Number of positions of the precomputed sinusoidal table (§3.5); the longest source or target
            the model accepts.
        pre_layer_norm (`bool`, defaults to `False`):
            `False` is the paper's post-LN, LayerNorm(x + Sublayer(x)) (§3.1). `True` computes
            x + Sublayer(LayerNorm(x)) and adds a final LayerNorm to each stack, which trains more stably
            without learning-rate warm-up.
        layer_norm_eps (`float`, defaults to 1e-6):
            ε added to the variance in every LayerNorm.
        scale_embedding (`bool`, defaults to `True`):
            Multiply embeddings by √d_model before adding the positional encoding (§3.4).
        activation_function (`str`, defaults to `"relu"`):
            The feed-forward network's non-linearity: `"relu"`, max(0, x) of eq. 2, or `"gelu"`, x·Φ(x)
            (Hendrycks & Gimpel, 2016), which BERT and Whisper use.
        attention_bias (`bool`, defaults to `False`):
            Give the attention projections W^Q, W^K, W^V and W^O biases; the paper's are plain linear maps.
        position_encoding (`str`, defaults to `"vaswani"`):
            The fixed sinusoid table: `"vaswani"` interleaves sin and cos with wavelengths 2π·10000^(2i/d_model)
            (§3.5); `"whisper"` puts all sines before all cosines, with wavelengths 2π·10000^(i/(d_model/2 − 1))
            (Radford et al., 2022), the table of Whisper's encoder.
        tie_word_embeddings (`bool`, defaults to `True`):
            Share ONE matrix between source embedding, target embedding and the pre-softmax linear
            projection (§3.4). `False` gives three independent matrices.
        init_std (`float`, defaults to 0.02):
            Standard deviation of the normal initialisation of every linear and embedding weight.
        use_cache (`bool`, defaults to `True`):
            Whether the decoder returns its key/value cache for incremental decoding.
        pad_token_id (`int`, defaults to 0), bos_token_id (`int`, defaults to 1), eos_token_id (`int`, defaults to 2):
            Special token ids of the shared vocabulary.
        decoder_start_token_id (`int`, *optional*):
            First decoder input when generating and when labels are shifted right; defaults to `bos_token_id`.
        source_language (`str`, *optional*):
            The language the model translates from, as an ISO 639-1 code ("en"). With "en" the translation
            pipeline keeps text that is surely in another language as it is instead of translating it
            (`pipelines.english.other_language`).

    Example:

    ```python
    >>> from pipelines.models.transformer import TransformerConfig, TransformerForConditionalGeneration
    >>> config = TransformerConfig(vocab_size=100, d_model=32, num_layers=2, num_heads=4, d_ff=64)
    >>> (config.encoder_layers, config.decoder_layers, config.d_model // config.num_heads)
    (2, 2, 8)
    >>> model = TransformerForConditionalGeneration(config)
    >>> model.lm_head.weight is model.model.encoder.embed_tokens.weight
    True

    ```
    """

    model_type = "vaswani-transformer"

    num_layers: int = 6
    source_language: str | None = None

    def __post_init__(self, **kwargs) -> None:
        # N is the default depth of both stacks; either can be overridden on its own.
        if self.encoder_layers is None:
            self.encoder_layers = self.num_layers
        if self.decoder_layers is None:
            self.decoder_layers = self.num_layers
        super().__post_init__(**kwargs)


# Lets `save_pretrained` write `auto_map` into config.json and copy this file next to the weights, so the
# folder loads with `AutoConfig.from_pretrained(folder, trust_remote_code=True)`.
TransformerConfig.register_for_auto_class()

__all__ = ["BaseTransformerConfig", "TransformerConfig"]
