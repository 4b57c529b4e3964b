"""Storing claims per source: seeds, PR/release bodies, replacement on edit, the cycle step."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from sqlmodel import select

from watcher.claims import sources as claim_sources
from watcher.claims.sources import (
    SourceText,
    cycle_step,
    seed_claims,
    store_seeds,
    store_source,
    sync,
)
from watcher.config import Settings
from watcher.cycle import CycleContext, run_cycle, step_names, steps_named
from watcher.rules import Rules
from watcher.rules.models import ClaimSeed
from watcher.store import ClaimRow, ClaimSource, PullSnapshot, ReleaseSnapshot, Store

PR_BODY = (
    "Adds Clover draft-and-verify decoding.\n\n"
    "Reaches 453.59 tok/s on 1x H200, one request at a time."
)


def _claims(store: Store) -> list[ClaimRow]:
    with store.session() as s:
        return list(s.exec(select(ClaimRow).order_by(ClaimRow.id)).all())  # type: ignore[arg-type]


def _add_pr(store: Store, body: str, number: int = 46927) -> None:
    with store.session() as s:
        row = s.exec(select(PullSnapshot).where(PullSnapshot.number == number)).first()
        data = {
            "body": body,
            "title": "[Feature] Clover self-speculative decoding",
            "html_url": f"https://github.com/sgl-project/sglang/pull/{number}",
            "created_at": "2026-11-20T10:00:00Z",
        }
        if row is None:
            row = PullSnapshot(
                repo="sgl-project/sglang", number=number, title=data["title"], data=data
            )
        else:
            row.data = data
        s.add(row)


def test_seeds_are_stored_once(any_store: Store, rules: Rules) -> None:
    """The rules' five seeds give seven claims; a second sync stores nothing new."""
    assert store_seeds(any_store, rules) == 7
    assert store_seeds(any_store, rules) is None
    rows = _claims(any_store)
    assert len(rows) == 7
    assert [r.standing for r in rows] == ["reported"] * 4 + ["unverifiable"] * 3
    assert {r.origin for r in rows} == {"rules"}
    assert rows[3].source == "sgl-project/sglang#46927"
    assert rows[3].date == "2026-11-20"


def test_seed_overrides_apply(rules: Rules) -> None:
    """A seed's overrides set what the text cannot say, and standing is recomputed."""
    seed = ClaimSeed(
        text="DiffuSpace quotes 680 tok/s on GB300.",
        source="press",
        overrides={"engine": "sglang", "mode": "ar"},
    )
    (claim,) = seed_claims(seed, rules.vocabulary)
    assert (claim.engine, claim.mode, claim.standing) == ("sglang", "ar", "reported")


def test_edited_pr_body_replaces_its_claims(any_store: Store, rules: Rules) -> None:
    """Re-extraction of an edited body replaces that source's claims, never duplicates."""
    _add_pr(any_store, PR_BODY)
    first = sync(any_store, rules)
    assert first["claims_stored"] == 8  # 7 seeds + 1 from the PR
    assert sync(any_store, rules) == {
        "sources_read": 0,
        "sources_unchanged": 2,
        "sources_unreadable": 0,
        "claims_stored": 0,
        "unreadable": [],
    }
    _add_pr(any_store, PR_BODY.replace("453.59", "460.1") + "\nBaseline AR: 150 tok/s on H200.")
    again = sync(any_store, rules)
    assert again["sources_read"] == 1
    pr_rows = [r for r in _claims(any_store) if r.origin == "pr"]
    assert sorted(r.document["value"] for r in pr_rows) == [150.0, 460.1]
    assert all(r.source == "sgl-project/sglang#46927" for r in pr_rows)
    assert pr_rows[0].document["engine"] == "sglang"
    assert pr_rows[0].document["engine_implied"] is True
    assert len([r for r in _claims(any_store) if r.origin == "rules"]) == 7


def test_release_bodies_are_read(store: Store, rules: Rules) -> None:
    """A release body's figures are stored with the release URL as source."""
    with store.session() as s:
        s.add(
            ReleaseSnapshot(
                repo="ggml-org/llama.cpp",
                tag="v0.9.0",
                name="v0.9.0",
                published_at="2026-11-04T00:00:00Z",
                data={
                    "body": "Clover in AR mode: 205 tok/s on RTX 4090.",
                    "html_url": "https://github.com/ggml-org/llama.cpp/releases/tag/v0.9.0",
                },
            )
        )
    sync(store, rules)
    (row,) = [r for r in _claims(store) if r.origin == "release"]
    assert row.date == "2026-11-04"
    assert (row.document["engine"], row.document["engine_version"]) == ("llama.cpp", "v0.9.0")
    assert row.standing == "reported"


def test_draft_releases_are_skipped(store: Store, rules: Rules) -> None:
    """A draft release is not public: its body gives no claims."""
    with store.session() as s:
        s.add(
            ReleaseSnapshot(
                repo="ggml-org/llama.cpp",
                tag="v9",
                draft=True,
                data={"body": "AR mode: 205 tok/s on RTX 4090."},
            )
        )
    sync(store, rules)
    assert [r for r in _claims(store) if r.origin == "release"] == []


