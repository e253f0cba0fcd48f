"""The training loop of every training script, with the task's own parts passed in as a ``Task``.

One loop does what the three scripts share: data parallelism over accelerate's processes, gradient
accumulation, the divergence guard, logging, validation, checkpoints, the time budget and the export.

Data parallelism. Every process computes the same list of batches for an epoch (``Task.batches``, fixed
by the seed and the epoch). One update consumes ``processes × accumulation`` consecutive batches of it:
process ``r`` trains on every ``processes``-th of them starting at ``r``, and DDP averages the gradients.
So a batch budget (``--max-tokens``, ``--batch-tokens``, ``--batch-size``) is per process and per
micro-batch; 2 processes with accumulation 1 train on exactly the batches of 1 process with accumulation
2. The batches left over at an epoch's end (fewer than one update's worth) are skipped.

Divergence guard. An update whose loss or gradient norm is not finite is skipped (counted in the log as
``skipped``); ``--max-bad-updates`` of them in a row stop the run with ``TrainingDiverged``, naming the
last good checkpoint. Weights that are not finite are never checkpointed or exported.

Checkpoint averaging. With ``--average-checkpoints N`` the run ends with the mean weights of its last N
checkpoints (Vaswani et al. 2017, §6.1), validated again; a run already at its last update does only this,
so the same command with ``--export-dir`` exports an averaged model from a finished run.

Only the main process writes: checkpoints (``finetune/checkpoints.py``), ``log.jsonl``, the curves drawn from
it at every checkpoint (``curves.png``, ``finetune/curves.py``) and the export.
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import os
import time
from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import curves
import torch
from accelerate import Accelerator, PartialState
from accelerate.utils import gather_object
from checkpoints import Progress, averaged_weights, latest_checkpoint, resume, save_checkpoint
from peft import PeftModel
from tqdm.auto import tqdm
from transformers import get_linear_schedule_with_warmup

from pipelines.precision import mixed_precision

Batch = dict[str, torch.Tensor]


@dataclass
class Task:
    """What a training script gives the loop."""

    batches: Callable[[int], list[list[int]]]  # epoch → index batches, the same in every process
    collate: Callable[[list[int]], Batch]  # a batch of indices → model inputs (on the CPU)
    loss: Callable[[torch.nn.Module, Batch], torch.Tensor]  # the model's loss on a batch
    tokens: Callable[[Batch], int]  # how many tokens a batch holds, for throughput
    validation_size: int  # validation items, shared out between the processes
    predict: Callable[[torch.nn.Module, list[int]], list[Any]]  # outputs for these validation items
    score: Callable[[list[Any]], dict[str, float]]  # scores from the outputs of every item, in order


class TrainingDiverged(RuntimeError):
    """The loss or gradient norm stayed non-finite for several updates in a row."""


def run_arguments(
    parser: argparse.ArgumentParser,
    output_dir: str,
    export: str,
    items: str,
    epochs: int | None = None,
    max_steps: int | None = None,
    eval_every: int | None = None,
) -> argparse._ArgumentGroup:
    """The "run" options every training script takes, with the script's defaults; returns the group for the
    script's own additions. ``export`` says what the export folder holds, ``items`` what ``--limit`` counts.
    """
    run = parser.add_argument_group("run")
    run.add_argument("--output-dir", type=Path, default=Path(output_dir), help="checkpoints and log.jsonl")
    run.add_argument("--export-dir", type=Path, help=f"save the final model here ({export})")
    run.add_argument("--seed", type=int, default=0)
    run.add_argument("--epochs", type=int, default=epochs, help="stop after this many epochs")
    run.add_argument("--max-steps", type=int, default=max_steps, help="stop after this many updates")
    run.add_argument(
        "--eval-every", type=int, default=eval_every, help="validate every N updates (default: every epoch)"
    )
    run.add_argument("--checkpoint-minutes", type=float, default=10.0, help="also checkpoint this often")
    run.add_argument("--log-every", type=int, default=50, help="updates per log line")
    run.add_argument("--max-minutes", type=float, help="stop (checkpoint and export) after this wall time")
    run.add_argument("--keep-checkpoints", type=int, default=2)
    run.add_argument(
        "--average-checkpoints",
        type=int,
        default=1,
        metavar="N",
        help="end with the mean weights of the last N checkpoints (Vaswani et al. §6.1; 1: the last weights)",
    )
    run.add_argument("--limit", type=int, help=f"use only the first N {items} of each split (smoke tests)")
    run.add_argument("--accumulation", type=int, default=1, help="batches per process and update")
    run.add_argument(
        "--clip-norm", type=float, help="clip the gradient norm to this (it is logged either way)"
    )
    run.add_argument(
        "--max-bad-updates", type=int, default=5, help="stop after this many non-finite updates in a row"
    )
    run.add_argument(
        "--mixed-precision",
        choices=("no", "bf16"),
        default=mixed_precision(),
        help="bf16 autocast or none (default: bf16 where the hardware runs it natively)",
    )
    return run


def cpu_processes() -> bool:
    """Whether this run has several processes and no GPU: then they train on the CPU and talk over gloo."""
    return int(os.environ.get("WORLD_SIZE", "1")) > 1 and not torch.cuda.is_available()


def process_state() -> PartialState:
    """This process's place in the run (``accelerate launch --multi_gpu`` or ``torchrun`` start several)."""
    return PartialState(cpu=cpu_processes())


