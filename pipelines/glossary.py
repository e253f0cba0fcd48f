"""What a dictionary says a word or short term typed alone can mean in German.

A translation model learns words from the sentences they occur in, and typed alone a word is no sentence: the
shipped English→German Transformer gives "Wandet" for "wallet", "Breakschnell" for "Breakfast" and "Reise" for
"bill". A dictionary lists what such a term can mean ("Brieftasche", "Portemonnaie"; "Frühstück"; "Rechnung",
"Schnabel", "Gesetzentwurf", ...); the translation pipeline lets the model, which scores German it did not
think of itself well enough, choose among them (``TranslationPipeline``). A term may end in a full stop, a colon or
an exclamation mark ("Wallet.", "Ingredients:"), and Ding's signs and exclamations, which it writes with their mark
("No smoking!"), are found typed without it; a list of terms typed on one line ("passport, wallet, sunscreen") is
looked up item by item (``list_items``).

The dictionary is Ding (Debian ``trans-de-en``, GPL-2.0-or-later), read as a file from the package cache:
``python -m pipelines.data fetch dictionary`` (``make setup`` runs it) puts it there, and without it terms are
translated by the model alone. Its format is ``pipelines/data/ding.py``'s; a term's translations are the German
variants of every sub-entry that lists the term among its English variants, without Ding's shorthand for
objects ("etw. stornieren" as "stornieren"), and without those marked as regional, old, rare or vulgar on
either side (``OFF_REGISTER``: "Zmorge [Schw.]", "Portefeuille [geh.] [veraltet]", "wallet [archaic]"), or a
present participle for an "-ing" form ("zusammenführend" for "merging": German labels and headings say
"Zusammenführen").
"""

from __future__ import annotations

import bisect
import functools
import itertools
import re
import warnings
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import NamedTuple

TERM_WORDS = 3  # the longest term, in words, looked up
KNOWN_TERMS = (
    2  # a word the translations of this many terms write is one the glossary knows (``Glossary.knows``)
)
# Tags of Ding's for German that is regional, elevated, dated, historical, poetic, pejorative, humorous, rare or
# vulgar, and for English that is so.
OFF_REGISTER = frozenset({
    "Ös.", "Schw.", "Bayr.", "Norddt.", "Süddt.", "geh.", "veraltet", "hist.", "poet.", "pej.", "humor.", "selten",
    "vulg.", "archaic", "dated", "obs.", "rare", "slang", "dial.",
})  # fmt: skip
TERM_MARKS = ".:!"  # the marks a term may end in: "Ingredients:", "Wallet.", "No smoking!"
FETCH_COMMAND = "python -m pipelines.data fetch dictionary"

_TERM = re.compile(r"[^\W\d_]+(?:['-][^\W\d_]+)*(?: [^\W\d_]+(?:['-][^\W\d_]+)*)*")
_LAST_ITEMS = re.compile(r"(?:(and|or) )?(.*?)(?: (and|or) (.+))?", re.DOTALL)  # "and c", "b and c", "c"
# Words said rather than listed: "Excuse me, the bill, please" is no list (its "please" came out "gefallen").
_SPOKEN = frozenset({
    "please", "thanks", "thank you", "sorry", "excuse me", "pardon", "hello", "hi", "hey", "bye", "goodbye", "yes",
    "no", "ok", "okay", "well", "oh", "sure", "cheers", "dear", "sir", "madam",
})  # fmt: skip
_ARTICLE = re.compile(r"^(?:the|a|an|to) ")
_ENGLISH_OBJECT = re.compile(r"(?: (?:sth|sb|sb\./sth|sth\./sb)\.)+$")
_GERMAN_OBJECT = re.compile(r"^(?:(?:etw|jdn|jdm|jds)\. )+|(?: (?:etw|jdn|jdm|jds)\.)+$")
_SHORTHAND = re.compile(r"\b(?:etw|jdn|jdm|jds|jd)\.|\.\.\.|…")
_TAG = re.compile(r"\[([^\[\]]+)\]")
_TAG_WORD = re.compile(r"[ ,/]+")
_WORD = re.compile(r"\w+")


