"""How good are the transcripts Whisper tiny.en writes for the speech corpus? Scored where the words are known.

    .venv/bin/python tests/benchmarks/bench_pseudo_labels.py [--lines 500] [--output runs/bench/pseudo_labels.json]

Beneath a Steel Sky's spoken lines are trained on with Whisper tiny.en's words, kept only where Whisper was
sure (``pipelines/data/pseudo_labels.py``, ``Label.confident``). Whether that rule keeps good transcripts and
drops bad ones shows on the recorded game lines whose text *is* known: Flight of the Amazon Queen's and
Drascula's, in the training split of the speech corpus (``python -m pipelines.data fetch speech`` first). A
sample of ``--lines`` of them (seeded) is labelled exactly as Steel Sky's were (the same teacher, settings and
rule, on one core); per group, kept and rejected, the report has the lines, WER and CER against the game's
text (the suite's ``wer`` metric, both sides normalised by ``speech.normalise_transcript``) and examples of
kept labels that differ from it. Progress goes to stderr, the report (JSON) to ``--output``.
"""

from __future__ import annotations

import argparse
import functools
import json
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from pipelines import metrics  # noqa: E402
from pipelines.data import pseudo_labels, speech, speech_synthesis  # noqa: E402

KNOWN_TEXT = ("amazon-queen", "drascula")  # recorded lines whose transcript is the game's own text


def read_16k(path: str) -> np.ndarray:
    """One corpus recording as 16 kHz float samples, as Whisper takes them."""
    return speech_synthesis.to_16k(*speech_synthesis.read_wav(path))


def group_scores(rows: list[dict[str, str]]) -> dict[str, Any]:
    """Lines, WER and CER (×100) of Whisper's normalised text against the game's."""
    if not rows:
        return {"lines": 0}
    scores = metrics.load("wer").compute(
        predictions=[row["whisper"] for row in rows], references=[row["text"] for row in rows]
    )
    return {
        "lines": len(rows),
        "wer": round(100 * scores["wer"], 2),
        "cer": round(100 * scores["cer"], 2),
        "word_errors": scores["word_errors"],
        "words": scores["words"],
    }


def measure(lines: int, seed: int = 0) -> dict[str, Any]:
    records = [record for record in speech.load_split("train") if record["source"] in KNOWN_TEXT]
    if not records:
        raise SystemExit(
            "no game lines in the speech corpus: run `python -m pipelines.data fetch speech` first"
        )
    sample = random.Random(seed).sample(records, min(lines, len(records)))
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as scratch:
        labels = pseudo_labels.transcribe(
            [(record["id"], functools.partial(read_16k, record["audio"])) for record in sample],
            Path(scratch) / "labels.jsonl",
            log=lambda message: print(message, file=sys.stderr, flush=True),
        )
    seconds = time.perf_counter() - started
    kept, rejected = [], []
    for record in sample:
        label = labels[record["id"]]
        row = {
            "id": record["id"],
            "text": record["text"],
            "whisper": speech.normalise_transcript(label.text),
            "log_probability": round(label.log_probability, 3),
        }
        (kept if label.confident else rejected).append(row)
    return {
        "teacher": pseudo_labels.key(),
        "settings": pseudo_labels.SETTINGS,
        "rule": {
            "min_log_probability": pseudo_labels.MIN_LOG_PROBABILITY,
            "max_no_speech": pseudo_labels.MAX_NO_SPEECH,
            "max_compression": pseudo_labels.MAX_COMPRESSION,
        },
        "lines": len(sample),
        "sources": {source: sum(record["source"] == source for record in sample) for source in KNOWN_TEXT},
        "seed": seed,
        "seconds": round(seconds, 1),
        "kept": group_scores(kept),
        "rejected": group_scores(rejected),
        "kept_share": round(len(kept) / len(sample), 4),
        "kept_examples": [row for row in kept if row["whisper"] != row["text"]][:20],
        "rejected_examples": rejected[:10],
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--lines", type=int, default=500, help="game lines to label and score")
    parser.add_argument("--output", type=Path, default=Path("runs/bench/pseudo_labels.json"))
    args = parser.parse_args(argv)
    if args.lines < 1:
        parser.error("--lines must be at least 1")
    report = measure(args.lines)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    for group in ("kept", "rejected"):
        scores = report[group]
        if scores["lines"]:
            print(f"{group}: {scores['lines']} lines, WER {scores['wer']:.2f}, CER {scores['cer']:.2f}")
    print(f"report written to {args.output}")


if __name__ == "__main__":
    main()
