"""How the translation pipeline reads people's text: paragraphs, and sentences typed in a hurry.

    .venv/bin/python tests/benchmarks/bench_translation_input.py [--limit N] [--output runs/bench/translation_input.json]

The shipped model learnt from single sentences, verses and program messages written with care; people
paste e-mails and paragraphs, and type in a hurry. All parts read the held-out test sets of ``parallel-de``
(``python -m pipelines.data fetch translation`` first) through ``pipelines.pipeline("translation")``, beam 4.

1. Whole texts against sentence by sentence: the pipeline translates each text whole (when it fits the
   model's window: ``split_sentences=False``) or sentence by sentence (pysbd), the translations joined
   with the text's own whitespace (``split_sentences=True``, the default), on the test sets as they are
   (the everyday Ding sentences, the Auf Deutsch course's held-out topics, Bible verses of Ruth, Mark and
   Revelation, many of them several sentences, program messages of coreutils and git) and as paragraphs:
   every ``--in-a-row`` consecutive pairs of the two everyday sets joined by a space on both sides (Auf
   Deutsch's lines come in the order of its dialogues and stories), those paragraphs wrapped at 72 characters
   as plain-text e-mail is (the pipeline joins the lines of a sentence so wrapped, ``text.unwrapped``), and so
   wrapped and quoted as in an e-mail reply, each line after "> " (the reference after one too); and
   every two of them run on after a smiley, as messages do ("Thanks a lot :) See you."), which the pipeline
   translates as three pieces by sentence (``text.split_at_faces``) and as one whole. And how many
   translations (and references) address the reader as "du" in one sentence and as "Sie" in another
   (``german.german_address``; the pipeline translates such a piece again, ``_in_one_address``).
2. Typed in a hurry: the Ding sentences in lower case and without apostrophes ("i dont know"), read by
   the model as typed (``train_translation.translate``, the pipeline's own model and tokenizer) and by the
   pipeline, which puts the apostrophes back (``english.with_apostrophes``); the sentences as written, read by
   the model, for reference.
3. Numbers: every test pair whose English writes a number or a printf format ("%s", the numbers a program
   writes; the Ding sentences and program messages, the Bible and course sets have none), read by the model
   and by the pipeline, which translates a piece again with its numbers and formats as placeholders when its
   translation changed one (``verbatim.keeps_numbers``): how many translations keep them (the references' own
   count beside them), and BLEU and chrF.
4. Typed without the final mark: the Ding sentences without their final full stop, question or exclamation
   mark, as written and in a hurry, and the program messages that have none (most of them), read by the
   model as typed and with the mark ``english.with_end_mark`` gives a sentence ("where is the train station"
   as "Where is the train station?"; a message stays as it is); both translations without a final mark
   (``german.end_mark_as_typed``), scored against the references without theirs.
5. Typed in lower case or in title case: the everyday sentences (Ding's and the course's) so typed ("i met
   anna", "I Met Anna"), read by the model as typed and with their words as usually written
   (``english.in_usual_case``: "I met Anna"), and how many of the words the shipped table writes with capitals
   ("Anna", "London", "Monday") that the reference writes too each translation writes.
6. Typed with misspellings: the everyday sentences with one word misspelt as people misspell it (from lintian's
   list of misspellings seen in Debian's package descriptions, a list kept apart from codespell's, which
   ``english.correctly_spelled`` reads, though both draw on English Wikipedia's) or slipped (a letter left out,
   doubled or swapped with the next), read by the model as written, as typed and with its misspellings put
   right (``english.correctly_spelled``); and how many of the typed sentences that puts right to the letter. The
   same with one word drawn out for emphasis, its last vowel typed three or four times ("sooo", "pleeease"), and
   with one word in capitals for emphasis ("I LOVE this song"), read by the pipeline as usually written
   (``english.in_usual_case``, which knows the words people so type: "LOVE", "NOT", "VERY"). And the sentences that
   open with "I", "I'm" or "I'll" typed without it, as in messages ("Can't wait to see you", "On my way"), read
   by the pipeline with it (``english.with_subject``).
7. Names: every test pair whose English writes a name of the shipped table or one with a capital inside
   (``verbatim.names_in``: "Steve", "Peru", "deflateEnd"), as written and with each name of the table its German
   writes as it is swapped for a common first name on both sides ("Steve" for "Emily"), read by the model and
   by the pipeline, which translates a piece again with its names as placeholders when its translation dropped
   one (``verbatim.keeps_names``): how many translations keep them (the references' own count beside them), and
   BLEU and chrF.
8. Inline markup: the everyday sentences with a run of one to three words marked up as web pages and Markdown
   mark them ("<b>", "<i>", a link "<a href=...>", "**", "*", "[...](url)"), read by the model as marked and by
   the pipeline, which takes the marks off and puts them back around the words of the translation that attend
   to the marked ones (``text.without_markup``, ``translation.markup_span``); and the sentences as written,
   through the pipeline, for reference. How many translations keep every mark, in order and around words, and
   BLEU and chrF of the translations without their marks (the references have none).
9. Words typed alone: the word lists of the Auf Deutsch course ("the receipt" → "die Quittung", "to cancel" →
   "absagen"; those of its held-out topics, which no model here trained on, and of the others) and the program
   messages of the gettext test and validation catalogs that are a word or term of up to three words ("renamed",
   "Power failure"), translated by the pipeline with its glossary (Ding, ``glossary.Glossary``) and by the model
   alone (the pipeline with an empty one): how many translations are the reference's or one of the course's
   translations of the same English, letter case, a German article and a final mark aside, and how many
   translations the glossary put right and made wrong. The same for the course's short phrases of up to three
   words ("Good idea.", "Keep the change!"), typed with their final mark and without it; and its word lists typed
   as lists on one line ("bill, breakfast, cheap"): how many items are right, in a translation with as many items.
10. Direct speech: the everyday sentences quoted, every other one as what someone said, who said it after it
    ('"I'm tired," she said.', with the reference as German writes it: „Ich bin müde“, sagte sie.), the others whole
    ('"I'm tired."': „Ich bin müde.“), read by the model and by the pipeline, which translates what was said on its
    own and the rest with a placeholder in its place (``english.direct_speech``, ``german.quoted_speech``); and how
    many translations quote as German quotes, „...“ around what was said and a comma after it before who said it.

Per set: BLEU and chrF (sacrebleu, as ``finetune/evaluate_translation.py`` scores), the seconds taken, and
the p-value of sacrebleu's paired bootstrap for the difference (``evaluate_translation.paired_bootstrap``).
Progress goes to stderr, the report (JSON) to ``--output``.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import random
import re
import sys
import tempfile
import textwrap
import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "finetune"))  # finetune/ holds scripts, imported as top-level modules

from evaluate_translation import paired_bootstrap  # noqa: E402
from train_translation import evenly_spaced, load_pairs, score, translate  # noqa: E402

import pipelines  # noqa: E402
from pipelines.data import auf_deutsch, package_cache, parallel_de  # noqa: E402
from pipelines.english import correctly_spelled, in_usual_case, with_end_mark, with_subject  # noqa: E402
from pipelines.english_casing import USUAL_FORMS  # noqa: E402
from pipelines.german import end_mark_as_typed, german_address  # noqa: E402
from pipelines.glossary import Glossary, list_items, term_key  # noqa: E402
from pipelines.text import split_sentences, without_markup  # noqa: E402
from pipelines.verbatim import keeps_names, keeps_numbers, names_in, protect  # noqa: E402

MODES = {"whole": False, "sentences": True}
# Common first names of the shipped names table, for ``names_swapped``.
FIRST_NAMES = (
    "Emma", "Olivia", "Sophia", "Emily", "Hannah", "Sarah", "Laura", "Jessica", "Lucy", "Megan", "Julia", "Linda",
    "Michael", "Daniel", "Thomas", "Andrew", "Oliver", "Joshua", "Matthew", "Ryan", "Kevin", "Brian", "Jason", "Steve",
)  # fmt: skip
# Who said something, after what they said, in English and German; and who asked, for a question (``quoted``).
SPEAKERS = (
    ("she said", "sagte sie"), ("he said", "sagte er"), ("Tom said", "sagte Tom"), ("said Anna", "sagte Anna"),
    ("my mother said", "sagte meine Mutter"),
)  # fmt: skip
ASKERS = (("she asked", "fragte sie"), ("he asked", "fragte er"), ("Anna asked", "fragte Anna"))
USUAL = {word.lower(): word for word in USUAL_FORMS}  # the shipped casing table, by the word in lower case
NUM_BEAMS = 4
WRAP = 72  # the line width of plain-text e-mail
# Inline markup as web pages and Markdown write it, for ``marked_up``: opening and closing marks.
MARKUP = (
    ("<b>", "</b>"),
    ("<i>", "</i>"),
    ('<a href="https://example.com/">', "</a>"),
    ("**", "**"),
    ("*", "*"),
    ("[", "](https://example.com/)"),
)
LINTIAN = package_cache.Pinned(
    "lintian",
    "2.116.3+deb12u1",
    "c4f65b67b22f94b255fcfcb8c5154011afddea1e9d8c941d28e2285375badddc",
    "GPL-2.0-or-later",
    keep=("usr/share/lintian/data/spelling/corrections",),
)


def in_a_row(pairs: list[tuple[str, str]], n: int) -> list[tuple[str, str]]:
    """Every ``n`` consecutive pairs joined by a space on both sides (a last, shorter group included).

    >>> in_a_row([("A.", "a."), ("B.", "b."), ("C.", "c.")], 2)
    [('A. B.', 'a. b.'), ('C.', 'c.')]
    """
    groups = [pairs[i : i + n] for i in range(0, len(pairs), n)]
    return [(" ".join(s for s, _ in group), " ".join(t for _, t in group)) for group in groups]


def run_on_after_a_smiley(pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Every two consecutive pairs joined as a message runs on after a smiley: the first without its final mark,
    then " :) ", on both sides (German messages write smileys too); a last pair alone is left out.

    >>> run_on_after_a_smiley([("Thanks a lot!", "Vielen Dank!"), ("See you.", "Bis dann."), ("C.", "c.")])
    [('Thanks a lot :) See you.', 'Vielen Dank :) Bis dann.')]
    """
    return [
        (f"{unfinished(first)} :) {second}", f"{unfinished(first_german)} :) {second_german}")
        for (first, first_german), (second, second_german) in zip(pairs[::2], pairs[1::2], strict=False)
    ]


