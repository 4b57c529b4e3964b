"""The fault campaign's engine: the scenario timeline, fault schedules, and the run itself.

A *schedule* is a list of :class:`Fault` values, each bound to a *stage* of the timeline
(baseline; a Clover self-spec PR opens in llama.cpp; sglang #46927 approved; merged;
released). A run replays the timeline against the loopback fakes in one process with an
injected clock and sleep (sleeping only moves the clock), injects each stage's faults just
before it, and runs cycles until the stage is quiescent. :func:`outcome` is what a run
recorded: events, deliveries counted at the receivers, dispatches. The campaign asserts that
every schedule's outcome equals the fault-free one's.

Used by ``tests/faults/test_campaign.py`` and ``benchmarks/fault_soak.py``.
"""

from __future__ import annotations

import datetime as dt
import importlib.util
import json
import random
import shutil
import tempfile
import threading
from collections import Counter
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import sqlalchemy as sa

from tests.fakes.github_api import FakeGitHub
from tests.fakes.scenario import seed_scenario
from watcher.config import Settings
from watcher.cycle import CycleContext, Step, run_cycle
from watcher.errors import WatcherError
from watcher.rules import Rules, load_rules
from watcher.store import Store, open_store

REPO_ROOT = Path(__file__).resolve().parents[2]
LLAMA = "ggml-org/llama.cpp"
SGLANG = "sgl-project/sglang"
START = dt.datetime(2026, 11, 29, 12, 0, tzinfo=dt.UTC)
STAGES = ("baseline", "clover_pr_opens", "sglang_approved", "sglang_merged", "sglang_released")
HAS_DISPATCH = importlib.util.find_spec("watcher.dispatch") is not None
SECRET = "campaign-webhook-secret"
STALL_S = 0.25  # a stalled GitHub response; the client's timeout is below it
CLIENT_TIMEOUT_S = 0.1
MAX_CYCLES = 25  # per stage; a stage that is not quiescent by then fails the case

# paths the GitHub faults aim at ("" matches every request)
GITHUB_PATHS = (
    "",
    r"/pulls$",
    r"/pulls/\d+$",
    r"/reviews$",
    r"/releases$",
    r"/search/issues",
    r"/compare/",
    r"/commits/",
    r"^/repos/[^/]+/[^/]+$",
)
GITHUB_KINDS = (
    "500",
    "502",
    "503",
    "reset",
    "stall",
    "primary_403",
    "secondary_403",
    "secondary_429",
    "garble",
    "truncate",
    "moved",
)
SINK_KINDS = ("500", "502", "503", "429")
ACTIONS_KINDS = ("500", "502", "503")  # the workflow_dispatch POST (dispatch room)
ACTIONS_TOKEN = "fake-token"


@dataclass(frozen=True)
class Fault:
    """One scripted fault: at ``stage``, ``times`` answers of ``kind`` from ``target``."""

    stage: int
    target: str  # github | slack | webhook | actions
    kind: str
    times: int = 1
    path: str = ""
    wait_s: int = 1  # Retry-After / seconds to the primary limit's reset

    def describe(self) -> str:
        """Short text for failure messages."""
        where = f" {self.path!r}" if self.target == "github" else ""
        return f"{STAGES[self.stage]}: {self.target} {self.kind} x{self.times}{where}"


class FakeClock:
    """A clock that only moves when somebody sleeps (or the campaign advances it)."""

    def __init__(self, start: dt.datetime = START) -> None:
        self.now = start
        self.lock = threading.Lock()
        self.slept = 0.0

    def __call__(self) -> dt.datetime:
        with self.lock:
            return self.now

    def sleep(self, seconds: float) -> None:
        """Advance instead of waiting."""
        with self.lock:
            self.now += dt.timedelta(seconds=max(0.0, seconds))
            self.slept += max(0.0, seconds)


