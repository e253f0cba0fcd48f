"""Drascula's English voice lines (Debian ``drascula``): real recorded speech with the words it says.

*Drascula: The Vampire Strikes Back* (Alcachofa Soft, 1996, free to redistribute) ships as game data
for ScummVM. Its English folder holds two things this reader pairs:

- ``drascula.dat``, the engine data file of ScummVM's ``create_drascula`` tool: after the header
  (``DRASCULA`` and a version byte) come thirteen tables of fixed-size records, each a big-endian
  ``uint16`` count and its records (``RECORD_SIZES``), then the number of languages and fifteen text
  tables (``TEXT_TABLES``). A text table is a ``uint16`` count, then per language a ``uint16`` byte
  length and that block: text 0 starts the block; then, from ``s = 4``, each next text starts at
  ``s + n``, ``n`` being the ``uint16`` in the two bytes just before ``s``, and ``s`` moves to that start
  (the engine's ``loadTexts``). Texts end at a NUL byte. Language 0 is English.
- ``<prefix><number>.ALS``, one spoken line each: raw unsigned 8-bit mono PCM at 11,025 Hz. The prefix
  names the character and so the text table (``TEXT_OF_PREFIX``): ``D12.ALS`` is Drascula saying text
  12 of ``textd``; no prefix is the hero, John Hacker, and ``text``.

Example, on a tiny file of the same layout:
    >>> data = b"DRASCULA" + bytes([6]) + bytes(2 * 13) + (1).to_bytes(2, "big")
    >>> block = bytes(2) + (4).to_bytes(2, "big") + bytes(4) + b"HI!\\0"
    >>> data += (2).to_bytes(2, "big") + len(block).to_bytes(2, "big") + block
    >>> data += bytes(4 * (len(TEXT_TABLES) - 1))  # the other tables: no texts, an empty block
    >>> read_texts(data)["text"]
    ['', 'HI!']
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np

GAME = "usr/share/scummvm/drascula/en"
DATA_FILE = "drascula.dat"
SAMPLE_RATE = 11_025
MAGIC = b"DRASCULA"
# Bytes per record of the tables before the texts, in file order: char map, item locations, polygon x/y,
# verb bar x, menu x/y, frame x, candle x/y, pianist x, drunk x, room pre-updates, room updates, room
# actions, talk sequences.
RECORD_SIZES = (4, 4, 4, 2, 4, 2, 4, 2, 2, 20, 20, 10, 8)
TEXT_TABLES = (
    "text", "textd", "textb", "textbj", "texte", "texti", "textl", "textp", "textt", "textvb",
    "textsys", "texthis", "textverbs", "textmisc", "textd1",
)  # fmt: skip
TEXT_OF_PREFIX = {  # voice file-name prefix -> its text table, one per speaking character
    "": "text", "D": "textd", "B": "textb", "BJ": "textbj", "E": "texte", "I": "texti", "L": "textl",
    "P": "textp", "T": "textt", "VB": "textvb",
}  # fmt: skip
_LINE_FILE = re.compile(r"([A-Z]*)(\d+)\.ALS")


def read_texts(data: bytes, language: int = 0) -> dict[str, list[str]]:
    """Every text table of ``drascula.dat`` in one language (0: English), as lists indexed by text number.

    Raises ValueError when the bytes are not an engine data file of this layout."""
    if not data.startswith(MAGIC):
        raise ValueError(f"not a Drascula engine data file: it does not start with {MAGIC!r}")
    position = len(MAGIC) + 1  # and the version byte

    def uint16() -> int:
        nonlocal position
        if position + 2 > len(data):
            raise ValueError(f"Drascula data file cut short at byte {position}")
        position += 2
        return int.from_bytes(data[position - 2 : position], "big")

    for size in RECORD_SIZES:
        records = uint16()
        position += size * records
    languages = uint16()
    if not 0 <= language < languages:
        raise ValueError(f"language {language} asked; the file has {languages}")
    tables = {}
    for name in TEXT_TABLES:
        count, texts = uint16(), []
        for current in range(languages):
            length = uint16()
            block = data[position : position + length]
            position += length
            if current == language and count:
                texts, start = [_text(block, 0)], 4
                for _ in range(1, count):
                    start += int.from_bytes(block[start - 2 : start], "big")
                    texts.append(_text(block, start))
        tables[name] = texts
    if position != len(data):
        raise ValueError(f"Drascula data file of {len(data)} bytes: its tables end at byte {position}")
    return tables


def _text(block: bytes, start: int) -> str:
    end = block.find(b"\0", start)
    if end < 0:
        raise ValueError(f"a Drascula text at byte {start} of its table has no end")
    return block[start:end].decode("latin-1")


def voice_lines(game: Path) -> list[tuple[Path, str, str]]:
    """``(ALS file, text, text table)`` for every voice line of ``game`` (the English folder) whose text
    is known and not empty, in file-name order. The text table stands for the speaking character."""
    tables = read_texts((game / DATA_FILE).read_bytes())
    lines = []
    for path in sorted(game.glob("*.ALS")):
        match = _LINE_FILE.fullmatch(path.name)
        if not match or match.group(1) not in TEXT_OF_PREFIX:
            continue
        table = TEXT_OF_PREFIX[match.group(1)]
        texts, number = tables[table], int(match.group(2))
        if number < len(texts) and texts[number].strip():
            lines.append((path, texts[number], table))
    return lines


def read_voice(path: Path) -> np.ndarray:
    """An ``.ALS`` voice line as float32 samples in [-1, 1) at ``SAMPLE_RATE``.

    Example:
        >>> import tempfile
        >>> file = Path(tempfile.mkdtemp()) / "1.ALS"
        >>> _ = file.write_bytes(bytes([128, 255, 0]))
        >>> read_voice(file).tolist()
        [0.0, 0.9921875, -1.0]
    """
    return (np.frombuffer(path.read_bytes(), dtype=np.uint8).astype(np.float32) - 128) / 128
