"""Speech recognition: transformers' own ``AutomaticSpeechRecognitionPipeline`` with the suite's speech Transformer.

``pipelines.pipeline("automatic-speech-recognition")`` builds ``SpeechRecognitionPipeline`` on the suite's
shipped model (``pipelines/pretrained/speech-transformer-en``; ``finetune/train_asr.py`` trains it). It is
transformers' class, used as it is (generation options, ``chunk_length_s``, batching), with three
changes for a suite model:

- **audio in any form**: a file path or the file's bytes (WAV, FLAC, OGG, MP3, ... read by soundfile, no
  ffmpeg needed), an array with its rate as ``{"array": samples, "sampling_rate": rate}`` (resampled by the
  model's feature extractor, no torchaudio needed), or an array already at the model's rate;
- **long audio**: a recording longer than ``LONGEST_SECONDS`` is cut at its pauses (``pause_cuts``) into
  pieces of at most ``PIECE_SECONDS``, each transcribed on its own and the texts joined, unless the call
  sets ``chunk_length_s`` (transformers' overlapping chunks) itself. The model was trained on utterances
  of at most 11 s, and its decoder loses its place in longer ones;
- **clear errors**: empty audio, samples that are not finite, and files that are not audio are refused
  with a ``ValueError`` that says so; silence gives an empty or short transcript.

The shipped model's processor also removes the late reverberation of a recording made across a room before its
features (``"dereverberation": true`` in its ``processor_config.json``: weighted prediction error, see
``feature_extraction_speech_transformer.dereverberate``).

transformers tells sequence-to-sequence speech models from CTC ones by their class names, which do not
include the suite's: the pipeline says which it is.

Example (runs once the shipped model exists):

    >>> import pipelines
    >>> transcribe = pipelines.pipeline("automatic-speech-recognition")  # doctest: +SKIP
    >>> transcribe("recording.wav")  # doctest: +SKIP
    {'text': 'please leave a message after the tone'}
"""

from __future__ import annotations

import io
import os
from pathlib import Path
from typing import Any, NamedTuple, Self

import numpy as np
import torch
from transformers import (
    AutomaticSpeechRecognitionPipeline,
    AutoModelForSpeechSeq2Seq,
    AutoProcessor,
    PreTrainedModel,
)

from .base import PRETRAINED, shipped_model
from .precision import as_device, resolve_dtype

TASK = "automatic-speech-recognition"
DEFAULT_MODEL = PRETRAINED / "speech-transformer-en"
TRAIN_COMMAND = (
    "accelerate launch finetune/train_asr.py --export-dir pipelines/pretrained/speech-transformer-en"
)
# The encoder's window: 1,500 frames of 20 ms (30 s) with Whisper's encoder, 1,024 frames of 40 ms (about
# 41 s) with Dong et al.'s front end; an utterance has one frame more than 10 ms steps.
MAX_SECONDS = 29.0
# Longer audio is cut at its pauses into pieces no longer than the training utterances (at most 11 s). On 24
# recordings of 16-28 s made of validation sentences, WER / CER: 88.2 / 46.0 read whole, 69.9 / 52.6 in
# transformers' overlapping 8 s chunks.
LONGEST_SECONDS = 12.0
PIECE_SECONDS = 10.0
PAUSE_SECONDS = 0.2  # the stretch whose mean energy finds a pause


def read_audio(data: str | os.PathLike | bytes) -> tuple[np.ndarray, int]:
    """Mono float32 samples and their rate from an audio file's path or bytes; ``ValueError`` if not audio."""
    import soundfile

    source = io.BytesIO(data) if isinstance(data, bytes | bytearray) else os.fspath(data)
    try:
        samples, rate = soundfile.read(source, dtype="float32", always_2d=True)
    except (soundfile.LibsndfileError, RuntimeError, TypeError) as error:
        name = "these bytes" if isinstance(data, bytes | bytearray) else str(data)
        raise ValueError(
            f"Cannot read {name} as audio ({error}); give a WAV, FLAC, OGG or MP3 file."
        ) from error
    return samples.mean(axis=1), rate


