"""How every demo of the suite is served: same defaults, same command-line flags."""

from __future__ import annotations

import argparse
import ctypes
import threading
from collections.abc import Callable
from typing import Any, Generic, TypeVar

import gradio as gr

T = TypeVar("T")

DEFAULT_HOST = "127.0.0.1"  # loopback unless the user asks otherwise
DEFAULT_PORT = 7860
CONCURRENCY = 2  # one request per core; the models are CPU-bound
MALLOC_ARENAS = 2
M_ARENA_MAX = -8  # glibc's mallopt() parameter number (malloc.h)


def serve(demo: gr.Blocks, argv: list[str] | None = None, description: str = "") -> None:
    """Parse ``--host``/``--port`` and serve ``demo`` with the suite's queue settings."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--host", default=DEFAULT_HOST, help=f"interface to bind (default {DEFAULT_HOST})")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT})")
    args = parser.parse_args(argv)
    launch(demo, args.host, args.port)


def launch(demo: gr.Blocks, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT, block: bool = True) -> None:
    """Serve ``demo`` with the suite's queue: ``block=False`` returns at once (tests, load tests)."""
    limit_malloc_arenas()
    demo.queue(default_concurrency_limit=CONCURRENCY, max_size=64)
    demo.launch(
        server_name=host, server_port=port, show_error=True, prevent_thread_lock=not block, quiet=not block
    )


def limit_malloc_arenas(arenas: int = MALLOC_ARENAS) -> None:
    """Let glibc's malloc share a few arenas among the server's threads instead of one per thread.

    Each Gradio worker thread that allocates would get an arena of its own (up to 8 per core), holding
    freed memory that the others cannot reuse: the resident memory then climbs for a while under load
    (+13% over 500 requests from 20 clients, against +7% with 2 arenas, measured by
    tests/benchmarks/load_suite.py). A no-op where the C library is not glibc.
    """
    try:
        libc = ctypes.CDLL("libc.so.6")
    except OSError:
        return
    libc.mallopt(M_ARENA_MAX, arenas)


class Lazy(Generic[T]):
    """A demo's model, built on first use and shared by every request afterwards.

    Calling it returns the value, building it first (once, even when the first requests arrive together)
    and telling ``progress`` (a ``gr.Progress``) so the user sees why the first answer is slow.
    """

    def __init__(self, build: Callable[[], T], what: str) -> None:
        self.build, self.what = build, what
        self.value: T | None = None
        self._lock = threading.Lock()

    def __call__(self, progress: Callable[..., Any] | None = None) -> T:
        with self._lock:
            if self.value is None:
                if progress is not None:
                    progress(0.0, desc=f"Loading {self.what} (first use only)…")
                self.value = self.build()
        return self.value
