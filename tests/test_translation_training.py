"""The translation training recipe: shared tokenizer, token-budget batches, schedule, exact resume."""

from __future__ import annotations

import functools

import compare_marian
import pytest
import torch
import train_translation as recipe
from safetensors.torch import load_file

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


def test_a_batch_pads_sources_with_the_pad_id_and_labels_with_the_ignored_id():
    encoded = recipe.encode(tokenizer(), bible_pairs(), max_length=128)
    by_length = sorted(range(len(encoded.source)), key=lambda i: len(encoded.source[i]))
    short, long = by_length[0], by_length[-1]
    pad_id = tokenizer().pad_token_id
    batch = recipe.collate(encoded, [short, long], pad_id=pad_id)
    width = len(encoded.source[long])
    assert batch["input_ids"].dtype == torch.long and batch["input_ids"].shape == (2, width)
    source = encoded.source[short].tolist()
    assert batch["input_ids"][0].tolist() == source + [pad_id] * (width - len(source))
    assert batch["attention_mask"][0].tolist() == [1] * len(source) + [0] * (width - len(source))
    labels, target = batch["labels"][0].tolist(), encoded.target[short].tolist()
    assert labels == target + [recipe.IGNORE] * (len(labels) - len(target))


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


def tiny_run(output_dir, max_steps: int, *options: str):
    tiny = "--eval-every 2 --eval-pairs 2 --d-model 32 --layers 1 --heads 4 --d-ff 64 --max-tokens 300 --warmup 4"
    args = recipe.parse_args(
        ["--output-dir", str(output_dir), "--max-steps", str(max_steps), *tiny.split(), *options]
    )
    torch.manual_seed(0)
    model = recipe.build_model(args, tokenizer())
    encoded = recipe.encode(tokenizer(), bible_pairs(), args.max_length)
    validation = {"bible": bible_pairs()[:2]}
    return recipe.train(model, tokenizer(), encoded, validation, args)


def test_interrupted_training_resumes_to_the_same_weights(tmp_path, dtype):
    precision = ["--mixed-precision", {"float32": "no", "bfloat16": "bf16"}[dtype]]
    straight, straight_progress, _ = tiny_run(tmp_path / "straight", 4, *precision)
    tiny_run(tmp_path / "interrupted", 2, *precision)  # "killed" after its step-2 checkpoint
    resumed, resumed_progress, _ = tiny_run(tmp_path / "interrupted", 4, *precision)
    assert resumed_progress.step == straight_progress.step == 4
    assert resumed_progress.tokens == straight_progress.tokens
    for (name, a), (_, b) in zip(straight.state_dict().items(), resumed.state_dict().items(), strict=True):
        assert torch.equal(a, b), name
    checkpoints = sorted(p.name for p in (tmp_path / "interrupted" / "checkpoints").iterdir())
    assert checkpoints == ["step-0000002", "step-0000004"]  # no partial folder left behind


def test_a_run_can_end_with_the_mean_of_its_last_checkpoints(tmp_path):
    model, _, scores = tiny_run(tmp_path, 4, "--average-checkpoints", "2")
    step_2, step_4 = (load_file(tmp_path / f"checkpoints/step-000000{n}/model.safetensors") for n in (2, 4))
    weights = model.state_dict()
    for name in step_4:
        assert torch.allclose(weights[name], (step_2[name] + step_4[name]) / 2), name
    assert not torch.equal(
        weights["model.encoder.embed_tokens.weight"], step_4["model.encoder.embed_tokens.weight"]
    )
    assert torch.equal(weights["lm_head.weight"], weights["model.encoder.embed_tokens.weight"])  # still tied
    assert set(scores) == {"bible_bleu", "bible_chrf"}  # the averaged model is validated
    with pytest.raises(ValueError, match="--keep-checkpoints to at least 3"):
        tiny_run(tmp_path / "more", 4, "--average-checkpoints", "3")
    with pytest.raises(ValueError, match="1 or more"):
        tiny_run(tmp_path / "none", 4, "--average-checkpoints", "0")


def test_a_run_can_start_from_a_saved_models_weights(tmp_path):
    trained, progress, _ = tiny_run(tmp_path / "first", 2)
    recipe.export(trained, tokenizer(), tmp_path / "saved", progress)
    args = recipe.parse_args(["--init-from", str(tmp_path / "saved"), "--d-model", "64"])
    started = recipe.initial_model(args, tokenizer())
    assert started.config.d_model == 32  # the saved config, not the flags
    assert next(started.parameters()).dtype == torch.float32  # trained on in full precision
    saved = trained.state_dict()
    for name, weight in started.state_dict().items():
        assert torch.equal(weight, saved[name].half().float()), name  # the export is fp16
    with pytest.raises(SystemExit):  # a folder without a model: the error names what to give
        recipe.parse_args(["--init-from", str(tmp_path / "first")])


