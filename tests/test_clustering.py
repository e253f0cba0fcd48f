"""Clustering: labels, chosen k, keywords, examples, the map, bad inputs, the demo and its Space."""

from __future__ import annotations

import os
import re
from pathlib import Path

import numpy as np
import pytest
from matplotlib.figure import Figure

import pipelines
from pipelines.clustering import ClusteringPipeline, class_keywords, smooth
from tests.conftest import save_tiny_bert

pytestmark = pytest.mark.usefixtures("single_thread")

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def cluster() -> ClusteringPipeline:
    return pipelines.pipeline("clustering")


@pytest.fixture(scope="module")
def headlines() -> tuple[list[str], list[int]]:
    """60 BBC News headlines, 20 from each of sport, business and tech, and their topics."""
    from pipelines.data import load

    bbc = load("bbc")["train"]
    names = bbc.features["label"].names
    texts, topics = [], []
    for topic in ("sports", "business", "tech"):
        rows = [i for i, label in enumerate(bbc["label"]) if label == names.index(topic)][:100:5]
        texts += [bbc[i]["title"] for i in rows]
        topics += [names.index(topic)] * len(rows)
    return texts, topics


def _words(text: str) -> set[str]:
    return set(re.findall(r"\w+", text.lower()))


def test_labels_cover_every_text_and_clusters_follow_topics(cluster, headlines) -> None:
    from sklearn.metrics import adjusted_rand_score

    texts, topics = headlines
    result = cluster(texts, n_clusters=3)
    assert len(result["labels"]) == len(texts) and set(result["labels"]) == {0, 1, 2}
    assert [c["id"] for c in result["clusters"]] == [0, 1, 2]
    assert sum(c["size"] for c in result["clusters"]) == len(texts)
    assert [c["size"] for c in result["clusters"]] == sorted(
        (c["size"] for c in result["clusters"]), reverse=True
    )
    assert adjusted_rand_score(topics, result["labels"]) > 0.4


def test_keywords_and_examples_come_from_the_cluster_own_texts(cluster, headlines) -> None:
    texts, _ = headlines
    result = cluster(texts, n_clusters=3, keywords=5, examples=2)
    for c in result["clusters"]:
        members = [text for text, label in zip(texts, result["labels"], strict=True) if label == c["id"]]
        vocabulary = set().union(*map(_words, members))
        assert c["keywords"] and len(c["keywords"]) <= 5 and set(c["keywords"]) <= vocabulary
        assert len(c["examples"]) == min(2, c["size"]) and set(c["examples"]) <= set(members)


def on_vectors(pipe: ClusteringPipeline, vectors: np.ndarray) -> ClusteringPipeline:
    """``pipe`` with its ``embed`` step giving ``vectors`` (rows of made-up embeddings) for any texts."""
    pipe.embed = lambda texts, progress=None: vectors
    return pipe


def test_tfidf_joins_the_embedding_only_for_long_texts() -> None:
    vectors = np.random.default_rng(0).normal(size=(6, 384))
    short = ["a few words here", "other words there", "more words", "words again", "short text", "tiny"]
    long = [" ".join(f"word{i % 7} topic{j} term{i}" for i in range(20)) for j in range(6)]  # 60 words each
    auto = on_vectors(ClusteringPipeline(), vectors)
    assert auto.featurize(short).shape == (6, 384)
    assert auto.featurize(long).shape[1] > 384
    assert on_vectors(ClusteringPipeline(features="embedding"), vectors).featurize(long).shape == (6, 384)
    assert on_vectors(ClusteringPipeline(features="combined"), vectors).featurize(short).shape[1] > 384


