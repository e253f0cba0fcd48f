"""Clustering of texts on sentence embeddings, with keywords, examples and a 2-D map of each cluster.

``pipelines.pipeline("clustering")`` returns a ``ClusteringPipeline`` on all-MiniLM-L6-v2:

    >>> import pipelines
    >>> cluster = pipelines.pipeline("clustering")
    >>> result = cluster(["The striker scored twice.", "The goalkeeper saved a penalty.",
    ...                   "Shares fell on Wall Street.", "The bank raised interest rates."], n_clusters=2)
    >>> result["labels"]
    [0, 0, 1, 1]
    >>> sorted(result["clusters"][0])
    ['examples', 'id', 'keywords', 'size']

What is clustered: each text as the mean of its passages' MiniLM embeddings (``embed``, over
``pipelines.embeddings``, so a whole article counts, not its first 256 tokens), and for long texts that
vector joined with the text's TF-IDF reduced by LSA (``featurize``): the embedding knows that "striker" and
"goalkeeper" are alike, TF-IDF weighs the names and rare terms that MiniLM's small vocabulary blurs. On
texts a few words long TF-IDF is noise (two headlines rarely share a word), so ``features="auto"`` joins
them only when the median text has ``LONG_TEXT_WORDS`` words or more; "combined" and "embedding" force
either.

With ``n_clusters`` given, k-means clusters each text's features averaged with those of its ``NEIGHBOURS``
nearest texts (``smooth``): texts on the same subject fill in what one text's own words miss, so fewer
texts land in a cluster by chance wording. When k is chosen, agglomerative and HDBSCAN, the points are
read as they are. The README's results ("Clustering") give the measurements behind these choices
(``tests/benchmarks/bench_clustering.py`` and the held-out sets they were chosen on).

Methods: "kmeans" (k-means, several starts), "agglomerative" (Ward) and "hdbscan" (density-based; it finds
the number of clusters itself and leaves outliers, which join their nearest cluster here so that every
text has one). With ``n_clusters=None`` k-means and agglomerative pick the k between 2 and ``max_clusters``
with the best silhouette (cosine). Clusters are numbered by size, largest first; their keywords are the
words with the highest class-based TF-IDF (c-TF-IDF, as in BERTopic) among the cluster's own texts, their
examples the texts nearest the cluster's centre. ``plot=True`` adds ``"figure"``, a matplotlib Figure of
the texts on their first two principal components, coloured by cluster.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from .embeddings import (
    BATCH_SIZE,
    DEFAULT_MODEL,
    PASSAGE_TOKENS,
    check_texts,
    embed_documents,
    listed,
    load_encoder,
)

if TYPE_CHECKING:
    import torch

METHODS = ("kmeans", "agglomerative", "hdbscan")
FEATURES = ("auto", "combined", "embedding")
LONG_TEXT_WORDS = 50  # median words per text from which "auto" adds TF-IDF: a paragraph, not a headline
MAX_CLUSTERS = 12  # largest k tried when choosing it
KEYWORDS = 8
EXAMPLES = 3
LSA_DIMENSIONS = 100  # TF-IDF reduced to this many dimensions (fewer for small collections)
EMBEDDING_WEIGHT = 0.5  # the embedding and TF-IDF count alike: fixed a priori, not tuned on BBC
KMEANS_STARTS = 10
NEIGHBOURS = 10  # of each text, averaged into it before k-means with k given (see ``smooth``)
HDBSCAN_DIMENSIONS = 10  # density estimates need few dimensions: HDBSCAN reads a PCA projection
# Words: two or more word characters, not all digits (years and amounts make poor keywords).
TOKEN_PATTERN = r"(?u)\b(?!\d+\b)\w\w+\b"


class ClusteringPipeline:
    """Cluster texts; see the module's documentation.

    Args:
        model: Hub id or folder of a sentence-transformers model (None: all-MiniLM-L6-v2).
        device: where the model runs (None: the first GPU, else the CPU).
        dtype: the model's dtype (None: the precision policy's choice for the device).
        features: "combined" (embedding and LSA of TF-IDF), "embedding", or "auto" (combined for texts of
            ``LONG_TEXT_WORDS`` words or more, typically).
        embedding_weight: share of the embedding's cosine in the cosine of combined features.
        neighbours: k-means with ``n_clusters`` given clusters each text's features averaged with those of
            its this many nearest texts (``smooth``), when there are at least 10 times as many texts; 0 does
            not.
        max_tokens: tokens per passage when embedding long texts.
        batch_size: passages per forward pass.
        random_state: seed of k-means, PCA and LSA, so that a call is reproducible.
    """

    def __init__(
        self,
        model: str | None = None,
        *,
        device: str | None = None,
        dtype: str | torch.dtype | None = None,
        features: str = "auto",
        embedding_weight: float = EMBEDDING_WEIGHT,
        neighbours: int = NEIGHBOURS,
        max_tokens: int = PASSAGE_TOKENS,
        batch_size: int = BATCH_SIZE,
        random_state: int = 0,
    ) -> None:
        if features not in FEATURES:
            raise ValueError(f"features must be one of {', '.join(FEATURES)}; got {features!r}")
        self.model = model or DEFAULT_MODEL
        self.encoder = load_encoder(self.model, device, dtype)
        if not 0 <= embedding_weight <= 1:
            raise ValueError(f"embedding_weight must be between 0 and 1, got {embedding_weight}")
        if not isinstance(neighbours, int) or neighbours < 0:
            raise ValueError(f"neighbours must be a non-negative integer, got {neighbours!r}")
        self.features, self.embedding_weight, self.neighbours = features, embedding_weight, neighbours
        self.max_tokens, self.batch_size = max_tokens, batch_size
        self.random_state = random_state

    def __call__(
        self,
        texts: Sequence[str],
        n_clusters: int | None = None,
        method: str = "kmeans",
        *,
        max_clusters: int = MAX_CLUSTERS,
        keywords: int = KEYWORDS,
        examples: int = EXAMPLES,
        plot: bool = False,
        progress: bool | None = None,
    ) -> dict[str, Any]:
        """``{"labels": [cluster of each text], "clusters": [{"id", "size", "keywords", "examples"}]}``.

        ``plot=True`` adds ``"figure"``. Fewer than three texts, or texts that are all the same,
        make one cluster when ``n_clusters`` is None.
        """
        if method not in METHODS:
            raise ValueError(f"method must be one of {', '.join(METHODS)}; got {method!r}")
        if isinstance(texts, str):
            raise TypeError("clustering needs a list of texts, got a single str")
        texts = check_texts(texts)
        blank = [index for index, text in enumerate(texts) if not text.strip()]
        if blank:
            raise ValueError(f"texts {listed(blank)} are empty: every text needs words to be clustered")
        if n_clusters is not None:
            if method == "hdbscan":
                raise ValueError("hdbscan finds the number of clusters itself: leave n_clusters=None")
            if not isinstance(n_clusters, int) or n_clusters < 1:
                raise ValueError(f"n_clusters must be a positive integer, got {n_clusters!r}")
        if not texts:
            empty: dict[str, Any] = {"labels": [], "clusters": []}
            if plot:
                empty["figure"] = cluster_map(np.zeros((0, 2)), [], [])
            return empty
        features = self.featurize(texts, progress)
        distinct = len(np.unique(features.round(6), axis=0))
        if n_clusters is not None and n_clusters > distinct:
            raise ValueError(f"n_clusters={n_clusters}, but there are only {distinct} distinct texts")
        if distinct < 2 or n_clusters == 1:
            labels = np.zeros(len(texts), dtype=int)
        elif method == "hdbscan":
            labels = self._hdbscan(features)
        elif n_clusters is None:
            labels = self._best_by_silhouette(features, method, min(max_clusters, distinct, len(texts) - 1))
        else:
            points = self._smoothed(features) if method == "kmeans" else features
            labels = next(self._fit(points, method, [n_clusters]))
        labels = _by_size(labels)
        clusters = [
            {"id": cluster, "size": int((labels == cluster).sum()), "keywords": words, "examples": members}
            for cluster, words, members in zip(
                range(labels.max() + 1),
                class_keywords(texts, labels, keywords),
                _examples(texts, features, labels, examples),
                strict=True,
            )
        ]
        result: dict[str, Any] = {"labels": labels.tolist(), "clusters": clusters}
        if plot:
            names = [f"{c['id']}: {', '.join(c['keywords'][:3])}" for c in clusters]
            result["figure"] = cluster_map(self._map(features), labels, names)
        return result

    def embed(self, texts: Sequence[str], progress: bool | None = None) -> np.ndarray:
        """One row per text: the mean of its passages' embeddings (``progress`` shows a bar; None: for many)."""
        return embed_documents(self.encoder, texts, self.max_tokens, self.batch_size, progress)

    def featurize(self, texts: Sequence[str], progress: bool | None = None) -> np.ndarray:
        """The unit-length rows that get clustered: embeddings, joined with LSA of TF-IDF for long texts."""
        embeddings = _unit(np.asarray(self.embed(texts, progress), dtype=np.float32))
        combine = self.features == "combined" or (
            self.features == "auto" and np.median([len(text.split()) for text in texts]) >= LONG_TEXT_WORDS
        )
        lsa = self._lsa(texts) if combine else None
        if lsa is None:
            return embeddings
        # Scaled so that the dot product of two rows is the weighted mean of the two cosines.
        weight = self.embedding_weight
        return np.hstack([np.sqrt(weight) * embeddings, np.sqrt(1 - weight) * lsa])

    def _smoothed(self, features: np.ndarray) -> np.ndarray:
        """``features`` averaged over each row's ``neighbours`` nearest rows, for k-means with k given."""
        # With fewer than 10 texts per neighbour, the neighbours would be a large part of a cluster.
        if self.neighbours < 1 or len(features) < 10 * self.neighbours:
            return features
        return smooth(features, self.neighbours)

    def _lsa(self, texts: Sequence[str]) -> np.ndarray | None:
        """Unit-length LSA of the texts' TF-IDF (None when the texts have too few words to reduce)."""
        from sklearn.decomposition import TruncatedSVD
        from sklearn.feature_extraction.text import TfidfVectorizer

        vectorizer = TfidfVectorizer(stop_words="english", sublinear_tf=True, token_pattern=TOKEN_PATTERN)
        try:
            tfidf = vectorizer.fit_transform(texts)
        except ValueError:  # no word at all outside the stop list
            return None
        dimensions = min(LSA_DIMENSIONS, len(texts) - 1, tfidf.shape[1] - 1)
        if dimensions < 1:
            return None
        return _unit(TruncatedSVD(dimensions, random_state=self.random_state).fit_transform(tfidf))

    def _fit(self, features: np.ndarray, method: str, ks: Sequence[int]) -> Iterator[np.ndarray]:
        """Labels for each number of clusters in ``ks``, in turn (one Ward tree serves every k)."""
        if method == "kmeans":
            from sklearn.cluster import KMeans

            for k in ks:
                yield KMeans(k, n_init=KMEANS_STARTS, random_state=self.random_state).fit_predict(features)
            return
        from scipy.cluster.hierarchy import fcluster, linkage

        # Ward on unit vectors: squared Euclidean distance is 2 - 2 cosine.
        tree = linkage(features, method="ward")
        for k in ks:
            yield fcluster(tree, k, criterion="maxclust") - 1

    def _best_by_silhouette(self, features: np.ndarray, method: str, largest: int) -> np.ndarray:
        from sklearn.metrics import silhouette_score

        best, best_score = None, -np.inf
        for labels in self._fit(features, method, range(2, largest + 1)):
            if len(set(labels)) < 2:  # Ward may not reach k clusters on tied points
                continue
            score = silhouette_score(features, labels, metric="cosine")
            if score > best_score:
                best, best_score = labels, score
        return best if best is not None else np.zeros(len(features), dtype=int)

    def _hdbscan(self, features: np.ndarray) -> np.ndarray:
        from sklearn.cluster import HDBSCAN

        points = self._project(features, HDBSCAN_DIMENSIONS)
        labels = HDBSCAN(min_cluster_size=max(2, len(features) // 100), copy=False).fit_predict(points)
        if labels.max() < 0:  # all noise: no dense region at all
            return np.zeros(len(features), dtype=int)
        # Outliers join the cluster whose centre is most similar, so that every text has a cluster.
        centres = _unit(np.stack([features[labels == c].mean(axis=0) for c in range(labels.max() + 1)]))
        outliers = labels < 0
        labels[outliers] = (features[outliers] @ centres.T).argmax(axis=1)
        return labels

    def _project(self, features: np.ndarray, dimensions: int) -> np.ndarray:
        from sklearn.decomposition import PCA

        dimensions = min(dimensions, len(features) - 1, features.shape[1])
        if dimensions < 1:
            return np.zeros((len(features), 1))
        return PCA(dimensions, random_state=self.random_state).fit_transform(features)

    def _map(self, features: np.ndarray) -> np.ndarray:
        points = self._project(features, 2)
        return np.hstack([points, np.zeros((len(points), 2 - points.shape[1]))])


def smooth(features: np.ndarray, neighbours: int = NEIGHBOURS) -> np.ndarray:
    """Each row averaged with its ``neighbours`` most similar rows (cosine), then made unit length again.

    One step of diffusion over the k-nearest-neighbour graph: it fills in what a text's vector lacks from
    texts on the same subject. The pipeline applies it before k-means with k given (see the module's
    documentation for why only there). Rows are compared in blocks of 1,024, so memory stays linear in the
    rows.

    Example:
        >>> points = np.array([[1.0, 0.0], [0.8, 0.6], [0.0, 1.0]])
        >>> print(smooth(points, neighbours=1).round(3))
        [[0.949 0.316]
         [0.949 0.316]
         [0.447 0.894]]
    """
    smoothed = np.empty_like(features)
    for start in range(0, len(features), 1024):
        block = features[start : start + 1024]
        similarity = block @ features.T
        similarity[np.arange(len(block)), np.arange(start, start + len(block))] = -np.inf  # not itself
        nearest = np.argpartition(-similarity, neighbours - 1, axis=1)[:, :neighbours]
        smoothed[start : start + len(block)] = block + features[nearest].mean(axis=1)
    return _unit(smoothed)


def class_keywords(texts: Sequence[str], labels: np.ndarray, top: int = KEYWORDS) -> list[list[str]]:
    """The ``top`` words of each cluster by class-based TF-IDF, only words that occur in the cluster.

    c-TF-IDF (Grootendorst, 2022) treats a cluster's texts as one document: a word's frequency in the
    cluster, normalised by the cluster's length, times log(1 + mean words per cluster / the word's
    frequency in all clusters). Words common to every cluster sink; words typical of one rise.

    Example:
        >>> class_keywords(["goal goal match", "match goal", "bank shares bank"], np.array([0, 0, 1]), top=2)
        [['goal', 'match'], ['bank', 'shares']]
    """
    from sklearn.feature_extraction.text import CountVectorizer

    clusters = int(labels.max()) + 1 if len(labels) else 0
    try:
        counts = CountVectorizer(stop_words="english", token_pattern=TOKEN_PATTERN).fit(texts)
    except ValueError:  # no word at all outside the stop list
        return [[] for _ in range(clusters)]
    vocabulary = counts.get_feature_names_out()
    matrix = counts.transform(texts)
    per_cluster = np.vstack([np.asarray(matrix[labels == c].sum(axis=0)).ravel() for c in range(clusters)])
    words_per_cluster = per_cluster.sum(axis=1, keepdims=True)
    frequency = np.maximum(per_cluster.sum(axis=0), 1)
    weights = per_cluster / np.maximum(words_per_cluster, 1) * np.log1p(words_per_cluster.mean() / frequency)
    keywords = []
    for cluster in range(clusters):
        order = np.argsort(-weights[cluster], kind="stable")[:top]
        keywords.append([str(vocabulary[i]) for i in order if per_cluster[cluster, i] > 0])
    return keywords


def cluster_map(points: np.ndarray, labels: Sequence[int], names: Sequence[str]) -> Any:
    """A matplotlib Figure of ``points`` (n × 2), coloured by cluster, with ``names`` in the legend.

    Built on ``matplotlib.figure.Figure`` rather than pyplot, so no global figure is left open in a server.
    """
    import matplotlib
    from matplotlib.figure import Figure

    figure = Figure(figsize=(7, 5), layout="constrained")
    axes = figure.subplots()
    labels = np.asarray(labels, dtype=int)
    palette = matplotlib.colormaps["tab20"]
    for cluster, name in enumerate(names):
        members = labels == cluster
        axes.scatter(
            points[members, 0], points[members, 1], s=12, alpha=0.7, color=palette(cluster % 20), label=name
        )
    axes.set_xlabel("first principal component")
    axes.set_ylabel("second principal component")
    axes.set_title(f"{len(labels)} texts in {len(names)} clusters")
    if names:
        axes.legend(loc="best", fontsize="small", markerscale=1.5)
    return figure


def _unit(vectors: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return (vectors / np.maximum(norms, 1e-12)).astype(np.float32)


def _by_size(labels: np.ndarray) -> np.ndarray:
    """Labels renumbered 0, 1, ... from the largest cluster down (ties: first seen first)."""
    values, first, counts = np.unique(labels, return_index=True, return_counts=True)
    order = sorted(range(len(values)), key=lambda i: (-counts[i], first[i]))
    renumber = {values[i]: new for new, i in enumerate(order)}
    return np.array([renumber[label] for label in labels], dtype=int)


def _examples(texts: Sequence[str], features: np.ndarray, labels: np.ndarray, top: int) -> list[list[str]]:
    """Each cluster's ``top`` texts nearest its centre (cosine), most typical first."""
    examples = []
    for cluster in range(labels.max() + 1):
        members = np.flatnonzero(labels == cluster)
        centre = features[members].mean(axis=0)
        order = members[np.argsort(-(features[members] @ centre), kind="stable")]
        examples.append([texts[i] for i in order[:top]])
    return examples


__all__ = ["ClusteringPipeline", "class_keywords", "cluster_map", "smooth"]
