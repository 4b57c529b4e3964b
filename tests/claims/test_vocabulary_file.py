"""The shipped vocabulary names each engine, mode, card and precision once."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import ClassVar

import yaml

from watcher.claims import extract_claims
from watcher.rules import Vocabulary

VOCABULARY = Path(__file__).resolve().parents[2] / "rules" / "vocabulary.yaml"


class _NoDuplicates(yaml.SafeLoader):
    """A loader that records keys written twice in one mapping (YAML keeps only the last)."""

    duplicates: ClassVar[list[str]] = []


def _mapping(loader: _NoDuplicates, node: yaml.MappingNode, deep: bool = False) -> dict:
    keys = [loader.construct_object(k, deep=deep) for k, _ in node.value]
    loader.duplicates.extend(str(k) for k, n in Counter(keys).items() if n > 1)
    return yaml.SafeLoader.construct_mapping(loader, node, deep)


_NoDuplicates.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)


def test_no_name_is_listed_twice() -> None:
    _NoDuplicates.duplicates = []
    yaml.load(VOCABULARY.read_text(encoding="utf-8"), Loader=_NoDuplicates)
    assert _NoDuplicates.duplicates == []


def test_no_alias_names_two_things() -> None:
    data = yaml.safe_load(VOCABULARY.read_text(encoding="utf-8"))["vocabulary"]
    for category, terms in data.items():
        seen: dict[str, str] = {}
        for name, term in terms.items():
            term = term or {}
            spellings = ("aliases", "tools", "clients")
            for alias in {name, *(a for k in spellings for a in term.get(k) or [])}:
                key = str(alias).replace(" ", "").replace("-", "").lower()
                assert seen.setdefault(key, name) == name, (category, alias, seen[key], name)


def test_each_instinct_card_keeps_its_own_name(vocab: Vocabulary) -> None:
    """MI250 and MI250X are different cards; neither is an alias of the other."""
    for text, card in (
        ("vLLM reaches 41 tok/s on one MI250 with Llama 3 8B.", "MI250"),
        ("vLLM reaches 41 tok/s on one MI250X with Llama 3 8B.", "MI250X"),
        ("vLLM reaches 41 tok/s on one AMD Instinct MI250 with Llama 3 8B.", "MI250"),
    ):
        (claim,) = extract_claims(text, vocab)
        assert claim.hardware == card, text
