"""Train a speech model's character language model, for shallow fusion in its beam search.

    python -m pipelines.data fetch translation    # the text (``parallel-de``), once
    accelerate launch --num_processes 2 finetune/train_speech_lm.py --max-steps 3000 \\
        --model pipelines/pretrained/speech-transformer-en --export-dir runs/speech-lm/export

The speech model learnt to spell from the transcripts of its training speech only, and on real speech it
writes what it hears: "leasure", "consiter", "clobes". A language model of the same characters, trained on
far more text, knows how English is spelt; beam search adds β · log p_LM of each next character to the joint
CTC-attention score (``LanguageModelScorer`` in ``modeling_speech_transformer.py``).

Data: the English side of the ``parallel-de`` training pairs (eight Bible wordings, the Ding dictionary's
entries and example sentences, 25 programs' messages, LibreOffice's help: public domain, GPL, MPL, ...),
cut into clauses and normalised like transcripts (``speech.language_model_clauses``): about 600,000
clauses. Every transcript of the speech corpus's test and validation splits is left out, so the language
model has never read a test sentence; 0.5% of the clauses (by hash) are its own validation set, scored in
bits per character.

The export also carries a lexicon: the words of the training clauses seen at least ``LEXICON_MIN_COUNT``
times (about 49,000), with which beam search takes ``--lexicon-penalty`` off each word it writes that is
not one of them (``LexiconScorer``): the language model mends spelling letter by letter, the lexicon says
which whole words exist.

The model is a one-layer LSTM over the speech tokenizer's characters (``CharacterLanguageModel``), trained
with Adam, a linear warm-up and decay, in batches of clauses of similar length, through the shared loop
(``finetune/loop.py``: it resumes exactly). The export is the speech model folder of ``--model`` with the
language model and the lexicon added, ``language_model_size``, ``language_model_weight`` (β,
``--fusion-weight``), ``lexicon_size`` and ``lexicon_penalty`` in its config; the speech model's weights
and ``training_progress.json`` are unchanged, and the language model's progress is in
``language_model_progress.json``.
"""

from __future__ import annotations

import argparse
import collections
import json
import math
import shutil
from dataclasses import asdict
from pathlib import Path

import loop
import torch
from accelerate.utils import set_seed
from checkpoints import Progress
from torch.nn import functional as F
from train_asr import length_batches

import pipelines
from pipelines import data
from pipelines.data import speech
from pipelines.models.transformer import (
    CharacterLanguageModel,
    SpeechTransformerConfig,
    SpeechTransformerForConditionalGeneration,
    SpeechTransformerProcessor,
)
from pipelines.speech_recognition import DEFAULT_MODEL

HELD_OUT_SPLITS = ("validation", "test-synthetic", "test-asterisk", "test-librivox")
VALIDATION_SHARE = 0.005  # of the clauses, chosen by hash: the language model's own validation set
SALT = "speech language model"
MAX_CHARACTERS = 300  # longer clauses (a few Bible verses) are left out
LEXICON_MIN_COUNT = 2  # a word of the training clauses is in the lexicon when it is in them this often
IGNORE = -100


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    run = loop.run_arguments(
        parser,
        "runs/speech-lm",
        "the speech model of --model with the language model, fp16",
        "clauses",
        max_steps=3000,
        eval_every=500,
    )
    run.add_argument("--model", type=Path, default=DEFAULT_MODEL, help="the speech model folder")
    run.add_argument("--eval-clauses", type=int, default=2000, help="validation clauses scored")
    model = parser.add_argument_group("language model")
    model.add_argument("--size", type=int, default=384, help="LSTM width (config.language_model_size)")
    model.add_argument(
        "--fusion-weight",
        type=float,
        default=0.3,
        help="β of shallow fusion written to the config (language_model_weight)",
    )
    model.add_argument(
        "--lexicon-penalty",
        type=float,
        default=3.0,
        help="unknown-word penalty written to the config (lexicon_penalty); 0: no lexicon",
    )
    optim = parser.add_argument_group("optimisation")
    optim.add_argument(
        "--batch-characters", type=int, default=16_000, help="characters per batch, padding included"
    )
    optim.add_argument("--lr", type=float, default=2e-3, help="peak learning rate of Adam")
    optim.add_argument("--warmup-ratio", type=float, default=0.02)
    return parser.parse_args(argv)


