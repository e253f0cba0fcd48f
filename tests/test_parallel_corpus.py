"""The parallel-de corpus: its pure rules on inline examples, and the built corpus when it is there.

Nothing here downloads: the rules (Ding parsing, cleaning, placeholders,
normalisation, hold-out and no-leak) run on small real-looking lines, the
package cache on a fake wheel, and the built-corpus checks skip unless
``python -m pipelines.data fetch translation`` has been run on this machine.
"""

from __future__ import annotations

import collections
import functools
import hashlib
import io
import json
import subprocess
import tarfile
import zipfile
from pathlib import Path

import pytest

from pipelines import data, english_casing, english_names, english_spelling
from pipelines.data import (
    auf_deutsch,
    ding,
    gettext_po,
    libreoffice_help,
    misspellings,
    names,
    package_cache,
    parallel_de,
    parallel_text,
)
from pipelines.data.__main__ import names_module, spelling_module
from pipelines.data.parallel_text import Pair, clean_pair, finalise, normalise, placeholders, select_held_out

# Lines as they stand in trans-de-en 1.9-6's usr/share/trans/de-en.
DING_LINES = [
    "# Version :: devel 2023-01-30\n",
    "blank; pur; rein; schier [geh.] {adj} (in reinster Form) | blanker Hohn | die reine Wahrheit | "
    "Es war purer Zufall. | Das ist blanker Unsinn. :: sheer; pure; plain; arrant [dated] <purer> <purest> | "
    "sheer/pure mockery | the plain truth | It was sheer/pure coincidence. | That is sheer/pure nonsense.\n",
    "Das ist die Höhe!; Das schießt den Vogel ab! [übtr.] :: That takes the cake! [fig.]\n",
    "Leidenschaft {f}; Herzensangelegenheit {f} | Leidenschaften {pl} | eine Leidenschaft für etw. haben :: "
    "passion | passions | to have a passion for sth.\n",
    "eine Anzahlung leisten; etw. anzahlen {vt} [fin.] | Keine Anzahlung (nötig). :: to pay down <> sth. | "
    "Nothing down.\n",
    "Schwebstoffe {pl} | Feinstaub {m} :: suspended particulate matter /SPM/\n",  # misaligned: skipped
    "Wann ist Besuchszeit? :: When are visiting hours?\n",
    "Sie hat eine Vorliebe für laute Musik. :: She has a liking for loud music.\n",
    "Ich war den ganzen Tag auf Achse. :: I’ve been on the go all day.\n",
]


def entries() -> list[tuple[str, str, str]]:
    return [(entry.german, entry.english, entry.kind) for entry in ding.read(DING_LINES)]


def test_ding_lines_give_aligned_sentences_phrases_and_words():
    found = entries()
    assert ("Es war purer Zufall.", "It was sheer coincidence.", "sentence") in found
    assert ("Das ist die Höhe!", "That takes the cake!", "sentence") in found
    assert ("Das schießt den Vogel ab!", "That takes the cake!", "sentence") in found  # both variants
    assert ("Keine Anzahlung.", "Nothing down.", "sentence") in found  # "(nötig)" is an annotation
    assert ("eine Leidenschaft für etw. haben", "to have a passion for sth.", "phrase") in found
    assert ("blank", "sheer", "words") in found
    assert ("pur", "pure", "words") not in found  # words: the first variant of each side only
    assert ("eine Anzahlung leisten", "to pay down sth.", "phrase") in found  # "<>" and "[fin.]" removed
    assert not any("Schwebstoff" in german for german, _, _ in found)  # 2 German parts, 1 English: skipped
    assert not any(char in text for entry in found for text in entry[:2] for char in "{}[]<>()|;")


