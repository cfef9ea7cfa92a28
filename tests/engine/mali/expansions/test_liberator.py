"""§10 Liberator: setup (L-1.1), the Liberator phase (L-2.1 - L-2.5) on the real board, and Light Signal (L-5.1)."""

from __future__ import annotations

import engine.mali
from engine.mali import actions as A
from engine.mali.liberator import next_space, progress
from engine.mali.setup import build_new_game, goal_deck
from engine.mali.state import Options
from jsontypes import Json

from .helpers import (
    DATA,
    RING,
    act,
    clear_drops,
    of_type,
    park_everyone,
    pass_round,
    put_drop,
    put_order,
    refused,
    turn_for,
)
from .helpers import new as new_game

BLUE = {t.id for t in DATA.drop_tokens.values() if t.blue}


# ---- L-1.1 setup ----

def test_L_1_1_basic_variant_deck_of_11_and_7_tokens_without_blue_ones() -> None:
    state = build_new_game(["orange", "red"], Options("basic", True, False), 5, DATA)
    assert state.liberator == "MO3"  # SGGW
    assert sorted(state.liberator_deck) == sorted(["drop"] * 7 + ["no_drop"] * 4)
    assert len(state.drop_stack) == 7 and not BLUE & set(state.drop_stack)
    assert sorted(state.drop_stack) == sorted(t for t in DATA.drop_tokens if t not in BLUE)
    assert all("3-signal" not in p.hand and "3-change" not in p.hand for p in state.players.values())


def test_L_1_1_advanced_variant_deck_of_14_all_10_tokens_and_light_signal_replaces_change_of_orders() -> None:
    state = build_new_game(["orange", "red", "violet"], Options("advanced", True, False), 5, DATA)
    assert state.liberator == "MO3"
    assert sorted(state.liberator_deck) == sorted(["drop"] * 10 + ["no_drop"] * 4)
    assert sorted(state.drop_stack) == sorted(DATA.drop_tokens)
    for p in state.players.values():
        assert "3-signal" in p.hand and "3-change" not in p.hand and len(p.hand) == 7
    without = build_new_game(["orange", "red"], Options("advanced", False, False), 5, DATA)
    assert all("3-change" in p.hand and "3-signal" not in p.hand for p in without.players.values())
    assert without.liberator is None and not without.liberator_deck and not without.drop_stack


def test_L_1_1_decks_are_shuffled_from_the_seed() -> None:
    a = build_new_game(["orange", "red"], Options("advanced", True, False), 11, DATA)
    b = build_new_game(["orange", "red"], Options("advanced", True, False), 11, DATA)
    assert (a.liberator_deck, a.drop_stack) == (b.liberator_deck, b.drop_stack)
    orders = {tuple(build_new_game(["orange", "red"], Options("advanced", True, False), s, DATA).drop_stack)
              for s in range(20)}
    assert len(orders) > 10


def test_L_1_1_and_B_9_2_get_the_most_drops_goals_only_with_the_liberator() -> None:
    assert {"most-drops-1", "most-drops-2"} <= set(goal_deck(DATA, Options("advanced", True, False)))
    assert not {"most-drops-1", "most-drops-2"} & set(goal_deck(DATA, Options("advanced", False, True)))


# ---- L-2.1 drop ----

def test_L_2_1_the_first_liberator_phase_turns_a_card_then_flies_from_sggw() -> None:
    state, events = engine.mali.new_game(["orange", "red"], Options("basic", True, False), 3)
    kinds = [e["type"] for e in events]
    assert kinds.index("liberator_card") < kinds.index("liberator_moved") < kinds.index("turn_started")
    card = of_type(events, "liberator_card")[0]
    assert card["space"] == "MO3"
    assert of_type(events, "liberator_moved")[0] == {"type": "liberator_moved", "from": "MO3", "to": "OC2"}
    assert len(state.liberator_deck) == 10
    if card["card"] == "drop":
        assert len(state.drops["MO3"]) == 1 and len(state.drop_stack) == 6
    else:
        assert not state.drops and len(state.drop_stack) == 7


