"""Word and character error rates as a local `evaluate` metric, over the project's own edit distance."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import datasets
import evaluate

_DESCRIPTION = """\
Word error rate (WER) and character error rate (CER) of speech-recognition output: the Levenshtein distance
between prediction and reference (substitutions + deletions + insertions, each costing 1), summed over the
corpus and divided by the number of reference words (WER) or characters (CER, spaces included). Texts are
compared as given: normalise them first (the suite's transcripts are lowercase a-z, space and apostrophe).
Rates are fractions (0.25 = 25%); they exceed 1 when the output has many insertions.
"""

_CITATION = """\
@article{levenshtein-1966-binary,
    title = "Binary codes capable of correcting deletions, insertions, and reversals",
    author = "Levenshtein, Vladimir I.",
    journal = "Soviet Physics Doklady",
    volume = "10",
    number = "8",
    pages = "707--710",
    year = "1966",
}
"""

_INPUTS = """
Args:
    predictions: one recognised text per utterance.
    references: one reference transcript per utterance (not empty).

Returns:
    wer, cer, and the counts behind them: word_errors, words, char_errors, chars.

Example:
    >>> from pipelines import metrics
    >>> wer = metrics.load("wer")
    >>> scores = wer.compute(predictions=["the cat sat"], references=["the cat sat down"])
    >>> scores["wer"], scores["word_errors"], scores["words"]
    (0.25, 1, 4)
"""


def edit_distance(prediction: Sequence[Any], reference: Sequence[Any]) -> int:
    """The fewest substitutions, deletions and insertions that turn ``prediction`` into ``reference``.

    Example:
        >>> edit_distance("kitten", "sitting")
        3
        >>> edit_distance("a b c".split(), "a c".split())
        1
    """
    previous = list(range(len(reference) + 1))
    for i, item in enumerate(prediction, start=1):
        current = [i]
        for j, wanted in enumerate(reference, start=1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (item != wanted)))
        previous = current
    return previous[-1]


class Wer(evaluate.Metric):
    """Corpus WER and CER."""

    def _info(self) -> evaluate.MetricInfo:
        text = datasets.Value("string")
        return evaluate.MetricInfo(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_INPUTS,
            features=datasets.Features({"predictions": text, "references": text}),
        )

    def _compute(self, predictions: list[str], references: list[str]) -> dict[str, Any]:
        if any(not reference.split() for reference in references):
            raise ValueError("Every reference needs at least one word: an empty one has no error rate.")
        word_errors = sum(
            edit_distance(p.split(), r.split()) for p, r in zip(predictions, references, strict=True)
        )
        char_errors = sum(
            edit_distance(" ".join(p.split()), " ".join(r.split()))
            for p, r in zip(predictions, references, strict=True)
        )
        words = sum(len(reference.split()) for reference in references)
        chars = sum(len(" ".join(reference.split())) for reference in references)
        return {
            "wer": word_errors / words,
            "cer": char_errors / chars,
            "word_errors": word_errors,
            "words": words,
            "char_errors": char_errors,
            "chars": chars,
        }
