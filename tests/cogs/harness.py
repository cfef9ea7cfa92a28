"""Discord without Discord: a fake bot over the real table service, mocked interactions that record what the
cogs send (in order, with timestamps), and a driver that plays whole games through the cogs' callbacks.

Used by tests/cogs and by bench/bench_commands.py. Nothing here opens a network connection: interactions are
`MagicMock(spec=discord.Interaction)`, the channel is `MagicMock(spec=discord.TextChannel)`, and commands
are called as `Command.callback(cog, interaction, **kwargs)` (autocomplete functions are plain methods).
"""

from __future__ import annotations

import itertools
import json
import random
import re
import time
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any
from unittest.mock import AsyncMock, MagicMock

import discord
from discord import app_commands

from cogs.edge import GameTree
from cogs.info import Info
from cogs.lobby import Lobby
from cogs.mali.play import Play, encode
from cogs.moderation import Moderation
from data.messages import catalogue
from games import games
from jsontypes import Json
from service import Caller, FakeClock, TableService
from service.results import MyInfo
from store import SqliteStore

GUILD = 5000
CHANNEL = 7000
HOST = 101
PLAYERS = (101, 102, 103, 104)
MODERATOR = 909
STRANGER = 4242
LOCALES = {"pl": discord.Locale.polish, "en": discord.Locale.american_english}

# Words that betray a traceback or an exception leaking to a user.
LEAKS = re.compile(r"Traceback|Error\b|Exception|KeyError|TypeError|ValueError|AttributeError|File \"|line \d+,")


@dataclass
class Sent:
    """One thing an interaction sent: its response (defer / send_message), a follow-up, or a channel post."""

    kind: str  # "defer" | "send_message" | "original" (the deferred answer filled in) | "followup" | "edit" | "channel"
    content: str | None = None
    ephemeral: bool = False
    thinking: bool = False
    files: list[discord.File] = field(default_factory=list)
    view: discord.ui.View | None = None
    embed: discord.Embed | None = None
    allowed_mentions: discord.AllowedMentions | None = None
    at: float = 0.0

    @property
    def text(self) -> str:
        parts = [self.content or ""]
        if self.embed is not None:
            parts += [self.embed.title or "", self.embed.description or ""]
            parts += [f"{f.name}\n{f.value}" for f in self.embed.fields]
        return "\n".join(p for p in parts if p)

    def pngs(self) -> list[bytes]:
        out = []
        for f in self.files:
            data = f.fp.getvalue() if hasattr(f.fp, "getvalue") else b""
            if f.filename.endswith(".png"):
                out.append(data)
        return out


def files_of(kwargs: dict[str, Any]) -> list[discord.File]:
    files = list(kwargs.get("files") or [])
    if kwargs.get("file") is not None:
        files.append(kwargs["file"])
    return files


