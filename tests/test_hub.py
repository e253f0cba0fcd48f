"""Hub export: each shipped model becomes a repository folder that runs through ``transformers.pipeline`` with
``trust_remote_code=True`` in a process where this project cannot be imported; its card carries the measured
scores; pushing creates the repository and uploads the folder (network calls intercepted). The speech model is
also exported as a tiny random model, built the way ``finetune/train_asr.py`` exports the shipped one."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import soundfile
import torch
from checkpoints import Progress
from compare_asr import eval_records
from huggingface_hub import HfApi, ModelCard, constants
from train_asr import build_model, build_processor, parse_args
from train_asr import export as export_asr

import pipelines
from pipelines import hub
from pipelines.hub import repository, upload
from pipelines.hub.__main__ import main
from tests.conftest import run_without_project

pytestmark = pytest.mark.usefixtures("single_thread")

SHIPPED = [name for name in hub.MODELS if (hub.PRETRAINED / name / "config.json").is_file()]
SPEECH = "speech-transformer-en"
MINILM = "sentence-transformers/all-MiniLM-L6-v2"
REPO_USER = "test-user"
# What a shipped folder may hold to prepare the model's inputs; each one it holds must be exported.
PROCESSOR_FILES = (
    "tokenizer.json",
    "tokenizer_config.json",
    "vocab.json",
    "special_tokens_map.json",
    "processor_config.json",
    "preprocessor_config.json",
)
NER_TEXTS = ["Angela Merkel visited Paris.", "The European Commission fined Google in Brussels on Tuesday."]
SOURCES = ["Good morning.", "The file was not found."]
DOCUMENT = (
    "Neural machine translation needs large parallel corpora. "
    "We train a small Transformer on one CPU for eighty minutes. "
    "The model translates Bible verses and short software messages from English into German. "
    "On held-out Bible books it reaches a BLEU score far below large pretrained systems. "
    "We release the code and the trained weights."
)

# Runs each card's own usage snippet against the exported folder (the repo id replaced by its path), then
# checks the pipelines it built on more inputs.
REMOTE_CHECK = """
import contextlib, io, json, re, shutil, sys
import soundfile, torch

torch.set_num_threads(1)
from transformers import TokenClassificationPipeline, pipeline

folders, repo_user, inputs = json.loads(sys.argv[1]), sys.argv[2], json.loads(sys.argv[3])
shutil.copy(inputs["recording"], "recording.wav")  # the speech card's snippet reads it from the working folder
results = {}
for name, folder in folders.items():
    card = open(f"{folder}/README.md", encoding="utf-8").read()
    snippet = re.search(r"```python\\n(.*?)```", card, re.S).group(1).replace(f"{repo_user}/{name}", folder)
    namespace, printed = {}, io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(snippet, namespace)
    names = ("ner", "translate", "summarize", "transcribe")
    pipe = next(value for key, value in namespace.items() if key in names)
    result = {"snippet_printed": printed.getvalue(), "class": f"{type(pipe).__module__}.{type(pipe).__name__}"}
    if name == "ner-conll2003":
        result["entities"] = [
            [[e["entity_group"], e["word"], e["start"], e["end"]] for e in entities]
            for entities in pipe(inputs["ner"])
        ]
        alias = pipeline("ner", model=folder, trust_remote_code=True)
        result["alias_class"] = type(alias).__name__
        # transformers' own pipeline runs the model too (without casing ids, so less accurately).
        plain = pipeline(
            "token-classification",
            model=folder,
            trust_remote_code=True,
            pipeline_class=TokenClassificationPipeline,
            aggregation_strategy="first",
            dtype=torch.float32,
        )
        result["plain"] = [[e["entity_group"], e["word"]] for e in plain(inputs["ner"][0])]
    elif name == "transformer-en-de":
        result["translations"] = [t["translation_text"] for t in pipe(inputs["translation"])]
    elif name == "speech-transformer-en":
        samples, rate = soundfile.read("recording.wav", dtype="float32")  # 16 kHz: the array as it is
        result["dtype"] = str(pipe.model.dtype)
        result["transcripts"] = [pipe("recording.wav"), pipe(samples), pipe(["recording.wav", samples])]
    else:
        result["summary"] = pipe(inputs["document"], k=2)
    results[name] = result