def as_waveform(inputs: Any, sampling_rate: int, resample: Any) -> np.ndarray:
    """Any accepted input as one float32 array at ``sampling_rate``, checked: not empty, finite, mono."""
    rate = sampling_rate
    if isinstance(inputs, str | os.PathLike | bytes | bytearray):
        if isinstance(inputs, str | os.PathLike) and not Path(inputs).is_file():
            raise ValueError(f"No audio file at {inputs}.")
        inputs, rate = read_audio(inputs)
    elif isinstance(inputs, dict):
        if "sampling_rate" not in inputs or not ({"array", "raw"} & inputs.keys()):
            raise ValueError('Give audio as {"array": samples, "sampling_rate": rate}.')
        rate = int(inputs["sampling_rate"])
        inputs = inputs["array"] if "array" in inputs else inputs["raw"]
    if isinstance(inputs, torch.Tensor):
        inputs = inputs.cpu().numpy()
    if not isinstance(inputs, np.ndarray):
        raise TypeError(
            "Speech recognition takes a file path, the file's bytes, a numpy array at the model's rate, or "
            f'{{"array": samples, "sampling_rate": rate}}; not {type(inputs).__name__}.'
        )
    waveform = np.asarray(inputs, dtype=np.float32)
    if waveform.ndim == 2:  # (samples, channels) or (channels, samples): the shorter axis is the channels
        waveform = waveform.mean(axis=int(np.argmin(waveform.shape)))
    if waveform.ndim != 1:
        raise ValueError(
            f"Audio must be one channel of samples (or a few channels); got shape {waveform.shape}."
        )
    if waveform.size == 0:
        raise ValueError("The audio is empty: there is nothing to transcribe.")
    if not np.isfinite(waveform).all():
        raise ValueError("The audio has samples that are not finite numbers (NaN or infinity).")
    return waveform if rate == sampling_rate else resample(waveform, rate)


class SpeechAttention(NamedTuple):
    """What the model read and where it looked: ``features`` (frames × mel channels, normalised log-mel),
    the ``characters`` it wrote, and ``weights[i, j]``, how much character i attended to encoder frame j
    (the last decoder layer, averaged over heads; an encoder frame covers ``frames_per_step`` input frames)."""

    features: np.ndarray
    characters: list[str]
    weights: np.ndarray
    frames_per_step: int


class SpeechRecognitionPipeline(AutomaticSpeechRecognitionPipeline):
    """transformers' speech-recognition pipeline for the speech Transformer: audio in any form, long audio
    cut at its pauses, bad audio refused clearly (see the module docstring)."""

    def __init__(
        self,
        model: PreTrainedModel,
        *args: Any,
        device: str | int | torch.device | None = None,
        dtype: str | torch.dtype | None = None,
        **kwargs: Any,
    ) -> None:
        """transformers' arguments (``feature_extractor``, ``tokenizer``, ...) with the suite's policy, also
        where ``transformers.pipeline`` builds the pipeline from a Hub repository: ``device`` defaults to the
        first GPU, else the CPU; ``dtype`` (None, or ``"auto"``, ``transformers.pipeline``'s default, which
        keeps the saved float16) to the precision policy's choice for it, and the model is cast to it."""
        super().__init__(model, *args, device=as_device(device), **kwargs)
        self.type = "seq2seq"  # transformers recognises seq2seq speech models by its own class names only
        dtype = resolve_dtype(self.device, dtype)
        if self.model.dtype != dtype:
            self.model.to(dtype)

    @classmethod
    def from_pretrained(
        cls,
        model: str | os.PathLike | PreTrainedModel | None = None,
        processor: Any = None,
        *,
        device: str | int | torch.device | None = None,
        dtype: str | torch.dtype | None = None,
        batch_size: int | None = None,
    ) -> Self:
        """The pipeline for ``model`` (a folder or loaded model; None: the suite's shipped model) and its
        ``processor`` (None: the one saved with the model; required with a loaded model). ``device``
        defaults to the first GPU, else the CPU; ``dtype`` to the precision policy's choice for it."""
        if not isinstance(model, PreTrainedModel):
            source = os.fspath(model) if model is not None else shipped_model(DEFAULT_MODEL, TRAIN_COMMAND)
            model = AutoModelForSpeechSeq2Seq.from_pretrained(source, use_safetensors=True)
            processor = processor or AutoProcessor.from_pretrained(source)
        elif processor is None:
            raise ValueError("Pass the model's processor along with a loaded model: processor=...")
        return cls(
            model=model.eval(),
            feature_extractor=processor.feature_extractor,
            tokenizer=processor.tokenizer,
            device=device,
            dtype=dtype,
            batch_size=batch_size,
        )

    def preprocess(self, inputs: Any, chunk_length_s: float = 0, stride_length_s: Any = None) -> Any:
        rate = self.feature_extractor.sampling_rate
        waveform = as_waveform(inputs, rate, self.feature_extractor.resample)
        if chunk_length_s or len(waveform) <= LONGEST_SECONDS * rate:
            yield from super().preprocess(waveform, chunk_length_s, stride_length_s)
            return
        pieces = np.split(waveform, pause_cuts(waveform, rate))
        for index, piece in enumerate(pieces):
            for item in super().preprocess(piece):
                yield {**item, "is_last": index == len(pieces) - 1, "piece": index}

    def postprocess(self, model_outputs: list[dict[str, Any]], **kwargs: Any) -> dict[str, Any]:
        """transformers' postprocessing, and for audio cut at its pauses, each piece's text, joined."""
        if "piece" not in model_outputs[0]:
            return super().postprocess(model_outputs, **kwargs)
        texts = []
        for output in model_outputs:
            texts.append(super().postprocess([output], **kwargs)["text"].strip())
        return {"text": " ".join(text for text in texts if text)}


