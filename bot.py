"""Start the game master: the Discord bot when a token is configured, otherwise the local console table.

    python bot.py              # reads DISCORD_TOKEN and the other settings from the environment or .env
    python bot.py --local ...  # the console table, whatever the configuration (options: --local --help)

The console table never imports the Discord library (half a second of start-up): run as a script, this module
starts the table before the Discord half below is imported (tests/console/test_startup_imports.py).
"""

from __future__ import annotations

import logging
import sys
from typing import Any

from dotenv import load_dotenv

from settings import Settings, SettingsError, from_env

log = logging.getLogger("mp.bot")

COGS = ("cogs.lobby", "cogs.info", "cogs.moderation", "cogs.turn", "cogs.games")  # cogs.games: each game's own
SWEEP_SECONDS = 30
DM_COMMANDS = frozenset({"rules", "help"})  # the only commands that mean something outside a server


class StartupFailed(Exception):
    """Start-up stopped for a reason the log already gave in one line."""


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


def configure_logging(settings: Settings) -> None:
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    for handler in logging.getLogger().handlers:
        handler.addFilter(TokenFilter(settings))


def start(argv: list[str]) -> int | None:
    """Check the settings and run the console table when it is what starts (no token, or --local): its exit
    code, or 2 for a bad setting; None when the Discord bot should start instead."""
    load_dotenv()
    try:
        settings = from_env()
    except SettingsError as err:
        print(f"Configuration problem: {err}", file=sys.stderr)
        return 2
    if "--local" not in argv and settings.has_token:
        return None
    from console.shell import main as table_main
    from console.shell import tell_no_token

    if not settings.has_token:
        tell_no_token(argv)  # in the table's language (--lang)
    return table_main([a for a in argv if a != "--local"])


def main(argv: list[str]) -> int:
    code = start(argv)
    return run_bot(from_env()) if code is None else code


if __name__ == "__main__":  # the console table starts here, before the Discord library is imported below
    _code = start(sys.argv[1:])
    if _code is not None:
        sys.exit(_code)

import aiohttp  # noqa: E402  (as discord, below the console's way out)
import discord  # noqa: E402  (below the console's way out: the table never waits for it)
from discord.ext import commands  # noqa: E402

SERVERS_ONLY = discord.app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False)


def quiet_voice() -> None:
    """This bot never joins a voice channel, so discord.py's warnings that the voice libraries (PyNaCl, davey)
    are missing are no news: turned off by the library's own switches (it turns them off after warning once)."""
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False