def test_only_kmeans_with_k_given_averages_texts_with_their_neighbours(monkeypatch) -> None:
    from pipelines import clustering

    averaged = []
    real = clustering.smooth
    monkeypatch.setattr(
        clustering, "smooth", lambda rows, n: averaged.append((len(rows), n)) or real(rows, n)
    )
    texts, vectors = [f"text {i}" for i in range(120)], np.random.default_rng(0).normal(size=(120, 8))
    embedding_only = on_vectors(ClusteringPipeline(features="embedding"), vectors)
    assert len(set(embedding_only(texts, 3)["labels"])) == 3
    assert averaged == [(120, 10)]  # the default: 10 neighbours
    # k chosen (the silhouette of averaged points favours many small clusters), other methods, fewer than
    # 10 texts per neighbour, and neighbours=0: the points as they are.
    embedding_only(texts, None, max_clusters=3)
    embedding_only(texts, 3, "agglomerative")
    embedding_only(texts, None, "hdbscan")
    on_vectors(ClusteringPipeline(features="embedding", neighbours=13), vectors)(texts, 3)
    on_vectors(ClusteringPipeline(features="embedding", neighbours=0), vectors)(texts, 3)
    assert averaged == [(120, 10)]


def test_kmeans_on_neighbour_averages_still_follows_topics(headlines) -> None:
    from sklearn.metrics import adjusted_rand_score

    texts, topics = headlines  # 60 headlines: 5 neighbours is the most that averaging allows
    labels = ClusteringPipeline(neighbours=5)(texts, n_clusters=3)["labels"]
    assert adjusted_rand_score(topics, labels) > 0.4


def test_smoothing_averages_each_text_with_its_nearest_neighbours() -> None:
    points = np.array([[1.0, 0.0], [0.8, 0.6], [0.0, 1.0]])
    expected = [[0.949, 0.316], [0.949, 0.316], [0.447, 0.894]]  # (1, 0) + (0.8, 0.6), ..., normalised
    np.testing.assert_allclose(smooth(points, neighbours=1), expected, atol=1e-3)


def test_class_keywords_prefer_words_typical_of_one_cluster() -> None:
    texts = ["goal goal referee match", "goal referee", "bank bank shares match", "bank shares"]
    # "match" is in both clusters: it ranks below every word of one cluster only.
    assert class_keywords(texts, np.array([0, 0, 1, 1])) == [
        ["goal", "referee", "match"],
        ["bank", "shares", "match"],
    ]
    assert class_keywords(["the a", "of an"], np.array([0, 0])) == [[]]  # only stop words


@pytest.mark.parametrize("method", ["kmeans", "agglomerative", "hdbscan"])
def test_each_method_finds_well_separated_groups_by_itself(cluster, method: str) -> None:
    rng = np.random.default_rng(0)
    centres = np.eye(8)[:3] * 10
    points = np.vstack([centre + rng.normal(size=(12, 8)) for centre in centres])
    texts = [f"text {i}" for i in range(len(points))]
    embedding_only = on_vectors(ClusteringPipeline(features="embedding"), points)
    labels = embedding_only(texts, method=method)["labels"]
    assert [len(set(labels[i : i + 12])) for i in (0, 12, 24)] == [1, 1, 1] and len(set(labels)) == 3


def test_hdbscan_refuses_a_given_number_of_clusters(cluster) -> None:
    with pytest.raises(ValueError, match="hdbscan finds the number of clusters itself"):
        cluster(["a b", "c d", "e f"], n_clusters=2, method="hdbscan")


def test_plot_returns_a_figure_with_every_text_on_the_map(cluster, headlines) -> None:
    texts, _ = headlines
    result = cluster(texts[:12], n_clusters=2, plot=True)
    figure = result["figure"]
    assert isinstance(figure, Figure)
    points = sum(len(collection.get_offsets()) for collection in figure.axes[0].collections)
    assert points == 12 and len(figure.axes[0].get_legend().get_texts()) == 2


def test_empty_one_and_identical_texts(cluster) -> None:
    assert cluster([]) == {"labels": [], "clusters": []}
    assert isinstance(cluster([], plot=True)["figure"], Figure)
    one = cluster(["Just one text."], plot=True)
    assert one["labels"] == [0] and one["clusters"][0]["examples"] == ["Just one text."]
    same = cluster(["Same words here."] * 5)
    assert same["labels"] == [0] * 5 and same["clusters"][0]["size"] == 5
    with pytest.raises(ValueError, match="only 1 distinct texts"):
        cluster(["Same words here."] * 5, n_clusters=2)
    with pytest.raises(ValueError, match="texts 0, 1 are empty"):
        cluster(["", "   ", "word"], n_clusters=1)


