"""One realistic call of every slash command: the state it needs, who calls it and with which options.

Shared by tests/cogs/test_every_command.py (each command once, checked) and bench/bench_commands.py (each command
many times, timed). A case prepares a fresh channel through the service (quick, nothing posted), then the
command is called through its callback like Discord would.
"""

from __future__ import annotations

import json
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any
from unittest.mock import AsyncMock, MagicMock

import discord

from cogs.info import Info
from cogs.lobby import Lobby
from cogs.mali.play import Play
from cogs.moderation import Moderation
from jsontypes import Json
from service import Caller
from tests.cogs.harness import HOST, MODERATOR, PLAYERS, STRANGER, Table, choose

BOTH: Json = {"variant": "advanced", "liberator": True, "mail": True}
MID_GAME = 24  # actions played before a mid-game command (round 2 or so)


@dataclass
class Call:
    user: int
    options: Json = field(default_factory=dict)
    moderator: bool = False


Prepare = Callable[[Table, int], Awaitable[Call | None]]


@dataclass
class Case:
    name: str  # the command's qualified name, as in the command tree
    command: Any
    prepare: Prepare
    seed: int | None = None  # a seed known to reach the wanted state (found once, then replayed)


def member(user_id: int) -> Any:
    m = MagicMock(spec=discord.Member)
    m.id = user_id
    return m


def attachment(body: bytes) -> Any:
    a = MagicMock(spec=discord.Attachment)
    a.size = len(body)
    a.filename = "game.json"
    a.read = AsyncMock(return_value=body)
    return a


# ---- states ----
async def lobby(table: Table, players: int = 1) -> None:
    svc = table.bot.service
    await svc.create_game(table.channel_id, Caller(HOST, guild_id=table.guild_id), options=BOTH)
    for user in PLAYERS[1:players]:
        await svc.join(table.channel_id, Caller(user, guild_id=table.guild_id))


async def mid_game(table: Table, seed: int, wanted: Callable[[Json], bool] | None = None,
                   warmup: int = MID_GAME) -> int | None:
    """A running 3-player game `warmup` random actions in; then, if asked, on until the waiting player may do
    `wanted`. Returns the waiting user (None if the game ended first)."""
    await table.seat_quietly(3, **BOTH)
    rng = random.Random(seed)
    for _ in range(warmup):
        status = await table.status()
        if status["status"] != "running":
            return None
        user = int(status["waiting_user"])
        await table.bot.service.act(table.channel_id, Caller(user), choose(await table.legal(user), rng))
    if wanted is not None:
        return await table.advance_until(wanted, rng)
    status = await table.status()
    return int(status["waiting_user"]) if status["status"] == "running" else None


async def first_choice(table: Table, func: Any, user: int, **namespace: Any) -> str:
    """The value of the first autocomplete choice (what a player taps)."""
    choices = await table.complete(func, user, "", **namespace)
    assert choices, "nothing offered"
    return str(choices[0].value)


def of_type(*types: str, source: str | None = None) -> Callable[[Json], bool]:
    return lambda a: a["type"] in types and (source is None or a.get("source") == source)


def play_case(name: str, command: Any, func: Any, param: str, wanted: Callable[[Json], bool]) -> Case:
    async def prepare(table: Table, seed: int) -> Call | None:
        user = await mid_game(table, seed, wanted, warmup=0 if name == "deploy" else MID_GAME)
        if user is None:
            return None
        extra: Json = {}
        if name == "move":
            extra["scout"] = next(a for a in await table.legal(user) if wanted(a))["scout"]
        value = await first_choice(table, func, user, **extra)
        return Call(user, {**extra, param: value})
    return Case(name, command, prepare)


def simple(name: str, command: Any, state: str, user: int, options: Json | None = None,
           moderator: bool = False) -> Case:
    async def prepare(table: Table, seed: int) -> Call | None:
        if state.startswith("lobby"):
            await lobby(table, int(state[5:] or 1))
        elif state == "mid" and await mid_game(table, seed) is None:
            return None
        return Call(user, dict(options or {}), moderator)
    return Case(name, command, prepare)


async def waiting_call(table: Table, seed: int, options: Json | None = None, moderator: bool = False,
                       user: int | None = None) -> Call | None:
    waiting = await mid_game(table, seed)
    if waiting is None:
        return None
    return Call(user if user is not None else waiting, dict(options or {}), moderator)


async def replace_prepare(table: Table, seed: int) -> Call | None:
    if await mid_game(table, seed) is None:
        return None
    colour = (await table.status())["waiting_for"]
    return Call(MODERATOR, {"colour": colour, "member": member(STRANGER)}, True)


