"""Clustering measured on BBC News (2,225 articles, 5 topics) and on three held-out sets: NMI and ARI.

The held-out sets choose the pipeline's defaults; BBC, the corpus of the issue, is measured once with them.
They are articles of the "news" corpus (2017) labelled by the section of the site in their URL: TASS's
sections of 30 articles or more (457 articles, 6 sections), ABC News's of 10 or more (455, 6), and five
topics of BBC's kind gathered from the matching sections of five sites (345; ``TOPICS``). Sections are noisy
topics ("politics" and "world" overlap at TASS, "Politics", "US" and "International" at ABC News), so
scores there are low, and only differences between methods on the same set mean anything.

On each corpus, with k (its number of labels) given: TF-IDF + k-means (scikit-learn's recipe, and the same
with LSA: the baselines), k-means on MiniLM features built three ways (the first 128-token passage of each
article, the mean of all its passages, and that mean joined with LSA of TF-IDF), and the pipeline's default,
which averages each text's features with its 10 nearest neighbours' before k-means. Then each method of the
pipeline (k-means, agglomerative, HDBSCAN) with k given and with k chosen by the pipeline, the number of
neighbours averaged, the embedding's weight in the combined features, and on titles alone the embedding
against the combined features. Scores are the mean ± standard deviation over seeds (``--seeds`` for BBC,
``--held-out-seeds`` for the smaller held-out sets): the seed of k-means and of LSA.

BERTopic is run on BBC when it can be imported; it is not a dependency of the suite (it pulls numba,
llvmlite, UMAP and hdbscan), so install it apart, e.g. ``pip install --no-deps --target /tmp/bertopic-lib
bertopic hdbscan umap-learn pynndescent numba llvmlite plotly narwhals`` and run with
``PYTHONPATH=/tmp/bertopic-lib``.

Run: ``nice -n 19 .venv/bin/python tests/benchmarks/bench_clustering.py [--limit N] [--output runs/bench_clustering.json]``

Encoding the 10,621 passages of BBC takes about 30 minutes on 2 busy CPU cores (the held-out sets' 6,825
about 8 minutes on one); the embeddings are saved in chunks under ``--cache`` (default
``runs/bench_clustering/passages``), so a stopped run resumes and later runs reuse them. ``--limit N`` takes
every (2,225 / N)-th BBC article (development).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import time
from collections import Counter
from collections.abc import Callable
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
SITES = {"TASS": ("tass.com", 30), "ABC News": ("abcnews.go.com", 10)}  # and the fewest articles per section
# Five topics of BBC's kind, each the matching sections of several sites (TASS, ABC News, BBC, CNN, RTÉ).
TOPICS = {
    "business": r"tass\.com/economy/|abcnews\.go\.com/Business/|bbc\.co\.uk/news/business-|rte\.ie/news/business/",
    "sport": r"tass\.com/sport/|abcnews\.go\.com/Sports/|bbc\.co\.uk/sport/|rte\.ie/sport/|cnn\.com/[\d/]+/(sport|football)/",
    "entertainment": r"abcnews\.go\.com/Entertainment/|bbc\.co\.uk/news/entertainment-|cnn\.com/[\d/]+/entertainment/|rte\.ie/entertainment/",
    "health": r"abcnews\.go\.com/Health/|bbc\.co\.uk/news/health-|cnn\.com/[\d/]+/health/|rte\.ie/news/health/",
    "science and technology": r"tass\.com/science/|abcnews\.go\.com/Technology/|bbc\.co\.uk/news/(technology|science-environment)-|rte\.ie/news/technology/",
}
HELD_OUT = (*SITES, "topics of 5 sites")
DEFAULT = "k-means, the same averaged over 10 neighbours (default)"


def articles(limit: int | None) -> tuple[list[str], np.ndarray]:
    """Title and body of each BBC article, and its topic label."""
    bbc = load("bbc")["train"]
    rows = range(0, len(bbc), max(1, len(bbc) // limit)) if limit else range(len(bbc))
    bbc = bbc.select(rows)
    return [f"{title}\n\n{text}" for title, text in zip(bbc["title"], bbc["text"], strict=True)], np.array(
        bbc["label"]
    )


def held_out(name: str) -> tuple[list[str], np.ndarray]:
    """Title and body of each article of the held-out set ``name`` (one of ``HELD_OUT``), and its label.

    Bodies seen before (reposts) and empty ones are skipped.
    """
    news = load("news")["train"]
    rows, seen = [], set()
    for url, title, text in zip(news["url"], news["title"], news["text"], strict=True):
        if name in SITES:
            site, path = url.split("://", 1)[-1].split("/", 1)
            label = path.split("/")[0] if site == SITES[name][0] else None
        else:
            label = next((topic for topic, pattern in TOPICS.items() if re.search(pattern, url)), None)
        if label and text.strip() and text not in seen:
            seen.add(text)
            rows.append((label, f"{title}\n\n{text}"))
    sizes = Counter(label for label, _ in rows)
    labels = sorted(
        label for label, size in sizes.items() if size >= (SITES[name][1] if name in SITES else 1)
    )
    rows = [(label, text) for label, text in rows if label in labels]
    return [text for _, text in rows], np.array([labels.index(label) for label, _ in rows])


def passage_embeddings(
    pipe: ClusteringPipeline, texts: list[str], cache: Path
) -> tuple[np.ndarray, np.ndarray]:
    """Embeddings of every passage of ``texts`` and the article each belongs to, encoded once per corpus."""
    passages = split_passages(texts, pipe.encoder.tokenizer, pipe.max_tokens)
    dtype = str(next(pipe.encoder.parameters()).dtype)  # bf16 and fp32 vectors differ: one cache each
    key = hashlib.sha1("\n".join([pipe.model, dtype, *(p.text for p in passages)]).encode()).hexdigest()[:12]
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


def mean_embeddings(pipe: ClusteringPipeline, texts: list[str], cache: Path) -> tuple[np.ndarray, np.ndarray]:
    """Each text's first passage embedding and the unit mean of all its passages' (the pipeline's)."""
    vectors, owner = passage_embeddings(pipe, texts, cache)
    first = vectors[np.searchsorted(owner, np.arange(len(texts)))]
    pooled = np.zeros((len(texts), vectors.shape[1]), dtype=np.float32)
    np.add.at(pooled, owner, vectors)
    return first, pooled / np.linalg.norm(pooled, axis=1, keepdims=True)


class SavedEmbeddings(ClusteringPipeline):
    """The clustering pipeline with its ``embed`` step answered by embeddings computed once for the corpus."""

    def __init__(self, vectors: np.ndarray, **options) -> None:
        super().__init__(**options)
        self.vectors = vectors

    def embed(self, texts: list[str], progress: bool | None = None) -> np.ndarray:
        return self.vectors


def pipeline_labels(texts: list[str], k: int | None, method: str, vectors: np.ndarray, **options) -> Callable:
    """``fit(seed)``: the labels of ``ClusteringPipeline(random_state=seed, **options)`` on ``vectors``."""

    def fit(seed: int) -> np.ndarray:
        pipe = SavedEmbeddings(vectors, random_state=seed, **options)
        return np.array(pipe(texts, k, method)["labels"])

    return fit


def measure(
    pipe: ClusteringPipeline,
    texts: list[str],
    truth: np.ndarray,
    seeds: int,
    cache: Path,
    titles_step: int = 1,
) -> dict:
    """Every comparison of the module's documentation on one corpus; titles: every ``titles_step``-th."""
    k = len(set(truth.tolist()))
    began = time.perf_counter()
    first, pooled = mean_embeddings(pipe, texts, cache)
    report: dict = {
        "articles": len(texts),
        "k": k,
        "encoding_s_this_run": round(time.perf_counter() - began, 1),
    }

    def kmeans_on(features: np.ndarray) -> Callable:
        return lambda seed: KMeans(k, n_init=10, random_state=seed).fit_predict(features)

    report["k_given"] = {
        "TF-IDF + k-means (baseline)": over_seeds(lambda s: tfidf_kmeans(texts, k, s), truth, seeds),
        "TF-IDF + LSA + k-means (baseline)": over_seeds(
            lambda s: tfidf_kmeans(texts, k, s, True), truth, seeds
        ),
        "k-means, first passage embedding": over_seeds(kmeans_on(first), truth, seeds),
        "k-means, mean of passage embeddings": over_seeds(kmeans_on(pooled), truth, seeds),
        "k-means, mean embedding + LSA of TF-IDF": over_seeds(
            pipeline_labels(texts, k, "kmeans", pooled, neighbours=0), truth, seeds
        ),
        DEFAULT: over_seeds(pipeline_labels(texts, k, "kmeans", pooled), truth, seeds),
    }
    report["pipeline"] = {}
    for method in clustering.METHODS:
        for n_clusters in [k, None] if method != "hdbscan" else [None]:
            began = time.perf_counter()
            result = over_seeds(pipeline_labels(texts, n_clusters, method, pooled), truth, seeds)
            result["seconds"] = round((time.perf_counter() - began) / seeds, 1)  # per call
            found = [run["k"] for run in result["runs"]]
            result["k"] = found[0] if len(set(found)) == 1 else round(float(np.mean(found)), 1)
            report["pipeline"][f"{method} | k {'given' if n_clusters else 'chosen'}"] = result
    report["neighbours"] = {  # 0: no averaging
        str(n): over_seeds(pipeline_labels(texts, k, "kmeans", pooled, neighbours=n), truth, seeds)
        for n in (0, 5, 10, 20)
    }
    report["embedding_weight"] = {  # 0: LSA of TF-IDF alone, 1: the embedding alone
        str(w): over_seeds(
            pipeline_labels(texts, k, "kmeans", pooled, features="combined", embedding_weight=w), truth, seeds
        )
        for w in (0.0, 0.5, 1.0)
    }
    titles = [text.split("\n\n", 1)[0] for text in texts][::titles_step]
    _, title_vectors = mean_embeddings(pipe, titles, cache)  # a title is one passage
    report["headlines"] = {"headlines": len(titles)}
    for name, options in (
        ("embedding", {"neighbours": 0}),
        ("combined", {"features": "combined", "neighbours": 0}),
        ("pipeline default (embedding, 10 neighbours)", {}),
    ):
        fit = pipeline_labels(titles, k, "kmeans", title_vectors, **options)
        report["headlines"][name] = over_seeds(fit, truth[::titles_step], seeds)
    return report | {"pooled": pooled}


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
    parser.add_argument("--limit", type=int, help="about this many BBC articles, evenly spaced")
    parser.add_argument("--seeds", type=int, default=3, help="seeds on BBC")
    parser.add_argument("--held-out-seeds", type=int, default=10, help="seeds on each held-out set")
    parser.add_argument("--cache", type=Path, default=Path("runs/bench_clustering/passages"))
    parser.add_argument("--output", type=Path, default=Path("runs/bench_clustering.json"))
    args = parser.parse_args()

    pipe = ClusteringPipeline()
    held: dict = {}
    for name in HELD_OUT:  # first: these chose the defaults
        texts, truth = held_out(name)
        held[name] = measure(pipe, texts, truth, args.held_out_seeds, args.cache)
        held[name].pop("pooled")
        print(f"{name} measured", flush=True)
    texts, truth = articles(args.limit)
    report = measure(pipe, texts, truth, args.seeds, args.cache, titles_step=5)  # every fifth headline
    report["bertopic"] = bertopic(texts, report.pop("pooled"), pipe.encoder, truth, report["k"])
    report["held_out"] = held

    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(report, indent=2) + "\n")
    print(table(report))
    print(f"\nwritten to {args.output}")


