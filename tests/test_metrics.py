"""Tests for pipelines.metrics: the project's metrics as local, offline `evaluate` modules."""

from __future__ import annotations

import doctest
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

import pytest
import sacrebleu

from pipelines import metrics

REPO_ROOT = Path(__file__).resolve().parents[1]


def _offline_env(home: Path) -> dict[str, str]:
    """Environment that keeps Hugging Face caches in `home` and forbids Hub access."""
    return {
        "HF_HOME": str(home),
        "HF_MODULES_CACHE": str(home / "modules"),
        "HF_HUB_OFFLINE": "1",
        "HF_EVALUATE_OFFLINE": "1",
        "HF_DATASETS_OFFLINE": "1",
        "HF_UPDATE_DOWNLOAD_COUNTS": "0",
    }


@pytest.fixture(scope="module", autouse=True)
def hf_home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    home = tmp_path_factory.mktemp("hf_home")
    with pytest.MonkeyPatch.context() as mp:
        for key, value in _offline_env(home).items():
            mp.setenv(key, value)
        import evaluate  # reads the variables above, unless something imported it earlier

        # evaluate.config is read at import time; patch it too in case the import happened earlier.
        mp.setattr(evaluate.config, "HF_METRICS_CACHE", home / "metrics")
        mp.setattr(evaluate.config, "HF_EVALUATE_OFFLINE", True)
        # Once the dynamic-module package is imported its folder is fixed for the process; moving
        # the cache then would make later loads unimportable, so only move it before that.
        if "evaluate_modules" not in sys.modules:
            mp.setattr(evaluate.config, "HF_MODULES_CACHE", home / "modules")
        yield home


@pytest.fixture(scope="module")
def rouge():
    return metrics.load("rouge")


@pytest.fixture(scope="module")
def bleu():
    return metrics.load("sacrebleu")


@pytest.fixture(scope="module")
def chrf():
    return metrics.load("chrf")


@pytest.fixture(scope="module")
def seqeval():
    return metrics.load("seqeval")


@pytest.fixture(scope="module")
def wer():
    return metrics.load("wer")


# A two-sentence summary against a one-sentence reference. With rouge_score's tokenizer:
# prediction: the cat sat on the mat it was happy  (9 unigrams, 8 bigrams)
# reference:  a cat sat on a mat                   (6 unigrams, 5 bigrams)
# shared unigrams: cat sat on mat = 4 -> P 4/9, R 4/6, F1 8/15
# shared bigrams: "cat sat", "sat on" = 2 -> P 2/8, R 2/5, F1 4/13
SUMMARY = "The cat sat on the mat. It was happy."
REFERENCE = "A cat sat on a mat."


# --- rouge -------------------------------------------------------------------------------------


def test_rouge_of_identical_texts_is_one_for_every_type(rouge):
    result = rouge.compute(predictions=[SUMMARY], references=[SUMMARY])
    assert result == {"rouge1": 1.0, "rouge2": 1.0, "rougeL": 1.0, "rougeLsum": 1.0}


def test_rouge_matches_hand_computed_f1(rouge):
    result = rouge.compute(predictions=[SUMMARY], references=[REFERENCE])
    assert result["rouge1"] == pytest.approx(float(Fraction(8, 15)))
    assert result["rouge2"] == pytest.approx(float(Fraction(4, 13)))
    # The longest common subsequence is "cat sat on mat", the same 4 tokens as ROUGE-1.
    assert result["rougeL"] == pytest.approx(float(Fraction(8, 15)))


def test_rouge_aggregate_is_mean_of_per_example_f1(rouge):
    predictions, references = [SUMMARY, SUMMARY], [SUMMARY, REFERENCE]
    per_example = rouge.compute(predictions=predictions, references=references, use_aggregator=False)
    aggregated = rouge.compute(predictions=predictions, references=references)
    assert per_example["rouge1"] == pytest.approx([1.0, 8 / 15])
    assert aggregated["rouge1"] == pytest.approx((1 + 8 / 15) / 2)


