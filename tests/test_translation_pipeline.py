"""The translation pipeline (pipelines.translation), its registration with transformers, and its demo.

Everything runs on small real data: a byte-level BPE vocabulary trained on 300 Bible verses and a tiny
Transformer overfit on a handful of them, so the pipeline must give back their exact German verses.
A random tiny Marian model checks that any transformers seq2seq model goes through the same plumbing.
"""

from __future__ import annotations

import copy
import io
import json
import os
import random
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
import torch

import pipelines
from pipelines import data
from pipelines.base import ModelNotShippedError
from pipelines.german import continued, german_address
from pipelines.models.transformer import TransformerConfig, TransformerForConditionalGeneration
from pipelines.models.transformer.tokenization import train_tokenizer
from pipelines.precision import resolve_dtype
from pipelines.text import Segment, clean_text, split_sentences
from pipelines.translation import (
    DEFAULT_MODEL,
    TRAIN_COMMAND,
    TranslationPipeline,
    cross_attention,
    segment_text,
)
from pipelines.verbatim import is_translatable, keeps_names, keeps_numbers, restore
from tests.conftest import train_on

REPO_ROOT = Path(__file__).resolve().parents[1]
WINDOW = 64  # the tiny model's position table: longest input, longest output + 1
NUM_PAIRS = 6


pytestmark = pytest.mark.usefixtures("single_thread")


@pytest.fixture(scope="module")
def verses() -> list[tuple[str, str]]:
    rows = data.load("bible", source="4", target="s")["train"].select(range(300))
    return list(zip(rows["source"], rows["target"], strict=True))


@pytest.fixture(scope="module")
def tokenizer(verses):
    return train_tokenizer([text for pair in verses for text in pair], vocab_size=1000)


@pytest.fixture(scope="module")
def pairs(verses, tokenizer) -> list[tuple[str, str]]:
    """The shortest verses that are one full sentence, so joining them makes a text of several sentences."""
    single = [
        (source, target)
        for source, target in verses
        if source.endswith((".", "!", "?")) and len(split_sentences(source)) == 1
    ]
    return sorted(single, key=lambda pair: len(tokenizer(pair[0])["input_ids"]))[:NUM_PAIRS]


@pytest.fixture(scope="module")
def model(tokenizer, pairs) -> TransformerForConditionalGeneration:
    """A tiny Transformer trained until it reproduces ``pairs`` (a second or two)."""
    return overfit(tokenizer, pairs)


@pytest.fixture(scope="module")
def english_reader(model) -> TransformerForConditionalGeneration:
    """``model`` with a config that says it reads English (``source_language="en"``), as the shipped one's."""
    reader = copy.deepcopy(model)
    reader.config.source_language = "en"
    return reader


def overfit(tokenizer, pairs: list[tuple[str, str]]) -> TransformerForConditionalGeneration:
    torch.manual_seed(0)
    config = TransformerConfig(
        vocab_size=len(tokenizer),
        d_model=64,
        num_layers=2,
        num_heads=4,
        d_ff=128,
        dropout=0.0,
        label_smoothing=0.0,
        max_position_embeddings=WINDOW,
    )
    model = TransformerForConditionalGeneration(config)
    inputs = tokenizer([source for source, _ in pairs], padding=True, return_tensors="pt")
    labels = tokenizer([target for _, target in pairs], padding=True, return_tensors="pt")["input_ids"]
    labels[labels == tokenizer.pad_token_id] = -100
    train_on(model, {**inputs, "labels": labels}, steps=400, stop_below=0.005)
    return model.eval()


@pytest.fixture(scope="module")
def pipe(model, tokenizer, dtype) -> TranslationPipeline:
    """The pipeline in each precision (on a copy: the pipeline casts its model in place)."""
    return TranslationPipeline.from_pretrained(
        model=copy.deepcopy(model), tokenizer=tokenizer, device="cpu", dtype=dtype
    )