def table(report: dict) -> str:
    """Markdown tables, one column per corpus (the held-out sets, then BBC): NMI mean ± sd over seeds (ARI)."""
    corpora = {**report["held_out"], "BBC": report}
    header = " | ".join(f"{name} ({corpus['articles']:,})" for name, corpus in corpora.items())
    lines = [f"\nNMI ± sd (ARI); {', '.join(report['held_out'])} are held out"]
    for section, title in (
        ("k_given", "features, k-means, k given"),
        ("pipeline", "pipeline (defaults): method, k"),
        ("neighbours", "neighbours averaged (k-means, k given)"),
        ("embedding_weight", "embedding weight (combined features, k-means, k given)"),
        ("headlines", "titles alone (k-means, k given; BBC: every fifth)"),
    ):
        lines += ["", f"| {title} | {header} |", "|---" * (len(corpora) + 1) + "|"]
        for row, result in report[section].items():
            if isinstance(result, dict):
                cells = [_cell(corpus[section].get(row)) for corpus in corpora.values()]
                lines.append(f"| {row.replace(' | ', ', ')} | {' | '.join(cells)} |")
    lines += ["", f"BERTopic on BBC: {report['bertopic']}"]
    return "\n".join(lines)


def _cell(result: dict | None) -> str:
    if result is None:
        return ""
    cell = f"{result['nmi']:.3f} ± {result['nmi_std']:.3f} ({result['ari']:.3f})"
    if "seconds" in result:
        cell += f", k {result['k']}, {result['seconds']} s"
    return cell


if __name__ == "__main__":
    main()
