"""``import pipelines`` registers the suite's models with transformers, whatever is imported first."""

from __future__ import annotations

import subprocess
import sys

import pytest

TINY = "vocab_size=50, d_model=32, num_layers=1, num_heads=4, d_ff=64"
BUILD = (
    f"config = AutoConfig.for_model('vaswani-transformer', {TINY})\n"
    "print(type(AutoModel.from_config(config)).__name__, type(AutoModelForSeq2SeqLM.from_config(config)).__name__)"
)
IMPORT_AUTO = "from transformers import AutoConfig, AutoModel, AutoModelForSeq2SeqLM\n"

ORDERS = {
    "auto_config_first": "import pipelines\nfrom transformers import AutoConfig\n" + IMPORT_AUTO,
    "auto_model_first": "import pipelines\nfrom transformers import AutoModelForSeq2SeqLM\n" + IMPORT_AUTO,
    "model_file_first": "import pipelines\nimport pipelines.models.transformer.modeling_transformer\n"
    + IMPORT_AUTO,
    "model_package_first": "import pipelines\nfrom pipelines.models.transformer import TransformerModel\n"
    + IMPORT_AUTO,
    "transformers_before_pipelines": IMPORT_AUTO + "import pipelines\n",
    "pipeline_registry_first": "import pipelines\nfrom transformers import pipeline\n" + IMPORT_AUTO,
}


@pytest.mark.parametrize("order", sorted(ORDERS))
def test_auto_classes_resolve_the_suites_model_type(order):
    result = subprocess.run([sys.executable, "-c", ORDERS[order] + BUILD], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.split() == ["TransformerModel", "TransformerForConditionalGeneration"]


def test_import_registers_lazily_without_importing_torch_or_opening_weights():
    code = (
        "import sys\n"
        "opened = []\n"
        "sys.addaudithook(lambda event, args: event == 'open' and opened.append(str(args[0])))\n"
        "import pipelines\n"
        "print('torch' in sys.modules, any(path.endswith(('.safetensors', '.bin')) for path in opened))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.split() == ["False", "False"]
