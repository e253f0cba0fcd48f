"""The speech model's character language model: its text, its training script (finetune/train_speech_lm.py)
and the folder it exports, on a few sentences and a tiny random speech model."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest
import torch
from checkpoints import Progress
from train_asr import build_model, build_processor
from train_asr import export as export_asr
from train_asr import parse_args as asr_args
from train_speech_lm import Collator, export, lexicon, parse_args, train
from transformers import AutoModelForSpeechSeq2Seq

from pipelines import register
from pipelines.data import speech

pytestmark = pytest.mark.usefixtures("single_thread")

CLAUSES = ["please leave a message", "the weather is nice today", "press one to mute"]


def test_text_is_cut_into_clauses_normalised_and_never_a_held_out_transcript() -> None:
    texts = [
        "Press 1 to mute. Please leave a message!",
        "please leave a message",  # a duplicate once normalised
        "Open %s in a new tab",  # program text
        "And God said: Let there be light; and there was light.",
    ]
    assert speech.language_model_clauses(texts, held_out=["let there be light"]) == [
        "press one to mute",
        "please leave a message",
        "and god said",
        "and there was light",
    ]


def test_collator_reads_each_clause_from_the_start_token_and_predicts_it_with_its_end() -> None:
    processor = build_processor("scratch")
    batch = Collator(["yes", "no"], processor)([0, 1])
    bos, eos, pad = (processor.tokenizer.convert_tokens_to_ids(t) for t in ("<s>", "</s>", "<pad>"))
    yes, no = processor.tokenizer("yes")["input_ids"][:-1], processor.tokenizer("no")["input_ids"][:-1]
    assert batch["input_ids"].tolist() == [[bos, *yes], [bos, *no, pad]]
    assert batch["labels"].tolist() == [[*yes, eos], [*no, eos, -100]]


@pytest.fixture(scope="module")
def speech_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny random speech model folder, exported as ``finetune/train_asr.py`` exports one."""
    processor = build_processor("scratch")
    shape = ["--encoder", "scratch", "--d-model", "32", "--heads", "2", "--d-ff", "64", "--encoder-layers", "1", "--decoder-layers", "1"]  # fmt: skip
    torch.manual_seed(0)
    model = build_model(asr_args(shape), processor)
    model.generation_config.max_new_tokens = 6
    folder = tmp_path_factory.mktemp("speech") / "model"
    export_asr(model, processor, folder, Progress(step=7), {"wer": 100.0, "cer": 90.0})
    return folder


def test_trains_on_a_few_clauses_and_exports_them_into_the_speech_model_folder(
    speech_folder: Path, tmp_path: Path
) -> None:
    options = ["--model", str(speech_folder), "--size", "32", "--max-steps", "150", "--eval-every", "150"]
    options += ["--batch-characters", "100", "--lr", "1e-2", "--mixed-precision", "no", "--output-dir"]
    args = parse_args([*options, str(tmp_path / "run"), "--fusion-weight", "0.4"])
    processor = build_processor("scratch")
    trained, progress, scores = train(processor, CLAUSES, CLAUSES, args)
    assert progress.step == 150
    assert scores["bits_per_character"] < 1.0  # from log2(32) = 5 bits: it has learnt the three clauses
    # The same command again, to export a finished run: nothing left to train, the same weights validated.
    _, progress_again, scores_again = train(processor, CLAUSES, CLAUSES, args)
    assert progress_again.step == 150 and scores_again == scores

    export(trained, args, tmp_path / "export", progress, ["please", "press", "the"])
    register()
    model = AutoModelForSpeechSeq2Seq.from_pretrained(tmp_path / "export", dtype=torch.float32).eval()
    assert (model.config.language_model_size, model.config.language_model_weight) == (32, 0.4)
    assert model.config.lexicon_penalty == 3.0  # the default, with the three words as character ids:
    assert processor.tokenizer.decode(model.lexicon.tolist()) == "please press the "
    for name, weights in trained.state_dict().items():
        torch.testing.assert_close(model.language_model.state_dict()[name].float(), weights.half().float())
    speech_model = AutoModelForSpeechSeq2Seq.from_pretrained(speech_folder)
    assert torch.equal(model.ctc_head.weight, speech_model.ctc_head.weight)  # the speech model unchanged
    assert json.loads((tmp_path / "export" / "training_progress.json").read_text())["step"] == 7
    for name in ("tokenizer_config.json", "processor_config.json"):  # as the speech model had them
        assert (tmp_path / "export" / name).read_text() == (speech_folder / name).read_text()
    assert json.loads((tmp_path / "export" / "language_model_progress.json").read_text())["step"] == 150
    inputs = processor(audio=[np.zeros(8000)], sampling_rate=16000, return_tensors="pt")
    assert model.generate(**inputs, num_beams=2).shape[0] == 1


def test_exports_into_the_speech_model_folder_itself(speech_folder: Path, tmp_path: Path) -> None:
    folder = Path(shutil.copytree(speech_folder, tmp_path / "speech"))
    options = ["--model", str(folder), "--size", "16", "--max-steps", "2", "--eval-every", "2"]
    args = parse_args([*options, "--mixed-precision", "no", "--output-dir", str(tmp_path / "run")])
    before = {name: (folder / name).read_bytes() for name in ("training_progress.json", "vocab.json")}
    trained, progress, _ = train(build_processor("scratch"), CLAUSES, CLAUSES, args)
    export(trained, args, folder, progress, lexicon(CLAUSES * 2))
    assert {name: (folder / name).read_bytes() for name in before} == before
    assert json.loads((folder / "language_model_progress.json").read_text())["step"] == 2
    register()
    model = AutoModelForSpeechSeq2Seq.from_pretrained(folder)
    assert model.config.language_model_size == 16 and model.language_model is not None
    assert model.config.lexicon_size == sum(len(word) + 1 for clause in CLAUSES for word in clause.split())
