"""The public entry point ``pipelines.pipeline(task)``."""

from __future__ import annotations

import pytest

import pipelines


def test_the_suite_names_its_six_tasks():
    assert pipelines.TASKS == (
        "translation",
        "summarization",
        "ner",
        "semantic-search",
        "clustering",
        "automatic-speech-recognition",
    )


def test_unknown_task_lists_the_suites_tasks():
    with pytest.raises(ValueError, match="semantic-search"):
        pipelines.pipeline("sentiment-analysis")


@pytest.mark.parametrize("task", pipelines.TASKS)
def test_every_task_has_a_builder_that_exists(task):
    assert callable(pipelines.tasks.builder(task))
