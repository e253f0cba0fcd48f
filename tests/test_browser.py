"""The suite app in a real browser: every tab takes real input, answers, and shows the answer.

Playwright drives Debian's chromium (``/usr/bin/chromium``, installed by ``make test`` when it runs as root;
never ``playwright install``, whose download needs the network) against ``python -m apps.suite`` on
loopback. Each test saves a full-page screenshot of its tab in ``tests/output/browser/``;
``make screenshots`` copies them to ``docs/screenshots/`` for the README. The first request of each tab
loads its model, hence the long answer timeout.
"""

from __future__ import annotations

import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator, Page

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = Path("/usr/bin/chromium")
SCREENSHOTS = ROOT / "tests" / "output" / "browser"
# Without the background-networking switches a closed network refuses Chromium's own connections (updates,
# sync, field trials) many at a time.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
VIEWPORT = {"width": 1280, "height": 900}
START_TIMEOUT = 300  # seconds for the app to serve its page: it imports torch, transformers and gradio
ANSWER_TIMEOUT = 180_000  # milliseconds for a tab's answer, loading its model on first use included

if not CHROMIUM.is_file():
    pytest.skip(
        f"{CHROMIUM} is missing: the browser tests drive Debian's chromium (apt-get install chromium; "
        "make test installs it when run as root)",
        allow_module_level=True,
    )
sync_api = pytest.importorskip(
    "playwright.sync_api", reason="playwright is not installed: pip install -e '.[test]'"
)
expect = sync_api.expect


class AppLogOnFailure:
    """A pytest plugin, registered while the app runs: the report of a failing test ends with the app's log."""

    def __init__(self, log: Path) -> None:
        self.log = log

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(self) -> Generator[None, pytest.TestReport, pytest.TestReport]:
        report = yield
        if report.failed:
            report.sections.append(("suite app log (last 60 lines)", log_tail(self.log)))
        return report


def log_tail(log: Path, lines: int = 60) -> str:
    return "\n".join(log.read_text(errors="replace").splitlines()[-lines:])


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def suite_url(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``python -m apps.suite`` on a free loopback port, served until the module's tests are done."""
    port = free_port()
    url = f"http://127.0.0.1:{port}/"
    log = tmp_path_factory.mktemp("suite-app") / "app.log"
    with log.open("w") as output:  # the child keeps its own handle
        app = subprocess.Popen(
            [sys.executable, "-u", "-m", "apps.suite", "--host", "127.0.0.1", "--port", str(port)],
            cwd=ROOT,
            stdout=output,
            stderr=subprocess.STDOUT,
        )
    plugin = AppLogOnFailure(log)
    request.config.pluginmanager.register(plugin)
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            if app.poll() is not None:
                pytest.fail(f"the suite app exited with status {app.returncode}:\n{log_tail(log)}")
            try:
                with urllib.request.urlopen(url, timeout=5) as response:
                    if response.status == 200:
                        break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            if time.monotonic() > deadline:
                pytest.fail(
                    f"the suite app did not answer on {url} within {START_TIMEOUT} s:\n{log_tail(log)}"
                )
            time.sleep(0.5)
        yield url
    finally:
        request.config.pluginmanager.unregister(plugin)
        app.terminate()
        try:
            app.wait(timeout=15)
        except subprocess.TimeoutExpired:
            app.kill()
            app.wait()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser: Browser, suite_url: str) -> Iterator[Page]:
    """A fresh page of the suite app (its own context: no state shared between tests)."""
    context = browser.new_context(viewport=VIEWPORT)
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.goto(suite_url)
    yield page
    context.close()


def open_tab(page: Page, title: str, key: str) -> Locator:
    """Click tab ``title`` and return its panel (``#tab-<key>``, the app module's name)."""
    page.get_by_role("tab", name=title, exact=True).click()
    panel = page.locator(f"#tab-{key}")
    expect(panel).to_be_visible()
    return panel