def test_sets(limit: int | None, n: int) -> dict[str, list[tuple[str, str]]]:
    pairs = load_pairs("test", corpus="parallel-de")
    sets = {name: evenly_spaced(set_pairs, limit) for name, set_pairs in pairs.items()}
    for name in ("ding", "auf-deutsch"):
        sets[f"{name}, {n} in a row"] = in_a_row(sets[name], n)
    for name in ("ding", "auf-deutsch"):
        sets[f"{name}, {n} in a row, wrapped at {WRAP} characters"] = [
            (textwrap.fill(source, WRAP), target) for source, target in sets[f"{name}, {n} in a row"]
        ]
    for name in ("ding", "auf-deutsch"):
        sets[f"{name}, {n} in a row, wrapped at {WRAP} characters and quoted"] = [
            (textwrap.fill(source, WRAP, initial_indent="> ", subsequent_indent="> "), f"> {target}")
            for source, target in sets[f"{name}, {n} in a row"]
        ]
    for name in ("ding", "auf-deutsch"):
        sets[f"{name}, two run on after a smiley"] = run_on_after_a_smiley(sets[name])
    return sets


def in_a_hurry(text: str) -> str:
    """``text`` as typed in a hurry: in lower case, without apostrophes.

    >>> in_a_hurry("I don’t know, it's Anna's.")
    'i dont know, its annas.'
    """
    return text.lower().replace("'", "").replace("’", "")