def test_ding_variants_and_sentences():
    assert ding.variants("er/sie trampt; ich/er/sie trampte") == ["er trampt", "ich trampte"]
    assert ding.variants("Holen Sie mir die Akte / den Akt") == []  # phrase-level alternative: ambiguous
    assert ding.variants("Stundenkilometer {pl}; km/h") == ["Stundenkilometer", "km/h"]
    assert ding.is_sentence("„Wirklich?“ fragte sie.")
    assert not ding.is_sentence("to take the rap for sth.")
    assert ding.complete_sentences("Das bleibt dir überlassen", "This is up to you.") == (
        "Das bleibt dir überlassen.",
        "This is up to you.",
    )
    assert ding.parse_line("Aal {m} :: eel :: anguilla") == []  # two separators: not a dictionary line


def test_cleaning_rules():
    assert clean_pair("  Cannot open\n <b>%s</b> ", "%s kann nicht geöffnet werden") == (
        "Cannot open %s",
        "%s kann nicht geöffnet werden",
    )
    assert clean_pair("", "Leer") is None
    assert clean_pair("Status", "Status") is None  # identical
    assert clean_pair("%d", "%d") is None  # no letters
    assert clean_pair("x" * 401, "y" * 401) is None  # too long
    assert clean_pair("Tab", "Registerkarte") is None  # ratio over 3 with a side over 10 characters
    assert clean_pair("Quit", "Beenden") == ("Quit", "Beenden")  # short sides: no ratio rule
    table = "<table><tr><td>Enabled:</td><td>%1</td></tr></table>"
    assert clean_pair(table, table.replace("Enabled", "Aktiviert")) is None  # markup-heavy
    assert clean_pair("usage: git add [<options>] <pathspec>", "Verwendung: git add [<Optionen>] <Pfad>")


def test_placeholders_must_match_as_a_multiset():
    assert clean_pair("Copied %d files to %s", "Dateien kopiert") is None
    assert clean_pair("Copied %d files", "%s Dateien kopiert") is None  # other kind
    assert clean_pair("%s of %s", "%2$s von %1$s") == ("%s of %s", "%2$s von %1$s")  # reordered: fine
    assert clean_pair("View selected %(model)s", "Ausgewählte %(model)s ansehen")
    assert clean_pair("Hello {name}", "Hallo {Name}") is None
    assert clean_pair("Deleted %1 of %2 items", "%2 Einträge gelöscht") is None
    assert placeholders(
        "100%% done: %lu bytes, %5.2f s, ${title}, $(ARG1), %PRODUCTNAME"
    ) == collections.Counter({"%lu": 1, "%5.2f": 1, "${title}": 1, "$(ARG1)": 1, "%PRODUCTNAME": 1})


def test_gettext_message_clean_up():
    assert parallel_text.strip_accelerator("Case _sensitive") == "Case sensitive"
    assert parallel_text.strip_accelerator("Groß- und Kleinschrei_bung") == "Groß- und Kleinschreibung"
    assert parallel_text.strip_accelerator("&Open") == "Open"
    assert parallel_text.strip_accelerator("Tom &amp; Jerry") == "Tom &amp; Jerry"
    assert parallel_text.strip_context("date quality|estimated", "geschätzt") == "estimated"
    po = (
        'msgid ""\nmsgstr ""\n\n#, fuzzy\nmsgid "Draft"\nmsgstr "Entwurf"\n\nmsgid "Talk"\nmsgstr "Vortrag"\n'
    )
    assert gettext_po.parse_po(po) == [("Talk", "Vortrag")]


def test_normalisation_ignores_case_punctuation_and_spacing():
    assert normalise("  God`s  WORD — isn't it? ") == "gods word isnt it"
    assert normalise("I’ve been on the go all day.") == normalise("i've been on the go,  all day")
    assert normalise("Ärger!") == "ärger"


def test_held_out_selection_is_deterministic_and_order_free():
    keys = [f"sentence number {number}" for number in range(50)]
    chosen = select_held_out(keys, {"test": 5, "validation": 3}, salt="s")
    assert collections.Counter(chosen.values()) == {"test": 5, "validation": 3}
    assert chosen == select_held_out(list(reversed(keys)) + keys, {"test": 5, "validation": 3}, salt="s")
    assert chosen != select_held_out(keys, {"test": 5, "validation": 3}, salt="another salt")
    expected = sorted(keys, key=lambda key: hashlib.sha256(f"s\0{key}".encode()).hexdigest())[:5]
    assert sorted(key for key, split in chosen.items() if split == "test") == sorted(expected)
    with pytest.raises(ValueError, match="distinct keys"):
        select_held_out(keys[:3], {"test": 5}, salt="s")


