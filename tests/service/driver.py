"""Helpers that seat players and play games through the service, as the cogs would."""

from __future__ import annotations

import random
from typing import Any

from service import Caller, TableService
from service.history import replay_log
from service.outcome import Outcome
from store.records import GameRecord

HOST = Caller(1000)
MOD = Caller(9999, is_moderator=True)


def player(i: int) -> Caller:
    return Caller(1000 + i)


async def seat_game(svc: TableService, channel: int, players: int = 2, **options: Any) -> Outcome:
    """Create, fill and start a game; the host (user 1000) sits first."""
    deadline = options.pop("deadline_seconds", "default")
    await svc.create_game(channel, HOST, options=options, deadline_seconds=deadline)
    for i in range(1, players):
        await svc.join(channel, player(i))
    return await svc.start(channel, HOST)


async def waiting_caller(svc: TableService, channel: int) -> Caller | None:
    status = (await svc.status(channel)).data
    if status["status"] != "running" or status["waiting_user"] is None:
        return None
    return Caller(int(status["waiting_user"]))


def choose(legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """A random legal action, ending the turn now and then so that games finish."""
    ends = [a for a in legal if a["type"] == "end_turn"]
    if ends and rng.random() < 0.35:
        return ends[0]
    plain = [a for a in legal if a["type"] != "undo"] or legal
    return rng.choice(plain)


async def play_step(svc: TableService, channel: int, rng: random.Random) -> Outcome | None:
    """One random legal action by whoever must act; None once the game is over."""
    who = await waiting_caller(svc, channel)
    if who is None:
        return None
    legal = (await svc.my_info(channel, who)).data["legal_actions"]
    return await svc.act(channel, who, choose(legal, rng))


async def play_to_end(svc: TableService, channel: int, seed: int = 0, limit: int = 5000) -> list[Outcome]:
    rng = random.Random(seed)
    outcomes: list[Outcome] = []
    for _ in range(limit):
        out = await play_step(svc, channel, rng)
        if out is None:
            return outcomes
        outcomes.append(out)
    raise AssertionError("the game did not end")


async def replayed_state(svc: TableService, game_id: int) -> dict[str, Any] | None:
    """The state the stored log replays to, as JSON."""
    state = replay_log(svc.rules, await svc.store.log(game_id))
    return None if state is None else svc.rules.dump(state)


async def stored_state(svc: TableService, game_id: int) -> dict[str, Any] | None:
    """The state the store holds now, as JSON: its row's state with the in-turn actions it is behind by
    replayed (GameRecord.pending), as the service reads it."""
    rec = await svc.store.game(game_id)
    assert rec is not None
    return current_state(svc, rec)


def current_state(svc: TableService, rec: GameRecord) -> dict[str, Any] | None:
    """A stored record's state at its version (its pending actions replayed by the service), as JSON."""
    return svc.pipeline.parse(rec).record.state
