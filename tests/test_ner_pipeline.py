"""The NER pipeline: transformers' output, casing ids, whole texts in windows, bad inputs, the demo and Space."""

from __future__ import annotations

import os
import time

import pytest
import torch
import transformers
from transformers import TokenClassificationPipeline
from transformers.modeling_outputs import TokenClassifierOutput

import pipelines
from pipelines.base import ModelNotShippedError
from pipelines.data.ner import CONLL_LABELS
from pipelines.models.casing_tagger import CasingTaggerConfig, CasingTaggerForTokenClassification, casing_ids
from pipelines.ner import DEFAULT_MODEL, NerPipeline, plan_windows
from tests.conftest import TINY_BERT

pytestmark = pytest.mark.usefixtures("single_thread")

TEXT = "Angela Merkel met Emmanuel Macron in Paris on Tuesday."
LABELS = {
    "id2label": dict(enumerate(CONLL_LABELS)),
    "label2id": {label: i for i, label in enumerate(CONLL_LABELS)},
}


def tiny_config(tokenizer, window_length: int = 64, **overrides) -> CasingTaggerConfig:
    encoder = TINY_BERT | {"vocab_size": len(tokenizer)}
    return CasingTaggerConfig(encoder=encoder, window_length=window_length, **LABELS, **overrides)


def random_tagger(tokenizer, **overrides) -> CasingTaggerForTokenClassification:
    """A random tagger; its casing vectors are random too, so casing visibly changes its output."""
    torch.manual_seed(0)
    model = CasingTaggerForTokenClassification(tiny_config(tokenizer, **overrides))
    if model.casing_embeddings is not None:
        with torch.no_grad():
            model.casing_embeddings.weight[1:].normal_(std=1.0)
    return model.eval()


class LookupTagger(CasingTaggerForTokenClassification):
    """Labels a token by its id alone, from a table, except within ``blind`` tokens of a window's edge, where
    it says "O", as a model short of context might. Only a pipeline that takes each token from a window
    where it has enough context on both sides finds every entity."""

    def __init__(self, config: CasingTaggerConfig, table: dict[int, str], blind: int = 0) -> None:
        super().__init__(config)
        self.table, self.blind = table, blind

    def forward(self, input_ids, attention_mask=None, **kwargs) -> TokenClassifierOutput:
        labels = torch.zeros_like(input_ids)
        for token, label in self.table.items():
            labels[input_ids == token] = CONLL_LABELS.index(label)
        if self.blind:
            positions = torch.arange(input_ids.shape[1])
            lengths = attention_mask.sum(1, keepdim=True)
            labels[(positions <= self.blind) | (positions >= lengths - 1 - self.blind)] = 0
        logits = 5.0 * torch.nn.functional.one_hot(labels, len(CONLL_LABELS)).float()
        return TokenClassifierOutput(logits=logits)


def lookup_pipeline(tokenizer, window_length: int = 64, blind: int = 0, **kwargs) -> NerPipeline:
    """Names the test texts use, labelled by a table: "Angela Merkel" PER, "Paris" LOC."""
    ids = tokenizer.convert_tokens_to_ids
    table = {ids("angela"): "B-PER", ids("mer"): "I-PER", ids("##kel"): "I-PER", ids("paris"): "B-LOC"}
    model = LookupTagger(tiny_config(tokenizer, window_length), table, blind).eval()
    return NerPipeline.from_pretrained(model, tokenizer=tokenizer, **kwargs)


@pytest.fixture(scope="module")
def ner(tokenizer, dtype) -> NerPipeline:
    return lookup_pipeline(tokenizer, dtype=dtype)


def spans(text: str, entities: list[dict]) -> list[tuple[str, str]]:
    return [(entity["entity_group"], text[entity["start"] : entity["end"]]) for entity in entities]


# ---------------------------------------------------------------------------------------------------------------
# Output and casing
# ---------------------------------------------------------------------------------------------------------------


def test_entities_are_aggregated_whole_words_with_offsets_into_the_text(ner) -> None:
    entities = ner(TEXT)
    assert spans(TEXT, entities) == [("PER", "Angela Merkel"), ("LOC", "Paris")]
    assert set(entities[0]) == {"entity_group", "score", "word", "start", "end"}
    # The entity as written (the tokenizer's lower-cased "angela merkel" is the parent's word).
    assert entities[0]["word"] == "Angela Merkel" and 0.9 < entities[0]["score"] <= 1


@pytest.mark.parametrize("strategy", ["none", "simple", "first", "average", "max"])
def test_without_casing_the_output_is_transformers_own_token_for_token(tokenizer, strategy: str) -> None:
    model = random_tagger(tokenizer, use_casing=False)
    ours = NerPipeline.from_pretrained(model, tokenizer=tokenizer)
    plain = TokenClassificationPipeline(model=model, tokenizer=tokenizer, aggregation_strategy=strategy)

    def as_written(entities: list[dict]) -> list[dict]:
        """transformers' entities with each aggregated ``word`` the text's span (it decodes the uncased tokens)."""
        if strategy == "none":
            return entities
        return [{**entity, "word": TEXT[entity["start"] : entity["end"]]} for entity in entities]

    assert ours(TEXT, aggregation_strategy=strategy) == as_written(plain(TEXT))
    assert ours(TEXT, aggregation_strategy=strategy, ignore_labels=[]) == as_written(
        plain(TEXT, ignore_labels=[])
    )


