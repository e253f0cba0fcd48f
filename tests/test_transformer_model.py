"""Behaviour of the "Attention Is All You Need" Transformer (pipelines.models.transformer) on a tiny config.

Every test builds its own model from a few-thousand-parameter config, so the file needs no weights,
no network and no registration done elsewhere in the project.
"""

import json
import math
from pathlib import Path

import pytest
import torch
from huggingface_hub.errors import StrictDataclassClassValidationError
from torch.nn import functional as F
from transformers import AutoConfig, AutoModel, AutoModelForSeq2SeqLM, EncoderDecoderCache

from pipelines.models.transformer import (
    TransformerConfig,
    TransformerForConditionalGeneration,
    TransformerModel,
    shift_tokens_right,
)
from pipelines.models.transformer.modeling_transformer import sinusoidal_position_encoding
from tests.conftest import run_remote_code, train_on

pytestmark = pytest.mark.usefixtures("single_thread")

VOCAB = 50
PAD, BOS, EOS = 0, 1, 2
TINY = {"vocab_size": VOCAB, "d_model": 32, "num_layers": 2, "num_heads": 4, "d_ff": 64}


def tiny_model(
    seed: int = 0, dtype: str = "float32", **overrides: object
) -> TransformerForConditionalGeneration:
    torch.manual_seed(seed)
    config = TransformerConfig(**{**TINY, "dropout": 0.0, **overrides})
    return TransformerForConditionalGeneration(config).to(getattr(torch, dtype)).eval()


# How far apart two computations of the same logits or weights may be in each dtype (bf16 keeps 8 bits).
TOLERANCE = {"float32": 1e-5, "bfloat16": 2e-2}


def random_tokens(batch: int, length: int, seed: int = 1) -> torch.Tensor:
    """Ids above the special tokens, so nothing is mistaken for padding or end of sequence."""
    generator = torch.Generator().manual_seed(seed)
    return torch.randint(EOS + 1, VOCAB, (batch, length), generator=generator)


def test_config_uses_paper_defaults_and_derives_stack_depths() -> None:
    base = TransformerConfig()
    assert (base.num_layers, base.d_model, base.num_heads, base.d_ff) == (6, 512, 8, 2048)
    assert (base.dropout, base.label_smoothing) == (0.1, 0.1)
    assert base.encoder_layers == base.decoder_layers == 6
    assert not base.pre_layer_norm and base.scale_embedding and base.tie_word_embeddings
    assert base.is_encoder_decoder and base.model_type == "vaswani-transformer"
    assert base.hidden_size == 512 and base.num_attention_heads == 8

    config = TransformerConfig(**TINY, decoder_layers=3)
    assert (config.encoder_layers, config.decoder_layers) == (2, 3)
    assert config.decoder_start_token_id == config.bos_token_id
    # @strict config validation raises its own error class, not ValueError.
    with pytest.raises(StrictDataclassClassValidationError, match="divisible"):
        TransformerConfig(d_model=30, num_heads=4)


@pytest.mark.parametrize("init_std", [0.02, 0.1])
def test_projections_and_embeddings_start_normal_with_config_init_std(init_std: float) -> None:
    model = tiny_model(init_std=init_std, d_model=64, d_ff=256)
    weights = [m.weight for m in model.modules() if isinstance(m, (torch.nn.Linear, torch.nn.Embedding))]
    assert len(weights) > 10
    for weight in weights:
        assert weight.mean().abs() < init_std / 5
        assert weight.std().item() == pytest.approx(init_std, rel=0.1)
    biases = [m.bias for m in model.modules() if isinstance(m, torch.nn.Linear) and m.bias is not None]
    assert biases and all(not b.any() for b in biases)
    norms = [m for m in model.modules() if isinstance(m, torch.nn.LayerNorm)]
    assert norms and all(n.weight.eq(1).all() and not n.bias.any() for n in norms)


def test_sinusoidal_encoding_follows_section_3_5() -> None:
    pe = sinusoidal_position_encoding(50, 16)
    pos, i = 7, 3
    angle = pos / 10000 ** (2 * i / 16)
    assert pe[pos, 2 * i].item() == pytest.approx(math.sin(angle), abs=1e-6)
    assert pe[pos, 2 * i + 1].item() == pytest.approx(math.cos(angle), abs=1e-6)
    model = tiny_model()
    assert "pe" not in {name.rsplit(".", 1)[-1] for name in model.state_dict()}  # a buffer, not saved
    assert not any(name.endswith(".pe") for name, _ in model.named_parameters())


