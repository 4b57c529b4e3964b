"""The Hub adapter against the loopback fake Hub: sha first, card at the sha, errors, bounds."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fakes.hub_api import FakeHub
from tests.fakes.scenario import CLOVER, CLOVER_CARD, seed_hub_scenario
from watcher.errors import BudgetExhausted, SourceError
from watcher.sources.fetch import Pacer, RequestBudget
from watcher.sources.hub import HubReader, parse_card


def reader(hub: FakeHub, tmp_path: Path, budget: int = 20, **kw: object) -> HubReader:
    """A reader of the fake Hub with its own cache and no pacing delay."""
    return HubReader(
        RequestBudget(budget),
        Pacer(min_interval_s=0.0),
        endpoint=hub.url,
        cache_dir=str(tmp_path / "cache"),
        **kw,  # type: ignore[arg-type]
    )


def test_revision_is_one_small_get(hub: FakeHub, tmp_path: Path) -> None:
    """model_info with expand=sha: one GET of /api/models/{repo}, naming the tool."""
    sha = seed_hub_scenario(hub)
    rev = reader(hub, tmp_path).revision(CLOVER, "card")
    assert rev.sha == sha
    assert rev.last_modified is not None and rev.last_modified.startswith("2026-11-14")
    assert hub.requests() == [("GET", f"/api/models/{CLOVER}", 200)]
    assert hub.agents[0].startswith("upstream-watcher/")


def test_card_is_read_at_the_sha_and_cached(hub: FakeHub, tmp_path: Path) -> None:
    """The card comes from /resolve/{sha}/README.md; a second read of that sha sends nothing."""
    sha = seed_hub_scenario(hub)
    r = reader(hub, tmp_path)
    card = r.card(CLOVER, sha, "card")
    assert card is not None and card.content == CLOVER_CARD
    assert (card.changed_at or "").startswith("2026-11-14")
    paths = [p for _, p, _ in hub.requests()]
    assert f"/{CLOVER}/resolve/{sha}/README.md" in paths
    assert not any("/resolve/main/" in p for p in paths)
    hub.reset_log()
    again = r.card(CLOVER, sha, "card")
    assert again == card
    assert [m for m, _, _ in hub.requests()] == ["POST"]  # paths-info only, no download


def test_card_front_matter_is_metadata_not_text() -> None:
    """YAML front matter is split off; the body is what claims are read from."""
    card = parse_card(CLOVER_CARD)
    assert card.metadata["license"] == "apache-2.0"
    assert not card.text.lstrip().startswith("---")
    assert "515 tok/s" in card.text


def test_no_card_is_none(hub: FakeHub, tmp_path: Path) -> None:
    """A repository without README.md has no card (and nothing is downloaded)."""
    sha = hub.commit("org/no-card", None)
    assert reader(hub, tmp_path).card("org/no-card", sha, "x") is None
    assert not any(m == "HEAD" for m, _, _ in hub.requests())


def test_card_over_the_bound_is_refused_before_download(hub: FakeHub, tmp_path: Path) -> None:
    """paths-info gives the size; a card over the bound is never downloaded."""
    sha = hub.commit("org/big", "# Big\n" + "x" * 5000)
    with pytest.raises(SourceError, match="larger than 1000 bytes"):
        reader(hub, tmp_path, max_bytes=1000).card("org/big", sha, "big")
    assert not any("/resolve/" in p for _, p, _ in hub.requests())


def test_unknown_or_private_repo_is_a_one_line_error(hub: FakeHub, tmp_path: Path) -> None:
    """The Hub's 401 RepoNotFound becomes a SourceError naming source and URL."""
    with pytest.raises(SourceError) as err:
        reader(hub, tmp_path).revision("org/missing", "ghost")
    assert str(err.value) == (
        f"source ghost ({hub.url}/org/missing): no such repository, or it is private (HF_TOKEN)"
    )


def test_unreachable_hub_is_a_source_error(tmp_path: Path) -> None:
    """A refused connection (the library's own transport error) names the repo's URL."""
    r = HubReader(
        RequestBudget(2),
        Pacer(min_interval_s=0.0),
        endpoint="http://127.0.0.1:9",
        cache_dir=str(tmp_path),
    )
    with pytest.raises(SourceError) as err:
        r.revision(CLOVER, "card")
    assert str(err.value).startswith(f"source card (http://127.0.0.1:9/{CLOVER}): ConnectError")


def test_server_error_is_a_source_error(hub: FakeHub, tmp_path: Path) -> None:
    """A 5xx from the model API is reported (model_info does not retry)."""
    seed_hub_scenario(hub)
    hub.fail("/api/models/", 503)
    with pytest.raises(SourceError, match="HTTP 503"):
        reader(hub, tmp_path).revision(CLOVER, "card")


def test_budget_is_taken_per_request(hub: FakeHub, tmp_path: Path) -> None:
    """revision takes 1; a card download 3 (paths-info, HEAD, GET); none past the budget."""
    sha = seed_hub_scenario(hub)
    r = reader(hub, tmp_path, budget=3)
    r.revision(CLOVER, "card")
    with pytest.raises(BudgetExhausted):
        r.card(CLOVER, sha, "card")
    assert r.budget.spent == 2  # revision + paths-info; the download was not started
    assert not any("/resolve/" in p for _, p, _ in hub.requests())


def test_from_env_reads_endpoint_and_token(hub: FakeHub, tmp_path: Path) -> None:
    """HF_ENDPOINT picks the Hub, HF_TOKEN is sent as a bearer token."""
    seed_hub_scenario(hub)
    r = HubReader.from_env(
        RequestBudget(5),
        Pacer(min_interval_s=0.0),
        env={"HF_ENDPOINT": hub.url + "/", "HF_TOKEN": "hf_test_token"},
        cache_dir=str(tmp_path),
    )
    assert r.endpoint == hub.url and r.token == "hf_test_token"
    r.revision(CLOVER, "card")
    assert hub.auths == ["Bearer hf_test_token"]
    assert HubReader.from_env(RequestBudget(1), env={}).endpoint == "https://huggingface.co"