def table_rows(frame: Locator) -> list[list[str]]:
    """The body rows of a ``gr.Dataframe`` as displayed: one list of cell texts per row."""
    rows = frame.locator("[role=row]").filter(has=frame.page.get_by_role("gridcell"))
    return [row.get_by_role("gridcell").all_inner_texts() for row in rows.all()]


def wait_for_rows(frame: Locator) -> list[list[str]]:
    expect(frame.get_by_role("gridcell").first).to_be_visible(timeout=ANSWER_TIMEOUT)
    return table_rows(frame)


def set_number(panel: Locator, label: str, value: int) -> None:
    """Type ``value`` into the number box of slider ``label``."""
    box = panel.get_by_role("spinbutton", name=f"number input for {label}")
    box.fill(str(value))
    box.press("Enter")


def shown_image(page: Page, selector: str) -> Locator:
    """The image at ``selector`` once shown and decoded, not a broken image: the browser knows its pixel size."""
    image = page.locator(selector)
    expect(image).to_be_visible(timeout=ANSWER_TIMEOUT)
    page.wait_for_function("image => image.complete && image.naturalWidth > 0", arg=image.element_handle())
    return image


def screenshot(page: Page, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SCREENSHOTS / f"{name}.png", full_page=True)


def test_catalog_tab_shows_the_chosen_corpus_sizes_and_first_rows(page: Page) -> None:
    panel = open_tab(page, "Data catalog", "catalog")
    summary = page.locator("#catalog-summary")
    expect(summary).to_contain_text("train 14,041", timeout=ANSWER_TIMEOUT)  # conll2003, shown on load
    panel.get_by_role("combobox", name="Corpus").click()
    page.get_by_role("option", name="wnut16", exact=True).click()
    expect(summary).to_contain_text("train 2,394", timeout=ANSWER_TIMEOUT)
    preview = page.locator("#catalog-preview")
    expect(preview.get_by_role("gridcell").first).to_have_text("train-0")
    screenshot(page, "catalog")

    assert preview.get_by_role("columnheader").all_inner_texts() == ["id", "tokens", "ner_tags"]
    rows = table_rows(preview)
    assert [row[0] for row in rows] == [f"train-{i}" for i in range(5)]
    assert "@paulwalk" in rows[0][1]  # the first tweet's tokens


SUMMARY_TEXT = (
    "Neural machine translation needs large parallel corpora, which most language pairs lack. "
    "In this paper we pretrain the encoder on monolingual text and share one vocabulary across languages. "
    "Our method improves BLEU by four points on three low-resource language pairs. "
    "The experiments ran on a small cluster in the basement of the institute. "
    "Lunch was served at noon on both days of the workshop. "
    "We release our code and models to the community."
)


def test_summarization_tab_highlights_the_summary_sentences_in_the_document(page: Page) -> None:
    panel = open_tab(page, "Summarization", "summarization")
    panel.get_by_label("Text", exact=True).fill(SUMMARY_TEXT)
    set_number(panel, "Sentences in the summary", 2)
    panel.get_by_role("button", name="Summarize", exact=True).click()
    document = page.locator("#summarization-document")
    label = page.get_by_text("summary", exact=True)  # shown after each chosen sentence
    expect(document.locator(label)).to_have_count(2, timeout=ANSWER_TIMEOUT)
    screenshot(page, "summarization")

    highlighted = document.locator(".highlighted").filter(has=label).locator(".text")
    chosen = [text.strip() for text in highlighted.all_inner_texts()]
    sentences = [sentence + "." for sentence in SUMMARY_TEXT.removesuffix(".").split(". ")]
    assert len(chosen) == 2
    assert all(sentence in sentences for sentence in chosen)
    summary = page.locator("#summarization-summary textarea").input_value()
    assert summary == " ".join(chosen)  # the summary box shows the highlighted sentences, in order
    rows = table_rows(page.locator("#summarization-scores"))
    assert [row[3] for row in rows] == sentences  # one score per sentence, in document order
    assert [row[3] for row in rows if row[2] == "✓"] == chosen
    scores = [float(row[1]) for row in rows]
    assert min(scores[sentences.index(sentence)] for sentence in chosen) >= max(
        score for score, sentence in zip(scores, sentences, strict=True) if sentence not in chosen
    )