def test_shift_tokens_right_prepends_start_and_replaces_ignored_labels() -> None:
    labels = torch.tensor([[5, 6, 7, EOS], [8, EOS, -100, -100]])
    shifted = shift_tokens_right(labels, PAD, BOS)
    assert shifted.tolist() == [[BOS, 5, 6, 7], [BOS, 8, EOS, PAD]]


def test_causal_mask_later_target_token_does_not_change_earlier_logits(dtype: str) -> None:
    model = tiny_model(dtype=dtype)
    source, target = random_tokens(2, 6), random_tokens(2, 8, seed=2)
    changed = target.clone()
    changed[:, 5] = torch.where(changed[:, 5] == VOCAB - 1, EOS + 1, changed[:, 5] + 1)
    with torch.no_grad():
        logits = model(input_ids=source, decoder_input_ids=target).logits
        changed_logits = model(input_ids=source, decoder_input_ids=changed).logits
    torch.testing.assert_close(logits[:, :5], changed_logits[:, :5], rtol=0, atol=TOLERANCE[dtype] / 10)
    assert not torch.allclose(logits[:, 5:], changed_logits[:, 5:])


def test_extra_source_padding_with_attention_mask_leaves_outputs_unchanged(dtype: str) -> None:
    model = tiny_model(dtype=dtype)
    source, target = random_tokens(2, 6), random_tokens(2, 5, seed=2)
    padded = torch.cat([source, torch.full((2, 4), PAD)], dim=1)
    mask = torch.cat([torch.ones(2, 6), torch.zeros(2, 4)], dim=1).long()
    with torch.no_grad():
        plain = model(input_ids=source, decoder_input_ids=target)
        with_padding = model(input_ids=padded, attention_mask=mask, decoder_input_ids=target)
    tolerance = TOLERANCE[dtype]
    torch.testing.assert_close(with_padding.logits, plain.logits, rtol=0, atol=tolerance)
    torch.testing.assert_close(
        with_padding.encoder_last_hidden_state[:, :6], plain.encoder_last_hidden_state, rtol=0, atol=tolerance
    )
    # Generation, which builds its own cache and masks, sees the same thing.
    greedy = model.generate(source, max_new_tokens=6, do_sample=False)
    greedy_padded = model.generate(padded, attention_mask=mask, max_new_tokens=6, do_sample=False)
    assert torch.equal(greedy, greedy_padded)


@pytest.mark.parametrize("num_beams", [1, 3])
def test_cached_and_uncached_decoding_give_identical_tokens(num_beams: int) -> None:
    model = tiny_model()
    source = random_tokens(3, 7)
    settings = {"max_new_tokens": 10, "do_sample": False, "num_beams": num_beams}
    cached = model.generate(source, use_cache=True, **settings)
    uncached = model.generate(source, use_cache=False, **settings)
    assert cached.shape[1] > 2
    assert torch.equal(cached, uncached)


def test_cached_decoding_feeds_one_new_position_and_projects_encoder_keys_once() -> None:
    model = tiny_model()
    source = random_tokens(2, 7)
    decoder_lengths, cross_key_calls = [], []
    forward = model.forward

    def spy(**kwargs: object) -> object:
        decoder_lengths.append(kwargs["decoder_input_ids"].shape[1])
        assert isinstance(kwargs["past_key_values"], EncoderDecoderCache)
        return forward(**kwargs)

    model.forward = spy
    cross_attn = model.model.decoder.layers[0].cross_attn
    hook = cross_attn.w_k.register_forward_hook(lambda *_: cross_key_calls.append(1))
    model.generate(source, max_new_tokens=5, min_new_tokens=5, num_beams=2)
    hook.remove()
    assert decoder_lengths == [1] * 5
    assert len(cross_key_calls) == 1


