"""Extractive summarizers on ACLSum test, side by side: baselines, the oracle and this model.

    python finetune/compare_summarizers.py [--limit N] [--model PATH] [--output runs/compare-summarizers.json]
        [--eval-results pipelines/pretrained/bertsum-aclsum/eval_results.json]

Every system picks 3 sentences of each of the 100 test papers from the same sentence split (the
dataset's own, ``paper["sentences"]``: abstract, introduction and conclusion in reading order), and
returns them in document order. Systems:

- LEAD-3: the first three sentences;
- TextRank and LexRank (sumy), on sumy's English stop words and Snowball stemmer, with NLTK's
  regex word tokenizer instead of sumy's default (that one needs NLTK's punkt data, which cannot be
  downloaded offline);
- embedding clusters, as bert-extractive-summarizer does it: MiniLM sentence embeddings, k-means
  with k=3 (fixed seed), the sentence nearest each centroid;
- ORACLE: the BERTSUM greedy oracle (``pipelines.data.oracle.greedy_oracle``), the upper bound;
- this model: ``pipelines.pipeline("summarization")`` (or ``--model PATH``), when the suite has
  that task; otherwise it is reported as skipped. Also run on only the sentences that fit the
  encoder's first 512-token window, to measure what reading the whole paper in windows adds.

The reference of a paper is its three aspect summaries (challenge, approach, outcome) joined with
newlines. Scores are ROUGE-1/2/L F1 (rouge-score, Porter stemmer) per paper, averaged, ×100.
ROUGE-L is rouge-score's ``rougeL`` (LCS over the whole text, newlines ignored): it reproduces the
figures measured before on this data (LEAD-3 40.72/14.89/25.73, ORACLE 54.40/28.45/34.65), while
``rougeLsum`` (summary-level LCS, sentence per line) gives 34.89 and 47.45 there.

Speed is documents per second over the selection only: data loading and model loading are
excluded. For this model the report adds the share of the LEAD-3→ORACLE gap it closes on each
ROUGE, (model − LEAD-3)/(ORACLE − LEAD-3), and whether it beats every unsupervised system (LEAD-3,
TextRank, LexRank, embedding clusters) on ROUGE-2 and ROUGE-L. The table is printed and the whole
report, with library versions and CPU count, written as JSON. ``--eval-results`` also writes every score
as ``eval_results.json`` records (``pipelines.hub.eval_results``), the model's card reads them: this
model's without a ``system``, each other system's under its name.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import os
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import torch
from tqdm import tqdm

import pipelines
from pipelines import metrics
from pipelines.data import load
from pipelines.data.aclsum import ASPECTS
from pipelines.data.oracle import greedy_oracle
from pipelines.hub.eval_results import write_eval_results
from pipelines.models.bertsum.processing_bertsum import pack_windows, sentence_pieces

K = 3  # sentences per summary, for every system
ROUGE_TYPES = ("rouge1", "rouge2", "rougeL")
LEAD, ORACLE, MODEL = "LEAD-3", "ORACLE", "this model"
# The same model reading only the sentences that fit its encoder's first window (what a model truncating
# at 512 tokens sees): measures what the windows over long documents are worth.
FIRST_WINDOW = "this model, first window only"
UNSUPERVISED = (LEAD, "TextRank", "LexRank", "embedding clusters")
WARM_UP = ["A first sentence.", "A second one.", "And a third."]

# (sentences, reference) -> chosen indices. Only the oracle reads the reference.
Pick = Callable[[list[str], str], list[int]]
# (documents, references) -> chosen indices per document.
System = Callable[[list[list[str]], list[str]], list[list[int]]]


def per_document(name: str, pick: Pick) -> System:
    """A system that handles one document at a time, with a progress bar."""

    def select(documents: list[list[str]], references: list[str]) -> list[list[int]]:
        pairs = zip(documents, references, strict=True)
        return [
            pick(sentences, reference)
            for sentences, reference in tqdm(pairs, desc=name, total=len(documents))
        ]

    return select


def lead(sentences: list[str], _reference: str) -> list[int]:
    return list(range(min(K, len(sentences))))


def oracle(sentences: list[str], reference: str) -> list[int]:
    return greedy_oracle(sentences, reference, max_sentences=K)


class WordTokenizer:
    """sumy's word tokenizer interface (``to_words``) without NLTK data.

    sumy's ``Tokenizer("english")`` loads NLTK's punkt model, which ``nltk.download`` cannot fetch
    here. Our sentences are already split, so only words are needed: NLTK's Treebank-style word
    tokenizer is pure regex, and the filter is sumy's own (``Tokenizer._WORD_PATTERN``), so the
    words are those sumy's default would keep.
    """

    _WORD = re.compile(r"^[^\W\d_](?:[^\W\d_]|['-])*$")

    def __init__(self) -> None:
        from nltk.tokenize import NLTKWordTokenizer

        self._tokenizer = NLTKWordTokenizer()

    def to_words(self, sentence: str) -> tuple[str, ...]:
        return tuple(word for word in self._tokenizer.tokenize(sentence) if self._WORD.match(word))


def sumy_pick(summarizer_class: type) -> Pick:
    """TextRank or LexRank from sumy, run on a document model built from our sentence list."""
    from sumy.models.dom import ObjectDocumentModel, Paragraph, Sentence
    from sumy.nlp.stemmers import Stemmer
    from sumy.utils import get_stop_words

    summarizer = summarizer_class(Stemmer("english"))
    summarizer.stop_words = get_stop_words("english")
    tokenizer = WordTokenizer()

    def pick(sentences: list[str], _reference: str) -> list[int]:
        document = ObjectDocumentModel([Paragraph([Sentence(text, tokenizer) for text in sentences])])
        # sumy returns its Sentence objects; equal texts compare equal, so map back by identity.
        position = {id(sentence): index for index, sentence in enumerate(document.sentences)}
        return sorted(position[id(sentence)] for sentence in summarizer(document, K))

    return pick


def cluster_pick(seed: int) -> Pick:
    """bert-extractive-summarizer's method on MiniLM: k-means, then the sentence nearest each centroid."""
    from sentence_transformers import SentenceTransformer
    from sklearn.cluster import KMeans

    encoder = SentenceTransformer(pipelines.offline.MINILM, device="cpu")
    encoder.encode(WARM_UP)  # one-time costs of the first call belong to loading, not to speed

    def pick(sentences: list[str], _reference: str) -> list[int]:
        if len(sentences) <= K:
            return list(range(len(sentences)))
        embeddings = encoder.encode(sentences, batch_size=64, show_progress_bar=False)
        centroids = KMeans(n_clusters=K, random_state=seed).fit(embeddings).cluster_centers_
        chosen: list[int] = []
        for centroid in centroids:
            distances = np.linalg.norm(embeddings - centroid, axis=1)
            # As bert-extractive-summarizer does: two centroids may share a nearest sentence.
            chosen.append(next(int(i) for i in np.argsort(distances) if i not in chosen))
        return sorted(chosen)

    return pick