def unfinished(text: str) -> str:
    """``text`` typed without its final full stop, question or exclamation mark.

    >>> unfinished("Where is it?"), unfinished("Wait... what?!"), unfinished('He said "no."')
    ('Where is it', 'Wait... what', 'He said "no."')
    """
    return re.sub(r"[.!?…]+$", "", text.rstrip())


def in_title_case(text: str) -> str:
    """``text`` with every word starting with a capital, as titles and some hurried typists write.

    >>> in_title_case("I don’t know where “the” e-mail is.")
    'I Don’t Know Where “The” E-Mail Is.'
    """
    return re.sub(r"(?<![\w'’])[^\W\d_]", lambda match: match.group().upper(), text)


def usual_words(text: str) -> list[str]:
    """The words of ``text`` that the shipped table (``english_casing.USUAL_FORMS``) writes with capitals, "I"
    aside, in the table's form.

    >>> usual_words("i met anna and Tom in london, I think")
    ['Anna', 'Tom', 'London']
    """
    words = [USUAL.get(word.lower()) for word in words_of(text)]
    return [word for word in words if word not in (None, "I")]


def words_of(text: str) -> list[str]:
    """The words of ``text``: letters, with apostrophes inside.

    >>> words_of("Don't go, Anna!")
    ["Don't", 'go', 'Anna']
    """
    return re.findall(r"[^\W\d_]+(?:['’][^\W\d_]+)*", text)


@functools.cache
def lintian_misspellings() -> dict[str, list[str]]:
    """Lintian's misspellings ("beleive||believe"), by the word they misspell, in lower case; words of letters
    only. The package is fetched into the package cache first where it is not there."""
    package_cache.fetch(LINTIAN, log=lambda line: print(line, file=sys.stderr))
    (path,) = package_cache.files(LINTIAN, LINTIAN.keep[0])
    misspellings = defaultdict(list)
    for line in path.read_text(encoding="utf-8").splitlines():
        wrong, separator, right = line.strip().partition("||")
        if separator and wrong.isalpha() and right.isalpha() and not line.startswith("#"):
            misspellings[right.lower()].append(wrong.lower())
    return dict(misspellings)


def one_word_retyped(
    text: str, words: Iterable[re.Match[str]], retype: Callable[[str, random.Random], str]
) -> str:
    """``text`` with one of ``words`` (matches in it) typed as ``retype`` types it, given the word and the random
    generator that chose it: chosen at random, the same for the same text; ``text`` if there is none.

    >>> one_word_retyped("a b c", re.finditer("b", "a b c"), lambda word, rng: word.upper())
    'a B c'
    """
    rng = random.Random(text)
    found = list(words)
    if not found:
        return text
    match = rng.choice(found)
    return text[: match.start()] + retype(match.group(), rng) + text[match.end() :]


def misspelled(text: str, misspellings: dict[str, list[str]]) -> str:
    """``text`` with one of its words that ``misspellings`` (by the word, in lower case) misspell so misspelt,
    in the word's case; which word and which misspelling chosen at random, the same for the same text.

    >>> misspelled("I Believe you.", {"believe": ["beleive"], "you": ["yuo"]}) in ("I Beleive you.", "I Believe yuo.")
    True
    >>> misspelled("No such words.", {"believe": ["beleive"]})
    'No such words.'
    """

    def misspell(word: str, rng: random.Random) -> str:
        wrong = rng.choice(sorted(misspellings[word.lower()]))
        if word.isupper() and len(word) > 1:
            return wrong.upper()
        return wrong.capitalize() if word[0].isupper() else wrong

    words = (match for match in re.finditer(r"[^\W\d_]+", text) if match.group().lower() in misspellings)
    return one_word_retyped(text, words, misspell)


def slipped(text: str) -> str:
    """``text`` with one of its words of four letters or more typed with a slip of the finger: a letter after
    the first left out, doubled or swapped with the next; chosen at random, the same for the same text.

    >>> slipped("Where is the station?") != "Where is the station?"
    True
    >>> slipped("I am ok.")
    'I am ok.'
    """

    def slip(word: str, rng: random.Random) -> str:
        i = rng.randrange(1, len(word) - 1)
        return rng.choice(
            [
                word[:i] + word[i + 1 :],
                word[:i] + word[i] + word[i:],
                word[:i] + word[i + 1] + word[i] + word[i + 2 :],
            ]
        )

    return one_word_retyped(text, re.finditer(r"[^\W\d_]{4,}", text), slip)