def test_L_2_1_drop_puts_the_top_token_face_down_where_the_liberator_is_no_drop_puts_nothing() -> None:
    state = new_game(liberator=True, mail=False)
    state.drops = {}
    state.drop_stack = ["rifle", "map", "grenade"]
    state.liberator, state.liberator_ring_ref = "OC1", "OC1"
    state.liberator_deck = ["drop", "no_drop", "drop", "no_drop"]
    state, events = pass_round(state)
    assert state.drops == {"OC1": ["rifle"]} and state.drop_stack == ["map", "grenade"]
    drop = of_type(events, "drop")[0]
    assert drop == {"type": "drop", "space": "OC1", "count": 1}  # no identity in the event (H-2)
    assert state.liberator == "WO3"
    state, events = pass_round(state)
    assert not of_type(events, "drop") and state.drops == {"OC1": ["rifle"]} and state.liberator == "ZO1"
    state, events = pass_round(state)
    assert state.drops == {"OC1": ["rifle"], "ZO1": ["map"]}


def test_L_2_1_a_second_drop_on_the_same_space_stacks() -> None:
    state = new_game(liberator=True, mail=False)
    state.drops = {}
    put_drop(state, "WO3", "grenade")
    state.drop_stack = ["rifle", "map"]
    state.liberator, state.liberator_ring_ref = "WO3", "WO3"
    state.liberator_deck = ["drop", "no_drop"]
    state, events = pass_round(state)
    assert state.drops["WO3"] == ["grenade", "rifle"]
    assert of_type(events, "drop")[0]["count"] == 2


# ---- L-2.2 clockwise round the ring ----

def test_L_2_2_a_full_lap_from_sggw_in_12_liberator_phases() -> None:
    state, events = engine.mali.new_game(["orange", "red"], Options("basic", True, False), 8)
    assert of_type(events, "liberator_moved")[0]["from"] == "MO3"  # SGGW
    state.liberator_deck = ["no_drop"] * 12
    visited = [state.liberator]
    for _ in range(11):
        state, events = pass_round(state)
        moved = of_type(events, "liberator_moved")
        assert len(moved) == 1 and moved[0]["from"] == visited[-1]
        visited.append(state.liberator)
    assert visited == [*RING[1:], RING[0]]
    assert visited[-1] == "MO3"
    names = [DATA.spaces[s or ""].name for s in visited]
    assert names[:3] == ["Reduta Wawelska", "Kolonia Staszica", "Pałac Michla"]
    assert names[-2:] == ["Stary Mokotów", "SGGW"]


def test_L_2_2_each_ring_step_is_a_connection() -> None:
    for i, space in enumerate(RING):
        assert RING[(i + 1) % len(RING)] in DATA.spaces[space].connections


# ---- L-2.3 back to the ring from an inner space ----

def signal_game() -> engine.mali.GameState:
    state = new_game("advanced", liberator=True, mail=False)
    state.liberator_deck = ["no_drop"] * 6
    state.liberator_left = None
    return state


def signal_turn(state: engine.mali.GameState) -> tuple[engine.mali.GameState, str]:
    """The player to move takes a fresh turn with the Light Signal card played (L-5.1); and their colour."""
    me = state.turn.player if state.turn else ""
    return turn_for(state, me, "3-signal"), me


def signal_from(ring: str, to: str) -> tuple[engine.mali.GameState, list[Json]]:
    """The Liberator stands on ring space `ring`; the player to move lights a signal to `to` (L-5.1)."""
    state = signal_game()
    state.liberator, state.liberator_ring_ref = ring, ring
    state, me = signal_turn(state)
    return act(state, A.LightSignal(me, to))


def test_L_2_3_progress_runs_from_minus_5_to_plus_6() -> None:
    ref = "MO3"
    assert [progress(DATA, ref, s) for s in RING] == [0, 1, 2, 3, 4, 5, 6, -5, -4, -3, -2, -1]


def test_L_2_3_from_pawiak_two_ring_spaces_connected_it_takes_the_one_farthest_along() -> None:
    # Pawiak (WO1) touches the ring at Kościół św. Stanisława Kostki (ZO1) and Dworzec Gdański (ZO3).
    state, events = signal_from("ZO1", "WO1")
    assert state.liberator == "WO1" and state.liberator_ring_ref == "ZO1"
    assert of_type(events, "light_signal")[0]["from"] == "ZO1"
    state, events = pass_round(state)
    assert of_type(events, "liberator_moved") == [{"type": "liberator_moved", "from": "WO1", "to": "ZO3"}]