def model_system(summarizer: Any, first_window_only: bool = False) -> System:
    """The suite's summarization pipeline, fed its batch size of documents per call (for the progress bar)."""
    batch_size = summarizer.batch_size

    def visible(sentences: list[str]) -> list[str]:
        if not first_window_only or not sentences:
            return sentences
        window = summarizer.model.config.window_length
        first = pack_windows(sentence_pieces(summarizer.tokenizer, sentences, window), window)[0]
        return sentences[: len(first)]

    def select(documents: list[list[str]], _references: list[str]) -> list[list[int]]:
        selections: list[list[int]] = []
        with tqdm(total=len(documents), desc=FIRST_WINDOW if first_window_only else MODEL) as progress:
            for start in range(0, len(documents), batch_size):
                batch = [
                    {"sentences": visible(sentences)} for sentences in documents[start : start + batch_size]
                ]
                outputs = summarizer(batch, k=K)
                selections += [[chosen["index"] for chosen in output["sentences"]] for output in outputs]
                progress.update(len(batch))
        return selections

    return select


def build_systems(args: argparse.Namespace) -> tuple[dict[str, System], str | None]:
    """Every system, loaded and ready, so that timing covers selection only; why this model is skipped."""
    from sumy.summarizers.lex_rank import LexRankSummarizer
    from sumy.summarizers.text_rank import TextRankSummarizer

    picks = {
        LEAD: lead,
        "TextRank": sumy_pick(TextRankSummarizer),
        "LexRank": sumy_pick(LexRankSummarizer),
        "embedding clusters": cluster_pick(args.seed),
        ORACLE: oracle,
    }
    systems = {name: per_document(name, pick) for name, pick in picks.items()}
    summarizer, skipped = load_model_pipeline(args.model, args.batch_size)
    if summarizer is not None:
        summarizer([{"sentences": WARM_UP}], k=K)  # as for the encoder above
        systems[MODEL] = model_system(summarizer)
        systems[FIRST_WINDOW] = model_system(summarizer, first_window_only=True)
    else:
        print(f"{MODEL}: skipped, {skipped}")
    return systems, skipped


