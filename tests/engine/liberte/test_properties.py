"""Hypothesis properties of Liberté (fixed derandomized examples): conservation, limits, equal action counts,
exact replay, hidden hands; and whole random games at 3, 4 and 6 players to their end."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine.liberte as L
from engine.liberte.state import GameState
from tests.engine.liberte.helpers import COLOURS, DATA, conserved_blocks, random_game, tokens_of

SETTINGS = settings(max_examples=6, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])


def _check(s: GameState) -> None:
    assert conserved_blocks(s) == DATA.total_blocks  # blocks conserved per colour
    for c in s.colours:
        assert tokens_of(s, c) == 20  # tokens conserved per player
        assert s.tokens[c] >= 0
    for stacks in s.provinces.values():
        assert len(stacks) <= 3  # at most 3 stacks per province
        assert len({x["owner"] for x in stacks}) == len(stacks)
    cards_total = len(s.deck) + len(s.discard) + len(s.box) + len(s.offer) + sum(
        len(h) for h in s.hands.values()) + sum(len(d) for d in s.displays.values())
    held = s.play.get("card") if s.play and s.play.get("step") in ("place", "keep") else None
    special = s.play.get("special") if s.play and s.play.get("step") == "target" else None
    assert cards_total + (held is not None) + (special is not None) == len(DATA.cards)
    if s.phase != "ended":  # a hand never appears in another colour's view or the public view
        pub = L.view(s, None)
        assert "hand" not in pub and "hands" not in pub
        for c in s.colours:
            v = L.view(s, c)
            assert v["hand"] == s.hands[c]
            if s.pending and s.pending.get("private") and s.pending["player"] != c:
                assert "options" not in v["choice"]


def _play(n: int, seed: int) -> tuple[GameState, list[L.Action]]:
    s = L.new_game(COLOURS[:n], seed)[0]
    r = random.Random(seed)
    log: list[L.Action] = []
    while s.phase != "ended":
        _check(s)
        a = r.choice(L.legal_actions(s, L.waiting_for(s)[0]))
        before_phase = s.phase
        offer = set(s.offer)
        s, ev = L.apply(s, a)
        log.append(a)
        in_hands = {c for h in s.hands.values() for c in h}
        for e in ev:
            assert isinstance(e["type"], str) and str(e["rule"]).startswith("LB-")  # every event names its rule
        for e in ev:  # no event (a public post) names a card that sits hidden in a hand, unless it was face up
            if isinstance(e.get("card"), int) and e["card"] in in_hands:
                assert e["type"] == "took_offer" and e["card"] in offer, e
        if any(e["type"] == "action_phase_ended" for e in ev) and before_phase == "action":
            assert len(set(s.actions_taken.values())) == 1  # the action phase ends with equal counts
    _check(s)
    return s, log


@SETTINGS
@given(n=st.integers(3, 6), seed=st.integers(1, 10_000))
def test_lb_properties_conservation_limits_hidden_hands(n: int, seed: int) -> None:
    """Blocks per colour and tokens per player are conserved, ≤3 stacks per province, equal action counts at
    the end of each action phase, hands hidden from other views (LB-1.5, 1.6, 4.4, 4.13, 9.2)."""
    _play(n, seed)


@SETTINGS
@given(n=st.integers(3, 6), seed=st.integers(1, 10_000), cut=st.integers(0, 400))
def test_lb_properties_replay_rebuilds_the_state(n: int, seed: int, cut: int) -> None:
    """Replay from seed + actions (through their JSON form) rebuilds the exact state (LB-0.5)."""
    end, log = _play(n, seed)
    part = [a.to_dict() for a in log[:cut]]
    s = L.replay(COLOURS[:n], seed, json.loads(json.dumps(part)))
    t = L.new_game(COLOURS[:n], seed)[0]
    for a in log[:cut]:
        t, _ = L.apply(t, a)
    assert s.to_dict() == t.to_dict()
    assert GameState.from_dict(json.loads(json.dumps(s.to_dict()))).to_dict() == s.to_dict()
    assert L.replay(COLOURS[:n], seed, [a.to_dict() for a in log]).to_dict() == end.to_dict()


def test_lb_whole_games_at_3_4_and_6_players() -> None:
    """Random whole games (fixed seeds) reach an end at 3, 4 and 6 players, every ending reason being one of
    the three (LB-8.1–8.3)."""
    for n, seed in ((3, 11), (4, 12), (6, 13), (3, 21), (6, 22)):
        s, log = random_game(n, seed)
        assert s.phase == "ended" and s.result is not None
        assert s.result["reason"] in ("turns", "radical_landslide", "counter_revolution")
        assert s.result["winners"] and set(s.result["winners"]) <= set(s.colours)
        assert len(log) > 100


def test_lb_timeouts_alone_finish_a_game() -> None:
    """Every seat timing out every time (LB-0.7) still brings the game to its end."""
    s = L.new_game(COLOURS[:3], 5)[0]
    steps = 0
    while s.phase != "ended":
        s, _ = L.apply(s, L.Timeout(L.waiting_for(s)[0]))
        steps += 1
        assert steps < 5000
    assert s.result is not None
