"""Fixtures of the harness tests: tiny GGUF files, a fake llama-server, the real one (slow)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.fakes.tinygguf import write_tiny_llama
from tests.helpers import llama_server_binary

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parent.parent


@pytest.fixture(scope="session")
def tiny_gguf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A loadable tiny random llama GGUF."""
    return write_tiny_llama(tmp_path_factory.mktemp("models") / "tiny.gguf")


@pytest.fixture(scope="session")
def tiny_gguf_no_ctx(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The same model without ``llama.context_length`` (llama.cpp refuses it)."""
    return write_tiny_llama(
        tmp_path_factory.mktemp("models") / "tiny-no-ctx.gguf", omit=["llama.context_length"]
    )


@pytest.fixture(scope="session")
def fake_llama_server(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An executable that behaves like llama-server (tests/bench/fake_llama_server.py)."""
    wrapper = tmp_path_factory.mktemp("bin") / "llama-server"
    wrapper.write_text(
        f'#!/bin/sh\nexec "{sys.executable}" "{HERE / "fake_llama_server.py"}" "$@"\n'
    )
    wrapper.chmod(0o755)
    return wrapper


@pytest.fixture(scope="session")
def llama_server_bin() -> Path:
    """The real llama-server, built by .ci/build-llama-server.sh (cached by version)."""
    return llama_server_binary()
