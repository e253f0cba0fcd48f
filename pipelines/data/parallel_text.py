"""Cleaning and holding out parallel sentence pairs, whatever corpus they come from.

The rules are pure functions of the text, so every source of ``parallel-de``
goes through the same ones and the tests check them on inline examples:

* ``clean_pair``: strip and collapse whitespace; strip simple markup (drop
  markup-heavy text); drop empty, letterless or identical sides, pairs over
  ``MAX_CHARS`` characters or with a length ratio over ``MAX_RATIO``, and pairs
  whose placeholders (``%s``, ``%1$s``, ``%(name)s``, ``{name}``, ``%1``...)
  differ.
* ``normalise``: the key under which English sides are compared: lowercase,
  no punctuation, single spaces.
* ``select_held_out``: a deterministic sample by SHA-256 rank (never Python's
  salted ``hash()``).
* ``finalise``: exact duplicates go, and a validation pair whose English side is
  in test, or a training pair whose English side is in validation or test, is
  dropped: a held-out sentence is never seen in training.
"""

from __future__ import annotations

import collections
import functools
import hashlib
import html
import re
import unicodedata
from collections.abc import Iterable, Mapping
from typing import NamedTuple

MAX_CHARS = 400
MAX_RATIO = 3.0
RATIO_FROM = 10  # the ratio rule applies once the longer side has more characters than this
MAX_TAGS = 4  # more markup tags than this on one side: the text is markup, not prose
SPLITS = ("train", "validation", "test")


class Pair(NamedTuple):
    """One row of a parallel corpus, with the split it belongs to."""

    id: str
    source: str  # English
    target: str  # German
    origin: str  # "bible", "ding", "gettext:vlc-l10n", ...
    unit: str  # the held-out unit: book, catalog, help module, ...
    licence: str
    split: str


_WHITESPACE = re.compile(r"\s+")


def tidy(text: str) -> str:
    """Whitespace collapsed to single spaces, ends stripped.

    Example:
        >>> tidy("  Usage:\\n\\t%s  [FILE]... ")
        'Usage: %s [FILE]...'
    """
    return _WHITESPACE.sub(" ", text).strip()


def normalise(text: str) -> str:
    """The comparison key of a sentence: casefolded, punctuation removed, whitespace collapsed.

    Example:
        >>> normalise("  God`s  WORD — isn't it? ")
        'gods word isnt it'
        >>> normalise("Gods word, isn’t it!") == normalise("God's word isn't it?")
        True
    """
    return tidy(unicodedata.normalize("NFKC", text).casefold().translate(_punctuation()))


@functools.cache
def _punctuation() -> dict[int, None]:
    """A ``str.translate`` table deleting every punctuation character (and Sk: backticks, accents)."""
    # Planes 2-16 hold ideographs, private use and tags, no punctuation: the first two planes suffice.
    codes = (chr(code) for code in range(0x20000))
    return {
        ord(char): None
        for char in codes
        if unicodedata.category(char)[0] == "P" or unicodedata.category(char) == "Sk"
    }


# printf (%s, %5.2f, %lu, %1$s), Python (%(name)s, {name}, {0:>5}), Qt/KDE (%1), shell-like
# (${name}, $(ARG1)) and LibreOffice (%PRODUCTNAME) placeholders. "%%" is a literal percent sign.
_PLACEHOLDER = re.compile(
    r"%%"
    r"|%\([\w.-]+\)[-+#0]*\d*(?:\.\d+)?[a-zA-Z]"
    r"|%[A-Z][A-Z_]{2,}%?"
    r"|%(?:\d+\$)?[-+#0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t|I64)?[diouxXeEfFgGaAcspn]"
    r"|%\d+"
    r"|\{[\w.]*(?:![rsa])?(?::[^{}\s]*)?\}"
    r"|\$\{\w+\}|\$\(\w+\)"
)


_POSITION = re.compile(r"^%\d+\$")


def placeholders(text: str) -> collections.Counter[str]:
    """The multiset of format placeholders in ``text``; positions (``%2$s``) are dropped.

    A translation may reorder its arguments (``%s von %s`` → ``%2$s: %1$s``), so
    only the kinds of placeholders count, and how many of each.

    Example:
        >>> sorted(placeholders("%(count)d of %s in {name}, 100%% done, %1 at %2$s").elements())
        ['%(count)d', '%1', '%s', '%s', '{name}']
    """
    found = (_POSITION.sub("%", match) for match in _PLACEHOLDER.findall(text) if match != "%%")
    return collections.Counter(found)


