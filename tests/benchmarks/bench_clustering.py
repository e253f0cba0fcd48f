"""Clustering measured on BBC News (2,225 articles, 5 topics): NMI and ARI against the topic labels.

Compared, with k = 5 given: TF-IDF + k-means (scikit-learn's recipe, and the same with LSA: the
baselines), and k-means on MiniLM features built three ways (the first 128-token passage of each article,
the mean of all its passages, and that mean joined with LSA of TF-IDF: the pipeline's default for long
texts, also averaged with each article's 10 nearest neighbours); k-means scores are the mean ± standard
deviation over ``--seeds`` seeds. Then each method of the pipeline (k-means, agglomerative, HDBSCAN) with k
given and with k chosen by the pipeline, the embedding's weight in the combined features, the number of
neighbours averaged, and, on 445 headlines, the embedding alone against the combined features.

BERTopic is run when it can be imported; it is not a dependency of the suite (it pulls numba, llvmlite,
UMAP and hdbscan), so install it apart, e.g. ``pip install --no-deps --target /tmp/bertopic-lib bertopic
hdbscan umap-learn pynndescent numba llvmlite plotly narwhals`` and run with
``PYTHONPATH=/tmp/bertopic-lib``.

Run: ``nice -n 19 .venv/bin/python tests/benchmarks/bench_clustering.py [--limit N] [--output runs/bench_clustering.json]``

Encoding the 10,621 passages of the corpus takes about 30 minutes on 2 busy CPU cores; their embeddings
are saved in chunks under ``--cache`` (default ``runs/bench_clustering/passages``), so a stopped run
resumes and later runs reuse them. ``--limit N`` takes every (2,225 / N)-th article (development).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import time
from pathlib import Path

import numpy as np
from sklearn.cluster import KMeans
from sklearn.decomposition import TruncatedSVD
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.metrics import adjusted_rand_score, normalized_mutual_info_score
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import Normalizer

from pipelines import clustering
from pipelines.clustering import ClusteringPipeline
from pipelines.data import load
from pipelines.embeddings import encode, split_passages

CHUNK = 512  # passages per saved chunk of embeddings


def articles(limit: int | None) -> tuple[list[str], np.ndarray]:
    """Title and body of each BBC article, and its topic label."""
    bbc = load("bbc")["train"]
    rows = range(0, len(bbc), max(1, len(bbc) // limit)) if limit else range(len(bbc))
    bbc = bbc.select(rows)
    return [f"{title}\n\n{text}" for title, text in zip(bbc["title"], bbc["text"], strict=True)], np.array(
        bbc["label"]
    )


def passage_embeddings(
    pipe: ClusteringPipeline, texts: list[str], cache: Path
) -> tuple[np.ndarray, np.ndarray]:
    """Embeddings of every passage of ``texts`` and the article each belongs to, encoded once per corpus."""
    passages = split_passages(texts, pipe.encoder.tokenizer, pipe.max_tokens)
    key = hashlib.sha1("\n".join([pipe.model, *(p.text for p in passages)]).encode()).hexdigest()[:12]
    folder = cache / key
    folder.mkdir(parents=True, exist_ok=True)
    chunks = []
    for start in range(0, len(passages), CHUNK):
        file = folder / f"{start:06d}.npy"
        if not file.is_file():
            np.save(
                file, encode(pipe.encoder, [p.text for p in passages[start : start + CHUNK]], pipe.batch_size)
            )
            print(f"encoded {min(start + CHUNK, len(passages)):,} / {len(passages):,} passages", flush=True)
        chunks.append(np.load(file))
    return np.concatenate(chunks), np.array([p.document for p in passages])


def scores(labels: np.ndarray, truth: np.ndarray) -> dict:
    return {
        "nmi": round(float(normalized_mutual_info_score(truth, labels)), 4),
        "ari": round(float(adjusted_rand_score(truth, labels)), 4),
        "k": len(set(labels.tolist())),
    }


def over_seeds(fit, truth: np.ndarray, seeds: int) -> dict:
    """NMI and ARI of ``fit(seed)`` over seeds: mean, standard deviation, and each run."""
    runs = [scores(fit(seed), truth) for seed in range(seeds)]
    summary = {}
    for metric in ("nmi", "ari"):
        values = [run[metric] for run in runs]
        summary[metric] = round(float(np.mean(values)), 4)
        summary[f"{metric}_std"] = round(float(np.std(values)), 4)
    return {**summary, "runs": runs}


def tfidf_kmeans(texts: list[str], k: int, seed: int, lsa: bool = False) -> np.ndarray:
    """scikit-learn's document clustering recipe: TF-IDF (max_df 0.5, min_df 5, English stop words), k-means;
    with ``lsa``, sublinear term frequencies reduced to 100 dimensions by LSA and normalised first."""
    vectorizer = TfidfVectorizer(
        max_df=0.5, min_df=min(5, len(texts)), stop_words="english", sublinear_tf=lsa
    )
    features = vectorizer.fit_transform(texts)
    if lsa:
        features = make_pipeline(TruncatedSVD(100, random_state=seed), Normalizer()).fit_transform(features)
    return KMeans(k, n_init=10, random_state=seed).fit_predict(features)


def headlines(pipe: ClusteringPipeline, cache: Path, k: int) -> dict:
    """k-means on every fifth BBC headline: the embedding alone against the embedding joined with TF-IDF."""
    bbc = load("bbc")["train"].select(range(0, 2225, 5))
    titles, truth = list(bbc["title"]), np.array(bbc["label"])
    vectors, _ = passage_embeddings(pipe, titles, cache)  # a headline is one passage
    report = {"headlines": len(titles)}
    for features in ("embedding", "combined"):
        labels = ClusteringPipeline(features=features)(titles, k, embeddings=vectors)["labels"]
        report[features] = scores(np.array(labels), truth)
    return report


def bertopic(texts: list[str], documents: np.ndarray, encoder, truth: np.ndarray, k: int) -> dict:
    """BERTopic (UMAP, HDBSCAN, c-TF-IDF) on the same document embeddings, topics found and reduced to k.

    Its outliers (topic -1) count as one more cluster, as BERTopic returns them.
    """
    try:
        from bertopic import BERTopic
        from umap import UMAP
    except ImportError as error:
        return {"skipped": f"bertopic cannot be imported ({error}); it is not a dependency of the suite"}
    report = {}
    for name, topics in (("k chosen", None), ("k given", k)):
        began = time.perf_counter()
        # BERTopic's default UMAP, seeded so that the run can be repeated.
        reducer = UMAP(n_neighbors=15, n_components=5, min_dist=0.0, metric="cosine", random_state=0)
        model = BERTopic(embedding_model=encoder, umap_model=reducer, nr_topics=topics)
        labels, _ = model.fit_transform(texts, documents)
        report[name] = {**scores(np.array(labels), truth), "seconds": round(time.perf_counter() - began, 1)}
    return report


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--limit", type=int, help="about this many articles, evenly spaced")
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--cache", type=Path, default=Path("runs/bench_clustering/passages"))
    parser.add_argument("--output", type=Path, default=Path("runs/bench_clustering.json"))
    args = parser.parse_args()

    texts, truth = articles(args.limit)
    k = len(set(truth.tolist()))
    pipe = ClusteringPipeline()
    began = time.perf_counter()
    vectors, owner = passage_embeddings(pipe, texts, args.cache)
    encode_s = time.perf_counter() - began
    first = vectors[np.searchsorted(owner, np.arange(len(texts)))]
    pooled = np.zeros((len(texts), vectors.shape[1]), dtype=np.float32)
    np.add.at(pooled, owner, vectors)
    pooled /= np.linalg.norm(pooled, axis=1, keepdims=True)

    def kmeans_on(features: np.ndarray):
        return lambda seed: KMeans(k, n_init=10, random_state=seed).fit_predict(features)

    smoothed = ClusteringPipeline(neighbours=10)
    report: dict = {
        "articles": len(texts),
        "passages": len(vectors),
        "encoding_s_this_run": round(encode_s, 1),
        "k_given": {
            "TF-IDF + k-means (baseline)": over_seeds(lambda s: tfidf_kmeans(texts, k, s), truth, args.seeds),
            "TF-IDF + LSA + k-means (baseline)": over_seeds(
                lambda s: tfidf_kmeans(texts, k, s, lsa=True), truth, args.seeds
            ),
            "k-means, first passage embedding": over_seeds(kmeans_on(first), truth, args.seeds),
            "k-means, mean of passage embeddings": over_seeds(kmeans_on(pooled), truth, args.seeds),
            "k-means, mean embedding + LSA of TF-IDF (default)": over_seeds(
                kmeans_on(pipe.featurize(texts, pooled)), truth, args.seeds
            ),
            "k-means, the same averaged with 10 neighbours": over_seeds(
                kmeans_on(smoothed.featurize(texts, pooled)), truth, args.seeds
            ),
        },
        "pipeline": {},
        "embedding_weight": {},
        "neighbours": {},
    }
    for method in clustering.METHODS:
        for n_clusters in [k, None] if method != "hdbscan" else [None]:
            began = time.perf_counter()
            labels = np.array(pipe(texts, n_clusters, method, embeddings=pooled)["labels"])
            result = {**scores(labels, truth), "seconds": round(time.perf_counter() - began, 1)}
            key = f"{method} | k {'given' if n_clusters else 'chosen'}"
            report["pipeline"][key] = result
            print(key, result, flush=True)
    for weight in (0.0, 0.5, 1.0):  # 0: LSA of TF-IDF alone, 1: the embedding alone
        weighted = ClusteringPipeline(features="combined", embedding_weight=weight)
        labels = np.array(weighted(texts, k, embeddings=pooled)["labels"])
        report["embedding_weight"][str(weight)] = scores(labels, truth)
    for neighbours in (0, 5, 10, 20):  # 0: no smoothing
        averaged = ClusteringPipeline(features="combined", neighbours=neighbours)
        labels = np.array(averaged(texts, k, embeddings=pooled)["labels"])
        report["neighbours"][str(neighbours)] = scores(labels, truth)
    report["headlines"] = headlines(pipe, args.cache, k)
    report["bertopic"] = bertopic(texts, pooled, pipe.encoder, truth, k)

    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(report, indent=2) + "\n")
    print(table(report))
    print(f"\nwritten to {args.output}")


def table(report: dict) -> str:
    lines = [
        f"\nBBC News, {report['articles']:,} articles; k = 5 given",
        "",
        "| features | NMI | ARI |",
        "|---|---|---|",
    ]
    for name, r in report["k_given"].items():
        lines.append(
            f"| {name} | {r['nmi']:.3f} ± {r['nmi_std']:.3f} | {r['ari']:.3f} ± {r['ari_std']:.3f} |"
        )
    lines += [
        "",
        "| pipeline (defaults): method, k | NMI | ARI | k | seconds |",
        "|---|---|---|---|---|",
    ]
    for name, r in report["pipeline"].items():
        lines.append(f"| {name} | {r['nmi']:.3f} | {r['ari']:.3f} | {r['k']} | {r['seconds']} |")
    lines += ["", "| embedding weight (k-means, k given) | NMI | ARI |", "|---|---|---|"]
    lines += [f"| {w} | {r['nmi']:.3f} | {r['ari']:.3f} |" for w, r in report["embedding_weight"].items()]
    lines += ["", "| neighbours averaged (combined, k-means, k given) | NMI | ARI |", "|---|---|---|"]
    lines += [f"| {n} | {r['nmi']:.3f} | {r['ari']:.3f} |" for n, r in report["neighbours"].items()]
    h = report["headlines"]
    lines += [
        "",
        f"{h['headlines']} headlines, k-means, k given: NMI embedding {h['embedding']['nmi']:.3f}, "
        f"combined {h['combined']['nmi']:.3f}",
        "",
        f"BERTopic: {report['bertopic']}",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    main()
