"""Helpers for the Libertalia rule tests: build a scenario from a real game, drive it through `apply` only.

A test starts from `new_game`, edits the fresh state to the situation a rule talks about (`arrange`), then
plays picks and choices with `engine.libertalia.apply`, so every step goes through the public interface.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import engine.libertalia as L
from data.libertalia.loader import GameData, game_data
from engine.libertalia.state import GameState
from jsontypes import Json

DATA: GameData = game_data()
COLOURS: tuple[str, ...] = DATA.colours  # red blue green yellow purple black
Events = list[Json]


def game(n: int = 3, seed: int = 1) -> GameState:
    state, _ = L.new_game(list(COLOURS[:n]), L.Options(), seed)
    return state


def arrange(state: GameState, *, track: Sequence[str | None] | None = None,
            coins: Mapping[str, int] | None = None, hands: Mapping[str, Iterable[int]] | None = None,
            ships: Mapping[str, Iterable[int]] | None = None, loot: Mapping[str, Mapping[str, int]] | None = None,
            graveyards: Mapping[str, Iterable[int]] | None = None, kept: Mapping[str, Iterable[int]] | None = None,
            loot_days: Sequence[Sequence[str]] | None = None, day: int | None = None,
            voyage: int | None = None, score: Mapping[str, int] | None = None) -> GameState:
    """Edit a fresh game (in selection) in place. `track`: 6 entries left to right, None = an inactive token."""
    if track is not None:
        inactive = [c for c in COLOURS if c not in track]
        state.reputation = [c if c is not None else inactive.pop(0) for c in track]
    for c, n in (coins or {}).items():
        state.players[c].coins = n
    for c, n in (score or {}).items():
        state.players[c].score = n
    for c, h in (hands or {}).items():
        state.players[c].hand = sorted(h)
    for c, s in (ships or {}).items():
        state.players[c].ship = sorted(s)
    for c, g in (graveyards or {}).items():
        state.players[c].graveyard = sorted(g)
    for c, k in (kept or {}).items():
        state.players[c].kept = sorted(k)
    for c, lt in (loot or {}).items():
        state.players[c].loot = {k: v for k, v in lt.items() if v}
    if voyage is not None:
        state.voyage = voyage
    if loot_days is not None:
        state.loot_days = [sorted(d, key=DATA.loot_order.index) for d in loot_days]
    if day is not None:
        state.day = day
    return state


def pick(state: GameState, picks: Mapping[str, int]) -> tuple[GameState, Events]:
    """Everybody's secret pick, in the order given; returns the state after the last one and all events."""
    events: Events = []
    for c, r in picks.items():
        state, ev = L.apply(state, L.Pick(c, r))
        events += ev
    return state, events


def choose(state: GameState, colour: str, option: str) -> tuple[GameState, Events]:
    return L.apply(state, L.Choose(colour, option))


def play(state: GameState, picks: Mapping[str, int],
         choices: Iterable[tuple[str, str]] = ()) -> tuple[GameState, Events]:
    state, events = pick(state, picks)
    for c, o in choices:
        state, ev = choose(state, c, o)
        events += ev
    return state, events


def pending(state: GameState, colour: str | None = None) -> Json:
    for p in state.pending:
        if colour is None or p["player"] == colour:
            return p
    raise AssertionError(f"no pending choice for {colour}: {state.pending}")


def option_ids(state: GameState, colour: str | None = None) -> list[str]:
    return [str(o["id"]) for o in pending(state, colour)["options"]]


def of_type(events: Events, kind: str) -> list[Json]:
    return [e for e in events if e["type"] == kind]


def positions(state: GameState) -> list[str]:
    return list(state.reputation)


def settle(state: GameState) -> tuple[GameState, Events]:
    """Run the automatic flow on a copy of an arranged state (e.g. nobody holds a card, so nobody picks)."""
    from engine.libertalia.ctx import Ctx
    from engine.libertalia.flow import advance

    new = state.clone()
    ctx = Ctx(new, DATA, [])
    advance(ctx)
    new.last_events = ctx.events
    return new, ctx.events


def empty_hands(state: GameState) -> GameState:
    for p in state.players.values():
        p.hand = []
    return state


def last_day(state: GameState) -> GameState:
    """Make the current day the voyage's last, with no loot left on any day."""
    days = DATA.days_in(state.voyage)
    state.loot_days = [[] for _ in range(days)]
    state.day = days
    return state