class Reply:
    """One mocked interaction and everything it sent, in order."""

    def __init__(self, table: Table, user_id: int, *, lang: str, moderator: bool, roles: Iterable[int],
                 as_member: bool, in_guild: bool, namespace: Any, command: Any) -> None:
        self.table = table
        self.sent: list[Sent] = []
        self.problems: list[str] = []
        self.started = 0.0
        self.finished = 0.0
        self.done = False
        bot = table.bot
        i = MagicMock(spec=discord.Interaction)
        response = MagicMock(spec=discord.InteractionResponse)

        async def defer(*, ephemeral: bool = False, thinking: bool = False) -> None:
            if self.done:
                self.problems.append("responded twice (defer)")
                raise discord.InteractionResponded(i)
            self.done = True
            self.sent.append(Sent("defer", ephemeral=ephemeral, thinking=thinking, at=time.perf_counter()))

        async def send_message(content: str | None = None, **kw: Any) -> None:
            if self.done:
                self.problems.append("responded twice (send_message)")
                raise discord.InteractionResponded(i)
            self.done = True
            self.sent.append(Sent("send_message", content, bool(kw.get("ephemeral")), files=files_of(kw),
                                  view=kw.get("view"), embed=kw.get("embed"),
                                  allowed_mentions=kw.get("allowed_mentions"), at=time.perf_counter()))

        response.defer = AsyncMock(side_effect=defer)
        response.send_message = AsyncMock(side_effect=send_message)
        response.is_done = MagicMock(side_effect=lambda: self.done)
        i.response = response

        async def followup_send(content: str | None = None, **kw: Any) -> MagicMock:
            if not self.done:
                self.problems.append("follow-up before any response")
            self.sent.append(Sent("followup", content, bool(kw.get("ephemeral")), files=files_of(kw),
                                  view=kw.get("view"), embed=kw.get("embed"),
                                  allowed_mentions=kw.get("allowed_mentions"), at=time.perf_counter()))
            return MagicMock(spec=discord.WebhookMessage)

        followup = MagicMock(spec=discord.Webhook)
        followup.send = AsyncMock(side_effect=followup_send)
        i.followup = followup

        async def edit_original(**kw: Any) -> MagicMock:
            """PATCH @original: after a thinking defer, the first edit is the answer the caller reads (as private
            as the defer); any other edit changes a message already shown (the component's, or the answer)."""
            deferred = next((s for s in self.sent if s.kind in ("defer", "send_message")), None)
            if deferred is None:
                self.problems.append("edit of the original before any response")
            fills = deferred is not None and deferred.kind == "defer" and deferred.thinking and not any(
                s.kind == "original" for s in self.sent)
            files = [f for f in kw.get("attachments") or [] if isinstance(f, discord.File)]
            content = kw.get("content")
            self.sent.append(Sent("original" if fills else "edit", content if isinstance(content, str) else None,
                                  bool(deferred and deferred.ephemeral), files=files, view=kw.get("view"),
                                  embed=kw.get("embed"), allowed_mentions=kw.get("allowed_mentions"),
                                  at=time.perf_counter()))
            return MagicMock(spec=discord.InteractionMessage)

        i.edit_original_response = AsyncMock(side_effect=edit_original)
        i.extras = {}

        guild: Any = None
        if in_guild:
            guild = MagicMock(spec=discord.Guild)
            guild.id = table.guild_id
            guild.get_member = MagicMock(return_value=None)
        channel = MagicMock(spec=discord.TextChannel)
        channel.id = table.channel_id
        channel.guild = guild

        async def channel_send(content: str | None = None, **kw: Any) -> MagicMock:
            if not self.done:
                self.problems.append("channel post before the interaction was acknowledged")
            sent = Sent("channel", content, False, files=files_of(kw), view=kw.get("view"), embed=kw.get("embed"),
                        allowed_mentions=kw.get("allowed_mentions"), at=time.perf_counter())
            self.sent.append(sent)
            table.posts.append(sent)
            return MagicMock(spec=discord.Message)

        channel.send = AsyncMock(side_effect=channel_send)

        user: Any
        if as_member and in_guild:
            user = MagicMock(spec=discord.Member)
            user.roles = [SimpleNamespace(id=r) for r in roles]
            user.guild = guild
        else:
            user = MagicMock(spec=discord.User)
        user.id = user_id
        user.display_name = f"user{user_id}"
        user.mention = f"<@{user_id}>"

        i.user = user
        i.channel = channel
        i.channel_id = table.channel_id
        i.guild = guild
        i.guild_id = table.guild_id if in_guild else None
        i.locale = LOCALES[lang]
        i.guild_locale = discord.Locale.polish if in_guild else None
        i.permissions = discord.Permissions(manage_guild=True) if moderator else discord.Permissions.none()
        i.client = bot
        i.namespace = namespace if namespace is not None else SimpleNamespace()
        i.command = command
        self.interaction = i
        self.lang = lang

    # ---- what was sent ----
    @property
    def responses(self) -> list[Sent]:
        return [s for s in self.sent if s.kind in ("defer", "send_message")]

    @property
    def first(self) -> Sent:
        assert self.sent, "nothing was sent"
        return self.sent[0]

    @property
    def private(self) -> list[Sent]:
        """What only the caller sees: ephemeral responses and follow-ups."""
        return [s for s in self.sent if s.kind in ("send_message", "original", "followup") and s.ephemeral]

    @property
    def messages(self) -> list[Sent]:
        """Responses and follow-ups that carry something (not the bare defer)."""
        return [s for s in self.sent if s.kind in ("send_message", "original", "followup")]

    @property
    def posts(self) -> list[Sent]:
        return [s for s in self.sent if s.kind == "channel"]

    @property
    def reply_text(self) -> str:
        return "\n".join(s.text for s in self.messages)

    def views(self) -> list[discord.ui.View]:
        return [s.view for s in self.sent if s.view is not None]

    def first_response_delay(self) -> float:
        return self.responses[0].at - self.started

    def last_delay(self) -> float:
        return self.sent[-1].at - self.started


