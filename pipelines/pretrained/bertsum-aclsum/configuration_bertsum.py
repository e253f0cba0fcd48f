"""Configuration of BERTSUM, the extractive summarizer of "Text Summarization with Pretrained Encoders"
(Liu & Lapata, 2019): a BERT-like encoder, an inter-sentence Transformer and a sigmoid sentence scorer.

Kept free of imports from this project: ``save_pretrained`` copies this file next to the weights so the
checkpoint loads with ``trust_remote_code=True`` on machines without the project.
"""

from huggingface_hub.dataclasses import strict
from transformers import AutoConfig, PretrainedConfig
from transformers.configuration_utils import SubConfigSpec


@strict
class BertSumConfig(PretrainedConfig):
    r"""Hyper-parameters of BertSumExt. The defaults are the paper's, on the MiniLM backbone of this suite.

    Args:
        encoder (`PretrainedConfig` or `dict`, *optional*):
            Config of the BERT-like document encoder (any model type `AutoModel` builds that takes
            `token_type_ids`: BERT, MiniLM, ELECTRA, ...). Defaults to a BERT config.
        backbone (`str`, *optional*, defaults to `"sentence-transformers/all-MiniLM-L6-v2"`):
            Hub id or folder of the pretrained weights the encoder starts from (`from_backbone`) and whose
            tokenizer the model uses. Recorded so a fine-tuned model says what it was built on.
        inter_layers (`int`, defaults to 2):
            L, the number of inter-sentence Transformer layers stacked on the sentence vectors (§3.2; the
            paper found 2 best).
        inter_heads (`int`, defaults to 8):
            Attention heads of the inter-sentence layers; must divide the encoder's hidden size.
        inter_d_ff (`int`, defaults to 2048):
            Inner width of the inter-sentence layers' feed-forward networks.
        inter_dropout (`float`, defaults to 0.1):
            Dropout inside the inter-sentence layers.
        sentence_pooling (`str`, defaults to `"mean"`):
            How a sentence's vector is read from the encoder. `"cls"` is the paper's: the vector at its `[CLS]`,
            which BERT's next-sentence pretraining makes meaningful. `"mean"` averages its tokens from `[CLS]`
            to `[SEP]`, the readout sentence encoders such as all-MiniLM-L6-v2 are trained for: their `[CLS]`
            vectors are the same for every sentence of a window (cosine 0.99999 on ACLSum), so a `"cls"`
            model on MiniLM can only learn sentence positions.
        window_length (`int`, *optional*):
            Tokens per encoder window. A document longer than this is encoded in windows of whole sentences
            (each `[CLS] sentence [SEP]`), so every sentence gets a vector whatever the document's length;
            the inter-sentence layers then see all sentences at once. Defaults to the encoder's
            `max_position_embeddings`.

    Example:

    ```python
    >>> from pipelines.models.bertsum import BertSumConfig
    >>> config = BertSumConfig(encoder={"model_type": "bert", "hidden_size": 64, "num_attention_heads": 4,
    ...                                  "intermediate_size": 128, "num_hidden_layers": 2})
    >>> (config.encoder.model_type, config.inter_layers, config.window_length)
    ('bert', 2, 512)

    ```
    """

    model_type = "bertsum"

    encoder: PretrainedConfig | dict | None = None
    backbone: str | None = "sentence-transformers/all-MiniLM-L6-v2"
    inter_layers: int = 2
    inter_heads: int = 8
    inter_d_ff: int = 2048
    inter_dropout: float | int = 0.1
    sentence_pooling: str = "mean"
    window_length: int | None = None

    def __post_init__(self, **kwargs) -> None:
        super().__post_init__(**kwargs)  # builds `encoder` from its dict (sub_configs_defaults below)
        if self.window_length is None:
            self.window_length = self.encoder.max_position_embeddings

    def validate_architecture(self) -> None:
        """Part of the `@strict` validation: the heads must split the sentence vectors evenly."""
        super().validate_architecture()
        if self.encoder is not None and not isinstance(self.encoder, dict):
            if self.encoder.hidden_size % self.inter_heads != 0:
                raise ValueError(
                    f"The encoder's hidden_size ({self.encoder.hidden_size}) must be divisible by "
                    f"inter_heads ({self.inter_heads})."
                )
            if self.sentence_pooling not in ("cls", "mean"):
                raise ValueError(f"sentence_pooling must be 'cls' or 'mean', not {self.sentence_pooling!r}.")
            if self.window_length is not None and self.window_length > self.encoder.max_position_embeddings:
                raise ValueError(
                    f"window_length ({self.window_length}) exceeds the encoder's "
                    f"max_position_embeddings ({self.encoder.max_position_embeddings})."
                )


# The encoder's config is resolved by model type, so any architecture AutoConfig knows can be the encoder.
BertSumConfig.sub_configs_defaults = {"encoder": SubConfigSpec(config_class=AutoConfig, model_type="bert")}

# Lets `save_pretrained` write `auto_map` into config.json and copy this file next to the weights.
BertSumConfig.register_for_auto_class()

__all__ = ["BertSumConfig"]
