"""Backend ``github-actions``: dispatch the bench workflow, find its run, fetch its result.

- Dispatch: ``POST /repos/{o}/{r}/actions/workflows/{workflow}/dispatches`` (PyGithub
  ``Workflow.create_dispatch``) with string inputs ``job_id``, ``spec``, ``engine``,
  ``engine_ref`` and optional ``pr`` (docs/ARCHITECTURE.md "Bench workflow"); answered 204,
  no run id.
- Discovery: ``GET /repos/{o}/{r}/actions/runs?event=workflow_dispatch&created=>=T`` and the
  run whose ``display_title`` (the workflow's ``run-name``) names the job id as a word.
- Follow: ``GET /repos/{o}/{r}/actions/runs/{id}``; cancel with ``POST .../cancel``.
- Result: the run's artifact ``bench-result`` (``GET .../runs/{id}/artifacts``), whose
  ``archive_download_url`` answers 302 to a storage host. The token goes to the API host
  only, never to the redirect target; the zip and ``result.json`` are size-capped.

See https://docs.github.com/en/rest/actions/workflows#create-a-workflow-dispatch-event and
https://docs.github.com/en/rest/actions/artifacts#download-an-artifact.
"""

from __future__ import annotations

import datetime as dt
import io
import itertools
import re
import zipfile
from collections.abc import Callable
from urllib.parse import urljoin, urlsplit

import httpx
import requests
from github import Auth, Github, GithubException
from github.Repository import Repository
from github.WorkflowRun import WorkflowRun

from watcher.bench.result import parse_result
from watcher.context import CycleContext
from watcher.dispatch.backend import Submission
from watcher.dispatch.lifecycle import Job, Observation, iso, parse_iso, validate_ref
from watcher.errors import DispatchError, DispatchRejected, ResultInvalid, UsageError
from watcher.rules.models import Benchmark

ARTIFACT_NAME = "bench-result"
RESULT_FILE = "result.json"
MAX_ZIP_BYTES = 20 * 1024 * 1024
MAX_RESULT_BYTES = 4 * 1024 * 1024
CLOCK_SKEW_S = 120.0  # runs are searched from this long before the dispatch
MAX_RUNS_SCANNED = 1000
QUEUED = frozenset({"queued", "requested", "waiting", "pending"})
REDIRECTS = frozenset({301, 302, 303, 307, 308})


RUNNER_LABEL = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,99}")


def run_inputs(job: Job) -> dict[str, str]:
    """The workflow inputs for ``job``: strings only, the ref validated first."""
    inputs = {
        "job_id": job.id,
        "spec": job.benchmark,
        "engine": job.engine,
        "engine_ref": validate_ref(job.engine_ref),
    }
    if job.pr is not None:
        inputs["pr"] = str(int(job.pr))
    if not RUNNER_LABEL.fullmatch(job.runner or ""):
        raise DispatchRejected(f"job {job.id}: runner {job.runner!r} is not a runner label")
    inputs["runner"] = job.runner  # the workflow's runs-on: the benchmark's own pool
    return inputs


def names_job(title: str | None, job_id: str) -> bool:
    """True when ``title`` contains ``job_id`` as a whole word (not inside a longer id)."""
    if not title:
        return False
    return re.search(rf"(?<![A-Za-z0-9_-]){re.escape(job_id)}(?![A-Za-z0-9_-])", title) is not None


def _origin(url: str) -> tuple[str, str, int | None]:
    parts = urlsplit(url)
    return parts.scheme, (parts.hostname or "").lower(), parts.port


def _translate(exc: Exception, what: str) -> DispatchError:
    """PyGithub/requests errors → DispatchRejected (permanent) or DispatchError (retry)."""
    if isinstance(exc, GithubException):
        status = exc.status
        message = (
            exc.message
            or (exc.data.get("message") if isinstance(exc.data, dict) else None)
            or "no message"
        )
        text = f"{what}: HTTP {status}: {message}"
        headers = {k.lower(): v for k, v in (exc.headers or {}).items()}
        rate_limited = status == 429 or (
            status == 403
            and (headers.get("x-ratelimit-remaining") == "0" or "retry-after" in headers)
        )
        if status in (401, 403, 404, 410, 422) and not rate_limited:
            return DispatchRejected(text)
        return DispatchError(text)
    return DispatchError(f"{what}: {exc.__class__.__name__}: {exc}")