class StoreSpy:
    """The real store, with the time of every call noted (to check that commands defer before the database)."""

    def __init__(self, store: Any) -> None:
        self._store = store
        self.calls: list[tuple[float, str]] = []

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._store, name)
        if not callable(attr) or name.startswith("_"):
            return attr

        async def spied(*args: Any, **kwargs: Any) -> Any:
            self.calls.append((time.perf_counter(), name))
            return await attr(*args, **kwargs)
        return spied


class FakeBot:
    """What cogs need from the bot (cogs.kit.BotLike): the service, a default language, channels."""

    def __init__(self, service: TableService, default_language: str = "pl") -> None:
        self.spy = StoreSpy(service.store)
        service.store = self.spy
        self.service = service
        self.default_language = default_language
        self.channels: dict[int, Any] = {}
        self.lobby = Lobby(self)
        self.play = Play(self)
        self.info = Info(self)
        self.mod = Moderation(self)
        self.cogs_by_name: dict[str, Any] = {type(c).__name__: c for c in (self.lobby, self.play, self.info, self.mod)}
        self.tree = SimpleNamespace(client=self)  # enough of a GameTree for its on_error

    def get_channel(self, channel_id: int, /) -> Any:
        return self.channels.get(channel_id)

    async def fetch_channel(self, channel_id: int, /) -> Any:
        if channel_id in self.channels:
            return self.channels[channel_id]
        raise discord.NotFound(MagicMock(status=404, reason="Not Found"), "Unknown Channel")

    def cog_of(self, func: Callable[..., Any]) -> Any:
        return self.cogs_by_name[func.__qualname__.split(".")[0]]

    async def close(self) -> None:
        await self.spy._store.close()


def counter_seeds(start: int = 11) -> Callable[[], int]:
    counter = itertools.count(start)
    return lambda: next(counter)


async def open_bot(db: Path, clock: FakeClock | None = None, seeds: Callable[[], int] | None = None,
                   default_language: str = "pl") -> FakeBot:
    """A bot over a real SQLite file; a restart is simply another call over the same file."""
    store = SqliteStore(db)
    await store.open()
    service = TableService(store, clock=clock or FakeClock(), seed_source=seeds or counter_seeds())
    return FakeBot(service, default_language)


