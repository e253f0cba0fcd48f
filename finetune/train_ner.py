"""Fine-tune the casing tagger (MiniLM + casing embedding) for named entities on CoNLL-2003 with accelerate.

    accelerate launch --num_processes 1 finetune/train_ner.py --max-minutes 110 \
        --output-dir runs/ner-conll2003 --export-dir pipelines/pretrained/ner-conll2003

The defaults are the shipped recipe: 5 epochs of 268 updates (about 1,024 tokens each; 255k training tokens
per epoch), LoRA rank 32, AdamW at 5e-4 with 10% linear warm-up and decay. On 2 idle CPU cores an epoch takes
9 to 12 minutes and a validation half a minute: about an hour in all (estimated from short timed runs of the
real model on a loaded machine, scaled by a matrix-multiply benchmark taken alongside). ``--max-minutes``
only guarantees the export should the machine be slower.

``--no-casing`` trains the same model without the casing embedding, for the comparison
(``finetune/compare_ner.py``). The encoder is the packaged all-MiniLM-L6-v2 with LoRA (peft) on every
projection of its layers; the classifier and the casing embedding are new and trained in full. The exported
folder is those layers and the low-rank updates, a few megabytes over the shared backbone.

Data: the full official CoNLL-2003 train split, validated on the official validation split. Consecutive
sentences of one article are packed into windows of up to ``--window`` tokens, so names are read in their
article's context, as the pipeline reads a long text; the window length is recorded in the model's config
and the pipeline uses it. Labels go on the first sub-token of every word the tokenizer sees, -100 on the
other sub-tokens: a CoNLL word such as "U.S." is four tokenizer words (u . s .), labelled B-LOC I-LOC I-LOC
I-LOC, because transformers' aggregation treats each of them as a word and would otherwise read labels the
model was never taught. Validation scores each CoNLL word by its first sub-token, with seqeval (entity-level
F1, conlleval rules).

Loss, learning rate and throughput go to ``<output-dir>/log.jsonl`` every ``--log-every`` updates, validation
scores after every epoch. Checkpoints (``finetune/checkpoints.py``) are written after every epoch, every
``--checkpoint-minutes`` and when ``--max-minutes`` runs out, and resume exactly, mid-epoch too: run the same
command again after an interruption.
"""

from __future__ import annotations

import argparse
import bisect
import random
from dataclasses import dataclass
from pathlib import Path

import loop
import torch
from accelerate.utils import set_seed
from checkpoints import Progress
from peft import LoraConfig, PeftModel, get_peft_model
from train_bertsum import LORA_TARGETS  # the same encoder projections get LoRA in every suite model
from transformers import AutoTokenizer, PreTrainedTokenizerFast

import pipelines
from pipelines import data, metrics
from pipelines.adapters import from_backbone
from pipelines.data.ner import CONLL_LABELS
from pipelines.hub.eval_results import FILE_NAME, write_eval_results
from pipelines.models.casing_tagger import (
    IGNORE_INDEX,
    CasingTaggerConfig,
    CasingTaggerForTokenClassification,
    casing_ids,
)

TRAINED_IN_FULL = ["classifier", "casing_embeddings"]  # new layers: trained and saved whole
# The label a word's later pieces get: B-X continues as I-X, I-X and O stay.
INSIDE = [CONLL_LABELS.index(label.replace("B-", "I-", 1)) for label in CONLL_LABELS]


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    loop.run_arguments(parser, "runs/ner-conll2003", "adapter + config + tokenizer", "sentences", epochs=5)
    model = parser.add_argument_group("model")
    model.add_argument("--backbone", default=pipelines.offline.MINILM)
    model.add_argument("--no-casing", action="store_true", help="train without the casing embedding")
    model.add_argument("--lora-rank", type=int, default=32)
    model.add_argument(
        "--window", type=int, default=256, help="tokens per training window, specials included"
    )
    optim = parser.add_argument_group("optimisation")
    optim.add_argument(
        "--batch-tokens", type=int, default=1024, help="padded tokens per batch and process, at most"
    )
    optim.add_argument("--lr", type=float, default=5e-4)
    optim.add_argument("--warmup-ratio", type=float, default=0.1)
    return parser.parse_args(argv)


