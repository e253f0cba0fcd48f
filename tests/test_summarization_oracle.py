"""The BERTSUM greedy oracle (pipelines.data.oracle), on hand-made cases and real ACLSum papers."""

from __future__ import annotations

import time

import pytest
from rouge_score import rouge_scorer

from pipelines.data import load
from pipelines.data.aclsum import ASPECTS
from pipelines.data.oracle import greedy_oracle


@pytest.fixture(scope="module")
def papers() -> list[dict]:
    return list(load("aclsum")["test"])


def reference_of(paper: dict) -> str:
    return "\n".join(paper["summary"][aspect] for aspect in ASPECTS)


def test_picks_the_sentence_identical_to_the_reference():
    sentences = ["The weather was mild.", "Our model improves BLEU by two points.", "We used German data."]
    assert greedy_oracle(sentences, "Our model improves BLEU by two points.") == [1]


def test_picks_a_real_paper_sentence_used_as_the_reference_and_nothing_else(papers):
    sentences = papers[0]["sentences"]
    # Any other sentence would lower precision, so the search stops after the exact match.
    for index in (0, len(sentences) // 2, len(sentences) - 1):
        assert greedy_oracle(sentences, sentences[index]) == [index]


def test_stops_when_no_remaining_sentence_adds_to_the_score():
    sentences = ["Parsing is hard.", "Bananas are yellow.", "Rain fell in Paris."]
    assert greedy_oracle(sentences, "Parsing is hard.", max_sentences=3) == [0]


def test_reference_sharing_no_word_with_the_document_gives_no_sentence():
    assert greedy_oracle(["Bananas are yellow.", "Rain fell."], "Neural parsing works.") == []


@pytest.mark.parametrize(
    ("sentences", "reference"),
    [([], "A reference."), (["A sentence."], ""), (["A sentence."], " \n "), ([], "")],
)
def test_empty_document_or_empty_reference_gives_no_sentence(sentences, reference):
    assert greedy_oracle(sentences, reference) == []


@pytest.mark.parametrize("max_sentences", [0, 1, 2, 3, 5])
def test_never_selects_more_than_max_sentences(papers, max_sentences):
    for paper in papers[:20]:
        assert len(greedy_oracle(paper["sentences"], reference_of(paper), max_sentences)) <= max_sentences


def test_indices_are_sorted_distinct_and_in_range(papers):
    for paper in papers:
        chosen = greedy_oracle(paper["sentences"], reference_of(paper), max_sentences=5)
        assert chosen == sorted(set(chosen))
        assert all(0 <= index < len(paper["sentences"]) for index in chosen)


def test_first_pick_maximises_rouge_score_r1_plus_r2_f1(papers):
    # A single sentence has no cross-sentence bigrams, so the oracle's own counts must agree exactly
    # with rouge-score's (same tokenizer, same stemmer).
    scorer = rouge_scorer.RougeScorer(["rouge1", "rouge2"], use_stemmer=True)
    for paper in papers[:10]:
        reference = reference_of(paper)
        scores = [scorer.score(reference, sentence) for sentence in paper["sentences"]]
        totals = [s["rouge1"].fmeasure + s["rouge2"].fmeasure for s in scores]
        assert greedy_oracle(paper["sentences"], reference, max_sentences=1) == [totals.index(max(totals))]


def test_adding_sentences_never_lowers_r1_plus_r2(papers):
    scorer = rouge_scorer.RougeScorer(["rouge1", "rouge2"], use_stemmer=True)

    def r1_plus_r2(paper: dict, chosen: list[int]) -> float:
        scores = scorer.score(reference_of(paper), "\n".join(paper["sentences"][i] for i in chosen))
        return scores["rouge1"].fmeasure + scores["rouge2"].fmeasure

    for paper in papers[:10]:
        one, three = (greedy_oracle(paper["sentences"], reference_of(paper), k) for k in (1, 3))
        assert set(one) <= set(three)
        # Within a hair of rouge-score: its bigrams also span the joined sentences, the oracle's do not.
        assert r1_plus_r2(paper, three) >= r1_plus_r2(paper, one) - 0.01


def test_a_300_sentence_paper_takes_well_under_a_second(papers):
    sentences = [sentence for paper in papers[:10] for sentence in paper["sentences"]][:300]
    assert len(sentences) == 300
    start = time.perf_counter()
    greedy_oracle(sentences, reference_of(papers[0]))
    assert time.perf_counter() - start < 1.0