class Receiver:
    """A loopback Slack/webhook stand-in that can be told to fail its next POSTs."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.accepted: list[dict[str, Any]] = []
        self.attempts = 0
        self.queue: list[tuple[int, dict[str, str]]] = []
        self.injected = 0
        me = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                with me.lock:
                    me.attempts += 1
                    status, headers = me.queue.pop(0) if me.queue else (200, {})
                    if status == 200:
                        me.accepted.append(
                            {"headers": dict(self.headers), "body": body.decode("utf-8")}
                        )
                    else:
                        me.injected += 1
                self.send_response(status)
                for k, v in headers.items():
                    self.send_header(k, v)
                self.send_header("Content-Length", "2")
                self.end_headers()
                self.wfile.write(b"ok")

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self.thread.start()

    @property
    def url(self) -> str:
        """Where to POST."""
        host, port = self.server.server_address[:2]
        return f"http://{host!s}:{port}/hook"

    def fail(self, status: int, times: int, retry_after: int | None = None) -> None:
        """Answer the next ``times`` POSTs with ``status``."""
        headers = {"Retry-After": str(retry_after)} if retry_after is not None else {}
        with self.lock:
            self.queue.extend([(status, headers)] * times)

    def clear(self) -> None:
        """Forget posts and pending faults."""
        with self.lock:
            self.accepted.clear()
            self.queue.clear()
            self.attempts = self.injected = 0

    def close(self) -> None:
        """Stop serving."""
        self.server.shutdown()
        self.server.server_close()


scenario = seed_scenario  # the scenario's state on 2026-11-29


def advance_timeline(gh: FakeGitHub, stage: int) -> None:
    """Make upstream move to ``stage`` (stage 0 is the scenario as it stands)."""
    if stage == 1:
        gh.add_pull(
            LLAMA,
            32001,
            title="model : Clover self-speculative decoding",
            body="Draft a block of 32 slots in parallel, then verify.",
            at="2030-01-01T15:00:00Z",
        )
    elif stage == 2:
        gh.add_review(SGLANG, 46927, "APPROVED", at="2030-01-02T09:00:00Z")
    elif stage == 3:
        gh.merge_pull(SGLANG, 46927, at="2030-01-02T10:00:00Z")
    elif stage == 4:
        gh.publish_release(SGLANG, "v0.6.0", at="2030-01-03T10:00:00Z")


def inject(
    fault: Fault,
    gh: FakeGitHub,
    slack: Receiver,
    webhook: Receiver,
    now: int,
    actions: Any = None,
) -> None:
    """Arm one fault on the fake that serves its target."""
    if fault.target == "actions":
        if actions is not None:
            actions.dispatch_failures.extend([int(fault.kind)] * fault.times)
        return
    if fault.target in ("slack", "webhook"):
        sink = slack if fault.target == "slack" else webhook
        status = int(fault.kind)
        sink.fail(status, fault.times, fault.wait_s if status == 429 else None)
        return
    path, times = fault.path, fault.times
    if fault.kind in ("500", "502", "503"):
        gh.fail(path, int(fault.kind), times=times)
    elif fault.kind == "reset":
        gh.reset(path, times=times)
    elif fault.kind == "stall":
        gh.delay(path, STALL_S, times=times)
    elif fault.kind == "primary_403":
        gh.fail(
            path,
            403,
            times=times,
            headers={"X-RateLimit-Remaining": "0", "X-RateLimit-Reset": str(now + fault.wait_s)},
            body={"message": "API rate limit exceeded for 127.0.0.1."},
        )
    elif fault.kind in ("secondary_403", "secondary_429"):
        gh.fail(
            path,
            int(fault.kind[-3:]),
            times=times,
            headers={"Retry-After": str(fault.wait_s)},
            body={"message": "You have exceeded a secondary rate limit."},
        )
    elif fault.kind == "garble":
        gh.garble(path, times=times)
    elif fault.kind == "truncate":
        gh.truncate(path, times=times)
    elif fault.kind == "moved":
        gh.moved(path or r"^/repos/", times=times)
    else:  # pragma: no cover - a new kind without a branch here
        raise ValueError(f"unknown fault kind {fault.kind}")


@dataclass
class Rig:
    """Servers reused across cases (starting and stopping them costs more than a case)."""

    gh: FakeGitHub
    slack: Receiver
    webhook: Receiver
    rules: Rules
    template: Path
    workdir: Path

    @classmethod
    def start(cls) -> Rig:
        """Start the fakes and build an initialised database to copy per case."""
        workdir = Path(tempfile.mkdtemp(prefix="watcher-faults-"))
        template = workdir / "template.db"
        store = open_store(f"sqlite:///{template}")
        store.init()
        store.dispose()
        return cls(
            gh=FakeGitHub().start(),
            slack=Receiver(),
            webhook=Receiver(),
            rules=load_rules(REPO_ROOT / "rules"),
            template=template,
            workdir=workdir,
        )

    def close(self) -> None:
        """Stop everything."""
        self.gh.stop()
        self.slack.close()
        self.webhook.close()
        shutil.rmtree(self.workdir, ignore_errors=True)


@dataclass
class Outcome:
    """What one run recorded, in comparable form."""

    events: list[tuple[Any, ...]]
    slack: Counter[str]
    webhook: Counter[str]
    outbox: list[tuple[str, str]]
    dispatches: Counter[str] = field(default_factory=Counter)
    faults_injected: int = 0
    cycles: int = 0
    failed_cycles: int = 0
    slept_s: float = 0.0

    def lost_and_duplicated(self, expected: Outcome) -> tuple[int, int]:
        """(lost, duplicated) events + deliveries + dispatches against ``expected``."""
        lost = dup = 0
        got_events, want_events = Counter(self.events), Counter(expected.events)
        lost += sum((want_events - got_events).values())
        dup += sum((got_events - want_events).values())
        for got, want in (
            (self.slack, expected.slack),
            (self.webhook, expected.webhook),
            (self.dispatches, expected.dispatches),
        ):
            lost += sum((want - got).values())
            dup += sum((got - want).values())
        return lost, dup


def _events(store: Store) -> list[tuple[Any, ...]]:
    with store.engine.connect() as conn:
        rows = conn.execute(
            sa.text("SELECT key, type, repo, number, tag, rule, title, url, at, payload FROM event")
        ).all()
    out = []
    for row in rows:
        payload = row[9] if isinstance(row[9], dict) else json.loads(row[9])
        # a discovery is stamped with the time it was seen, which waiting on faults moves
        at = None if row[1] == "pr_discovered" else row[8]
        out.append((*row[:8], at, json.dumps(payload, sort_keys=True)))
    return sorted(out)


def _outbox(store: Store) -> list[tuple[str, str]]:
    with store.engine.connect() as conn:
        return sorted(
            (str(k), str(s)) for k, s in conn.execute(sa.text("SELECT key, state FROM outbox"))
        )


def _pending(store: Store) -> int:
    """Outbox rows still to send plus benchmark jobs still to dispatch."""
    with store.engine.connect() as conn:
        rows = conn.execute(sa.text("SELECT count(*) FROM outbox WHERE state = 'pending'"))
        jobs = conn.execute(sa.text("SELECT count(*) FROM bench_job WHERE state = 'pending'"))
        return int(rows.scalar() or 0) + (int(jobs.scalar() or 0) if HAS_DISPATCH else 0)


def steps() -> list[Step]:
    """The cycle's steps the campaign runs: poll, (dispatch), notify."""
    from watcher.cycle import STEPS

    keep = ("poll", "notify", "dispatch")
    return [s for s in STEPS if s.name in keep]


