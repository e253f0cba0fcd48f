"""The summarization pipeline: sentence choice, output format, batching, bad inputs, the shipped model."""

from __future__ import annotations

import os
import time

import pytest
import torch
import transformers
from transformers import AutoTokenizer

import pipelines
from pipelines.models.bertsum import BertSumConfig, BertSumForExtractiveSummarization
from pipelines.summarization import (
    DEFAULT_MODEL,
    SummarizationPipeline,
    select_sentences,
    summary_length,
    trigrams,
)
from tests.conftest import TINY_BERT

pytestmark = pytest.mark.usefixtures("single_thread")

TEXT = (
    "Neural parsers are accurate but slow. We propose a parser that runs in linear time. "
    "It reaches 95 F1 on the Penn Treebank. The weather in the lab was pleasant. "
    "Our code is released under the MIT licence."
)


@pytest.fixture(scope="module")
def summarizer(minilm_id: str, dtype: str) -> SummarizationPipeline:
    tokenizer = AutoTokenizer.from_pretrained(minilm_id)
    torch.manual_seed(0)
    encoder = TINY_BERT | {"vocab_size": len(tokenizer)}
    config = BertSumConfig(encoder=encoder, inter_heads=4, inter_d_ff=64)
    return SummarizationPipeline.from_pretrained(
        BertSumForExtractiveSummarization(config).eval(), tokenizer=tokenizer, dtype=dtype
    )


def test_select_sentences_returns_the_best_k_in_document_order() -> None:
    sentences = ["a b c", "d e f", "g h i", "j k l"]
    assert select_sentences(sentences, [0.1, 0.9, 0.2, 0.8], k=2) == [1, 3]
    assert select_sentences(sentences, [0.1, 0.9, 0.2, 0.8], k=10) == [0, 1, 2, 3]


def test_trigram_blocking_skips_a_sentence_repeating_a_chosen_trigram() -> None:
    sentences = ["the model is fast", "indeed the model is fast today", "results are strong"]
    scores = [0.9, 0.8, 0.1]
    assert select_sentences(sentences, scores, k=2) == [0, 2]
    assert select_sentences(sentences, scores, k=2, trigram_blocking=False) == [0, 1]
    assert trigrams("The model is") == {("the", "model", "is")}


def test_summary_length_takes_k_or_a_ratio_and_rejects_bad_values() -> None:
    assert summary_length(40, k=None, ratio=None) == 3
    assert summary_length(40, k=5, ratio=None) == 5
    assert summary_length(40, k=None, ratio=0.1) == 4
    assert summary_length(3, k=None, ratio=0.01) == 1
    for k, ratio in ((0, None), (None, 0.0), (None, 1.5)):
        with pytest.raises(ValueError):
            summary_length(10, k=k, ratio=ratio)


def test_output_names_sentences_with_scores_positions_and_character_spans(summarizer) -> None:
    result = summarizer(TEXT, k=2)
    assert set(result) == {"summary_text", "sentences"}
    assert len(result["sentences"]) == 2
    indices = [s["index"] for s in result["sentences"]]
    assert indices == sorted(indices)
    for sentence in result["sentences"]:
        assert TEXT[sentence["start"] : sentence["end"]] == sentence["text"]
        assert 0.0 <= sentence["score"] <= 1.0
    assert result["summary_text"] == " ".join(s["text"] for s in result["sentences"])


def test_chosen_sentences_are_the_highest_scored_ones(summarizer) -> None:
    everything = summarizer(TEXT, k=2, return_all=True, trigram_blocking=False)
    ranked = sorted(everything["all_sentences"], key=lambda s: -s["score"])
    assert {s["index"] for s in everything["sentences"]} == {s["index"] for s in ranked[:2]}
    assert [s["selected"] for s in everything["all_sentences"]].count(True) == 2
    assert len(everything["all_sentences"]) == 5


def test_batched_results_equal_one_by_one_results(summarizer) -> None:
    documents = [TEXT, "A single sentence.", TEXT[:120], {"sentences": ["One.", "Two.", "Three.", "Four."]}]
    batched = SummarizationPipeline(
        summarizer.model, summarizer.tokenizer, dtype=summarizer.model.dtype, batch_size=3
    )(documents, k=2)
    assert batched == [summarizer(document, k=2) for document in documents]


def test_presplit_documents_keep_their_sentences(summarizer) -> None:
    sentences = ["First, no split here. Really.", "Second.", "  ", "Third."]
    result = summarizer({"sentences": sentences}, k=3, return_all=True)
    assert [s["text"] for s in result["all_sentences"]] == [
        "First, no split here. Really.",
        "Second.",
        "Third.",
    ]


def test_ratio_picks_a_share_of_the_sentences(summarizer) -> None:
    assert len(summarizer(TEXT, ratio=0.4)["sentences"]) == 2


