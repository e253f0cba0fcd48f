"""Entity-level precision, recall and F1 for sequence labelling, as a local `evaluate` metric."""

from __future__ import annotations

from typing import Any

import datasets
import evaluate
from seqeval.metrics import accuracy_score, classification_report
from seqeval.scheme import BILOU, IOB1, IOB2, IOBES, IOE1, IOE2

_DESCRIPTION = """\
Scores named-entity recognition and chunking at the level of whole entities, as CoNLL's conlleval
does: an entity counts as correct only when its type and its exact span match. Labels are tag
strings such as "B-PER", "I-PER", "O". Computed with the `seqeval` package; the keys match the
Hub's `seqeval` module, with plain Python floats and ints as values.
"""

_CITATION = """\
@misc{seqeval,
    title = {{seqeval}: A Python framework for sequence labeling evaluation},
    author = {Hiroki Nakayama},
    year = {2018},
    url = {https://github.com/chakki-works/seqeval},
}
@inproceedings{tjong-kim-sang-de-meulder-2003-introduction,
    title = "Introduction to the {C}o{NLL}-2003 Shared Task: Language-Independent Named Entity Recognition",
    author = "Tjong Kim Sang, Erik F. and De Meulder, Fien",
    booktitle = "Proceedings of the Seventh Conference on Natural Language Learning at HLT-NAACL 2003",
    year = "2003",
    url = "https://aclanthology.org/W03-0419",
    pages = "142--147",
}
"""

_INPUTS = """
Args:
    predictions: list of predicted tag sequences, one list of strings per sentence.
    references: list of gold tag sequences, aligned token by token with the predictions.
    suffix: tags carry the position after the type ("PER-B") instead of before (default False).
    scheme: tagging scheme name used by mode="strict": "IOB1", "IOB2", "IOE1", "IOE2", "IOBES"
        or "BILOU". None lets seqeval detect it. Ignored when mode is None.
    mode: None (default) follows conlleval, which also accepts entities that start with an I- tag;
        "strict" only accepts entities that are well formed under the scheme.
    sample_weight: optional weight per sentence.
    zero_division: value for 0/0 precision or recall: "warn" (0 with a warning, default), 0 or 1.

Returns:
    for each entity type a dict {precision, recall, f1, number (gold entities)}, and
    overall_precision, overall_recall, overall_f1 (micro-averaged over entities) and
    overall_accuracy (token level, "O" tokens included).

Example:
    >>> from pipelines import metrics
    >>> seqeval = metrics.load("seqeval")
    >>> gold = [["B-PER", "I-PER", "O", "B-LOC"]]
    >>> result = seqeval.compute(predictions=[["B-PER", "I-PER", "O", "O"]], references=gold, zero_division=0)
    >>> result["overall_precision"], result["overall_recall"], result["LOC"]["number"]
    (1.0, 0.5, 1)
"""

_MODES = (None, "strict")
_SCHEMES = {scheme.__name__: scheme for scheme in (IOB1, IOB2, IOE1, IOE2, IOBES, BILOU)}


class Seqeval(evaluate.Metric):
    """Entity-level P/R/F1 per entity type and overall, plus token accuracy."""

    def _info(self) -> evaluate.MetricInfo:
        tags = datasets.List(datasets.Value("string"))
        return evaluate.MetricInfo(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_INPUTS,
            features=datasets.Features({"predictions": tags, "references": tags}),
            codebase_urls=["https://github.com/chakki-works/seqeval"],
            reference_urls=["https://www.clips.uantwerpen.be/conll2003/ner/"],
        )

    def _compute(
        self,
        predictions: list[list[str]],
        references: list[list[str]],
        suffix: bool = False,
        scheme: str | None = None,
        mode: str | None = None,
        sample_weight: list[float] | None = None,
        zero_division: str | int = "warn",
    ) -> dict[str, Any]:
        if mode not in _MODES:
            raise ValueError(f"mode must be one of {_MODES}, got {mode!r}.")
        report = classification_report(
            y_true=references,
            y_pred=predictions,
            suffix=suffix,
            output_dict=True,
            scheme=_scheme_class(scheme),
            mode=mode,
            sample_weight=sample_weight,
            zero_division=zero_division,
        )
        overall = report.pop("micro avg")
        # Macro and weighted averages are derivable from the per-type scores; the Hub drops them too.
        report.pop("macro avg")
        report.pop("weighted avg")
        scores: dict[str, Any] = {
            entity_type: {
                "precision": float(values["precision"]),
                "recall": float(values["recall"]),
                "f1": float(values["f1-score"]),
                "number": int(values["support"]),
            }
            for entity_type, values in report.items()
        }
        scores["overall_precision"] = float(overall["precision"])
        scores["overall_recall"] = float(overall["recall"])
        scores["overall_f1"] = float(overall["f1-score"])
        scores["overall_accuracy"] = float(accuracy_score(y_true=references, y_pred=predictions))
        return scores


def _scheme_class(name: str | None) -> type | None:
    """Map a scheme name to seqeval's class (seqeval wants the class, callers pass a name)."""
    if name is None:
        return None
    if name not in _SCHEMES:
        raise ValueError(f"Unknown scheme {name!r}; use one of {sorted(_SCHEMES)}.")
    return _SCHEMES[name]
