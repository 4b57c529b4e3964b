"""Outbox delivery over respx: retries, Retry-After, permanent failures, restarts, leases,
signatures, skipped targets, and two deliverers on one store."""

from __future__ import annotations

import json
import logging
import threading
from collections import Counter
from pathlib import Path

import httpx
import pytest
import respx

from tests.helpers import add_outbox_row, event_json
from tests.notify.conftest import SECRET, SLACK_URL, WEBHOOK_URL, FakeClock, targets
from watcher.config import Settings
from watcher.cycle import CycleContext
from watcher.notify import cycle_step, outbox
from watcher.notify.deliver import Deliverer, idempotency_key, targets_from
from watcher.rules import load_rules
from watcher.signing import verify
from watcher.store import Store


def _row(store: Store, key: str) -> dict:  # type: ignore[type-arg]
    (row,) = [r for r in outbox.list_rows(store) if r["key"] == key]
    return row


def _deliverer(store: Store, clock: FakeClock, client: httpx.Client, **kw) -> Deliverer:  # type: ignore[no-untyped-def]
    kw.setdefault("targets", targets())
    return Deliverer(store, kw.pop("targets"), client, clock=clock, sleep=clock.sleep, **kw)


@pytest.fixture
def client() -> httpx.Client:
    """A plain httpx client (respx intercepts its transport)."""
    with httpx.Client(timeout=5) as c:
        yield c


@respx.mock
def test_delivered_once_and_never_again(
    store: Store, clock: FakeClock, client: httpx.Client
) -> None:
    """A 200 marks the row delivered; later runs (a restart) send nothing more."""
    route = respx.post(SLACK_URL).mock(return_value=httpx.Response(200, text="ok"))
    key = add_outbox_row(store, "slack")
    assert _deliverer(store, clock, client).run() == {"delivered": 1}
    assert _deliverer(store, clock, client, owner="restarted").run() == {}
    assert route.call_count == 1
    row = _row(store, key)
    assert row["state"] == "delivered" and row["attempts"] == 1
    assert row["delivered_at"] == "2026-11-29T12:00:00Z" and row["lease_owner"] is None


@respx.mock
def test_retries_5xx_with_backoff(store: Store, clock: FakeClock, client: httpx.Client) -> None:
    """503, 503, then 200: two backoff sleeps, then delivered on attempt 3."""
    route = respx.post(SLACK_URL).mock(
        side_effect=[httpx.Response(503), httpx.Response(502), httpx.Response(200)]
    )
    key = add_outbox_row(store, "slack")
    totals = _deliverer(store, clock, client).run()
    assert totals == {"retry": 2, "delivered": 1}
    assert clock.sleeps == [2.0, 4.0]
    assert route.call_count == 3
    assert _row(store, key)["attempts"] == 3


@respx.mock
def test_honours_retry_after(store: Store, clock: FakeClock, client: httpx.Client) -> None:
    """A 429 with Retry-After: 7 waits exactly 7 s before the next attempt."""
    respx.post(SLACK_URL).mock(
        side_effect=[
            httpx.Response(429, headers={"Retry-After": "7"}, text="rate_limited"),
            httpx.Response(200),
        ]
    )
    key = add_outbox_row(store, "slack")
    _deliverer(store, clock, client).run()
    assert clock.sleeps == [7.0]
    assert _row(store, key)["state"] == "delivered"


@respx.mock
def test_long_retry_after_waits_for_a_later_cycle(
    store: Store, clock: FakeClock, client: httpx.Client
) -> None:
    """Retry-After beyond max_wait_s leaves the row pending until that time."""
    route = respx.post(SLACK_URL).mock(
        side_effect=[httpx.Response(429, headers={"Retry-After": "600"}), httpx.Response(200)]
    )
    key = add_outbox_row(store, "slack")
    _deliverer(store, clock, client).run()
    row = _row(store, key)
    assert row["state"] == "pending" and row["next_attempt_at"] == "2026-11-29T12:10:00Z"
    assert row["last_error"] == "HTTP 429" and clock.sleeps == []
    clock.advance(300)
    assert _deliverer(store, clock, client).run() == {}
    clock.advance(300)
    assert _deliverer(store, clock, client).run() == {"delivered": 1}
    assert route.call_count == 2