def make_accelerator() -> Accelerator:
    """An Accelerator for one training run. It runs in float32: the loop applies the run's autocast itself,
    so runs of either precision can follow one another in one process and validation sees plain weights."""
    accelerator = Accelerator(mixed_precision="no", cpu=cpu_processes())
    if accelerator.device.type == "cpu" and accelerator.num_processes == 1:
        # `accelerate launch` pins CPU runs to one thread per process; a single process may use every core.
        torch.set_num_threads(len(os.sched_getaffinity(0)))
    return accelerator


def train(
    model: torch.nn.Module,
    optimizer: torch.optim.Optimizer,
    make_schedule: Callable[[torch.optim.Optimizer, int], torch.optim.lr_scheduler.LRScheduler],
    task: Task,
    args: argparse.Namespace,
) -> tuple[torch.nn.Module, Progress, dict[str, float]]:
    """Train until ``--epochs`` or ``--max-steps`` (whichever comes first) or ``--max-minutes``, resuming
    from the latest checkpoint in ``--output-dir``; returns the unwrapped model, where training stopped and
    the last validation scores. ``make_schedule(optimizer, total_updates)`` builds the learning-rate
    schedule."""
    accelerator = make_accelerator()
    dtype = {"no": torch.float32, "bf16": torch.bfloat16}[args.mixed_precision]
    autocast = torch.autocast(accelerator.device.type, dtype=dtype, enabled=dtype != torch.float32)
    world, group = accelerator.num_processes, accelerator.num_processes * args.accumulation
    first_epoch = len(task.batches(0))
    updates_per_epoch = first_epoch // group
    if updates_per_epoch == 0:
        raise ValueError(
            f"An epoch has {first_epoch} batches, fewer than one update takes "
            f"({world} processes × accumulation {args.accumulation}): use more data or smaller batches."
        )
    limits = [args.max_steps, args.epochs and args.epochs * updates_per_epoch]
    if not any(limits):
        raise ValueError("Say how long to train: --epochs or --max-steps.")
    total = min(limit for limit in limits if limit)
    if args.average_checkpoints < 1:
        raise ValueError(
            f"--average-checkpoints counts checkpoints: 1 or more, not {args.average_checkpoints}."
        )
    if args.average_checkpoints > args.keep_checkpoints:
        raise ValueError(
            f"--average-checkpoints {args.average_checkpoints} needs as many checkpoints kept: "
            f"set --keep-checkpoints to at least {args.average_checkpoints}."
        )
    model, optimizer = accelerator.prepare(model, optimizer)
    # Not prepared: accelerate would step a prepared schedule once per process at every update.
    schedule = make_schedule(optimizer, total)
    accelerator.register_for_checkpointing(schedule)

    if accelerator.is_main_process:
        args.output_dir.mkdir(parents=True, exist_ok=True)
    accelerator.wait_for_everyone()
    progress = resume(accelerator, args.output_dir)
    log = Log(args.output_dir / "log.jsonl", accelerator.is_main_process)
    bar = tqdm(total=total, initial=progress.step, desc="training", disable=not accelerator.is_main_process)
    started, seconds_before, scores = time.monotonic(), progress.seconds, {}
    last_checkpoint, bad_in_a_row = started, 0
    window = Window()
    model.train()

    def validate() -> None:
        nonlocal scores
        began = time.monotonic()
        scores = validation_scores(accelerator, model, dtype, task)
        seconds = round(time.monotonic() - began, 2)
        log.write({"step": progress.step, "epoch": progress.epoch, "validation": scores, "seconds": seconds})
        accelerator.print(f"update {progress.step}: validation {scores} ({seconds} s)")
        checkpoint()

    def checkpoint() -> None:
        nonlocal last_checkpoint
        refuse_non_finite(accelerator.unwrap_model(model), args.output_dir)
        save_checkpoint(accelerator, args.output_dir, progress, args.keep_checkpoints)
        log.draw()
        last_checkpoint = time.monotonic()
        window.restart()  # validation and saving are not training time

    def finished() -> tuple[torch.nn.Module, Progress, dict[str, float]]:
        nonlocal scores
        bar.close()
        unwrapped = accelerator.unwrap_model(model)
        if args.average_checkpoints > 1:  # the last checkpoint holds the weights training ended with
            unexpected = unwrapped.load_state_dict(
                averaged_weights(args.output_dir, args.average_checkpoints), strict=False
            ).unexpected_keys  # the weights a checkpoint shares (tied embeddings) are stored once
            if unexpected:
                raise ValueError(f"The checkpoints hold weights this model has not: {unexpected[:3]}")
            scores = validation_scores(accelerator, model, dtype, task)
            log.write(
                {
                    "step": progress.step,
                    "averaged_checkpoints": args.average_checkpoints,
                    "validation": scores,
                }
            )
            accelerator.print(f"last {args.average_checkpoints} checkpoints averaged: validation {scores}")
            log.draw()
        elif not scores:  # a finished run started again (to export it) has not validated in this process
            scores = validation_scores(accelerator, model, dtype, task)
        return unwrapped, progress, scores

    while progress.step < total:
        batches = task.batches(progress.epoch)
        while progress.step < total and progress.batch_in_epoch + group <= len(batches):
            mine = shard(batches, progress.batch_in_epoch, group, accelerator.process_index, world)
            loss, tokens = torch.zeros((), device=accelerator.device), 0
            for i, indices in enumerate(mine):
                batch = {key: value.to(accelerator.device) for key, value in task.collate(indices).items()}
                # Gradients are averaged between the processes once, on the last micro-batch of the update.
                with accelerator.no_sync(model) if i < len(mine) - 1 else nullcontext():
                    with autocast:
                        micro_loss = task.loss(model, batch) / len(mine)
                    accelerator.backward(micro_loss)
                loss += micro_loss.detach().float()
                tokens += task.tokens(batch)
            grad_norm = accelerator.clip_grad_norm_(model.parameters(), args.clip_norm or math.inf)
            now = time.monotonic()
            out_of_time = args.max_minutes is not None and now - started > args.max_minutes * 60
            checkpoint_due = now - last_checkpoint > args.checkpoint_minutes * 60
            # One exchange per update: the mean loss, all tokens, and any process's clock running out.
            flags = [float(tokens), float(out_of_time), float(checkpoint_due)]
            shared = torch.cat([loss.view(1).cpu(), torch.tensor(flags)])
            shared = accelerator.reduce(shared.to(accelerator.device), "sum").cpu()
            loss_value, out_of_time, checkpoint_due = shared[0].item() / world, shared[2] > 0, shared[3] > 0
            grad_norm = float(grad_norm)
            progress.batch_in_epoch += group
            stepped = math.isfinite(loss_value) and math.isfinite(grad_norm)
            if stepped:
                optimizer.step()
                schedule.step()
                progress.step += 1
                bad_in_a_row = 0
                bar.update(1)
            else:
                progress.skipped += 1
                bad_in_a_row += 1
                if bad_in_a_row >= args.max_bad_updates:
                    raise diverged(args.output_dir, progress, loss_value, grad_norm, bad_in_a_row)
            optimizer.zero_grad()
            progress.tokens += int(shared[1])
            progress.seconds = seconds_before + time.monotonic() - started
            window.add(loss_value, grad_norm, int(shared[1]))
            if stepped and progress.step % args.log_every == 0:
                entry = window.entry(progress, schedule.get_last_lr()[0])
                log.write(entry)
                bar.set_postfix(loss=entry["loss"], tok_s=entry["tokens_per_s"])
            eval_due = bool(args.eval_every) and progress.step % args.eval_every == 0
            if stepped and (out_of_time or progress.step == total or eval_due):
                validate()
            elif out_of_time or checkpoint_due:
                checkpoint()
            if out_of_time:
                return finished()
        if progress.step < total:  # the epoch is done
            progress.epoch, progress.batch_in_epoch = progress.epoch + 1, 0
            if not args.eval_every:
                validate()
    return finished()


