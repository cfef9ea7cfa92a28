"""The real bot from bot.py, fed raw interaction payloads, answered by the recorder in fakediscord.py.

`Sim.start` logs in the real `GameBot` (its setup_hook opens the store over a temporary SQLite file, loads the
cogs, syncs the command tree and registers the persistent buttons: every request answered by the recorder),
then hands the connection state a GUILD_CREATE as production gets it (no members intent: the member cache
holds the bot alone). `dispatch` gives a payload to the state's gateway parsers (INTERACTION_CREATE ->
`ConnectionState.parse_interaction_create`), as the websocket does, and waits for
the tasks discord.py starts for it (the command tree's invoker, a view's or a dynamic item's callback, event
listeners), so each call returns the `Exchange` of everything that interaction caused.

Only the service's randomness and clock are fixed (seeds from a counter, a FakeClock); everything else is the
production object graph.
"""

from __future__ import annotations

import asyncio
import itertools
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot import GameBot
from jsontypes import Json
from service import Caller, FakeClock, TableService
from service.results import GameStatus, MyInfo
from settings import Settings
from tests.dispatch.fakediscord import Exchange, FakeDiscord, Msg
from tests.dispatch.payloads import Person, command_data, dm_channel, guild_create, interaction, text_channel

TOKEN = "XfakeDispatchTestToken00000.AbCdEf.not-a-real-signature-for-tests"  # not a real token
GUILD = 600_000_000_000_000_001
CHANNEL = 600_000_000_000_000_100
OTHER_CHANNEL = 600_000_000_000_000_101
DISPATCH_TASKS = ("CommandTree-invoker", "discord-ui-view-dispatch-", "discord-ui-dynamic-item-", "discord.py: ",
                  "mp-deliver:")  # the outbox's delivery beside an interaction's answer (cogs/deliverer.py)
SETTLE_SECONDS = 20.0

HOST = Person(700_000_000_000_000_001, "Ala", "pl")
PLAYERS = (HOST, Person(700_000_000_000_000_002, "Bartek", "en"), Person(700_000_000_000_000_003, "Celina", "pl"),
           Person(700_000_000_000_000_004, "Darek", "en"), Person(700_000_000_000_000_005, "Ewa", "pl"),
           Person(700_000_000_000_000_006, "Franek", "en"))  # Libertalia seats six
MODERATOR = Person(700_000_000_000_000_009, "Moderatorka", "pl", moderator=True)
STRANGER = Person(700_000_000_000_000_042, "Obcy", "en")


def counter_seeds(start: int = 11) -> Callable[[], int]:
    counter = itertools.count(start)
    return lambda: next(counter)