class GitHubActionsBackend:
    """Dispatch to a GitHub Actions workflow through PyGithub; fetch artifacts with httpx."""

    name = "github-actions"

    def __init__(
        self,
        gh: Github,
        http: httpx.Client,
        *,
        api_url: str,
        token: str | None,
        default_repo: str | None,
        default_workflow: str = "bench.yml",
        workflow_ref: str | None = None,
        clock: Callable[[], dt.datetime] = lambda: dt.datetime.now(dt.UTC),
        max_zip_bytes: int = MAX_ZIP_BYTES,
        max_result_bytes: int = MAX_RESULT_BYTES,
        listing_ttl_s: float = 20.0,
    ) -> None:
        self.gh = gh
        self.http = http
        self.api_url = api_url.rstrip("/")
        self.token = token
        self.default_repo = default_repo
        self.default_workflow = default_workflow
        self.workflow_ref = workflow_ref
        self.clock = clock
        self.max_zip_bytes = max_zip_bytes
        self.max_result_bytes = max_result_bytes
        self.listing_ttl_s = listing_ttl_s
        self._listings: dict[str, tuple[dt.datetime, str, list[WorkflowRun]]] = {}
        self._branches: dict[str, str] = {}

    # ----------------------------------------------------------------- interface

    def lease_s(self, bench: Benchmark) -> float:
        """A dispatch or a poll takes seconds; two minutes covers slow API answers."""
        return 120.0

    def submit(self, job: Job, bench: Benchmark) -> Submission:
        """POST the workflow_dispatch; the run is found later by its run-name."""
        inputs = run_inputs(job)
        repo = self._repo(bench)
        workflow = bench.workflow or self.default_workflow
        what = f"dispatch {self._repo_name(bench)}/{workflow}"
        try:
            ref = self._workflow_ref(bench, repo)
            repo.get_workflow(workflow).create_dispatch(ref=ref, inputs=inputs, throw=True)
        except (GithubException, requests.RequestException) as exc:
            raise _translate(exc, what) from exc
        return Submission()

    def recover(self, job: Job, bench: Benchmark) -> Submission | None:
        """The run an earlier attempt created, if GitHub lists one for this job id."""
        since = parse_iso(job.created_at) if job.created_at else self.clock()
        run = self._find_run(job, bench, since)
        if run is None:
            return None
        return Submission(backend_ref=str(run.id), url=run.html_url)

    def poll(self, job: Job, bench: Benchmark) -> Observation:
        """Find or re-read the run; on completion, collect its result."""
        repo = self._repo(bench)
        try:
            if job.backend_ref is None:
                since = parse_iso(job.dispatched_at or job.created_at)
                found = self._find_run(job, bench, since)
                if found is None:
                    return Observation("unknown")
                run = found
            else:
                run = repo.get_workflow_run(int(job.backend_ref))
            status, conclusion = run.status, run.conclusion
            ref, url = str(run.id), run.html_url
        except (GithubException, requests.RequestException) as exc:
            raise _translate(exc, f"follow run of job {job.id}") from exc
        if status != "completed":
            if status in QUEUED:
                return Observation("queued", backend_ref=ref, url=url)
            return Observation("running", backend_ref=ref, url=url)
        if conclusion == "cancelled":
            return Observation("cancelled", ref, url, reason="the workflow run was cancelled")
        if conclusion == "timed_out":
            return Observation("timed_out", ref, url, reason="the workflow run timed out")
        obs = self._collect(run, ref, url)
        if conclusion != "success" and obs.result is None:
            return Observation(
                "failed",
                ref,
                url,
                reason=f"the workflow run concluded {conclusion!s}"
                f" and left no valid result ({obs.reason})",
            )
        return obs

    def cancel(self, job: Job, bench: Benchmark) -> bool:
        """POST .../runs/{id}/cancel; False when there is no run or GitHub refused."""
        if job.backend_ref is None:
            return False
        try:
            return bool(self._repo(bench).get_workflow_run(int(job.backend_ref)).cancel())
        except (GithubException, requests.RequestException):
            return False

    # ------------------------------------------------------------------ helpers

    def _repo_name(self, bench: Benchmark) -> str:
        name = bench.repo or self.default_repo
        if not name:
            raise UsageError(
                "no repository to dispatch to: set WATCHER_BENCH_REPO (or "
                "GITHUB_REPOSITORY), or the benchmark's repo"
            )
        return name

    def _repo(self, bench: Benchmark) -> Repository:
        return self.gh.get_repo(self._repo_name(bench))

    def _workflow_ref(self, bench: Benchmark, repo: Repository) -> str:
        """WATCHER_BENCH_REF, else the repository's default branch (read once)."""
        if self.workflow_ref:
            return self.workflow_ref
        name = self._repo_name(bench)
        if name not in self._branches:
            self._branches[name] = repo.default_branch
        return self._branches[name]

    def _find_run(self, job: Job, bench: Benchmark, since: dt.datetime) -> WorkflowRun | None:
        """The oldest workflow_dispatch run created since ``since`` that names the job."""
        after = iso(since - dt.timedelta(seconds=CLOCK_SKEW_S))
        matches = [
            run
            for run in self._recent_runs(bench, after)
            if names_job(run.display_title, job.id) or names_job(run.name, job.id)
        ]
        if not matches:
            return None
        return min(matches, key=lambda r: (r.created_at, r.id))

    def _recent_runs(self, bench: Benchmark, after: str) -> list[WorkflowRun]:
        """workflow_dispatch runs created at or after ``after``, newest first.

        One listing serves every job of a pass: it is reused for ``listing_ttl_s`` when it
        covers ``after``, so discovering N jobs costs one paginated listing, not N.
        """
        name = self._repo_name(bench)
        now = self.clock()
        cached = self._listings.get(name)
        if cached is not None:
            fetched, since, runs = cached
            if (now - fetched).total_seconds() <= self.listing_ttl_s and since <= after:
                return runs
        repo = self._repo(bench)
        try:
            listed = repo.get_workflow_runs(event="workflow_dispatch", created=f">={after}")
            runs = list(itertools.islice(listed, MAX_RUNS_SCANNED))
        except (GithubException, requests.RequestException) as exc:
            raise _translate(exc, f"list workflow runs of {name}") from exc
        self._listings[name] = (now, after, runs)
        return runs

    def _collect(self, run: WorkflowRun, ref: str, url: str) -> Observation:
        """Download the ``bench-result`` artifact and validate its ``result.json``."""
        try:
            artifacts = [a for a in run.get_artifacts() if a.name == ARTIFACT_NAME]
        except (GithubException, requests.RequestException) as exc:
            raise _translate(exc, f"list artifacts of run {ref}") from exc
        if not artifacts:
            return Observation(
                "failed", ref, url, reason=f"the run has no artifact named {ARTIFACT_NAME!r}"
            )
        artifact = artifacts[0]
        if artifact.expired:
            return Observation("failed", ref, url, reason=f"artifact {ARTIFACT_NAME!r} has expired")
        if artifact.size_in_bytes and artifact.size_in_bytes > self.max_zip_bytes:
            return Observation(
                "failed",
                ref,
                url,
                reason=(
                    f"artifact {ARTIFACT_NAME!r} is {artifact.size_in_bytes} bytes, over the "
                    f"{self.max_zip_bytes}-byte cap"
                ),
            )
        where = f"{url} artifact {ARTIFACT_NAME}/{RESULT_FILE}"
        try:
            blob = self._download(artifact.archive_download_url)
            raw = read_result_file(blob, self.max_result_bytes)
            result = parse_result(raw, where=where)
        except ResultInvalid as exc:
            return Observation("failed", ref, url, reason=f"invalid result: {exc}")
        except DispatchRejected as exc:
            return Observation("failed", ref, url, reason=str(exc))
        return Observation("succeeded", ref, url, result=result, source=url)

    def _download(self, url: str) -> bytes:
        """GET ``url`` with the token, follow redirects by hand without it, cap the size."""
        api = _origin(self.api_url)
        headers = {"Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28"}
        for _hop in range(5):
            send = dict(headers)
            if self.token and _origin(url) == api:
                send["Authorization"] = f"Bearer {self.token}"
            try:
                with self.http.stream("GET", url, headers=send, follow_redirects=False) as resp:
                    if resp.status_code in REDIRECTS and "location" in resp.headers:
                        url = urljoin(url, resp.headers["location"])
                        continue
                    if resp.status_code in (404, 410):
                        raise DispatchRejected(f"artifact download {resp.status_code}: gone")
                    if resp.status_code >= 400:
                        raise DispatchError(
                            f"artifact download failed: HTTP {resp.status_code} "
                            f"from {_origin(url)[1]}"
                        )
                    declared = resp.headers.get("content-length")
                    if declared and declared.isdigit() and int(declared) > self.max_zip_bytes:
                        raise DispatchRejected(
                            f"artifact zip is {declared} bytes, over the "
                            f"{self.max_zip_bytes}-byte cap"
                        )
                    buf = bytearray()
                    for chunk in resp.iter_bytes():
                        buf += chunk
                        if len(buf) > self.max_zip_bytes:
                            raise DispatchRejected(
                                f"artifact zip exceeds the {self.max_zip_bytes}-byte cap"
                            )
                    return bytes(buf)
            except httpx.HTTPError as exc:
                raise DispatchError(
                    f"artifact download failed: {exc.__class__.__name__}: {exc}"
                ) from exc
        raise DispatchError("artifact download: too many redirects")


