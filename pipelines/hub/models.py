"""The shipped models and how each becomes a Hub repository: its transformers Auto class, the suite's
pipeline for its task, and where its trained folder lies."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parents[1]  # pipelines/
PRETRAINED = PACKAGE_DIR / "pretrained"
WEIGHTS_DTYPE = "float16"  # halves the files; the suite's pipelines cast to their precision policy on load


class UnknownModelError(ValueError):
    """The name is not one of the shipped models."""


@dataclass(frozen=True)
class HubModel:
    """How one shipped model becomes a Hub repository. What its card says beyond the shipped README.md
    (usage snippet, what the pipeline does, names of its scores) is in ``pipelines/pretrained/<name>.card.md``."""

    tasks: tuple[str, ...]  # task names routed to the suite's pipeline; the first is the card's pipeline_tag
    auto_class: str  # the transformers Auto class that builds the model (its ``auto_map`` entry)
    pipeline: str  # "module:Class" of the suite's pipeline for the task


MODELS: dict[str, HubModel] = {
    "transformer-en-de": HubModel(
        tasks=("translation",),
        auto_class="AutoModelForSeq2SeqLM",
        pipeline="pipelines.translation:TranslationPipeline",
    ),
    "bertsum-aclsum": HubModel(
        tasks=("summarization",),
        auto_class="AutoModel",
        pipeline="pipelines.summarization:SummarizationPipeline",
    ),
    "ner-conll2003": HubModel(
        # "ner" is transformers' alias of the task: routed here too, or it would reach transformers' plain
        # pipeline, which passes no casing ids.
        tasks=("token-classification", "ner"),
        auto_class="AutoModelForTokenClassification",
        pipeline="pipelines.ner:NerPipeline",
    ),
    "speech-transformer-en": HubModel(
        tasks=("automatic-speech-recognition",),
        auto_class="AutoModelForSpeechSeq2Seq",
        pipeline="pipelines.speech_recognition:SpeechRecognitionPipeline",
    ),
}


def shipped_models() -> list[str]:
    """The names of ``MODELS`` whose trained folder exists (the others are not trained yet)."""
    return [name for name in MODELS if (PRETRAINED / name / "config.json").is_file()]


def model_folder(name: str) -> Path:
    """The shipped folder of ``name``; ``UnknownModelError`` or ``FileNotFoundError`` (not trained yet)."""
    if name not in MODELS:
        raise UnknownModelError(f"Unknown model {name!r}; the shipped models are: {', '.join(MODELS)}.")
    folder = PRETRAINED / name
    if not (folder / "config.json").is_file():
        raise FileNotFoundError(
            f"{folder} holds no trained model yet: train and export it first (README.md, 'Training')."
        )
    return folder
