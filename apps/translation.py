"""English→German translation with the suite's Transformer, and a map of where it looked while translating.

Run with ``python -m apps.translation [--host H] [--port P]``. The model loads on the first translation.
"""

from __future__ import annotations

import functools

import gradio as gr
from matplotlib.figure import Figure

import pipelines
from apps.launch import Lazy
from pipelines.base import ModelNotShippedError
from pipelines.text import clean_text
from pipelines.translation import CrossAttention, TranslationPipeline, cross_attention, notes_on_kept_text

MAX_CHARS = 20_000  # about 3,000 words: a couple of minutes of CPU at most
MAP_TOKENS = 60  # the heatmap shows a sentence of up to this many tokens
EXAMPLES = [  # everyday English, program messages, the Bible: the three registers the model learnt
    "Could you help me carry these bags?",
    "Please call me back when you have time.",
    "where is the train station",  # typed as people type: read as a question, translated without the mark
    "How Do I Get To The Nearest Pharmacy?",  # title case: read as "How do I get to the nearest pharmacy?"
    "See you tomorow, I wil call you when I recieve the tickets.",  # misspelt: read as spelled
    "Thank you sooo much for your help!",  # drawn out: read as "so"
    "He is 6 feet tall and the pool is 25 yards long.",  # imperial units: "6 Fuß", not "6 Meter"
    # A label, a range of days and a time said in words: "Erinnerung:", "3.–7. Juni", "halb acht".
    "Reminder: The shop is closed June 3–7. See you at half past seven!",
    "Can't wait to see you, I LOVE this song lol",  # read as "I can't wait ...", "love"; "lol" kept
    # One address for the whole text ("Ihr Zimmer", not "Dein Zimmer", beside "Wenn Sie"), and "Frau Baker".
    "Welcome to our hotel! Your room is on the third floor. If you need anything, please call Mrs. Baker at the "
    "reception.",
    # A greeting, a time after "at" and a wish: "Hallo Tom!", "um 19:00", "Bis bald!".
    "Hi Tom! Can we meet at 7 pm in front of the cinema? Talk soon!",
    # Direct speech, quoted as German quotes: "„Ich weiß es nicht“, sagte Tom." (the model alone: "»Ich weiß es nicht!«,
    # Tom.").
    '"I don\'t know," said Tom. "I wasn\'t there."',
    # A message without its "I", shorthand and a range: "Ich habe ... vergessen.", "Übrigens", "von 9:00 bis 18:00".
    "Forgot my keys at the office. Heading home now! Btw, the shop is open from 9 am to 6 pm tomorrow.",
    # Words typed alone, from the dictionary: "Zutaten:", "Mehl", "Butter" (the model alone: "Anmeldedaten:", "Flur").
    "Ingredients:\n- flour\n- sugar\n- two eggs\n- butter",
    # A list on one line, item by item: "Pass, Brieftasche, Sonnencreme, Telefon" (the model alone: "Passwort, Wandet").
    "passport, wallet, sunscreen, phone",
    # A to-do list typed in lower case, each item read as a sentence (the model alone: "Kundschafterbeschluss"), and a
    # deadline: "bis Freitag" (the model alone: "über Freitag").
    "To do:\n- call the client\n- send the report by Friday\n- walk the dog",
    # Everyday questions in a German frame around their subject: "Was kostet eine Fahrkarte nach München? Um wie viel
    # Uhr schließt das Geschäft?" (the model alone: "Wie viel macht die Fahrkarte mit Munichkosten?", "Was hat die
    # Zeit?").
    "How much does a ticket to Munich cost? What time does the store close?",
    "The meeting has been moved to Thursday afternoon.",
    "The file could not be opened.",
    "Press any key to continue.",
    "Blessed are the peacemakers, for they shall be called children of God.",
    "Hi Anna,\n\nthanks for your message. My train is delayed, so I'll be there in ten minutes. "
    "Call me at +49 30 1234567 if anything changes.\n\nBest wishes,\nTom",
    # An e-mail's set phrase in plain words, "Sie" throughout after the greeting, a time on the 24-hour clock: "Sie
    # finden die Rechnung für Oktober im Anhang. Ich rufe Sie morgen um 10:00 an, ..." (the model alone: "Bitte
    # angebracht die Rechnung", "Ich werde Sie morgen um 10 10 besprechen").
    "Hello Ms. Weber,\n\nplease find attached the invoice for October. I will call you tomorrow at 10 am to discuss "
    "the details.\n\nKind regards,\nAnna Schmidt",
    # An e-mail reply wrapped at 72 characters: each sentence read whole, the quoted line's ">" kept.
    "Sure, I will bring 200g of flour and the eggs :) The shop is open between\n"
    "2 and 4 pm, so I will go there after lunch.\n\n> Can you bring the flour tomorrow?",
    # Markup: the sentence translated without it, the marks put back around the words that translate the marked ones.
    "**Note:** the shop is <i>closed</i> on Sunday, see [our website](https://example.com) for details.",
]

# Gradio spots the progress parameter by its default value, a Progress instance (it is a default either way).
_PROGRESS = gr.Progress()


translator = Lazy(functools.partial(pipelines.pipeline, "translation"), "the translation model")


