"""Corpus BLEU as a local `evaluate` metric, computed with the `sacrebleu` package."""

from __future__ import annotations

from typing import Any

import datasets
import evaluate
from sacrebleu.metrics import BLEU

_DESCRIPTION = """\
Corpus-level BLEU (geometric mean of modified 1-4-gram precisions times a brevity penalty) as
computed by sacreBLEU, which fixes tokenization and reports a signature string so that scores are
comparable across papers. Scores are on a 0-100 scale, and the keys match the Hub's `sacrebleu`
module, plus `signature`.
"""

_CITATION = """\
@inproceedings{papineni-etal-2002-bleu,
    title = "{B}leu: a Method for Automatic Evaluation of Machine Translation",
    author = "Papineni, Kishore and Roukos, Salim and Ward, Todd and Zhu, Wei-Jing",
    booktitle = "Proceedings of the 40th Annual Meeting of the Association for Computational Linguistics",
    year = "2002",
    url = "https://aclanthology.org/P02-1040",
    pages = "311--318",
}
@inproceedings{post-2018-call,
    title = "A Call for Clarity in Reporting {BLEU} Scores",
    author = "Post, Matt",
    booktitle = "Proceedings of the Third Conference on Machine Translation: Research Papers",
    year = "2018",
    url = "https://aclanthology.org/W18-6319",
    pages = "186--191",
}
"""

_INPUTS = """
Args:
    predictions: list of system outputs (detokenized strings), one per segment.
    references: per segment a list of one or more reference strings; segments may have different
        numbers of references. A flat list of strings means one reference per segment. Use one
        shape for the whole computation (evaluate picks the format from the first example).
    tokenize: sacreBLEU tokenizer name ("13a" by default, "intl", "zh", "ja-mecab", "char",
        "none", ...).
    lowercase: compare case-insensitively (default False).
    smooth_method: "exp" (default), "floor", "add-k" or "none".
    smooth_value: parameter of the "floor" and "add-k" smoothing methods.
    use_effective_order: skip n-gram orders with no matches (for sentence-level scores).

Returns:
    score (0-100), counts, totals, precisions (per n-gram order), bp, sys_len, ref_len, and
    signature (e.g. "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0").

Example:
    >>> from pipelines import metrics
    >>> bleu = metrics.load("sacrebleu")
    >>> result = bleu.compute(predictions=["the cat sat on the mat"], references=[["the cat sat on a mat"]])
    >>> round(result["score"], 2), result["counts"], result["totals"]
    (53.73, [5, 3, 2, 1], [6, 5, 4, 3])
"""


class Sacrebleu(evaluate.Metric):
    """sacreBLEU corpus score with one or more references per segment."""

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
            reference_urls=["https://aclanthology.org/W18-6319"],
        )

    def _compute(
        self,
        predictions: list[str],
        references: list[str] | list[list[str]],
        tokenize: str | None = None,
        lowercase: bool = False,
        smooth_method: str = "exp",
        smooth_value: float | None = None,
        use_effective_order: bool = False,
    ) -> dict[str, Any]:
        bleu = BLEU(
            lowercase=lowercase,
            tokenize=tokenize,
            smooth_method=smooth_method,
            smooth_value=smooth_value,
            effective_order=use_effective_order,
        )
        result = bleu.corpus_score(predictions, _reference_streams(references))
        return {
            "score": result.score,
            "counts": list(result.counts),
            "totals": list(result.totals),
            "precisions": list(result.precisions),
            "bp": result.bp,
            "sys_len": result.sys_len,
            "ref_len": result.ref_len,
            "signature": bleu.get_signature().format(),
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
