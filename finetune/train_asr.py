"""Train the speech Transformer (audio → log-mel → convolutions → encoder → decoder → characters) with accelerate.

    python -m pipelines.data fetch speech      # the corpus (``pipelines/data/speech.py``), once
    accelerate launch --num_processes 2 finetune/train_asr.py --max-steps 1000 \\
        --output-dir runs/asr-whisper --export-dir pipelines/pretrained/speech-transformer-en

Data: the ``train`` split of the speech corpus, English sentences read by 144 synthetic voices of espeak-ng,
flite, festival and Piper (about 27 hours), and the voice lines of three games, Drascula (736 lines, 46 minutes),
Flight of the Amazon Queen (6,434 lines, 4.5 hours, about thirty characters) and Beneath a Steel Sky (about 3,400
lines, 1.9 hours, with Whisper tiny.en's transcripts): the only recorded speech trained on, each
``RECORDED_REPEATS`` times per epoch. Validation is a sample of the
``validation`` split (the synthetic voices, other sentences), scored by character and word error rate with
greedy decoding. The real test recordings (Asterisk, LibriVox) and the held-out voice (flite ``rms``) are
never trained or validated on: they are the test sets of ``finetune/compare_asr.py``.

Augmentation makes synthetic speech look more like a telephone or a room. Each utterance in each epoch
draws, from the seed, the epoch and its index (so a resumed run sees exactly the same audio):

- speed ×0.9–1.1 (resampling: pitch and tempo together, as in Ko et al., 2015);
- with probability ``--telephone``, the telephone band: down to 8 kHz and back, then a 300–3,400 Hz
  band-pass (the Asterisk prompts are 8 kHz telephone recordings);
- white noise at 15–45 dB SNR;
- SpecAugment (Park et al., 2019) on the log-mel features: two frequency masks of up to 12 channels and
  two time masks of up to 5% of the frames.

The encoder (``--encoder``): by default Whisper tiny.en's (``finetune/whisper_encoder.py``: 680,000 hours of
real speech behind it, which no synthetic voice can give), with Whisper's log-mel features. Its convolutions
and four layers stay frozen and compute as Whisper trained them (without dropout); two new layers of the
same width above them, the final LayerNorm, the CTC head and a character decoder of its width (d_model 384,
6 heads, d_ff 1536) are trained. Frozen, Whisper's encoder cannot forget real speech while it hears
mostly synthetic voices, and the new layers learn what characters its features carry from the first
update: validation WER / CER 42.5 / 16.4 after 1,000 updates (44 minutes on 2 CPU cores); the shipped
model went on to 4,200 (README, "Speech recognition").
``--encoder scratch`` trains ``SpeechTransformerConfig``'s small default (8.1 M parameters, the sizes
given) from nothing instead: 48.1 / 21.7 after 2,800 updates. (Adapting Whisper's own top layers at a tenth
of the rate, with no layers added and dropout on, learnt more slowly than that: validation CER 68.9 after
1,000 updates against 46.2 after 1,200.)

``--init-from MODEL`` goes on from a saved model instead (the shipped one, say, after the corpus gained a
voice): its processor, sizes and trained layers; Whisper's layers and its character language model stay frozen.

Batches hold utterances of similar length, up to ``--batch-seconds`` of audio. The joint CTC-attention loss
is minimised by AdamW with a linear warm-up and decay. Checkpoints resume exactly (``finetune/loop.py``):
run the same command again. On the CPU, preload jemalloc (README, "Training"): with glibc's allocator the
processes grow by about 0.1 GB a minute under the changing batch shapes.
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path
from typing import Any

import loop
import numpy as np
import torch
from accelerate.utils import set_seed
from checkpoints import Progress
from scipy.signal import butter, resample_poly, sosfilt
from whisper_encoder import WHISPER_LAYERS, WHISPER_TINY_EN, load_whisper_encoder

import pipelines
from pipelines import metrics
from pipelines.data import speech
from pipelines.data.speech_synthesis import read_wav
from pipelines.hub.eval_results import FILE_NAME, write_eval_results
from pipelines.models.transformer import (
    SpeechTransformerConfig,
    SpeechTransformerFeatureExtractor,
    SpeechTransformerForConditionalGeneration,
    SpeechTransformerProcessor,
    SpeechTransformerTokenizer,
)

SAMPLING_RATE = 16_000
MAX_CHARACTERS = 400  # the exported model's generation limit
SPEEDS = (0.9, 1.1)
NOISE_SNR_DB = (15.0, 45.0)
TELEPHONE_BAND_HZ = (300.0, 3400.0)
FREQUENCY_MASKS, FREQUENCY_MASK_WIDTH = 2, 12  # SpecAugment's F = 12 mel channels, twice
TIME_MASKS, TIME_MASK_SHARE = 2, 0.05  # and T of at most 5% of the frames, twice
ENCODERS = ("scratch", "whisper-tiny.en")
ADDED_LAYERS = 2  # trained encoder layers above Whisper's frozen ones
RECORDED_REPEATS = 2  # each recorded training utterance is in each epoch this many times, augmented anew


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    run = loop.run_arguments(
        parser,
        output_dir="runs/asr",
        export="model, feature extractor and tokenizer",
        items="utterances",
        epochs=10,
        eval_every=1000,
    )
    run.add_argument("--batch-seconds", type=float, default=120.0, help="audio per batch, in seconds")
    run.add_argument("--eval-utterances", type=int, default=300, help="validation utterances scored")
    augment = parser.add_argument_group("augmentation")
    augment.add_argument(
        "--telephone", type=float, default=0.5, help="share of utterances sent through 8 kHz"
    )
    augment.add_argument("--no-augment", action="store_true", help="train on the clean synthetic audio")
    model = parser.add_argument_group("model (paper symbols)")
    model.add_argument(
        "--encoder",
        choices=ENCODERS,
        default="whisper-tiny.en",
        help="add layers to Whisper tiny.en's frozen encoder, or train one from scratch",
    )
    model.add_argument(
        "--init-from",
        type=Path,
        metavar="MODEL",
        help="start from a saved speech model (its processor, sizes and language model; Whisper's layers and "
        "the language model stay frozen) instead of a new one",
    )
    model.add_argument("--d-model", type=int, help="scratch only (default 256)")
    model.add_argument("--encoder-layers", type=int, help="N_e, scratch only (default 6)")
    model.add_argument("--heads", type=int, help="h, scratch only (default 4)")
    model.add_argument("--d-ff", type=int, help="scratch only (default 1024)")
    model.add_argument("--decoder-layers", type=int, default=3, help="N_d")
    model.add_argument("--dropout", type=float, default=0.1, help="P_drop")
    optim = parser.add_argument_group("optimisation")
    optim.add_argument("--lr", type=float, default=1e-3, help="peak learning rate of AdamW")
    optim.add_argument("--warmup-ratio", type=float, default=0.05)
    args = parser.parse_args(argv)
    sizes = {
        "--d-model": args.d_model,
        "--encoder-layers": args.encoder_layers,
        "--heads": args.heads,
        "--d-ff": args.d_ff,
    }
    given = ", ".join(flag for flag, value in sizes.items() if value is not None)
    if args.init_from and given:
        parser.error(f"{given}: --init-from {args.init_from} fixes the sizes; leave these out.")
    if args.encoder != "scratch" and given:
        parser.error(f"{given}: Whisper's encoder fixes these sizes; pass --encoder scratch to choose them.")
    if args.init_from and not (args.init_from / "config.json").is_file():
        parser.error(
            f"--init-from {args.init_from}: no config.json there; give a folder this script exported."
        )
    return args


# --------------------------------------------------------------------------------------------- data


def length_batches(seconds: list[float], budget: float, seed: int) -> list[list[int]]:
    """Batches of utterances of similar length, each at most ``budget`` seconds of audio (padding included),
    in an order shuffled by ``seed``: utterances are shuffled, sorted by length within pools of about 50
    batches, cut into batches, and the batches shuffled.

    Example:
        >>> sorted(map(sorted, length_batches([1.0, 2.0, 1.0, 2.0, 3.0], 4.0, seed=0)))
        [[0, 2], [1, 3], [4]]
    """
    rng = random.Random(seed)
    order = list(range(len(seconds)))
    rng.shuffle(order)
    pool = max(1, int(50 * budget / (sum(seconds) / max(len(seconds), 1))))
    batches: list[list[int]] = []
    for start in range(0, len(order), pool):
        batch: list[int] = []
        for index in sorted(order[start : start + pool], key=lambda i: seconds[i]):
            if batch and (len(batch) + 1) * seconds[index] > budget:
                batches.append(batch)
                batch = []
            batch.append(index)
        if batch:
            batches.append(batch)
    rng.shuffle(batches)
    return batches


def augmented(waveform: np.ndarray, rng: np.random.Generator, telephone: float) -> np.ndarray:
    """``waveform`` (16 kHz) at another speed, maybe through the telephone band, with white noise."""
    speed = rng.uniform(*SPEEDS)
    up = 100
    waveform = resample_poly(waveform, up, round(up * speed)).astype(np.float32)
    if rng.random() < telephone:
        narrow = resample_poly(waveform, 1, 2)
        band = butter(4, TELEPHONE_BAND_HZ, btype="bandpass", fs=SAMPLING_RATE // 2, output="sos")
        waveform = resample_poly(sosfilt(band, narrow), 2, 1).astype(np.float32)
    power = float(np.mean(waveform**2)) + 1e-12
    snr = rng.uniform(*NOISE_SNR_DB)
    noise = rng.standard_normal(len(waveform)).astype(np.float32) * np.sqrt(power / 10 ** (snr / 10))
    return waveform + noise


def spec_augment(features: torch.Tensor, frames: int, rng: np.random.Generator) -> torch.Tensor:
    """Frequency and time masks (set to 0, the normalised mean) on one utterance's (frames, mel) features."""
    features = features.clone()
    channels = features.shape[1]
    for _ in range(FREQUENCY_MASKS):
        width = int(rng.integers(0, FREQUENCY_MASK_WIDTH + 1))
        start = int(rng.integers(0, channels - width + 1))
        features[:, start : start + width] = 0
    for _ in range(TIME_MASKS):
        width = int(rng.integers(0, int(TIME_MASK_SHARE * frames) + 1))
        start = int(rng.integers(0, max(frames - width, 0) + 1))
        features[start : start + width] = 0
    return features


