"""Warzone 2100's tutorial narration (Debian ``warzone2100-data``): read English speech of a speaker no
model here trained on, for testing.

The game's tutorial (``script/tutorial.js`` in the data archive ``base.wz``, a zip file) pairs each spoken
line, ``audio/tutorial/tutN.ogg`` (Ogg Vorbis, 11,025 Hz mono, one narrator), with the text it shows on the
screen at the same time (``tutorial_texts``). The narration was recorded for the game of 1999 and the texts
have been rewritten since, so the two differ in about two lines of three ("now left click the factory
icon and position it at your base" on the screen, "then left click the factory" spoken). A line is a test
utterance only where the text is what is said (``narrated_lines``): where Whisper tiny.en, the teacher of
``pseudo_labels``, reads back the shown text word for word (15 of the 42 texted lines). Whisper chose these
lines, so it cannot be measured on them; ``finetune/compare_asr.py`` leaves it out of this split.

Example, on the tutorial's own layout:
    >>> script = '{"audio": "tut1.ogg", "clear": false, "message": _("Left click the flashing BUILD icon")},'
    >>> tutorial_texts(script)
    {'tut1': 'Left click the flashing build icon'}
"""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Callable
from pathlib import Path

import numpy as np
import soundfile

from pipelines.data import package_cache, pseudo_labels
from pipelines.data.package_cache import Pinned
from pipelines.data.speech import normalise_transcript
from pipelines.data.speech_synthesis import to_16k

ARCHIVE = "usr/share/games/warzone2100/base.wz"
SCRIPT = "script/tutorial.js"
WARZONE_DATA = Pinned(
    "warzone2100-data",
    "4.3.3-3",
    "53ad292569e0bf9d16de1642d13629f29ed5dfb68896787e4c65ac60edc07d3d",
    "GPL-2+ (Eidos Interactive 1999-2004, Warzone 2100 Project)",
    keep=(ARCHIVE, "usr/share/doc/warzone2100-data/copyright"),
)
_LINE = re.compile(r'"audio":\s*"(tut\d+)\.ogg"[^}]*?"message":\s*_\("([^"]+)"\)')
_SHOUTED = re.compile(r"\b[A-Z]{2,}\b")  # "the flashing BUILD icon": a button's name, said as a word


def tutorial_texts(script: str) -> dict[str, str]:
    """``{line: text on the screen}`` of the tutorial's spoken lines, a button's name in capitals written as
    the word it is."""
    return {stem: _SHOUTED.sub(lambda m: m.group().lower(), text) for stem, text in _LINE.findall(script)}


def read_line(archive: Path, stem: str) -> tuple[np.ndarray, int]:
    """The samples (float32) and rate of one spoken line of the tutorial."""
    with zipfile.ZipFile(archive) as data:
        encoded = data.read(f"audio/tutorial/{stem}.ogg")
    samples, rate = soundfile.read(io.BytesIO(encoded), dtype="float32")
    return samples, rate


def narrated_lines(log: Callable[[str], None] = print) -> list[tuple[str, str, np.ndarray, int]]:
    """``(line, text, samples, rate)`` of the tutorial lines whose shown text is what the narrator says (Whisper
    tiny.en reads it back word for word, after ``normalise_transcript``). The first call fetches the package
    (136 MB) and has Whisper label the 42 lines once (its labels are kept in the package cache)."""
    archive = package_cache.fetch(WARZONE_DATA, log) / ARCHIVE
    with zipfile.ZipFile(archive) as data:
        texts = tutorial_texts(data.read(SCRIPT).decode("utf-8"))
    audio = {stem: read_line(archive, stem) for stem in texts}  # decoded once, for Whisper and for the test
    labels = pseudo_labels.transcribe(
        [(stem, lambda stem=stem: to_16k(*audio[stem])) for stem in texts],
        package_cache.cache_root() / "labels" / f"warzone-tutorial-{pseudo_labels.key()}.jsonl",
        log=log,
    )
    lines = [
        (stem, text, *audio[stem])
        for stem, text in texts.items()
        if normalise_transcript(labels[stem].text) == normalise_transcript(text)
    ]
    log(f"  warzone tutorial: the shown text is what is said in {len(lines)} of {len(texts)} lines")
    return lines