def drawn_out(text: str) -> str:
    """``text`` with one of its words drawn out for emphasis: its last vowel, not its first letter, typed three or
    four times (people draw out "so" as "sooo" and "please" as "pleeease"); which word and how long chosen at
    random, the same for the same text.

    >>> drawn_out("Thank you so much!") in {"Thank you so much!".replace(w, d) for w, d in
    ...     [("Thank", "Thaaank"), ("Thank", "Thaaaank"), ("you", "youuu"), ("you", "youuuu"), ("so", "sooo"),
    ...      ("so", "soooo"), ("much", "muuuch"), ("much", "muuuuch")]}
    True
    >>> drawn_out("I am 12.")
    'I am 12.'
    """

    def draw_out(word: str, rng: random.Random) -> str:
        i = max(word.lower().rfind(vowel) for vowel in "aeiou")
        return word[:i] + word[i] * rng.choice((3, 4)) + word[i + 1 :]

    words = (
        match for match in re.finditer(r"[^\W\d_]+", text) if re.search("[aeiou]", match.group()[1:], re.I)
    )
    return one_word_retyped(text, words, draw_out)


def emphasised(text: str) -> str:
    """``text`` with one of its words in lower case typed in capitals for emphasis ("I LOVE this song"); chosen
    at random, the same for the same text.

    >>> emphasised("I love this song.") in {"I LOVE this song.", "I love THIS song.", "I love this SONG."}
    True
    >>> emphasised("I AM 12.")
    'I AM 12.'
    """
    words = re.finditer(r"(?<![\w'’-])[a-z]+(?:['’][a-z]+)?(?![\w'’-])", text)
    return one_word_retyped(text, words, lambda word, rng: word.upper())


def without_i(text: str) -> str:
    """``text`` without the "I", "I'm" or "I'll" it opens with, as people drop it in messages.

    >>> without_i("I can't wait to see you."), without_i("I'm on my way!"), without_i("It is late.")
    ("Can't wait to see you.", 'On my way!', 'It is late.')
    """
    match = re.match(r"I(?:['’](?:m|ll))? (\w)", text)
    return match[1].upper() + text[match.end() :] if match else text


def marked_up(text: str) -> str:
    """``text`` with a run of one to three of its words marked up in one of the styles of ``MARKUP``; chosen at
    random, the same for the same text.

    >>> marked_up("Good morning, Anna.") in {
    ...     f"{before}{opening}{words}{closing}{after}"
    ...     for opening, closing in MARKUP
    ...     for before, words, after in [
    ...         ("", "Good", " morning, Anna."), ("", "Good morning", ", Anna."), ("", "Good morning, Anna", "."),
    ...         ("Good ", "morning", ", Anna."), ("Good ", "morning, Anna", "."), ("Good morning, ", "Anna", "."),
    ...     ]
    ... }
    True
    """
    rng = random.Random(text)
    words = list(re.finditer(r"[^\W_]+(?:['’][^\W_]+)*", text))
    if not words:
        return text
    first = rng.randrange(len(words))
    last = min(len(words) - 1, first + rng.randrange(3))
    opening, closing = rng.choice(MARKUP)
    start, end = words[first].start(), words[last].end()
    return f"{text[:start]}{opening}{text[start:end]}{closing}{text[end:]}"


def markup_kept(source: str, translation: str) -> bool:
    """Whether ``translation`` has the marks of ``source``, in their order, each pair around words.

    >>> markup_kept("Our <b>new</b> shop", "Unser <b>neuer</b> Laden"), markup_kept("a **b** c", "a ** c")
    (True, False)
    """
    plain, written = without_markup(translation)
    marks = [(m.opening, m.closing) for m in without_markup(source)[1]]
    return marks == [(m.opening, m.closing) for m in written] and all(
        re.search(r"\w", plain[m.start : m.end]) for m in written
    )


def unmarked(text: str) -> str:
    """``text`` without the marks of ``MARKUP``, nor any HTML tag (a model writes "</ich>" for "</i>"), to score
    it against a reference without them.

    >>> unmarked('Klicken Sie <a href="https://example.com/">hier</a>, **bitte** [jetzt](https://example.com/).')
    'Klicken Sie hier, bitte jetzt.'
    """
    return re.sub(r"</?[A-Za-z][^<>]*>|\]\(https://example\.com/\)|[*\[\]]", "", text)


def with_markup_read(
    pipe: pipelines.translation.TranslationPipeline, pairs: list[tuple[str, str]]
) -> dict[str, Any]:
    """The pipeline on ``pairs`` as written, and the model and the pipeline on them marked up (``marked_up``):
    scores without the marks, and how many translations keep the marks (``markup_kept``)."""
    written = [source for source, _ in pairs]
    marked = [marked_up(source) for source in written]
    translations: dict[str, list[str]] = {}

    def reader(name: str, read: Callable[[], list[str]]) -> Callable[[], list[str]]:
        def unmarked_read() -> list[str]:
            translations[name] = read()
            return [unmarked(text) for text in translations[name]]

        return unmarked_read

    row, _ = side_by_side(
        {
            "as written, pipeline": lambda: [
                r["translation_text"] for r in pipe(written, num_beams=NUM_BEAMS)
            ],
            "marked up, model": reader(
                "model", lambda: translate(pipe.model, pipe.tokenizer, marked, num_beams=NUM_BEAMS)
            ),
            "marked up, pipeline": reader(
                "pipeline", lambda: [r["translation_text"] for r in pipe(marked, num_beams=NUM_BEAMS)]
            ),
        },
        pairs,
    )
    row["markup kept"] = {name: sum(map(markup_kept, marked, texts)) for name, texts in translations.items()}
    row["examples"] = [
        {"source": source, **{name: texts[i] for name, texts in translations.items()}}
        for i, source in enumerate(marked[:20])
    ]
    return row