def finish(
    progress: Progress, scores: dict[str, float], export_dir: Path | None, export: Callable[[Path], None]
) -> None:
    """The end of every training script: say where training stopped, and ``export(export_dir)`` from the main
    process when ``--export-dir`` was given."""
    state = process_state()
    state.print(
        f"done: {progress.step} updates, {progress.tokens:,} tokens, {progress.seconds / 60:.1f} min, "
        f"validation {scores}"
    )
    if export_dir and state.is_main_process:
        export(export_dir)
        state.print(f"exported to {export_dir}")


def linear_warmup(
    warmup_ratio: float,
) -> Callable[[torch.optim.Optimizer, int], torch.optim.lr_scheduler.LambdaLR]:
    """``train``'s ``make_schedule`` for a linear warm-up over ``warmup_ratio`` of the updates, then a linear
    decay to zero (the fine-tuning schedule of the NER and BERTSUM scripts)."""

    def make_schedule(optimizer: torch.optim.Optimizer, total: int) -> torch.optim.lr_scheduler.LambdaLR:
        return get_linear_schedule_with_warmup(optimizer, int(warmup_ratio * total), total)

    return make_schedule


def shard(batches: list[list[int]], start: int, group: int, process: int, processes: int) -> list[list[int]]:
    """This process's batches of the update that takes the ``group`` batches from ``start`` on: every
    ``processes``-th of them, from its own index on."""
    return batches[start + process : start + group : processes]


