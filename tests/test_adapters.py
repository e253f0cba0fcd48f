"""``pipelines.adapters.from_backbone``: the suite's models on a backbone start from its pretrained weights."""

import pytest
import torch
from transformers import AutoModel, PretrainedConfig, PreTrainedModel

from pipelines.adapters import from_backbone
from pipelines.models.bertsum import BertSumConfig, BertSumForExtractiveSummarization
from pipelines.models.casing_tagger import CasingTaggerConfig, CasingTaggerForTokenClassification


@pytest.mark.parametrize(
    ("model_class", "config"),
    [
        pytest.param(BertSumForExtractiveSummarization, BertSumConfig(), id="bertsum"),
        pytest.param(
            CasingTaggerForTokenClassification,
            CasingTaggerConfig(id2label={0: "O", 1: "B-PER"}),
            id="casing-tagger",
            marks=pytest.mark.slow,
        ),
    ],
)
def test_from_backbone_starts_from_the_packaged_minilm_weights(
    model_class: type[PreTrainedModel], config: PretrainedConfig, minilm_id: str
) -> None:
    model = from_backbone(model_class, config)
    minilm = AutoModel.from_pretrained(minilm_id)
    assert model.config.encoder.hidden_size == 384 and model.config.window_length == 512
    assert torch.equal(
        model.encoder.embeddings.word_embeddings.weight, minilm.embeddings.word_embeddings.weight
    )
