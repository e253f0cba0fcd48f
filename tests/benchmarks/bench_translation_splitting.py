"""Whole texts against sentence by sentence: what the translation pipeline's ``split_sentences`` does to quality.

    .venv/bin/python tests/benchmarks/bench_translation_splitting.py [--limit N] [--output runs/bench/splitting.json]

The shipped model learnt from single sentences, verses and program messages; people paste e-mails and
paragraphs. ``pipelines.pipeline("translation")`` translates each text either whole (when it fits the
model's window: ``split_sentences=False``) or sentence by sentence (pysbd), the translations joined with the
text's own whitespace (``split_sentences=True``). Both read the held-out test sets of ``parallel-de``
(``python -m pipelines.data fetch translation`` first) through the pipeline, beam 4:

- as they are: the everyday Ding sentences, the Auf Deutsch course's held-out topics, Bible verses (Ruth,
  Mark, Revelation; many verses hold several sentences), program messages (coreutils, git);
- as paragraphs: every ``--in-a-row`` consecutive pairs of the two everyday sets joined by a space on
  both sides (Auf Deutsch's lines come in the order of its dialogues and stories).

Per set: BLEU and chrF (sacrebleu, as ``finetune/evaluate_translation.py`` scores), the seconds taken, and
the p-value of sacrebleu's paired bootstrap for the difference (``evaluate_translation.paired_bootstrap``).
Progress goes to stderr, the report (JSON) to ``--output``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "finetune"))  # finetune/ holds scripts, imported as top-level modules

from evaluate_translation import paired_bootstrap  # noqa: E402
from train_translation import evenly_spaced, load_pairs, score  # noqa: E402

import pipelines  # noqa: E402

MODES = {"whole": False, "sentences": True}


def in_a_row(pairs: list[tuple[str, str]], n: int) -> list[tuple[str, str]]:
    """Every ``n`` consecutive pairs joined by a space on both sides (a last, shorter group included).

    >>> in_a_row([("A.", "a."), ("B.", "b."), ("C.", "c.")], 2)
    [('A. B.', 'a. b.'), ('C.', 'c.')]
    """
    groups = [pairs[i : i + n] for i in range(0, len(pairs), n)]
    return [(" ".join(s for s, _ in group), " ".join(t for _, t in group)) for group in groups]


def test_sets(limit: int | None, n: int) -> dict[str, list[tuple[str, str]]]:
    pairs = load_pairs("test", corpus="parallel-de")
    sets = {name: evenly_spaced(set_pairs, limit) for name, set_pairs in pairs.items()}
    for name in ("ding", "auf-deutsch"):
        sets[f"{name}, {n} in a row"] = in_a_row(sets[name], n)
    return sets


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--limit", type=int, default=1000, help="at most N evenly spaced pairs per test set")
    parser.add_argument("--in-a-row", type=int, default=3, help="sentences per paragraph")
    parser.add_argument("--output", type=Path, default=ROOT / "runs" / "bench" / "splitting.json")
    args = parser.parse_args(argv)

    translate = pipelines.pipeline("translation")
    report = {"model": str(pipelines.translation.DEFAULT_MODEL.relative_to(ROOT)), "num_beams": 4, "sets": {}}
    for name, pairs in test_sets(args.limit, args.in_a_row).items():
        sources, references = [s for s, _ in pairs], [t for _, t in pairs]
        hypotheses, row = {}, {"texts": len(pairs)}
        for mode, split in MODES.items():
            start = time.perf_counter()
            results = translate(sources, num_beams=4, split_sentences=split)
            hypotheses[mode] = [result["translation_text"] for result in results]
            scores = score(hypotheses[mode], pairs)
            row[mode] = {
                "bleu": scores["bleu"],
                "chrf": scores["chrf"],
                "seconds": time.perf_counter() - start,
            }
        compared = paired_bootstrap(hypotheses["whole"], hypotheses["sentences"], references)
        row["p"] = {metric: p for metric, (_, _, p) in compared.items()}
        report["sets"][name] = row
        print(name, json.dumps(row), file=sys.stderr, flush=True)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(report, indent=1) + "\n")
    print(f"wrote {args.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
