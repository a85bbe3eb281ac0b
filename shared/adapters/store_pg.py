"""PgTx: the store's statements on a raw psycopg connection, writes held back and pipelined."""
from __future__ import annotations

import re

from shared.adapters.store_sql import LOCK, SQL
from shared.adapters.store_tx import Tx, TxHost

_PARAM = re.compile(r"(?<![:\w]):(\w+)")
_PG_SQL: dict[str, str] = {}


def _pg(name: str, lock: bool) -> str:
    """The psycopg form of a statement in SQL (`:name` -> `%(name)s`), converted once."""
    key = name + ("!" if lock else "")
    sql = _PG_SQL.get(key)
    if sql is None:
        sql = _PARAM.sub(r"%(\1)s", SQL[name].replace("%", "%%")) + (LOCK if lock else "")
        _PG_SQL[key] = sql
    return sql


class PgTx(Tx):
    """The same statements on the raw psycopg connection: writes wait for the next read or the commit and
    go with it in one pipeline; a write transaction's first statement carries its BEGIN the same way."""

    def __init__(self, raw, store: TxHost):
        super().__init__(None, store)
        self.raw = raw
        self._held: list[tuple] = []

    def rows(self, name: str, params: dict, lock: bool = False) -> list:
        from psycopg.rows import dict_row

        self.store.statements += 1
        cur = self.raw.cursor(row_factory=dict_row)
        if self._held or (not self.raw.autocommit and self.raw.info.transaction_status == 0):
            with self.raw.pipeline():
                self._send_held()
                cur.execute(_pg(name, lock), params)
        else:
            cur.execute(_pg(name, lock), params)
        return cur.fetchall()

    def batch(self, reads: list[tuple]) -> list[list]:
        from psycopg.rows import dict_row

        self.store.statements += len(reads)
        cursors = []
        with self.raw.pipeline():
            self._send_held()
            for name, params, lock in reads:
                cur = self.raw.cursor(row_factory=dict_row)
                cur.execute(_pg(name, lock), params)
                cursors.append(cur)
        return [cur.fetchall() for cur in cursors]

    def write(self, name: str, params) -> None:
        self.store.statements += 1
        self._held.append((_pg(name, False), params))

    def flush(self, commit: bool = False) -> None:
        if not self._held and not commit:
            return
        with self.raw.pipeline():
            self._send_held()
            if commit:
                self.raw.commit()  # SQLAlchemy's own COMMIT afterwards finds the session idle and sends nothing

    def core(self, stmt) -> list[dict]:
        from psycopg.rows import dict_row

        self.flush()
        self.store.statements += 1
        compiled = stmt.compile(dialect=self.store.engine.dialect, compile_kwargs={"render_postcompile": True})
        cur = self.raw.cursor(row_factory=dict_row)
        cur.execute(str(compiled), compiled.params)
        return cur.fetchall() if cur.description is not None else []

    def _send_held(self) -> None:
        cur = self.raw.cursor()
        for sql, params in self._held:
            if isinstance(params, list):
                cur.executemany(sql, params)
            else:
                cur.execute(sql, params)
        self._held.clear()
