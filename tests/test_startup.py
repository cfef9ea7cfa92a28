"""Start-up: settings are checked with clear errors, the token never reaches a log, the sweeper starts and stops,
and without a token the run command opens the console table and says how to add one."""

from __future__ import annotations

import asyncio
import io
import logging
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

import pytest

import bot as bot_module
from bot import GameBot, TokenFilter
from settings import Settings, SettingsError, from_env

TOKEN = "XfakeTokenForTestsOnly0000.AbCdEf.not-a-real-signature-just-a-test"  # not a real token


def test_settings_defaults_and_values() -> None:
    s = from_env({})
    assert not s.has_token and s.database_url == "var/games.sqlite3" and s.default_language == "pl"
    s = from_env({"DISCORD_TOKEN": TOKEN, "SHARD_COUNT": "4", "SHARD_IDS": "2,3", "SYNC_COMMANDS": "0",
                  "DEV_GUILD_ID": "123", "LOG_LEVEL": "debug", "DEFAULT_LANGUAGE": "en"})
    assert s.shard_ids == (2, 3) and s.shard_count == 4 and not s.sync_commands and s.dev_guild_id == 123
    assert TOKEN not in repr(s)


@pytest.mark.parametrize(("env", "needle"), [
    ({"DISCORD_TOKEN": "not a token"}, "DISCORD_TOKEN"),
    ({"LOG_LEVEL": "LOUD"}, "LOG_LEVEL"),
    ({"DEFAULT_LANGUAGE": "de"}, "DEFAULT_LANGUAGE"),
    ({"SHARD_IDS": "0,1"}, "SHARD_COUNT"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "0,5"}, "between 0"),
    ({"SHARD_COUNT": "two"}, "whole number"),
    ({"DEV_GUILD_ID": "abc"}, "DEV_GUILD_ID"),
])
def test_bad_settings_say_what_to_fix(env: dict[str, str], needle: str) -> None:
    with pytest.raises(SettingsError, match=needle):
        from_env(env)


def test_the_token_never_reaches_a_log_line() -> None:
    settings = from_env({"DISCORD_TOKEN": TOKEN})
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.addFilter(TokenFilter(settings))
    logger = logging.getLogger("test.token")
    logger.addHandler(handler)
    logger.propagate = False
    logger.warning("connecting with %s", TOKEN)
    logger.warning(f"header Authorization: Bot {TOKEN}")
    assert TOKEN not in stream.getvalue() and stream.getvalue().count("[token hidden]") == 2


class QuietService:
    def __init__(self) -> None:
        self.sweeps = 0

    async def sweep(self) -> list[Any]:
        self.sweeps += 1
        return []


async def test_the_sweeper_catches_up_when_the_bot_is_ready_and_stops_on_close() -> None:
    game_bot = GameBot(Settings())
    service = QuietService()
    game_bot.service = service
    await game_bot.on_ready()
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    assert service.sweeps == 1  # the catch-up runs at once, before the first interval
    first = game_bot.sweeper
    await game_bot.on_ready()  # a reconnect does not start a second sweeper
    assert game_bot.sweeper is first
    await game_bot.sweeper.stop()