def test_L_2_3_never_jumps_back_it_returns_to_the_ring_space_it_left_rather_than_one_behind() -> None:
    # From Dworzec Gdański into Pawiak: Kostki lies 2 behind, Dworzec Gdański itself is progress 0.
    state, _ = signal_from("ZO3", "WO1")
    state, _ = pass_round(state)
    assert state.liberator == "ZO3"


def test_L_2_3_aleja_szucha_between_reduta_wawelska_and_stary_mokotow() -> None:
    # Aleja Szucha (MO1) touches Reduta Wawelska (OC2) and Stary Mokotów (MO2).
    for ref, expected in (("OC2", "OC2"), ("MO2", "OC2")):
        state, _ = signal_from(ref, "MO1")
        state, _ = pass_round(state)
        assert state.liberator == expected, ref


def test_L_2_3_two_signals_in_a_round_measured_from_the_ring_space_last_stood_on() -> None:
    # Elektrownia Powiśle -> Plac Trzech Krzyży -> Aleja Szucha: from PW2, Reduta Wawelska is +5, Stary Mokotów +3.
    state = signal_game()
    first = state.turn.player if state.turn else ""
    second = next(c for c in state.turn_queue if c != first)
    state.liberator, state.liberator_ring_ref = "PW2", "PW2"
    state = turn_for(state, first, "3-signal")
    state, _ = act(state, A.LightSignal(first, "SR5"))
    state, _ = act(state, A.EndTurn(first))
    assert state.turn is not None and state.turn.player == second
    state = turn_for(state, second, "3-signal")
    state, _ = act(state, A.LightSignal(second, "MO1"))
    assert state.liberator == "MO1" and state.liberator_ring_ref == "PW2"
    state, events = pass_round(state)
    assert of_type(events, "liberator_moved") == [{"type": "liberator_moved", "from": "MO1", "to": "OC2"}]


def test_L_2_3_one_connected_ring_space() -> None:
    state, _ = signal_from("PW1", "SR3")  # Prudential touches the ring only at Uniwersytet
    state, _ = pass_round(state)
    assert state.liberator == "PW1"


def test_L_2_3_and_L_2_4_no_ring_space_connected_it_heads_for_the_ring_space_farthest_along() -> None:
    # Poczta Harcerska (SR1) touches no ring space. Its neighbours Prudential (next to Uniwersytet, progress 0)
    # and Plac Trzech Krzyży (next to Port Czerniakowski, progress +2) are both one step from the ring.
    state = signal_game()
    state.liberator, state.liberator_ring_ref, state.liberator_left = "SR1", "PW1", None
    assert next_space(state, DATA) == "SR5"
    state, _ = pass_round(state)
    assert state.liberator == "SR5"
    state, _ = pass_round(state)
    assert state.liberator == "CZ1"


# ---- L-2.4 fallen districts ----

def test_L_2_4_flies_over_a_fallen_district_on_the_ring() -> None:
    state = new_game(liberator=True, mail=False)
    state.tanks = {"ZO2": "large"}
    state.fallen = ["ZO"]
    state.liberator, state.liberator_ring_ref = "WO3", "WO3"
    state.liberator_deck = ["no_drop"] * 3
    state, events = pass_round(state)
    assert of_type(events, "liberator_moved") == [{"type": "liberator_moved", "from": "WO3", "to": "PW1"}]
    assert state.liberator_ring_ref == "PW1"


def test_L_2_4_never_stops_in_a_fallen_district_when_coming_back_from_inside() -> None:
    # Pawiak with Żoliborz fallen: both its ring neighbours are out. Of its open neighbours, Prudential leads
    # to Uniwersytet (+3 from Kostki) and Browar Warszawski to Pałac Michla (-1): it takes Prudential.
    state = signal_game()
    state.tanks = {"ZO2": "large"}
    state.fallen = ["ZO"]
    state.liberator, state.liberator_ring_ref = "WO1", "ZO1"
    state, _ = pass_round(state)
    assert state.liberator == "SR3"
    state, _ = pass_round(state)
    assert state.liberator == "PW1"


