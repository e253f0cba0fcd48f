"""Translation with any transformers encoder-decoder model: ``TranslationPipeline`` and its helpers.

transformers 5 dropped its "translation" task; ``pipelines.register()`` registers this pipeline under that
name, so both entry points below build the same class:

- ``pipelines.pipeline("translation")``: the suite's shipped English→German Transformer
  (``pipelines/pretrained/transformer-en-de``), on the device and in the dtype of the precision policy;
- ``transformers.pipeline("translation", model=folder_or_model, tokenizer=...)`` after
  ``pipelines.register()``: any seq2seq model (our Transformer, Marian, ...).

One text gives one result, ``{"translation_text": ...}``, and a list of texts a list of them; with
``num_return_sequences=n`` each result is a list of ``n`` such dicts, best first. With ``return_pieces=True`` a
result also lists the pieces the text was translated in, in order, each as typed and as translated:
``"pieces": [{"source": ..., "translation": ..., "translated": ...}, ...]`` (``translated`` False for a piece kept
as typed: marks, code, another language); joined with the text's own whitespace, the translations make
``translation_text``.

Inputs are cleaned (control characters become spaces, lone surrogates U+FFFD, NFC) and split into
sentences (pysbd), a sentence longer than the model's input window into window-sized pieces cut at the
whitespace nearest their middle; the pieces are translated in batches of ``batch_size`` sorted by length,
and the translations joined with the original whitespace and line breaks, so no sentence is lost (and with a
space between two sentences typed without one, ``_separator``). Sentence by sentence is how the shipped model
reads best: it learnt from sentences, verses and messages, and three held-out everyday sentences in a row scored
15.91 BLEU translated whole and 18.68 one by one (``tests/benchmarks/bench_translation_input.py``);
``split_sentences=False`` translates a text that fits the window in one piece. Each piece is read as the model
learnt such text:

- a list item's bullet or number, a Markdown heading's "#", and the ">" of a line quoted in an e-mail reply, is
  kept as it is, out of the piece (``text.without_list_marker``), and for a model that reads English the item is
  read with a capital on its first word ("call the client" as "Call the client", ``english.with_capital``);
- inline markup, HTML tags ("<b>new</b>", "<a href=...>here</a>") and Markdown's ("**very**", "[the docs](url)"),
  is taken off (``text.without_markup``): the model translates the words with their sentence, and the marks go
  back around the words of the translation that attend most to the marked ones (``markup_span``): "Our
  <b>new</b> website" as "Unsere <b>neue</b> Internetseite" (it was "Unsere <b>Neu</b> Internetseite", and
  "**very**" stayed English); HTML's character references ("&amp;", "&euro;") are read as the characters they
  stand for, and a character the piece writes only as a reference is written so in its translation
  (``text.without_character_references``);
- each cell of a row with tabs or of a Markdown table's row is a piece of its own (``text.split_into_cells``):
  the model never saw a tab;
- a piece with nothing to translate, only marks, emoji, addresses or code (a Markdown fence "```", a block of code
  between fences, a table's "|---|"), is written as it is (``verbatim.is_translatable``), and so is one that the tokenizer
  reads as more tokens than characters, as it reads bytes: a binary file read as text (``_unreadable``, with a warning);
- a smiley in mid-message (":)", ";-)") is a piece of its own, and so is an emoji before a capital
  (``text.split_at_faces``): read with the words after it, the smiley landed inside the German clause;
- web and e-mail addresses, phone-like numbers, codes of letters and digits ("guest1234"), file names, domains and
  names in code ("report.pdf", "example.com", "parse_config"), runs of 50 characters without a space (a key, base64
  data), code between backticks, file paths, @mentions, #hashtags, emoji, "lol", HTML tags left alone ("<br>") or
  around code, and quantities ("200 g", "6 feet") reach the model as placeholders ``{0}``, ``{1}``, ... and come back
  character for character (``verbatim.protect``); a piece whose translation loses a placeholder is translated again as
  written, and the spans it writes in other letter case written as they were (``verbatim.with_spans_as_written``);
- a piece whose translation drops, repeats, changes or adds a number or a printf format (``verbatim.keeps_numbers``:
  "Euro 100" as "Euro", "3 pm" as "17 Uhr", "%s" as "%d"), drops the month of a date (``verbatim.keeps_dates``: "from
  5 May" as "von 5. Vielleicht"), drops a name or writes it as the Bible does (``verbatim.keeps_names``: "I called
  Anna." as "Ich habe angerufen.", "Peter" as "Petrus") or, translated as written, garbles an address
  ("anna@example.com" as "einerna@example.com") is translated again with every number, date, format and name a
  placeholder, and the first of the beam's candidates that keeps them all taken ("4 out of 5 stars" had come out as
  "40 aus 5 Sternen");
- a piece written in capitals is translated in lower case and its translation given back in capitals, and
  contractions typed without their apostrophe get it back ("dont" → "don't", ``english.with_apostrophes``); a piece of
  one capitalised word that the model copied, as it copies a name or a program's label, is translated again in lower
  case ("Eggs" and "Hungry?" as "Eier" and "Hungrig?", where it wrote "Eggs" and "Hungry?"; ``german.copied_word``);
- for a model whose config says it reads English (``source_language="en"``, as the shipped one's; every model
  trained here writes German, and the steps that write text write German), a piece surely in another language is
  kept as it is, with a warning (``english.other_language``); a word cut with a hyphen at a line's end is read whole
  ("infor-\\nmation" as "information"; ``text.without_line_end_hyphens``); its common misspellings and slips of the
  finger are put right ("recieve" as "receive", "tomorow" as "tomorrow"; ``english.correctly_spelled``); a piece typed
  in lower case, capitals or title case, or with a word in capitals for emphasis, reaches the model with its words
  as usually written ("i met anna" as "I met Anna", "I Love This Song" and "I LOVE this song" as "I love this song";
  ``english.in_usual_case``), and a message that drops its "I" with it ("Can't wait to see you" as "I can't wait to see
  you"; ``english.with_subject``); a letter's greeting and closing lines are written as German letters write them
  ("Dear Mr. Miller," as "Sehr geehrter Herr Miller,", "Kind regards," as "Freundliche Grüße,", the name below as
  typed, a team as "Ihr Example Shop Team", "Sent from my iPhone" as "Von meinem iPhone gesendet"; and wishes the
  model got wrong, "Happy New Year!" as "Frohes neues Jahr!"; ``german.letter_formulas``); abbreviations reach the
  model written out ("2 hrs" as "2 hours", "thx" as "thanks", "Jan. 5" as "January 5", "Mon–Fri" as "Monday to
  Friday", "$10k" as "10 thousand dollars", "i.e." as "that is,", which the model read as "ich.";
  ``english.written_out``), an e-mail's set phrases in plain words ("Please find attached the invoice." as "You will
  find the invoice in the attachment.", where the model wrote "Bitte angebracht die Rechnung.";
  ``english.in_plain_words``), and 12-hour clock times and dates in the forms German writes: "3 pm" as "15:00",
  "between 2 and 4 pm" as "between 14:00 and 16:00", "half past four" as "4:30", "at 7:30 tonight" as "tonight at
  19:30" (``english.on_24_hour_clock``; its translation says "halb fünf", ``german.with_german_clock_words``, and "um"
  before a time said after "at", where the model wrote "im 14:30", as "unter" before a phone number,
  ``german.with_german_prepositions``), "March 3rd", "3 March" and "the 3rd of March" as "3rd March", "12/15/2026" as
  "15.12.2026" (``english.day_first``); a sentence typed without its final mark gets one, which its translation then
  loses ("where is the train station" as "Where is the train station?": without it the model read a program message
  and wrote "wo der Bahnhof ist"; ``english.with_end_mark``); where its translation copies the English name of a city,
  a country or a region that German names otherwise, or nearly ("Munich", "Mosow", "Brazil"), the German name is put
  in ("München", "Moskau", "Brasilien"; ``german.with_german_place_names``), a name's possessive in the German
  genitive ("Julia's" as "Julias"; ``german.with_german_genitive``), a courtesy title before a name, any word after it
  a name to keep (``verbatim.names_in``), as German writes it ("Mrs. Baker" as "Frau Baker", where the model wrote
  "Mrs. Bäcker"; ``german.with_german_titles``), a decade, a placeholder too, so ("the 1990s" as "die 1990er Jahre";
  ``german.with_german_decades``), an imperial quantity is written in German ("6 feet" as "6 Fuß", where the model
  wrote "6 Meter"; ``german.with_german_units``), a date as German writes it ("June 3–7", a placeholder too, as "3.–7.
  Juni"; ``german.with_german_dates``), where it copies a number in English format, the German format ("1,500" as
  "1.500", "$3.50" as "3,50 Dollar"; ``german.with_german_numbers``), and a rate as German says it ("1,200 euros a
  month" as "1.200 Euro pro Monat", where the model wrote "einen Monat"; ``german.with_german_rates``);
- a piece of a word that the model wrote three times or more in a row, or twice where it has four letters or more, is
  written once ("Berlinfilmfestivalivalival...iert" as "Berlinfilmfestivaliert", "Ausgabeteileteile" as
  "Ausgabeteile"; ``_without_looped_pieces``), and so is a word or a phrase of up to four words ("dringend dringend",
  "in Ordnung in Ordnung"; ``german.without_doubled_words``);
- a piece whose English says "not" and whose German writes no negation, saying the opposite ("I don't think that's a
  good idea." as "Das ist eine gute Idee."), or whose English says "today", "tonight", "tomorrow" or "yesterday" and
  whose German does not ("I worked a long time yesterday." as "Ich habe lange gearbeitet."), or whose German writes a
  weekday more or less often than its English ("am Donnerstag Nachmittag nach Donnerstag verschoben"), takes the first
  of the beam's candidates that writes them (``_with_sense_kept``, ``german.keeps_negation``, ``german.keeps_days``,
  ``german.keeps_weekdays``);
- a sentence that opens with direct speech and says who said it after it, or is all quotation ('"I don't know," said
  Tom.', '"See you at noon."'), has what was said translated as a text of its own and the rest with a placeholder in
  its place, and is quoted as German quotes: "„Ich weiß es nicht“, sagte Tom." (``_quoted``, ``english.direct_speech``,
  ``german.quoted_speech``; read whole, the model wrote "»Ich weiß es nicht!«, Tom.", as in its game dialogues);
- an everyday question of what something costs or when it opens, closes, starts, ends, leaves or arrives, and a
  sentence that tells at what time it does so, has its subject translated as a text of its own and put into the
  German sentence ("How much does a flight to Munich cost?" as "Was kostet ein Flug nach München?", ``_framed``,
  ``german_frames``; read whole, the model wrote "Wie viel Flug nach München Kosten?", "What time does the store
  close?" as "Was hat die Zeit?", and "The last bus leaves at midnight." as "Der letzte Bus verblickt um
  Mitternacht.");
- and a text addresses its reader one way (what its sentences quote someone as saying aside): a piece whose German
  uses "du" where most of its text uses "Sie" (as many: "Sie") or the other way round is translated again with the
  other's forms banned, and of the beam's candidates the one that keeps most of its first translation's words taken
  (``_in_one_address``; the model chose sentence by sentence: "Danke für Ihre Bestellung! ... Wir hoffen, dass du
  deinen Kauf genossen hast."); a letter's greeting with a first name, a title or "Hey" decides ("Hallo Tom! Kannst du
  ...", not "Können Sie ...");
- a word or a term of up to three words typed alone, which the model translates badly ("wallet" as "Wandet",
  "Breakfast" as "Breakschnell"), is translated from a dictionary, Ding (``glossary.Glossary``): of the German it
  lists for the term ("Brieftasche", "Portemonnaie"; "Frühstück"), the model's most probable, unless the model's own
  translation is more probable by ``OWN_TRANSLATION_MARGIN``, as a program's label the model learnt often is
  ("Cancel" as "Abbrechen", where Ding has "absagen", "stornieren", ...) (``_from_glossary``); a sign typed without
  the exclamation mark Ding writes is scored with it ("No smoking" as "Rauchen verboten", where the model alone
  wrote "Kein Räuchern"), and a list of such terms typed on one line is translated item by item ("passport, wallet,
  sunscreen" as "Pass, Brieftasche, Sonnencreme", where it wrote "Passwort, Wandet, Sonnenschutz").

Generation options (``num_beams``, ``max_new_tokens``, ``do_sample``, ...) go to ``generate()``; those not
given come from the model's generation config, except that the output length is capped at twice the
source length plus 10 tokens (so a model stuck in a loop stops) unless the caller sets a length.

Example (runs once the shipped model exists; ``accelerate launch finetune/train_translation.py`` trains it):

    >>> import pipelines
    >>> translate = pipelines.pipeline("translation")  # doctest: +SKIP
    >>> translate("In the beginning God created the heavens and the earth.")  # doctest: +SKIP
    {'translation_text': 'Im Anfang schuf Gott den Himmel und die Erde.'}
    >>> translate(["Good morning.", "Press any key to continue."], num_beams=1)  # doctest: +SKIP
    [{'translation_text': ...}, {'translation_text': ...}]
    >>> from pipelines.translation import cross_attention
    >>> source, target, weights = cross_attention(translate, "The file was not found.")  # doctest: +SKIP
    >>> weights.shape == (len(target), len(source))  # doctest: +SKIP
    True
"""

