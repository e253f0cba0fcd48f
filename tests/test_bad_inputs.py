"""Bad input, everywhere: every pipeline (Python) and every endpoint of the suite app (over HTTP).

Each input gets either a sane result or a clear, specific error, within a bounded time, and the server
answers a normal request afterwards. The expected outcome of every (input, target) pair is written down
here, so a change of behaviour fails a test instead of passing silently.

Two inputs are too big for the Python pipelines in a unit test (1 MB of text and 5,000 sentences take
minutes to translate on a CPU, by design: the Python API has no size limit). They go through the app
endpoints here, whose limits refuse or bound them, and through every pipeline in
``tests/benchmarks/bench_bad_inputs.py``, which reports the time each takes.
"""

from __future__ import annotations

import random
import re
import socket
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import pipelines
from pipelines.text import clean_text

pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("single_thread")]

_rng = random.Random(0)
TEXTS = {
    "empty": "",
    "whitespace": " \n\t  \n",
    "one character": "a",
    "random bytes decoded with errors": bytes(_rng.randrange(256) for _ in range(600)).decode(
        "utf-8", errors="replace"
    ),
    "control characters": "\x00\x01\x07 Angela Merkel \x1b[31mvisited\x1b[0m Paris.\x7f\x0c",
    "emoji": "🎉🚀 Angela Merkel visited Paris 😀 and loved it 👍.",
    "right-to-left": "مرحبا بالعالم. هذه جملة عربية. שלום עולם, זה משפט בעברית.",
    "CJK": "東京は日本の首都です。北京是中国的首都。서울은 한국의 수도입니다.",
    "HTML": "<html><script>alert('x')</script><p>Angela Merkel visited <b>Paris</b>.</p></html>",
    "20,000 characters without punctuation": ("paris london berlin rome " * 800)[:20_000],
}
BULK = {
    "1 MB": ("The committee met in Geneva and agreed to publish the report. " * 16_000)[:1_000_000],
    "5,000 sentences": " ".join(f"Report {i} was filed in Rome." for i in range(5_000)),
}
BLANK = {"empty", "whitespace"}


# --------------------------------------------------------------------------------------------- Python


@pytest.fixture(scope="module")
def tasks() -> dict[str, Callable[[str], Any]]:
    """Each pipeline as a function of one text, with a check of its result's shape."""
    translator = pipelines.pipeline("translation")
    summarizer = pipelines.pipeline("summarization")
    recognizer = pipelines.pipeline("ner")
    index = pipelines.pipeline("semantic-search")
    index.add(["Paris is the capital of France.", "The match ended in a draw.", "Stocks fell on Monday."])
    clusterer = pipelines.pipeline("clustering")

    def translate(text: str) -> None:
        out = translator(text, num_beams=1, max_new_tokens=64)
        assert isinstance(out["translation_text"], str)
        if not text.strip():
            assert out["translation_text"] == ""

    def summarize(text: str) -> None:
        out = summarizer(text)
        for sentence in out["sentences"]:  # offsets index the cleaned text (controls made spaces)
            assert clean_text(text)[sentence["start"] : sentence["end"]] == sentence["text"]
        assert bool(out["sentences"]) == bool(text.strip())

    def recognize(text: str) -> None:
        for entity in recognizer(text):
            assert 0 <= entity["start"] < entity["end"] <= len(text)

    def query(text: str) -> None:
        hits = index.search(text, top_k=2)
        assert len(hits) == (2 if text.strip() else 0)

    def add(text: str) -> None:
        one = pipelines.pipeline("semantic-search")
        one.add([text])
        for mode in ("dense", "bm25", "hybrid"):
            hits = one.search("capital city", top_k=1, mode=mode)
            assert [hit["id"] for hit in hits] in ([0], [])  # BM25 finds nothing without a shared word

    def cluster(text: str) -> None:
        out = clusterer([text, "The match ended in a draw.", "Stocks fell on Monday."])
        assert len(out["labels"]) == 3 and sum(c["size"] for c in out["clusters"]) == 3

    return {
        "translation": translate,
        "summarization": summarize,
        "ner": recognize,
        "search query": query,
        "search document": add,
        "clustering": cluster,
    }


# What the Python API refuses, and how; every other (task, text) pair gives a result.
PYTHON_ERRORS = {
    ("search document", "empty"): "have no text to search",
    ("search document", "whitespace"): "have no text to search",
    ("clustering", "empty"): "are empty",
    ("clustering", "whitespace"): "are empty",
}


@pytest.mark.parametrize("case", TEXTS)
@pytest.mark.parametrize(
    "task", ["translation", "summarization", "ner", "search query", "search document", "clustering"]
)
def test_every_pipeline_gives_a_result_or_a_clear_error(tasks, task: str, case: str) -> None:
    expected = PYTHON_ERRORS.get((task, case))
    if expected is None:
        tasks[task](TEXTS[case])
    else:
        with pytest.raises(ValueError, match=expected):
            tasks[task](TEXTS[case])


@pytest.mark.parametrize(
    "make",
    [
        lambda: pipelines.pipeline("translation"),
        lambda: pipelines.pipeline("summarization"),
        lambda: pipelines.pipeline("ner"),
        lambda: pipelines.pipeline("semantic-search").search,
        lambda: pipelines.pipeline("semantic-search").add,
        lambda: pipelines.pipeline("clustering"),
    ],
    ids=["translation", "summarization", "ner", "search query", "search document", "clustering"],
)
@pytest.mark.parametrize(
    "data", [b"\xff\xfe raw \x00", [b"\xff\xfe raw \x00"]], ids=["bytes", "list of bytes"]
)
def test_every_pipeline_refuses_undecoded_bytes_saying_to_decode_them(make, data) -> None:
    with pytest.raises(TypeError, match="decode"):
        make()(data)


