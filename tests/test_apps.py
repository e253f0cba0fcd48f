"""The suite app starts, serves its page on loopback and answers through the Gradio API."""

from __future__ import annotations

import socket
import urllib.request

import pytest


@pytest.fixture(scope="module")
def suite_url():
    from apps import suite
    from apps.launch import CONCURRENCY

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    demo = suite.build()
    demo.queue(default_concurrency_limit=CONCURRENCY)
    demo.launch(server_name="127.0.0.1", server_port=port, prevent_thread_lock=True, quiet=True)
    yield f"http://127.0.0.1:{port}/"
    demo.close()


def test_suite_serves_its_page(suite_url):
    with urllib.request.urlopen(suite_url, timeout=30) as response:
        assert response.status == 200
        assert "NLP suite" in response.read().decode()


def test_catalog_tab_answers_through_the_api(suite_url):
    from gradio_client import Client

    summary, preview = Client(suite_url, verbose=False).predict("wnut16", api_name="/describe_corpus")
    assert "train** 2,394" in summary
    assert preview["headers"] == ["id", "tokens", "ner_tags"]
    assert len(preview["data"]) == 5


def test_catalog_rejects_an_unknown_corpus_with_a_message(suite_url):
    from gradio_client import Client

    with pytest.raises(Exception, match="imdb is not in the list of choices"):
        Client(suite_url, verbose=False).predict("imdb", api_name="/describe_corpus")


def test_catalog_function_turns_a_bad_name_into_a_user_facing_error():
    import gradio as gr

    from apps import catalog

    with pytest.raises(gr.Error, match="Unknown corpus 'imdb'"):
        catalog.describe("imdb")
