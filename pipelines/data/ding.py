"""The Ding German–English dictionary (Debian ``trans-de-en``) as parallel pairs.

One line per headword: ``German :: English``. Each side is a list of
sub-entries separated by `` | `` that correspond by position (headword,
plural, phrases, example sentences); a sub-entry lists variants separated by
``;``; annotations sit in ``{}`` (grammar), ``[]`` (register, field), ``()``
(optional words, glosses), ``<>`` (search words, the ``<>`` of separable verbs),
``/ABBR/`` (abbreviations) and ``~word`` (cross references)::

    Das ist die Höhe!; Das schießt den Vogel ab! [übtr.] :: That takes the cake! [fig.]

Annotations are removed, ``er/sie``-style word alternatives reduced to their
first word, and each aligned sub-entry classified: a *sentence* (both sides a
whole sentence: the example sentences), a *phrase* (four or more English
words) or *words* (everything shorter, the dictionary proper). Sentences and
phrases pair up to two variants of each side; words pair first with first,
so synonym lists do not swamp the corpus.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator
from typing import NamedTuple

from .package_cache import Pinned

FILE = "usr/share/trans/de-en"
PACKAGE = Pinned(
    "trans-de-en",
    "1.9-6",
    "45f6b4cf1c434776fba6811d7bc522efabb5425c43ba8afd0e289bf9e2e53df4",
    "GPL-2.0-or-later (Ding, Frank Richter, TU Chemnitz)",
    keep=(FILE, "usr/share/doc/*/copyright"),
)
VARIANTS = 2  # variants per side paired for sentences and phrases
PHRASE_WORDS = 4  # English words from which an entry is a phrase rather than words


class Entry(NamedTuple):
    """One aligned German–English pair of the dictionary."""

    german: str
    english: str
    kind: str  # "sentence", "phrase" or "words"
    line: int  # 1-based line number in the file
    position: str  # "<sub-entry>.<German variant>.<English variant>"


_BRACKETS = [re.compile(pattern) for pattern in (r"\{[^{}]*\}", r"\[[^\[\]]*\]", r"<[^<>]*>", r"\([^()]*\)")]
_OPENING = re.compile(r"[{\[<(]")
_ABBREVIATION = re.compile(r"(?<!\S)/[^/\s][^/]*?/(?=[\s;,.:!?]|$)")
_CROSS_REFERENCE = re.compile(r"~\S+")
# "er/sie", "has/had", "Ski/Schi": keep the first; "km/h" (one-letter part) stays.
_WORD_ALTERNATIVES = re.compile(r"\b(I|[^\W\d_]{2,})(?:/(?:I|[^\W\d_]{2,}))+\b")
_SPACE_BEFORE_PUNCTUATION = re.compile(r"\s+([.,!?;:…])")
_LEFTOVER = re.compile(r"[{}\[\]()<>]| / |^/|/$")
_SENTENCE_START = re.compile(r"^[\"'„“‘»]?[A-ZÄÖÜ0-9]")
_SENTENCE_END = re.compile(r"[.!?][\"'“”’«]?$")


def strip_annotations(text: str) -> str:
    """``text`` without Ding's bracketed annotations, abbreviations and cross references.

    Example:
        >>> strip_annotations("Aal {m} (auf der Speisekarte) [cook.]").split()
        ['Aal']
        >>> strip_annotations("to pay down <> sth. [fin.] /PD/").split()
        ['to', 'pay', 'down', 'sth.']
    """
    previous = None
    while previous != text and _OPENING.search(text):  # nested brackets: innermost first
        previous = text
        for pattern in _BRACKETS:
            text = pattern.sub(" ", text)
    if "/" in text:
        text = _ABBREVIATION.sub(" ", text)
    return _CROSS_REFERENCE.sub(" ", text) if "~" in text else text


def variants(side: str) -> list[str]:
    """The clean ``;``-separated variants of one sub-entry side; unusable ones dropped.

    Example:
        >>> variants("er/sie fährt per Anhalter {vi}; er/sie trampt")
        ['er fährt per Anhalter', 'er trampt']
        >>> variants("Es war purer Zufall (eben). ")
        ['Es war purer Zufall.']
        >>> variants("ein Haus am See / Meer")  # phrase-level alternatives: ambiguous, dropped
        []
    """
    found = []
    for variant in strip_annotations(side).split(";"):
        if "/" in variant:
            variant = _WORD_ALTERNATIVES.sub(r"\1", variant)
        variant = _SPACE_BEFORE_PUNCTUATION.sub(r"\1", " ".join(variant.split()))
        if variant and not _LEFTOVER.search(variant):
            found.append(variant)
    return found


def is_sentence(text: str) -> bool:
    """A whole sentence: capital (or quote, digit) first, terminal punctuation last, two words or more.

    Example:
        >>> is_sentence("It was sheer coincidence."), is_sentence("„Wirklich?“ fragte sie.")
        (True, True)
        >>> is_sentence("to take the rap for sth."), is_sentence("Achtung!")
        (False, False)
    """
    return bool(_SENTENCE_START.match(text) and _SENTENCE_END.search(text)) and len(text.split()) >= 2


def complete_sentences(german: str, english: str) -> tuple[str, str]:
    """Give one side the other's full stop when the dictionary left it off.

    Example:
        >>> complete_sentences("Der Termin rückt bedrohlich näher", "The deadline is getting close.")
        ('Der Termin rückt bedrohlich näher.', 'The deadline is getting close.')
    """
    for this, other in ((german, english), (english, german)):
        if (
            is_sentence(other)
            and not is_sentence(this)
            and is_sentence(this + other[-1])
            and this[-1].isalnum()
        ):
            if this is german:
                return german + english[-1], english
            return german, english + german[-1]
    return german, english


def kind_of(german: str, english: str) -> str:
    """``sentence``, ``phrase`` or ``words``.

    Example:
        >>> kind_of("Wann ist Besuchszeit?", "When are visiting hours?")
        'sentence'
        >>> kind_of("an ein Angebot gebunden sein", "to be bound by an offer")
        'phrase'
        >>> kind_of("Abfahrtsgleis", "departure track")
        'words'
    """
    if is_sentence(german) and is_sentence(english):
        return "sentence"
    return "phrase" if len(english.split()) >= PHRASE_WORDS else "words"


def sub_entries(line: str) -> list[tuple[str, str]]:
    """The ``(German, English)`` sub-entries of one dictionary line, annotations and all, aligned by position (none
    for comments or misaligned lines).

    Example:
        >>> sub_entries("Nuss {f} | Nüsse {pl} :: nut | nuts")
        [('Nuss {f}', 'nut'), ('Nüsse {pl}', 'nuts')]
        >>> sub_entries("# Version :: 1.9"), sub_entries("Nuss | Nüsse :: nut")
        ([], [])
    """
    if line.startswith("#") or line.count(" :: ") != 1:
        return []
    german_side, english_side = line.rstrip("\n").split(" :: ")
    german_parts, english_parts = german_side.split(" | "), english_side.split(" | ")
    if len(german_parts) != len(english_parts):
        return []
    return list(zip(german_parts, english_parts, strict=True))


def parse_line(line: str, number: int = 0) -> list[Entry]:
    """The aligned pairs of one dictionary line (none for comments or misaligned lines).

    Example:
        >>> line = ("blank; pur {adj} | die reine Wahrheit | Es war purer Zufall. :: "
        ...         "sheer; pure | the plain truth | It was sheer/pure coincidence.")
        >>> [(entry.german, entry.english, entry.kind) for entry in parse_line(line, 7)]
        [('blank', 'sheer', 'words'), ('die reine Wahrheit', 'the plain truth', 'words'), \
('Es war purer Zufall.', 'It was sheer coincidence.', 'sentence')]
    """
    entries = []
    for part, (german_part, english_part) in enumerate(sub_entries(line)):
        german_variants, english_variants = variants(german_part), variants(english_part)
        combinations = itertools.product(
            enumerate(german_variants[:VARIANTS]), enumerate(english_variants[:VARIANTS])
        )
        for (g, german), (e, english) in combinations:
            german, english = complete_sentences(german, english)
            kind = kind_of(german, english)
            if kind == "words" and (g or e):
                continue  # words: the first variant of each side only
            entries.append(Entry(german, english, kind, number, f"{part}.{g}.{e}"))
    return entries


def read(lines: Iterable[str]) -> Iterator[Entry]:
    """Every aligned pair of a dictionary file's lines, in file order."""
    for number, line in enumerate(lines, start=1):
        yield from parse_line(line, number)