def run(rig: Rig, schedule: list[Fault], case: str = "case") -> Outcome:
    """Replay the timeline with ``schedule`` injected; cycles until each stage is quiescent."""
    gh, slack, webhook = rig.gh, rig.slack, rig.webhook
    gh.clear()
    slack.clear()
    webhook.clear()
    scenario(gh)
    db = rig.workdir / f"{case}.db"
    shutil.copy(rig.template, db)
    store = open_store(f"sqlite:///{db}")
    clock = FakeClock()
    env = {
        "SLACK_WEBHOOK_URL": slack.url,
        "WATCHER_WEBHOOK_URL": webhook.url,
        "WATCHER_WEBHOOK_SECRET": SECRET,
    }
    ctx = CycleContext(
        settings=Settings(github_api_url=gh.url),
        rules=rig.rules,
        store=store,
        clock=clock,
        sleep=clock.sleep,
        env=env,
        github_client_options={
            "timeout_s": CLIENT_TIMEOUT_S,
            "jitter": lambda: 0.5,
        },
    )
    # one notify client for the run; a fresh poll transport per cycle (a poll closes its
    # client); verify=False because building a CA bundle per client costs more than a cycle
    http = ctx.http = httpx.Client(timeout=5.0, verify=False)
    actions = start_actions(ctx, clock) if HAS_DISPATCH else None
    cycles = failed = 0
    try:
        for stage in range(len(STAGES)):
            advance_timeline(gh, stage)
            now = int(clock().timestamp())
            for fault in schedule:
                if fault.stage == stage:
                    inject(fault, gh, slack, webhook, now, actions)
            final = stage == len(STAGES) - 1
            quiet = 0
            for _ in range(MAX_CYCLES):
                cycles += 1
                ctx.github_transport = httpx.AsyncHTTPTransport(verify=False)
                try:
                    reports = run_cycle(ctx, steps())
                except WatcherError:
                    failed += 1
                    clock.sleep(60)
                    continue
                poll = next(r for r in reports if r.name == "poll")
                # a repository skipped, or waiting for the core limit: not quiescent yet
                if poll.summary["failed_repos"] or poll.summary["core_pending"]:
                    failed += 1
                elif not _pending(store):
                    quiet = quiet + 1 if not poll.summary["events"] else 0
                    # the last stage ends with one idle cycle: nothing may surface late
                    if not final or quiet:
                        break
                clock.sleep(600)  # let retry times come due
            else:
                raise AssertionError(
                    f"{case}: stage {STAGES[stage]} not quiescent after {MAX_CYCLES} cycles"
                )
        with gh.lock:
            gh.faults.clear()
        return Outcome(
            events=_events(store),
            # Slack has no idempotency key: count by the message's headline (one per event;
            # the body also carries the discovery time, which waiting on faults moves)
            slack=Counter(json.loads(p["body"])["text"] for p in slack.accepted),
            webhook=Counter(p["headers"].get("Idempotency-Key", "") for p in webhook.accepted),
            outbox=_outbox(store),
            dispatches=dispatch_counts(store, actions),
            faults_injected=sum(gh.injected.values())
            + slack.injected
            + webhook.injected
            + (
                sum(f.times for f in schedule if f.target == "actions")
                - len(actions.dispatch_failures)
                if actions is not None
                else 0
            ),
            cycles=cycles,
            failed_cycles=failed,
            slept_s=clock.slept,
        )
    finally:
        http.close()
        if actions is not None:
            actions.stop()
        store.dispose()
        db.unlink(missing_ok=True)
        for suffix in ("-wal", "-shm"):
            Path(f"{db}{suffix}").unlink(missing_ok=True)