def test_ner_tab_highlights_entities_in_the_colour_of_their_type(page: Page) -> None:
    panel = open_tab(page, "Named entities", "ner")
    panel.get_by_label("Text", exact=True).fill(
        "Angela Merkel met Emmanuel Macron in Paris before both flew to Brussels. "
        "Siemens and Airbus sent their chief executives."
    )
    panel.get_by_role("button", name="Find entities", exact=True).click()
    rows = wait_for_rows(page.locator("#ner-table"))
    screenshot(page, "ner")

    entities = page.locator("#ner-entities")

    def colour(locator: Locator) -> str:
        return locator.evaluate("element => getComputedStyle(element).backgroundColor")

    def highlight(text: str) -> Locator:
        return entities.locator(".highlighted").filter(has=page.get_by_text(text, exact=True))

    for text, label in [("Angela Merkel", "PER"), ("Paris", "LOC"), ("Siemens", "ORG")]:
        assert colour(highlight(text)) == colour(entities.get_by_role("button", name=label, exact=True))
    expect(highlight("met")).to_have_count(0)  # plain words stay plain
    table = {row[0]: row[1] for row in rows}
    assert table["Angela Merkel"] == "PER"
    assert table["Emmanuel Macron"] == "PER"
    assert table["Brussels"] == "LOC"
    assert table["Airbus"] == "ORG"


def test_translation_tab_shows_the_german_text_and_the_attention_heatmap(page: Page) -> None:
    panel = open_tab(page, "Translation", "translation")
    panel.get_by_label("English", exact=True).fill("Hi Anna, could you send me the report by Friday? Thanks!")
    panel.get_by_role("button", name="Translate", exact=True).click()
    german = page.locator("#translation-german textarea")
    expect(german).to_have_value(re.compile(r"\bBericht\b"), timeout=ANSWER_TIMEOUT)
    heatmap = shown_image(page, "#translation-heatmap img")
    screenshot(page, "translation")

    assert german.input_value().startswith("Hallo Anna,")
    # Each piece beside its translation: the greeting, the question, the thanks.
    rows = table_rows(page.locator("#translation-pieces"))
    assert [row[0] for row in rows] == ["Hi Anna,", "could you send me the report by Friday?", "Thanks!"]
    assert " ".join(row[1] for row in rows) == german.input_value()
    width, height = heatmap.evaluate("image => [image.naturalWidth, image.naturalHeight]")
    assert width > 300
    assert height > 300


SEARCH_TEXTS = [
    "The striker scored twice in the second half and the home side won the cup final.",
    "The central bank raised interest rates again to slow inflation.",
    "The new phone has a faster chip, a brighter screen and a better camera.",
    "Heavy rain flooded the valley and the river burst its banks overnight.",
]


def test_search_tab_ranks_pasted_texts_with_scores(page: Page) -> None:
    panel = open_tab(page, "Semantic search", "search")
    panel.get_by_label("My texts", exact=True).check()
    panel.get_by_label("Your texts (separated by blank lines)", exact=True).fill("\n\n".join(SEARCH_TEXTS))
    panel.get_by_label("Query", exact=True).fill("football match result")
    panel.get_by_role("button", name="Search", exact=True).click()
    rows = wait_for_rows(page.locator("#search-results"))
    screenshot(page, "search")

    assert [row[0] for row in rows] == ["1", "2", "3", "4"]  # every text, ranked
    assert rows[0][2] == "1"  # the football text (texts are numbered from 1) ...
    assert rows[0][3] == SEARCH_TEXTS[0]  # ... and its passage
    scores = [float(row[1]) for row in rows]
    assert scores == sorted(scores, reverse=True)
    assert scores[0] > scores[1]


