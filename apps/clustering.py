"""Clustering: texts in (one per line, pasted or uploaded), clusters out with keywords, examples and a map.

Run with ``python -m apps.clustering [--host H] [--port P]``. The model loads on the first request.
"""

from __future__ import annotations

import functools
from typing import Any

import gradio as gr

import pipelines
from apps.launch import Lazy
from apps.uploads import TEXT_SUFFIXES, read_upload
from pipelines.clustering import MAX_CLUSTERS, METHODS
from pipelines.text import clean_text

MAX_TEXTS = 1_000
MAX_CHARS = 200_000  # all texts together: a few minutes of encoding on a CPU at most
EXAMPLE_CHARS = 160  # of each example shown in the table
SAMPLE_TITLES = 100  # BBC headlines that "Load a sample" puts in the box, 20 per topic
EXAMPLE = "\n".join(
    [
        "The striker scored twice in the second half.",
        "Our goalkeeper saved a penalty in extra time.",
        "The coach praised the team after the cup final.",
        "Shares fell sharply after the profit warning.",
        "The central bank raised interest rates again.",
        "Oil prices hit a record high on supply fears.",
        "The new phone has a faster chip and a better camera.",
        "A software update fixes the security flaw.",
        "Broadband prices keep falling as speeds rise.",
    ]
)

_PROGRESS = gr.Progress(track_tqdm=True)  # follows the encoder's tqdm bar


clusterer = Lazy(functools.partial(pipelines.pipeline, "clustering"), "the embedding model")


def cluster(
    texts: str | None,
    file: str | None = None,
    n_clusters: float = 0,
    method: str = "kmeans",
    progress: gr.Progress = _PROGRESS,
) -> tuple[list[list[Any]], Any, list[list[Any]]]:
    """A table of clusters (id, size, keywords, examples), the 2-D map, and each text with its cluster.

    Texts are one per line; an uploaded .txt or .md file takes the place of the box. ``n_clusters`` 0
    lets the pipeline choose the number (HDBSCAN always does).
    """
    if method not in METHODS:
        raise gr.Error(f"Unknown method {method!r}; choose one of {', '.join(METHODS)}.")
    if file:
        texts = read_upload(file, suffixes=TEXT_SUFFIXES)
    lines = [line.strip() for line in clean_text(texts or "").splitlines() if line.strip()]
    if len(lines) > MAX_TEXTS or sum(map(len, lines)) > MAX_CHARS:
        raise gr.Error(
            f"This demo clusters at most {MAX_TEXTS:,} texts and {MAX_CHARS:,} characters; "
            "use pipelines.pipeline('clustering') from Python for more."
        )
    if len(lines) < 2:
        raise gr.Error("Enter at least two texts, one per line.")
    k = int(n_clusters) or None
    if method == "hdbscan":
        k = None
    elif k is not None and k > len(lines):
        raise gr.Error(f"{k} clusters need at least {k} texts; there are {len(lines)}.")
    pipe = clusterer(progress)
    progress(0.1, desc="Encoding and clustering…")
    try:
        result = pipe(lines, k, method, plot=True)
    except ValueError as error:  # e.g. more clusters than distinct texts
        raise gr.Error(str(error)) from error
    clusters = [
        [c["id"], c["size"], ", ".join(c["keywords"]), "\n".join(_short(e) for e in c["examples"])]
        for c in result["clusters"]
    ]
    members = [[label, line] for label, line in zip(result["labels"], lines, strict=True)]
    return clusters, result["figure"], members


def sample_titles() -> str:
    """BBC News headlines, 20 per topic, one per line: a ready example of five topics."""
    from pipelines.data import load

    bbc = load("bbc")["train"]
    per_topic = SAMPLE_TITLES // len(bbc.features["label"].names)
    chosen: dict[int, list[str]] = {}
    # Every tenth article, so that the headlines span each topic's files rather than its first few.
    for title, label in zip(list(bbc["title"])[::10], list(bbc["label"])[::10], strict=True):
        titles = chosen.setdefault(label, [])
        if len(titles) < per_topic:
            titles.append(title)
    return "\n".join(title for titles in chosen.values() for title in titles)


def _short(text: str) -> str:
    return text if len(text) <= EXAMPLE_CHARS else text[: EXAMPLE_CHARS - 1].rstrip() + "…"


def build() -> gr.Blocks:
    with gr.Blocks(title="Clustering") as demo:
        gr.Markdown(
            "Clusters of texts by meaning: each text becomes an all-MiniLM-L6-v2 embedding (long texts: the "
            "mean over their passages, joined with their TF-IDF profile), then k-means, agglomerative (Ward) "
            "or HDBSCAN groups them. Keywords are each cluster's most distinctive words (class-based "
            "TF-IDF); examples are the texts nearest its centre."
        )
        with gr.Row():
            with gr.Column():
                texts = gr.Textbox(label="Texts, one per line", lines=12, max_length=MAX_CHARS, value=EXAMPLE)
                file = gr.File(
                    label="…or upload a .txt or .md file", file_types=list(TEXT_SUFFIXES), type="filepath"
                )
                with gr.Row():
                    n_clusters = gr.Slider(
                        0, MAX_CLUSTERS, value=0, step=1, label="Clusters (0: choose from the data)"
                    )
                    method = gr.Radio(list(METHODS), value="kmeans", label="Method")
                with gr.Row():
                    sample = gr.Button("Load 100 BBC headlines")
                    button = gr.Button("Cluster", variant="primary")
            figure = gr.Plot(label="Map (first two principal components)", elem_id="clustering-plot")
        clusters = gr.Dataframe(
            headers=["cluster", "size", "keywords", "examples"],
            datatype=["number", "number", "str", "str"],
            label="Clusters",
            wrap=True,
            elem_id="clustering-clusters",
        )
        members = gr.Dataframe(
            headers=["cluster", "text"],
            datatype=["number", "str"],
            label="Texts",
            wrap=True,
            elem_id="clustering-texts",
        )
        sample.click(sample_titles, outputs=texts, api_visibility="private")
        button.click(
            cluster,
            inputs=[texts, file, n_clusters, method],
            outputs=[clusters, figure, members],
            api_name="cluster",
        )
    return demo


if __name__ == "__main__":
    from apps.launch import serve

    serve(build(), description=__doc__)
