"""Load test of the suite app: concurrent clients sending a mix of all five tasks over loopback.

    .venv/bin/python tests/benchmarks/load_suite.py [--clients 20] [--requests 500] [--output FILE]

The app runs as ``make demo`` runs it (``python -m apps.suite``, the suite's queue settings) in its own
process; each client is a ``gradio_client.Client`` in a thread of this process, sending requests one after
another, each task in turn from a shuffled mix. Reported: failed requests (the bar: zero), latency p50/p95
per task (queueing included: what a user waits), throughput, and the server's resident memory after the
warm-up and after the run (the bar: within 10%).

The warm-up is one request per task (every model loads), then one concurrent round in which every client
sends each task once: the server's worker threads, their allocator arenas and the models' buffers for
concurrent batches exist after it, so growth measured from there is what a long-running server would show.
Memory is also sampled every second during the run, to tell a plateau from a leak.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

import psutil
from gradio_client import Client

ROOT = Path(__file__).resolve().parents[2]

# One request of each task: (API name, arguments). Real, short inputs, like the demos' examples.
REQUESTS = {
    "summarization": (
        "/summarize",
        [
            "The council met on Monday to discuss the budget. Members argued for three hours. "
            "In the end they approved a plan that cuts spending on roads. Critics said the cuts go too far. "
            "The mayor said the city has no other choice. A final vote is due next month.",
            None,
            2,
        ],
    ),
    "ner": (
        "/ner",
        ["Angela Merkel met Emmanuel Macron in Paris to discuss Siemens and the European Union.", None],
    ),
    "translation": ("/translate", ["The file could not be opened.", 4, 64]),
    "search": ("/search", ["shares fell after the profit warning", "BBC News sample", "", None, 5, "hybrid"]),
    "clustering": (
        "/cluster",
        [
            "Stocks fell sharply on Monday.\nShares rose after strong profits.\nThe bank raised interest rates.\n"
            "The team won the cup final.\nThe striker scored twice.\nThe match ended in a draw.\n"
            "The new phone has a faster chip.\nThe software update fixes bugs.\nThe laptop battery lasts longer.",
            None,
            3,
            "kmeans",
        ],
    ),
}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_app(port: int, log: Path) -> subprocess.Popen:
    """``python -m apps.suite`` on loopback; returns once it answers."""
    server = subprocess.Popen(
        [sys.executable, "-m", "apps.suite", "--port", str(port)],
        cwd=ROOT,
        stdout=log.open("w"),
        stderr=subprocess.STDOUT,
    )
    deadline = time.monotonic() + 300
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return server
        except OSError:
            if server.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the suite app did not start; see {log}") from None
            time.sleep(0.5)


def resident_mb(process: psutil.Process) -> float:
    """Resident memory of the server and its children (Gradio starts none today, but may)."""
    members = [process, *process.children(recursive=True)]
    return sum(member.memory_info().rss for member in members) / 2**20


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--requests", type=int, default=500, help="in all, spread over the clients")
    parser.add_argument("--timeout", type=float, default=600, help="seconds one request may take")
    parser.add_argument("--output", type=Path, default=Path("runs/bench/load_suite.json"))
    args = parser.parse_args()
    args.output.parent.mkdir(parents=True, exist_ok=True)

    port = free_port()
    server = start_app(port, args.output.with_suffix(".server.log"))
    try:
        url = f"http://127.0.0.1:{port}/"
        warm = Client(url, verbose=False)
        warmup_seconds = {}
        for task, (api, arguments) in REQUESTS.items():  # loads every model once
            start = time.perf_counter()
            warm.predict(*arguments, api_name=api)
            warmup_seconds[task] = round(time.perf_counter() - start, 2)
        process = psutil.Process(server.pid)
        latencies: dict[str, list[float]] = {task: [] for task in REQUESTS}
        failures: list[str] = []
        lock = threading.Lock()

        def client_loop(tasks: list[str]) -> None:
            client = Client(url, verbose=False)
            for task in tasks:
                api, arguments = REQUESTS[task]
                start = time.perf_counter()
                try:
                    client.submit(*arguments, api_name=api).result(timeout=args.timeout)
                except Exception as error:  # every failure is counted and reported, none stops the run
                    with lock:
                        failures.append(f"{task}: {type(error).__name__}: {error}"[:300])
                    continue
                with lock:
                    latencies[task].append(time.perf_counter() - start)

        def wave(shares: list[list[str]]) -> float:
            """Every client's share of requests, all clients at once; the wall time."""
            started = time.perf_counter()
            threads = [threading.Thread(target=client_loop, args=(share,)) for share in shares]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            return time.perf_counter() - started

        wave([list(REQUESTS)] * args.clients)  # the concurrent warm-up round
        warmup_failures = len(failures)
        latencies = {task: [] for task in REQUESTS}
        memory_after_warmup = resident_mb(process)

        plan = [task for _ in range(-(-args.requests // len(REQUESTS))) for task in REQUESTS][: args.requests]
        random.Random(0).shuffle(plan)
        samples: list[float] = []
        sampling = threading.Event()

        def sample_memory() -> None:
            while not sampling.wait(1.0):
                samples.append(resident_mb(process))

        sampler = threading.Thread(target=sample_memory)
        sampler.start()
        seconds = wave([plan[i :: args.clients] for i in range(args.clients)])
        sampling.set()
        sampler.join()
        memory_after_run = resident_mb(process)
    finally:
        server.terminate()
        server.wait(timeout=60)

    done = sum(len(values) for values in latencies.values())
    report = {
        "clients": args.clients,
        "requests": len(plan),
        "succeeded": done,
        "failed": len(failures) - warmup_failures,
        "failed_in_warmup": warmup_failures,
        "failures": failures[:20],
        "seconds": round(seconds, 1),
        "requests_per_s": round(done / seconds, 2),
        "latency_s": {
            task: {
                "n": len(values),
                "p50": round(statistics.median(values), 2),
                "p95": round(percentile(values, 0.95), 2),
            }
            for task, values in latencies.items()
            if values
        },
        "warmup_s": warmup_seconds,
        "resident_mb": {
            "after_warmup": round(memory_after_warmup),
            "after_run": round(memory_after_run),
            "change_pct": round(100 * (memory_after_run / memory_after_warmup - 1), 1),
            "max_during_run": round(max(samples, default=memory_after_run)),
            # the mean of each tenth of the run: flat is a plateau, rising is a leak
            "by_tenth_of_run": [
                round(statistics.mean(samples[i * len(samples) // 10 : (i + 1) * len(samples) // 10]))
                for i in range(10)
            ]
            if len(samples) >= 10
            else [],
        },
        "machine": {
            "cpus": psutil.cpu_count(),
            "cpus_this_run_could_use": len(os.sched_getaffinity(0)),  # e.g. under taskset
            "python": platform.python_version(),
        },
    }
    args.output.write_text(json.dumps(report, indent=2) + "\n")
    print(
        json.dumps(
            {k: report[k] for k in ("requests", "failed", "requests_per_s", "latency_s", "resident_mb")}
        )
    )


if __name__ == "__main__":
    main()