# Tags that break the text: stripping one leaves a space, so the words on either side stay apart.
_BREAKS = frozenset(
    [
        "br",
        "p",
        "div",
        "li",
        "ul",
        "ol",
        "tr",
        "td",
        "th",
        "hr",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "blockquote",
        "pre",
        "dd",
        "dt",
    ]
)
# Tags that are markup even without attributes or a closing partner; "<file>" in "git add <file>" is not.
_HTML_TAGS = _BREAKS | frozenset(
    [
        "a",
        "abbr",
        "b",
        "big",
        "center",
        "cite",
        "code",
        "dl",
        "em",
        "font",
        "i",
        "img",
        "kbd",
        "nobr",
        "q",
        "s",
        "small",
        "span",
        "strike",
        "strong",
        "sub",
        "sup",
        "table",
        "tt",
        "u",
        "var",
        "html",
        "body",
        "qt",
    ]
)
_TAG = re.compile(
    r"<(/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+(?:\s*=\s*(?:\"[^\"]*\"|'[^']*'|[^\s>]+))?)*)\s*(/?)>"
)
_ENTITY = re.compile(r"&(?:[A-Za-z]+|#\d+|#[xX][0-9a-fA-F]+);")


def strip_markup(text: str) -> str | None:
    """``text`` without simple HTML/XML tags and entities; None when it is markup-heavy.

    Example:
        >>> strip_markup("<b>Warning:</b> the file &quot;%s&quot; exists.<br/>Replace it?")
        'Warning: the file "%s" exists. Replace it?'
        >>> strip_markup("usage: git add [<options>] [--] <pathspec>...")
        'usage: git add [<options>] [--] <pathspec>...'
        >>> strip_markup('<table><tr><td>1</td><td>2</td></tr></table>') is None
        True
    """
    tags = [match for match in _TAG.finditer(text) if _is_markup(match)]
    if len(tags) > MAX_TAGS:
        return None
    for match in reversed(tags):
        gap = " " if match.group(2).lower() in _BREAKS else ""
        text = text[: match.start()] + gap + text[match.end() :]
    text = _ENTITY.sub(lambda match: html.unescape(match.group(0)), text)
    return tidy(text)


def _is_markup(match: re.Match[str]) -> bool:
    closing, name, attributes, self_closing = match.groups()
    return bool(closing or attributes.strip() or self_closing) or name.lower() in _HTML_TAGS


def strip_accelerator(text: str) -> str:
    """A user-interface string without its keyboard-accelerator mark (GTK ``_``, Qt ``&``, LibreOffice ``~``).

    Only a single mark directly before a letter or digit counts; ``&&`` is a
    literal ampersand, entities and ``Drag & Drop`` are left alone.

    Example:
        >>> strip_accelerator("Case _sensitive"), strip_accelerator("&Open File..."), strip_accelerator("~Print")
        ('Case sensitive', 'Open File...', 'Print')
        >>> strip_accelerator("Drag & Drop"), strip_accelerator("Save && Quit"), strip_accelerator("a_b_c")
        ('Drag & Drop', 'Save & Quit', 'a_b_c')
    """
    for mark in "_~&":
        probe = text.replace("&&", "") if mark == "&" else text
        if mark == "&" and _ENTITY.search(probe):
            continue
        if probe.count(mark) == 1:
            at = text.index(mark) if mark != "&" else _single_ampersand(text)
            if at + 1 < len(text) and text[at + 1].isalnum():
                text = text[:at] + text[at + 1 :]
    return text.replace("&&", "&")


def _single_ampersand(text: str) -> int:
    return next(match.start() for match in re.finditer(r"(?<!&)&(?!&)", text))


def strip_context(message: str, translation: str) -> str:
    """A message id without the context prefix some projects write into it.

    Gramps writes ``context|message``, Wesnoth ``context^message``; when the
    translation does not carry the separator, the prefix is no English to learn.

    Example:
        >>> strip_context("date quality|estimated", "geschätzt"), strip_context("prefixkilo^k", "k")
        ('estimated', 'k')
        >>> strip_context("--color=always|never", "--color=always|never (Farbe)")
        '--color=always|never'
    """
    for separator in "|^":
        if separator in message and separator not in translation:
            message = message.rsplit(separator, 1)[1]
    return message


def has_letters(text: str) -> bool:
    return any(char.isalpha() for char in text)


