"""``SuitePipeline``: what the suite's transformers pipelines (translation, NER, summarization) share.

Each of the three subclasses transformers' public ``Pipeline`` API (``_sanitize_parameters``,
``preprocess``, ``_forward``, ``postprocess`` and ``forward``) and replaces ``__call__``, because one input
may become several model rows (sentence pieces, windows) and the rows of all inputs are batched together.
What they have in common lives here, once:

- **build options and call options.** A pipeline is built with ``model``, ``tokenizer``, ``device``,
  ``dtype`` and ``batch_size``; everything about the output (``num_beams``, ``k``,
  ``aggregation_strategy``, ...) is passed per call. An option in the wrong place is a ``TypeError`` that
  says where it goes.
- **device and dtype policy**: ``device`` None is the first GPU, else the CPU; ``dtype`` None (or
  ``"auto"``) is ``pipelines.precision.resolve_dtype(device)``.
- **length-sorted batches** (``length_sorted_batches``), so a padded batch wastes little.
- **inputs**: one text gives one result and a list gives a list (``as_texts`` checks them).
- **saving**: ``save_pretrained`` writes the model and tokenizer only.
- **loading**: ``from_pretrained`` builds a pipeline from a folder, a Hub id or a loaded model, the
  suite's shipped model by default (``ModelNotShippedError`` names the command that trains it).
"""

from __future__ import annotations

import inspect
import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, ClassVar, Self

import torch
from transformers import AutoTokenizer, Pipeline, PreTrainedModel

from .adapters import load_model
from .precision import as_device, resolve_dtype

PRETRAINED = Path(__file__).resolve().parent / "pretrained"
# What transformers.pipeline() passes to a pipeline class besides the model, tokenizer and device: the
# other preprocessors it loaded (None for text models) and its own flag.
_LOADER_PARTS = frozenset(
    {"feature_extractor", "image_processor", "video_processor", "processor", "binary_output"}
)


class ModelNotShippedError(FileNotFoundError):
    """One of the suite's default models has not been trained and exported yet."""


def shipped_model(folder: Path, train_command: str) -> Path:
    """``folder``, one of the suite's default model folders, or ``ModelNotShippedError`` naming
    ``train_command`` if it holds no exported model yet.

    Example:
        >>> shipped_model(PRETRAINED / "no-such-model", "accelerate launch finetune/train_x.py")
        Traceback (most recent call last):
        ...
        pipelines.base.ModelNotShippedError: The default model no-such-model is not shipped yet: train it with \
`accelerate launch finetune/train_x.py` (it exports to pipelines/pretrained/no-such-model), or pass model= a model folder.
    """
    if not (folder / "config.json").is_file():
        raise ModelNotShippedError(
            f"The default model {folder.name} is not shipped yet: train it with `{train_command}` "
            f"(it exports to pipelines/pretrained/{folder.name}), or pass model= a model folder."
        )
    return folder


def given(**options: Any) -> dict[str, Any]:
    """The options a caller set: those that are not None.

    Example:
        >>> given(k=3, ratio=None)
        {'k': 3}
    """
    return {name: value for name, value in options.items() if value is not None}


def length_sorted_batches(lengths: Sequence[int], batch_size: int) -> list[list[int]]:
    """Indices of ``lengths`` in batches of ``batch_size``, longest first: each padded batch wastes little,
    and a batch too large for memory fails at once rather than at the end.

    Example:
        >>> length_sorted_batches([3, 9, 1, 5], 2)
        [[1, 3], [0, 2]]
    """
    order = sorted(range(len(lengths)), key=lambda i: -lengths[i])
    return [order[start : start + batch_size] for start in range(0, len(order), batch_size)]


def as_texts(inputs: Any, task: str) -> tuple[list[str], bool]:
    """``(texts, single)``: the inputs as a list of strings, and whether one string was passed.

    Example:
        >>> as_texts("Hello.", "translation")
        (['Hello.'], True)
        >>> as_texts(b"Hello.", "translation")
        Traceback (most recent call last):
        ...
        TypeError: The translation pipeline takes text: decode bytes first, e.g. data.decode('utf-8').
    """
    if isinstance(inputs, str):
        return [inputs], True
    if isinstance(inputs, bytes | bytearray):
        raise TypeError(f"The {task} pipeline takes text: decode bytes first, e.g. data.decode('utf-8').")
    if not isinstance(inputs, Iterable) or isinstance(inputs, dict):
        raise TypeError(f"The {task} pipeline takes a str or a list of str, not {type(inputs).__name__}.")
    texts = list(inputs)
    for index, text in enumerate(texts):
        if isinstance(text, bytes | bytearray):
            raise TypeError(f"Input {index} is bytes: decode it first, e.g. data.decode('utf-8').")
        if not isinstance(text, str):
            raise TypeError(f"Input {index} is a {type(text).__name__}; the {task} pipeline takes str texts.")
    return texts, False


