"""bfloat16 against float32 for the suite's shipped models: quality and speed per task, on one machine.

    .venv/bin/python tests/benchmarks/bench_precision.py [--limit N] [--output runs/bench/precision.json]

Each task's pipeline is built twice, once per dtype (``dtype="float32"``, ``dtype="bfloat16"``), on the CPU,
and both read the same data. Each is warmed up, then the two take turns: ``--repeats`` timed passes over
the whole data each (float32, bfloat16, float32, ...). Quality is scored on the first pass's outputs (the
passes are deterministic); speed is the median pass.

- Named entities: ``pipelines.pipeline("ner")`` on CoNLL-2003 test, article by article, entity-level seqeval
  F1, precision and recall ×100, scored as ``finetune/compare_ner.py`` scores the pipeline; gold tokens/s.
- Summarization: ``pipelines.pipeline("summarization")`` (BERTSUM) on the ACLSum test papers, 3 sentences
  each, ROUGE-1/2/L F1 ×100 as ``finetune/compare_summarizers.py`` scores "this model"; documents/s.
- Translation: ``pipelines.pipeline("translation")`` (the en→de Transformer), beam 4, the pipeline's batch
  size, on an evenly spaced sample of ``--translation-pairs`` test pairs per corpus (Bible, gettext), BLEU
  and chrF per corpus as ``finetune/evaluate_translation.py`` scores them (sacrebleu); generated tokens/s,
  counting the translations' subword tokens.
- Sentence embeddings (semantic search, clustering): all-MiniLM-L6-v2 through ``pipelines.embeddings.encode``
  on ``--sentences`` Bible verses; sentences/s and the cosine between each verse's float32 and bfloat16
  vectors (mean and min).

``--limit N`` keeps the first N items of each task (sentences, papers, pairs per corpus, verses): a quick
check. The report (JSON) records the machine, whether its CPU has native bf16 instructions, the dtype the
precision policy picks there (``pipelines.precision.resolve_dtype("cpu")``) and torch's thread count; per
task ``{"float32": {...}, "bfloat16": {...}, "bf16_over_fp32_speed": x}``. Progress goes to stderr.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import torch

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "finetune"))  # finetune/ holds scripts, imported as top-level modules

import compare_ner  # noqa: E402
import compare_summarizers  # noqa: E402
from train_translation import evenly_spaced, load_pairs, score  # noqa: E402

import pipelines  # noqa: E402
from pipelines import data, embeddings, metrics, precision, translation  # noqa: E402
from pipelines.data.aclsum import ASPECTS  # noqa: E402

DTYPES = ("float32", "bfloat16")
DEVICE = "cpu"
NER_BATCH = 8  # windows per batch, as compare_ner.py
SUMMARIZATION_BATCH = 8  # documents per call, as compare_summarizers.py
# The pipeline's own batch size (8 pieces): on CPU, beam search over 32 waits longer for its slowest row.
TRANSLATION_BATCH = translation.TranslationPipeline.default_batch_size
NUM_BEAMS = 4
EMBEDDING_BATCH = embeddings.BATCH_SIZE

Outputs = dict[str, Any]  # dtype -> what its first pass returned


def say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def take_turns(
    task: str, runs: dict[str, Callable[[], Any]], repeats: int
) -> tuple[Outputs, dict[str, float]]:
    """Each run ``repeats`` times, the runs taking turns: the first pass's output and the median seconds, per run."""
    outputs: Outputs = {}
    seconds: dict[str, list[float]] = {name: [] for name in runs}
    for repeat in range(1, repeats + 1):
        for name, run in runs.items():
            start = time.perf_counter()
            result = run()
            seconds[name].append(time.perf_counter() - start)
            outputs.setdefault(name, result)
            say(f"[{task}] {name} pass {repeat}/{repeats}: {seconds[name][-1]:.1f} s")
    return outputs, {name: statistics.median(times) for name, times in seconds.items()}


