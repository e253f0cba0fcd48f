"""Log-mel filterbank features for the speech Transformer, from raw mono audio at any sampling rate.

The speech Transformer reads log-mel filterbank frames (80 per frame by default), as Dong et al. (2018) do:

1. resample to the model's rate (16 kHz by default) with a polyphase filter (`scipy.signal.resample_poly`,
   whose Kaiser-windowed low-pass also removes what would alias above the new Nyquist frequency); with
   `dereverberation=True`, then remove the room's late reverberation (`dereverberate`, below);
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

Dereverberation is weighted prediction error (WPE; Nakatani et al., 2010; Yoshioka & Nakatani, 2012), for one
microphone. In a short-time Fourier transform Y(t, f) of the recording, a room's late reverberation at frame t is
mostly a linear function of the frames before it, so each frequency f gets a prediction filter g_f of K taps over
the frames from t − Δ back:

    D(t, f) = Y(t, f) − g_fᴴ ỹ(t, f),    ỹ(t, f) = [Y(t − Δ, f), ..., Y(t − Δ − K + 1, f)]ᵀ

The delay Δ leaves the direct sound and early reflections (the first ~24 ms) alone. g_f minimises
Σ_t |D(t, f)|² / λ(t, f), the prediction error weighted by the (unknown) power λ of the clean speech, which
alternates with an estimate of that power from the last output:

    λ(t, f) = max(|D(t, f)|², ε),    R_f = Σ_t ỹ ỹᴴ / λ,    r_f = Σ_t ỹ Y* / λ,    g_f = R_f⁻¹ r_f

starting from D = Y, for `WPE_ITERATIONS` rounds. Speech is not predictable over more than Δ, reverberation is,
so only the reverberation is subtracted. Filters are estimated per block of at most `WPE_BLOCK_SECONDS`, which
bounds the memory for long recordings.

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
# Dereverberation (WPE): STFT of 32 ms windows every 8 ms, as most WPE front ends use at 16 kHz; Δ = 3 frames (24
# ms); K = 20 taps (reaching 176 ms back), chosen over 10 on a lab room (about 0.5 s of reverberation) that is
# not among the test rooms (docs/speech.md, "Removing the room"); 3 rounds of filter and power estimates.
WPE_WINDOW_SECONDS = 0.032
WPE_TAPS, WPE_DELAY, WPE_ITERATIONS = 20, 3, 3
WPE_BLOCK_SECONDS = 30.0
WPE_POWER_FLOOR = 1e-10  # ε, relative to the recording's loudest STFT bin

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
        dereverberation (`bool`, defaults to `False`):
            Remove the room's late reverberation (`dereverberate`) before the features.
    """

    model_input_names = ["input_features", "attention_mask"]

    def __init__(
        self,
        feature_size: int = 80,
        sampling_rate: int = 16000,
        padding_value: float = 0.0,
        log_mel_style: str = "dong",
        dereverberation: bool = False,
        **kwargs,
    ) -> None:
        if log_mel_style not in ("dong", "whisper"):
            raise ValueError(f"log_mel_style is 'dong' or 'whisper', not {log_mel_style!r}.")
        super().__init__(
            feature_size=feature_size, sampling_rate=sampling_rate, padding_value=padding_value, **kwargs
        )
        self.log_mel_style = log_mel_style
        self.dereverberation = dereverberation
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
        waveforms = [self.resample(waveform, sampling_rate) for waveform in as_waveforms(raw_speech)]
        if self.dereverberation:
            waveforms = [dereverberate(waveform, self.sampling_rate) for waveform in waveforms]
        features = [self.log_mel(waveform) for waveform in waveforms]
        return self.pad(
            BatchFeature({"input_features": features}),
            padding=padding,
            max_length=max_length,
            truncation=truncation,
            return_attention_mask=return_attention_mask,
            return_tensors=return_tensors,
        )


def dereverberate(waveform: np.ndarray, sampling_rate: int) -> np.ndarray:
    """`waveform` with its late reverberation removed by weighted prediction error (module docstring), as long.

    Example (noise bursts in a room that feeds its sound back 64 ms later, y(n) = s(n) + 0.7 y(n − 1024), a
    reverberation that past frames predict exactly: the error against the dry sound falls from 0 to about −20 dB):
        >>> from scipy.signal import lfilter
        >>> rng = np.random.default_rng(0)
        >>> dry = rng.standard_normal(16000) * (np.arange(16000) % 4000 < 1500)
        >>> wet = lfilter([1.0], np.r_[1.0, np.zeros(1023), -0.7], dry) + 1e-3 * rng.standard_normal(16000)
        >>> decibels = lambda x: 10 * np.log10(np.sum((x - dry) ** 2) / np.sum(dry**2))
        >>> round(float(decibels(wet))), bool(decibels(dereverberate(wet, 16000)) < -15)
        (0, True)
    """
    n_fft = 1 << round(math.log2(WPE_WINDOW_SECONDS * sampling_rate))
    hop = n_fft // 4
    window = torch.hann_window(n_fft)
    spectrum = torch.stft(  # Y: (frequencies, frames)
        torch.from_numpy(np.asarray(waveform, dtype=np.float32)),
        n_fft=n_fft,
        hop_length=hop,
        window=window,
        center=True,
        pad_mode="constant",
        return_complex=True,
    ).contiguous()
    frames = spectrum.shape[1]
    floor = max(WPE_POWER_FLOOR * float(spectrum.abs().max()) ** 2, float(np.finfo(np.float32).tiny))
    block = max(1, round(WPE_BLOCK_SECONDS * sampling_rate / hop))
    identity = torch.eye(WPE_TAPS, dtype=spectrum.dtype)
    clean = torch.empty_like(spectrum)
    for start in range(0, frames, block):
        y = spectrum[:, start : start + block]
        # ỹ(t, f) for the block's frames: (frequencies, frames, taps), 0 before the recording starts.
        y_past = torch.zeros((*y.shape, WPE_TAPS), dtype=y.dtype)
        for tap in range(WPE_TAPS):
            first = start - WPE_DELAY - tap  # the frame the block's first frame sees at this tap
            skip = max(0, -first)
            y_past[:, skip:, tap] = spectrum[:, first + skip : max(first + y.shape[1], 0)]
        y_past_conjugate, y_conjugate = y_past.conj(), y.conj().unsqueeze(-1)
        estimate = y
        for _ in range(WPE_ITERATIONS):
            inverse_power = 1.0 / estimate.abs().square().clamp(min=floor)
            weighted = (y_past * inverse_power.unsqueeze(-1)).transpose(1, 2)
            correlation = weighted @ y_past_conjugate  # R_f: (frequencies, taps, taps)
            cross = weighted @ y_conjugate  # r_f: (frequencies, taps, 1)
            # A silent band (an 8 kHz recording resampled) has R_f = 0: a little diagonal loading gives g_f = 0.
            loading = 1e-6 * torch.diagonal(correlation, dim1=1, dim2=2).real.sum(-1) / WPE_TAPS + floor
            filters = torch.linalg.solve(correlation + loading[:, None, None] * identity, cross)
            estimate = y - (y_past @ filters.conj()).squeeze(-1)
        clean[:, start : start + block] = estimate
    return torch.istft(clean, n_fft=n_fft, hop_length=hop, window=window, length=len(waveform)).numpy()


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