def term_key(text: str) -> str | None:
    """The key a term is looked up under: in lower case, without an article or "to" before it, a final full stop
    or colon, and with a final exclamation mark, as Ding writes signs; ``None`` for text that is no term (longer
    than ``TERM_WORDS`` words, or with digits or other punctuation).

    Example:
        >>> term_key("Wallet"), term_key("the sore throat"), term_key("to cancel"), term_key("Merge-base")
        ('wallet', 'sore throat', 'cancel', 'merge-base')
        >>> term_key("Ingredients:"), term_key("Wallet."), term_key("No smoking!"), term_key("Don’t worry")
        ('ingredients', 'wallet', 'no smoking!', "don't worry")
        >>> term_key("Room 204"), term_key("Where is it?"), term_key("I like my new flat a lot")
        (None, None, None)
    """
    text = " ".join(text.split()).replace("’", "'")
    mark = final_mark(text)
    body = text.removesuffix(mark)
    if not _TERM.fullmatch(body) or len(body.split()) > TERM_WORDS:
        return None
    key = _ARTICLE.sub("", body.lower())
    return key + ("!" if mark == "!" else "") if key else None


def final_mark(text: str) -> str:
    """The mark of ``TERM_MARKS`` that ``text`` ends in, or ``""``.

    Example:
        >>> final_mark("Ingredients:"), final_mark("No smoking!"), final_mark("Where?"), final_mark("")
        (':', '!', '', '')
    """
    return text[-1] if text and text[-1] in TERM_MARKS else ""


def list_items(text: str) -> tuple[list[str], str] | None:
    """The items of a list of three terms or more typed on one line (``term_key``), and the word before its last
    ("and", "or", or ``""`` for a comma); ``None`` for other text.

    Example:
        >>> list_items("passport, wallet, sunscreen"), list_items("milk, eggs, bread and butter")
        ((['passport', 'wallet', 'sunscreen'], ''), (['milk', 'eggs', 'bread', 'butter'], 'and'))
        >>> list_items("tea, coffee, or juice"), list_items("salt and pepper"), list_items("Yes, please")
        ((['tea', 'coffee', 'juice'], 'or'), None, None)
        >>> list_items("And Jesus, answering, said to them, Have faith in God")  # an item of more than three words
        >>> list_items("Excuse me, the bill, please")  # words said, not listed
        >>> list_items("tea, coffee or\\njuice"), list_items(",,"), list_items("")
        (None, None, None)
    """
    *first, last = (part.strip() for part in text.split(","))
    before_last, item, conjunction, last_item = _LAST_ITEMS.fullmatch(last).groups()
    if before_last and conjunction:
        return None
    items = [*first, item, *filter(None, [last_item])]
    if len(items) < 3 or not all(_TERM.fullmatch(item) and len(item.split()) <= TERM_WORDS for item in items):
        return None
    if any(term_key(item) in _SPOKEN for item in items):
        return None
    return items, before_last or conjunction or ""


def english_key(variant: str) -> str:
    """The key of one English variant of Ding: ``term_key``'s, without the objects it names ("sth.", "sb.").

    Example:
        >>> english_key("to cancel sth."), english_key("the plain truth"), english_key("introduce oneself")
        ('cancel', 'plain truth', 'introduce oneself')
    """
    return _ARTICLE.sub("", _ENGLISH_OBJECT.sub("", variant).lower().replace("’", "'"))


def german_term(variant: str) -> str | None:
    """One German variant of Ding as a translation: without the objects before or after it; ``None`` where one is
    named inside it ("über etw. Rechnung legen") or it is cut short ("...").

    Example:
        >>> german_term("etw. stornieren"), german_term("sich beeilen"), german_term("über etw. Rechnung legen")
        ('stornieren', 'sich beeilen', None)
    """
    variant = _GERMAN_OBJECT.sub("", variant).strip()
    return variant if variant and not _SHORTHAND.search(variant) else None


