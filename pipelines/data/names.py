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
"Italy", "Englisch" for "English") are listed apart: a translation must write them, but not as the English does.

Each package is fetched at its exact version into the package cache and read as files (``package_cache``).
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass

import datasets

from ..verbatim import same_name
from . import package_cache
from .misspellings import WORD_LISTS
from .parallel_de import english_casing

ENGLISH_LISTS = tuple(package for package in WORD_LISTS if package.name in ("wamerican", "wbritish"))
# Training pairs that must write a name before the corpus can tell that German writes it otherwise.
MIN_PAIRS = 3
_WORD = re.compile(r"[^\W\d_]+")


def proper_nouns(words: Iterable[str], usual: Collection[str] = ()) -> set[str]:
    """The words of a word list that are names: written with a capital, the rest in lower case, letters only, of
    two letters or more, and no word in lower case, or one of ``usual``, the words everyday English usually
    writes with a capital (``english.usual_forms``: "Tom", though "tom" is a cat).

    >>> sorted(proper_nouns(["Anna", "Mark", "mark", "Tom", "tom", "NASA", "O'Neil", "B", "London"], {"Tom"}))
    ['Anna', 'London', 'Tom']
    """
    words = set(words)
    lower = {word for word in words if word.islower()}
    return {
        word
        for word in words
        if len(word) > 1
        and word.isalpha()
        and word[0].isupper()
        and word[1:].islower()
        and (word.lower() not in lower or word in usual)
    }


def kept_names(
    names: Iterable[str],
    pairs: Iterable[tuple[str, str]],
    min_pairs: int = MIN_PAIRS,
    writes: Callable[[str, str], bool] = same_name,
) -> list[str]:
    """``names``, sorted, without those that the German of ``pairs`` (English, German) mostly writes otherwise:
    of the pairs whose English writes a name, ``min_pairs`` or more, fewer than half write it in German, as
    ``writes(name, german)`` tells (``verbatim.same_name``; ``as_written`` for the name itself).

    >>> pairs = [("On Monday.", "Am Montag."), ("Merry Christmas!", "Frohe Weihnachten!")] * 3
    >>> kept_names(["Anna", "Christmas", "Monday"], pairs), kept_names(["Anna", "Monday"], pairs, writes=as_written)
    (['Anna', 'Monday'], ['Anna'])
    """
    names = set(names)
    seen, written = Counter(), Counter()
    for english, german in pairs:
        for name in names.intersection(_WORD.findall(english)):
            seen[name] += 1
            written[name] += writes(name, german)
    return sorted(name for name in names if seen[name] < min_pairs or 2 * written[name] >= seen[name])


def as_written(name: str, german: str) -> bool:
    """Whether a word of ``german`` starts with all of ``name``, as the English writes it ("Annas" for "Anna",
    "Berliner" for "Berlin"; not "Montag" for "Monday").

    >>> as_written("Anna", "Annas Katze"), as_written("Monday", "Am Montag")
    (True, False)
    """
    return re.search(rf"(?<![^\W\d_]){re.escape(name)}", german) is not None


@dataclass(frozen=True)
class Names:
    """What ``pipelines/english_names.py`` holds (``verbatim.names_in`` and ``verbatim.protect`` read it)."""

    names: list[str]  # the names a translation must write: "Anna", "London", "Monday"
    renamed: list[str]  # those of them German writes in a form of its own: "Monday" ("Montag")


def english_names(corpus: datasets.DatasetDict) -> Names:
    """``kept_names`` of the ``proper_nouns`` of ``ENGLISH_LISTS`` (with the usual forms of ``corpus``' everyday
    English, ``parallel_de.english_casing``), against ``corpus``' training pairs, and those of them that its
    sentences do not keep ``as_written``: not the Bible's, whose German names people as Luther did ("Johannes" for
    "John", which everyday German writes "John"), nor the dictionary's entries, whose German makes compounds of
    names ("Johannisbrotbaum"). The word lists are fetched first where they are not cached."""
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
    names = kept_names(proper_nouns(listed, usual), zip(train["source"], train["target"], strict=True))
    everyday = [
        (english, german)
        for english, german, origin in zip(train["source"], train["target"], train["origin"], strict=True)
        if origin not in ("bible", "ding-words", "ding-phrases")
    ]
    as_is = set(kept_names(names, everyday, writes=as_written))
    return Names(names, [name for name in names if name not in as_is])