class Sim:
    """One bot process talking to the fake Discord; `restart` is a new process over the same database file."""

    def __init__(self, discord_: FakeDiscord, db: Path, clock: FakeClock | None = None, seed: int = 11,
                 default_language: str = "pl") -> None:
        self.discord = discord_
        self.default_language = default_language
        self.db = db
        self.clock = clock or FakeClock()
        self.seeds = counter_seeds(seed)
        self.bot: GameBot | None = None
        self._ids = itertools.count(1)
        self.exchanges: list[Exchange] = []
        self.web_port: int | None = None  # set: the bot serves its web view (WEB_PORT; 0: any free port)

    # ---- process life ----
    async def start(self) -> GameBot:
        settings = Settings(token=TOKEN, database_url=str(self.db), default_language=self.default_language,
                            web_port=self.web_port, web_secret="sim-web-secret-0123456789")
        bot = GameBot(settings)
        await bot.login(TOKEN)  # GET /users/@me, the application, setup_hook (store, cogs, sync, dynamic items)
        bot.service = TableService(bot.store, clock=self.clock, seed_source=self.seeds,
                                   cache_size=settings.cache_size, computer_delay=0)
        channels = [text_channel(CHANNEL, GUILD), text_channel(OTHER_CHANNEL, GUILD, "gra-2")]
        for channel in channels:
            self.discord.channels[int(channel["id"])] = channel
        gateway_event(bot, "GUILD_CREATE", guild_create(GUILD, channels, self.discord.bot_user))
        self.bot = bot
        await bot.deliverer.caught_up.wait()  # what was committed but never posted has gone out (or is refused)
        return bot

    async def stop(self) -> None:
        if self.bot is not None:
            await self.bot.close()
            self.bot = None

    async def restart(self) -> GameBot:
        """The process ends and a new one starts over the same database (Discord keeps its messages)."""
        await self.stop()
        return await self.start()

    async def posted_all(self, timeout: float = 10.0) -> bool:
        """Wait until the outbox holds nothing to post (a healed channel is left alone until its retry time,
        then the deliverer's loop posts it: issue 25); whether it emptied in time."""
        assert self.bot is not None
        deadline = asyncio.get_running_loop().time() + timeout
        while await self.bot.store.pending_posts(None, 1):
            if asyncio.get_running_loop().time() > deadline:
                return False
            await asyncio.sleep(0.02)
        return True

    @property
    def service(self) -> TableService:
        assert self.bot is not None
        return self.bot.service  # type: ignore[no-any-return]

    # ---- dispatch ----
    async def dispatch(self, payload: Json, kind: str, user: Person, label: str = "") -> Exchange:
        assert self.bot is not None, "start the bot first"
        channel_id = int(payload["channel_id"])
        ex = self.discord.open_exchange(payload["token"], kind, user.id, channel_id)
        ex.label = label or kind
        if "message" in payload:  # a component's "original" is the message it sits on (edits, deferred updates)
            ex.original_id = int(payload["message"]["id"])
        before = set(asyncio.all_tasks())
        self.discord.current = ex
        try:
            gateway_event(self.bot, "INTERACTION_CREATE", payload)
            await settle(before)
        finally:
            self.discord.current = None
        ex.finished_at = self.discord.now()
        self.exchanges.append(ex)
        return ex

    def envelope(self, user: Person, kind: int, data: Json, *, guild: bool = True, channel_id: int = CHANNEL,
                 message: Json | None = None) -> Json:
        n = next(self._ids)
        if channel_id in self.discord.dms:  # a direct message the bot opened (a press on a notice, issue 27)
            guild = False
        channel = self.discord.channels[channel_id] if guild else dm_channel(
            channel_id if channel_id in self.discord.dms else 800_000_000_000_000_000 + user.id % 1000, user)
        return interaction(interaction_id=self.discord.snowflake(), application_id=self.discord.application_id,
                           token=f"token-{n}-{user.id}", kind=kind, data=data, user=user, channel=channel,
                           guild_id=int(channel.get("guild_id") or GUILD) if guild else None, message=message)

    async def slash(self, user: Person, path: str, *, guild: bool = True, channel_id: int = CHANNEL,
                    **options: Any) -> Exchange:
        data = command_data(self.discord.commands, path, options)
        return await self.dispatch(self.envelope(user, 2, data, guild=guild, channel_id=channel_id), "command",
                                   user, f"/{path}")

    async def autocomplete(self, user: Person, path: str, focused: str, typed: str = "", *, tries: int = 1,
                           **options: Any) -> list[Json]:
        """The choices Discord shows; with `tries` > 1 the user types again when none came (a lost answer)."""
        data = command_data(self.discord.commands, path, {**options, focused: typed}, focused=focused)
        for _ in range(tries):
            ex = await self.dispatch(self.envelope(user, 4, data), "autocomplete", user,
                                     f"autocomplete /{path} {focused}")
            if ex.answered:
                assert ex.ack_type == 8 and ex.choices is not None
                return ex.choices
        raise AssertionError(f"autocomplete /{path} {focused} got no choices answer")

    async def press(self, user: Person, message: Msg, custom_id: str) -> Exchange:
        component = message.component(custom_id)
        assert component is not None, f"no component {custom_id} on message {message.id}"
        assert not component.get("disabled"), f"{custom_id} is disabled: Discord would not send the press"
        data = {"custom_id": custom_id, "component_type": 2}
        payload = self.envelope(user, 3, data, channel_id=message.channel_id, message=message.obj)
        what = custom_id.rsplit(":", 1)[-1] if custom_id.startswith("mp:turn:") else "confirm"
        return await self.dispatch(payload, "button", user, f"button {what}")

    async def select(self, user: Person, message: Msg, custom_id: str, values: list[str]) -> Exchange:
        component = message.component(custom_id)
        assert component is not None, f"no select {custom_id} on message {message.id}"
        offered = [o["value"] for o in component.get("options") or []]
        assert all(v in offered for v in values), f"{values} not offered by the menu ({offered})"
        data = {"custom_id": custom_id, "component_type": 3, "values": values}
        payload = self.envelope(user, 3, data, channel_id=message.channel_id, message=message.obj)
        return await self.dispatch(payload, "select", user, "select card menu")

    # ---- the truth (what a test knows; no player sees it this way) ----
    async def status(self, channel_id: int = CHANNEL) -> GameStatus:
        result = (await self.service.status(channel_id)).result
        assert isinstance(result, GameStatus)
        return result

    async def legal(self, user: Person, channel_id: int = CHANNEL) -> list[Json]:
        result = (await self.service.my_info(channel_id, Caller(user.id, guild_id=GUILD))).result
        assert isinstance(result, MyInfo)
        return result.legal_actions

    def latest_prompt(self, game_id: int, channel_id: int = CHANNEL) -> Msg:
        """The newest channel message carrying this game's turn buttons."""
        for msg in reversed(self.discord.channel_messages(channel_id)):
            if turn_id(msg, game_id, "end") is not None:
                return msg
        raise AssertionError(f"no turn prompt of game {game_id} in the channel")

    async def press_turn(self, user: Person, prompt: Msg, game_id: int, what: str) -> Exchange:
        """Press one of a turn prompt's buttons (card, end, undo, me), whatever deal its id was made for."""
        custom_id = turn_id(prompt, game_id, what)
        assert custom_id is not None, f"the prompt has no {what} button: {prompt.custom_ids()}"
        return await self.press(user, prompt, custom_id)


