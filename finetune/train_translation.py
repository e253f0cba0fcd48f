"""Train the Transformer of "Attention Is All You Need" for English→German translation.

    accelerate launch finetune/train_translation.py --output-dir runs/transformer-en-de \\
        --export-dir pipelines/pretrained/transformer-en-de --max-steps 3318 --warmup 1000

Data: World English Bible → Schlachter 1951 verses plus Debian gettext en→de messages, with the
catalog's held-out books and programs for validation (test sets are left to
``finetune/evaluate_translation.py``). The recipe is the paper's (§5): a shared byte-pair vocabulary,
batches of similar-length pairs filled up to a token budget, Adam(β1 0.9, β2 0.98, ε 1e-9) with the
inverse-square-root warm-up schedule, dropout and label smoothing 0.1.

Interrupt it at any time: checkpoints (accelerate state: model, optimizer, schedule, RNG) are written
atomically every ``--eval-every`` steps, and running the same command again resumes from the latest
one where it stopped, batch for batch. Loss, learning rate, throughput and validation BLEU/chrF go to
``<output-dir>/log.jsonl``.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import os
import random
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import torch
from accelerate import Accelerator
from accelerate.utils import set_seed
from checkpoints import Progress, resume, run_arguments, save_checkpoint
from torch.nn import functional as F
from tqdm.auto import tqdm
from transformers import GenerationConfig, PreTrainedModel, PreTrainedTokenizerFast

import pipelines  # noqa: F401  (offline switches, registration)
from pipelines import data, metrics
from pipelines.models.transformer import (
    TransformerConfig,
    TransformerForConditionalGeneration,
    shift_tokens_right,
)
from pipelines.models.transformer.tokenization import train_tokenizer
from pipelines.precision import mixed_precision

IGNORE = -100  # label id that the loss skips (padding)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    run = run_arguments(parser, "runs/transformer-en-de", "fp16 safetensors + tokenizer", "pairs")
    run.add_argument("--max-steps", type=int, default=20_000, help="optimizer updates")
    run.add_argument("--eval-every", type=int, default=500, help="validate and checkpoint every N updates")
    run.add_argument("--eval-pairs", type=int, default=300, help="validation pairs per corpus scored by BLEU")
    model = parser.add_argument_group("model (paper symbols)")
    model.add_argument("--vocab-size", type=int, default=8000, help="shared BPE vocabulary")
    model.add_argument("--layers", type=int, default=3, help="N")
    model.add_argument("--d-model", type=int, default=256)
    model.add_argument("--heads", type=int, default=4, help="h")
    model.add_argument("--d-ff", type=int, default=1024)
    model.add_argument("--dropout", type=float, default=0.1, help="P_drop")
    model.add_argument("--label-smoothing", type=float, default=0.1, help="ε_ls")
    model.add_argument("--pre-layer-norm", action="store_true", help="pre-LN instead of the paper's post-LN")
    optim = parser.add_argument_group("optimisation")
    optim.add_argument("--max-tokens", type=int, default=6000, help="source+target tokens per batch")
    optim.add_argument("--accumulation", type=int, default=1, help="batches per update")
    optim.add_argument("--warmup", type=int, default=1500, help="warmup_steps of the schedule")
    optim.add_argument("--lr-scale", type=float, default=1.0, help="multiplies the paper's learning rate")
    optim.add_argument("--max-length", type=int, default=128, help="drop pairs longer than this (tokens)")
    return parser.parse_args(argv)


# --------------------------------------------------------------------------------------------- data


def clean(text: str) -> str:
    # The World English Bible writes apostrophes as backticks ("God`s"); users type "God's".
    return text.replace("`", "'").strip()


@functools.cache
def parallel_corpora() -> dict[str, data.datasets.DatasetDict]:
    """Both English→German corpora, read once per process (train, validation and test come from them)."""
    return {
        "bible": data.load("bible", source="4", target="s"),
        "gettext": data.load("gettext", language="de"),
    }


def load_pairs(split: str, limit: int | None = None) -> dict[str, list[tuple[str, str]]]:
    """Cleaned English→German pairs of one split, per corpus (the first ``limit`` of each if given);
    pairs with an empty side are dropped."""
    pairs = {}
    for name, splits in parallel_corpora().items():
        rows = zip(splits[split]["source"], splits[split]["target"], strict=True)
        cleaned = ((clean(s), clean(t)) for s, t in rows)
        pairs[name] = [(s, t) for s, t in cleaned if s and t][:limit]
    return pairs


@dataclass
class Encoded:
    source: list[list[int]]
    target: list[list[int]]


def encode(tokenizer: PreTrainedTokenizerFast, pairs: list[tuple[str, str]], max_length: int) -> Encoded:
    """Token ids of both sides; pairs with a side longer than ``max_length`` are dropped."""
    source = tokenizer([s for s, _ in pairs])["input_ids"]
    target = tokenizer(text_target=[t for _, t in pairs])["input_ids"]
    keep = [i for i in range(len(pairs)) if len(source[i]) <= max_length and len(target[i]) <= max_length]
    return Encoded([source[i] for i in keep], [target[i] for i in keep])


def token_batches(encoded: Encoded, max_tokens: int, seed: int) -> list[list[int]]:
    """Index batches of similar-length pairs, each within ``max_tokens`` padded source+target tokens.

    Pairs are sorted by length so a batch wastes little padding (paper §5.1); the batch order is then
    shuffled with ``seed``, so one seed gives one order and a resumed run can skip exactly the batches
    it already saw.
    """
    lengths = [(len(s), len(t)) for s, t in zip(encoded.source, encoded.target, strict=True)]
    rng = random.Random(seed)
    order = sorted(range(len(lengths)), key=lambda i: (lengths[i][0], lengths[i][1], rng.random()))
    batches, batch, longest_source, longest_target = [], [], 0, 0
    for index in order:
        source, target = lengths[index]
        grown_source, grown_target = max(longest_source, source), max(longest_target, target)
        if batch and (len(batch) + 1) * (grown_source + grown_target) > max_tokens:
            batches.append(batch)
            batch, grown_source, grown_target = [], source, target
        batch.append(index)
        longest_source, longest_target = grown_source, grown_target
    if batch:
        batches.append(batch)
    rng.shuffle(batches)
    return batches


def collate(encoded: Encoded, indices: list[int], pad_id: int) -> dict[str, torch.Tensor]:
    def pad(rows: list[list[int]], value: int) -> torch.Tensor:
        width = max(len(row) for row in rows)
        return torch.tensor([row + [value] * (width - len(row)) for row in rows])

    source = [encoded.source[i] for i in indices]
    input_ids = pad(source, pad_id)
    return {
        "input_ids": input_ids,
        "attention_mask": (input_ids != pad_id).long(),
        "labels": pad([encoded.target[i] for i in indices], IGNORE),
    }


# ---------------------------------------------------------------------------------------- training


def inverse_sqrt_schedule(d_model: int, warmup: int, scale: float):
    """lrate = scale · d_model^-0.5 · min(step^-0.5, step · warmup^-1.5)  (paper eq. 3)."""

    def lrate(step: int) -> float:
        step = max(step, 1)
        return scale * d_model**-0.5 * min(step**-0.5, step * warmup**-1.5)

    return lrate


def smoothed_loss(logits: torch.Tensor, labels: torch.Tensor, label_smoothing: float) -> torch.Tensor:
    """Label-smoothed cross-entropy over the non-padding target tokens, the same for every model compared."""
    return F.cross_entropy(
        logits.float().view(-1, logits.size(-1)),
        labels.view(-1),
        ignore_index=IGNORE,
        label_smoothing=label_smoothing,
    )


def translate(
    model: PreTrainedModel,
    tokenizer: PreTrainedTokenizerFast,
    sources: list[str],
    batch_size: int = 32,
    **generate_kwargs,
) -> list[str]:
    """Translations of ``sources`` (greedy unless told otherwise), batched by length for scoring."""
    generate_kwargs = {"num_beams": 1, "do_sample": False, "max_new_tokens": 192} | generate_kwargs
    model.eval()
    order = sorted(range(len(sources)), key=lambda i: len(sources[i]))
    outputs: dict[int, str] = {}
    for start in range(0, len(order), batch_size):
        chunk = order[start : start + batch_size]
        # Sources beyond the position table are cut (scoring only: the pipeline splits long inputs instead).
        batch = tokenizer(
            [sources[i] for i in chunk],
            return_tensors="pt",
            padding=True,
            truncation=True,
            max_length=model.config.max_position_embeddings,
        ).to(model.device)
        with torch.no_grad():
            generated = model.generate(**batch, **generate_kwargs)
        for i, text in zip(chunk, tokenizer.batch_decode(generated, skip_special_tokens=True), strict=True):
            outputs[i] = text
    return [outputs[i] for i in range(len(sources))]


def score(hypotheses: list[str], pairs: list[tuple[str, str]]) -> dict[str, float | str]:
    """Corpus BLEU and chrF (sacrebleu, one reference each) with their signatures."""
    references = [[target] for _, target in pairs]
    bleu = metrics.load("sacrebleu").compute(predictions=hypotheses, references=references)
    chrf = metrics.load("chrf").compute(predictions=hypotheses, references=references)
    return {
        "bleu": round(bleu["score"], 2),
        "chrf": round(chrf["score"], 2),
        "bleu_signature": bleu["signature"],
        "chrf_signature": chrf["signature"],
    }


def evenly_spaced(pairs: list[tuple[str, str]], limit: int | None) -> list[tuple[str, str]]:
    """At most ``limit`` pairs taken at even intervals, so a sample still covers every book and catalog."""
    if not limit or len(pairs) <= limit:
        return pairs
    return pairs[:: math.ceil(len(pairs) / limit)]


def validate(model, tokenizer, pairs: dict[str, list[tuple[str, str]]], n: int) -> dict[str, float]:
    scores = {}
    for name, corpus_pairs in pairs.items():
        sample = corpus_pairs[:n]
        result = score(translate(model, tokenizer, [s for s, _ in sample]), sample)
        scores[f"{name}_bleu"], scores[f"{name}_chrf"] = result["bleu"], result["chrf"]
    model.train()
    return scores


def train(
    model: PreTrainedModel,
    tokenizer: PreTrainedTokenizerFast,
    train_set: Encoded,
    validation: dict[str, list[tuple[str, str]]],
    args: argparse.Namespace,
) -> tuple[PreTrainedModel, Progress]:
    """The training loop, for any transformers seq2seq model that takes input_ids/attention_mask/labels."""
    accelerator = Accelerator(
        mixed_precision=mixed_precision(), gradient_accumulation_steps=args.accumulation
    )
    if accelerator.device.type == "cpu" and accelerator.num_processes == 1:
        # `accelerate launch` pins CPU runs to one thread per process; a single process may use every core.
        torch.set_num_threads(len(os.sched_getaffinity(0)))
    optimizer = torch.optim.Adam(model.parameters(), lr=1.0, betas=(0.9, 0.98), eps=1e-9)
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer, inverse_sqrt_schedule(model.config.d_model, args.warmup, args.lr_scale)
    )
    model, optimizer, schedule = accelerator.prepare(model, optimizer, schedule)

    args.output_dir.mkdir(parents=True, exist_ok=True)
    progress = resume(accelerator, args.output_dir)

    log = (args.output_dir / "log.jsonl").open("a")
    bar = tqdm(
        total=args.max_steps, initial=progress.step, desc="training", disable=not accelerator.is_main_process
    )
    started, window_tokens, window_start, losses = time.monotonic(), 0, time.monotonic(), []
    seconds_before = progress.seconds

    def batches() -> Iterator[list[int]]:
        while True:
            for i, batch in enumerate(token_batches(train_set, args.max_tokens, args.seed + progress.epoch)):
                if i < progress.batch_in_epoch:
                    continue  # seen before the interruption
                progress.batch_in_epoch = i + 1
                yield batch
            progress.epoch, progress.batch_in_epoch = progress.epoch + 1, 0

    pad_id, start_id = model.config.pad_token_id, model.config.decoder_start_token_id
    model.train()
    stream = batches()
    while progress.step < args.max_steps:
        for _ in range(args.accumulation):
            batch = collate(train_set, next(stream), tokenizer.pad_token_id)
            batch = {key: value.to(accelerator.device) for key, value in batch.items()}
            with accelerator.accumulate(model):
                labels = batch.pop("labels")
                # Teacher forcing built here, not from `labels=`: the models' own losses differ (Marian has
                # no label smoothing), and the comparison needs one loss.
                decoder_input_ids = shift_tokens_right(labels, pad_id, start_id)
                logits = model(**batch, decoder_input_ids=decoder_input_ids).logits
                loss = smoothed_loss(logits, labels, args.label_smoothing)
                accelerator.backward(loss)
                optimizer.step()
                schedule.step()
                optimizer.zero_grad()
            tokens = int(batch["attention_mask"].sum() + (labels != IGNORE).sum())
            progress.tokens += tokens
            window_tokens += tokens
            losses.append(loss.item())
        progress.step += 1
        progress.seconds = seconds_before + time.monotonic() - started
        bar.update(1)
        if progress.step % 50 == 0:
            rate = window_tokens / (time.monotonic() - window_start)
            entry = {"step": progress.step, "loss": round(sum(losses) / len(losses), 4)}
            entry |= {"lr": schedule.get_last_lr()[0], "tokens_per_s": round(rate), "epoch": progress.epoch}
            log.write(json.dumps(entry) + "\n")
            log.flush()
            bar.set_postfix(loss=entry["loss"], tok_s=entry["tokens_per_s"])
            window_tokens, window_start, losses = 0, time.monotonic(), []
        out_of_time = args.max_minutes is not None and time.monotonic() - started > args.max_minutes * 60
        if progress.step % args.eval_every == 0 or progress.step == args.max_steps or out_of_time:
            scores = validate(accelerator.unwrap_model(model), tokenizer, validation, args.eval_pairs)
            log.write(json.dumps({"step": progress.step, "validation": scores}) + "\n")
            log.flush()
            accelerator.print(f"step {progress.step}: {scores}")
            save_checkpoint(accelerator, args.output_dir, progress, args.keep_checkpoints)
        if out_of_time:
            break
    bar.close()
    log.close()
    return accelerator.unwrap_model(model), progress


def build_model(
    args: argparse.Namespace, tokenizer: PreTrainedTokenizerFast
) -> TransformerForConditionalGeneration:
    config = TransformerConfig(
        vocab_size=len(tokenizer),
        d_model=args.d_model,
        num_layers=args.layers,
        num_heads=args.heads,
        d_ff=args.d_ff,
        dropout=args.dropout,
        label_smoothing=args.label_smoothing,
        max_position_embeddings=max(256, 2 * args.max_length),
        pre_layer_norm=args.pre_layer_norm,
        pad_token_id=tokenizer.pad_token_id,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
    )
    return TransformerForConditionalGeneration(config)


def export(
    model: PreTrainedModel, tokenizer: PreTrainedTokenizerFast, folder: Path, progress: Progress
) -> None:
    """The shippable folder: fp16 safetensors (half the size, no measurable BLEU change), tokenizer, decoding defaults."""
    folder.mkdir(parents=True, exist_ok=True)
    model.generation_config = GenerationConfig(
        decoder_start_token_id=model.config.decoder_start_token_id,
        bos_token_id=model.config.bos_token_id,
        eos_token_id=model.config.eos_token_id,
        pad_token_id=model.config.pad_token_id,
        num_beams=4,
        max_new_tokens=256,
    )
    model.to(torch.float16).save_pretrained(folder)
    model.to(torch.float32)
    tokenizer.save_pretrained(folder)
    (folder / "training_progress.json").write_text(json.dumps(progress.__dict__, indent=2) + "\n")


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    set_seed(args.seed)
    train_pairs = [pair for corpus in load_pairs("train", args.limit).values() for pair in corpus]
    validation = load_pairs("validation", args.limit)

    tokenizer_dir = args.output_dir / "tokenizer"
    if (tokenizer_dir / "tokenizer.json").exists():  # resuming: the vocabulary must not change
        tokenizer = PreTrainedTokenizerFast.from_pretrained(tokenizer_dir)
    else:
        texts = [text for pair in train_pairs for text in pair]
        tokenizer = train_tokenizer(texts, vocab_size=args.vocab_size)
        tokenizer.save_pretrained(tokenizer_dir)
    train_set = encode(tokenizer, train_pairs, args.max_length)
    print(f"{len(train_set.source):,} training pairs ({len(train_pairs) - len(train_set.source):,} too long)")

    model, progress = train(build_model(args, tokenizer), tokenizer, train_set, validation, args)
    hours = progress.seconds / 3600
    print(f"done: {progress.step} updates, {progress.tokens:,} tokens, {hours:.2f} h")
    if args.export_dir:
        export(model, tokenizer, args.export_dir, progress)
        print(f"exported to {args.export_dir}")


if __name__ == "__main__":
    main()
