"""Every Space folder exports to a self-contained folder whose app.py builds its demo."""

from __future__ import annotations

from pathlib import Path

import pytest

from apps.export_space import ROOT, SPACE_MODELS, export_space
from tests.conftest import run_isolated

SPACE_CHECK = """
import runpy, sys
namespace = runpy.run_path("app.py", run_name="space")
import gradio as gr, pipelines, apps
assert isinstance(namespace["demo"], gr.Blocks)
# The copies next to app.py were used, not the project's own checkout.
assert pipelines.__file__.startswith(sys.argv[1]), pipelines.__file__
assert apps.__file__.startswith(sys.argv[1]), apps.__file__
print("space OK")
"""


def shipped(name: str) -> bool:
    return all((ROOT / "pipelines" / "pretrained" / m / "config.json").is_file() for m in SPACE_MODELS[name])


@pytest.mark.parametrize("name", sorted(SPACE_MODELS))
def test_every_space_folder_has_the_files_spaces_need(name: str) -> None:
    folder = ROOT / "spaces" / name
    assert {"app.py", "requirements.txt", "README.md"} <= {p.name for p in folder.iterdir()}
    header = (folder / "README.md").read_text().split("---")[1]
    assert "sdk: gradio" in header and "app_file: app.py" in header


@pytest.mark.parametrize("name", [n for n in sorted(SPACE_MODELS) if shipped(n)])
def test_exported_space_runs_from_its_own_folder(name: str, tmp_path: Path) -> None:
    folder = export_space(name, tmp_path / name)
    pretrained = {p.name for p in (folder / "pipelines" / "pretrained").iterdir()}
    assert pretrained == set(SPACE_MODELS[name])  # only the model this demo serves
    assert not list(folder.rglob("__pycache__"))
    assert "space OK" in run_isolated(SPACE_CHECK, str(folder), cwd=folder)


def test_export_refuses_an_unknown_space(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="Unknown Space 'nope'"):
        export_space("nope", tmp_path / "x")