def clauses(limit: int | None) -> tuple[list[str], list[str]]:
    """Training and validation clauses (``speech.language_model_clauses`` of ``parallel-de``'s English), the
    first ``limit`` of each if given."""
    held_out = [row["text"] for split in HELD_OUT_SPLITS for row in speech.load_split(split)]
    english = data.load("parallel-de")["train"]["source"]
    train: list[str] = []
    validation: list[str] = []
    for clause in speech.language_model_clauses(english, held_out):
        if len(clause) <= MAX_CHARACTERS:
            held = speech.unit_interval(clause, SALT) < VALIDATION_SHARE
            (validation if held else train).append(clause)
    return train[:limit], validation[:limit]


class Collator:
    """Clauses by index → ``input_ids`` `<s>` c_1 … c_n and ``labels`` c_1 … c_n `</s>`, padded."""

    def __init__(self, texts: list[str], processor: SpeechTransformerProcessor) -> None:
        tokenizer = processor.tokenizer
        self.pad, bos = tokenizer.pad_token_id, tokenizer.bos_token_id
        self.ids = [[bos, *ids] for ids in tokenizer(texts)["input_ids"]]  # the tokenizer appends </s>

    def __call__(self, indices: list[int]) -> dict[str, torch.Tensor]:
        width = max(len(self.ids[i]) for i in indices) - 1
        inputs = torch.full((len(indices), width), self.pad)
        labels = torch.full((len(indices), width), IGNORE)
        for row, i in enumerate(indices):
            ids = torch.tensor(self.ids[i])
            inputs[row, : len(ids) - 1], labels[row, : len(ids) - 1] = ids[:-1], ids[1:]
        return {"input_ids": inputs, "labels": labels}


def loss(model: torch.nn.Module, batch: dict[str, torch.Tensor]) -> torch.Tensor:
    """Cross-entropy per character (the end of each clause included)."""
    logits, _ = model(batch["input_ids"])
    return F.cross_entropy(logits.flatten(0, 1).float(), batch["labels"].flatten(), ignore_index=IGNORE)


def negative_log_likelihoods(
    model: torch.nn.Module, collate: Collator, indices: list[int], batch_size: int = 64
) -> list[tuple[float, int]]:
    """(−log p in nats, characters) of each clause ``indices``, its end included."""
    scored: list[tuple[float, int]] = []
    with torch.no_grad():
        for start in range(0, len(indices), batch_size):
            batch = collate(indices[start : start + batch_size])
            logits, _ = model(batch["input_ids"].to(next(model.parameters()).device))
            labels = batch["labels"].to(logits.device)
            nll = F.cross_entropy(
                logits.transpose(1, 2).float(), labels, ignore_index=IGNORE, reduction="none"
            )
            scored += zip(nll.sum(dim=1).tolist(), (labels != IGNORE).sum(dim=1).tolist(), strict=True)
    return scored


def bits_per_character(scored: list[tuple[float, int]]) -> dict[str, float]:
    """The validation score: −log₂ p per character over all clauses."""
    nats, characters = sum(nll for nll, _ in scored), sum(count for _, count in scored)
    return {"bits_per_character": round(nats / characters / math.log(2), 4)}


def lexicon(texts: list[str]) -> list[str]:
    """The words in ``texts`` at least ``LEXICON_MIN_COUNT`` times, most frequent first.

    Example:
        >>> lexicon(["the cat sat", "the cat ran", "a dog"])
        ['cat', 'the']
    """
    counts = collections.Counter(word for text in texts for word in text.split())
    return sorted((w for w, n in counts.items() if n >= LEXICON_MIN_COUNT), key=lambda w: (-counts[w], w))


