"""Score a translation model on the held-out test sets: BLEU and chrF with their sacrebleu signatures.

    python finetune/evaluate_translation.py --model pipelines/pretrained/transformer-en-de

Test sets (never seen in training or validation): the Bible books Ruth, Mark and Revelation (World
English Bible → Schlachter 1951) and the Debian gettext catalogs of coreutils and git (en → de); with
``--corpus parallel-de`` (pinned package versions) also two everyday sets: "ding", 1,000 example sentences
of the Ding dictionary, and "auf-deutsch", about 400 sentences of the held-out topics of a German course;
and the Ding sentences as people also type them, "ding-lower-case" (the English in lower case). The scores
and a few examples are printed, and the scores written to ``<model>/eval_results.json``: one record per
test set and metric (``pipelines.hub.eval_results``), with the sacrebleu signature, the number of pairs,
the seconds taken and the beam size. ``--hypotheses FILE`` also keeps every translation (JSON: per test
set, its source, reference and hypothesis), to set two models side by side: ``--against FILE`` reads such a
file of another model and says, per test set and metric, whether this model's difference to it is more than
chance, by sacrebleu's paired bootstrap resampling (Koehn, 2004: 1,000 resamples of the test sentences, the
p-value of the difference arising with no real one). A new model is shipped when its gain holds up this way.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

import torch
from train_translation import CORPORA, evenly_spaced, in_lower_case, load_pairs, score, translate
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

import pipelines
from pipelines.hub.eval_results import FILE_NAME, write_eval_results

METRICS = ("bleu", "chrf")
BOOTSTRAP_SAMPLES = 1000


def eval_records(
    corpus: str, scores: dict[str, Any], pairs: int, seconds: float, num_beams: int
) -> list[dict[str, Any]]:
    """The ``eval_results.json`` records of one test set: ``scores`` as ``train_translation.score`` gives them."""
    return [
        {
            "task": "translation",
            "dataset": corpus,
            "split": "test",
            "metric": metric,
            "value": scores[metric],
            "signature": scores[f"{metric}_signature"],
            "pairs": pairs,
            "seconds": seconds,
            "config": {"num_beams": num_beams},
        }
        for metric in METRICS
    ]


def test_sets(pairs: dict[str, list[tuple[str, str]]], limit: int | None) -> dict[str, list[tuple[str, str]]]:
    """The test sets scored: each set's pairs (at most ``limit``, evenly spaced), and the everyday Ding set
    again as people also type it, "ding-lower-case" (``train_translation.in_lower_case``)."""
    sets = {name: evenly_spaced(set_pairs, limit) for name, set_pairs in pairs.items()}
    if "ding" in sets:
        sets["ding-lower-case"] = [in_lower_case(pair) for pair in sets["ding"]]
    return sets


def paired_bootstrap(
    baseline: list[str], hypotheses: list[str], references: list[str]
) -> dict[str, tuple[float, float, float]]:
    """Per metric: the baseline's score, these hypotheses' score and the p-value of their difference, by
    sacrebleu's paired bootstrap test over the sentences (``BOOTSTRAP_SAMPLES`` resamples; its seed is
    fixed unless ``SACREBLEU_SEED`` says otherwise). Identical hypotheses get p = 1 (sacrebleu's test gives
    the smallest p it can when there is no difference at all).
    """
    from sacrebleu.metrics import BLEU, CHRF
    from sacrebleu.significance import PairedTest

    test = PairedTest(
        [("baseline", baseline), ("hypotheses", hypotheses)],
        {"bleu": BLEU(), "chrf": CHRF()},
        [references],
        test_type="bs",
        n_samples=BOOTSTRAP_SAMPLES,
    )
    _, results = test()
    # results: {"System": names, then one list per metric in the order given, keyed by sacrebleu's names}
    per_metric = [results[name] for name in results if name != "System"]
    return {
        metric: (round(base.score, 2), round(new.score, 2), 1.0 if baseline == hypotheses else new.p_value)
        for metric, (base, new) in zip(METRICS, per_metric, strict=True)
    }


def compare(translations: dict[str, list[dict[str, str]]], against: dict[str, list[dict[str, str]]]) -> None:
    """Print, per test set both hold, the other model's scores, these and the paired bootstrap p-values."""
    for corpus, rows in translations.items():
        others = against.get(corpus)
        if others is None:
            continue
        if [(r["source"], r["reference"]) for r in others] != [(r["source"], r["reference"]) for r in rows]:
            raise SystemExit(
                f"--against: its {corpus!r} test set is not this one (other pairs or --limit); "
                "translate both with the same --corpus and --limit."
            )
        scores = paired_bootstrap(
            [r["hypothesis"] for r in others], [r["hypothesis"] for r in rows], [r["reference"] for r in rows]
        )
        print(
            f"{corpus} against the other model: "
            + ", ".join(f"{m} {base} -> {new} (p {p:.3f})" for m, (base, new, p) in scores.items())
        )


def main(argv: list[str] | None = None) -> None:
    pipelines.register()  # the suite's models for transformers' Auto classes, MiniLM by its Hub id
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--model", type=Path, default=Path("pipelines/pretrained/transformer-en-de"))
    parser.add_argument("--num-beams", type=int, default=4)
    parser.add_argument(
        "--limit", type=int, help="score an evenly spaced sample of at most N pairs per test set"
    )
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument(
        "--corpus",
        choices=CORPORA,
        default="bible-gettext",
        help="test sets: the Bible and gettext ones, or with parallel-de also the 1,000 everyday Ding sentences",
    )
    parser.add_argument(
        "--output", type=Path, help="where to write the records (default: <model>/eval_results.json)"
    )
    parser.add_argument("--hypotheses", type=Path, help="also write every translation here (JSON)")
    parser.add_argument(
        "--against", type=Path, help="another model's --hypotheses file: is the difference more than chance?"
    )
    args = parser.parse_args(argv)
    against = json.loads(args.against.read_text()) if args.against else None

    model = AutoModelForSeq2SeqLM.from_pretrained(args.model, dtype=torch.float32).eval()
    tokenizer = AutoTokenizer.from_pretrained(args.model)
    records, translations = [], {}
    for corpus, pairs in test_sets(load_pairs("test", corpus=args.corpus), args.limit).items():
        start = time.perf_counter()
        hypotheses = translate(
            model, tokenizer, [s for s, _ in pairs], batch_size=args.batch_size, num_beams=args.num_beams
        )
        seconds = round(time.perf_counter() - start, 1)
        scores = score(hypotheses, pairs)
        records += eval_records(corpus, scores, len(pairs), seconds, args.num_beams)
        print(corpus, {metric: scores[metric] for metric in METRICS}, f"{len(pairs)} pairs, {seconds} s")
        for (source, target), hypothesis in zip(pairs[:3], hypotheses[:3], strict=True):
            print(f"  source:     {source!r}\n  reference:  {target!r}\n  hypothesis: {hypothesis!r}")
        translations[corpus] = [
            {"source": source, "reference": target, "hypothesis": hypothesis}
            for (source, target), hypothesis in zip(pairs, hypotheses, strict=True)
        ]
    print(f"wrote {write_eval_results(args.output or args.model / FILE_NAME, records)}")
    if args.hypotheses:
        args.hypotheses.parent.mkdir(parents=True, exist_ok=True)
        args.hypotheses.write_text(json.dumps(translations, ensure_ascii=False, indent=1) + "\n")
        print(f"wrote {args.hypotheses}")
    if against is not None:
        compare(translations, against)


if __name__ == "__main__":
    main()
