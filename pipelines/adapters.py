"""Models shipped as adapters over a shared backbone, and loading them back.

The suite's task models (BERTSUM, NER) are fine-tuned from one packaged encoder, all-MiniLM-L6-v2. Rather
than a copy of its 90 MB of weights per task, a task folder holds the model's config (naming the backbone),
the new layers, and low-rank (LoRA, peft) updates of the encoder: a few megabytes. Loading rebuilds the
model from the backbone (``from_backbone(config)``, which every such model class has), applies the adapter
and merges it, so inference runs at the speed of a plain model.

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
from transformers import AutoConfig, PreTrainedModel

ADAPTER_CONFIG = "adapter_config.json"
ADAPTER_WEIGHTS = "adapter_model.safetensors"


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
    if not hasattr(model_class, "from_backbone"):
        raise ValueError(
            f"{folder} holds an adapter for {model_class.__name__}, not one of the suite's models."
        )
    base = model_class.from_backbone(config)
    return PeftModel.from_pretrained(base, folder).merge_and_unload().eval()
