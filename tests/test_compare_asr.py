"""finetune/compare_asr.py without its peers: scoring, speed and table helpers, and this model's path with a
tiny random speech Transformer on two real test utterances (when the speech corpus is built)."""

from __future__ import annotations

import argparse
import json

import compare_asr
import numpy as np
import pytest
import torch
from compare_asr import (
    REAL_SPLITS,
    build_systems,
    eval_records,
    markdown_table,
    max_new_tokens,
    real_speech,
    real_time_factors,
    score,
    to_pcm16,
)
from compare_asr import main as compare_main

from pipelines.data import speech
from pipelines.hub.eval_results import read_eval_results
from pipelines.models.transformer import (
    SpeechTransformerConfig,
    SpeechTransformerFeatureExtractor,
    SpeechTransformerForConditionalGeneration,
    SpeechTransformerProcessor,
    SpeechTransformerTokenizer,
)

pytestmark = pytest.mark.usefixtures("single_thread")


def test_hypotheses_are_normalised_before_scoring() -> None:
    result = score([" Please press 1, or 8 to exit."], ["please press one or eight to exit"])
    assert (result["wer"], result["cer"], result["words"]) == (0.0, 0.0, 7)
    result = score(["The cat!", ""], ["the cat sat", "down"])
    assert (result["word_errors"], result["words"], result["wer"]) == (2, 4, 50.0)


def said(errors: list[list[int]], words: int = 5) -> dict[str, list[dict]]:
    """One system's transcripts of the real splits, as word error counts per utterance."""
    return {
        split: [{"word_errors": e, "words": words} for e in split_errors]
        for split, split_errors in zip(REAL_SPLITS, errors, strict=True)
    }


def test_all_real_speech_is_pooled_and_a_clear_win_holds_up_under_resampling() -> None:
    pooled = real_speech(
        {
            "model": said([[0, 1, 0, 1, 0, 0], [1, 0]]),
            "pocketsphinx": said([[3, 2, 4, 2, 3, 2], [0, 1]]),
            "whisper": said([[0, 1, 0, 1, 0, 0], [1, 0]]),
        }
    )
    assert pooled["systems"]["model"] == {"utterances": 8, "words": 40, "word_errors": 3, "wer": 7.5}
    assert pooled["systems"]["pocketsphinx"]["wer"] == 42.5
    assert pooled["against"]["pocketsphinx"]["p_not_better"] < 0.01
    assert pooled["against"]["whisper"]["p_not_better"] == 1.0  # a tie is not a win


def test_a_win_on_one_recording_is_not_called_significant() -> None:
    pooled = real_speech({"model": said([[0, 0, 0, 0], [0]]), "pocketsphinx": said([[0, 0, 0, 0], [2]])})
    assert pooled["against"]["pocketsphinx"]["p_not_better"] > 0.2  # a third of the resamples leave it out


def test_no_pooled_score_without_every_real_split() -> None:
    partial = {"model": {"test-asterisk": [{"word_errors": 1, "words": 3}]}}
    assert real_speech(partial) == {}
    assert real_speech({"pocketsphinx": said([[1], [1]])}) == {}


def test_real_time_factors_total_and_median() -> None:
    factors = real_time_factors([1.0, 1.0, 4.0], [2.0, 4.0, 4.0])
    assert factors == {"rtf_total": 0.6, "rtf_median": 0.5, "processing_seconds": 6.0}


def test_pcm16_is_the_inverse_of_read_wav() -> None:
    samples = np.array([-1.0, 0.0, 0.5, 1.0, 2.0], dtype=np.float32)
    assert np.frombuffer(to_pcm16(samples), dtype="<i2").tolist() == [-32768, 0, 16384, 32767, 32767]


def test_output_limit_grows_with_audio_and_respects_positions() -> None:
    assert max_new_tokens(1.0) == 50
    assert max_new_tokens(0.01) == 21
    assert max_new_tokens(100.0, ceiling=1023) == 1023


def test_markdown_table_has_a_row_per_system_and_split() -> None:
    row = {
        "utterances": 2,
        "audio_hours": 0.001,
        "wer": 12.5,
        "cer": 3.25,
        "rtf_total": 0.2,
        "rtf_median": 0.1,
    }
    table = markdown_table({"a": {"test-asterisk": row, "test-librivox": row}}, {"a": "System A"})
    lines = table.splitlines()
    assert len(lines) == 4 and lines[0].startswith("| system | split |")
    assert lines[2] == "| System A | test-asterisk | 2 | 0.001 | 12.50 | 3.25 | 0.200 | 0.100 |"


def test_eval_records_put_this_model_first_and_name_the_peers() -> None:
    result = {"utterances": 3, "wer": 12.5, "cer": 4.0, "rtf_total": 0.05}
    report = {
        "systems": {
            "whisper": {"name": "Whisper tiny.en", "beam_size": 5},
            "model": {"name": "this model", "num_beams": 4, "dtype": "bfloat16"},
        },
        "results": {"whisper": {"test-asterisk": result}, "model": {"test-asterisk": result}},
    }
    records = eval_records(report)
    assert [(r["metric"], r.get("system")) for r in records] == [
        ("wer", None), ("cer", None), ("wer", "Whisper tiny.en"), ("cer", "Whisper tiny.en"),
    ]  # fmt: skip
    assert records[0] == {
        "task": "automatic-speech-recognition",
        "dataset": "speech",
        "split": "test-asterisk",
        "metric": "wer",
        "value": 12.5,
        "utterances": 3,
        "rtf": 0.05,
        "config": {"num_beams": 4, "dtype": "bfloat16"},
    }
    assert records[2]["config"] == {}