@pytest.mark.parametrize("text", ["", "   \n\t ", "\x00\x01"])
def test_empty_input_gives_an_empty_summary(summarizer, text: str) -> None:
    assert summarizer(text) == {"summary_text": "", "sentences": []}


def test_one_sentence_document_is_its_own_summary(summarizer) -> None:
    result = summarizer("Only this sentence matters.", k=3)
    assert result["summary_text"] == "Only this sentence matters."


def test_five_thousand_sentences_are_all_scored_in_bounded_time(summarizer) -> None:
    text = " ".join(f"Fact {i} concerns item {i * 7}." for i in range(5000))
    start = time.perf_counter()
    result = summarizer(text, k=3, return_all=True)
    assert time.perf_counter() - start < 120
    assert len(result["all_sentences"]) == 5000 and len(result["sentences"]) == 3


def test_text_without_punctuation_is_cut_into_pieces_that_are_all_scored(summarizer) -> None:
    text = " ".join(["word"] * 20_000)
    result = summarizer(text, return_all=True)
    pieces = result["all_sentences"]
    assert " ".join(piece["text"] for piece in pieces) == text
    assert all(text[piece["start"] : piece["end"]] == piece["text"] for piece in pieces)
    assert len(result["sentences"]) == 1  # the pieces all share the trigram "word word word": blocked


def test_binary_and_wrong_types_get_clear_errors(summarizer) -> None:
    with pytest.raises(TypeError, match="decode bytes first"):
        summarizer(os.urandom(100))
    with pytest.raises(TypeError, match="a document is a str"):
        summarizer([TEXT, 42])
    with pytest.raises(TypeError, match="as keywords"):
        summarizer(TEXT, 3)
    garbage = os.urandom(5000).decode("utf-8", errors="replace")
    assert isinstance(summarizer(garbage)["summary_text"], str)


def test_both_task_names_build_this_pipeline_through_transformers(summarizer) -> None:
    pipelines.register()
    for task in ("summarization", "extractive-summarization"):
        pipe = transformers.pipeline(task, model=summarizer.model, tokenizer=summarizer.tokenizer)
        assert isinstance(pipe, SummarizationPipeline)


@pytest.mark.skipif(not (DEFAULT_MODEL / "config.json").is_file(), reason="the model is not shipped yet")
def test_shipped_model_summarizes_an_aclsum_test_paper() -> None:
    from pipelines.data import load

    paper = load("aclsum")["test"][0]
    summarize = pipelines.pipeline("summarization")
    result = summarize({"sentences": paper["sentences"]}, k=3)
    assert len(result["sentences"]) == 3
    assert all(paper["sentences"][s["index"]] == s["text"] for s in result["sentences"])


# ---------------------------------------------------------------------------------------------------------------
# The demo and its uploads
# ---------------------------------------------------------------------------------------------------------------


@pytest.fixture
def app(summarizer, monkeypatch):
    from apps import summarization

    monkeypatch.setattr(summarization.summarizer, "value", summarizer)
    return summarization


def test_demo_highlights_the_summary_and_lists_every_score(app) -> None:
    summary, document, table = app.summarize(TEXT, None, 2)
    assert "".join(piece for piece, _ in document) == TEXT
    chosen = [piece for piece, label in document if label == app.SUMMARY_LABEL]
    assert " ".join(chosen) == summary and len(chosen) == 2
    assert [row[0] for row in table] == [1, 2, 3, 4, 5]
    assert sum(row[2] == "✓" for row in table) == 2
    assert app.summarize("   ", None, 3) == ("", [], [])


def test_demo_reads_uploaded_text_and_rejects_bad_files(app, tmp_path) -> None:
    import gradio as gr

    good = tmp_path / "paper.md"
    good.write_text(TEXT)
    assert app.summarize("ignored", str(good), 2)[0] == app.summarize(TEXT, None, 2)[0]
    cases = {
        "empty.txt": (b"", "is empty"),
        "binary.txt": (os.urandom(64) + b"\x00" * 8, "binary file"),
        "latin1.txt": ("caf\xe9".encode("latin-1"), "not UTF-8"),
        "broken.pdf": (b"%PDF-1.4\n1 0 obj <<>> garbage", "could not be read as a PDF|no extractable text"),
        "fake.pdf": (b"hello", "not a PDF"),
        "image.png": (b"\x89PNG", "only .txt, .md, .pdf"),
    }
    for name, (content, message) in cases.items():
        path = tmp_path / name
        path.write_bytes(content)
        with pytest.raises(gr.Error, match=message):
            app.summarize(None, str(path), 3)


def test_demo_rejects_text_over_its_limit(app) -> None:
    import gradio as gr

    with pytest.raises(gr.Error, match="at most 200,000"):
        app.summarize("a" * (app.MAX_CHARS + 1), None, 3)
