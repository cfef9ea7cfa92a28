"""Property tests, 2–6 players: random legal play to the end keeps every invariant, replays exactly, and never
shows one player's hidden things (hand, pick before the reveal, graveyard) to another.

Invariants after every action: each dealt rank of each colour is in exactly one place (hand, island, ship,
graveyard) and undealt ranks in none; the 48 loot tokens are all accounted for (bag, days, supplies); coins
are never negative; the reputation track is a permutation of the 6 tokens. Now and then the game is stored
and reloaded (JSON) mid-way, as after a restart, and play goes on from the reloaded state.
"""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine.libertalia as L
from engine.libertalia.state import GameState
from tools.libertalia.players import greedy_action

from .helpers import COLOURS, DATA

SETTINGS = settings(max_examples=12, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])


def check_invariants(s: GameState) -> None:
    dealt = {r for d in s.dealt for r in d}
    assert dealt.isdisjoint(s.undealt) and len(dealt) + len(s.undealt) == 40
    for c in s.seats:
        p = s.players[c]
        places = Counter(p.hand) + Counter(p.ship) + Counter(p.graveyard) + Counter(
            f.rank for f in s.island if f.owner == c)
        if p.removed:
            assert not p.hand and not p.ship and not p.loot
        assert all(n == 1 for n in places.values()), (c, places)
        assert set(places) == dealt, (c, sorted(set(places) ^ dealt))
        assert p.pick is None or p.pick in p.hand
        assert p.coins >= 0 and set(p.kept) <= set(p.ship)
    tokens = Counter(s.bag) + sum((Counter(d) for d in s.loot_days), Counter()) + sum(
        (Counter(p.loot) for p in s.players.values()), Counter())
    assert tokens == {k: DATA.loot[k].count for k in DATA.loot_order}
    assert sorted(s.reputation) == sorted(COLOURS)


PRIVATE = {"hand", "pick", "graveyard", "viewer"}
SECRET_KEYS = {"hand", "pick", "graveyard", "bag", "undealt", "rng", "lanes", "night_deferred"}


def keys_of(x: object) -> set[str]:
    if isinstance(x, dict):
        return set(x) | {k for v in x.values() for k in keys_of(v)}
    if isinstance(x, list):
        return {k for v in x for k in keys_of(v)}
    return set()


def check_hidden(s: GameState) -> None:
    public = L.view(s, None)
    assert not keys_of(public) & SECRET_KEYS

    def shared(v: dict[str, object]) -> dict[str, object]:
        return {k: x for k, x in v.items() if k not in PRIVATE and k != "pending"}

    for viewer in s.seats:
        v = L.view(s, viewer)
        assert v["hand"] == s.players[viewer].hand and v["graveyard"] == s.players[viewer].graveyard
        assert shared(v) == shared(public)  # nothing else differs between players
        assert not keys_of(shared(v)) & SECRET_KEYS
        for p in v["pending"]:
            if p["player"] != viewer and p["private"]:
                assert p["options"] == []
    for e in s.last_events:
        if e["type"] in ("picked", "pick_changed", "character_recovered", "timeout"):
            assert "rank" not in e
        if e["type"] in ("choice_made", "timeout") and e.get("kind") in (
                "scout_place", "recruiter_board", "necromancer_raise", "surgeon_recover"):
            assert e["option"] is None


def try_illegal(s: GameState, rng: random.Random) -> None:
    """An action outside legal_actions is refused with a RuleError and leaves the state as it was."""
    before = json.dumps(s.to_dict())
    colour = rng.choice(s.seats)
    legal = {json.dumps(a.to_dict()) for a in L.legal_actions(s, colour)}
    candidates: list[L.Action] = [L.Pick(colour, rng.randint(0, 41)), L.Choose(colour, "loot:nothing"),
                                  L.Choose(colour, "rank:99"), L.Pick(colour, 0)]
    for a in candidates:
        if json.dumps(a.to_dict()) in legal:
            continue
        try:
            L.apply(s, a)
        except L.RuleError:
            pass
        else:
            raise AssertionError(f"illegal {a} accepted")
    if colour not in L.waiting_for(s):
        try:
            L.apply(s, L.Timeout(colour))
        except L.RuleError:
            pass
        else:
            raise AssertionError("timeout for a player nobody waits for")
    assert json.dumps(s.to_dict()) == before


def play(n: int, seed: int, greedy_share: float = 0.0) -> None:
    colours = list(COLOURS[:n])
    s, _ = L.new_game(colours, L.Options(), seed)
    rng = random.Random(seed)
    greedy = {c for c in colours if rng.random() < greedy_share}
    log: list[dict[str, object]] = []
    check_invariants(s)
    while not s.ended:
        waiting = L.waiting_for(s)
        assert waiting, (s.phase, s.pending)
        c = rng.choice(waiting)
        if rng.random() < 0.03:
            try_illegal(s, rng)
        roll = rng.random()
        if roll < 0.05:
            action: L.Action = L.Timeout(c)
        elif c in greedy:
            action = greedy_action(s, c)
        else:
            action = rng.choice(L.legal_actions(s, c))
        if s.phase == "selection" and roll > 0.9 and isinstance(action, L.Pick) and len(waiting) > 1:
            s, _ = L.apply(s, action)  # a pick changed before the last one is in
            log.append(action.to_dict())
            action = rng.choice(L.legal_actions(s, c))
        s, _ = L.apply(s, action)
        log.append(action.to_dict())
        if rng.random() < 0.1:  # a restart: the game goes on from its stored JSON, at a pick or a choice
            s = GameState.from_dict(json.loads(json.dumps(s.to_dict())))
        check_invariants(s)
        check_hidden(s)
    assert s.result is not None and len(s.result["standings"]) == n
    again = L.replay(colours, L.Options(), seed, log)
    assert again.to_dict() == s.to_dict()
    assert GameState.from_dict(json.loads(json.dumps(s.to_dict()))).to_dict() == s.to_dict()


@SETTINGS
@given(n=st.integers(2, 6), seed=st.integers(0, 2**32 - 1))
def test_random_play_keeps_invariants_and_replays(n: int, seed: int) -> None:
    play(n, seed)


@settings(max_examples=4, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(2, 6), seed=st.integers(0, 2**32 - 1))
def test_greedy_play_keeps_invariants_and_replays(n: int, seed: int) -> None:
    play(n, seed, greedy_share=0.6)


def test_fixed_seeds_every_player_count() -> None:
    for n in range(2, 7):
        for seed in (0, 1, 2):
            play(n, seed)
