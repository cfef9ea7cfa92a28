"""Computer seats: the game's computer player (its descriptor's `players`) takes a turn through the same pipeline
as a person, handed only what its seat may know.

A computer seat is due when the game waits for it: its turn's deadline is a short delay after the turn began
(`Pipeline.computer_delay`, service/pipeline.py), so the sweeper (service/deadlines.py, `claim_due`) finds it like
any deadline, across processes and after a restart, and an in-process wake-up (`Pipeline.wake`) keeps the delay
short between sweeps. Its move is logged as an action of its seat (so /log, the exports and a moderator's
rollback treat it like any other), marked `computer`, and posted as a person's is (one message per turn).
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Callable
from typing import Any

from engine.errors import RuleError
from games import find, load
from games.computer import is_computer
from jsontypes import Json
from service.encoding import encode_json
from service.messages import Message
from service.outcome import Outcome
from service.pipeline import Change, Loaded, Pipeline
from service.rules import GameRules
from store.records import NewLogEntry

log = logging.getLogger(__name__)

Chooser = Callable[[Any, str], Json]


def chooser(rules: GameRules, rng: random.Random) -> Chooser:
    """The game's computer player (games/: its descriptor's `players`), choosing with `rng`."""
    spec = find(rules.key)
    if spec is None:
        raise LookupError(f"no game {rules.key!r}")
    made: Chooser = load(spec.players)(rules, rng)
    return made


def computer_colours(g: Loaded) -> set[str]:
    """The colours of the table that the computer plays."""
    return {s.colour for s in g.meta.seats if s.colour is not None and not s.removed and is_computer(s.user)}


def decision_rng(g: Loaded, colour: str) -> random.Random:
    """A generator fixed by the game, its version and the seat (the same moment decides the same way), that
    owes nothing to the game's own seed (H-2: the computer learns nothing from it)."""
    return random.Random(f"{g.record.id}:{g.record.version}:{colour}")


async def decide(g: Loaded, colour: str) -> tuple[Any, Json]:
    """The computer's next action for `colour`: the rules' object and its logged JSON. Its player is handed the
    seat's view only (`GameRules.seat_view`), and thinks off the event loop. RuleError, ValueError: it could
    not choose a legal one."""
    seen = g.rules.seat_view(g.state, colour)
    choose = chooser(g.rules, decision_rng(g, colour))
    raw = await asyncio.to_thread(choose, seen, colour)
    if not isinstance(raw, dict):
        raise ValueError("a computer player's action must be an object")
    action, parsed = g.rules.parse_action({**raw, "player": colour})
    if parsed["type"] in g.rules.reserved_actions:
        raise ValueError(f"a computer player may not play {parsed['type']}")
    return action, parsed


async def computer_turn(p: Pipeline, g: Loaded, colour: str, *, late: bool = False,
                        away: float | None = None) -> Outcome | None:
    """One action of the computer for `colour` (the caller holds the channel's lock), committed and announced
    as a person's; None when its player found no legal action (the caller passes for it, as at a deadline).
    `late`: a person's deadline passed and the server's policy lets the computer play their turn (logged as
    theirs, marked; the channel is told once, with the move that ends the turn, and it counts as missed).
    `away`: the person is away until then (/away): the computer plays for them, told once per turn, not missed."""
    try:
        action, parsed = await decide(g, colour)
        new, events = g.rules.apply(g.state, action)
    except (RuleError, ValueError, KeyError, TypeError, LookupError) as e:
        log.warning("game %s: the computer player of %s found no move: %r", g.record.id, colour, e)
        return None
    user = g.meta.user_of(colour)
    meta = g.meta.copy()
    payload: Json = {"action": parsed, "computer": True}
    first = []
    if late or away is not None:
        payload["away" if away is not None else "late"] = True
        before, after = g.rules.turn_keys(g.state), g.rules.turn_keys(new)
        if after.get(colour) != before.get(colour):  # their turn is over: said once (a late one counted once)
            if away is not None:
                first.append(Message("computer_for_away", {"user": user, "at": int(away)}))
            else:
                meta.missed[colour] = meta.missed.get(colour, 0) + 1
                first.append(Message("computer_for_late", {"colour": colour, "user": user}))
    entry = NewLogEntry("action", encode_json(payload), p.clock.now(), user)
    return await p.commit(g, Change(meta, entry, new, events, first=first))


__all__ = ["chooser", "computer_colours", "computer_turn", "decide"]