def test_L_2_4_every_neighbour_fallen_it_flies_straight_to_the_nearest_ring_space() -> None:
    # Aleja Szucha with Śródmieście, Mokotów and Ochota fallen: Port Czerniakowski, Elektrownia Powiśle and Fort
    # Czerniakowski are all 2 away; from Reduta Wawelska Fort Czerniakowski has the highest progress (-3).
    state = signal_game()
    state.fallen = ["SR", "MO", "OC"]
    state.liberator, state.liberator_ring_ref = "MO1", "OC2"
    assert next_space(state, DATA) == "CZ2"
    state, events = pass_round(state)
    assert of_type(events, "liberator_moved") == [{"type": "liberator_moved", "from": "MO1", "to": "CZ2"}]


def test_L_2_1_a_liberator_whose_district_falls_under_it_flies_on_first_and_drops_where_it_lands() -> None:
    # The plane stands on Reduta Wawelska (Ochota). Ochota already holds a small tank on Kolonia Staszica;
    # order 12 (Browar Warszawski -> Reduta Wawelska) fails in Time passes, and Ochota falls under the plane.
    # In the next Liberator phase it flies on first, over Kolonia Staszica (Ochota, fallen) to Pałac Michla,
    # and the drop lands there, within reach; it does not fly a second time.
    state = new_game(liberator=True, mail=False)
    park_everyone(state)
    clear_drops(state)
    state.track = []
    put_order(state, 12, 4)
    state.tanks = {"OC1": "small"}
    state.liberator, state.liberator_ring_ref = "OC2", "OC2"
    state.liberator_deck = ["drop", "no_drop", "no_drop"]
    token = state.drop_stack[0]
    state, events = pass_round(state, keep_track=True)
    assert of_type(events, "district_fell")[0]["district"] == "OC"
    lib = [e for e in events if e["type"] in ("liberator_card", "liberator_moved", "drop")]
    assert lib == [{"type": "liberator_card", "card": "drop", "space": "OC2"},
                   {"type": "liberator_moved", "from": "OC2", "to": "WO3"},
                   {"type": "drop", "space": "WO3", "count": 1}]
    assert state.liberator == "WO3" and state.drops == {"WO3": [token]}
    # The token can be picked up: Pałac Michla is open.
    me = state.turn.player if state.turn else ""
    state.scouts[f"{me}-1"].space = "WO3"
    state = turn_for(state, me, "4")
    state, _ = act(state, A.PickUpDrops(me, 1))
    assert state.players[me].drops_picked == 1
    # The next phase, from an open space, drops first and then flies as usual.
    state, events = pass_round(state)
    assert [e["type"] for e in events if e["type"] in ("liberator_card", "liberator_moved", "drop")] == [
        "liberator_card", "liberator_moved"]
    assert state.liberator == "ZO1"


def test_L_2_1_a_no_drop_card_under_a_fallen_district_still_flies_only_once() -> None:
    state = signal_game()
    state.fallen = ["MO"]
    state.liberator, state.liberator_ring_ref = "MO1", "OC2"
    state.liberator_deck = ["no_drop", "no_drop"]
    stack = list(state.drop_stack)
    state, events = pass_round(state)
    assert of_type(events, "liberator_moved") == [{"type": "liberator_moved", "from": "MO1", "to": "OC2"}]
    assert not of_type(events, "drop") and state.drop_stack == stack and state.liberator == "OC2"


def test_L_2_1_from_an_inner_space_in_a_fallen_district_the_drop_lands_where_it_returns_to_the_ring() -> None:
    # A signal left the plane on Aleja Szucha (Mokotów), and Mokotów fell: it flies back to Reduta Wawelska
    # (L-2.3) and the drop lands there, not on the closed Aleja Szucha.
    state = signal_game()
    state.fallen = ["MO"]
    state.liberator, state.liberator_ring_ref = "MO1", "OC2"
    state.liberator_deck = ["drop", "no_drop"]
    token = state.drop_stack[0]
    state, _ = pass_round(state)
    assert state.drops.get("OC2") == [token] and "MO1" not in state.drops
    assert state.liberator == "OC2"


# ---- L-2.5 leaving Warsaw ----

