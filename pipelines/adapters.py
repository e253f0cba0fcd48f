"""Models shipped as adapters over a shared backbone, and loading them back.

The suite's task models (BERTSUM, NER) are fine-tuned from one packaged encoder, all-MiniLM-L6-v2. Rather
than a copy of its 90 MB of weights per task, a task folder holds the model's config (naming the backbone),
the new layers, and low-rank (LoRA, peft) updates of the encoder: a few megabytes. Training starts from the
backbone (``from_backbone``); loading rebuilds the model the same way, applies the adapter and merges it, so
inference runs at the speed of a plain model.

A folder without ``adapter_config.json`` is an ordinary transformers checkpoint and loads as one.

Example (runs once the summarization model is shipped):

    >>> from transformers import AutoModel
    >>> from pipelines.adapters import load_model
    >>> model = load_model("pipelines/pretrained/bertsum-aclsum", AutoModel)  # doctest: +SKIP
    >>> type(model).__name__  # doctest: +SKIP
    'BertSumForExtractiveSummarization'
"""

from __future__ import annotations

import os
from pathlib import Path

import torch
from transformers import AutoConfig, AutoModel, PretrainedConfig, PreTrainedModel

ADAPTER_CONFIG = "adapter_config.json"
ADAPTER_WEIGHTS = "adapter_model.safetensors"


def from_backbone(model_class: type[PreTrainedModel], config: PretrainedConfig) -> PreTrainedModel:
    """A ``model_class`` model whose encoder holds the pretrained weights of ``config.backbone``.

    For the suite's models on a backbone, whose configs name it (``backbone``) and give the tokens per window
    (``window_length``): the encoder's config becomes the backbone's own, and the window is cut to the
    backbone's positions (a default config assumed BERT's 512).
    """
    encoder = AutoModel.from_pretrained(config.backbone, use_safetensors=True)
    config.encoder = encoder.config
    config.window_length = min(config.window_length, encoder.config.max_position_embeddings)
    model = model_class(config)
    model.encoder.load_state_dict(encoder.state_dict())
    return model


def is_adapter_folder(folder: str | os.PathLike) -> bool:
    return (Path(folder) / ADAPTER_CONFIG).is_file()


def load_model(folder: str | os.PathLike, auto_class: type) -> PreTrainedModel:
    """The model saved in ``folder``, in eval mode: an adapter over its backbone (merged), or a full checkpoint.

    ``auto_class`` (``AutoModel``, ``AutoModelForTokenClassification``...) loads a full checkpoint; an adapter
    goes on the suite's model of its config's ``model_type``. The suite's model types must be registered
    (``pipelines.register()``; ``pipelines.pipeline()`` does it).
    """
    # Weights load from safetensors only: a pickle (pytorch_model.bin, adapter_model.bin) can run code.
    if not is_adapter_folder(folder):
        return auto_class.from_pretrained(folder, use_safetensors=True).eval()
    if not (Path(folder) / ADAPTER_WEIGHTS).is_file():
        raise OSError(f"{folder} has no {ADAPTER_WEIGHTS}; only safetensors adapters are loaded (no pickle).")
    from peft import PeftModel

    config = AutoConfig.from_pretrained(folder)
    # The registered model class for the config, learnt from an instance on the meta device (no weights are
    # allocated): transformers has no public lookup from a config to its Auto class's model class.
    with torch.device("meta"):
        model_class = type(auto_class.from_config(config))
    if getattr(config, "backbone", None) is None:
        raise ValueError(
            f"{folder} holds an adapter for {model_class.__name__}, not one of the suite's models on a backbone."
        )
    base = from_backbone(model_class, config)
    return PeftModel.from_pretrained(base, folder).merge_and_unload().eval()
