"""Browse the offline corpora of the data catalog: sizes, licence, provenance and sample rows."""

from __future__ import annotations

from functools import cache

import gradio as gr
import pandas as pd

import pipelines  # noqa: F401  (offline switches first)
from pipelines import data

PREVIEW_ROWS = 5


@cache
def _load(name: str) -> data.datasets.DatasetDict:
    return data.load(name)


def describe(name: str) -> tuple[str, pd.DataFrame]:
    """A Markdown summary of corpus ``name`` and a table of its first rows."""
    try:
        splits = _load(name)
    except (ValueError, ModuleNotFoundError, FileNotFoundError) as error:
        raise gr.Error(str(error)) from error
    corpus = data.CORPORA[name]
    first = next(iter(splits.values()))
    sizes = " · ".join(f"**{split}** {rows:,}" for split, rows in splits.num_rows.items())
    summary = (
        f"### {corpus.summary}\n{sizes}\n\n"
        f"**Task:** {corpus.task} · **Licence:** {corpus.source.licence}\n\n"
        f"{first.info.description}\n\n{corpus.source.homepage}"
    )
    preview = first.select(range(min(PREVIEW_ROWS, first.num_rows))).to_pandas()
    # Long lists and texts are cut so the table stays readable.
    return summary, preview.map(lambda value: str(value)[:200])


def build() -> gr.Blocks:
    with gr.Blocks(title="Data catalog") as demo:
        gr.Markdown("Every corpus the suite trains and evaluates on, read offline from installed packages.")
        name = gr.Dropdown(choices=list(data.CORPORA), value="conll2003", label="Corpus")
        summary = gr.Markdown(elem_id="catalog-summary")
        preview = gr.Dataframe(
            label=f"First {PREVIEW_ROWS} rows of the first split", wrap=True, elem_id="catalog-preview"
        )
        name.change(describe, inputs=name, outputs=[summary, preview], api_name="describe_corpus")
        demo.load(describe, inputs=name, outputs=[summary, preview], api_visibility="private")
    return demo


if __name__ == "__main__":
    from apps.launch import serve

    serve(build(), description=__doc__)