class Collator:
    """Model inputs for a batch of utterances: log-mel features, frame mask and character labels.

    Training indices carry their epoch (``epoch × len(rows) + row``), so each epoch draws new augmentation,
    reproducibly; ``augment=False`` reads the audio as it is (validation, evaluation).
    """

    def __init__(self, rows: list[dict[str, Any]], processor: SpeechTransformerProcessor, args: Any) -> None:
        self.rows, self.processor, self.args = rows, processor, args

    def __call__(self, indices: list[int], augment: bool = True) -> dict[str, torch.Tensor]:
        waveforms, texts, rngs = [], [], []
        for index in indices:
            epoch, row = divmod(index, len(self.rows))
            samples, rate = read_wav(self.rows[row]["audio"])
            samples = (
                resample_poly(samples, SAMPLING_RATE, rate).astype(np.float32)
                if rate != SAMPLING_RATE
                else samples
            )
            rng = np.random.default_rng([self.args.seed, epoch, row])
            if augment and not self.args.no_augment:
                samples = augmented(samples, rng, self.args.telephone)
            waveforms.append(samples)
            texts.append(self.rows[row]["text"])
            rngs.append(rng)
        batch = self.processor(audio=waveforms, sampling_rate=SAMPLING_RATE, text=texts, return_tensors="pt")
        if augment and not self.args.no_augment:
            frames = batch["attention_mask"].sum(dim=1).tolist()
            batch["input_features"] = torch.stack(
                [
                    spec_augment(f, n, rng)
                    for f, n, rng in zip(batch["input_features"], frames, rngs, strict=True)
                ]
            )
        return dict(batch)