def test_L_2_5_leaves_warsaw_after_the_phase_that_turned_the_last_card() -> None:
    state = new_game("advanced", liberator=True, mail=False)
    state.drops = {}
    state.liberator, state.liberator_ring_ref = "ZO2", "ZO2"
    state.liberator_deck = ["no_drop", "drop"]
    top = state.drop_stack[0]
    state, _ = pass_round(state)
    assert state.liberator == "ZO3"
    state, events = pass_round(state)
    # Its drop and its move are done first, then it leaves.
    assert state.drops == {"ZO3": [top]}
    kinds = [e["type"] for e in events]
    assert kinds.index("drop") < kinds.index("liberator_moved") < kinds.index("liberator_left_warsaw")
    assert of_type(events, "liberator_left_warsaw")[0]["from"] == "PW1"
    assert state.liberator is None
    view = engine.mali.view(state, None)
    assert view["liberator"]["gone"] is True and view["liberator"]["space"] is None
    # The phase is skipped from then on.
    state, events = pass_round(state)
    assert not [e for e in events if e["type"] == "phase" and e["phase"] == "liberator"]
    assert not of_type(events, "liberator_card")
    # Light Signals no longer move it; the card is still a 3.
    state, me = signal_turn(state)
    assert state.turn is not None and state.turn.mp == 3
    refused(state, A.LightSignal(me, "ZO3"), "L-2.5", "liberator_gone")
    assert not [a for a in engine.mali.legal_actions(state, me) if isinstance(a, A.LightSignal)]
    # Tokens it dropped stay on the board and can still be picked up.
    state.scouts[f"{me}-1"].space = "ZO3"
    state, _ = act(state, A.PickUpDrops(me, 1))
    assert state.players[me].drops_picked == 1


# ---- L-5.1 Light Signal ----

def test_L_5_1_signal_to_any_connected_space_except_the_one_just_left_and_fallen_districts() -> None:
    state = signal_game()
    state.liberator, state.liberator_ring_ref, state.liberator_left = "OC1", "OC1", "OC2"
    state.fallen = ["WO"]
    state, me = signal_turn(state)
    signals = sorted(a.to for a in engine.mali.legal_actions(state, me) if isinstance(a, A.LightSignal))
    assert signals == ["SR4"]  # OC1 touches WO3, OC2, WO2, SR4
    refused(state, A.LightSignal(me, "OC2"), "L-5.1", "signal_back")
    refused(state, A.LightSignal(me, "WO2"), "L-5.1", "signal_fallen")
    refused(state, A.LightSignal(me, "MO3"), "L-5.1", "signal_not_connected")
    state, _ = act(state, A.LightSignal(me, "SR4"))
    assert state.liberator == "SR4" and state.liberator_left == "OC1"


def test_L_5_1_refused_back_to_the_space_the_liberator_left_in_this_rounds_liberator_phase() -> None:
    state = new_game("advanced", liberator=True, mail=False)
    assert state.round == 1 and state.liberator == "OC2" and state.liberator_left == "MO3"
    state, me = signal_turn(state)
    refused(state, A.LightSignal(me, "MO3"), "L-5.1", "signal_back")
    # Inward is fine: Aleja Szucha.
    state, _ = act(state, A.LightSignal(me, "MO1"))
    assert state.liberator == "MO1"


def test_L_5_1_the_space_left_is_only_remembered_for_the_round() -> None:
    # Round r: the phase flew SGGW -> Reduta Wawelska, a signal takes it to Aleja Szucha.
    state = new_game("advanced", liberator=True, mail=False)
    state.liberator_deck = ["no_drop"] * 4
    assert (state.liberator, state.liberator_left) == ("OC2", "MO3")
    state, me = signal_turn(state)
    state, _ = act(state, A.LightSignal(me, "MO1"))
    # Round r + 1: the phase flies back to Reduta Wawelska (L-2.3); SGGW, left last round, is open again,
    # Aleja Szucha, left this round, is not.
    state, _ = pass_round(state)
    assert (state.liberator, state.liberator_left) == ("OC2", "MO1")
    state, me = signal_turn(state)
    refused(state, A.LightSignal(me, "MO1"), "L-5.1", "signal_back")
    state, _ = act(state, A.LightSignal(me, "MO3"))
    assert state.liberator == "MO3"


