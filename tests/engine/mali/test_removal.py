"""E-4 a player removed by a moderator, against B-5.7 undo and B-4.1's per-round numbers: the removal is not one
of the players' own moves, so no undo brings the player back, and from the removal on the game plays by the
table of the players still seated (docs/RULINGS.md)."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine.mali
from engine.mali import actions as A
from engine.mali.state import GameState, Options
from engine.mali.view import waiting_for

from .expansions.players import mixed_action
from .helpers import DATA, FOUR, THREE, act, arrange, deployed, finish_turn, game, of_type, refused

COLOURS = ("orange", "red", "violet", "green")


def assert_gone(state: GameState, colour: str) -> None:
    """Everything E-4 takes away stays away: seat, scouts, carried orders, letters, tokens, a place in the queues."""
    assert state.players[colour].removed, f"{colour} is seated again"
    assert colour not in state.active_players()
    for scout in state.scouts_of(colour):
        assert (scout.space, scout.prison, scout.letters) == (None, 0, []), scout
    assert not [t for t in state.track if t.carrier and t.carrier.startswith(f"{colour}-")], state.track
    assert state.players[colour].tokens == []
    assert colour not in state.turn_queue
    assert not [s for s in state.deploy_queue if s.startswith(f"{colour}-")]
    assert state.turn is None or state.turn.player != colour
    assert engine.mali.legal_actions(state, colour) == []
    if state.result is not None:
        assert colour not in state.result["winners"]
        assert colour not in [r["colour"] for r in state.result["scores"]]


def assert_gone_for_good(state: GameState, removed: set[str]) -> None:
    """In the state, in the state an undo would return to, and in both read back from the store."""
    stored = GameState.from_dict(json.loads(json.dumps(state.to_dict())))
    assert stored.to_dict() == state.to_dict()
    for s in (state, stored):
        for colour in removed:
            assert_gone(s, colour)
            if s.turn is not None and s.turn.checkpoint is not None:
                assert_gone(s.turn.checkpoint, colour)
    waiting = waiting_for(state)
    assert waiting not in removed, f"the engine waits for {waiting}, who was removed"


# ---- the case of the issue ----

def test_E_4_B_5_7_undo_after_a_moderators_removal_does_not_bring_the_removed_player_back() -> None:
    """Basic game, orange, red and violet, seed 5, violet on turn: violet plays 4 and moves scout 1 to ZO2, a
    moderator removes orange, violet undoes. Orange stays removed; violet's own moves are taken back."""
    state = game(THREE, seed=5)
    assert state.turn is not None and state.turn.player == "violet"
    start = state.scouts["violet-1"].space
    state, _ = act(state, A.PlayCard("violet", "4"), A.Move("violet", 1, "ZO2"), A.RemovePlayer("orange"))
    assert_gone_for_good(state, {"orange"})
    assert state.turn is not None and state.turn.undoable(), "the player on turn keeps their undo"
    state, events = act(state, A.Undo("violet"))
    assert of_type(events, "undone")[0]["actions"] == [A.PlayCard("violet", "4").to_dict(),
                                                         A.Move("violet", 1, "ZO2").to_dict()]
    assert_gone_for_good(state, {"orange"})
    assert state.scouts["violet-1"].space == start and "4" in state.players["violet"].hand
    assert state.turn is not None and state.turn.player == "violet" and state.turn.card is None
    assert state.turn_queue == ["violet", "red"]
    refused(state, A.RemovePlayer("orange"), "B-1.1", "not_a_player")  # removed once, for good
    refused(state, A.PlayCard("orange", "4"), "B-1.1", "not_a_player")
    # The round goes on without orange, and orange is never waited for, scored or a winner.
    state, _ = act(state, A.PlayCard("violet", "4"), A.EndTurn("violet"))
    assert waiting_for(state) == "red"
    state, _ = act(state, A.RemovePlayer("red"))
    assert state.result is not None and state.result["winners"] == ["violet"]
    assert [r["colour"] for r in state.result["scores"]] == ["violet"]


