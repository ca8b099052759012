# Two commands for a fresh machine:
#   make play   set up, build the site into _site/ and serve it at a printed local URL
#   make test   set up (incl. Debian's chromium), lint, unit tests, browser tests
# Set-up steps leave stamp files, so repeated runs skip what is already done.

PYTHON ?= python3
PORT ?= 8000
VENV := .venv
PY := $(VENV)/bin/python
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
CHROMIUM := /usr/bin/chromium

.PHONY: play test setup setup-test build serve lint unit e2e bench audit clean

play: build
	$(PY) tools/serve.py --port $(PORT)

test: setup-test lint build unit e2e

setup: $(VENV)/.deps node_modules/.deps

setup-test: setup $(CHROMIUM)

$(PY):
	$(PYTHON) -m venv $(VENV)

$(VENV)/.deps: requirements-dev.txt | $(PY)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

node_modules/.deps: package.json package-lock.json
	npm ci --no-audit --no-fund --ignore-scripts
	touch $@

$(CHROMIUM):
	$(SUDO) apt-get update
	$(SUDO) apt-get install -y chromium

build: setup
	$(PY) tools/build.py

serve:
	$(PY) tools/serve.py --port $(PORT)

lint: setup
	$(PY) -m ruff check .
	$(PY) tools/typecheck.py

# pytest exits 5 when it collects no test: not a failure while a folder is still empty.
# Two processes (pytest-xdist) halve the unit tests' time on a two-core machine.
UNIT_WORKERS ?= 2
unit: setup
	$(PY) -m pytest tests byte -q -n $(UNIT_WORKERS) || [ $$? -eq 5 ]

# The browser tests run in E2E_WORKERS processes (pytest-xdist); an idle process takes
# tests from the other's queue (worksteal), so both stay busy to the end. (A whole file
# per process left one idle while the other finished a long file. Runs of the same code
# on one two-core machine took 855 to 1,188 s, so single runs neither show nor rule out
# the gain. A module's shared page, as in e2e/test_play.py, is booted in each process
# that runs its tests.) Most of a browser test is one thread of Chromium booting Python,
# so two processes keep both cores of a small machine busy.
#
# A test whose page process crashed ("Target crashed") runs once more, and only then: two
# full runs (of about ten) lost the two cross-site-frame boots of e2e/test_embed.py that
# way, which passed alone and in the next full run; no cause was found (the system killed
# nothing for memory). The rerun is reported in the summary; any other failure is final.
# The twenty slowest browser tests are listed at the end: where the suite's time goes.
E2E_WORKERS ?= 2
e2e: setup-test build
	$(PY) -m pytest e2e -q -n $(E2E_WORKERS) --dist worksteal \
		--reruns 1 --only-rerun "Target crashed" -rR --durations=20 || [ $$? -eq 5 ]

bench: setup-test build
	$(PY) bench/boot.py

# Lighthouse (pinned in tools/audit/package.json) on the built site: category scores.
tools/audit/node_modules/.deps: tools/audit/package.json tools/audit/package-lock.json
	cd tools/audit && npm ci --no-audit --no-fund --ignore-scripts
	touch $@

audit: setup-test tools/audit/node_modules/.deps
	$(PY) tools/audit.py

clean:
	rm -rf _site
