"""PyTorch casing tagger: a BERT-like encoder for token classification with a learned casing embedding.

The suite's only packaged encoder, all-MiniLM-L6-v2, is uncased: its tokenizer lower-cases everything, and
capitals are among the strongest cues for a name. The tagger gives them back. Each token carries the casing
class of its word in the original text (``casing.casing_ids``: lower, upper, title, mixed, digit, other,
special), and a learned vector per class is added to the token's word embedding before the encoder's own
position and segment embeddings and LayerNorm, the way BERT adds its segment embeddings. The vectors start
at zero, so fine-tuning starts from the backbone exactly and learns what casing adds.

Without ``casing_ids`` (transformers' plain token-classification pipeline, which knows nothing of them)
every token is of the "unknown" class, whose vector is fixed at zero: the model then reads the text as the
uncased backbone does, and runs, with whatever accuracy it has without casing. ``use_casing=False`` builds
the same model with no casing embedding at all, for the comparison with and without.

This file imports nothing from the surrounding project except, relatively, its configuration and the
casing classes: ``save_pretrained`` copies them next to the weights so a checkpoint loads with
``trust_remote_code=True``.
"""

import torch
from torch import nn
from transformers import AutoModel
from transformers import initialization as init
from transformers.modeling_outputs import TokenClassifierOutput
from transformers.modeling_utils import PreTrainedModel

from .casing import CASING_CLASSES, UNKNOWN
from .configuration_casing_tagger import CasingTaggerConfig

IGNORE_INDEX = -100  # label of tokens that are not scored (special tokens, continuation sub-tokens, padding)


class CasingTaggerPreTrainedModel(PreTrainedModel):
    """Weight initialisation and the loading/saving plumbing of casing taggers."""

    config: CasingTaggerConfig
    config_class = CasingTaggerConfig
    base_model_prefix = "casing_tagger"
    _supports_sdpa = True

    @torch.no_grad()
    def _init_weights(self, module: nn.Module) -> None:
        # The encoder's own modules are initialised by the encoder's class; this covers the layers added on
        # top: the classifier as BERT initialises its heads, the casing vectors at zero (see the module
        # docstring).
        if isinstance(module, nn.Linear):
            init.normal_(module.weight, mean=0.0, std=self.config.encoder.initializer_range)
            if module.bias is not None:
                init.zeros_(module.bias)
        elif isinstance(module, nn.Embedding):
            init.zeros_(module.weight)


class CasingTaggerForTokenClassification(CasingTaggerPreTrainedModel):
    """A label for every token: encoder (+ casing embedding), dropout, linear classifier.

    Example:

    ```python
    >>> import torch
    >>> from pipelines.models.casing_tagger import CasingTaggerConfig, CasingTaggerForTokenClassification
    >>> config = CasingTaggerConfig(encoder={"model_type": "bert", "hidden_size": 32, "num_attention_heads": 4,
    ...                                      "intermediate_size": 64, "num_hidden_layers": 1, "vocab_size": 100},
    ...                             id2label={0: "O", 1: "B-PER", 2: "I-PER"})
    >>> model = CasingTaggerForTokenClassification(config).eval()
    >>> input_ids = torch.tensor([[2, 50, 51, 3]])  # [CLS] two words [SEP]
    >>> casing_ids = torch.tensor([[1, 4, 2, 1]])  # special, title, lower, special
    >>> model(input_ids=input_ids, casing_ids=casing_ids).logits.shape
    torch.Size([1, 4, 3])
    >>> # A fresh model's casing vectors are zero: casing changes nothing until it is trained.
    >>> torch.equal(model(input_ids=input_ids).logits, model(input_ids=input_ids, casing_ids=casing_ids).logits)
    True

    ```
    """

    def __init__(self, config: CasingTaggerConfig) -> None:
        super().__init__(config)
        hidden = config.encoder.hidden_size
        self.encoder = AutoModel.from_config(config.encoder)
        # Row UNKNOWN (0) is the padding index: zero and never updated, see the module docstring.
        self.casing_embeddings = (
            nn.Embedding(len(CASING_CLASSES), hidden, padding_idx=UNKNOWN) if config.use_casing else None
        )
        self.dropout = nn.Dropout(config.classifier_dropout)
        self.classifier = nn.Linear(hidden, config.num_labels)
        self.post_init()

    def forward(
        self,
        input_ids: torch.Tensor,
        attention_mask: torch.Tensor | None = None,
        token_type_ids: torch.Tensor | None = None,
        casing_ids: torch.Tensor | None = None,
        labels: torch.Tensor | None = None,
        **kwargs,
    ) -> TokenClassifierOutput:
        r"""
        input_ids, attention_mask, token_type_ids: (batch, tokens), as for the encoder.
        casing_ids: (batch, tokens) casing class of each token (``casing.casing_ids``); None: all unknown.
        labels: (batch, tokens) label ids; -100 for tokens that are not scored.
        """
        embeddings = self.encoder.get_input_embeddings()(input_ids)
        if self.casing_embeddings is not None and casing_ids is not None:
            embeddings = embeddings + self.casing_embeddings(casing_ids)
        hidden = self.encoder(
            inputs_embeds=embeddings, attention_mask=attention_mask, token_type_ids=token_type_ids
        ).last_hidden_state
        logits = self.classifier(self.dropout(hidden))

        loss = None
        if labels is not None:
            loss = nn.functional.cross_entropy(
                logits.flatten(0, 1).float(), labels.flatten(), ignore_index=IGNORE_INDEX
            )
        return TokenClassifierOutput(loss=loss, logits=logits)


# `save_pretrained` then writes `auto_map` and copies this file, the configuration and casing.py next to the
# weights.
CasingTaggerForTokenClassification.register_for_auto_class("AutoModelForTokenClassification")

__all__ = ["IGNORE_INDEX", "CasingTaggerForTokenClassification", "CasingTaggerPreTrainedModel"]