# --------------------------------------------------------------------------------------------- model


def build_processor(encoder: str) -> SpeechTransformerProcessor:
    features = SpeechTransformerFeatureExtractor(log_mel_style="dong" if encoder == "scratch" else "whisper")
    return SpeechTransformerProcessor(features, SpeechTransformerTokenizer())


def build_model(
    args: argparse.Namespace, processor: SpeechTransformerProcessor
) -> SpeechTransformerForConditionalGeneration:
    """A new model; with ``--encoder whisper-tiny.en`` its encoder is Whisper's, frozen, and two new layers."""
    common = {
        "vocab_size": len(processor.tokenizer),
        "decoder_layers": args.decoder_layers,
        "dropout": args.dropout,
    }
    if args.encoder == "scratch":
        sizes = {"d_model": args.d_model or 256, "encoder_layers": args.encoder_layers or 6}
        sizes |= {"num_heads": args.heads or 4, "d_ff": args.d_ff or 1024}
        config = SpeechTransformerConfig(
            num_mel_bins=processor.feature_extractor.feature_size, **sizes, **common
        )
        model = SpeechTransformerForConditionalGeneration(config)
    else:
        layers = WHISPER_LAYERS + ADDED_LAYERS
        model = SpeechTransformerForConditionalGeneration(
            SpeechTransformerConfig(**WHISPER_TINY_EN, encoder_layers=layers, **common)
        )
        with loop.process_state().main_process_first():  # the main process fetches the weights, once
            load_whisper_encoder(model, log=loop.process_state().print)
        freeze_whisper(model)
    # Characters are many per second of speech: room for a 20-second chunk of fast speech. Beam search of 8:
    # on 200 validation utterances beams of 4, 8 and 12 gave WER 19.87, 18.66 and 18.02 at real-time factors
    # 0.22, 0.37 and 0.45 (one thread); finetune/compare_asr.py scores the test sets with it too.
    model.generation_config.max_new_tokens = MAX_CHARACTERS
    model.generation_config.num_beams = 8
    return model


