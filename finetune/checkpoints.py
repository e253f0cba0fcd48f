"""What the training scripts share: their run options, atomic checkpoints and exact resumption.

A checkpoint is accelerate's full training state (model, optimizer, scheduler, random generators) plus a
``progress.json`` saying where in the data the run stood. It is written to a hidden folder and renamed
into place when complete, so a run killed mid-save leaves the previous checkpoint as the latest one.
"""

from __future__ import annotations

import argparse
import json
import shutil
from dataclasses import asdict, dataclass
from pathlib import Path

from accelerate import Accelerator


def run_arguments(
    parser: argparse.ArgumentParser, output_dir: str, export: str, items: str
) -> argparse._ArgumentGroup:
    """The "run" options every training script takes; returns the group for the script's own additions.

    ``export`` says what the export folder holds, ``items`` what ``--limit`` counts.
    """
    run = parser.add_argument_group("run")
    run.add_argument("--output-dir", type=Path, default=Path(output_dir), help="checkpoints and log.jsonl")
    run.add_argument("--export-dir", type=Path, help=f"save the final model here ({export})")
    run.add_argument("--seed", type=int, default=0)
    run.add_argument("--max-minutes", type=float, help="stop (checkpoint and export) after this wall time")
    run.add_argument("--keep-checkpoints", type=int, default=2)
    run.add_argument("--limit", type=int, help=f"use only the first N {items} of each split (smoke tests)")
    return run


@dataclass
class Progress:
    """Where training stands; saved with every checkpoint so a resumed run continues exactly."""

    step: int = 0  # optimizer updates done
    epoch: int = 0
    batch_in_epoch: int = 0  # batches of this epoch already consumed
    tokens: int = 0  # non-padding input tokens seen
    seconds: float = 0.0  # training wall time so far, over all runs


def latest_checkpoint(output_dir: Path) -> Path | None:
    """The newest complete checkpoint under ``output_dir/checkpoints``, if any."""
    done = sorted((output_dir / "checkpoints").glob("step-*/progress.json"))
    return done[-1].parent if done else None


def save_checkpoint(accelerator: Accelerator, output_dir: Path, progress: Progress, keep: int) -> None:
    """Write to a temporary folder, then rename: a kill mid-save never leaves a broken latest checkpoint."""
    checkpoints = output_dir / "checkpoints"
    final = checkpoints / f"step-{progress.step:07d}"
    partial = checkpoints / f".partial-{progress.step:07d}"
    shutil.rmtree(partial, ignore_errors=True)
    accelerator.save_state(str(partial))
    (partial / "progress.json").write_text(json.dumps(asdict(progress)))
    shutil.rmtree(final, ignore_errors=True)
    partial.rename(final)
    for old in sorted(checkpoints.glob("step-*"))[:-keep]:
        shutil.rmtree(old)


def resume(accelerator: Accelerator, output_dir: Path) -> Progress:
    """Load the latest checkpoint into the prepared objects and return its progress (fresh if none)."""
    checkpoint = latest_checkpoint(output_dir)
    if checkpoint is None:
        return Progress()
    accelerator.load_state(str(checkpoint))
    progress = Progress(**json.loads((checkpoint / "progress.json").read_text()))
    accelerator.print(f"resumed from {checkpoint} (step {progress.step})")
    return progress
