"""Extractive summarization with BERTSUM: ``SummarizationPipeline`` and its helpers.

transformers 5 dropped its "summarization" task; ``pipelines.register()`` registers this pipeline under that
name and under "extractive-summarization". Both entry points build it:

- ``pipelines.pipeline("summarization")``: the suite's shipped model (``pipelines/pretrained/bertsum-aclsum``,
  a LoRA adapter and the BERTSUM layers over the packaged all-MiniLM-L6-v2; see ``pipelines.adapters``);
- ``transformers.pipeline("summarization", model=folder_or_model, tokenizer=...)`` after
  ``pipelines.register()``: any BERTSUM model.

A document is a string (cleaned, then split into sentences by pysbd) or ``{"sentences": [...]}`` when it is
already split. Each sentence is scored; the summary is the ``k`` best (or ``ratio`` of the sentences), with
trigram blocking (a candidate that shares a word trigram with a chosen sentence is skipped, §4.3 of the
paper), returned in document order. One document gives one result, a list of documents a list of them:

    {"summary_text": "...", "sentences": [{"text", "score", "index", "start", "end"}, ...]}

``index`` is the sentence's position in the document; ``start``/``end`` are character offsets into the
cleaned text (``pipelines.text.clean_text``; for pre-split input, into the sentences joined by a space).
``return_all=True`` adds ``"all_sentences"``: every sentence with its score and whether it was chosen.

Example (runs once the shipped model exists; ``accelerate launch finetune/train_bertsum.py`` trains it):

    >>> import pipelines
    >>> summarize = pipelines.pipeline("summarization")  # doctest: +SKIP
    >>> summarize("First sentence. Second one. Third here. A fourth.", k=2)  # doctest: +SKIP
    {'summary_text': 'First sentence. Third here.', 'sentences': [{'text': 'First sentence.', ...}, ...]}
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from typing import Any

import torch
from transformers import AutoModel, PreTrainedModel
from transformers.pipelines import PIPELINE_REGISTRY, REMOVED_TASKS

from .base import PRETRAINED, SuitePipeline, given, length_sorted_batches
from .models.bertsum.processing_bertsum import encode_documents
from .text import clean_text, split_sentences

TASKS = ("summarization", "extractive-summarization")
DEFAULT_MODEL = PRETRAINED / "bertsum-aclsum"
TRAIN_COMMAND = "accelerate launch finetune/train_bertsum.py"
DEFAULT_K = 3
_WORD = re.compile(r"\w+")


# ---------------------------------------------------------------------------------------------------------------
# Choosing sentences
# ---------------------------------------------------------------------------------------------------------------


def trigrams(text: str) -> set[tuple[str, ...]]:
    """The lower-cased word trigrams of ``text``."""
    words = _WORD.findall(text.lower())
    return {tuple(words[i : i + 3]) for i in range(len(words) - 2)}


def select_sentences(
    sentences: Sequence[str], scores: Sequence[float], k: int, trigram_blocking: bool = True
) -> list[int]:
    """Indices of the summary, in document order: the best-scored sentences, at most ``k`` of them.

    With trigram blocking a sentence sharing a trigram with one already chosen is skipped: BERTSUM scores
    sentences independently, so near-duplicates would otherwise crowd the summary.
    """
    chosen: list[int] = []
    seen: set[tuple[str, ...]] = set()
    for index in sorted(range(len(sentences)), key=lambda i: -scores[i]):
        if len(chosen) == k:
            break
        grams = trigrams(sentences[index])
        if trigram_blocking and grams & seen:
            continue
        chosen.append(index)
        seen |= grams
    return sorted(chosen)


def summary_length(num_sentences: int, k: int | None, ratio: float | None) -> int:
    """How many sentences to pick: ``ratio`` of the document (at least one) if given, else ``k``."""
    if ratio is not None:
        if not 0 < ratio <= 1:
            raise ValueError(f"ratio must be in (0, 1], got {ratio}.")
        return max(1, math.ceil(ratio * num_sentences)) if num_sentences else 0
    k = DEFAULT_K if k is None else k
    if k < 1:
        raise ValueError(f"k must be at least 1, got {k}.")
    return k


# ---------------------------------------------------------------------------------------------------------------
# Documents
# ---------------------------------------------------------------------------------------------------------------


def as_document(item: Any, index: int = 0) -> tuple[list[str], list[tuple[int, int]]]:
    """``(sentences, spans)`` of one input: a text to split, or ``{"sentences": [...]}`` already split."""
    if isinstance(item, str):
        text = clean_text(item)
        sentences, spans, cursor = [], [], 0
        for segment in split_sentences(text.strip()):
            start = text.index(segment.text, cursor)
            sentences.append(segment.text)
            spans.append((start, start + len(segment.text)))
            cursor = start + len(segment.text)
        return sentences, spans
    if isinstance(item, dict) and "sentences" in item:
        sentences = [clean_text(str(s)).strip() for s in item["sentences"]]
        sentences = [s for s in sentences if s]
        spans, cursor = [], 0
        for sentence in sentences:
            spans.append((cursor, cursor + len(sentence)))
            cursor += len(sentence) + 1
        return sentences, spans
    if isinstance(item, bytes | bytearray):
        raise TypeError(
            "The summarization pipeline takes text: decode bytes first, e.g. data.decode('utf-8')."
        )
    raise TypeError(
        f"Input {index} is a {type(item).__name__}; a document is a str or a dict with a 'sentences' list."
    )


def _as_documents(inputs: Any) -> tuple[list[Any], bool]:
    """``(documents, single)``: the inputs as a list, and whether one document was passed."""
    if isinstance(inputs, str | dict | bytes | bytearray):
        return [inputs], True
    if isinstance(inputs, Iterable):
        return list(inputs), False
    raise TypeError(
        f"The summarization pipeline takes a str, a dict or a list of them, not {type(inputs).__name__}."
    )


# ---------------------------------------------------------------------------------------------------------------
# The pipeline
# ---------------------------------------------------------------------------------------------------------------


class SummarizationPipeline(SuitePipeline):
    """Score every sentence of each document with a BERTSUM model and return the best ones in order.

    Built with ``model``, ``tokenizer``, ``device``, ``dtype`` and ``batch_size`` (documents per forward
    pass, default 4; a document is itself one or more 512-token windows). Call options: ``k`` (sentences
    per summary, default 3), ``ratio`` (a share of the sentences instead), ``trigram_blocking`` (default
    True), ``return_all`` (every sentence's score too).
    """

    task_name = TASKS[0]
    default_model = DEFAULT_MODEL
    train_command = TRAIN_COMMAND
    auto_class = AutoModel
    default_batch_size = 4

    def __init__(self, model: PreTrainedModel, tokenizer: Any = None, **kwargs: Any) -> None:
        super().__init__(model, tokenizer, **kwargs)
        if not hasattr(self.model.config, "window_length"):
            raise ValueError(
                f"The summarization pipeline needs a BERTSUM model; {type(self.model).__name__} is not one."
            )

    def _sanitize_parameters(
        self,
        k: int | None = None,
        ratio: float | None = None,
        trigram_blocking: bool | None = None,
        return_all: bool | None = None,
    ) -> tuple[dict, dict, dict]:
        return {}, {}, given(k=k, ratio=ratio, trigram_blocking=trigram_blocking, return_all=return_all)

    def preprocess(self, documents: list[list[str]]) -> dict[str, torch.Tensor]:
        """Encoder windows, ``[CLS]`` positions and sentence masks for a batch of split documents."""
        return dict(encode_documents(self.tokenizer, documents, self.model.config.window_length))

    def _forward(self, model_inputs: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
        return {"scores": torch.sigmoid(self.model(**model_inputs).logits.float())}

    def postprocess(
        self,
        document: tuple[list[str], list[tuple[int, int]]],
        scores: list[float],
        k: int | None = None,
        ratio: float | None = None,
        trigram_blocking: bool = True,
        return_all: bool = False,
    ) -> dict[str, Any]:
        sentences, spans = document
        chosen = select_sentences(
            sentences, scores, summary_length(len(sentences), k, ratio), trigram_blocking
        )
        described = [
            {"text": text, "score": round(score, 4), "index": i, "start": start, "end": end}
            for i, (text, score, (start, end)) in enumerate(zip(sentences, scores, spans, strict=True))
        ]
        result: dict[str, Any] = {
            "summary_text": " ".join(sentences[i] for i in chosen),
            "sentences": [described[i] for i in chosen],
        }
        if return_all:
            picked = set(chosen)
            result["all_sentences"] = [entry | {"selected": entry["index"] in picked} for entry in described]
        return result

    def __call__(self, inputs: Any, *args: Any, **options: Any) -> dict[str, Any] | list[dict[str, Any]]:
        """Summarize a document (one dict) or a list of documents (a list of dicts); see the module docstring.

        Documents become variable numbers of encoder windows, so they are batched here, sorted by length,
        and empty documents never reach the model.
        """
        if args:
            raise TypeError("Pass summarization options as keywords, e.g. pipe(text, k=3).")
        items, single = _as_documents(inputs)
        _, _, postprocess_params = self.call_options(options)
        summary_length(
            1, postprocess_params.get("k"), postprocess_params.get("ratio")
        )  # bad options fail early
        documents = [as_document(item, index) for index, item in enumerate(items)]
        scores = self.score_documents([sentences for sentences, _ in documents])
        results = [
            self.postprocess(document, document_scores, **postprocess_params)
            for document, document_scores in zip(documents, scores, strict=True)
        ]
        return results[0] if single else results

    def score_documents(self, documents: list[list[str]]) -> list[list[float]]:
        """The probability that each sentence belongs in the summary, per document."""
        scores: list[list[float]] = [[] for _ in documents]
        kept = [i for i, document in enumerate(documents) if document]
        lengths = [sum(map(len, documents[i])) for i in kept]
        for rows in length_sorted_batches(lengths, self.batch_size):
            chunk = [kept[row] for row in rows]
            probabilities = self.forward(self.preprocess([documents[i] for i in chunk]))["scores"]
            for row, i in enumerate(chunk):
                scores[i] = probabilities[row, : len(documents[i])].tolist()
        return scores


# ---------------------------------------------------------------------------------------------------------------
# Loading
# ---------------------------------------------------------------------------------------------------------------


def register_summarization_pipeline() -> None:
    """Add the pipeline to transformers' registry under both task names; safe to call twice."""
    for task in TASKS:
        REMOVED_TASKS.pop(task, None)  # transformers 5 lists "summarization" as removed and refuses it
        if PIPELINE_REGISTRY.supported_tasks.get(task, {}).get("impl") is not SummarizationPipeline:
            PIPELINE_REGISTRY.register_pipeline(
                task, pipeline_class=SummarizationPipeline, pt_model=AutoModel, type="text"
            )


__all__ = [
    "SummarizationPipeline",
    "as_document",
    "select_sentences",
    "summary_length",
    "trigrams",
]
