"""This project's Transformer against transformers' MarianMTModel, side by side, in one run.

    python finetune/compare_marian.py --max-steps 3318 --warmup 1000 --output runs/compare-marian.json

Both models get the same size (N, d_model, h, d_ff), the same tokenizer, data, batches, number of
updates and recipe (``train_translation.train``: Adam 0.9/0.98/1e-9, inverse-square-root warm-up,
label smoothing, dropout), on the same machine. Reported:

- BLEU and chrF on the held-out test sets (sacrebleu signatures included);
- training tokens per second;
- generation tokens per second, greedy and beam 4, at batch size 1 and 32;
- the ratio this/Marian for each, as medians of repeated timings, the models taking turns;
- with ``--ours``, the seconds one 20-word sentence takes through the translation pipeline (beam 4).

``--ours FOLDER`` scores a model of this project already trained by the same recipe (the shipped one,
made by ``finetune/train_translation.py`` with these options) instead of training it again, and gives
Marian its tokenizer and its shape (layers, d_model, h, d_ff), so only Marian trains: half the hours on
a CPU.

``--speed-only`` times the untrained models (generation then runs to the length cap: the cost per token
is what is compared) and skips the training and the BLEU.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import statistics
import time
from pathlib import Path

import torch
from train_translation import (
    IGNORE,
    Encoded,
    build_model,
    collate,
    encode,
    evenly_spaced,
    load_pairs,
    parse_args,
    score,
    shift_tokens_right,
    smoothed_loss,
    token_batches,
    train,
    translate,
)
from transformers import (
    AutoModelForSeq2SeqLM,
    MarianConfig,
    MarianMTModel,
    PreTrainedModel,
    PreTrainedTokenizerFast,
)

import pipelines
from pipelines.models.transformer.tokenization import train_tokenizer

# What MarianConfig names as TransformerConfig does: marian_like copies these as they are.
NAMED_ALIKE = (
    "vocab_size",
    "d_model",
    "encoder_layers",
    "decoder_layers",
    "dropout",
    "attention_dropout",
    "max_position_embeddings",
    "pad_token_id",
    "eos_token_id",
    "bos_token_id",
    "decoder_start_token_id",
)


def marian_like(ours: PreTrainedModel) -> MarianMTModel:
    """A MarianMTModel of the same shape: post-LN, ReLU, sinusoidal positions, one shared embedding."""
    c = ours.config
    config = MarianConfig(
        **{name: getattr(c, name) for name in NAMED_ALIKE},
        encoder_attention_heads=c.num_heads,
        decoder_attention_heads=c.num_heads,
        encoder_ffn_dim=c.d_ff,
        decoder_ffn_dim=c.d_ff,
        forced_eos_token_id=c.eos_token_id,
        activation_function="relu",
        activation_dropout=0.0,
        scale_embedding=True,
        share_encoder_decoder_embeddings=True,
        tie_word_embeddings=True,
    )
    return MarianMTModel(config)


def training_speed(
    models: dict[str, PreTrainedModel], train_set: Encoded, args: argparse.Namespace, repeats: int
) -> dict[str, float]:
    """Training tokens per second of each model on the same batches, the models taking turns.

    Taking turns within each repeat (and reporting the median) keeps the ratio honest on a shared,
    noisy machine, where one long run per model would also measure whatever else was running.
    """
    batches = token_batches(train_set, args.max_tokens, args.seed)[:8]
    rates: dict[str, list[float]] = {name: [] for name in models}
    for _ in range(repeats):
        for name, model in models.items():
            model.train()
            optimizer = torch.optim.Adam(model.parameters(), lr=1e-4, betas=(0.9, 0.98), eps=1e-9)
            tokens, start = 0, time.perf_counter()
            for indices in batches:
                batch = collate(train_set, indices, model.config.pad_token_id)
                labels = batch.pop("labels")
                decoder_input_ids = shift_tokens_right(
                    labels, model.config.pad_token_id, model.config.decoder_start_token_id
                )
                loss = smoothed_loss(model(**batch, decoder_input_ids=decoder_input_ids).logits, labels, 0.1)
                loss.backward()
                optimizer.step()
                optimizer.zero_grad()
                tokens += int(batch["attention_mask"].sum() + (labels != IGNORE).sum())
            rates[name].append(tokens / (time.perf_counter() - start))
    return {name: round(statistics.median(r), 1) for name, r in rates.items()}


def generation_speed(
    models: dict[str, PreTrainedModel], tokenizer: PreTrainedTokenizerFast, sources: list[str], repeats: int
) -> dict[str, dict[str, float]]:
    """Generated tokens per second, greedy and beam 4, at batch sizes 1 and 32 (medians, models taking turns)."""
    speeds: dict[str, dict[str, float]] = {name: {} for name in models}
    for beams in (1, 4):
        for batch_size in (1, 32):
            texts = sources[: max(batch_size, 8)]
            rates: dict[str, list[float]] = {name: [] for name in models}
            for _ in range(repeats):
                for name, model in models.items():
                    model.eval()
                    generated_tokens, start = 0, time.perf_counter()
                    for begin in range(0, len(texts), batch_size):
                        batch = tokenizer(
                            texts[begin : begin + batch_size], return_tensors="pt", padding=True
                        )
                        with torch.no_grad():
                            out = model.generate(**batch, num_beams=beams, do_sample=False, max_new_tokens=64)
                        generated_tokens += int((out != tokenizer.pad_token_id).sum())
                    rates[name].append(generated_tokens / (time.perf_counter() - start))
            key = f"{'greedy' if beams == 1 else 'beam4'}_batch{batch_size}"
            for name in models:
                speeds[name][key] = round(statistics.median(rates[name]), 1)
    return speeds


def sentence_latency(folder: Path, sentences: list[str]) -> dict[str, float]:
    """Seconds per sentence through the suite's translation pipeline, one sentence at a time, beam 4: the
    wait of a user who types one sentence (p50 and p95, after one warm-up call)."""
    translate_one = pipelines.pipeline("translation", model=str(folder))
    translate_one(sentences[0], num_beams=4)
    seconds = []
    for sentence in sentences:
        start = time.perf_counter()
        translate_one(sentence, num_beams=4)
        seconds.append(time.perf_counter() - start)
    return {
        "sentences": len(sentences),
        "p50_s": round(statistics.median(seconds), 3),
        "p95_s": round(statistics.quantiles(seconds, n=20)[-1] if len(seconds) > 1 else seconds[0], 3),
    }


def main() -> None:
    pipelines.register()  # the suite's models for transformers' Auto classes, MiniLM by its Hub id
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--output", type=Path, default=Path("runs/compare-marian.json"))
    parser.add_argument(
        "--test-limit", type=int, help="score an evenly spaced sample of N pairs per test set"
    )
    parser.add_argument("--repeats", type=int, default=3, help="timing repeats (median reported)")
    parser.add_argument(
        "--ours",
        type=Path,
        help="an already trained folder of this model (same recipe) to score instead of training one",
    )
    parser.add_argument(
        "--speed-only",
        action="store_true",
        help="time training and generation of the untrained models (minutes), skip training and BLEU (hours)",
    )
    own, rest = parser.parse_known_args()
    args = parse_args(rest)  # the training recipe's own options: --max-steps, --d-model, ...

    train_pairs = [pair for corpus in load_pairs("train").values() for pair in corpus]
    validation = load_pairs("validation")
    test = {name: evenly_spaced(pairs, own.test_limit) for name, pairs in load_pairs("test").items()}
    if own.ours:
        tokenizer = PreTrainedTokenizerFast.from_pretrained(own.ours)
        trained = AutoModelForSeq2SeqLM.from_pretrained(own.ours, dtype=torch.float32)
    else:
        tokenizer = train_tokenizer(
            [text for pair in train_pairs for text in pair], vocab_size=args.vocab_size
        )
    train_set = encode(tokenizer, train_pairs, args.max_length)
    torch.set_num_threads(len(os.sched_getaffinity(0)))

    torch.manual_seed(args.seed)
    # Fresh weights in the shape of --ours when given (the pair times like the shipped model), else the flags'.
    ours = type(trained)(trained.config).float() if own.ours else build_model(args, tokenizer)
    models = {"this": ours, "marian": marian_like(ours)}
    report = {
        "recipe": {k: str(v) for k, v in vars(args).items()},
        "machine": {"threads": torch.get_num_threads(), "torch": torch.__version__},
        "trainable_parameters": {
            name: sum(p.numel() for p in m.parameters() if p.requires_grad) for name, m in models.items()
        },
        "train_tokens_per_s": training_speed(
            {name: copy.deepcopy(m) for name, m in models.items()}, train_set, args, own.repeats
        ),
    }
    for name, model in {} if own.speed_only else models.items():
        if name == "this" and own.ours:
            models[name] = trained
            progress = json.loads((own.ours / "training_progress.json").read_text())
            result = {"trained_by": str(own.ours), "training_minutes": round(progress["seconds"] / 60, 1)}
        else:
            run = argparse.Namespace(**vars(args))
            run.output_dir = args.output_dir / name
            torch.manual_seed(args.seed)
            models[name], progress, _ = train(model, tokenizer, train_set, validation, run)
            result = {"training_minutes": round(progress.seconds / 60, 1)}
        for corpus, pairs in test.items():
            hypotheses = translate(models[name], tokenizer, [s for s, _ in pairs])
            result[corpus] = score(hypotheses, pairs) | {"pairs": len(pairs)}
        report[name] = result
        print(name, json.dumps(result, indent=1))

    if own.ours:  # a trained model stops at its end token; an untrained one would run to the length cap
        twenty_words = [source for pairs in test.values() for source, _ in pairs if len(source.split()) == 20]
        if twenty_words:  # none in a small --test-limit sample
            report["latency_20_words"] = sentence_latency(own.ours, evenly_spaced(twenty_words, 30))
    probe = [source for source, _ in test["bible"][:32]]
    report["generation_tokens_per_s"] = generation_speed(models, tokenizer, probe, own.repeats)
    speed = {"train": report["train_tokens_per_s"]} | {
        key: {name: report["generation_tokens_per_s"][name][key] for name in models}
        for key in report["generation_tokens_per_s"]["this"]
    }
    report["ratios_this_over_marian"] = {
        key: round(value["this"] / value["marian"], 3) for key, value in speed.items()
    }
    if not own.speed_only:
        report["bleu_difference_this_minus_marian"] = {
            corpus: round(report["this"][corpus]["bleu"] - report["marian"][corpus]["bleu"], 2)
            for corpus in test
        }
    print(json.dumps({k: v for k, v in report.items() if k.startswith(("ratios", "bleu_difference"))}))
    own.output.parent.mkdir(parents=True, exist_ok=True)
    own.output.write_text(json.dumps(report, indent=2) + "\n")


if __name__ == "__main__":
    main()
