"""Open the state store and keep its schema current.

``open_store(url)`` returns a :class:`Store` (an SQLAlchemy engine plus helpers).
``Store.init()`` creates a fresh schema or upgrades an older one through the ordered
``MIGRATIONS``; the version lives in the ``schema_meta`` table.

SQLite runs in WAL mode with a busy timeout so a reader never blocks the poller and two
processes wait for each other instead of failing. PostgreSQL URLs use psycopg 3.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import (
    ArgumentError,
    DatabaseError,
    NoSuchModuleError,
    OperationalError,
    SQLAlchemyError,
)
from sqlalchemy.schema import CreateIndex, CreateTable
from sqlmodel import Session, SQLModel

from watcher import _crash as crash
from watcher.errors import StoreError, UsageError
from watcher.store import tables
from watcher.timestamps import iso as iso
from watcher.timestamps import utcnow as utcnow

SQLITE_BUSY_TIMEOUT_MS = 30_000


@dataclass(frozen=True)
class Migration:
    """One schema step from ``version - 1`` to ``version``."""

    version: int
    description: str
    apply: Callable[[Connection], None]


def _add_column(table: str, column: str, ddl_type: str) -> Callable[[Connection], None]:
    def apply(conn: Connection) -> None:
        cols = {c["name"] for c in sa.inspect(conn).get_columns(table)}
        if column not in cols:
            conn.execute(sa.text(f"ALTER TABLE {table} ADD COLUMN {column} {ddl_type}"))

    return apply


def _rebuild_sqlite(conn: Connection, names: Sequence[str], fill: dict[str, str]) -> None:
    """Rebuild SQLite tables into their current model shape, keeping every row.

    SQLite cannot drop or change a table constraint, so (as its manual describes) each
    table is created anew as ``<name>__new``, filled, the old ones dropped and the new
    ones renamed. ``names`` go parents first and must include every table that references
    one of them, so that no foreign key ever points at a dropped table (foreign keys stay
    on, the whole step is one transaction). ``fill`` gives SQL for new columns.
    """
    meta = SQLModel.metadata
    for name in names:
        ddl = str(CreateTable(meta.tables[name]).compile(dialect=conn.dialect))
        ddl = ddl.replace(f"CREATE TABLE {name} (", f"CREATE TABLE {name}__new (", 1)
        for other in names:
            ddl = ddl.replace(f"REFERENCES {other} (", f"REFERENCES {other}__new (")
        conn.execute(sa.text(ddl))
        old = {c["name"] for c in sa.inspect(conn).get_columns(name)}
        cols = [c.name for c in meta.tables[name].columns]
        select_list = ", ".join(c if c in old else fill[c] for c in cols)
        # names come from the models and the caller's constants, never from input
        insert = f"INSERT INTO {name}__new ({', '.join(cols)}) SELECT {select_list} FROM {name}"  # noqa: S608
        conn.execute(sa.text(insert))
    for name in reversed(names):
        conn.execute(sa.text(f"DROP TABLE {name}"))
    for name in names:  # SQLite (3.26+) rewrites the __new references as it renames
        conn.execute(sa.text(f"ALTER TABLE {name}__new RENAME TO {name}"))
        for index in meta.tables[name].indexes:
            conn.execute(CreateIndex(index))


def _job_generation(conn: Connection) -> None:
    """Schema 2: ``bench_job.generation``; the work tuple is unique per generation."""
    if conn.dialect.name != "postgresql":
        _rebuild_sqlite(conn, ["bench_job", "bench_job_event"], {"generation": "0"})
        return
    insp = sa.inspect(conn)
    if "generation" not in {c["name"] for c in insp.get_columns("bench_job")}:
        conn.execute(
            sa.text("ALTER TABLE bench_job ADD COLUMN generation INTEGER NOT NULL DEFAULT 0")
        )
        conn.execute(sa.text("ALTER TABLE bench_job ALTER COLUMN generation DROP DEFAULT"))
    for unique in insp.get_unique_constraints("bench_job"):
        if unique["name"] != tables.JOB_WORK_UNIQUE:
            conn.execute(sa.text(f'ALTER TABLE bench_job DROP CONSTRAINT "{unique["name"]}"'))
    if tables.JOB_WORK_UNIQUE not in {u["name"] for u in insp.get_unique_constraints("bench_job")}:
        conn.execute(
            sa.text(
                f"ALTER TABLE bench_job ADD CONSTRAINT {tables.JOB_WORK_UNIQUE} "
                f"UNIQUE ({', '.join(tables.JOB_WORK_COLUMNS)})"
            )
        )


# Append only. Version 1 is the first released schema (created whole by create_all).
# A later step adds what a newer release needs to a database an older release created;
# tables that are new in a step are created by create_all after the steps ran.
MIGRATIONS: list[Migration] = [
    Migration(1, "initial schema", lambda conn: None),
    Migration(2, "bench_job.generation: a job can be retried", _job_generation),
    # new tables only (source_state, claim_change): create_all adds them after the steps
    Migration(3, "claim sources beyond GitHub: source_state, claim_change", lambda conn: None),
    # new table only: create_all adds it after the steps
    Migration(4, "benchmarks skipped by policy: bench_skip", lambda conn: None),
]


def latest_version(migrations: Sequence[Migration] = MIGRATIONS) -> int:
    """The version a fresh or fully upgraded database is at."""
    return max(m.version for m in migrations)


def normalise_url(url: str) -> str:
    """Prefer psycopg 3 for ``postgresql://``/``postgres://`` URLs."""
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    return url