print("RESULTS " + json.dumps(results))
"""


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    if not SHIPPED:
        pytest.skip("no shipped model to export")
    root = tmp_path_factory.mktemp("hub")
    return {name: hub.export(name, root / name, repo_id=f"{REPO_USER}/{name}") for name in SHIPPED}


@pytest.fixture(scope="module")
def recording(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One second of 16 kHz sound as a float WAV file: reading it gives exactly the samples written."""
    seconds = np.arange(16_000) / 16_000
    samples = 0.2 * np.sin(2 * np.pi * (300 + 400 * seconds) * seconds) + 0.1 * np.sin(
        2 * np.pi * 1200 * seconds
    )
    path = tmp_path_factory.mktemp("audio") / "recording.wav"
    soundfile.write(path, samples.astype(np.float32), 16_000, subtype="FLOAT")
    return path


def run_remote(folders: dict[str, Path], recording: Path) -> dict[str, Any]:
    """What the exported ``folders`` do in a fresh process without the project (one process for all)."""
    inputs = {"ner": NER_TEXTS, "translation": SOURCES, "document": DOCUMENT, "recording": str(recording)}
    paths = json.dumps({name: str(folder) for name, folder in folders.items()})
    stdout = run_without_project(REMOTE_CHECK, paths, REPO_USER, json.dumps(inputs), timeout=600)
    return json.loads(stdout.split("RESULTS ", 1)[1])


@pytest.fixture(scope="module")
def remote(exported: dict[str, Path], recording: Path) -> dict[str, Any]:
    return run_remote(exported, recording)


def needs(name: str) -> Any:
    return pytest.mark.skipif(name not in SHIPPED, reason=f"{name} is not shipped")


# ---------------------------------------------------------------------------------------------------------------
# Running without the project
# ---------------------------------------------------------------------------------------------------------------


@needs("ner-conll2003")
def test_ner_runs_through_transformers_pipeline_without_the_project(remote: dict[str, Any]) -> None:
    result = remote["ner-conll2003"]
    assert result["class"].startswith("transformers_modules.") and result["class"].endswith(".NerPipeline")
    assert "'entity_group': 'PER'" in result["snippet_printed"]  # the card's snippet ran and found Merkel
    merkel, commission = result["entities"]
    assert merkel == [["PER", "Angela Merkel", 0, 13], ["LOC", "Paris", 22, 27]]
    assert [(kind, word) for kind, word, *_ in commission] == [
        ("ORG", "European Commission"),
        ("ORG", "Google"),
        ("LOC", "Brussels"),
    ]
    for _, word, start, end in commission:  # offsets index the text as given
        assert NER_TEXTS[1][start:end] == word
    # transformers' alias of the task reaches the same pipeline (with casing), not its plain one.
    assert result["alias_class"] == "NerPipeline"
    # transformers' own token-classification pipeline also runs the merged model (it passes no casing ids).
    assert result["plain"] == [["PER", "angela merkel"], ["LOC", "paris"]]


@needs("transformer-en-de")
def test_translation_runs_through_transformers_pipeline_without_the_project(remote: dict[str, Any]) -> None:
    import pipelines

    result = remote["transformer-en-de"]
    assert result["class"].endswith(".TranslationPipeline")
    assert "translation_text" in result["snippet_printed"]
    translations = result["translations"]
    assert all(translations) and all(t != s for t, s in zip(translations, SOURCES, strict=True))
    assert any(word in " ".join(translations).split() for word in ("Die", "Datei", "nicht"))  # German
    # The same pipeline as the suite's own, on the same (float16) weights.
    ours = pipelines.pipeline("translation")
    assert translations == [t["translation_text"] for t in ours(SOURCES)]


@needs("bertsum-aclsum")
def test_summarization_runs_through_transformers_pipeline_without_the_project(remote: dict[str, Any]) -> None:
    result = remote["bertsum-aclsum"]
    assert result["class"].endswith(".SummarizationPipeline")
    assert result["snippet_printed"].strip()
    summary = result["summary"]
    assert len(summary["sentences"]) == 2
    indices = [s["index"] for s in summary["sentences"]]
    assert indices == sorted(indices)
    for sentence in summary["sentences"]:  # sentences of the input, where the offsets say
        assert DOCUMENT[sentence["start"] : sentence["end"]] == sentence["text"]
        assert 0 <= sentence["score"] <= 1
    assert summary["summary_text"] == " ".join(s["text"] for s in summary["sentences"])


