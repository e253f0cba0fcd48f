"""chrF and chrF++ as a local `evaluate` metric, computed with the `sacrebleu` package."""

from __future__ import annotations

from typing import Any

import datasets
import evaluate
from sacrebleu.metrics import CHRF

_DESCRIPTION = """\
chrF is the F-score of character n-gram matches (orders 1 to char_order, recall weighted beta
times as much as precision), averaged over n-gram orders at corpus level. chrF++ adds word
n-grams up to word_order (use word_order=2). It is less sensitive to tokenization and morphology
than BLEU. Scores are on a 0-100 scale, computed by sacreBLEU; `signature` records the settings.
"""

_CITATION = """\
@inproceedings{popovic-2015-chrf,
    title = "chr{F}: character n-gram {F}-score for automatic {MT} evaluation",
    author = "Popovi{\\'c}, Maja",
    booktitle = "Proceedings of the Tenth Workshop on Statistical Machine Translation",
    year = "2015",
    url = "https://aclanthology.org/W15-3049",
    pages = "392--395",
}
@inproceedings{popovic-2017-chrf,
    title = "chr{F}++: words helping character n-grams",
    author = "Popovi{\\'c}, Maja",
    booktitle = "Proceedings of the Second Conference on Machine Translation",
    year = "2017",
    url = "https://aclanthology.org/W17-4770",
    pages = "612--618",
}
"""

_INPUTS = """
Args:
    predictions: list of system outputs, one string per segment.
    references: per segment a list of one or more reference strings (segments may differ in how
        many), or a flat list of strings for one reference per segment. Use one shape for the
        whole computation (evaluate picks the format from the first example).
    char_order: longest character n-gram (default 6).
    word_order: longest word n-gram; 0 for chrF (default), 2 for chrF++.
    beta: weight of recall relative to precision (default 2).
    lowercase: compare case-insensitively (default False).
    whitespace: keep whitespace in character n-grams (default False).
    eps_smoothing: use the epsilon smoothing of the reference chrF++.py script instead of
        sacreBLEU's default effective-order handling (default False).

Returns:
    score (0-100), char_order, word_order, beta, and signature.

Example:
    >>> from pipelines import metrics
    >>> chrf = metrics.load("chrf")
    >>> chrf.compute(predictions=["the cat sat"], references=[["the cat sat"]], word_order=2)["score"]
    100.0
"""


class Chrf(evaluate.Metric):
    """sacreBLEU chrF / chrF++ corpus score with one or more references per segment."""

    def _info(self) -> evaluate.MetricInfo:
        text = datasets.Value("string")
        return evaluate.MetricInfo(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_INPUTS,
            # evaluate tries these in order against the first example to pick the input format.
            features=[
                datasets.Features({"predictions": text, "references": datasets.List(text)}),
                datasets.Features({"predictions": text, "references": text}),
            ],
            codebase_urls=["https://github.com/mjpost/sacrebleu"],
            reference_urls=["https://aclanthology.org/W15-3049", "https://aclanthology.org/W17-4770"],
        )

    def _compute(
        self,
        predictions: list[str],
        references: list[str] | list[list[str]],
        char_order: int = 6,
        word_order: int = 0,
        beta: int = 2,
        lowercase: bool = False,
        whitespace: bool = False,
        eps_smoothing: bool = False,
    ) -> dict[str, Any]:
        chrf = CHRF(
            char_order=char_order,
            word_order=word_order,
            beta=beta,
            lowercase=lowercase,
            whitespace=whitespace,
            eps_smoothing=eps_smoothing,
        )
        result = chrf.corpus_score(predictions, _reference_streams(references))
        return {
            "score": result.score,
            "char_order": result.char_order,
            "word_order": result.word_order,
            "beta": result.beta,
            "signature": chrf.get_signature().format(),
        }


def _reference_streams(references: list[str] | list[list[str]]) -> list[list[str | None]]:
    """Turn per-segment reference lists into sacreBLEU's layout: one stream per reference slot.

    sacreBLEU skips None entries, which is how it supports a variable number of references.
    """
    per_segment = [[refs] if isinstance(refs, str) else list(refs) for refs in references]
    if any(not refs for refs in per_segment):
        raise ValueError("Every prediction needs at least one reference.")
    width = max(len(refs) for refs in per_segment)
    return [[refs[i] if i < len(refs) else None for refs in per_segment] for i in range(width)]