@respx.mock
def test_permanent_4xx_recorded_once(
    store: Store, clock: FakeClock, client: httpx.Client, caplog: pytest.LogCaptureFixture
) -> None:
    """404 fails for good: one request, one log line, never retried after a restart."""
    route = respx.post(SLACK_URL).mock(return_value=httpx.Response(404, text="channel_not_found"))
    key = add_outbox_row(store, "slack")
    with caplog.at_level(logging.WARNING, logger="watcher.notify"):
        assert _deliverer(store, clock, client).run() == {"failed": 1}
        clock.advance(10_000)
        assert _deliverer(store, clock, client).run() == {}
    assert route.call_count == 1
    row = _row(store, key)
    assert (
        row["state"] == "failed" and row["last_error"] == "permanent: HTTP 404: channel_not_found"
    )
    assert [r.getMessage() for r in caplog.records].count(
        f"outbox {key}: permanent: HTTP 404: channel_not_found"
    ) == 1
    assert SLACK_URL not in (row["last_error"] or "")


@respx.mock
def test_gives_up_after_bounded_attempts(
    store: Store, clock: FakeClock, client: httpx.Client
) -> None:
    """Always 500: exactly max_attempts requests, then failed with the reason."""
    route = respx.post(SLACK_URL).mock(return_value=httpx.Response(500, text="rollup_error"))
    key = add_outbox_row(store, "slack")
    _deliverer(store, clock, client, max_attempts=3).run()
    assert route.call_count == 3
    row = _row(store, key)
    assert row["state"] == "failed"
    assert row["last_error"] == "gave up after 3 attempts: HTTP 500: rollup_error"


class EndlessBody(httpx.SyncByteStream):
    """A receiver whose error page never ends; counts what the client pulled."""

    def __init__(self) -> None:
        self.sent = 0

    def __iter__(self):  # type: ignore[no-untyped-def]
        while True:
            self.sent += 1024
            yield b"x" * 1024


@respx.mock
def test_a_huge_error_body_is_not_downloaded(
    store: Store, clock: FakeClock, client: httpx.Client
) -> None:
    """Only the first 4 KiB of a receiver's answer is read, however much it sends."""
    body = EndlessBody()
    respx.post(SLACK_URL).mock(return_value=httpx.Response(500, stream=body))
    key = add_outbox_row(store, "slack")
    _deliverer(store, clock, client, max_attempts=1).run()
    assert body.sent <= 8 * 1024
    row = _row(store, key)
    assert row["state"] == "failed" and "HTTP 500: xxxx" in row["last_error"]


@respx.mock
def test_transport_errors_are_retried(store: Store, clock: FakeClock, client: httpx.Client) -> None:
    """A refused connection is retried like a 5xx."""
    respx.post(SLACK_URL).mock(side_effect=[httpx.ConnectError("refused"), httpx.Response(200)])
    key = add_outbox_row(store, "slack")
    _deliverer(store, clock, client).run()
    assert _row(store, key)["state"] == "delivered" and clock.sleeps == [2.0]


@respx.mock
def test_unset_target_is_skipped_not_sent(
    store: Store, clock: FakeClock, client: httpx.Client
) -> None:
    """With the Slack variable unset its rows become skipped; the webhook still goes."""
    slack = respx.post(SLACK_URL).mock(return_value=httpx.Response(200))
    hook = respx.post(WEBHOOK_URL).mock(return_value=httpx.Response(204))
    s_key, w_key = add_outbox_row(store, "slack"), add_outbox_row(store, "webhook")
    totals = _deliverer(store, clock, client, targets=targets(slack=False)).run()
    assert totals == {"skipped": 1, "delivered": 1}
    assert slack.call_count == 0 and hook.call_count == 1
    assert _row(store, s_key)["state"] == "skipped"
    assert _row(store, s_key)["last_error"] == "SLACK_WEBHOOK_URL is not set"
    assert _row(store, w_key)["state"] == "delivered"


def test_targets_from_env(rules_dir: Path) -> None:
    """Env-var names come from the rules; a webhook without its secret is off."""
    rules = load_rules(rules_dir)
    t = targets_from(rules, {"SLACK_WEBHOOK_URL": SLACK_URL, "WATCHER_WEBHOOK_URL": WEBHOOK_URL})
    assert t["slack"].off is None and t["slack"].url == SLACK_URL
    assert t["webhook"].off == (
        "WATCHER_WEBHOOK_SECRET is not set (the webhook is never sent unsigned)"
    )
    t = targets_from(rules, {})
    assert t["slack"].off == "SLACK_WEBHOOK_URL is not set"
    assert SLACK_URL not in repr(targets_from(rules, {"SLACK_WEBHOOK_URL": SLACK_URL}))


