"""The suite app: one tab per task, each reusing the task's own demo.

Run with ``make demo`` or ``python -m apps.suite [--host H] [--port P]``.
"""

from __future__ import annotations

import gradio as gr

import pipelines
from apps import catalog, clustering, ner, search, summarization, translation
from apps.launch import serve

# (tab title, module with build()) for every demo that exists today.
TABS = [
    ("Data catalog", catalog),
    ("Summarization", summarization),
    ("Named entities", ner),
    ("Translation", translation),
    ("Semantic search", search),
    ("Clustering", clustering),
]


def build() -> gr.Blocks:
    pending = [task for task in pipelines.TASKS if task not in pipelines.available_tasks()]
    with gr.Blocks(title="NLP suite") as demo:
        gr.Markdown("# NLP suite\nOffline summarization, NER, translation, semantic search and clustering.")
        if pending:
            gr.Markdown(f"Not available in this version yet: {', '.join(pending)}.")
        with gr.Tabs():
            for title, module in TABS:
                with gr.Tab(title):
                    module.build().render()
    return demo


if __name__ == "__main__":
    serve(build(), description=__doc__)