def test_empty_or_missing_bodies_are_skipped(store: Store, rules: Rules) -> None:
    """A PR without a body (None in the API) stores nothing and does not fail."""
    with store.session() as s:
        s.add(PullSnapshot(repo="sgl-project/sglang", number=1, data={"body": None}))
    assert sync(store, rules)["claims_stored"] == 7


def test_untrusted_body_is_stored_as_text(store: Store, rules: Rules) -> None:
    """Mentions and markup in a body are data: stored verbatim in the claim text."""
    body = "<!channel> @here `rm -rf /` SGLang AR mode: 100 tok/s on H200 | x |"
    n = store_source(
        store, SourceText(key="pr:a/b#1", origin="pr", source="a/b#1", body=body), rules.vocabulary
    )
    assert n == 1
    assert "<!channel>" in _claims(store)[0].text


def test_two_writers_do_not_duplicate(pg_store: Store, rules: Rules) -> None:
    """Two threads re-extracting the same changed source leave one set of claims."""
    _add_pr(pg_store, PR_BODY)
    barrier = threading.Barrier(2)
    errors: list[BaseException] = []

    def run() -> None:
        try:
            barrier.wait()
            store_source(
                pg_store,
                SourceText(key="pr:x", origin="pr", source="x", body=PR_BODY),
                rules.vocabulary,
            )
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=run) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert len([r for r in _claims(pg_store) if r.source == "x"]) == 1
    with pg_store.session() as s:
        assert s.get(ClaimSource, "pr:x") is not None


def test_cycle_step_is_registered_and_runs(store: Store, rules: Rules, tmp_path: Path) -> None:
    """STEPS names the claims step; a cycle stores claims; dry runs store nothing."""
    assert "claims" in step_names()
    ctx = CycleContext(settings=Settings(), rules=rules, store=store, dry_run=True)
    assert cycle_step(ctx).summary == {"dry_run": True}
    assert _claims(store) == []
    ctx.dry_run = False
    (report,) = run_cycle(ctx, steps=steps_named("claims"))
    assert report.name == "claims"
    assert report.summary["claims_stored"] == 7


@pytest.mark.parametrize("body", ["", "   ", "no figures here"])
def test_bodies_without_figures(store: Store, rules: Rules, body: str) -> None:
    """Texts without figures store no claims but remember their hash."""
    n = store_source(
        store, SourceText(key="pr:a/b#2", origin="pr", source="a/b#2", body=body), rules.vocabulary
    )
    assert n == 0
    assert (
        store_source(
            store,
            SourceText(key="pr:a/b#2", origin="pr", source="a/b#2", body=body),
            rules.vocabulary,
        )
        is None
    )


def _reader_that_raises_on(marker: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The reader, raising on any body holding ``marker`` (a reader bug on one text)."""
    real = claim_sources.extract_claims

    def reader(text: str, *args: object, **kwargs: object) -> object:
        if marker in text:
            raise AttributeError("'NoneType' object has no attribute 'end'")
        return real(text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(claim_sources, "extract_claims", reader)


def test_a_body_the_reader_raises_on_holds_back_no_other(
    any_store: Store,
    rules: Rules,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """One body the reader cannot read is named in one warning and counted; the bodies after
    it are still read, and the next sync (a fixed reader) reads it, once."""
    _add_pr(any_store, "POISON: 4 X T4 at 12.5 tok/s.", number=1)
    _add_pr(any_store, PR_BODY, number=2)
    _reader_that_raises_on("POISON", monkeypatch)
    first = sync(any_store, rules)
    assert first["sources_unreadable"] == 1
    assert first["claims_stored"] == 8  # 7 seeds + the second PR's figure
    assert [r.document["value"] for r in _claims(any_store) if r.origin == "pr"] == [453.59]
    (named,) = first["unreadable"]
    assert "sgl-project/sglang#1" in named and "AttributeError" in named
    (warning,) = [r for r in caplog.records if r.levelname == "WARNING"]
    assert named in warning.getMessage()
    monkeypatch.undo()
    again = sync(any_store, rules)
    assert (again["sources_read"], again["sources_unreadable"]) == (1, 0)
    assert sorted(r.document["value"] for r in _claims(any_store) if r.origin == "pr") == [
        12.5,
        453.59,
    ]
    assert sync(any_store, rules)["sources_read"] == 0


def test_a_cycle_goes_on_past_a_body_the_reader_raises_on(
    store: Store, rules: Rules, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The claims step counts the unreadable body instead of raising, so the cycle's later
    steps (dispatch, notifications, report) still run."""
    _add_pr(store, "POISON: 4 X T4 at 12.5 tok/s.", number=1)
    _reader_that_raises_on("POISON", monkeypatch)
    report = cycle_step(CycleContext(store=store, rules=rules, settings=Settings()))
    assert report.summary["sources_unreadable"] == 1