def test_casing_ids_of_the_original_text_reach_the_model(tokenizer) -> None:
    model = random_tagger(tokenizer)
    ours = NerPipeline.from_pretrained(model, tokenizer=tokenizer)
    text = "NATO and the UN met in New York"
    encoding = tokenizer(text, return_offsets_mapping=True, return_tensors="pt")
    casing = casing_ids(text, encoding["offset_mapping"][0].tolist(), encoding.word_ids())
    with torch.no_grad():
        logits = model(encoding["input_ids"], casing_ids=torch.tensor([casing])).logits[0]
    expected = [CONLL_LABELS[i] for i in logits.argmax(-1).tolist()[1:-1]]
    assert [
        token["entity"] for token in ours(text, aggregation_strategy="none", ignore_labels=[])
    ] == expected
    plain = TokenClassificationPipeline(model=model, tokenizer=tokenizer)  # passes no casing ids
    assert [t["score"] for t in ours(text, aggregation_strategy="none", ignore_labels=[])] != [
        t["score"] for t in plain(text, ignore_labels=[])
    ]


def test_offsets_index_the_original_text_around_emoji_accents_and_scripts(ner) -> None:
    text = "😀 Zürich, 東京 and Москва\r\n: Angela  Merkel\tvisited PARIS 🇫🇷 today."
    assert spans(text, ner(text)) == [("PER", "Angela  Merkel"), ("LOC", "PARIS")]


def test_pre_split_words_are_joined_as_transformers_does(ner) -> None:
    entities = ner(["Angela", "Merkel", "visited", "Paris"], is_split_into_words=True)
    assert spans("Angela Merkel visited Paris", entities) == [("PER", "Angela Merkel"), ("LOC", "Paris")]
    batch = ner([["Paris"], ["Angela", "Merkel"]], is_split_into_words=True)
    assert [[e["entity_group"] for e in entities] for entities in batch] == [["LOC"], ["PER"]]


# ---------------------------------------------------------------------------------------------------------------
# Whole texts: windows and batches
# ---------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("num_tokens", "length", "stride"), [(5, 10, 2), (10, 10, 2), (11, 10, 2), (95, 10, 4), (200, 62, 15)]
)
def test_windows_keep_every_token_once_with_context_on_both_sides(
    num_tokens: int, length: int, stride: int
) -> None:
    windows = plan_windows(num_tokens, length, stride)
    kept = [t for w in windows for t in range(w.keep_start, w.keep_end)]
    assert kept == list(range(num_tokens))
    for w in windows:
        assert w.end - w.start == min(length, num_tokens)
        assert w.start <= w.keep_start and w.keep_end <= w.end
        assert w.start == 0 or w.keep_start - w.start >= stride // 2  # context before every kept token
        assert w.end == num_tokens or w.end - w.keep_end >= stride // 2  # and after
    with pytest.raises(ValueError, match="stride"):
        plan_windows(20, 10, 10)


def test_an_entity_across_a_window_boundary_is_found_once_wherever_it_falls(tokenizer) -> None:
    # Windows of 10 text tokens sharing 4; the model is blind within 2 tokens of a window's edge.
    ner = lookup_pipeline(tokenizer, window_length=12, blind=2)
    missed = 0
    for shift in range(24):
        text = "x " * (3 + shift) + "Angela Merkel" + " y" * 30
        assert len(tokenizer.tokenize(text)) > 3 * 10  # several windows
        expected_start = text.index("Angela")
        entities = ner(text, stride=4)
        assert [(e["entity_group"], e["start"], e["end"]) for e in entities] == [
            ("PER", expected_start, expected_start + len("Angela Merkel"))
        ]
        missed += spans(text, ner(text, stride=0)) != [("PER", "Angela Merkel")]
    assert missed > 0  # without overlap the blind edges cut or lose it: the check above has teeth


def test_batched_results_equal_one_by_one_results(tokenizer) -> None:
    ner = NerPipeline.from_pretrained(random_tagger(tokenizer), tokenizer=tokenizer, batch_size=3)
    texts = [TEXT, "", "Paris.", " ".join([TEXT] * 12), "UN", TEXT.upper()]
    batched = ner(texts)
    for text, result in zip(texts, batched, strict=True):
        alone = ner(text)
        assert [(e["entity_group"], e["start"], e["end"]) for e in result] == [
            (e["entity_group"], e["start"], e["end"]) for e in alone
        ]
        assert [e["score"] for e in result] == pytest.approx([e["score"] for e in alone], abs=1e-5)


# ---------------------------------------------------------------------------------------------------------------
# Bad inputs
# ---------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "   \n\t ", "\x00\x01", "😀🎉", "東京 Москва القاهرة"])
def test_text_without_names_gives_no_entities(ner, text: str) -> None:
    assert ner(text) == []