# --------------------------------------------------------------------------------------------- data


@dataclass
class Sentence:
    document: int
    words: list[str]
    tags: list[int]  # CONLL_LABELS ids


@dataclass
class Passage:
    """Consecutive sentences of one article, encoded as the model reads them."""

    input_ids: list[int]
    casing_ids: list[int]
    labels: list[int]  # IGNORE_INDEX except on the first sub-token of each tokenizer word
    first_tokens: list[int]  # per CoNLL word, the position of its first sub-token (-1: none survived)
    sentence_lengths: list[int]  # CoNLL words per sentence, to split the words back
    gold: list[int]  # CONLL_LABELS id per CoNLL word


def load_sentences(split: str, limit: int | None = None) -> list[Sentence]:
    """The sentences of a CoNLL-2003 split, in corpus order (so articles stay together)."""
    rows = data.load("conll2003")[split]
    if limit:
        rows = rows.select(range(min(limit, rows.num_rows)))
    return [Sentence(r["document"], r["tokens"], r["ner_tags"]) for r in rows]


def pack(tokenizer: PreTrainedTokenizerFast, sentences: list[Sentence], window: int) -> list[list[Sentence]]:
    """Consecutive sentences of one article, greedily, while their tokens fit ``window`` with the specials.

    A sentence longer than a window on its own becomes a window that ``encode`` cuts (none in CoNLL-2003 at
    256 tokens: the longest has 164).
    """
    room = window - tokenizer.num_special_tokens_to_add()
    counts = [
        len(ids)
        for ids in tokenizer([" ".join(s.words) for s in sentences], add_special_tokens=False)["input_ids"]
    ]
    groups: list[list[Sentence]] = []
    used = 0
    for sentence, count in zip(sentences, counts, strict=True):
        if groups and groups[-1][-1].document == sentence.document and used + count <= room:
            groups[-1].append(sentence)
            used += count
        else:
            groups.append([sentence])
            used = count
    return groups


def encode(tokenizer: PreTrainedTokenizerFast, sentences: list[Sentence], window: int) -> Passage:
    """Token ids, casing ids and first-sub-token labels of sentences read as one text.

    The text is the words joined by spaces (sentences by newlines): the same characters the pipeline sees
    in raw text, so tokenizer words, casing ids and labels line up with inference.
    """
    text, starts, gold = "", [], []
    for sentence in sentences:
        for position, (word, tag) in enumerate(zip(sentence.words, sentence.tags, strict=True)):
            text += ("\n" if position == 0 else " ") if text else ""
            starts.append(len(text))
            text += word
            gold.append(tag)
    encoding = tokenizer(text, return_offsets_mapping=True, truncation=True, max_length=window)
    offsets, words = encoding["offset_mapping"], encoding.word_ids()
    labels, first_tokens = [IGNORE_INDEX] * len(offsets), [-1] * len(starts)
    for position, (word, (start, _)) in enumerate(zip(words, offsets, strict=True)):
        if word is None or (position > 0 and words[position - 1] == word):
            continue  # a special token, or a later sub-token of the same tokenizer word
        conll_word = bisect.bisect_right(starts, start) - 1
        if start == starts[conll_word]:
            labels[position] = gold[conll_word]
            first_tokens[conll_word] = position
        else:  # a later tokenizer word inside one CoNLL word, e.g. the "." of "U.S."
            labels[position] = INSIDE[gold[conll_word]]
    return Passage(
        input_ids=encoding["input_ids"],
        casing_ids=casing_ids(text, offsets, words),
        labels=labels,
        first_tokens=first_tokens,
        sentence_lengths=[len(s.words) for s in sentences],
        gold=gold,
    )


