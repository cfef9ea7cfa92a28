"""Moving every game between stores (`python -m store.copy`) and choosing a store by DATABASE_URL."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

import pytest

from store import SqliteStore, StoreError
from store.bulk import bulk_for, checksum, read_history
from store.copy import copy_games, main
from store.factory import make_store, redact, split_postgres_url
from store.interface import GameStore
from store.postgres import PostgresStore
from store.records import FINISHED, GameChange, GameHistory, GameRecord, GuildSettings, NewGame, NewLogEntry
from tests.store.backends import backend_database
from tests.store.generate import generate


async def run_main(argv: list[str]) -> int:
    """`main` runs its own event loop; from inside a test's loop, run it in a thread."""
    return await asyncio.to_thread(main, argv)


async def checksums(store: GameStore) -> dict[int, str]:
    return {i: checksum(await read_history(store, i)) for i in await bulk_for(store).game_ids()}


async def test_sqlite_to_postgresql_to_sqlite_keeps_1000_games_identical(tmp_path: Path) -> None:
    async with backend_database("postgres", tmp_path) as pg:
        first, back = tmp_path / "first.db", tmp_path / "back.db"
        async with SqliteStore(first) as src:
            ids = await generate(src, 1000)
            counts = await bulk_for(src).counts()
            settings = await bulk_for(src).all_settings()
            kept = [i for i in ids if (await src.game(i)).pending]  # type: ignore[union-attr]
        assert len(kept) > 100, "games whose state is some logged moves behind (store/pending.py) are copied too"
        assert counts["games"] == 1000 and counts["actions"] > 5000 and counts["snapshots"] >= 1000

        async with SqliteStore(first) as src, make_store(pg.url) as mid:
            there = await copy_games(src, mid, batch=150)  # checks every game's checksum read back from PostgreSQL
            assert there.ok, there.summary()
            assert there.counts == counts == there.target_counts and sorted(there.checksums) == ids
            assert await bulk_for(mid).all_settings() == settings
            # the copy is a working store: the same due games, new ids after the copied ones
            assert ([d.game_id for d in await mid.claim_due(2e9, 2e9 + 1, limit=2000)]
                    == [d.game_id for d in await src.claim_due(2e9, 2e9 + 1, limit=2000)] != [])
            assert isinstance(mid, PostgresStore)
            max_seq = await mid.pool.fetchval("SELECT MAX(seq) FROM actions")
            fresh = await mid.create_game(NewGame(1, 777_777, "mali", {}, 1.0), [NewLogEntry("create", {}, 1.0)])
            assert fresh.id > max(ids) and (await mid.log(fresh.id))[0].seq > max_seq
            await mid.commit(fresh.id, 1, replace_status(fresh))
            with pytest.raises(StoreError, match="not empty"):
                await copy_games(src, mid)
            await bulk_for(mid).erase_all()  # what --force does first; now the same copy again, without the extra game
            assert (await copy_games(src, mid, batch=1000)).checksums == there.checksums

        async with make_store(pg.url) as mid, SqliteStore(back) as dst:
            home = await copy_games(mid, dst)
            assert home.ok, home.summary()
            assert home.checksums == there.checksums  # every game identical after the round trip
            assert home.target_counts == counts
            assert await bulk_for(dst).all_settings() == settings
        async with SqliteStore(first) as a, SqliteStore(back) as b:  # and equal as records, not only as hashes
            for i in [*ids[::37], *kept[:20]]:
                assert await read_history(a, i) == await read_history(b, i)
            fresh = await b.create_game(NewGame(1, 777_777, "mali", {}, 1.0))
            assert fresh.id > max(ids)


def replace_status(g: GameRecord) -> GameChange:
    return GameChange(FINISHED, g.meta, g.state, None, None, 2.0)