def test_a_missing_model_is_skipped_with_its_reason(tmp_path) -> None:
    args = argparse.Namespace(systems=["model"], model=tmp_path / "nothing")
    systems, skipped = build_systems(args)
    assert systems == {} and skipped["model"].startswith("no model at")


def test_no_score_file_is_written_for_a_model_that_was_not_scored(tmp_path) -> None:
    if not (speech.corpus_path() / "build.json").is_file():
        pytest.skip("the speech corpus is not built: run `python -m pipelines.data fetch speech`")
    scores = tmp_path / "not-shipped" / "eval_results.json"
    arguments = [
        "--systems", "model", "--model", str(tmp_path / "not-shipped"), "--splits", "test-asterisk",
        "--limit", "1", "--output", str(tmp_path / "compare-asr.json"), "--eval-results", str(scores),
    ]  # fmt: skip
    report = compare_main(arguments)
    assert report["skipped"]["model"].startswith("no model at") and report["results"] == {}
    assert not scores.parent.exists()  # no folder that looks like a model holding only peers' scores


def test_this_models_path_on_two_real_utterances(tmp_path) -> None:
    if not (speech.corpus_path() / "build.json").is_file():
        pytest.skip("the speech corpus is not built: run `python -m pipelines.data fetch speech`")
    torch.manual_seed(0)
    config = SpeechTransformerConfig(d_model=64, num_heads=4, d_ff=128, encoder_layers=1, decoder_layers=1)
    SpeechTransformerForConditionalGeneration(config).save_pretrained(tmp_path / "model")
    processor = SpeechTransformerProcessor(SpeechTransformerFeatureExtractor(), SpeechTransformerTokenizer())
    processor.save_pretrained(tmp_path / "model")

    output = tmp_path / "compare-asr.json"
    arguments = [
        "--systems", "model", "--model", str(tmp_path / "model"), "--splits", "test-asterisk", "--limit", "2",
        "--threads", "1", "--beams", "1", "--dtype", "float32", "--output", str(output),
        "--eval-results", str(tmp_path / "model" / "eval_results.json"),
    ]  # fmt: skip
    report = compare_main(arguments)
    assert json.loads(output.read_text()) == report
    scored = read_eval_results(tmp_path / "model" / "eval_results.json")
    assert [(r["split"], r["metric"]) for r in scored] == [("test-asterisk", "wer"), ("test-asterisk", "cer")]
    result = report["results"]["model"]["test-asterisk"]
    assert result["utterances"] == 2 and result["words"] > 0
    assert result["wer"] >= 0 and result["rtf_total"] > 0
    transcripts = report["transcripts"]["model"]["test-asterisk"]
    assert [t["reference"] for t in transcripts] == [
        r["text"] for r in speech.load_split("test-asterisk")[:2]
    ]
    assert all(t["normalised"] == speech.normalise_transcript(t["hypothesis"]) for t in transcripts)
    assert report["systems"]["model"]["dtype"] == "float32" and report["skipped"] == {}
    assert report["environment"]["cpu_count"] and "ctranslate2" in report["environment"]["versions"]


def test_the_rooms_set_is_the_real_speech_heard_in_each_measured_room() -> None:
    if not (speech.corpus_path() / "build.json").is_file():
        pytest.skip("the speech corpus is not built: run `python -m pipelines.data fetch speech`")
    heard = compare_asr.load_utterances("test-rooms")
    dry = compare_asr.load_utterances("test-asterisk")[::4] + compare_asr.load_utterances("test-librivox")
    assert len(heard) == 3 * len(dry)
    living_room = heard[: len(dry)]
    assert [u.id for u in living_room] == [f"living room/{u.id}" for u in dry]
    assert [u.text for u in living_room] == [u.text for u in dry]
    first, echo = dry[0].samples, living_room[0].samples
    assert len(echo) == len(first) and not np.allclose(echo, first)
    assert np.sqrt(np.mean(echo**2)) == pytest.approx(np.sqrt(np.mean(first**2)), rel=1e-3)
    # The room for choosing settings hears other prompts than the test rooms, in another room.
    validation = compare_asr.load_utterances("validation-rooms")
    tested = {u.id.split("/", 1)[1] for u in heard}
    assert validation and all(u.id.startswith("second lab room/") for u in validation)
    assert not tested & {u.id.split("/", 1)[1] for u in validation}


def test_a_peer_is_not_scored_on_lines_its_own_reading_chose(tmp_path, monkeypatch) -> None:
    said = {"whisper": "left click the build icon", "model": "left click the build i can"}
    systems = {
        key: compare_asr.System(key, lambda samples, rate, text=text: text) for key, text in said.items()
    }
    monkeypatch.setattr(compare_asr, "build_systems", lambda args: (systems, {}))
    heard = compare_asr.Utterance("warzone:tut7", "left click the build icon", 1.0, np.zeros(16_000), 16_000)
    monkeypatch.setattr(compare_asr, "load_utterances", lambda split, limit: [heard])
    arguments = ["--splits", "test-warzone", "test-librivox", "--output", str(tmp_path / "report.json")]
    report = compare_main(arguments)
    assert set(report["results"]["whisper"]) == {"test-librivox"}
    assert report["results"]["model"]["test-warzone"]["word_errors"] == 2