@respx.mock
def test_webhook_is_signed_with_fixed_key(
    store: Store, clock: FakeClock, client: httpx.Client
) -> None:
    """The receiver verifies the HMAC with the shared key; headers carry key and time."""
    seen: list[httpx.Request] = []
    respx.post(WEBHOOK_URL).mock(side_effect=lambda req: seen.append(req) or httpx.Response(200))
    key = add_outbox_row(store, "webhook")
    _deliverer(store, clock, client).run()
    (req,) = seen
    ts = req.headers["X-Watcher-Timestamp"]
    assert ts == str(int(clock.now.timestamp()))
    assert req.headers["X-Watcher-Signature-256"].startswith("sha256=")
    assert verify(
        SECRET, ts, req.content, req.headers["X-Watcher-Signature-256"], now=clock.now.timestamp()
    )
    assert not verify(
        "wrong-key",
        ts,
        req.content,
        req.headers["X-Watcher-Signature-256"],
        now=clock.now.timestamp(),
    )
    assert req.headers["Idempotency-Key"] == key == "sgl-project/sglang#46927:pr_approved:webhook"
    assert req.headers["X-Watcher-Event"] == "pr_approved"
    assert json.loads(req.content)["event"]["key"] == "sgl-project/sglang#46927:pr_approved"


@respx.mock
def test_slack_request_body_is_safe(store: Store, clock: FakeClock, client: httpx.Client) -> None:
    """What reaches Slack has no <!channel> or <@U…> control sequence."""
    seen: list[bytes] = []
    respx.post(SLACK_URL).mock(
        side_effect=lambda req: seen.append(req.content) or httpx.Response(200)
    )
    add_outbox_row(store, "slack", event_json(title="<!channel> <@U1> deploy now"))
    _deliverer(store, clock, client).run()
    body = json.loads(seen[0])
    assert "<!channel>" not in json.dumps(body) and "<@U1>" not in json.dumps(body)
    assert "&lt;!channel&gt;" in body["text"]


@respx.mock
def test_restart_mid_delivery_lease(store: Store, clock: FakeClock, client: httpx.Client) -> None:
    """A process that claimed a row and died holds it until its lease ends; then another
    delivers it once, and the dead process's late outcome is refused."""
    route = respx.post(SLACK_URL).mock(return_value=httpx.Response(200))
    key = add_outbox_row(store, "slack")
    (row_id,) = outbox.due_ids(store, clock())
    assert outbox.claim(store, row_id, "crashed", clock(), lease_s=120) is not None
    # restart before the lease ends: the row is not taken twice
    assert _deliverer(store, clock, client, owner="second").run() == {}
    assert route.call_count == 0
    clock.advance(121)
    assert _deliverer(store, clock, client, owner="second").run() == {"delivered": 1}
    assert route.call_count == 1
    assert not outbox.finish(store, row_id, "crashed", state="failed", now=clock(), error="late")
    row = _row(store, key)
    assert row["state"] == "delivered" and row["attempts"] == 2


@respx.mock
def test_crash_after_send_repeats_with_same_idempotency_key(
    store: Store, clock: FakeClock, client: httpx.Client
) -> None:
    """A crash between the receiver's 200 and our commit resends once, with the same
    Idempotency-Key and body, so the receiver can drop the repeat."""
    seen: list[httpx.Request] = []
    respx.post(WEBHOOK_URL).mock(side_effect=lambda req: seen.append(req) or httpx.Response(200))
    add_outbox_row(store, "webhook")
    first = _deliverer(store, clock, client, owner="dies")
    (row_id,) = outbox.due_ids(store, clock())
    row = outbox.claim(store, row_id, "dies", clock(), lease_s=120)
    assert first.attempt(row).state == "delivered"  # sent, then the process dies
    clock.advance(121)
    _deliverer(store, clock, client, owner="next").run()
    _deliverer(store, clock, client, owner="third").run()
    assert len(seen) == 2
    assert seen[0].headers["Idempotency-Key"] == seen[1].headers["Idempotency-Key"]
    assert seen[0].content == seen[1].content


def test_idempotency_key_is_header_safe() -> None:
    """Non-ASCII keys become a stable hash."""
    assert idempotency_key("a/b#1:pr_merged:webhook") == "a/b#1:pr_merged:webhook"
    k = idempotency_key("a/b@v1.0-ü:release_published:webhook")
    assert k.startswith("sha256-") and k == idempotency_key("a/b@v1.0-ü:release_published:webhook")


