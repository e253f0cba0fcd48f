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