def encode_split(tokenizer: PreTrainedTokenizerFast, sentences: list[Sentence], window: int) -> list[Passage]:
    return [encode(tokenizer, group, window) for group in pack(tokenizer, sentences, window)]


def token_budget_batches(passages: list[Passage], max_tokens: int, seed: int | None) -> list[list[int]]:
    """Index batches of similar-length passages, each within ``max_tokens`` padded tokens.

    With a ``seed`` (training) ties are broken and the batch order shuffled by it, so one seed gives one
    order and a resumed run can skip exactly the batches it already saw; without, batches stay in length
    order (validation).
    """
    rng = random.Random(seed)
    order = sorted(range(len(passages)), key=lambda i: (len(passages[i].input_ids), rng.random()))
    batches, batch, longest = [], [], 0
    for index in order:
        length = len(passages[index].input_ids)
        if batch and (len(batch) + 1) * max(longest, length) > max_tokens:
            batches.append(batch)
            batch, longest = [], 0
        batch.append(index)
        longest = max(longest, length)
    if batch:
        batches.append(batch)
    if seed is not None:
        rng.shuffle(batches)
    return batches


def collate(passages: list[Passage], pad_id: int, use_casing: bool) -> dict[str, torch.Tensor]:
    def pad(rows: list[list[int]], value: int) -> torch.Tensor:
        width = max(len(row) for row in rows)
        return torch.tensor([row + [value] * (width - len(row)) for row in rows])

    batch = {
        "input_ids": pad([p.input_ids for p in passages], pad_id),
        "attention_mask": pad([[1] * len(p.input_ids) for p in passages], 0),
        "labels": pad([p.labels for p in passages], IGNORE_INDEX),
    }
    if use_casing:
        batch["casing_ids"] = pad([p.casing_ids for p in passages], 0)
    return batch


# --------------------------------------------------------------------------------------------- model


def build_model(args: argparse.Namespace) -> PeftModel:
    """MiniLM with LoRA, plus a fully trained classifier (and casing embedding)."""
    config = CasingTaggerConfig(
        backbone=args.backbone,
        use_casing=not args.no_casing,
        window_length=args.window,
        id2label=dict(enumerate(CONLL_LABELS)),
        label2id={label: i for i, label in enumerate(CONLL_LABELS)},
    )
    base = from_backbone(CasingTaggerForTokenClassification, config)
    lora = LoraConfig(
        r=args.lora_rank,
        lora_alpha=2 * args.lora_rank,
        lora_dropout=0.1,
        target_modules=LORA_TARGETS,
        modules_to_save=[name for name in TRAINED_IN_FULL if getattr(base, name) is not None],
    )
    return get_peft_model(base, lora)


def predict_tags(
    model: torch.nn.Module, passages: list[Passage], pad_id: int, max_tokens: int
) -> list[list[str]]:
    """Per passage, the label of each CoNLL word: the one predicted on its first sub-token ("O" if cut)."""
    model.eval()
    use_casing = model.config.use_casing
    tags: dict[int, list[str]] = {}
    with torch.no_grad():
        for indices in token_budget_batches(passages, max_tokens, seed=None):
            batch = collate([passages[i] for i in indices], pad_id, use_casing)
            batch.pop("labels")
            labels = model(**{key: value.to(model.device) for key, value in batch.items()}).logits.argmax(-1)
            for i, row in zip(indices, labels.tolist(), strict=True):
                tags[i] = [CONLL_LABELS[row[t]] if t >= 0 else "O" for t in passages[i].first_tokens]
    return [tags[i] for i in range(len(passages))]


