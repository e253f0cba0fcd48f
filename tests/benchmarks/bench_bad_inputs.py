"""The big bad inputs through every pipeline's Python API: what each gives and how long it takes.

    .venv/bin/python tests/benchmarks/bench_bad_inputs.py [--output runs/bench/bad_inputs.json]

``tests/test_bad_inputs.py`` feeds every pipeline and app endpoint the small bad inputs, and the app
endpoints the big ones (their size limits refuse or bound them). The Python API has no size limit, by
design: a library user may translate a book. This script measures what that costs, per pipeline, for 1 MB
of text, 5,000 sentences, one 20,000-character sentence without punctuation and 100 kB of random bytes (a
binary file read as text, and the same bytes as base64): the outcome (a result, or the error's message) and
the seconds, so that "bounded time" is a number. Translation decodes greedily here (the pipeline's default
is beam 4: about three times the time).
"""

from __future__ import annotations

import argparse
import base64
import json
import platform
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch

import pipelines

_BYTES = random.Random(0).randbytes(100_000)
INPUTS = {
    "1 MB": ("The committee met in Geneva and agreed to publish the report. " * 16_000)[:1_000_000],
    "5,000 sentences": " ".join(f"Report {i} was filed in Rome." for i in range(5_000)),
    "20,000 characters without punctuation": ("paris london berlin rome " * 800)[:20_000],
    "100 kB of bytes read as UTF-8": _BYTES.decode(errors="replace"),
    "100 kB of bytes as base64": base64.b64encode(_BYTES[:75_000]).decode(),
}


def tasks() -> dict[str, Callable[[str], Any]]:
    """Each pipeline as a function of one text, returning a short description of its result."""
    translator = pipelines.pipeline("translation", batch_size=32)
    summarizer = pipelines.pipeline("summarization")
    recognizer = pipelines.pipeline("ner")
    clusterer = pipelines.pipeline("clustering")

    def search(text: str) -> str:
        index = pipelines.pipeline("semantic-search")
        index.add([text, "The match ended in a draw."])
        hits = index.search("report published in Geneva", top_k=1)
        return f"{index.num_passages:,} passages; best hit: document {hits[0]['id']}"

    def cluster(text: str) -> str:
        out = clusterer([text, "The match ended in a draw.", "Stocks fell on Monday."])
        return f"clusters of sizes {[c['size'] for c in out['clusters']]}"

    return {
        "translation": lambda text: f"{len(translator(text, num_beams=1)['translation_text']):,} characters",
        "summarization": lambda text: f"{len(summarizer(text)['sentences'])} sentences chosen",
        "ner": lambda text: f"{len(recognizer(text)):,} entities",
        "semantic-search": search,
        "clustering": cluster,
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--output", type=Path, default=Path("runs/bench/bad_inputs.json"))
    args = parser.parse_args()
    results: dict[str, dict[str, dict[str, Any]]] = {}
    for task, run in tasks().items():
        results[task] = {}
        for name, text in INPUTS.items():
            start = time.perf_counter()
            try:
                outcome = run(text)
            except Exception as error:  # the point is to record whatever happens
                outcome = f"{type(error).__name__}: {error}"[:300]
            seconds = round(time.perf_counter() - start, 1)
            results[task][name] = {"outcome": outcome, "seconds": seconds, "characters": len(text)}
            print(f"{task:16s} {name:40s} {seconds:8.1f} s  {outcome}", flush=True)
    report = {
        "results": results,
        "machine": {"processor": platform.processor(), "threads": torch.get_num_threads()},
        "date": time.strftime("%Y-%m-%d"),
    }
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(report, indent=2) + "\n")


if __name__ == "__main__":
    main()