class Table:
    """One channel of one server, seen through the cogs: call commands as users, read the public posts."""

    def __init__(self, bot: FakeBot, channel_id: int = CHANNEL, guild_id: int = GUILD) -> None:
        self.bot = bot
        self.channel_id = channel_id
        self.guild_id = guild_id
        self.posts: list[Sent] = []
        self.replies: list[Reply] = []

    def open_channel(self) -> Any:
        """The channel as the bot finds it without an interaction (deadline news): posts land in `posts`."""
        guild = MagicMock(spec=discord.Guild)
        guild.id = self.guild_id
        guild.get_member = MagicMock(return_value=None)
        channel = MagicMock(spec=discord.TextChannel)
        channel.id = self.channel_id
        channel.guild = guild

        async def send(content: str | None = None, **kw: Any) -> MagicMock:
            self.posts.append(Sent("channel", content, False, files=files_of(kw), view=kw.get("view"),
                                   embed=kw.get("embed"), allowed_mentions=kw.get("allowed_mentions"),
                                   at=time.perf_counter()))
            return MagicMock(spec=discord.Message)

        channel.send = AsyncMock(side_effect=send)
        self.bot.channels[self.channel_id] = channel
        return channel

    def interaction(self, user: int, *, lang: str = "pl", moderator: bool = False, roles: Iterable[int] = (),
                    as_member: bool = True, in_guild: bool = True, namespace: Any = None,
                    command: Any = None) -> Reply:
        reply = Reply(self, user, lang=lang, moderator=moderator, roles=roles, as_member=as_member,
                      in_guild=in_guild, namespace=namespace, command=command)
        self.replies.append(reply)
        return reply

    async def run(self, command: app_commands.Command[Any, Any, Any], user: int, *, lang: str = "pl",
                  moderator: bool = False, roles: Iterable[int] = (), as_member: bool = True,
                  in_guild: bool = True, **kwargs: Any) -> Reply:
        """Call a slash command's callback as `user` would (a server member unless `as_member` is False, with
        Manage Server if `moderator`, with these role ids), passing the command's options as `kwargs`."""
        reply = self.interaction(user, lang=lang, moderator=moderator, roles=roles, as_member=as_member,
                                 in_guild=in_guild, command=command)
        cog = self.bot.cog_of(command.callback)
        reply.started = time.perf_counter()
        try:
            await command.callback(cog, reply.interaction, **kwargs)
        except Exception as e:  # what discord.py does: wrap it, hand it to the tree's on_error
            error = e if isinstance(e, app_commands.AppCommandError) else app_commands.CommandInvokeError(command, e)
            await GameTree.on_error(self.bot.tree, reply.interaction, error)  # type: ignore[arg-type]
        reply.finished = time.perf_counter()
        return reply

    async def press(self, callback: Callable[[discord.Interaction], Awaitable[Any]], user: int, *,
                    lang: str = "pl", moderator: bool = False) -> Reply:
        """Press a button / choose in a menu: `callback` is the item's bound callback."""
        reply = self.interaction(user, lang=lang, moderator=moderator)
        reply.started = time.perf_counter()
        owner = getattr(callback, "__self__", None)
        try:
            await callback(reply.interaction)
        except Exception as e:
            if not isinstance(owner, discord.ui.View):
                raise  # a persistent button guards itself (cogs.edge.guarded)
            await owner.on_error(reply.interaction, e, owner.children[0])  # what discord.py's View does
        reply.finished = time.perf_counter()
        return reply

    async def complete(self, func: Callable[..., Awaitable[list[app_commands.Choice[str]]]], user: int,
                       current: str = "", *, lang: str = "pl", **namespace: Any) -> list[app_commands.Choice[str]]:
        """Ask an autocomplete function for choices, as Discord does while `user` types."""
        reply = self.interaction(user, lang=lang, namespace=SimpleNamespace(**namespace))
        return await func(self.bot.cog_of(func), reply.interaction, current)

    # ---- service look-ups (what a test knows, not what a player sees) ----
    async def status(self) -> Json:
        self.bot.service.pipeline.forget(self.channel_id)  # the truth (another bot over the file may have moved)
        return (await self.bot.service.status(self.channel_id)).data

    async def legal(self, user: int) -> list[Json]:
        self.bot.service.pipeline.forget(self.channel_id)
        result = (await self.bot.service.my_info(self.channel_id, Caller(user))).result
        assert isinstance(result, MyInfo)
        return result.legal_actions

    # ---- playing ----
    async def seat(self, players: int = 3, **options: Any) -> list[Reply]:
        """/game new by the host with `options`, /game join by the others, /game start."""
        replies = [await self.run(Lobby.new, HOST, **options)]
        for user in PLAYERS[1:players]:
            replies.append(await self.run(Lobby.join, user))
        replies.append(await self.run(Lobby.start, HOST))
        return replies

    async def perform(self, user: int, action: Json, lang: str = "pl") -> list[Reply]:
        """Do one legal action through the matching command, with the value its autocomplete offers."""
        kind = action["type"]
        if kind == "end_turn":
            return await self.confirmed(await self.run(Play.end, user, lang=lang), user, lang)
        if kind == "undo":
            return await self.confirmed(await self.run(Play.undo, user, lang=lang), user, lang)
        command, func, param = COMMAND_OF[kind] if kind not in ("buddies", "squad") else (
            (Play.token, Play.token_choices, "option") if action.get("source") == "token"
            else (Play.special, Play.special_choices, "option"))
        extra: Json = {"scout": action["scout"]} if kind == "move" else {}
        value = await self.choice_for(func, user, action, lang, **extra)
        options: Json = {**extra, param: value}
        return [await self.run(command, user, lang=lang, **options)]

    async def choice_for(self, func: Callable[..., Awaitable[list[app_commands.Choice[str]]]], user: int,
                         action: Json, lang: str, **namespace: Any) -> str:
        """The autocomplete value that stands for `action` (typing its label if the first 25 do not show it)."""
        choices = await self.complete(func, user, "", lang=lang, **namespace)
        assert len(choices) <= 25
        found = [c for c in choices if stands_for(c.value, action)]
        if not found:
            from cogs.mali.texts import action_label

            choices = await self.complete(func, user, action_label(action, lang), lang=lang, **namespace)
            found = [c for c in choices if stands_for(c.value, action)]
        assert found, f"autocomplete does not offer {action}"
        return str(found[0].value)

    async def confirmed(self, reply: Reply, user: int, lang: str) -> list[Reply]:
        """Press the "yes, do it" button if the command asked for one."""
        from cogs.mali.menus import Confirm

        for view in reply.views():
            if isinstance(view, Confirm):
                return [reply, await self.press(view.confirmed, user, lang=lang)]
        return [reply]

    async def step(self, rng: random.Random, end_bias: float = 0.35) -> list[Reply] | None:
        """One random legal action by whoever must act, through the cogs; None once the game is over."""
        status = await self.status()
        if status["status"] != "running" or status["waiting_user"] is None:
            return None
        user = int(status["waiting_user"])
        action = choose(await self.legal(user), rng, end_bias)
        return await self.perform(user, action)

    async def seat_quietly(self, players: int = 3, **options: Any) -> None:
        """Seat and start a game straight through the service (no posts): a quick way to a running game."""
        svc = self.bot.service
        deadline = options.pop("deadline_seconds", "default")
        await svc.create_game(self.channel_id, Caller(HOST, guild_id=self.guild_id), options=options,
                              deadline_seconds=deadline)
        for user in PLAYERS[1:players]:
            await svc.join(self.channel_id, Caller(user, guild_id=self.guild_id))
        await svc.start(self.channel_id, Caller(HOST, guild_id=self.guild_id))

    async def advance_until(self, wanted: Callable[[Json], bool], rng: random.Random, limit: int = 400,
                            end_bias: float = 0.35) -> int | None:
        """Random legal play straight through the service until whoever must act may do an action that
        `wanted` accepts; that user, or None if the game ended first."""
        for _ in range(limit):
            status = await self.status()
            if status["status"] != "running" or status["waiting_user"] is None:
                return None
            user = int(status["waiting_user"])
            legal = await self.legal(user)
            if any(wanted(a) for a in legal):
                return user
            await self.bot.service.act(self.channel_id, Caller(user), choose(legal, rng, end_bias))
        return None

    async def play_to_end(self, seed: int = 0, limit: int = 2000, end_bias: float = 0.35) -> list[Reply]:
        rng = random.Random(seed)
        replies: list[Reply] = []
        for _ in range(limit):
            step = await self.step(rng, end_bias)
            if step is None:
                return replies
            replies.extend(step)
        raise AssertionError("the game did not end")