def pause_cuts(waveform: np.ndarray, rate: int, longest: float = PIECE_SECONDS) -> list[int]:
    """Where to cut ``waveform`` so that no piece lasts more than ``longest`` seconds: a piece too long is
    cut in the middle of its quietest ``PAUSE_SECONDS`` (lowest mean energy) within its middle half, and
    each side again if still too long. Sample indices, ascending.

    Example (100 samples a second: 6 s of sound, half a second of silence, 6 s of sound):
        >>> sound = np.ones(600)
        >>> pause_cuts(np.concatenate([sound, np.zeros(50), sound]), rate=100)
        [625]
    """
    hop = max(1, rate // 100)  # the energy of every 10 ms
    frames = -(-len(waveform) // hop)
    padded = np.pad(waveform, (0, frames * hop - len(waveform)))
    energy = np.concatenate(
        [[0.0], np.cumsum(np.square(padded, dtype=np.float64).reshape(frames, hop).sum(1))]
    )
    window, most = max(1, round(PAUSE_SECONDS * rate / hop)), int(longest * rate / hop)

    def cuts(start: int, end: int) -> list[int]:  # in frames
        if end - start <= most:
            return []
        low, high = start + (end - start) // 4, end - (end - start) // 4 - window
        starts = np.arange(low, max(high, low) + 1)
        sums = energy[starts + window] - energy[starts]
        quietest = starts[sums == sums.min()]  # several in true silence: the middle one
        cut = int(quietest[len(quietest) // 2]) + window // 2
        return [*cuts(start, cut), cut, *cuts(cut, end)]

    return [cut * hop for cut in cuts(0, frames)]


def speech_attention(
    pipe: SpeechRecognitionPipeline, audio: Any, seconds: float = MAX_SECONDS
) -> SpeechAttention:
    """Transcribe the first ``seconds`` of ``audio`` (greedy) and read the transcript again, teacher-forced,
    with attention weights on: one row of cross-attention per written character."""
    extractor = pipe.feature_extractor
    waveform = as_waveform(audio, extractor.sampling_rate, extractor.resample)[
        : int(seconds * extractor.sampling_rate)
    ]
    inputs = extractor(waveform, sampling_rate=extractor.sampling_rate, return_tensors="pt")
    features = inputs["input_features"].to(pipe.model.device, pipe.model.dtype)
    mask = inputs["attention_mask"].to(pipe.model.device)
    with torch.no_grad():
        sequence = pipe.model.generate(input_features=features, attention_mask=mask, num_beams=1)[:1]
        outputs = pipe.model(
            input_features=features,
            attention_mask=mask,
            decoder_input_ids=sequence[:, :-1],
            output_attentions=True,
        )
    weights = outputs.cross_attentions[-1][0].float().mean(dim=0).cpu().numpy()
    characters = pipe.tokenizer.convert_ids_to_tokens(sequence[0, 1:].tolist())
    return SpeechAttention(
        inputs["input_features"][0].numpy(), characters, weights, pipe.model.config.time_reduction
    )


__all__ = [
    "SpeechAttention",
    "SpeechRecognitionPipeline",
    "as_waveform",
    "pause_cuts",
    "read_audio",
    "speech_attention",
]