def in_register(variant: str) -> bool:
    """Whether a raw Ding variant (with its annotations) is marked with no tag that is, or has a word that is, of
    ``OFF_REGISTER`` ("[formal and dated]", "[Dt., Ös. veraltend]").

    Example:
        >>> in_register("Frühstück {n}"), in_register("Zmorge [Schw.] [ugs.]"), in_register("wallet [archaic]")
        (True, False, False)
        >>> in_register("Good day (to you)! [formal and dated]"), in_register("lunch [also fig.]")
        (False, True)
    """
    return not any(OFF_REGISTER.intersection(_TAG_WORD.split(tag)) for tag in _TAG.findall(variant))


def translations_by_term(lines: Iterable[str]) -> dict[str, list[str]]:
    """``{term key: its German translations, in the dictionary's order}`` of Ding's ``lines``.

    Example:
        >>> lines = [
        ...     "Brieftasche {f}; Portemonnaie {n}; Portefeuille {n} [geh.] [veraltet] | Brieftaschen {pl} "
        ...     ":: wallet; notecase [Br.] | wallets",
        ...     "zusammenführen {vt} | zusammenführend | zusammengeführt :: to merge | merging | merged",
        ... ]
        >>> index = translations_by_term(lines)
        >>> index["wallet"], index["wallets"], index["merge"], "merging" in index
        (['Brieftasche', 'Portemonnaie'], ['Brieftaschen'], ['zusammenführen'], False)
    """
    from .data.ding import sub_entries

    index: dict[str, list[str]] = {}
    for line in lines:
        parts = sub_entries(line)
        if not parts:
            continue
        # A headword's tag holds for its other forms too: "Portefeuille [geh.]" for its plural "Portefeuillen".
        german_off, english_off = (
            {n for n, raw in enumerate(side.split(";")) if not in_register(raw)} for side in parts[0]
        )
        for german_part, english_part in parts:
            keys = {
                key
                for variant in _in_register(english_part, english_off)
                if len((key := english_key(variant)).split()) <= TERM_WORDS
            }
            if not keys:
                continue
            german = [
                term for variant in _in_register(german_part, german_off) if (term := german_term(variant))
            ]
            for key in keys:
                present_participle = key.endswith("ing")
                found = index.setdefault(key, [])
                found += [
                    term
                    for term in german
                    if term not in found and not (present_participle and term.split()[-1].endswith("end"))
                ]
    return {key: found for key, found in index.items() if found}


def _in_register(part: str, off: set[int]) -> list[str]:
    """The clean variants of one side of a sub-entry (``ding.variants``) but those marked off register, or at a
    position ``off`` that is so in the headword."""
    from .data.ding import variants

    return [
        clean[0]
        for n, raw in enumerate(part.split(";"))
        if n not in off and in_register(raw) and (clean := variants(raw))
    ]


