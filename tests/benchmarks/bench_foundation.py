"""Foundation measurements: import time, the precision policy's trade-off, corpus load times.

Run: ``.venv/bin/python tests/benchmarks/bench_foundation.py [--output results.json]``
(``make bench``). Timings are medians of repeated runs on the same machine.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import subprocess
import sys
import time

import torch

import pipelines
from pipelines import data, precision


def median_seconds(fn, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def import_time(repeats: int = 5) -> dict:
    code = "import pipelines, sys; print(int('safetensors.torch' in sys.modules))"
    outputs = []

    def once() -> None:
        outputs.append(
            subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
        )

    seconds = median_seconds(once, repeats)
    return {
        "import_pipelines_s": round(seconds, 3),
        "weights_module_imported": any(o.strip() == "1" for o in outputs),
    }


def matmul_tflops(dtype: torch.dtype, n: int = 1024, repeats: int = 5) -> float:
    a, b = torch.randn(n, n, dtype=dtype), torch.randn(n, n, dtype=dtype)
    a @ b  # warm-up
    return 2 * n**3 / median_seconds(lambda: a @ b, repeats) / 1e12


def encode_comparison(sentences: list[str], repeats: int = 3) -> dict:
    from sentence_transformers import SentenceTransformer

    encoder = SentenceTransformer(pipelines.offline.MINILM, device="cpu")
    results, embeddings = {}, {}
    for dtype in (torch.float32, torch.bfloat16):
        encoder.to(dtype)
        encoder.encode(sentences[:32], batch_size=32)  # warm-up
        seconds = median_seconds(lambda: encoder.encode(sentences, batch_size=32), repeats)
        embeddings[dtype] = encoder.encode(sentences, batch_size=32, convert_to_tensor=True).float()
        results[str(dtype).removeprefix("torch.")] = round(len(sentences) / seconds, 1)
    cosine = torch.nn.functional.cosine_similarity(embeddings[torch.float32], embeddings[torch.bfloat16])
    return {
        "sentences_per_s": results,
        "bf16_over_fp32_speed": round(results["bfloat16"] / results["float32"], 3),
        "cosine_bf16_vs_fp32": {"min": round(cosine.min().item(), 5), "mean": round(cosine.mean().item(), 5)},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--output", help="write the results as JSON here")
    parser.add_argument("--sentences", type=int, default=512)
    args = parser.parse_args()

    report = {
        "machine": {
            "cpu": platform.processor() or platform.machine(),
            "cores": torch.get_num_threads(),
            "torch": torch.__version__,
            "native_bf16": precision.native_bf16("cpu"),
            "policy_dtype": str(precision.resolve_dtype("cpu")),
        },
        "import": import_time(),
        "matmul_tflops": {
            "float32": round(matmul_tflops(torch.float32), 3),
            "bfloat16": round(matmul_tflops(torch.bfloat16), 4),
        },
    }
    verses = data.load("bible", source="4", target="s")["train"]["source"][: args.sentences]
    report["minilm_encode"] = encode_comparison(verses)
    report["corpus_load_s"], report["corpora_not_fetched"] = {}, {}
    for name in data.CORPORA:
        try:
            report["corpus_load_s"][name] = round(median_seconds(lambda n=name: data.load(n), 3), 2)
        except FileNotFoundError as error:  # a corpus of pinned packages not fetched on this machine
            report["corpus_load_s"][name] = None
            report["corpora_not_fetched"][name] = str(error)
            print(f"{name}: not timed, {error}")
    text = json.dumps(report, indent=2)
    print(text)
    if args.output:
        with open(args.output, "w") as file:
            file.write(text + "\n")


if __name__ == "__main__":
    main()
