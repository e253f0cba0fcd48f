"""``eval_results.json``: one schema of flat records for every model (``pipelines/hub/eval_results.py``),
written the same way by every script that scores a model, and shown on every card the same way. No model
is loaded: the card's scores are built from the records and the card template alone."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import compare_ner
import compare_summarizers
import evaluate_translation
import pytest
import train_ner

from pipelines import hub
from pipelines.hub.eval_results import REQUIRED

SHIPPED = sorted(p.parent.name for p in hub.PRETRAINED.glob("*/eval_results.json"))


def card_scores(name: str, path: Path) -> list[tuple[str, str, str, float]]:
    results = hub.card_eval_results(hub.read_card_template(name), path)
    return sorted((r.dataset_type, r.dataset_split, r.metric_type, r.metric_value) for r in results)


def own_scores(records: list[dict[str, Any]]) -> list[tuple[str, str, str, float]]:
    keys = ("dataset", "split", "metric", "value")
    return sorted(tuple(r[key] for key in keys) for r in records if "system" not in r)


def test_every_shipped_model_has_its_results_and_every_model_its_card_template() -> None:
    assert sorted(hub.shipped_models()) == SHIPPED
    for name in hub.MODELS:
        assert hub.read_card_template(name).path == hub.PRETRAINED / f"{name}.card.md"


@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_results_follow_the_schema_and_the_card_shows_them(name: str) -> None:
    path = hub.PRETRAINED / name / "eval_results.json"
    records = json.loads(path.read_text())
    assert hub.check_eval_results(records) == records
    assert all(list(record)[: len(REQUIRED)] == list(REQUIRED) for record in records)
    assert {r["task"] for r in records} == {hub.MODELS[name].tasks[0]}
    assert own_scores(records)  # the model's own, not only its peers'
    assert card_scores(name, path) == own_scores(records)
    # One record per line: a reader greps the file.
    assert path.read_text().count("\n") == len(records) + 2


def test_card_names_come_from_the_template_and_the_records() -> None:
    results = hub.card_eval_results(
        hub.read_card_template("transformer-en-de"),
        hub.PRETRAINED / "transformer-en-de" / "eval_results.json",
    )
    records = hub.read_eval_results(hub.PRETRAINED / "transformer-en-de" / "eval_results.json")
    pairs = next(r["pairs"] for r in records if r["dataset"] == "bible")
    bible = next(r for r in results if r.dataset_type == "bible" and r.metric_type == "bleu")
    assert (bible.metric_name, bible.dataset_name) == (
        "BLEU (sacrebleu, beam 4)",
        f"Bible test books (Ruth, Mark, Revelation), {pairs} pairs",
    )
    everyday = next(r for r in results if r.dataset_type == "ding" and r.metric_type == "chrf")
    assert everyday.dataset_name.startswith("Everyday sentences (held-out Ding dictionary examples)")
    ner = hub.card_eval_results(
        hub.read_card_template("ner-conll2003"), hub.PRETRAINED / "ner-conll2003" / "eval_results.json"
    )
    assert {r.metric_name for r in ner} >= {"F1 (seqeval, entities)", "PER F1 (seqeval, entities)"}


@pytest.mark.parametrize(
    ("records", "message"),
    [
        ({"validation": {"f1": 90.0}}, "a JSON list of records, not a dict"),
        ([{"task": "ner", "dataset": "conll2003", "split": "test", "value": 1.0}], "missing metric"),
        ([{"task": "ner", "dataset": "conll2003", "split": "test", "metric": "f1", "value": "90"}], "number"),
        ([{"task": "", "dataset": "conll2003", "split": "test", "metric": "f1", "value": 9}], "non-empty"),
    ],
)
def test_other_shapes_are_refused_with_the_reason(records: Any, message: str, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match=message):
        hub.check_eval_results(records)
    with pytest.raises(ValueError, match=message):
        hub.write_eval_results(tmp_path / "eval_results.json", records)
    assert not (tmp_path / "eval_results.json").exists()


def test_a_record_the_template_does_not_name_is_an_error(tmp_path: Path) -> None:
    path = hub.write_eval_results(
        tmp_path / "eval_results.json",
        [{"task": "translation", "dataset": "bible", "split": "test", "metric": "ter", "value": 70.0}],
    )
    with pytest.raises(ValueError, match=r"metric 'ter', which transformer-en-de\.card\.md does not name"):
        hub.card_eval_results(hub.read_card_template("transformer-en-de"), path)
    # A name needing a field its record lacks says which.
    hub.write_eval_results(
        path, [{"task": "translation", "dataset": "bible", "split": "test", "metric": "bleu", "value": 1.0}]
    )
    with pytest.raises(ValueError, match="needs 'pairs', which is not among"):
        hub.card_eval_results(hub.read_card_template("transformer-en-de"), path)


# ---------------------------------------------------------------------------------------------------------------
# The writers
# ---------------------------------------------------------------------------------------------------------------


def test_retrained_ner_export_writes_validation_records_the_card_reads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """finetune/train_ner.py's export (the weights are the loop's job, not under test here)."""
    monkeypatch.setattr(train_ner.loop, "export", lambda model, tokenizer, folder, progress: None)
    scores = {
        "precision": 86.0,
        "recall": 88.0,
        "f1": 87.0,
        "PER": 95.0,
        "ORG": 83.0,
        "LOC": 90.0,
        "MISC": 75.0,
    }
    train_ner.export(None, None, tmp_path, None, scores)
    records = hub.read_eval_results(tmp_path / "eval_results.json")
    assert {r["split"] for r in records} == {"validation"}
    assert own_scores(records) == sorted(
        ("conll2003", "validation", "f1" if k.isupper() else k, v) for k, v in scores.items()
    )
    assert card_scores("ner-conll2003", tmp_path / "eval_results.json") == own_scores(records)


def test_translation_evaluation_writes_one_record_per_test_set_and_metric(tmp_path: Path) -> None:
    scores = {"bleu": 19.05, "chrf": 44.75, "bleu_signature": "nrefs:1|tok:13a", "chrf_signature": "nc:6"}
    records = evaluate_translation.eval_records("bible", scores, 1167, 63.9, 4)
    path = hub.write_eval_results(tmp_path / "eval_results.json", records)
    assert [(r["metric"], r["value"], r["signature"]) for r in records] == [
        ("bleu", 19.05, "nrefs:1|tok:13a"),
        ("chrf", 44.75, "nc:6"),
    ]
    assert card_scores("transformer-en-de", path) == own_scores(records)


def test_translation_evaluation_keeps_every_translation_and_compares_with_another_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--limit", "2", "--num-beams", "1", "--output", str(tmp_path / "records.json")]
    evaluate_translation.main([*argv, "--hypotheses", str(tmp_path / "translations.json")])
    translations = json.loads((tmp_path / "translations.json").read_text())
    records = hub.read_eval_results(tmp_path / "records.json")
    assert set(translations) == {r["dataset"] for r in records} == {"bible", "gettext"}
    for rows in translations.values():
        assert len(rows) == 2 and all(
            row["source"] and row["reference"] and row["hypothesis"] for row in rows
        )
    capsys.readouterr()
    evaluate_translation.main([*argv, "--against", str(tmp_path / "translations.json")])
    compared = [line for line in capsys.readouterr().out.splitlines() if "against the other model" in line]
    assert [line.split()[0] for line in compared] == ["bible", "gettext"]
    with pytest.raises(SystemExit, match="not this one"):
        evaluate_translation.main(
            [
                "--limit",
                "3",
                "--num-beams",
                "1",
                "--output",
                str(tmp_path / "r.json"),
                "--against",
                str(tmp_path / "translations.json"),
            ]
        )


def test_paired_bootstrap_tells_a_real_gain_from_one_changed_sentence() -> None:
    references = ["Das Haus ist klein.", "Wo ist der Bahnhof?", "Ich trinke gern Kaffee."] * 20
    broken = ["Das ist Haus.", "Wo Bahnhof?", "Ich Kaffee."] * 20
    bleu, chrf = evaluate_translation.paired_bootstrap(broken, references, references).values()
    assert bleu[0] < 20 and bleu[1] == 100.0
    assert bleu[2] < 0.01 and chrf[2] < 0.01
    one_worse = [*references[:-1], broken[-1]]
    bleu, chrf = evaluate_translation.paired_bootstrap(one_worse, references, references).values()
    assert bleu[0] < bleu[1] == 100.0
    assert bleu[2] > 0.05 and chrf[2] > 0.05
    same = evaluate_translation.paired_bootstrap(one_worse, one_worse, references)
    assert same == {"bleu": (bleu[0], bleu[0], 1.0), "chrf": (chrf[0], chrf[0], 1.0)}


def test_the_everyday_test_set_is_also_scored_as_typed_in_lower_case() -> None:
    pairs = {"ding": [("Where is it?", "Wo ist es?"), ("I'm late.", "Ich bin spät dran.")], "bible": []}
    sets = evaluate_translation.test_sets(pairs, limit=None)
    assert sets["ding-lower-case"] == [("where is it?", "Wo ist es?"), ("i'm late.", "Ich bin spät dran.")]
    assert list(sets) == ["ding", "bible", "ding-lower-case"]
    assert list(evaluate_translation.test_sets({"bible": [("a", "b")] * 5}, limit=2)) == ["bible"]


def test_comparisons_write_the_model_and_its_peers(tmp_path: Path) -> None:
    summaries = {
        "data": {"corpus": "aclsum", "split": "test", "papers": 100, "sentences_per_summary": 3},
        "reference": "the three aspect summaries",
        "settings": {"model": None, "batch_size": 8, "seed": 0},
        "results": {
            "LEAD-3": {"rouge1": 40.0, "rouge2": 15.0, "rougeL": 25.0, "seconds": 0.01, "docs_per_s": 1e4},
            compare_summarizers.MODEL: {
                "rouge1": 41.7,
                "rouge2": 16.0,
                "rougeL": 27.1,
                "seconds": 72.0,
                "docs_per_s": 1.4,
            },
        },
    }
    records = compare_summarizers.eval_records(summaries)
    path = hub.write_eval_results(tmp_path / "summaries.json", records)
    assert [r.get("system") for r in records] == [None] * 3 + ["LEAD-3"] * 3  # the model's first
    assert (
        card_scores("bertsum-aclsum", path)
        == own_scores(records)
        == [
            ("aclsum", "test", "rouge1", 41.7),
            ("aclsum", "test", "rouge2", 16.0),
            ("aclsum", "test", "rougeL", 27.1),
        ]
    )

    scores = {"f1": 87.8, "precision": 86.4, "recall": 89.2, "seconds": 14.0, "tokens_per_s": 3300.0}
    entities = {
        "test": {"articles": 231, "sentences": 3453, "tokens": 46435},
        "systems": {
            "spaCy": scores | {"f1": 59.1, "per_type_f1": {"PER": 66.2}},
            compare_ner.MODEL: scores | {"per_type_f1": {"PER": 95.2, "ORG": 83.4}},
        },
    }
    records = compare_ner.eval_records(entities)
    path = hub.write_eval_results(tmp_path / "entities.json", records)
    assert [r.get("entity_type") for r in records if "system" not in r] == [None, None, None, "PER", "ORG"]
    assert {r["sentences"] for r in records} == {3453}
    assert card_scores("ner-conll2003", path) == own_scores(records)
    assert ("conll2003", "test", "f1", 59.1) not in card_scores("ner-conll2003", path)  # spaCy's stays off