def entity_scores(predicted: list[list[str]], passages: list[Passage]) -> dict[str, float]:
    """Entity-level precision, recall and F1 (×100), per type too, sentence by sentence (seqeval)."""
    predictions: list[list[str]] = []
    references: list[list[str]] = []
    for tags, passage in zip(predicted, passages, strict=True):
        cut = 0
        for length in passage.sentence_lengths:
            predictions.append(tags[cut : cut + length])
            references.append([CONLL_LABELS[tag] for tag in passage.gold[cut : cut + length]])
            cut += length
    scores = metrics.load("seqeval").compute(predictions=predictions, references=references, zero_division=0)
    result = {name: round(100 * scores[f"overall_{name}"], 2) for name in ("precision", "recall", "f1")}
    return result | {
        kind: round(100 * scores[kind]["f1"], 2) for kind in ("PER", "ORG", "LOC", "MISC") if kind in scores
    }


# --------------------------------------------------------------------------------------------- training


def train(
    model: PeftModel,
    tokenizer: PreTrainedTokenizerFast,
    train_set: list[Passage],
    validation: list[Passage],
    args: argparse.Namespace,
) -> tuple[PeftModel, Progress, dict[str, float]]:
    """Train through the shared loop (``finetune/loop.py``); returns the model, where training stopped, and
    the last validation scores."""
    pad_id, use_casing = tokenizer.pad_token_id, not args.no_casing
    task = loop.Task(
        # The same batches in the same order again after a resume: they depend on the epoch only.
        batches=lambda epoch: token_budget_batches(train_set, args.batch_tokens, args.seed + epoch),
        collate=lambda indices: collate([train_set[i] for i in indices], pad_id, use_casing),
        loss=lambda model, batch: model(**batch).loss,
        tokens=lambda batch: int(batch["attention_mask"].sum()),
        validation_size=len(validation),
        predict=lambda model, indices: predict_tags(
            model, [validation[i] for i in indices], pad_id, 4 * args.batch_tokens
        ),
        score=lambda predicted: entity_scores(predicted, validation),
    )
    optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=args.lr)
    return loop.train(model, optimizer, loop.linear_warmup(args.warmup_ratio), task, args)


def export(
    model: PeftModel,
    tokenizer: PreTrainedTokenizerFast,
    folder: Path,
    progress: Progress,
    scores: dict[str, float],
) -> None:
    """The shippable folder: the config (with the label maps and window length), the adapter and new layers
    (fp16), the backbone's tokenizer, where training stopped, and what it scored on validation as
    ``eval_results.json`` records (``pipelines.hub.eval_results``; ``scores`` as ``entity_scores`` gives
    them: overall precision, recall and F1, and an F1 per entity type). They replace the test scores of the
    model exported before (``finetune/compare_ner.py --eval-results`` writes those of this one).

    ``pipelines.adapters.load_model`` rebuilds the model from it: the backbone named in the config, then
    the adapter, merged.
    """
    loop.export(model, tokenizer, folder, progress)
    overall = ("f1", "precision", "recall")
    scored = {"task": "token-classification", "dataset": "conll2003", "split": "validation"}
    records = [scored | {"metric": metric, "value": scores[metric]} for metric in overall if metric in scores]
    records += [
        scored | {"metric": "f1", "value": value, "entity_type": kind}
        for kind, value in scores.items()
        if kind not in overall
    ]
    write_eval_results(folder / FILE_NAME, records)


def main(argv: list[str] | None = None) -> None:
    pipelines.register()  # the suite's models for transformers' Auto classes, MiniLM by its Hub id
    args = parse_args(argv)
    set_seed(args.seed)
    tokenizer = AutoTokenizer.from_pretrained(args.backbone)
    model = build_model(args)
    window = model.config.window_length  # --window, or less if the backbone has fewer positions
    train_set = encode_split(tokenizer, load_sentences("train", args.limit), window)
    validation = encode_split(tokenizer, load_sentences("validation", args.limit), window)
    model, progress, scores = train(model, tokenizer, train_set, validation, args)
    loop.finish(
        progress, scores, args.export_dir, lambda folder: export(model, tokenizer, folder, progress, scores)
    )


if __name__ == "__main__":
    main()
