"""The shared training loop (finetune/loop.py) with several processes, and its guard against divergence.

The runs are the translation script on a tiny configuration, as a user launches it: two processes on the
CPU (``accelerate launch --multi_gpu``, gloo) against one process with the same global batch, a SIGKILL of
the whole process group and a resume, and a learning rate absurd enough to make the loss NaN.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import curves
import pytest
import torch
from loop import shard
from safetensors.torch import load_file

ROOT = Path(__file__).resolve().parent.parent
ACCELERATE = [sys.executable, "-m", "accelerate.commands.launch"]
# 12 updates of a 1-layer model, validated and checkpointed every 4, every update logged. No dropout: the
# processes' random streams differ from one process's, and the comparison must not depend on them.
OPTIONS = {
    **{"--limit": 60, "--max-steps": 12, "--eval-every": 4, "--eval-pairs": 2, "--log-every": 1},
    **{"--vocab-size": 300, "--d-model": 32, "--layers": 1, "--heads": 4, "--d-ff": 64, "--dropout": 0},
    **{"--max-tokens": 400, "--warmup": 4, "--mixed-precision": "no"},
}
TINY = [str(word) for option in OPTIONS.items() for word in option]


def translation(output_dir: Path, processes: int, *options: str) -> list[str]:
    script = [
        str(ROOT / "finetune" / "train_translation.py"),
        "--output-dir",
        str(output_dir),
        *TINY,
        *options,
    ]
    if processes == 1:
        return [sys.executable, *script]
    # --multi_gpu is accelerate's launcher of several local processes (torchrun); without GPUs they use the CPU.
    return [
        *ACCELERATE,
        "--multi_gpu",
        "--num_processes",
        str(processes),
        "--main_process_port",
        "0",
        *script,
    ]


def run(command: list[str]) -> subprocess.CompletedProcess:
    env = os.environ | {"OMP_NUM_THREADS": "1"}
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600, env=env)


def trained(output_dir: Path) -> tuple[dict[str, torch.Tensor], dict, list[dict]]:
    """The last checkpoint's weights and progress, and the log."""
    last = sorted((output_dir / "checkpoints").glob("step-*"))[-1]
    log = [json.loads(line) for line in (output_dir / "log.jsonl").read_text().splitlines()]
    return load_file(last / "model.safetensors"), json.loads((last / "progress.json").read_text()), log


def test_each_process_takes_its_own_batches_of_every_update() -> None:
    batches = [[i] for i in range(8)]
    # 2 processes, accumulation 2: an update takes 4 batches, 2 per process, none twice.
    first, second = shard(batches, 4, 4, 0, 2), shard(batches, 4, 4, 1, 2)
    assert (first, second) == ([[4], [6]], [[5], [7]])
    assert shard(batches, 4, 4, 0, 1) == [[4], [5], [6], [7]]  # one process takes them all


def test_two_processes_train_like_one_with_the_same_global_batch_and_resume_after_sigkill(
    tmp_path: Path,
) -> None:
    two, one, killed = tmp_path / "two", tmp_path / "one", tmp_path / "killed"
    done = run(translation(two, 2))
    assert done.returncode == 0, done.stderr[-3000:]
    done = run(translation(one, 1, "--accumulation", "2"))
    assert done.returncode == 0, done.stderr[-3000:]

    weights, progress, log = trained(two)
    single_weights, single_progress, single_log = trained(one)
    steps = [entry["step"] for entry in log if "loss" in entry]
    assert steps == list(range(1, 13))  # one line per update, not one per process
    # Both processes' batches counted once each: the same tokens as one process reading both.
    assert progress["tokens"] == single_progress["tokens"] and progress["step"] == 12
    # Tolerance: gloo's average of two gradients and one process's sum of two halves round differently, and
    # Adam, dividing by the gradients' running magnitude, carries that rounding into the weights (measured:
    # losses equal to 4 decimals, weights within 5e-4 of each other after 12 updates at a learning rate of 0.07).
    losses = [entry["loss"] for entry in log if "loss" in entry]
    single_losses = [entry["loss"] for entry in single_log if "loss" in entry]
    assert losses == pytest.approx(single_losses, abs=1e-3)
    for name, tensor in weights.items():
        torch.testing.assert_close(tensor, single_weights[name], atol=2e-3, rtol=0, msg=name)
    assert (two / "tokenizer" / "tokenizer.json").exists()

    # SIGKILL to every process of the run once its first checkpoint exists, then the same command again.
    child = subprocess.Popen(
        translation(killed, 2),
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
        env=os.environ | {"OMP_NUM_THREADS": "1"},
    )
    deadline = time.monotonic() + 300
    while not list((killed / "checkpoints").glob("step-*")):
        assert child.poll() is None and time.monotonic() < deadline, "no checkpoint before the run ended"
        time.sleep(0.005)
    os.killpg(child.pid, signal.SIGKILL)
    child.wait()
    stopped = json.loads(
        sorted((killed / "checkpoints").glob("step-*"))[-1].joinpath("progress.json").read_text()
    )
    assert stopped["step"] < 12
    done = run(translation(killed, 2))
    assert done.returncode == 0, done.stderr[-3000:]
    resumed_weights, resumed_progress, _ = trained(killed)
    assert resumed_progress == progress | {"seconds": resumed_progress["seconds"]}
    for name, tensor in weights.items():
        assert tensor.equal(resumed_weights[name]), name
    # The curves, drawn again at each checkpoint, show every update once though the log may repeat some.
    assert (killed / "curves.png").read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    drawn = curves.read(killed / "log.jsonl")
    assert [entry["step"] for entry in drawn.training] == list(range(1, 13))
    assert [entry["step"] for entry in drawn.validation] == [4, 8, 12]


