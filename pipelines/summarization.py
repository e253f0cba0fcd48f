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
paper), returned in document order:

    [{"summary_text": "...", "sentences": [{"text", "score", "index", "start", "end"}, ...]}]

``index`` is the sentence's position in the document; ``start``/``end`` are character offsets into the
cleaned text (``pipelines.text.clean_text``; for pre-split input, into the sentences joined by a space).
``return_all=True`` adds ``"all_sentences"``: every sentence with its score and whether it was chosen.

Example (runs once the shipped model exists; ``accelerate launch finetune/train_bertsum.py`` trains it):

    >>> import pipelines
    >>> summarize = pipelines.pipeline("summarization")  # doctest: +SKIP
    >>> summarize("First sentence. Second one. Third here. A fourth.", k=2)  # doctest: +SKIP
    [{'summary_text': 'First sentence. Third here.', 'sentences': [{'text': 'First sentence.', ...}, ...]}]
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import torch
from transformers import AutoModel, Pipeline, PreTrainedModel
from transformers.pipelines import PIPELINE_REGISTRY, REMOVED_TASKS

from .adapters import load_model
from .models.bertsum.processing_bertsum import encode_documents
from .precision import as_device, resolve_dtype
from .text import clean_text, split_sentences

TASKS = ("summarization", "extractive-summarization")
DEFAULT_MODEL = Path(__file__).resolve().parent / "pretrained" / "bertsum-aclsum"
TRAIN_COMMAND = "accelerate launch finetune/train_bertsum.py"
DEFAULT_K = 3
DEFAULT_BATCH_SIZE = 4  # documents per forward pass; a document is itself one or more 512-token windows
_WORD = re.compile(r"\w+")


class ModelNotShippedError(FileNotFoundError):
    """The suite's default summarization model has not been trained and exported yet."""


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


class SummarizationPipeline(Pipeline):
    """Score every sentence of each document with a BERTSUM model and return the best ones in order.

    Call options: ``k`` (sentences per summary, default 3), ``ratio`` (a share of the sentences instead),
    ``trigram_blocking`` (default True), ``return_all`` (every sentence's score too), ``batch_size``
    (documents per forward pass, default 4).
    """

    _load_tokenizer = True
    _load_processor = False
    _load_image_processor = False
    _load_feature_extractor = False
    _load_video_processor = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        requested = kwargs.get("dtype", kwargs.get("torch_dtype"))  # Pipeline.__init__ drops it
        super().__init__(*args, **kwargs)
        if not hasattr(self.model.config, "window_length"):
            raise ValueError(
                f"The summarization pipeline needs a BERTSUM model; {type(self.model).__name__} is not one."
            )
        if self.tokenizer is None:
            raise ValueError("The summarization pipeline needs a tokenizer: pass tokenizer=...")
        dtype = resolve_dtype(self.device, None if requested in (None, "auto") else requested)
        if self.model.dtype != dtype:
            self.model.to(dtype)

    def _sanitize_parameters(
        self,
        k: int | None = None,
        ratio: float | None = None,
        trigram_blocking: bool | None = None,
        return_all: bool | None = None,
    ) -> tuple[dict, dict, dict]:
        postprocess = {"k": k, "ratio": ratio, "trigram_blocking": trigram_blocking, "return_all": return_all}
        return {}, {}, {key: value for key, value in postprocess.items() if value is not None}

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

    def __call__(
        self, inputs: Any, *args: Any, batch_size: int | None = None, **kwargs: Any
    ) -> dict[str, Any] | list[dict[str, Any]]:
        """Summarize a document or a list of documents (see the module docstring for the output format).

        Replaces the base class's loop: documents become variable numbers of encoder windows, so they are
        batched here (sorted by length), and empty documents never reach the model.
        """
        if args:
            raise TypeError("Pass summarization options as keywords, e.g. pipe(text, k=3).")
        items, single = _as_documents(inputs)
        kwargs.pop("num_workers", None)
        _, _, postprocess_params = self._sanitize_parameters(**kwargs)
        postprocess_params = {**self._postprocess_params, **postprocess_params}
        summary_length(
            1, postprocess_params.get("k"), postprocess_params.get("ratio")
        )  # reject bad options early
        self.call_count += 1

        documents = [as_document(item, index) for index, item in enumerate(items)]
        scores = self.score_documents([sentences for sentences, _ in documents], batch_size)
        results = [
            self.postprocess(document, document_scores, **postprocess_params)
            for document, document_scores in zip(documents, scores, strict=True)
        ]
        return results[0] if single else results

    def score_documents(self, documents: list[list[str]], batch_size: int | None = None) -> list[list[float]]:
        """The probability that each sentence belongs in the summary, per document."""
        batch_size = batch_size or self._batch_size or DEFAULT_BATCH_SIZE
        scores: list[list[float]] = [[] for _ in documents]
        order = sorted((i for i, d in enumerate(documents) if d), key=lambda i: sum(map(len, documents[i])))
        for start in range(0, len(order), batch_size):
            chunk = order[start : start + batch_size]
            inputs = self.preprocess([documents[i] for i in chunk])
            with torch.inference_mode():
                probabilities = self._forward(self._ensure_tensor_on_device(inputs, device=self.device))
            for row, i in enumerate(chunk):
                scores[i] = probabilities["scores"][row, : len(documents[i])].tolist()
        return scores

    def save_pretrained(self, save_directory: str | os.PathLike, **kwargs: Any) -> None:
        """Save the model and tokenizer only (no ``custom_pipelines`` entry: ``pipelines.register()`` provides it)."""
        self.model.save_pretrained(save_directory, **kwargs)
        self.tokenizer.save_pretrained(save_directory, **kwargs)