def test_L_5_1_several_signals_in_one_round_each_may_not_return_to_the_space_just_left() -> None:
    # Kolonia Staszica -> Pałac Michla (Liberator phase), then Browar Warszawski, then back to Kolonia Staszica:
    # the second signal may not go back to Pałac Michla (just left) but may go to Kolonia Staszica, left earlier.
    state = new_game("advanced", liberator=True, mail=False, colours=("orange", "red", "violet"))
    state.liberator, state.liberator_ring_ref = "OC1", "OC1"
    state.liberator_deck = ["no_drop"] * 4
    state, _ = pass_round(state)
    assert state.liberator == "WO3" and state.liberator_left == "OC1"
    order = list(state.turn_queue)
    state = turn_for(state, order[0], "3-signal")
    state, _ = act(state, A.LightSignal(order[0], "WO2"))
    state, _ = act(state, A.EndTurn(order[0]))
    state = turn_for(state, order[1], "3-signal")
    refused(state, A.LightSignal(order[1], "WO3"), "L-5.1", "signal_back")
    state, _ = act(state, A.LightSignal(order[1], "OC1"))
    state, _ = act(state, A.EndTurn(order[1]))
    state = turn_for(state, order[2], "3-signal")
    state, _ = act(state, A.LightSignal(order[2], "SR4"))
    assert state.liberator == "SR4"


def test_L_5_1_signals_never_cause_drops() -> None:
    state = signal_game()
    state.liberator_deck = ["drop"] * 5
    first = state.turn.player if state.turn else ""
    before = (dict(state.drops), list(state.drop_stack), list(state.liberator_deck))
    state = turn_for(state, first, "3-signal")
    target = next(a.to for a in engine.mali.legal_actions(state, first) if isinstance(a, A.LightSignal))
    state, events = act(state, A.LightSignal(first, target))
    assert not of_type(events, "drop") and not of_type(events, "liberator_card")
    assert (state.drops, state.drop_stack, state.liberator_deck) == before
    # The next Liberator phase drops where the signal left it.
    token = state.drop_stack[0]
    state, _ = pass_round(state)
    assert token in state.drops[target]


def test_L_5_1_signal_before_moving_then_moves_are_allowed() -> None:
    state = signal_game()
    state, me = signal_turn(state)
    target = next(a.to for a in engine.mali.legal_actions(state, me) if isinstance(a, A.LightSignal))
    state, _ = act(state, A.LightSignal(me, target))
    scout = state.scouts[f"{me}-1"]
    step = next(a.to for a in engine.mali.legal_actions(state, me) if isinstance(a, A.Move) and a.scout == 1)
    state, _ = act(state, A.Move(me, 1, step))
    assert state.scouts[scout.id].space == step


def test_L_5_1_after_moving_then_signalling_no_more_moves_this_turn() -> None:
    state = signal_game()
    state, me = signal_turn(state)
    step = next(a.to for a in engine.mali.legal_actions(state, me) if isinstance(a, A.Move) and a.scout == 1)
    state, _ = act(state, A.Move(me, 1, step))
    target = next(a.to for a in engine.mali.legal_actions(state, me) if isinstance(a, A.LightSignal))
    state, _ = act(state, A.LightSignal(me, target))
    assert state.turn is not None and state.turn.moves_closed and state.turn.mp > 0
    back = next(s for s in DATA.spaces[step].connections if s != state.soldier)
    refused(state, A.Move(me, 1, back), "L-5.1", "moves_closed")
    refused(state, A.Move(me, 2, DATA.spaces[state.scouts[f"{me}-2"].space or ""].connections[0]), "L-5.1",
            "moves_closed")
    assert not [a for a in engine.mali.legal_actions(state, me) if isinstance(a, A.Move)]


def test_L_5_1_one_signal_per_card_and_only_with_the_card() -> None:
    state = signal_game()
    me = state.turn.player if state.turn else ""
    plain = turn_for(state.clone(), me, "4")
    target = next(s for s in DATA.spaces[plain.liberator or ""].connections if s != plain.liberator_left)
    refused(plain, A.LightSignal(me, target), "L-5.1", "special_not_available")
    state = turn_for(state, me, "3-signal")
    state, _ = act(state, A.LightSignal(me, target))
    again = next(s for s in DATA.spaces[target].connections if s != state.liberator_left)
    refused(state, A.LightSignal(me, again), "L-5.1", "special_not_available")


def test_L_5_1_basic_variant_has_no_light_signal_card() -> None:
    state = new_game("basic", liberator=True, mail=False)
    assert all("3-signal" not in p.hand for p in state.players.values())


