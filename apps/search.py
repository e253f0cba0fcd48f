"""Semantic search: a query against a sample of BBC News or the user's own texts, hits ranked with scores.

Run with ``python -m apps.search [--host H] [--port P]``. The model loads, and the sample collection is
encoded (once per machine: the index is saved in the user's cache folder), on the first search.
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections import Counter, OrderedDict
from pathlib import Path
from typing import Any

import gradio as gr

import pipelines  # noqa: F401  (offline switches first)
from apps.uploads import SUFFIXES, read_upload
from pipelines.search import MODES, SemanticSearchIndex
from pipelines.text import clean_text

SAMPLE = "BBC News sample"
OWN_TEXTS = "My texts"
SAMPLE_PER_TOPIC = 40  # 200 articles: about a minute to encode on a laptop CPU, once
MAX_DOCUMENTS = 500  # of the user's own; each is encoded on the first query
MAX_CHARS = 200_000  # of the user's texts together
MAX_QUERY_CHARS = 2_000  # a query is a question or a passage, not a document
OWN_INDEXES = 4  # user collections kept encoded, so that a second query on the same texts is instant
EXAMPLES = ["shares fell after the profit warning", "a new mobile phone game", "injury ends the season"]

_lock = threading.Lock()
_sample: SemanticSearchIndex | None = None
_own: OrderedDict[str, SemanticSearchIndex] = OrderedDict()
_PROGRESS = gr.Progress(track_tqdm=True)  # follows the encoder's tqdm bar


def sample_folder() -> Path:
    """Where the encoded sample collection is kept between runs (the user's cache, like Hugging Face's)."""
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return cache / "nlp-suite" / "search-bbc-sample"


def sample_index(progress: gr.Progress | None = None) -> SemanticSearchIndex:
    """The BBC News sample, encoded on first use (or read from the cache) and shared by every request."""
    global _sample
    with _lock:  # two first requests at once must not encode the collection twice
        if _sample is None:
            if progress is not None:
                progress(0.0, desc="Loading the model and the sample collection (first use only)…")
            folder = sample_folder()
            if (folder / "index.json").is_file():
                _sample = SemanticSearchIndex.load(folder)
            else:
                _sample = SemanticSearchIndex()
                _sample.add(*_sample_articles(), progress=True)
                _sample.save(folder)
    return _sample


def _sample_articles() -> tuple[list[str], list[str], list[dict[str, str]]]:
    """The first ``SAMPLE_PER_TOPIC`` articles of each BBC topic: texts, ids and titles."""
    from pipelines.data import load

    bbc = load("bbc")["train"]
    topics = bbc.features["label"].names
    taken: Counter[int] = Counter()
    rows = []
    for row, label in enumerate(bbc["label"]):
        if taken[label] < SAMPLE_PER_TOPIC:
            rows.append(row)
            taken[label] += 1
    bbc = bbc.select(rows)
    metadata = [
        {"title": title, "topic": topics[label]}
        for title, label in zip(bbc["title"], bbc["label"], strict=True)
    ]
    return list(bbc["text"]), list(bbc["id"]), metadata


def own_index(texts: list[str]) -> SemanticSearchIndex:
    """An index of the user's texts, numbered from 1; the last few collections are kept encoded."""
    key = hashlib.sha1("\x00".join(texts).encode()).hexdigest()
    with _lock:
        if key in _own:
            _own.move_to_end(key)
            return _own[key]
    index = SemanticSearchIndex()
    index.add(texts, ids=list(range(1, len(texts) + 1)), progress=True)
    with _lock:
        _own[key] = index
        while len(_own) > OWN_INDEXES:
            _own.popitem(last=False)
    return index


def split_documents(text: str) -> list[str]:
    """Documents separated by blank lines."""
    return [part.strip() for part in clean_text(text).split("\n\n") if part.strip()]


def search(
    query: str,
    collection: str,
    texts: str | None = None,
    file: str | None = None,
    top_k: float = 5,
    mode: str = "hybrid",
    progress: gr.Progress = _PROGRESS,
) -> list[list[Any]]:
    """Rows of (rank, score, document, passage) for ``query`` over the sample or the user's texts.

    The user's texts are documents separated by blank lines, pasted or in an uploaded .txt, .md or .pdf file.
    """
    if mode not in MODES:
        raise gr.Error(f"Unknown ranking {mode!r}; choose one of {', '.join(MODES)}.")
    if len(query or "") > MAX_QUERY_CHARS:
        raise gr.Error(
            f"The query has {len(query):,} characters; a query is at most {MAX_QUERY_CHARS:,}. "
            "To find texts like a long document, search with its first paragraph."
        )
    if collection == SAMPLE:
        index = sample_index(progress)
    else:
        documents = split_documents(read_upload(file) if file else texts or "")
        if not documents:
            raise gr.Error("Paste some texts (separated by blank lines) or upload a file to search them.")
        if len(documents) > MAX_DOCUMENTS or sum(map(len, documents)) > MAX_CHARS:
            raise gr.Error(
                f"This demo searches at most {MAX_DOCUMENTS} documents and {MAX_CHARS:,} characters; "
                "use pipelines.pipeline('semantic-search') from Python for larger collections."
            )
        progress(0.0, desc="Encoding your texts…")
        index = own_index(documents)
    if not clean_text(query or "").strip():
        return []
    hits = index.search(query, top_k=int(top_k), mode=mode)
    return [
        [rank, round(hit["score"], 4), hit.get("metadata", {}).get("title", hit["id"]), hit["text"]]
        for rank, hit in enumerate(hits, start=1)
    ]


def build() -> gr.Blocks:
    with gr.Blocks(title="Semantic search") as demo:
        gr.Markdown(
            "Semantic search with all-MiniLM-L6-v2: documents are cut into passages of whole sentences and "
            "each document is ranked by its best passage. *dense* compares meanings (cosine of sentence "
            "embeddings), *bm25* matches words, *hybrid* adds the two scores (0.7 × cosine + 0.3 × BM25 relative to the best match)."
        )
        with gr.Row():
            with gr.Column():
                query = gr.Textbox(
                    label="Query", max_length=MAX_QUERY_CHARS, placeholder="What are you looking for?"
                )
                collection = gr.Radio([SAMPLE, OWN_TEXTS], value=SAMPLE, label="Search in")
                texts = gr.Textbox(
                    label="Your texts (separated by blank lines)", lines=6, max_length=MAX_CHARS, visible=True
                )
                file = gr.File(
                    label="…or upload a .txt, .md or .pdf file", file_types=list(SUFFIXES), type="filepath"
                )
                with gr.Row():
                    top_k = gr.Slider(1, 20, value=5, step=1, label="Results")
                    mode = gr.Radio(list(MODES), value="hybrid", label="Ranking")
                button = gr.Button("Search", variant="primary")
            results = gr.Dataframe(
                headers=["#", "score", "document", "best passage"],
                datatype=["number", "number", "str", "str"],
                label="Results",
                wrap=True,
                elem_id="search-results",
            )
        gr.Examples(examples=[[example] for example in EXAMPLES], inputs=query)
        inputs = [query, collection, texts, file, top_k, mode]
        button.click(search, inputs=inputs, outputs=results, api_name="search")
        query.submit(search, inputs=inputs, outputs=results, api_visibility="private")
    return demo


if __name__ == "__main__":
    from apps.launch import serve

    serve(build(), description=__doc__)