@needs(SPEECH)
def test_speech_runs_through_transformers_pipeline_without_the_project(
    remote: dict[str, Any], recording: Path
) -> None:
    check_remote_speech(remote[SPEECH], recording)


def check_remote_speech(result: dict[str, Any], recording: Path, model: Path | None = None) -> None:
    """The exported speech pipeline, run by ``REMOTE_CHECK``, is the suite's: the card's snippet ran; a path,
    an array and a list of both give the transcript of the suite's own pipeline on ``model`` (None: the
    shipped one) in the same dtype, the precision policy's (the subprocess sees the real CPU), not float16."""
    assert result["class"].startswith("transformers_modules.")
    assert result["class"].endswith(".SpeechRecognitionPipeline")
    assert "{'text': " in result["snippet_printed"]
    from_path, from_array, from_list = result["transcripts"]
    assert set(from_path) == {"text"} and isinstance(from_path["text"], str)
    assert from_array == from_path and from_list == [from_path, from_path]
    dtype = result["dtype"].removeprefix("torch.")
    assert dtype in ("bfloat16", "float32")
    ours = pipelines.pipeline("automatic-speech-recognition", model=model, dtype=dtype)
    assert from_path == ours(str(recording))


# ---------------------------------------------------------------------------------------------------------------
# What the folders hold
# ---------------------------------------------------------------------------------------------------------------


def check_folder(folder: Path, name: str, source: Path) -> None:
    """``folder``, the export of the model folder ``source``, holds safetensors, code, config and processor."""
    spec = hub.MODELS[name]
    files = {p.name for p in folder.iterdir()}
    assert not [f for f in files if f.endswith((".bin", ".pt", ".pth", ".pkl", ".pickle", ".ckpt"))]
    assert [f for f in files if f.endswith(".safetensors")] == ["model.safetensors"]
    assert {"config.json", "README.md", "tokenizer_config.json"} <= files
    assert {f for f in PROCESSOR_FILES if (source / f).is_file()} <= files
    assert ("generation_config.json" in files) == (source / "generation_config.json").is_file()
    assert not [f for f in files if f.startswith(".") or f == "__pycache__"]

    config = json.loads((folder / "config.json").read_text())
    assert config["dtype"] == "float16"
    assert set(config["auto_map"]) == {"AutoConfig", spec.auto_class}
    assert set(config["custom_pipelines"]) == set(spec.tasks)
    named = [*config["auto_map"].values(), *(t["impl"] for t in config["custom_pipelines"].values())]
    for reference in named:
        assert f"{reference.rsplit('.', 1)[0]}.py" in files, reference
    assert "local_files_only" not in json.loads((folder / "tokenizer_config.json").read_text())


def check_copied_code(folder: Path) -> None:
    """Every Python file of ``folder`` imports only the project-free files beside it."""
    for file in folder.glob("*.py"):
        text = file.read_text()
        assert not re.search(r"(?m)^\s*(from|import)\s+pipelines\b", text), file.name
        for module in re.findall(r"(?m)^\s*from\s+\.(\S+)\s+import", text):
            assert (folder / f"{module}.py").is_file(), (file.name, module)


def measured_scores(source: Path) -> list[tuple[str, str, str, float]]:
    """The scores of ``source``'s ``eval_results.json`` the card must carry, read here independently of the
    exporter: every record of the model itself (those naming another ``system`` stay off the card)."""
    records = json.loads((source / "eval_results.json").read_text())
    keys = ("dataset", "split", "metric", "value")
    return sorted(tuple(record[key] for key in keys) for record in records if "system" not in record)


