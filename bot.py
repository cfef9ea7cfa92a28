"""Start the game master: the Discord bot when a token is configured, otherwise the local console table.

    python bot.py              # reads DISCORD_TOKEN and the other settings from the environment or .env
    python bot.py --local ...  # the console table, whatever the configuration (options: --local --help)
"""

from __future__ import annotations

import logging
import sys
from typing import Any

import discord
from discord.ext import commands
from dotenv import load_dotenv

from settings import Settings, SettingsError, from_env

log = logging.getLogger("mp.bot")

NO_TOKEN = """No Discord token is configured, so the local console table starts instead.
To run the Discord bot: copy .env.example to .env, put your bot token after DISCORD_TOKEN=
(Discord developer portal -> your application -> Bot -> Reset Token), and run this command again.
"""

COGS = ("cogs.lobby", "cogs.play", "cogs.info", "cogs.moderation")
SWEEP_SECONDS = 30


class TokenFilter(logging.Filter):
    """Keeps the token out of every log line, whatever a library prints."""

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings

    def filter(self, record: logging.LogRecord) -> bool:
        if self.settings.token:
            record.msg = self.settings.redact(str(record.msg))
            if record.args:
                record.args = tuple(self.settings.redact(str(a)) if isinstance(a, str) else a
                                    for a in (record.args if isinstance(record.args, tuple) else (record.args,)))
        return True


class GameBot(commands.AutoShardedBot):
    """The bot: one service over one store; cogs for commands; persistent buttons; the deadline sweeper."""

    def __init__(self, settings: Settings) -> None:
        intents = discord.Intents.default()  # slash commands need no privileged intents
        kwargs: dict[str, Any] = {}
        if settings.shard_count is not None:
            kwargs["shard_count"] = settings.shard_count
        if settings.shard_ids is not None:
            kwargs["shard_ids"] = list(settings.shard_ids)
        from cogs.edge import GameTree

        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None,
                         tree_cls=GameTree, **kwargs)
        self.settings = settings
        self.default_language = settings.default_language
        self.service: Any = None
        self.store: Any = None
        self.sweeper: Any = None

    async def setup_hook(self) -> None:
        from cogs.buttons import TurnButton
        from cogs.i18n import CatalogueTranslator
        from render import start_warm_up
        from service.table import TableService
        from store.factory import make_store

        start_warm_up()  # both languages' static board layers, off the event loop: the first board is quick
        self.store = make_store(self.settings.database_url)
        await self.store.open()
        self.service = TableService(self.store, cache_size=self.settings.cache_size,
                                    read_seconds=self.settings.cache_seconds)
        await self.tree.set_translator(CatalogueTranslator())
        for name in COGS:
            await self.load_extension(name)
        self.add_dynamic_items(TurnButton)  # its failures, like the tree's and every view's: cogs/edge.py
        if self.settings.sync_commands:
            if self.settings.dev_guild_id:
                guild = discord.Object(id=self.settings.dev_guild_id)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
            else:
                await self.tree.sync()

    async def close(self) -> None:
        if self.sweeper is not None:
            await self.sweeper.stop()
        await super().close()
        if self.store is not None:
            await self.store.close()

    async def post_deadline_news(self, outcome: Any) -> None:
        """What the sweeper decided (reminders, deadline passes, catch-up), as plain channel messages."""
        from cogs.buttons import TurnPrompt
        from cogs.gateway import post_outcome, server_lang

        channel = self.get_channel(outcome.channel_id)
        if channel is None:
            try:
                channel = await self.fetch_channel(outcome.channel_id)
            except discord.HTTPException:
                log.warning("channel %s is gone; skipping its deadline news", outcome.channel_id)
                return
        if not isinstance(channel, discord.abc.Messageable):
            return
        guild = getattr(channel, "guild", None)
        lang = await server_lang(self, guild.id if guild else None)
        await post_outcome(self, outcome, channel, lang, guild, TurnPrompt())

    async def on_ready(self) -> None:
        """Start sweeping once connected: first the catch-up on what fell due while the bot was down."""
        if self.sweeper is None:
            from service.sweeper import Sweeper

            self.sweeper = Sweeper(self.service, self.post_deadline_news, interval=SWEEP_SECONDS)
            self.sweeper.start()


def configure_logging(settings: Settings) -> None:
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    for handler in logging.getLogger().handlers:
        handler.addFilter(TokenFilter(settings))


def main(argv: list[str]) -> int:
    load_dotenv()
    try:
        settings = from_env()
    except SettingsError as err:
        print(f"Configuration problem: {err}", file=sys.stderr)
        return 2
    if "--local" in argv or not settings.has_token:
        from console.table import main as table_main

        if not settings.has_token:
            print(NO_TOKEN)
        return table_main([a for a in argv if a != "--local"])
    configure_logging(settings)
    bot = GameBot(settings)
    try:
        bot.run(settings.token, log_handler=None)
    except discord.LoginFailure:
        print("Discord refused the token (DISCORD_TOKEN). Reset it in the developer portal, put the new one in .env,"
              " and start again.", file=sys.stderr)
        return 2
    except discord.PrivilegedIntentsRequired:
        print("Discord refused a privileged intent; this bot needs none. Check the bot's settings.", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
