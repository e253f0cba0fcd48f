"""The translation training recipe: shared tokenizer, token-budget batches, schedule, exact resume."""

from __future__ import annotations

import functools

import pytest
import torch
import train_translation as recipe

from pipelines.models.transformer.tokenization import train_tokenizer


@functools.cache
def bible_pairs(n: int = 60) -> list[tuple[str, str]]:
    return recipe.load_pairs("validation")["bible"][:n]


@functools.cache
def tokenizer():
    return train_tokenizer([text for pair in bible_pairs() for text in pair], vocab_size=400)


@pytest.mark.parametrize(
    "text",
    [
        "In the beginning God created the heavens.",
        "日本語のテキスト",
        "\x00\x07 binary\ufffd",
        "  two  spaces\n",
    ],
)
def test_tokenizer_round_trips_any_text_without_unknowns(text):
    ids = tokenizer()(text)["input_ids"]
    assert ids[-1] == tokenizer().eos_token_id
    assert tokenizer().unk_token_id not in ids
    assert tokenizer().decode(ids, skip_special_tokens=True) == text


def test_token_batches_stay_within_budget_and_cover_every_pair_once():
    encoded = recipe.encode(tokenizer(), bible_pairs(), max_length=128)
    batches = recipe.token_batches(encoded, max_tokens=400, seed=0)
    assert sorted(i for batch in batches for i in batch) == list(range(len(encoded.source)))
    for batch in batches:
        longest = max(len(encoded.source[i]) for i in batch) + max(len(encoded.target[i]) for i in batch)
        assert len(batch) == 1 or len(batch) * longest <= 400


def test_token_batch_order_is_fixed_by_the_seed():
    encoded = recipe.encode(tokenizer(), bible_pairs(), max_length=128)
    same = recipe.token_batches(encoded, 400, seed=3), recipe.token_batches(encoded, 400, seed=3)
    assert same[0] == same[1]
    assert recipe.token_batches(encoded, 400, seed=4) != same[0]


def test_schedule_warms_up_linearly_then_decays_as_inverse_square_root():
    lrate = recipe.inverse_sqrt_schedule(d_model=256, warmup=100, scale=1.0)
    assert lrate(50) == pytest.approx(lrate(100) / 2)
    assert lrate(400) == pytest.approx(lrate(100) / 2)
    assert max(range(1, 1000), key=lrate) == 100


def tiny_run(output_dir, max_steps: int):
    tiny = "--eval-every 2 --eval-pairs 2 --d-model 32 --layers 1 --heads 4 --d-ff 64 --max-tokens 300 --warmup 4"
    args = recipe.parse_args(["--output-dir", str(output_dir), "--max-steps", str(max_steps), *tiny.split()])
    torch.manual_seed(0)
    model = recipe.build_model(args, tokenizer())
    encoded = recipe.encode(tokenizer(), bible_pairs(), args.max_length)
    validation = {"bible": bible_pairs()[:2]}
    return recipe.train(model, tokenizer(), encoded, validation, args)


def test_interrupted_training_resumes_to_the_same_weights(tmp_path):
    straight, straight_progress = tiny_run(tmp_path / "straight", max_steps=4)
    tiny_run(tmp_path / "interrupted", max_steps=2)  # "killed" after its step-2 checkpoint
    resumed, resumed_progress = tiny_run(tmp_path / "interrupted", max_steps=4)
    assert resumed_progress.step == straight_progress.step == 4
    assert resumed_progress.tokens == straight_progress.tokens
    for (name, a), (_, b) in zip(straight.state_dict().items(), resumed.state_dict().items(), strict=True):
        assert torch.equal(a, b), name
    checkpoints = sorted(p.name for p in (tmp_path / "interrupted" / "checkpoints").iterdir())
    assert checkpoints == ["step-0000002", "step-0000004"]  # no partial folder left behind
