"""Model architectures written for this project on the Hugging Face ``transformers`` API.

Each sub-package follows transformers' one-folder-per-model layout (``configuration_*.py`` and
``modeling_*.py``) so that a saved checkpoint carries its own code and loads with
``trust_remote_code=True`` where this project is not installed.
"""
