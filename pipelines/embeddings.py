"""Sentence embeddings shared by semantic search and clustering: the encoder, passages, whole-document vectors.

A sentence-transformers model reads at most ``max_seq_length`` tokens (256 for all-MiniLM-L6-v2, which was
trained on pairs of up to 128) and silently drops the rest. Long documents are therefore cut into
*passages*: runs of whole sentences (pysbd, see ``pipelines.text``) of at most ``max_tokens`` word pieces,
a sentence longer than that being halved at whitespace until it fits. Search scores a document by its best
passage; clustering represents a document by the mean of its passages' embeddings.

Example:
    >>> import pipelines
    >>> from pipelines.embeddings import embed_documents, load_encoder, split_passages
    >>> encoder = load_encoder()  # all-MiniLM-L6-v2, offline
    >>> [p.text for p in split_passages(["One sentence. Another one."], encoder.tokenizer, max_tokens=6)]
    ['One sentence.', 'Another one.']
    >>> embed_documents(encoder, ["A cat sat on the mat.", "Stocks fell sharply."]).shape
    (2, 384)
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from .offline import MINILM
from .text import Segment, clean_text, halve_to_fit, split_sentences

if TYPE_CHECKING:
    import torch
    from sentence_transformers import SentenceTransformer

DEFAULT_MODEL = MINILM
# Tokens per passage, special tokens included: the length all-MiniLM-L6-v2 was trained on. Longer passages
# cost no more per token but blur what a passage is about.
PASSAGE_TOKENS = 128
BATCH_SIZE = 64
PROGRESS_FROM = 256  # texts to encode before a progress bar is worth showing

_encoders: dict[tuple[str, str], SentenceTransformer] = {}
_encoders_lock = threading.Lock()


@dataclass(frozen=True)
class Passage:
    """A piece of a document that the model reads whole: ``text == document[start:end]``."""

    document: int  # position of the document in the list that was split
    start: int
    end: int
    text: str


def load_encoder(
    model: str | None = None, device: str | None = None, dtype: str | torch.dtype | None = None
) -> SentenceTransformer:
    """The ``SentenceTransformer`` for ``model`` (a Hub id or a folder; None: all-MiniLM-L6-v2), loaded once.

    ``dtype`` defaults to the precision policy's choice for ``device``. Every index and clustering pipeline
    of a process shares one copy per model, device and dtype.
    """
    from sentence_transformers import SentenceTransformer

    from .precision import as_device, resolve_dtype
    from .registration import register

    register()  # the packaged all-MiniLM-L6-v2 loadable by its Hub id
    model = model or DEFAULT_MODEL
    torch_device = as_device(device)
    torch_dtype = resolve_dtype(torch_device, dtype)
    key = (model, str(torch_device), str(torch_dtype))
    with _encoders_lock:  # two first requests of a demo must not load the model twice
        if key not in _encoders:
            # safetensors only: a pickled checkpoint can run code when it loads.
            encoder = SentenceTransformer(
                model, device=str(torch_device), model_kwargs={"use_safetensors": True}
            )
            _encoders[key] = encoder.to(torch_dtype)
    return _encoders[key]


def check_texts(texts: Any, what: str = "text") -> list[str]:
    """``texts`` (a str or a sequence of str) as a list of cleaned strings; TypeError for anything else."""
    if isinstance(texts, str):
        texts = [texts]
    if isinstance(texts, bytes | bytearray) or not isinstance(texts, Sequence):
        raise TypeError(
            f"expected a {what} (str) or a list of them, got {type(texts).__name__}; decode bytes first"
        )
    for text in texts:
        if not isinstance(text, str):
            raise TypeError(f"a {what} is a str, got {type(text).__name__}; decode bytes first")
    return [clean_text(text) for text in texts]


def listed(values: Sequence[Any], shown: int = 5) -> str:
    """The first few of ``values`` for an error message: ``0, 3, 7 and 12 more``."""
    more = f" and {len(values) - shown} more" if len(values) > shown else ""
    return ", ".join(repr(v) for v in values[:shown]) + more


def split_passages(texts: Sequence[str], tokenizer: Any, max_tokens: int = PASSAGE_TOKENS) -> list[Passage]:
    """Every text cut into passages of at most ``max_tokens`` tokens (special tokens included), in order.

    A text that fits is one passage, its stripped self, without sentence splitting (the common case for
    short texts, and the fast one). A text with nothing but whitespace has no passage.
    """
    budget = max_tokens - 2  # [CLS] and [SEP]
    stripped = [text.strip() for text in texts]
    # Every word is at least one token: a text of more words than the budget is not tokenized whole.
    short = [i for i, text in enumerate(stripped) if len(text.split()) <= budget]
    fits = {
        i
        for i, length in zip(short, _token_counts(tokenizer, [stripped[i] for i in short]), strict=True)
        if length <= budget
    }
    passages = []
    for document, text in enumerate(texts):
        start = len(text) - len(text.lstrip())
        if document not in fits:
            passages.extend(_pack(document, text, start, tokenizer, budget))
        elif stripped[document]:
            passages.append(Passage(document, start, start + len(stripped[document]), stripped[document]))
    return passages


def _token_counts(tokenizer: Any, texts: Sequence[str]) -> list[int]:
    if not texts:
        return []
    return [len(ids) for ids in tokenizer(list(texts), add_special_tokens=False, verbose=False)["input_ids"]]


def _pack(document: int, text: str, start: int, tokenizer: Any, budget: int) -> list[Passage]:
    """Consecutive sentences of ``text`` grouped greedily into passages of at most ``budget`` tokens."""

    def fits(piece: str) -> bool:
        # Cheap bounds first: halving a long run of text would otherwise tokenize all of it at every level.
        if len(piece) <= budget:
            return True  # every token covers at least one character
        return len(piece.split()) <= budget and _token_counts(tokenizer, [piece])[0] <= budget

    pieces: list[tuple[Segment, int]] = []
    sentences = split_sentences(text)
    for sentence, length in zip(
        sentences, _token_counts(tokenizer, [s.text for s in sentences]), strict=True
    ):
        if length <= budget:
            pieces.append((sentence, length))
        else:
            halves = halve_to_fit(sentence, fits)
            pieces.extend(zip(halves, _token_counts(tokenizer, [h.text for h in halves]), strict=True))
    # Offsets: separators and texts joined give back text.strip(), which begins at `start`.
    passages, cursor = [], start
    first = last = None  # character span of the passage being filled
    used = 0
    for piece, length in pieces:
        cursor += len(piece.separator)
        if first is not None and used + length > budget:
            passages.append(Passage(document, first, last, text[first:last]))
            first = None
        if first is None:
            first, used = cursor, 0
        cursor += len(piece.text)
        last, used = cursor, used + length
    if first is not None:
        passages.append(Passage(document, first, last, text[first:last]))
    return passages


def encode(
    encoder: SentenceTransformer,
    texts: Sequence[str],
    batch_size: int = BATCH_SIZE,
    progress: bool | None = None,
) -> np.ndarray:
    """Unit-length float32 embeddings of ``texts``, one row each (so a dot product is the cosine).

    ``progress`` shows a tqdm bar (Gradio's ``Progress(track_tqdm=True)`` follows it); None shows one from
    ``PROGRESS_FROM`` texts on.
    """
    if not texts:
        return np.zeros((0, encoder.get_embedding_dimension()), dtype=np.float32)
    show = len(texts) >= PROGRESS_FROM if progress is None else progress
    vectors = encoder.encode(
        list(texts),
        batch_size=batch_size,
        normalize_embeddings=True,
        show_progress_bar=show,
        convert_to_numpy=True,
    )
    return np.ascontiguousarray(vectors, dtype=np.float32)


def embed_documents(
    encoder: SentenceTransformer,
    texts: Sequence[str],
    max_tokens: int = PASSAGE_TOKENS,
    batch_size: int = BATCH_SIZE,
    progress: bool | None = None,
) -> np.ndarray:
    """One unit-length vector per text: the mean of its passages' embeddings, so all of a long text counts.

    A text with no content gets the zero vector.
    """
    texts = check_texts(texts)
    passages = split_passages(texts, encoder.tokenizer, max_tokens)
    vectors = encode(encoder, [p.text for p in passages], batch_size, progress)
    documents = np.zeros((len(texts), vectors.shape[1]), dtype=np.float32)
    np.add.at(documents, [p.document for p in passages], vectors)
    norms = np.linalg.norm(documents, axis=1, keepdims=True)
    return documents / np.maximum(norms, 1e-12)