def translate(
    text: str | None, num_beams: float = 4, max_new_tokens: float = 256, progress: gr.Progress = _PROGRESS
) -> tuple[str, Figure | None, list[list[str]]]:
    """The German translation of ``text``, the cross-attention heatmap of one of its sentences, and its pieces
    side by side: one row per sentence (or list item, label, ...) as typed and as translated, kept as typed where
    it was (another language, marks, code)."""
    text = text or ""
    if len(text) > MAX_CHARS:
        raise gr.Error(
            f"The text has {len(text):,} characters; this demo translates at most {MAX_CHARS:,} at a time. "
            "Split it, or use pipelines.pipeline('translation') from Python, which has no limit."
        )
    if not clean_text(text).strip():
        return "", None, []
    try:
        pipe = translator(progress)
    except ModelNotShippedError as error:
        raise gr.Error(str(error)) from error
    # Sliders send floats; generate() wants ints.
    options = {"num_beams": int(num_beams), "max_new_tokens": int(max_new_tokens)}
    progress(0.2, desc="Translating…")
    result = pipe(text, return_pieces=True, **options)
    # Why some of it comes back as typed: another language, bytes read as text.
    for note in notes_on_kept_text([pipe.preprocess(text)]):
        gr.Warning(note)
    progress(0.9, desc="Drawing the attention map…")
    rows = [[piece["source"], piece["translation"]] for piece in result["pieces"]]
    mapped = mapped_piece(pipe, result["pieces"])
    if mapped is None:
        return result["translation_text"], None, rows
    attention = cross_attention(pipe, mapped["source"], translation=mapped["translation"])
    return result["translation_text"], attention_figure(attention), rows


def mapped_piece(pipe: TranslationPipeline, pieces: list[dict]) -> dict | None:
    """What the heatmap shows, of the pieces a text was translated in (``return_pieces``): the longest translated
    one that fits ``MAP_TOKENS`` tokens (else the first, cut to the model's window), its German as the pipeline gave
    it; None when none was translated (a text in another language, bytes or marks alone, kept as they are)."""
    translated = [piece for piece in pieces if piece["translated"]]
    fitting = [p for p in translated if len(pipe.tokenizer(p["source"])["input_ids"]) <= MAP_TOKENS]
    return max(fitting, key=lambda piece: len(piece["source"])) if fitting else next(iter(translated), None)


def attention_figure(attention: CrossAttention) -> Figure:
    """Heatmap of the cross-attention: one row per German token, one column per English token."""
    source, target, weights = attention
    # Sized to the tokens, within what a page shows; a Figure (not pyplot) keeps no global state between requests.
    figure = Figure(
        figsize=(min(16, 2.5 + 0.3 * len(source)), min(14, 1.5 + 0.28 * len(target))), layout="constrained"
    )
    axes = figure.add_subplot()
    image = axes.imshow(weights, cmap="viridis", aspect="auto", vmin=0.0)
    axes.set_xticks(range(len(source)), labels=[_label(t) for t in source], rotation=90)
    axes.set_yticks(range(len(target)), labels=[_label(t) for t in target])
    axes.set_xlabel("English (source tokens)")
    axes.set_ylabel("German (generated tokens)")
    axes.set_title("Cross-attention of the last decoder layer, averaged over heads")
    figure.colorbar(image, ax=axes, label="attention weight")
    return figure


def _label(token: str) -> str:
    # Byte-level tokens carry their leading space; a bare space or line break still needs a visible mark.
    return token.strip() or ("⏎" if "\n" in token else "␣")


def build() -> gr.Blocks:
    with gr.Blocks(title="Translation") as demo:
        gr.Markdown(
            "English → German with the suite's own Transformer (Vaswani et al. 2017), trained offline on "
            "everyday sentences, games' dialogue, Bible verses and program messages. A text is translated "
            "sentence by sentence, its line breaks and list bullets kept; addresses, phone numbers and emoji "
            "come through as they are. The table puts each sentence beside its translation; the heatmap shows "
            "which English tokens each German token attended to (for a text of several sentences, in its longest "
            "one)."
        )
        with gr.Row():
            with gr.Column():
                source = gr.Textbox(
                    label="English", lines=6, max_length=MAX_CHARS, placeholder="Type English text…"
                )
                num_beams = gr.Slider(1, 8, value=4, step=1, label="Beam size (1 = greedy)")
                max_new_tokens = gr.Slider(
                    8, 256, value=256, step=8, label="Max length (tokens per sentence)"
                )
                button = gr.Button("Translate", variant="primary")
            target = gr.Textbox(label="German", lines=6, interactive=False, elem_id="translation-german")
        pieces = gr.Dataframe(
            headers=["English", "German"],
            label="Sentence by sentence",
            interactive=False,
            wrap=True,
            elem_id="translation-pieces",
        )
        heatmap = gr.Plot(label="Cross-attention", elem_id="translation-heatmap")
        gr.Examples(examples=[[example] for example in EXAMPLES], inputs=source)
        button.click(
            translate,
            inputs=[source, num_beams, max_new_tokens],
            outputs=[target, heatmap, pieces],
            api_name="translate",
        )
    return demo


if __name__ == "__main__":
    from apps.launch import serve

    serve(build(), description=__doc__)