def test_rouge_stems_by_default_so_inflections_match(rouge):
    stemmed = rouge.compute(predictions=["running"], references=["runs"])
    unstemmed = rouge.compute(predictions=["running"], references=["runs"], use_stemmer=False)
    assert stemmed["rouge1"] == 1.0
    assert unstemmed["rouge1"] == 0.0


def test_rouge_multi_reference_scores_the_best_reference(rouge):
    single = rouge.compute(predictions=["the cat sat"], references=["a dog barked"])
    multi = rouge.compute(predictions=["the cat sat"], references=[["a dog barked", "the cat sat"]])
    assert single["rouge1"] == 0.0
    assert multi["rouge1"] == 1.0


def test_rouge_lsum_treats_newlines_as_sentence_boundaries(rouge):
    # Same two sentences in the opposite order: one LCS over the whole text finds half of it,
    # the summary-level LCS matches each sentence on its own.
    result = rouge.compute(predictions=["a b\nc d"], references=["c d\na b"])
    assert result["rougeL"] == 0.5
    assert result["rougeLsum"] == 1.0


def test_rouge_types_option_selects_the_reported_keys(rouge):
    result = rouge.compute(predictions=[SUMMARY], references=[REFERENCE], rouge_types=["rouge1"])
    assert list(result) == ["rouge1"]


def test_rouge_custom_tokenizer_scores_text_the_default_tokenizer_erases(rouge):
    # The default tokenizer keeps only [a-z0-9], so Japanese text has no tokens at all.
    text = "猫が座った"
    default = rouge.compute(predictions=[text], references=["犬が走った"])
    by_character = rouge.compute(predictions=[text], references=["犬が走った"], tokenizer=list)
    assert default["rouge1"] == 0.0
    assert by_character["rouge1"] == pytest.approx(3 / 5)  # が, っ, た


def test_rouge_add_batch_then_compute_equals_one_compute(rouge):
    rouge.add_batch(predictions=[SUMMARY], references=[REFERENCE])
    rouge.add_batch(predictions=["running"], references=["runs"])
    streamed = rouge.compute()
    at_once = rouge.compute(predictions=[SUMMARY, "running"], references=[REFERENCE, "runs"])
    assert streamed == at_once


# --- sacrebleu ---------------------------------------------------------------------------------

HYPOTHESES = ["The cat sat on the mat.", "It is raining heavily today.", "He read the book quickly."]
# Two references for the first and last segments, one for the middle one.
REFERENCES = [
    ["The cat is sitting on the mat.", "A cat sat on the mat."],
    ["Today it is raining a lot."],
    ["He read the book fast.", "He quickly read the book."],
]
# The same references laid out as sacreBLEU wants them: one stream per reference slot.
REFERENCE_STREAMS = [
    ["The cat is sitting on the mat.", "Today it is raining a lot.", "He read the book fast."],
    ["A cat sat on the mat.", None, "He quickly read the book."],
]


def test_bleu_of_identical_corpus_is_100(bleu):
    result = bleu.compute(predictions=HYPOTHESES, references=[[h] for h in HYPOTHESES])
    assert result["score"] == pytest.approx(100.0)
    assert result["bp"] == 1.0


def test_bleu_equals_sacrebleu_corpus_bleu_with_variable_reference_counts(bleu):
    expected = sacrebleu.corpus_bleu(HYPOTHESES, REFERENCE_STREAMS)
    result = bleu.compute(predictions=HYPOTHESES, references=REFERENCES)
    assert 0 < result["score"] < 100
    assert result["score"] == pytest.approx(expected.score)
    assert result["counts"] == expected.counts
    assert result["totals"] == expected.totals
    assert result["precisions"] == pytest.approx(expected.precisions)
    assert (result["bp"], result["sys_len"], result["ref_len"]) == (
        pytest.approx(expected.bp),
        expected.sys_len,
        expected.ref_len,
    )


def test_bleu_signature_records_the_settings(bleu):
    result = bleu.compute(predictions=HYPOTHESES, references=REFERENCES, lowercase=True, tokenize="intl")
    assert "nrefs:var" in result["signature"]
    assert "case:lc" in result["signature"]
    assert "tok:intl" in result["signature"]
    assert f"version:{sacrebleu.__version__}" in result["signature"]


