"""Text gettext catalogs (``.po``), for packages that ship them uncompiled.

The binary ``.mo`` reader is ``debian_gettext.read_catalog``; this one reads the
source form with the same result: sorted (English, translated) pairs, without
the header, untranslated, fuzzy or obsolete entries, plural forms beyond the
first, or message contexts.
"""

from __future__ import annotations

import re
from pathlib import Path

_ESCAPE = re.compile(r"\\(.)")
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\"}
_KEYWORD = re.compile(r"^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(\".*\")\s*$")


def unquote(literal: str) -> str:
    """The text of one C string literal of a ``.po`` file.

    Example:
        >>> unquote('"Usage: %s [OPTION]...\\\\n"')
        'Usage: %s [OPTION]...\\n'
    """
    return _ESCAPE.sub(lambda match: _ESCAPES.get(match.group(1), match.group(1)), literal.strip()[1:-1])


def parse_po(text: str) -> list[tuple[str, str]]:
    """The (English, translated) pairs of a ``.po`` file's text, sorted.

    Example:
        >>> parse_po('''msgid ""
        ... msgstr "Content-Type: text/plain; charset=UTF-8\\\\n"
        ...
        ... #, fuzzy
        ... msgid "Draft"
        ... msgstr "Entwurf"
        ...
        ... msgctxt "button"
        ... msgid "Save "
        ... "changes"
        ... msgstr "Änderungen speichern"
        ...
        ... msgid "%(count)s talk"
        ... msgid_plural "%(count)s talks"
        ... msgstr[0] "%(count)s Vortrag"
        ... msgstr[1] "%(count)s Vorträge"
        ... ''')
        [('%(count)s talk', '%(count)s Vortrag'), ('Save changes', 'Änderungen speichern')]
    """
    pairs = []
    entry: dict[str, str] = {}
    flags = ""
    field = None

    def flush() -> None:
        message, translation = entry.get("msgid", ""), entry.get("msgstr", entry.get("msgstr[0]", ""))
        if message.strip() and translation.strip() and "fuzzy" not in flags:
            pairs.append((message, translation))

    for line in text.splitlines():
        line = line.strip()
        keyword = _KEYWORD.match(line)
        starts_entry = (
            not line or line.startswith("#") or (keyword and keyword.group(1) in ("msgctxt", "msgid"))
        )
        if starts_entry and any(key.startswith("msgstr") for key in entry):
            flush()
            entry, flags, field = {}, "", None
        if line.startswith("#,"):
            flags += line
        elif keyword:
            field = keyword.group(1)
            entry[field] = unquote(keyword.group(2))
        elif line.startswith('"') and field is not None:
            entry[field] += unquote(line)
        # other comments (#:, #., #~ obsolete entries) and blank lines carry nothing
    if entry:
        flush()
    return sorted(pairs)


def read_po(path: Path) -> list[tuple[str, str]]:
    """The (English, translated) pairs of one ``.po`` file (UTF-8), sorted."""
    return parse_po(path.read_text(encoding="utf-8", errors="replace"))
