"""Named-entity recognition: people, organisations, places and other names, highlighted in the text.

Run with ``python -m apps.ner [--host H] [--port P]``. The model loads on the first request.
"""

from __future__ import annotations

import functools
from typing import Any

import gradio as gr

import pipelines
from apps.launch import Lazy
from apps.uploads import SUFFIXES, document_text
from pipelines.base import ModelNotShippedError

MAX_CHARS = 200_000  # about 30,000 words: a minute or two of CPU
# CoNLL-2003's four types, with the names and colours the demo shows.
TYPES = {"PER": "person", "ORG": "organisation", "LOC": "location", "MISC": "other name"}
COLORS = {"PER": "#fca5a5", "ORG": "#93c5fd", "LOC": "#86efac", "MISC": "#fde047"}
EXAMPLES = [
    "Angela Merkel met Emmanuel Macron in Paris on Tuesday to discuss the future of the European Union.",
    "Apple opened its first store in Mumbai, and Tim Cook greeted customers alongside Bollywood actress "
    "Madhuri Dixit.",
    "JAPAN GET LUCKY WIN, CHINA IN SURPRISE DEFEAT. Japan began the defence of their Asian Cup title with a "
    "2-1 win over Syria in Al-Ain, United Arab Emirates.",
    "The Nobel Prize in Literature was awarded to Kazuo Ishiguro, the British author of The Remains of the "
    "Day, by the Swedish Academy in Stockholm.",
]

_PROGRESS = gr.Progress()  # Gradio spots the progress parameter by this default value


recognizer = Lazy(functools.partial(pipelines.pipeline, "ner"), "the NER model")


def recognize(
    text: str | None, file: str | None = None, progress: gr.Progress = _PROGRESS
) -> tuple[list[tuple[str, str | None]], list[list[Any]]]:
    """The text with its entities highlighted, and a table of them (text, type, score, position).

    An uploaded file (.txt, .md, .pdf) takes the place of the text box.
    """
    text = document_text(
        text,
        file,
        MAX_CHARS,
        f"this demo reads at most {MAX_CHARS:,}. Use pipelines.pipeline('ner') from Python for longer texts.",
    )
    if not text.strip():
        return [], []
    try:
        pipe = recognizer(progress)
    except ModelNotShippedError as error:
        raise gr.Error(str(error)) from error
    progress(0.3, desc="Finding names…")
    entities = pipe(text)
    return highlighted(text, entities), entity_table(text, entities)


def highlighted(text: str, entities: list[dict[str, Any]]) -> list[tuple[str, str | None]]:
    """``text`` as (piece, type) pairs for ``gr.HighlightedText``: entities labelled, the rest plain."""
    pieces, cursor = [], 0
    for entity in entities:
        if entity["start"] > cursor:
            pieces.append((text[cursor : entity["start"]], None))
        pieces.append((text[entity["start"] : entity["end"]], entity["entity_group"]))
        cursor = entity["end"]
    if cursor < len(text):
        pieces.append((text[cursor:], None))
    return pieces


def entity_table(text: str, entities: list[dict[str, Any]]) -> list[list[Any]]:
    """One row per entity: its text as written, type, score, span."""
    return [
        [
            e["word"],
            e["entity_group"],
            TYPES.get(e["entity_group"], ""),
            round(float(e["score"]), 3),
            e["start"],
            e["end"],
        ]
        for e in entities
    ]


def build() -> gr.Blocks:
    with gr.Blocks(title="Named entities") as demo:
        gr.Markdown(
            "Named-entity recognition with MiniLM fine-tuned on CoNLL-2003 news (Reuters): people (PER), "
            "organisations (ORG), locations (LOC) and other names (MISC: nationalities, events, products…). "
            "The model's tokenizer is uncased; a learned casing feature gives it back the capitals."
        )
        with gr.Row():
            with gr.Column():
                text = gr.Textbox(label="Text", lines=8, max_length=MAX_CHARS, placeholder="Paste a text…")
                file = gr.File(
                    label="…or upload a .txt, .md or .pdf file", file_types=list(SUFFIXES), type="filepath"
                )
                button = gr.Button("Find entities", variant="primary")
            document = gr.HighlightedText(
                label="Entities", color_map=COLORS, show_legend=True, elem_id="ner-entities"
            )
        table = gr.Dataframe(
            headers=["entity", "type", "meaning", "score", "start", "end"],
            datatype=["str", "str", "str", "number", "number", "number"],
            label="Every entity",
            wrap=True,
            elem_id="ner-table",
        )
        gr.Examples(examples=[[example] for example in EXAMPLES], inputs=text)
        button.click(recognize, inputs=[text, file], outputs=[document, table], api_name="ner")
    return demo


if __name__ == "__main__":
    from apps.launch import serve

    serve(build(), description=__doc__)
