"""Assemble a deployable Hugging Face Space folder for one demo.

A Space runs ``app.py`` from its repository root with the packages of ``requirements.txt`` installed,
and this project is not one of them. The export copies ``spaces/<name>/`` (what differs between the
demos: README.md with the Spaces header, requirements.txt), writes ``app.py`` from the one template of
every demo, ``spaces/app.py.template`` (the demo's name and its README's title filled in), and copies the
``apps`` and ``pipelines`` packages with only the shipped model folders that demo needs, into one folder
ready to push:

    python -m apps.export_space translation --output dist/spaces/translation
    python dist/spaces/translation/app.py --port 7870   # the Space as deployed, run locally
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
import re
import shutil
import string
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPACES = ROOT / "spaces"  # not a Python package: `spaces` is Hugging Face's own package on the Spaces runtime
APP_TEMPLATE = SPACES / "app.py.template"
# The shipped model folders (under pipelines/pretrained/) each Space serves.
SPACE_MODELS: dict[str, tuple[str, ...]] = {
    "translation": ("transformer-en-de",),
    "summarization": ("bertsum-aclsum",),
    "ner": ("ner-conll2003",),
    "search": (),  # the packaged MiniLM only, from requirements.txt
    "clustering": (),
    "asr": ("speech-transformer-en",),
}
_NOT_SHIPPED = shutil.ignore_patterns("__pycache__", "*.pyc")


def space_app(name: str) -> str:
    """The ``app.py`` of the Space ``name``: ``spaces/app.py.template`` with ``$name`` (the demo's module in
    ``apps``) and ``$title`` (the ``title`` of ``spaces/<name>/README.md``'s header) filled in."""
    readme = (SPACES / name / "README.md").read_text(encoding="utf-8")
    title = re.search(r"(?m)^title:\s*(.+?)\s*$", readme.split("\n---", 1)[0])
    if title is None:
        raise ValueError(f"spaces/{name}/README.md has no title in its Spaces header.")
    template = string.Template(APP_TEMPLATE.read_text(encoding="utf-8"))
    return template.substitute(name=name, title=title[1].strip("\"'"))


def export_space(name: str, output: Path) -> Path:
    """Write the Space ``name`` to ``output`` (replaced if it exists) and return it."""
    if name not in SPACE_MODELS:
        raise ValueError(f"Unknown Space {name!r}; the Spaces are: {', '.join(sorted(SPACE_MODELS))}.")
    for model in SPACE_MODELS[name]:
        if not (ROOT / "pipelines" / "pretrained" / model / "config.json").is_file():
            raise FileNotFoundError(
                f"The {name} Space needs the trained model pipelines/pretrained/{model}/."
            )
    app = space_app(name)
    shutil.rmtree(output, ignore_errors=True)
    shutil.copytree(SPACES / name, output, ignore=_NOT_SHIPPED)
    (output / "app.py").write_text(app, encoding="utf-8")
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