COMMAND_OF: dict[str, tuple[Any, Any, str]] = {
    "play_card": (Play.play, Play.play_card_choices, "card"),
    "move": (Play.move, Play.move_choices, "space"),
    "pick_up_order": (Play.pickup, Play.pickup_choices, "option"),
    "pick_up_drops": (Play.pickup, Play.pickup_choices, "option"),
    "pick_up_letters": (Play.pickup, Play.pickup_choices, "option"),
    "use_token": (Play.token, Play.token_choices, "option"),
    "change_of_orders": (Play.special, Play.special_choices, "option"),
    "light_signal": (Play.signal, Play.signal_choices, "space"),
    "exchange_letters": (Play.letters, Play.letters_choices, "option"),
    "deploy": (Play.deploy, Play.deploy_choices, "space"),
}


def slim(action: Json) -> Json:
    return {k: v for k, v in action.items() if k != "player" and v is not None}


def decode(value: str) -> Json | None:
    try:
        decoded = json.loads(value)
    except ValueError:
        return None
    return decoded if isinstance(decoded, dict) else None


def stands_for(value: str, action: Json) -> bool:
    """Whether an autocomplete value is this action (a JSON action, a card id or a space id)."""
    decoded = decode(value)
    if decoded is not None:
        return bool(decoded == json.loads(encode(action)))
    kind = action["type"]
    if kind == "play_card":
        return value == str(action["card"])
    if kind in ("move", "light_signal"):
        return value == str(action["to"])
    return False


