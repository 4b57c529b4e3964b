"""The state store on SQLite and PostgreSQL: create, upgrade, and write each key once."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest
import sqlalchemy as sa
from sqlmodel import select

from watcher.errors import StoreError, UsageError
from watcher.store import (
    MIGRATIONS,
    Event,
    Migration,
    Store,
    insert_ignore,
    latest_version,
    open_store,
)
from watcher.store.db import _add_column, normalise_url

DATA = Path(__file__).resolve().parent.parent / "data"


def _event(key: str) -> dict:
    return {
        "key": key,
        "type": "pr_merged",
        "repo": "sgl-project/sglang",
        "number": 46927,
        "rule": "r",
        "at": "2026-11-29T00:00:00Z",
        "payload": {"merged": True},
    }


def test_init_creates_every_table(any_store: Store) -> None:
    """A fresh database gets all tables and the latest version."""
    names = set(sa.inspect(any_store.engine).get_table_names())
    assert {
        "event",
        "repo",
        "pr_snapshot",
        "release_snapshot",
        "http_cache",
        "bench_job",
        "bench_result",
        "claim",
        "outbox",
        "schema_meta",
    } <= names
    assert any_store.version() == latest_version()


def test_init_is_idempotent(any_store: Store) -> None:
    """Running init again on a current database changes nothing."""
    assert any_store.init() == (latest_version(), latest_version())


def test_insert_ignore_writes_a_key_once(any_store: Store) -> None:
    """The second insert of the same key is a no-op, not an error."""
    with any_store.session() as s:
        assert insert_ignore(s, Event, _event("k1"), ["key"]) is True
    with any_store.session() as s:
        assert insert_ignore(s, Event, _event("k1"), ["key"]) is False
        rows = s.exec(select(Event)).all()
    assert [r.key for r in rows] == ["k1"]
    assert rows[0].payload == {"merged": True}


def test_concurrent_writers_of_one_key(any_store: Store) -> None:
    """Eight threads racing to insert one key leave exactly one row, and one winner."""
    wins: list[bool] = []
    barrier = threading.Barrier(8)

    def worker() -> None:
        barrier.wait()
        with any_store.session() as s:
            wins.append(insert_ignore(s, Event, _event("race"), ["key"]))

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(wins) == [False] * 7 + [True]
    with any_store.session() as s:
        assert len(s.exec(select(Event)).all()) == 1


def test_rollback_leaves_nothing(any_store: Store) -> None:
    """A failure inside a session rolls back every write in it."""
    with pytest.raises(RuntimeError), any_store.session() as s:
        insert_ignore(s, Event, _event("k2"), ["key"])
        raise RuntimeError("crash between two writes")
    with any_store.session() as s:
        assert s.exec(select(Event)).all() == []


def test_upgrade_applies_new_migrations(any_store: Store) -> None:
    """A database at an older version gets the newer steps, and keeps its rows."""
    with any_store.session() as s:
        insert_ignore(s, Event, _event("old"), ["key"])
    newer = [
        *MIGRATIONS,
        Migration(latest_version() + 1, "add event.note", _add_column("event", "note", "VARCHAR")),
    ]
    before, after = any_store.init(newer)
    assert (before, after) == (latest_version(), latest_version() + 1)
    cols = {c["name"] for c in sa.inspect(any_store.engine).get_columns("event")}
    assert "note" in cols
    with any_store.engine.connect() as conn:
        assert conn.execute(sa.text("SELECT key FROM event")).scalars().all() == ["old"]
    # and the same step again is a no-op
    assert any_store.init(newer) == (latest_version() + 1, latest_version() + 1)


def test_newer_database_is_refused(any_store: Store) -> None:
    """A database written by a newer watcher is not silently downgraded."""
    with any_store.engine.begin() as conn:
        conn.execute(sa.text("UPDATE schema_meta SET version = 999"))
    with pytest.raises(StoreError, match="newer than this watcher"):
        any_store.init()


def test_database_from_version_1_upgrades(tmp_path: Path) -> None:
    """A SQLite file created by the first release (committed DDL) upgrades in place."""
    path = tmp_path / "v1.db"
    conn = sqlite3.connect(path)
    conn.executescript((DATA / "schema_v1.sqlite.sql").read_text())
    conn.execute(
        "INSERT INTO event (key, type, repo, rule, title, url, at, payload, "
        "recorded_at) VALUES ('k', 'pr_merged', 'a/b', 'r', '', '', 'now', '{}', '')"
    )
    conn.execute(f"INSERT INTO bench_job ({', '.join(JOB_V1)}) VALUES ({_job_v1_values('j0')})")
    conn.execute("INSERT INTO bench_job_event (job_id, event_key) VALUES ('j0', 'k')")
    conn.commit()
    conn.close()
    store = open_store(f"sqlite:///{path}")
    before, after = store.init()
    assert before == 1
    assert after == latest_version()
    with store.session() as s:
        assert [e.key for e in s.exec(select(Event)).all()] == ["k"]
    _job_rows_survive_and_generations_are_unique(store)
    with store.engine.connect() as c:
        assert c.execute(sa.text("PRAGMA foreign_key_check")).all() == []
        assert c.execute(sa.text("PRAGMA integrity_check")).scalar() == "ok"
        indexes = {i["name"] for i in sa.inspect(c).get_indexes("bench_job")}
        assert {"ix_bench_job_state", "ix_bench_job_benchmark"} <= indexes
    # every column of the current models exists after the upgrade
    insp = sa.inspect(store.engine)
    from watcher.store.tables import ALL_TABLES

    for table in ALL_TABLES:
        have = {c["name"] for c in insp.get_columns(table.__tablename__)}
        want = set(table.__table__.columns.keys())
        assert want <= have, (table.__tablename__, want - have)
    store.dispose()


JOB_V1 = ["id", "benchmark", "engine", "engine_ref", "mode", "runner", "backend", "state"]
JOB_V1 += ["attempts", "created_at", "updated_at"]


def _job_v1_values(job_id: str) -> str:
    return f"'{job_id}', 'b', 'sglang', 'abc', 'ar', 'gpu', 'command', 'failed', 1, 't', 't'"


def _job_rows_survive_and_generations_are_unique(store: Store) -> None:
    """After schema 2: the old job is generation 0 with its link; a retry row fits; a second
    generation-0 row for the same work does not."""
    with store.engine.begin() as c:
        row = c.execute(sa.text("SELECT id, generation, state FROM bench_job")).one()
        assert tuple(row) == ("j0", 0, "failed")
        assert c.execute(sa.text("SELECT job_id FROM bench_job_event")).scalars().all() == ["j0"]
        retry = _job_v1_values("j0-g1")
        c.execute(
            sa.text(f"INSERT INTO bench_job ({', '.join(JOB_V1)}, generation) VALUES ({retry}, 1)")
        )
    with pytest.raises(sa.exc.IntegrityError), store.engine.begin() as c:
        twin = _job_v1_values("j0-twin")
        c.execute(
            sa.text(f"INSERT INTO bench_job ({', '.join(JOB_V1)}, generation) VALUES ({twin}, 0)")
        )


def test_postgres_version_1_upgrades_to_job_generations(pg_store: Store) -> None:
    """A PostgreSQL database shaped like schema 1 (unnamed 4-column unique) upgrades."""
    with pg_store.engine.begin() as c:
        c.execute(sa.text("ALTER TABLE bench_job DROP CONSTRAINT uq_bench_job_work"))
        c.execute(sa.text("ALTER TABLE bench_job DROP COLUMN generation"))
        c.execute(sa.text("ALTER TABLE bench_job ADD UNIQUE (benchmark, engine_ref, mode, runner)"))
        c.execute(sa.text("UPDATE schema_meta SET version = 1"))
        c.execute(
            sa.text(f"INSERT INTO bench_job ({', '.join(JOB_V1)}) VALUES ({_job_v1_values('j0')})")
        )
        c.execute(
            sa.text(
                "INSERT INTO event (key, type, repo, rule, title, url, at, payload, recorded_at) "
                "VALUES ('k', 'pr_merged', 'a/b', 'r', '', '', 'now', '{}', '')"
            )
        )
        c.execute(sa.text("INSERT INTO bench_job_event (job_id, event_key) VALUES ('j0', 'k')"))
    assert pg_store.init() == (1, latest_version())
    _job_rows_survive_and_generations_are_unique(pg_store)
    uniques = sa.inspect(pg_store.engine).get_unique_constraints("bench_job")
    assert [u["name"] for u in uniques] == ["uq_bench_job_work"]
    assert pg_store.init() == (latest_version(), latest_version())


def test_sqlite_runs_in_wal_mode(store: Store) -> None:
    """WAL lets readers and the poller work at once."""
    with store.engine.connect() as conn:
        assert conn.execute(sa.text("PRAGMA journal_mode")).scalar() == "wal"


def test_require_current_on_missing_file(tmp_path: Path) -> None:
    """Opening a database that was never initialised says to run init, creating nothing."""
    path = tmp_path / "none.db"
    with pytest.raises(StoreError, match="watcher init"):
        open_store(f"sqlite:///{path}").require_current()
    assert not path.exists()


def test_bad_url_is_a_usage_error() -> None:
    """A malformed WATCHER_DB is a configuration error."""
    with pytest.raises(UsageError):
        open_store("not a url")


def test_postgres_urls_use_psycopg3() -> None:
    """postgresql:// and postgres:// both select the psycopg 3 driver."""
    assert normalise_url("postgresql://u@h/db") == "postgresql+psycopg://u@h/db"
    assert normalise_url("postgres://u@h/db") == "postgresql+psycopg://u@h/db"
    assert normalise_url("sqlite:///x.db") == "sqlite:///x.db"