def load_model_pipeline(model: str | None, batch_size: int) -> tuple[Any | None, str | None]:
    """This model's pipeline, or None and the reason when its default model is missing."""
    try:
        return pipelines.pipeline("summarization", model=model, batch_size=batch_size), None
    except FileNotFoundError as error:
        if model is not None:
            raise  # a folder the user named must exist: fail loudly
        # The pipeline exists but its default model has not been trained yet: the baselines still run.
        return None, str(error)


def summaries(documents: list[list[str]], selections: list[list[int]]) -> list[str]:
    """The chosen sentences in document order, one per line; checks every index."""
    texts = []
    for sentences, chosen in zip(documents, selections, strict=True):
        if len(chosen) > K or any(not 0 <= i < len(sentences) for i in chosen):
            raise ValueError(f"invalid selection {chosen} for a document of {len(sentences)} sentences")
        texts.append("\n".join(sentences[i] for i in sorted(set(chosen))))
    return texts


def evaluate_system(
    system: System, documents: list[list[str]], references: list[str], rouge: Any
) -> dict[str, float]:
    start = time.perf_counter()
    selections = system(documents, references)
    seconds = time.perf_counter() - start
    scores = rouge.compute(
        predictions=summaries(documents, selections), references=references, rouge_types=list(ROUGE_TYPES)
    )
    result = {name: round(100 * scores[name], 2) for name in ROUGE_TYPES}
    return result | {"seconds": round(seconds, 3), "docs_per_s": round(len(documents) / seconds, 2)}


def compare_to_baselines(results: dict[str, dict[str, float]]) -> dict[str, Any]:
    """Share of the LEAD-3→ORACLE gap this model closes, and whether it beats every unsupervised system."""
    model, lead3, upper = results[MODEL], results[LEAD], results[ORACLE]
    gap = {
        name: round((model[name] - lead3[name]) / (upper[name] - lead3[name]), 3)
        if upper[name] != lead3[name]
        else None
        for name in ROUGE_TYPES
    }
    beats = {
        name: all(model[name] > results[other][name] for other in UNSUPERVISED if other in results)
        for name in ("rouge2", "rougeL")
    }
    return {"gap_closed": gap, "beats_every_unsupervised": beats}


def print_table(results: dict[str, dict[str, float]], comparison: dict[str, Any] | None) -> None:
    print(f"\n{'system':<20}{'R-1':>8}{'R-2':>8}{'R-L':>8}{'docs/s':>10}")
    for name, result in results.items():
        scores = "".join(f"{result[r]:>8.2f}" for r in ROUGE_TYPES)
        print(f"{name:<20}{scores}{result['docs_per_s']:>10.2f}")
    if comparison:
        gap = ", ".join(
            f"{r} {v:.1%}" if v is not None else f"{r} n/a" for r, v in comparison["gap_closed"].items()
        )
        print(f"\nshare of the LEAD-3→ORACLE gap that {MODEL} closes: {gap}")
        for name, beats in comparison["beats_every_unsupervised"].items():
            print(f"{MODEL} beats every unsupervised system on {name}: {'yes' if beats else 'no'}")


