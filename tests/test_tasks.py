"""The public entry point ``pipelines.pipeline(task)``."""

from __future__ import annotations

import pytest

import pipelines


def test_the_suite_names_five_tasks():
    assert pipelines.TASKS == ("translation", "summarization", "ner", "semantic-search", "clustering")


def test_unknown_task_lists_the_suites_tasks():
    with pytest.raises(ValueError, match="semantic-search"):
        pipelines.pipeline("sentiment-analysis")


@pytest.mark.parametrize("task", [t for t in pipelines.TASKS if t not in pipelines.available_tasks()])
def test_a_task_not_built_yet_says_so(task):
    with pytest.raises(pipelines.TaskNotAvailableError, match=f"'{task}' pipeline is not available"):
        pipelines.pipeline(task)