class Glossary:
    """The German translations of terms (``translations``) from a Ding file: ``path``, or by default the one in the
    package cache. Nothing is read until the first lookup; without the file, lookups find nothing (with a warning
    that names the command that fetches it)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path

    def knows(self, german: str) -> bool:
        """Whether every word of ``german`` is one the dictionary writes in the translations of ``KNOWN_TERMS`` terms
        or more ("Abbrechen", "zu Hause"; not "Wandet", the model's made-up German for "wallet", nor "Bogenwurzel", its
        German for "sore throat", which Ding writes for one term, "vertebral pedicle").

        Example:
            >>> import tempfile
            >>> with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as file:
            ...     _ = file.write("zu Hause; daheim :: at home\\nzu Hause :: home\\n")
            >>> glossary = Glossary(Path(file.name))
            >>> glossary.knows("Zu Hause"), glossary.knows("daheim"), glossary.knows("Wandet"), glossary.knows("")
            (True, False, False, False)
        """
        words = _WORD.findall(german.lower())
        path = self.path or _ding_in_cache()
        return bool(path and words) and all(_is_known(path, word) for word in words)

    def translations(self, term: str) -> list[str]:
        """What ``term`` (a word or short term, ``term_key``) can mean, in the dictionary's order; none for text
        that is no term or that the dictionary does not list.

        Example:
            >>> import tempfile
            >>> with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as file:
            ...     _ = file.write("Frühstück {n}; Zmorge [Schw.] :: breakfast\\n")
            >>> Glossary(Path(file.name)).translations("Breakfast")
            ['Frühstück']
        """
        key = term_key(term)
        path = (self.path or _ding_in_cache()) if key else None
        return list(_translations_of(path, key)) if key and path else []


class _Lines(NamedTuple):
    """A dictionary file's lines, and the file as searched: in lower case, its typographic apostrophes as "'" (as in
    keys), with the offset where each line starts."""

    lines: list[str]
    searched: str
    starts: list[int]

    def numbers_with(self, text: str) -> Iterator[int]:
        """The numbers (from 0) of the lines that hold ``text`` (in lower case), in order."""
        at = self.searched.find(text)
        while at != -1:
            line = bisect.bisect_right(self.starts, at) - 1
            yield line
            at = self.searched.find(text, self.starts[line + 1]) if line + 1 < len(self.starts) else -1


@functools.cache
def _lines_of(path: Path) -> _Lines:
    """A dictionary file as searched, read once per process (Ding's 25 MB take a fraction of a second): a term's
    translations are parsed from the lines that hold it only, not from the whole file (seconds)."""
    lines = path.read_text(encoding="utf-8").split("\n")
    searched = [line.lower().replace("’", "'") for line in lines]
    return _Lines(
        lines, "\n".join(searched), [0, *itertools.accumulate(len(line) + 1 for line in searched)][:-1]
    )


def _searched_for(key: str) -> tuple[str, ...]:
    """What the lines of a term (``term_key``) are found by: its longest word (Ding may write words in between,
    "satellite (computer) system", or beside, "he/she has mismanaged"), or where that has one or two letters and is in
    most lines ("in", "ok"), the term at the start of an English variant.

    Example:
        >>> _searched_for("out of order"), _searched_for("ok")[:3]
        (('order',), (':: ok', ':: to ok', ':: the ok'))
    """
    longest = max(_WORD.findall(key), key=len)
    if len(longest) > 2:
        return (longest,)
    return tuple(
        f"{before}{article}{key}"
        for before in (":: ", "; ", "| ")
        for article in ("", "to ", "the ", "a ", "an ")
    )


@functools.lru_cache(maxsize=4096)
def _translations_of(path: Path, key: str) -> tuple[str, ...]:
    """The translations a dictionary file lists for a term (``term_key``), parsed from the lines it is found in
    (``_searched_for``)."""
    bare, file = key.removesuffix("!"), _lines_of(path)
    lines = sorted({n for text in _searched_for(bare) for n in file.numbers_with(text)})
    index = translations_by_term(file.lines[n] for n in lines)
    # A sign or an exclamation, which the dictionary writes with its mark, typed with it or without.
    return tuple(index.get(key) or index.get(bare if key.endswith("!") else key + "!", ()))


@functools.lru_cache(maxsize=4096)
def _is_known(path: Path, word: str) -> bool:
    """Whether the translations of ``KNOWN_TERMS`` terms or more write ``word`` (lower case): the lines that hold it
    are parsed a hundred at a time until they are found."""
    file, terms = _lines_of(path), set()
    lines = (file.lines[n] for n in file.numbers_with(word))
    while chunk := list(itertools.islice(lines, 100)):
        for key, found in translations_by_term(chunk).items():
            if word in _WORD.findall(" ".join(found).lower()):
                terms.add(key)
        if len(terms) >= KNOWN_TERMS:
            return True
    return False


def _ding_in_cache() -> Path | None:
    from .data.ding import FILE, PACKAGE
    from .data.package_cache import cache_root, folder, is_fetched

    if not is_fetched(PACKAGE):
        warnings.warn(
            f"Words typed alone are translated by the model only: the dictionary {PACKAGE.requirement} is not in the "
            f"package cache {cache_root()}. Run `{FETCH_COMMAND}` (`make setup` does).",
            stacklevel=4,
        )
        return None
    return folder(PACKAGE) / FILE