def compared(results: dict[str, dict[str, Any]], rate: str) -> dict[str, Any]:
    """``results`` per dtype and bfloat16's speed over float32's (``rate`` names the speed key)."""
    speed = results["bfloat16"][rate] / results["float32"][rate]
    return {**results, "bf16_over_fp32_speed": round(speed, 3)}


def without_timing(scores: dict[str, Any], *keys: str) -> dict[str, Any]:
    """A compare_* script's scores without its own one-pass timing (here speed is the median of the turns)."""
    return {key: value for key, value in scores.items() if key not in keys}


# ---------------------------------------------------------------------------------------------------------------
# Tasks
# ---------------------------------------------------------------------------------------------------------------


def bench_ner(limit: int | None, repeats: int) -> dict[str, Any]:
    articles = compare_ner.load_articles(limit)
    tokens = sum(len(article.starts) for article in articles)
    systems = {
        dtype: compare_ner.pipeline_system(
            pipelines.pipeline("ner", dtype=dtype, device=DEVICE, batch_size=NER_BATCH)
        )
        for dtype in DTYPES
    }
    for system in systems.values():
        system(articles[:1])  # first-call costs are not part of the speed
    runs = {dtype: lambda system=system: system(articles) for dtype, system in systems.items()}
    tags, seconds = take_turns("ner", runs, repeats)
    results = {}
    for dtype in DTYPES:
        # compare_ner's scoring, on the tags of the first pass.
        scores = compare_ner.evaluate(lambda _articles, dtype=dtype: tags[dtype], articles)
        results[dtype] = without_timing(scores, "seconds", "tokens_per_s") | {
            "seconds": round(seconds[dtype], 3),
            "tokens_per_s": round(tokens / seconds[dtype], 1),
        }
    data_info = {
        "corpus": "conll2003",
        "split": "test",
        "articles": len(articles),
        "sentences": sum(len(a.sentences) for a in articles),
        "tokens": tokens,
    }
    return {"data": data_info} | compared(results, "tokens_per_s")


def bench_summarization(limit: int | None, repeats: int) -> dict[str, Any]:
    papers = data.load("aclsum")["test"]
    if limit:
        papers = papers.select(range(min(limit, len(papers))))
    documents = list(papers["sentences"])
    references = ["\n".join(paper["summary"][aspect] for aspect in ASPECTS) for paper in papers]
    systems = {}
    for dtype in DTYPES:
        summarizer = pipelines.pipeline(
            "summarization", dtype=dtype, device=DEVICE, batch_size=SUMMARIZATION_BATCH
        )
        summarizer([{"sentences": compare_summarizers.WARM_UP}], k=compare_summarizers.K)
        systems[dtype] = compare_summarizers.model_system(summarizer)
    runs = {dtype: lambda system=system: system(documents, references) for dtype, system in systems.items()}
    selections, seconds = take_turns("summarization", runs, repeats)
    rouge = metrics.load("rouge")
    results = {}
    for dtype in DTYPES:
        # compare_summarizers' scoring, on the selections of the first pass.
        picked = selections[dtype]
        scores = compare_summarizers.evaluate_system(
            lambda _d, _r, picked=picked: picked, documents, references, rouge
        )
        results[dtype] = without_timing(scores, "seconds", "docs_per_s") | {
            "seconds": round(seconds[dtype], 3),
            "docs_per_s": round(len(documents) / seconds[dtype], 3),
        }
    data_info = {
        "corpus": "aclsum",
        "split": "test",
        "papers": len(documents),
        "sentences_per_summary": compare_summarizers.K,
    }
    return {"data": data_info} | compared(results, "docs_per_s")