def saved_model(folder: Path) -> SpeechTransformerForConditionalGeneration:
    """A saved model (``--init-from``) in float32, with what training leaves alone frozen: Whisper's
    convolutions and layers when it has them, and the character language model (``train_speech_lm.py``)."""
    model = SpeechTransformerForConditionalGeneration.from_pretrained(folder, dtype=torch.float32)
    if model.config.position_encoding == "whisper":
        freeze_whisper(model)
    if model.language_model is not None:
        model.language_model.requires_grad_(False)
    return model


def freeze_whisper(model: SpeechTransformerForConditionalGeneration) -> None:
    """Whisper's convolutions and ``WHISPER_LAYERS`` layers stop learning, and compute without dropout."""
    encoder = model.get_encoder()
    for module in [encoder.speech_embedding, encoder.dropout, *encoder.layers[:WHISPER_LAYERS]]:
        module.requires_grad_(False)
        for dropout in (m for m in module.modules() if isinstance(m, torch.nn.Dropout)):
            # Whisper was trained without dropout; with it, its last layer's output kept a cosine of 0.54
            # to the one it computes (measured), and the layers above learnt little from the noise.
            dropout.p = 0.0


def transcribe(
    model: torch.nn.Module, collate: Collator, indices: list[int], batch_size: int = 16, num_beams: int = 1
) -> list[str]:
    """The model's transcripts of utterances ``indices`` (audio as recorded), in order."""
    model.eval()
    tokenizer = collate.processor.tokenizer
    texts: list[str] = []
    with torch.no_grad():
        for start in range(0, len(indices), batch_size):
            batch = collate(indices[start : start + batch_size], augment=False)
            inputs = {
                "input_features": batch["input_features"].to(model.device, model.dtype),
                "attention_mask": batch["attention_mask"].to(model.device),
            }
            limit = int(batch["labels"].shape[1] * 2 + 10)  # output stops at twice the reference's length
            output = model.generate(**inputs, max_new_tokens=limit, num_beams=num_beams)
            texts += tokenizer.batch_decode(output, skip_special_tokens=True)
    return texts