class SuitePipeline(Pipeline):
    """A transformers ``Pipeline`` built from its model, tokenizer, device, dtype and batch size only.

    Subclasses name their task, shipped model and the Auto class that loads a model folder, may change
    ``default_batch_size`` (model rows per forward pass), and implement ``__call__`` with ``call_options``
    to read the caller's options.
    """

    task_name: ClassVar[str]
    default_model: ClassVar[Path]  # the suite's shipped model folder for the task
    train_command: ClassVar[str]  # what trains and exports it
    auto_class: ClassVar[type]  # what loads a full model folder (adapters go on their backbone)
    default_batch_size: ClassVar[int] = 8

    @classmethod
    def from_pretrained(
        cls,
        model: str | os.PathLike | PreTrainedModel | None = None,
        tokenizer: Any = None,
        *,
        device: str | int | torch.device | None = None,
        dtype: str | torch.dtype | None = None,
        batch_size: int | None = None,
    ) -> Self:
        """The pipeline for ``model`` (a folder, Hub id or loaded model; None: the suite's shipped model) and
        its ``tokenizer`` (None: the one saved with the model, else its backbone's; required with a loaded
        model). ``device`` defaults to the first GPU, else the CPU; ``dtype`` to the precision policy's choice.
        """
        if not isinstance(model, PreTrainedModel):
            source = (
                os.fspath(model) if model is not None else shipped_model(cls.default_model, cls.train_command)
            )
            model = load_model(source, cls.auto_class)
            if tokenizer is None:
                backbone = getattr(model.config, "backbone", None)
                has_own = (Path(source) / "tokenizer_config.json").is_file() or backbone is None
                tokenizer = AutoTokenizer.from_pretrained(source if has_own else backbone)
        elif tokenizer is None:
            raise ValueError("Pass the model's tokenizer along with a loaded model: tokenizer=...")
        return cls(model, tokenizer, device=device, dtype=dtype, batch_size=batch_size, task=cls.task_name)

    def __init__(
        self,
        model: PreTrainedModel,
        tokenizer: Any = None,
        *,
        device: str | int | torch.device | None = None,
        dtype: str | torch.dtype | None = None,
        batch_size: int | None = None,
        task: str = "",
        **parts: Any,
    ) -> None:
        misplaced = sorted(set(parts) - _LOADER_PARTS)
        if misplaced:
            raise TypeError(
                f"{', '.join(misplaced)}: not an option of building a {type(self).__name__}; output options "
                f"are given per call, e.g. pipe(text, {misplaced[0]}=...)."
            )
        if batch_size is not None and (not isinstance(batch_size, int) or batch_size < 1):
            raise ValueError(f"batch_size must be a positive integer, got {batch_size!r}.")
        if tokenizer is None:
            raise ValueError(
                f"The {task or type(self).__name__} pipeline needs a tokenizer: pass tokenizer=..."
            )
        device = as_device(device)
        super().__init__(model=model, tokenizer=tokenizer, task=task, device=device, **parts)
        self.batch_size = batch_size or self.default_batch_size
        dtype = resolve_dtype(self.device, dtype)
        if self.model.dtype != dtype:
            self.model.to(dtype)

    def call_options(self, options: dict[str, Any]) -> tuple[dict, dict, dict]:
        """The caller's options split into (preprocess, forward, postprocess) by ``_sanitize_parameters``."""
        if "batch_size" in options:
            raise TypeError(
                "batch_size is set when the pipeline is built, e.g. pipelines.pipeline(task, batch_size=16)."
            )
        accepted = inspect.signature(self._sanitize_parameters).parameters
        if not any(p.kind is inspect.Parameter.VAR_KEYWORD for p in accepted.values()):
            unknown = sorted(set(options) - set(accepted))
            if unknown:
                raise TypeError(
                    f"{type(self).__name__} has no option {', '.join(unknown)}; "
                    f"its options are {', '.join(accepted)}."
                )
        return self._sanitize_parameters(**options)

    def save_pretrained(self, save_directory: str | os.PathLike, **kwargs: Any) -> None:
        """Save the model and tokenizer only.

        The base class would also record the pipeline class as remote code in the model's config, after
        which loading the folder demands ``trust_remote_code``; ``pipelines.register()`` provides it instead.
        """
        self.model.save_pretrained(save_directory, **kwargs)
        self.tokenizer.save_pretrained(save_directory, **kwargs)
