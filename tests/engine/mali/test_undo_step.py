"""B-5.7 undo one step as well as the whole turn: a step takes back the turn's last action only, stops at a
revealed secret like the whole undo, and a stored undo without a scope still takes back the whole turn."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine.mali
from engine.mali import actions as A
from engine.mali.game import UNDOABLE, reveals_token
from engine.mali.legal import legal_choices
from engine.mali.state import GameState, Options
from engine.mali.view import waiting_for
from tests.engine.mali.expansions.helpers import clear_drops, new, park_everyone, put_drop, turn_for
from tests.engine.mali.helpers import FAR, TWO, act, arrange, game, of_type, refused

STEP = "step"


def doc(state: GameState) -> str:
    return json.dumps(state.to_dict(), sort_keys=True)


def test_B_5_7_undo_one_step_takes_back_only_the_last_action() -> None:
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR4"}, turn="orange", card="3")
    state, _ = act(state, A.Move("orange", 1, "SR2"))
    middle = state
    state, _ = act(state, A.Move("orange", 1, "SR1"))
    state, events = act(state, A.Undo("orange", STEP))
    assert doc(state) == doc(middle)
    assert state.scouts["orange-1"].space == "SR2" and state.turn is not None and state.turn.mp == middle.turn.mp
    (undone,) = of_type(events, "undone")
    assert undone["actions"] == [A.Move("orange", 1, "SR1").to_dict()] and undone["rule"] == "B-5.7"
    state, _ = act(state, A.Undo("orange", STEP))  # and again: back to the card just played
    assert state.scouts["orange-1"].space == "SR4" and state.turn is not None and state.turn.card == "3"


def test_B_5_7_a_step_after_the_whole_turn_has_nothing_left() -> None:
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR4"}, turn="orange")
    state, _ = act(state, A.PlayCard("orange", "3"), A.Move("orange", 1, "SR2"), A.Undo("orange"))
    assert state.turn is not None and state.turn.card is None
    refused(state, A.Undo("orange", STEP), "B-5.7", "nothing_to_undo")


def test_B_5_7_a_stored_undo_without_scope_takes_back_the_whole_turn() -> None:
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR4"}, turn="orange")
    start = state
    state, _ = act(state, A.PlayCard("orange", "3"), A.Move("orange", 1, "SR2"))
    stored = engine.mali.action_from_dict({"type": "undo", "player": "orange"})  # as games logged it before
    assert stored == A.Undo("orange") and stored.scope == "turn"
    state, _ = engine.mali.apply(state, stored)
    assert doc(state) == doc(start)


def test_B_5_7_an_unknown_undo_scope_is_refused() -> None:
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR4"}, turn="orange", card="3")
    state, _ = act(state, A.Move("orange", 1, "SR2"))
    refused(state, A.Undo("orange", "round"), "B-3.1", "bad_action")


def test_B_5_7_the_step_is_offered_once_there_are_two_actions_to_take_back() -> None:
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR4"}, turn="orange")
    undos = lambda s: [a for a in engine.mali.legal_actions(s, "orange") if isinstance(a, A.Undo)]  # noqa: E731
    assert undos(state) == []
    state, _ = act(state, A.PlayCard("orange", "3"))
    assert undos(state) == [A.Undo("orange")]  # one action: the step and the whole turn are the same
    state, _ = act(state, A.Move("orange", 1, "SR2"))
    assert undos(state) == [A.Undo("orange"), A.Undo("orange", STEP)]
    choices = [c for c in legal_choices(state, "orange") if c["type"] == "undo"]
    assert choices == [{"type": "undo", "player": "orange", "scope": "turn"},
                       {"type": "undo", "player": "orange", "scope": STEP}]


def test_B_5_7_L_3_1_a_step_stops_at_a_looked_at_token() -> None:
    state = new("basic", liberator=True)
    me = state.turn.player if state.turn else ""
    park_everyone(state, {f"{me}-1": "SR2"})
    clear_drops(state)
    state.track = []
    state = turn_for(state, me, "2")
    put_drop(state, "SR4", "rifle")
    state, _ = act(state, A.Move(me, 1, "SR4"), A.PickUpDrops(me, 1))
    refused(state, A.Undo(me, STEP), "B-5.7", "undo_after_reveal")
    after_pickup = state
    state, _ = act(state, A.Move(me, 1, "SR2"))
    state, _ = act(state, A.Undo(me, STEP))
    assert doc(state) == doc(after_pickup) and state.players[me].tokens == ["rifle"]


# ---- the property: a step undoes exactly one action ----

OPTIONS = [Options("basic"), Options("advanced", True, True), Options("basic", False, True),
           Options("advanced", True, False)]


def step_undoable(action: A.Action) -> bool:
    return isinstance(action, UNDOABLE) and not reveals_token(action)


@settings(max_examples=12, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), options=st.sampled_from(OPTIONS), players=st.integers(2, 4))
def test_B_5_7_undo_one_step_after_any_legal_action_returns_the_state_before_it(seed: int, options: Options,
                                                                               players: int) -> None:
    """Random legal play with every kind of action; after each action that reveals nothing, one step back gives
    exactly the state before it (same stored document), and the game goes on from the state after it."""
    rnd = random.Random(seed)
    state, _ = engine.mali.new_game(["orange", "red", "violet", "green"][:players], options, seed)
    checked = 0
    for _ in range(300):
        colour = waiting_for(state)
        if colour is None:
            break
        legal = [a for a in engine.mali.legal_actions(state, colour) if not isinstance(a, A.Undo)]
        ends = [a for a in legal if isinstance(a, A.EndTurn)]
        action = ends[0] if ends and rnd.random() < 0.15 else rnd.choice(legal)
        after, _ = engine.mali.apply(state, action)
        if step_undoable(action) and after.turn is not None and after.turn.undoable():
            back, events = engine.mali.apply(after, A.Undo(colour, STEP))
            assert doc(back) == doc(state), action
            assert of_type(events, "undone")[0]["actions"] == [action.to_dict()]
            checked += 1
        state = after
    assert checked or state.phase == "ended"
