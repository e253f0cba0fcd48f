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

from accelerate import Accelerator


@dataclass
class Progress:
    """Where training stands; saved with every checkpoint so a resumed run continues exactly."""

    step: int = 0  # optimizer updates done
    epoch: int = 0
    batch_in_epoch: int = 0  # batches of this epoch already consumed
    tokens: int = 0  # non-padding input tokens seen, by all processes
    skipped: int = 0  # updates skipped for a non-finite loss or gradient norm
    seconds: float = 0.0  # training wall time so far, over all runs


def latest_checkpoint(output_dir: Path) -> Path | None:
    """The newest complete checkpoint under ``output_dir/checkpoints``, if any."""
    done = sorted((output_dir / "checkpoints").glob("step-*/progress.json"))
    return done[-1].parent if done else None


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
