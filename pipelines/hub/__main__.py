"""The command line of ``pipelines.hub``: ``python -m pipelines.hub export|push ...`` (``--help``)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from .. import hub
from .models import MODELS, shipped_models
from .repository import DEFAULT_OUTPUT, export, folder_size
from .upload import push


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m pipelines.hub",
        description=hub.__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = parser.add_subparsers(dest="command", required=True)
    export_parser = commands.add_parser("export", help="write Hub repository folders")
    export_parser.add_argument(
        "--model",
        nargs="+",
        choices=list(MODELS),
        default=shipped_models(),
        help="default: every trained one",
    )
    export_parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT, help="one sub-folder per model")
    push_parser = commands.add_parser("push", help="export one model and upload it (needs HF_HUB_OFFLINE=0)")
    push_parser.add_argument("--model", required=True, choices=list(MODELS))
    push_parser.add_argument("--repo-id", required=True, help="user-or-organisation/name")
    push_parser.add_argument("--private", action="store_true")
    push_parser.add_argument("--token", help="default: the token `hf auth login` saved")
    push_parser.add_argument(
        "--output", type=Path, default=DEFAULT_OUTPUT, help="where the export is written"
    )
    args = parser.parse_args(argv)

    try:
        if args.command == "export":
            for name in args.model:
                folder = export(name, args.output / name)
                print(f"{folder} ({folder_size(folder) / 1e6:.1f} MB)")
        else:
            url = push(args.model, args.repo_id, args.private, args.token, args.output / args.model)
            print(url)
    except (OSError, ValueError) as error:  # the clear messages above, without a traceback
        parser.exit(1, f"error: {error}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