def bench_translation(limit: int | None, repeats: int, pairs_per_corpus: int) -> dict[str, Any]:
    corpora = {
        corpus: evenly_spaced(pairs, pairs_per_corpus)[:limit] for corpus, pairs in load_pairs("test").items()
    }
    sources = [source for pairs in corpora.values() for source, _ in pairs]
    translators = {
        dtype: pipelines.pipeline("translation", dtype=dtype, device=DEVICE, batch_size=TRANSLATION_BATCH)
        for dtype in DTYPES
    }
    for translator in translators.values():
        translator(sources[:2], num_beams=NUM_BEAMS)

    def translate(translator: Any) -> list[str]:
        outputs = translator(sources, num_beams=NUM_BEAMS)
        return [output["translation_text"] for output in outputs]

    runs = {dtype: lambda t=translator: translate(t) for dtype, translator in translators.items()}
    hypotheses, seconds = take_turns("translation", runs, repeats)
    tokenizer = translators["float32"].tokenizer
    results = {}
    for dtype in DTYPES:
        scores, start = {}, 0
        for corpus, pairs in corpora.items():
            scores[corpus] = score(hypotheses[dtype][start : start + len(pairs)], pairs) | {
                "pairs": len(pairs)
            }
            start += len(pairs)
        generated = sum(
            len(ids) for ids in tokenizer(hypotheses[dtype], add_special_tokens=False)["input_ids"]
        )
        results[dtype] = scores | {
            "generated_tokens": generated,
            "seconds": round(seconds[dtype], 3),
            "tokens_per_s": round(generated / seconds[dtype], 1),
        }
    data_info = {
        "split": "test",
        "pairs_per_corpus": {corpus: len(pairs) for corpus, pairs in corpora.items()},
    }
    settings = {"num_beams": NUM_BEAMS, "batch_size": TRANSLATION_BATCH}
    return {"data": data_info, "settings": settings} | compared(results, "tokens_per_s")


def bench_embeddings(limit: int | None, repeats: int, count: int) -> dict[str, Any]:
    verses = data.load("bible", source="4", target="s")["train"]["source"][: min(count, limit or count)]
    # One load, one copy per dtype: casting a model back and forth would round float32's weights to bfloat16.
    base = float32_encoder()
    encoders = {dtype: copy.deepcopy(base).to(getattr(torch, dtype)) for dtype in DTYPES}

    def encode(model: Any) -> np.ndarray:
        return embeddings.encode(model, verses, batch_size=EMBEDDING_BATCH, progress=False)

    for model in encoders.values():
        embeddings.encode(model, verses[:EMBEDDING_BATCH], progress=False)
    runs = {dtype: lambda model=model: encode(model) for dtype, model in encoders.items()}
    vectors, seconds = take_turns("embeddings", runs, repeats)
    cosine = cosines(vectors["float32"], vectors["bfloat16"])
    results = {
        dtype: {
            "seconds": round(seconds[dtype], 3),
            "sentences_per_s": round(len(verses) / seconds[dtype], 1),
        }
        for dtype in DTYPES
    }
    return {
        "data": {
            "corpus": "bible",
            "version": "4 (World English Bible)",
            "split": "train",
            "sentences": len(verses),
        },
        "model": embeddings.DEFAULT_MODEL,
        "cosine_bf16_vs_fp32": {"mean": round(float(cosine.mean()), 5), "min": round(float(cosine.min()), 5)},
    } | compared(results, "sentences_per_s")


