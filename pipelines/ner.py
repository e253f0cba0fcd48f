"""Named-entity recognition: ``NerPipeline``, transformers' token-classification pipeline made whole-text.

``NerPipeline`` subclasses transformers' ``TokenClassificationPipeline`` and keeps its output and its
aggregation code (``gather_pre_entities``, ``aggregate``, ``group_entities`` are the parent's), adding:

- casing ids: for a model that takes them (``config.use_casing``, see ``pipelines.models.casing_tagger``),
  every token gets the casing class of its word in the original text;
- whole texts: a text longer than the model's window is cut into windows that overlap by ``stride``
  tokens, and each token is labelled by the window in which it sits farthest from an edge (at least
  ``stride // 2`` tokens of context on either side). The labels are stitched into one sequence *before*
  aggregation, so an entity that straddles a window boundary is found once, whole;
- batching of windows: the windows of all the texts of a call run in length-sorted batches;
- clear errors: a text must be a ``str`` (bytes get a ``TypeError`` saying to decode them).

``start``/``end`` index the text as given. For a model without casing and a text that fits one window the
output is the parent's, token for token. transformers' own "token-classification" task is left as it is;
``pipelines.pipeline("ner", model=...)`` builds this class, for the suite's shipped model by default
(``pipelines/pretrained/ner-conll2003``, LoRA adapters and the new layers over the packaged
all-MiniLM-L6-v2, see ``pipelines.adapters``) or any token-classification model with a fast tokenizer, with
``aggregation_strategy="first"`` unless told otherwise: whole words, labelled as the model was trained (first
sub-token).

Example (runs once the shipped model exists; ``accelerate launch finetune/train_ner.py`` trains it):

    >>> import pipelines
    >>> ner = pipelines.pipeline("ner")  # doctest: +SKIP
    >>> ner("Angela Merkel met Emmanuel Macron in Paris.")  # doctest: +SKIP
    [{'entity_group': 'PER', 'score': 0.99, 'word': 'angela merkel', 'start': 0, 'end': 13}, ...]
"""

from __future__ import annotations

import itertools
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import torch
from transformers import AutoModelForTokenClassification, PreTrainedModel
from transformers.pipelines.token_classification import AggregationStrategy, TokenClassificationPipeline

from .adapters import load_model
from .models.casing_tagger.casing import SPECIAL, casing_ids
from .precision import as_device, resolve_dtype

DEFAULT_MODEL = Path(__file__).resolve().parent / "pretrained" / "ner-conll2003"
TRAIN_COMMAND = "accelerate launch finetune/train_ner.py --export-dir pipelines/pretrained/ner-conll2003"
DEFAULT_BATCH_SIZE = 8  # windows per forward pass
DEFAULT_AGGREGATION = "first"
# Lone surrogates (text decoded with errors="surrogateescape") cannot cross into the Rust tokenizer.
# ``pipelines.text.clean_text`` would also fix them, but it changes lengths (CRLF, NFC) and the offsets must
# index the caller's text, so here each becomes U+FFFD, one character for one.
_SURROGATE = re.compile(r"[\ud800-\udfff]")


class ModelNotShippedError(FileNotFoundError):
    """The suite's default NER model has not been trained and exported yet."""


@dataclass(frozen=True)
class Window:
    """Tokens ``[start, end)`` of a text's tokenization run through the model together; the labels of
    tokens ``[keep_start, keep_end)`` are taken from this window."""

    start: int
    end: int
    keep_start: int
    keep_end: int