def test_beam_search_and_sampling_return_valid_sequences() -> None:
    model = tiny_model()
    source = random_tokens(2, 6)
    beams = model.generate(source, max_new_tokens=6, num_beams=4, num_return_sequences=3)
    assert beams.shape[0] == 6 and 2 <= beams.shape[1] <= 7
    torch.manual_seed(0)
    sampled = model.generate(source, max_new_tokens=6, do_sample=True, top_k=10, num_return_sequences=2)
    assert sampled.shape[0] == 4 and 2 <= sampled.shape[1] <= 7
    for sequences in (beams, sampled):
        assert (sequences[:, 0] == BOS).all()
        assert ((sequences >= 0) & (sequences < VOCAB)).all()
    scored = model.generate(
        source, max_new_tokens=4, num_beams=3, return_dict_in_generate=True, output_scores=True
    )
    assert scored.sequences_scores.shape == (2,) and torch.isfinite(scored.sequences_scores).all()


def test_output_attentions_are_distributions_and_match_the_sdpa_path(dtype: str) -> None:
    model = tiny_model(dtype=dtype)
    source, target = random_tokens(2, 6), random_tokens(2, 5, seed=2)
    mask = torch.tensor([[1] * 6, [1] * 4 + [0] * 2])
    with torch.no_grad():
        fused = model(input_ids=source, attention_mask=mask, decoder_input_ids=target)
        explicit = model(
            input_ids=source, attention_mask=mask, decoder_input_ids=target, output_attentions=True
        )
    assert fused.encoder_attentions is None
    torch.testing.assert_close(explicit.logits, fused.logits, rtol=0, atol=TOLERANCE[dtype])

    shapes = {
        "encoder_attentions": (2, 4, 6, 6),
        "decoder_attentions": (2, 4, 5, 5),
        "cross_attentions": (2, 4, 5, 6),
    }
    for name, shape in shapes.items():
        weights = getattr(explicit, name)
        assert len(weights) == 2 and all(w.shape == shape for w in weights)
        for w in weights:
            ones = torch.ones(shape[:-1], dtype=w.dtype)
            torch.testing.assert_close(w.sum(-1), ones, rtol=0, atol=TOLERANCE[dtype])
    decoder_self = explicit.decoder_attentions[0]
    assert (decoder_self.triu(diagonal=1) == 0).all()  # nothing attends to later target positions
    assert (explicit.cross_attentions[0][1, ..., 4:] == 0).all()  # nor to source padding
    assert (explicit.encoder_attentions[0][1, ..., 4:] == 0).all()

    generated = model.generate(
        source, max_new_tokens=3, min_new_tokens=3, output_attentions=True, return_dict_in_generate=True
    )
    assert generated.cross_attentions[-1][0].shape == (2, 4, 1, 6)  # one new query per cached step


def test_one_embedding_parameter_serves_source_target_and_output(tmp_path: Path) -> None:
    model = tiny_model()

    def shared(m: TransformerForConditionalGeneration) -> bool:
        encoder, decoder = m.model.encoder.embed_tokens.weight, m.model.decoder.embed_tokens.weight
        return encoder is decoder is m.lm_head.weight is m.get_input_embeddings().weight

    assert shared(model)
    embedding_params = [p for p in model.parameters() if p.shape == (VOCAB, 32)]
    assert len(embedding_params) == 1
    model.save_pretrained(tmp_path)
    assert shared(TransformerForConditionalGeneration.from_pretrained(tmp_path))

    untied = tiny_model(tie_word_embeddings=False)
    assert untied.lm_head.weight is not untied.model.encoder.embed_tokens.weight
    assert untied.model.decoder.embed_tokens.weight is not untied.model.encoder.embed_tokens.weight


@pytest.mark.parametrize("pre_layer_norm", [False, True], ids=["post-LN", "pre-LN"])
def test_post_ln_and_pre_ln_both_train(pre_layer_norm: bool) -> None:
    model = tiny_model(pre_layer_norm=pre_layer_norm).train()
    assert (model.model.encoder.final_layer_norm is not None) == pre_layer_norm
    source, labels = random_tokens(4, 6), random_tokens(4, 5, seed=2)
    losses = train_on(model, {"input_ids": source, "labels": labels}, steps=30)
    assert losses[-1] < 0.6 * losses[0]


