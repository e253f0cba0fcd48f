"""Training survives faults: a run killed with SIGKILL mid-epoch resumes to the uninterrupted result.

Each training script runs for real, as the command a user types, in a subprocess on a tiny configuration:
once straight through, and once killed (SIGKILL, no chance to clean up) right after its first checkpoint
and then started again with the same command. Both must end with identical weights and identical
validation scores (tolerance zero: the same seed and the same single thread make CPU training
deterministic). A kill in the middle of writing a checkpoint must leave the previous one as the latest.
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
from checkpoints import latest_checkpoint
from safetensors.torch import load_file

ROOT = Path(__file__).resolve().parent.parent
FINETUNE = ROOT / "finetune"


def one_core() -> None:
    """Run the child on one core: the scripts use a thread per core, and one thread is deterministic."""
    os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})


def command(script: str, output_dir: Path, backbone: Path, mixed_precision: str) -> list[str]:
    tiny = {
        # 12 updates, a checkpoint and validation every 4; epochs of ~5 updates, so kills land mid-epoch.
        "train_translation.py": "--limit 30 --max-steps 12 --eval-every 4 --eval-pairs 2 --vocab-size 300 "
        "--d-model 32 --layers 1 --heads 4 --d-ff 64 --max-tokens 400 --warmup 4",
        # 2 epochs of 3 updates; a checkpoint and validation after each epoch.
        "train_bertsum.py": f"--backbone {backbone} --limit 3 --epochs 2 --batch-size 1 --lora-rank 4 "
        "--inter-layers 1",
        # 2 epochs; a checkpoint after every update (--checkpoint-minutes 0) and validation after each epoch.
        "train_ner.py": f"--backbone {backbone} --limit 40 --epochs 2 --batch-tokens 256 --window 64 "
        "--lora-rank 4 --checkpoint-minutes 0 --log-every 1",
    }[script]
    options = ["--output-dir", str(output_dir), "--mixed-precision", mixed_precision, *tiny.split()]
    return [sys.executable, str(FINETUNE / script), *options]


def run(args: list[str]) -> None:
    done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, preexec_fn=one_core, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]


def kill_after_first_checkpoint(args: list[str], output_dir: Path) -> None:
    """Start the run, SIGKILL it as soon as a checkpoint exists, and check that it really was cut short."""
    child = subprocess.Popen(
        args, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, preexec_fn=one_core
    )
    deadline = time.monotonic() + 600
    while not list((output_dir / "checkpoints").glob("step-*")):
        assert child.poll() is None, (
            f"the run ended before its first checkpoint: {child.stderr.read()[-3000:]}"
        )
        assert time.monotonic() < deadline, "no checkpoint within 10 minutes"
        time.sleep(0.005)
    child.send_signal(signal.SIGKILL)
    assert child.wait() == -signal.SIGKILL, "the run finished before it could be killed"
    child.stderr.close()


def final_state(output_dir: Path) -> tuple[dict, dict]:
    """The weights of the last checkpoint and the last validation scores in the log."""
    last = sorted((output_dir / "checkpoints").glob("step-*"))[-1]
    validations = [
        entry["validation"]
        for entry in map(json.loads, (output_dir / "log.jsonl").read_text().splitlines())
        if "validation" in entry
    ]
    return load_file(last / "model.safetensors"), validations[-1]


@pytest.mark.parametrize("mixed_precision", ["no", "bf16"])
@pytest.mark.parametrize("script", ["train_translation.py", "train_bertsum.py", "train_ner.py"])
def test_run_killed_mid_epoch_resumes_to_the_uninterrupted_result(
    script: str, mixed_precision: str, tiny_backbone: Path, tmp_path: Path
) -> None:
    straight, killed = tmp_path / "straight", tmp_path / "killed"
    run(command(script, straight, tiny_backbone, mixed_precision))
    kill_after_first_checkpoint(command(script, killed, tiny_backbone, mixed_precision), killed)
    first = json.loads((sorted((killed / "checkpoints").glob("step-*"))[-1] / "progress.json").read_text())
    run(command(script, killed, tiny_backbone, mixed_precision))  # the same command again: it resumes

    weights, scores = final_state(straight)
    resumed_weights, resumed_scores = final_state(killed)
    final = json.loads((sorted((killed / "checkpoints").glob("step-*"))[-1] / "progress.json").read_text())
    assert first["step"] < final["step"], "the killed run had already finished"
    assert resumed_scores == scores
    assert weights.keys() == resumed_weights.keys()
    for name, tensor in weights.items():
        assert tensor.equal(resumed_weights[name]), name


KILLED_WHILE_SAVING = """
import os, signal, sys
from pathlib import Path
import torch
from accelerate import Accelerator
sys.path.insert(0, {finetune!r})
from checkpoints import Progress, save_checkpoint

accelerator = Accelerator(cpu=True)
model = accelerator.prepare(torch.nn.Linear(4, 4))
save_checkpoint(accelerator, Path({output!r}), Progress(step=1), keep=2)
write_state = accelerator.save_state

def killed_midway(folder):
    write_state(folder)  # the files are on disk, the rename into place has not happened
    os.kill(os.getpid(), signal.SIGKILL)

accelerator.save_state = killed_midway
save_checkpoint(accelerator, Path({output!r}), Progress(step=2), keep=2)
"""


def test_kill_during_a_checkpoint_save_leaves_the_previous_checkpoint_latest(tmp_path: Path) -> None:
    script = KILLED_WHILE_SAVING.format(finetune=str(FINETUNE), output=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == -signal.SIGKILL, done.stderr[-3000:]
    assert (tmp_path / "checkpoints" / ".partial-0000002").is_dir()  # killed mid-save
    latest = latest_checkpoint(tmp_path)
    assert latest is not None and latest.name == "step-0000001"
    assert json.loads((latest / "progress.json").read_text())["step"] == 1