def choose(legal: list[Json], rng: random.Random, end_bias: float = 0.35) -> Json:
    """A random legal action, ending the turn now and then so that games finish (no undo)."""
    ends = [a for a in legal if a["type"] == "end_turn"]
    if ends and rng.random() < end_bias:
        return ends[0]
    plain = [a for a in legal if a["type"] != "undo"] or legal
    return rng.choice(plain)


def templates(lang: str, part: str, key: str) -> list[str]:
    """One message's templates: the shared part's, and each game's own wording of it (mali/bot ...)."""
    found = [t[key] for t in (catalogue(lang, w) for w in (part, *(f"{g.folder}/{part}" for g in games())))
             if key in t]
    if not found:
        raise KeyError(f"{part}:{key}")
    return found


def catalogue_texts(part: str, key: str) -> dict[str, str]:
    """The Polish and English templates of one message key (part: bot, service, engine, events), as the
    shared part words it, else the first game that does."""
    return {lang: templates(lang, part, key)[0] for lang in ("pl", "en")}


def template_regex(template: str) -> re.Pattern[str]:
    """A catalogue template with {params} as wildcards."""
    parts = re.split(r"\{[a-z_]+\}", template)
    return re.compile(".*?".join(re.escape(p) for p in parts), re.S)


def says(text: str, part: str, key: str, lang: str) -> bool:
    """Whether `text` contains the message `key` of `part` in `lang` (parameters filled in)."""
    return any(template_regex(t).search(text) for t in templates(lang, part, key))


def check_reply(reply: Reply) -> None:
    """What every interaction must satisfy, whatever the command."""
    assert not reply.problems, reply.problems
    assert reply.sent, "the interaction was never answered"
    assert reply.sent[0].kind in ("defer", "send_message"), f"first sent: {reply.sent[0].kind}"
    assert len(reply.responses) == 1
    first = reply.responses[0]
    touched = [(t, name) for t, name in reply.table.bot.spy.calls if reply.started <= t <= (reply.finished or t)]
    if touched:  # the database was used: the interaction must have been deferred before that
        assert first.kind == "defer" and first.at <= touched[0][0], f"database before defer: {touched[0][1]}"
    for s in reply.sent:
        assert not LEAKS.search(s.text), f"leak in {s.kind}: {s.text[:300]}"
        assert len(s.content or "") <= 2000
        if s.kind == "channel":
            check_mentions(s)
    public_defer = reply.sent[0].kind == "defer" and not reply.sent[0].ephemeral  # /board public:true
    for s in reply.messages:
        if not public_defer:
            assert s.ephemeral, f"a reply to the caller is not ephemeral: {s.text[:200]}"


def mentioned(text: str) -> set[int]:
    return {int(m) for m in re.findall(r"<@!?(\d+)>", text)}


def check_mentions(post: Sent) -> None:
    """A public post may ping nobody but the users it means to: never @everyone or roles."""
    am = post.allowed_mentions
    assert am is not None, f"public post without allowed_mentions: {post.text[:200]}"
    assert am.everyone is False
    assert am.roles is False or am.roles == []
    assert am.replied_user is False
    users = am.users
    assert users is not True, "a public post may ping any user"
    allowed = set() if users is False else {u.id for u in users}
    assert allowed <= mentioned(post.text), (allowed, post.text)  # it pings only users it names


def rule_refusal(text: str, lang: str) -> bool:
    """Whether `text` is one of the engine's refusals in `lang`, with the rule id it enforces: "… (B-5.4)"."""
    return any(template_regex(t + " (").search(text) for g in games() for t in catalogue(lang, f"{g.folder}/engine").values()) and bool(
        re.search(r"\([A-Z]+-[0-9.]+\)", text))
