"""The checks an operation makes before it changes anything; each raises the refusal a user reads."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.errors import RuleError
from jsontypes import Event
from service.caller import Caller
from service.errors import ServiceError, refused, rule_refused
from service.meta import Seat
from service.pipeline import Loaded
from service.rules import GameRules
from store.records import LOBBY, RUNNING

MIN_DEADLINE = 60
MAX_DEADLINE = 30 * 24 * 3600


def running(g: Loaded) -> Any:
    """The running game's state."""
    if g.record.status == LOBBY:
        raise refused("not_started")
    if g.record.status != RUNNING or g.state is None:
        raise refused("game_finished")
    return g.state


def lobby(g: Loaded) -> None:
    if g.record.status != LOBBY:
        raise refused("already_started")


def host_or_moderator(g: Loaded, caller: Caller) -> None:
    """The host's own powers (start, skip the waiting player, abandon the table) and every moderator's."""
    if not (caller.is_moderator or caller.user_id == g.meta.host):
        raise refused("host_or_moderator_only")


HOST_SKIP_NO_DEADLINE = 3600  # s: how long a player waits before the host may skip them, in a game without deadline


def host_may_skip_from(g: Loaded, colour: str) -> float:
    """When the host who is not a moderator may skip `colour`: once they have been waiting a quarter of the turn
    deadline (an hour without one), so that a skip is for a player who is away, not one still thinking."""
    meta = g.meta
    wait = meta.deadline_seconds / 4 if meta.deadline_seconds else HOST_SKIP_NO_DEADLINE
    return waiting_since(g, colour) + wait


def waiting_since(g: Loaded, colour: str) -> float:
    """Since when `colour` has been waited for: their timer's start; for a timer stored before that was kept,
    its deadline less the turn deadline, or else the game's latest change (the turn began no later)."""
    meta, rec = g.meta, g.record
    timer = meta.turns.get(colour)
    if timer is not None and timer.since is not None:
        return timer.since
    deadline = timer.deadline if timer is not None else rec.deadline_at
    if deadline is not None and meta.deadline_seconds:
        return deadline - meta.deadline_seconds
    return rec.updated_at


def moderator(caller: Caller) -> None:
    """What changes a game beyond its normal course (roll back, deadline, remove, replace, reset) is for the
    server's moderators only, the host included only when they are one (issue 11: powers)."""
    if not caller.is_moderator:
        raise refused("moderator_only")


def seat(g: Loaded, caller: Caller) -> Seat:
    found = g.meta.seat_of(caller.user_id)
    if found is None or found.removed:
        raise refused("not_seated")
    return found


def version(g: Loaded, expected: int | None) -> None:
    if expected is not None and expected != g.record.version:
        raise refused("moved_on")  # the version numbers mean nothing to a player


def turn_refusal(rules: GameRules, state: Any, colour: str | None) -> ServiceError | None:
    """Why `colour` may not act now: others owe the next move (all of them named), or nobody does; None when
    `colour` is one of those the game waits for."""
    if colour is not None and rules.may_act(state, colour):
        return None
    waiting = rules.waiting_for(state)
    named: Any = waiting[0] if len(waiting) == 1 else list(waiting)
    return refused("not_your_turn" if waiting else "nobody_to_act", colour=named if waiting else "").in_room(rules.key)


def apply(rules: GameRules, state: Any, action: Any) -> tuple[Any, Sequence[Event]]:
    try:
        return rules.apply(state, action)
    except RuleError as e:
        raise rule_refused(e) from None


def deadline(seconds: Any) -> int | None:
    if seconds is None:
        return None
    if isinstance(seconds, bool) or not isinstance(seconds, int) or not MIN_DEADLINE <= seconds <= MAX_DEADLINE:
        raise refused("bad_deadline", min=MIN_DEADLINE // 60, max=MAX_DEADLINE // 3600)
    return seconds


def hours(seconds: int | None) -> str:
    if seconds is None:
        return "—"
    return f"{seconds / 3600:g}"
