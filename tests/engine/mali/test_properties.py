"""Property tests for the base game (no expansions), 2-4 players, basic and advanced variants.

1. Random legal play to the end never breaks an invariant: every scout somewhere, MP never negative, each
   order in exactly one place, threat equal to the tanks on the board, hidden things absent from public views;
   and replaying the action log rebuilds the final state exactly.
2. Random illegal actions (random action dicts of every type, minus those `legal_actions` offers) are refused
   with a RuleError and leave the state unchanged.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import fields, replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine.mali
from data.mali.loader import game_data
from engine.mali import actions as A
from engine.mali.board import is_blocked
from engine.mali.setup import movement_hand
from engine.mali.state import GameState, Options
from engine.mali.view import waiting_for
from jsontypes import Json
from tools.mali.players import greedy_player
from words.refusals import rule_text

from .helpers import keys_of

DATA = game_data()
COLOURS = ("orange", "red", "violet", "green")
COMBOS = [(n, variant) for n in (2, 3, 4) for variant in ("basic", "advanced")]
HIDDEN_KEYS = {"deck", "rng", "seed", "drop_stack", "liberator_deck", "checkpoint", "since_checkpoint"}
SETTINGS = settings(max_examples=8, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


# ---- a random (slightly purposeful) legal player ----

def choose(state: GameState, colour: str, rnd: random.Random, end_bias: float, skill: float = 0.3) -> A.Action:
    """A legal action: with probability `skill` a purposeful one (big card, pick up, head for the destination or
    the nearest waiting order), otherwise any; turns end with probability `end_bias` once nothing purposeful is
    left to do, so games finish."""
    acts = engine.mali.legal_actions(state, colour)
    assert acts, f"{colour} must act but has no legal action"
    if rnd.random() < 0.8:  # undo now and then, not all the time
        acts = [a for a in acts if not isinstance(a, A.Undo)] or acts
    turn = state.turn
    if turn is None or turn.card is None or rnd.random() >= skill:
        if turn is not None and turn.card is None and rnd.random() < skill:
            cards = [a for a in acts if isinstance(a, A.PlayCard)]
            return max(cards, key=lambda a: (DATA.movement_cards[a.card].value, a.card))
        ends = [a for a in acts if isinstance(a, A.EndTurn)]
        if ends and rnd.random() < end_bias:
            return A.TimeoutPass(colour) if rnd.random() < 0.1 else ends[0]
        return rnd.choice(acts)
    pickups = [a for a in acts if isinstance(a, A.PickUpOrder)]
    if pickups:
        return rnd.choice(pickups)
    best: tuple[int, A.Action] | None = None
    waiting = [DATA.orders[t.order].pickup for t in state.track if t.carrier is None]
    for a in acts:
        if not isinstance(a, A.Move):
            continue
        scout = state.scouts[f"{colour}-{a.scout}"]
        entry = state.carried_by(scout.id)
        goals = [DATA.orders[entry.order].destination] if entry else waiting
        if not goals or scout.space is None:
            continue
        here = min(DATA.distance[scout.space][g] for g in goals)
        there = min(DATA.distance[a.to][g] for g in goals)
        gain = (here - there) * 10 - DATA.distance[scout.space][a.to]
        if there < here and (best is None or gain > best[0]):
            best = (gain, a)
    if best is not None:
        return best[1]
    return A.TimeoutPass(colour) if rnd.random() < 0.1 else A.EndTurn(colour)


def public_and_private_views_hide(state: GameState) -> None:
    ended = state.phase == "ended"
    for viewer in (None, *state.seats):
        v = engine.mali.view(state, viewer)
        assert json.loads(json.dumps(v)) == v, "a view must be plain JSON"
        assert not keys_of(v) & HIDDEN_KEYS
        assert v["deck_size"] == len(state.deck)
        for p in v["players"]:
            own = p["colour"] == viewer
            player = state.players[p["colour"]]
            assert p["hand"] == (player.hand if own else None)
            assert p["tokens"] == (player.tokens if own else None)
            assert p["goal"] == (player.goal if (own or ended) else None)
        if viewer is None:
            text = json.dumps(v)
            assert str(state.rng) not in text
            if not ended:
                assert all(f'"{p.goal}"' not in text for p in state.players.values() if p.goal)


def events_hide(state: GameState, events: list[Json]) -> None:
    """H-4: the events (the source of messages and logs) carry no deck order, seed or hand, and no secret goal
    before the game is over."""
    assert not keys_of(events) & (HIDDEN_KEYS | {"hand", "goal"}) or state.phase == "ended"
    if state.phase != "ended":
        text = json.dumps(events)
        assert all(f'"{p.goal}"' not in text for p in state.players.values() if p.goal)


def check_invariants(state: GameState, initial: list[int], full_hand: list[str]) -> None:
    assert state.phase in ("deploy", "movement", "ended")
    # Every scout somewhere: on a space, or in prison (or waiting to be deployed).
    for s in state.scouts.values():
        if s.prison > 0:
            assert s.space is None and s.prison in (1, 2), s
        elif state.phase == "deploy" and s.id in state.deploy_queue:
            assert s.space is None, s
        else:
            assert s.space in DATA.spaces, s
    # MP never negative; the turn belongs to the first player still to move.
    if state.turn is not None:
        assert state.turn.mp >= 0
        assert state.phase == "movement" and state.turn_queue and state.turn_queue[0] == state.turn.player
    elif state.phase == "movement":
        raise AssertionError("a movement phase with nobody's turn in progress")
    # Each order in exactly one place; the rest of the 28 out of the game.
    places = Counter(state.deck + [t.order for t in state.track] + state.discarded + state.failed
                     + [o for p in state.players.values() for o in p.delivered])
    assert all(n == 1 for n in places.values()), places
    assert sorted(places) == sorted(initial)
    assert len(initial) == DATA.tunables_of(state)["order_deck_size"][str(len(state.seats))]
    out_of_game = set(DATA.orders) - set(initial)
    assert len(out_of_game) == 28 - len(initial)
    # Carriers: free scouts, one order each; positions on the track.
    carriers = [t.carrier for t in state.track if t.carrier]
    assert len(carriers) == len(set(carriers))
    for t in state.track:
        assert 1 <= t.position <= DATA.tunables_of(state)["track_length"]
        if t.carrier:
            scout = state.scouts[t.carrier]
            assert scout.space is not None and scout.prison == 0
    # B-7.4 - B-7.6: nobody stands in a fallen district; no order on the track has a blocked end it needs
    # (except when threat 4 ended the game at once, before anybody moved away: B-7.3).
    if state.phase != "ended":
        assert not [s.id for s in state.scouts.values() if s.space and DATA.spaces[s.space].district in state.fallen]
        for t in state.track:
            order = DATA.orders[t.order]
            assert not is_blocked(state, DATA, order.destination), t
            assert t.carrier or not is_blocked(state, DATA, order.pickup), t
    # Threat equals the tanks on the board; falls and large tanks go together: a district still standing holds
    # at most one small tank, a fallen one a large tank (and a small one for each later failure, B-7.2).
    level = sum({"small": 1, "large": 2}[k] for k in state.tanks.values())
    assert engine.mali.view(state)["threat"] == level
    per_district = Counter(DATA.spaces[s].district for s in state.tanks)
    assert all(n == 1 for d, n in per_district.items() if d not in state.fallen), state.tanks
    assert all(k == "small" for s, k in state.tanks.items() if DATA.spaces[s].district not in state.fallen)
    assert all(any(DATA.spaces[s].district == d and k == "large" for s, k in state.tanks.items())
               for d in state.fallen), state.tanks
    # B-7.2: every failed order raised the threat by exactly 1 (no Grenades without the Liberator).
    assert level == len(state.failed), (state.failed, state.tanks)
    if state.result is not None and state.result["outcome"] == "defeat":
        assert level >= DATA.tunables_of(state)["threat_limit"]
    else:
        assert level < DATA.tunables_of(state)["threat_limit"]
    # Movement cards are never lost.
    for p in state.players.values():
        assert sorted(p.hand + p.played) == sorted(full_hand)
    public_and_private_views_hide(state)


def play_random_game(n: int, variant: str, seed: int, end_bias: float, greedy: bool = False, check: bool = True,
                     max_actions: int = 4000) -> tuple[GameState, list[A.Action]]:
    """Play a game to its end with `choose` (or, if `greedy`, with the simulation's greedy players, which also
    win games (E-1)), checking the invariants after every action."""
    colours = list(COLOURS[:n])
    options = Options(variant)
    state, _ = engine.mali.new_game(colours, options, seed)
    initial = state.deck + [t.order for t in state.track] + state.discarded + state.failed
    full_hand = movement_hand(DATA, options)
    rnd = random.Random(seed)
    bots = {c: greedy_player(random.Random(seed + i)) for i, c in enumerate(colours) if greedy}
    log: list[A.Action] = []
    rounds_seen = state.round
    if check:
        check_invariants(state, initial, full_hand)
    while state.phase != "ended":
        assert len(log) < max_actions, "a random game did not finish"
        colour = waiting_for(state)
        assert colour is not None
        action = bots[colour](state, colour) if colour in bots else choose(state, colour, rnd, end_bias)
        state, events = engine.mali.apply(state, action)
        log.append(action)
        if check:
            check_invariants(state, initial, full_hand)
            events_hide(state, events)
            if state.round != rounds_seen and state.phase == "movement":
                # B-7.5: after Time passes nobody stands on a blocked space.
                rounds_seen = state.round
                assert not [s.id for s in state.scouts.values() if s.space and is_blocked(state, DATA, s.space)]
    assert state.result is not None and state.result["reason"] in ("E-1", "E-2")
    return state, log


@pytest.mark.parametrize(("n", "variant"), COMBOS)
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), end_bias=st.sampled_from([0.1, 0.25, 0.5]), greedy=st.booleans())
def test_random_legal_play_keeps_every_invariant_and_replays(n: int, variant: str, seed: int, end_bias: float,
                                                            greedy: bool) -> None:
    state, log = play_random_game(n, variant, seed, end_bias, greedy)
    replayed = engine.mali.replay(list(COLOURS[:n]), Options(variant), seed, [a.to_dict() for a in log])
    assert replayed.to_dict() == state.to_dict()
    saved = json.loads(json.dumps(state.to_dict()))
    assert GameState.from_dict(saved).to_dict() == state.to_dict()


def test_the_players_of_the_property_tests_reach_both_endings() -> None:
    """Not only defeats: the greedy games win too (E-1), so the invariants are checked on both endings."""
    outcomes: Counter[str] = Counter()
    for seed in range(6):
        state, _ = play_random_game(2, "advanced", seed, 0.25, greedy=True, check=False)
        assert state.result is not None
        outcomes[state.result["reason"]] += 1
    assert outcomes["E-1"] and outcomes["E-2"], outcomes


# ---- random illegal actions ----

MODERATOR_ONLY = {"remove_player", "abort"}  # the service checks who may send these; never in legal_actions
PLAYER_TYPES = sorted(set(A.ACTION_TYPES) - MODERATOR_ONLY)
SPACES = [*DATA.space_order, "XX1", "", "sr1"]
CARDS = [*DATA.movement_cards, "5", "0"]
TOKENS = [*DATA.drop_tokens, "bandages", "nothing"]


def random_value(name: str, rnd: random.Random) -> Any:
    if name in ("scout", "scout_a", "scout_b", "from_scout", "to_scout"):
        return rnd.choice([-1, 0, 1, 2, 3, 4, "2", None, "x", True, 1.5])
    if name in ("order", "order_a", "order_b"):
        return rnd.choice([*range(0, 30), None, "7", -3, "seven"])
    if name in ("space", "to"):
        return rnd.choice([*SPACES, None, 5])
    if name == "card":
        return rnd.choice([*CARDS, None, 4])
    if name == "source":
        return rnd.choice(["card", "token", "elsewhere", None])
    if name == "token":
        return rnd.choice([*TOKENS, None])
    if name == "letters":
        return rnd.choice([[], ["L01"], ["L01", "L01"], "L01", [1], None])
    return rnd.choice([None, 0, "x"])


def random_action_dict(state: GameState, rnd: random.Random) -> dict[str, Any]:
    legal_dicts = [a.to_dict() for c in state.seats for a in engine.mali.legal_actions(state, c)]
    if legal_dicts and rnd.random() < 0.5:
        d = dict(rnd.choice(legal_dicts))  # a near miss: a legal action with one field changed
        name = rnd.choice([k for k in d if k != "type"])
        d[name] = rnd.choice([*state.seats, "blue"]) if name == "player" else random_value(name, rnd)
        return d
    kind = rnd.choice(PLAYER_TYPES)
    d = {"type": kind, "player": rnd.choice([*state.seats, "blue", None])}
    for f in fields(A.ACTION_TYPES[kind]):
        if f.name != "player" and rnd.random() < 0.95:
            d[f.name] = random_value(f.name, rnd)
    return d


def normal(action: A.Action) -> A.Action:
    """Symmetric actions in one orientation: legal_actions lists each pair once."""
    if isinstance(action, A.Buddies) and isinstance(action.scout_a, int) and isinstance(action.scout_b, int):
        return replace(action, scout_a=min(action.scout_a, action.scout_b),
                       scout_b=max(action.scout_a, action.scout_b))
    if isinstance(action, A.ChangeOfOrders) and isinstance(action.order_a, int) and isinstance(action.order_b, int):
        return replace(action, order_a=min(action.order_a, action.order_b),
                       order_b=max(action.order_a, action.order_b))
    return action


def is_legal(state: GameState, action: A.Action) -> bool:
    if isinstance(action, A.TimeoutPass):  # the service's deadline: the player in turn, any time in the turn
        return state.turn is not None and state.turn.player == action.player
    return normal(action) in {normal(a) for a in engine.mali.legal_actions(state, action.player)}


def check_illegal_refused(state: GameState, rnd: random.Random, tries: int) -> int:
    before = json.dumps(state.to_dict(), sort_keys=True)
    refused = 0
    for _ in range(tries):
        d = random_action_dict(state, rnd)
        try:
            action = engine.mali.action_from_dict(d)
        except engine.mali.RuleError:
            refused += 1
            continue
        if not isinstance(action.player, str) or (action.player in state.seats and is_legal(state, action)):
            continue
        with pytest.raises(engine.mali.RuleError) as caught:
            engine.mali.apply(state, action)
        assert caught.value.rule and caught.value.code, d
        assert "{" not in rule_text(caught.value, "en") and "{" not in rule_text(caught.value, "pl"), d
        assert json.dumps(state.to_dict(), sort_keys=True) == before, f"refused {d} but the state changed"
        refused += 1
    return refused


@pytest.mark.parametrize(("n", "variant"), COMBOS)
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), stops=st.lists(st.integers(0, 400), min_size=3, max_size=3))
def test_random_illegal_actions_are_refused_and_change_nothing(n: int, variant: str, seed: int,
                                                              stops: list[int]) -> None:
    colours = list(COLOURS[:n])
    state, _ = engine.mali.new_game(colours, Options(variant), seed)
    rnd = random.Random(seed)
    stops_left = sorted(stops)
    steps = 0
    checked = check_illegal_refused(state, rnd, 20)  # the first state: deployment or the first turn
    while state.phase != "ended" and stops_left:
        if steps == stops_left[0]:
            stops_left.pop(0)
            checked += check_illegal_refused(state, rnd, 20)
            continue
        colour = waiting_for(state)
        assert colour is not None
        state, _ = engine.mali.apply(state, choose(state, colour, rnd, 0.3))
        steps += 1
    if state.phase == "ended":
        checked += check_illegal_refused(state, rnd, 10)
    assert checked > 0


def test_illegal_action_check_knows_every_player_action_type() -> None:
    assert set(PLAYER_TYPES) | MODERATOR_ONLY == set(A.ACTION_TYPES)
    # Moderator actions are refused for colours not in the game too.
    state, _ = engine.mali.new_game(["orange", "red"], Options(), 1)
    with pytest.raises(engine.mali.RuleError):
        engine.mali.apply(state, A.RemovePlayer("violet"))