async def test_a_changed_game_shows_in_its_checksum(tmp_path: Path) -> None:
    async with SqliteStore(tmp_path / "a.db") as s:
        gid = (await generate(s, 2))[1]
        h = await read_history(s, gid)
        same = GameHistory(h.game, list(h.log), list(h.snapshots))
        assert checksum(same) == checksum(h)
        assert checksum(GameHistory(h.game, h.log[:-1], h.snapshots)) != checksum(h)
        changed_state = {**(h.game.state or {}), "round": -1}
        assert checksum(GameHistory(replace(h.game, state=changed_state), h.log, h.snapshots)) != checksum(h)
        assert checksum(GameHistory(h.game, h.log, [replace(h.snapshots[0], round=99)])) != checksum(h)


async def test_the_command_refuses_a_non_empty_target_unless_forced(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    src, dst = tmp_path / "src.db", tmp_path / "dst.db"
    async with SqliteStore(src) as s:
        await generate(s, 30)
    async with SqliteStore(dst) as d:
        await d.create_game(NewGame(None, 1, "mali", {"x": 1}, 1.0))
        await d.put_settings(GuildSettings(42, language="en"))

    assert await run_main([str(src), f"sqlite:///{dst}"]) == 2
    err = capsys.readouterr().err
    assert "not empty" in err and "--force" in err
    async with SqliteStore(dst) as d:  # untouched
        assert await bulk_for(d).counts() == {"games": 1, "actions": 0, "snapshots": 0, "guild_settings": 1}

    assert await run_main([str(src), f"sqlite:///{dst}", "--force", "--batch", "7"]) == 0
    out = capsys.readouterr().out
    assert "emptied the target first" in out and "copied 30 games" in out
    assert "checksums match for all 30 games" in out and out.rstrip().endswith("OK")
    async with SqliteStore(src) as s, SqliteStore(dst) as d:
        assert await checksums(d) == await checksums(s)
        assert await d.settings(42) == GuildSettings(42)  # the target's own settings went with --force


def test_the_command_refuses_nonsense(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "x.db"
    assert main([str(tmp_path / "missing.db"), str(db)]) == 2
    assert "does not exist" in capsys.readouterr().err
    assert not db.exists()
    assert main([str(db), f"sqlite:///{db}"]) == 2
    assert "same database" in capsys.readouterr().err
    assert main(["mysql://u@h/db", str(db)]) == 2
    assert "unsupported database URL" in capsys.readouterr().err


async def test_postgresql_to_postgresql_and_the_command_line(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    async with backend_database("postgres", tmp_path) as a, backend_database("postgres", tmp_path) as b:
        async with make_store(a.url) as s:
            await generate(s, 20)
            expected = await checksums(s)
        capsys.readouterr()
        assert await run_main([a.url, b.url]) == 0
        out = capsys.readouterr().out
        assert "copied 20 games" in out and "OK" in out
        async with make_store(b.url) as s:
            assert await checksums(s) == expected


# ---- DATABASE_URL ----

def test_make_store_picks_the_backend_by_url(tmp_path: Path) -> None:
    for url, path in [("games.db", "games.db"), (str(tmp_path / "g.db"), str(tmp_path / "g.db")),
                      ("sqlite:///data/games.db", "data/games.db"), ("sqlite:////var/lib/g.db", "/var/lib/g.db"),
                      ("sqlite:///:memory:", ":memory:"), (":memory:", ":memory:")]:
        s = make_store(url)
        assert isinstance(s, SqliteStore) and s.path == path, url
    s = make_store("postgresql://bot:pw@db.example:5432/mali?schema=bot1&sslmode=require")
    assert isinstance(s, PostgresStore)
    assert (s.dsn, s.schema) == ("postgresql://bot:pw@db.example:5432/mali?sslmode=require", "bot1")
    s = make_store("postgres://db.example/mali")
    assert isinstance(s, PostgresStore) and s.schema is None and s.max_size == 10
    s = make_store("postgres://db.example/mali?pool_max=3&application_name=x")
    assert isinstance(s, PostgresStore) and s.max_size == 3 and s.dsn == "postgres://db.example/mali?application_name=x"


@pytest.mark.parametrize("url", ["", "  ", "mysql://u@h/db", "http://x", "sqlite://", "postgres:db",
                                 "postgresql://h/db?schema=a&schema=b", "postgresql://h/db?schema=Bad-Name",
                                 "postgresql://h/db?pool_max=0", "postgresql://h/db?pool_max=many"])
def test_make_store_refuses_anything_else_clearly(url: str) -> None:
    with pytest.raises(StoreError):
        make_store(url)


def test_passwords_stay_out_of_messages() -> None:
    assert redact("postgresql://bot:s3cret@h/db") == "postgresql://bot:***@h/db"
    with pytest.raises(StoreError) as e:
        make_store("redis://bot:s3cret@h/0")
    assert "s3cret" not in str(e.value)
    assert split_postgres_url("postgresql://h/db?schema=x") == ("postgresql://h/db", {"schema": "x"})


async def test_an_unreachable_postgresql_is_a_clear_store_error() -> None:
    s = PostgresStore("postgresql://postgres@127.0.0.1:1/test", connect_kwargs={"timeout": 2})
    with pytest.raises(StoreError, match="cannot connect to PostgreSQL"):
        await s.open()


# ---- issue 23: a password given as a query parameter (or a password file) was printed in clear ----

SECRET_URLS = [("postgresql://bot:s3cret@h/db", "postgresql://bot:***@h/db"),
               ("postgresql://bot@h/db?password=s3cret", "postgresql://bot@h/db?password=***"),
               ("postgresql://bot@h/db?sslmode=require&passfile=/srv/s3cret.pgpass&schema=x",
                "postgresql://bot@h/db?sslmode=require&passfile=***&schema=x"),
               ("postgres://bot:s3cret@h/db?password=s3cret&sslpassword=s3cret",
                "postgres://bot:***@h/db?password=***&sslpassword=***"),
               ("postgresql://bot:p@ss:s3cret@h/db", "postgresql://bot:***@h/db"),
               ("error: cannot reach postgresql://bot:s3cret@h/db (host=h password=s3cret)",
                "error: cannot reach postgresql://bot:***@h/db (host=h password=***"),
               ("sqlite:///var/games.sqlite3", "sqlite:///var/games.sqlite3"),
               ("postgresql://h:5432/db?application_name=bot", "postgresql://h:5432/db?application_name=bot")]


@pytest.mark.parametrize(("text", "shown"), SECRET_URLS)
def test_redact_hides_every_form_of_a_password(text: str, shown: str) -> None:
    assert redact(text) == shown


def test_a_bad_url_names_its_database_without_the_password() -> None:
    for url in ("postgresql://h/db?password=s3cret&pool_max=0", "postgresql://h/db?passfile=/s3cret&schema=a&schema=b",
                "mysql://h/db?password=s3cret"):
        with pytest.raises(StoreError) as e:
            make_store(url)
        assert "s3cret" not in str(e.value) and "h/db" in str(e.value), str(e.value)


async def test_the_copy_tool_names_both_stores_without_their_passwords(tmp_path: Path) -> None:
    from store.copy import run

    said: list[str] = []
    source = "postgresql://bot:s3cret@127.0.0.1:1/games?password=s3cret-too&passfile=/srv/s3cret.pgpass"
    with pytest.raises(StoreError) as e:
        await run(source, str(tmp_path / "target.sqlite3"), out=said.append)
    printed = "\n".join([*said, str(e.value)])
    assert "127.0.0.1:1/games" in printed and "s3cret" not in printed, printed


@pytest.mark.parametrize("kind", ["sqlite", "postgres"])
async def test_players_settings_and_index_come_along(tmp_path: Path, kind: str) -> None:
    """Issue 27: a player's notification settings are copied as they are, and the copied games' seats are in the
    target's players' index (their turns and deadlines follow with each game's next commit)."""
    async with SqliteStore(tmp_path / "src.db") as src, backend_database(kind, tmp_path) as b:
        meta = {"host": 7, "seats": [{"user": 7, "colour": "red", "removed": False}]}
        await src.create_game(NewGame(1, 100, "mali", meta, 1.0))
        await src.put_player_settings(7, {"where": "dm"}, 2.0, takes_dms=True)
        dst = await b.open()
        try:
            await copy_games(src, dst)
            assert await dst.player_settings(7) == {"where": "dm"}
            assert [(g.channel_id, g.colour) for g in await dst.games_of(7)] == [(100, "red")]
        finally:
            await dst.close()
