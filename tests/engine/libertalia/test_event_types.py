"""The TypedDicts of engine/libertalia/events.py say what the engine emits: `Ctx.emit` is not checked per kind
by mypy, so random games (with timeouts, a removal and an abort) check every event against its kind (keys and
value types), and EVENTS, read from the types' annotations, names every kind with its parameters."""

from __future__ import annotations

import random

import engine.libertalia as L
from engine.libertalia.events import EVENT_TYPES, EVENTS, LibertaliaResult
from jsontypes import Json

from ..typed import kind_of, shape_problems
from .helpers import COLOURS

KINDS = kind_of(EVENT_TYPES)


def _check(events: list[Json], seen: set[str]) -> None:
    for e in events:
        assert e["type"] in KINDS, f"no TypedDict for {e['type']!r}"
        wrong = shape_problems(e, KINDS[e["type"]], e["type"])
        assert not wrong, (wrong, e)
        seen.add(e["type"])


def test_events_lists_every_kind_with_its_annotated_parameters() -> None:
    assert list(EVENTS) == list(KINDS)
    for code, kind in KINDS.items():
        declared = set(kind.__annotations__) - {"type", "rule", "source"}
        assert declared <= set(EVENTS[code]), (code, declared - set(EVENTS[code]))
        assert all(EVENTS[code].values()), code  # every parameter says what it means


def test_every_event_matches_its_kind() -> None:
    seen: set[str] = set()
    for n in (2, 3, 4, 6):
        for seed in range(6):
            s, ev = L.new_game(list(COLOURS[:n]), L.Options(), seed)
            _check(ev, seen)
            rng = random.Random(seed)
            while not s.ended:
                c = rng.choice(L.waiting_for(s))
                action = L.Timeout(c) if rng.random() < 0.1 else rng.choice(L.legal_actions(s, c))
                s, ev = L.apply(s, action)
                _check(ev, seen)
            assert s.result is not None and not shape_problems(s.result, LibertaliaResult, "result")
    s, ev = L.new_game(list(COLOURS[:3]), L.Options(), 7)
    first, second = L.waiting_for(s)[:2]
    s, picked = L.apply(s, L.legal_actions(s, first)[0])
    s, changed = L.apply(s, L.legal_actions(s, first)[-1])
    s, removed = L.apply(s, L.RemovePlayer(second))
    s, aborted = L.apply(s, L.Abort(first))
    _check(ev + picked + changed + removed + aborted, seen)
    assert s.result is not None and not shape_problems(s.result, LibertaliaResult, "result")
    assert set(KINDS) - seen <= {"no_card"}, sorted(set(KINDS) - seen)
