"""Assemble a run's ``watcher.bench-result/1`` document and validate it."""

from __future__ import annotations

import json
from typing import Any

from watcher import __version__
from watcher.bench.result import SCHEMA, parse_result
from watcher.bench.runstate import RunState
from watcher.errors import ResultInvalid


def result_document(run: RunState, failure: dict[str, Any] | None) -> dict[str, Any]:
    """Assemble and validate the result document."""
    spec = run.spec
    metrics = {} if failure is not None else run.metrics
    doc: dict[str, Any] = {
        "schema": SCHEMA,
        "job_id": run.job_id,
        "status": "failed" if failure is not None else "succeeded",
        "failure": failure,
        "engine": {
            "name": spec.engine,
            "version": run.version.version,
            "commit": run.version.commit,
            "mode": spec.mode,
            "ref": spec.engine_ref,
            "mode_flags": list(run.loaded.mode_flags),
            "version_source": run.version_source,
        },
        "model": run.model,
        "hardware": run.gpu_info.to_hardware(),
        "settings": {
            "concurrency": spec.concurrency,
            "prompt_tokens": spec.prompt_tokens,
            "max_tokens": spec.max_tokens,
            "context": spec.context,
            "repeats": spec.repeats,
            "warmup": spec.warmup,
            "endpoint": run.engine.endpoint_label,
            **run.settings_extra,
        },
        "metrics": metrics,
        "command": run.argv,
        "started_at": run.started_at,
        "finished_at": run.seams.now(),
        "spec": {"name": run.loaded.name, "source": run.loaded.source},
        "harness": {"name": "upstream-watcher", "version": __version__},
    }
    if spec.hardware:
        doc["hardware"]["expected"] = spec.hardware
    try:
        parse_result(json.loads(json.dumps(doc)), where=f"result {run.job_id}")
    except ResultInvalid as exc:
        if failure is not None and failure.get("kind") == "internal":
            raise  # the failed document itself is invalid: a harness bug, loudly
        return result_document(
            run, {"kind": "internal", "message": f"the harness produced an invalid result: {exc}"}
        )
    return doc