from __future__ import annotations

import re
import warnings
from collections import ChainMap, Counter
from collections.abc import Callable, Mapping
from itertools import groupby
from typing import Any, NamedTuple

import numpy as np
import torch
from transformers import AutoModelForSeq2SeqLM, GenerationConfig, Pipeline, PreTrainedModel
from transformers.pipelines import PIPELINE_REGISTRY, REMOVED_TASKS

from .base import PRETRAINED, SuitePipeline, as_texts, given, length_sorted_batches
from .english import (
    correctly_spelled,
    day_first,
    direct_speech,
    in_plain_words,
    in_usual_case,
    is_shouted,
    on_24_hour_clock,
    other_language,
    with_apostrophes,
    with_capital,
    with_comma_after_interjection,
    with_end_mark,
    with_subject,
    written_out,
)
from .german import (
    ADDRESS_PRONOUNS,
    address_forms,
    continued,
    copied_word,
    end_mark_as_typed,
    german_address,
    greeting_address,
    is_greeting,
    is_polite_request,
    keeps_days,
    keeps_negation,
    keeps_weekdays,
    letter_formulas,
    one_capitalised_word,
    opens_addressing,
    quoted_speech,
    with_german_asides,
    with_german_clock_words,
    with_german_congratulations,
    with_german_dates,
    with_german_decades,
    with_german_differences,
    with_german_gender,
    with_german_genitive,
    with_german_latest,
    with_german_let_know,
    with_german_measures,
    with_german_numbers,
    with_german_party,
    with_german_place_names,
    with_german_praise,
    with_german_prepositions,
    with_german_rates,
    with_german_set_phrase,
    with_german_since,
    with_german_state,
    with_german_titles,
    with_german_tonight,
    with_german_units,
    without_doubled_words,
    words_kept,
    writes_pronoun,
)
from .german_frames import framed, german_frame, in_address, opens_with_article
from .glossary import Glossary, final_mark, list_items
from .text import (
    Markup,
    Segment,
    as_one_line,
    clean_text,
    halve_to_fit,
    is_list_item,
    split_after_greeting,
    split_after_label,
    split_at_faces,
    split_into_cells,
    split_sentences,
    with_character_references,
    with_markup,
    without_character_references,
    without_line_end_hyphens,
    without_list_marker,
    without_markup,
)
from .verbatim import (
    is_translatable,
    keeps_dates,
    keeps_names,
    keeps_numbers,
    protect,
    restore,
    with_spans_as_written,
)

TASK = "translation"
DEFAULT_MODEL = PRETRAINED / "transformer-en-de"
TRAIN_COMMAND = "accelerate launch finetune/train_translation.py"
# A word of a translation takes the marks of a marked source word (``markup_span``) when at least this share of
# its attention goes to that word.
ALIGNED = 0.5
# Without a length set by the caller, output stops at LENGTH_RATIO x source tokens + LENGTH_MARGIN: German
# runs ~1.2x English in subwords, so this never cuts a real translation but ends a degenerate loop early.
LENGTH_RATIO, LENGTH_MARGIN = 2, 10
# A word or term typed alone keeps the model's own translation over the dictionary's only where the model finds it
# this much more probable (in nats; docs/reading-text.md, "Words typed alone").
OWN_TRANSLATION_MARGIN = 4.0
# The German of the word before a list's last item (``glossary.list_items``).
GERMAN_CONJUNCTIONS = {"and": " und ", "or": " oder ", "": ", "}
# A piece that the tokenizer reads as more tokens than this per character (spaces not counted) is bytes read as text,
# not language, and is kept as it is: held-out text of every kind here reads at 0.88 at most (a usage line, "Usage: %s
# [OPTION]... [ FILE | ARG1 ARG2 ]"; pieces of under 10 characters, Ding's entries too, at 1.0: "n", "Ow!"), random
# bytes decoded as UTF-8 or Latin-1 at 1.6 to 2.2, and for them the model made German up ("Gesprächsprüge von
# gestellter Gesichter"), 38 s for 600 bytes on 2 CPU cores.
UNREADABLE_TOKENS_PER_CHARACTER = 1.2
# A tokenizer without a real limit reports int(1e30) as model_max_length.
_NO_LIMIT = 1_000_000
_TARGET_WORD = re.compile(r"\w+(?:[-'’]\w+)*")


class CrossAttention(NamedTuple):
    """Cross-attention of one translation: ``weights[i, j]`` is how much target token i attended to source j."""

    source_tokens: list[str]
    target_tokens: list[str]
    weights: np.ndarray


# ---------------------------------------------------------------------------------------------------------------
# Text preparation: cleaning and splitting to the model's window
# ---------------------------------------------------------------------------------------------------------------


def as_read(piece: str) -> str:
    """What the model reads for ``piece``: its line breaks as spaces (it learnt from single lines; a sentence
    wrapped over lines, ``text.unwrapped``, came out garbled, and so did paragraphs translated whole); a piece
    written in capitals in lower case (capitals are rare in training and split into unfamiliar subwords: "I DON'T
    KNOW" came out as gibberish), its translation then put back into capitals (``as_written``); and contractions
    typed without their apostrophe with it ("dont" → "don't", ``english.with_apostrophes``)."""
    piece = as_one_line(piece)
    return with_apostrophes(piece.lower() if is_shouted(piece) else piece)


def as_english_read(piece: str) -> str:
    """What a model that reads English gets of ``piece``: a word cut with a hyphen at a line's end whole
    ("infor-\\nmation" as "information", ``without_line_end_hyphens``); its misspellings put right ("recieve" as
    "receive", ``correctly_spelled``); a comma after a word that opens a sentence on its own, typed without it
    ("yeah sounds good" as "yeah, sounds good", ``with_comma_after_interjection``); typed in lower case, capitals or
    title case, or with a word in capitals for emphasis, its words as they are usually written ("i met anna" as "I
    met Anna", "I LOVE it" as "I love it", ``in_usual_case``); the "I" a message drops ("Miss you" as "I miss you",
    ``with_subject``); its abbreviations written out ("2 hrs" as "2 hours", "thx" as "thanks", ``written_out``), an
    e-mail's set phrases in plain words ("Please find attached ..." as "You will find ... in the attachment.",
    ``in_plain_words``), its 12-hour clock times on the 24-hour clock ("3 pm" as "15:00", ``on_24_hour_clock``) and
    its dates day first ("March 3rd" as "3rd March", ``day_first``), the forms whose German it writes as German does;
    and a sentence typed without its final mark with it ("where is it" as "Where is it?", ``with_end_mark``), which its
    translation then loses again (``end_mark_as_typed``)."""
    read = correctly_spelled(without_line_end_hyphens(piece))
    read = with_subject(in_usual_case(with_comma_after_interjection(read)))
    return with_end_mark(day_first(on_24_hour_clock(in_plain_words(written_out(read)))))


