"""Speech recognition end to end on tiny models: the pipeline's inputs and bad inputs, and the training script.

The model is a tiny random speech Transformer: what it writes is noise, the point is the plumbing. The
training script runs on a corpus of a few generated recordings laid out as ``pipelines.data.speech`` builds
it; the real corpus (``python -m pipelines.data fetch speech``) is used where it is built.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import soundfile
import torch
from train_asr import RECORDED_REPEATS, Collator, augmented, length_batches, training_rows

import pipelines
from pipelines.base import ModelNotShippedError
from pipelines.data import speech
from pipelines.models.transformer import (
    SpeechTransformerConfig,
    SpeechTransformerFeatureExtractor,
    SpeechTransformerForConditionalGeneration,
    SpeechTransformerProcessor,
    SpeechTransformerTokenizer,
)
from pipelines.speech_recognition import PIECE_SECONDS, SpeechRecognitionPipeline, pause_cuts

REPO_ROOT = Path(__file__).resolve().parents[1]
RATE = 16_000

pytestmark = pytest.mark.usefixtures("single_thread")


def tone(frequency: float, seconds: float, rate: int = RATE) -> np.ndarray:
    return (0.3 * np.sin(2 * np.pi * frequency * np.arange(int(seconds * rate)) / rate)).astype(np.float32)


@pytest.fixture(scope="module")
def processor() -> SpeechTransformerProcessor:
    return SpeechTransformerProcessor(SpeechTransformerFeatureExtractor(), SpeechTransformerTokenizer())


@pytest.fixture(scope="module")
def pipe(processor) -> SpeechRecognitionPipeline:
    pipelines.register()
    torch.manual_seed(0)
    config = SpeechTransformerConfig(d_model=32, num_heads=2, d_ff=64, encoder_layers=1, decoder_layers=1)
    model = SpeechTransformerForConditionalGeneration(config).eval()
    model.generation_config.max_new_tokens = 8
    return SpeechRecognitionPipeline.from_pretrained(model, processor, device="cpu", dtype="float32")


# ---------------------------------------------------------------------------------------------------------------
# The pipeline
# ---------------------------------------------------------------------------------------------------------------


def test_a_file_its_bytes_and_its_samples_give_the_same_transcript(pipe, tmp_path) -> None:
    audio = tone(440, 1.0, rate=8000)
    path = tmp_path / "tone.wav"
    soundfile.write(path, audio, 8000, subtype="PCM_16")
    from_file = pipe(str(path))
    assert set(from_file) == {"text"} and isinstance(from_file["text"], str)
    assert pipe(path.read_bytes()) == from_file
    samples, rate = soundfile.read(path, dtype="float32")
    assert pipe({"array": samples, "sampling_rate": rate}) == from_file
    flac = io.BytesIO()
    soundfile.write(flac, samples, rate, format="FLAC")
    assert pipe(flac.getvalue()) == from_file  # FLAC is lossless: the same samples


def test_a_list_of_recordings_gives_a_list_of_transcripts(pipe) -> None:
    results = pipe([tone(300, 0.5), tone(600, 0.7)])
    assert [set(result) for result in results] == [{"text"}, {"text"}]


def test_long_audio_is_cut_at_its_pauses_and_each_piece_read_on_its_own(pipe, monkeypatch) -> None:
    sentence = np.concatenate([tone(300, 2.5), tone(500, 2.5)])  # 5 s of sound, then 0.6 s of silence
    long = np.concatenate([np.concatenate([sentence, np.zeros(int(0.6 * RATE), np.float32)])] * 8)  # 45 s
    cuts = pause_cuts(long, RATE)
    assert all(np.abs(long[cut - 1600 : cut + 1600]).max() == 0.0 for cut in cuts)  # in the pauses
    pieces = np.split(long, cuts)
    assert max(len(piece) for piece in pieces) <= PIECE_SECONDS * RATE and len(pieces) >= 5

    frames, generate = [], pipe.model.generate
    monkeypatch.setattr(
        pipe.model, "generate", lambda **kw: frames.append(kw["input_features"].shape[1]) or generate(**kw)
    )
    text = pipe(long)["text"]
    assert frames == [len(piece) // 160 + 1 for piece in pieces]  # each piece alone: 10 ms frames
    assert text == " ".join(t for piece in pieces if (t := pipe(piece)["text"].strip()))
    assert pipe(long, chunk_length_s=20)["text"] != ""  # transformers' own chunks when asked for


def test_pauses_or_not_no_piece_is_longer_than_asked_and_short_audio_is_not_cut() -> None:
    noise = np.random.default_rng(0).standard_normal(61 * RATE).astype(np.float32)  # no pause at all
    for longest in (10.0, 3.0):
        pieces = np.split(noise, pause_cuts(noise, RATE, longest))
        assert max(len(piece) for piece in pieces) <= longest * RATE
        assert min(len(piece) for piece in pieces) >= longest * RATE / 4
    assert pause_cuts(noise[: 10 * RATE], RATE) == []


@pytest.mark.parametrize(
    ("audio", "message"),
    [
        (np.zeros(0, np.float32), "empty"),
        (np.full(1600, np.nan, np.float32), "not finite"),
        (b"this is not audio at all", "Cannot read"),
        ("/no/such/recording.wav", "No audio file"),
        ({"array": np.zeros(10)}, "sampling_rate"),
        (np.zeros((2, 3, 4), np.float32), "one channel"),
    ],
    ids=["empty", "nan", "not-audio", "missing-file", "no-rate", "3-d"],
)
def test_bad_audio_gets_a_clear_error(pipe, audio, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        pipe(audio)


def test_silence_gives_a_transcript_not_an_error(pipe) -> None:
    assert isinstance(pipe(np.zeros(RATE, np.float32))["text"], str)


def test_without_the_shipped_model_the_error_names_the_training_command(tmp_path, monkeypatch) -> None:
    assert "automatic-speech-recognition" in pipelines.TASKS
    monkeypatch.setattr("pipelines.speech_recognition.DEFAULT_MODEL", tmp_path / "speech-transformer-en")
    with pytest.raises(ModelNotShippedError, match=r"finetune/train_asr\.py"):
        pipelines.pipeline("automatic-speech-recognition")


# ---------------------------------------------------------------------------------------------------------------
# The training script
# ---------------------------------------------------------------------------------------------------------------


def test_batches_keep_to_their_audio_budget_and_cover_every_utterance() -> None:
    seconds = list(np.random.default_rng(0).uniform(0.5, 8.0, size=500))
    batches = length_batches(seconds, 30.0, seed=3)
    assert sorted(i for batch in batches for i in batch) == list(range(500))
    assert all(len(batch) * max(seconds[i] for i in batch) <= 30.0 or len(batch) == 1 for batch in batches)
    assert batches == length_batches(seconds, 30.0, seed=3) != length_batches(seconds, 30.0, seed=4)


def test_augmentation_is_drawn_from_seed_epoch_and_utterance() -> None:
    audio = tone(440, 1.0)
    first = augmented(audio, np.random.default_rng([0, 1, 7]), telephone=0.5)
    assert np.array_equal(first, augmented(audio, np.random.default_rng([0, 1, 7]), telephone=0.5))
    assert not np.array_equal(first, augmented(audio, np.random.default_rng([0, 2, 7]), telephone=0.5))
    assert 0.85 * len(audio) < len(first) < 1.15 * len(audio)  # speed ×0.9–1.1


def fake_corpus(root: Path) -> Path:
    """A speech corpus of tones laid out as ``pipelines.data.speech`` builds one, under cache ``root``."""
    folder = root / "corpora" / f"speech-{speech.recipe_key()}"
    (folder / "audio").mkdir(parents=True)
    for split, count in (("train", 6), ("validation", 2)):
        rows = []
        for i in range(count):
            name = f"audio/{split}-{i}.wav"
            soundfile.write(folder / name, tone(200 + 100 * i, 0.5 + 0.1 * i), RATE, subtype="PCM_16")
            text = ["yes", "no", "stop", "go", "left", "right"][i]
            source = "drascula" if i == 5 else "espeak-ng:en-us"
            rows.append({"audio": name, "text": text, "seconds": 0.5, "source": source})
        speech.write_manifest(folder / f"{split}.jsonl", rows)
    (folder / "build.json").write_text(json.dumps({"size": 6}))
    return folder


def test_training_collates_features_and_labels(tmp_path, processor, monkeypatch) -> None:
    monkeypatch.setenv("NLP_SUITE_CACHE", str(tmp_path))
    fake_corpus(tmp_path)
    rows = speech.load_split("train")
    options = type("Args", (), {"seed": 0, "no_augment": False, "telephone": 1.0})()
    batch = Collator(rows, processor, options)([0, len(rows) + 1])  # row 0 of epoch 0, row 1 of epoch 1
    assert batch["input_features"].shape[0] == 2 and batch["input_features"].shape[2] == 80
    assert processor.tokenizer.batch_decode(batch["labels"].clamp(min=0), skip_special_tokens=True) == [
        "yes",
        "no",
    ]


def test_each_recorded_utterance_is_repeated_in_the_epoch(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("NLP_SUITE_CACHE", str(tmp_path))
    fake_corpus(tmp_path)
    rows = training_rows(speech.load_split("train"))
    assert len(rows) == 6 + RECORDED_REPEATS - 1
    assert [row["text"] for row in rows].count("right") == RECORDED_REPEATS  # the recorded one
    assert [row["text"] for row in rows].count("yes") == 1  # synthetic


def test_the_training_script_trains_validates_and_exports(tmp_path) -> None:
    fake_corpus(tmp_path / "cache")
    command = [
        sys.executable, "finetune/train_asr.py", "--max-steps", "2", "--eval-every", "2", "--batch-seconds", "2",
        "--encoder", "scratch", "--d-model", "32", "--heads", "2", "--d-ff", "64", "--encoder-layers", "1", "--decoder-layers", "1",
        "--output-dir", str(tmp_path / "run"), "--export-dir", str(tmp_path / "export"), "--mixed-precision", "no",
    ]  # fmt: skip
    environment = {**os.environ, "NLP_SUITE_CACHE": str(tmp_path / "cache"), "OMP_NUM_THREADS": "1"}
    result = subprocess.run(
        command, cwd=REPO_ROOT, env=environment, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert "validation {'wer'" in result.stdout + result.stderr
    records = json.loads((tmp_path / "export" / "eval_results.json").read_text())
    assert {record["metric"] for record in records} == {"wer", "cer"}
    built = SpeechRecognitionPipeline.from_pretrained(tmp_path / "export", device="cpu")
    assert isinstance(built(tone(300, 0.5))["text"], str)


# ---------------------------------------------------------------------------------------------------------------
# The demo
# ---------------------------------------------------------------------------------------------------------------


@pytest.fixture
def app(pipe, monkeypatch):
    from apps import asr

    monkeypatch.setattr(asr.recognizer, "value", pipe)
    return asr


def test_demo_transcribes_a_recording_and_draws_what_the_model_read(app) -> None:
    from matplotlib.figure import Figure

    samples = (tone(440, 1.0, rate=8000) * 32767).astype(np.int16)  # as Gradio's microphone gives it
    text, figure = app.transcribe((8000, samples))
    assert isinstance(text, str)
    assert isinstance(figure, Figure) and len(figure.axes) >= 2 and figure.axes[0].images
    figure.savefig(io.BytesIO(), format="png")
    assert app.transcribe(None) == ("", None)


def test_demo_refuses_recordings_over_its_limit_and_empty_ones(app) -> None:
    import gradio as gr

    with pytest.raises(gr.Error, match="at most 120 s"):
        app.transcribe((8000, np.zeros(8000 * 121, np.int16)))
    with pytest.raises(gr.Error, match="empty"):
        app.transcribe((8000, np.zeros(0, np.int16)))