def _redact(url: str) -> str:
    try:
        return sa.engine.make_url(url).render_as_string(hide_password=True)
    except ArgumentError:
        return "<unparseable database URL>"


def store_name(url: str) -> str:
    """How an error names the store: the SQLite file's path, else the URL without password."""
    try:
        parsed = sa.engine.make_url(url)
    except ArgumentError:
        return "<unparseable database URL>"
    if parsed.get_backend_name() == "sqlite" and parsed.database:
        return parsed.database
    return _redact(url)


def describe_error(url: str, exc: BaseException) -> str:
    """One line for a database error: the store and what the driver said, never the SQL
    statement or its parameters (they hold stored documents)."""
    orig = getattr(exc, "orig", None) or exc
    lines = str(orig).strip().splitlines()
    said = lines[0] if lines else orig.__class__.__name__
    if isinstance(exc, SQLAlchemyError) and orig is exc:
        said = f"{exc.__class__.__name__}: {said.split(' [SQL: ')[0]}"
    return f"{store_name(url)}: {said[:300]}"


def newer_schema(url: str, found: int, known: int) -> str:
    """The refusal for a database a newer watcher wrote."""
    return (
        f"database {store_name(url)} is at schema {found}, newer than this watcher knows "
        f"({known}); upgrade the watcher (this one will not read or write it)"
    )


