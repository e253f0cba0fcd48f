"""Assemble a deployable Hugging Face Space folder for one demo.

A Space runs ``app.py`` from its repository root with the packages of ``requirements.txt`` installed,
and this project is not one of them. The export copies ``spaces/<name>/`` (app.py, requirements.txt,
README.md with the Spaces header), the ``apps`` and ``pipelines`` packages, and only the shipped model
folders that demo needs, into one folder ready to push:

    python -m apps.export_space translation --output dist/spaces/translation
    huggingface-cli upload <user>/<space> dist/spaces/translation . --repo-type space   # when online

Example:
    >>> from pathlib import Path
    >>> import tempfile
    >>> folder = export_space("summarization", Path(tempfile.mkdtemp()) / "space")  # doctest: +SKIP
    >>> sorted(p.name for p in folder.iterdir())  # doctest: +SKIP
    ['README.md', 'app.py', 'apps', 'pipelines', 'requirements.txt']
"""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# The shipped model folders (under pipelines/pretrained/) each Space serves.
SPACE_MODELS: dict[str, tuple[str, ...]] = {
    "translation": ("transformer-en-de",),
    "summarization": ("bertsum-aclsum",),
    "ner": ("ner-conll2003",),
    "search": (),  # the packaged MiniLM only, from requirements.txt
    "clustering": (),
}
_NOT_SHIPPED = shutil.ignore_patterns("__pycache__", "*.pyc")


def export_space(name: str, output: Path) -> Path:
    """Write the Space ``name`` to ``output`` (replaced if it exists) and return it."""
    if name not in SPACE_MODELS:
        raise ValueError(f"Unknown Space {name!r}; the Spaces are: {', '.join(sorted(SPACE_MODELS))}.")
    for model in SPACE_MODELS[name]:
        if not (ROOT / "pipelines" / "pretrained" / model / "config.json").is_file():
            raise FileNotFoundError(
                f"The {name} Space needs the trained model pipelines/pretrained/{model}/."
            )
    shutil.rmtree(output, ignore_errors=True)
    shutil.copytree(ROOT / "spaces" / name, output, ignore=_NOT_SHIPPED)
    shutil.copytree(ROOT / "apps", output / "apps", ignore=_NOT_SHIPPED)
    other_models = [
        p.name for p in (ROOT / "pipelines" / "pretrained").iterdir() if p.name not in SPACE_MODELS[name]
    ]
    shutil.copytree(
        ROOT / "pipelines",
        output / "pipelines",
        ignore=shutil.ignore_patterns(*other_models, "__pycache__", "*.pyc"),
    )
    return output


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("name", choices=sorted(SPACE_MODELS))
    parser.add_argument("--output", type=Path, help="default: dist/spaces/<name>")
    args = parser.parse_args(argv)
    folder = export_space(args.name, args.output or ROOT / "dist" / "spaces" / args.name)
    size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
    print(f"{folder} ({size / 1e6:.1f} MB): push it to a Space repository")


if __name__ == "__main__":
    main()