def ratio_ok(source: str, target: str) -> bool:
    """Whether the character lengths are within ``MAX_RATIO`` (checked once the longer exceeds ``RATIO_FROM``).

    Example:
        >>> ratio_ok("Quit", "Beenden"), ratio_ok("Tab", "Registerkarte"), ratio_ok("Sheet", "Tabelle")
        (True, False, True)
    """
    shorter, longer = sorted((len(source), len(target)))
    return longer <= RATIO_FROM or longer <= MAX_RATIO * shorter


def clean_pair(source: str, target: str) -> tuple[str, str] | None:
    """The cleaned (English, German) pair, or None when a rule drops it.

    Example:
        >>> clean_pair("  Cannot open <b>%s</b>\\n", "%s kann nicht geöffnet werden")
        ('Cannot open %s', '%s kann nicht geöffnet werden')
        >>> clean_pair("Copied %d files", "Dateien kopiert") is None  # placeholder lost
        True
        >>> clean_pair("Status", "Status") is None  # identical
        True
        >>> clean_pair("OK", "In Ordnung, die Änderungen werden jetzt übernommen") is None  # ratio
        True
    """
    cleaned = []
    for text in (source, target):
        text = strip_markup(tidy(text))
        if not text or not has_letters(text) or len(text) > MAX_CHARS:
            return None
        cleaned.append(text)
    source, target = cleaned
    if source == target or not ratio_ok(source, target):
        return None
    if placeholders(source) != placeholders(target):
        return None
    return source, target


def stable_hash(text: str, salt: str = "") -> str:
    """SHA-256 hex digest of ``salt`` and ``text``: the same on every machine and Python run.

    Example:
        >>> stable_hash("Good morning.", salt="ding")[:12]
        '35690ec961c2'
    """
    return hashlib.sha256(f"{salt}\0{text}".encode()).hexdigest()


def select_held_out(keys: Iterable[str], sizes: Mapping[str, int], salt: str) -> dict[str, str]:
    """Assign ``sizes[split]`` of the distinct ``keys`` to each split, in the order ``sizes`` lists them.

    Keys are ranked by ``stable_hash(key, salt)``, so the choice depends neither
    on the input order nor on the machine; keys not chosen are left out.

    Example:
        >>> keys = ["it rains", "good night", "see you", "thank you", "it rains"]
        >>> chosen = select_held_out(keys, {"test": 2, "validation": 1}, salt="demo")
        >>> sorted(chosen.values())
        ['test', 'test', 'validation']
        >>> chosen == select_held_out(reversed(keys), {"test": 2, "validation": 1}, salt="demo")
        True
    """
    ranked = sorted(set(keys), key=lambda key: (stable_hash(key, salt), key))
    needed = sum(sizes.values())
    if len(ranked) < needed:
        raise ValueError(f"only {len(ranked)} distinct keys to hold out {needed} ({dict(sizes)})")
    chosen, start = {}, 0
    for split, size in sizes.items():
        chosen.update(dict.fromkeys(ranked[start : start + size], split))
        start += size
    return chosen


def finalise(pairs: Iterable[Pair]) -> list[Pair]:
    """Deduplicated pairs where no held-out English side is seen by a less held-out split.

    Test comes first, then validation, then train (each in its given order). An
    exact (source, target) repeat is dropped; so is a validation pair whose
    normalised English side is in test and a training pair whose normalised
    English side is in validation or test.

    Example:
        >>> rows = [Pair("t1", "Good night!", "Gute Nacht!", "ding", "ding-test", "GPL", "test"),
        ...         Pair("r1", "good night", "Schlaf gut", "gettext:x", "x", "GPL", "train"),
        ...         Pair("r2", "Good morning.", "Guten Morgen.", "ding", "ding", "GPL", "train"),
        ...         Pair("r3", "Good morning.", "Guten Morgen.", "ding", "ding", "GPL", "train")]
        >>> [pair.id for pair in finalise(rows)]
        ['t1', 'r2']
    """
    ordered = sorted(pairs, key=lambda pair: SPLITS.index(pair.split), reverse=True)  # stable: test first
    held: dict[str, str] = {}  # normalised English side -> the most held-out split holding it
    seen: set[tuple[str, str]] = set()
    kept = []
    for pair in ordered:
        key = normalise(pair.source)
        owner = held.get(key)
        if owner is not None and owner != pair.split:
            continue
        if pair.split != "train":
            held[key] = pair.split
        if (pair.source, pair.target) in seen:
            continue
        seen.add((pair.source, pair.target))
        kept.append(pair)
    return kept
