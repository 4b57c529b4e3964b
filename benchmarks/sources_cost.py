"""What polling claim sources costs (loopback fake Hub and web server).

Prints, for N Hub model cards + N feeds + N pages: (a) requests of the first poll (the
baselines), (b) requests and answers of an idle poll (target: one model-info GET per Hub
repo, one 304 per feed or page, nothing else), (c) requests after one edit per kind, (d)
the wall time of an idle poll, and (e) the time to extract the main text of a page at the
2 MiB bound (past 5,000 elements: visible text, not trafilatura). Run from the root:

    .venv/bin/python benchmarks/sources_cost.py            # 5 sources of each kind
    .venv/bin/python benchmarks/sources_cost.py --n 20
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402
import yaml  # noqa: E402

from tests.fakes.hub_api import FakeHub  # noqa: E402
from tests.fakes.scenario import CLOVER_CARD  # noqa: E402
from tests.fakes.web import ATOM, HTML, FakeWeb  # noqa: E402
from watcher.rules import Rules, load_rules  # noqa: E402
from watcher.sources import Fetcher, Pacer, RequestBudget, poll_sources  # noqa: E402
from watcher.sources.hub import HubReader  # noqa: E402
from watcher.sources.texts import page_text  # noqa: E402
from watcher.store import Store, open_store  # noqa: E402

FEED = (
    '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>b</title>'
    "<entry><id>tag:x,2026:{i}</id><title>post</title><link href='https://x.example/{i}'/>"
    "<updated>2026-11-20T10:00:00Z</updated><content type='html'>&lt;p&gt;Clover decodes "
    "{v} tok/s on 1x H200.&lt;/p&gt;</content></entry></feed>"
)
PAGE = (
    "<html><head><title>p</title></head><body><nav>Home</nav><article><h1>Clover</h1>"
    "<p>DiffuSpace's Clover-35B-A3B decodes {v} tok/s on 1x H200 with uncompressed weights, "
    "one request at a time, as measured by the vendor on its own servers.</p>"
    "</article><footer>(c)</footer></body></html>"
)


def poll(store: Store, rules: Rules, hub: FakeHub, cache: Path, now: dt.datetime) -> float:
    """One poll of every source; returns its wall time."""
    budget = RequestBudget(10_000)
    pacer = Pacer(min_interval_s=0.0)
    reader = HubReader(budget, pacer, endpoint=hub.url, cache_dir=str(cache))
    start = time.perf_counter()
    with httpx.Client() as client:
        poll_sources(
            store, rules, fetcher=Fetcher(client, budget, pacer), hub=reader, clock=lambda: now
        )
    return time.perf_counter() - start


def answers(hub: FakeHub, web: FakeWeb) -> Counter[str]:
    """What the fakes answered since the last reset, by kind."""
    out: Counter[str] = Counter()
    for method, path, status in hub.requests():
        out[
            f"hub {method} {path.split('/')[1] if path.startswith('/api') else 'resolve'} {status}"
        ] += 1
    for _, status in web.log:
        out[f"web GET {status}"] += 1
    return out


def reset(hub: FakeHub, web: FakeWeb) -> None:
    """Forget the requests seen."""
    hub.reset_log()
    with web.lock:
        web.log.clear()


def main() -> None:
    """Run the measurements and print them."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=5, help="sources of each kind")
    parser.add_argument("--repeats", type=int, default=5, help="idle polls to time")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, FakeHub() as hub, FakeWeb() as web:
        folder = Path(tmp) / "rules"
        folder.mkdir()
        (folder / "vocabulary.yaml").write_text((ROOT / "rules" / "vocabulary.yaml").read_text())
        sources = []
        for i in range(args.n):
            hub.commit(f"org/model-{i}", CLOVER_CARD)
            web.put(f"/feed-{i}", FEED.format(i=i, v=500 + i), ATOM)
            web.put(f"/page-{i}", PAGE.format(v=500 + i), HTML)
            sources += [
                {"name": f"card-{i}", "kind": "huggingface", "repo": f"org/model-{i}"},
                {"name": f"feed-{i}", "kind": "feed", "url": web.url(f"/feed-{i}")},
                {"name": f"page-{i}", "kind": "page", "url": web.url(f"/page-{i}")},
            ]
        (folder / "sources.yaml").write_text(yaml.safe_dump({"sources": sources}))
        rules = load_rules(folder)
        store = open_store(f"sqlite:///{tmp}/bench.db")
        store.init()
        now = dt.datetime(2026, 12, 1, tzinfo=dt.UTC)
        cache = Path(tmp) / "hf"

        first = poll(store, rules, hub, cache, now)
        print(f"sources: {args.n} Hub cards, {args.n} feeds, {args.n} pages")
        print(f"(a) first poll: {dict(answers(hub, web))} in {first:.2f} s")
        reset(hub, web)
        times = []
        for _ in range(args.repeats):
            times.append(poll(store, rules, hub, cache, now))
        idle = answers(hub, web)
        print(f"(b) idle poll, per poll: { {k: v // args.repeats for k, v in idle.items()} }")
        reset(hub, web)
        hub.commit("org/model-0", CLOVER_CARD.replace("515 tok/s", "540 tok/s"))
        web.put("/feed-0", FEED.format(i=0, v=999), ATOM)
        web.put("/page-0", PAGE.format(v=999), HTML)
        poll(store, rules, hub, cache, now)
        print(f"(c) after one edit of each kind: {dict(answers(hub, web))}")
        print(
            f"(d) idle poll wall time: median {statistics.median(times) * 1000:.0f} ms "
            f"over {args.repeats} polls of {3 * args.n} sources"
        )
        para = "<p>Clover decodes 515 tok/s on 1x H200.</p>"
        for label, n in (("an article of 4,000 paragraphs", 4000), ("a 2 MiB page", 47_000)):
            page = f"<html><body><nav>menu</nav><article>{para * n}</article></body></html>"
            start = time.perf_counter()
            text = page_text("big", page.encode(), "https://x.example/big")
            took = time.perf_counter() - start
            size = len(page) / 2**20
            print(
                f"(e) main text of {label} ({size:.2f} MiB): {took:.2f} s, {len(text.body):,} chars"
            )


if __name__ == "__main__":
    main()