@pytest.fixture(scope="module")
def folder(pipe, tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("transformer-en-de")
    pipe.save_pretrained(path)
    return path


def translations(results: list[dict[str, str]]) -> list[str]:
    return [result["translation_text"] for result in results]


def rebatched(pipe: TranslationPipeline, batch_size: int) -> TranslationPipeline:
    """The same model and tokenizer in a pipeline built with another batch size (and the model's dtype)."""
    return TranslationPipeline(
        pipe.model, pipe.tokenizer, device="cpu", dtype=pipe.model.dtype, batch_size=batch_size
    )


# ---------------------------------------------------------------------------------------------------------------
# Translating
# ---------------------------------------------------------------------------------------------------------------


def test_overfit_model_reproduces_its_verses_through_the_pipeline(pipe, pairs):
    assert isinstance(pipe, TranslationPipeline)
    for source, target in pairs:
        assert pipe(source) == {"translation_text": target}


def test_text_in_capitals_is_translated_in_lower_case_and_given_back_in_capitals(pipe, pairs):
    for source, _ in pairs:
        lower = pipe(source.lower())["translation_text"]
        assert pipe(source.upper()) == {"translation_text": lower.upper()}
    assert pipe(pairs[0][0]) != {"translation_text": pipe(pairs[0][0].lower())["translation_text"].upper()}


def test_the_attention_map_of_text_in_capitals_shows_what_the_pipeline_read(pipe, pairs):
    source = pairs[0][0]
    shouted, lower = cross_attention(pipe, source.upper()), cross_attention(pipe, source.lower())
    assert (shouted.source_tokens, shouted.target_tokens) == (lower.source_tokens, lower.target_tokens)
    assert shouted.weights.tolist() == lower.weights.tolist()


def test_a_list_gives_one_dict_per_input_and_batches_equal_one_by_one(pipe, pairs, verses):
    inputs = [source for source, _ in pairs] + [source for source, _ in verses[:3]]
    batched = rebatched(pipe, 3)(inputs)
    assert all(isinstance(result, dict) and set(result) == {"translation_text"} for result in batched)
    assert batched == [pipe(text) for text in inputs]
    assert translations(batched[:NUM_PAIRS]) == [target for _, target in pairs]
    assert pipe([]) == []
    assert pipe(tuple(inputs[:2])) == batched[:2]


def test_options_belong_either_to_building_or_to_calling(pipe, pairs):
    with pytest.raises(TypeError, match=r"batch_size is set when the pipeline is built"):
        pipe(pairs[0][0], batch_size=4)
    with pytest.raises(TypeError, match=r"num_beams: not an option of building .* per call"):
        TranslationPipeline(pipe.model, pipe.tokenizer, dtype=pipe.model.dtype, num_beams=4)
    with pytest.raises(ValueError, match="batch_size must be a positive integer"):
        rebatched(pipe, 0)


def test_several_returned_sequences_give_a_list_per_input(pipe, pairs):
    source, target = pairs[0]
    single = pipe(source, num_beams=3, num_return_sequences=2)
    assert len(single) == 2 and single[0] == {"translation_text": target}
    nested = pipe([source, pairs[1][0]], num_beams=3, num_return_sequences=2)
    assert [len(results) for results in nested] == [2, 2]
    assert nested[0] == single


def test_a_text_longer_than_the_window_is_translated_sentence_by_sentence(pipe, pairs, tokenizer):
    separators = ["", " ", "\n", "  ", "\n\n", " "]
    text = "".join(sep + source for sep, (source, _) in zip(separators, pairs, strict=True))
    assert len(tokenizer(text)["input_ids"]) > WINDOW  # too long for the model as a whole
    expected = "".join(sep + target for sep, (_, target) in zip(separators, pairs, strict=True))
    assert pipe(f"  {text}\n") == {"translation_text": expected}


def test_a_short_text_is_translated_sentence_by_sentence_unless_told_otherwise(pipe, pairs):
    text = f"{pairs[0][0]} {pairs[1][0]}\n\n{pairs[2][0]}"
    expected = f"{pairs[0][1]} {pairs[1][1]}\n\n{pairs[2][1]}"
    assert pipe(text) == {"translation_text": expected}
    assert [s.text for s in pipe.preprocess(text)["segments"]] == [source for source, _ in pairs[:3]]
    assert [s.text for s in pipe.preprocess(text, split_sentences=False)["segments"]] == [text]


def test_contractions_typed_without_apostrophes_reach_the_model_with_them(pipe):
    plan = pipe.preprocess("i dont know where hes gone. ITS LATE AND IM TIRED! Its color is red.")
    assert [pipe.tokenizer.decode(ids, skip_special_tokens=True) for ids in plan["input_ids"]] == [
        "I don't know where he's gone.",
        "it's late and I'm tired!",  # "its" is a word too, but not before "late"
        "Its color is red.",
    ]


def test_a_model_that_reads_english_keeps_sentences_in_other_languages_as_they_are(
    model, tokenizer, pairs, english_reader
):
    pipe = TranslationPipeline(english_reader, tokenizer, device="cpu", dtype=torch.float32)
    german, chinese = "Wo ist der Bahnhof? Ich habe meinen Zug verpasst.", "我错过了火车。"
    text = f"{pairs[0][0]}\n\n{german}\n{chinese}"
    with pytest.warns(UserWarning, match=r"3 of 4 sentences are not English \(CJK script, German\)"):
        result = pipe(text)
    assert result == {"translation_text": f"{pairs[0][1]}\n\n{german}\n{chinese}"}
    from apps import translation as app  # the demo's heatmap: of what is translated, or none

    # Its pieces, each as typed and as translated, those kept marked so.
    pieces = pipe(text, return_pieces=True)["pieces"]
    assert [(piece["source"], piece["translated"]) for piece in pieces] == [
        (pairs[0][0], True),
        ("Wo ist der Bahnhof?", False),
        ("Ich habe meinen Zug verpasst.", False),
        (chinese, False),
    ]
    assert pieces[0]["translation"] == pairs[0][1]
    assert all(piece["translation"] == piece["source"] for piece in pieces[1:])
    mapped = app.mapped_piece(pipe, pieces)
    assert (mapped["source"], mapped["translation"]) == pairs[0]
    assert app.mapped_piece(pipe, pipe(german, return_pieces=True)["pieces"]) is None
    # A model that says nothing of its source language translates every sentence (Marian de→en, say).
    assert (
        german
        not in TranslationPipeline(model, tokenizer, device="cpu", dtype=torch.float32)(german)[
            "translation_text"
        ]
    )


def test_a_model_that_reads_english_reads_times_dates_and_abbreviations_as_it_learnt_them(
    model, tokenizer, english_reader
):
    text = "Call me at 7:30 p.m. on March 3rd. We open at 9 am. Thx, back in 2 hrs."

    english = TranslationPipeline(english_reader, tokenizer, device="cpu", dtype=torch.float32).preprocess(
        text
    )
    other = TranslationPipeline(model, tokenizer, device="cpu", dtype=torch.float32).preprocess(text)

    def read(plan: dict) -> list[str]:
        return [tokenizer.decode(ids, skip_special_tokens=True) for ids in plan["input_ids"]]

    assert read(english) == ["Call me at 19:30 on 3rd March.", "We open at 9:00.", "Thanks, back in 2 hours."]
    # What a translation redone with placeholders writes: a day of a month is one.
    assert english["fixed_spans"] == [["3rd March", "19:30"], ["9:00"], ["2"]]
    # A model that says nothing of its source language reads the text as written.
    assert read(other) == ["Call me at 7:30 p.m. on March 3rd.", "We open at 9 am.", "Thx, back in 2 hrs."]


def test_a_sentence_typed_without_its_final_mark_is_read_with_it_and_translated_without(
    tokenizer, english_reader
):
    pipe = TranslationPipeline(english_reader, tokenizer, device="cpu", dtype=torch.float32)
    plan = pipe.preprocess("where is the train station\ncannot open file")
    assert [tokenizer.decode(ids, skip_special_tokens=True) for ids in plan["input_ids"]] == [
        "Where is the train station?",
        "cannot open file",
    ]
    # The same model input, so the same translation, but for the mark the user did not type.
    typed = pipe("where is the train station")["translation_text"]
    assert typed == re.sub(r"(?<=\w)[.?!]$", "", pipe("Where is the train station?")["translation_text"])


def model_reads(model: TransformerForConditionalGeneration, tokenizer, text: str) -> list[str]:
    """What ``model`` reads of ``text`` through the pipeline, piece by piece."""
    plan = TranslationPipeline(model, tokenizer, device="cpu", dtype=torch.float32).preprocess(text)
    return [tokenizer.decode(ids, skip_special_tokens=True) for ids in plan["input_ids"]]


def test_text_typed_in_lower_case_or_title_case_is_read_with_its_words_as_usually_written(
    model, tokenizer, english_reader
):
    text = "I Love This Song So Much\ni met anna in london on monday.\nOpen Recent File..."
    assert model_reads(english_reader, tokenizer, text) == [
        "I love this song so much.",
        "I met Anna in London on Monday.",
        "Open Recent File...",
    ]
    assert model_reads(model, tokenizer, text) == [
        "I Love This Song So Much",
        "I met anna in london on monday.",
        "Open Recent File...",
    ]


def test_a_model_that_reads_english_reads_messages_as_written_with_care(model, tokenizer, english_reader):
    text = "Can't wait to see you, I LOVE this song!\nIt costs $25 lol"
    # The "I" back, the word in capitals for emphasis as usually written, the currency written out, "lol" kept.
    assert model_reads(english_reader, tokenizer, text) == [
        "I can't wait to see you, I love this song!",
        "It costs 25 dollars {0}.",  # with the mark it was typed without (``with_end_mark``)
    ]
    assert model_reads(model, tokenizer, text) == [
        "Can't wait to see you, I LOVE this song!",
        "It costs $25 {0}",
    ]
    # A smiley ends a clause; a metric quantity is kept as typed; a range of times is on the 24-hour clock.
    text = "can't wait to see you :) bring 200g of chips, see ya between 2 and 4 pm"
    assert model_reads(english_reader, tokenizer, text) == [
        "I can't wait to see you.",
        "{0}",
        "Bring {0} of chips, see you between 14:00 and 16:00.",
    ]


def test_the_quote_marks_of_an_e_mail_reply_stay_out_of_what_the_model_reads(pipe, pairs):
    text = f"> {pairs[0][0]}\n>> {pairs[1][0]}\n\n{pairs[2][0]}"
    assert pipe(text) == {"translation_text": f"> {pairs[0][1]}\n>> {pairs[1][1]}\n\n{pairs[2][1]}"}


def test_each_cell_of_a_row_with_tabs_or_of_a_markdown_table_is_translated_on_its_own(pipe, pairs):
    text = f"{pairs[0][0]}\t{pairs[1][0]}\n{pairs[2][0]} \t\t{pairs[3][0]}"
    expected = f"{pairs[0][1]}\t{pairs[1][1]}\n{pairs[2][1]} \t\t{pairs[3][1]}"
    assert pipe(text) == {"translation_text": expected}
    text = f"| {pairs[0][0]} | {pairs[1][0]} |\n|---|:---:|\n|{pairs[2][0]}| |{pairs[3][0]}|"
    expected = f"| {pairs[0][1]} | {pairs[1][1]} |\n|---|:---:|\n|{pairs[2][1]}| |{pairs[3][1]}|"
    assert pipe(text) == {"translation_text": expected}


def test_what_has_nothing_to_translate_is_written_as_it_is(pipe, pairs):
    text = f"{pairs[0][0]}\n\n```\n{pairs[1][0]}\n```\n\n=====\n{pairs[2][0]} 😊"
    expected = f"{pairs[0][1]}\n\n```\n{pairs[1][0]}\n```\n\n=====\n{pairs[2][1]} 😊"
    assert pipe(text) == {"translation_text": expected}
    plan = pipe.preprocess(text)
    assert plan["kept"] == [False, True, True, False, True]  # the block of code between fences is one piece
    code = "```\n" + "\n".join(source for source, _ in pairs[:8]) + "\n```"  # longer than the model's window
    assert pipe(code) == {"translation_text": code}


def test_inline_markup_goes_back_around_whole_words_of_the_translation(pipe, pairs):
    (first, first_german), (second, second_german) = pairs[:2]
    # Around a whole sentence, and a paragraph's tags around two sentences: around their translations.
    assert pipe(f"**{first}**") == {"translation_text": f"**{first_german}**"}
    assert pipe(f"<p>{first} {second}</p>") == {"translation_text": f"<p>{first_german} {second_german}</p>"}
    # Around words: the sentence is translated as if unmarked, and the marks stand around whole words of it.
    words = first.split()
    marked = (
        f"{words[0]} <b>{words[1]}</b> "
        + " ".join(words[2:-1])
        + f" [{words[-1][:-1]}](https://example.com/a_b)."
    )
    plan = pipe.preprocess(marked)
    assert plan["plain"] == [first] and [m.opening for m in plan["markup"][0]] == ["<b>", "["]
    result = pipe(marked)["translation_text"]
    assert re.sub(r"</?b>|\[|\]\(https://example.com/a_b\)", "", result) == first_german
    assert re.search(r"(?<!\w)<b>\w[^<>]*</b>(?!\w)", result)
    assert re.search(r"(?<!\w)\[\w[^\[\]]*\]\(https://example.com/a_b\)(?!\w)", result)


def test_html_character_references_are_read_as_characters_and_written_back(pipe, pairs, model, tokenizer):
    source, target = next((s, t) for s, t in pairs if "." in s and "." in t)
    escaped = source.replace(".", "&#46;")  # the text writes "." only as a reference: so does the translation
    assert model_reads(model, tokenizer, escaped) == [source]
    assert pipe(escaped) == {"translation_text": target.replace(".", "&#46;")}
    # An HTML tag written with references, as a page about HTML writes it: read as a tag, and written back so.
    plan = pipe.preprocess(f"&lt;b&gt;{source}")
    assert plan["plain"] == [source] and plan["references"] == [{"<": "&lt;", ">": "&gt;"}]
    assert pipe(f"&lt;b&gt;{source}") == {"translation_text": f"&lt;b&gt;{target}"}


def test_a_numbered_label_is_read_apart_from_the_words_after_it(pipe, pairs, model, tokenizer):
    (first, first_german), (second, _) = pairs[:2]
    assert model_reads(model, tokenizer, f"Step 1: {first}\nStep 2: {second}") == [
        "Step 1:",
        first,
        "Step 2:",
        second,
    ]
    # The overfit model knows no label: what it writes for one stands before the verse, with the spaces typed.
    assert pipe(f"Day 2:  {first}")["translation_text"].endswith(f"  {first_german}")


def test_a_sentence_wrapped_over_lines_reaches_the_model_as_one_line(model, tokenizer):
    text = "People who sleep less than six hours a night are more\nlikely to catch a cold.\nWhat now?"
    assert model_reads(model, tokenizer, text) == [
        "People who sleep less than six hours a night are more likely to catch a cold.",
        "What now?",
    ]
    # A quoted paragraph of an e-mail reply, wrapped alike: its markers stay out of the sentence.
    text = "> People who sleep less than six hours a night are more\n> likely to catch a cold.\nWhat now?"
    assert model_reads(model, tokenizer, text) == [
        "People who sleep less than six hours a night are more likely to catch a cold.",
        "What now?",
    ]
    # Translated whole, a text's line breaks reach the model as spaces too.
    plan = TranslationPipeline(model, tokenizer, device="cpu", dtype=torch.float32).preprocess(
        "Good morning.\n\nWhere is it?", split_sentences=False
    )
    assert tokenizer.decode(plan["input_ids"][0], skip_special_tokens=True) == "Good morning. Where is it?"


def test_a_model_that_reads_english_reads_common_misspellings_put_right(model, tokenizer, english_reader):
    text = "I recieved your message. See you tommorow!"
    assert model_reads(english_reader, tokenizer, text) == ["I received your message.", "See you tomorrow!"]
    # A model that says nothing of its source language may read another language: as typed.
    assert model_reads(model, tokenizer, text) == ["I recieved your message.", "See you tommorow!"]


def test_a_word_cut_with_a_hyphen_at_a_lines_end_reaches_an_english_reader_whole(
    model, tokenizer, english_reader
):
    text = (
        "The committee discussed the new regulations in detail, and infor-\n"
        "mation about all of the changes in this long-\nterm plan follows."
    )
    expected = (
        "The committee discussed the new regulations in detail, and information about all of the changes in "
    )
    assert model_reads(english_reader, tokenizer, text) == [expected + "this long-term plan follows."]


def test_a_letters_greeting_and_closing_are_written_as_german_letters_write_them(
    model, tokenizer, english_reader
):
    text = "DEAR MR. MILLER,\n\nGood morning.\n\nKind regards,\nSarah Jones"
    english = TranslationPipeline(english_reader, tokenizer, device="cpu", dtype=torch.float32)
    other = TranslationPipeline(model, tokenizer, device="cpu", dtype=torch.float32)
    # After a greeting, the message goes on as German letters write it: "danke", not "Danke".
    morning = continued("Good morning.", english("Good morning.")["translation_text"])
    assert english(text)["translation_text"] == (
        f"SEHR GEEHRTER HERR MILLER,\n\n{morning}\n\nFreundliche Grüße,\nSarah Jones"
    )
    # A greeting on the line of the message, a piece of its own.
    assert english("Dear all,  Good morning.")["translation_text"] == f"Hallo zusammen,  {morning}"
    # A model that says nothing of its source language translates every line.
    assert "Freundliche Grüße" not in other(text)["translation_text"]


def test_a_list_keeps_its_bullets_and_numbers_and_each_item_is_translated(pipe, pairs):
    text = f"- {pairs[0][0]}\n- {pairs[1][0]}\n\n1. {pairs[2][0]}\n2) {pairs[3][0]}"
    expected = f"- {pairs[0][1]}\n- {pairs[1][1]}\n\n1. {pairs[2][1]}\n2) {pairs[3][1]}"
    assert pipe(text) == {"translation_text": expected}


@pytest.fixture(scope="module")
def placeholder_pipe(tokenizer) -> TranslationPipeline:
    """A tiny model that copies a placeholder ``{0}``, as the shipped one learnt to from program messages."""
    pairs = [("Write to {0} today.", "Schreib heute an {0}."), ("Call {0} now.", "Ruf jetzt {0} an.")]
    return TranslationPipeline(overfit(tokenizer, pairs), tokenizer, device="cpu", dtype=torch.float32)


def test_addresses_and_phone_numbers_come_through_character_for_character(placeholder_pipe):
    key = "c2VjcmV0LWtleS1mb3ItdGhlLXN1aXRl+/Zm9yLXRoZS1zdWl0ZQ=="  # 56 characters of base64, longer than any word
    assert placeholder_pipe(
        ["Write to anna.schmidt@example.de today.", "Call +49 30 1234567 now.", f"Write to {key} today."]
    ) == [
        {"translation_text": "Schreib heute an anna.schmidt@example.de."},
        {"translation_text": "Ruf jetzt +49 30 1234567 an."},
        {"translation_text": f"Schreib heute an {key}."},
    ]
    # A file, a domain and a name in code, which the shipped model translated ("report.pdf" as "Bericht.pdf").
    for span in ("invoice_2024.xlsx", "example.com", "Console.WriteLine"):
        assert placeholder_pipe(f"Write to {span} today.") == {
            "translation_text": f"Schreib heute an {span}."
        }
    # Text that holds placeholders of its own is translated as it is.
    assert placeholder_pipe("Write to {0} today.") == {"translation_text": "Schreib heute an {0}."}


def test_a_translation_that_loses_a_placeholder_is_redone_from_the_text_as_written(placeholder_pipe):
    text = "Write to anna@example.de or to https://example.org/contact today."
    plan = placeholder_pipe.preprocess(text)
    assert plan["spans"] == [["anna@example.de", "https://example.org/contact"]]

    def greedy(ids: list[int]) -> str:
        output = placeholder_pipe.model.generate(torch.tensor([ids]), num_beams=1, max_new_tokens=40)
        return placeholder_pipe.tokenizer.decode(output[0], skip_special_tokens=True).strip()

    # The model knows one placeholder, not two: its translation of the protected text loses one.
    assert restore(greedy(plan["input_ids"][0]), plan["spans"][0]) is None
    result = placeholder_pipe(text, num_beams=1, max_new_tokens=40)["translation_text"]
    assert result == greedy(plan["plain_ids"][0])


def test_a_translation_that_changes_a_number_is_redone_with_the_numbers_as_placeholders(placeholder_pipe):
    text = "Call 5 now. Call 30 pm now."
    plan = placeholder_pipe.preprocess(text)
    assert plan["spans"] == [[], []] and plan["fixed_spans"] == [["5"], ["30 pm"]]

    def greedy(ids: list[int]) -> str:
        output = placeholder_pipe.model.generate(torch.tensor([ids]), num_beams=1, max_new_tokens=40)
        return placeholder_pipe.tokenizer.decode(output[0], skip_special_tokens=True).strip()

    # The model never saw a number: what it makes of one drops or changes it.
    assert not any(
        keeps_numbers(s.text, greedy(ids)) for s, ids in zip(plan["segments"], plan["input_ids"], strict=True)
    )
    result = placeholder_pipe(text, num_beams=1, max_new_tokens=40)["translation_text"]
    assert result == "Ruf jetzt 5 an. Ruf jetzt 30 pm an."


def test_a_translation_that_drops_a_name_is_redone_with_the_names_as_placeholders(placeholder_pipe):
    text = "Call Emma now."
    plan = placeholder_pipe.preprocess(text)
    assert plan["spans"] == [[]] and plan["fixed_spans"] == [["Emma"]]
    output = placeholder_pipe.model.generate(torch.tensor(plan["input_ids"]), num_beams=1, max_new_tokens=40)
    # The model never saw the name: what it makes of the text as written drops it.
    assert not keeps_names(text, placeholder_pipe.tokenizer.decode(output[0], skip_special_tokens=True))
    assert placeholder_pipe(text, num_beams=1, max_new_tokens=40) == {
        "translation_text": "Ruf jetzt Emma an."
    }


def test_an_address_garbled_in_the_translation_as_written_is_redone_with_every_placeholder(tokenizer):
    pairs = [
        ("Write to {0} at 17:00.", "Schreib um 17:00."),  # the address's placeholder lost
        (
            "Write to anna@example.com at 17:00.",
            "Schreib an xanna@example.com um 17:00.",
        ),  # as written: garbled
        ("Write to {0} at {1}.", "Schreib an {0} um {1}."),  # every number a placeholder too
    ]
    pipe = TranslationPipeline(overfit(tokenizer, pairs), tokenizer, device="cpu", dtype=torch.float32)
    assert pipe("Write to anna@example.com at 17:00.", num_beams=1) == {
        "translation_text": "Schreib an anna@example.com um 17:00."
    }


def test_a_piece_of_a_word_the_model_looped_on_is_written_once_and_german_doublings_stay(pipe, tokenizer):
    # Pieces of three and four ASCII letters that go on a word (no space before them), as written.
    pieces: dict[int, str] = {}
    for token in sorted(tokenizer.get_vocab()):
        text = tokenizer.convert_tokens_to_string([token])
        if text.isascii() and text.isalpha():
            pieces.setdefault(len(text), token)
    three, four = pieces[3], pieces[4]

    def written(*pieces: str, source: str = "And.") -> str:
        ids = tokenizer("Und", add_special_tokens=False)["input_ids"] + tokenizer.convert_tokens_to_ids(
            list(pieces)
        )
        outputs = {
            "output_ids": torch.tensor([ids]),
            "rows": 1,
            "input_ids": tokenizer([source], return_tensors="pt")["input_ids"],
        }
        return pipe.postprocess(outputs)[0][0]

    assert written(four, four) == written(four) == f"Und{four}"
    assert written(three, three, three, three) == f"Und{three}"
    assert written(three, three) == f"Und{three}{three}"  # as German writes "K|uck|uck"
    # A piece the source repeats so too ("hahaha") stays.
    assert written(four, four, source=f"And {four * 2}.") == f"Und{four * 2}"


def test_runs_of_spaces_reach_the_model_as_one(pipe, pairs):
    source, target = pairs[0]
    typed = source.replace(" ", "  ", 2).replace(" ", "   ", 1)  # a tab would part the cells of a row
    assert pipe.preprocess(typed)["input_ids"] == pipe.preprocess(source)["input_ids"]
    assert pipe(typed) == {"translation_text": target}


def test_pieces_cover_the_text_and_those_with_something_to_translate_fit_the_window(pipe, verses):
    count = pipe._token_counter(16)
    texts = [
        " ".join(source for source, _ in verses[:40]),  # many sentences
        "and " * 300,  # one sentence far longer than the window
        "สวัสดีครับ" * 50 + "你好世界。" * 50,  # scripts without spaces, unknown to the vocabulary
        clean_text(os.urandom(3000).decode(errors="replace")),
    ]
    for text in texts:
        pieces = segment_text(text, count, window=16)
        assert "".join(piece.separator + piece.text for piece in pieces) == text.strip()
        assert len(pieces) > 1
        lengths = count([piece.text for piece in pieces])
        # Marks alone (random bytes give long runs of them) are written as they are, never read by the model.
        assert all(n <= 16 for n, piece in zip(lengths, pieces, strict=True) if is_translatable(piece.text))
    # A run of letters longer than any word (a key, base64 data) has nothing to translate: it stays whole.
    assert segment_text("x" * 2000, count, window=16) == [Segment("", "x" * 2000)]


def test_a_sentence_longer_than_the_window_is_cut_and_still_translated(pipe):
    text = "Noah did everything that Yahweh commanded him and " * 10  # one sentence, about 100 tokens
    plan = pipe.preprocess(text)
    assert len(plan["segments"]) > 1 and all(len(ids) <= WINDOW for ids in plan["input_ids"])
    result = pipe(text, max_new_tokens=4)
    assert result["translation_text"]


def test_generation_options_reach_generate(pipe, pairs):
    source, target = pairs[0]
    prefix = pipe(source, max_new_tokens=3)["translation_text"]
    assert target.startswith(prefix) and len(prefix) < len(target)
    assert pipe(source, num_beams=4) == {"translation_text": target}
    assert isinstance(pipe(source, do_sample=True, top_k=5)["translation_text"], str)
    # Beyond the decoder's position table the length is clamped instead of crashing.
    assert pipe(source, max_new_tokens=10_000) == {"translation_text": target}
    # Without a length from the caller, output stops at twice the source plus 10 tokens.
    assert pipe._generate_options({}, source_length=12)["max_new_tokens"] == 34


def test_100_kb_of_text_is_translated_in_bounded_time(pipe, verses):
    text = ""
    for source, _ in verses * 10:
        if len(text) >= 100_000:
            break
        text += source + " "
    start = time.perf_counter()
    result = rebatched(pipe, 64)(text, max_new_tokens=4)
    assert time.perf_counter() - start < 30
    assert len(result["translation_text"]) > 1000


# ---------------------------------------------------------------------------------------------------------------
# Bad inputs
# ---------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "   ", " \n\t\r\n ", "\x00\x01\x1b"])
def test_blank_input_gives_an_empty_translation_without_running_the_model(pipe, monkeypatch, text):
    def fail(*args, **kwargs):
        raise AssertionError("the model ran on blank input")

    monkeypatch.setattr(pipe.model, "generate", fail)
    assert pipe(text) == {"translation_text": ""}
    assert pipe([text, text]) == [{"translation_text": ""}] * 2


@pytest.mark.parametrize(
    "text",
    [
        bytes(range(256)).decode("latin-1"),
        os.urandom(2000).decode(errors="replace"),
        b"caf\xe9 \xff\xfe".decode(errors="surrogateescape"),  # lone surrogates
        "God\x00 spoke\x07 to\x1b Noah\u0085.\x7f",
        "สวัสดีครับ ยินดีต้อนรับ",
        "你好，世界。今天天气很好。",
        "🙂 " * 50,
    ],
    ids=["latin1-bytes", "random-bytes", "surrogates", "controls", "thai", "chinese", "emoji"],
)
def test_odd_text_is_translated_without_crashing(pipe, text):
    result = pipe(text, max_new_tokens=8)
    assert isinstance(result["translation_text"], str)


def test_bytes_read_as_text_are_kept_as_they_are_with_a_warning(pipe, pairs, tokenizer):
    data_as_text = random.Random(0).randbytes(300).decode(errors="replace")
    text = f"{pairs[0][0]}\n{data_as_text}"
    plan = pipe.preprocess(text)
    assert plan["unreadable"][0] is False and all(plan["unreadable"][1:])
    with pytest.warns(UserWarning, match=r"read as more tokens than characters, as bytes do"):
        result = pipe(text)
    assert result == {"translation_text": f"{pairs[0][1]}\n{clean_text(data_as_text).strip()}"}
    # Words read as fewer tokens than characters, even with this tiny vocabulary of 1,000.
    assert not any(pipe.preprocess(source)["unreadable"][0] for source, _ in pairs)


def test_control_characters_are_cleaned_before_tokenizing():
    assert clean_text("a\x00b\x1bc\x7fd\x9fe\r\nf\ufeff") == "a b c d e\nf "
    assert clean_text("caf\udce9") == "caf\ufffd"
    assert clean_text("tab\tand\nnewline") == "tab\tand\nnewline"


@pytest.mark.parametrize("bad", [None, 42, b"bytes", {"text": "hello"}, ["fine", None], [b"x"]])
def test_non_text_input_is_a_type_error(pipe, bad):
    with pytest.raises(TypeError, match=r"str|decode"):
        pipe(bad)


# ---------------------------------------------------------------------------------------------------------------
# Building and registration
# ---------------------------------------------------------------------------------------------------------------


def test_transformers_pipeline_finds_the_task_after_register(folder, pairs):
    """In a fresh interpreter: importing the package alone does not touch transformers' registry."""
    source, target = pairs[0]
    code = (
        "import json, pipelines\n"
        "from transformers.pipelines import PIPELINE_REGISTRY\n"
        "assert 'translation' not in PIPELINE_REGISTRY.get_supported_tasks()\n"
        "pipelines.register()\n"
        "from transformers import pipeline\n"
        f"pipe = pipeline('translation', model={str(folder)!r})\n"
        f"print(json.dumps([type(pipe).__name__, pipe({source!r})]))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO_ROOT)
    assert result.returncode == 0, result.stderr[-2000:]
    name, output = json.loads(result.stdout.strip().splitlines()[-1])
    assert name == "TranslationPipeline"
    assert output == {"translation_text": target}


def test_the_task_is_registered_and_no_longer_listed_as_removed(pipe):
    from transformers.pipelines import PIPELINE_REGISTRY, REMOVED_TASKS

    assert "translation" in PIPELINE_REGISTRY.get_supported_tasks()
    assert PIPELINE_REGISTRY.supported_tasks["translation"]["impl"] is TranslationPipeline
    assert "translation" not in REMOVED_TASKS


def test_suite_entry_point_builds_from_a_folder_with_the_precision_policy(folder, pairs):
    source, target = pairs[0]
    pipe = pipelines.pipeline("translation", model=str(folder), device="cpu")
    assert pipe.model.dtype == resolve_dtype("cpu")
    assert pipe(source) == {"translation_text": target}
    assert pipelines.pipeline(
        "translation", model=str(folder), device="cpu", dtype="bfloat16"
    ).model.dtype == (torch.bfloat16)
    # Saving keeps the folder loadable without trust_remote_code: no custom_pipelines entry.
    assert "custom_pipelines" not in json.loads((folder / "config.json").read_text())


@pytest.mark.skipif((DEFAULT_MODEL / "config.json").exists(), reason="the default model is shipped")
def test_without_the_shipped_model_the_error_names_the_training_command():
    with pytest.raises(
        ModelNotShippedError, match=re.escape(f"not shipped yet: train it with `{TRAIN_COMMAND}`")
    ):
        pipelines.pipeline("translation")


def test_any_seq2seq_model_works_through_the_same_pipeline(tokenizer):
    """A random tiny Marian model: outputs are noise, the point is that the plumbing holds."""
    from transformers import MarianConfig, MarianMTModel, pipeline

    torch.manual_seed(0)
    config = MarianConfig(
        vocab_size=len(tokenizer),
        d_model=32,
        encoder_layers=1,
        decoder_layers=1,
        encoder_attention_heads=4,
        decoder_attention_heads=4,
        encoder_ffn_dim=64,
        decoder_ffn_dim=64,
        max_position_embeddings=32,
        pad_token_id=tokenizer.pad_token_id,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
        decoder_start_token_id=tokenizer.bos_token_id,
        forced_eos_token_id=tokenizer.eos_token_id,
    )
    marian = MarianMTModel(config).eval()
    pipe = pipeline("translation", model=marian, tokenizer=tokenizer, device="cpu", batch_size=2)
    assert isinstance(pipe, TranslationPipeline) and pipe.input_window() == 32
    long = "Noah lived three hundred fifty years after the flood. " * 8  # beyond Marian's 32 positions
    results = pipe(["Good morning.", long, ""], max_new_tokens=6)
    assert [set(result) for result in results] == [{"translation_text"}] * 3
    assert all(isinstance(text, str) for text in translations(results))
    assert results[2] == {"translation_text": ""}
    with pytest.raises(ValueError, match="attn_implementation='eager'"):
        cross_attention(pipe, "Good morning.")
    with pytest.warns(UserWarning, match="Inline markup left out.*attn_implementation='eager'"):
        assert "<b>" not in pipe("Good <b>morning</b>.", max_new_tokens=6)["translation_text"]
    marian.set_attn_implementation("eager")
    source, target, weights = cross_attention(marian, "Good morning.", tokenizer=tokenizer, max_new_tokens=5)
    assert weights.shape == (len(target), len(source))


# ---------------------------------------------------------------------------------------------------------------
# Cross-attention and the demo
# ---------------------------------------------------------------------------------------------------------------


def test_cross_attention_maps_each_output_token_onto_the_source(pipe, pairs, dtype):
    source, target = pairs[0]
    attention = cross_attention(pipe, source)
    assert attention.weights.shape == (len(attention.target_tokens), len(attention.source_tokens))
    # Each row is a softmax: it sums to 1 up to the rounding of the dtype (bf16 keeps 8 bits of mantissa).
    tolerance = {"float32": 1e-4, "bfloat16": 1e-2}[dtype]
    assert attention.weights.sum(axis=1) == pytest.approx(1.0, abs=tolerance)
    # Readable tokens: they spell the texts, each followed by </s>.
    assert "".join(attention.source_tokens) == source + "</s>"
    assert "".join(attention.target_tokens) == target + "</s>"
    beams = cross_attention(pipe, source, num_beams=3)
    assert beams.target_tokens == attention.target_tokens
    # What the pipeline's model reads: the words without their markup.
    marked = cross_attention(pipe, f"<p>{source.replace(' ', ' <b>', 1)}</b></p>")
    assert (marked.source_tokens, marked.target_tokens) == (attention.source_tokens, attention.target_tokens)
    # A translation given (the pipeline's, which may differ from the model's own): read as written.
    given = cross_attention(pipe, source, translation=pairs[1][1])
    assert "".join(given.target_tokens) == pairs[1][1] + "</s>"
    # A given translation with the markup the pipeline put back is read without it.
    marked_german = cross_attention(pipe, source, translation=f"<b>{pairs[1][1]}</b>")
    assert marked_german.target_tokens == given.target_tokens
    assert given.weights.shape == (len(given.target_tokens), len(attention.source_tokens))
    assert given.weights.sum(axis=1) == pytest.approx(1.0, abs=tolerance)


@pytest.fixture
def app(pipe, monkeypatch):
    from apps import translation

    monkeypatch.setattr(translation.translator, "value", pipe)
    return translation


def test_demo_translates_and_draws_the_attention_map(app, pairs):
    from matplotlib.figure import Figure

    source, target = pairs[0]
    text, figure, rows = app.translate(source, 2, 64)
    assert text == target and rows == [[source, target]]
    assert isinstance(figure, Figure) and figure.axes[0].images
    figure.savefig(io.BytesIO(), format="png")  # what gr.Plot does with it
    # A text of several sentences: all of it translated, the map drawn for its longest sentence.
    long = " ".join(source for source, _ in pairs)
    text, figure, rows = app.translate(long, 1, 64)
    assert text == " ".join(target for _, target in pairs)
    assert rows == [list(pair) for pair in pairs]  # each sentence beside its translation
    pieces = app.translator()(long, num_beams=1, max_new_tokens=64, return_pieces=True)["pieces"]
    assert app.mapped_piece(app.translator(), pieces)["source"] == max(
        (source for source, _ in pairs), key=len
    )
    assert app.translate("  ", 1, 64) == ("", None, [])


def test_demo_says_why_it_gives_text_back_as_typed(app, pairs, monkeypatch):
    shown = []
    monkeypatch.setattr(app.gr, "Warning", shown.append)
    data_as_text = random.Random(0).randbytes(300).decode(errors="replace")
    with pytest.warns(UserWarning, match="as bytes do"):  # the pipeline's own warning
        text, figure, _ = app.translate(data_as_text, 1, 64)
    assert text == clean_text(data_as_text).strip() and figure is None  # nothing translated: no map
    assert len(shown) == 1 and "read as more tokens than characters" in shown[0]
    shown.clear()
    assert app.translate(pairs[0][0], 1, 64)[0] == pairs[0][1] and shown == []


def test_demo_rejects_text_over_its_limit(app):
    import gradio as gr

    with pytest.raises(gr.Error, match="at most 20,000"):
        app.translate("a" * (app.MAX_CHARS + 1), 1, 64)


@pytest.mark.skipif((DEFAULT_MODEL / "config.json").exists(), reason="the default model is shipped")
def test_demo_without_the_shipped_model_says_how_to_train_it(monkeypatch):
    import gradio as gr

    from apps import translation

    monkeypatch.setattr(translation.translator, "value", None)
    with pytest.raises(gr.Error, match=re.escape(TRAIN_COMMAND)):
        translation.translate("Good morning.", 1, 64)


@pytest.mark.skipif(not (DEFAULT_MODEL / "config.json").exists(), reason="the default model is not shipped")
def test_shipped_model_translates_a_held_out_style_message():
    translate = pipelines.pipeline("translation")
    result = translate("The file was not found.", num_beams=1)
    assert "Datei" in result["translation_text"]
    assert "BAHNHOF" in translate("WHERE IS THE TRAIN STATION?")["translation_text"]
    # Clock times and dates as German writes them: not "3 Uhr" (three at night), not "Oktober 2."
    assert "15:00" in translate("Let's meet at the cafe at 3 pm.")["translation_text"]
    assert "2. Oktober" in translate("Her birthday is on October 2nd.")["translation_text"]
    # Days of a month as one placeholder where the model garbled one: alone, it wrote "von 5. Vielleicht 30. Juni" and
    # "Wir brauchen Ihre Antwort 20. November."
    assert (
        "vom 5. Mai bis 30. Juni"
        in translate("The exhibition runs from 5 May to 30 June.")["translation_text"]
    )
    assert "bis 20. November" in translate("We need your answer by 20 November.")["translation_text"]
    # A day something is moved to: alone, the model wrote "Die Besprechung ist am Donnerstag verschoben."
    assert (
        "auf Donnerstag verschoben"
        in translate("The meeting has been moved to Thursday.")["translation_text"]
    )
    # The first example: the model wrote "am Donnerstag Nachmittag nach Donnerstag verschoben".
    moved = translate("The meeting has been moved to Thursday afternoon.")["translation_text"]
    assert moved.count("Donnerstag") == 1 and "auf Donnerstag" in moved, moved
    # "At the latest": alone, the model wrote "Sende es bitte am letzten Tage bis Freitag."
    assert (
        "spätestens bis Freitag" in translate("Please send it by Friday at the latest.")["translation_text"]
    )
    # Cities under their German names: the model alone writes "in Venice", "in Zurich".
    assert "Venedig" in translate("Can you recommend a good hotel in Venice?")["translation_text"]
    assert "Zürich" in translate("My cousin works for a bank in Zurich.")["translation_text"]
    # A place the model dropped, put back as a placeholder: alone, it wrote "Ist die Fahrkarte noch gültig?".
    assert "Rom" in translate("Is the ticket to Rome still valid?")["translation_text"]
    # "nach" before a place German names as English does: alone, the model wrote "Wir fliegen zu London am Freitag."
    assert "nach London" in translate("We're flying to London on Friday.")["translation_text"]
    # "Let us know" to a reader the letter says "Sie" to: the model wrote "lass uns Bescheid wissen".
    letter = "Dear Mr. Schmidt,\n\nIf you would like to cancel your order, please let us know.\n\nKind regards,\nAnna"
    assert "lassen Sie uns" in translate(letter)["translation_text"]
    # A delay "by" a span of time: alone, the model wrote "Unser Flug wurde von zwei Stunden verzögert."
    assert "um zwei Stunden" in translate("Our flight was delayed by two hours.")["translation_text"]
    # A city in a list: the pipeline took "Paris, Rome" for one name, as "Air France", and kept "Rome".
    assert "Rom und Wien" in translate("We visited Paris, Rome and Vienna last summer.")["translation_text"]
    # An ordinal that came back from a placeholder: the pipeline wrote "am 3rd Stock".
    assert "3. Stock" in translate("Our office is on the 3rd floor.")["translation_text"]
    # And countries: alone, the model wrote "in Brazil" and "in New Zealand".
    assert (
        "Brasilien"
        in translate("Scientists have discovered a new species of frog in Brazil.")["translation_text"]
    )
    assert "aus Neuseeland" in translate("My friend comes from New Zealand.")["translation_text"]
    # A place no table of names has: alone, the model wrote "Wie viel macht die Fahrkarte mit Munichkosten?".
    assert "München" in translate("How much does a ticket to Munich cost?")["translation_text"]
    # Goods shipped: alone, the model wrote "Ihre Bestellung wurde verschoben.".
    assert "verschickt" in translate("Your order has been shipped.")["translation_text"]
    # A supply used up, a place fully booked, a wedding to come, a day due, how long something has gone on, a machine
    # out of order, the city centre: alone, the model wrote "Der Drucker ist nicht mehr zu Papier.", "Das Hotel ist
    # voll verplant.", "wird im nächsten Sommer geheiratet", "Die Rechnung muss morgen bezahlt werden.", "Ich warte auf
    # zwanzig Minuten.", "Der Aufzug ist außer Ordnung." and "Fährt der Bus zum Innenstadt?".
    assert "kein Papier mehr" in translate("The printer is out of paper.")["translation_text"]
    assert "ausgebucht" in translate("The hotel is fully booked.")["translation_text"]
    assert "heiraten" in translate("My sister is getting married next summer.")["translation_text"]
    assert "bis morgen" in translate("The invoice must be paid by tomorrow.")["translation_text"]
    assert "seit zwanzig Minuten" in translate("I've been waiting for twenty minutes.")["translation_text"]
    assert "außer Betrieb" in translate("The lift is out of order.")["translation_text"]
    assert "zur Innenstadt" in translate("Does this bus go to the city centre?")["translation_text"]
    # Congratulations and the weather: alone, the model wrote "Herzlichen Glückwunsch für Ihren neuen Job!" and "Was ist
    # das Wetter in Hamburg?".
    assert "zu Ihrem neuen Job" in translate("Congratulations on your new job!")["translation_text"]
    assert translate("What's the weather like in Hamburg?")["translation_text"].startswith(
        "Wie ist das Wetter"
    )
    # Booking as a verb: alone, the model wrote "Ich möchte einen Flug nach Paris verarbeiten.".
    assert "reservieren" in translate("I'd like to book a flight to Paris.")["translation_text"]
    # Everyday questions in a German frame: alone, the model wrote "Wie viel Flug nach München Kosten?" and "Was hat die
    # Zeit?".
    assert translate("How much does a flight to Munich cost?")["translation_text"] == (
        "Was kostet ein Flug nach München?"
    )
    assert translate("What time does the store close?")["translation_text"].startswith(
        "Um wie viel Uhr schließt"
    )
    # And at what time it does so: alone, the model wrote "Der letzte Bus verblickt um Mitternacht.".
    assert (
        translate("The last bus leaves at midnight.")["translation_text"]
        == "Der letzte Bus fährt um Mitternacht."
    )
    reply = translate("Dear Mr. Smith,\n\nthank you for your offer. When does your new course start?")
    assert "Wann beginnt Ihr" in reply["translation_text"], reply
    assert "Brasilien" in translate("we spent our holiday in brazil")["translation_text"]  # as read: "Brazil"
    # A place flown to: alone, the model wrote "Wir fliegen zu Lisbon am Freitag."
    assert "nach Lissabon" in translate("We're flying to Lisbon on Friday.")["translation_text"]
    # Abbreviations written out: alone, the model wrote "2 Hrs" and "Schau für die Blumen!"
    assert "2 Stunden" in translate("The drive takes about 2 hrs.")["translation_text"]
    assert "Danke" in translate("Thx for the flowers!")["translation_text"]
    # Chat shorthand, and a piece opened by it: alone, the model wrote "Bc kann ich nicht krank kommen." and, for "to
    # be honest, ...", "ehrlich ehrlich sein".
    assert "weil ich krank bin" in translate("I can't come bc I'm sick.")["translation_text"]
    assert "ehrlich zu sein" in translate("tbh, that was amazing.")["translation_text"]
    # A question typed without its mark: alone, the model wrote "wo der Bahnhof ist".
    assert translate("where is the train station")["translation_text"].startswith("Wo ist der Bahnhof")
    # Title case and lower case: alone, the model wrote "Wie erledige ich zu der Handelsstation?" and "Christmaske".
    assert "Bahnhof" in translate("How Do I Get To The Train Station?")["translation_text"]
    assert "Weihnachten" in translate("did you have a good christmas?")["translation_text"]
    # Messages: alone, the model wrote "Warte dich nicht auf.", "Ich habe dieses Lied", "Mehl, das so komisch".
    assert "erwarten" in translate("Can't wait to see you.")["translation_text"]
    assert "liebe" in translate("I LOVE this song.")["translation_text"]
    assert translate("lol that's so funny")["translation_text"].startswith("lol")
    # A message about what I did or am doing, or about "it": alone, the model wrote "Verstanden Sie meine Schlüssel im
    # Büro.", "Es kommt jetzt zu Hause." and "Hängt auf Wetter an.".
    assert "vergessen" in translate("Forgot my keys at the office.")["translation_text"]
    assert translate("Heading home now.")["translation_text"].startswith("Ich gehe")
    assert translate("Depends on the weather.")["translation_text"] == "Es hängt vom Wetter ab."
    # A word the model looped on: alone, it wrote "Ich brauche einen Arzt, das dringend dringend ist."
    assert translate("I need a doctor, it's urgent.")["translation_text"].count("dringend") == 1
    # A piece of a word it looped on (held-out Ding sentences): alone, it wrote "Berlinfilmfestivalivalivalival...iert"
    # and "Kinderrenrenren ziehen oft ...".
    assert (
        "ivalival"
        not in translate("The movie was premiered performed at the Berlin film festival.")["translation_text"]
    )
    assert (
        "renren"
        not in translate("Children often resent the new woman in their father’s life.")["translation_text"]
    )
    # A name everyday German writes as English does, and one that is a word too: alone, the model wrote "Hast du
    # Petrus gesehen?", as the Bible, and "Hast du einen Dreck gesehen?".
    assert translate("Have you seen Peter?")["translation_text"] == "Hast du Peter gesehen?"
    assert translate("Have you seen Drew?")["translation_text"] == "Hast du Drew gesehen?"
    called = translate("Drew called me yesterday.")["translation_text"]  # not "Dreimal habe ich gestern ..."
    assert called.startswith("Drew "), called
    # A sentence typed on after another without a space: the pipeline wrote "Danke!Bis morgen." as typed.
    assert translate("Thanks!See you tomorrow.")["translation_text"] == "Danke! Bis morgen."
    # An aside: alone, the model wrote "Auf dem Weg fällt die Besprechung aus."
    assert translate("btw, the meeting is cancelled.")["translation_text"].startswith("Übrigens")
    # A range of dates: alone, the model wrote "von 24. Dezember für 2. Januar".
    assert (
        "vom 24. Dezember bis 2. Januar"
        in translate("Our store will be closed from Dec 24 to Jan 2.")["translation_text"]
    )
    # A day something is due and a day moved: alone, the model wrote "über Freitag" and "von Dienstag nach Donnerstag".
    assert "bis Freitag" in translate("Could you send me the report by Friday?")["translation_text"]
    assert (
        "auf Donnerstag" in translate("The meeting was moved from Tuesday to Thursday.")["translation_text"]
    )
    # Who signs after a closing's comma, with a capital, and a team as German letters sign: the pipeline wrote "die
    # Verkaufsabteilung" as after a greeting, and the model "Das Beispielmannschaft".
    assert translate("Kind regards,\nThe sales department")["translation_text"].endswith(
        "\nDie Verkaufsabteilung"
    )
    assert (
        translate("Best,\nThe Example Shop Team")["translation_text"] == "Viele Grüße,\nIhr Example Shop Team"
    )
    # A "not" the model dropped, saying the opposite: alone, it wrote "Das ist eine gute Idee." and "Ruf mich bitte erst
    # nach 22:00 auf."; the beam had a candidate that keeps it.
    assert "nicht" in translate("I don't think that's a good idea.")["translation_text"]
    assert "nicht an" in translate("Please don't call me after 10 pm.")["translation_text"]
    # A day the model dropped or changed: the pipeline wrote "Ich habe lange gearbeitet." and "Leider muss ich morgens
    # einen Termin absagen."
    assert "gestern" in translate("I worked a long time yesterday.")["translation_text"]
    cancel = translate("Unfortunately I have to cancel tomorrow's appointment.")["translation_text"]
    assert re.search(r"\bmorgen\b|morgig", cancel), cancel
    # "Hey!" and a request after a greeting: alone, the model wrote "He! Haben Sie ..." and "Hallo, Warte auf mich!".
    assert translate("Hey! Are you free this weekend?")["translation_text"].startswith("Hey! Bist du")
    assert translate("Hi, wait for me!")["translation_text"].startswith("Hallo, warte")
    # The message after a greeting's comma read with its capital, and "please" a request: the model read "look at
    # this!" as a program's message ("Hey, lass uns das anmerken!"), and the pipeline wrote "Hallo, Ruf mich ...".
    assert translate("Hey, look at this!")["translation_text"].startswith("Hey, schau")
    assert translate("Hi, please call me back.")["translation_text"].startswith("Hallo, ruf")
    # A day "on" which, and a weekday "on" each week: alone, the model wrote "auf 24. Dezember", "am Samstag" and "um
    # 10:00 in sonntags".
    assert "am 24. Dezember" in translate("The office is closed on 24 December.")["translation_text"]
    assert "samstags" in translate("We play football on Saturdays.")["translation_text"]
    opens = translate("The store opens at 10 a.m. on Sundays.")["translation_text"]
    assert opens.endswith(" 10:00 sonntags."), opens
    # A month "in" which: alone, the model wrote "in April" and "In August".
    assert "im April" in translate("He was born in April.")["translation_text"]
    assert translate("In August it is very hot.")["translation_text"].startswith("Im August")
    # Noon "at" which: alone, the model wrote "Treffen wir uns im Mittag."
    assert translate("Let's meet at noon.")["translation_text"] == "Treffen wir uns am Mittag."
    # Money in slang: alone, the model wrote "Das ist nur 5 Esser!"
    assert "5 Dollar" in translate("It's only 5 bucks!")["translation_text"]
    # "tonight" as a bare "Nacht": alone, the model wrote "Die Aktualisierung wird automatisch Nacht installiert."
    assert (
        "heute Nacht" in translate("The update will be installed automatically tonight.")["translation_text"]
    )
    # Direct speech, and a sentence all quotation: read whole, the model wrote "»Ich weiß es nicht!«, Tom.", "»Halt!«
    # sie schrie." and "»Ich bin zu Mittag.«".
    said = translate('"I don\'t know," said Tom.')["translation_text"]
    assert said.startswith("„Ich weiß es nicht“, ") and said.endswith(" Tom."), said
    assert translate('"Stop!" she shouted.')["translation_text"].endswith("!“, schrie sie.")
    quotation = translate('"I will be there at noon."')["translation_text"]
    assert quotation.startswith("„Ich werde") and quotation.endswith(".“"), quotation
    # A smiley mid-message, a metric quantity and a range of times: alone, the model wrote "wenn du :) überbringst",
    # "200G Mehl" and "zwischen 2 und 16:00".
    message = translate("bring some snacks if u can :) see ya")["translation_text"]
    clause, smiley, _ = message.partition(" :) ")
    assert smiley and clause == translate("bring some snacks if u can")["translation_text"]
    # A rate and a price: alone, the model wrote "1.200 Euro einen Monat" and "kostet um 20 Dollar".
    assert "1.200 Euro pro Monat" in translate("The rent is 1,200 euros a month.")["translation_text"]
    assert "kostet 20 Dollar" in translate("The ticket costs $20.")["translation_text"]
    # A list item typed in lower case, read with its capital: as typed, the model wrote "Kundschafterbeschluss".
    items = translate("To do:\n- call the client\n- walk the dog")["translation_text"].splitlines()
    assert items[1:] == [
        f"- {translate(item)['translation_text']}" for item in ("Call the client", "Walk the dog")
    ]
    # An emoji that ends a message: read with it, the model wrote "wenn du 🎉 brauchst".
    clause = translate("Bring something to drink if you can")["translation_text"]
    assert translate("Bring something to drink if you can 🎉")["translation_text"] == f"{clause} 🎉"
    assert "200g Mehl" in translate("Mix 200g flour with 2 eggs.")["translation_text"]
    assert "14:00" in translate("The package will arrive between 2 and 4 pm.")["translation_text"]
    # An e-mail's set phrase: alone, the model wrote "Bitte angebracht die Rechnung für Oktober."
    attached = translate("Please find attached the invoice for October.")["translation_text"]
    assert "Rechnung" in attached and "Anhang" in attached, attached
    # Alone, the model wrote "Wenn Sie noch weitere Fragen haben, fügen Sie uns freilassen."
    welcome = translate("If you have any further questions, feel free to contact us.")["translation_text"]
    assert "kontaktieren Sie uns" in welcome, welcome
    # A time tonight: alone, the model wrote "Ich lasse mich um 7:30 Uhr a abends."
    assert "heute Abend um 19:30" in translate("Meet me at 7:30 tonight.")["translation_text"]
    # A sentence wrapped over lines: read line by line, it came out as two fragments.
    wrapped = "People who sleep less than six hours a night are more\nlikely to catch a cold."
    assert translate(wrapped) == translate(wrapped.replace("\n", " "))
    # A product's name: alone, the model wrote "Ich habe 15 und ein MacBook gekauft."
    assert "iPhone 15" in translate("I bought an iPhone 15 and a MacBook Pro.")["translation_text"]
    # A row with tabs, cell by cell: alone, the model wrote "Stadt:BerlinerBerlin".
    assert translate("Name:\tAnna\nCity:\tBerlin")["translation_text"].endswith(":\tBerlin")
    # A subtitle's times as written (they had become "00:00:01.000"), Markdown's bold marks kept (one was lost).
    srt = "1\n00:00:01,000 --> 00:00:04,000\nWhere are you going?"
    assert translate(srt)["translation_text"].startswith("1\n00:00:01,000 --> 00:00:04,000\n")
    note = translate("**Note:** The meeting is cancelled.")["translation_text"]
    assert note.startswith("**") and note.count("**") == 2
    # Inline markup: alone, the model wrote "Ich <I>really</ich> ...", "Klicke <a ...>Nhere</a>" and "**very**".
    assert "<i>wirklich</i>" in translate("I <i>really</i> liked the movie.")["translation_text"]
    link = translate('Click <a href="https://example.com/signup">here</a> to sign up.')["translation_text"]
    assert '<a href="https://example.com/signup">hier</a>' in link
    assert "**sehr**" in translate("This is **very** important.")["translation_text"]
    # A greeting on the line of the message, a numbered label, a date written "the 22nd of March": alone, the model
    # wrote "Tränen alle, ...", "Step 2: Mix, Mehl ..." and "der 22nd von März".
    assert translate("Dear all, the meeting is cancelled.")["translation_text"].startswith(
        "Hallo zusammen, die "
    )
    assert translate("Step 2: Mix the flour and sugar.")["translation_text"].startswith("Schritt 2: ")
    # A question and its answer: read with their words, "Q:" stayed and "A: Yes" came out as "Ein: Ja".
    faq = translate("Q: Can I return an item without a receipt?\nA: Yes, within 30 days.")["translation_text"]
    assert faq.startswith("F: ") and "\nA: Ja" in faq
    # A word as a label: read with its sentence, "Reminder:" stayed English.
    for reminder in (
        "Reminder: The office will be closed on Friday.",
        "Reminder: the office is closed on Friday.",
    ):
        assert translate(reminder)["translation_text"].startswith("Erinnerung: ")
    # The message after a greeting on its line goes on in lower case: alone, "Hallo Anna, Weißt du ...".
    assert translate("Hi Anna, do you know where my keys are?")["translation_text"].startswith(
        "Hallo Anna, weißt "
    )
    assert "22. März" in translate("Her birthday is the 22nd of March.")["translation_text"]
    # A date month first after a weekday: alone, the model wrote "Monday, May 25 for ..." as "Montag, 25 für ...".
    assert (
        "25. Mai"
        in translate("The office will be closed on Monday, May 25 for Memorial Day.")["translation_text"]
    )
    # Days joined by a dash, a date in numbers month first: alone, the model wrote "Mon– Freitag" and "12/15/2026".
    assert "Montag bis Freitag" in translate("Our office is open Mon–Fri.")["translation_text"]
    assert "15.12.2026" in translate("Please reply by 12/15/2026.")["translation_text"]
    # A time said in words: alone, the model wrote "half past seven" as "halb sieben" (6:30); "half past 6 pm", read
    # "18:30", came out "18 Uhr" while its numbers were checked against the "6 pm" typed, not the "18:30" read.
    assert "halb acht" in translate("See you at half past seven.")["translation_text"]
    assert "18:30" in translate("Dinner is at half past 6 pm.")["translation_text"]
    # "at" before a time: alone, the model wrote "Treffen wir 19:00 ..." and "3. März im 14:30".
    assert "wir um 19:00 vor" in translate("Let's meet at 7 pm in front of the cinema.")["translation_text"]
    assert (
        "März um 14:30"
        in translate("Your appointment is on Tuesday, March 3 at 2:30 pm.")["translation_text"]
    )
    # "unter" before a phone number: alone, the model wrote "Rufen Sie uns auf +49 ...".
    assert "uns unter +49 30 1234567" in translate("Call us at +49 30 1234567.")["translation_text"]
    # A number the first try changed and the second, with numbers as placeholders, lost: a candidate of the second
    # try's beam that keeps them. Alone, the model wrote "40 aus 5 Sternen", and the first candidate "{0} Sterne".
    stars = translate("Overall, 4 out of 5 stars.")["translation_text"]
    assert keeps_numbers("Overall, 4 out of 5 stars.", stars)
    # Imperial quantities and "i.e.": alone, the model wrote "6 Meter", "15 Uhr" and "ich. Er isst kein Tier".
    assert "6 Fuß" in translate("He is 6 feet tall.")["translation_text"]
    assert "15 Zoll" in translate("The screen is 15 inches wide.")["translation_text"]
    assert "20-25°C" in translate("It's going to be 20-25°C tomorrow.")["translation_text"]  # was "20°C"
    tv = translate("We bought a 55-inch TV and a 6-foot Christmas tree.")["translation_text"]
    assert "55-Zoll-TV" in tv and "6-Fuß-Weihnachtsbaum" in tv, tv  # was "55-inch-V", "6-Fußbaum"
    race = translate("She ran a 5-km race.")["translation_text"]
    assert "ein 5-km-Rennen" in race, race  # was "um ein 5-km Rennen"
    assert "das heißt" in translate("He's a vegan, i.e. he eats no animal products.")["translation_text"]
    # A range of days, and names German writes otherwise in the second try, which keeps names: alone, the model
    # wrote "Juni 3–7", and the second try "Wir flehen von Spain auf France auf Monday".
    assert "3.–7. Juni" in translate("The conference runs June 3–7 in Berlin.")["translation_text"]
    # "am" before a day: alone, the model wrote "Der Termin ist im 5. Mai."
    assert "am 5. Mai" in translate("The appointment is on the 5th of May.")["translation_text"]
    spain = translate("We flew from Spain to France on Monday with 3 kids.")["translation_text"]
    assert "Spanien" in spain and not any(english in spain for english in ("Spain", "France", "Monday"))
    # A word typed in capitals for emphasis that no list names: read as written, it is translated as written.
    assert translate("The PARTY starts at 8.") == translate("The party starts at 8.")
    # A name's possessive: alone, the model copied "Julia's".
    assert translate("Julia's sister studies Chinese.")["translation_text"].startswith("Julias ")
    # One address in a text: alone, the model wrote "Danke für Ihre Bestellung! ... Wir hoffen, dass du deinen Kauf
    # genossen hast." and "Hey! Haben Sie dieses Wochenende frei? Lass mich wissen, ob du mitkommen möchtest."
    order = "Thanks for your order! It will arrive on Monday. If you have questions, reply to this email. "
    order = translate(order + "We hope you enjoy your purchase.")["translation_text"]
    hey = "Hey! Are you free this weekend? Let me know if you want to come along. I can pick you up at 10."
    hey = translate(hey)["translation_text"]
    assert german_address(order) == "Sie" and "du" not in order.split()
    # The beam's first candidate in "Sie" had lost a word: "Wir hoffen, dass Ihr gekauft habt."
    assert "Kauf" in order
    assert german_address(hey) == "du" and "Sie" not in hey
    # A greeting with a first name says "du", one of a single piece too: alone, "Hallo Tom! Können Sie mir helfen?".
    assert translate("Hi Tom! Can you help me?")["translation_text"] == "Hallo Tom! Kannst du mir helfen?"
    assert "Sie mir den" in translate("Dear Mr. Smith, can you send me the report?")["translation_text"]
    # A piece with an address or a link too: alone, "Du kannst dein Paket hier verfolgen: https://..." after "Sehr
    # geehrte Kundin, ...".
    shipped = translate("Dear Customer,\n\nYou can track your package here: https://track.example.com/A-2931")
    assert (
        "Sie können Ihr Paket hier verfolgen: https://track.example.com/A-2931" in shipped["translation_text"]
    )
    # A polite form first, where the English opens with "your": alone, "Hallo Tom,\n\nIhr Code ist guest1234."
    assert translate("Hi Tom,\n\nYour code is guest1234.")["translation_text"].endswith(
        "dein Code ist guest1234."
    )
    shipped = translate("Your order has shipped. You can track your package here.")["translation_text"]
    assert shipped.startswith("Deine Bestellung") and german_address(shipped) == "du"
    # A request to "du" writes no pronoun: alone, "Hallo Thomas, danke für deine E-Mail. Senden Sie mir bitte ...".
    request = translate("Hi Thomas,\n\nthanks for your email. Please send me the updated version by Friday.")
    assert "Sende mir bitte die aktualisierte Version" in request["translation_text"], request
    # A piece translated again with its time a placeholder ("at 10 am" had come out "um 10 Uhr"), readdressed in that
    # form: the pipeline wrote "ich rufe dich morgen um 10:00 an" after "Sehr geehrter Herr Miller,".
    call = translate("Dear Mr. Miller,\n\nI will call you tomorrow at 10 am to discuss the details.")
    assert "ich rufe Sie morgen um 10:00 an" in call["translation_text"], call
    # One capitalised word that the model copied, read again in lower case: alone, it wrote "Eggs" and "Potatos".
    shopping = translate("Shopping list:\n- Eggs\n- Potatoes\n- Milk")["translation_text"]
    assert shopping.splitlines()[1:] == ["- Eier", "- Kartoffeln", "- Milch"]
    assert translate("Hungry?")["translation_text"] == "Hungrig?"
    # A name after a courtesy title, a decade: alone, the model wrote "Mrs. Bäcker" and "2000 Goldstücke".
    assert "Sie Frau Baker," in translate("Please contact Mrs. Baker if it's urgent.")["translation_text"]
    assert "Herrn Smiths Auto" in translate("Have you seen Mr. Smith's car?")["translation_text"]
    assert "2000er Jahre" in translate("She moved to Canada in the early 2000s.")["translation_text"]
    # Numbers as German writes them: alone, the model wrote "1,500" (one and a half, to a German reader).
    assert "1.500" in translate("There are 1,500 search results.")["translation_text"]
    # "Hello," alone and "Good afternoon Mr. Li," are greetings, so the message after them goes on in lower case.
    assert translate("Hello,\n\nI ordered a blue sweater.")["translation_text"].startswith("Hallo,\n\nich ")
    assert translate("Good afternoon Mr. Li,")["translation_text"] == "Guten Tag Herr Li,"
    weber = translate("Hello Ms. Weber,\n\nthank you for your quick reply.")["translation_text"]
    assert weber.startswith("Hallo Frau Weber,\n\nvielen Dank"), weber
    # A letter's greeting and closing: alone, the model wrote "Mr. Miller, Mr." and "Kind-Registrierung,".
    letter = translate("Dear Mr. Miller,\n\nthanks for your message.\n\nKind regards,\nSarah Jones")
    assert letter["translation_text"].startswith("Sehr geehrter Herr Miller,\n\n")
    assert letter["translation_text"].endswith("\n\nFreundliche Grüße,\nSarah Jones")


@pytest.mark.skipif(not (DEFAULT_MODEL / "config.json").exists(), reason="the default model is not shipped")
def test_demo_maps_the_german_it_shows_not_the_models_own():
    from apps import translation as app

    # The model alone wrote "Könnten Sie mir den Bericht über Freitag schicken?"; the pipeline says "du" after the
    # greeting and "bis Freitag", and the map reads that.
    text, figure, _ = app.translate("Hi Anna, could you send me the report by Friday? Thanks!", 4, 256)
    assert "kannst du mir den Bericht bis Freitag" in text
    mapped = "".join(label.get_text() for label in figure.axes[0].get_yticklabels())
    assert "kannstdumirdenBerichtbisFreitag" in mapped


@pytest.mark.skipif(not (DEFAULT_MODEL / "config.json").exists(), reason="the default model is not shipped")
def test_shipped_model_keeps_addresses_and_numbers_of_an_everyday_e_mail():
    translate = pipelines.pipeline("translation")
    spans = [
        "+49 30 1234567",
        "anna.schmidt@example.de",
        "https://example.org/reports/2024/q3.pdf",
        "www.example.com",
    ]
    text = (
        f"Hi Anna,\n\nthanks for your message. Please call me at {spans[0]} or write to {spans[1]}.\n"
        f"The report is at {spans[2]}, and the slides are on {spans[3]}.\n\nBest wishes,\nTom"
    )
    result = translate(text)["translation_text"]
    assert all(span in result for span in spans)
    # The greeting and closing as German letters write them, the name below as typed.
    assert result.startswith("Hallo Anna,\n\n") and result.endswith("\n\nViele Grüße,\nTom")
    assert result.count("\n") == 6
