"""Fine-tune BERTSUM (BertSumExt, Liu & Lapata 2019) on ACLSum with accelerate.

    accelerate launch --num_processes 1 finetune/train_bertsum.py \
        --output-dir runs/bertsum-aclsum --export-dir pipelines/pretrained/bertsum-aclsum

The encoder is the packaged all-MiniLM-L6-v2, adapted with LoRA (peft) so that the shipped model is the
inter-sentence layers, the scorer and small low-rank updates: a few megabytes on top of a backbone that
other tasks share. Each training document is an ACLSum paper (abstract, introduction, conclusion) and its
labels mark the sentences of the summary to extract:

- ``oracle`` (default): BERTSUM's greedy oracle, the sentences that maximise ROUGE-1 + ROUGE-2 against the
  reference (the three aspect summaries), at most ``--oracle-sentences`` of them;
- ``human`` / ``heuristic``: ACLSum's own extractive labels, any aspect.

Validation ROUGE (top ``--k`` sentences with trigram blocking, as the pipeline does) and the loss go to
``<output-dir>/log.jsonl``; checkpoints after every epoch resume exactly (``finetune/checkpoints.py``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import time
from dataclasses import dataclass
from pathlib import Path

import torch
from accelerate import Accelerator
from accelerate.utils import set_seed
from checkpoints import Progress, resume, run_arguments, save_checkpoint
from peft import LoraConfig, PeftModel, get_peft_model
from tqdm.auto import tqdm
from transformers import AutoTokenizer, PreTrainedTokenizerBase, get_linear_schedule_with_warmup

import pipelines
from pipelines import data, metrics
from pipelines.data.aclsum import ASPECTS
from pipelines.data.oracle import greedy_oracle
from pipelines.models.bertsum import BertSumConfig, BertSumForExtractiveSummarization, encode_documents
from pipelines.precision import mixed_precision
from pipelines.summarization import select_sentences

# LoRA goes on every projection of the encoder's layers (attention and feed-forward), not on the pooler,
# which BERTSUM never uses.
LORA_TARGETS = r".*encoder\.layer\.\d+\.(attention\.self\.(query|key|value)|attention\.output\.dense|intermediate\.dense|output\.dense)"
TRAINED_IN_FULL = ["inter_sentence", "scorer"]  # new layers: trained and saved whole, not as low-rank updates


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    run = run_arguments(parser, "runs/bertsum-aclsum", "adapter + config + tokenizer", "papers")
    run.add_argument("--epochs", type=int, default=4)
    labels = parser.add_argument_group("labels")
    labels.add_argument("--labels", choices=("oracle", "human", "heuristic"), default="oracle")
    labels.add_argument("--oracle-sentences", type=int, default=3, help="most sentences the oracle picks")
    model = parser.add_argument_group("model")
    model.add_argument("--backbone", default=pipelines.offline.MINILM)
    model.add_argument("--inter-layers", type=int, default=2, help="L, inter-sentence Transformer layers")
    model.add_argument("--lora-rank", type=int, default=16)
    optim = parser.add_argument_group("optimisation")
    optim.add_argument("--batch-size", type=int, default=4, help="documents per update")
    optim.add_argument("--lr", type=float, default=5e-4)
    optim.add_argument("--warmup-ratio", type=float, default=0.1)
    optim.add_argument("--k", type=int, default=3, help="sentences per summary when validating")
    return parser.parse_args(argv)


# --------------------------------------------------------------------------------------------- data


@dataclass
class Document:
    sentences: list[str]
    labels: list[int]
    reference: str  # the aspect summaries, one per line


def load_documents(
    split: str, labels: str, oracle_sentences: int, limit: int | None = None
) -> list[Document]:
    """ACLSum papers of ``split`` with 0/1 sentence labels of the chosen kind."""
    papers = data.load("aclsum")[split]
    documents = []
    for paper in papers.select(range(min(limit, papers.num_rows))) if limit else papers:
        reference = "\n".join(paper["summary"][aspect] for aspect in ASPECTS)
        if labels == "oracle":
            chosen = set(greedy_oracle(paper["sentences"], reference, oracle_sentences))
            marks = [int(i in chosen) for i in range(len(paper["sentences"]))]
        else:
            kind = paper["highlights" if labels == "human" else "heuristic_highlights"]
            marks = [int(any(kind[aspect][i] for aspect in ASPECTS)) for i in range(len(paper["sentences"]))]
        documents.append(Document(paper["sentences"], marks, reference))
    return documents


def collate(documents: list[Document], tokenizer: PreTrainedTokenizerBase, window_length: int) -> dict:
    batch = dict(encode_documents(tokenizer, [d.sentences for d in documents], window_length))
    width = batch["sentence_mask"].shape[1]
    batch["labels"] = torch.tensor([d.labels + [0] * (width - len(d.labels)) for d in documents])
    return batch


# --------------------------------------------------------------------------------------------- model


def build_model(args: argparse.Namespace) -> PeftModel:
    """MiniLM with LoRA, plus fully trained inter-sentence layers and scorer."""
    base = BertSumForExtractiveSummarization.from_backbone(
        BertSumConfig(backbone=args.backbone, inter_layers=args.inter_layers)
    )
    lora = LoraConfig(
        r=args.lora_rank,
        lora_alpha=2 * args.lora_rank,
        lora_dropout=0.1,
        target_modules=LORA_TARGETS,
        modules_to_save=TRAINED_IN_FULL,
    )
    return get_peft_model(base, lora)


@torch.no_grad()
def validate(
    model: torch.nn.Module, tokenizer: PreTrainedTokenizerBase, documents: list[Document], k: int
) -> dict[str, float]:
    """ROUGE-1/2/L (F1 ×100) of the top-``k`` sentences with trigram blocking against the references."""
    model.eval()
    summaries = []
    for start in range(0, len(documents), 4):
        chunk = documents[start : start + 4]
        batch = collate(chunk, tokenizer, model.config.window_length)
        batch.pop("labels")
        scores = model(**batch).logits.float()
        for row, document in enumerate(chunk):
            chosen = select_sentences(document.sentences, scores[row, : len(document.sentences)].tolist(), k)
            summaries.append("\n".join(document.sentences[i] for i in chosen))
    model.train()
    rouge = metrics.load("rouge").compute(
        predictions=summaries,
        references=[d.reference for d in documents],
        rouge_types=["rouge1", "rouge2", "rougeL"],
    )
    return {name: round(100 * value, 2) for name, value in rouge.items()}


# --------------------------------------------------------------------------------------------- training


def train(
    model: PeftModel,
    tokenizer: PreTrainedTokenizerBase,
    train_set: list[Document],
    validation: list[Document],
    args: argparse.Namespace,
) -> tuple[PeftModel, Progress]:
    accelerator = Accelerator(mixed_precision=mixed_precision())
    if accelerator.device.type == "cpu" and accelerator.num_processes == 1:
        # `accelerate launch` pins CPU runs to one thread per process; a single process may use every core.
        torch.set_num_threads(len(os.sched_getaffinity(0)))
    steps_per_epoch = -(-len(train_set) // args.batch_size)
    total_steps = steps_per_epoch * args.epochs
    optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=args.lr)
    schedule = get_linear_schedule_with_warmup(optimizer, int(args.warmup_ratio * total_steps), total_steps)
    model, optimizer, schedule = accelerator.prepare(model, optimizer, schedule)

    args.output_dir.mkdir(parents=True, exist_ok=True)
    progress = resume(accelerator, args.output_dir)
    log = (args.output_dir / "log.jsonl").open("a")
    bar = tqdm(
        total=total_steps, initial=progress.step, desc="training", disable=not accelerator.is_main_process
    )
    started, seconds_before, losses = time.monotonic(), progress.seconds, []
    window_length = accelerator.unwrap_model(model).config.window_length
    model.train()
    while progress.epoch < args.epochs:
        order = list(range(len(train_set)))
        random.Random(args.seed + progress.epoch).shuffle(order)  # the same order again after a resume
        batches = [order[i : i + args.batch_size] for i in range(0, len(order), args.batch_size)]
        for index in range(progress.batch_in_epoch, len(batches)):
            batch = collate([train_set[i] for i in batches[index]], tokenizer, window_length)
            loss = model(**{key: value.to(accelerator.device) for key, value in batch.items()}).loss
            accelerator.backward(loss)
            optimizer.step()
            schedule.step()
            optimizer.zero_grad()
            losses.append(loss.item())
            progress.step, progress.batch_in_epoch = progress.step + 1, index + 1
            progress.tokens += int(batch["attention_mask"].sum())
            progress.seconds = seconds_before + time.monotonic() - started
            bar.update(1)
            bar.set_postfix(loss=round(sum(losses[-10:]) / len(losses[-10:]), 4))
        progress.epoch, progress.batch_in_epoch = progress.epoch + 1, 0
        scores = validate(accelerator.unwrap_model(model), tokenizer, validation, args.k)
        entry = {
            "step": progress.step,
            "epoch": progress.epoch,
            "loss": round(sum(losses) / max(len(losses), 1), 4),
        }
        log.write(json.dumps(entry | {"validation": scores}) + "\n")
        log.flush()
        accelerator.print(f"epoch {progress.epoch}: loss {entry['loss']}, validation {scores}")
        losses = []
        save_checkpoint(accelerator, args.output_dir, progress, args.keep_checkpoints)
        if args.max_minutes is not None and time.monotonic() - started > args.max_minutes * 60:
            break
    bar.close()
    log.close()
    return accelerator.unwrap_model(model), progress


def export(model: PeftModel, tokenizer: PreTrainedTokenizerBase, folder: Path, progress: Progress) -> None:
    """The shippable folder: the BERTSUM config, the adapter (fp16) and the backbone's tokenizer.

    ``pipelines.adapters.load_model`` rebuilds the model from it: the backbone named in the config, then
    the adapter, merged.
    """
    folder.mkdir(parents=True, exist_ok=True)
    card = folder / "README.md"
    kept_card = card.read_text() if card.exists() else None  # peft writes a stub card; keep the real one
    model.get_base_model().config.save_pretrained(folder)
    model.to(torch.float16).save_pretrained(folder)
    model.to(torch.float32)
    if kept_card is not None:
        card.write_text(kept_card)
    tokenizer.save_pretrained(folder)
    (folder / "training_progress.json").write_text(json.dumps(progress.__dict__, indent=2) + "\n")


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    set_seed(args.seed)
    train_set = load_documents("train", args.labels, args.oracle_sentences, args.limit)
    validation = load_documents("validation", "oracle", args.oracle_sentences, args.limit)
    tokenizer = AutoTokenizer.from_pretrained(args.backbone)
    model, progress = train(build_model(args), tokenizer, train_set, validation, args)
    print(f"done: {progress.step} updates, {progress.seconds / 60:.1f} min")
    if args.export_dir:
        export(model, tokenizer, args.export_dir, progress)
        print(f"exported to {args.export_dir}")


if __name__ == "__main__":
    main()