class GameBot(commands.AutoShardedBot):
    """The bot: one service over one store; cogs for commands; persistent buttons; the deadline sweeper."""

    def __init__(self, settings: Settings) -> None:
        quiet_voice()
        intents = discord.Intents.default()  # slash commands need no privileged intents
        kwargs: dict[str, Any] = {}
        if settings.shard_count is not None:
            kwargs["shard_count"] = settings.shard_count
        if settings.shard_ids is not None:
            kwargs["shard_ids"] = list(settings.shard_ids)
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None,
                         tree_cls=server_tree(), allowed_contexts=SERVERS_ONLY, **kwargs)
        self.settings = settings
        self.default_language = settings.default_language
        self.service: Any = None
        self.store: Any = None
        self.sweeper: Any = None
        self.deliverer: Any = None  # the outbox's deliverer (cogs/deliverer.py), started in setup_hook

    async def setup_hook(self) -> None:
        from cogs.deliverer import Deliverer
        from cogs.i18n import CatalogueTranslator
        from cogs.prompt import PROMPT
        from games import problems
        from render import start_warm_up
        from service.startup import StoreUnavailable, describe, open_store, running_games
        from service.table import TableService

        missing = problems()
        if missing:  # a game that lacks a part fails here, not later in a player's face
            for line in missing:
                log.error("cannot start: %s", line)
            raise StartupFailed(missing[0])
        start_warm_up()  # both languages' static board layers, off the event loop: the first board is quick
        try:
            self.store = await open_store(self.settings.database_url)
        except StoreUnavailable as e:
            log.error("cannot start: %s", e)
            raise StartupFailed(str(e)) from None
        running = await running_games(self.store)
        log.info("database: %s; %s running", describe(self.settings.database_url),
                 "? games" if running is None else f"{running} game{'' if running == 1 else 's'}")
        self.service = TableService(self.store, default_game=self.settings.default_game or None,
                                    cache_size=self.settings.cache_size, read_seconds=self.settings.cache_seconds)
        self.deliverer = Deliverer(self, self.store, PROMPT)  # service/delivery.py over cogs/sender.py
        self.deliverer.start()  # first it posts what was committed but never delivered (a crash, a restart)
        await self.tree.set_translator(CatalogueTranslator())
        for name in COGS:
            await self.load_extension(name)
        await self.sync_tree()

    async def sync_tree(self) -> bool:
        """Sync the slash commands only when they differ from the last sync (a hash kept beside the database),
        or when SYNC_COMMANDS=1 forces it; SYNC_COMMANDS=0 never syncs. True when a sync was sent."""
        from cogs.command_sync import remember_sync, sync_file, synced_hash, tree_hash

        if not self.settings.sync_commands:
            return False
        guild = discord.Object(id=self.settings.dev_guild_id) if self.settings.dev_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        commands_now = self.tree.get_commands(guild=guild)
        translator = self.tree.translator
        payload = [await c.get_translated_payload(self.tree, translator) if translator else c.to_dict(self.tree)
                   for c in commands_now]
        digest = tree_hash(payload, "global" if guild is None else str(guild.id))
        where = sync_file(self.store)
        if not self.settings.force_sync and synced_hash(where) == digest:
            log.info("slash commands unchanged since the last sync; not syncing (SYNC_COMMANDS=1 forces it)")
            return False
        await self.tree.sync(guild=guild)
        remember_sync(where, digest)
        log.info("slash commands synced (%d)%s", len(payload), "" if guild is None else f" to guild {guild.id}")
        return True

    async def close(self) -> None:
        if self.sweeper is not None:
            await self.sweeper.stop()
        if self.deliverer is not None:
            await self.deliverer.stop()
        await super().close()
        if self.store is not None:
            await self.store.close()

    async def post_deadline_news(self, outcome: Any) -> None:
        """What the sweeper decided (reminders, deadline passes, catch-up), as plain channel messages."""
        from cogs.kit import server_lang
        from cogs.prompt import PROMPT
        from cogs.sender import post_outcome

        deliverer = getattr(self, "deliverer", None)
        if getattr(outcome, "queued", False) and deliverer is not None:  # in the outbox: deliver it
            for channel_id in dict.fromkeys([outcome.channel_id, getattr(outcome, "alerts_to", None)]):
                if channel_id is not None:  # the moderators' channel has its own queue (issue 11: alerts)
                    await deliverer.flush(channel_id)
            return
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
        await post_outcome(self, outcome, channel, lang, guild, PROMPT)

    async def on_ready(self) -> None:
        """Start sweeping once connected: first the catch-up on what fell due while the bot was down."""
        if self.sweeper is None:
            from service.sweeper import Sweeper

            self.sweeper = Sweeper(self.service, self.post_deadline_news, interval=SWEEP_SECONDS)
            self.sweeper.start()


def server_tree() -> type[Any]:
    """The game tree, answering a command that arrives from a DM anyway (a client that ignores the tree's
    contexts, a command synced before them) with a polite private refusal instead of running it."""
    from cogs.edge import GameTree
    from cogs.i18n import bot_text, user_lang
    from cogs.kit import refuse

    class ServerTree(GameTree):
        async def interaction_check(self, interaction: discord.Interaction) -> bool:
            data: Any = interaction.data or {}
            if interaction.guild_id is not None or data.get("name") in DM_COMMANDS:
                return True
            lang = user_lang(interaction, str(getattr(self.client, "default_language", "pl")))
            if interaction.type is discord.InteractionType.autocomplete:
                await interaction.response.autocomplete([])
            else:
                await refuse(interaction, bot_text("servers_only", lang))
            return False

    return ServerTree


def run_bot(settings: Settings) -> int:
    """The Discord bot, until it is stopped; 2 when start-up failed for a reason already said."""
    configure_logging(settings)
    bot = GameBot(settings)
    try:
        bot.run(settings.token, log_handler=None)
    except StartupFailed:
        return 2  # the log has said why, in one line
    except discord.LoginFailure:
        print("Discord refused the token (DISCORD_TOKEN). Reset it in the developer portal, put the new one in .env,"
              " and start again.", file=sys.stderr)
        return 2
    except discord.PrivilegedIntentsRequired:
        print("Discord refused a privileged intent; this bot needs none. Check the bot's settings.", file=sys.stderr)
        return 2
    except aiohttp.ClientConnectorError as err:  # no route, no name resolution, a proxy that does not answer
        print(f"Cannot reach Discord: check the machine's connection or proxy ({err}).", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(run_bot(from_env()))
