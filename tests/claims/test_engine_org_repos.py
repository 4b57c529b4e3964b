"""A repository named after an engine is an outside project (a port, binding or fork the rules
do not list: "someone/vllm-mlx"), whose issues name no engine by that name; one kept by the
engine's own organisation ("vllm-project/vllm-metal", "sgl-project/sglang-omni") is the
engine's own port or extension, as vllm-ascend is vLLM (LABELLING: a platform port of vLLM
is vLLM). Texts written for these tests, none from the evaluation set.
"""

from __future__ import annotations

from watcher.claims import extract_claims
from watcher.claims.implied import _implied_by_source
from watcher.claims.names import lexicon_for
from watcher.rules import Vocabulary

TEXT = "After bumping vLLM to the new release, decode went from 41 to 48 tok/s on my M3 Max.\n"


def _engines(source: str, vocab: Vocabulary) -> list[str | None]:
    return [c.engine for c in extract_claims(TEXT, vocab, source=source)]


def test_the_engines_own_organisation_keeps_its_engine(vocab: Vocabulary) -> None:
    assert _engines("vllm-project/vllm-metal#311", vocab) == ["vllm", "vllm"]


def test_an_outside_owner_names_its_own_project(vocab: Vocabulary) -> None:
    assert _engines("someone/vllm-mlx#311", vocab) == [None, None]


def test_the_organisation_is_read_by_its_alias(vocab: Vocabulary) -> None:
    lex = lexicon_for(vocab)
    url = "https://github.com/sgl-project/sglang-omni/pull/12"
    assert _implied_by_source(url, lex).project == frozenset()
    assert _implied_by_source("https://github.com/acme/sglang-omni/pull/12", lex).project == {
        "sglang"
    }
