"""Behaviour of the speech Transformer (modeling_speech_transformer.py) on tiny configs and synthetic audio.

Every test builds its own model from a config of a few thousand parameters and its own waveforms (tones,
chirps, seeded noise), so the file needs no weights, no data set and no network.
"""

import inspect
import itertools
import json
import math
from pathlib import Path

import numpy as np
import pytest
import scipy.signal
import torch
from huggingface_hub.errors import StrictDataclassClassValidationError
from torch.nn import functional as F
from transformers import (
    AutoConfig,
    AutoModel,
    AutoModelForSpeechSeq2Seq,
    AutoProcessor,
    AutoTokenizer,
    EncoderDecoderCache,
)

from pipelines import register
from pipelines.models.transformer import (
    SpeechTransformerConfig,
    SpeechTransformerFeatureExtractor,
    SpeechTransformerForConditionalGeneration,
    SpeechTransformerModel,
    SpeechTransformerProcessor,
    SpeechTransformerTokenizer,
    feature_extraction_speech_transformer,
    modeling_speech_transformer,
    modeling_transformer,
)
from pipelines.models.transformer.feature_extraction_speech_transformer import dereverberate
from tests.conftest import run_remote_code, train_on

pytestmark = pytest.mark.usefixtures("single_thread")

RATE = 16000
HOP = RATE // 100  # one feature frame every 10 ms
PAD, BOS, EOS, UNK = 0, 1, 2, 3
TINY = {
    "d_model": 32,
    "num_heads": 4,
    "d_ff": 64,
    "encoder_layers": 2,
    "decoder_layers": 2,
    "conv_channels": 4,
}


def tiny_model(seed: int = 0, **overrides: object) -> SpeechTransformerForConditionalGeneration:
    torch.manual_seed(seed)
    config = SpeechTransformerConfig(**{**TINY, "dropout": 0.0, **overrides})
    return SpeechTransformerForConditionalGeneration(config).eval()


def tone(frequency: float, seconds: float, rate: int = RATE) -> np.ndarray:
    return np.sin(2 * np.pi * frequency * np.arange(round(rate * seconds)) / rate)


def noise(seconds: float, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).standard_normal(round(RATE * seconds))


def processor(log_mel_style: str = "dong", dereverberation: bool = False) -> SpeechTransformerProcessor:
    features = SpeechTransformerFeatureExtractor(log_mel_style=log_mel_style, dereverberation=dereverberation)
    return SpeechTransformerProcessor(features, SpeechTransformerTokenizer())


def features(*waveforms: np.ndarray) -> dict[str, torch.Tensor]:
    return dict(SpeechTransformerFeatureExtractor()(list(waveforms), sampling_rate=RATE, return_tensors="pt"))


# ---------------------------------------------------------------------------------------------------------------
# Configuration
# ---------------------------------------------------------------------------------------------------------------


def test_config_defaults_make_a_model_under_40_megabytes_matching_the_tokenizer() -> None:
    config = SpeechTransformerConfig()
    assert (config.d_model, config.num_heads, config.d_ff) == (256, 4, 1024)
    assert (config.encoder_layers, config.decoder_layers) == (6, 3)
    assert (config.conv_layers, config.time_reduction) == (2, 4)
    assert config.model_type == "speech-transformer" and config.is_encoder_decoder
    assert config.decoder_start_token_id == config.bos_token_id == BOS
    assert config.vocab_size == len(SpeechTransformerTokenizer())
    assert config.num_mel_bins == SpeechTransformerFeatureExtractor().feature_size
    parameters = sum(p.numel() for p in SpeechTransformerForConditionalGeneration(config).parameters())
    assert parameters > 5e6 and parameters * 4 < 40e6  # float32 bytes

    with pytest.raises(StrictDataclassClassValidationError, match="divisible"):
        SpeechTransformerConfig(d_model=30, num_heads=4)
    with pytest.raises(StrictDataclassClassValidationError, match="conv_layers"):
        SpeechTransformerConfig(conv_layers=0)


def test_attention_layers_and_decoder_are_the_text_transformers_own() -> None:
    # One implementation of attention: the speech model imports the text Transformer's layers.
    shared = Path(inspect.getfile(modeling_speech_transformer.TransformerDecoder)).resolve()
    assert shared == Path(modeling_transformer.__file__).resolve()
    model = tiny_model()
    assert type(model.model.decoder).__name__ == "TransformerDecoder"
    assert type(model.model.encoder.layers[0]).__name__ == "TransformerEncoderLayer"
    assert (
        model.lm_head.weight is model.model.decoder.embed_tokens.weight is model.get_input_embeddings().weight
    )


# ---------------------------------------------------------------------------------------------------------------
# Feature extraction
# ---------------------------------------------------------------------------------------------------------------