def test_no_held_out_english_side_reaches_training():
    def pair(identifier: str, source: str, target: str, split: str) -> Pair:
        return Pair(identifier, source, target, "ding", "u", "GPL", split)

    kept = finalise(
        [
            pair("train-1", "It was sheer coincidence!", "Es war reiner Zufall.", "train"),
            pair("train-2", "Good morning.", "Guten Morgen.", "train"),
            pair("valid-1", "Good morning", "Moin.", "validation"),
            pair("valid-2", "It was sheer coincidence.", "Zufall!", "validation"),
            pair("test-1", "It was sheer coincidence.", "Es war purer Zufall.", "test"),
            pair("test-2", "It was sheer coincidence.", "Es war purer Zufall.", "test"),  # exact duplicate
            pair("train-3", "Thank you.", "Danke.", "train"),
            pair("train-4", "Thank you.", "Danke.", "train"),
        ]
    )
    assert [row.id for row in kept] == ["test-1", "valid-1", "train-3"]


def test_ding_held_out_sentences_are_exact_and_never_trained_on(monkeypatch):
    monkeypatch.setattr(parallel_de, "DING_HELD_OUT", {"test": 2, "validation": 1})
    lines = [*DING_LINES, "Sie hat eine Schwäche für laute Musik. :: She has a liking for loud music.\n"]
    reserved = {normalise("When are visiting hours?")}  # held out elsewhere already
    rows = list(parallel_de.ding_pairs(lines, reserved))
    assert rows == list(parallel_de.ding_pairs(lines, reserved))  # deterministic
    held = [row for row in rows if row.split != "train"]
    assert collections.Counter(row.unit for row in held) == {"ding-test": 2, "ding-validation": 1}
    assert all(row.origin == "ding" and parallel_de.is_everyday(row.source, row.target) for row in held)
    assert "When are visiting hours?" not in {row.source for row in held}
    kept = finalise(rows)
    held_keys = {normalise(row.source) for row in kept if row.split != "train"}
    assert not held_keys & {normalise(row.source) for row in kept if row.split == "train"}
    assert sum(row.split != "train" for row in kept) == 3
    origin_of = {row.source: row.origin for row in rows if row.split == "train"}
    assert origin_of["That takes the cake!"] == "ding"
    assert origin_of["to have a passion for sth."] == "ding-phrases"
    assert origin_of["passion"] == "ding-words"
    assert all(row.licence.startswith("GPL-2.0") for row in rows)


def write_lessons(content: Path) -> None:
    """Three lesson files shaped as auf-deutsch 0.1.1's: a phrase pack, a dialogue of that pack, a story."""
    (content / "packs").mkdir(parents=True)
    (content / "dialogues").mkdir()
    (content / "stories").mkdir()
    pack = {
        "pack_id": "bakery",
        "phrases": [
            {
                "id": "bakery_001",
                "de": "Was darf es sein?",
                "en": "What can I get you? (shop phrase)",
                "examples": [
                    {"de": "Guten Morgen! Was darf es sein?", "en": "Good morning! What can I get you?"}
                ],
                "variations": [{"de": "Brötchen", "en": "bread roll / roll"}],
            }
        ],
    }
    dialogue = {
        "pack_id": "bakery",
        "lines": [
            {
                "speaker": "Du",
                "de": "Ich hätte gern zwei Brötchen, bitte.",
                "en": "I would like two rolls, please.",
            }
        ],
    }
    story = {
        "paragraphs": [
            {"de": "Anna wartet am Bahnhof auf den Zug.", "en": "Anna waits for the train at the station."}
        ]
    }
    for path, lesson in (
        ("packs/bakery.json", pack),
        ("dialogues/bakery_d1.json", dialogue),
        ("stories/am_bahnhof.json", story),
    ):
        (content / path).write_text(json.dumps(lesson, ensure_ascii=False), encoding="utf-8")