def test_E_4_B_5_7_undo_after_a_removal_keeps_the_orders_letters_and_tokens_away() -> None:
    """The same with something to take back: orange carried an order and letters and held a token; the undo
    returns to the turn's start without orange, its order uncarried and its letters on the board."""
    state = arrange(game(THREE, liberator=True, mail=True), everyone="ZO2",
                    scouts={"orange-1": "SR2", "violet-1": "SR1"}, track=[(14, 2, "orange-1")],
                    letters={"orange-1": ["L02"]}, tokens={"orange": ["rifle"]}, turn="violet", card="4")
    state, _ = act(state, A.Move("violet", 1, "SR4"), A.RemovePlayer("orange"), A.Undo("violet"))
    assert_gone_for_good(state, {"orange"})
    entry = state.track_entry(14)
    assert entry is not None and entry.carrier is None
    assert state.board_letters["SR2"] == ["L02"]
    assert state.scouts["violet-1"].space == "SR1"


# ---- random play ----

def play_with_removals(seed: int, n: int, options: Options, removals: float, undos: float,
                       max_actions: int = 1500) -> None:
    """Random (partly sensible) play in which a moderator removes someone now and then, often in the middle of
    somebody else's turn, and players undo often, right after a removal most of all."""
    rnd = random.Random(seed)
    state, _ = engine.mali.new_game(list(COLOURS[:n]), options, seed)
    removed: set[str] = set()
    log: list[A.Action] = []
    just_removed = False
    while state.phase != "ended" and len(log) < max_actions:
        colour = waiting_for(state)
        assert colour is not None
        action: A.Action
        others = [c for c in state.active_players() if c != colour]
        mid_turn = state.turn is not None and bool(state.turn.undoable())  # the case an undo could get wrong
        keep_going = len(state.active_players()) > 2 or rnd.random() < 0.2  # now and then down to one (E-4)
        if others and keep_going and rnd.random() < (removals if mid_turn else removals / 4):
            victim = rnd.choice(others) if rnd.random() < 0.8 else colour
            action = A.RemovePlayer(victim)
        elif A.Undo(colour) in engine.mali.legal_actions(state, colour) and rnd.random() < (0.8 if just_removed
                                                                                           else undos):
            action = A.Undo(colour)
        else:
            action = mixed_action(state, colour, rnd, 0.5)
        state, _ = engine.mali.apply(state, action)
        log.append(action)
        just_removed = isinstance(action, A.RemovePlayer)
        if just_removed:
            removed.add(action.player)
        assert_gone_for_good(state, removed)
    replayed = engine.mali.replay(list(COLOURS[:n]), options, seed, [a.to_dict() for a in log])
    assert replayed.to_dict() == state.to_dict()


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), n=st.sampled_from([3, 4]), variant=st.sampled_from(["basic", "advanced"]),
       liberator=st.booleans(), mail=st.booleans(), removals=st.sampled_from([0.02, 0.08]),
       undos=st.sampled_from([0.05, 0.3]))
def test_E_4_B_5_7_random_play_with_removals_and_undos_never_brings_a_removed_player_back(
        seed: int, n: int, variant: str, liberator: bool, mail: bool, removals: float, undos: float) -> None:
    play_with_removals(seed, n, Options(variant, liberator, mail), removals, undos)


# ---- the per-round numbers after a removal ----

def test_E_4_B_4_1_after_a_removal_the_orders_phase_follows_the_table_of_the_players_left() -> None:
    """An advanced 4-seat game that loses a player reveals orders as the calibrated advanced 3-player table
    says (3 in odd rounds), not as the 4-seat table's entry for three (the printed 2)."""
    three, four = (DATA.tunables_for("advanced", k)["orders_revealed"]["3"] for k in (3, 4))
    assert three["odd"] != four["odd"], "the test needs tables that differ"
    state = deployed(FOUR)
    state, _ = act(state, A.RemovePlayer("green"))
    assert DATA.tunables_of(state) == DATA.tunables_for("advanced", 3)
    revealed: dict[int, int] = {}
    while state.round < 4:
        before = state.round
        state, events = finish_turn(state)
        if state.round != before:
            revealed[state.round] = len([e for e in of_type(events, "order_revealed") if e["rule"] == "B-4.1"])
    assert revealed == {2: three["even"], 3: three["odd"], 4: three["even"]}
