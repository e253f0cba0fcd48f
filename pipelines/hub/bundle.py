"""The suite's pipeline module for a task and every suite module it imports, copied flat into a folder.

transformers loads remote code from the files of one folder, imported relatively. The pipeline code is
not rewritten for the Hub: the task's module (``pipelines/translation.py``, ...) is copied with every module
of this package it imports, recursively, flat into the folder, and only their relative imports are
rewritten to match (``from .models.bertsum.processing_bertsum import`` becomes ``from .processing_bertsum
import``). A Hub user therefore gets exactly the suite's pipeline.
"""

from __future__ import annotations

import ast
import importlib.util
import re
from pathlib import Path

from .models import PACKAGE_DIR

PACKAGE = PACKAGE_DIR.name  # "pipelines": an absolute import of it cannot be exported


def bundle_module(module: str, folder: Path) -> list[str]:
    """Copy ``module`` of this package and every package module it imports (recursively) flat into ``folder``.

    transformers loads remote code from the files of one folder, imported relatively, so each module is
    written under its last name (``pipelines.models.bertsum.processing_bertsum`` → ``processing_bertsum.py``)
    and its relative imports are rewritten to those names. Nothing else changes. Two modules with the same
    last name, or an absolute import of this package (it is not installed where the folder is used), are
    refused. A file already in the folder with the module's exact text (``save_pretrained`` copied
    ``casing.py`` for the model) is kept. Returns the bundle's file names.

    Example:
        >>> import tempfile
        >>> sorted(bundle_module("pipelines.translation", Path(tempfile.mkdtemp())))  # doctest: +NORMALIZE_WHITESPACE
        ['adapters.py', 'base.py', 'ding.py', 'english.py', 'english_casing.py', 'english_names.py',
         'english_spelling.py', 'german.py', 'german_frames.py', 'german_places.py', 'glossary.py',
         'package_cache.py', 'precision.py', 'text.py', 'translation.py', 'verbatim.py']
    """
    written: dict[str, str] = {}  # file name → module
    pending = [module]
    while pending:
        current = pending.pop()
        file_name = f"{current.rsplit('.', 1)[-1]}.py"
        if written.get(file_name) == current:
            continue
        if file_name in written:
            raise RuntimeError(f"{current} and {written[file_name]} would both be exported as {file_name}.")
        source, imported = _flattened_source(current)
        target = folder / file_name
        original = Path(_module_file(current)).read_text(encoding="utf-8")
        if not (target.is_file() and target.read_text(encoding="utf-8") in (original, source)):
            if target.exists():
                raise RuntimeError(f"{file_name} is already in {folder} with other content than {current}.")
            target.write_text(source, encoding="utf-8")
        written[file_name] = current
        pending.extend(imported)
    return sorted(written)


def _module_file(module: str) -> str:
    spec = importlib.util.find_spec(module)
    if spec is None or spec.origin is None or not spec.origin.endswith(".py"):
        raise RuntimeError(f"{module} has no Python source to export.")
    if spec.submodule_search_locations is not None:  # its __init__ would lose the package around it
        raise RuntimeError(f"{module} is a package: import from the module that defines the name instead.")
    return spec.origin


def _flattened_source(module: str) -> tuple[str, list[str]]:
    """``module``'s text with its relative imports made flat, and the package modules it imports."""
    path = Path(_module_file(module))
    text = path.read_text(encoding="utf-8")
    package = module.rpartition(".")[0]
    lines = text.splitlines(keepends=True)
    imported = []
    for node in ast.walk(ast.parse(text)):
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.level == 0:
            top = (node.module or "").split(".")[0]
            if top == PACKAGE:
                raise RuntimeError(
                    f"{module} imports {node.module} absolutely; only relative imports export."
                )
            continue
        if node.module is None:  # `from . import x`: x could be a module or a name, and cannot be made flat
            raise RuntimeError(f"{path.name}:{node.lineno}: use `from .module import name` to be exportable.")
        target = importlib.util.resolve_name("." * node.level + node.module, package)
        written = "." * node.level + node.module
        line = lines[node.lineno - 1]
        if not re.match(rf"\s*from\s+{re.escape(written)}\s+import\b", line):
            raise RuntimeError(f"{path.name}:{node.lineno}: put `from {written} import` on one line.")
        lines[node.lineno - 1] = line.replace(written, "." + target.rsplit(".", 1)[-1], 1)
        imported.append(target)
    relative = path.relative_to(PACKAGE_DIR.parent) if path.is_relative_to(PACKAGE_DIR.parent) else path.name
    header = f"# Copied from {relative} of the nlp-suite repository, with its relative imports flattened.\n"
    return header + "".join(lines), imported
