"""The suite leans on transformers' public API only: no private attribute of transformers is read in ``pipelines/``.

A private name is one transformers defines with a leading underscore (a method, or an attribute set as
``self._name = ...``) in the modules the suite builds on. The suite may define such names itself where
transformers documents them as hooks to override (``_sanitize_parameters``, ``_forward``, ``_init_weights``):
a name defined in ``pipelines/`` is the suite's own.
"""

from __future__ import annotations

import ast
from pathlib import Path

import transformers

PACKAGE = Path(__file__).resolve().parents[1] / "pipelines"
TRANSFORMERS = Path(transformers.__file__).parent
# The transformers modules whose classes the suite subclasses or calls.
BUILT_ON = [
    "pipelines/__init__.py",
    "pipelines/base.py",
    "pipelines/token_classification.py",
    "modeling_utils.py",
    "configuration_utils.py",
    "generation/utils.py",
    "generation/configuration_utils.py",
    "tokenization_utils_base.py",
    "feature_extraction_utils.py",
    "feature_extraction_sequence_utils.py",
    "processing_utils.py",
    "models/auto/auto_factory.py",
]


def parse(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def transformers_private_names() -> set[str]:
    return defined_private_names([parse(TRANSFORMERS / module) for module in BUILT_ON])


def defined_private_names(trees: list[ast.Module]) -> set[str]:
    """Underscore names the code defines: functions, methods, class attributes, ``self._x = ...``."""
    names: set[str] = set()
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                names.add(node.name)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.add(node.id)
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                names.add(node.attr)
    return {name for name in names if name.startswith("_") and not name.startswith("__")}


def test_the_scan_knows_the_private_names_the_suite_once_read() -> None:
    private = transformers_private_names()
    for name in ("_preprocess_params", "_batch_size", "_ensure_tensor_on_device", "_prepare_generate_kwargs",
                 "_model_mapping", "_attn_implementation", "_generate_kwargs"):  # fmt: skip
        assert name in private


def test_pipelines_read_no_private_transformers_attribute() -> None:
    trees = {path: parse(path) for path in sorted(PACKAGE.rglob("*.py"))}
    forbidden = transformers_private_names() - defined_private_names(list(trees.values()))
    reads = [
        f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: .{node.attr}"
        for path, tree in trees.items()
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and node.attr in forbidden
    ]
    assert reads == [], "transformers' private attributes read in pipelines/:\n" + "\n".join(reads)