async def import_prepare(table: Table, seed: int) -> Call | None:
    """A full export of a finished game (made in a side channel) is brought back into this empty one."""
    side = Table(table.bot, channel_id=table.channel_id + 500_000, guild_id=table.guild_id)
    if await mid_game(side, seed) is None:
        return None
    await table.bot.service.end_game(side.channel_id, Caller(HOST))
    doc = (await table.bot.service.export(side.channel_id, Caller(MODERATOR, True), full=True)).data
    return Call(MODERATOR, {"file": attachment(json.dumps(doc).encode())}, True)


def cases() -> list[Case]:
    pickup = of_type("pick_up_order", "pick_up_drops", "pick_up_letters")
    token = lambda a: a["type"] == "use_token" or (a["type"] in ("buddies", "squad") and a.get("source") == "token")  # noqa: E731
    special = of_type("buddies", "squad", source="card")
    return [
        simple("game new", Lobby.new, "empty", HOST, dict(BOTH)),
        simple("game join", Lobby.join, "lobby", PLAYERS[1]),
        simple("game add_computer", Lobby.add_computer, "lobby", HOST),
        simple("game remove_computer", Lobby.remove_computer, "lobby", HOST),
        simple("game leave", Lobby.leave, "lobby2", PLAYERS[1]),
        simple("game start", Lobby.start, "lobby3", HOST),
        simple("game status", Lobby.status, "mid", STRANGER),
        simple("game skip", Lobby.skip, "mid", HOST),
        simple("game abandon", Lobby.abandon, "lobby", HOST),
        play_case("play", Play.play, Play.play_card_choices, "card", of_type("play_card")),
        play_case("move", Play.move, Play.move_choices, "space", of_type("move")),
        play_case("pickup", Play.pickup, Play.pickup_choices, "option", pickup),
        play_case("token", Play.token, Play.token_choices, "option", token),
        play_case("special", Play.special, Play.special_choices, "option", special),
        play_case("signal", Play.signal, Play.signal_choices, "space", of_type("light_signal")),
        play_case("letters", Play.letters, Play.letters_choices, "option", of_type("exchange_letters")),
        play_case("deploy", Play.deploy, Play.deploy_choices, "space", of_type("deploy")),
        Case("undo", Play.undo, lambda t, s: _undo(t, s)),
        Case("end", Play.end, lambda t, s: waiting_call(t, s)),
        simple("board", Info.board, "mid", STRANGER),
        Case("hand", Info.hand, lambda t, s: waiting_call(t, s)),
        simple("log", Info.log, "mid", STRANGER),
        simple("rules", Info.rules, "empty", STRANGER, {"query": "B-5.4"}),
        simple("help", Info.help, "empty", STRANGER),
        simple("mod reset", Moderation.reset, "mid", MODERATOR, moderator=True),
        simple("mod rollback", Moderation.rollback, "mid", MODERATOR, {"to": "current"}, True),
        simple("mod skip", Moderation.skip, "mid", MODERATOR, moderator=True),
        Case("mod replace", Moderation.replace, replace_prepare),
        simple("mod remove", Moderation.remove, "mid", MODERATOR, {"colour": "red"}, True),
        simple("mod hand_to_computer", Moderation.hand_to_computer, "mid", MODERATOR, {"colour": "red"}, True),
        simple("mod hand_back", Moderation.hand_back, "mid", MODERATOR, {"colour": "red"}, True),
        simple("mod deadline", Moderation.deadline, "mid", MODERATOR, {"hours": 12}, True),
        simple("mod end", Moderation.end, "mid", MODERATOR, moderator=True),
        simple("mod export", Moderation.export, "mid", MODERATOR, moderator=True),
        simple("mod link", Moderation.link, "mid", MODERATOR, {"new": True}, True),
        Case("mod import", Moderation.import_, import_prepare),
        simple("mod settings", Moderation.settings, "empty", MODERATOR, {"language": "pl"}, True),
    ]


async def _undo(table: Table, seed: int) -> Call | None:
    user = await mid_game(table, seed, of_type("undo"))
    return None if user is None else Call(user)


async def prepared(case: Case, table_of: Callable[[], Table], tries: int = 60) -> tuple[Table, Call]:
    """A fresh channel in the case's state: the known seed if there is one, else the first seed that works."""
    seeds = [case.seed] if case.seed is not None else list(range(tries))
    for seed in seeds:
        table = table_of()
        call = await case.prepare(table, seed)
        if call is not None:
            case.seed = seed
            return table, call
    raise AssertionError(f"{case.name}: no seed reaches the state it needs")


async def invoke(table: Table, case: Case, call: Call) -> Any:
    return await table.run(case.command, call.user, moderator=call.moderator, **call.options)