def quoted(pair: tuple[str, str]) -> tuple[str, str]:
    """``pair`` in quotation marks on both sides, as English and German quote: every other pair (at random, the same
    for the same pair) as what someone said, who said it after it (``SPEAKERS``, ``ASKERS``), a full stop that ends
    what was said a comma there, the others whole; quotation marks inside as English and German write them there.

    >>> quoted(("Where is it?", "Wo ist es?")) in {('"Where is it?"', "„Wo ist es?“")} | {
    ...     (f'"Where is it?" {english}.', f"„Wo ist es?“, {german}.") for english, german in ASKERS
    ... }
    True
    >>> quoted(("We are closed.", "Wir haben zu.")) in {('"We are closed."', "„Wir haben zu.“")} | {
    ...     (f'"We are closed," {english}.', f"„Wir haben zu“, {german}.") for english, german in SPEAKERS
    ... }
    True
    """
    rng = random.Random(pair[0])
    english = pair[0].replace('"', "'").replace("“", "'").replace("”", "'")
    german = pair[1].translate(str.maketrans("„“»«", "‚‘›‹"))
    if rng.random() < 0.5:
        return f'"{english}"', f"„{german}“"
    english_speaker, german_speaker = rng.choice(ASKERS if english.endswith("?") else SPEAKERS)
    if english.endswith("."):
        return f'"{english[:-1]}," {english_speaker}.', f"„{german.removesuffix('.')}“, {german_speaker}."
    return f'"{english}" {english_speaker}.', f"„{german}“, {german_speaker}."


def quoted_as_german(text: str) -> bool:
    """Whether ``text`` quotes as German quotes: „...“ around what was said, and after it a comma before who said it.

    >>> quoted_as_german("„Ich bin müde“, sagte sie."), quoted_as_german("»Ich bin müde.« sie sagte.")
    (True, False)
    """
    return re.fullmatch(r"„[^„“]+“(?:, \S.*)?", text, re.DOTALL) is not None


def side_by_side(
    readers: dict[str, Callable[[], list[str]]], pairs: list[tuple[str, str]]
) -> tuple[dict[str, Any], dict[str, list[str]]]:
    """Each reader's translations scored against ``pairs``' references, with the seconds it took, and the
    p-values of the last reader against the one before it; and the translations, per reader."""
    row: dict[str, Any] = {"texts": len(pairs)}
    hypotheses = {}
    for name, read in readers.items():
        start = time.perf_counter()
        hypotheses[name] = read()
        scores = score(hypotheses[name], pairs)
        row[name] = {"bleu": scores["bleu"], "chrf": scores["chrf"], "seconds": time.perf_counter() - start}
    *_, before, last = hypotheses.values()
    row["p"] = {
        metric: p for metric, (_, _, p) in paired_bootstrap(before, last, [t for _, t in pairs]).items()
    }
    return row, hypotheses


def hurried(pipe: pipelines.translation.TranslationPipeline, pairs: list[tuple[str, str]]) -> dict[str, Any]:
    """The model on the sentences as written and as typed in a hurry, and the pipeline on the latter."""
    written = [source for source, _ in pairs]
    typed = [in_a_hurry(source) for source in written]
    row, _ = side_by_side(
        {
            "as written, model": lambda: translate(pipe.model, pipe.tokenizer, written, num_beams=NUM_BEAMS),
            "in a hurry, model": lambda: translate(pipe.model, pipe.tokenizer, typed, num_beams=NUM_BEAMS),
            "in a hurry, pipeline": lambda: [r["translation_text"] for r in pipe(typed, num_beams=NUM_BEAMS)],
        },
        pairs,
    )
    return row


def model_and_pipeline(
    pipe: pipelines.translation.TranslationPipeline,
    pairs: list[tuple[str, str]],
    keeps: Callable[[str, str], bool],
    kept: str,
) -> dict[str, Any]:
    """The model and the pipeline on ``pairs``: scores, and under ``kept`` how many translations (and references)
    ``keeps``."""
    sources = [source for source, _ in pairs]
    row, translations = side_by_side(
        {
            "model": lambda: translate(pipe.model, pipe.tokenizer, sources, num_beams=NUM_BEAMS),
            "pipeline": lambda: [r["translation_text"] for r in pipe(sources, num_beams=NUM_BEAMS)],
        },
        pairs,
    )
    translations["reference"] = [target for _, target in pairs]
    row[kept] = {name: sum(map(keeps, sources, texts)) for name, texts in translations.items()}
    return row


def with_numbers(
    pipe: pipelines.translation.TranslationPipeline, pairs: list[tuple[str, str]]
) -> dict[str, Any]:
    """The model and the pipeline on the pairs whose English writes a number or a printf format (those the
    pipeline would translate again where its translation changed one), and how many translations keep them."""
    pairs = [pair for pair in pairs if len(protect(pair[0], numbers=True)[1]) > len(protect(pair[0])[1])]
    return model_and_pipeline(pipe, pairs, keeps_numbers, "numbers kept")


def names_swapped(pair: tuple[str, str]) -> tuple[str, str]:
    """``pair`` with each name of its English (``verbatim.names_in``) that its German writes as it is swapped, on both
    sides, for a common first name; which chosen at random, the same for the same pair.

    >>> names_swapped(("Anna met Steve in London.", "Anna traf Steve in London.")) != ("Anna met Steve in London.", "Anna traf Steve in London.")
    True
    >>> names_swapped(("We met on Monday.", "Wir trafen uns am Montag."))  # "Montag": not written as it is
    ('We met on Monday.', 'Wir trafen uns am Montag.')
    """
    rng = random.Random(pair[0])
    english, german = pair
    for name in dict.fromkeys(names_in(english)):
        if name[1:].islower() and re.search(rf"\b{name}\b", german):  # not "iPhone" or "deflateEnd"
            other = rng.choice([first for first in FIRST_NAMES if first != name])
            english, german = (re.sub(rf"\b{name}\b", other, side) for side in (english, german))
    return english, german


