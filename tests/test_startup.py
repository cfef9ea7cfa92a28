"""Start-up: settings are checked with clear errors, the token never reaches a log, the sweeper starts and stops,
and without a token the run command opens the console table and says how to add one."""

from __future__ import annotations

import asyncio
import io
import logging
from contextlib import redirect_stdout
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
    monkeypatch.setattr("console.table.main", lambda argv: seen.append(argv) or 0)
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
