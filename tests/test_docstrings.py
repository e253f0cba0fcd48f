"""Every example in the docstrings of the library and of the training scripts runs as written: an example is
documentation that a reader trusts, and one that drifted (a bundle's file list, a tokenizer's pieces) misleads."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest

import pipelines

# The metric scripts under ``pipelines/metrics/*/`` are loaded by ``evaluate`` from their files (``test_metrics.py``
# runs their examples), and the shipped model folders hold copies of the library's code.
LIBRARY = [name for _, name, _ in pkgutil.walk_packages(pipelines.__path__, "pipelines.")]
SCRIPTS = sorted(path.stem for path in (Path(__file__).resolve().parents[1] / "finetune").glob("*.py"))


@pytest.mark.parametrize("name", LIBRARY + SCRIPTS)
def test_the_examples_in_the_docstrings_hold(name: str) -> None:
    assert doctest.testmod(importlib.import_module(name)).failed == 0
