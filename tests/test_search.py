"""Semantic search: ranking, passages, removal, saving, model checks, bad inputs, the demo and its Space."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

import pipelines
from pipelines.embeddings import split_passages
from pipelines.search import ModelMismatchError, SemanticSearchIndex
from tests.conftest import save_tiny_bert

pytestmark = pytest.mark.usefixtures("single_thread")

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = {
    "cat": "The cat sat on the mat and purred.",
    "stocks": "Stock markets fell sharply on Monday as investors sold shares.",
    "rain": "Heavy rain flooded the streets of the town overnight.",
    "match": "The home team won the football match with a late goal.",
}


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory, minilm_id: str) -> str:
    """A folder with a randomly initialised 2-layer BERT and MiniLM's tokenizer: fast, meaningless vectors."""
    return str(
        save_tiny_bert(tmp_path_factory.mktemp("tiny-encoder"), minilm_id, max_position_embeddings=256)
    )


@pytest.fixture(scope="module")
def index() -> SemanticSearchIndex:
    index = pipelines.pipeline("semantic-search")
    index.add(list(DOCUMENTS.values()), ids=list(DOCUMENTS), metadata=[{"topic": key} for key in DOCUMENTS])
    return index


def test_the_pipeline_is_an_empty_index_on_minilm(minilm_id: str) -> None:
    index = pipelines.pipeline("semantic-search")
    assert isinstance(index, SemanticSearchIndex) and len(index) == 0 and index.model == minilm_id


def test_a_paraphrase_finds_its_document_first(index) -> None:
    hits = index.search("shares dropped on the stock exchange", top_k=3)
    assert hits[0]["id"] == "stocks"
    assert [hit["score"] for hit in hits] == sorted((hit["score"] for hit in hits), reverse=True)
    assert hits[0]["text"] == DOCUMENTS["stocks"] and hits[0]["metadata"] == {"topic": "stocks"}
    assert (hits[0]["passage"], hits[0]["start"], hits[0]["end"]) == (0, 0, len(DOCUMENTS["stocks"]))


def test_a_list_of_queries_gets_a_list_of_rankings(index) -> None:
    rankings = index.search(["a kitten on a rug", "a storm soaked the city"], top_k=2)
    assert [hits[0]["id"] for hits in rankings] == ["cat", "rain"]
    assert all(len(hits) == 2 for hits in rankings)


def test_bible_paraphrases_find_their_verse(minilm_id: str) -> None:
    from pipelines.data import load

    verses = load("bible", source="4", target="3")["validation"].select(range(40))  # Jonah, WEB and BBE
    index = SemanticSearchIndex()
    index.add(verses["source"], ids=verses["id"])
    found = [hits[0]["id"] for hits in index.search(verses["target"], top_k=1)]
    assert np.mean([f == v for f, v in zip(found, verses["id"], strict=True)]) >= 0.7


def test_bm25_matches_words_and_hybrid_fuses_both_rankings(index) -> None:
    assert index.search("purred", mode="bm25")[0]["id"] == "cat"
    assert index.search("nothing matches zebra", mode="bm25") == []
    for fusion in ("rrf", "weighted"):
        hits = index.search("investors sold shares", mode="hybrid", fusion=fusion, top_k=4)
        assert hits[0]["id"] == "stocks" and len(hits) == 4


def test_faiss_backend_finds_what_exact_search_finds(index) -> None:
    queries = ["kitten", "flood", "goal", "shares"]
    exact = index.search(queries, top_k=4)
    index.backend = "faiss"
    try:
        approximate = index.search(queries, top_k=4)
    finally:
        index.backend = "exact"
    assert [[h["id"] for h in hits] for hits in approximate] == [[h["id"] for h in hits] for hits in exact]


def test_a_long_document_is_scored_by_its_best_passage_which_the_hit_names() -> None:
    index = SemanticSearchIndex(max_tokens=32)
    filler = " ".join(f"The committee discussed item number {i} of the agenda at length." for i in range(12))
    document = f"{filler} A rare orchid bloomed in the greenhouse this spring. {filler}"
    index.add([document, DOCUMENTS["stocks"]], ids=["minutes", "stocks"])
    assert index.num_passages > 3
    hit = index.search("a flower blossomed", top_k=1)[0]
    assert hit["id"] == "minutes" and hit["passage"] > 0
    assert "orchid" in hit["text"] and document[hit["start"] : hit["end"]] == hit["text"]


