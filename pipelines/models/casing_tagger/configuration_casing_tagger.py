"""Configuration of the casing tagger: a BERT-like encoder for token classification (named entities) that
gets back the capitals an uncased tokenizer drops, as a learned casing embedding (see ``casing.py``).

Kept free of imports from this project: ``save_pretrained`` copies this file next to the weights so the
checkpoint loads with ``trust_remote_code=True`` on machines without the project.
"""

from huggingface_hub.dataclasses import strict
from transformers import AutoConfig, PretrainedConfig
from transformers.configuration_utils import SubConfigSpec


@strict
class CasingTaggerConfig(PretrainedConfig):
    r"""Hyper-parameters of `CasingTaggerForTokenClassification`; the labels are the usual `id2label`/`label2id`.

    Args:
        encoder (`PretrainedConfig` or `dict`, *optional*):
            Config of the BERT-like encoder (any model type `AutoModel` builds that takes `inputs_embeds`).
            Defaults to a BERT config.
        backbone (`str`, *optional*, defaults to `"sentence-transformers/all-MiniLM-L6-v2"`):
            Hub id or folder of the pretrained weights the encoder starts from (`from_backbone`) and whose
            tokenizer the model uses.
        use_casing (`bool`, defaults to `True`):
            Add the casing embedding to the word embeddings. `False` gives the plain uncased tagger, the
            same class trained without casing, to measure what casing adds.
        classifier_dropout (`float`, defaults to 0.1):
            Dropout on the encoder's output before the classifier.
        window_length (`int`, *optional*):
            Tokens per window the model was trained on, special tokens included; a pipeline cuts longer texts
            into overlapping windows of this size. Defaults to the encoder's `max_position_embeddings`.

    Example:

    ```python
    >>> from pipelines.models.casing_tagger import CasingTaggerConfig
    >>> config = CasingTaggerConfig(encoder={"model_type": "bert", "hidden_size": 64, "num_attention_heads": 4,
    ...                                      "intermediate_size": 128, "num_hidden_layers": 2},
    ...                             id2label={0: "O", 1: "B-PER", 2: "I-PER"})
    >>> (config.encoder.model_type, config.num_labels, config.use_casing, config.window_length)
    ('bert', 3, True, 512)

    ```
    """

    model_type = "casing_tagger"

    encoder: PretrainedConfig | dict | None = None
    backbone: str | None = "sentence-transformers/all-MiniLM-L6-v2"
    use_casing: bool = True
    classifier_dropout: float | int = 0.1
    window_length: int | None = None

    def __post_init__(self, **kwargs) -> None:
        super().__post_init__(**kwargs)  # builds `encoder` from its dict (sub_configs_defaults below)
        if self.window_length is None:
            self.window_length = self.encoder.max_position_embeddings

    def validate_architecture(self) -> None:
        """Part of the `@strict` validation: windows must fit the encoder's positions."""
        super().validate_architecture()
        # The encoder may still be a dict (or absent) while the config is being built.
        positions = getattr(self.encoder, "max_position_embeddings", None)
        if (
            positions is not None
            and self.window_length is not None
            and not 3 <= self.window_length <= positions
        ):
            raise ValueError(
                f"window_length ({self.window_length}) must be between 3 and the encoder's "
                f"max_position_embeddings ({positions})."
            )


# The encoder's config is resolved by model type, so any architecture AutoConfig knows can be the encoder.
CasingTaggerConfig.sub_configs_defaults = {
    "encoder": SubConfigSpec(config_class=AutoConfig, model_type="bert")
}

# Lets `save_pretrained` write `auto_map` into config.json and copy this file next to the weights.
CasingTaggerConfig.register_for_auto_class()

__all__ = ["CasingTaggerConfig"]
