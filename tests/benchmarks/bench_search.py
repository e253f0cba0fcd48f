"""Semantic search measured: Bible verse retrieval (dense, BM25, hybrid; exact and FAISS) and Lee similarity.

The collection is the 31,102 verses of the World English Bible (version ``4``); the queries are the same
1,000 randomly chosen verses (fixed seed) in the Bible in Basic English (``3``, a paraphrase) and in the
King James Version (``k``, close in wording); the one right answer is the same verse. Reported: recall@1,
recall@10 and MRR@10 per ranking, single-query latency (p50/p95, encoding included), encoding throughput,
FAISS HNSW against exact search, and the Pearson correlation of cosine similarities with the human ratings
of the Lee corpus.

Run: ``nice -n 19 .venv/bin/python tests/benchmarks/bench_search.py [--limit N] [--output runs/bench_search.json]``

Encoding the collection takes about 15 minutes on 2 busy CPU cores, so the index is built in chunks saved
to ``--index-dir`` (default ``runs/bench_search/web-index``): a run that is stopped resumes where it was, and
later runs reuse it. ``--limit N`` takes N queries per set and a collection of N × 10 verses (development).
"""

from __future__ import annotations

import argparse
import json
import platform
import time
from pathlib import Path

import datasets
import numpy as np
import torch
from scipy.stats import pearsonr
from sklearn.feature_extraction.text import TfidfVectorizer

from pipelines.data import load
from pipelines.embeddings import embed_documents, encode
from pipelines.search import SemanticSearchIndex

COLLECTION, QUERY_SETS = "4", {"BBE→WEB": "3", "KJV→WEB": "k"}
RANKINGS = {  # name: search() options
    "dense": {"mode": "dense"},
    "bm25": {"mode": "bm25"},
    "hybrid (RRF)": {"mode": "hybrid", "fusion": "rrf"},
    "hybrid (weighted, default)": {"mode": "hybrid", "fusion": "weighted"},
}
CHUNK = 2_000  # verses encoded between two saves of the index
LATENCY_QUERIES = 100


def verses(target: str) -> tuple[list[str], list[str], list[str]]:
    """Ids, WEB texts and ``target`` texts of every verse, in canonical order."""
    pairs = load("bible", source=COLLECTION, target=target)
    rows = datasets.concatenate_datasets([pairs[split] for split in pairs]).sort(["book", "chapter", "verse"])
    return rows["id"], rows["source"], rows["target"]


def collection_index(folder: Path, ids: list[str], texts: list[str]) -> tuple[SemanticSearchIndex, dict]:
    """The index of ``texts``, loaded from ``folder`` and completed there chunk by chunk."""
    index = SemanticSearchIndex.load(folder) if (folder / "index.json").is_file() else SemanticSearchIndex()
    index.backend = "exact"
    todo = [i for i, id in enumerate(ids) if id not in index]
    wanted = set(ids)
    stale = [id for id in index.ids if id not in wanted]
    if stale:  # built for another --limit
        index.remove(stale)
    seconds = 0.0
    for start in range(0, len(todo), CHUNK):
        chunk = todo[start : start + CHUNK]
        began = time.perf_counter()
        index.add([texts[i] for i in chunk], ids=[ids[i] for i in chunk])
        seconds += time.perf_counter() - began
        index.save(folder)
        print(f"indexed {len(index):,} / {len(ids):,} verses", flush=True)
    build = {"verses_encoded_now": len(todo)}
    if todo:
        build["verses_per_s_while_building"] = round(len(todo) / seconds, 1)
    return index, build


def ranking_quality(rankings: list[list[str]], answers: list[str]) -> dict:
    ranks = [
        ranking.index(answer) + 1 if answer in ranking else None
        for ranking, answer in zip(rankings, answers, strict=True)
    ]
    return {
        "recall@1": round(float(np.mean([r == 1 for r in ranks])), 4),
        "recall@10": round(float(np.mean([r is not None and r <= 10 for r in ranks])), 4),
        "mrr@10": round(float(np.mean([1 / r if r is not None and r <= 10 else 0.0 for r in ranks])), 4),
    }