def export(
    language_model: torch.nn.Module,
    args: argparse.Namespace,
    folder: Path,
    progress: Progress,
    words: list[str],
) -> None:
    """The speech model folder of ``--model`` with the language model and β added (fp16), and the lexicon
    ``words`` with its penalty when ``--lexicon-penalty`` is above 0 and there are words."""
    model = SpeechTransformerForConditionalGeneration.from_pretrained(args.model, dtype=torch.float32)
    model.config.language_model_size, model.config.language_model_weight = args.size, args.fusion_weight
    model.language_model = language_model.float()
    processor = SpeechTransformerProcessor.from_pretrained(args.model)
    if args.lexicon_penalty > 0 and words:
        model.set_lexicon([processor.tokenizer.convert_tokens_to_ids(list(word)) for word in words])
        model.config.lexicon_penalty = args.lexicon_penalty
    # The speech model's own files, put back after the export rewrote them (a loaded tokenizer saves how it
    # was loaded, "local_files_only", which a Hub folder must not say); read first, as ``folder`` may be
    # ``--model`` itself.
    own = ("training_progress.json", "tokenizer_config.json", "processor_config.json", "vocab.json")
    kept = {name: (args.model / name).read_bytes() for name in own}
    folder.mkdir(parents=True, exist_ok=True)
    for name in ("README.md", "eval_results.json"):
        if (args.model / name).exists() and not (folder / name).exists():
            shutil.copy(args.model / name, folder / name)
    loop.export(model, processor, folder, progress)
    for name, content in kept.items():
        (folder / name).write_bytes(content)
    (folder / "language_model_progress.json").write_text(json.dumps(asdict(progress), indent=2) + "\n")


def train(
    processor: SpeechTransformerProcessor,
    train_texts: list[str],
    validation_texts: list[str],
    args: argparse.Namespace,
) -> tuple[torch.nn.Module, Progress, dict[str, float]]:
    """Train a language model of width ``args.size`` over ``processor``'s characters through the shared loop;
    returns it, where training stopped, and the last validation score."""
    config = SpeechTransformerConfig(vocab_size=len(processor.tokenizer), language_model_size=args.size)
    language_model = CharacterLanguageModel(config)
    loop.process_state().print(
        f"{len(train_texts):,} training clauses ({sum(map(len, train_texts)) / 1e6:.1f} M characters), "
        f"{len(validation_texts):,} validation; "
        f"{sum(p.numel() for p in language_model.parameters()) / 1e6:.2f} M parameters"
    )
    lengths = [float(len(text) + 1) for text in train_texts]
    collate, validate = Collator(train_texts, processor), Collator(validation_texts, processor)
    task = loop.Task(
        batches=lambda epoch: length_batches(lengths, args.batch_characters, args.seed + epoch),
        collate=collate,
        loss=loss,
        tokens=lambda batch: int((batch["labels"] != IGNORE).sum()),
        validation_size=len(validation_texts),
        predict=lambda model, indices: negative_log_likelihoods(model, validate, indices),
        score=bits_per_character,
    )
    optimizer = torch.optim.Adam(language_model.parameters(), lr=args.lr)
    return loop.train(language_model, optimizer, loop.linear_warmup(args.warmup_ratio), task, args)


def main(argv: list[str] | None = None) -> None:
    pipelines.register()
    args = parse_args(argv)
    set_seed(args.seed)
    processor = SpeechTransformerProcessor.from_pretrained(args.model)
    train_texts, validation_texts = clauses(args.limit)
    trained, progress, scores = train(processor, train_texts, validation_texts[: args.eval_clauses], args)
    words = lexicon(train_texts)
    loop.finish(
        progress, scores, args.export_dir, lambda folder: export(trained, args, folder, progress, words)
    )


if __name__ == "__main__":
    main()