def start_actions(ctx: CycleContext, clock: FakeClock) -> Any:
    """The loopback fake Actions API behind the real GitHub Actions backend (PyGithub)."""
    from github import Auth, Github

    from tests.fakes.actions_api import FakeActions
    from watcher.dispatch.github_actions import GitHubActionsBackend

    fake = FakeActions(clock=clock).start()
    gh = Github(
        base_url=fake.api_url,
        auth=Auth.Token(ACTIONS_TOKEN),
        lazy=True,
        retry=None,
        timeout=10,
        seconds_between_requests=None,
        seconds_between_writes=None,
    )
    assert ctx.http is not None
    backend = GitHubActionsBackend(
        gh,
        ctx.http,
        api_url=fake.api_url,
        token=ACTIONS_TOKEN,
        default_repo=fake.repo,
        clock=clock,
    )
    ctx.settings = Settings(
        github_api_url=ctx.settings.github_api_url, github_token=None, bench_repo=fake.repo
    )
    ctx.dispatch_backends = {"github-actions": backend}
    return fake


def dispatch_counts(store: Store, actions: Any) -> Counter[str]:
    """Dispatches per job id counted at the fake Actions API (queued jobs before dispatch
    landed); every queued job must be dispatched exactly once."""
    with store.engine.connect() as conn:
        jobs = Counter(str(r[0]) for r in conn.execute(sa.text("SELECT id FROM bench_job")))
    if actions is None:
        return jobs
    sent = Counter(str(d["inputs"]["job_id"]) for d in actions.dispatches)
    return Counter({f"queued {k}": n for k, n in jobs.items()}) + sent


def random_schedule(rng: random.Random) -> list[Fault]:
    """A schedule drawn like ``strategies.schedules`` but from a seeded ``random.Random``."""
    out = [
        Fault(
            stage=rng.randrange(len(STAGES)),
            target="github",
            kind=rng.choice(GITHUB_KINDS),
            times=rng.randint(1, 3),
            path=rng.choice(GITHUB_PATHS),
            wait_s=rng.choice([1, 30, 600, 3000]),
        )
        for _ in range(rng.randint(1, 6))
    ]
    for target in ("slack", "webhook"):
        out += [
            Fault(
                stage=rng.randint(1, len(STAGES) - 1),
                target=target,
                kind=rng.choice(SINK_KINDS),
                times=rng.randint(1, 2),
                wait_s=rng.choice([1, 30, 300]),
            )
            for _ in range(rng.randint(0, 2))
        ]
    if HAS_DISPATCH and rng.random() < 0.3:
        out.append(Fault(3, "actions", rng.choice(ACTIONS_KINDS), rng.randint(1, 2)))
    return out
