"""Shared fixtures: a fresh store per test on SQLite, and on PostgreSQL where one answers.

PostgreSQL: ``WATCHER_TEST_PG_URL`` (an admin URL), else ``postgresql://postgres@127.0.0.1:5432/test``
if it accepts connections. Each test session creates its own throw-away database, so several
suites can share one server. With no server the ``pg_store`` tests are skipped, and the skip
reason says so. ``.ci/run`` starts or installs a server and sets ``WATCHER_REQUIRE_PG=1``,
which turns that skip into a failure, so CI never skips them silently.
"""

from __future__ import annotations

import os
import shutil
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa

from tests.fakes.github_api import FakeGitHub
from watcher.rules import Rules, load_rules
from watcher.store import Store, open_store

REPO_ROOT = Path(__file__).resolve().parent.parent

# With WATCHER_NO_SKIPS=1 (set by .ci/run) a skip is a failure unless its reason starts
# with one of these; each is explained in the README ("Tests that may skip").
ALLOWED_SKIPS = ("this machine has an NVIDIA GPU",)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """In CI a missing dependency must fail, not skip: turn unexplained skips into failures."""
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    if not (report.skipped and os.environ.get("WATCHER_NO_SKIPS")):
        return
    if hasattr(report, "wasxfail"):
        return
    reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
    reason = reason.removeprefix("Skipped: ")
    if reason.startswith(ALLOWED_SKIPS):
        return
    report.outcome = "failed"
    report.longrepr = (
        f"skipped in CI (WATCHER_NO_SKIPS): {reason} — install what it needs in .ci/run, "
        "or explain the skip in the README and add it to ALLOWED_SKIPS"
    )


RULES_DIR = REPO_ROOT / "rules"
DEFAULT_PG_ADMIN = "postgresql+psycopg://postgres@127.0.0.1:5432/test"


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    """An initialised SQLite store in a temp folder."""
    s = open_store(f"sqlite:///{tmp_path / 'watcher.db'}")
    s.init()
    yield s
    s.dispose()


def _pg_admin_url() -> str:
    return os.environ.get("WATCHER_TEST_PG_URL", DEFAULT_PG_ADMIN).replace(
        "postgresql://", "postgresql+psycopg://", 1
    )


@pytest.fixture(scope="session")
def pg_database_url() -> Iterator[str]:
    """URL of a throw-away PostgreSQL database for this test session."""
    admin_url = _pg_admin_url()
    try:
        admin = sa.create_engine(admin_url, isolation_level="AUTOCOMMIT")
        with admin.connect() as conn:
            conn.execute(sa.text("SELECT 1"))
    except Exception as exc:
        if os.environ.get("WATCHER_REQUIRE_PG"):
            pytest.fail(f"WATCHER_REQUIRE_PG is set but PostgreSQL is unreachable: {exc}")
        pytest.skip(f"no PostgreSQL at {admin_url.split('@')[-1]}: {exc.__class__.__name__}")
    name = f"watcher_test_{uuid.uuid4().hex[:10]}"
    with admin.connect() as conn:
        conn.execute(sa.text(f'CREATE DATABASE "{name}"'))
    url = sa.engine.make_url(admin_url).set(database=name).render_as_string(hide_password=False)
    try:
        yield url
    finally:
        with admin.connect() as conn:
            conn.execute(
                sa.text(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = :n"
                ),
                {"n": name},
            )
            conn.execute(sa.text(f'DROP DATABASE IF EXISTS "{name}"'))
        admin.dispose()


@pytest.fixture
def pg_store(pg_database_url: str) -> Iterator[Store]:
    """An initialised PostgreSQL store, emptied before each test."""
    s = open_store(pg_database_url)
    with s.engine.begin() as conn:
        conn.execute(sa.text("DROP SCHEMA public CASCADE"))
        conn.execute(sa.text("CREATE SCHEMA public"))
    s.init()
    yield s
    s.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def any_store(request: pytest.FixtureRequest) -> Store:
    """The same test on SQLite and on PostgreSQL."""
    if request.param == "sqlite":
        return request.getfixturevalue("store")
    return request.getfixturevalue("pg_store")


@pytest.fixture(scope="session")
def rules_dir() -> Path:
    """The shipped default rules folder."""
    return RULES_DIR


@pytest.fixture
def rules(rules_dir: Path) -> Rules:
    """The shipped rules, loaded (a folder's conftest may define its own)."""
    return load_rules(rules_dir)


@pytest.fixture
def fake_github() -> Iterator[FakeGitHub]:
    """A started fake GitHub on 127.0.0.1."""
    with FakeGitHub() as gh:
        yield gh


@pytest.fixture
def workdir(tmp_path: Path, rules_dir: Path) -> Path:
    """A temp folder holding a copy of the shipped rules (``rules/``), as a user's has."""
    shutil.copytree(rules_dir, tmp_path / "rules")
    return tmp_path