def check_card(folder: Path, name: str, source: Path) -> ModelCard:
    """The exported card of ``source``: the Hub's metadata, the measured scores, a snippet loading the repo."""
    card = ModelCard.load(folder / "README.md")
    data = card.data.to_dict()
    assert data["library_name"] == "transformers"
    assert data["pipeline_tag"] == hub.MODELS[name].tasks[0]
    assert "custom_code" in data["tags"] and "lora" not in data["tags"]
    assert data["license"] and data["language"] and data["datasets"]
    # The adapters were merged into MiniLM; the Transformers were trained from scratch.
    assert data.get("base_model") == (MINILM if (source / "adapter_config.json").is_file() else None)
    results = card.data.eval_results
    shown = [(r.dataset_type, r.dataset_split, r.metric_type, r.metric_value) for r in results]
    assert sorted(shown) == measured_scores(source)
    assert {r.task_type for r in results} == {hub.MODELS[name].tasks[0]}
    assert all(
        r.dataset_name and r.metric_name and "{" not in r.dataset_name + r.metric_name for r in results
    )
    assert f'model="{REPO_USER}/{name}"' in card.text
    assert "import pipelines" not in card.text  # the shipped card's suite-only usage is replaced
    return card


@pytest.mark.parametrize("name", SHIPPED)
def test_folder_holds_safetensors_code_processor_and_config(name: str, exported: dict[str, Path]) -> None:
    check_folder(exported[name], name, hub.PRETRAINED / name)


@pytest.mark.parametrize("name", SHIPPED)
def test_copied_code_imports_only_its_own_folder(name: str, exported: dict[str, Path]) -> None:
    check_copied_code(exported[name])


@pytest.mark.parametrize("name", SHIPPED)
def test_model_card_carries_metadata_and_measured_scores(name: str, exported: dict[str, Path]) -> None:
    check_card(exported[name], name, hub.PRETRAINED / name)


def test_bundle_flattens_relative_imports(tmp_path: Path) -> None:
    written = hub.bundle_module("pipelines.summarization", tmp_path)
    assert (
        written
        == [
            "adapters.py",
            "base.py",
            "english_names.py",  # the tables of words text.py and verbatim.py read, modules so that remote code has them
            "english_spelling.py",
            "german_places.py",  # the places verbatim.py keeps under their German names
            "precision.py",
            "processing_bertsum.py",
            "summarization.py",
            "text.py",
            "verbatim.py",  # what text.py never cuts inside: addresses, numbers, code
        ]
    )
    code = (tmp_path / "summarization.py").read_text()
    assert "from .processing_bertsum import encode_documents" in code
    assert "from .models" not in code
    assert code.startswith("# Copied from pipelines/summarization.py")


# ---------------------------------------------------------------------------------------------------------------
# The speech model, tiny: exported and run without the project before the shipped one exists
# ---------------------------------------------------------------------------------------------------------------

TINY_SPEECH_CARD = """---
language: [en]
license: apache-2.0
library_name: transformers
pipeline_tag: automatic-speech-recognition
tags: [speech-transformer, custom_code]
datasets: [speech]
metrics: [wer]
---

# speech-transformer-en

A tiny speech Transformer with random weights.

## Usage

```python
import pipelines

transcribe = pipelines.pipeline("automatic-speech-recognition")
```
"""