def reads_english(model: PreTrainedModel) -> bool:
    """Whether the model's config says it translates from English (``source_language="en"``)."""
    return getattr(model.config, "source_language", None) == "en"


def as_written(piece: str, translation: str) -> str:
    """``translation`` of ``piece`` in the piece's register: in capitals when the piece was (``as_read``)."""
    return translation.upper() if is_shouted(piece) else translation


def segment_text(
    text: str, count_tokens: Callable[[list[str]], list[int]], window: int, split: bool = True
) -> list[Segment]:
    """The pieces ``text`` is translated in: its sentences (a list item without its bullet or number), each
    cell of a table's row (``split_into_cells``), a letter's greeting and a label ("Dear all,", "Step 2:", "Q:") on
    their own (``split_after_greeting``, ``split_after_label``), a smiley in a message on its own
    (``split_at_faces``), and halves of sentences longer than ``window`` tokens (not of what has nothing to
    translate: ``is_translatable``). ``split=False`` keeps a text that fits the window whole.

    ``count_tokens`` gives the model-input length (special tokens included) of each string.
    Joining ``separator + text`` of the pieces gives back ``text.strip()``.
    """
    text = text.strip()
    if not text:
        return []
    if not split and count_tokens([text])[0] <= window:
        return [Segment("", text)]
    sentences = [
        without_list_marker(piece)
        for sentence in split_sentences(text)
        for cell in split_into_cells(sentence)
        for greeted in split_after_greeting(cell)
        for labelled in split_after_label(greeted)
        for piece in split_at_faces(labelled)
    ]
    pieces = []
    for sentence, length in zip(sentences, count_tokens([s.text for s in sentences]), strict=True):
        if length <= window or not is_translatable(sentence.text):  # a long block of code stays whole
            pieces.append(sentence)
        else:
            pieces.extend(halve_to_fit(sentence, lambda piece: count_tokens([piece])[0] <= window))
    return pieces


# ---------------------------------------------------------------------------------------------------------------
# The pipeline
# ---------------------------------------------------------------------------------------------------------------