class Window:
    """Loss, gradient norm and throughput since the last log line."""

    def __init__(self) -> None:
        self.losses: list[float] = []
        self.norms: list[float] = []
        self.skipped = 0
        self.restart()

    def restart(self) -> None:
        """Count throughput from now (after a validation or a checkpoint, which are not training time)."""
        self.start, self.tokens = time.monotonic(), 0

    def add(self, loss: float, grad_norm: float, tokens: int) -> None:
        if math.isfinite(loss) and math.isfinite(grad_norm):
            self.losses.append(loss)
            self.norms.append(grad_norm)
        else:
            self.skipped += 1
        self.tokens += tokens

    def entry(self, progress: Progress, lr: float) -> dict[str, Any]:
        entry = {
            "step": progress.step,
            "epoch": progress.epoch,
            "loss": round(sum(self.losses) / len(self.losses), 4),
            "grad_norm": round(sum(self.norms) / len(self.norms), 4),
            "lr": lr,
            "tokens_per_s": round(self.tokens / max(time.monotonic() - self.start, 1e-9)),
            "skipped": self.skipped,
        }
        self.losses, self.norms, self.skipped = [], [], 0
        self.restart()
        return entry


class Log:
    """``log.jsonl``: one JSON object per line, written by the main process only."""

    def __init__(self, path: Path, active: bool) -> None:
        self.path, self.active = path, active

    def write(self, entry: dict[str, Any]) -> None:
        if self.active:
            with self.path.open("a") as log:
                log.write(json.dumps(entry) + "\n")

    def draw(self) -> None:
        """The log so far as ``curves.png`` beside it (``finetune/curves.py``), once it has a line."""
        if self.active and self.path.exists():
            curves.save(self.path.parent)


