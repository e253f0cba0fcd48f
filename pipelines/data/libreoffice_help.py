"""LibreOffice's offline help: paragraph pairs aligned by their ids.

Debian's ``libreoffice-help-<lang>`` packages hold the same HTML pages in each
language (``usr/share/libreoffice/help/<lang>/text/<module>/...html``), every
paragraph and heading with the same stable id (``par_id3154758``,
``hd_id3145377``) in every language, so the English and German pages align
paragraph by paragraph without any guessing.
"""

from __future__ import annotations

import html.parser
import re
from pathlib import Path

ROOT = "usr/share/libreoffice/help"
_ALIGNED_ID = re.compile(r"(?:par|hd)_id\w+")
_VOID = frozenset(
    [
        "area",
        "base",
        "br",
        "col",
        "embed",
        "hr",
        "img",
        "input",
        "link",
        "meta",
        "param",
        "source",
        "track",
        "wbr",
    ]
)
_SKIPPED = frozenset(("script", "style"))


class _Paragraphs(html.parser.HTMLParser):
    """Collects the text of every element whose id is an aligned paragraph id."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[str, str | None, list[str]]] = []  # (tag, aligned id or None, text parts)
        self.texts: dict[str, str] = {}
        self.skipping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _VOID:
            return
        if tag in _SKIPPED:
            self.skipping += 1
        identifier = dict(attrs).get("id") or ""
        self.open.append((tag, identifier if _ALIGNED_ID.fullmatch(identifier) else None, []))

    def handle_endtag(self, tag: str) -> None:
        if not any(open_tag == tag for open_tag, _, _ in self.open):
            return  # a stray end tag
        while self.open:
            open_tag, identifier, parts = self.open.pop()
            text = "".join(parts)
            if self.open:
                self.open[-1][2].append(text)
            if identifier:
                self.texts.setdefault(identifier, " ".join(text.split()))
            if open_tag in _SKIPPED:
                self.skipping -= 1
            if open_tag == tag:
                break

    def handle_data(self, data: str) -> None:
        if self.open and not self.skipping:
            self.open[-1][2].append(data)


def paragraphs(page: str) -> dict[str, str]:
    """``{paragraph id: text}`` of one help page's HTML.

    Example:
        >>> paragraphs('<p id="par_id31" class="paragraph">Moves the <span class="emph">selected</span> '
        ...            'object.</p><h2 id="hd_id32">Move Down</h2><p id="bm_x">bookmark</p>')
        {'par_id31': 'Moves the selected object.', 'hd_id32': 'Move Down'}
    """
    parser = _Paragraphs()
    parser.feed(page)
    parser.close()
    return {key: text for key, text in parser.texts.items() if text}


def aligned_pages(english: Path, german: Path) -> list[tuple[str, Path, Path]]:
    """``(page, English file, German file)`` for every help page present in both languages, sorted.

    ``english`` and ``german`` are the language folders (``.../help/en-US``, ``.../help/de``).
    """
    pages = []
    for german_page in sorted((german / "text").rglob("*.html")):
        page = german_page.relative_to(german).as_posix()
        if (english / page).is_file():
            pages.append((page, english / page, german_page))
    return pages


def module_of(page: str) -> str:
    """The help module (the held-out unit) of a page path.

    Example:
        >>> module_of("text/scalc/01/04060181.html")
        'scalc'
    """
    parts = page.split("/")
    return parts[1] if len(parts) > 2 else parts[0]
