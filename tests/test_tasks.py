"""The public entry point ``pipelines.pipeline(task)``."""

from __future__ import annotations

import pytest

import pipelines


def test_the_suite_names_five_tasks():
    assert pipelines.TASKS == ("translation", "summarization", "ner", "semantic-search", "clustering")


def test_unknown_task_lists_the_suites_tasks():
    with pytest.raises(ValueError, match="semantic-search"):
        pipelines.pipeline("sentiment-analysis")


def test_every_task_of_the_suite_is_built():
    assert pipelines.available_tasks() == list(pipelines.TASKS)