def test_the_decoder_can_be_shallower_than_the_encoder():
    args = recipe.parse_args(
        ["--layers", "2", "--decoder-layers", "1", "--d-model", "32", "--heads", "4", "--d-ff", "64"]
    )
    model = recipe.build_model(args, tokenizer())
    assert (model.config.encoder_layers, model.config.decoder_layers) == (2, 1)
    assert (len(model.model.encoder.layers), len(model.model.decoder.layers)) == (2, 1)


def test_an_epoch_keeps_every_full_weight_pair_and_samples_the_others_at_their_rate():
    weights = [1.0] * 100 + [0.25] * 2000
    sample = recipe.epoch_sample(weights, seed=0)
    assert sample[:100] == list(range(100))
    assert 400 < len(sample) - 100 < 600  # about a quarter of the 2,000
    assert sample == recipe.epoch_sample(weights, seed=0)
    assert sample != recipe.epoch_sample(weights, seed=1)  # another epoch, other pairs


def test_a_weight_above_one_repeats_its_pairs_in_every_epoch():
    sample = recipe.epoch_sample([3.0] * 10 + [1.5] * 1000, seed=0)
    assert all(sample.count(i) == 3 for i in range(10))
    assert {sample.count(i) for i in range(10, 1010)} == {1, 2}
    assert 1400 < len(sample) - 30 < 1600  # one and a half of each on average


def test_every_twentieth_pair_also_trains_with_lower_case_english():
    pairs = bible_pairs(60)
    weights = [float(i) for i in range(60)]
    augmented, augmented_weights = recipe.with_lower_case_variants(pairs, weights)
    assert augmented[:60] == pairs and augmented_weights[:60] == weights
    assert augmented[60:] == [(pairs[i][0].lower(), pairs[i][1]) for i in (1, 21, 41)]
    assert augmented_weights[60:] == [1.0, 21.0, 41.0]
    assert recipe.with_lower_case_variants([], []) == ([], [])


def test_held_out_bible_pairs_count_only_in_the_wording_the_bar_is_measured_on():
    assert recipe.group_of("bible:4s:8.1.1", "bible", "test") == "bible"  # WEB → Schlachter
    assert recipe.group_of("bible:4e:8.1.1", "bible", "test") is None
    assert recipe.group_of("bible:4e:1.1.1", "bible", "train") == "bible-elberfelder"
    assert recipe.group_of("bible:ks:1.1.1", "bible", "train") == "bible"  # KJV → Schlachter
    assert recipe.group_of("gettext:git:12", "gettext:git", "test") == "gettext"


def test_ding_sentences_phrases_and_words_are_sampled_as_separate_groups():
    assert recipe.group_of("ding:129942.4.0.0", "ding", "validation") == "ding"
    assert recipe.group_of("ding:17.0.0.0", "ding-phrases", "train") == "ding-phrases"
    assert recipe.group_of("ding:17.0.0.1", "ding-words", "train") == "ding-words"


def test_sampling_weights_default_for_the_big_corpus_only_and_take_group_settings():
    assert recipe.parse_args([]).weights == {}
    weights = recipe.parse_args(["--corpus", "parallel-de", "--weight", "ding-words=0.5"]).weights
    assert weights == recipe.DEFAULT_WEIGHTS | {"ding-words": 0.5}
    with pytest.raises(SystemExit):
        recipe.parse_args(["--weight", "ding-words"])


def test_sentence_latency_times_each_sentence_through_the_pipeline(tmp_path):
    model = recipe.build_model(
        recipe.parse_args(["--layers", "1", "--d-model", "32", "--d-ff", "64"]), tokenizer()
    )
    model.generation_config.max_new_tokens = 4  # untrained: stop early instead of at the length cap
    model.save_pretrained(tmp_path)
    tokenizer().save_pretrained(tmp_path)
    timing = compare_marian.sentence_latency(tmp_path, [source for source, _ in bible_pairs()[:3]])
    assert timing["sentences"] == 3
    assert 0 < timing["p50_s"] <= timing["p95_s"]
    assert compare_marian.sentence_latency(tmp_path, ["One sentence."])["sentences"] == 1