@respx.mock
def test_unknown_target_fails_permanently(
    store: Store, clock: FakeClock, client: httpx.Client
) -> None:
    """A row for a target this watcher does not know is failed with the reason."""
    key = add_outbox_row(store, "pager")
    assert _deliverer(store, clock, client).run() == {"failed": 1}
    assert _row(store, key)["last_error"] == "permanent: unknown target 'pager'"


def test_two_deliverers_send_each_row_once(any_store: Store) -> None:
    """Two processes (threads) on one store: every row reaches the receiver exactly once."""
    keys = [
        add_outbox_row(any_store, target, event_json(number=n))
        for n in range(1, 16)
        for target in ("slack", "webhook")
    ]
    hits: Counter[str] = Counter()
    lock = threading.Lock()

    def receive(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        key = request.headers.get("Idempotency-Key") or body["text"]
        with lock:
            hits[key] += 1
        return httpx.Response(200)

    clock = FakeClock()
    with respx.mock(assert_all_called=False) as mock:
        mock.post(SLACK_URL).mock(side_effect=receive)
        mock.post(WEBHOOK_URL).mock(side_effect=receive)
        errors: list[BaseException] = []

        def work(owner: str) -> None:
            try:
                with httpx.Client() as c:
                    Deliverer(
                        any_store, targets(), c, clock=clock, sleep=lambda s: None, owner=owner
                    ).run()
            except BaseException as exc:  # surfaced below
                errors.append(exc)

        threads = [threading.Thread(target=work, args=(f"p{i}",)) for i in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
    assert not errors
    assert sum(hits.values()) == len(keys)
    assert all(v == 1 for v in hits.values())
    assert {r["state"] for r in outbox.list_rows(any_store)} == {"delivered"}


@respx.mock
def test_cycle_step(store: Store, clock: FakeClock, rules_dir: Path) -> None:
    """The notify step honours dry_run and delivers with the injected client otherwise."""
    route = respx.post(SLACK_URL).mock(return_value=httpx.Response(200))
    add_outbox_row(store, "slack")
    add_outbox_row(store, "webhook")
    ctx = CycleContext(
        settings=Settings(),
        rules=load_rules(rules_dir),
        store=store,
        clock=clock,
        sleep=clock.sleep,
        dry_run=True,
        env={"SLACK_WEBHOOK_URL": SLACK_URL},
    )
    dry = cycle_step(ctx)
    assert dry.summary["due"] == 2 and route.call_count == 0
    ctx.dry_run = False
    with httpx.Client() as c:
        ctx.http = c
        done = cycle_step(ctx)
    assert done.summary == {"skipped": 1, "delivered": 1}
    assert route.call_count == 1


def test_more_rows_than_one_page(store: Store, clock: FakeClock) -> None:
    """More due rows than one page (100) are all delivered in one run."""
    for n in range(1, 131):
        add_outbox_row(store, "slack", event_json(number=n))
    with httpx.Client(transport=httpx.MockTransport(lambda r: httpx.Response(200))) as c:
        assert _deliverer(store, clock, c).run() == {"delivered": 130}


@respx.mock
def test_requeued_failed_row_is_sent_again_and_delivered_rows_never(
    store: Store, clock: FakeClock, client: httpx.Client
) -> None:
    """A row that gave up goes back to pending with fresh attempts; a delivered one stays."""
    route = respx.post(SLACK_URL).mock(
        side_effect=[httpx.Response(500, text="outage"), httpx.Response(200, text="ok")]
    )
    hook = respx.post(WEBHOOK_URL).mock(return_value=httpx.Response(204))
    failed = add_outbox_row(store, "slack")
    sent = add_outbox_row(store, "webhook")
    _deliverer(store, clock, client, max_attempts=1).run()
    assert _row(store, failed)["state"] == "failed" and _row(store, sent)["state"] == "delivered"
    assert outbox.requeue(store, clock(), keys=[failed, sent], states=()) == [failed]
    row = _row(store, failed)
    assert row["state"] == "pending" and row["attempts"] == 0
    assert (
        row["last_error"] == "requeued by hand; before: gave up after 1 attempts: HTTP 500: outage"
    )
    assert _deliverer(store, clock, client, max_attempts=1).run() == {"delivered": 1}
    assert route.call_count == 2 and hook.call_count == 1
    assert _row(store, failed)["state"] == "delivered"
    assert outbox.requeue(store, clock(), states=("failed", "skipped")) == []
    with pytest.raises(ValueError, match="delivered"):
        outbox.requeue(store, clock(), states=("delivered",))
