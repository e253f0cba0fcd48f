"""List the corpora of the catalog with their split sizes: ``python -m pipelines.data``."""

from __future__ import annotations

import argparse

from . import CORPORA, load


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pipelines.data", description=__doc__)
    parser.add_argument("names", nargs="*", help="corpora to list (default: all)")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.names) - set(CORPORA))
    if unknown:
        parser.error(f"unknown corpora {unknown}; choose from {', '.join(CORPORA)}")
    print(f"{'corpus':<10} {'task':<16} {'splits (rows)':<52} licence")
    for name in args.names or CORPORA:
        corpus = CORPORA[name]
        try:
            sizes = ", ".join(f"{split} {rows:,}" for split, rows in load(name).num_rows.items())
        except (ModuleNotFoundError, FileNotFoundError) as error:
            sizes = f"unavailable: {error}"
        print(f"{name:<10} {corpus.task:<16} {sizes:<52} {corpus.source.licence}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
