# Two commands on a fresh machine: `make demo` and `make test`.
# Both create or refresh .venv, install the project and its data packages, then
# run. The install runs again only when pyproject.toml changed, so a second call
# starts at once.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
HOST ?= 127.0.0.1
PORT ?= 7860

.PHONY: setup demo test lint format bench clean

setup: $(STAMP)

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test]'
	$(PY) -m pipelines.packages
	@touch $(STAMP)

demo: setup
	$(PY) -m apps.suite --host $(HOST) --port $(PORT)

test: setup lint
	$(PY) -m pytest

lint: setup
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

format: setup
	$(PY) -m ruff check --fix .
	$(PY) -m ruff format .

bench: setup
	$(PY) tests/benchmarks/bench_foundation.py

clean:
	rm -rf $(VENV) .cache .pytest_cache .ruff_cache *.egg-info
