"""The shared source/target subword vocabulary of the Transformer (Vaswani et al. §5.1: one BPE vocabulary
for both languages, so source, target and output projection can share one embedding matrix).

Example:
    >>> from pipelines.models.transformer.tokenization import train_tokenizer
    >>> tokenizer = train_tokenizer(["Guten Morgen", "Good morning"] * 50, vocab_size=300)
    >>> tokenizer.decode(tokenizer("Good morning")["input_ids"], skip_special_tokens=True)
    'Good morning'
"""

from __future__ import annotations

from collections.abc import Iterable

from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers
from transformers import PreTrainedTokenizerFast

# Ids match TransformerConfig's defaults: pad 0, bos 1 (decoder start), eos 2.
SPECIAL_TOKENS = ["<pad>", "<s>", "</s>", "<unk>"]


def train_tokenizer(
    texts: Iterable[str], vocab_size: int = 8000, min_frequency: int = 2
) -> PreTrainedTokenizerFast:
    """Train a byte-level byte-pair-encoding vocabulary on ``texts`` (both languages), as a fast tokenizer.

    Byte-level BPE (GPT-2's scheme) covers every possible input: text in a script never seen in training,
    control characters or stray bytes become byte tokens instead of ``<unk>``, and decoding restores the
    input exactly, spaces and newlines included. Punctuation and digits are split off words before the
    merges are learned, so "heavens." and "heavens" share subwords. Every encoded sequence ends with
    ``</s>``.
    """
    tokenizer = Tokenizer(models.BPE())
    tokenizer.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tokenizer.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size,
        min_frequency=min_frequency,
        special_tokens=SPECIAL_TOKENS,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tokenizer.train_from_iterator(texts, trainer)
    tokenizer.post_processor = processors.TemplateProcessing(
        single="$A </s>", special_tokens=[("</s>", tokenizer.token_to_id("</s>"))]
    )
    return PreTrainedTokenizerFast(
        tokenizer_object=tokenizer,
        pad_token="<pad>",
        bos_token="<s>",
        eos_token="</s>",
        unk_token="<unk>",
        model_max_length=1024,
    )
