"""The speech Transformer's output vocabulary: one token per character.

Characters instead of subwords: a few dozen output classes that every transcript is spelt with, no vocabulary
to train, and no word that cannot be written (Dong et al. 2018 decode characters too). Text is lower-cased
and its runs of white space become one space; the vocabulary is the 26 lower-case letters, the space and the
apostrophe ("don't"), the characters of the suite's speech corpus (``pipelines.data.speech``, which spells
numbers out), after the special tokens `<pad>` 0, `<s>` 1 (decoder start), `</s>` 2 and `<unk>` 3, which any
other character becomes. Every encoded transcript ends with `</s>`, so the model learns to stop.

Kept free of imports from this project, like the model files, so it can ship with a model folder.

Example:

    >>> tokenizer = SpeechTransformerTokenizer()
    >>> ids = tokenizer("Don't  STOP!")["input_ids"]
    >>> tokenizer.convert_ids_to_tokens(ids)
    ['d', 'o', 'n', "'", 't', ' ', 's', 't', 'o', 'p', '<unk>', '</s>']
    >>> tokenizer.decode(ids, skip_special_tokens=True)
    "don't stop"
"""

from __future__ import annotations

import json
import os
import string

from transformers import PreTrainedTokenizer

SPECIAL_TOKENS = {"pad_token": "<pad>", "bos_token": "<s>", "eos_token": "</s>", "unk_token": "<unk>"}
CHARACTERS = " '" + string.ascii_lowercase
VOCAB_FILES_NAMES = {"vocab_file": "vocab.json"}


def default_vocabulary() -> dict[str, int]:
    """Special tokens (ids 0-3, matching `SpeechTransformerConfig`'s pad/bos/eos ids), then the characters."""
    return {token: index for index, token in enumerate([*SPECIAL_TOKENS.values(), *CHARACTERS])}


class SpeechTransformerTokenizer(PreTrainedTokenizer):
    r"""Character tokenizer of the speech Transformer's transcripts.

    Args:
        vocab_file (`str`, *optional*):
            JSON file mapping each token to its id, as written by `save_vocabulary`. Defaults to the vocabulary
            of the module docstring.
        pad_token, bos_token, eos_token, unk_token (`str`, *optional*):
            The special tokens; default `<pad>`, `<s>`, `</s>` and `<unk>`.
    """

    vocab_files_names = VOCAB_FILES_NAMES
    model_input_names = ["input_ids", "attention_mask"]

    def __init__(
        self,
        vocab_file: str | None = None,
        pad_token: str = SPECIAL_TOKENS["pad_token"],
        bos_token: str = SPECIAL_TOKENS["bos_token"],
        eos_token: str = SPECIAL_TOKENS["eos_token"],
        unk_token: str = SPECIAL_TOKENS["unk_token"],
        **kwargs,
    ) -> None:
        if vocab_file is None:
            self.vocab = default_vocabulary()
        else:
            with open(vocab_file, encoding="utf-8") as file:
                self.vocab = json.load(file)
        self.ids_to_tokens = {index: token for token, index in self.vocab.items()}
        super().__init__(
            pad_token=pad_token,
            bos_token=bos_token,
            eos_token=eos_token,
            unk_token=unk_token,
            special_tokens_pattern="eos",  # transcript + </s>
            **kwargs,
        )

    @property
    def vocab_size(self) -> int:
        return len(self.vocab)

    def get_vocab(self) -> dict[str, int]:
        return {**self.vocab, **self.added_tokens_encoder}

    def _tokenize(self, text: str, **kwargs) -> list[str]:
        """Lower-case, one space for each run of white space, then one token per character."""
        return list(" ".join(text.lower().split()))

    def _convert_token_to_id(self, token: str) -> int:
        return self.vocab.get(token, self.vocab[self.unk_token])

    def _convert_id_to_token(self, index: int) -> str:
        return self.ids_to_tokens.get(index, self.unk_token)

    def convert_tokens_to_string(self, tokens: list[str]) -> str:
        return "".join(tokens)

    def save_vocabulary(self, save_directory: str, filename_prefix: str | None = None) -> tuple[str]:
        """Write the token → id map as `vocab.json` (prefixed with `filename_prefix-` if given)."""
        if not os.path.isdir(save_directory):
            raise NotADirectoryError(f"Cannot save the vocabulary: {save_directory} is not a directory.")
        prefix = f"{filename_prefix}-" if filename_prefix else ""
        path = os.path.join(save_directory, prefix + VOCAB_FILES_NAMES["vocab_file"])
        with open(path, "w", encoding="utf-8") as file:
            json.dump(self.vocab, file, ensure_ascii=False, indent=2)
            file.write("\n")
        return (path,)


# Lets `save_pretrained` record this class in tokenizer_config.json's `auto_map` and copy this file next to it.
SpeechTransformerTokenizer.register_for_auto_class()

__all__ = ["SpeechTransformerTokenizer"]