def with_names(
    pipe: pipelines.translation.TranslationPipeline, pairs: list[tuple[str, str]]
) -> dict[str, Any]:
    """The model and the pipeline on the pairs whose English writes a name (``verbatim.names_in``: those the pipeline
    would translate again where its translation dropped one), and how many translations keep them."""
    return model_and_pipeline(pipe, [pair for pair in pairs if names_in(pair[0])], keeps_names, "names kept")


def without_final_mark(
    pipe: pipelines.translation.TranslationPipeline, pairs: list[tuple[str, str]], typed: Callable[[str], str]
) -> dict[str, Any]:
    """The model on ``pairs`` typed without their final mark (by ``typed``), read as typed and with the mark
    ``with_end_mark`` gives them, each translation without a final mark; scored against the references
    without theirs."""
    pairs = [(typed(unfinished(source)), unfinished(target)) for source, target in pairs]
    sources = [source for source, _ in pairs]

    def reader(read: Callable[[str], str]) -> Callable[[], list[str]]:
        texts = [read(source) for source in sources]
        return lambda: [
            end_mark_as_typed(source, text)
            for source, text in zip(
                sources, translate(pipe.model, pipe.tokenizer, texts, num_beams=NUM_BEAMS), strict=True
            )
        ]

    row, _ = side_by_side({"as typed": reader(str), "with its mark": reader(with_end_mark)}, pairs)
    row["given a mark"] = sum(with_end_mark(source) != source for source in sources)
    return row


def in_usual_case_read(
    pipe: pipelines.translation.TranslationPipeline, pairs: list[tuple[str, str]], typed: Callable[[str], str]
) -> dict[str, Any]:
    """The model on ``pairs`` typed by ``typed``, read as typed and in their usual case (``in_usual_case``);
    and per reading, how many of the table's words of the sources that their references write ("Anna") the
    translations write."""
    written = [source for source, _ in pairs]
    sources = [typed(source) for source in written]
    row, translations = side_by_side(
        {
            name: lambda read=read: translate(
                pipe.model, pipe.tokenizer, [read(source) for source in sources], num_beams=NUM_BEAMS
            )
            for name, read in {"as typed": str, "in usual case": in_usual_case}.items()
        },
        [(source, target) for source, (_, target) in zip(sources, pairs, strict=True)],
    )
    row["changed"] = sum(in_usual_case(source) != source for source in sources)
    words = [
        [word for word in usual_words(source) if word in words_of(target)]
        for source, (_, target) in zip(written, pairs, strict=True)
    ]
    row["usual words"] = {
        name: sum(word in words_of(text) for found, text in zip(words, texts, strict=True) for word in found)
        for name, texts in {**translations, "reference": [target for _, target in pairs]}.items()
    }
    return row


def typed_read(
    pipe: pipelines.translation.TranslationPipeline,
    pairs: list[tuple[str, str]],
    typed: Callable[[str], str],
    read: Callable[[str], str],
) -> dict[str, Any]:
    """The model on ``pairs`` as written, typed by ``typed`` and as the pipeline ``read``s them
    (``correctly_spelled``, ``in_usual_case``); how many sentences are typed otherwise than written, how many of
    those ``read`` changes, and how many it puts right to the letter."""
    written = [source for source, _ in pairs]
    sources = [typed(source) for source in written]
    readings = {"as written": written, "as typed": sources, "as read": [read(s) for s in sources]}
    row, _ = side_by_side(
        {
            name: lambda texts=texts: translate(pipe.model, pipe.tokenizer, texts, num_beams=NUM_BEAMS)
            for name, texts in readings.items()
        },
        pairs,
    )
    typos = [i for i, (source, text) in enumerate(zip(written, sources, strict=True)) if source != text]
    row["misspelt"] = len(typos)
    row["changed"] = sum(readings["as read"][i] != sources[i] for i in typos)
    row["put right"] = sum(readings["as read"][i] == written[i] for i in typos)
    return row


def whole_or_by_sentence(
    pipe: pipelines.translation.TranslationPipeline, pairs: list[tuple[str, str]]
) -> dict[str, Any]:
    """The pipeline on ``pairs`` with each text whole and sentence by sentence."""
    sources = [source for source, _ in pairs]

    def reader(split: bool) -> Callable[[], list[str]]:
        return lambda: [
            r["translation_text"] for r in pipe(sources, num_beams=NUM_BEAMS, split_sentences=split)
        ]

    row, hypotheses = side_by_side({mode: reader(split) for mode, split in MODES.items()}, pairs)
    for mode, translations in hypotheses.items():
        row[mode]["mixing du and Sie"] = sum(map(mixes_address, translations))
    row["references mixing du and Sie"] = sum(mixes_address(target) for _, target in pairs)
    return row


def mixes_address(text: str) -> bool:
    """Whether ``text`` (German) addresses its reader as "du" in one sentence and as "Sie" in another; a quoted
    line's "> " does not count ("Ihr" after it starts a sentence, and may be "her").

    >>> mixes_address("Danke für Ihre Bestellung! Wir hoffen, dass du sie magst."), mixes_address("Hast du Zeit? Ja.")
    (True, False)
    >>> mixes_address("> Hast du Zeit? Sie\\n> kommt. Ihr Zug ist spät.")
    False
    """
    unquoted = re.sub(r"(?m)^> ?", "", text)
    return {german_address(sentence.text) for sentence in split_sentences(unquoted)} >= {"du", "Sie"}


