"""This project's Transformer against transformers' MarianMTModel, side by side, in one run.

    python finetune/compare_marian.py --max-steps 3000 --output runs/compare-marian.json

Both models get the same size (N, d_model, h, d_ff), the same tokenizer, data, batches, number of
updates and recipe (``train_translation.train``: Adam 0.9/0.98/1e-9, inverse-square-root warm-up,
label smoothing, dropout), on the same machine. Reported:

- BLEU and chrF on the held-out test sets (sacrebleu signatures included);
- training tokens per second;
- generation tokens per second, greedy and beam 4, at batch size 1 and 32;
- the ratio this/Marian for each, as medians of repeated timings.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

import torch
from train_translation import (
    build_model,
    encode,
    load_pairs,
    parse_args,
    score,
    train,
    translate,
)
from transformers import MarianConfig, MarianMTModel, PreTrainedModel, PreTrainedTokenizerFast

import pipelines  # noqa: F401  (offline switches, registration)
from pipelines.models.transformer.tokenization import train_tokenizer


def marian_like(ours: PreTrainedModel) -> MarianMTModel:
    """A MarianMTModel of the same shape: post-LN, ReLU, sinusoidal positions, one shared embedding."""
    c = ours.config
    config = MarianConfig(
        vocab_size=c.vocab_size,
        d_model=c.d_model,
        encoder_layers=c.encoder_layers,
        decoder_layers=c.decoder_layers,
        encoder_attention_heads=c.num_heads,
        decoder_attention_heads=c.num_heads,
        encoder_ffn_dim=c.d_ff,
        decoder_ffn_dim=c.d_ff,
        activation_function="relu",
        dropout=c.dropout,
        attention_dropout=c.attention_dropout,
        activation_dropout=0.0,
        max_position_embeddings=c.max_position_embeddings,
        scale_embedding=True,
        share_encoder_decoder_embeddings=True,
        tie_word_embeddings=True,
        pad_token_id=c.pad_token_id,
        eos_token_id=c.eos_token_id,
        bos_token_id=c.bos_token_id,
        decoder_start_token_id=c.decoder_start_token_id,
        forced_eos_token_id=c.eos_token_id,
    )
    return MarianMTModel(config)


def generation_speed(
    model: PreTrainedModel, tokenizer: PreTrainedTokenizerFast, sources: list[str], repeats: int
) -> dict[str, float]:
    """Generated tokens per second for greedy and beam 4 at batch sizes 1 and 32 (medians)."""
    model.eval()
    speeds = {}
    for beams in (1, 4):
        for batch_size in (1, 32):
            texts = sources[: batch_size * (1 if batch_size > 1 else 8)]
            rates = []
            for _ in range(repeats):
                generated_tokens, start = 0, time.perf_counter()
                for begin in range(0, len(texts), batch_size):
                    batch = tokenizer(texts[begin : begin + batch_size], return_tensors="pt", padding=True)
                    with torch.no_grad():
                        out = model.generate(**batch, num_beams=beams, do_sample=False, max_new_tokens=64)
                    generated_tokens += int((out != tokenizer.pad_token_id).sum())
                rates.append(generated_tokens / (time.perf_counter() - start))
            speeds[f"{'greedy' if beams == 1 else 'beam4'}_batch{batch_size}"] = round(
                statistics.median(rates), 1
            )
    return speeds


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--output", type=Path, default=Path("runs/compare-marian.json"))
    parser.add_argument("--test-limit", type=int, help="score only the first N pairs of each test set")
    parser.add_argument("--repeats", type=int, default=3, help="timing repeats (median reported)")
    own, rest = parser.parse_known_args()
    args = parse_args(rest)  # the training recipe's own options: --max-steps, --d-model, ...

    train_pairs = [pair for corpus in load_pairs("train").values() for pair in corpus]
    validation = load_pairs("validation")
    test = {
        name: pairs[: own.test_limit] if own.test_limit else pairs
        for name, pairs in load_pairs("test").items()
    }
    tokenizer = train_tokenizer([text for pair in train_pairs for text in pair], vocab_size=args.vocab_size)
    train_set = encode(tokenizer, train_pairs, args.max_length)
    probe = [source for source, _ in test["bible"][:32]]

    report = {
        "recipe": {k: str(v) for k, v in vars(args).items()},
        "machine": {"threads": torch.get_num_threads()},
    }
    torch.manual_seed(args.seed)
    ours = build_model(args, tokenizer)
    for name, model in (("this", ours), ("marian", marian_like(ours))):
        run = argparse.Namespace(**vars(args))
        run.output_dir = args.output_dir / name
        torch.manual_seed(args.seed)
        trained, progress = train(model, tokenizer, train_set, validation, run)
        result = {
            "trainable_parameters": sum(p.numel() for p in trained.parameters() if p.requires_grad),
            "train_tokens_per_s": round(progress.tokens / progress.seconds, 1),
            "generation_tokens_per_s": generation_speed(trained, tokenizer, probe, own.repeats),
        }
        for corpus, pairs in test.items():
            hypotheses = translate(trained, tokenizer, [s for s, _ in pairs])
            result[corpus] = score(hypotheses, pairs)
        report[name] = result
        print(name, json.dumps(result, indent=1))

    this, marian = report["this"], report["marian"]
    report["ratios_this_over_marian"] = {
        "train_tokens_per_s": round(this["train_tokens_per_s"] / marian["train_tokens_per_s"], 3),
        **{
            key: round(this["generation_tokens_per_s"][key] / marian["generation_tokens_per_s"][key], 3)
            for key in this["generation_tokens_per_s"]
        },
    }
    report["bleu_difference_this_minus_marian"] = {
        corpus: round(this[corpus]["bleu"] - marian[corpus]["bleu"], 2) for corpus in test
    }
    print(
        json.dumps({k: report[k] for k in ("ratios_this_over_marian", "bleu_difference_this_minus_marian")})
    )
    own.output.parent.mkdir(parents=True, exist_ok=True)
    own.output.write_text(json.dumps(report, indent=2) + "\n")


if __name__ == "__main__":
    main()
