"""One precision policy for every pipeline and training script.

bfloat16 where the hardware runs it natively, float32 elsewhere:

- CUDA GPUs that support bf16 (Ampere and newer);
- CPUs with native bf16 instructions (Intel AMX or AVX512-BF16). On a CPU
  without them, bf16 matrix products are *emulated*, orders of magnitude
  slower than fp32 (README, "Precision policy"), so the policy falls back to fp32.

Callers override the choice with an explicit ``dtype``.

Example:
    >>> import torch
    >>> from pipelines.precision import resolve_dtype
    >>> resolve_dtype("cpu", dtype="float32")
    torch.float32
    >>> resolve_dtype("cpu") in (torch.float32, torch.bfloat16)
    True
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import torch

_NATIVE_BF16_CPU_FLAGS = {"amx_bf16", "avx512_bf16"}


@cache
def cpu_has_native_bf16() -> bool:
    """True when the CPU advertises bf16 arithmetic in hardware (Linux cpuinfo)."""
    cpuinfo = Path("/proc/cpuinfo")
    if not cpuinfo.exists():
        return False
    for line in cpuinfo.read_text().splitlines():
        if line.startswith("flags"):
            return bool(_NATIVE_BF16_CPU_FLAGS & set(line.split(":", 1)[1].split()))
    return False


def default_device() -> torch.device:
    """The first CUDA GPU when there is one, else the CPU."""
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")


def as_device(device: str | int | torch.device | None) -> torch.device:
    """transformers' device conventions (an int is a CUDA index, -1 the CPU; None the default) as a device."""
    if device is None:
        return default_device()
    if isinstance(device, int):
        return torch.device("cpu") if device < 0 else torch.device("cuda", device)
    return torch.device(device)


def native_bf16(device: str | torch.device | None = None) -> bool:
    """Whether ``device`` runs bfloat16 natively."""
    device = torch.device(device) if device is not None else default_device()
    if device.type == "cuda":
        return torch.cuda.is_available() and torch.cuda.is_bf16_supported()
    if device.type == "cpu":
        return cpu_has_native_bf16()
    return False


def resolve_dtype(
    device: str | torch.device | None = None, dtype: str | torch.dtype | None = None
) -> torch.dtype:
    """The dtype to run a model in: the caller's ``dtype`` if given, else the policy's. ``"auto"``
    (``transformers.pipeline``'s default) is no choice: the policy's too."""
    if dtype is not None and dtype != "auto":
        if isinstance(dtype, torch.dtype):
            return dtype
        resolved = getattr(torch, str(dtype).removeprefix("torch."), None)
        if not isinstance(resolved, torch.dtype):
            raise ValueError(f"Unknown dtype {dtype!r}; use e.g. 'float32' or 'bfloat16'.")
        return resolved
    return torch.bfloat16 if native_bf16(device) else torch.float32


def mixed_precision(device: str | torch.device | None = None) -> str:
    """accelerate's ``mixed_precision`` value under the same rule: "bf16" or "no"."""
    return "bf16" if native_bf16(device) else "no"