def as_word(german: str) -> str:
    """A German word or term as compared: in lower case, without an article before it or a final mark.

    >>> as_word("die Quittung"), as_word("Verzeichnis:"), as_word("Hin und zurück, bitte.")
    ('quittung', 'verzeichnis', 'hin und zurück, bitte')
    """
    return re.sub(r"^(?:der|die|das|den|ein|eine) ", "", german.strip().lower()).rstrip(":.!?").strip()


def word_lists() -> dict[str, list[tuple[str, set[str]]]]:
    """Words, terms and short phrases of up to three words typed alone, each with the German it may be: the Auf
    Deutsch course's word lists (its English without an article or "to"; every German the course gives the same
    English) and its short phrases that end in a full stop or an exclamation mark ("Good idea.", "Keep the change!"),
    of its held-out topics and of the others, and the gettext program messages of the test and validation catalogs
    that are a word or term (a final colon kept)."""
    content = package_cache.require(parallel_de.AUF_DEUTSCH, parallel_de.FETCH_COMMAND) / auf_deutsch.CONTENT
    lessons = list(auf_deutsch.read(content))
    held_out = parallel_de.select_held_out(
        {lesson.unit for lesson in lessons},
        {"test": parallel_de.AUF_DEUTSCH_TEST_TOPICS},
        salt=parallel_de.AUF_DEUTSCH_SALT,
    )
    course: dict[tuple[str, str], dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for lesson in lessons:
        english, split = " ".join(lesson.english.split()), held_out.get(lesson.unit, "train")
        key = term_key(english)
        if not key or "/" in english or english.endswith(":"):
            continue
        if english[-1] in ".!":
            course["short phrases", split][english].add(as_word(lesson.german))
        else:
            course["word lists", split][key].add(as_word(lesson.german))
    lists = {
        f"Auf Deutsch's {kind}, {topics}": sorted(course[kind, split].items())
        for kind in ("word lists", "short phrases")
        for split, topics in (("test", "held-out topics"), ("train", "other topics"))
    }
    for split in ("test", "validation"):
        messages = load_pairs(split, corpus="parallel-de").get("gettext", [])
        lists[f"gettext {split} messages"] = [
            (english, {as_word(german)})
            for english, german in messages
            if term_key(english) and english[-1] not in ".!"
        ]
    return lists


def on_one_line(terms: list[tuple[str, set[str]]]) -> list[tuple[str, list[set[str]]]]:
    """``terms`` typed as lists on one line, three and four in turn, every other one with "and" before its last
    ("bill, breakfast, cheap", "closed, cloudy, come by and daily special"), each with the German its items may be.

    >>> on_one_line([("bill", {"rechnung"}), ("cheap", {"billig"}), ("milk", {"milch"})])
    [('bill, cheap, milk', [{'rechnung'}, {'billig'}, {'milch'}])]
    """
    lists, start = [], 0
    while start + 3 + len(lists) % 2 <= len(terms):
        listed = terms[start : start + 3 + len(lists) % 2]
        start += len(listed)
        last = (" and " if len(lists) % 2 else ", ") + listed[-1][0]
        lists.append((", ".join(term for term, _ in listed[:-1]) + last, [words for _, words in listed]))
    return lists


@contextlib.contextmanager
def model_alone(pipe: Any) -> Iterator[Any]:
    """The pipeline with an empty glossary: the model alone on words typed alone."""
    with tempfile.TemporaryDirectory() as folder:
        empty = Path(folder) / "empty"
        empty.write_text("", encoding="utf-8")
        yield type(pipe)(pipe.model, pipe.tokenizer, glossary=Glossary(empty), task=pipe.task)


def listed_alone(pipe: Any, lists: list[tuple[str, list[set[str]]]]) -> dict[str, Any]:
    """How many items of ``lists`` (``on_one_line``) the pipeline and the model alone (the pipeline with an empty
    glossary) translate as one of their German words (``as_word``), item by item (a translation with another number of
    items, split at commas and "und"/"oder", has none right), and for how many lists the glossary lists every item."""
    with model_alone(pipe) as alone:
        english = [text for text, _ in lists]
        glossed = [result["translation_text"] for result in pipe(english, num_beams=NUM_BEAMS)]
        model = [result["translation_text"] for result in alone(english, num_beams=NUM_BEAMS)]

    def right(text: str, words: list[set[str]]) -> int:
        items = re.split(r"\s*,\s*|\s+(?:und|oder)\s+", text)
        return (
            sum(as_word(item) in found for item, found in zip(items, words, strict=True))
            if len(items) == len(words)
            else 0
        )

    scores = [
        [right(text, words) for text, (_, words) in zip(texts, lists, strict=True)]
        for texts in (model, glossed)
    ]
    return {
        "lists": len(lists),
        "items": sum(len(words) for _, words in lists),
        "in the glossary": sum(
            bool(listed := list_items(text)) and all(map(pipe.glossary.translations, listed[0]))
            for text in english
        ),
        "right, model alone": sum(scores[0]),
        "right, pipeline": sum(scores[1]),
        "changes": [
            {"english": text, "model": before, "pipeline": after}
            for text, before, after in zip(english, model, glossed, strict=True)
            if before != after
        ],
    }


def typed_alone(pipe: Any, terms: list[tuple[str, set[str]]]) -> dict[str, Any]:
    """How many of ``terms`` the pipeline and the model alone (the pipeline with an empty glossary) translate as one
    of their German words (``as_word``), how many the glossary lists, and what it changed."""
    with model_alone(pipe) as alone:
        english = [term for term, _ in terms]
        started = time.perf_counter()
        glossed = [result["translation_text"] for result in pipe(english, num_beams=NUM_BEAMS)]
        seconds = time.perf_counter() - started
        model = [result["translation_text"] for result in alone(english, num_beams=NUM_BEAMS)]
    right = [
        [as_word(text) in words for text, (_, words) in zip(texts, terms, strict=True)]
        for texts in (model, glossed)
    ]
    changes = [
        {"english": term, "model": before, "pipeline": after, "right": sorted(words)}
        for (term, words), before, after in zip(terms, model, glossed, strict=True)
        if before != after
    ]
    return {
        "terms": len(terms),
        "in the glossary": sum(bool(pipe.glossary.translations(term)) for term in english),
        "right, model alone": sum(right[0]),
        "right, pipeline": sum(right[1]),
        "changed": len(changes),
        "put right": sum(not before and after for before, after in zip(*right, strict=True)),
        "made wrong": sum(before and not after for before, after in zip(*right, strict=True)),
        "seconds": round(seconds, 1),
        "changes": changes,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--limit", type=int, default=1000, help="at most N evenly spaced pairs per test set")
    parser.add_argument("--in-a-row", type=int, default=3, help="sentences per paragraph")
    parser.add_argument("--output", type=Path, default=ROOT / "runs" / "bench" / "translation_input.json")
    args = parser.parse_args(argv)

    pipe = pipelines.pipeline("translation")
    report: dict[str, Any] = {
        "model": str(pipelines.translation.DEFAULT_MODEL.relative_to(ROOT)),
        "num_beams": NUM_BEAMS,
        "sets": {},
    }
    sets = test_sets(args.limit, args.in_a_row)
    for name, pairs in sets.items():
        report["sets"][name] = whole_or_by_sentence(pipe, pairs)
        print(name, json.dumps(report["sets"][name]), file=sys.stderr, flush=True)
    report["ding, in a hurry"] = hurried(pipe, sets["ding"])
    print("ding, in a hurry", json.dumps(report["ding, in a hurry"]), file=sys.stderr, flush=True)
    unmarked = {
        "ding": (sets["ding"], str),
        "ding, in a hurry": (sets["ding"], in_a_hurry),
        "gettext": ([pair for pair in sets["gettext"] if unfinished(pair[0]) == pair[0]], str),
    }
    for name, (pairs, typed) in unmarked.items():
        report[f"{name}, without final mark"] = row = without_final_mark(pipe, pairs, typed)
        print(f"{name}, without final mark", json.dumps(row), file=sys.stderr, flush=True)
    for name in ("ding", "auf-deutsch"):
        for typing, typed in {"in lower case": str.lower, "in title case": in_title_case}.items():
            report[f"{name}, {typing}"] = row = in_usual_case_read(pipe, sets[name], typed)
            print(f"{name}, {typing}", json.dumps(row), file=sys.stderr, flush=True)
    for name in ("ding", "auf-deutsch"):
        typings = {
            "with misspellings": (
                functools.partial(misspelled, misspellings=lintian_misspellings()),
                correctly_spelled,
            ),
            "with slips": (slipped, correctly_spelled),
            "with letters drawn out": (drawn_out, correctly_spelled),
            "with a word in capitals": (emphasised, in_usual_case),
        }
        for typing, (typed, read) in typings.items():
            report[f"{name}, {typing}"] = row = typed_read(pipe, sets[name], typed, read)
            print(f"{name}, {typing}", json.dumps(row), file=sys.stderr, flush=True)
        mine = [pair for pair in sets[name] if without_i(pair[0]) != pair[0]]
        report[f"{name}, without its I"] = row = typed_read(pipe, mine, without_i, with_subject)
        print(f"{name}, without its I", json.dumps(row), file=sys.stderr, flush=True)
    for name in ("ding", "auf-deutsch"):
        report[f"{name}, marked up"] = row = with_markup_read(pipe, sets[name])
        print(f"{name}, marked up", json.dumps(row), file=sys.stderr, flush=True)
    for name in ("ding", "auf-deutsch"):
        quotations = [quoted(pair) for pair in sets[name]]
        report[f"{name}, quoted"] = row = model_and_pipeline(
            pipe, quotations, lambda _, text: quoted_as_german(text), "quoted as German quotes"
        )
        print(f"{name}, quoted", json.dumps(row), file=sys.stderr, flush=True)
    everything = [pair for name in ("ding", "auf-deutsch", "bible", "gettext") for pair in sets[name]]
    report["with numbers"] = with_numbers(pipe, everything)
    print("with numbers", json.dumps(report["with numbers"]), file=sys.stderr, flush=True)
    for name, terms in word_lists().items():
        report[f"typed alone, {name}"] = row = typed_alone(pipe, terms)
        print(f"typed alone, {name}", json.dumps(row), file=sys.stderr, flush=True)
        if "short phrases" in name:
            unmarked = [(phrase[:-1], words) for phrase, words in terms]
            report[f"typed alone, {name}, without their mark"] = row = typed_alone(pipe, unmarked)
            print(f"typed alone, {name}, without their mark", json.dumps(row), file=sys.stderr, flush=True)
        if "word lists" in name:
            report[f"on one line, {name}"] = row = listed_alone(pipe, on_one_line(terms))
            print(f"on one line, {name}", json.dumps(row), file=sys.stderr, flush=True)
    for name, pairs in {
        "with names": everything,
        "with names swapped": list(map(names_swapped, everything)),
    }.items():
        report[name] = with_names(pipe, pairs)
        print(name, json.dumps(report[name]), file=sys.stderr, flush=True)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(report, indent=1) + "\n")
    print(f"wrote {args.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