def error_rates(predictions: list[str], rows: list[dict[str, Any]]) -> dict[str, float]:
    """WER and CER in percent (``pipelines/metrics/wer``)."""
    scores = metrics.load("wer").compute(predictions=predictions, references=[row["text"] for row in rows])
    return {"wer": round(100 * scores["wer"], 2), "cer": round(100 * scores["cer"], 2)}


# --------------------------------------------------------------------------------------------- training


def training_rows(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows of an epoch: ``rows``, then each recorded one (``speech.RECORDED_SOURCES``) again, so that
    it is in the epoch ``RECORDED_REPEATS`` times; each copy is augmented differently, by its position."""
    recorded = [row for row in rows if row["source"] in speech.RECORDED_SOURCES]
    return rows + recorded * (RECORDED_REPEATS - 1)


def train(
    model: SpeechTransformerForConditionalGeneration,
    processor: SpeechTransformerProcessor,
    train_rows: list[dict[str, Any]],
    validation_rows: list[dict[str, Any]],
    args: argparse.Namespace,
) -> tuple[torch.nn.Module, Progress, dict[str, float]]:
    """Train through the shared loop (``finetune/loop.py``); returns the model, where training stopped, and
    the last validation scores."""
    seconds = [row["seconds"] for row in train_rows]
    collate = Collator(train_rows, processor, args)
    validate = Collator(validation_rows, processor, args)
    task = loop.Task(
        batches=lambda epoch: [
            [epoch * len(train_rows) + i for i in batch]
            for batch in length_batches(seconds, args.batch_seconds, args.seed + epoch)
        ],
        collate=collate,
        loss=lambda model, batch: model(**batch).loss,
        tokens=lambda batch: int(batch["attention_mask"].sum()),  # frames of 10 ms
        validation_size=len(validation_rows),
        predict=lambda model, indices: transcribe(model, validate, indices),
        score=lambda predicted: error_rates(predicted, validation_rows),
    )
    trained = [parameter for parameter in model.parameters() if parameter.requires_grad]
    optimizer = torch.optim.AdamW(trained, lr=args.lr, betas=(0.9, 0.98), weight_decay=0.01)
    return loop.train(model, optimizer, loop.linear_warmup(args.warmup_ratio), task, args)


def export(
    model: torch.nn.Module,
    processor: SpeechTransformerProcessor,
    folder: Path,
    progress: Progress,
    scores: dict[str, float],
) -> None:
    """The shippable folder: fp16 weights, the processor (feature extractor and tokenizer), where training
    stopped, and the validation error rates as ``eval_results.json`` records (``finetune/compare_asr.py
    --eval-results`` replaces them with the test sets' rates)."""
    loop.export(model, processor, folder, progress)
    scored = {"task": "automatic-speech-recognition", "dataset": "speech-synthetic", "split": "validation"}
    write_eval_results(folder / FILE_NAME, [scored | {"metric": m, "value": v} for m, v in scores.items()])


def main(argv: list[str] | None = None) -> None:
    pipelines.register()
    args = parse_args(argv)
    set_seed(args.seed)
    train_rows = training_rows(speech.load_split("train")[: args.limit])
    validation_rows = speech.load_split("validation")[
        : min(args.limit or args.eval_utterances, args.eval_utterances)
    ]
    if args.init_from:
        processor = SpeechTransformerProcessor.from_pretrained(args.init_from)
        model = saved_model(args.init_from)
    else:
        processor = build_processor(args.encoder)
        model = build_model(args, processor)
    state = loop.process_state()
    state.print(
        f"{len(train_rows):,} training utterances ({sum(r['seconds'] for r in train_rows) / 3600:.1f} h), "
        f"{model.num_parameters() / 1e6:.1f} M parameters, "
        f"{model.num_parameters(only_trainable=True) / 1e6:.1f} M trained"
    )
    model, progress, scores = train(model, processor, train_rows, validation_rows, args)
    loop.finish(
        progress, scores, args.export_dir, lambda folder: export(model, processor, folder, progress, scores)
    )


if __name__ == "__main__":
    main()