def test_L_5_1_legal_signals_everywhere_on_the_board() -> None:
    state = signal_game()
    state, me = signal_turn(state)
    for here in DATA.space_order:
        for left in (None, *DATA.spaces[here].connections):
            for fallen in ([], ["SR"], ["MO", "WO"]):
                state.liberator, state.liberator_left, state.fallen = here, left, list(fallen)
                legal = sorted(a.to for a in engine.mali.legal_actions(state, me) if isinstance(a, A.LightSignal))
                assert legal == sorted(s for s in DATA.spaces[here].connections
                                       if s != left and DATA.spaces[s].district not in fallen)
                for target in legal:
                    after, _ = act(state, A.LightSignal(me, target))
                    assert after.liberator == target


def buddies_signal_game() -> tuple[engine.mali.GameState, str]:
    """My turn with the Light Signal played, scouts 1 and 2 on PAST-a and Politechnika, a Buddies token held."""
    state = signal_game()
    me = state.turn.player if state.turn else ""
    state.scouts[f"{me}-1"].space, state.scouts[f"{me}-2"].space = "SR2", "SR4"
    state.drop_stack.remove("buddies")
    state.players[me].tokens.append("buddies")
    return signal_turn(state)


def test_L_5_1_after_moving_then_signalling_no_swap_either() -> None:
    # The amended L-5.1: once moved and signalled, no scout moves again this turn: no step, no swap.
    state, me = buddies_signal_game()
    state, _ = act(state, A.Move(me, 1, "SR1"))
    target = next(a.to for a in engine.mali.legal_actions(state, me) if isinstance(a, A.LightSignal))
    state, _ = act(state, A.LightSignal(me, target))
    assert state.turn is not None and state.turn.moves_closed
    refused(state, A.Buddies(me, 1, 2, "token"), "L-5.1", "moves_closed")
    legal = engine.mali.legal_actions(state, me)
    assert not [a for a in legal if isinstance(a, A.Buddies | A.Move)]
    assert state.players[me].tokens == ["buddies"]  # the refused swap did not spend the token


def test_L_5_1_after_moving_then_signalling_no_squad_move() -> None:
    # The Squad may still be called (it moves nobody), but no scout steps with it, onto a tank or anywhere.
    state, me = buddies_signal_game()
    state.drop_stack.remove("squad")
    state.players[me].tokens.append("squad")
    state.tanks = {"SR5": "small"}
    state, _ = act(state, A.Move(me, 1, "SR1"))
    target = next(a.to for a in engine.mali.legal_actions(state, me) if isinstance(a, A.LightSignal))
    state, _ = act(state, A.LightSignal(me, target))
    state, _ = act(state, A.Squad(me, "token"))
    refused(state, A.Move(me, 1, "SR5"), "L-5.1", "moves_closed")
    assert not [a for a in engine.mali.legal_actions(state, me) if isinstance(a, A.Move | A.Buddies)]


def test_L_5_1_a_swap_counts_as_moving_a_signal_after_it_closes_the_moves() -> None:
    # A swap moves two scouts, so a signal after it is a signal "after your last move": moves close.
    state, me = buddies_signal_game()
    state, _ = act(state, A.Buddies(me, 1, 2, "token"))
    assert state.turn is not None and state.turn.moved
    target = next(a.to for a in engine.mali.legal_actions(state, me) if isinstance(a, A.LightSignal))
    state, _ = act(state, A.LightSignal(me, target))
    assert state.turn is not None and state.turn.moves_closed
    refused(state, A.Move(me, 1, "SR5"), "L-5.1", "moves_closed")


def test_L_5_1_signal_before_moving_leaves_steps_and_swaps_open() -> None:
    state, me = buddies_signal_game()
    target = next(a.to for a in engine.mali.legal_actions(state, me) if isinstance(a, A.LightSignal))
    state, _ = act(state, A.LightSignal(me, target))
    assert state.turn is not None and not state.turn.moves_closed
    assert A.Buddies(me, 1, 2, "token") in engine.mali.legal_actions(state, me)
    state, _ = act(state, A.Move(me, 1, "SR1"))
    state, _ = act(state, A.Buddies(me, 1, 2, "token"))
    assert (state.scouts[f"{me}-1"].space, state.scouts[f"{me}-2"].space) == ("SR4", "SR1")