@pytest.fixture(scope="module")
def tiny_speech(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny random speech Transformer folder as ``finetune/train_asr.py`` exports one (validation scores),
    with the test-set scores ``finetune/compare_asr.py --eval-results`` writes (a peer's among them, which
    stays off the card) and a shipped card."""
    processor = build_processor("scratch")
    shape = ["--encoder", "scratch", "--d-model", "64", "--heads", "4", "--d-ff", "128", "--encoder-layers", "1", "--decoder-layers", "1"]  # fmt: skip
    torch.manual_seed(0)
    model = build_model(parse_args(shape), processor)
    model.generation_config.max_new_tokens = 8  # random weights: short transcripts keep beam search quick
    folder = tmp_path_factory.mktemp("speech") / SPEECH
    export_asr(model, processor, folder, Progress(step=2), {"wer": 100.0, "cer": 87.5})
    scored = {"utterances": 544, "wer": 91.2, "cer": 60.5, "rtf_total": 0.05}
    report = {
        "systems": {
            "model": {"name": "this model", "num_beams": 4, "dtype": "bfloat16"},
            "whisper": {"name": "Whisper tiny.en", "beam_size": 5},
        },
        "results": {
            "model": {"test-asterisk": scored, "test-synthetic": {**scored, "utterances": 1000}},
            "whisper": {"test-asterisk": scored},
        },
    }
    records = hub.read_eval_results(folder / "eval_results.json") + eval_records(report)
    hub.write_eval_results(folder / "eval_results.json", records)
    (folder / "README.md").write_text(TINY_SPEECH_CARD)
    return folder


@pytest.fixture(scope="module")
def tiny_speech_export(tiny_speech: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(repository, "model_folder", lambda name: tiny_speech)
        return hub.export(SPEECH, tmp_path_factory.mktemp("hub") / SPEECH, repo_id=f"{REPO_USER}/{SPEECH}")


def test_tiny_speech_export_holds_the_processor_and_its_code(
    tiny_speech: Path, tiny_speech_export: Path
) -> None:
    folder = tiny_speech_export
    check_folder(folder, SPEECH, tiny_speech)
    check_copied_code(folder)
    config = json.loads((folder / "config.json").read_text())
    assert config["custom_pipelines"] == {
        "automatic-speech-recognition": {
            "impl": "speech_recognition.SpeechRecognitionPipeline",
            "pt": ["AutoModelForSpeechSeq2Seq"],
            "type": "multimodal",  # transformers' own for the task: audio in, tokens out
        }
    }
    # The processor with its code: transformers 5 keeps the feature extractor inside processor_config.json.
    processor = json.loads((folder / "processor_config.json").read_text())
    assert processor["auto_map"] == {
        "AutoProcessor": "processing_speech_transformer.SpeechTransformerProcessor"
    }
    assert processor["feature_extractor"]["auto_map"]["AutoFeatureExtractor"] == (
        "feature_extraction_speech_transformer.SpeechTransformerFeatureExtractor"
    )
    tokenizer = json.loads((folder / "tokenizer_config.json").read_text())
    assert (
        tokenizer["auto_map"]["AutoTokenizer"][0]
        == "tokenization_speech_transformer.SpeechTransformerTokenizer"
    )
    assert "is_local" not in tokenizer
    for module in ("processing", "feature_extraction", "tokenization"):
        assert (folder / f"{module}_speech_transformer.py").is_file()


def test_tiny_speech_card_names_the_scores_of_both_writers(
    tiny_speech: Path, tiny_speech_export: Path
) -> None:
    card = check_card(tiny_speech_export, SPEECH, tiny_speech)
    names = {
        (r.dataset_split, r.metric_type): (r.dataset_name, r.metric_name) for r in card.data.eval_results
    }
    assert names[("test-asterisk", "wer")] == (
        "nlp-suite speech corpus, test-asterisk (544 utterances; beam 4, bfloat16)",
        "WER (%, word error rate)",
    )
    assert names[("validation", "cer")] == (
        "nlp-suite speech corpus, synthetic validation sentences (training voices; greedy)",
        "CER (%, character error rate)",
    )
    assert "soundfile" in card.text.split("pip install", 1)[1].split("\n", 1)[0]  # the pipeline reads files


def test_tiny_speech_runs_through_transformers_pipeline_without_the_project(
    tiny_speech: Path, tiny_speech_export: Path, recording: Path
) -> None:
    check_remote_speech(run_remote({SPEECH: tiny_speech_export}, recording)[SPEECH], recording, tiny_speech)


def test_a_folder_without_its_shipped_card_is_refused_first(
    tiny_speech: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bare = tmp_path / SPEECH
    shutil.copytree(tiny_speech, bare)
    (bare / "README.md").unlink()
    monkeypatch.setattr(repository, "model_folder", lambda name: bare)
    with pytest.raises(FileNotFoundError, match=r"README\.md is missing: the shipped model card"):
        hub.export(SPEECH, tmp_path / "out")
    assert not (tmp_path / "out").exists()


# ---------------------------------------------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------------------------------------------


def test_unknown_model_is_named_with_the_known_ones(tmp_path: Path) -> None:
    with pytest.raises(
        hub.UnknownModelError, match="Unknown model 'nope'; the shipped models are: transformer"
    ):
        hub.export("nope", tmp_path / "x")
    with pytest.raises(SystemExit):
        main(["export", "--model", "nope"])


@needs("transformer-en-de")
def test_unwritable_or_foreign_output_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    with pytest.raises(OSError, match=r"Cannot export to .*cannot create the folder"):
        hub.export("transformer-en-de", blocker / "out")
    with pytest.raises(NotADirectoryError, match="it is a file"):
        hub.export("transformer-en-de", blocker)
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "notes.txt").write_text("mine")
    with pytest.raises(FileExistsError, match="not empty"):
        hub.export("transformer-en-de", foreign)
    assert (foreign / "notes.txt").read_text() == "mine"
    # The command line says so in one line, without a traceback.
    with pytest.raises(SystemExit) as exit_info:
        main(["export", "--model", "transformer-en-de", "--output", str(blocker)])
    assert exit_info.value.code == 1
    assert "error: Cannot export to" in capsys.readouterr().err


# ---------------------------------------------------------------------------------------------------------------
# Push
# ---------------------------------------------------------------------------------------------------------------


@needs("transformer-en-de")
def test_push_creates_the_repository_and_uploads_the_export(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: dict[str, Any] = {}

    def create_repo(self: HfApi, repo_id: str, **kwargs: Any) -> str:
        calls["create_repo"] = {"repo_id": repo_id, "token": self.token, **kwargs}
        return f"https://huggingface.co/{repo_id}"

    def upload_folder(self: HfApi, **kwargs: Any) -> str:
        folder = Path(kwargs["folder_path"])
        calls["upload_folder"] = {**kwargs, "files": sorted(p.name for p in folder.iterdir())}
        calls["card"] = (folder / "README.md").read_text()
        return "https://huggingface.co/me/transformer-en-de/commit/0"

    monkeypatch.setattr(HfApi, "create_repo", create_repo)
    monkeypatch.setattr(HfApi, "upload_folder", upload_folder)
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)
    url = hub.push(
        "transformer-en-de", "me/transformer-en-de", private=True, token="t0k", output=tmp_path / "out"
    )

    assert url == "https://huggingface.co/me/transformer-en-de/commit/0"
    create = calls["create_repo"]
    assert (create["repo_id"], create["private"], create["exist_ok"], create["token"]) == (
        "me/transformer-en-de",
        True,
        True,
        "t0k",
    )
    upload = calls["upload_folder"]
    assert upload["repo_id"] == "me/transformer-en-de" and Path(upload["folder_path"]) == tmp_path / "out"
    assert {
        "model.safetensors",
        "config.json",
        "generation_config.json",
        "tokenizer.json",
        "tokenizer_config.json",
        "README.md",
        "configuration_transformer.py",
        "modeling_transformer.py",
        "translation.py",
    } <= set(upload["files"])
    assert 'model="me/transformer-en-de"' in calls["card"]  # the card loads the repository it is pushed to


def test_push_needs_the_hub_and_a_full_repo_id(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    with pytest.raises(ConnectionError, match="HF_HUB_OFFLINE=0"):
        hub.push("ner-conll2003", "me/ner-conll2003")
    with pytest.raises(ValueError, match="user-or-organisation/name"):
        hub.push("ner-conll2003", "ner-conll2003")


def test_push_failure_is_reported_in_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def unreachable(self: HfApi, *args: Any, **kwargs: Any) -> None:
        raise RuntimeError("[Errno -2] Name or service not known")  # as the HTTP client's connection error

    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)
    monkeypatch.setattr(
        upload, "export", lambda name, output, repo_id: tmp_path
    )  # the export is tested above
    monkeypatch.setattr(HfApi, "create_repo", unreachable)
    with pytest.raises(ConnectionError, match=r"Could not push .* to me/ner-conll2003: \[Errno -2\]"):
        hub.push("ner-conll2003", "me/ner-conll2003")


def test_shipped_model_folders_carry_the_current_model_code() -> None:
    """The model code in each ``pipelines/pretrained/<model>/`` is a copy by design: it must equal its source."""
    root = Path(__file__).resolve().parents[1] / "pipelines"
    sources = {path.name: path for path in (root / "models").rglob("*.py") if path.name != "__init__.py"}
    copies = [path for path in (root / "pretrained").glob("*/*.py") if path.name in sources]
    assert copies, "no shipped model folder carries model code"
    stale = [
        str(path.relative_to(root)) for path in copies if path.read_text() != sources[path.name].read_text()
    ]
    assert stale == [], f"copies that differ from pipelines/models/: {stale}"