def test_bleu_accepts_a_flat_list_of_references(bleu):
    flat = [refs[0] for refs in REFERENCES]
    assert bleu.compute(predictions=HYPOTHESES, references=flat) == bleu.compute(
        predictions=HYPOTHESES, references=[[ref] for ref in flat]
    )


def test_bleu_lowercase_option_ignores_case(bleu):
    upper = [h.upper() for h in HYPOTHESES]
    cased = bleu.compute(predictions=upper, references=[[h] for h in HYPOTHESES])
    uncased = bleu.compute(predictions=upper, references=[[h] for h in HYPOTHESES], lowercase=True)
    assert cased["score"] < 10  # only the full stops match
    assert uncased["score"] == pytest.approx(100.0)


# --- chrF --------------------------------------------------------------------------------------


def test_chrf_equals_sacrebleu_corpus_chrf(chrf):
    expected = sacrebleu.corpus_chrf(HYPOTHESES, REFERENCE_STREAMS)
    result = chrf.compute(predictions=HYPOTHESES, references=REFERENCES)
    assert result["score"] == pytest.approx(expected.score)
    assert (result["char_order"], result["word_order"], result["beta"]) == (6, 0, 2)
    assert "nc:6|nw:0" in result["signature"]


def test_chrf_plus_plus_adds_word_ngrams(chrf):
    expected = sacrebleu.corpus_chrf(HYPOTHESES, REFERENCE_STREAMS, word_order=2)
    plain = chrf.compute(predictions=HYPOTHESES, references=REFERENCES)
    plus_plus = chrf.compute(predictions=HYPOTHESES, references=REFERENCES, word_order=2)
    assert plus_plus["score"] == pytest.approx(expected.score)
    assert plus_plus["score"] != pytest.approx(plain["score"])
    assert plus_plus["word_order"] == 2


# --- wer -------------------------------------------------------------------------------------


def test_wer_and_cer_count_edits_over_the_corpus_references(wer):
    # "the cat sat" → "the bat sat down": one substitution and one insertion against 3 reference words...
    result = wer.compute(predictions=["the bat sat down", "hello"], references=["the cat sat", "hello world"])
    assert (result["word_errors"], result["words"]) == (3, 5)  # ... plus one deletion in the second
    assert result["wer"] == pytest.approx(3 / 5)
    # Characters: c→b, " down" inserted (5), " world" deleted (6), over 11 + 11 reference characters.
    assert (result["char_errors"], result["chars"]) == (12, 22)
    assert wer.compute(predictions=["a  b"], references=["a b"])["wer"] == 0.0  # spacing is not an error


def test_wer_refuses_an_empty_reference(wer):
    with pytest.raises(ValueError, match="at least one word"):
        wer.compute(predictions=["anything"], references=["  "])


# --- seqeval -----------------------------------------------------------------------------------


def test_seqeval_one_of_two_entities_right_gives_half(seqeval):
    references = [["B-PER", "I-PER", "O", "B-LOC"]]
    predictions = [["B-PER", "I-PER", "O", "B-ORG"]]  # PER right; LOC missed, ORG spurious
    result = seqeval.compute(predictions=predictions, references=references, zero_division=0)
    assert (result["overall_precision"], result["overall_recall"], result["overall_f1"]) == (0.5, 0.5, 0.5)
    assert result["overall_accuracy"] == 0.75
    assert result["PER"] == {"precision": 1.0, "recall": 1.0, "f1": 1.0, "number": 1}
    assert result["LOC"] == {"precision": 0.0, "recall": 0.0, "f1": 0.0, "number": 1}
    assert result["ORG"]["number"] == 0


def test_seqeval_entity_needs_exact_span(seqeval):
    # All tokens but one are right, yet the one entity is cut short, so no entity is right.
    result = seqeval.compute(
        predictions=[["B-PER", "I-PER", "O", "O"]],
        references=[["B-PER", "I-PER", "I-PER", "O"]],
        zero_division=0,
    )
    assert result["overall_f1"] == 0.0
    assert result["overall_accuracy"] == 0.75