def test_course_lessons_give_pairs_by_topic_with_learner_glosses_tidied(tmp_path):
    write_lessons(tmp_path)
    lessons = list(auf_deutsch.read(tmp_path))
    assert [(lesson.unit, lesson.english) for lesson in lessons] == [
        ("bakery", "I would like two rolls, please."),  # the dialogue carries its pack's topic
        ("bakery", "What can I get you?"),  # "(shop phrase)" is a gloss the German lacks
        ("bakery", "Good morning! What can I get you?"),  # "bread roll / roll" offers alternatives: skipped
        ("am_bahnhof", "Anna waits for the train at the station."),
    ]
    (tmp_path / "packs" / "broken.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(ValueError, match=r"broken\.json: not a JSON lesson file"):
        list(auf_deutsch.read(tmp_path))


def test_course_topics_are_held_out_whole_with_only_their_everyday_sentences(tmp_path, monkeypatch):
    write_lessons(tmp_path)
    monkeypatch.setattr(parallel_de, "AUF_DEUTSCH_TEST_TOPICS", 1)
    rows = list(parallel_de.auf_deutsch_pairs(tmp_path))
    held = {row.unit for row in rows if row.split == "test"}
    assert len(held) == 1 and {row.split for row in rows if row.unit in held} == {"test"}
    assert all(parallel_de.is_everyday(row.source, row.target) for row in rows if row.split == "test")
    assert {row.split for row in rows} == {"test", "train"} and {row.origin for row in rows} == {
        "auf-deutsch"
    }
    assert all(row.licence.startswith("MIT") for row in rows)


def test_gettext_catalogs_are_held_out_whole():
    assert parallel_de.split_of_catalog("coreutils", "coreutils") == "test"
    assert parallel_de.split_of_catalog("git", "git") == "test"
    assert parallel_de.split_of_catalog("dpkg", "dpkg") == "validation"
    assert parallel_de.split_of_catalog("vlc-l10n", "vlc") == "train"
    names = [package.name for package in parallel_de.PACKAGES]
    assert len(names) == len(set(names))
    assert all(len(package.sha256) == 64 and package.version for package in parallel_de.PACKAGES)


def test_held_out_packages_are_pinned_once_and_command_line_tools_train():
    held_out = {package for package, _ in parallel_de.TEST_CATALOGS | parallel_de.VALIDATION_CATALOGS}
    assert held_out == {"coreutils", "git", "dpkg"}
    names = [package.name for package in parallel_de.CATALOGS]
    assert names[:3] == ["coreutils", "git", "dpkg"] and not held_out & set(names[3:])
    # the command-line register of the test set, from other programs: shell, GNU tools, glibc, apt
    assert {"bash", "tar", "grep", "findutils", "libc-l10n", "util-linux-locales", "apt"} <= set(names)
    assert all(package.registry == "debian" for package in parallel_de.CATALOGS if package.name in held_out)
    assert parallel_de.split_of_catalog("tar", "tar") == "train"


def test_libreoffice_help_paragraphs_align_by_id():
    page = '<p id="par_id1" class="paragraph">Moves the <a href="x">object</a>.</p><p id="bm_1">skip</p>'
    assert libreoffice_help.paragraphs(page) == {"par_id1": "Moves the object."}


def test_fetch_unpacks_prunes_checks_and_skips_cached(tmp_path, monkeypatch):
    wheel = tmp_path / "demo-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("demo/locale/de/LC_MESSAGES/demo.mo", b"catalog")
        archive.writestr("demo/locale/fr/LC_MESSAGES/demo.mo", b"french")
        archive.writestr("demo/__init__.py", b"")
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    monkeypatch.setenv(package_cache.CACHE_VARIABLE, str(tmp_path / "cache"))
    downloads = []

    def download(package, into):
        downloads.append(package.requirement)
        into.mkdir()
        return Path(wheel)

    monkeypatch.setattr(package_cache, "_download", download)
    package = package_cache.Pinned("demo", "1.0", digest, "MIT", registry="pypi")
    with pytest.raises(FileNotFoundError, match="fetch translation"):
        package_cache.require(package, "python -m pipelines.data fetch translation")
    folder = package_cache.fetch(package, log=lambda _: None)
    assert folder == tmp_path / "cache" / "pypi" / "demo_1.0"
    assert [path.relative_to(folder).as_posix() for path in package_cache.files(package, "*")] == [
        "demo/locale/de/LC_MESSAGES/demo.mo"
    ]
    messages = []
    package_cache.fetch(package, log=messages.append)
    assert downloads == ["demo==1.0"] and messages == ["  demo==1.0: cached"]
    with pytest.raises(RuntimeError, match="SHA-256"):
        package_cache.fetch(package_cache.Pinned("demo", "2.0", "0" * 64, "MIT", registry="pypi"))


def test_a_source_archive_is_unpacked_without_its_top_folder_and_pruned(tmp_path, monkeypatch):
    sdist = tmp_path / "demo-1.0.tar.gz"
    with tarfile.open(sdist, "w:gz") as archive:
        for name, data in (
            ("demo-1.0/tests/data/room.wav", b"RIFF"),
            ("demo-1.0/setup.py", b""),
            ("../x.wav", b""),
        ):
            info = tarfile.TarInfo(name)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    monkeypatch.setenv(package_cache.CACHE_VARIABLE, str(tmp_path / "cache"))
    monkeypatch.setattr(package_cache, "_download", lambda package, into: into.mkdir() or sdist)
    digest = hashlib.sha256(sdist.read_bytes()).hexdigest()
    package = package_cache.Pinned("demo", "1.0", digest, "MIT", "pypi-sdist", ("tests/data/*.wav", "*.wav"))
    folder = package_cache.fetch(package, log=lambda _: None)
    assert folder == tmp_path / "cache" / "pypi-sdist" / "demo_1.0" and package.requirement == "demo==1.0"
    assert [path.relative_to(folder).as_posix() for path in package_cache.files(package, "*")] == [
        "tests/data/room.wav"
    ]


def test_a_pinned_debian_version_newer_than_the_package_lists_is_downloaded_after_apt_get_update(
    tmp_path, monkeypatch
):
    commands = []

    def run(command, cwd=None, **kwargs):
        commands.append(command[:2])
        if command[:2] == ["apt-get", "download"]:
            if ["apt-get", "update"] not in commands:  # the lists predate the security update
                return subprocess.CompletedProcess(command, 100, "", "E: Version '1.1' was not found")
            (Path(cwd) / "demo_1.1_amd64.deb").write_bytes(b"deb")
        return subprocess.CompletedProcess(command, 0, "", "")

    monkeypatch.setattr(package_cache.subprocess, "run", run)
    monkeypatch.setattr(package_cache.os, "geteuid", lambda: 0)
    package_cache._refreshed_package_lists.cache_clear()
    package = package_cache.Pinned("demo", "1.1", "0" * 64, "MIT")
    archive = package_cache._download(package, tmp_path / "download")
    package_cache._refreshed_package_lists.cache_clear()
    assert archive.name == "demo_1.1_amd64.deb"
    assert commands == [["apt-get", "download"], ["apt-get", "update"], ["apt-get", "download"]]


def test_unfetched_corpus_names_the_fetch_command(tmp_path, monkeypatch):
    monkeypatch.setenv(package_cache.CACHE_VARIABLE, str(tmp_path / "empty"))
    with pytest.raises(FileNotFoundError, match=r"python -m pipelines\.data fetch translation"):
        data.load("parallel-de")


# --- the built corpus ------------------------------------------------------------------------------------


@functools.cache
def built() -> data.datasets.DatasetDict:
    return data.load("parallel-de")


@pytest.fixture
def corpus():
    if not (parallel_de.built_path() / "dataset_dict.json").is_file():
        pytest.skip(
            f"parallel-de is not built in {package_cache.cache_root()}: "
            "run `python -m pipelines.data fetch translation` (about 1.6 GB of downloads once) to check it"
        )
    return built()


def column(corpus: data.datasets.DatasetDict, split: str, name: str) -> list[str]:
    """A whole column as a list, straight from Arrow (iterating a datasets Column is much slower)."""
    return corpus[split].data.column(name).to_pylist()


def test_built_corpus_invariants(corpus):
    assert set(corpus) == {"train", "validation", "test"}
    assert all(corpus[split].num_rows for split in corpus)
    assert list(corpus["train"].features) == ["id", "source", "target", "origin", "unit", "licence"]
    train, test, validation = (set(map(normalise, column(corpus, split, "source"))) for split in corpus)
    assert not test & train and not validation & train and not test & validation
    units = {split: collections.Counter(column(corpus, split, "unit")) for split in corpus}
    assert units["test"]["ding-test"] == 1000
    assert units["validation"]["ding-validation"] >= 495  # a few may be an Auf Deutsch test sentence too
    assert 350 <= collections.Counter(column(corpus, "test", "origin"))["auf-deutsch"] <= 450
    assert {"coreutils", "git", "Ruth", "Mark", "Revelation"} <= set(units["test"])
    assert {"dpkg", "Jonah", "Philippians", "Philemon"} <= set(units["validation"])
    assert not {"coreutils", "git", "dpkg", "Ruth", "Mark", "Jonah"} & set(units["train"])
    origins = set(column(corpus, "train", "origin"))
    assert {"bible", "ding", "ding-words", "gettext:vlc-l10n", "gettext:tar", "libreoffice-help"} <= origins
    assert {f"game:{package.name}" for package in parallel_de.GAMES} <= origins
    assert not {"gettext:coreutils", "gettext:git", "gettext:dpkg", "gettext:wesnoth-1.16-data"} & origins
    # adding training catalogs never moves the software held-out sets
    assert units["test"]["coreutils"] + units["test"]["git"] == 7045
    assert units["validation"]["dpkg"] == 1140
    assert all(column(corpus, "test", "licence"))
    bible_test = [
        text
        for text, origin in zip(*(column(corpus, "test", name) for name in ("source", "origin")), strict=True)
        if origin == "bible"
    ]
    assert bible_test and not any(
        "`" in text for text in bible_test
    )  # the WEB's backtick apostrophes are fixed
    assert corpus["train"].info.license == parallel_de.PARALLEL_DE.licence
    assert "Provenance:" in corpus["train"].info.description


def test_casing_reads_everyday_sentences_and_dictionary_entries_not_program_messages_or_verses():
    rows = {
        "source": [
            "Press Shift to jump.",  # a program's key, a verse's name, a game's empire: not how people write
            "Hold Shift and click.",
            "Noah begot Shem, Ham, and Japheth.",
            "The Empire strikes.",
            "We met Anna there.",  # everyday sentences: "Anna" where no sentence starts
            "Ask Anna now.",
            "Anna left.",
            "Canary Islands",  # an entry all in capitals tells nothing; one with a small word does
            "Anna Karenina",
            "Gospel of Anna",
            "ham sandwich",
        ],
        "origin": [
            *("gettext:vlc-l10n", "libreoffice-help", "bible", "game:naev"),
            *("ding", "auf-deutsch", "ding"),
            *("ding-words", "ding-words", "ding-phrases", "ding-words"),
        ],
    }
    corpus = data.datasets.DatasetDict({"train": data.datasets.Dataset.from_dict(rows)})
    assert parallel_de.english_casing(corpus) == ["Anna"]


def test_the_shipped_casing_tables_are_what_the_corpus_gives(corpus):
    assert list(english_casing.USUAL_FORMS) == parallel_de.english_casing(corpus)
    assert english_casing.IN_CAPITALS.split() == parallel_de.english_capitals(corpus)


def cached(package: package_cache.Pinned, text: str) -> None:
    """``package`` in the package cache as fetched, its first kept file holding ``text``."""
    path = package_cache.folder(package) / package.keep[0]
    path.parent.mkdir(parents=True)
    path.write_text(text)
    (package_cache.folder(package) / package_cache.STAMP).write_text("")


def test_spelling_is_codespells_misspellings_less_words_and_the_frequent_words_with_their_lookalikes(
    tmp_path, monkeypatch
):
    monkeypatch.setenv(package_cache.CACHE_VARIABLE, str(tmp_path))
    dictionary = "wich->which\nordner->order\nlier->liar\nrecieve->receive\nwheather->weather, whether,\n"
    cached(misspellings.CODESPELL, dictionary)
    for package in misspellings.WORD_LISTS:
        cached(package, "liar\nlier\norders\n")
    rows = {  # each text counts once: 60 of them write each word
        "source": [f"Which order did you receive in {i} weather? Whether {i}." for i in range(60)] * 2,
        "target": [f"Welchen Ordner {i}?" for i in range(60)] * 2,
    }
    corpus = data.datasets.DatasetDict({"train": data.datasets.Dataset.from_dict(rows)})
    words = ["did", "in", "order", "receive", "weather", "which", "whether", "you"]
    assert misspellings.english_spelling(corpus) == misspellings.Spelling(
        misspellings={"recieve": "receive", "wich": "which"},  # "lier" is a word, "ordner" German's
        frequent=dict.fromkeys(words, 60),
        lookalikes=["orders", "ordner", "wheather"],  # a listed word, a German one, weather or whether
    )


def test_names_are_the_word_lists_proper_nouns_less_those_german_writes_otherwise_and_its_own_forms_apart(
    tmp_path, monkeypatch
):
    monkeypatch.setenv(package_cache.CACHE_VARIABLE, str(tmp_path))
    for package in names.ENGLISH_LISTS:
        cached(package, "Anna\nChristmas\nEmma\nGalilee\nJohn\nMark\nmark\nMonday\nNASA\nanna's\nTom\ntom\n")
    rows = {  # German writes "Monday" as "Montag" (which counts, in a form of its own) and "Christmas" otherwise;
        # "Emma" it never saw; "Tom" is a word too, but everyday English writes it with a capital; the Bible's
        # "Johannes" and a dictionary entry's "Johanniskraut" make no form of its own of "John", which everyday
        # German writes as English does; "Galilee", which only the Bible writes, has the Bible's form of its own
        "source": [
            text
            for i in range(3)
            for text in (
                "On Monday, Anna.",
                "Merry Christmas!",
                f"Ask Tom {i}.",
                f"Ask John {i}.",
                "John said",
                "St. John's wort",
                "He went into Galilee.",
            )
        ],
        "target": [
            text
            for i in range(3)
            for text in (
                "Am Montag, Anna.",
                "Frohe Weihnachten!",
                f"Frag Tom {i}.",
                f"Frag John {i}.",
                "Johannes sprach",
                "Johanniskraut",
                "Er ging nach Galiläa.",
            )
        ],
        "origin": ["ding", "ding", "ding", "ding", "bible", "ding-words", "bible"] * 3,
    }
    corpus = data.datasets.DatasetDict({"train": data.datasets.Dataset.from_dict(rows)})
    assert names.english_names(corpus) == names.Names(
        ["Anna", "Emma", "Galilee", "John", "Monday", "Tom"],
        renamed=["Monday"],
        bible_names=["Galilee"],
        word_names=["Mark"],  # a word too, a name inside a sentence: "I met Mark"
    )


def test_the_shipped_names_are_what_the_word_lists_and_the_corpus_give(corpus):
    if not all(map(package_cache.is_fetched, names.ENGLISH_LISTS)):
        pytest.skip("the word lists are not fetched: `python -m pipelines.data names` fetches them")
    written = Path(english_names.__file__).read_text(encoding="utf-8")
    assert written == names_module(names.english_names(corpus))


def test_the_shipped_spelling_tables_are_what_the_packages_and_the_corpus_give(corpus):
    packages = (misspellings.CODESPELL, *misspellings.WORD_LISTS)
    if not all(map(package_cache.is_fetched, packages)):
        pytest.skip("the word lists are not fetched: `python -m pipelines.data spelling` fetches them")
    written = Path(english_spelling.__file__).read_text(encoding="utf-8")
    assert written == spelling_module(misspellings.english_spelling(corpus))
