"""Move every game from one store to another: SQLite -> PostgreSQL to scale out, PostgreSQL -> SQLite back.

    python -m store.copy SOURCE_URL TARGET_URL [--force] [--batch N]

    python -m store.copy games.db postgresql://bot@db.example:5432/mali
    python -m store.copy postgresql://bot@db.example:5432/mali sqlite:///games-back.db

URLs as in DATABASE_URL (store/factory.py). Stop every bot process first: the copy reads a still source.
Every game keeps its id, its log entries their sequence numbers and its snapshots their versions; server
settings come along. The target must be empty (--force empties it first). Afterwards the command checks that
both stores hold the same number of games, log entries, snapshots and settings, and that each game's sha256
checksum (canonical JSON of its row, log and snapshots) is the same on both sides; it exits 1 otherwise.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from store.bulk import bulk_for, checksum, read_history
from store.errors import StoreError
from store.factory import make_store
from store.interface import GameStore
from store.records import GameHistory
from store.secrets import redact
from store.sqlite import SqliteStore


@dataclass
class CopyReport:
    counts: dict[str, int]  # rows per table in the source (games, actions, snapshots, guild_settings)
    target_counts: dict[str, int]
    statuses: Counter[str] = field(default_factory=Counter)
    checksums: dict[int, str] = field(default_factory=dict)  # game id -> sha256 in the source
    mismatched: list[int] = field(default_factory=list)  # games whose checksum differs in the target
    settings_mismatched: list[int] = field(default_factory=list)
    erased: dict[str, int] = field(default_factory=dict)  # what --force removed from the target
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return self.counts == self.target_counts and not self.mismatched and not self.settings_mismatched

    def summary(self) -> str:
        c = self.counts
        lines = []
        if any(self.erased.values()):
            lines.append("emptied the target first (--force): " + ", ".join(f"{n} {t}" for t, n in self.erased.items()))
        statuses = ", ".join(f"{n} {s}" for s, n in sorted(self.statuses.items())) or "none"
        lines.append(f"copied {c['games']} games ({statuses}), {c['actions']} log entries, {c['snapshots']} snapshots,"
                     f" {c['guild_settings']} server settings in {self.seconds:.1f} s")
        if self.counts != self.target_counts:
            lines.append(f"COUNTS DIFFER: source {self.counts}, target {self.target_counts}")
        else:
            lines.append("counts match: " + ", ".join(f"{t} {n}" for t, n in self.target_counts.items()))
        if self.mismatched:
            lines.append(f"CHECKSUMS DIFFER for {len(self.mismatched)} games: {self.mismatched[:20]}")
        else:
            lines.append(f"checksums match for all {len(self.checksums)} games (sha256 of row + log + snapshots)")
        if self.settings_mismatched:
            lines.append(f"SETTINGS DIFFER for servers {self.settings_mismatched[:20]}")
        lines.append("OK" if self.ok else "FAILED")
        return "\n".join(lines)


async def copy_games(source: GameStore, target: GameStore, *, force: bool = False, batch: int = 200,
                     progress: Callable[[str], None] | None = None) -> CopyReport:
    """Copy everything from `source` to `target` (both open) and verify it; see the module docstring."""
    src, dst = bulk_for(source), bulk_for(target)
    started = time.perf_counter()
    existing = await dst.counts()
    erased: dict[str, int] = {}
    if any(existing.values()):
        if not force:
            raise StoreError("the target is not empty (" + ", ".join(f"{n} {t}" for t, n in existing.items() if n)
                             + "); use --force to empty it first")
        await dst.erase_all()
        erased = existing
    counts = await src.counts()
    report = CopyReport(counts=counts, target_counts={}, erased=erased)
    ids = await src.game_ids()
    for start in range(0, len(ids), batch):
        histories: list[GameHistory] = [await read_history(source, i) for i in ids[start:start + batch]]
        for h in histories:
            report.checksums[h.game.id] = checksum(h)
            report.statuses[h.game.status] += 1
        await dst.insert_histories(histories)
        if progress is not None:
            progress(f"  {min(start + batch, len(ids))}/{len(ids)} games")
    source_settings = await src.all_settings()
    for s in source_settings:
        await target.put_settings(s)
    for user, chosen, takes_dms, at in await src.all_player_settings():  # the players' own (issue 27)
        await target.put_player_settings(user, chosen, at, takes_dms=takes_dms)
    # verification: counts on both sides, then every game read back through the target's own interface
    if await src.counts() != counts:
        raise StoreError("the source changed during the copy: stop every bot process and run the copy again"
                         " with --force")
    report.target_counts = await dst.counts()
    for game_id, expected in report.checksums.items():
        if checksum(await read_history(target, game_id)) != expected:
            report.mismatched.append(game_id)
    report.settings_mismatched = [s.guild_id for s in source_settings if await target.settings(s.guild_id) != s]
    report.seconds = time.perf_counter() - started
    return report


def _same_database(a: str, b: str) -> bool:
    def norm(url: str) -> str:
        url = url.strip()
        if url.startswith("sqlite:///"):
            url = url[len("sqlite:///"):]
        if "://" not in url and url != ":memory:":
            return str(Path(url).resolve())
        return url.replace("postgres://", "postgresql://", 1)

    return norm(a) == norm(b)


async def run(source_url: str, target_url: str, *, force: bool = False, batch: int = 200,
              out: Callable[[str], None] = print) -> CopyReport:
    if _same_database(source_url, target_url):
        raise StoreError("the source and the target are the same database")
    source, target = make_store(source_url), make_store(target_url)
    if isinstance(source, SqliteStore) and source.path != ":memory:" and not Path(source.path).exists():
        raise StoreError(f"the source {source.path} does not exist")
    out(f"copying {redact(source_url)} -> {redact(target_url)}")
    await source.open()
    try:
        await target.open()
        try:
            report = await copy_games(source, target, force=force, batch=batch, progress=out)
        finally:
            await target.close()
    finally:
        await source.close()
    out(report.summary())
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m store.copy", description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("source", help="DATABASE_URL to copy from (a SQLite path, sqlite:///…, postgresql://…)")
    parser.add_argument("target", help="DATABASE_URL to copy to; must be empty unless --force")
    parser.add_argument("--force", action="store_true", help="empty a non-empty target first (deletes its games!)")
    parser.add_argument("--batch", type=int, default=200, help="games per write transaction (default 200)")
    args = parser.parse_args(argv)
    try:
        report = asyncio.run(run(args.source, args.target, force=args.force, batch=max(1, args.batch)))
    except StoreError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
