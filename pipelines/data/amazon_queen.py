"""Flight of the Amazon Queen's spoken lines (Debian ``flight-of-the-amazon-queen``): real recorded speech
with the words it says, 6,587 lines (4.5 hours) by the hero Joe King and about thirty other characters.

*Flight of the Amazon Queen* (John Passfield and Steven Stamatiadis, 1995; the CD "talkie" version, free
to redistribute since 2004) ships as ScummVM game data, one file, ``queen.1c``:

- a table of contents: ``QTBL``, a 6-byte version (``CEM10``: CD, English), 2 bytes, a compression byte
  (1: MP3) and a big-endian ``uint16`` count of 21-byte entries, each a NUL-padded 12-byte name, a bundle
  byte and big-endian ``uint32`` offset and size (``read_table``);
- the spoken lines, ``<voice>.SB``, each one MP3 stream (11,025 Hz mono), which soundfile decodes;
- the text they say, in three kinds of resource, each naming the voice of its sentences
  (``voice_texts``): Joe's remarks and object descriptions in the text file ``QUEEN2.JAS`` (sizes from
  ``QUEEN.JAS``; voice ``JOE`` and the line's 4-digit number), the conversations of ``*.DOG`` (the other
  character's lines ``%2d%4xP``, Joe's ``%2d%4xJ``, by talk key and line id; his opening line ``SSSS``;
  the greetings of a second meeting ``XXXX``) and the cut-scenes of ``*.CUT`` (the scene's name padded
  with ``_`` to five characters and the object's 2-digit number). Spaces in a voice name are ``0``.

A sentence is spoken in segments: each ``*`` command (``*FL``, ``*24``, ``*XY00(237,112)``) ends one, and
segment k (from 1, in hex) is the voice file ``<voice>k.SB`` (``segments``). The formats were read from the
descriptions of ScummVM's ``queen`` engine; no code of it is used.

Example, on a tiny resource file of the same layout:
    >>> entry = lambda name, offset, size: name.ljust(12, b"\\0") + b"\\1" + offset.to_bytes(4, "big") + size.to_bytes(4, "big")
    >>> data = b"QTBL" + b"CEM10\\0" + bytes(2) + b"\\1" + (1).to_bytes(2, "big") + entry(b"JOE00011.SB", 36, 3)
    >>> read_table(data + b"mp3")
    {'JOE00011.SB': (36, 3)}
"""

from __future__ import annotations

import io
import re
import struct
from pathlib import Path

import numpy as np
import soundfile

GAME = "usr/share/scummvm/flight-of-the-amazon-queen"
DATA_FILE = "queen.1c"
SAMPLE_RATE = 11_025
MAGIC = b"QTBL"
ENTRY = struct.Struct(">12sBII")
HEADER = 20  # bytes before a .JAS, .DOG or .CUT resource's own fields
VERBS = 12  # QUEEN2.JAS: object descriptions, object names, room names, the verbs, then Joe's responses
JOE_RESPONSES = 40
# A .DOG resource: five int16 (levels, a key, the talk key, Joe's and the other person's line counts), 12 bytes
# of conditions, then the uint16 offsets of the person's lines, the cutaways and the greetings; Joe's lines
# start after a 32-byte head and 96 bytes per level.
DIALOGUE_OFFSETS, DIALOGUE_HEAD, LEVEL_SIZE = 22, 32, 96
_COMMAND = re.compile(r"\*(XY.{11}|..)", re.DOTALL)
_SILENT = ("GD", "GM")  # commands that end no spoken segment


def read_table(data: bytes) -> dict[str, tuple[int, int]]:
    """``{resource name: (offset, size)}`` of a ``queen.1c`` resource file.

    Raises ValueError when the bytes are not one (or not the English CD version)."""
    if not data.startswith(MAGIC) or len(data) < 15:
        raise ValueError(f"not a Flight of the Amazon Queen resource file: it does not start with {MAGIC!r}")
    version = data[4:10].rstrip(b"\0").decode("latin-1")
    if not version.startswith("CE"):
        raise ValueError(f"resource file version {version!r}: the English CD version (CE...) has the speech")
    count = int.from_bytes(data[13:15], "big")
    end = 15 + count * ENTRY.size
    if end > len(data):
        raise ValueError(f"resource file of {len(data)} bytes cut short inside its table of {count} entries")
    table = {}
    for name, _, offset, size in ENTRY.iter_unpack(data[15:end]):
        if offset + size > len(data):
            raise ValueError(f"resource {name!r} ends at byte {offset + size}, past the file's end")
        table[name.rstrip(b"\0").decode("latin-1")] = (offset, size)
    return table


def segments(sentence: str) -> list[tuple[int, str]]:
    """The spoken segments of a sentence, ``(voice file number, text)``: each ``*`` command ends one.

    Example:
        >>> segments("Hello there!*FL How are you?*24")
        [(1, 'Hello there!'), (2, ' How are you?')]
        >>> segments("*GDWait.*XY00(237,112)Done")
        [(2, 'Wait.'), (3, 'Done')]
    """
    spoken, number, start = [], 1, 0
    for command in _COMMAND.finditer(sentence):
        if command.group(1) not in _SILENT:
            spoken.append((number, sentence[start : command.start()]))
        number, start = number + 1, command.end()
    if start < len(sentence):
        spoken.append((number, sentence[start:]))
    return [(number, text) for number, text in spoken if text.strip()]


