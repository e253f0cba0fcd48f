"""Casing classes: what an uncased tokenizer throws away, recovered from the original characters.

An uncased WordPiece tokenizer reads "Apple", "apple" and "APPLE" as the same token, yet capitals are one of
the strongest cues for a name. Every token gets the casing class of the *word* it belongs to, taken from
the original text, so "##ple" in "Apple" is as much title-case as "app". A word is one of the tokenizer's
words (its ``word_ids``): BERT's pre-tokenizer splits on whitespace and punctuation, so "U.S." is four
words ("U", ".", "S", ".") whether it comes from raw text or from a pre-split corpus, and training and
inference see the same classes.

Kept free of imports from this project, like the model files, so it ships with a saved model folder.

Example:

    >>> [CASING_CLASSES[word_casing(w)] for w in ["Paris", "paris", "NATO", "iPhone", "1996", "-", "東京"]]
    ['title', 'lower', 'upper', 'mixed', 'digit', 'other', 'other']
    >>> text = "Visit New York"
    >>> casing_ids(text, [(0, 0), (0, 5), (6, 9), (10, 14), (0, 0)], [None, 0, 1, 2, None])
    [1, 4, 4, 4, 1]
"""

from __future__ import annotations

from collections.abc import Sequence

# Index 0 must stay "unknown": the model's casing embedding keeps that row at zero (its padding index), so a
# token of unknown casing looks exactly as it does to the uncased backbone.
CASING_CLASSES = ("unknown", "special", "lower", "upper", "title", "mixed", "digit", "other")
UNKNOWN, SPECIAL, LOWER, UPPER, TITLE, MIXED, DIGIT, OTHER = range(len(CASING_CLASSES))


def word_casing(word: str) -> int:
    """The casing class of one word: only cased letters count, so "(Reuters)" is title-case like "Reuters".

    A digit anywhere wins (scores, dates, "F-16"); a word without cased letters (punctuation, symbols, emoji,
    Chinese, Arabic) is "other"; a single capital ("I", "A", the "U" of "U.S.") is title-case.
    """
    if any(character.isdigit() for character in word):
        return DIGIT
    cased = [character for character in word if character.isupper() or character.islower()]
    if not cased:
        return OTHER
    if all(character.islower() for character in cased):
        return LOWER
    if cased[0].isupper() and all(character.islower() for character in cased[1:]):
        return TITLE
    if all(character.isupper() for character in cased):
        return UPPER
    return MIXED


def casing_ids(text: str, offsets: Sequence[tuple[int, int]], word_ids: Sequence[int | None]) -> list[int]:
    """One casing class per token of a fast tokenizer's encoding of ``text``.

    ``offsets`` (``return_offsets_mapping=True``) and ``word_ids`` (``encoding.word_ids()``) come from that
    encoding; a token without a word (``[CLS]``, ``[SEP]``, padding) is "special". A word's characters run
    from the start of its first token to the end of its last one.
    """
    spans: dict[int, tuple[int, int]] = {}
    for (start, end), word in zip(offsets, word_ids, strict=True):
        if word is not None:
            first, last = spans.get(word, (start, end))
            spans[word] = (min(first, start), max(last, end))
    classes = {word: word_casing(text[start:end]) for word, (start, end) in spans.items()}
    return [SPECIAL if word is None else classes[word] for word in word_ids]


__all__ = ["CASING_CLASSES", "casing_ids", "word_casing"]