def turn_id(msg: Msg, game_id: int, what: str) -> str | None:
    """The custom id of a turn button on `msg`: mp:turn:<game>:<what>, with :<epoch> after a reset or rollback."""
    for custom_id in msg.custom_ids():
        if custom_id == f"mp:turn:{game_id}:{what}" or custom_id.startswith(f"mp:turn:{game_id}:{what}:"):
            return custom_id
    return None


def gateway_event(bot: GameBot, event: str, data: Json) -> None:
    """Hand an event to the connection state exactly as the gateway websocket does: through its parsers table
    (for INTERACTION_CREATE that is `ConnectionState.parse_interaction_create`)."""
    bot._connection.parsers[event](data)


async def settle(before: set[asyncio.Task[Any]]) -> None:
    """Wait for every task discord.py started for this interaction, and those they started in turn (by name:
    view timeouts and other long-lived tasks are not waited for)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + SETTLE_SECONDS
    for _ in range(3):
        await asyncio.sleep(0)
    while True:
        pending = [t for t in asyncio.all_tasks() if t not in before and not t.done()
                   and t.get_name().startswith(DISPATCH_TASKS)]
        if not pending:
            return
        left = deadline - loop.time()
        if left <= 0:
            raise AssertionError(f"interaction still running after {SETTLE_SECONDS} s: {pending}")
        await asyncio.wait(pending, timeout=left)
        for _ in range(3):
            await asyncio.sleep(0)


def by_user(user_id: int) -> Person:
    for p in (*PLAYERS, MODERATOR, STRANGER):
        if p.id == user_id:
            return p
    raise KeyError(user_id)


def choose(legal: list[Json], rng: random.Random, end_bias: float = 0.35) -> Json:
    """A random legal action, ending the turn now and then so that games finish (never undo)."""
    ends = [a for a in legal if a["type"] == "end_turn"]
    if ends and rng.random() < end_bias:
        return ends[0]
    plain = [a for a in legal if a["type"] != "undo"] or legal
    return rng.choice(plain)