def environment() -> dict[str, Any]:
    versions = {
        package: importlib.metadata.version(package)
        for package in (
            "torch",
            "transformers",
            "sumy",
            "sentence-transformers",
            "scikit-learn",
            "rouge-score",
        )
    }
    cpus = {"cpu_count": os.cpu_count(), "usable_cpus": len(os.sched_getaffinity(0))}
    return {"versions": versions, "machine": cpus | {"torch_threads": torch.get_num_threads()}}


def eval_records(report: dict[str, Any]) -> list[dict[str, Any]]:
    """The scores of ``report`` (``main``'s) as ``eval_results.json`` records, this model's first."""
    data, settings = report["data"], report["settings"]
    config = {
        "sentences_per_summary": data["sentences_per_summary"],
        "reference": report["reference"],
        "batch_size": settings["batch_size"],  # this model's
        "seed": settings["seed"],  # the embedding clusters'
    }
    records = []
    for name in sorted(report["results"], key=lambda name: name != MODEL):
        result = report["results"][name]
        records += [
            {
                "task": "summarization",
                "dataset": data["corpus"],
                "split": data["split"],
                "metric": metric,
                "value": result[metric],
                **({} if name == MODEL else {"system": name}),
                "papers": data["papers"],
                "seconds": result["seconds"],
                "docs_per_s": result["docs_per_s"],
                "config": config,
            }
            for metric in ROUGE_TYPES
        ]
    return records


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--limit", type=int, help="only the first N test papers (a quick check)")
    parser.add_argument("--model", help="model folder for this model's pipeline (default: the shipped one)")
    parser.add_argument("--batch-size", type=int, default=8, help="documents per call of this model")
    parser.add_argument("--threads", type=int, help="torch threads (default: torch's own choice)")
    parser.add_argument("--seed", type=int, default=0, help="k-means seed")
    parser.add_argument("--output", type=Path, default=Path("runs/compare-summarizers.json"))
    parser.add_argument("--eval-results", type=Path, help="also write the scores there as eval_results.json")
    return parser.parse_args()


def window_coverage(documents: list[list[str]], window: int = 512) -> dict[str, float]:
    """How much of the papers lies beyond one 512-token encoder window (MiniLM's tokens, BERTSUM's format)."""
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(pipelines.offline.MINILM)
    total, beyond, long_papers = 0, 0, 0
    for sentences in documents:
        first = pack_windows(sentence_pieces(tokenizer, sentences, window), window)[0] if sentences else []
        total, beyond = total + len(sentences), beyond + len(sentences) - len(first)
        long_papers += len(first) < len(sentences)
    return {
        "window_tokens": window,
        "papers_longer_than_a_window": round(long_papers / len(documents), 3),
        "sentences_beyond_the_first_window": round(beyond / total, 3),
    }


def main() -> None:
    args = parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    papers = load("aclsum")["test"]
    if args.limit:
        papers = papers.select(range(min(args.limit, len(papers))))
    documents = list(papers["sentences"])
    references = ["\n".join(paper["summary"][aspect] for aspect in ASPECTS) for paper in papers]
    rouge = metrics.load("rouge")

    systems, skipped = build_systems(args)
    coverage = window_coverage(documents)
    results = {
        name: evaluate_system(system, documents, references, rouge) for name, system in systems.items()
    }
    comparison = compare_to_baselines(results) if MODEL in results else None
    print_table(results, comparison)
    print(f"\nlong documents: {coverage}")

    report = {
        "data": {"corpus": "aclsum", "split": "test", "papers": len(documents), "sentences_per_summary": K},
        "reference": "challenge, approach and outcome summaries joined with newlines",
        "rouge": "rouge-score F1 with Porter stemmer, mean over papers ×100; R-L is rougeL",
        "results": results,
        "this_model": comparison or {"skipped": skipped},
        "long_documents": coverage,
        "settings": {"model": args.model, "batch_size": args.batch_size, "seed": args.seed},
    } | environment()
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(report, indent=2) + "\n")
    print(f"\nwrote {args.output}")
    if args.eval_results:
        print(f"wrote {write_eval_results(args.eval_results, eval_records(report))}")


if __name__ == "__main__":
    main()
