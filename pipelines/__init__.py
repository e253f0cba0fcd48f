"""An offline-first NLP suite on the Hugging Face stack.

Importing the package sets the Hugging Face offline switches the user has not set, so nothing waits on a
network time-out (set ``HF_HUB_OFFLINE=0`` to use the Hub), and does nothing else: no weights, no torch, no
changes to transformers. Two functions are the way in:

- ``pipelines.pipeline(task)``: a ready pipeline for one of ``pipelines.TASKS``, with the suite's model;
- ``pipelines.register()``: makes transformers' Auto classes know the suite's models and its pipeline
  registry the "translation" and "summarization" tasks (which transformers 5 dropped), and the packaged
  all-MiniLM-L6-v2 loadable by its Hub id offline. ``pipeline()`` calls it; call it yourself before
  ``AutoModel.from_pretrained`` on a suite folder or ``transformers.pipeline("translation", ...)``.

Example:
    >>> import pipelines
    >>> "translation" in pipelines.TASKS
    True
"""

from __future__ import annotations

from . import offline

offline.use_offline_defaults()  # before anything imports huggingface_hub, which reads the switches once

from .registration import register  # noqa: E402
from .tasks import TASKS, pipeline  # noqa: E402

__all__ = ["TASKS", "pipeline", "register"]
__version__ = "0.1.0"
