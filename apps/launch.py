"""How every demo of the suite is served: same defaults, same command-line flags."""

from __future__ import annotations

import argparse

import gradio as gr

DEFAULT_HOST = "127.0.0.1"  # loopback unless the user asks otherwise
DEFAULT_PORT = 7860
CONCURRENCY = 2  # one request per core; the models are CPU-bound


def serve(demo: gr.Blocks, argv: list[str] | None = None, description: str = "") -> None:
    """Parse ``--host``/``--port`` and serve ``demo`` with the suite's queue settings."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--host", default=DEFAULT_HOST, help=f"interface to bind (default {DEFAULT_HOST})")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT})")
    args = parser.parse_args(argv)
    demo.queue(default_concurrency_limit=CONCURRENCY, max_size=64)
    demo.launch(server_name=args.host, server_port=args.port, show_error=True)