def test_passages_cover_their_document_within_the_token_budget(tiny_model: str) -> None:
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_model)
    text = "  First sentence here. " + "word " * 300 + "\n\nLast one.  "
    passages = split_passages([text, "short", "   "], tokenizer, max_tokens=16)
    assert [p.document for p in passages].count(1) == 1 and 2 not in [p.document for p in passages]
    long = [p for p in passages if p.document == 0]
    assert all(text[p.start : p.end] == p.text for p in long)
    assert all(len(tokenizer(p.text, add_special_tokens=False)["input_ids"]) <= 14 for p in long)
    assert " ".join(p.text for p in long).split() == text.split()


def test_save_and_load_round_trip_gives_the_same_index(index, tmp_path: Path) -> None:
    index.save(tmp_path / "saved")
    loaded = SemanticSearchIndex.load(tmp_path / "saved")
    assert loaded.ids == index.ids and loaded.model == index.model
    assert loaded.search("kitten", top_k=4) == index.search("kitten", top_k=4)
    assert loaded.search("kitten", mode="bm25") == index.search("kitten", mode="bm25")
    with pytest.raises(FileNotFoundError, match="not a saved search index"):
        SemanticSearchIndex.load(tmp_path)


def test_loading_with_another_model_is_refused(index, tiny_model: str, tmp_path: Path) -> None:
    index.save(tmp_path / "minilm")
    with pytest.raises(ModelMismatchError, match="built with 'sentence-transformers/all-MiniLM-L6-v2'"):
        SemanticSearchIndex.load(tmp_path / "minilm", model=tiny_model)
    assert len(SemanticSearchIndex.load(tmp_path / "minilm", model=index.model)) == len(index)


def test_removed_documents_are_no_longer_found(tiny_model: str) -> None:
    index = SemanticSearchIndex(tiny_model, max_tokens=16)
    index.add(["alpha beta. " * 20, "gamma delta", "epsilon"], ids=["long", "short", "last"])
    passages = index.num_passages
    index.remove("long")
    assert index.ids == ["short", "last"] and index.num_passages == 2 < passages
    assert {hit["id"] for hit in index.search("alpha beta", top_k=5)} == {"short", "last"}
    with pytest.raises(KeyError, match="'nope'"):
        index.remove(["short", "nope"])
    assert index.ids == ["short", "last"]  # nothing removed
    assert index.add(["alpha again"]) == [0]  # automatic ids are integers
    index.remove(["short", 0, "last"])
    assert len(index) == 0 and index.search("alpha") == []


def test_duplicate_ids_are_refused_and_nothing_is_added(tiny_model: str) -> None:
    index = SemanticSearchIndex(tiny_model)
    index.add(["one", "two"], ids=["a", "b"])
    with pytest.raises(ValueError, match="already in the index"):
        index.add(["again"], ids=["a"])
    with pytest.raises(ValueError, match="more than once"):
        index.add(["x", "y"], ids=["c", "c"])
    with pytest.raises(TypeError, match="str or an int"):
        index.add(["x"], ids=[True])
    assert index.ids == ["a", "b"] and index.num_passages == 2


def test_empty_collection_and_empty_queries_find_nothing(tiny_model: str) -> None:
    index = SemanticSearchIndex(tiny_model)
    assert index.add([]) == [] and index.search("anything") == []
    index.add(["some text"])
    assert index.search("") == [] and index.search("   \n") == []
    assert index.search(["", "text"], top_k=1)[0] == []
    with pytest.raises(ValueError, match="no text to search"):
        index.add(["fine", " \x00 "], ids=["x", "blank"])
    assert len(index) == 1


