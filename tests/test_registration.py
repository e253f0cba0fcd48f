"""``import pipelines`` changes nothing of transformers'; ``pipelines.register()`` makes it know the suite."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import save_tiny_bert


def run_python(code: str, hf_home: Path) -> str:
    """``code`` in a fresh interpreter with an empty Hugging Face home; its stdout."""
    env = {key: value for key, value in os.environ.items() if not key.startswith(("HF_", "TRANSFORMERS_"))}
    env.update(HF_HOME=str(hf_home), HF_HUB_OFFLINE="1")
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return result.stdout


def files_under(folder: Path) -> list[str]:
    return sorted(str(path.relative_to(folder)) for path in folder.rglob("*")) if folder.exists() else []


def test_import_leaves_the_import_system_the_cache_and_torch_alone(tmp_path: Path) -> None:
    code = (
        "import sys, time\n"
        "finders = list(sys.meta_path)\n"
        "start = time.perf_counter()\n"
        "import pipelines\n"
        "seconds = time.perf_counter() - start\n"
        "import json\n"
        "print(json.dumps({'meta_path_unchanged': sys.meta_path == finders, 'seconds': seconds,\n"
        "    'heavy': [m for m in ('torch', 'transformers', 'sentence_transformers') if m in sys.modules]}))"
    )
    result = json.loads(run_python(code, tmp_path / "hf_home"))
    assert result["meta_path_unchanged"] and result["heavy"] == []
    assert result["seconds"] < 1.0
    assert files_under(tmp_path / "hf_home") == []  # nothing written under the user's Hugging Face cache


def test_after_import_transformers_builds_its_own_pipeline_for_a_plain_bert(
    tmp_path: Path, minilm_id: str
) -> None:
    folder = save_tiny_bert(tmp_path / "bert", minilm_id)
    code = (
        "import pipelines\n"
        "from transformers import AutoModelForTokenClassification, pipeline\n"
        f"model = AutoModelForTokenClassification.from_pretrained({str(folder)!r}, num_labels=3)\n"
        f"ner = pipeline('token-classification', model=model, tokenizer={str(folder)!r}, stride=4,\n"
        "    aggregation_strategy='simple')\n"
        "print(type(ner).__module__, type(ner).__name__)"
    )
    module, name = run_python(code, tmp_path / "hf_home").split()
    assert (module, name) == ("transformers.pipelines.token_classification", "TokenClassificationPipeline")


REGISTERED = """
import pipelines
pipelines.register()
pipelines.register()  # idempotent
from transformers import (AutoConfig, AutoModel, AutoModelForSeq2SeqLM, AutoModelForSpeechSeq2Seq,
    AutoModelForTokenClassification, AutoTokenizer)
from transformers.pipelines import PIPELINE_REGISTRY
tiny = dict(vocab_size=50, d_model=32, num_layers=1, num_heads=4, d_ff=64)
encoder = dict(model_type="bert", hidden_size=32, num_attention_heads=4, intermediate_size=64,
    num_hidden_layers=1, vocab_size=50, max_position_embeddings=64)
built = [
    type(AutoModel.from_config(AutoConfig.for_model("vaswani-transformer", **tiny))).__name__,
    type(AutoModelForSeq2SeqLM.from_config(AutoConfig.for_model("vaswani-transformer", **tiny))).__name__,
    type(AutoModel.from_config(AutoConfig.for_model("bertsum", encoder=encoder, inter_heads=4,
        inter_d_ff=64))).__name__,
    type(AutoModelForTokenClassification.from_config(AutoConfig.for_model("casing_tagger", encoder=encoder,
        window_length=32))).__name__,
    type(AutoModelForSpeechSeq2Seq.from_config(AutoConfig.for_model("speech-transformer", **tiny))).__name__,
]
tasks = sorted(task for task in ("translation", "summarization") if task in PIPELINE_REGISTRY.supported_tasks)
tokens = AutoTokenizer.from_pretrained(pipelines.offline.MINILM).tokenize("Loaded at last")
print(" ".join(built + tasks + tokens))
"""


def test_register_makes_the_auto_classes_resolve_every_suite_model(tmp_path: Path) -> None:
    assert run_python(REGISTERED, tmp_path / "hf_home").split() == [
        "TransformerModel",
        "TransformerForConditionalGeneration",
        "BertSumForExtractiveSummarization",
        "CasingTaggerForTokenClassification",
        "SpeechTransformerForConditionalGeneration",
        "summarization",
        "translation",
        "loaded",
        "at",
        "last",
    ]


CALLS = {
    "translation": "pipe('The file was not found.')",
    "summarization": "pipe('First sentence here. A second one follows. And a third closes.', k=2)",
    "ner": "pipe('Angela Merkel visited Paris.')",
    "semantic-search": "(pipe.add(['cats purr', 'stocks fell']), pipe.search('kittens'))[1]",
    "clustering": "pipe(['cats purr', 'dogs bark', 'stocks fell', 'markets rose'])",
}


@pytest.mark.parametrize("task", sorted(CALLS))
def test_pipeline_builds_and_runs_every_task_in_a_fresh_process(task: str, tmp_path: Path) -> None:
    code = f"import pipelines\npipe = pipelines.pipeline({task!r})\nprint(type({CALLS[task]}).__name__)"
    assert run_python(code, tmp_path / "hf_home").strip() in {"list", "dict"}