class Store:
    """The state store: an engine, sessions, and schema management."""

    def __init__(self, engine: Engine, url: str) -> None:
        self.engine = engine
        self.url = url

    @property
    def dialect(self) -> str:
        """``sqlite`` or ``postgresql``."""
        return self.engine.dialect.name

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A session whose transaction commits on success and rolls back on error."""
        with Session(self.engine, expire_on_commit=False) as session:
            try:
                yield session
                crash.point("store.commit")
                session.commit()
            except BaseException:
                session.rollback()
                raise

    def version(self) -> int | None:
        """Schema version, or None for an empty database."""
        with self.engine.connect() as conn:
            if not sa.inspect(conn).has_table("schema_meta"):
                return None
            row = conn.execute(sa.text("SELECT version FROM schema_meta WHERE id = 1")).first()
            return int(row[0]) if row else None

    def init(self, migrations: Sequence[Migration] = MIGRATIONS) -> tuple[int | None, int]:
        """Create or upgrade the schema; returns (version before, version after)."""
        target = latest_version(migrations)
        self.check_integrity()  # never call a damaged file "current"
        try:
            with self.engine.begin() as conn:
                if self.dialect == "postgresql":
                    # one initialiser at a time across replicas
                    conn.execute(sa.text("SELECT pg_advisory_xact_lock(7270301)"))
                insp = sa.inspect(conn)
                before: int | None = None
                if insp.has_table("schema_meta"):
                    row = conn.execute(
                        sa.text("SELECT version FROM schema_meta WHERE id = 1")
                    ).first()
                    before = int(row[0]) if row else None
                if before is not None and before > target:
                    raise StoreError(newer_schema(self.url, before, target))
                if before is not None:
                    for m in sorted(migrations, key=lambda m: m.version):
                        if m.version > before:
                            m.apply(conn)
                names = [str(t.__tablename__) for t in tables.ALL_TABLES]  # type: ignore[attr-defined]
                table_objs = [SQLModel.metadata.tables[n] for n in names]
                SQLModel.metadata.create_all(conn, tables=table_objs)
                now = utcnow()
                if before is None:
                    conn.execute(sa.text("DELETE FROM schema_meta"))
                    conn.execute(
                        sa.text(
                            "INSERT INTO schema_meta (id, version, upgraded_at) VALUES (1, :v, :t)"
                        ),
                        {"v": target, "t": now},
                    )
                elif before < target:
                    conn.execute(
                        sa.text(
                            "UPDATE schema_meta SET version = :v, upgraded_at = :t WHERE id = 1"
                        ),
                        {"v": target, "t": now},
                    )
                return before, target
        except StoreError:
            raise
        except SQLAlchemyError as exc:
            raise StoreError(f"cannot initialise {describe_error(self.url, exc)}") from exc

    def require_current(self) -> None:
        """Raise StoreError unless ``watcher init`` has brought the schema up to date."""
        parsed = sa.engine.make_url(self.url)
        if (
            parsed.get_backend_name() == "sqlite"
            and parsed.database not in (None, "", ":memory:")
            and parsed.query.get("uri") != "true"  # file:...?mode=ro: SQLite reads the path
            and not Path(parsed.database).exists()
        ):
            raise StoreError(f"no database at {parsed.database}: run `watcher init` first")
        try:
            version = self.version()
        except SQLAlchemyError as exc:
            raise StoreError(f"cannot open {describe_error(self.url, exc)}") from exc
        if version is not None and version > latest_version():
            raise StoreError(newer_schema(self.url, version, latest_version()))
        if version is None or version < latest_version():
            raise StoreError(
                f"database {_redact(self.url)} is not initialised or is older than "
                "this watcher: run `watcher init`"
            )
        self.check_integrity()

    def check_integrity(self) -> None:
        """SQLite: raise StoreError when the file is damaged (``PRAGMA quick_check``, which
        reads every page once: milliseconds for a watcher's few MB)."""
        if self.dialect != "sqlite":
            return
        try:
            with self.engine.connect() as conn:
                rows = [str(r[0]) for r in conn.execute(sa.text("PRAGMA quick_check")).all()]
        except OperationalError as exc:  # locked, unreadable: not damage
            raise StoreError(describe_error(self.url, exc)) from exc
        except DatabaseError as exc:  # "malformed", "not a database": damaged too
            rows = [describe_error(self.url, exc).removeprefix(f"{store_name(self.url)}: ")]
        except SQLAlchemyError as exc:
            raise StoreError(describe_error(self.url, exc)) from exc
        if rows != ["ok"]:
            raise StoreError(
                f"{store_name(self.url)}: the database file is damaged ({rows[0][:120]}); "
                "restore it from a copy, or move it away and run `watcher init`"
            )

    def dispose(self) -> None:
        """Close pooled connections."""
        self.engine.dispose()


def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
    cur = dbapi_conn.cursor()
    cur.execute(f"PRAGMA busy_timeout = {SQLITE_BUSY_TIMEOUT_MS}")
    cur.execute("PRAGMA journal_mode = WAL")
    cur.execute("PRAGMA synchronous = NORMAL")
    cur.execute("PRAGMA foreign_keys = ON")
    cur.close()


def open_store(url: str) -> Store:
    """Open (not create) the store at ``url``; raise UsageError for a bad URL."""
    url = normalise_url(url)
    try:
        parsed = sa.engine.make_url(url)
    except ArgumentError as exc:
        raise UsageError(f"WATCHER_DB is not a database URL: {exc}") from exc
    try:
        if parsed.get_backend_name() == "sqlite":
            engine = sa.create_engine(url, connect_args={"timeout": SQLITE_BUSY_TIMEOUT_MS / 1000})
            sa.event.listen(engine, "connect", _sqlite_pragmas)
        else:
            engine = sa.create_engine(url, pool_pre_ping=True)
    except (NoSuchModuleError, ImportError) as exc:
        raise UsageError(
            f"no driver for {_redact(url)}: {exc} "
            "(for PostgreSQL: pip install 'upstream-watcher[postgres]')"
        ) from exc
    return Store(engine, url)


def insert_ignore(
    session: Session, model: type[SQLModel], values: dict[str, Any], conflict: Sequence[str]
) -> bool:
    """INSERT a row unless one with the same ``conflict`` columns exists; True if inserted.

    Portable across SQLite and PostgreSQL (``ON CONFLICT DO NOTHING``); safe under two
    writers, which is what "the same key is never written twice" rests on.
    """
    table = model.__table__  # type: ignore[attr-defined]
    dialect = session.get_bind().dialect.name
    stmt: Any
    if dialect == "postgresql":
        from sqlalchemy.dialects.postgresql import insert as pg_insert

        stmt = pg_insert(table).values(**values).on_conflict_do_nothing(index_elements=conflict)
    elif dialect == "sqlite":
        from sqlalchemy.dialects.sqlite import insert as sqlite_insert

        stmt = sqlite_insert(table).values(**values).on_conflict_do_nothing(index_elements=conflict)
    else:  # pragma: no cover - other dialects are not supported
        raise StoreError(f"unsupported database dialect {dialect}")
    # RETURNING tells inserted from skipped on both dialects (rowcount is not reliable here)
    result = session.execute(stmt.returning(table.c[conflict[0]]))
    return result.first() is not None


__all__ = [
    "MIGRATIONS",
    "Migration",
    "OperationalError",
    "Store",
    "describe_error",
    "insert_ignore",
    "iso",
    "latest_version",
    "open_store",
    "utcnow",
]
