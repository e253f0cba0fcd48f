"""Auf Deutsch, an MIT-licensed German course (PyPI ``auf-deutsch``), as English → German pairs.

Its ``content`` folder holds JSON lessons written for everyday situations: phrase packs (a phrase, its
example sentences and variations), dialogues, short stories, listening exercises and grammar tracks. Every
object in them with a string ``"en"`` and a string ``"de"`` is one pair::

    {"speaker": "Du", "de": "Ich hätte gern ein Brötchen, bitte.", "en": "I would like a bread roll, please."}

A pair's unit is its lesson's topic: a pack's ``pack_id`` (its dialogues carry the same one), else the
file's name, so a topic can be held out whole. Glosses for learners are tidied away: a note in brackets
that the German does not have ("Anything else? (short version)") is dropped, and a pair offering
alternatives ("big / tall") is skipped.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple

CONTENT = "auf_deutsch/content"
_NOTE = re.compile(r"\s*\([^()]*\)")
_ALTERNATIVES = " / "


class Lesson(NamedTuple):
    """One pair of a lesson file."""

    unit: str  # the topic: a pack id, else the file stem
    key: str  # "<file stem>.<index of the pair in the file>"
    english: str
    german: str


def tidy(english: str, german: str) -> tuple[str, str] | None:
    """A learner's pair as translation data: bracketed notes the German lacks dropped, alternatives skipped.

    Example:
        >>> tidy("Anything else? (short version)", "Noch etwas?")
        ('Anything else?', 'Noch etwas?')
        >>> tidy("big / tall", "groß") is None
        True
        >>> tidy("The (small) kitchen", "Die (kleine) Küche")
        ('The (small) kitchen', 'Die (kleine) Küche')
    """
    if _ALTERNATIVES in english or _ALTERNATIVES in german:
        return None
    if "(" not in german:
        english = _NOTE.sub("", english)
    return english.strip(), german.strip()


def _pairs_in(value: Any) -> Iterator[tuple[str, str]]:
    if isinstance(value, dict):
        if isinstance(value.get("en"), str) and isinstance(value.get("de"), str):
            yield value["en"], value["de"]
        for child in value.values():
            yield from _pairs_in(child)
    elif isinstance(value, list):
        for child in value:
            yield from _pairs_in(child)


def read(content: Path) -> Iterator[Lesson]:
    """Every pair of every lesson under ``content`` (the package's ``auf_deutsch/content``), files in name order.

    Raises ValueError naming the file when one is not valid JSON.
    """
    for path in sorted(content.rglob("*.json")):
        try:
            lesson = json.loads(path.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            raise ValueError(f"{path}: not a JSON lesson file ({error})") from error
        unit = lesson.get("pack_id", path.stem) if isinstance(lesson, dict) else path.stem
        for index, (english, german) in enumerate(_pairs_in(lesson)):
            tidied = tidy(english, german)
            if tidied:
                yield Lesson(unit, f"{path.stem}.{index}", *tidied)
