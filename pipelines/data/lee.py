"""The Lee corpus: 50 news documents with human similarity ratings (Lee et al., 2005).

Every pair of the 50 documents was rated for similarity by people; the file
holds the upper triangle of the averaged ratings, scaled to [0, 1]. The loader
returns the full symmetric matrix, one row per document, plus the 300
background documents often used to fit unsupervised models.
"""

from __future__ import annotations

import datasets

from .catalog import Source, build

LEE = Source(
    distribution="gensim",
    module="gensim",
    path="test/test_data",
    licence="research use",
    homepage="https://webfiles.uci.edu/mdlee/LeePincombeWelsh2005.pdf",
    citation="Lee, Pincombe & Welsh (2005), An Empirical Evaluation of Models of Text Document Similarity",
)

FEATURES = datasets.Features(
    {
        "id": datasets.Value("int32"),
        "text": datasets.Value("string"),
        "similarities": datasets.List(datasets.Value("float32")),
    }
)


def _lines(name: str) -> list[str]:
    text = (LEE.file() / name).read_text(encoding="utf-8", errors="replace")
    return [line.strip() for line in text.splitlines() if line.strip()]


def load_lee() -> datasets.DatasetDict:
    """Splits ``documents`` (50, with a row of the similarity matrix each) and ``background`` (300).

    Example:
        >>> from pipelines.data import load
        >>> lee = load("lee")
        >>> len(lee["documents"][0]["similarities"])
        50
    """
    documents = _lines("lee.cor")
    upper = [[float(value) for value in line.split()] for line in _lines("similarities0-1.txt")]
    n = len(documents)
    if len(upper) != n or any(len(row) != n for row in upper):
        raise ValueError(f"Lee similarity matrix is not {n}×{n}")
    # The file fills the upper triangle (diagonal 1); mirror it.
    matrix = [[upper[min(i, j)][max(i, j)] for j in range(n)] for i in range(n)]
    background = _lines("lee_background.cor")
    splits = {
        "documents": {"id": list(range(n)), "text": documents, "similarities": matrix},
        "background": {
            "id": list(range(len(background))),
            "text": background,
            "similarities": [[]] * len(background),
        },
    }
    info = LEE.info(
        "Lee corpus: 50 documents with pairwise human similarity ratings, and 300 background documents.",
        FEATURES,
    )
    return build(splits, FEATURES, info)