def test_a_diverging_run_stops_naming_the_last_good_checkpoint_and_never_saves_non_finite_weights(
    tmp_path: Path,
) -> None:
    # Adam's first update at this learning rate sends the weights to ~1e28; attention scores overflow next.
    done = run(
        translation(
            tmp_path, 1, "--lr-scale", "1e30", "--eval-every", "1", "--export-dir", str(tmp_path / "export")
        )
    )
    assert done.returncode != 0
    assert "Training diverged: 5 updates in a row had a non-finite loss or gradient norm" in done.stderr
    assert f"The last good checkpoint is {tmp_path / 'checkpoints' / 'step-0000001'}" in done.stderr
    assert not (tmp_path / "export").exists()
    for checkpoint in (tmp_path / "checkpoints").glob("step-*"):
        weights = load_file(checkpoint / "model.safetensors")
        assert all(torch.isfinite(tensor).all() for tensor in weights.values()), checkpoint
    log = [json.loads(line) for line in (tmp_path / "log.jsonl").read_text().splitlines()]
    assert all(entry["loss"] == entry["loss"] for entry in log if "loss" in entry)  # no NaN logged


def test_the_curves_draw_an_updates_last_line_and_pass_over_a_line_cut_short(tmp_path: Path) -> None:
    lines = [
        {"step": 1, "epoch": 0, "loss": 9.0, "lr": 0.001, "tokens_per_s": 100},
        {"step": 2, "epoch": 0, "loss": 8.0, "lr": 0.002, "tokens_per_s": 110},
        {"step": 2, "epoch": 0, "validation": {"bleu": 1.5, "chrf": 10.0}, "seconds": 3.0},
        {"step": 3, "epoch": 0, "loss": 7.5, "lr": 0.003, "tokens_per_s": 120},  # lost with the process
        {"step": 3, "epoch": 0, "loss": 7.0, "lr": 0.003, "tokens_per_s": 90},  # logged again after resuming
        {"step": 4, "epoch": 1, "validation": {"bleu": 2.5, "chrf": 12.0}, "seconds": 3.0},
        {"step": 4, "averaged_checkpoints": 2, "validation": {"bleu": 3.0, "chrf": 13.0}},
    ]
    text = "".join(json.dumps(line) + "\n" for line in lines) + '{"step": 5, "loss": 6.'  # killed mid-write
    (tmp_path / "log.jsonl").write_text(text)

    assert curves.save(tmp_path) == tmp_path / "curves.png"
    assert (tmp_path / "curves.png").read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    assert not (tmp_path / "curves.png.partial").exists()
    figure = curves.draw(curves.read(tmp_path / "log.jsonl"), "run")
    loss, scores, lr, speed = figure.axes
    assert list(loss.lines[0].get_xdata()) == [1, 2, 3]
    assert list(loss.lines[0].get_ydata()) == [9.0, 8.0, 7.0]
    assert list(speed.lines[0].get_ydata()) == [100, 110, 90]
    assert list(lr.lines[0].get_ydata()) == [0.001, 0.002, 0.003]
    bleu, bleu_mean, chrf, chrf_mean, _ = scores.lines  # a line and a star for each score, the star's label
    assert (list(bleu.get_xdata()), list(bleu.get_ydata())) == ([2, 4], [1.5, 2.5])
    assert (list(chrf.get_xdata()), list(chrf.get_ydata())) == ([2, 4], [10.0, 12.0])
    assert [list(star.get_xdata()) + list(star.get_ydata()) for star in (bleu_mean, chrf_mean)] == [
        [4, 3.0],
        [4, 13.0],
    ]
    labels = [text.get_text() for text in scores.get_legend().get_texts()]
    assert labels == ["bleu", "chrf", "mean of the last 2 checkpoints"]


def test_the_curves_command_names_what_to_give_when_there_is_no_log(tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        curves.main([str(tmp_path)])
    with pytest.raises(FileNotFoundError, match="give the --output-dir of a training run"):
        curves.save(tmp_path)