def read_result_file(blob: bytes, max_bytes: int = MAX_RESULT_BYTES) -> bytes:
    """``result.json`` from an artifact zip, size-capped; DispatchRejected if absent/bad."""
    try:
        with zipfile.ZipFile(io.BytesIO(blob)) as zf:
            members = [
                i
                for i in zf.infolist()
                if not i.is_dir() and i.filename.rsplit("/", 1)[-1] == RESULT_FILE
            ]
            if not members:
                raise DispatchRejected(f"the artifact holds no {RESULT_FILE}")
            info = min(members, key=lambda i: i.filename.count("/"))
            if info.file_size > max_bytes:
                raise DispatchRejected(
                    f"{RESULT_FILE} is {info.file_size} bytes, over the {max_bytes}-byte cap"
                )
            with zf.open(info) as fh:
                data = fh.read(max_bytes + 1)
            if len(data) > max_bytes:
                raise DispatchRejected(f"{RESULT_FILE} exceeds the {max_bytes}-byte cap")
            return data
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, EOFError) as exc:
        raise DispatchRejected(f"the artifact is not a readable zip: {exc}") from exc


def from_context(ctx: CycleContext) -> GitHubActionsBackend:
    """Build the backend from a cycle context (settings: API URL, token, repo, workflow)."""
    settings = ctx.settings
    gh = ctx.github or Github(
        base_url=settings.github_api_url,
        auth=Auth.Token(settings.github_token) if settings.github_token else None,
        lazy=True,
        retry=None,
        timeout=30,
        per_page=100,
    )
    http = ctx.http or httpx.Client(timeout=60.0)
    return GitHubActionsBackend(
        gh,
        http,
        api_url=settings.github_api_url,
        token=settings.github_token,
        default_repo=settings.bench_repo,
        default_workflow=settings.bench_workflow,
        workflow_ref=settings.bench_ref,
        clock=ctx.clock,
    )