CLUSTER_TOPICS = {
    "sport": [
        "The striker scored twice in the second half.",
        "Our goalkeeper saved a penalty in extra time.",
        "The coach praised the team after the cup final.",
    ],
    "economy": [
        "Shares fell sharply after the profit warning.",
        "The central bank raised interest rates again.",
        "Oil prices hit a record high on supply fears.",
    ],
    "technology": [
        "The new phone has a faster chip and a better camera.",
        "The tablet has a sharper screen and a faster processor.",
        "The laptop ships with more memory and a longer battery life.",
    ],
}


def test_clustering_tab_lists_the_clusters_and_draws_the_map(page: Page) -> None:
    panel = open_tab(page, "Clustering", "clustering")
    texts = [text for topic in CLUSTER_TOPICS.values() for text in topic]
    panel.get_by_label("Texts, one per line", exact=True).fill("\n".join(texts))
    set_number(panel, "Clusters (0: choose from the data)", 3)
    panel.get_by_role("button", name="Cluster", exact=True).click()
    clusters = wait_for_rows(page.locator("#clustering-clusters"))
    shown_image(page, "#clustering-plot img")
    screenshot(page, "clustering")

    shown = page.locator("#clustering-texts")
    for text in texts:  # the texts table may still show the texts of before while it updates
        expect(shown.get_by_role("gridcell", name=text, exact=True)).to_be_visible(timeout=ANSWER_TIMEOUT)
    assignment = {text: label for label, text in table_rows(shown)}
    assert set(assignment) == set(texts)
    # The cluster list agrees with the texts table: ids, sizes, and keywords drawn from the cluster's texts.
    assert sorted(row[0] for row in clusters) == ["0", "1", "2"]
    for label, size, keywords, _ in clusters:
        members = [text.lower() for text, assigned in assignment.items() if assigned == label]
        assert int(size) == len(members)
        assert all(any(word in text for text in members) for word in keywords.split(", "))
    # Each topic is a cluster of its own.
    topics = [{assignment[text] for text in topic} for topic in CLUSTER_TOPICS.values()]
    assert all(len(labels) == 1 for labels in topics), topics
    assert len(set.union(*topics)) == 3, topics


# A real recording: an Asterisk prompt of the held-out speech test set ("I am sorry but that is not a valid extension.
# Please try again."), from the package cache (``python -m pipelines.data fetch speech`` or ``make speech-data``).
ASTERISK_PROMPT = "pbx-invalid.wav"


def test_speech_tab_transcribes_a_recording_and_draws_what_the_model_read(page: Page) -> None:
    from pipelines.data import package_cache, speech

    if not package_cache.is_fetched(speech.ASTERISK_WAV):
        pytest.skip(f"{speech.ASTERISK_WAV.requirement} is not in the package cache: make speech-data")
    recording = package_cache.folder(speech.ASTERISK_WAV) / speech.ASTERISK_SOUNDS / ASTERISK_PROMPT
    panel = open_tab(page, "Speech recognition", "asr")
    panel.get_by_role("button", name="Upload file", exact=True).click()  # the microphone is the first source
    panel.locator("input[type=file]").set_input_files(recording)
    # The upload is shown, as a player.
    expect(panel.locator("audio").first).to_be_attached(timeout=ANSWER_TIMEOUT)
    panel.get_by_role("button", name="Transcribe", exact=True).click()
    transcript = page.locator("#asr-transcript textarea")
    expect(transcript).to_have_value(re.compile(r"valid extension"), timeout=ANSWER_TIMEOUT)
    shown_image(page, "#asr-attention img")
    screenshot(page, "asr")

    assert "please try again" in transcript.input_value()