def test_one_document_and_identical_documents(tiny_model: str) -> None:
    index = SemanticSearchIndex(tiny_model)
    index.add("only one", metadata={"n": 1})
    assert [hit["id"] for hit in index.search("one", top_k=10)] == [0]
    index.add(["same words", "same words"], ids=["x", "y"])
    hits = index.search("same words", top_k=3)
    assert {hits[0]["id"], hits[1]["id"]} == {"x", "y"} and hits[0]["score"] == pytest.approx(
        hits[1]["score"]
    )


def test_a_one_megabyte_document_is_indexed_in_passages(tiny_model: str) -> None:
    index = SemanticSearchIndex(tiny_model)
    sentence = "The quick brown fox jumps over the lazy dog by the river. "
    text = (sentence * (1_000_000 // len(sentence) + 1))[:1_000_000]
    index.add([text], ids=["book"], progress=False)
    assert index.num_passages > 1000
    hit = index.search("fox", top_k=1)[0]
    assert hit["id"] == "book" and text[hit["start"] : hit["end"]] == hit["text"]


def test_binary_and_wrong_inputs_get_clear_errors(tiny_model: str) -> None:
    index = SemanticSearchIndex(tiny_model)
    with pytest.raises(TypeError, match="decode bytes first"):
        index.add(os.urandom(100))
    with pytest.raises(TypeError, match="decode bytes first"):
        index.add(["fine", b"bytes"])
    index.add([os.urandom(3000).decode("utf-8", errors="replace")], ids=["garbage"])
    assert index.search("anything")[0]["id"] == "garbage"
    with pytest.raises(ValueError, match="top_k"):
        index.search("x", top_k=0)
    with pytest.raises(ValueError, match="mode must be one of"):
        index.search("x", mode="sparse")
    with pytest.raises(ValueError, match="2 metadata entries for 1 documents"):
        index.add(["x"], metadata=[{}, {}])
    with pytest.raises(TypeError):
        index.add(["x"], metadata=[{"not json": object()}])


# ---------------------------------------------------------------------------------------------------------------
# The demo and its Space
# ---------------------------------------------------------------------------------------------------------------


@pytest.fixture
def app(index, monkeypatch):
    from apps import search

    monkeypatch.setattr(search, "_sample", index)
    return search


def test_demo_ranks_the_sample_collection(app) -> None:
    rows = app.search("shares dropped", app.SAMPLE, "", None, 3, "dense")
    assert len(rows) == 3 and rows[0][2] == "stocks"
    assert [row[0] for row in rows] == [1, 2, 3] and rows[0][1] >= rows[1][1]
    assert app.search("   ", app.SAMPLE, "", None, 3, "dense") == []


def test_demo_searches_pasted_and_uploaded_texts(app, tmp_path: Path) -> None:
    import gradio as gr

    pasted = "The cat sat on the mat.\n\nStock markets fell on Monday.\n\n"
    rows = app.search("kitten", app.OWN_TEXTS, pasted, None, 5, "hybrid")
    assert rows[0][2] == 1 and len(rows) == 2  # documents are numbered from 1
    upload = tmp_path / "docs.txt"
    upload.write_text(pasted)
    assert app.search("kitten", app.OWN_TEXTS, "", str(upload), 5, "hybrid") == rows
    with pytest.raises(gr.Error, match="Paste some texts"):
        app.search("kitten", app.OWN_TEXTS, "  ", None, 5, "dense")
    with pytest.raises(gr.Error, match="at most"):
        app.search("kitten", app.OWN_TEXTS, "a\n\n" * (app.MAX_DOCUMENTS + 1), None, 5, "dense")


def test_the_index_and_the_clusterer_run_in_the_dtype_asked_for(tiny_model: str, dtype: str) -> None:
    index = pipelines.pipeline("semantic-search", model=tiny_model, dtype=dtype)
    assert str(index.encoder[0].auto_model.dtype) == f"torch.{dtype}"
    index.add(list(DOCUMENTS.values()), ids=list(DOCUMENTS))
    assert {hit["id"] for hit in index.search("a cat on a mat", top_k=4)} == set(DOCUMENTS)
    clusterer = pipelines.pipeline("clustering", model=tiny_model, dtype=dtype)
    assert clusterer.encoder is index.encoder  # one shared copy per model, device and dtype
