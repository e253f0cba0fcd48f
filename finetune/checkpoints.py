"""Atomic checkpoints and exact resumption, for one process or several.

A checkpoint is accelerate's full training state (model, optimizer, scheduler, random generators) plus a
``progress.json`` saying where in the data the run stood. It is written to a hidden folder and renamed
into place when complete, so a run killed mid-save leaves the previous checkpoint as the latest one.
Every process writes its own random state into it; the main process writes the rest and renames it.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import asdict, dataclass
from pathlib import Path

import torch
from accelerate import Accelerator
from safetensors.torch import load_file


@dataclass
class Progress:
    """Where training stands; saved with every checkpoint so a resumed run continues exactly."""

    step: int = 0  # optimizer updates done
    epoch: int = 0
    batch_in_epoch: int = 0  # batches of this epoch already consumed
    tokens: int = 0  # non-padding input tokens seen, by all processes
    skipped: int = 0  # updates skipped for a non-finite loss or gradient norm
    seconds: float = 0.0  # training wall time so far, over all runs


def complete_checkpoints(output_dir: Path) -> list[Path]:
    """The complete checkpoints under ``output_dir/checkpoints``, oldest first."""
    return [done.parent for done in sorted((output_dir / "checkpoints").glob("step-*/progress.json"))]


def latest_checkpoint(output_dir: Path) -> Path | None:
    """The newest complete checkpoint under ``output_dir/checkpoints``, if any."""
    done = complete_checkpoints(output_dir)
    return done[-1] if done else None


def averaged_weights(output_dir: Path, count: int) -> dict[str, torch.Tensor]:
    """The element-wise mean of the model weights of the newest ``count`` checkpoints (checkpoint averaging,
    Vaswani et al. 2017, §6.1)."""
    newest = complete_checkpoints(output_dir)[-count:]
    if len(newest) < count:
        raise ValueError(
            f"Averaging {count} checkpoints needs {count}, but {output_dir / 'checkpoints'} has "
            f"{len(newest)}: keep more (--keep-checkpoints) or average fewer."
        )
    states = [load_file(folder / "model.safetensors") for folder in newest]
    return {name: sum(state[name].float() for state in states) / count for name in states[0]}


def save_checkpoint(accelerator: Accelerator, output_dir: Path, progress: Progress, keep: int) -> None:
    """Write to a temporary folder, then rename: a kill mid-save never leaves a broken latest checkpoint.
    Every process calls it."""
    checkpoints = output_dir / "checkpoints"
    final = checkpoints / f"step-{progress.step:07d}"
    partial = checkpoints / f".partial-{progress.step:07d}"
    if accelerator.is_main_process:
        shutil.rmtree(partial, ignore_errors=True)
    accelerator.wait_for_everyone()
    accelerator.save_state(str(partial))
    accelerator.wait_for_everyone()
    if accelerator.is_main_process:
        (partial / "progress.json").write_text(json.dumps(asdict(progress)))
        shutil.rmtree(final, ignore_errors=True)
        partial.rename(final)
        for old in sorted(checkpoints.glob("step-*"))[:-keep]:
            shutil.rmtree(old)
    accelerator.wait_for_everyone()


def resume(accelerator: Accelerator, output_dir: Path) -> Progress:
    """Load the latest checkpoint into the prepared objects and return its progress (fresh if none)."""
    checkpoint = latest_checkpoint(output_dir)
    if checkpoint is None:
        return Progress()
    accelerator.load_state(str(checkpoint))
    progress = Progress(**json.loads((checkpoint / "progress.json").read_text()))
    accelerator.print(f"resumed from {checkpoint} (step {progress.step})")
    return progress