def test_features_have_one_frame_per_10_ms_and_a_mask_over_them() -> None:
    batch = SpeechTransformerFeatureExtractor()(
        [noise(1.0), noise(0.5, seed=1), noise(0.0101, seed=2)], sampling_rate=RATE, return_tensors="np"
    )
    lengths = [1 + RATE // HOP, 1 + RATE // 2 // HOP, 1 + 162 // HOP]
    assert batch["input_features"].shape == (3, max(lengths), 80)
    assert batch["input_features"].dtype == np.float32
    assert batch["attention_mask"].sum(axis=1).tolist() == lengths == [101, 51, 2]
    assert (batch["input_features"][1, 51:] == 0).all()  # padding is the mean of normalised features


def test_each_mel_channel_is_normalised_over_its_own_utterance() -> None:
    extractor = SpeechTransformerFeatureExtractor()
    batch = extractor([noise(1.0), 0.01 * noise(0.6, seed=1)], sampling_rate=RATE, return_tensors="np")
    for index, length in enumerate(batch["attention_mask"].sum(axis=1)):
        valid = batch["input_features"][index, :length]
        np.testing.assert_allclose(valid.mean(axis=0), 0, atol=1e-4)
        np.testing.assert_allclose(valid.std(axis=0), 1, atol=1e-3)

    # Per-utterance normalisation removes loudness: a louder copy, or the same audio as 16-bit integers, has the
    # same features; and padding in a batch does not change an utterance's features.
    quiet = noise(0.5, seed=3)
    alone = extractor(quiet, sampling_rate=RATE, return_tensors="np")["input_features"][0]
    loud = extractor(30 * quiet, sampling_rate=RATE, return_tensors="np")["input_features"][0]
    pcm = extractor((quiet * 3000).astype(np.int16), sampling_rate=RATE, return_tensors="np")[
        "input_features"
    ][0]
    in_batch = extractor([noise(1.0), quiet], sampling_rate=RATE, return_tensors="np")["input_features"][1]
    np.testing.assert_allclose(loud, alone, atol=1e-4)
    np.testing.assert_allclose(pcm, alone, atol=1e-2)  # 16-bit quantisation noise
    np.testing.assert_array_equal(in_batch[: len(alone)], alone)
    # A torch tensor and a list of floats are audio too.
    as_tensor = extractor(torch.from_numpy(quiet), sampling_rate=RATE, return_tensors="np")["input_features"][
        0
    ]
    as_list = extractor(quiet.tolist(), sampling_rate=RATE, return_tensors="np")["input_features"][0]
    np.testing.assert_allclose(as_tensor, alone, atol=1e-6)
    np.testing.assert_allclose(as_list, alone, atol=1e-6)


def test_audio_at_other_rates_is_resampled_to_16_khz_keeping_its_frequency() -> None:
    extractor = SpeechTransformerFeatureExtractor()
    resampled = extractor.resample(tone(1000, 1.0, rate=8000).astype(np.float32), 8000)
    assert resampled.shape == (RATE,)
    spectrum = np.abs(np.fft.rfft(resampled))
    assert np.argmax(spectrum) * RATE / len(resampled) == pytest.approx(1000, abs=1)
    assert np.sqrt(np.mean(resampled[1000:-1000] ** 2)) == pytest.approx(math.sqrt(0.5), rel=0.01)
    # 44.1 kHz: 441 input samples become 160.
    assert extractor.resample(np.zeros(44100, dtype=np.float32), 44100).shape == (RATE,)

    # A sweep from 200 Hz to 3 kHz recorded at 8 kHz has the features of the same sweep at 16 kHz, up to the
    # 4 kHz the 8 kHz recording cannot hold (mel channels 0-49 lie below 2.8 kHz).
    def sweep(rate: int) -> np.ndarray:
        t = np.arange(rate) / rate
        return np.sin(2 * np.pi * (200 * t + 1400 * t**2))

    from_8k = extractor(sweep(8000), sampling_rate=8000, return_tensors="np")["input_features"][0]
    native = extractor(sweep(RATE), sampling_rate=RATE, return_tensors="np")["input_features"][0]
    assert from_8k.shape == native.shape == (101, 80)
    np.testing.assert_allclose(from_8k[2:-2, :50], native[2:-2, :50], atol=0.05)


def in_a_comb_room(seconds: float) -> tuple[np.ndarray, np.ndarray]:
    """Noise bursts, dry and in a room that feeds its sound back 1,024 samples later, y(n) = s(n) + 0.7 y(n − 1024)
    (a reverberation past frames predict exactly), with a little noise."""
    dry = noise(seconds) * (np.arange(round(RATE * seconds)) % 4000 < 1500)
    wet = scipy.signal.lfilter([1.0], np.r_[1.0, np.zeros(1023), -0.7], dry) + 1e-3 * noise(seconds, seed=1)
    return dry, wet


def error_db(x: np.ndarray, dry: np.ndarray) -> float:
    return 10 * math.log10(np.sum((x - dry) ** 2) / np.sum(dry**2))


def test_dereverberation_undoes_a_room_that_the_past_predicts_and_reaches_the_features() -> None:
    bursts, wet = in_a_comb_room(1.0)
    clean = dereverberate(wet.astype(np.float32), RATE)
    assert clean.shape == wet.shape and clean.dtype == np.float32
    assert error_db(wet, bursts) > -1 and error_db(clean, bursts) < -15
    # Through the feature extractor (and its resampling): off by default; on, the features come near the dry ones.
    plain, dereverberating = (
        SpeechTransformerFeatureExtractor(),
        SpeechTransformerFeatureExtractor(dereverberation=True),
    )
    assert not plain.dereverberation

    def distance(extractor: SpeechTransformerFeatureExtractor) -> float:
        wet_8k, dry_8k = (scipy.signal.resample_poly(x, 1, 2) for x in (wet, bursts))
        ours = extractor(wet_8k, sampling_rate=8000, return_tensors="np")["input_features"][0]
        dry = plain(dry_8k, sampling_rate=8000, return_tensors="np")["input_features"][0]
        return float(np.abs(ours[:, :50] - dry[:, :50]).mean())  # below 4 kHz

    assert distance(dereverberating) < 0.5 * distance(plain)


def test_dereverberation_keeps_silence_short_and_long_audio() -> None:
    assert (dereverberate(np.zeros(RATE, dtype=np.float32), RATE) == 0).all()
    for samples in (1, 100, 1000):  # shorter than the delay, the taps, one window
        short = noise(samples / RATE).astype(np.float32)
        assert dereverberate(short, RATE).shape == (samples,)
    # Long audio is dereverberated block by block, each with its own filters: 4 s in blocks of 1 s as well as whole.
    bursts, wet = in_a_comb_room(4.0)
    wet = wet.astype(np.float32)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(feature_extraction_speech_transformer, "WPE_BLOCK_SECONDS", 1.0)
        blocks = dereverberate(wet, RATE)
    for clean in (blocks, dereverberate(wet, RATE)):
        assert clean.shape == wet.shape
        assert error_db(clean, bursts) < -15


@pytest.mark.parametrize(
    ("audio", "error", "message"),
    [
        (np.array([], dtype=np.float32), ValueError, "Utterance 0 is empty"),
        ([np.ones(160), np.array([])], ValueError, "Utterance 1 is empty"),
        ([], ValueError, "batch is empty"),
        (np.array([0.1, np.nan, 0.2]), ValueError, "NaN or infinite"),
        ([np.ones(160), np.array([0.0, np.inf])], ValueError, "Utterance 1 contains NaN or infinite"),
        (np.ones((1600, 2)), ValueError, "1-D array.*Mix multi-channel"),
        ([np.ones((2, 1600))], ValueError, "Utterance 0: expected mono"),
        (["a", "b"], TypeError, "real numbers"),
        (np.ones(160, dtype=bool), TypeError, "real numbers"),
        ("audio.wav", TypeError, "Expected audio"),
    ],
    ids=[
        "empty",
        "empty in batch",
        "no utterances",
        "NaN",
        "inf",
        "stereo",
        "2-D in batch",
        "text",
        "bool",
        "path",
    ],
)
def test_bad_audio_is_refused_with_a_clear_error(audio: object, error: type, message: str) -> None:
    with pytest.raises(error, match=message):
        SpeechTransformerFeatureExtractor()(audio, sampling_rate=RATE)


def test_sampling_rate_must_be_given_and_valid() -> None:
    extractor = SpeechTransformerFeatureExtractor()
    with pytest.raises(ValueError, match="Pass sampling_rate="):
        extractor(noise(0.1))
    for rate in (0, -8000, 16000.0, True):
        with pytest.raises(ValueError, match="positive whole number"):
            extractor(noise(0.1), sampling_rate=rate)


# ---------------------------------------------------------------------------------------------------------------
# Tokenizer and processor
# ---------------------------------------------------------------------------------------------------------------


def test_tokenizer_spells_lowercase_characters_and_ends_with_eos(tmp_path: Path) -> None:
    tokenizer = SpeechTransformerTokenizer()
    ids = tokenizer("It's  9 O'Clock!")["input_ids"]
    assert tokenizer.convert_ids_to_tokens(ids) == [*"it's ", "<unk>", *" o'clock", "<unk>", "</s>"]
    assert ids[4:6] == [4, UNK] and ids[-2:] == [UNK, EOS]
    assert tokenizer.decode(ids, skip_special_tokens=True) == "it's  o'clock"
    assert (tokenizer.pad_token_id, tokenizer.bos_token_id, tokenizer.eos_token_id) == (PAD, BOS, EOS)

    (path,) = tokenizer.save_vocabulary(str(tmp_path), filename_prefix="chars")
    assert Path(path).name == "chars-vocab.json" and json.loads(Path(path).read_text())["a"] == 6
    tokenizer.save_pretrained(tmp_path / "tokenizer")
    loaded = SpeechTransformerTokenizer.from_pretrained(tmp_path / "tokenizer")
    assert (
        loaded.get_vocab() == tokenizer.get_vocab()
        and loaded("ok")["input_ids"] == tokenizer("ok")["input_ids"]
    )


def test_processor_makes_features_and_labels_padded_with_minus_100() -> None:
    batch = processor()(
        audio=[noise(0.3), noise(0.2, seed=1)], sampling_rate=RATE, text=["yes", "no"], return_tensors="pt"
    )
    assert set(batch) == {"input_features", "attention_mask", "labels"}
    assert batch["input_features"].shape == (2, 31, 80)
    assert batch["labels"].tolist() == [[30, 10, 24, EOS], [19, 20, EOS, -100]]
    assert processor().batch_decode(batch["labels"].clamp(min=0), skip_special_tokens=True) == ["yes", "no"]
    assert set(processor()(text="hi")) == {"labels"}

    with pytest.raises(ValueError, match="2 utterances but 1 transcripts"):
        processor()(audio=[noise(0.3), noise(0.2)], sampling_rate=RATE, text=["yes"])
    with pytest.raises(ValueError, match="Pass audio, text"):
        processor()()


# ---------------------------------------------------------------------------------------------------------------
# Model
# ---------------------------------------------------------------------------------------------------------------


def test_speech_embedding_downsamples_time_4x_and_masks_encoder_frames() -> None:
    model = tiny_model()
    inputs = features(noise(1.0), noise(0.45, seed=1))
    with torch.no_grad():
        encoded = model.get_encoder()(**inputs).last_hidden_state
    assert encoded.shape == (2, 26, 32)  # ceil(101 / 4)
    mask = model.get_encoder().output_attention_mask(inputs["attention_mask"])
    assert mask.sum(dim=1).tolist() == [26, 12]  # ceil(46 / 4): frames 0, 4, ..., 44


def test_batching_with_padding_does_not_change_an_utterance() -> None:
    model = tiny_model()
    long, short = noise(0.8), noise(0.37, seed=1)
    batch, alone = features(long, short), features(short)
    with torch.no_grad():
        batched = model.get_encoder()(**batch).last_hidden_state[1]
        single = model.get_encoder()(**alone).last_hidden_state[0]
        labels = torch.tensor([[7, 8, 9, EOS]] * 2)
        batched_logits = model(**batch, labels=labels).logits[1]
        single_logits = model(**alone, labels=labels[:1]).logits[0]
    torch.testing.assert_close(batched[: len(single)], single, rtol=0, atol=1e-5)
    torch.testing.assert_close(batched_logits, single_logits, rtol=0, atol=1e-5)
    settings = {"max_new_tokens": 6, "min_new_tokens": 6}
    assert torch.equal(model.generate(**batch, **settings)[1], model.generate(**alone, **settings)[0])


def test_causal_mask_later_characters_do_not_change_earlier_logits() -> None:
    model = tiny_model()
    inputs = features(noise(0.4), noise(0.3, seed=1))
    target = torch.tensor([[5, 6, 7, 8, 9, 10], [11, 12, 13, 14, 15, 16]])
    changed = target.clone()
    changed[:, 4] = 20
    with torch.no_grad():
        logits = model(**inputs, decoder_input_ids=target).logits
        changed_logits = model(**inputs, decoder_input_ids=changed).logits
    torch.testing.assert_close(logits[:, :4], changed_logits[:, :4], rtol=0, atol=1e-6)
    assert not torch.allclose(logits[:, 4:], changed_logits[:, 4:])


def test_without_ctc_the_loss_is_label_smoothed_cross_entropy_over_shifted_labels() -> None:
    model = tiny_model(label_smoothing=0.1, ctc_weight=0.0)
    inputs = features(noise(0.4), noise(0.3, seed=1))
    labels = torch.tensor([[5, 6, 7, EOS], [8, EOS, -100, -100]])
    with torch.no_grad():
        out = model(**inputs, labels=labels)
        teacher_forced = model(**inputs, decoder_input_ids=torch.tensor([[BOS, 5, 6, 7], [BOS, 8, EOS, PAD]]))
    torch.testing.assert_close(out.logits, teacher_forced.logits)
    expected = F.cross_entropy(out.logits.reshape(-1, 32), labels.reshape(-1), label_smoothing=0.1)
    torch.testing.assert_close(out.loss, expected)


def test_joint_loss_adds_ctc_over_the_unpadded_encoder_frames_and_the_characters() -> None:
    inputs = features(noise(0.4), noise(0.3, seed=1))  # 41 and 31 input frames: 11 and 8 encoder frames
    labels = torch.tensor([[5, 6, 6, EOS], [8, EOS, -100, -100]])
    model = tiny_model(ctc_weight=0.3)
    with torch.no_grad():
        out = model(**inputs, labels=labels)
        model.config.ctc_weight = 0.0
        cross_entropy = model(**inputs, labels=labels).loss
    log_probs = F.log_softmax(model.ctc_head(out.encoder_last_hidden_state), dim=-1)
    ctc = F.ctc_loss(
        log_probs.transpose(0, 1),
        torch.tensor([5, 6, 6, 8]),
        torch.tensor([11, 8]),
        torch.tensor([3, 1]),
        blank=PAD,
    )
    torch.testing.assert_close(out.loss, 0.3 * ctc + 0.7 * cross_entropy)


def test_ctc_weight_must_be_between_0_and_1() -> None:
    with pytest.raises(StrictDataclassClassValidationError, match="ctc_weight"):
        SpeechTransformerConfig(ctc_weight=1.5)


def test_cross_attentions_are_distributions_over_unpadded_encoder_frames() -> None:
    model = tiny_model()
    inputs = features(noise(0.8), noise(0.37, seed=1))
    labels = torch.tensor([[5, 6, 7, EOS], [8, 9, EOS, -100]])
    with torch.no_grad():
        out = model(**inputs, labels=labels, output_attentions=True)
        fused = model(**inputs, labels=labels)
    torch.testing.assert_close(out.logits, fused.logits, rtol=0, atol=1e-5)  # explicit softmax = SDPA path
    assert len(out.cross_attentions) == 2
    for weights in out.cross_attentions:
        assert weights.shape == (2, 4, 4, 21)  # (batch, heads, characters, encoder frames)
        torch.testing.assert_close(weights.sum(-1), torch.ones(2, 4, 4))
        assert (weights[1, ..., 10:] == 0).all()  # 38 input frames → 10 encoder frames, the rest is padding
    assert out.encoder_attentions[0].shape == (2, 4, 21, 21)


def test_ctc_prefix_scores_add_up_to_the_ctc_probability_of_the_whole_transcript() -> None:
    torch.manual_seed(0)
    log_probs = torch.randn(1, 12, 8).log_softmax(dim=-1)  # 12 frames, 8 symbols, the blank being PAD
    scorer = modeling_speech_transformer.CTCPrefixScorer(
        log_probs, torch.tensor([12]), 1.0, SpeechTransformerConfig(**TINY, vocab_size=8)
    )
    transcript = [5, 5, 4, 6]  # the repeated 5 needs a blank between its two
    ids, total = torch.tensor([[BOS]]), 0.0
    for character in [*transcript, EOS]:
        gains = scorer(ids, torch.zeros(1, 8))  # weight 1: the CTC gains alone
        assert gains[0, PAD] == gains[0, BOS] == -math.inf
        total += gains[0, character].item()
        ids = torch.cat([ids, torch.tensor([[character]])], dim=1)
    lengths = torch.tensor([12]), torch.tensor([4])
    nll = F.ctc_loss(
        log_probs.transpose(0, 1), torch.tensor([transcript]), *lengths, blank=PAD, reduction="sum"
    )
    assert total == pytest.approx(-nll.item(), abs=1e-5)


def test_joint_decoding_follows_the_ctc_head_when_it_is_sure() -> None:
    model = tiny_model(ctc_weight=0.9)
    inputs = features(noise(0.4))
    with (
        torch.no_grad()
    ):  # a CTC head that reads "5 6" from any audio: the first frames 5, then 6, then blank
        model.ctc_head.weight.zero_()
        model.ctc_head.bias.fill_(-20.0)
        model.ctc_head.bias[PAD] = 0.0
    frames = 11  # ceil(41 / 4) encoder frames
    original = model.ctc_head.forward
    model.ctc_head.forward = lambda x: (
        original(x)
        + torch.tensor(
            [
                [30.0 if (t < 3 and c == 5) or (3 <= t < 6 and c == 6) else 0.0 for c in range(32)]
                for t in range(frames)
            ]
        )
    )
    assert model.generate(**inputs, max_new_tokens=6, num_beams=2)[0].tolist() == [BOS, 5, 6, EOS]


@pytest.mark.parametrize("num_beams", [1, 3])
def test_cached_and_uncached_decoding_give_identical_characters(num_beams: int) -> None:
    model = tiny_model(init_std=0.5)  # large weights: varied, confident predictions
    inputs = features(noise(0.6), noise(0.4, seed=1))
    settings = {
        "max_new_tokens": 8,
        "min_new_tokens": 8,
        "num_beams": num_beams,
        "return_dict_in_generate": True,
    }
    cached = model.generate(**inputs, use_cache=True, output_scores=True, **settings)
    uncached = model.generate(**inputs, use_cache=False, output_scores=True, **settings)
    assert cached.sequences.shape == (2, 9)
    assert torch.equal(cached.sequences, uncached.sequences)
    for with_cache, without in zip(cached.scores, uncached.scores, strict=True):
        torch.testing.assert_close(with_cache, without, rtol=0, atol=1e-4)
    assert isinstance(cached.past_key_values, EncoderDecoderCache)
    assert cached.past_key_values.cross_attention_cache.get_seq_length() == 16  # ceil(61 / 4) encoder frames


def test_beam_search_returns_ranked_sequences_starting_with_bos() -> None:
    model = tiny_model(init_std=0.5)
    inputs = features(noise(0.6), noise(0.4, seed=1))
    beams = model.generate(
        **inputs,
        max_new_tokens=6,
        num_beams=4,
        num_return_sequences=3,
        return_dict_in_generate=True,
        output_scores=True,
    )
    assert beams.sequences.shape[0] == 6 and 2 <= beams.sequences.shape[1] <= 7
    assert (beams.sequences[:, 0] == BOS).all() and ((beams.sequences >= 0) & (beams.sequences < 32)).all()
    scores = beams.sequences_scores.view(2, 3)
    assert torch.isfinite(scores).all() and (scores[:, :-1] >= scores[:, 1:]).all()


def test_language_model_fusion_adds_beta_times_the_log_probability_of_each_whole_prefix() -> None:
    torch.manual_seed(0)
    config = SpeechTransformerConfig(**TINY, language_model_size=16)
    language_model = modeling_speech_transformer.CharacterLanguageModel(config).eval()
    scorer = modeling_speech_transformer.LanguageModelScorer(language_model, 0.4)
    steps = [  # three beams; between calls they move, split and merge, as in beam search
        [[BOS], [BOS], [BOS]],
        [[BOS, 5], [BOS, 7], [BOS, 5]],
        [[BOS, 7, 9], [BOS, 5, 5], [BOS, 5, 6]],
        [[BOS, 5, 5, 8], [BOS, 5, 6, EOS], [BOS, 7, 9, 4]],
    ]
    for rows in steps:
        scores = torch.randn(3, 32)
        fused = scorer(torch.tensor(rows), scores)
        with torch.no_grad():  # the language model over each whole prefix, from nothing
            expected = torch.stack(
                [F.log_softmax(language_model(torch.tensor([ids]))[0][0, -1], -1) for ids in rows]
            )
        torch.testing.assert_close(fused, F.log_softmax(scores, dim=-1) + 0.4 * expected)


@pytest.mark.parametrize("num_beams", [1, 3])
def test_a_sure_language_model_steers_decoding_and_weight_0_ignores_it(num_beams: int) -> None:
    model = tiny_model(init_std=0.5, ctc_weight=0.0, language_model_size=8, language_model_weight=1.0)
    with torch.no_grad():  # a language model sure that every next character is 7
        model.language_model.head.weight.zero_()
        model.language_model.head.bias.fill_(-30.0)
        model.language_model.head.bias[7] = 30.0
    inputs = features(noise(0.6), noise(0.4, seed=1))
    settings = {"max_new_tokens": 5, "min_new_tokens": 5, "num_beams": num_beams}
    assert model.generate(**inputs, **settings)[:, 1:].eq(7).all()
    plain = tiny_model(init_std=0.5, ctc_weight=0.0)
    model.config.language_model_weight = 0.0
    assert torch.equal(model.generate(**inputs, **settings), plain.generate(**inputs, **settings))


def test_language_model_weight_needs_a_language_model() -> None:
    with pytest.raises(StrictDataclassClassValidationError, match="language_model_size > 0"):
        SpeechTransformerConfig(language_model_weight=0.3)
    with pytest.raises(StrictDataclassClassValidationError, match="0 or more"):
        SpeechTransformerConfig(language_model_size=8, language_model_weight=-1.0)


SPACE = 4  # the word delimiter of the tokenizer
GO, GONE = [12, 20], [12, 20, 19, 10]  # "go", "gone" as character ids


def test_lexicon_scorer_penalises_a_word_once_where_it_leaves_the_lexicon() -> None:
    index = modeling_speech_transformer.lexicon_index([*GO, SPACE, *GONE, SPACE], SPACE)
    scorer = modeling_speech_transformer.LexiconScorer(index, 2.0, SPACE, EOS)
    hypotheses = {  # the characters after the start token -> those the penalty leaves free
        (): [SPACE, EOS, 12],  # nothing yet: the first letter of a word, a space or the end
        (12,): [20],  # "g": only "o" goes on; a space or the end would leave the word unfinished
        (*GO,): [SPACE, EOS, 19],  # "go": a whole word, which "n" goes on with
        (*GO, SPACE, 7): list(range(32)),  # "b" left the lexicon already: scored once, not again
        (*GO, SPACE, 7, 8, SPACE): [SPACE, EOS, 12],  # the next word starts afresh
    }
    for ids, free in hypotheses.items():
        scores = torch.zeros(1, 32)
        penalties = scorer(torch.tensor([[BOS, *ids]]), scores)[0]
        assert torch.nonzero(penalties == 0).flatten().tolist() == sorted(free), ids
        assert set(penalties.tolist()) <= {0.0, -2.0}


@pytest.mark.parametrize("num_beams", [1, 3])
def test_a_high_lexicon_penalty_writes_only_lexicon_words(num_beams: int) -> None:
    model = tiny_model(init_std=0.5, ctc_weight=0.0)  # CTC would stop at the short noises' few frames
    model.set_lexicon([GO, GONE])
    model.config.lexicon_penalty = 1e4
    inputs = features(noise(0.6), noise(0.4, seed=1))
    settings = {"max_new_tokens": 12, "min_new_tokens": 12, "num_beams": num_beams}
    written = model.generate(**inputs, **settings)
    for ids in written[:, 1:].tolist():
        text = [i for i in ids if i not in (PAD, EOS)]
        words = [tuple(g) for key, g in itertools.groupby(text, lambda i: i == SPACE) if not key]
        if EOS not in ids and text[-1] != SPACE:  # stopped by the length limit inside its last word
            assert tuple(GONE)[: len(words[-1])] == words.pop(), ids
        assert words and set(words) <= {tuple(GO), tuple(GONE)}, ids
    unconstrained = tiny_model(init_std=0.5, ctc_weight=0.0).generate(**inputs, **settings)
    assert not torch.equal(unconstrained, written)  # the random model alone writes other words


def test_lexicon_penalty_needs_a_lexicon_of_byte_ids() -> None:
    with pytest.raises(StrictDataclassClassValidationError, match="lexicon_size > 0"):
        SpeechTransformerConfig(lexicon_penalty=3.0)
    with pytest.raises(ValueError, match="without the word delimiter"):
        tiny_model().set_lexicon([[12, SPACE, 20]])


def test_bad_model_inputs_are_refused_with_a_clear_error() -> None:
    model = tiny_model(max_position_embeddings=16)
    with torch.no_grad():
        with pytest.raises(ValueError, match=r"\(batch, frames, 80\)"):
            model(input_features=torch.randn(50, 80), labels=torch.tensor([[5, EOS]]))
        with pytest.raises(ValueError, match=r"\(batch, frames, 80\)"):
            model(input_features=torch.randn(1, 50, 40), labels=torch.tensor([[5, EOS]]))
        with pytest.raises(ValueError, match="attention_mask must be"):
            model(
                input_features=torch.randn(1, 50, 80),
                attention_mask=torch.ones(1, 40),
                labels=torch.tensor([[5]]),
            )
        with pytest.raises(ValueError, match="max_position_embeddings=16"):
            model(input_features=torch.randn(1, 80, 80), labels=torch.tensor([[5, EOS]]))  # 20 encoder frames
        with pytest.raises(ValueError, match="Pass input_features"):
            model(labels=torch.tensor([[5, EOS]]))


def test_overfits_three_utterances_to_their_exact_transcripts() -> None:
    sweep = np.arange(round(0.4 * RATE)) / RATE
    waveforms = [tone(300, 0.3), np.sin(2 * np.pi * (500 * sweep + 3125 * sweep**2)), tone(2500, 0.25)]
    transcripts = ["yes", "no", "up"]
    batch = processor()(audio=waveforms, sampling_rate=RATE, text=transcripts, return_tensors="pt")
    model = tiny_model(encoder_layers=1, decoder_layers=1, label_smoothing=0.0).train()
    assert train_on(model, batch, steps=400, stop_below=0.02)[-1] < 0.02
    model.eval()
    inputs = {"input_features": batch["input_features"], "attention_mask": batch["attention_mask"]}
    greedy = model.generate(**inputs, max_new_tokens=8)
    assert processor().batch_decode(greedy, skip_special_tokens=True) == transcripts
    assert torch.equal(model.generate(**inputs, max_new_tokens=8, use_cache=False), greedy)
    beam = model.generate(**inputs, max_new_tokens=8, num_beams=3)
    assert processor().batch_decode(beam, skip_special_tokens=True) == transcripts


# ---------------------------------------------------------------------------------------------------------------
# Saving, loading, registration
# ---------------------------------------------------------------------------------------------------------------


def test_save_and_load_round_trip_gives_identical_logits(tmp_path: Path) -> None:
    model = tiny_model(decoder_layers=3)
    inputs = features(noise(0.5), noise(0.3, seed=1))
    labels = torch.tensor([[5, 6, EOS], [7, EOS, -100]])
    model.save_pretrained(tmp_path)
    processor().save_pretrained(tmp_path)
    config = json.loads((tmp_path / "config.json").read_text())
    assert config["model_type"] == "speech-transformer" and config["decoder_layers"] == 3
    assert (tmp_path / "model.safetensors").exists() and (tmp_path / "vocab.json").exists()

    loaded = SpeechTransformerForConditionalGeneration.from_pretrained(tmp_path).eval()
    assert loaded.lm_head.weight is loaded.model.decoder.embed_tokens.weight
    with torch.no_grad():
        expected = model(**inputs, labels=labels).logits
        assert torch.equal(loaded(**inputs, labels=labels).logits, expected)
        base = SpeechTransformerModel.from_pretrained(tmp_path).eval()
        hidden = base(**inputs, decoder_input_ids=labels.clamp(min=0)).last_hidden_state
        assert torch.equal(
            hidden, model.model(**inputs, decoder_input_ids=labels.clamp(min=0)).last_hidden_state
        )
    # The processor loads its feature extractor and tokenizer through the Auto classes: they must know them.
    register()
    reloaded = SpeechTransformerProcessor.from_pretrained(tmp_path)
    audio, text = [noise(0.5), tone(300, 0.2, rate=8000)], ["one", "two"]
    expected, actual = processor()(audio, text, 8000, "np"), reloaded(audio, text, 8000, "np")
    assert actual.keys() == expected.keys() and all((actual[k] == expected[k]).all() for k in expected)


def test_register_makes_the_auto_classes_build_and_load_every_part(tmp_path: Path) -> None:
    register()
    register()  # idempotent
    config = AutoConfig.for_model("speech-transformer", **TINY)
    assert type(AutoModel.from_config(config)) is SpeechTransformerModel
    assert type(AutoModelForSpeechSeq2Seq.from_config(config)) is SpeechTransformerForConditionalGeneration
    tiny_model().save_pretrained(tmp_path)
    processor().save_pretrained(tmp_path)
    assert (
        type(AutoModelForSpeechSeq2Seq.from_pretrained(tmp_path)) is SpeechTransformerForConditionalGeneration
    )
    assert type(AutoProcessor.from_pretrained(tmp_path)) is SpeechTransformerProcessor
    assert type(AutoTokenizer.from_pretrained(tmp_path)) is SpeechTransformerTokenizer


REMOTE_CODE_CHECK = """
processor = transformers.AutoProcessor.from_pretrained(folder, trust_remote_code=True)
assert type(processor).__name__ == "SpeechTransformerProcessor", type(processor)
inputs = processor(audio=reference["audio"], sampling_rate=8000, text=reference["text"], return_tensors="pt")
assert torch.equal(inputs["input_features"], reference["input_features"])
assert torch.equal(inputs["labels"], reference["labels"])
with torch.no_grad():
    logits = model(**inputs).logits
assert torch.equal(logits, reference["logits"]), (logits - reference["logits"]).abs().max()
features = {"input_features": inputs["input_features"], "attention_mask": inputs["attention_mask"]}
assert torch.equal(model.generate(**features, max_new_tokens=5, num_beams=2), reference["beam"])
print("remote code OK")
"""


WHISPER_SHAPED = {
    "speech_embedding": "conv1d",
    "activation_function": "gelu",
    "attention_bias": True,
    "position_encoding": "whisper",
}


@pytest.mark.parametrize("shape", ["dong", "whisper"])
def test_trust_remote_code_loads_saved_folder_without_the_project(tmp_path: Path, shape: str) -> None:
    # The Whisper-shaped one, like the shipped model, carries a character language model, which its beam search
    # fuses, and its processor dereverberates: the folder's own code must read that setting back.
    fused = {"language_model_size": 8, "language_model_weight": 0.5}
    model = tiny_model(init_std=0.5, **({**WHISPER_SHAPED, **fused} if shape == "whisper" else {}))
    if shape == "whisper":  # and a lexicon, stored with the weights
        model.set_lexicon([GO, GONE, [7, 8]])
        model.config.lexicon_penalty = 1.5
    folder = tmp_path / "checkpoint"
    model.save_pretrained(folder)
    processor(shape, dereverberation=shape == "whisper").save_pretrained(folder)
    for name in ("modeling_transformer.py", "configuration_transformer.py"):  # the layers it imports
        copied, original = folder / name, Path(modeling_transformer.__file__).with_name(name)
        assert copied.read_text() == original.read_text()
    config = json.loads((folder / "config.json").read_text())
    assert config["auto_map"]["AutoModelForSpeechSeq2Seq"] == (
        "modeling_speech_transformer.SpeechTransformerForConditionalGeneration"
    )

    audio = [tone(440, 0.5, rate=8000), np.random.default_rng(0).standard_normal(3000)]
    inputs = processor(shape, dereverberation=shape == "whisper")(
        audio=audio, sampling_rate=8000, text=["la", "hush"], return_tensors="pt"
    )
    with torch.no_grad():
        logits = model(**inputs).logits
    features = {"input_features": inputs["input_features"], "attention_mask": inputs["attention_mask"]}
    beam = model.generate(**features, max_new_tokens=5, num_beams=2)
    reference = {"audio": audio, "text": ["la", "hush"], "logits": logits, "beam": beam, **inputs}
    output = run_remote_code(folder, "AutoModelForSpeechSeq2Seq", reference, REMOTE_CODE_CHECK)
    assert "remote code OK" in output
