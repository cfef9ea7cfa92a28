"""A fresh clone with a token starts for real: `.env` holds a (fake) token and nothing else, the README's run
command's entry point (`bot.main`) runs, and the bot logs in, opens its default database (creating `var/`),
syncs its commands, connects and reaches *ready* — with Discord's HTTP side replaced by the recorder and the
gateway by READY and GUILD_CREATE payloads handed to discord.py's own parsers."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import dotenv
import pytest

import bot as bot_module
from tests.dispatch.fakediscord import FakeDiscord
from tests.dispatch.payloads import guild_create, text_channel
from tests.dispatch.sim import CHANNEL, GUILD, TOKEN


def test_a_fresh_clone_with_a_token_reaches_ready_and_creates_its_database(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fake_discord: FakeDiscord) -> None:
    monkeypatch.chdir(tmp_path)
    for name in ("DISCORD_TOKEN", "DATABASE_URL", "DEV_GUILD_ID", "SYNC_COMMANDS", "SHARD_COUNT", "SHARD_IDS",
                 "BOARDS_DIR", "LOG_LEVEL", "DEFAULT_LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={TOKEN}\n", encoding="utf-8")
    # The clone's root is this folder: bot.py finds .env beside itself, here beside the test's working folder.
    monkeypatch.setattr(bot_module, "load_dotenv", lambda: dotenv.load_dotenv(tmp_path / ".env"))
    seen: dict[str, Any] = {}

    async def gateway(self: bot_module.GameBot, *, reconnect: bool = True) -> None:
        """The gateway, replaced: one shard says READY, the server arrives, and the bot is stopped once ready."""
        del reconnect
        self.shard_count, self.shard_ids = 1, [0]
        self._connection.shard_count, self._connection.shard_ids = 1, [0]
        ready = asyncio.Event()
        async def on_ready() -> None:
            ready.set()

        self.add_listener(on_ready, "on_ready")
        user = fake_discord.bot_user
        self._connection.parsers["READY"]({
            "v": 10, "user": user, "guilds": [{"id": str(GUILD), "unavailable": True}], "session_id": "s",
            "resume_gateway_url": "wss://gateway.invalid", "shard": [0, 1],
            "application": {"id": user["id"], "flags": 0}})
        self._connection.parsers["GUILD_CREATE"](guild_create(GUILD, [text_channel(CHANNEL, GUILD)], user))
        await asyncio.wait_for(ready.wait(), timeout=30)
        seen["ready"] = True
        seen["guilds"] = [g.id for g in self.guilds]
        seen["store_open"] = self.store is not None
        await self.close()

    monkeypatch.setattr(bot_module.GameBot, "connect", gateway)
    assert bot_module.main([]) == 0
    assert seen.get("ready") and seen["guilds"] == [GUILD] and seen["store_open"]
    assert (tmp_path / "var" / "games.sqlite3").exists(), "the default database folder is created"
    assert fake_discord.count("sync") == 1, "a first start syncs the command tree"
