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

One text gives one result, the list of its entities; a list of texts gives a list of such lists.

``start``/``end`` index the text as given, and an entity's ``word`` is that span as written: the parent decodes
it from the tokens, which an uncased model's tokenizer lower-cases and strips of accents ("anna muller" for "Anna
Müller"). For a model without casing and a text that fits one window the output is otherwise the parent's, token
for token (with ``aggregation_strategy="none"`` each token's ``word`` is the parent's too). transformers' own
"token-classification" task is left as it is; ``pipelines.pipeline("ner", model=...)`` builds this class, for
the suite's shipped model by default (``pipelines/pretrained/ner-conll2003``, LoRA adapters and the new layers
over the packaged all-MiniLM-L6-v2, see ``pipelines.adapters``) or any token-classification model with a fast
tokenizer, with ``aggregation_strategy="first"`` unless a call says otherwise: whole words, labelled as the model
was trained (first sub-token).

Example (runs once the shipped model exists; ``accelerate launch finetune/train_ner.py`` trains it):

    >>> import pipelines
    >>> ner = pipelines.pipeline("ner")  # doctest: +SKIP
    >>> ner("Angela Merkel met Emmanuel Macron in Paris.")  # doctest: +SKIP
    [{'entity_group': 'PER', 'score': 0.99, 'word': 'Angela Merkel', 'start': 0, 'end': 13}, ...]
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import numpy as np
import torch
from transformers import AutoModelForTokenClassification, PreTrainedModel
from transformers.pipelines.token_classification import AggregationStrategy, TokenClassificationPipeline

from .base import PRETRAINED, SuitePipeline, as_texts, given, length_sorted_batches
from .models.casing_tagger.casing import SPECIAL, casing_ids

TASK = "ner"
DEFAULT_MODEL = PRETRAINED / "ner-conll2003"
TRAIN_COMMAND = "accelerate launch finetune/train_ner.py --export-dir pipelines/pretrained/ner-conll2003"
DEFAULT_AGGREGATION = AggregationStrategy.FIRST
# Lone surrogates (text decoded with errors="surrogateescape") cannot cross into the Rust tokenizer.
# ``pipelines.text.clean_text`` would also fix them, but it changes lengths (CRLF, NFC) and the offsets must
# index the caller's text, so here each becomes U+FFFD, one character for one.
_SURROGATE = re.compile(r"[\ud800-\udfff]")


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


class NerPipeline(SuitePipeline, TokenClassificationPipeline):
    """Token classification over whole texts, with casing ids for models that take them.

    Built with ``model``, ``tokenizer`` (a fast one), ``device``, ``dtype`` and ``batch_size`` (windows
    per forward pass, default 8). Call options: ``aggregation_strategy`` (default "first") and
    ``ignore_labels`` as in transformers; ``stride`` (tokens shared by neighbouring windows, default a
    quarter of the window); ``is_split_into_words`` and ``delimiter`` (pre-split input, joined with the
    delimiter as transformers does).
    """

    task_name = TASK
    default_model = DEFAULT_MODEL
    train_command = TRAIN_COMMAND
    auto_class = AutoModelForTokenClassification

    def __init__(self, model: PreTrainedModel, tokenizer: Any = None, **kwargs: Any) -> None:
        super().__init__(model, tokenizer, **kwargs)
        if not self.tokenizer.is_fast:
            raise ValueError(
                "The NER pipeline needs a fast tokenizer (offsets and word ids): pass tokenizer=..."
            )
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
        preprocess = given(stride=stride, is_split_into_words=is_split_into_words, delimiter=delimiter)
        if isinstance(aggregation_strategy, str):
            aggregation_strategy = AggregationStrategy[aggregation_strategy.upper()]
        postprocess: dict[str, Any] = {"aggregation_strategy": aggregation_strategy or DEFAULT_AGGREGATION}
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
        aggregation_strategy: AggregationStrategy = DEFAULT_AGGREGATION,
        ignore_labels: list[str] | None = None,
    ) -> list[dict[str, Any]]:
        """The parent's aggregation, run once over the whole text's stitched labels, each entity's ``word`` as the
        text writes it.

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
        entities = [
            entity
            for entity in self.aggregate(pre_entities, aggregation_strategy)
            if entity.get("entity") not in ignore_labels and entity.get("entity_group") not in ignore_labels
        ]
        if aggregation_strategy != AggregationStrategy.NONE:
            for entity in entities:
                entity["word"] = encoded.text[entity["start"] : entity["end"]]
        return entities

    # ----------------------------------------------------------------------------------------------------------

    def __call__(
        self, inputs: Any, *args: Any, **options: Any
    ) -> list[dict[str, Any]] | list[list[dict[str, Any]]]:
        """Entities of a text (a list of dicts), or of each text of a list (a list of such lists).

        The windows of all texts are batched together, sorted by length, and empty texts never reach the
        model.
        """
        if args:
            raise TypeError("Pass NER options as keywords, e.g. ner(text, aggregation_strategy='first').")
        preprocess_params, _, postprocess_params = self.call_options(options)
        if preprocess_params.get("is_split_into_words"):
            texts, single = joined_words(inputs, preprocess_params.get("delimiter", " "))
        else:
            texts, single = as_texts(inputs, TASK)
        encoded = [self.preprocess(text, **preprocess_params) for text in texts]
        logits = self.label_windows(encoded)
        results = [
            self.postprocess(one, text_logits, **postprocess_params)
            for one, text_logits in zip(encoded, logits, strict=True)
        ]
        return results[0] if single else results

    def label_windows(self, encoded: list[EncodedText]) -> list[np.ndarray]:
        """Per text, the (tokens, labels) logits, each token's from the window that keeps it."""
        logits = [np.zeros((len(one.input_ids), self.model.config.num_labels), np.float32) for one in encoded]
        pieces = [(i, window) for i, one in enumerate(encoded) for window in one.windows if one.input_ids]
        for rows in length_sorted_batches(
            [window.end - window.start for _, window in pieces], self.batch_size
        ):
            batch = [pieces[row] for row in rows]
            output = self.forward(self._window_batch([(encoded[i], window) for i, window in batch]))["logits"]
            for row, (i, window) in enumerate(batch):
                kept = slice(
                    len(self._prefix) + window.keep_start - window.start,
                    len(self._prefix) + window.keep_end - window.start,
                )
                logits[i][window.keep_start : window.keep_end] = output[row, kept].numpy()
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


def joined_words(inputs: Any, delimiter: str = " ") -> tuple[list[str], bool]:
    """``(texts, single)`` of pre-split input (``is_split_into_words=True``): a list of words, or a list of
    such lists. Each text's words are joined with ``delimiter``, as transformers' pipeline does, and
    offsets index that joined text.

    Example:
        >>> joined_words(["Angela", "Merkel"])
        (['Angela Merkel'], True)
    """
    if isinstance(inputs, list | tuple) and all(isinstance(word, str) for word in inputs):
        return [delimiter.join(inputs)], True
    items = list(inputs) if isinstance(inputs, Iterable) and not isinstance(inputs, str | bytes) else [inputs]
    for index, words in enumerate(items):
        if not isinstance(words, list | tuple) or not all(isinstance(word, str) for word in words):
            raise TypeError(f"Input {index}: with is_split_into_words=True a text is a list of str words.")
    return [delimiter.join(words) for words in items], False


# ---------------------------------------------------------------------------------------------------------------
# Loading and registration
# ---------------------------------------------------------------------------------------------------------------


__all__ = [
    "EncodedText",
    "NerPipeline",
    "Window",
    "joined_words",
    "plan_windows",
]
