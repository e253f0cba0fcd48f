"""BERTSUM's input format (Liu & Lapata 2019, §3.2): documents of sentences → encoder windows.

Every sentence becomes ``[CLS] sentence [SEP]``; the vector at its ``[CLS]`` is the sentence's vector.
Interval segment ids tell neighbouring sentences apart: sentence i gets segment ``i % 2`` (E_A, E_B, E_A…).

BERT-like encoders have a fixed number of positions (512 for MiniLM). The paper extends the position
embeddings; this implementation instead packs whole sentences into windows of at most
``window_length`` tokens, encodes each window separately, and lets the inter-sentence layers relate
sentences across windows. Every sentence of a long document is scored, and the encoder runs only at the
positions it was pretrained on. A single sentence longer than a window is cut to fit (its first
``window_length - 2`` tokens are kept).

Kept free of imports from this project, like the model files, so it can ship with a model folder.

Example:

    >>> from transformers import AutoTokenizer
    >>> import pipelines  # resolves MiniLM offline
    >>> tokenizer = AutoTokenizer.from_pretrained("sentence-transformers/all-MiniLM-L6-v2")
    >>> batch = encode_documents(tokenizer, [["A cat sat.", "It purred."]], window_length=512)
    >>> tokenizer.convert_ids_to_tokens(batch["input_ids"][0].tolist())
    ['[CLS]', 'a', 'cat', 'sat', '.', '[SEP]', '[CLS]', 'it', 'pu', '##rred', '.', '[SEP]']
    >>> batch["token_type_ids"][0].tolist()
    [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]
    >>> batch["cls_index"].tolist(), batch["sentence_mask"].tolist()
    ([[0, 6]], [[True, True]])
"""

from __future__ import annotations

import torch
from transformers import BatchEncoding, PreTrainedTokenizerBase


def sentence_pieces(
    tokenizer: PreTrainedTokenizerBase, sentences: list[str], window_length: int
) -> list[list[int]]:
    """``[CLS] sentence [SEP]`` token ids for each sentence, cut to ``window_length`` tokens."""
    if not sentences:
        return []
    ids = tokenizer(sentences, add_special_tokens=False, truncation=True, max_length=window_length - 2)[
        "input_ids"
    ]
    cls, sep = tokenizer.cls_token_id, tokenizer.sep_token_id
    return [[cls, *sentence[: window_length - 2], sep] for sentence in ids]


def pack_windows(pieces: list[list[int]], window_length: int) -> list[list[int]]:
    """Group consecutive sentences (by index) into windows of at most ``window_length`` tokens."""
    windows: list[list[int]] = []
    length = window_length  # forces a first window
    for index, piece in enumerate(pieces):
        if length + len(piece) > window_length:
            windows.append([])
            length = 0
        windows[-1].append(index)
        length += len(piece)
    return windows


def encode_documents(
    tokenizer: PreTrainedTokenizerBase, documents: list[list[str]], window_length: int
) -> BatchEncoding:
    """Model inputs for a batch of documents, each a list of sentences (an empty list is allowed).

    Returns ``input_ids``, ``attention_mask`` and ``token_type_ids`` of shape (windows, tokens), the windows of
    all documents stacked; ``cls_index`` (documents, sentences): each sentence's ``[CLS]`` as an index into the
    flattened (windows × tokens) encoder output; ``sentence_length`` (documents, sentences): its tokens from
    ``[CLS]`` to ``[SEP]`` (0 at padding), which lie right after that index; ``sentence_mask`` (documents,
    sentences): False at padding.
    """
    rows: list[list[int]] = []
    segments: list[list[int]] = []
    cls_index: list[list[int]] = []
    for sentences in documents:
        pieces = sentence_pieces(tokenizer, sentences, window_length)
        positions = []
        for window in pack_windows(pieces, window_length):
            row, segment = [], []
            for index in window:
                positions.append((len(rows), len(row), len(pieces[index])))
                row += pieces[index]
                segment += [index % 2] * len(pieces[index])
            rows.append(row)
            segments.append(segment)
        cls_index.append(positions)  # (window, offset, length) until the width is known
    width = max((len(row) for row in rows), default=1)
    if not rows:  # only empty documents: one padding window keeps every tensor well formed
        rows, segments = [[]], [[]]
    pad = tokenizer.pad_token_id
    most_sentences = max((len(positions) for positions in cls_index), default=0)
    return BatchEncoding(
        {
            "input_ids": torch.tensor([row + [pad] * (width - len(row)) for row in rows]),
            "attention_mask": torch.tensor([[1] * len(row) + [0] * (width - len(row)) for row in rows]),
            "token_type_ids": torch.tensor([segment + [0] * (width - len(segment)) for segment in segments]),
            "cls_index": torch.tensor(
                [
                    [window * width + offset for window, offset, _ in positions]
                    + [0] * (most_sentences - len(positions))
                    for positions in cls_index
                ],
                dtype=torch.long,
            ).reshape(len(documents), most_sentences),
            "sentence_length": torch.tensor(
                [
                    [length for *_, length in positions] + [0] * (most_sentences - len(positions))
                    for positions in cls_index
                ],
                dtype=torch.long,
            ).reshape(len(documents), most_sentences),
            "sentence_mask": torch.tensor(
                [
                    [True] * len(positions) + [False] * (most_sentences - len(positions))
                    for positions in cls_index
                ],
                dtype=torch.bool,
            ).reshape(len(documents), most_sentences),
        }
    )


__all__ = ["encode_documents", "pack_windows", "sentence_pieces"]