def test_bad_inputs_get_clear_errors(cluster) -> None:
    with pytest.raises(TypeError, match="decode bytes first"):
        cluster([b"bytes", "text"])
    with pytest.raises(TypeError, match="a list of texts"):
        cluster("one string")
    with pytest.raises(ValueError, match="method must be one of"):
        cluster(["a", "b"], method="dbscan")
    with pytest.raises(ValueError, match="n_clusters must be a positive integer"):
        cluster(["a", "b"], n_clusters=0)
    with pytest.raises(ValueError, match="neighbours must be a non-negative integer"):
        ClusteringPipeline(neighbours=-1)
    garbage = [os.urandom(500).decode("utf-8", errors="replace") for _ in range(4)]
    assert len(cluster(garbage)["labels"]) == 4


def test_a_one_megabyte_text_is_embedded_whole(tmp_path_factory, minilm_id: str) -> None:
    folder = save_tiny_bert(tmp_path_factory.mktemp("tiny-encoder"), minilm_id, max_position_embeddings=256)
    sentence = "Rivers carry water from the hills down to the sea. "
    book = (sentence * (1_000_000 // len(sentence) + 1))[:1_000_000]
    result = ClusteringPipeline(str(folder))([book, "A short note.", "Another short note."], progress=False)
    assert len(result["labels"]) == 3 and sum(c["size"] for c in result["clusters"]) == 3


# ---------------------------------------------------------------------------------------------------------------
# The demo and its Space
# ---------------------------------------------------------------------------------------------------------------


@pytest.fixture
def app(cluster, monkeypatch):
    from apps import clustering

    monkeypatch.setattr(clustering.clusterer, "value", cluster)
    return clustering


def test_demo_shows_clusters_map_and_members(app) -> None:
    clusters, figure, members = app.cluster(app.EXAMPLE, None, 3, "kmeans")
    lines = app.EXAMPLE.splitlines()
    assert len(clusters) == 3 and sum(row[1] for row in clusters) == len(lines)
    assert isinstance(figure, Figure)
    assert [row[1] for row in members] == lines and {row[0] for row in members} == {0, 1, 2}
    chosen, _, _ = app.cluster(app.EXAMPLE, None, 0, "agglomerative")
    assert 2 <= len(chosen) <= len(lines) - 1


def test_demo_reads_uploads_and_rejects_bad_input(app, tmp_path: Path) -> None:
    import gradio as gr

    upload = tmp_path / "texts.md"
    upload.write_text(app.EXAMPLE)
    assert (
        app.cluster("ignored", str(upload), 3, "kmeans")[0] == app.cluster(app.EXAMPLE, None, 3, "kmeans")[0]
    )
    with pytest.raises(gr.Error, match="at least two texts"):
        app.cluster("only one line", None, 0, "kmeans")
    with pytest.raises(gr.Error, match="at most 1,000 texts"):
        app.cluster("x\n" * (app.MAX_TEXTS + 1), None, 0, "kmeans")
    with pytest.raises(gr.Error, match="need at least 5 texts"):
        app.cluster("a\nb\nc", None, 5, "kmeans")
    with pytest.raises(gr.Error, match="only 1 distinct texts"):
        app.cluster("same\nsame\nsame", None, 2, "kmeans")
    pdf = tmp_path / "texts.pdf"
    pdf.write_bytes(b"%PDF-1.4")
    with pytest.raises(gr.Error, match=r"only \.txt, \.md"):
        app.cluster(None, str(pdf), 0, "kmeans")


def test_demo_sample_has_twenty_headlines_per_topic(app) -> None:
    assert len(app.sample_titles().splitlines()) == app.SAMPLE_TITLES
