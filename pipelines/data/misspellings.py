"""What ``english.correctly_spelled`` knows of English spelling, and where it comes from.

``python -m pipelines.data spelling`` writes it to ``pipelines/english_spelling.py``:

- common misspellings and their corrections, from codespell's dictionary (about 64,000, gathered from English
  Wikipedia's lists of common misspellings and from code; CC BY-SA 3.0), kept where a correction is surely
  right for everyday text: its words are common in ``parallel-de``'s English, the misspelling is no word of
  Debian's word lists of English (SCOWL's American and British), French, Spanish and Italian (which English
  borrows from: "je ne sais quoi" is no "says"), and the corpus hardly writes it in English or German;
- the frequent words of the corpus' English, which a slip of the finger is put right to, and the words one
  slip from one of them that stay: real words (of those word lists, or written twice or more in the corpus),
  contractions typed without their apostrophe ("weve", which ``english.with_apostrophes`` puts right) and
  misspellings of more than one word ("wheather": weather or whether).

Each package is fetched at its exact version into the package cache and read as files (``package_cache``).
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass

import datasets

from ..english import one_slip_from
from . import package_cache
from .package_cache import Pinned

CODESPELL = Pinned(
    "codespell",
    "2.4.1",
    "3dadafa67df7e4a3dbf51e0d7315061b80d265f9552ebd699b3dd6834b47e425",
    "CC-BY-SA-3.0 (its dictionaries, from English Wikipedia; its code is GPL-2.0-only)",
    registry="pypi",
    keep=("codespell_lib/data/dictionary.txt", "codespell-*.dist-info/COPYING"),
)
WORD_LISTS = tuple(
    Pinned(name, version, sha256, licence, keep=(f"usr/share/dict/{language}", "usr/share/doc/*/copyright"))
    for name, version, sha256, licence, language in (
        ("wamerican", "2020.12.07-2", "c8f8e2b2ad0d37bfdd41f0e40f1e4c8e5f907467d768a1d3698b164e9617f0b4", "SCOWL (permissive)", "american-english"),
        ("wbritish", "2020.12.07-2", "f80571f14aa987ef0d727e2077d4f2abd84adf92492af494e7de04882c53be3f", "SCOWL (permissive)", "british-english"),
        ("wfrench", "1.2.7-2", "a5cbe63b988adbdb973983aab5b76fe2b715e9a37b012f31ad1e925b1a4b4c29", "GPL-2.0-or-later", "french"),
        ("wspanish", "1.0.30", "a2b7504fb8c12deaf6c4e868f749a3d05a42caee348f0f5bb006238e925cde18", "public domain", "spanish"),
        ("witalian", "1.10", "dc6eb1423726ce838332936db078406b646d0f3773701a5b1566a68495ddf076", "GPL-3.0-or-later", "italian"),
    )
)  # fmt: skip
MIN_COUNT = 50  # times the corpus' English writes each word of a correction
MIN_FREQUENT = 20  # times it writes a word that a slip of the finger is put right to
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
_MISSPELLING = re.compile(r"[a-z]+(?:'[a-z]+)*")
_PLAIN = re.compile(r"[a-z]+")


def corrections(
    dictionary: Iterable[str],
    words: Collection[str],
    english: Mapping[str, int],
    german: Mapping[str, int],
    min_count: int = MIN_COUNT,
) -> dict[str, str]:
    """The misspellings of ``dictionary`` (lines as codespell writes them: "wich->which", "realy->really, relay,")
    with the correction each gets: its first, where ``english`` (the words of English text, in lower case, and
    how often each is written) has each word of it ``min_count`` times or more, and five times as often as any
    other correction's. Left out: a misspelling that is a word of ``words`` (word lists, in lower case: "lier");
    one that the English or ``german`` (counted as ``english``) write once for every hundred of its correction
    or more ("ordner" for "order" is German's "Ordner", but "wich" is rare there); and one that ``english`` has
    as a word with an apostrophe ("whos": "who's", not only "whose"; "didnt", which ``english.with_apostrophes``
    puts back).

    Example:
        >>> english = {"which": 900, "really": 80, "relay": 10, "weather": 60, "whether": 70, "a": 99, "lot": 60}
        >>> lines = ["wich->which", "realy->really, relay,", "wheather->weather, whether,", "alot->a lot, allot,"]
        >>> corrections(lines, set(), english, {"wich": 2})
        {'wich': 'which', 'realy': 'really', 'alot': 'a lot'}
        >>> lines = ["lier->liar", "forr->fore", "ordner->order", "whos->whose"]
        >>> english = {"liar": 90, "fore": 3, "order": 90, "whose": 60, "who's": 5}
        >>> corrections(lines, {"lier"}, english, {"ordner": 1})
        {}
    """
    kept, bare = {}, {word.replace("'", "") for word in english if "'" in word}
    for line in dictionary:
        misspelling, _, right = line.strip().partition("->")
        choices = [choice.strip() for choice in right.split(",") if choice.strip()]
        if (
            not choices
            or not _MISSPELLING.fullmatch(misspelling)
            or misspelling in words
            or misspelling in bare
        ):
            continue
        first, *others = (min((english.get(w, 0) for w in _words(c)), default=0) for c in choices)
        if (
            first >= min_count
            and all(first >= 5 * other for other in others)
            and (english.get(misspelling, 0) + german.get(misspelling, 0)) * 100 < first
        ):
            kept[misspelling] = choices[0]
    return kept


def frequent_words(english: Mapping[str, int], min_count: int = MIN_FREQUENT) -> dict[str, int]:
    """The words of ``english`` (counted as for ``corrections``) of letters a to z only, written ``min_count``
    times or more, with their counts, sorted: the words a slip of the finger is put right to.

    Example:
        >>> frequent_words({"the": 90, "can't": 50, "tha": 1, "cafe": 20}, 20)
        {'cafe': 20, 'the': 90}
    """
    return {
        word: count
        for word, count in sorted(english.items())
        if count >= min_count and _PLAIN.fullmatch(word)
    }


def lookalikes(words: Iterable[str], frequent: Collection[str]) -> list[str]:
    """The words of ``words`` of four letters a to z or more that are one slip of the finger from a word of
    ``frequent`` (``english.one_slip_from``) and not frequent themselves, sorted: real words, which
    ``english.correctly_spelled`` must leave as they are.

    Example:
        >>> lookalikes(["thee", "then", "tee", "bhen", "thon", "hen"], ["then", "than"])
        ['thee', 'thon']
    """
    near = {slip for word in frequent for slip in one_slip_from(word)}  # a slip from a word: a slip back
    return sorted(
        {word for word in words if len(word) >= 4 and _PLAIN.fullmatch(word) and word in near} - set(frequent)
    )


@dataclass(frozen=True)
class Spelling:
    """What ``pipelines/english_spelling.py`` holds (``english.correctly_spelled`` reads it)."""

    misspellings: dict[str, str]  # "wich" → "which"
    frequent: dict[str, int]  # "which" → how often the corpus' English writes it
    lookalikes: list[str]  # words one slip from a frequent word that stay: "thee", "weve", "wheather"


def english_spelling(corpus: datasets.DatasetDict) -> Spelling:
    """``corrections`` of codespell's dictionary, counted on the English and German of ``corpus``' training
    split (each text once), against the word lists of ``WORD_LISTS``; the ``frequent_words`` of that English,
    and the ``lookalikes`` of the word lists' words, the words the corpus writes twice or more (in English
    or German), those of them with an apostrophe typed without it ("weve") and the misspellings of more than
    one word that are not corrected ("wheather": weather or whether). The packages are fetched first where they are not cached."""
    for package in (CODESPELL, *WORD_LISTS):
        package_cache.fetch(package, log=lambda line: print(line, file=sys.stderr))
    english, german = (
        Counter(word for text in set(corpus["train"][side]) for word in _words(text))
        for side in ("source", "target")
    )
    listed = {
        line.strip().lower()
        for package in WORD_LISTS
        for path in package_cache.files(package, package.keep[0])
        for line in path.read_text(encoding="utf-8").splitlines()
    }
    (dictionary,) = package_cache.files(CODESPELL, CODESPELL.keep[0])
    lines = dictionary.read_text(encoding="utf-8").splitlines()
    misspellings, frequent = corrections(lines, listed, english, german), frequent_words(english)
    written = {word for counts in (english, german) for word, count in counts.items() if count >= 2}
    bare = {word.replace("'", "") for word in written if "'" in word}  # "weve", "didnt"
    ambiguous = {line.partition("->")[0] for line in lines if "," in line} - set(misspellings)
    return Spelling(misspellings, frequent, lookalikes(listed | written | bare | ambiguous, frequent))


def _words(text: str) -> list[str]:
    """The words of ``text`` in lower case, apostrophes inside them kept ("can't")."""
    return [word.lower().replace("’", "'") for word in _WORD.findall(text)]