def _string(data: bytes, position: int, align: int) -> tuple[str, int]:
    """A length-prefixed string at ``position`` and where the next item starts (``align``-aligned)."""
    length = data[position]
    end = position + 1 + length
    text = data[position + 1 : end].decode("latin-1")
    return text, (end + align - 1) // align * align if length else position + 1


def _joe_texts(jas: bytes, queen2: str) -> dict[str, str]:
    rooms, names, _, descriptions = struct.unpack_from(">4H", jas, HEADER)
    lines = queen2.splitlines()
    responses = descriptions + names + rooms + VERBS
    voiced = {f"JOE{k:04d}": lines[responses + k - 1] for k in range(1, JOE_RESPONSES + 1)}
    voiced |= {f"JOE{JOE_RESPONSES + k:04d}": lines[k - 1] for k in range(1, descriptions + 1)}
    return voiced


def _dialogue_texts(dog: bytes) -> dict[str, str]:
    levels, _, key, joe_lines, person_lines = struct.unpack_from(">5h", dog, HEADER)
    person, _, greetings = struct.unpack_from(">3H", dog, HEADER + DIALOGUE_OFFSETS)
    joe = DIALOGUE_HEAD + abs(levels) * LEVEL_SIZE

    def entries(position: int, count: int) -> list[tuple[int, str]]:
        found = []
        for _ in range(count):
            (line,) = struct.unpack_from(">h", dog, HEADER + position + 2)
            text, position = _string(dog, HEADER + position + 4, 4)
            position -= HEADER
            found.append((line, text))
        return found

    voiced = {f"{key:2d}{line:4x}P": text for line, text in entries(person, person_lines)}
    voiced |= {f"{key:2d}{line:4x}J": text for line, text in entries(joe, joe_lines) if line > 0}
    if not struct.unpack_from(">H", dog, HEADER + joe + 2)[0]:  # Joe's opening line
        voiced[f"{key:2d}SSSSJ"] = _string(dog, HEADER + joe + 4, 2)[0]
    again, position = _string(dog, HEADER + greetings, 2)
    voiced[f"{key:2d}XXXXP"], voiced[f"{key:2d}XXXXJ"] = again, _string(dog, position, 2)[0]
    return voiced


def _cutscene_texts(cut: bytes, scene: str) -> dict[str, str]:
    _, objects, _, _, sentences = struct.unpack_from(">HhhHH", cut, HEADER)
    _, position = _string(cut, HEADER + sentences, 2)  # the scene's own entry text
    voiced = {}
    for number in range(1, abs(objects) + 1):
        text, position = _string(cut, position, 2)
        if text and text != "*" and not text.startswith("#"):
            voiced[f"{scene.ljust(5, '_')}{number:02d}"] = text
    return voiced


def voice_texts(data: bytes, table: dict[str, tuple[int, int]]) -> dict[str, tuple[str, str]]:
    """``{voice file name: (text, speaker)}`` of every spoken segment the game's texts name (the file may
    be missing); the speaker is ``joe``, the conversation (``BOB1.DOG``) or the cut-scene (``C18B.CUT``)."""

    def resource(name: str) -> bytes:
        offset, size = table[name]
        return data[offset : offset + size]

    sentences = {
        voice: (text, "joe")
        for voice, text in _joe_texts(resource("QUEEN.JAS"), resource("QUEEN2.JAS").decode("latin-1")).items()
    }
    for name in sorted(table):
        if name.endswith(".DOG"):
            sentences |= {voice: (text, name) for voice, text in _dialogue_texts(resource(name)).items()}
        elif name.endswith(".CUT"):
            cut = _cutscene_texts(resource(name), name.removesuffix(".CUT"))
            sentences |= {voice: (text, name) for voice, text in cut.items()}
    return {
        f"{voice}{number:x}".replace(" ", "0").upper() + ".SB": (text, speaker)
        for voice, (sentence, speaker) in sentences.items()
        for number, text in segments(sentence)
    }


def voice_lines(game: Path) -> list[tuple[str, str, str, bytes]]:
    """``(voice file name, text, speaker, MP3 bytes)`` for every spoken line of ``game`` (the package's
    folder) whose text is known, in name order (sound effects have none)."""
    data = (game / DATA_FILE).read_bytes()
    table = read_table(data)
    texts = voice_texts(data, table)
    return [
        (name, *texts[name], data[offset : offset + size])
        for name, (offset, size) in sorted(table.items())
        if name in texts
    ]


def read_voice(mp3: bytes) -> np.ndarray:
    """A spoken line's MP3 bytes as float32 mono samples at ``SAMPLE_RATE``."""
    samples, rate = soundfile.read(io.BytesIO(mp3), dtype="float32")
    if rate != SAMPLE_RATE:
        raise ValueError(f"a spoken line at {rate} Hz; the game's are at {SAMPLE_RATE} Hz")
    return samples if samples.ndim == 1 else samples.mean(axis=1)
