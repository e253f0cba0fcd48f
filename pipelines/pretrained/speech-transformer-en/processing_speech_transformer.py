"""The speech Transformer's processor: its feature extractor for the audio and its tokenizer for the transcripts.

Kept free of imports from this project, like the model files, so it can ship with a model folder.

Example:

    >>> import numpy as np
    >>> processor = SpeechTransformerProcessor(SpeechTransformerFeatureExtractor(), SpeechTransformerTokenizer())
    >>> clips = [np.random.default_rng(0).standard_normal(n) for n in (16000, 8000)]
    >>> batch = processor(audio=clips, sampling_rate=16000, text=["yes", "no"], return_tensors="pt")
    >>> sorted(batch), batch["input_features"].shape, batch["labels"].tolist()
    (['attention_mask', 'input_features', 'labels'], torch.Size([2, 101, 80]), [[30, 10, 24, 2], [19, 20, 2, -100]])
    >>> processor.batch_decode(batch["labels"].clamp(min=0), skip_special_tokens=True)
    ['yes', 'no']
"""

from __future__ import annotations

from collections.abc import Sequence

from transformers import BatchFeature, ProcessorMixin
from transformers.utils import TensorType

from .feature_extraction_speech_transformer import AudioInput, SpeechTransformerFeatureExtractor
from .tokenization_speech_transformer import SpeechTransformerTokenizer

IGNORE_INDEX = -100  # label of padding positions: not scored by the loss


class SpeechTransformerProcessor(ProcessorMixin):
    r"""Audio → `input_features` and `attention_mask`; transcripts → `labels` (`-100` on padding); model output
    → text with `batch_decode`/`decode`.

    Args:
        feature_extractor ([`SpeechTransformerFeatureExtractor`]): log-mel features of the audio.
        tokenizer ([`SpeechTransformerTokenizer`]): characters of the transcripts.
    """

    def __init__(
        self, feature_extractor: SpeechTransformerFeatureExtractor, tokenizer: SpeechTransformerTokenizer
    ) -> None:
        super().__init__(feature_extractor, tokenizer)

    def __call__(
        self,
        audio: AudioInput | Sequence[AudioInput] | None = None,
        text: str | list[str] | None = None,
        sampling_rate: int | None = None,
        return_tensors: str | TensorType | None = None,
    ) -> BatchFeature:
        """Model inputs for the audio and, when `text` is given, its transcripts as training labels.

        Labels are the characters of each transcript and `</s>`, padded with -100 so the loss ignores the
        padding; the model shifts them right behind `<s>` to make its decoder inputs (teacher forcing).
        `sampling_rate` is the audio's rate in Hz (required with audio).
        """
        if audio is None and text is None:
            raise ValueError("Pass audio, text (the transcripts) or both.")
        data = {}
        if audio is not None:
            data.update(self.feature_extractor(audio, sampling_rate=sampling_rate, return_tensors="np"))
        if text is not None:
            encoded = self.tokenizer(text, padding=True, return_tensors="np")
            data["labels"] = encoded["input_ids"]
            data["labels"][encoded["attention_mask"] == 0] = IGNORE_INDEX
        if audio is not None and text is not None and len(data["labels"]) != len(data["input_features"]):
            raise ValueError(
                f"Got {len(data['input_features'])} utterances but {len(data['labels'])} transcripts."
            )
        return BatchFeature(data, tensor_type=return_tensors)


# Lets `save_pretrained` record this class in processor_config.json's `auto_map` and copy this file (and, through its
# relative imports, the feature extractor's and tokenizer's) next to it.
SpeechTransformerProcessor.register_for_auto_class()

__all__ = ["SpeechTransformerProcessor"]
