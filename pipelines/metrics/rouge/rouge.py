"""ROUGE as a local `evaluate` metric, computed with Google's `rouge_score` package."""

from __future__ import annotations

import statistics
from collections.abc import Callable

import datasets
import evaluate
from rouge_score import rouge_scorer, tokenizers

_DESCRIPTION = """\
ROUGE counts the n-grams (rouge1, rouge2, ...) and longest common subsequences (rougeL, rougeLsum)
shared by a generated text and a reference, and is the usual score for summarization. This module
reports the F1 of each ROUGE type as a float in [0, 1], averaged over examples.

Differences from the Hub's `rouge` module: `use_stemmer` defaults to True here (the Hub defaults to
False), and the aggregate is the plain mean of per-example F1 rather than the median of a bootstrap
resampling, so it is deterministic. Pass `use_stemmer=True` to the Hub module to compare the two.
"""

_CITATION = """\
@inproceedings{lin-2004-rouge,
    title = "{ROUGE}: A Package for Automatic Evaluation of Summaries",
    author = "Lin, Chin-Yew",
    booktitle = "Text Summarization Branches Out",
    year = "2004",
    publisher = "Association for Computational Linguistics",
    url = "https://aclanthology.org/W04-1013",
    pages = "74--81",
}
"""

_INPUTS = """
Args:
    predictions: list of generated texts, one string per example.
    references: one reference string per example, or a list of reference strings per example.
        With several references an example scores the best F1 among them, per ROUGE type.
        Use one shape for the whole computation: evaluate picks the input format from the first
        example and silently coerces later ones (a bare string under the list format becomes a
        list of characters).
    rouge_types: ROUGE types to report, default ["rouge1", "rouge2", "rougeL", "rougeLsum"].
        rougeLsum is summary-level LCS and treats "\\n" as the sentence boundary, so put one
        sentence per line in both predictions and references (e.g. split with pysbd first);
        without newlines it equals rougeL.
    use_aggregator: if True (default) return the mean F1 per type, else a list of per-example F1.
    use_stemmer: strip English suffixes with the Porter stemmer before matching (default True).
    tokenizer: optional callable str -> list[str]. The default tokenizer lowercases and keeps only
        [a-z0-9] runs, which erases non-Latin scripts; pass one for other languages. With a custom
        tokenizer rouge_score does not stem.

Returns:
    dict mapping each ROUGE type to a float (or a list of floats without the aggregator).

Example:
    >>> from pipelines import metrics
    >>> rouge = metrics.load("rouge")
    >>> rouge.compute(predictions=["the cat sat"], references=[["a dog", "the cat sat"]])["rouge1"]
    1.0
"""

_DEFAULT_TYPES = ("rouge1", "rouge2", "rougeL", "rougeLsum")


class Rouge(evaluate.Metric):
    """F1 of ROUGE-N / ROUGE-L / ROUGE-Lsum, single or multiple references per prediction."""

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
            codebase_urls=["https://github.com/google-research/google-research/tree/master/rouge"],
            reference_urls=["https://aclanthology.org/W04-1013"],
        )

    def _compute(
        self,
        predictions: list[str],
        references: list[str] | list[list[str]],
        rouge_types: list[str] | None = None,
        use_aggregator: bool = True,
        use_stemmer: bool = True,
        tokenizer: Callable[[str], list[str]] | None = None,
    ) -> dict[str, float | list[float]]:
        rouge_types = list(rouge_types or _DEFAULT_TYPES)
        scorer = rouge_scorer.RougeScorer(
            rouge_types=rouge_types,
            use_stemmer=use_stemmer,
            tokenizer=_CallableTokenizer(tokenizer) if tokenizer is not None else None,
        )
        per_example: dict[str, list[float]] = {rouge_type: [] for rouge_type in rouge_types}
        for prediction, reference in zip(predictions, references, strict=True):
            candidates = [reference] if isinstance(reference, str) else list(reference)
            if not candidates:
                raise ValueError(f"Prediction {prediction!r} has an empty list of references.")
            # score_multi keeps, per ROUGE type, the reference with the highest F1.
            scores = scorer.score_multi(candidates, prediction)
            for rouge_type in rouge_types:
                per_example[rouge_type].append(float(scores[rouge_type].fmeasure))
        if use_aggregator:
            return {key: statistics.fmean(values) for key, values in per_example.items()}
        return per_example


class _CallableTokenizer(tokenizers.Tokenizer):
    """rouge_score wants an object with .tokenize(); accept a plain function as the Hub module does."""

    def __init__(self, function: Callable[[str], list[str]]) -> None:
        self._function = function

    def tokenize(self, text: str) -> list[str]:
        return self._function(text)