# ---------------------------------------------------------------------------------------------------------------
# Loading
# ---------------------------------------------------------------------------------------------------------------


def shipped_model() -> Path:
    """The folder of the suite's summarizer; ``ModelNotShippedError`` if it has not been exported."""
    if not (DEFAULT_MODEL / "config.json").is_file():
        raise ModelNotShippedError(
            f"The default summarization model is not shipped yet: train it with `{TRAIN_COMMAND}` "
            f"(it exports to {DEFAULT_MODEL.relative_to(DEFAULT_MODEL.parents[2])}), or pass model= a BERTSUM folder."
        )
    return DEFAULT_MODEL


def build_pipeline(
    model: str | os.PathLike | PreTrainedModel | None = None,
    device: str | int | torch.device | None = None,
    dtype: str | torch.dtype | None = None,
    **kwargs: Any,
) -> SummarizationPipeline:
    """A ``SummarizationPipeline`` for ``model`` (a folder or a model; None: the shipped ACLSum model).

    ``device`` defaults to the first GPU, else the CPU; ``dtype`` to the precision policy's choice for it.
    ``kwargs`` go to ``transformers.pipeline`` (``tokenizer``, ``batch_size``, ``k``, ...).
    """
    from transformers import AutoTokenizer, pipeline

    if not isinstance(model, PreTrainedModel):
        folder = Path(model) if model is not None else shipped_model()
        model = load_model(folder, AutoModel)
        if "tokenizer" not in kwargs:
            has_tokenizer = (folder / "tokenizer_config.json").is_file()
            kwargs["tokenizer"] = AutoTokenizer.from_pretrained(
                folder if has_tokenizer else model.config.backbone
            )
    device = as_device(device)
    dtype = resolve_dtype(device, None if dtype == "auto" else dtype)
    return pipeline(TASKS[0], model=model, device=device, dtype=dtype, **kwargs)


def register_summarization_pipeline() -> None:
    """Add the pipeline to transformers' registry under both task names; safe to call twice."""
    for task in TASKS:
        REMOVED_TASKS.pop(task, None)  # transformers 5 lists "summarization" as removed and refuses it
        if PIPELINE_REGISTRY.supported_tasks.get(task, {}).get("impl") is not SummarizationPipeline:
            PIPELINE_REGISTRY.register_pipeline(
                task, pipeline_class=SummarizationPipeline, pt_model=AutoModel, type="text"
            )


__all__ = [
    "ModelNotShippedError",
    "SummarizationPipeline",
    "as_document",
    "build_pipeline",
    "select_sentences",
    "shipped_model",
    "summary_length",
    "trigrams",
]
