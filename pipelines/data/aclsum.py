"""ACLSum: 250 ACL papers with aspect summaries and extractive sentence labels.

Each paper comes sentence-split into three sections (abstract, introduction,
conclusion). For each aspect (challenge, approach, outcome) there is a
one-sentence reference summary and two kinds of extractive labels per
sentence: ``highlights`` (annotated by people) and ``heuristic_highlights``.
The loader flattens the three sections into one document in reading order and
keeps, per sentence, its section and every label, so both extractive training
and abstractive references come from one row.
"""

from __future__ import annotations

import json

import datasets

from .catalog import Source, build, columns

ACLSUM = Source(
    distribution="aclsum",
    module="aclsum",
    path="dataset",
    licence="MIT (dataset); papers CC BY 4.0",
    homepage="https://github.com/sobamchan/aclsum",
    citation="Takeshita et al. (2024), ACLSum: A New Dataset for Aspect-based Summarization of Scientific Publications",
)
SECTIONS = ("abstract", "introduction", "conclusion")
ASPECTS = ("challenge", "approach", "outcome")
LABEL_KINDS = ("highlights", "heuristic_highlights")


def _aspects(value: datasets.Value | datasets.List) -> datasets.Features:
    return datasets.Features({aspect: value for aspect in ASPECTS})


FEATURES = datasets.Features(
    {
        "id": datasets.Value("string"),
        "title": datasets.Value("string"),
        "sentences": datasets.List(datasets.Value("string")),
        "sections": datasets.List(datasets.ClassLabel(names=list(SECTIONS))),
        "summary": _aspects(datasets.Value("string")),
        "highlights": _aspects(datasets.List(datasets.Value("int8"))),
        "heuristic_highlights": _aspects(datasets.List(datasets.Value("int8"))),
    }
)


def _flatten(paper: dict) -> dict:
    sentences, sections = [], []
    for index, section in enumerate(SECTIONS):
        sentences += paper["sentences"][section]
        sections += [index] * len(paper["sentences"][section])
    row = {"id": paper["id"], "title": paper["title"], "sentences": sentences, "sections": sections}
    row["summary"] = {aspect: paper["summary"][aspect] for aspect in ASPECTS}
    for kind in LABEL_KINDS:
        row[kind] = {}
        for aspect in ASPECTS:
            labels = [label for section in SECTIONS for label in paper[kind][aspect][section]]
            if len(labels) != len(sentences):
                raise ValueError(
                    f"ACLSum paper {paper['id']}: {kind}/{aspect} has {len(labels)} labels "
                    f"for {len(sentences)} sentences"
                )
            row[kind][aspect] = labels
    return row


def load_aclsum() -> datasets.DatasetDict:
    """ACLSum with its official splits (train 100 / validation 50 / test 100 papers).

    Example:
        >>> from pipelines.data import load
        >>> paper = load("aclsum")["test"][0]
        >>> len(paper["sentences"]) == len(paper["highlights"]["outcome"])
        True
    """
    folder = ACLSUM.file()
    splits = {}
    for split, file in (("train", "train.jsonl"), ("validation", "val.jsonl"), ("test", "test.jsonl")):
        with (folder / file).open(encoding="utf-8") as lines:
            rows = [_flatten(json.loads(line)) for line in lines if line.strip()]
        splits[split] = columns(rows, list(FEATURES))
    info = ACLSUM.info(
        "ACLSum aspect-based summaries (challenge, approach, outcome) of ACL papers, with "
        "human and heuristic extractive sentence labels per aspect.",
        FEATURES,
    )
    return build(splits, FEATURES, info)
