"""English → German/French message pairs from the Debian system's gettext catalogs.

Every installed program that is translated ships binary ``.mo`` catalogs under
``/usr/share/locale/<lang>/LC_MESSAGES/``: user-interface strings and messages
(``"No such file or directory"`` → ``"Datei oder Verzeichnis nicht gefunden"``).
Which catalogs exist depends on the Debian packages installed; the split is by
whole catalog (program), so the held-out programs' vocabulary is unseen:
test = coreutils and git, validation = dpkg, train = every other catalog.

Two clean-ups keep the splits honest. The iso-codes catalogs (``iso_639-3``
and friends) are left out: they are lists of language, country and currency
names, not messages, and Debian installs each twice under two file names.
And a training pair is dropped when its English side occurs in a held-out
catalog or earlier in training, so no test message is seen in training and
shared boilerplate ("Usage: %s") counts once.
"""

from __future__ import annotations

import re
import struct
import warnings
from pathlib import Path

import datasets

from .catalog import Source, build, held_out_split

LOCALE_ROOT = Path("/usr/share/locale")
TEST_CATALOGS = ("coreutils", "git")
VALIDATION_CATALOGS = ("dpkg",)

GETTEXT = Source(
    distribution="",
    module="",
    path=str(LOCALE_ROOT / "<lang>/LC_MESSAGES/*.mo"),
    licence="per Debian package (mostly GPL-2.0+/LGPL); see /usr/share/doc/<package>/copyright",
    homepage="https://www.debian.org/international/l10n/po/",
)

FEATURES = datasets.Features(
    {
        "id": datasets.Value("string"),
        "catalog": datasets.Value("string"),
        "source": datasets.Value("string"),
        "target": datasets.Value("string"),
    }
)


def split_of(catalog: str) -> str:
    """The split a catalog belongs to."""
    return held_out_split(catalog, TEST_CATALOGS, VALIDATION_CATALOGS)


def read_catalog(path: Path) -> list[tuple[str, str]]:
    """The (English, translated) pairs of one ``.mo`` file, sorted.

    The binary format is read here rather than by the standard ``gettext``
    module, which refuses catalogs whose header is not in the charset it
    expects (several Debian catalogs are Latin-1). Skipped: the header (empty
    msgid), untranslated entries and plural forms beyond the first; message
    contexts (``context\\x04msgid``) are dropped from the English side.
    """
    data = path.read_bytes()
    magic = data[:4]
    if magic not in _MO_MAGIC:
        raise ValueError(f"{path} is not a gettext .mo catalog")
    order = _MO_MAGIC[magic]
    count, originals_at, translations_at = struct.unpack_from(order + "3I", data, 8)

    def entry(table: int, index: int) -> bytes:
        length, offset = struct.unpack_from(order + "2I", data, table + 8 * index)
        return data[offset : offset + length]

    raw = [(entry(originals_at, i), entry(translations_at, i)) for i in range(count)]
    header = dict(raw).get(b"", b"").decode("ascii", errors="replace")
    charset = re.search(r"charset=([\w.-]+)", header)
    encoding = charset.group(1) if charset and charset.group(1).upper() != "CHARSET" else "utf-8"
    pairs = []
    for message, translation in raw:
        # Plural entries hold NUL-separated forms; the first is the singular.
        message = message.split(b"\0")[0].split(b"\x04")[-1].decode(encoding, errors="replace")
        translation = translation.split(b"\0")[0].decode(encoding, errors="replace")
        if message.strip() and translation.strip():
            pairs.append((message, translation))
    return sorted(pairs)


_MO_MAGIC = {b"\xde\x12\x04\x95": "<", b"\x95\x04\x12\xde": ">"}


def load_gettext(language: str = "de") -> datasets.DatasetDict:
    """English → ``language`` pairs from every installed catalog, split by catalog.

    Example:
        >>> from pipelines.data import load
        >>> pairs = load("gettext", language="de")
        >>> sorted(set(pairs["test"]["catalog"]))
        ['coreutils', 'git']
    """
    folder = LOCALE_ROOT / language / "LC_MESSAGES"
    files = sorted(folder.glob("*.mo"))
    if not files:
        raise FileNotFoundError(
            f"No gettext catalogs under {folder}: the system has no '{language}' translations installed."
        )
    missing = [name for name in TEST_CATALOGS + VALIDATION_CATALOGS if not (folder / f"{name}.mo").exists()]
    if missing:
        raise FileNotFoundError(
            f"Held-out catalogs {missing} are missing under {folder}; install their Debian packages "
            f"(`apt-get install {' '.join(missing)}`) so the splits stay comparable."
        )
    catalogs = {}
    for file in files:
        if file.stem.startswith("iso"):
            continue
        try:
            catalogs[file.stem] = read_catalog(file)
        except (OSError, ValueError, struct.error) as error:
            # One broken system file must not sink the corpus; the held-out ones are checked above.
            warnings.warn(f"Skipping unreadable gettext catalog {file}: {error}", stacklevel=2)
    seen = {message for name in TEST_CATALOGS + VALIDATION_CATALOGS for message, _ in catalogs[name]}
    splits = {name: {column: [] for column in FEATURES} for name in ("train", "validation", "test")}
    for catalog, pairs in catalogs.items():
        split = splits[split_of(catalog)]
        for index, (source, target) in enumerate(pairs):
            if split_of(catalog) == "train":
                if source in seen:
                    continue
                seen.add(source)
            split["id"].append(f"{catalog}-{index}")
            split["catalog"].append(catalog)
            split["source"].append(source)
            split["target"].append(target)
    info = GETTEXT.info(
        f"English → {language} gettext messages of Debian programs, split by program.", FEATURES
    )
    return build(splits, FEATURES, info)