# --------------------------------------------------------------------------------------------- apps


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    """The suite app served on loopback, as ``make demo`` serves it, and a gradio_client for it."""
    from gradio_client import Client

    from apps import suite
    from apps.launch import launch

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    demo = suite.build()
    launch(demo, port=port, block=False)
    yield Client(f"http://127.0.0.1:{port}/", verbose=False)
    demo.close()


def files(folder: Path) -> dict[str, Path]:
    (folder / "empty.txt").write_bytes(b"")
    with (folder / "huge.txt").open("wb") as huge:  # 1 byte over the 10 MB upload limit, sparse on disk
        huge.truncate(10 * 1024 * 1024 + 1)
    (folder / "binary.txt").write_bytes(bytes(_rng.randrange(256) for _ in range(4096)) + b"\x00")
    (folder / "broken.pdf").write_bytes(b"%PDF-1.7\n1 0 obj << /Type /Catalog >>\ntrailer <<>>\n%%EOF")
    return {
        "empty file": folder / "empty.txt",
        "huge file": folder / "huge.txt",
        "binary file named .txt": folder / "binary.txt",
        "broken PDF": folder / "broken.pdf",
    }


FILE_ERRORS = {
    "empty file": "is empty",
    "huge file": "the limit is 10 MB",
    "binary file named .txt": "is a binary file",
    "broken PDF": "could not be read as a PDF",
}

# Each endpoint as (API name, arguments for a text, arguments for a file or None, a normal text).
SEARCH_SAMPLE = "BBC News sample"
ENDPOINTS: dict[str, tuple[str, Callable[..., list], Callable[..., list] | None, str]] = {
    "summarize": (
        "/summarize",
        lambda text: [text, None, 3],
        lambda file: ["", file, 3],
        "The council met on Monday. It approved the budget. The vote was close.",
    ),
    "ner": ("/ner", lambda text: [text, None], lambda file: ["", file], "Angela Merkel visited Paris."),
    "translate": ("/translate", lambda text: [text, 1, 32], None, "The file could not be opened."),
    "search the sample": (
        "/search",
        lambda text: [text, SEARCH_SAMPLE, "", None, 3, "hybrid"],
        None,
        "shares fell after the profit warning",
    ),
    "search own texts": (
        "/search",
        lambda text: ["capital city", "My texts", text, None, 3, "hybrid"],
        lambda file: ["capital city", "My texts", "", file, 3, "hybrid"],
        "Paris is the capital of France.\n\nThe match ended in a draw.",
    ),
    "cluster": (
        "/cluster",
        lambda text: [text + "\nThe match ended in a draw.\nStocks fell on Monday.", None, 0, "kmeans"],
        lambda file: ["", file, 0, "kmeans"],
        "Stocks fell.\nShares rose.\nThe team won.\nThe match was a draw.",
    ),
    "describe corpus": ("/describe_corpus", lambda text: [text], None, "bbc"),
}


def expected_error(endpoint: str, case: str) -> str | None:
    """The error an endpoint gives for an input, or None where it gives a result."""
    size = len(BULK.get(case, TEXTS.get(case, "")))
    if endpoint == "describe corpus":
        return "is not in the list of choices"
    if endpoint == "search the sample":
        return "a query is at most" if size > 2_000 else None
    if endpoint == "search own texts" and case in BLANK:
        return "Paste some texts"
    limits = {
        "summarize": (200_000, "summarizes at most"),
        "ner": (200_000, "reads at most"),
        "translate": (20_000, "translates at most"),
        "search own texts": (200_000, "searches at most"),
        "cluster": (200_000, "clusters at most"),
    }
    limit, message = limits[endpoint]
    return message if size > limit else None


def call(client, endpoint: str, arguments: list) -> Any:
    """The endpoint's result, within two minutes (a hang fails the test instead of the whole run)."""
    return client.submit(*arguments, api_name=ENDPOINTS[endpoint][0]).result(timeout=120)


def check(client, endpoint: str, arguments: list, error: str | None) -> None:
    from gradio_client.exceptions import AppError

    if error is None:
        call(client, endpoint, arguments)
    else:
        with pytest.raises(AppError, match=re.escape(error)):
            call(client, endpoint, arguments)


@pytest.mark.parametrize("case", [*TEXTS, *BULK])
@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_every_app_endpoint_gives_a_result_or_a_clear_error(client, endpoint: str, case: str) -> None:
    text = BULK.get(case, TEXTS.get(case))
    check(client, endpoint, ENDPOINTS[endpoint][1](text), expected_error(endpoint, case))


@pytest.mark.parametrize("case", FILE_ERRORS)
@pytest.mark.parametrize("endpoint", [name for name, spec in ENDPOINTS.items() if spec[2] is not None])
def test_every_upload_endpoint_refuses_bad_files_saying_why(
    client, endpoint: str, case: str, tmp_path: Path
) -> None:
    from gradio_client import handle_file

    path = files(tmp_path)[case]
    error = FILE_ERRORS[case]
    if endpoint == "cluster" and path.suffix == ".pdf":
        error = "Invalid file type"
    check(client, endpoint, ENDPOINTS[endpoint][2](handle_file(str(path))), error)


@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_every_endpoint_still_answers_a_normal_request_after_the_bad_ones(client, endpoint: str) -> None:
    result = call(client, endpoint, ENDPOINTS[endpoint][1](ENDPOINTS[endpoint][3]))
    assert result  # every endpoint answers a normal input with something to show
