"""Extractive summarization with BERTSUM: the best sentences of a text, and every sentence's score.

Run with ``python -m apps.summarization [--host H] [--port P]``. The model loads on the first summary.
"""

from __future__ import annotations

import functools
from typing import Any

import gradio as gr

import pipelines
from apps.launch import Lazy
from apps.uploads import SUFFIXES, document_text
from pipelines.base import ModelNotShippedError

MAX_CHARS = 200_000  # about 30,000 words, a long paper or a short book: under a minute of CPU
SUMMARY_LABEL = "summary"
EXAMPLES = [
    "Machine translation has improved greatly with neural networks, but models still need large parallel "
    "corpora. In this paper we study translation for languages with little parallel data. We propose to "
    "pretrain the encoder on monolingual text and to share the vocabulary across languages. Our method "
    "improves BLEU by 4 points on three low-resource language pairs. The weather during the experiments was "
    "mild. We release our code and models to the community.",
    "The council met on Tuesday to discuss the new budget. Spending on schools will rise by five percent. "
    "Several members objected to the cut in library funding. The mayor said the plan balances the books "
    "without raising taxes. A final vote is expected next month.",
]

_PROGRESS = gr.Progress()  # Gradio spots the progress parameter by this default value


summarizer = Lazy(functools.partial(pipelines.pipeline, "summarization"), "the summarization model")


def summarize(
    text: str | None, file: str | None = None, k: float = 3, progress: gr.Progress = _PROGRESS
) -> tuple[str, list[tuple[str, str | None]], list[list[Any]]]:
    """The summary, the document with its chosen sentences highlighted, and a table of every sentence's score.

    An uploaded file (.txt, .md, .pdf) takes the place of the text box.
    """
    text = document_text(
        text,
        file,
        MAX_CHARS,
        f"this demo summarizes at most {MAX_CHARS:,}. "
        "Use pipelines.pipeline('summarization') from Python for longer documents.",
    )
    if not text.strip():
        return "", [], []
    try:
        pipe = summarizer(progress)
    except ModelNotShippedError as error:
        raise gr.Error(str(error)) from error
    progress(0.3, desc="Scoring sentences…")
    result = pipe(text, k=int(k), return_all=True)
    return (
        result["summary_text"],
        highlighted(text, result["all_sentences"]),
        score_table(result["all_sentences"]),
    )


def highlighted(text: str, sentences: list[dict[str, Any]]) -> list[tuple[str, str | None]]:
    """``text`` as (piece, label) pairs for ``gr.HighlightedText``: chosen sentences labelled, the rest plain."""
    pieces, cursor = [], 0
    for sentence in sentences:
        if sentence["start"] > cursor:
            pieces.append((text[cursor : sentence["start"]], None))
        pieces.append((sentence["text"], SUMMARY_LABEL if sentence["selected"] else None))
        cursor = sentence["end"]
    if cursor < len(text):
        pieces.append((text[cursor:], None))
    return pieces


def score_table(sentences: list[dict[str, Any]]) -> list[list[Any]]:
    """One row per sentence: position, score, whether it is in the summary, and the sentence."""
    return [[s["index"] + 1, s["score"], "✓" if s["selected"] else "", s["text"]] for s in sentences]


def build() -> gr.Blocks:
    with gr.Blocks(title="Summarization") as demo:
        gr.Markdown(
            "Extractive summarization with BERTSUM (Liu & Lapata 2019) on MiniLM, fine-tuned on ACL papers "
            "(ACLSum). Every sentence gets a score; the summary is the best ones, in document order, skipping "
            "sentences that repeat a chosen one (trigram blocking)."
        )
        with gr.Row():
            with gr.Column():
                text = gr.Textbox(
                    label="Text", lines=10, max_length=MAX_CHARS, placeholder="Paste a document…"
                )
                file = gr.File(
                    label="…or upload a .txt, .md or .pdf file", file_types=list(SUFFIXES), type="filepath"
                )
                k = gr.Slider(1, 10, value=3, step=1, label="Sentences in the summary")
                button = gr.Button("Summarize", variant="primary")
            summary = gr.Textbox(
                label="Summary", lines=10, interactive=False, elem_id="summarization-summary"
            )
        document = gr.HighlightedText(
            label="Document (summary sentences highlighted)",
            color_map={SUMMARY_LABEL: "#fde047"},
            show_legend=False,
            elem_id="summarization-document",
        )
        scores = gr.Dataframe(
            headers=["#", "score", "in summary", "sentence"],
            datatype=["number", "number", "str", "str"],
            label="Every sentence's score",
            wrap=True,
            elem_id="summarization-scores",
        )
        gr.Examples(examples=[[example] for example in EXAMPLES], inputs=text)
        button.click(
            summarize, inputs=[text, file, k], outputs=[summary, document, scores], api_name="summarize"
        )
    return demo


if __name__ == "__main__":
    from apps.launch import serve

    serve(build(), description=__doc__)
