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

COGS = ("cogs.lobby", "cogs.info", "cogs.moderation", "cogs.turn", "cogs.away", "cogs.games",
        "cogs.where", "cogs.stats")  # cogs.games: each game's own
SWEEP_SECONDS = 30
DM_COMMANDS = frozenset({"rules", "help", "games", "notify"})  # the only commands that mean something outside a server


class StartupFailed(Exception):
    """Start-up stopped for a reason the log already gave in one line."""


class TokenFilter(logging.Filter):
    """Keeps the token and the database's password out of every log line, whatever a library prints: the
    message with its arguments filled in (whatever their types: an exception, a URL object, a dict), the
    traceback's text and the stack, each scrubbed by `Settings.redact`."""

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings

    def filter(self, record: logging.LogRecord) -> bool:
        redact = self.settings.redact
        try:
            message = record.getMessage()  # the arguments' own str(), as the formatter would write them
        except Exception:  # a message that does not match its arguments: each part as it is, still scrubbed
            message = f"{record.msg} {record.args!r}"
        record.msg, record.args = redact(message), None
        if record.exc_info and not record.exc_text:
            record.exc_text = FORMATTER.formatException(record.exc_info)  # what a handler would print
        if record.exc_text:
            record.exc_text = redact(record.exc_text)
        if record.stack_info:
            record.stack_info = redact(record.stack_info)
        return True


FORMATTER = logging.Formatter()


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
        self.identify_turns: Any = None  # gateway logins paced across processes (service/identify.py)
        self.web: Any = None  # the read-only web view (web/server.py), when WEB_PORT is set
        self.web_links: Any = None  # the links it opens (service/weblinks.py): what /game status hands out

    async def setup_hook(self) -> None:
        from cogs.deliverer import Deliverer
        from cogs.i18n import CatalogueTranslator
        from cogs.prompt import PROMPT
        from games import problems
        from render import start_warm_up
        from service.identify import IdentifyTurns
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
                                    cache_size=self.settings.cache_size, read_seconds=self.settings.cache_seconds,
                                    computer_delay=self.settings.computer_delay)
        self.deliverer = Deliverer(self, self.store, PROMPT,  # service/delivery.py over cogs/sender.py
                                   rate=self.settings.global_rate)
        self.identify_turns = IdentifyTurns(self.store, self.max_concurrency)
        self.deliverer.start()  # first it posts what was committed but never delivered (a crash, a restart)
        if self.settings.web_port is not None:
            await self.start_web()
        await self.tree.set_translator(CatalogueTranslator())
        for name in COGS:
            await self.load_extension(name)
        await self.sync_tree()

    async def start_web(self) -> None:
        """The read-only web view (issue 28) in this process: games' pages and servers' statistics."""
        from web.server import secret_of, start_web

        settings = self.settings
        try:
            self.web = await start_web(self.service, host=settings.web_host, port=int(settings.web_port or 0),
                                       secret=secret_of(settings.web_secret), public=settings.web_public_url)
        except OSError as e:
            log.error("cannot start: the web view cannot listen on %s:%s (%s)", settings.web_host, settings.web_port,
                      e.strerror or e)
            raise StartupFailed(f"WEB_PORT {settings.web_port}: {e.strerror or e}") from None
        self.web_links = self.web.links

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

    async def max_concurrency(self) -> int:
        """How many shards Discord lets this bot log in per 5 seconds (GET /gateway/bot)."""
        return (await self.fetch_session_start_limits()).max_concurrency

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Every process takes its login turn from the database, so processes starting together keep
        Discord's `max_concurrency` (discord.py alone spaces only one process's shards)."""
        if self.identify_turns is None:
            await super().before_identify_hook(shard_id, initial=initial)
        else:
            await self.identify_turns.wait(shard_id)

    async def close(self) -> None:
        if self.sweeper is not None:
            await self.sweeper.stop()
        if self.deliverer is not None:
            await self.deliverer.stop()
        if self.web is not None:
            await self.web.stop()
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
            deliverer.notify_soon(getattr(outcome, "notified", []))  # players' direct messages (issue 27)
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

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A tap on a component no handler knows (a button on a message from an older version of the bot, a
        malformed id) would get no answer at all, and Discord would show "This interaction failed": it gets a
        polite private one. discord.py hands every interaction to this event after its view store has
        dispatched the known ones (ConnectionState.parse_interaction_create)."""
        if interaction.type is not discord.InteractionType.component or self.knows_component(interaction):
            return
        from cogs.i18n import bot_text, user_lang
        from cogs.kit import refuse

        data: Any = interaction.data or {}
        log.info("a tap on a component the bot does not know: %r", str(data.get("custom_id", ""))[:100])
        try:
            await refuse(interaction, bot_text("unknown_component", user_lang(interaction, self.default_language)))
        except discord.HTTPException as e:  # Discord gave up on it meanwhile: nothing more to do
            log.warning("the answer to an unknown component failed: %s", e)

    def knows_component(self, interaction: discord.Interaction) -> bool:
        """Whether the view store dispatched this component to a handler, as its `dispatch_view` decides: a
        persistent (dynamic) item whose template matches the custom id, found on the message it was tapped on
        (discord.py calls it only then), or an item of a view kept for that message or for any message. Asked
        of discord.py's view store: there is no public way to list its dynamic items."""
        data: Any = interaction.data or {}
        custom_id = str(data.get("custom_id", ""))
        kind = int(data.get("component_type") or 0)
        store = self._connection._view_store
        if any(pattern.fullmatch(custom_id) for pattern in store._dynamic_items) and on_message(interaction, kind,
                                                                                                 custom_id):
            return True
        message = interaction.message.id if interaction.message is not None else None
        return any((kind, custom_id) in store._views.get(where, {}) for where in (message, None))

    async def on_ready(self) -> None:
        """Start sweeping once connected: first the catch-up on what fell due while the bot was down."""
        if self.sweeper is None:
            from service.sweeper import Sweeper

            self.sweeper = Sweeper(self.service, self.post_deadline_news, interval=SWEEP_SECONDS)
            self.sweeper.start()
            pipeline = getattr(self.service, "pipeline", None)
            if pipeline is not None:
                pipeline.wake = self.sweeper.wake  # a computer seat plays after its short delay, not a sweep later


def on_message(interaction: discord.Interaction, kind: int, custom_id: str) -> bool:
    """Whether the message a component was tapped on carries it (what discord.py looks for before it calls a
    dynamic item)."""
    message = interaction.message
    if message is None:
        return False
    try:
        view = (discord.ui.LayoutView if message.flags.components_v2 else discord.ui.View).from_message(message,
                                                                                                        timeout=None)
    except (TypeError, ValueError, KeyError):
        return False
    return any(item.type.value == kind and getattr(item, "custom_id", None) == custom_id
               for item in view.walk_children())


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
