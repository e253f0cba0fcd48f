"""The names a translation into German must keep, and where they come from.

``python -m pipelines.data names`` writes them to ``pipelines/english_names.py``: the proper nouns of Debian's
English word lists (SCOWL's American and British: words listed with a capital whose lower case is no word, so
"Anna", "Emma", "Michael", "London", "Linux", or which ``parallel-de``'s everyday English usually writes with a
capital, so "Tom" and "Peter", but not "Mark" or "Will"), less those that the corpus' German writes otherwise.
A name counts as written in a German text when a word of it starts with the name's first three letters, the
capital included (``verbatim.same_name``): "Montag" for "Monday", "Elisabeth" for "Elizabeth" and "Petrus" for
"Peter" count; "Weihnachten" for "Christmas", "Deutschland" for "Germany" and "HERR" for "Yahweh" do not, and a
name whose German in the corpus' training pairs is mostly such is left out. Of the names kept, those that the
German of its sentences outside the Bible mostly writes in a form of its own ("Montag" for "Monday", "Italien" for
"Italy", "Englisch" for "English") are listed apart: a translation must write them, but not as the English does;
and so are those that sentences outside the Bible write fewer than ``MIN_PAIRS`` times and the Bible's German mostly
in a form of its own ("Galiläa" for "Galilee"). Every other name a translation must write as the English does
(``verbatim.keeps_names``: not "Petrus" for "Peter", which everyday German writes "Peter").

Each package is fetched at its exact version into the package cache and read as files (``package_cache``).
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass

import datasets

from ..verbatim import as_written, same_name
from . import package_cache
from .misspellings import WORD_LISTS
from .parallel_de import english_casing

ENGLISH_LISTS = tuple(package for package in WORD_LISTS if package.name in ("wamerican", "wbritish"))
# Training pairs that must write a name before the corpus can tell that German writes it otherwise.
MIN_PAIRS = 3
_WORD = re.compile(r"[^\W\d_]+")
_NOT_EVERYDAY = ("bible", "ding-words", "ding-phrases")  # the origins whose German names people otherwise
_SENTENCE_START = re.compile(r"(?:^|(?<=[.!?:;]))\s*[\"“]?[^\W\d_]+")


def proper_nouns(words: Iterable[str], usual: Collection[str] = ()) -> set[str]:
    """The words of a word list that are names (``_capitalised``) and no word in lower case, or one of ``usual``,
    the words everyday English usually writes with a capital (``english.usual_forms``: "Tom", though "tom" is a cat).

    >>> sorted(proper_nouns(["Anna", "Mark", "mark", "Tom", "tom", "NASA", "O'Neil", "B", "London"], {"Tom"}))
    ['Anna', 'London', 'Tom']
    """
    words = set(words)
    return {word for word in words if _capitalised(word) and (word.lower() not in words or word in usual)}


def word_names(words: Iterable[str], usual: Collection[str] = ()) -> set[str]:
    """The words of a word list that are names (``_capitalised``) and words in lower case too, but not one of
    ``usual`` (``proper_nouns`` has those).

    >>> sorted(word_names(["Anna", "Mark", "mark", "Tom", "tom", "Drew", "drew"], {"Tom"}))
    ['Drew', 'Mark']
    """
    words = set(words)
    return {word for word in words if _capitalised(word) and word.lower() in words} - set(usual)


def _capitalised(word: str) -> bool:
    """Whether ``word`` is written as a name: letters only, two or more, a capital and the rest in lower case."""
    return len(word) > 1 and word.isalpha() and word[0].isupper() and word[1:].islower()


def inside_sentences(english: str) -> str:
    """``english`` without the first word of each sentence, where a capital says nothing of a name.

    >>> inside_sentences("Mark the box. I met Mark. “Hope so,” said Hope.")
    ' the box. met Mark. so,” said Hope.'
    """
    return _SENTENCE_START.sub("", english)


def kept_names(
    names: Iterable[str],
    pairs: Iterable[tuple[str, str]],
    min_pairs: int = MIN_PAIRS,
    writes: Callable[[str, str], bool] = same_name,
    fallback: Iterable[tuple[str, str]] = (),
) -> list[str]:
    """``names``, sorted, without those that the German of ``pairs`` (English, German) mostly writes otherwise:
    of the pairs whose English writes a name, ``min_pairs`` or more, fewer than half write it in German, as
    ``writes(name, german)`` tells (``verbatim.same_name``; ``verbatim.as_written`` for the name itself). A name of
    fewer pairs is judged so by the pairs of ``fallback``.

    >>> pairs = [("On Monday.", "Am Montag."), ("Merry Christmas!", "Frohe Weihnachten!")] * 3
    >>> kept_names(["Anna", "Christmas", "Monday"], pairs), kept_names(["Anna", "Monday"], pairs, writes=as_written)
    (['Anna', 'Monday'], ['Anna'])
    >>> kept_names(["Anna", "Galilee"], pairs, writes=as_written, fallback=[("In Galilee.", "In Galiläa.")] * 3)
    ['Anna']
    """
    names = set(names)

    def counts(pairs: Iterable[tuple[str, str]]) -> tuple[Counter, Counter]:
        seen, written = Counter(), Counter()
        for english, german in pairs:
            for name in names.intersection(_WORD.findall(english)):
                seen[name] += 1
                written[name] += writes(name, german)
        return seen, written

    (seen, written), (fallback_seen, fallback_written) = counts(pairs), counts(fallback)
    for name in names:
        if seen[name] < min_pairs:
            seen[name], written[name] = fallback_seen[name], fallback_written[name]
    return sorted(name for name in names if seen[name] < min_pairs or 2 * written[name] >= seen[name])


@dataclass(frozen=True)
class Names:
    """What ``pipelines/english_names.py`` holds (``verbatim.names_in`` and ``verbatim.protect`` read it)."""

    names: list[str]  # the names a translation must write: "Anna", "London", "Monday"
    renamed: list[str]  # those of them German writes in a form of its own: "Monday" ("Montag")
    # others that only the Bible's German writes in a form of its own: "Galilee" ("Galiläa"), "Andrew" ("Andreas")
    bible_names: list[str]
    # names that are words too, names where a sentence writes them with a capital inside it: "Mark", "Drew"
    word_names: list[str]


def english_names(corpus: datasets.DatasetDict) -> Names:
    """``kept_names`` of the ``proper_nouns`` of ``ENGLISH_LISTS`` (with the usual forms of ``corpus``' everyday
    English, ``parallel_de.english_casing``), against ``corpus``' training pairs, and those of them that its
    sentences do not keep ``as_written``: not the Bible's, whose German names people as Luther did ("Johannes" for
    "John", which everyday German writes "John"), nor the dictionary's entries, whose German makes compounds of
    names ("Johannisbrotbaum"); and of the rest, those that everyday text too rarely writes and the Bible's German
    writes in a form of its own ("Galiläa" for "Galilee"). The word lists are fetched first where they are not
    cached."""
    for package in ENGLISH_LISTS:
        package_cache.fetch(package, log=lambda line: print(line, file=sys.stderr))
    listed = [
        line.strip()
        for package in ENGLISH_LISTS
        for path in package_cache.files(package, package.keep[0])
        for line in path.read_text(encoding="utf-8").splitlines()
    ]
    train = corpus["train"]
    usual = set(english_casing(corpus))
    sides = (train["source"], train["target"])
    names = kept_names(proper_nouns(listed, usual), zip(*sides, strict=True))
    by_origin: dict[str, list[tuple[str, str]]] = {}
    for english, german, origin in zip(*sides, train["origin"], strict=True):
        by_origin.setdefault(origin, []).append((english, german))
    everyday = [pair for origin, pairs in by_origin.items() if origin not in _NOT_EVERYDAY for pair in pairs]
    as_is = set(kept_names(names, everyday, writes=as_written))
    as_is_in_the_bible = set(
        kept_names(as_is, everyday, writes=as_written, fallback=by_origin.get("bible", []))
    )
    inside = [(inside_sentences(english), german) for english, german in zip(*sides, strict=True)]
    return Names(
        names,
        [name for name in names if name not in as_is],
        [name for name in names if name in as_is and name not in as_is_in_the_bible],
        kept_names(word_names(listed, usual), inside, writes=as_written),
    )