def test_seqeval_strict_mode_rejects_entity_starting_with_inside_tag(seqeval):
    references = [["B-PER", "I-PER", "O"]]
    predictions = [["I-PER", "I-PER", "O"]]
    lenient = seqeval.compute(predictions=predictions, references=references, zero_division=0)
    strict = seqeval.compute(
        predictions=predictions, references=references, mode="strict", scheme="IOB2", zero_division=0
    )
    assert lenient["overall_f1"] == 1.0
    assert strict["overall_f1"] == 0.0


@pytest.mark.parametrize(("option", "value"), [("scheme", "IOB3"), ("mode", "lenient")])
def test_seqeval_rejects_unknown_scheme_or_mode(option, value):
    # In memory: after an error inside compute(), evaluate keeps the on-disk cache file locked,
    # and the next compute() of that instance waits a second for the lock before moving on.
    seqeval = metrics.load("seqeval", keep_in_memory=True)
    with pytest.raises(ValueError, match=value):
        seqeval.compute(predictions=[["O"]], references=[["O"]], **{option: value})


# --- package API -------------------------------------------------------------------------------


def test_available_lists_the_project_metrics():
    assert metrics.available() == ["chrf", "rouge", "sacrebleu", "seqeval", "wer"]
    for name in metrics.available():
        assert (REPO_ROOT / "pipelines" / "metrics" / name / f"{name}.py").is_file()


def test_unknown_metric_name_raises_listing_available_names():
    with pytest.raises(ValueError, match="bleurt") as error:
        metrics.load("bleurt")
    for name in metrics.available():
        assert name in str(error.value)


def test_load_refuses_compute_options_that_evaluate_would_silently_drop():
    with pytest.raises(ValueError, match="compute"):
        metrics.load("rouge", use_stemmer=False)


def test_loaded_modules_are_evaluate_metrics_named_after_the_folder(rouge, bleu, chrf, seqeval, wer):
    import evaluate

    for name, module in zip(metrics.available(), (chrf, rouge, bleu, seqeval, wer), strict=True):
        assert isinstance(module, evaluate.Metric)
        assert module.name == name
        assert module.citation
        assert module.description


def test_docstring_examples_run_as_written(rouge, bleu, chrf, seqeval, wer):
    package = doctest.testmod(metrics)
    assert package.attempted > 0
    assert package.failed == 0
    parser, runner = doctest.DocTestParser(), doctest.DocTestRunner()
    for module in (rouge, bleu, chrf, seqeval, wer):
        example = parser.get_doctest(module.inputs_description, {}, module.name, None, 0)
        assert example.examples, f"{module.name} has no usage example"
        runner.run(example)
    assert runner.failures == 0


def _run_python(code: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=REPO_ROOT,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_importing_the_package_does_not_import_evaluate(tmp_path):
    done = _run_python(
        """
        import sys
        import pipelines.metrics
        assert "evaluate" not in sys.modules, "pipelines.metrics imported evaluate"
        """,
        _offline_env(tmp_path),
    )
    assert done.returncode == 0, done.stderr


def test_all_metrics_load_offline_into_a_fresh_module_cache(tmp_path):
    # A new process, so evaluate reads the fresh cache location, and any socket connection fails.
    done = _run_python(
        """
        import socket

        def refuse(*args, **kwargs):
            raise OSError("network access attempted")

        socket.socket.connect = refuse
        socket.socket.connect_ex = refuse

        from pipelines import metrics

        loaded = [metrics.load(name) for name in metrics.available()]
        print(loaded[0].compute(predictions=["abc def"], references=[["abc def"]])["score"])
        """,
        _offline_env(tmp_path / "hf"),
    )
    assert done.returncode == 0, done.stderr
    assert float(done.stdout.split()[-1]) == 100.0
    copied = tmp_path / "hf" / "modules" / "evaluate_modules" / "metrics"
    for name in metrics.available():
        assert list((copied / name).glob(f"*/{name}.py")), f"{name} was not copied into the module cache"