class TranslationPipeline(SuitePipeline):
    """Translate text with an encoder-decoder model, in length-sorted batches, whatever the text's length.

    Built with ``model``, ``tokenizer``, ``device``, ``dtype``, ``batch_size`` (pieces per ``generate()``
    call, default 8) and ``glossary``, where words typed alone are looked up (default: Ding in the package cache,
    ``glossary.Glossary``). Call options: ``max_input_tokens`` (a smaller input window than the model's),
    ``split_sentences`` (False: translate a text that fits the window in one piece, not sentence by sentence),
    ``clean_up_tokenization_spaces``, and any ``generate()`` option.
    """

    task_name = TASK
    default_model = DEFAULT_MODEL
    train_command = TRAIN_COMMAND
    auto_class = AutoModelForSeq2SeqLM

    def __init__(
        self, model: PreTrainedModel, tokenizer: Any = None, glossary: Glossary | None = None, **kwargs: Any
    ) -> None:
        super().__init__(model, tokenizer, **kwargs)
        self.glossary = glossary or Glossary()
        if not getattr(self.model.config, "is_encoder_decoder", False):
            raise ValueError(
                f"The translation pipeline needs an encoder-decoder model; {type(self.model).__name__} is not one."
            )

    # -- transformers' Pipeline interface ------------------------------------------------------------------

    def _sanitize_parameters(
        self,
        max_input_tokens: int | None = None,
        split_sentences: bool | None = None,
        clean_up_tokenization_spaces: bool | None = None,
        **generate_kwargs: Any,
    ) -> tuple[dict, dict, dict]:
        preprocess_params = given(max_input_tokens=max_input_tokens, split_sentences=split_sentences)
        postprocess_params = given(clean_up_tokenization_spaces=clean_up_tokenization_spaces)
        # Everything else is a generate() option; generate() itself rejects unknown ones.
        return preprocess_params, generate_kwargs, postprocess_params

    def preprocess(
        self, text: str, max_input_tokens: int | None = None, split_sentences: bool = True
    ) -> dict[str, Any]:
        """The pieces ``text`` is translated in, with their token ids (each within the input window): without
        their HTML character references and inline markup (under ``plain``; ``references`` and ``markup`` to put
        them back), with addresses and long numbers as placeholders (``protect``), as written for when a translation
        loses a placeholder, and with every number, printf format and name a placeholder for when one changes them
        or drops a name; which pieces are kept as they are, those with nothing to translate (``is_translatable``),
        those that read as bytes, not language (``_unreadable``, under ``unreadable``), and for a model that reads
        English those surely in another language (``other_language``, their language under ``languages``); and for
        a model that reads English, its times and dates as it reads them best (``as_english_read``, under ``read``:
        what a translation's numbers are checked against) and the German of a letter's greeting and closing lines
        (``letter_formulas``), which the model does not see."""
        window = self.input_window(max_input_tokens)
        segments = segment_text(clean_text(text), self._token_counter(window), window, split=split_sentences)
        translatable = [is_translatable(s.text) for s in segments]
        referenced = [
            without_character_references(s.text) if t else (s.text, {})
            for s, t in zip(segments, translatable, strict=True)
        ]
        unmarked = [
            without_markup(piece) if t else (piece, [])
            for (piece, _), t in zip(referenced, translatable, strict=True)
        ]
        plain = [text for text, _ in unmarked]
        english = reads_english(self.model)
        languages = [other_language(text) if english else None for text in plain]
        formulas = letter_formulas(plain) if english else [None] * len(segments)
        # A list item's first word, and a message's after its greeting's comma ("Hey, look at this!"), read with its
        # capital (``with_capital``).
        sources = [
            as_english_read(with_capital(text) if is_list_item(s) or _greeted(plain, formulas, i) else text)
            if english
            else text
            for i, (s, text) in enumerate(zip(segments, plain, strict=True))
        ]
        protected = [protect(source) for source in sources]
        fixed = [protect(source, numbers=True, names=True) for source in sources]
        # Only where numbers, formats and names add placeholders to those of ``protect``.
        fixed_spans = [
            spans if len(spans) > len(protected_spans) else []
            for (_, spans), (_, protected_spans) in zip(fixed, protected, strict=True)
        ]

        def encode(texts: list[str]) -> list[list[int]]:
            # Truncation only bites on a single character longer than the window (a pathological tokenizer).
            encoded = self.tokenizer([as_read(t) for t in texts], truncation=True, max_length=window)
            return encoded["input_ids"]

        input_ids = encode([masked for masked, _ in protected]) if segments else []
        special = self.tokenizer.num_special_tokens_to_add()
        unreadable = [
            _unreadable(masked, len(ids) - special)
            for (masked, _), ids in zip(protected, input_ids, strict=True)
        ]
        return {
            "segments": segments,
            "english": english,
            "languages": languages,
            "unreadable": unreadable,
            "kept": [
                language is not None or not t or u
                for t, language, u in zip(translatable, languages, unreadable, strict=True)
            ],
            "plain": plain,
            "read": sources,
            "markup": [markup for _, markup in unmarked],
            "references": [references for _, references in referenced],
            "formulas": formulas,
            "speech": [
                direct_speech(source) if english and not spans else None
                for source, (_, spans) in zip(sources, protected, strict=True)
            ],
            "frame": [
                german_frame(source) if english and not spans else None
                for source, (_, spans) in zip(sources, protected, strict=True)
            ],
            "spans": [spans for _, spans in protected],
            "input_ids": input_ids,
            "plain_ids": encode(sources) if any(spans for _, spans in protected) else [],
            "fixed_spans": fixed_spans,
            "fixed_ids": encode([masked for masked, _ in fixed]) if any(fixed_spans) else [],
            "lower_ids": encode([source.lower() for source in sources])
            if english and any(map(one_capitalised_word, sources))
            else [],
        }

    def _forward(self, model_inputs: dict[str, torch.Tensor], **generate_kwargs: Any) -> dict[str, Any]:
        rows, source_length = model_inputs["input_ids"].shape
        generate_kwargs = self._generate_options(generate_kwargs, source_length)
        output_ids = self.model.generate(**model_inputs, **generate_kwargs)
        return {"output_ids": output_ids, "rows": rows, "input_ids": model_inputs["input_ids"]}

    def postprocess(
        self, model_outputs: dict[str, Any], clean_up_tokenization_spaces: bool | None = None
    ) -> list[list[str]]:
        """The candidate translations of each input row (several with ``num_return_sequences``), each with a piece of
        a word the model looped on written once (``_without_looped_pieces``)."""
        outputs = model_outputs["output_ids"].tolist()
        per_row = len(outputs) // model_outputs["rows"]
        texts = self.tokenizer.batch_decode(
            [
                self._without_looped_pieces(ids, model_outputs["input_ids"][i // per_row])
                for i, ids in enumerate(outputs)
            ],
            skip_special_tokens=True,
            clean_up_tokenization_spaces=clean_up_tokenization_spaces,
        )
        # Byte-level models can emit control bytes (an undertrained one does): clean them like the input.
        texts = [clean_text(text).strip() for text in texts]
        return [texts[i : i + per_row] for i in range(0, len(texts), per_row)]

    def _without_looped_pieces(self, ids: list[int], source_ids: torch.Tensor) -> list[int]:
        """``ids`` with a piece of a word (letters, within the word) that the model wrote three times or more in a
        row, or twice where it has four letters or more, written once: "Kinder|ren|ren|ren" as "Kinderren",
        "Berlin|film|fest|ival|ival|ival|...|iert" as "Berlinfilmfestivaliert", "Ausgabe|teile|teile" as
        "Ausgabeteile", " Film|Film|inhaber" as "Filminhaber"; unless the source has the piece so too ("hahaha").
        German's own words are not written so: in the 7.8M words of the parallel-de corpus' German, written by
        people, only 39 are, interjections such as "Hahahaha" (a piece of three letters twice is German:
        "K|uck|uck")."""
        text = self.tokenizer.convert_tokens_to_string
        kept: list[int] = []
        last = ""  # the last piece's text
        for token_id, group in groupby(ids):
            run, token = list(group), self.tokenizer.convert_ids_to_tokens(token_id)
            piece = text([token])
            after_itself = last.strip() == piece  # " Film|Film"
            times = len(run) + after_itself
            looped = (
                times >= 2
                and (times >= 3 or len(piece) >= 4)
                and piece.isalpha()
                and text([token, token]) == piece * 2  # within a word: no space between two of it
                and piece.lower() * 2
                not in self.tokenizer.decode(source_ids, skip_special_tokens=True).lower()
            )
            kept += run[: 1 - after_itself] if looped else run
            last = piece
        return kept

    def __call__(
        self, inputs: str | list[str], *args: Any, return_pieces: bool = False, **options: Any
    ) -> dict[str, Any] | list[dict[str, Any]] | list:
        """Translate a string or a list of strings (see the module docstring for the output format, and the pieces
        each result lists with ``return_pieces``).

        A text may become several pieces, identical pieces are translated once, the pieces of all inputs
        are batched by length, and empty inputs never reach the model.
        """
        if args:
            raise TypeError("Pass translation options as keywords, e.g. pipe(text, num_beams=4).")
        texts, single = as_texts(inputs, TASK)
        preprocess_params, forward_params, postprocess_params = self.call_options(options)
        plans = [self.preprocess(text, **preprocess_params) for text in texts]
        for note in notes_on_kept_text(plans):
            warnings.warn(note, stacklevel=2)
        to_translate = [(plan, i) for plan in plans for i in _translated(plan)]
        pieces = {tuple(plan["input_ids"][i]) for plan, i in to_translate}
        translations = self._translate_pieces(pieces, forward_params, postprocess_params)
        glossed = self._from_glossary(to_translate, translations)
        translations |= glossed
        # A piece of one capitalised word that the model copied ("Eggs", "Questionen?") is translated again in lower
        # case ("Eier", "Fragen?"): the model read it as a name or a program's label.
        lowered = {
            tuple(plan["lower_ids"][i])
            for plan, i in to_translate
            if plan["lower_ids"] and _copied(plan, i, translations[tuple(plan["input_ids"][i])][0])
        }
        translations |= self._translate_pieces(lowered, forward_params, postprocess_params)
        # A piece whose translation lost or repeated a placeholder is translated again as written.
        unprotected = {
            tuple(plan["plain_ids"][i])
            for plan, i in to_translate
            if plan["spans"][i]
            and any(
                restore(text, plan["spans"][i]) is None for text in translations[tuple(plan["input_ids"][i])]
            )
        }
        translations |= self._translate_pieces(unprotected, forward_params, postprocess_params)
        candidates = self._candidates_per_input(forward_params)
        # A piece whose translation changed a number or format or lost a name is translated again with every
        # number, format and name a placeholder, keeping every candidate of the beam (``_written`` takes the best).
        refixed = {
            tuple(plan["fixed_ids"][i])
            for plan, i in to_translate
            if plan["fixed_spans"][i]
            and (
                _garbles_a_span(plan, i, translations)
                or not all(
                    _keeps_fixed(plan["read"][i], text)
                    for text in _written(plan, i, translations, candidates)
                )
            )
        }
        every_candidate = {
            **forward_params,
            "num_return_sequences": max(candidates, self._beam_width(forward_params)),
        }
        translations |= self._translate_pieces(refixed, every_candidate, postprocess_params)
        readdressed: list[dict[tuple[int, ...], list[str]]] = [{} for _ in plans]
        quoted: dict[tuple[int, ...], list[str]] = {}
        said: dict[tuple[int, ...], list[str]] = {}
        if candidates == 1:
            translations |= self._with_sense_kept(
                to_translate, translations, glossed, every_candidate, postprocess_params
            )
            readdressed = self._in_one_address(plans, translations, every_candidate, postprocess_params)
            quoted = self._quoted(to_translate, every_candidate, postprocess_params, options)
            said = self._framed(to_translate, options)
        results = [
            _assemble(
                plan, ChainMap(quoted, said, own, translations), candidates, self._with_markup, return_pieces
            )
            for plan, own in zip(plans, readdressed, strict=True)
        ]
        if candidates == 1:
            results = [result[0] for result in results]
        return results[0] if single else results

    # -- helpers ---------------------------------------------------------------------------------------------

    def _with_sense_kept(
        self,
        to_translate: list[tuple[dict[str, Any], int]],
        translations: dict,
        glossed: dict,
        every_candidate: dict,
        postprocess_params: dict,
    ) -> dict[tuple[int, ...], list[str]]:
        """The translations of the pieces whose translation drops a negation or a day that their English says, or writes a
        weekday more or less often (``_keeps_sense``: "Don't be late!" as "Sei spät dran!", "I worked a long time
        yesterday." as "Ich habe lange gearbeitet.", "am Donnerstag Nachmittag nach Donnerstag verschoben"), keyed by
        the token ids it is written from (``_written_from``): each translated again, the first of the beam's candidates
        that writes them and keeps its placeholders taken; without one, the piece stays as it was. Terms from the
        glossary ("No smoking": "Rauchen verboten") and a letter's formulas stay."""
        dropped = [
            (plan, i)
            for plan, i in to_translate
            if plan["english"]
            and plan["formulas"][i] is None
            and tuple(plan["input_ids"][i]) not in glossed
            and not _keeps_sense(plan["read"][i], _written(plan, i, translations, 1)[0])
        ]
        again = self._translate_pieces(
            {_written_from(plan, i, translations)[0] for plan, i in dropped},
            every_candidate,
            postprocess_params,
        )
        sensed: dict[tuple[int, ...], list[str]] = {}
        for plan, i in dropped:
            ids, spans = _written_from(plan, i, translations)
            kept = (
                text
                for text in again[ids]
                if _keeps_sense(plan["read"][i], text) and (not spans or restore(text, spans) is not None)
            )
            if (text := next(kept, None)) is not None:
                sensed[ids] = [text]
        return sensed

    def _quoted(
        self,
        to_translate: list[tuple[dict[str, Any], int]],
        every_candidate: dict,
        postprocess_params: dict,
        options: dict[str, Any],
    ) -> dict[tuple[int, ...], list[str]]:
        """The translations of the pieces that open with direct speech or are all quotation
        (``english.direct_speech``: '"I don't know," said Tom.'), keyed by their token ids: what was said translated
        as a text of its own, with ``options``, and the rest of the piece with a placeholder in its place, of the
        beam's candidates the first that German can quote it in (``german.quoted_speech``: „Ich weiß es nicht“, sagte
        Tom.); without one, the piece stays as it was. Read whole, such a piece had come out in the words of the
        model's game dialogues and Bible verses, with mixed or doubled quotation marks: "»Ich weiß es nicht!«, Tom.",
        "„Es ist zu spät.““, sagte sie."."""
        speaking = {
            tuple(plan["input_ids"][i]): plan["speech"][i] for plan, i in to_translate if plan["speech"][i]
        }
        if not speaking:
            return {}
        speeches = list(dict.fromkeys(speech for speech, _ in speaking.values()))
        said = dict(
            zip(speeches, (result["translation_text"] for result in self(speeches, **options)), strict=True)
        )
        frame_ids = {
            frame: tuple(self.tokenizer(as_read(frame))["input_ids"])
            for _, frame in speaking.values()
            if frame
        }
        frames = self._translate_pieces(set(frame_ids.values()), every_candidate, postprocess_params)
        quoted: dict[tuple[int, ...], list[str]] = {}
        for ids, (speech, frame) in speaking.items():
            german = (
                quoted_speech(said[speech], text) for text in (frames[frame_ids[frame]] if frame else [""])
            )
            if text := next(filter(None, german), ""):
                quoted[ids] = [text]
        return quoted

    def _framed(
        self, to_translate: list[tuple[dict[str, Any], int]], options: dict[str, Any]
    ) -> dict[tuple[int, ...], list[str]]:
        """The translations of the pieces that are an everyday question of what something costs or when it opens,
        closes, starts, ends, leaves or arrives, or that tell at what time it does so (``german_frames.german_frame``),
        keyed by their token ids: the subject translated as a text of its own, with ``options``, in the German
        sentence (``german_frames.framed``; where that translation dropped the article the English has, "a coffee" as
        "Kaffee", a candidate of the beam that writes it before, "ein Kaffee")."""
        framing = {
            tuple(plan["input_ids"][i]): plan["frame"][i] for plan, i in to_translate if plan["frame"][i]
        }
        if not framing:
            return {}
        subjects = list(dict.fromkeys(subject for subject, frame in framing.values() if "{0}" in frame))
        firsts = [result["translation_text"] for result in self(subjects, **options)] if subjects else []
        bare = [
            subject for subject, first in zip(subjects, firsts, strict=True) if not opens_with_article(first)
        ]
        every_candidate = {**options, "num_return_sequences": self._beam_width(options)}
        beams = dict(zip(bare, self(bare, **every_candidate), strict=True)) if bare else {}
        german = {
            subject: [first, *(result["translation_text"] for result in beams.get(subject, []))]
            for subject, first in zip(subjects, firsts, strict=True)
        }
        return {
            ids: [sentence]
            for ids, (subject, frame) in framing.items()
            if (sentence := framed((subject, frame), german.get(subject, []))) is not None
        }

    def _in_one_address(
        self, plans: list[dict[str, Any]], translations: dict, every_candidate: dict, postprocess_params: dict
    ) -> list[dict[tuple[int, ...], list[str]]]:
        """For each input translated into German, the translations of its pieces that address the reader otherwise than
        most forms of address in its pieces do (``german.address_forms``, ``german.german_address``; as many: "Sie", the
        polite form), keyed by the token ids each is written from (``_written_from``): each piece translated again with
        the other address's pronouns banned (``_banned``), of the beam's candidates that use the text's the one that
        keeps most words of the piece's first translation, at least half (``german.words_kept``: the first such
        candidate had lost some, "Wir hoffen, dass Ihr gekauft habt."; one without either address had often dropped the
        words that addressed the reader, "It doesn't hurt, you dummy." as "Es tut nicht weh.", and the plural's "ihr" is
        no polite form either; without such a candidate the piece stays as it was; a request in the polite form, "Senden
        Sie mir ...", is one to "du" without a pronoun, "Sende mir ...", when its candidate keeps three quarters of the
        words). A letter's greeting decides instead, where it addresses the reader one way (``german.greeting_address``:
        "Hallo Tom!", not "Können Sie mir helfen?"), for a text of one piece too. The model picks "du" or "Sie" sentence
        by sentence: "Danke für Ihre Bestellung! ... Wir hoffen, dass du deinen Kauf
        genossen hast." A candidate that loses a placeholder is not taken."""
        # The input, the piece, the input's address and the piece's translation.
        wrong: list[tuple[int, int, str, str]] = []
        for n, plan in enumerate(plans):
            pieces = _addressing(plan)
            # One piece addresses the reader as its text does, unless a greeting says otherwise.
            if not plan["english"] or (len(pieces) < 2 and _greeting_address(plan) is None):
                continue
            written = {i: _written(plan, i, translations, 1)[0] for i in pieces}
            addresses = {i: german_address(text, plan["plain"][i]) for i, text in written.items()}
            address = _address(plan, written)
            wrong += [
                (n, i, address, written[i]) for i, found in addresses.items() if found not in (None, address)
            ]
        # Where a piece's English opens addressing the reader, a polite form cannot open its German either.
        batches: dict[tuple[str, bool], set[tuple[int, ...]]] = {}
        for n, i, address, _ in wrong:
            opening = address == "du" and opens_addressing(plans[n]["plain"][i])
            batches.setdefault((address, opening), set()).add(_written_from(plans[n], i, translations)[0])
        found: dict[tuple[str, tuple[int, ...]], list[str]] = {}
        for (address, opening), pieces in batches.items():
            other = "Sie" if address == "du" else "du"
            options = {**every_candidate, "bad_words_ids": self._banned(other, at_start=opening)}
            found |= {
                (address, ids): texts
                for ids, texts in self._translate_pieces(pieces, options, postprocess_params).items()
            }
        readdressed: list[dict[tuple[int, ...], list[str]]] = [{} for _ in plans]
        for n, i, address, first in wrong:
            ids, spans = _written_from(plans[n], i, translations)
            other = "Sie" if address == "du" else "du"
            addressed = []
            for text in found[address, ids]:
                if spans and restore(text, spans) is None:
                    continue  # it lost a placeholder
                written = _written(plans[n], i, ChainMap({ids: [text]}, translations), 1)[0]
                kept = words_kept(first, written)
                # A request to "du" writes no pronoun ("Senden Sie mir ..." as "Sende mir ..."), and only its verb
                # changes: a candidate without one keeps three quarters of the words ("Geben Sie es mir bitte an."
                # had become "Text bitte, es mir zu sagen.").
                request = address == "du" and is_polite_request(first) and not is_polite_request(written)
                if german_address(written, plans[n]["plain"][i]) != other and (
                    writes_pronoun(written, address) or (request and kept >= 0.75)
                ):
                    addressed.append((kept, text))
            # The one that keeps most words of the first translation, at least half: the beam's first that
            # addresses the reader right may have lost some ("Wir hoffen, dass Ihr gekauft habt.").
            kept, best = max(addressed, key=lambda scored: scored[0], default=(0.0, ""))
            if kept >= 0.5:
                readdressed[n][ids] = [best]
        return readdressed

    def _from_glossary(
        self, to_translate: list[tuple[dict[str, Any], int]], translations: dict
    ) -> dict[tuple[int, ...], list[str]]:
        """The translations of the pieces that are a word or short term the glossary lists ("wallet", "traffic light",
        "Ingredients:", "No smoking"), or a list of such terms typed on one line ("passport, wallet, sunscreen"), keyed
        by their token ids: for a term, of the German the glossary lists, capitalised where the term is, and the
        model's own translations that write only words the glossary knows (not "Wandet" for "wallet"), the one the
        model finds most probable, its own less ``OWN_TRANSLATION_MARGIN``; for a list, each item so chosen among the
        glossary's German alone (``_list_from_glossary``)."""
        chosen: dict[tuple[int, ...], list[str]] = {}
        for plan, i in to_translate:
            ids, read = tuple(plan["input_ids"][i]), plan["read"][i]
            if not plan["english"] or plan["spans"][i] or ids in chosen:
                continue
            # Looked up as typed: without the full stop ``with_end_mark`` gave "Out of order".
            term = end_mark_as_typed(plan["plain"][i], read)
            if german := self.glossary.translations(term):
                found = self._ranked(ids, read, term, german, translations[ids])
            else:
                found = [
                    text + final_mark(read) for text in self._list_from_glossary(_without_final_mark(term))
                ]
            if found:
                chosen[ids] = (found + translations[ids])[: len(translations[ids])]
        return chosen

    def _ranked(
        self, ids: tuple[int, ...], read: str, term: str, german: list[str], own: list[str]
    ) -> list[str]:
        """The glossary's ``german`` for ``term`` and the model's ``own`` translations that write only words the
        glossary knows, most probable first, ending as ``read``: scored with the final mark the glossary writes (the
        model knows "No smoking!" as "Rauchen verboten!", and "No smoking" as "Kein Räuchern"), its own less
        ``OWN_TRANSLATION_MARGIN``."""
        mark = "!" if all(text.endswith("!") for text in german) else final_mark(read)
        source = _without_final_mark(read) + mark
        german = [_capitalised_as(_without_final_mark(text), term) + mark for text in german]
        own = [
            text
            for text in dict.fromkeys(_without_final_mark(text) + mark for text in own)
            if text not in german and self.glossary.knows(text)
        ]
        source_ids = ids if source == read else tuple(self.tokenizer(as_read(source))["input_ids"])
        scores = _log_probabilities(self.model, self.tokenizer, source_ids, german + own)
        scored = [score - OWN_TRANSLATION_MARGIN * (k >= len(german)) for k, score in enumerate(scores)]
        return [
            _without_final_mark(text) + final_mark(read)
            for _, text in sorted(zip(scored, german + own, strict=True), key=lambda s: -s[0])
        ]

    def _list_from_glossary(self, text: str) -> list[str]:
        """A list of terms typed on one line (``glossary.list_items``: "passport, wallet, sunscreen") in German, each
        item the translation the glossary lists that the model finds most probable for it alone, as one candidate;
        none where the glossary lacks an item. The model garbles such lists ("Passwort, Wandet, Sonnenschutz"; its
        "Bananen, Bananen oder Veränderungen" for "apples, bananas, oranges" it finds more probable than "Äpfel,
        Bananen, Orangen"), so its own translation does not compete."""
        listed = list_items(text)
        if not listed or not all(found := [self.glossary.translations(item) for item in listed[0]]):
            return []
        german = []
        for item, options in zip(listed[0], found, strict=True):
            options = [_capitalised_as(_without_final_mark(option), item) for option in options]
            ids = tuple(self.tokenizer(as_read(item))["input_ids"])
            scores = _log_probabilities(self.model, self.tokenizer, ids, options)
            german.append(options[scores.index(max(scores))])
        return [", ".join(german[:-1]) + GERMAN_CONJUNCTIONS[listed[1]] + german[-1]]

    def _banned(self, address: str, at_start: bool) -> list[list[int]]:
        """The token ids of the pronouns of ``address`` ("du" or "Sie", ``german.ADDRESS_PRONOUNS``) as
        ``generate()``'s ``bad_words_ids``: inside a sentence, and at its start too for "du" and where ``at_start``
        ("Sie" there may be "she" or "they")."""
        forms = ADDRESS_PRONOUNS[address]
        written = [f" {form}" for form in forms]
        if address == "du" or at_start:
            written += [form.capitalize() for form in forms] + [f" {form.capitalize()}" for form in forms]
        return [self.tokenizer(form, add_special_tokens=False)["input_ids"] for form in written]

    def input_window(self, max_input_tokens: int | None = None) -> int:
        """The longest input, in tokens, the model takes: its position table, the tokenizer's limit, the caller's."""
        limits = [
            max_input_tokens,
            getattr(self.model.config, "max_position_embeddings", None),
            self.tokenizer.model_max_length if self.tokenizer.model_max_length < _NO_LIMIT else None,
        ]
        window = min((limit for limit in limits if limit), default=512)
        if window < 2:
            raise ValueError(f"max_input_tokens must leave room for a token and </s>, got {window}.")
        return window

    def _token_counter(self, window: int) -> Callable[[list[str]], list[int]]:
        """Model-input lengths of texts, counted up to ``window + 1``: enough to tell what fits.

        Truncating keeps a 100 kB text cheap to count and silences the tokenizer's too-long warning.
        """

        def count(texts: list[str]) -> list[int]:
            encoded = self.tokenizer(texts, truncation=True, max_length=window + 1)
            return [len(ids) for ids in encoded["input_ids"]]

        return count

    def _translate_pieces(
        self, pieces: set[tuple[int, ...]], forward_params: dict, postprocess_params: dict
    ) -> dict[tuple[int, ...], list[str]]:
        """Translations of the distinct pieces (token ids), keyed by their ids."""
        pieces = list(pieces)
        translations: dict[tuple[int, ...], list[str]] = {}
        for rows in length_sorted_batches([len(ids) for ids in pieces], self.batch_size):
            batch = [pieces[row] for row in rows]
            outputs = self.forward(self._collate(batch), **forward_params)
            translations.update(zip(batch, self.postprocess(outputs, **postprocess_params), strict=True))
        return translations

    def _collate(self, batch: list[tuple[int, ...]]) -> dict[str, torch.Tensor]:
        """Right-padded ids and attention mask (the encoder masks padding, so the side does not matter)."""
        length = max(len(ids) for ids in batch)
        input_ids = torch.full((len(batch), length), self.tokenizer.pad_token_id, dtype=torch.long)
        attention_mask = torch.zeros((len(batch), length), dtype=torch.long)
        for row, ids in enumerate(batch):
            input_ids[row, : len(ids)] = torch.tensor(ids)
            attention_mask[row, : len(ids)] = 1
        return {"input_ids": input_ids, "attention_mask": attention_mask}

    def _with_markup(self, source: str, translation: str, markup: list[Markup]) -> str:
        """``translation`` of ``source`` with the markup taken off it (``without_markup``) put back: the marks
        around all of ``source`` around all of ``translation``, the others around the words that translate the
        marked ones (``markup_span``), read off the model's cross-attention as it reads ``translation`` again.
        Marks whose words cross those of other marks are left out, and so are all but the marks around all of
        ``source`` (with a warning) when the model gives no attention weights."""
        whole = [m for m in markup if (m.start, m.end) == (0, len(source))]
        inline = [m for m in markup if m not in whole]
        placed = [(m, Markup(0, len(translation), m.opening, m.closing)) for m in whole]
        if inline:
            window = self.input_window()
            try:  # a slow tokenizer has no character offsets; some attention implementations give no weights
                read = self.tokenizer(source, truncation=True, max_length=window, return_offsets_mapping=True)
                written = self.tokenizer(
                    text_target=translation, truncation=True, max_length=window, return_offsets_mapping=True
                )
                start = [self.model.config.decoder_start_token_id]
                weights = _last_cross_attention(
                    self.model, read["input_ids"], start + written["input_ids"][:-1]
                )
            except (NotImplementedError, ValueError) as error:
                warnings.warn(f"Inline markup left out of the translation: {error}", stacklevel=4)
                inline = []
            for m in inline:
                span = markup_span(
                    weights, read["offset_mapping"], written["offset_mapping"], source, translation, m
                )
                if span is not None and all(_nest(m, span, other, at) for other, at in placed):
                    placed.append((m, span))
        return with_markup(translation, [span for _, span in placed])

    def _candidates_per_input(self, generate_kwargs: dict) -> int:
        config = generate_kwargs.get("generation_config") or self.model.generation_config
        return int(generate_kwargs.get("num_return_sequences") or config.num_return_sequences or 1)

    def _beam_width(self, generate_kwargs: dict) -> int:
        config = generate_kwargs.get("generation_config") or self.model.generation_config
        return int(generate_kwargs.get("num_beams") or config.num_beams or 1)

    def _generate_options(self, generate_kwargs: dict, source_length: int) -> dict:
        """``generate()`` options: the caller's (over the model's generation config), and a length cap.

        Without a length from the caller the output stops at ``default_max_new_tokens``; a caller's length
        beyond the decoder's position table is clamped to it: the model cannot go further.
        """
        options = {**generate_kwargs, "return_dict_in_generate": False}
        given = set(options)
        if isinstance(options.get("generation_config"), GenerationConfig):
            given |= set(options["generation_config"].to_diff_dict())
        if not given & {"max_new_tokens", "max_length"}:
            options["max_new_tokens"] = default_max_new_tokens(self.model, source_length)
            return options
        positions = getattr(self.model.config, "max_position_embeddings", None)
        if positions and (options.get("max_new_tokens") or 0) > positions - 1:
            options["max_new_tokens"] = positions - 1
        if positions and (options.get("max_length") or 0) > positions:
            options["max_length"] = positions
        return options


def default_max_new_tokens(model: PreTrainedModel, source_length: int) -> int:
    """The output length when the caller sets none: the model's own limit, capped at
    ``LENGTH_RATIO x source_length + LENGTH_MARGIN`` and at the decoder's position table."""
    caps = [model.generation_config.max_new_tokens, LENGTH_RATIO * source_length + LENGTH_MARGIN]
    positions = getattr(model.config, "max_position_embeddings", None)
    if positions:
        caps.append(positions - 1)  # the decoder start token takes the first position
    return min(cap for cap in caps if cap)


def notes_on_kept_text(plans: list[dict[str, Any]]) -> list[str]:
    """Why pieces of the planned texts (``TranslationPipeline.preprocess``) are kept as they are, one note per
    reason: sentences in another language than the model reads, and pieces that read as bytes (``_unreadable``).
    The pipeline warns with them; the demo shows them."""
    pieces = sum(len(plan["segments"]) for plan in plans)
    notes = []
    languages = [language for plan in plans for language in plan["languages"] if language is not None]
    if languages:
        names = ", ".join(sorted(set(languages)))
        notes.append(
            f"{len(languages)} of {pieces} sentences are not English ({names}) and are kept as they are: "
            "this model translates from English."
        )
    if unreadable := sum(sum(plan["unreadable"]) for plan in plans):
        notes.append(
            f"{unreadable} of {pieces} pieces of the text read as more tokens than characters, as bytes do (a "
            "binary file read as text?), and are kept as they are."
        )
    return notes


def _unreadable(text: str, tokens: int) -> bool:
    """Whether ``text``, which the tokenizer reads as ``tokens`` tokens, is bytes read as text rather than language
    (``UNREADABLE_TOKENS_PER_CHARACTER``).

    >>> _unreadable("The weather is nice today.", tokens=6), _unreadable("\ufffdb\ufffd\ufffdk", tokens=9)
    (False, True)
    """
    return tokens > UNREADABLE_TOKENS_PER_CHARACTER * sum(not char.isspace() for char in text)


def _translated(plan: dict[str, Any]) -> list[int]:
    """Which pieces of ``plan`` the model translates: not those kept as they are, nor a letter's formulas."""
    return [
        i
        for i, (kept, formula) in enumerate(zip(plan["kept"], plan["formulas"], strict=True))
        if not kept and formula is None
    ]


def _written(plan: dict[str, Any], i: int, translations: Mapping, candidates: int) -> list[str]:
    """The translations of piece ``i`` of one input, one per returned sequence: their placeholders replaced by the
    spans they stand for (or the piece translated as written, its spans in their letter case, where a placeholder
    went missing; a piece of one capitalised word that the model copied, "Eggs", as translated in lower case,
    ``_copied``); where that changed a number or format or lost a name, the piece translated with every number,
    format and name a placeholder, once that is there: the first of the beam's candidates that keeps them all, or
    else the first with every placeholder; from a model that reads English, with places under their German names
    (``with_german_place_names``), names' possessives copied from the English in the German genitive ("Julia's" as
    "Julias", ``with_german_genitive``), courtesy titles and decades as German writes them ("Frau Baker", "die
    1990er Jahre", ``with_german_titles``, ``with_german_decades``), "um" before a time and "unter" before a phone
    number said after "at", "bis" at the end of a range (``with_german_prepositions``), "um" before what something
    was delayed or cut by ("um zwei Stunden", ``with_german_differences``), "Party" for a party celebrated
    (``with_german_party``), "toll" for "great" that praises (``with_german_praise``), congratulations "zu" something
    (``with_german_congratulations``), "ausgebucht" for a place fully booked and "außer Betrieb" for a machine out of
    order (``with_german_state``), "kein" and a preposition's article in the gender of the noun after them ("kein
    Papier", "zur Innenstadt", ``with_german_gender``), "übrigens" for "by the way" (``with_german_asides``), "heute
    Nacht" for "tonight" (``with_german_tonight``), a measure without a "von" ("ein Glas Rotwein",
    ``with_german_measures``), imperial quantities in German (``with_german_units``), dates as German writes them
    (``with_german_dates``), numbers copied in English format in German format (``with_german_numbers``), rates as "pro
    Monat" and prices without an "um" the English does not say (``with_german_rates``), a word or phrase written twice
    in a row once (``without_doubled_words``) and ending as the piece was typed: without a final mark, with the one the
    model left out, or with a run of them (``end_mark_as_typed``)."""
    if plan["kept"][i]:  # not English, or nothing to translate
        return [plan["segments"][i].text] * candidates
    source = plan["plain"][i]
    if plan["formulas"][i] is not None:  # a letter's greeting or closing
        return [as_written(source, plan["formulas"][i])] * candidates
    texts = [as_written(source, text) for text in translations[tuple(plan["input_ids"][i])]]
    if plan["lower_ids"] and (lowered := translations.get(tuple(plan["lower_ids"][i]))) is not None:
        texts = [
            as_written(source, again[:1].upper() + again[1:])
            if _copied(plan, i, text) and not _copied(plan, i, again)
            else text
            for text, again in zip(texts, lowered, strict=False)
        ]
    if plan["spans"][i]:
        plain = translations.get(tuple(plan["plain_ids"][i]))  # there when a placeholder went missing
        texts = [
            restored
            if (restored := restore(text, plan["spans"][i])) is not None
            else with_spans_as_written(as_written(source, plain[k]), plan["spans"][i])
            for k, text in enumerate(texts)
        ]
    fixed = translations.get(tuple(plan["fixed_ids"][i])) if plan["fixed_spans"][i] else None
    if fixed is not None:  # the beam's candidates: the first that keeps them all, or else the first restored
        read = plan["read"][i]  # as the model read it: "half past 7" as "7:30"
        refixed = [
            again
            for text in fixed
            if (again := restore(as_written(source, text), plan["fixed_spans"][i])) is not None
        ]

        def kept(text: str) -> bool:  # and the spans whole, which the piece translated as written may garble
            return _keeps_fixed(read, text) and all(_writes_whole(span, text) for span in plan["spans"][i])

        best = next((again for again in refixed if kept(again)), refixed[0] if refixed else None)
        texts = [text if best is None or kept(text) else best for text in texts]
    if not plan["english"]:
        return texts
    return [_as_german_writes(source, plan["read"][i], text) for text in texts]


def _written_from(plan: dict[str, Any], i: int, translations: Mapping) -> tuple[tuple[int, ...], list[str]]:
    """The token ids of piece ``i`` of ``plan`` whose translation ``_written`` writes it from, and their placeholders'
    spans: those with every number, format and name a placeholder where the piece was translated so (its first
    translation changed one: "at 10 am" as "um 10 Uhr"), else the piece's own."""
    if plan["fixed_spans"][i] and (fixed := tuple(plan["fixed_ids"][i])) in translations:
        return fixed, plan["fixed_spans"][i]
    return tuple(plan["input_ids"][i]), plan["spans"][i]


def _copied(plan: dict[str, Any], i: int, translation: str) -> bool:
    """Whether ``translation`` copies piece ``i`` of ``plan``, one capitalised word (``german.copied_word``)."""
    return one_capitalised_word(plan["read"][i]) and copied_word(plan["read"][i], translation)


def _as_german_writes(source: str, read: str, translation: str) -> str:
    """``translation`` of ``source`` (as the model read it: ``read``) with what the model copied from the English as
    German writes it: courtesy titles, decades, prepositions ("um 14:30", "um zwei Stunden verzögert"), "by the way"
    ("übrigens"), a party celebrated ("Party", not "Partei"), "great" that praises ("toll", not "groß"), congratulations
    "zu Ihrem neuen Job", a place fully booked ("ausgebucht") and a machine out of order ("außer Betrieb"), "kein" and a
    preposition's article in their noun's gender ("kein Papier", "zur Innenstadt"), "tonight" ("heute Nacht"), places,
    names' possessives, measures ("ein Glas Rotwein", not "ein Glas von Rotwein") and imperial quantities, dates,
    numbers, rates and prices ("pro Monat"); a word or phrase it looped on once ("dringend dringend"); and the final
    mark as the piece was typed."""
    translation = with_german_titles(source, with_german_decades(source, translation))
    # Dates and places before the prepositions, which read them ("vom 5. Mai", "nach München").
    translation = with_german_place_names(read, with_german_dates(translation))
    translation = with_german_asides(read, with_german_prepositions(read, translation))
    translation = with_german_party(read, with_german_since(read, with_german_differences(read, translation)))
    translation = with_german_congratulations(read, translation)
    translation = with_german_gender(with_german_state(source, with_german_praise(read, translation)))
    translation = with_german_latest(source, read, translation)
    translation = with_german_genitive(source, with_german_tonight(read, translation))
    translation = with_german_numbers(source, with_german_units(with_german_measures(read, translation)))
    translation = with_german_rates(read, translation)
    return end_mark_as_typed(source, without_doubled_words(source, translation))


def markup_span(
    weights: np.ndarray,
    source_offsets: list[tuple[int, int]],
    target_offsets: list[tuple[int, int]],
    source: str,
    translation: str,
    markup: Markup,
) -> Markup | None:
    """The markup of ``source[markup.start:markup.end]`` placed in ``translation``: around the word of the
    translation whose attention goes most to the marked words (``weights``, target x source tokens, their
    characters at ``target_offsets`` and ``source_offsets``), and the words beside it that give them a share of
    at least ``ALIGNED`` too; with the marks of the source that end the marked words ("**Note:**") where the
    translation has them too. None when no word of the translation attends to the marked ones.

    Example:
        >>> weights = np.array([[0.9, 0.1, 0.0], [0.1, 0.2, 0.7], [0.0, 0.8, 0.2]])  # neue Seite </s>
        >>> span = markup_span(weights, [(0, 3), (3, 7), (0, 0)], [(0, 4), (4, 10), (0, 0)], "new page",
        ...                    "neue Seite", Markup(0, 3, "<b>", "</b>"))
        >>> span
        Markup(start=0, end=4, opening='<b>', closing='</b>')
    """
    marked = [k for k, (a, b) in enumerate(source_offsets) if a < markup.end and b > markup.start and b > a]
    words = [word.span() for word in _TARGET_WORD.finditer(translation)]
    if not marked or not words:
        return None
    share = weights[:, marked].sum(axis=1)
    tokens = [
        [k for k, (a, b) in enumerate(target_offsets) if a < end and b > start and b > a]
        for start, end in words
    ]
    shares = [max((float(share[k]) for k in found if k < len(share)), default=0.0) for found in tokens]
    first = last = int(np.argmax(shares))
    if shares[first] == 0.0:
        return None
    while first > 0 and shares[first - 1] >= ALIGNED:
        first -= 1
    while last + 1 < len(words) and shares[last + 1] >= ALIGNED:
        last += 1
    start, end = words[first][0], words[last][1]
    marks = re.search(r"[^\w\s]+$", source[markup.start : markup.end])
    if marks and translation.startswith(marks.group(), end):
        end += len(marks.group())
    return Markup(start, end, markup.opening, markup.closing)


def _nest(markup: Markup, span: Markup, other: Markup, other_span: Markup) -> bool:
    """Whether the placed ``span`` of ``markup`` and ``other_span`` of ``other`` are apart or nest as in the
    source."""
    if span.end <= other_span.start or other_span.end <= span.start:
        return True
    inside = other.start <= markup.start and markup.end <= other.end
    outside = markup.start <= other.start and other.end <= markup.end
    return (inside and other_span.start <= span.start and span.end <= other_span.end) or (
        outside and span.start <= other_span.start and other_span.end <= span.end
    )


def _keeps_fixed(source: str, translation: str) -> bool:
    """Whether ``translation`` keeps every number, printf format, date and name of ``source``."""
    return (
        keeps_numbers(source, translation)
        and keeps_dates(source, translation)
        and keeps_names(source, translation)
    )


def _keeps_sense(source: str, translation: str) -> bool:
    """Whether ``translation`` writes the negation and the days from today ("tomorrow") that ``source`` says, and its
    weekdays as often as it says them."""
    return (
        keeps_negation(source, translation)
        and keeps_days(source, translation)
        and keeps_weekdays(source, translation)
    )


def _garbles_a_span(plan: dict[str, Any], i: int, translations: Mapping) -> bool:
    """Whether piece ``i`` of ``plan`` was translated again as written (its translation lost a placeholder) and that
    translation garbles one of its spans, which the model read as words ("Send the file to anna@example.com by 5 pm."
    as "... zu einerna@example.com ...")."""
    spans = plan["spans"][i]
    plain = translations.get(tuple(plan["plain_ids"][i])) if spans else None
    return plain is not None and not all(
        _writes_whole(span, with_spans_as_written(text, spans)) for text in plain for span in spans
    )


def _writes_whole(span: str, text: str) -> bool:
    """Whether ``text`` writes ``span`` as it is, not inside a longer word ("xanna@example.com").

    >>> _writes_whole("anna@example.com", "an anna@example.com."), _writes_whole("a@b.de", "an einera@b.de")
    (True, False)
    """
    before = r"(?<![\w.+-])" if span[0].isalnum() else ""
    after = r"(?![\w@])" if span[-1].isalnum() else ""
    return re.search(before + re.escape(span) + after, text) is not None


def _greeted(plain: list[str], formulas: list[str | None], i: int) -> bool:
    """Whether piece ``i`` of the pieces ``plain`` is the message after a letter's greeting and its comma ("Hi Anna,"
    or "Hey," before it, on its line or the one before; not the name after a closing's comma), by the pieces'
    ``formulas`` (``german.letter_formulas``)."""
    return bool(i and formulas[i - 1] and plain[i - 1].endswith(",") and is_greeting(plain[i - 1]))


# A sentence's end typed on to the next without a space: a word's last letter, its mark, a capital.
_TYPED_ON = re.compile(r"[^\W\d_][.!?][A-Z]")


def _separator(segments: list[Segment], i: int) -> str:
    """What comes before the translation of piece ``i`` of ``segments``: the whitespace before the piece, or a space
    where the piece was typed on after a sentence's end without one (``split_sentences``: "Thanks!See you soon." as
    "Danke! Bis bald.", not "Danke!Bis bald.").

    >>> pieces = [Segment("", "Thanks!"), Segment("", "See you."), Segment("", "🙂"), Segment("\\n", "Tom")]
    >>> [_separator(pieces, i) for i in range(len(pieces))]
    ['', ' ', '', '\\n']
    >>> _separator([Segment("", "staging updated ."), Segment("", "gitmodules failed")], 1)  # pysbd's cut
    ''
    """
    typed_on = (
        i > 0 and not segments[i].separator and _TYPED_ON.match(segments[i - 1].text[-2:] + segments[i].text)
    )
    return " " if typed_on else segments[i].separator


def _addressing(plan: dict[str, Any]) -> list[int]:
    """The pieces of ``plan`` whose German addresses the text's reader: those translated, not what someone said."""
    return [i for i in _translated(plan) if plan["speech"][i] is None]


def _greeting_address(plan: dict[str, Any]) -> str | None:
    """How the first letter's greeting of ``plan`` that says so addresses its reader (``german.greeting_address``)."""
    return next(filter(None, (greeting_address(formula) for formula in plan["formulas"] if formula)), None)


def _address(plan: dict[str, Any], written: Mapping[int, str]) -> str | None:
    """How the German of one input addresses its reader: as its letter's greeting does, else as most forms of address
    of its pieces ``written`` (their translations by index) do, "Sie" where as many; None where none writes one."""
    if greeted := _greeting_address(plan):
        return greeted
    forms = sum((address_forms(text, plan["plain"][i]) for i, text in written.items()), Counter())
    if not forms["du"] and not forms["Sie"]:
        return None
    return "du" if forms["du"] > forms["Sie"] else "Sie"


def _assemble(
    plan: dict[str, Any],
    translations: Mapping,
    candidates: int,
    marked: Callable[[str, str, list[Markup]], str],
    return_pieces: bool = False,
) -> list[dict[str, Any]]:
    """Join the translated pieces of one input with its original whitespace (``_separator``), once per returned
    sequence (and with ``return_pieces``, list them, each as typed and as translated), the inline markup of each
    piece put back into its translation by ``marked(source, translation, markup)`` and the characters it wrote as
    HTML character references so written (``with_character_references``), the clock times a piece says in words said
    so in German (``with_german_clock_words``: "halb fünf"; after ``_written``, whose numbers are checked), "let me
    know" and an e-mail's set phrases in the text's address (``with_german_let_know``: "lassen Sie mich wissen" where
    the text says "Sie"; ``with_german_set_phrase``: "Ich hoffe, es geht Ihnen gut."), and the
    message after a greeting in lower case where German writes so (``continued``: "Hallo Anna,\\n\\ndanke ...")."""
    pieces = [_written(plan, i, translations, candidates) for i in range(len(plan["segments"]))]
    address = _address(plan, {i: pieces[i][0] for i in _addressing(plan)})
    for i, texts in enumerate(pieces):
        if plan["kept"][i]:
            continue
        if plan["english"]:
            texts = [with_german_clock_words(plan["plain"][i], text) for text in texts]
            texts = [with_german_let_know(plan["read"][i], text, address) for text in texts]
            texts = [with_german_set_phrase(plan["read"][i], text, address) for text in texts]
            texts = [in_address(plan["frame"][i], text, address) for text in texts]
        if plan["markup"][i]:
            texts = [marked(plan["plain"][i], text, plan["markup"][i]) for text in texts]
        pieces[i] = [with_character_references(text, plan["references"][i]) for text in texts]
        if _greeted(plan["plain"], plan["formulas"], i):
            pieces[i] = [continued(plan["plain"][i], text) for text in pieces[i]]
    separators = [_separator(plan["segments"], i) for i in range(len(pieces))]
    results = []
    for k in range(candidates):
        joined = "".join(separator + piece[k] for separator, piece in zip(separators, pieces, strict=True))
        result: dict[str, Any] = {"translation_text": joined}
        if return_pieces:
            result["pieces"] = [
                {"source": segment.text, "translation": piece[k], "translated": not kept}
                for segment, piece, kept in zip(plan["segments"], pieces, plan["kept"], strict=True)
            ]
        results.append(result)
    return results


# ---------------------------------------------------------------------------------------------------------------
# Building, attention maps, registration
# ---------------------------------------------------------------------------------------------------------------


def cross_attention(
    translator: TranslationPipeline | PreTrainedModel,
    text: str,
    tokenizer: Any = None,
    translation: str | None = None,
    **generate_kwargs: Any,
) -> CrossAttention:
    """Translate ``text`` (greedy unless ``num_beams`` etc. say otherwise), or take its ``translation`` as given (a
    pipeline's, which may differ from the model's own: "bis Freitag" for its "über Freitag"), and return the last
    decoder layer's cross-attention averaged over heads, a (target tokens x source tokens) array whose rows sum to 1.

    The translation is read in one teacher-forced pass with attention weights on: that gives exactly one weight row
    per output token, whatever search produced it. Input longer than the model's window is truncated to it. Token
    strings are readable text (byte-level tokens decoded).
    """
    model, tokenizer = _model_and_tokenizer(translator, tokenizer)
    text = clean_text(text).strip()
    if not text:
        raise ValueError("Nothing to translate: the text is empty.")
    is_pipeline = isinstance(translator, TranslationPipeline)
    window = translator.input_window() if is_pipeline else None
    # The piece the pipeline's model reads: without markup, text in capitals in lower case, ...; and its translation
    # without the markup the pipeline put back.
    if is_pipeline:
        text, _ = without_markup(without_character_references(text)[0])
        text = as_read(as_english_read(text) if reads_english(model) else text)
        if translation is not None:
            translation, _ = without_markup(without_character_references(translation)[0])
    encoded = tokenizer(text, truncation=window is not None, max_length=window, return_tensors="pt")
    inputs = {key: encoded[key].to(model.device) for key in ("input_ids", "attention_mask")}
    if translation is None:
        options = {"num_beams": 1, "do_sample": False, **generate_kwargs}
        source_length = inputs["input_ids"].shape[1]
        if (
            is_pipeline
        ):  # the pipeline's defaults and length cap, so the map shows what the pipeline would output
            options = translator._generate_options(options, source_length)
        elif not {"max_new_tokens", "max_length"} & options.keys():
            options["max_new_tokens"] = default_max_new_tokens(model, source_length)
        with torch.no_grad():
            sequence = model.generate(**inputs, **{**options, "return_dict_in_generate": False})[:1]
    else:
        written = tokenizer(text_target=translation, truncation=window is not None, max_length=window)
        sequence = torch.tensor([[model.config.decoder_start_token_id, *written["input_ids"]]])
    weights = _last_cross_attention(model, inputs["input_ids"][0].tolist(), sequence[0, :-1].tolist())
    return CrossAttention(
        _readable(tokenizer, inputs["input_ids"][0]), _readable(tokenizer, sequence[0, 1:]), weights
    )


def _last_cross_attention(
    model: PreTrainedModel, input_ids: list[int], decoder_input_ids: list[int]
) -> np.ndarray:
    """The last decoder layer's cross-attention, averaged over heads, as ``model`` reads ``input_ids`` and is
    fed ``decoder_input_ids``: a (target tokens x source tokens) array whose rows sum to 1."""
    with torch.no_grad():
        outputs = model(
            input_ids=torch.tensor([input_ids], device=model.device),
            decoder_input_ids=torch.tensor([decoder_input_ids], device=model.device),
            output_attentions=True,
        )
    if not outputs.cross_attentions:
        raise ValueError(
            f"{type(model).__name__} returns no attention weights with its attention implementation: "
            "load it with attn_implementation='eager'."
        )
    return outputs.cross_attentions[-1][0].float().mean(dim=0).cpu().numpy()


def _capitalised_as(german: str, term: str) -> str:
    """``german`` capitalised where ``term`` is ("Schieben" for "Push")."""
    return german[:1].upper() + german[1:] if term[:1].isupper() else german


def _without_final_mark(text: str) -> str:
    return text.removesuffix(final_mark(text))


@torch.no_grad()
def _log_probabilities(
    model: PreTrainedModel, tokenizer: Any, source_ids: tuple[int, ...], texts: list[str]
) -> list[float]:
    """The model's log-probability of each of ``texts`` (its tokens and ``</s>``) as the translation of ``source_ids``,
    all in one batch."""
    targets = tokenizer(text_target=texts)["input_ids"]
    labels = torch.full((len(targets), max(map(len, targets))), -100, dtype=torch.long)
    for row, ids in enumerate(targets):
        labels[row, : len(ids)] = torch.tensor(ids)
    source = torch.tensor([source_ids], device=model.device).expand(len(targets), -1)
    logits = model(input_ids=source, labels=labels.to(model.device)).logits.float()
    written = labels != -100
    picked = logits.log_softmax(-1).gather(-1, labels.clamp(min=0).to(model.device).unsqueeze(-1)).squeeze(-1)
    return (picked.cpu() * written).sum(-1).tolist()


def _model_and_tokenizer(translator: Any, tokenizer: Any) -> tuple[PreTrainedModel, Any]:
    if isinstance(translator, Pipeline):
        return translator.model, tokenizer or translator.tokenizer
    if tokenizer is None:
        raise ValueError("Pass the model's tokenizer along with a model (or pass a pipeline).")
    return translator, tokenizer


def _readable(tokenizer: Any, ids: torch.Tensor) -> list[str]:
    """One display string per token: byte-level symbols ("Ġ", "Ċ") turned back into text."""
    tokens = tokenizer.convert_ids_to_tokens(ids.tolist())
    return [clean_text(tokenizer.convert_tokens_to_string([token])) if token else "" for token in tokens]


def register_translation_pipeline() -> None:
    """Register ``TranslationPipeline`` as transformers' "translation" task; safe to call twice.

    transformers 5 lists "translation" among its removed tasks and rejects the name before it looks at the
    registry, so the name is taken off that list too. The shipped model becomes the task's default model
    once it exists.
    """
    REMOVED_TASKS.pop(TASK, None)
    registered = PIPELINE_REGISTRY.supported_tasks.get(TASK, {})
    if registered.get("impl") is TranslationPipeline:
        return
    default = {"model": (str(DEFAULT_MODEL), None)} if (DEFAULT_MODEL / "config.json").is_file() else None
    PIPELINE_REGISTRY.register_pipeline(
        TASK, pipeline_class=TranslationPipeline, pt_model=AutoModelForSeq2SeqLM, default=default, type="text"
    )


__all__ = [
    "CrossAttention",
    "TranslationPipeline",
    "cross_attention",
    "markup_span",
    "segment_text",
]