def test_without_a_token_the_run_command_opens_the_console_table(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setattr(bot_module, "load_dotenv", lambda: None)
    seen: list[list[str]] = []
    monkeypatch.setattr("console.shell.main", lambda argv: seen.append(argv) or 0)
    out = io.StringIO()
    with redirect_stdout(out):
        assert bot_module.main(["--players", "orange,red"]) == 0
    assert seen == [["--players", "orange,red"]]
    assert "DISCORD_TOKEN" in out.getvalue() and ".env" in out.getvalue()


def test_a_bad_setting_stops_start_up_with_its_reason(monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LOG_LEVEL", "LOUD")
    monkeypatch.setattr(bot_module, "load_dotenv", lambda: None)
    assert bot_module.main([]) == 2
    assert "LOG_LEVEL" in capsys.readouterr().err


# ---- issue 11: a fresh clone starts, a store that cannot open says so in one line, the start-up line ----

async def test_a_fresh_clone_gets_its_database_folder(tmp_path: Path) -> None:
    from service.startup import open_store

    db = tmp_path / "var" / "games.sqlite3"
    store = await open_store(str(db))
    try:
        assert db.exists()
    finally:
        await store.close()


async def test_a_store_that_cannot_open_gives_one_clear_line(tmp_path: Path,
                                                             caplog: pytest.LogCaptureFixture) -> None:
    (tmp_path / "var").write_text("a file where the folder should be")
    game_bot = GameBot(Settings(database_url=str(tmp_path / "var" / "games.sqlite3"), sync_commands=False))
    with caplog.at_level(logging.INFO, logger="mp.bot"), pytest.raises(bot_module.StartupFailed):
        await game_bot.setup_hook()
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(errors) == 1 and errors[0].exc_info is None, errors
    assert "games.sqlite3" in errors[0].getMessage() and "DATABASE_URL" in errors[0].getMessage()
    assert "Traceback" not in caplog.text


def test_the_database_is_named_without_its_password() -> None:
    from service.startup import describe

    said = describe("postgresql://bot:s3cret-pass@db.example:5432/games")
    assert "PostgreSQL" in said and "db.example" in said and "s3cret-pass" not in said
    assert describe("var/games.sqlite3") == "SQLite var/games.sqlite3"


async def test_start_up_says_which_database_and_how_many_games_run(tmp_path: Path,
                                                                   caplog: pytest.LogCaptureFixture) -> None:
    from service.startup import open_store
    from store.records import NewGame

    db = tmp_path / "var" / "games.sqlite3"
    store = await open_store(str(db))
    game = await store.create_game(NewGame(channel_id=5, guild_id=1, game_type="mali_powstancy", meta={},
                                           status="running", state={}, created_at=0.0))
    assert game.status == "running"
    await store.close()
    game_bot = GameBot(Settings(database_url=str(db), sync_commands=False))
    try:
        with caplog.at_level(logging.INFO, logger="mp.bot"):
            await game_bot.setup_hook()
    finally:
        await game_bot.store.close()
    assert f"database: SQLite {db}; 1 game running" in caplog.text


# ---- issue 11: commands synced only when the tree changed, or when asked ----

async def synced_bot(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, **settings: Any) -> tuple[GameBot, list[int]]:
    game_bot = GameBot(Settings(database_url=str(tmp_path / "games.sqlite3"), **settings))
    calls: list[int] = []

    async def fake_sync(*, guild: Any = None) -> list[Any]:
        calls.append(0 if guild is None else guild.id)
        return []

    monkeypatch.setattr(game_bot.tree, "sync", fake_sync)
    await game_bot.setup_hook()
    await game_bot.store.close()
    return game_bot, calls


async def test_the_tree_is_synced_once_then_only_when_it_changes(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    _, first = await synced_bot(tmp_path, monkeypatch)
    assert first == [0]
    assert (tmp_path / "games.sqlite3.commands.sha256").exists()
    again, second = await synced_bot(tmp_path, monkeypatch)
    assert second == [], "the same tree is not synced again"
    from discord import app_commands

    @app_commands.command(name="extra", description="a new command")
    async def extra(interaction: Any) -> None: ...

    again.tree.add_command(extra)
    assert await again.sync_tree() is True, "a changed tree is synced"


async def test_sync_commands_1_forces_and_0_never_syncs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    await synced_bot(tmp_path, monkeypatch)
    _, forced = await synced_bot(tmp_path, monkeypatch, force_sync=True)
    assert forced == [0]
    (tmp_path / "games.sqlite3.commands.sha256").unlink()
    _, never = await synced_bot(tmp_path, monkeypatch, sync_commands=False)
    assert never == []
    assert from_env({"SYNC_COMMANDS": "1"}).force_sync and not from_env({}).force_sync
    assert from_env({}).sync_commands and not from_env({"SYNC_COMMANDS": "0"}).sync_commands


# ---- issue 11: game commands only in servers ----

def test_game_commands_are_for_servers_only_and_rules_help_everywhere() -> None:
    game_bot = GameBot(Settings())

    async def load() -> None:
        for name in bot_module.COGS:
            await game_bot.load_extension(name)

    asyncio.run(load())
    for command in game_bot.tree.get_commands():
        contexts = command.to_dict(game_bot.tree).get("contexts")
        if command.name in bot_module.DM_COMMANDS:
            assert contexts == [0, 1, 2], command.name
        else:
            assert contexts == [0], (command.name, contexts)


class DmResponse:
    def __init__(self) -> None:
        self.sent: list[tuple[str, bool]] = []

    def is_done(self) -> bool:
        return bool(self.sent)

    async def send_message(self, text: str, *, ephemeral: bool = False) -> None:
        self.sent.append((text, ephemeral))


class DmInteraction:
    guild_id = None
    locale = "en-US"
    guild_locale = None
    type = None

    def __init__(self, name: str) -> None:
        self.data = {"name": name}
        self.response = DmResponse()


async def test_a_game_command_arriving_from_a_dm_is_refused_politely() -> None:
    from cogs.i18n import bot_text

    tree = GameBot(Settings(default_language="en")).tree
    dm: Any = DmInteraction("move")
    assert await tree.interaction_check(dm) is False
    assert dm.response.sent == [(bot_text("servers_only", "en"), True)]
    helped: Any = DmInteraction("help")
    assert await tree.interaction_check(helped) is True and not helped.response.sent


async def test_a_game_lacking_a_part_stops_start_up_in_one_line(tmp_path: Path, toy_game: str,
                                                                caplog: pytest.LogCaptureFixture) -> None:
    """One door per game: a registered game whose descriptor names a part that is not there stops the bot at
    start-up, one line per problem, before anything opens (not later, in a player's face)."""
    from dataclasses import replace

    from games import register_game
    from tests import ten as toy

    register_game(replace(toy.SPEC, ui="tests.ten.no_ui"))
    game_bot = GameBot(Settings(database_url=str(tmp_path / "games.sqlite3"), sync_commands=False))
    with caplog.at_level(logging.INFO, logger="mp.bot"), pytest.raises(bot_module.StartupFailed):
        await game_bot.setup_hook()
    errors = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors == ["cannot start: game 'toy': ui 'tests.ten.no_ui' cannot be loaded (ModuleNotFoundError: No "
                      "module named 'tests.ten.no_ui')"], errors
    assert "Traceback" not in caplog.text and game_bot.store is None


# ---- issue 23: the database's password in every form stays out of the log, repr(Settings) and errors ----

SECRETS = ("s3cret-user-info", "s3cret-query", "s3cret-ssl", "/home/bot/.pgpass-s3cret")
URLS = ["postgresql://bot:s3cret-user-info@db.example:5432/games",
        "postgresql://bot@db.example:5432/games?password=s3cret-query",
        "postgres://bot@db.example/games?sslmode=require&passfile=/home/bot/.pgpass-s3cret",
        "postgresql://bot:s3cret-user-info@db.example/games?password=s3cret-query&sslpassword=s3cret-ssl",
        "host=db.example user=bot password='s3cret-query' dbname=games"]


@pytest.mark.parametrize("url", URLS)
def test_every_form_of_the_database_password_is_hidden_where_the_database_is_named(url: str) -> None:
    from service.startup import describe

    said = describe(url)
    assert "db.example" in said and "bot" in said and not any(s in said for s in SECRETS), said


def test_settings_show_their_database_without_its_password() -> None:
    url = URLS[3].replace("&sslpassword", "&passfile=/home/bot/.pgpass-s3cret&sslpassword")
    s = from_env({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": url})
    assert s.database_url == url  # kept as given: asyncpg needs it
    for shown in (repr(s), str(s), f"{s}"):
        assert "db.example" in shown and not any(x in shown for x in (*SECRETS, TOKEN)), shown


def test_the_log_filter_hides_secrets_in_every_form() -> None:
    """Issue 23: the filter redacted only string messages and string arguments; an exception, a non-string
    argument or a traceback carried the token or the password in clear."""
    settings = from_env({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": URLS[3]})
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.addFilter(TokenFilter(settings))
    logger = logging.getLogger("test.secrets")
    logger.addHandler(handler)
    logger.propagate = False
    try:
        logger.warning("database: %s", URLS[1])  # a string argument
        logger.warning("%d attempts: %s", 3, ConnectionError(f"cannot reach {URLS[0]}"))  # %d still works
        logger.warning("settings now: %s", settings)
        logger.warning("urls: %r", [URLS[2], TOKEN])  # a list argument
        logger.warning(ValueError(URLS[4]))  # not a string at all
        try:
            raise RuntimeError(f"login with {TOKEN} to {URLS[3]}")
        except RuntimeError:
            logger.exception("start-up failed")  # the traceback's text
        logger.warning("here", stack_info=True)
    finally:
        logger.removeHandler(handler)
    out = stream.getvalue()
    assert not any(x in out for x in (*SECRETS, TOKEN)), out
    assert "3 attempts" in out and "RuntimeError" in out and "Traceback" in out and "[token hidden]" in out
    assert out.count("db.example") >= 6


async def test_a_postgresql_that_cannot_open_is_named_without_its_password(caplog: pytest.LogCaptureFixture) -> None:
    url = "postgresql://bot:s3cret-user-info@127.0.0.1:1/games?password=s3cret-query&passfile=/home/bot/.pgpass-s3cret"
    game_bot = GameBot(Settings(database_url=url, sync_commands=False))
    with caplog.at_level(logging.INFO, logger="mp.bot"), pytest.raises(bot_module.StartupFailed) as failed:
        await game_bot.setup_hook()
    said = caplog.text + str(failed.value)
    assert "127.0.0.1" in said and "PostgreSQL" in said
    assert not any(s in said for s in SECRETS), said


@pytest.mark.parametrize(("env", "word"), [({"DISCORD_GLOBAL_RATE": "0"}, "above 0"),
                                           ({"DISCORD_GLOBAL_RATE": "60"}, "at most 50"),
                                           ({"DISCORD_GLOBAL_RATE": "fast"}, "requests per second"),
                                           ({"COMPUTER_DELAY_SECONDS": "-1"}, "at least 0"),
                                           ({"COMPUTER_DELAY_SECONDS": "nan"}, "at most 3600")])
def test_the_shared_budget_and_the_computers_pause_are_checked(env: dict[str, str], word: str) -> None:
    with pytest.raises(SettingsError, match=word):
        from_env(env)
    assert from_env({}).global_rate == 40.0 and from_env({}).computer_delay == 4.0
    assert from_env({"DISCORD_GLOBAL_RATE": "45", "COMPUTER_DELAY_SECONDS": "0"}).computer_delay == 0.0
