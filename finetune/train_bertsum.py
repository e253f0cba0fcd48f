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
import random
from dataclasses import dataclass
from pathlib import Path

import loop
import torch
from accelerate.utils import set_seed
from checkpoints import Progress
from peft import LoraConfig, PeftModel, get_peft_model
from transformers import AutoTokenizer, PreTrainedTokenizerBase

import pipelines
from pipelines import data, metrics
from pipelines.adapters import from_backbone
from pipelines.data.aclsum import ASPECTS
from pipelines.data.oracle import greedy_oracle
from pipelines.models.bertsum import BertSumConfig, BertSumForExtractiveSummarization, encode_documents
from pipelines.summarization import select_sentences

# LoRA goes on every projection of the encoder's layers (attention and feed-forward), not on the pooler,
# which BERTSUM never uses.
LORA_TARGETS = r".*encoder\.layer\.\d+\.(attention\.self\.(query|key|value)|attention\.output\.dense|intermediate\.dense|output\.dense)"
TRAINED_IN_FULL = ["inter_sentence", "scorer"]  # new layers: trained and saved whole, not as low-rank updates


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    loop.run_arguments(parser, "runs/bertsum-aclsum", "adapter + config + tokenizer", "papers", epochs=4)
    labels = parser.add_argument_group("labels")
    labels.add_argument("--labels", choices=("oracle", "human", "heuristic"), default="oracle")
    labels.add_argument("--oracle-sentences", type=int, default=3, help="most sentences the oracle picks")
    model = parser.add_argument_group("model")
    model.add_argument("--backbone", default=pipelines.offline.MINILM)
    model.add_argument("--inter-layers", type=int, default=2, help="L, inter-sentence Transformer layers")
    model.add_argument("--lora-rank", type=int, default=16)
    optim = parser.add_argument_group("optimisation")
    optim.add_argument("--batch-size", type=int, default=4, help="documents per batch and process")
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
    base = from_backbone(
        BertSumForExtractiveSummarization,
        BertSumConfig(backbone=args.backbone, inter_layers=args.inter_layers),
    )
    lora = LoraConfig(
        r=args.lora_rank,
        lora_alpha=2 * args.lora_rank,
        lora_dropout=0.1,
        target_modules=LORA_TARGETS,
        modules_to_save=TRAINED_IN_FULL,
    )
    return get_peft_model(base, lora)


def predict_summaries(
    model: torch.nn.Module, tokenizer: PreTrainedTokenizerBase, documents: list[Document], k: int
) -> list[str]:
    """The top-``k`` sentences of each document with trigram blocking, as the pipeline picks them."""
    model.eval()
    summaries = []
    with torch.no_grad():
        for start in range(0, len(documents), 4):
            chunk = documents[start : start + 4]
            batch = collate(chunk, tokenizer, model.config.window_length)
            batch.pop("labels")
            scores = model(**{key: value.to(model.device) for key, value in batch.items()}).logits.float()
            for row, document in enumerate(chunk):
                sentence_scores = scores[row, : len(document.sentences)].tolist()
                chosen = select_sentences(document.sentences, sentence_scores, k)
                summaries.append("\n".join(document.sentences[i] for i in chosen))
    return summaries


def rouge_scores(summaries: list[str], documents: list[Document]) -> dict[str, float]:
    """ROUGE-1/2/L (F1 ×100) of the summaries against the documents' references."""
    rouge = metrics.load("rouge").compute(
        predictions=summaries,
        references=[d.reference for d in documents],
        rouge_types=["rouge1", "rouge2", "rougeL"],
    )
    return {name: round(100 * value, 2) for name, value in rouge.items()}


# --------------------------------------------------------------------------------------------- training


def document_batches(documents: int, batch_size: int, seed: int) -> list[list[int]]:
    """Batches of ``batch_size`` documents in an order fixed by ``seed`` (the same again after a resume)."""
    order = list(range(documents))
    random.Random(seed).shuffle(order)
    return [order[i : i + batch_size] for i in range(0, len(order), batch_size)]


def train(
    model: PeftModel,
    tokenizer: PreTrainedTokenizerBase,
    train_set: list[Document],
    validation: list[Document],
    args: argparse.Namespace,
) -> tuple[PeftModel, Progress, dict[str, float]]:
    """Train through the shared loop (``finetune/loop.py``); returns the model, where training stopped, and
    the last validation scores."""
    window_length = model.config.window_length
    task = loop.Task(
        batches=lambda epoch: document_batches(len(train_set), args.batch_size, args.seed + epoch),
        collate=lambda indices: collate([train_set[i] for i in indices], tokenizer, window_length),
        loss=lambda model, batch: model(**batch).loss,
        tokens=lambda batch: int(batch["attention_mask"].sum()),
        validation_size=len(validation),
        predict=lambda model, indices: predict_summaries(
            model, tokenizer, [validation[i] for i in indices], args.k
        ),
        score=lambda summaries: rouge_scores(summaries, validation),
    )
    optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=args.lr)
    return loop.train(model, optimizer, loop.linear_warmup(args.warmup_ratio), task, args)


def export(model: PeftModel, tokenizer: PreTrainedTokenizerBase, folder: Path, progress: Progress) -> None:
    """The shippable folder: the BERTSUM config, the adapter (fp16) and the backbone's tokenizer.

    ``pipelines.adapters.load_model`` rebuilds the model from it: the backbone named in the config, then
    the adapter, merged.
    """
    loop.export(model, tokenizer, folder, progress)


def main(argv: list[str] | None = None) -> None:
    pipelines.register()  # the suite's models for transformers' Auto classes, MiniLM by its Hub id
    args = parse_args(argv)
    set_seed(args.seed)
    train_set = load_documents("train", args.labels, args.oracle_sentences, args.limit)
    validation = load_documents("validation", "oracle", args.oracle_sentences, args.limit)
    tokenizer = AutoTokenizer.from_pretrained(args.backbone)
    model, progress, scores = train(build_model(args), tokenizer, train_set, validation, args)
    loop.finish(progress, scores, args.export_dir, lambda folder: export(model, tokenizer, folder, progress))


if __name__ == "__main__":
    main()