def plan_windows(num_tokens: int, length: int, stride: int) -> list[Window]:
    """Windows of ``length`` tokens that cover ``num_tokens``, consecutive ones overlapping by at least
    ``stride``; each token is kept by the window where it is farthest from an edge (the middle of an
    overlap is the hand-over point).

    Example:
        >>> plan_windows(10, 6, 2)
        [Window(start=0, end=6, keep_start=0, keep_end=5), Window(start=4, end=10, keep_start=5, keep_end=10)]
    """
    if not 0 <= stride < length:
        raise ValueError(
            f"stride must be at least 0 and less than the window ({length} tokens), got {stride}."
        )
    if num_tokens <= length:
        return [Window(0, num_tokens, 0, num_tokens)]
    starts = [*range(0, num_tokens - length, length - stride), num_tokens - length]
    # The hand-over points: the middle of each overlap.
    handovers = [(nxt + start + length) // 2 for start, nxt in itertools.pairwise(starts)]
    keep_starts, keep_ends = [0, *handovers], [*handovers, num_tokens]
    return [
        Window(start, start + length, keep_start, keep_end)
        for start, keep_start, keep_end in zip(starts, keep_starts, keep_ends, strict=True)
    ]


@dataclass
class EncodedText:
    """One input text tokenized whole (no special tokens), with the windows the model will read."""

    text: str  # as given, less lone surrogates (see _SURROGATE)
    input_ids: list[int]
    offsets: list[tuple[int, int]]
    casing_ids: list[int]
    windows: list[Window]


class NerPipeline(TokenClassificationPipeline):
    """Token classification over whole texts, with casing ids for models that take them.

    Call options: ``aggregation_strategy`` and ``ignore_labels`` as in transformers; ``stride`` (tokens
    shared by neighbouring windows, default a quarter of the window); ``is_split_into_words`` and
    ``delimiter`` (pre-split input, joined with the delimiter as transformers does); ``batch_size``
    (windows per forward pass, default 8).
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        requested = kwargs.get("dtype", kwargs.get("torch_dtype"))  # Pipeline.__init__ drops it
        super().__init__(*args, **kwargs)
        if self.tokenizer is None or not self.tokenizer.is_fast:
            raise ValueError(
                "The NER pipeline needs a fast tokenizer (offsets and word ids): pass tokenizer=..."
            )
        dtype = resolve_dtype(self.device, None if requested in (None, "auto") else requested)
        if self.model.dtype != dtype:
            self.model.to(dtype)
        self.window_length = min(
            limit
            for limit in (
                getattr(self.model.config, "window_length", None),
                getattr(self.model.config, "max_position_embeddings", None),
                self.tokenizer.model_max_length,
            )
            if limit
        )
        # The special tokens around every window, found from the tokenizer itself ([CLS] … [SEP] for BERT,
        # <s> … </s> for RoBERTa).
        bare = self.tokenizer("a", add_special_tokens=False)["input_ids"]
        wrapped = self.tokenizer("a")["input_ids"]
        cut = next(i for i in range(len(wrapped)) if wrapped[i : i + len(bare)] == bare)
        self._prefix, self._suffix = wrapped[:cut], wrapped[cut + len(bare) :]
        self.takes_casing = bool(getattr(self.model.config, "use_casing", False))

    @property
    def content_length(self) -> int:
        """Text tokens per window: the window less its special tokens."""
        return self.window_length - len(self._prefix) - len(self._suffix)

    def _sanitize_parameters(
        self,
        ignore_labels: list[str] | None = None,
        aggregation_strategy: AggregationStrategy | str | None = None,
        stride: int | None = None,
        is_split_into_words: bool | None = None,
        delimiter: str | None = None,
    ) -> tuple[dict, dict, dict]:
        preprocess: dict[str, Any] = {}
        if stride is not None:
            preprocess["stride"] = stride
        if is_split_into_words is not None:
            preprocess["is_split_into_words"] = is_split_into_words
        if delimiter is not None:
            preprocess["delimiter"] = delimiter
        postprocess: dict[str, Any] = {}
        if aggregation_strategy is not None:
            if isinstance(aggregation_strategy, str):
                aggregation_strategy = AggregationStrategy[aggregation_strategy.upper()]
            postprocess["aggregation_strategy"] = aggregation_strategy
        if ignore_labels is not None:
            postprocess["ignore_labels"] = ignore_labels
        return preprocess, {}, postprocess

    # ----------------------------------------------------------------------------------------------------------
    # The three steps, for one text at a time; __call__ batches the windows of all texts between them.
    # ----------------------------------------------------------------------------------------------------------

    def preprocess(self, text: str, stride: int | None = None, **_: Any) -> EncodedText:
        """Tokenize the whole text once; casing ids from its words; the windows to read it in."""
        stride = self.content_length // 4 if stride is None else stride
        text = _SURROGATE.sub("\ufffd", text)  # same length: offsets still index the caller's text
        encoding = self.tokenizer(
            text,
            add_special_tokens=False,
            return_offsets_mapping=True,
            verbose=False,  # no "longer than the maximum length" warning: windows take care of that
        )
        offsets = [tuple(pair) for pair in encoding["offset_mapping"]]
        casing = casing_ids(text, offsets, encoding.word_ids()) if self.takes_casing else []
        windows = plan_windows(len(encoding["input_ids"]), self.content_length, stride)
        return EncodedText(text, encoding["input_ids"], offsets, casing, windows)

    def _forward(self, model_inputs: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
        return {"logits": self.model(**model_inputs).logits.float()}

    def postprocess(
        self,
        encoded: EncodedText,
        logits: np.ndarray,
        aggregation_strategy: AggregationStrategy = AggregationStrategy.NONE,
        ignore_labels: list[str] | None = None,
    ) -> list[dict[str, Any]]:
        """The parent's aggregation, run once over the whole text's stitched labels.

        The sequence is given its special tokens back, as one window would have them, so token ``index``
        values (aggregation "none") count as in transformers.
        """
        ignore_labels = ["O"] if ignore_labels is None else ignore_labels
        if not encoded.input_ids:
            return []
        shifted = np.exp(logits - logits.max(axis=-1, keepdims=True))  # the parent's softmax
        scores = shifted / shifted.sum(axis=-1, keepdims=True)
        padding = [np.zeros_like(scores[:1])]
        pre_entities = self.gather_pre_entities(
            encoded.text,
            np.array([*self._prefix, *encoded.input_ids, *self._suffix]),
            np.concatenate(padding * len(self._prefix) + [scores] + padding * len(self._suffix)),
            [(0, 0)] * len(self._prefix) + encoded.offsets + [(0, 0)] * len(self._suffix),
            np.array([1] * len(self._prefix) + [0] * len(encoded.input_ids) + [1] * len(self._suffix)),
            aggregation_strategy,
        )
        return [
            entity
            for entity in self.aggregate(pre_entities, aggregation_strategy)
            if entity.get("entity") not in ignore_labels and entity.get("entity_group") not in ignore_labels
        ]

    # ----------------------------------------------------------------------------------------------------------

    def __call__(
        self, inputs: Any, *args: Any, batch_size: int | None = None, **kwargs: Any
    ) -> list[dict[str, Any]] | list[list[dict[str, Any]]]:
        """Entities of a text (a list of dicts), or of each text of a list (a list of such lists).

        Replaces the base class's loop, which runs one text's windows at a time: here the windows of all
        texts are batched together, sorted by length, and empty texts never reach the model.
        """
        if args:
            raise TypeError("Pass NER options as keywords, e.g. ner(text, aggregation_strategy='first').")
        kwargs.pop("num_workers", None)
        preprocess_params, _, postprocess_params = self._sanitize_parameters(**kwargs)
        preprocess_params = {**self._preprocess_params, **preprocess_params}
        postprocess_params = {**self._postprocess_params, **postprocess_params}
        texts, single = as_texts(
            inputs,
            preprocess_params.get("is_split_into_words", False),
            preprocess_params.get("delimiter", " "),
        )
        self.call_count += 1

        encoded = [self.preprocess(text, **preprocess_params) for text in texts]
        logits = self.label_windows(encoded, batch_size or self._batch_size or DEFAULT_BATCH_SIZE)
        results = [
            self.postprocess(one, text_logits, **postprocess_params)
            for one, text_logits in zip(encoded, logits, strict=True)
        ]
        return results[0] if single else results

    def label_windows(self, encoded: list[EncodedText], batch_size: int) -> list[np.ndarray]:
        """Per text, the (tokens, labels) logits, each token's from the window that keeps it."""
        logits = [np.zeros((len(one.input_ids), self.model.config.num_labels), np.float32) for one in encoded]
        pieces = [(i, window) for i, one in enumerate(encoded) for window in one.windows if one.input_ids]
        pieces.sort(key=lambda piece: piece[1].end - piece[1].start, reverse=True)
        for first in range(0, len(pieces), batch_size):
            batch = pieces[first : first + batch_size]
            inputs = self._window_batch([(encoded[i], window) for i, window in batch])
            with torch.inference_mode():
                output = self._forward(self._ensure_tensor_on_device(inputs, device=self.device))["logits"]
            for row, (i, window) in enumerate(batch):
                kept = slice(
                    len(self._prefix) + window.keep_start - window.start,
                    len(self._prefix) + window.keep_end - window.start,
                )
                logits[i][window.keep_start : window.keep_end] = output[row, kept].cpu().numpy()
        return logits

    def _window_batch(self, pieces: list[tuple[EncodedText, Window]]) -> dict[str, torch.Tensor]:
        """Model inputs for windows: special tokens around each, right-padded to the longest."""
        ids = [[*self._prefix, *one.input_ids[w.start : w.end], *self._suffix] for one, w in pieces]
        width = max(map(len, ids))
        batch = {
            "input_ids": torch.tensor(
                [row + [self.tokenizer.pad_token_id] * (width - len(row)) for row in ids]
            ),
            "attention_mask": torch.tensor([[1] * len(row) + [0] * (width - len(row)) for row in ids]),
        }
        if "token_type_ids" in self.tokenizer.model_input_names:
            batch["token_type_ids"] = torch.zeros_like(batch["input_ids"])
        if self.takes_casing:
            specials = ([SPECIAL] * len(self._prefix), [SPECIAL] * len(self._suffix))
            casing = [[*specials[0], *one.casing_ids[w.start : w.end], *specials[1]] for one, w in pieces]
            batch["casing_ids"] = torch.tensor([row + [SPECIAL] * (width - len(row)) for row in casing])
        return batch

    def save_pretrained(self, save_directory: str | os.PathLike, **kwargs: Any) -> None:
        """Save the model and tokenizer only (no ``custom_pipelines`` entry: ``import pipelines`` provides it)."""
        self.model.save_pretrained(save_directory, **kwargs)
        self.tokenizer.save_pretrained(save_directory, **kwargs)


def as_texts(inputs: Any, is_split_into_words: bool = False, delimiter: str = " ") -> tuple[list[str], bool]:
    """``(texts, single)``: the inputs as a list of texts, and whether one text was passed.

    Pre-split input (``is_split_into_words``) is a list of words, or a list of such lists; its words are
    joined with ``delimiter``, as transformers' pipeline does, and offsets index that joined text.
    """
    if isinstance(inputs, bytes | bytearray):
        raise TypeError("The NER pipeline takes text: decode bytes first, e.g. data.decode('utf-8').")
    if is_split_into_words:
        if isinstance(inputs, list | tuple) and all(isinstance(word, str) for word in inputs):
            return [delimiter.join(inputs)], True
        items = list(inputs) if isinstance(inputs, Iterable) and not isinstance(inputs, str) else [inputs]
        for index, words in enumerate(items):
            if not isinstance(words, list | tuple) or not all(isinstance(word, str) for word in words):
                raise TypeError(
                    f"Input {index}: with is_split_into_words=True a text is a list of str words."
                )
        return [delimiter.join(words) for words in items], False
    if isinstance(inputs, str):
        return [inputs], True
    if not isinstance(inputs, Iterable) or isinstance(inputs, dict):
        raise TypeError(f"The NER pipeline takes a str or a list of str, not {type(inputs).__name__}.")
    texts = list(inputs)
    for index, text in enumerate(texts):
        if isinstance(text, bytes | bytearray):
            raise TypeError(f"Input {index} is bytes: decode it first, e.g. data.decode('utf-8').")
        if not isinstance(text, str):
            raise TypeError(f"Input {index} is a {type(text).__name__}; the NER pipeline takes str texts.")
    return texts, False


# ---------------------------------------------------------------------------------------------------------------
# Loading and registration
# ---------------------------------------------------------------------------------------------------------------


def shipped_model() -> Path:
    """The folder of the suite's NER model; ``ModelNotShippedError`` if it has not been exported."""
    if not (DEFAULT_MODEL / "config.json").is_file():
        raise ModelNotShippedError(
            f"The default NER model is not shipped yet: train it with `{TRAIN_COMMAND}` (about an hour on "
            "two CPU cores), or pass model= a token-classification model folder."
        )
    return DEFAULT_MODEL


def build_pipeline(
    model: str | os.PathLike | PreTrainedModel | None = None,
    device: str | int | torch.device | None = None,
    dtype: str | torch.dtype | None = None,
    **kwargs: Any,
) -> NerPipeline:
    """A ``NerPipeline`` for ``model`` (a folder, Hub id or model; None: the shipped CoNLL-2003 model).

    Entities are aggregated by whole words (``aggregation_strategy="first"``) unless ``kwargs`` say
    otherwise. ``device`` defaults to the first GPU, else the CPU; ``dtype`` to the precision policy's
    choice for it. ``kwargs`` go to ``NerPipeline`` (``tokenizer``, ``batch_size``, ``stride``...).
    """
    from transformers import AutoTokenizer

    if not isinstance(model, PreTrainedModel):
        source = model if model is not None else shipped_model()
        model = load_model(source, AutoModelForTokenClassification)
        if "tokenizer" not in kwargs:
            has_tokenizer = (Path(source) / "tokenizer_config.json").is_file()
            backbone = getattr(model.config, "backbone", None)
            kwargs["tokenizer"] = AutoTokenizer.from_pretrained(
                source if has_tokenizer or backbone is None else backbone
            )
    kwargs.setdefault("aggregation_strategy", DEFAULT_AGGREGATION)
    device = as_device(device)
    dtype = resolve_dtype(device, None if dtype == "auto" else dtype)
    return NerPipeline(model=model, task="ner", device=device, dtype=dtype, **kwargs)


__all__ = [
    "EncodedText",
    "ModelNotShippedError",
    "NerPipeline",
    "Window",
    "as_texts",
    "build_pipeline",
    "plan_windows",
    "shipped_model",
]