def test_save_and_load_round_trip_gives_identical_logits(tmp_path: Path) -> None:
    model = tiny_model(pre_layer_norm=True, decoder_layers=3)
    source, target = random_tokens(2, 6), random_tokens(2, 5, seed=2)
    model.save_pretrained(tmp_path, safe_serialization=True)
    assert (tmp_path / "model.safetensors").exists() and not (tmp_path / "pytorch_model.bin").exists()
    config = json.loads((tmp_path / "config.json").read_text())
    assert config["model_type"] == "vaswani-transformer" and config["decoder_layers"] == 3

    loaded = TransformerForConditionalGeneration.from_pretrained(tmp_path).eval()
    with torch.no_grad():
        expected = model(input_ids=source, decoder_input_ids=target).logits
        assert torch.equal(loaded(input_ids=source, decoder_input_ids=target).logits, expected)
        # The bare encoder-decoder loads from the same folder (the `model.` prefix is stripped).
        base = TransformerModel.from_pretrained(tmp_path).eval()
        hidden = base(input_ids=source, decoder_input_ids=target).last_hidden_state
        assert torch.equal(hidden, model.model(input_ids=source, decoder_input_ids=target).last_hidden_state)


REMOTE_CODE_CHECK = """
with torch.no_grad():
    logits = model(input_ids=reference["source"], decoder_input_ids=reference["target"]).logits
assert torch.equal(logits, reference["logits"]), (logits - reference["logits"]).abs().max()
assert torch.equal(model.generate(reference["source"], max_new_tokens=5, do_sample=False), reference["greedy"])
print("remote code OK")
"""


def test_trust_remote_code_loads_saved_folder_without_the_project(tmp_path: Path) -> None:
    model = tiny_model()
    folder = tmp_path / "checkpoint"
    model.save_pretrained(folder)
    assert {"modeling_transformer.py", "configuration_transformer.py"} <= {p.name for p in folder.iterdir()}
    config = json.loads((folder / "config.json").read_text())
    assert (
        config["auto_map"]["AutoModelForSeq2SeqLM"]
        == "modeling_transformer.TransformerForConditionalGeneration"
    )

    source, target = random_tokens(2, 6), random_tokens(2, 5, seed=2)
    with torch.no_grad():
        logits = model(input_ids=source, decoder_input_ids=target).logits
    greedy = model.generate(source, max_new_tokens=5, do_sample=False)
    reference = {"source": source, "target": target, "logits": logits, "greedy": greedy}
    assert "remote code OK" in run_remote_code(folder, "AutoModelForSeq2SeqLM", reference, REMOTE_CODE_CHECK)


def test_overfits_a_tiny_batch_and_generates_the_targets() -> None:
    # Task: reverse the source and end with EOS. Without smoothing or dropout the loss can reach ~0.
    model = tiny_model(label_smoothing=0.0).train()
    source = random_tokens(4, 6)
    labels = torch.cat([source.flip(1), torch.full((4, 1), EOS)], dim=1)
    assert train_on(model, {"input_ids": source, "labels": labels}, steps=400, stop_below=0.01)[-1] < 0.01
    generated = model.eval().generate(source, max_new_tokens=10, do_sample=False)
    assert torch.equal(generated[:, 1:], labels)


def test_label_smoothed_loss_equals_torch_cross_entropy() -> None:
    model = tiny_model(label_smoothing=0.1)
    source, labels = random_tokens(2, 6), random_tokens(2, 5, seed=2)
    labels[1, 3:] = -100
    with torch.no_grad():
        out = model(input_ids=source, labels=labels)
    expected = F.cross_entropy(out.logits.reshape(-1, VOCAB), labels.reshape(-1), label_smoothing=0.1)
    torch.testing.assert_close(out.loss, expected)
    # The labels were shifted right into the decoder inputs.
    with torch.no_grad():
        shifted = model(input_ids=source, decoder_input_ids=shift_tokens_right(labels, PAD, BOS)).logits
    torch.testing.assert_close(shifted, out.logits)


def test_registers_with_auto_classes_in_process() -> None:
    # exist_ok: the project's own registry (or an earlier test) may have registered the same classes.
    AutoConfig.register(TransformerConfig.model_type, TransformerConfig, exist_ok=True)
    AutoModel.register(TransformerConfig, TransformerModel, exist_ok=True)
    AutoModelForSeq2SeqLM.register(TransformerConfig, TransformerForConditionalGeneration, exist_ok=True)
    config = AutoConfig.for_model("vaswani-transformer", **TINY)
    assert isinstance(config, TransformerConfig)
    assert isinstance(AutoModelForSeq2SeqLM.from_config(config), TransformerForConditionalGeneration)
    assert isinstance(AutoModel.from_config(config), TransformerModel)