def ids_of(results: list[list[dict]]) -> list[list[str]]:
    return [[hit["id"] for hit in hits] for hits in results]


def percentiles(seconds: list[float]) -> dict:
    ms = np.array(seconds) * 1000
    return {
        "p50_ms": round(float(np.percentile(ms, 50)), 2),
        "p95_ms": round(float(np.percentile(ms, 95)), 2),
    }


def retrieval(index: SemanticSearchIndex, queries: dict[str, list[str]], answers: list[str]) -> dict:
    report: dict = {"quality": {}, "faiss_vs_exact": {}}
    for name, texts in queries.items():
        began = time.perf_counter()
        encode(index.encoder, texts, index.batch_size)
        encode_s = time.perf_counter() - began
        # Encoding throughput: these 1,000 verses, batched as the index batches its documents.
        quality = {"sentences_per_s_encoding": round(len(texts) / encode_s, 1)}
        for ranking, options in RANKINGS.items():
            results = index.search(texts, top_k=10, **options)
            quality[ranking] = ranking_quality(ids_of(results), answers)
        report["quality"][name] = quality
        print(name, quality, flush=True)
        report["faiss_vs_exact"][name] = faiss_against_exact(index, texts, answers)
        print(name, "FAISS against exact", report["faiss_vs_exact"][name], flush=True)
    return report


def faiss_against_exact(index: SemanticSearchIndex, texts: list[str], answers: list[str]) -> dict:
    """Recall of the HNSW graph's top 10 against exact search's, task quality of both, and search time."""
    results, timing = {}, {}
    for backend in ("exact", "faiss"):
        index.backend = backend
        if backend == "faiss":
            began = time.perf_counter()
            index._faiss_index()  # built once, on first use; timed apart from searching
            timing["faiss_build_s"] = round(time.perf_counter() - began, 2)
        began = time.perf_counter()
        results[backend] = ids_of(index.search(texts, top_k=10))
        timing[f"{backend}_search_ms_per_query"] = round((time.perf_counter() - began) * 1000 / len(texts), 3)
    index.backend = "exact"
    overlap = [
        len(set(f) & set(e)) / len(e) for f, e in zip(results["faiss"], results["exact"], strict=True) if e
    ]
    return {
        "recall@10_of_exact_top10": round(float(np.mean(overlap)), 4),
        "exact": ranking_quality(results["exact"], answers),
        "faiss": ranking_quality(results["faiss"], answers),
        **timing,
    }


def latency(index: SemanticSearchIndex, queries: list[str]) -> dict:
    """Single-query wall time, encoding included, as a user of ``search(query)`` sees it."""
    report = {}
    options = {
        **{name: opts for name, opts in RANKINGS.items() if name != "hybrid (RRF)"},
        "dense (FAISS)": {},
    }
    for name, opts in options.items():
        index.backend = "faiss" if name == "dense (FAISS)" else "exact"
        index.search(queries[0], **opts)  # warm-up (builds BM25 / FAISS once)
        times = []
        for query in queries:
            began = time.perf_counter()
            index.search(query, top_k=10, **opts)
            times.append(time.perf_counter() - began)
        report[name] = percentiles(times)
        print("latency", name, report[name], flush=True)
    index.backend = "exact"
    return report


def lee_similarity(index: SemanticSearchIndex) -> dict:
    """Pearson r between model cosines and the mean human ratings over the 1,225 Lee document pairs."""
    lee = load("lee")
    documents, human = list(lee["documents"]["text"]), np.array(lee["documents"]["similarities"])
    upper = np.triu_indices(len(documents), k=1)
    tfidf = TfidfVectorizer(stop_words="english", sublinear_tf=True)
    tfidf.fit(list(lee["background"]["text"]) + documents)
    sparse = tfidf.transform(documents)
    systems = {
        "TF-IDF (fit on background + documents)": (sparse @ sparse.T).toarray(),
        "MiniLM, first 256 tokens": _cosines(encode(index.encoder, documents)),
        "MiniLM, mean of 128-token passages": _cosines(embed_documents(index.encoder, documents)),
    }
    return {
        name: round(float(pearsonr(matrix[upper], human[upper])[0]), 4) for name, matrix in systems.items()
    }


