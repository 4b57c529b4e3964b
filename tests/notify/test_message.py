"""Slack Block Kit and webhook bodies from outbox payloads."""

from __future__ import annotations

import json
import re

from tests.helpers import event_json
from tests.report import scenario
from watcher.notify.message import slack_body, slack_message, webhook_body

HOSTILE = (
    "<!channel> <!here> <@U024BE7LH> @everyone & <https://evil.test|click> "
    "*bold* | pipe\nnext line " + "Z" * 10_240
)


def _texts(body: dict) -> list[str]:  # type: ignore[type-arg]
    out = [body["text"]]
    for block in body["blocks"]:
        if "text" in block:
            out.append(block["text"]["text"])
        for el in block.get("elements", []):
            out.append(el["text"])
    return out


def test_slack_has_header_line_and_fallback() -> None:
    """Header names the event; the line links the PR; text is the plain fallback."""
    body = slack_body({"event": event_json()})
    types = [b["type"] for b in body["blocks"]]
    assert types == ["header", "section", "context"]
    assert body["blocks"][0]["text"] == {
        "type": "plain_text",
        "emoji": False,
        "text": "Pull request approved: sgl-project/sglang#46927",
    }
    assert (
        "<https://github.com/sgl-project/sglang/pull/46927|sgl-project/sglang#46927>"
        in body["blocks"][1]["text"]["text"]
    )
    assert body["text"].startswith("Pull request approved: sgl-project/sglang#46927 — ")
    assert body["unfurl_links"] is False


def test_slack_measurement_block_has_figure_setup_standing() -> None:
    """A measurement adds the figure with its setup and standing."""
    body = slack_body({"event": event_json(), "measurement": scenario.MEASURED["document"]})
    text = body["blocks"][2]["text"]["text"]
    assert text.startswith("*206.4 tok/s median (202.3–211.0 over 5 runs)*")
    assert "llama.cpp v0.9.0" in text and "AR mode" in text and "_measured by us_" in text


def test_slack_failed_measurement_and_claims() -> None:
    """A failed run shows the engine's message; claims show standing and verdict."""
    claim = dict(scenario.CLAIMS[3], verdict={"verdict": "not yet measured", "ratio": None})
    body = slack_body(
        {
            "event": event_json(),
            "measurement": scenario.FAILED["document"],
            "claims": [claim, scenario.CLAIMS[4]],
        }
    )
    texts = [b["text"]["text"] for b in body["blocks"] if b["type"] == "section"]
    assert "failed (model_load)" in texts[1]
    assert "key not found in model" in texts[1]
    assert texts[2].startswith("*claimed:* 453.59 tok/s") and "not yet measured" in texts[2]
    assert texts[3].startswith("*unverifiable:* 515 tok/s")


def test_slack_hostile_title_never_pings_and_fits() -> None:
    """Mentions, links and control text arrive as text; Block Kit limits hold."""
    body = slack_body({"event": event_json(title=HOSTILE)})
    raw = json.dumps(body)
    for text in _texts(body):
        assert not re.search(r"<[!@]", text)
        assert "<https://evil" not in text
        assert not re.search(r"@(channel|here|everyone)\b", text)
        assert "\n" not in text
        assert len(text) <= 3000
    assert len(body["blocks"][0]["text"]["text"]) <= 150
    assert "&lt;!channel&gt;" in body["blocks"][1]["text"]["text"]
    assert len(raw) < 20_000


def test_header_is_plain_and_capped() -> None:
    """The header is plain text (never parsed for mentions), at most 150 characters."""
    ev = event_json()
    ev["repo"] = "o/" + "r" * 400
    msg = slack_message({"event": ev})
    assert len(msg.header) == 150 and msg.header.endswith("…")


def test_webhook_body_is_stable_json() -> None:
    """Same input, same bytes; sorted keys; carries event, measurement and claims."""
    payload = {
        "event": event_json(title=HOSTILE),
        "measurement": scenario.MEASURED["document"],
        "claims": scenario.CLAIMS[:2],
    }
    a = webhook_body("k:webhook", payload)
    assert a == webhook_body("k:webhook", payload)
    doc = json.loads(a)
    assert list(doc) == sorted(doc)
    assert doc["schema"] == "watcher.notification/1"
    assert doc["idempotency_key"] == "k:webhook"
    assert doc["event"]["title"] == HOSTILE  # raw data: receivers escape for their medium
    assert doc["measurement"]["job_id"] == "clover-llama-ar-4090-v0.9.0"
    assert len(doc["claims"]) == 2


def test_measurement_inside_event_payload() -> None:
    """A measurement may ride in the event's own payload."""
    ev = event_json()
    ev["payload"] = {"measurement": {"figure": "1 tok/s", "setup": "s", "standing": "x"}}
    assert slack_message({"event": ev}).measurement == "*1 tok/s* — s — _x_"
