"""Score a translation model on the held-out test sets: BLEU and chrF with their sacrebleu signatures.

    python finetune/evaluate_translation.py --model pipelines/pretrained/transformer-en-de

Test sets (never seen in training or validation): the Bible books Ruth, Mark and Revelation (World
English Bible → Schlachter 1951) and the Debian gettext catalogs of coreutils and git (en → de). The
results are printed and written to ``<model>/eval_results.json``.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import torch
from train_translation import evenly_spaced, load_pairs, score, translate
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

import pipelines  # noqa: F401  (offline switches, registration)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--model", type=Path, default=Path("pipelines/pretrained/transformer-en-de"))
    parser.add_argument("--num-beams", type=int, default=4)
    parser.add_argument(
        "--limit", type=int, help="score an evenly spaced sample of at most N pairs per test set"
    )
    parser.add_argument("--batch-size", type=int, default=32)
    args = parser.parse_args(argv)

    model = AutoModelForSeq2SeqLM.from_pretrained(args.model, dtype=torch.float32).eval()
    tokenizer = AutoTokenizer.from_pretrained(args.model)
    results = {"model": str(args.model), "num_beams": args.num_beams}
    for corpus, pairs in load_pairs("test").items():
        pairs = evenly_spaced(pairs, args.limit)
        start = time.perf_counter()
        hypotheses = translate(
            model, tokenizer, [s for s, _ in pairs], batch_size=args.batch_size, num_beams=args.num_beams
        )
        results[corpus] = score(hypotheses, pairs) | {
            "pairs": len(pairs),
            "seconds": round(time.perf_counter() - start, 1),
            "examples": [
                {"source": s, "reference": t, "hypothesis": h}
                for (s, t), h in zip(pairs[:3], hypotheses[:3], strict=True)
            ],
        }
        print(corpus, {k: v for k, v in results[corpus].items() if k != "examples"})
    (args.model / "eval_results.json").write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
