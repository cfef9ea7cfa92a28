"""The TypedDicts of engine/mali/events.py say what the engine emits: random and greedy games with every option,
a removal and an abort, each event checked against its kind (keys and value types), most kinds seen."""

from __future__ import annotations

import random

from data.mali.loader import game_data
from engine.mali import actions as A
from engine.mali.events import EVENT_TYPES, MaliResult
from engine.mali.game import apply, new_game
from engine.mali.state import GameState, Options
from jsontypes import Json
from tools.mali.players import greedy_player, random_player

from ..typed import kind_of, shape_problems

DATA = game_data()
COLOURS = ("orange", "red", "violet", "green")
KINDS = kind_of(EVENT_TYPES)


def _check(events: list[Json], seen: set[str]) -> None:
    for e in events:
        assert e["type"] in KINDS, f"no TypedDict for {e['type']!r}"
        assert not shape_problems(e, KINDS[e["type"]], e["type"]), (shape_problems(e, KINDS[e["type"]], e["type"]), e)
        seen.add(e["type"])


def _play(state: GameState, events: list[Json], seen: set[str], rng: random.Random, greedy: bool) -> GameState:
    _check(events, seen)
    players = {c: (greedy_player(rng, DATA) if greedy else random_player(rng)) for c in state.seats}
    while not state.ended:
        colour = state.turn.player if state.turn else state.deploy_queue[0].rsplit("-", 1)[0]
        state, events = apply(state, players[colour](state, colour), DATA)
        _check(events, seen)
    return state


def test_every_event_matches_its_kind() -> None:
    seen: set[str] = set()
    for seed in range(12):
        n = 2 + seed % 3
        options = Options("advanced" if seed >= 6 else "basic", liberator=True, mail=True)
        state, events = new_game(list(COLOURS[:n]), options, seed, DATA)
        end = _play(state, events, seen, random.Random(seed), greedy=seed % 2 == 0)
        assert end.result is not None
        assert not shape_problems(end.result, MaliResult, "result")
    state, events = new_game(list(COLOURS[:3]), Options("basic", True, True), 99, DATA)
    colour = state.turn.player if state.turn else ""
    card = state.players[colour].hand[0]
    state, played = apply(state, A.PlayCard(colour, card), DATA)
    state, undone = apply(state, A.Undo(colour), DATA)
    state, passed = apply(state, A.TimeoutPass(colour), DATA)
    state, removed = apply(state, A.RemovePlayer("red"), DATA)
    state, aborted = apply(state, A.Abort("orange"), DATA)
    _check(events + played + undone + passed + removed + aborted, seen)
    assert {"undone", "timeout_pass", "player_removed", "game_over"} <= seen
    assert len(seen) >= 40, sorted(set(KINDS) - seen)

