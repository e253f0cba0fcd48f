"""Greedy extractive oracle: the sentences whose selection best matches a reference summary.

This is the oracle of BERTSUM (Liu & Lapata 2019, "Text Summarization with Pretrained Encoders"),
used both as the upper bound of extractive systems and to turn abstractive references into
sentence labels for training. Starting from an empty selection, it repeatedly adds the sentence that
most increases ROUGE-1 F1 + ROUGE-2 F1 of the selection against the reference, and stops when no
remaining sentence increases that sum or when ``max_sentences`` are chosen. Greedy search is not
exhaustive: the best set of three sentences may contain none of the greedy first pick, but it is
the definition the literature reports and trains on.

Text is tokenized as the evaluation does it (rouge-score's default tokenizer with the Porter
stemmer: lowercase, ``[a-z0-9]`` runs, stems of words longer than three characters), so the oracle
optimises the very numbers ``pipelines.metrics.load("rouge")`` reports. n-grams are counted with
their multiplicity and matched with clipping, as rouge-score does (BERTSUM's own code uses sets).
Each sentence's unigram and bigram Counters are built once, and the gain of adding a sentence is
computed from its own n-grams only, so a 300-sentence paper takes milliseconds rather than the
seconds of re-scoring every candidate selection from text. One approximation: bigrams are counted
within sentences, so the bigram that spans two selected sentences when they are joined is ignored.

Example:
    >>> from pipelines.data.oracle import greedy_oracle
    >>> sentences = [
    ...     "We thank the reviewers.",
    ...     "Our parser reaches 95 F1 on the treebank.",
    ...     "The parser is trained on one GPU in two hours.",
    ... ]
    >>> reference = "A parser that reaches 95 F1 and trains in two hours."
    >>> greedy_oracle(sentences, reference)  # sentence 0 shares no word: adding it would lower F1
    [1, 2]
    >>> greedy_oracle(sentences, reference, max_sentences=1)  # "parser", "train", "in two hours"
    [2]
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rouge_score import tokenizers

__all__ = ["greedy_oracle"]

_ORDERS = (1, 2)  # ROUGE-1 and ROUGE-2, the sum BERTSUM maximises

# One tokenizer for the process: building a Porter stemmer per call would dominate small inputs.
_TOKENIZER = tokenizers.DefaultTokenizer(use_stemmer=True)


def _ngrams(tokens: list[str], n: int) -> Counter[tuple[str, ...]]:
    return Counter(zip(*(tokens[i:] for i in range(n)), strict=False))


@dataclass
class _Overlap:
    """Running n-gram counts of the selection for one ROUGE order, against the reference's."""

    reference: Counter[tuple[str, ...]]
    selected: Counter[tuple[str, ...]]
    matched: int = 0  # clipped matches: sum over n-grams of min(selected, reference)
    length: int = 0  # n-grams in the selection

    def f1_with(self, sentence: Counter[tuple[str, ...]], sentence_length: int) -> tuple[float, int]:
        """F1 of the selection plus `sentence`, and its matched count (to commit the choice cheaply)."""
        matched = self.matched
        for ngram, count in sentence.items():
            available = self.reference.get(ngram, 0)
            if available:
                already = self.selected[ngram]
                # Only the matches this sentence adds beyond what the selection already used up.
                matched += min(already + count, available) - min(already, available)
        return _f1(matched, self.length + sentence_length, self.reference.total()), matched

    def add(self, sentence: Counter[tuple[str, ...]], sentence_length: int, matched: int) -> None:
        self.selected.update(sentence)
        self.length += sentence_length
        self.matched = matched


def _f1(matched: int, predicted: int, reference: int) -> float:
    if not matched:
        return 0.0
    precision, recall = matched / predicted, matched / reference
    return 2 * precision * recall / (precision + recall)


def greedy_oracle(sentences: list[str], reference: str, max_sentences: int = 3) -> list[int]:
    """Indices (sorted) of the sentences the BERTSUM greedy oracle selects against `reference`.

    Adds, one at a time, the sentence that most increases ROUGE-1 F1 + ROUGE-2 F1 of the selection
    (the first such sentence on ties); stops when none increases it or `max_sentences` are chosen.
    An empty document, an empty reference or one with no word in common gives [].
    """
    reference_tokens = _TOKENIZER.tokenize(reference)
    if not sentences or not reference_tokens or max_sentences <= 0:
        return []
    tokens = [_TOKENIZER.tokenize(sentence) for sentence in sentences]
    per_order = {n: [_ngrams(sentence, n) for sentence in tokens] for n in _ORDERS}
    lengths = {n: [counts.total() for counts in per_order[n]] for n in _ORDERS}
    overlaps = {n: _Overlap(_ngrams(reference_tokens, n), Counter()) for n in _ORDERS}

    selected: list[int] = []
    best_score = 0.0
    while len(selected) < max_sentences:
        best_index, best_matches = None, {}
        for index in range(len(sentences)):
            if index in selected:
                continue
            scored = {n: overlaps[n].f1_with(per_order[n][index], lengths[n][index]) for n in _ORDERS}
            score = sum(f1 for f1, _ in scored.values())
            if score > best_score:  # strictly: a sentence that adds nothing ends the search
                best_score, best_index = score, index
                best_matches = {n: matched for n, (_, matched) in scored.items()}
        if best_index is None:
            break
        for n in _ORDERS:
            overlaps[n].add(per_order[n][best_index], lengths[n][best_index], best_matches[n])
        selected.append(best_index)
    return sorted(selected)