def test_a_megabyte_of_text_is_read_whole_in_bounded_time(tokenizer) -> None:
    ner = lookup_pipeline(tokenizer, window_length=64, batch_size=64)
    sentence = "Angela Merkel visited Paris. "
    text = sentence * (1_000_000 // len(sentence))
    start = time.perf_counter()
    entities = ner(text)
    assert time.perf_counter() - start < 120
    assert len(entities) == 2 * text.count("Angela")
    assert spans(text, entities[-2:]) == [("PER", "Angela Merkel"), ("LOC", "Paris")]


def test_binary_and_wrong_types_get_clear_errors(ner) -> None:
    with pytest.raises(TypeError, match="decode bytes first"):
        ner(os.urandom(100))
    with pytest.raises(TypeError, match="Input 1 is bytes"):
        ner([TEXT, b"Paris"])
    with pytest.raises(TypeError, match="Input 1 is a int"):
        ner([TEXT, 42])
    with pytest.raises(TypeError, match="not NoneType"):
        ner(None)
    with pytest.raises(TypeError, match="as keywords"):
        ner(TEXT, "first")
    garbage = os.urandom(5000).decode("utf-8", errors="surrogateescape")  # lone surrogates included
    assert isinstance(ner(garbage), list)
    assert spans("\udce9 Paris", ner("\udce9 Paris")) == [("LOC", "Paris")]


# ---------------------------------------------------------------------------------------------------------------
# Entry points
# ---------------------------------------------------------------------------------------------------------------


def test_the_suite_builds_this_pipeline_and_leaves_transformers_its_own(tokenizer) -> None:
    model = random_tagger(tokenizer)
    assert isinstance(NerPipeline.from_pretrained(model, tokenizer=tokenizer), NerPipeline)
    pipelines.register()
    for task in ("ner", "token-classification"):
        pipe = transformers.pipeline(task, model=model, tokenizer=tokenizer)
        assert type(pipe) is transformers.TokenClassificationPipeline


def test_missing_shipped_model_names_the_training_command(monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(NerPipeline, "default_model", tmp_path / "ner-conll2003")
    with pytest.raises(ModelNotShippedError, match=r"finetune/train_ner\.py"):
        pipelines.pipeline("ner")


@pytest.mark.skipif(not (DEFAULT_MODEL / "config.json").is_file(), reason="the model is not shipped yet")
def test_shipped_model_finds_people_and_places() -> None:
    entities = pipelines.pipeline("ner")(TEXT)
    found = spans(TEXT, entities)
    assert ("PER", "Angela Merkel") in found and ("LOC", "Paris") in found


def test_benchmark_puts_entity_spans_back_on_the_gold_words() -> None:
    from compare_ner import load_articles, spans_to_tags

    for article in load_articles(limit=120):
        tags = [tag for sentence in article.gold for tag in sentence]
        entities = []
        for index, tag in enumerate(tags):
            end = article.starts[index] + len(article.words[index])
            if tag.startswith("B-"):
                entities.append({"entity_group": tag[2:], "start": article.starts[index], "end": end})
            elif tag.startswith("I-"):
                entities[-1]["end"] = end
        assert article.split(spans_to_tags(article, entities)) == article.gold


# ---------------------------------------------------------------------------------------------------------------
# The demo and the Space
# ---------------------------------------------------------------------------------------------------------------


@pytest.fixture
def app(ner, monkeypatch):
    from apps import ner as demo

    monkeypatch.setattr(demo.recognizer, "value", ner)
    return demo


def test_demo_highlights_entities_and_lists_them(app) -> None:
    document, table = app.recognize(TEXT)
    assert "".join(piece for piece, _ in document) == TEXT
    assert [(piece, label) for piece, label in document if label] == [
        ("Angela Merkel", "PER"),
        ("Paris", "LOC"),
    ]
    assert [row[:3] for row in table] == [["Angela Merkel", "PER", "person"], ["Paris", "LOC", "location"]]
    assert table[0][4:] == [0, 13] and isinstance(table[0][3], float)
    assert app.recognize("   ") == ([], [])


def test_demo_reads_uploads_and_rejects_bad_files_and_long_text(app, tmp_path) -> None:
    import gradio as gr

    good = tmp_path / "news.txt"
    good.write_text(TEXT)
    assert app.recognize("ignored", str(good)) == app.recognize(TEXT)
    binary = tmp_path / "binary.txt"
    binary.write_bytes(os.urandom(64) + b"\x00" * 8)
    with pytest.raises(gr.Error, match="binary file"):
        app.recognize(None, str(binary))
    with pytest.raises(gr.Error, match="at most 200,000"):
        app.recognize("a" * (app.MAX_CHARS + 1))


def test_demo_says_how_to_train_a_missing_model(monkeypatch, tmp_path) -> None:
    import gradio as gr

    from apps import ner as demo

    monkeypatch.setattr(demo.recognizer, "value", None)
    monkeypatch.setattr(NerPipeline, "default_model", tmp_path / "ner-conll2003")
    with pytest.raises(gr.Error, match=r"finetune/train_ner\.py"):
        demo.recognize(TEXT)
