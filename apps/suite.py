"""The suite app: one tab per task, each reusing the task's own demo.

Run with ``make demo`` or ``python -m apps.suite [--host H] [--port P]``.
"""

from __future__ import annotations

import gradio as gr

import pipelines  # noqa: F401  (offline switches first)
from apps import asr, catalog, clustering, ner, search, summarization, translation
from apps.launch import serve

# (tab title, module with build()) for every demo that exists today.
TABS = [
    ("Data catalog", catalog),
    ("Summarization", summarization),
    ("Named entities", ner),
    ("Translation", translation),
    ("Semantic search", search),
    ("Clustering", clustering),
    ("Speech recognition", asr),
]


def build() -> gr.Blocks:
    with gr.Blocks(title="NLP suite") as demo:
        gr.Markdown(
            "# NLP suite\nOffline summarization, NER, translation, semantic search, clustering and speech recognition."
        )
        with gr.Tabs():
            for title, module in TABS:
                with gr.Tab(title, elem_id=f"tab-{module.__name__.rsplit('.', 1)[-1]}"):
                    # A Blocks built inside the tab is placed there; .render() would add it a second time.
                    module.build()
    return demo


if __name__ == "__main__":
    serve(build(), description=__doc__)