def _cosines(vectors: np.ndarray) -> np.ndarray:
    return vectors @ vectors.T


def table(report: dict) -> str:
    lines = ["", "| query set | ranking | R@1 | R@10 | MRR@10 |", "|---|---|---|---|---|"]
    for name, quality in report["retrieval"]["quality"].items():
        for ranking in RANKINGS:
            q = quality[ranking]
            lines.append(
                f"| {name} | {ranking} | {q['recall@1']:.3f} | {q['recall@10']:.3f} | {q['mrr@10']:.3f} |"
            )
    lines += [
        "",
        "| query set | FAISS top-10 ∩ exact | R@1 exact / FAISS | search ms/query exact / FAISS |",
        "|---|---|---|---|",
    ]
    for name, f in report["retrieval"]["faiss_vs_exact"].items():
        lines.append(
            f"| {name} | {f['recall@10_of_exact_top10']:.4f} | {f['exact']['recall@1']:.3f} / {f['faiss']['recall@1']:.3f} "
            f"| {f['exact_search_ms_per_query']} / {f['faiss_search_ms_per_query']} |"
        )
    lines += ["", "| latency (one query, encoding included) | p50 ms | p95 ms |", "|---|---|---|"]
    for name, t in report["latency"].items():
        lines.append(f"| {name} | {t['p50_ms']} | {t['p95_ms']} |")
    speeds = [q["sentences_per_s_encoding"] for q in report["retrieval"]["quality"].values()]
    lines += [
        "",
        f"encoding (the queries, batches of 64): {' and '.join(map(str, speeds))} sentences/s",
        "",
        "| Lee similarity | Pearson r |",
        "|---|---|",
    ]
    lines += [f"| {name} | {r} |" for name, r in report["lee_pearson"].items()]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--limit", type=int, help="queries per set (and a collection of 10× as many verses)")
    parser.add_argument("--queries", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--index-dir", type=Path, default=Path("runs/bench_search/web-index"))
    parser.add_argument("--output", type=Path, default=Path("runs/bench_search.json"))
    args = parser.parse_args()

    ids, collection, basic = verses(QUERY_SETS["BBE→WEB"])
    _, _, king_james = verses(QUERY_SETS["KJV→WEB"])
    queries = args.limit or args.queries
    size = min(len(ids), queries * 10) if args.limit else len(ids)
    rng = np.random.default_rng(args.seed)
    picked = sorted(rng.choice(size, size=queries, replace=False))
    index_dir = (
        args.index_dir if not args.limit else args.index_dir.with_name(f"{args.index_dir.name}-{size}")
    )
    index, build = collection_index(index_dir, ids[:size], collection[:size])

    answers = [ids[i] for i in picked]
    query_sets = {"BBE→WEB": [basic[i] for i in picked], "KJV→WEB": [king_james[i] for i in picked]}
    report = {
        "machine": {
            "cpu": platform.processor() or platform.machine(),
            "torch_threads": torch.get_num_threads(),
        },
        "model": index.model,
        "collection": {"verses": len(index), "passages": index.num_passages, **build},
        "queries_per_set": queries,
        "seed": args.seed,
        "retrieval": retrieval(index, query_sets, answers),
        "latency": latency(index, query_sets["BBE→WEB"][:LATENCY_QUERIES]),
        "lee_pearson": lee_similarity(index),
    }
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    print(table(report))
    print(f"\nwritten to {args.output}")


if __name__ == "__main__":
    main()
