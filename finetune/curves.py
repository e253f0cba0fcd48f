"""Training curves: ``<output-dir>/curves.png``, drawn from the run's ``log.jsonl``.

The loop (``loop.py``) draws it again at every checkpoint, so a run can be watched while it trains; for any
run, finished or not:

    python finetune/curves.py runs/transformer-en-de

Four panels against the update: the training loss, the validation scores (a line each; a star for the mean
of the last checkpoints that a run with ``--average-checkpoints`` ends with), the learning rate and the
throughput. A run resumed after an interruption logs the updates after its last checkpoint again: an
update's last line is the one drawn, and a line cut short by a killed run is passed over.
"""

from __future__ import annotations

import argparse
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from matplotlib.figure import Figure


@dataclass
class Curves:
    """What ``log.jsonl`` says, one entry per update, in update order."""

    training: list[dict[str, Any]]  # loss, grad_norm, lr, tokens_per_s, ... every --log-every updates
    validation: list[dict[str, Any]]  # {"step", "validation": {score name: value}}
    averaged: dict[str, Any] | None  # the validation of the mean of the last checkpoints, if the run ended so


def read(log: Path) -> Curves:
    """The curves in a training log; lines that are not whole JSON objects with a step are passed over."""
    training: dict[int, dict[str, Any]] = {}
    validation: dict[int, dict[str, Any]] = {}
    averaged = None
    for line in log.read_text(errors="replace").splitlines():
        try:
            entry = json.loads(line)
        except json.JSONDecodeError:
            continue
        if not isinstance(entry, dict) or not isinstance(entry.get("step"), int):
            continue
        if isinstance(entry.get("validation"), dict) and "averaged_checkpoints" in entry:
            averaged = entry
        elif isinstance(entry.get("validation"), dict):
            validation[entry["step"]] = entry
        elif "loss" in entry:
            training[entry["step"]] = entry
    return Curves(
        [training[step] for step in sorted(training)],
        [validation[step] for step in sorted(validation)],
        averaged,
    )


def draw(curves: Curves, title: str) -> Figure:
    """The four panels of ``curves`` in one figure."""
    figure = Figure(figsize=(11, 7), layout="constrained")
    figure.suptitle(title)
    (loss, scores), (lr, speed) = figure.subplots(2, 2, sharex=True)
    steps = [entry["step"] for entry in curves.training]
    for axis, key, label in (
        (loss, "loss", "training loss"),
        (lr, "lr", "learning rate"),
        (speed, "tokens_per_s", "tokens per second"),
    ):
        axis.plot(steps, [entry.get(key, float("nan")) for entry in curves.training])
        axis.set_ylabel(label)
    names = dict.fromkeys(name for entry in curves.validation for name in entry["validation"])
    for name in names:
        points = [(entry["step"], entry["validation"].get(name)) for entry in curves.validation]
        points = [(step, value) for step, value in points if isinstance(value, int | float)]
        if not points:
            continue
        (line,) = scores.plot(*zip(*points, strict=True), marker="o", label=name)
        value = curves.averaged and curves.averaged["validation"].get(name)
        if isinstance(value, int | float):
            scores.plot(curves.averaged["step"], value, marker="*", markersize=14, color=line.get_color())
    if curves.averaged:
        n = curves.averaged["averaged_checkpoints"]
        scores.plot([], [], "*", color="grey", markersize=14, label=f"mean of the last {n} checkpoints")
    if names:
        scores.legend(fontsize="small")
    scores.set_ylabel("validation")
    lr.set_xlabel("update")
    speed.set_xlabel("update")
    return figure


def save(output_dir: Path) -> Path:
    """Draw ``output_dir/log.jsonl`` into ``output_dir/curves.png`` (written whole or not at all); returns
    the picture's path."""
    log = output_dir / "log.jsonl"
    if not log.is_file():
        raise FileNotFoundError(f"No log.jsonl in {output_dir}: give the --output-dir of a training run.")
    picture, partial = output_dir / "curves.png", output_dir / "curves.png.partial"
    draw(read(log), output_dir.resolve().name).savefig(partial, format="png", dpi=100)
    os.replace(partial, picture)
    return picture


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("output_dir", type=Path, help="a training run's --output-dir (it holds log.jsonl)")
    args = parser.parse_args(argv)
    try:
        print(save(args.output_dir))
    except FileNotFoundError as error:
        parser.error(str(error))


if __name__ == "__main__":
    main()