def validation_scores(
    accelerator: Accelerator, model: torch.nn.Module, dtype: torch.dtype, task: Task
) -> dict[str, float]:
    """Scores of a plain copy of the model in the run's dtype (no autocast: generation under autocast is many
    times slower), each process predicting its share of the validation items, scored over all of them."""
    plain = copy.deepcopy(accelerator.unwrap_model(model)).to(dtype).eval()
    mine = list(range(accelerator.process_index, task.validation_size, accelerator.num_processes))
    with torch.no_grad():
        outputs = task.predict(plain, mine) if mine else []
    everything = gather_object(list(zip(mine, outputs, strict=True)))
    return task.score([output for _, output in sorted(everything, key=lambda pair: pair[0])])


def last_good(output_dir: Path) -> str:
    """Where a diverged run can go on from, and what to change first."""
    checkpoint = latest_checkpoint(output_dir)
    where = f"The last good checkpoint is {checkpoint}" if checkpoint else "No checkpoint was written yet"
    return (
        f"{where}. Lower the learning rate, lengthen the warm-up or set --clip-norm, then run the command "
        "again: it resumes from the last checkpoint."
    )


def diverged(
    output_dir: Path, progress: Progress, loss: float, grad_norm: float, count: int
) -> TrainingDiverged:
    return TrainingDiverged(
        f"Training diverged: {count} updates in a row had a non-finite loss or gradient norm after update "
        f"{progress.step} (loss {loss}, gradient norm {grad_norm}). {last_good(output_dir)}"
    )


def non_finite(model: torch.nn.Module) -> list[str]:
    """The names of the weight tensors holding a NaN or an infinity."""
    return [name for name, weights in model.named_parameters() if not torch.isfinite(weights).all()]


def refuse_non_finite(model: torch.nn.Module, output_dir: Path) -> None:
    """Raise ``TrainingDiverged`` rather than checkpoint weights that are not finite."""
    bad = non_finite(model)
    if bad:
        raise TrainingDiverged(
            f"{len(bad)} weight tensors are not finite (the first: {bad[0]}), so nothing is saved. "
            f"{last_good(output_dir)}"
        )


def export(model: torch.nn.Module, tokenizer: Any, folder: Path, progress: Progress) -> None:
    """The shippable folder: fp16 safetensors (for a peft model its adapter and new layers, with the base
    model's config), the tokenizer and where training stopped. A model card already there is kept."""
    bad = non_finite(model)
    if bad:
        raise TrainingDiverged(
            f"{len(bad)} weight tensors are not finite (the first: {bad[0]}): nothing is exported."
        )
    folder.mkdir(parents=True, exist_ok=True)
    card = folder / "README.md"
    kept_card = card.read_text() if card.exists() else None  # peft writes a stub card
    if isinstance(model, PeftModel):
        model.get_base_model().config.save_pretrained(folder)
    dtype = next(model.parameters()).dtype
    model.to(torch.float16).save_pretrained(folder)
    model.to(dtype)
    if kept_card is not None:
        card.write_text(kept_card)
    tokenizer.save_pretrained(folder)
    (folder / "training_progress.json").write_text(json.dumps(asdict(progress), indent=2) + "\n")
