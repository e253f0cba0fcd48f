"""``push``: export a shipped model and upload the folder to a Hugging Face model repository.

``import pipelines`` turns the Hub off unless ``HF_HUB_OFFLINE`` is set (``pipelines.offline``), so
pushing needs ``HF_HUB_OFFLINE=0``.
"""

from __future__ import annotations

import os

from huggingface_hub import HfApi

from .repository import export


def push(
    name: str,
    repo_id: str,
    private: bool = False,
    token: str | None = None,
    output: str | os.PathLike | None = None,
) -> str:
    """Export ``name`` (to ``output``, default ``runs/hub/<name>``) and upload it to the model repository
    ``repo_id``, creating it if needed; return the URL of the commit.

    Needs the Hub: run with ``HF_HUB_OFFLINE=0`` (``import pipelines`` sets it to 1 otherwise). ``token``
    defaults to the one ``hf auth login`` saved.

    Example:
        >>> push("ner-conll2003", "my-user/ner-conll2003", private=True)  # doctest: +SKIP
        'https://huggingface.co/my-user/ner-conll2003/commit/...'
    """
    from huggingface_hub import constants

    if "/" not in repo_id:
        raise ValueError(f"repo_id must be 'user-or-organisation/name', got {repo_id!r}.")
    if constants.is_offline_mode():
        raise ConnectionError(
            "The Hugging Face Hub is switched off (HF_HUB_OFFLINE=1, the suite's default): run the push with "
            "HF_HUB_OFFLINE=0."
        )
    folder = export(name, output, repo_id=repo_id)
    api = HfApi(token=token)
    try:
        # None, not False, when no private repository was asked for: the account's default visibility applies.
        api.create_repo(repo_id, repo_type="model", private=True if private else None, exist_ok=True)
        commit = api.upload_folder(
            repo_id=repo_id,
            repo_type="model",
            folder_path=folder,
            commit_message=f"Upload {name} from the nlp-suite (pipelines.hub)",
        )
    except OSError:  # no token, ...: huggingface_hub's own message says what to do
        raise
    except Exception as error:  # the Hub's HTTP errors and the HTTP client's connection errors, in one line
        raise ConnectionError(f"Could not push {folder} to {repo_id}: {error}") from error
    return str(getattr(commit, "commit_url", commit))
