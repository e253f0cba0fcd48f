"""Semantic search: an index of documents, searched by meaning (dense), by words (BM25) or by both (hybrid).

``pipelines.pipeline("semantic-search")`` returns an empty ``SemanticSearchIndex`` on all-MiniLM-L6-v2:

    >>> import pipelines
    >>> index = pipelines.pipeline("semantic-search")
    >>> index.add(["The cat sat on the mat.", "Stock markets fell on Monday."], ids=["cat", "stocks"])
    ['cat', 'stocks']
    >>> [hit["id"] for hit in index.search("shares dropped", top_k=1)]
    ['stocks']
    >>> index.save("my-index")  # doctest: +SKIP
    >>> index = pipelines.search.SemanticSearchIndex.load("my-index")  # doctest: +SKIP

Documents longer than a passage (``max_tokens``, 128 word pieces by default) are cut into passages of whole
sentences (``pipelines.embeddings.split_passages``); a document scores as its best passage, and each hit
names that passage: ``{"id", "score", "text" (the passage), "passage" (its number in the document),
"start", "end" (its characters in the document), "metadata" (when the document has some)}``.

Dense search is exact (cosine, a matrix product) up to ``FAISS_FROM`` passages and a FAISS HNSW graph from
there (``backend="faiss"`` or ``"exact"`` forces either). ``mode="hybrid"`` fuses the dense ranking with
BM25 (bm25s): by default a weighted sum of the cosine and the BM25 score scaled by the query's best one
(``fusion="weighted"``), or reciprocal rank fusion (``fusion="rrf"``). ``tests/benchmarks/bench_search.py``
measures all of these.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from .embeddings import (
    BATCH_SIZE,
    DEFAULT_MODEL,
    PASSAGE_TOKENS,
    check_texts,
    encode,
    listed,
    load_encoder,
    split_passages,
)

if TYPE_CHECKING:
    import torch

DocumentId = str | int
MODES = ("dense", "bm25", "hybrid")
FUSIONS = ("rrf", "weighted")
BACKENDS = ("auto", "exact", "faiss")
# Passages from which "auto" searches a FAISS graph: below it exact search is a matrix product that takes a
# few milliseconds per query on a CPU and returns the true top k.
FAISS_FROM = 200_000
HNSW_NEIGHBOURS = 32  # links per node: more means better recall, more memory and slower building
HNSW_EF_SEARCH = 128  # candidates explored per query
CANDIDATES = 100  # documents that each ranking contributes to hybrid fusion
RRF_K = 60  # reciprocal rank fusion constant (Cormack et al., 2009)
# Weight of the cosine in weighted fusion; BM25, scaled by the query's best BM25 score, gets the rest. Chosen
# on 500 Bible queries per query set kept apart from the benchmark's: it beat reciprocal rank fusion there.
DENSE_WEIGHT = 0.7
QUERY_CHUNK = 256  # queries per matrix product: bounds memory at QUERY_CHUNK × passages floats
FORMAT = 1
_FILES = ("index.json", "documents.jsonl", "passages.npy", "embeddings.npy")


class ModelMismatchError(ValueError):
    """A saved index was opened with a model other than the one that built it."""


class SemanticSearchIndex:
    """Documents, their passages' embeddings, and the rankings that search them.

    Args:
        model: Hub id or folder of a sentence-transformers model (None: all-MiniLM-L6-v2).
        device: where the model runs (None: the first GPU, else the CPU).
        dtype: the model's dtype (None: the precision policy's choice for the device).
        max_tokens: tokens per passage, special tokens included, at most the model's ``max_seq_length``.
        backend: dense search by "exact" cosine, a "faiss" HNSW graph, or "auto" (FAISS from ``FAISS_FROM``
            passages).
        batch_size: texts per forward pass when encoding.
    """

    def __init__(
        self,
        model: str | None = None,
        *,
        device: str | None = None,
        dtype: str | torch.dtype | None = None,
        max_tokens: int = PASSAGE_TOKENS,
        backend: str = "auto",
        batch_size: int = BATCH_SIZE,
    ) -> None:
        _check_choice("backend", backend, BACKENDS)
        self.model = model or DEFAULT_MODEL
        self.encoder = load_encoder(self.model, device, dtype)
        if not 8 <= max_tokens <= self.encoder.max_seq_length:
            raise ValueError(f"max_tokens must be between 8 and the model's {self.encoder.max_seq_length}")
        self.max_tokens, self.backend = max_tokens, backend
        self.batch_size = batch_size
        self._ids: list[DocumentId] = []
        self._texts: list[str] = []
        self._metadata: list[dict[str, Any] | None] = []
        self._positions: dict[DocumentId, int] = {}
        # Passages of one document are consecutive, in document order: a row is (document, start, end).
        self._passages = np.zeros((0, 3), dtype=np.int64)
        self._embeddings = np.zeros((0, self.encoder.get_embedding_dimension()), dtype=np.float32)
        self._lock = threading.Lock()  # guards the lazily built FAISS and BM25 indexes
        self._faiss: Any = None
        self._bm25: Any = None
        self._first: np.ndarray | None = None  # row of each document's first passage, computed when needed

    # -----------------------------------------------------------------------------------------------------------
    # The collection
    # -----------------------------------------------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self._ids)

    def __contains__(self, id: object) -> bool:
        return id in self._positions

    @property
    def ids(self) -> list[DocumentId]:
        """The documents' ids, in the order they were added."""
        return list(self._ids)

    @property
    def num_passages(self) -> int:
        return len(self._passages)

    def add(
        self,
        texts: str | Sequence[str],
        ids: Sequence[DocumentId] | None = None,
        metadata: dict[str, Any] | Sequence[dict[str, Any] | None] | None = None,
        progress: bool | None = None,
    ) -> list[DocumentId]:
        """Split, encode and add documents; return their ids.

        ``ids`` are strings or integers, new to the index and unique (None: the next free integers).
        ``metadata`` is one JSON-serialisable dict per document (a dict alone for a single text), returned
        with its hits. Nothing is added if any document is refused. ``progress`` shows a bar (None: for
        large batches).
        """
        single = isinstance(texts, str)
        texts = check_texts(texts, "document")
        ids = self._new_ids(len(texts), ids)
        if single and isinstance(metadata, dict):
            metadata = [metadata]
        metadata = list(metadata) if metadata is not None else [None] * len(texts)
        if len(metadata) != len(texts):
            raise ValueError(f"{len(metadata)} metadata entries for {len(texts)} documents")
        for id, meta in zip(ids, metadata, strict=True):
            if meta is not None and not isinstance(meta, dict):
                raise TypeError(f"metadata of document {id!r} must be a dict, got {type(meta).__name__}")
            json.dumps(meta)  # fails now, not when the index is saved
        empty = [id for id, text in zip(ids, texts, strict=True) if not text.strip()]
        if empty:
            raise ValueError(f"documents {listed(empty)} have no text to search")

        passages = split_passages(texts, self.encoder.tokenizer, self.max_tokens)
        vectors = encode(self.encoder, [p.text for p in passages], self.batch_size, progress)
        offset = len(self._ids)
        rows = np.array([(offset + p.document, p.start, p.end) for p in passages], dtype=np.int64)
        with self._lock:
            self._positions.update({id: offset + i for i, id in enumerate(ids)})
            self._ids.extend(ids)
            self._texts.extend(texts)
            self._metadata.extend(metadata)
            self._passages = np.concatenate([self._passages, rows.reshape(-1, 3)])
            self._embeddings = np.concatenate([self._embeddings, vectors])
            if self._faiss is not None:
                self._faiss.add(vectors)  # an HNSW graph grows; only removal forces a rebuild
            self._bm25 = self._first = None
        return ids

    def _new_ids(self, count: int, ids: Sequence[DocumentId] | None) -> list[DocumentId]:
        if ids is None:
            start = max((i + 1 for i in self._ids if isinstance(i, int)), default=0)
            return list(range(start, start + count))
        ids = [ids] if isinstance(ids, str | int) else list(ids)
        if len(ids) != count:
            raise ValueError(f"{len(ids)} ids for {count} documents")
        for id in ids:
            # bool is an int subclass, and True == 1 would collide with document 1.
            if not isinstance(id, str | int) or isinstance(id, bool):
                raise TypeError(f"an id is a str or an int, got {id!r}")
        seen: set[DocumentId] = set()
        repeated = [id for id in ids if id in seen or seen.add(id)]
        if repeated:
            raise ValueError(f"ids {listed(repeated)} are given more than once")
        taken = [id for id in ids if id in self._positions]
        if taken:
            raise ValueError(
                f"ids {listed(taken)} are already in the index; remove them first to replace them"
            )
        return ids

    def remove(self, ids: DocumentId | Sequence[DocumentId]) -> None:
        """Remove documents by id; KeyError (and nothing removed) if any id is not in the index."""
        ids = [ids] if isinstance(ids, str | int) else list(ids)
        missing = [id for id in ids if id not in self._positions]
        if missing:
            raise KeyError(f"ids {listed(missing)} are not in the index")
        keep = np.ones(len(self._ids), dtype=bool)
        keep[[self._positions[id] for id in ids]] = False
        new_position = np.cumsum(keep) - 1
        rows = keep[self._passages[:, 0]]
        with self._lock:
            self._ids = [id for id, kept in zip(self._ids, keep, strict=True) if kept]
            self._texts = [text for text, kept in zip(self._texts, keep, strict=True) if kept]
            self._metadata = [meta for meta, kept in zip(self._metadata, keep, strict=True) if kept]
            self._positions = {id: i for i, id in enumerate(self._ids)}
            self._passages = self._passages[rows]
            self._passages[:, 0] = new_position[self._passages[:, 0]]
            self._embeddings = self._embeddings[rows]
            self._faiss = self._bm25 = self._first = None

    # -----------------------------------------------------------------------------------------------------------
    # Search
    # -----------------------------------------------------------------------------------------------------------

    def search(
        self,
        queries: str | Sequence[str],
        top_k: int = 10,
        mode: str = "dense",
        fusion: str = "weighted",
        progress: bool | None = None,
    ) -> list[dict[str, Any]] | list[list[dict[str, Any]]]:
        """The ``top_k`` best documents for a query (a list of hits), or for each of a list of queries.

        ``mode`` ranks by meaning ("dense"), by words ("bm25") or by both ("hybrid"), which ``fusion``
        combines by scores ("weighted") or by reciprocal ranks ("rrf"). An empty query, or an empty index,
        finds nothing. A query longer than the model's window is cut (queries are meant to be short).
        """
        single = isinstance(queries, str)
        queries = check_texts(queries, "query")
        mode = _check_choice("mode", mode, MODES)
        fusion = _check_choice("fusion", fusion, FUSIONS)
        if not isinstance(top_k, int) or top_k < 1:
            raise ValueError(f"top_k must be a positive integer, got {top_k!r}")
        asked = [i for i, query in enumerate(queries) if query.strip()]
        results: list[list[dict[str, Any]]] = [[] for _ in queries]
        if asked and self._ids:
            texts = [queries[i] for i in asked]
            if mode == "bm25":
                ranked = [self._bm25_ranking(self._bm25_scores(text), top_k) for text in texts]
            else:
                vectors = encode(self.encoder, texts, self.batch_size, progress)
                depth = top_k if mode == "dense" else max(top_k, CANDIDATES)
                ranked = self._dense_rankings(vectors, depth)
                if mode == "hybrid":
                    ranked = [
                        self._fuse(vector, dense, self._bm25_scores(text), top_k, fusion)
                        for vector, dense, text in zip(vectors, ranked, texts, strict=True)
                    ]
            for i, hits in zip(asked, ranked, strict=True):
                results[i] = [self._hit(document, score, passage) for document, score, passage in hits]
        return results[0] if single else results

    def _hit(self, document: int, score: float, passage: int) -> dict[str, Any]:
        _, start, end = self._passages[passage]
        first = self._first_passages()[document]
        hit = {
            "id": self._ids[document],
            "score": float(score),
            "text": self._texts[document][start:end],
            "passage": int(passage - first),
            "start": int(start),
            "end": int(end),
        }
        if self._metadata[document] is not None:
            hit["metadata"] = self._metadata[document]
        return hit

    def _first_passages(self) -> np.ndarray:
        """Row of each document's first passage (passages are grouped by document, in order)."""
        first = self._first  # read once: another thread may reset it
        if first is None:
            first = self._first = np.searchsorted(self._passages[:, 0], np.arange(len(self._ids)))
        return first

    def _best_per_document(self, passage_scores: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Each document's best passage score and that passage's row, for rows of passage scores."""
        if len(self._passages) == len(self._ids):  # one passage each: nothing to reduce
            rows = np.broadcast_to(np.arange(len(self._ids)), passage_scores.shape)
            return passage_scores, rows
        first = self._first_passages()
        best = np.maximum.reduceat(passage_scores, first, axis=-1)
        # The best passage's row: the first row of the document whose score equals the maximum.
        document = self._passages[:, 0]
        is_best = passage_scores == best[..., document]
        candidates = np.where(is_best, np.arange(len(document)), len(document))
        return best, np.minimum.reduceat(candidates, first, axis=-1)

    def _dense_rankings(self, vectors: np.ndarray, depth: int) -> list[list[tuple[int, float, int]]]:
        """Per query, the best ``depth`` documents as (document, cosine, passage row), best first."""
        if self._use_faiss():
            return self._faiss_rankings(vectors, depth)
        rankings = []
        for chunk in range(0, len(vectors), QUERY_CHUNK):
            scores, rows = self._best_per_document(vectors[chunk : chunk + QUERY_CHUNK] @ self._embeddings.T)
            for query_scores, query_rows in zip(scores, rows, strict=True):
                top = _top(query_scores, depth)
                rankings.append([(int(d), float(query_scores[d]), int(query_rows[d])) for d in top])
        return rankings

    def _use_faiss(self) -> bool:
        return self.backend == "faiss" or (self.backend == "auto" and len(self._passages) >= FAISS_FROM)

    def _faiss_rankings(self, vectors: np.ndarray, depth: int) -> list[list[tuple[int, float, int]]]:
        index = self._faiss_index()
        depth = min(depth, len(self._ids))
        passages = min(len(self._passages), depth * 2)
        while True:
            # Several hits may be passages of one document: ask for more until `depth` documents turn up.
            scores, rows = index.search(vectors, passages)
            rankings = [
                _distinct_documents(self._passages[:, 0], s, r, depth)
                for s, r in zip(scores, rows, strict=True)
            ]
            if passages == len(self._passages) or all(len(r) == depth for r in rankings):
                return rankings
            passages = min(len(self._passages), passages * 4)

    def _faiss_index(self) -> Any:
        with self._lock:
            if self._faiss is None:
                import faiss

                index = faiss.IndexHNSWFlat(
                    self._embeddings.shape[1], HNSW_NEIGHBOURS, faiss.METRIC_INNER_PRODUCT
                )
                index.hnsw.efSearch = HNSW_EF_SEARCH
                index.add(self._embeddings)
                self._faiss = index
            return self._faiss

    def _bm25_scores(self, query: str) -> np.ndarray:
        """BM25 score of every passage for ``query`` (zeros when none of its words is in the index)."""
        import bm25s

        retriever = self._bm25_index()
        tokens = bm25s.tokenize([query], stopwords="en", return_ids=False, show_progress=False)[0]
        ids = retriever.get_tokens_ids(tokens) if retriever is not None else []
        if not ids:
            return np.zeros(len(self._passages), dtype=np.float32)
        return retriever.get_scores_from_ids(ids)

    def _bm25_index(self) -> Any | None:
        """The passages' BM25 index, built on first use; None if they hold no word BM25 can match."""
        with self._lock:
            if self._bm25 is None:
                import bm25s

                texts = [self._texts[d][start:end] for d, start, end in self._passages]
                tokens = bm25s.tokenize(texts, stopwords="en", return_ids=False, show_progress=False)
                if not any(tokens):  # only stop words and punctuation, e.g. a collection of "a"
                    return None
                retriever = bm25s.BM25()
                retriever.index(tokens, show_progress=False)
                self._bm25 = retriever
            return self._bm25

    def _bm25_ranking(self, passage_scores: np.ndarray, depth: int) -> list[tuple[int, float, int]]:
        scores, rows = self._best_per_document(passage_scores)
        # A document without any query word is no hit, whatever its rank.
        return [(int(d), float(scores[d]), int(rows[d])) for d in _top(scores, depth) if scores[d] > 0]

    def _fuse(
        self,
        vector: np.ndarray,
        dense: list[tuple[int, float, int]],
        bm25_passages: np.ndarray,
        top_k: int,
        fusion: str,
    ) -> list[tuple[int, float, int]]:
        """The dense and BM25 rankings of one query fused into one, named by the dense best passage."""
        bm25 = self._bm25_ranking(bm25_passages, len(dense))
        if fusion == "rrf":
            fused: dict[int, float] = {}
            for ranking in (dense, bm25):
                for rank, (document, _, _) in enumerate(ranking, start=1):
                    fused[document] = fused.get(document, 0.0) + 1.0 / (RRF_K + rank)
        else:
            bm25_scores, _ = self._best_per_document(bm25_passages)
            top_bm25 = max(float(bm25_scores.max()), 1e-9)
            candidates = {document for document, _, _ in dense} | {document for document, _, _ in bm25}
            cosines = self._dense_scores(vector, sorted(candidates))
            fused = {
                d: DENSE_WEIGHT * cosines[d][0] + (1 - DENSE_WEIGHT) * float(bm25_scores[d]) / top_bm25
                for d in candidates
            }
        best_passage = {document: row for document, _, row in bm25}
        best_passage.update({document: row for document, _, row in dense})
        order = sorted(fused, key=lambda d: -fused[d])[:top_k]
        return [(d, fused[d], best_passage[d]) for d in order]

    def _dense_scores(self, vector: np.ndarray, documents: list[int]) -> dict[int, tuple[float, int]]:
        """Exact cosine of the best passage of each of ``documents``, with that passage's row."""
        first = self._first_passages()
        ends = np.append(first[1:], len(self._passages))
        scores = {}
        for document in documents:
            rows = np.arange(first[document], ends[document])
            cosines = self._embeddings[rows] @ vector
            scores[document] = (float(cosines.max()), int(rows[cosines.argmax()]))
        return scores

    # -----------------------------------------------------------------------------------------------------------
    # Saving and loading
    # -----------------------------------------------------------------------------------------------------------

    def save(self, path: str | os.PathLike) -> None:
        """Write the index to folder ``path`` (created or overwritten): settings, documents, embeddings.

        ``index.json`` names the model that built it; it is written last, so a folder whose writing was
        interrupted has none and is not mistaken for an index.
        """
        folder = Path(path)
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "index.json").unlink(missing_ok=True)
        with open(folder / "documents.jsonl", "w", encoding="utf-8") as file:
            for id, text, meta in zip(self._ids, self._texts, self._metadata, strict=True):
                file.write(json.dumps({"id": id, "text": text, "metadata": meta}, ensure_ascii=False) + "\n")
        np.save(folder / "passages.npy", self._passages)
        np.save(folder / "embeddings.npy", self._embeddings)
        settings = {
            "format": FORMAT,
            "model": self.model,
            "dimension": int(self._embeddings.shape[1]),
            "max_tokens": self.max_tokens,
            "backend": self.backend,
            "documents": len(self._ids),
            "passages": len(self._passages),
        }
        (folder / "index.json").write_text(json.dumps(settings, indent=2) + "\n", encoding="utf-8")

    @classmethod
    def load(
        cls,
        path: str | os.PathLike,
        model: str | None = None,
        device: str | None = None,
        dtype: str | torch.dtype | None = None,
    ) -> SemanticSearchIndex:
        """The index saved in folder ``path``, on the model that built it.

        ``model``, when given, must be that model: embeddings of different models are not comparable, so
        another one raises ``ModelMismatchError`` (before loading any weights).
        """
        folder = Path(path)
        missing = [name for name in _FILES if not (folder / name).is_file()]
        if missing:
            raise FileNotFoundError(f"{folder} is not a saved search index (missing {', '.join(missing)})")
        settings = json.loads((folder / "index.json").read_text(encoding="utf-8"))
        if settings.get("format") != FORMAT:
            raise ValueError(
                f"{folder} has index format {settings.get('format')!r}; this version reads {FORMAT}"
            )
        if model is not None and model != settings["model"]:
            raise ModelMismatchError(
                f"{folder} was built with {settings['model']!r} and cannot be searched with {model!r}: "
                "embeddings of different models are not comparable. Load it without model= to use "
                f"{settings['model']!r}, or build a new index with {model!r}."
            )
        index = cls(
            settings["model"],
            device=device,
            dtype=dtype,
            max_tokens=settings["max_tokens"],
            backend=settings["backend"],
        )
        embeddings = np.load(folder / "embeddings.npy", allow_pickle=False)
        if embeddings.shape[1] != index._embeddings.shape[1]:
            raise ModelMismatchError(
                f"{folder} holds {embeddings.shape[1]}-dimensional embeddings; {settings['model']!r} "
                f"now gives {index._embeddings.shape[1]}"
            )
        with open(folder / "documents.jsonl", encoding="utf-8") as file:
            documents = [json.loads(line) for line in file]
        index._ids = [document["id"] for document in documents]
        index._texts = [document["text"] for document in documents]
        index._metadata = [document["metadata"] for document in documents]
        index._positions = {id: i for i, id in enumerate(index._ids)}
        index._passages = np.load(folder / "passages.npy", allow_pickle=False)
        index._embeddings = embeddings
        return index


def _check_choice(name: str, value: str, choices: tuple[str, ...]) -> str:
    if value not in choices:
        raise ValueError(f"{name} must be one of {', '.join(choices)}; got {value!r}")
    return value


def _top(scores: np.ndarray, k: int) -> np.ndarray:
    """Indices of the ``k`` highest scores, highest first (argpartition: linear, not a full sort)."""
    k = min(k, len(scores))
    top = np.argpartition(-scores, k - 1)[:k]
    return top[np.argsort(-scores[top], kind="stable")]


def _distinct_documents(
    passage_document: np.ndarray, scores: np.ndarray, rows: np.ndarray, depth: int
) -> list[tuple[int, float, int]]:
    """The first ``depth`` distinct documents of a ranked list of passages (FAISS pads with row -1)."""
    ranking, seen = [], set()
    for score, row in zip(scores, rows, strict=True):
        if row < 0:
            break
        document = int(passage_document[row])
        if document not in seen:
            seen.add(document)
            ranking.append((document, float(score), int(row)))
            if len(ranking) == depth:
                break
    return ranking


__all__ = ["FAISS_FROM", "ModelMismatchError", "SemanticSearchIndex"]