def cosines(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Row-wise cosine, in float64: bfloat16 vectors come back normalized only to bfloat16's precision."""
    a, b = a.astype(np.float64), b.astype(np.float64)
    return np.sum(a * b, axis=1) / np.maximum(np.linalg.norm(a, axis=1) * np.linalg.norm(b, axis=1), 1e-12)


def float32_encoder() -> Any:
    """all-MiniLM-L6-v2 loaded as ``pipelines.embeddings.load_encoder`` loads it, before its cast to the policy's
    dtype (that function keeps one shared copy, already cast)."""
    from sentence_transformers import SentenceTransformer

    return SentenceTransformer(
        embeddings.DEFAULT_MODEL, device=DEVICE, model_kwargs={"use_safetensors": True}
    )


# ---------------------------------------------------------------------------------------------------------------
# Report
# ---------------------------------------------------------------------------------------------------------------


def machine() -> dict[str, Any]:
    """The CPU, torch's threads, whether the CPU runs bf16 natively and what the precision policy picks there."""
    cpu = platform.processor() or platform.machine()
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.is_file():
        names = [
            line.split(":", 1)[1].strip()
            for line in cpuinfo.read_text().splitlines()
            if line.startswith("model name")
        ]
        cpu = names[0] if names else cpu
    return {
        "cpu": cpu,
        "cpu_count": os.cpu_count(),
        "usable_cpus": len(os.sched_getaffinity(0)),
        "torch_threads": torch.get_num_threads(),
        "torch": torch.__version__,
        "native_bf16": precision.cpu_has_native_bf16(),
        "policy_dtype": str(precision.resolve_dtype(DEVICE)).removeprefix("torch."),
    }


# (task, measure, where in a dtype's results): the lines of the printed summary.
SUMMARY = (
    ("ner", "F1", ("f1",)),
    ("ner", "tokens/s", ("tokens_per_s",)),
    ("summarization", "ROUGE-1", ("rouge1",)),
    ("summarization", "ROUGE-2", ("rouge2",)),
    ("summarization", "ROUGE-L", ("rougeL",)),
    ("summarization", "docs/s", ("docs_per_s",)),
    ("translation", "BLEU bible", ("bible", "bleu")),
    ("translation", "BLEU gettext", ("gettext", "bleu")),
    ("translation", "chrF bible", ("bible", "chrf")),
    ("translation", "chrF gettext", ("gettext", "chrf")),
    ("translation", "tokens/s", ("tokens_per_s",)),
    ("embeddings", "sentences/s", ("sentences_per_s",)),
)


def summary(report: dict[str, Any]) -> list[str]:
    """One line per measure: float32, bfloat16 and their ratio."""
    lines = [f"{'task':<15}{'measure':<14}{'float32':>10}{'bfloat16':>10}{'bf16÷fp32':>11}"]
    for task, label, path in SUMMARY:
        fp32, bf16 = (dig(report[task][dtype], path) for dtype in DTYPES)
        lines.append(
            f"{task:<15}{label:<14}{fp32:>10}{bf16:>10}{bf16 / fp32 if fp32 else float('nan'):>11.3f}"
        )
    cosine = report["embeddings"]["cosine_bf16_vs_fp32"]
    lines.append(f"embeddings: cosine of bf16 to fp32 vectors, mean {cosine['mean']}, min {cosine['min']}")
    return lines


def dig(value: Any, path: tuple[str, ...]) -> Any:
    for key in path:
        value = value[key]
    return value


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--limit", type=int, help="only the first N items of each task (a quick check)")
    parser.add_argument(
        "--translation-pairs", type=int, default=200, help="evenly spaced test pairs per corpus"
    )
    parser.add_argument("--sentences", type=int, default=512, help="Bible verses to embed")
    parser.add_argument("--repeats", type=int, default=3, help="timed passes per dtype (median reported)")
    parser.add_argument("--threads", type=int, help="torch threads (default: torch's own choice)")
    parser.add_argument("--output", type=Path, default=Path("runs/bench/precision.json"))
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    if args.threads:
        torch.set_num_threads(args.threads)
    report: dict[str, Any] = {
        "machine": machine(),
        "settings": {
            "device": DEVICE,
            "limit": args.limit,
            "repeats": args.repeats,
            "translation_pairs": args.translation_pairs,
            "sentences": args.sentences,
        },
    }
    say(f"machine: {report['machine']}")
    tasks: dict[str, Callable[[], dict[str, Any]]] = {
        "ner": lambda: bench_ner(args.limit, args.repeats),
        "summarization": lambda: bench_summarization(args.limit, args.repeats),
        "translation": lambda: bench_translation(args.limit, args.repeats, args.translation_pairs),
        "embeddings": lambda: bench_embeddings(args.limit, args.repeats, args.sentences),
    }
    for task, bench in tasks.items():
        start = time.perf_counter()
        say(f"[{task}] loading the data and both pipelines")
        report[task] = bench()
        say(f"[{task}] done in {time.perf_counter() - start:.0f} s")
    print("\n".join(summary(report)))
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    print(f"\nreport written to {args.output}")


if __name__ == "__main__":
    main()
