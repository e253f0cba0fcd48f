"""Every Space folder exports to a self-contained folder whose app.py, written from the one template of
every demo, builds its demo."""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

import pytest

from apps.export_space import APP_TEMPLATE, ROOT, SPACE_MODELS, export_space, space_app
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


# The demos' endpoints that are public API (the others serve their own page only).
PUBLIC_API = {"search": {"search"}, "clustering": {"cluster"}}


@pytest.mark.parametrize("name", sorted(SPACE_MODELS))
def test_every_space_folder_has_the_files_spaces_need(name: str) -> None:
    folder = ROOT / "spaces" / name
    # What differs between the Spaces; app.py is the same code for all, from the template.
    assert {p.name for p in folder.iterdir()} == {"requirements.txt", "README.md"}
    header = (folder / "README.md").read_text().split("---")[1]
    assert "sdk: gradio" in header and 'sdk_version: "6.31.0"' in header and "app_file: app.py" in header


@pytest.mark.parametrize("name", sorted(SPACE_MODELS))
def test_space_app_builds_the_demo_from_the_checkout(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import gradio as gr

    app = space_app(name)
    header = (ROOT / "spaces" / name / "README.md").read_text().split("---")[1]
    title = next(line for line in header.splitlines() if line.startswith("title:"))
    assert app.startswith(f'"""Hugging Face Space: {title.split(":", 1)[1].strip()}.')
    assert f"from apps.{name} import build" in app and "$" not in app
    monkeypatch.setattr(sys, "path", list(sys.path))  # app.py puts its folder first: undo it afterwards
    (tmp_path / "app.py").write_text(app)
    demo = runpy.run_path(str(tmp_path / "app.py"), run_name="space")["demo"]
    assert isinstance(demo, gr.Blocks)
    if name in PUBLIC_API:
        assert {fn.api_name for fn in demo.fns.values() if fn.api_visibility == "public"} == PUBLIC_API[name]


def test_spaces_is_not_a_python_package() -> None:
    # `spaces` is Hugging Face's own package on the Spaces runtime: shadowing it breaks the deployed apps.
    assert not list((ROOT / "spaces").rglob("*.py"))
    assert APP_TEMPLATE.parent == ROOT / "spaces" and APP_TEMPLATE.is_file()


@pytest.mark.parametrize("name", [n for n in sorted(SPACE_MODELS) if shipped(n)])
def test_exported_space_runs_from_its_own_folder(name: str, tmp_path: Path) -> None:
    folder = export_space(name, tmp_path / name)
    assert (folder / "app.py").read_text() == space_app(name)
    pretrained = {p.name for p in (folder / "pipelines" / "pretrained").iterdir()}
    assert pretrained == set(SPACE_MODELS[name])  # only the model this demo serves
    assert not list(folder.rglob("__pycache__"))
    assert "space OK" in run_isolated(SPACE_CHECK, str(folder), cwd=folder)


def test_export_refuses_an_unknown_space(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="Unknown Space 'nope'"):
        export_space("nope", tmp_path / "x")
