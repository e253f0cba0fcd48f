"""The one precision policy: bf16 only where the hardware runs it natively."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch

from pipelines import precision


@pytest.fixture
def cpu_flags(monkeypatch):
    def use(has_native_bf16: bool) -> None:
        monkeypatch.setattr(precision, "cpu_has_native_bf16", lambda: has_native_bf16)

    return use


def test_cpu_without_native_bf16_runs_float32(cpu_flags):
    cpu_flags(False)
    assert precision.resolve_dtype("cpu") == torch.float32
    assert precision.mixed_precision("cpu") == "no"


def test_cpu_with_amx_runs_bfloat16(cpu_flags):
    cpu_flags(True)
    assert precision.resolve_dtype("cpu") == torch.bfloat16
    assert precision.mixed_precision("cpu") == "bf16"


def test_callers_dtype_overrides_the_policy(cpu_flags):
    cpu_flags(False)
    assert precision.resolve_dtype("cpu", dtype="bfloat16") == torch.bfloat16
    assert precision.resolve_dtype("cpu", dtype=torch.float16) == torch.float16
    assert precision.resolve_dtype("cpu", dtype="torch.float32") == torch.float32


def test_unknown_dtype_is_a_clear_error():
    with pytest.raises(ValueError, match="Unknown dtype 'float13'"):
        precision.resolve_dtype("cpu", dtype="float13")
    with pytest.raises(ValueError, match="Unknown dtype"):
        precision.resolve_dtype("cpu", dtype="cuda")  # a torch attribute, but not a dtype


def test_cpu_flag_detection_reads_this_machine(request):
    if request.config.getoption("--cpu-bf16") != "native":
        pytest.skip("--cpu-bf16 replaces the detection for this run")
    flags = Path("/proc/cpuinfo").read_text()
    assert precision.cpu_has_native_bf16() == ("amx_bf16" in flags or "avx512_bf16" in flags)
