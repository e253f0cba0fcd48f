"""Log-mel filterbank features for the speech Transformer, from raw mono audio at any sampling rate.

The speech Transformer reads log-mel filterbank frames (80 per frame by default), as Dong et al. (2018) do:

1. resample to the model's rate (16 kHz by default) with a polyphase filter (`scipy.signal.resample_poly`,
   whose Kaiser-windowed low-pass also removes what would alias above the new Nyquist frequency);
2. short-time Fourier transform, Hann window of 25 ms, hop of 10 ms: X(t, f);
3. power spectrum |X(t, f)|² through `feature_size` triangular filters evenly spaced on the mel scale
   m = 2595 log10(1 + f / 700), from 0 Hz to the Nyquist frequency: M(t, k);
4. log: log max(M(t, k), 1e-10);
5. per-utterance mean and variance normalisation of each mel channel k over the utterance's frames:
   (log M(t, k) − μ_k) / sqrt(σ_k² + 1e-5).

With `log_mel_style="whisper"` steps 3-5 are Whisper's instead (Radford et al., 2022), for an encoder that starts
from Whisper's weights: filters evenly spaced on the Slaney mel scale and area-normalised, log10, the floor
raised to 8 decades below the utterance's loudest value, then (x + 4) / 4.

Normalisation is per utterance, not with global statistics of a training set: it removes the recording's
loudness and the colouring of its microphone and room, works the same on one utterance at inference as in
training, and leaves no corpus statistics to compute, store and keep in sync with the data. Its cost is that a
very short utterance's statistics are noisy. It is computed before padding, so padding does not change an
utterance's features; padded frames are 0 (the mean) and marked 0 in `attention_mask`.

Kept free of imports from this project, like the model files, so it can ship with a model folder.

Example:

    >>> import numpy as np
    >>> extractor = SpeechTransformerFeatureExtractor()
    >>> tone = np.sin(2 * np.pi * 440 * np.arange(8000) / 8000)  # 1 s at 8 kHz
    >>> batch = extractor([tone, tone[:4000]], sampling_rate=8000, return_tensors="np")
    >>> batch["input_features"].shape, batch["attention_mask"].sum(axis=1).tolist()
    ((2, 101, 80), [101, 51])
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import torch
from scipy.signal import resample_poly
from transformers import BatchFeature, SequenceFeatureExtractor
from transformers.audio_utils import mel_filter_bank
from transformers.utils import PaddingStrategy, TensorType

WINDOW_SECONDS = 0.025  # STFT window: 25 ms, over which speech is taken to be stationary
HOP_SECONDS = 0.010  # one frame every 10 ms
LOG_FLOOR = 1e-10  # keeps log finite on digital silence
VARIANCE_FLOOR = 1e-5  # keeps a constant channel (silence) at 0 instead of dividing by 0

AudioInput = np.ndarray | torch.Tensor | Sequence[float]


class SpeechTransformerFeatureExtractor(SequenceFeatureExtractor):
    r"""Raw mono audio → normalised log-mel frames `input_features` (batch, frames, feature_size) and their
    `attention_mask` (batch, frames): one frame per 10 ms, `1 + samples // hop` frames per utterance.

    Args:
        feature_size (`int`, defaults to 80):
            Number of mel filters, the model's `num_mel_bins`.
        sampling_rate (`int`, defaults to 16000):
            Rate in Hz the features are computed at; audio at any other rate is resampled to it.
        padding_value (`float`, defaults to 0.0):
            Value of padded frames: 0 is the mean of normalised features.
        log_mel_style (`str`, defaults to `"dong"`):
            `"dong"`: HTK mel filters, natural log, per-utterance mean and variance normalisation (steps 3-5);
            `"whisper"`: Whisper's filters, log10 and scaling, what an encoder with Whisper's weights reads.
    """

    model_input_names = ["input_features", "attention_mask"]

    def __init__(
        self,
        feature_size: int = 80,
        sampling_rate: int = 16000,
        padding_value: float = 0.0,
        log_mel_style: str = "dong",
        **kwargs,
    ) -> None:
        if log_mel_style not in ("dong", "whisper"):
            raise ValueError(f"log_mel_style is 'dong' or 'whisper', not {log_mel_style!r}.")
        super().__init__(
            feature_size=feature_size, sampling_rate=sampling_rate, padding_value=padding_value, **kwargs
        )
        self.log_mel_style = log_mel_style
        # (n_fft // 2 + 1, feature_size); `to_dict` leaves `mel_filters` out of the saved config.
        self.mel_filters = mel_filter_bank(
            num_frequency_bins=self.n_fft // 2 + 1,
            num_mel_filters=feature_size,
            min_frequency=0.0,
            max_frequency=sampling_rate / 2,
            sampling_rate=sampling_rate,
            norm="slaney" if log_mel_style == "whisper" else None,
            mel_scale="slaney" if log_mel_style == "whisper" else "htk",
        ).astype(np.float32)

    @property
    def n_fft(self) -> int:
        """Samples per STFT window (400 at 16 kHz)."""
        return round(WINDOW_SECONDS * self.sampling_rate)

    @property
    def hop_length(self) -> int:
        """Samples between frames (160 at 16 kHz)."""
        return round(HOP_SECONDS * self.sampling_rate)

    def resample(self, waveform: np.ndarray, sampling_rate: int) -> np.ndarray:
        """`waveform` at `sampling_rate` Hz → the same sound at `self.sampling_rate` Hz, ceil(n · new / old) samples.

        Resampling by the ratio up/down of the two rates (reduced by their gcd): upsample by `up`, low-pass at the
        lower of the two Nyquist frequencies, keep every `down`-th sample.
        """
        if sampling_rate == self.sampling_rate:
            return waveform
        divisor = math.gcd(sampling_rate, self.sampling_rate)
        return resample_poly(waveform, self.sampling_rate // divisor, sampling_rate // divisor).astype(
            np.float32
        )

    def log_mel(self, waveform: np.ndarray) -> np.ndarray:
        """Normalised log-mel features (frames, feature_size) of a waveform at `self.sampling_rate` (steps 2-5)."""
        spectrum = torch.stft(
            torch.from_numpy(waveform),
            n_fft=self.n_fft,
            hop_length=self.hop_length,
            window=torch.hann_window(self.n_fft),
            center=True,  # frame t is centred on sample t · hop, so there are 1 + n // hop frames
            pad_mode="constant",  # works for any length, even shorter than a window
            return_complex=True,
        )
        power = spectrum.abs().square().T  # (frames, n_fft // 2 + 1)
        mel = (power @ torch.from_numpy(self.mel_filters)).clamp(min=LOG_FLOOR)
        if self.log_mel_style == "whisper":
            log_mel = torch.log10(mel)
            return ((torch.maximum(log_mel, log_mel.max() - 8.0) + 4.0) / 4.0).numpy()
        log_mel = torch.log(mel)
        mean, variance = log_mel.mean(dim=0), log_mel.var(dim=0, unbiased=False)
        return ((log_mel - mean) / torch.sqrt(variance + VARIANCE_FLOOR)).numpy()

    def __call__(
        self,
        raw_speech: AudioInput | Sequence[AudioInput],
        sampling_rate: int | None = None,
        padding: bool | str | PaddingStrategy = True,
        max_length: int | None = None,
        truncation: bool = False,
        return_attention_mask: bool | None = None,
        return_tensors: str | TensorType | None = None,
    ) -> BatchFeature:
        """Features of one utterance or a batch, padded to the longest (or to `max_length` frames).

        Args:
            raw_speech: One utterance (a 1-D numpy array, torch tensor or list of floats: mono samples) or a
                list of them.
            sampling_rate: The rate the audio was recorded at, in Hz. Required: audio at another rate than
                the one assumed would silently give wrong features.
            padding, max_length, truncation, return_attention_mask, return_tensors: as in
                [`~SequenceFeatureExtractor.pad`]; lengths count frames.

        Raises:
            ValueError: Without `sampling_rate`; for an empty batch or utterance, a sample that is NaN or
                infinite, or an utterance that is not 1-D (multi-channel audio must be mixed down first).
            TypeError: For samples that are not real numbers.
        """
        if sampling_rate is None:
            raise ValueError(
                f"Pass sampling_rate=, the rate in Hz the audio was recorded at; it is resampled to "
                f"{self.sampling_rate} Hz."
            )
        if isinstance(sampling_rate, bool) or not isinstance(sampling_rate, int) or sampling_rate <= 0:
            raise ValueError(f"sampling_rate must be a positive whole number of Hz, got {sampling_rate!r}.")
        features = [
            self.log_mel(self.resample(waveform, sampling_rate)) for waveform in as_waveforms(raw_speech)
        ]
        return self.pad(
            BatchFeature({"input_features": features}),
            padding=padding,
            max_length=max_length,
            truncation=truncation,
            return_attention_mask=return_attention_mask,
            return_tensors=return_tensors,
        )


def as_waveforms(raw_speech: AudioInput | Sequence[AudioInput]) -> list[np.ndarray]:
    """The utterances of `raw_speech` as float32 1-D arrays, checked: a clear error for what cannot be audio.

    A 1-D array or tensor, or a flat list of numbers, is one utterance; a list or tuple of those is a batch.
    A 2-D array is refused rather than guessed at: it could be a batch or the channels of one recording.
    """
    if isinstance(raw_speech, torch.Tensor):
        raw_speech = raw_speech.detach().cpu().numpy()
    if isinstance(raw_speech, np.ndarray):
        if raw_speech.ndim != 1:
            raise ValueError(
                f"Expected mono audio as a 1-D array of samples, got shape {raw_speech.shape}. Mix multi-channel "
                "audio down to one channel first; pass a batch as a list of 1-D arrays."
            )
        utterances = [raw_speech]
    elif isinstance(raw_speech, (list, tuple)):
        if len(raw_speech) == 0:
            raise ValueError("No audio given: the batch is empty.")
        is_one_utterance = all(isinstance(sample, (int, float, np.number)) for sample in raw_speech)
        utterances = [raw_speech] if is_one_utterance else list(raw_speech)
    else:
        raise TypeError(
            f"Expected audio as a 1-D numpy array, torch tensor or list of floats, or a list of those; "
            f"got {type(raw_speech).__name__}."
        )

    waveforms = []
    for index, utterance in enumerate(utterances):
        if isinstance(utterance, torch.Tensor):
            utterance = utterance.detach().cpu().numpy()
        waveform = np.asarray(utterance)
        if waveform.dtype == object or not (
            np.issubdtype(waveform.dtype, np.floating) or np.issubdtype(waveform.dtype, np.integer)
        ):
            raise TypeError(f"Utterance {index}: samples must be real numbers, got dtype {waveform.dtype}.")
        if waveform.ndim != 1:
            raise ValueError(
                f"Utterance {index}: expected mono audio as a 1-D array of samples, got shape {waveform.shape}. "
                "Mix multi-channel audio down to one channel first."
            )
        if waveform.size == 0:
            raise ValueError(f"Utterance {index} is empty: it has no samples.")
        if not np.isfinite(waveform).all():
            raise ValueError(f"Utterance {index} contains NaN or infinite samples.")
        waveforms.append(waveform.astype(np.float32))
    return waveforms


# Lets `save_pretrained` record this class in the saved configuration's `auto_map` and copy this file next to it.
SpeechTransformerFeatureExtractor.register_for_auto_class()

__all__ = ["SpeechTransformerFeatureExtractor"]
