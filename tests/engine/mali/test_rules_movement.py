"""§4 Phase 1: Orders (B-4) and §5 Phase 3: Scout movement (B-5)."""

from __future__ import annotations

import pytest

import engine.mali
from engine.mali import actions as A
from engine.mali.state import Options

from .helpers import (
    DATA,
    FAR,
    FOUR,
    THREE,
    TWO,
    act,
    arrange,
    carrier_of,
    finish_round,
    finish_turn,
    game,
    of_type,
    points,
    position_of,
    refused,
)

# ---- §4 Orders ----


@pytest.mark.parametrize(("colours", "per_round"), [(TWO, [2, 1, 2, 1]), (THREE, [2, 2, 2, 2]), (FOUR, [3, 2, 3, 2])])
def test_B_4_1_orders_revealed_per_round(colours: tuple[str, ...], per_round: list[int]) -> None:
    state, events = engine.mali.new_game(list(colours), Options("basic"), 5)
    counts = [len([e for e in of_type(events, "order_revealed") if e["rule"] == "B-4.1"])]
    state = arrange(state, everyone=FAR)
    for _ in range(3):
        state, events = finish_round(state, dice=[1])
        counts.append(len([e for e in of_type(events, "order_revealed") if e["rule"] == "B-4.1"]))
    assert counts == per_round
    assert DATA.tunables["orders_revealed"][str(len(colours))] == {"odd": per_round[0], "even": per_round[1]}


def test_B_4_1_revealed_orders_go_onto_track_space_1_from_the_top_of_the_deck() -> None:
    state = arrange(game(TWO), everyone=FAR, track=[], deck=[14, 23, 5, 6], turn="orange")
    state, events = finish_round(state, dice=[1])  # round 2: one order
    assert [e["order"] for e in of_type(events, "order_revealed")] == [14]
    assert [(t.order, t.position, t.carrier) for t in state.track] == [(14, 1, None)]
    assert state.deck == [23, 5, 6]


def test_B_4_1_a_short_deck_reveals_what_it_has() -> None:
    state = arrange(game(FOUR), everyone=FAR, track=[(14, 2)], deck=[23], turn="orange")
    state, events = finish_round(state, dice=[1])  # round 2, four players: two wanted, one left
    assert [e["order"] for e in of_type(events, "order_revealed")] == [23]
    assert state.deck == [] and state.phase == "movement"


def test_B_4_2_order_revealed_onto_a_blocked_space_is_discarded_and_replaced() -> None:
    # A small tank on Kolonia Staszica (OC1): order 11 ends there, order 13 starts there.
    state = arrange(game(TWO), everyone=FAR, track=[], deck=[11, 13, 1, 5], tanks={"OC1": "small"}, turn="orange")
    state, events = finish_round(state, dice=[1])  # round 2: one order to reveal
    assert [(e["order"], e["rule"]) for e in of_type(events, "order_discarded")] == [(11, "B-4.2"), (13, "B-4.2")]
    assert [e["order"] for e in of_type(events, "order_revealed")] == [1]
    assert [t.order for t in state.track] == [1]
    assert state.discarded == [11, 13] and state.failed == []  # not failures: no tank, no threat
    assert state.tanks == {"OC1": "small"} and state.deck == [5]


def test_B_4_2_order_revealed_into_a_fallen_district_is_discarded_and_replaced() -> None:
    # Wola has fallen: order 12 starts on Browar Warszawski (WO2), order 20 ends on Pawiak (WO1).
    state = arrange(game(TWO), everyone=FAR, track=[], deck=[12, 20, 5], tanks={"WO1": "large"}, fallen=["WO"],
                    turn="orange")
    state, events = finish_round(state, dice=[1])
    assert [e["order"] for e in of_type(events, "order_discarded")] == [12, 20]
    assert [t.order for t in state.track] == [5] and state.failed == []


def test_B_4_2_when_the_deck_runs_out_nothing_replaces_the_discarded_order() -> None:
    state = arrange(game(TWO), everyone=FAR, track=[(14, 1)], deck=[11], tanks={"OC1": "small"}, turn="orange")
    state, _ = finish_round(state, dice=[1])
    assert state.discarded == [11] and [t.order for t in state.track] == [14] and state.deck == []


# ---- B-5.1 the turn and its card ----

def test_B_5_1_play_one_card_from_your_hand_its_value_is_your_mp() -> None:
    state = arrange(game(TWO), turn="orange")
    state, events = act(state, A.PlayCard("orange", "3"))
    assert state.turn is not None and (state.turn.card, state.turn.mp) == ("3", 3)
    assert "3" not in state.players["orange"].hand and state.players["orange"].played == ["3"]
    assert events == [{"type": "card_played", "player": "orange", "card": "3", "mp": 3}]
    refused(state, A.PlayCard("orange", "4"), "B-5.1", "card_already_played")


def test_B_5_1_moves_wait_for_a_card() -> None:
    state = arrange(game(TWO), scouts={"orange-1": "SR1"}, turn="orange")
    refused(state, A.Move("orange", 1, "SR2"), "B-5.1", "play_card_first")
    refused(state, A.EndTurn("orange"), "B-5.1", "play_card_first")


def test_B_5_1_a_card_not_in_hand_is_refused() -> None:
    state = arrange(game(TWO), hands={"orange": ["1", "2"]}, turn="orange")
    refused(state, A.PlayCard("orange", "4"), "B-5.1", "card_not_in_hand")  # played earlier
    refused(state, A.PlayCard("orange", "1-squad"), "B-5.1", "card_not_in_hand")  # advanced card
    refused(state, A.PlayCard("orange", "9"), "B-5.1", "card_not_in_hand")


def test_B_5_1_moves_refused_out_of_turn() -> None:
    state = arrange(game(TWO), scouts={"red-1": "SR1"}, turn="orange")
    refused(state, A.PlayCard("red", "4"), "B-5.1", "not_your_turn")
    state, _ = act(state, A.PlayCard("orange", "4"))
    refused(state, A.Move("red", 1, "SR2"), "B-5.1", "not_your_turn")
    refused(state, A.EndTurn("red"), "B-5.1", "not_your_turn")
    refused(state, A.Undo("red"), "B-5.1", "not_your_turn")


def test_B_5_1_players_take_turns_in_turn_order() -> None:
    state = arrange(game(FOUR), everyone=FAR, turn="violet")
    seen = []
    for _ in range(4):
        seen.append(state.turn.player)  # type: ignore[union-attr]
        state, _ = finish_turn(state)
    assert seen == ["violet", "green", "orange", "red"]


def test_B_5_1_an_empty_hand_is_taken_back_at_the_end_of_the_round() -> None:
    state = arrange(game(TWO), everyone=FAR, hands={"orange": ["2"], "red": ["1", "3"]}, turn="orange")
    state, events = finish_round(state, dice=[1])
    assert sorted(state.players["orange"].hand) == ["1", "2", "3", "4"] and state.players["orange"].played == []
    assert state.players["red"].hand == ["3"]  # not empty: red keeps waiting for the rest
    assert [e["player"] for e in of_type(events, "hand_refilled")] == ["orange"]


def test_B_5_1_basic_hands_come_back_every_four_rounds() -> None:
    state = arrange(game(TWO), everyone=FAR, turn="orange")
    sizes = []
    for _ in range(5):
        state, _ = finish_round(state, dice=[1])
        sizes.append(len(state.players["orange"].hand))
    assert sizes == [3, 2, 1, 4, 3]


# ---- B-5.2 movement points ----

def test_B_5_2_one_mp_per_step_split_among_scouts() -> None:
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR1", "orange-2": "PW1"}, turn="orange", card="3")
    state, events = act(state, A.Move("orange", 1, "SR2"))
    assert state.scouts["orange-1"].space == "SR2" and state.turn.mp == 2  # type: ignore[union-attr]
    assert events[0]["path"] == ["SR1", "SR2"]
    state, events = act(state, A.Move("orange", 2, "CZ1"))  # Uniwersytet -> Elektrownia -> Port: 2 steps
    assert events[0]["path"] == ["PW1", "PW2", "CZ1"] and state.turn.mp == 0  # type: ignore[union-attr]
    refused(state, A.Move("orange", 1, "SR1"), "B-5.2", "not_enough_mp")


def test_B_5_2_a_move_to_a_far_space_needs_enough_mp() -> None:
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR1"}, turn="orange", card="2")
    refused(state, A.Move("orange", 1, "WO3"), "B-5.2", "not_enough_mp")  # 3 steps away
    refused(state, A.Move("orange", 1, "SR1"), "B-5.2", "already_there")
    refused(state, A.Move("orange", 1, "XX1"), "B-5.2", "unknown_space")
    state, events = act(state, A.Move("orange", 1, "WO2"))
    assert len(events[0]["path"]) == 3 and state.turn.mp == 0  # type: ignore[union-attr]


def test_B_5_2_unused_mp_are_lost() -> None:
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR1"}, turn="orange", card="4")
    state, events = act(state, A.Move("orange", 1, "SR2"), A.EndTurn("orange"))
    assert of_type(events, "turn_ended") == [{"type": "turn_ended", "player": "orange", "mp_lost": 3}]
    state, _ = finish_turn(state)  # red ends round 1 and starts round 2
    state, _ = finish_turn(state)  # red again
    assert state.turn is not None and state.turn.player == "orange" and state.turn.mp == 0
    state, _ = act(state, A.PlayCard("orange", "1"))
    assert state.turn.mp == 1  # type: ignore[union-attr]


# ---- B-5.3 where a scout may go ----

def test_B_5_3_moves_refused_into_a_blocked_space() -> None:
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR1"}, tanks={"SR2": "small"}, turn="orange",
                    card="4")
    refused(state, A.Move("orange", 1, "SR2"), "B-5.3", "space_blocked")


def test_B_5_3_moves_refused_onto_the_german_soldier() -> None:
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR4"}, soldier="MO1", turn="orange", card="4")
    refused(state, A.Move("orange", 1, "MO1"), "B-5.3", "soldier_there")


def test_B_5_3_routes_go_around_tanks_and_the_soldier() -> None:
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "MO2"}, soldier="MO1", turn="orange", card="3")
    # Stary Mokotów -> Politechnika is 2 steps through Aleja Szucha, where the soldier stands: 4 around him.
    refused(state, A.Move("orange", 1, "SR4"), "B-5.2", "not_enough_mp")
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "MO2"}, soldier="MO1", turn="orange", card="4")
    state, events = act(state, A.Move("orange", 1, "SR4"))
    assert len(events[0]["path"]) == 5 and "MO1" not in events[0]["path"]
    # A small tank on the way is avoided the same way.
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR1"}, tanks={"SR5": "small"}, soldier="ZO1",
                    turn="orange", card="4")
    state, events = act(state, A.Move("orange", 1, "MO1"))
    assert events[0]["path"] == ["SR1", "SR2", "SR4", "MO1"] and state.turn.mp == 1  # type: ignore[union-attr]


def test_B_5_3_no_open_route_is_refused() -> None:
    # SGGW (MO3) touches only Stary Mokotów and Reduta Wawelska: tanks on both shut it in.
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "MO3"}, tanks={"MO2": "small", "OC2": "small"},
                    soldier="ZO1", turn="orange", card="4")
    refused(state, A.Move("orange", 1, "MO1"), "B-5.3", "no_route")


def test_B_5_3_any_number_of_scouts_of_any_players_share_a_space() -> None:
    state = arrange(game(TWO), everyone="SR2", scouts={"orange-1": "SR1"}, turn="orange", card="2")
    state, _ = act(state, A.Move("orange", 1, "SR2"))
    assert [s.space for s in state.scouts.values()] == ["SR2"] * 6


# ---- B-5.4 picking up ----

def test_B_5_4_pick_up_order_costs_no_mp() -> None:
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR4"}, track=[(11, 2), (14, 1)], turn="orange",
                    card="2")
    state, events = act(state, A.PickUpOrder("orange", 1, 11))
    assert state.turn.mp == 2  # type: ignore[union-attr]
    assert carrier_of(state, 11) == "orange-1" and position_of(state, 11) == 2
    assert events == [{"type": "order_picked_up", "player": "orange", "scout": "orange-1", "order": 11}]


def test_B_5_4_the_order_stays_on_the_track_and_keeps_moving_with_its_carrier() -> None:
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR4"}, track=[(11, 2)], turn="orange", card="1")
    state, _ = act(state, A.PickUpOrder("orange", 1, 11), A.Move("orange", 1, "SR2"))
    state, _ = finish_round(state, dice=[1])
    assert position_of(state, 11) == 3 and carrier_of(state, 11) == "orange-1"
    assert engine.mali.view(state)["scouts"][0]["order"] == 11


def test_B_5_4_pick_up_refusals() -> None:
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR4", "orange-2": "SR4", "red-1": "SR3"},
                    track=[(11, 1), (27, 1, "red-1"), (3, 1)], turn="orange", card="2")
    refused(state, A.PickUpOrder("orange", 3, 11), "B-5.4", "not_at_pickup")  # orange-3 is on Plac Wilsona
    refused(state, A.PickUpOrder("orange", 1, 27), "B-5.4", "order_taken")  # red-1 carries it
    refused(state, A.PickUpOrder("orange", 1, 9), "B-5.4", "order_not_on_track")
    state, _ = act(state, A.PickUpOrder("orange", 1, 11))
    refused(state, A.PickUpOrder("orange", 2, 11), "B-5.4", "order_taken")
    # A scout carries at most one order: orange-1 carries 11 onto Aleja Szucha, where order 22 starts.
    state = arrange(state, track=[(11, 1, "orange-1"), (22, 1)], scouts={"orange-1": "MO1"}, soldier="ZO1")
    refused(state, A.PickUpOrder("orange", 1, 22), "B-5.4", "already_carrying")


# ---- B-5.5 delivering ----

def test_B_5_5_pick_up_and_deliver_in_one_turn_then_pick_up_again() -> None:
    # Order 11: Politechnika -> Kolonia Staszica (2 points); order 13 starts on Kolonia Staszica.
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR4"}, track=[(11, 3), (13, 1)], turn="orange",
                    card="1")
    state, events = act(state, A.PickUpOrder("orange", 1, 11), A.Move("orange", 1, "OC1"))
    delivered = of_type(events, "order_delivered")
    assert delivered == [{"type": "order_delivered", "player": "orange", "scout": "orange-1", "order": 11,
                          "points": 2, "space": "OC1", "rule": "B-5.5"}]
    assert state.track_entry(11) is None and state.players["orange"].delivered == [11] and points(state, "orange") == 2
    assert state.turn.mp == 0  # type: ignore[union-attr]  # delivering cost nothing
    state, _ = act(state, A.PickUpOrder("orange", 1, 13))
    assert carrier_of(state, 13) == "orange-1"


def test_B_5_5_delivered_on_the_way_through_the_destination() -> None:
    # Order 14: Prudential -> Uniwersytet. A move from Prudential to Elektrownia passes Uniwersytet.
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR3"}, track=[(14, 1)], turn="orange", card="2")
    state, events = act(state, A.PickUpOrder("orange", 1, 14), A.Move("orange", 1, "PW2"))
    assert of_type(events, "moved")[0]["path"] == ["SR3", "PW1", "PW2"]
    assert of_type(events, "order_delivered")[0]["space"] == "PW1"
    assert state.scouts["orange-1"].space == "PW2" and state.players["orange"].delivered == [14]


def test_B_5_5_only_the_carrier_delivers() -> None:
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "PW2", "red-1": "SR3"}, track=[(14, 1, "red-1")],
                    turn="orange", card="1")
    state, events = act(state, A.Move("orange", 1, "PW1"))
    assert not of_type(events, "order_delivered") and carrier_of(state, 14) == "red-1"


def test_B_5_5_delivered_by_a_forced_move() -> None:
    # Order 21 (Fort Czerniakowski -> PAST-a) fails: a small tank on PAST-a pushes orange-1 to Poczta
    # Harcerska (SR1), where the order it carries (23, Uniwersytet -> Poczta Harcerska) is delivered.
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR2"}, track=[(21, 4), (23, 2, "orange-1")],
                    turn="orange")
    state, events = finish_round(state, dice=[1])
    assert of_type(events, "forced_move")[0] == {"type": "forced_move", "scout": "orange-1", "from": "SR2",
                                                 "to": "SR1", "rule": "B-7.5"}
    assert of_type(events, "order_delivered")[0]["order"] == 23
    assert state.players["orange"].delivered == [23]


# ---- B-5.6 prison ----

def test_B_5_6_caught_scout_drops_its_order_and_comes_back_two_turns_later() -> None:
    # Round 1: orange-1 carries order 11 on Politechnika, next to the soldier on Aleja Szucha.
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR4"}, track=[(11, 1, "orange-1")], soldier="MO1",
                    turn="orange")
    state, events = finish_round(state, dice=[3, 1])  # one step onto Politechnika; the scout's roll: 1, caught
    caught = of_type(events, "caught")
    assert caught == [{"type": "caught", "scout": "orange-1", "space": "SR4", "order_dropped": 11, "rule": "B-6.2"}]
    assert state.scouts["orange-1"].space is None and state.scouts["orange-1"].prison == 2
    assert carrier_of(state, 11) is None and position_of(state, 11) == 2  # the order stays on the track
    # Round 2 (red starts): orange's turn is the scout's skipped turn.
    assert state.turn is not None and state.turn.player == "red"
    state, events = finish_turn(state)
    assert state.turn is not None and state.turn.player == "orange"
    assert of_type(events, "prison_wait") == [{"type": "prison_wait", "scout": "orange-1"}]
    state, _ = act(state, A.PlayCard("orange", "4"))
    refused(state, A.Move("orange", 1, "SR2"), "B-5.6", "scout_in_prison")
    refused(state, A.PickUpOrder("orange", 1, 11), "B-5.6", "scout_in_prison")
    state, _ = act(state, A.Move("orange", 2, "ZO1"))  # its other scouts move as usual
    state, _ = finish_round(state, dice=[1])
    # Round 3: at the start of orange's turn the scout is back on Poczta Harcerska, and moves at once.
    assert state.turn is not None and state.turn.player == "orange"
    assert state.scouts["orange-1"].space == "SR1" and state.scouts["orange-1"].prison == 0
    state, _ = act(state, A.PlayCard("orange", "2"), A.Move("orange", 1, "SR2"))
    assert state.scouts["orange-1"].space == "SR2"


def test_B_5_6_release_event_at_the_start_of_the_owners_turn() -> None:
    state = arrange(game(TWO), everyone=FAR, prison={"orange-1": 1}, turn="red")
    state, events = finish_turn(state)
    assert of_type(events, "released") == [{"type": "released", "scout": "orange-1", "space": "SR1", "rule": "B-5.6"}]
    kinds = [e["type"] for e in events]
    assert kinds.index("released") < kinds.index("turn_started")


@pytest.mark.parametrize(("tanks", "fallen", "expected"), [
    ({"SR1": "small"}, [], "SR2"),  # nearest unblocked, ties by space id: SR2 < SR3 < SR5
    ({"SR1": "small", "SR2": "small"}, [], "SR3"),
    ({"SR1": "large"}, ["SR"], "CZ1"),  # Śródmieście fallen: 2 steps away, CZ1 first of CZ1, MO1, PW1, ...
])
def test_B_5_6_headquarters_blocked_returns_to_the_nearest_unblocked_space(tanks: dict[str, str], fallen: list[str],
                                                                          expected: str) -> None:
    state = arrange(game(TWO), everyone=FAR, prison={"orange-1": 1}, tanks=tanks, fallen=fallen, soldier="MO3",
                    turn="red")
    state, _ = finish_turn(state)
    assert state.scouts["orange-1"].space == expected


def test_B_5_6_headquarters_held_by_the_soldier_returns_to_the_nearest_space_he_does_not_hold() -> None:
    # RULES.md is silent here; the engine applies B-5.3 (no scout enters the soldier's space).
    state = arrange(game(TWO), everyone=FAR, prison={"orange-1": 1}, soldier="SR1", turn="red")
    state, _ = finish_turn(state)
    assert state.scouts["orange-1"].space == "SR2"


# ---- B-5.7 ending a turn, the deadline, undo ----

def test_B_5_7_the_turn_ends_when_the_player_says_so() -> None:
    state = arrange(game(TWO), everyone=FAR, turn="orange", card="2")
    state, events = act(state, A.EndTurn("orange"))
    assert of_type(events, "turn_ended") == [{"type": "turn_ended", "player": "orange", "mp_lost": 2}]
    assert state.turn is not None and state.turn.player == "red"


def test_B_5_7_deadline_without_a_card_plays_the_lowest_card() -> None:
    state = arrange(game(TWO), everyone=FAR, hands={"orange": ["4", "2", "3"]}, turn="orange")
    before = [s.space for s in state.scouts.values()]
    refused(state, A.TimeoutPass("red"), "B-5.1", "not_your_turn")
    state, events = act(state, A.TimeoutPass("orange"))
    assert of_type(events, "card_played")[0]["card"] == "2" and of_type(events, "card_played")[0]["auto"]
    assert of_type(events, "timeout_pass") == [{"type": "timeout_pass", "player": "orange", "rule": "B-5.7"}]
    assert sorted(state.players["orange"].hand) == ["3", "4"] and state.players["orange"].played == ["1", "2"]
    assert [s.space for s in state.scouts.values()] == before
    assert state.turn is not None and state.turn.player == "red"


def test_B_5_7_deadline_after_moving_keeps_the_moves_and_loses_the_rest() -> None:
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR1"}, turn="orange", card="3")
    state, events = act(state, A.Move("orange", 1, "SR2"), A.TimeoutPass("orange"))
    assert state.scouts["orange-1"].space == "SR2"
    assert of_type(events, "turn_ended")[0]["mp_lost"] == 2
    assert state.players["orange"].played == ["3"]


def test_B_5_7_undo_returns_to_the_start_of_the_turn() -> None:
    start = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR4"}, track=[(11, 1), (13, 1)], turn="orange")
    refused(start, A.Undo("orange"), "B-5.7", "nothing_to_undo")
    state, _ = act(start, A.PlayCard("orange", "3"), A.PickUpOrder("orange", 1, 11), A.Move("orange", 1, "OC1"),
                   A.PickUpOrder("orange", 1, 13), A.Move("orange", 2, "ZO1"))
    assert state.players["orange"].delivered == [11]
    refused(state, A.Undo("red"), "B-5.1", "not_your_turn")
    state, events = act(state, A.Undo("orange"))
    assert state.to_dict() == start.to_dict()
    assert [a["type"] for a in of_type(events, "undone")[0]["actions"]] == [
        "play_card", "pick_up_order", "move", "pick_up_order", "move"]
    refused(state, A.Undo("orange"), "B-5.7", "nothing_to_undo")


def test_B_5_7_undo_stops_at_a_drop_token_looked_at() -> None:
    state = arrange(game(TWO, liberator=True), everyone=FAR, scouts={"orange-1": "SR2"}, drops={"SR1": ["rifle"]},
                    turn="orange", card="3")
    state, _ = act(state, A.Move("orange", 1, "SR1"), A.PickUpDrops("orange", 1))
    after_pickup = state.to_dict()
    state, _ = act(state, A.Move("orange", 1, "SR3"))
    state, _ = act(state, A.Undo("orange"))  # back to just after the token was looked at
    assert state.scouts["orange-1"].space == "SR1" and state.turn.mp == 2  # type: ignore[union-attr]
    assert state.players["orange"].tokens == ["rifle"]
    assert state.scouts == engine.mali.GameState.from_dict(after_pickup).scouts
    refused(state, A.Undo("orange"), "B-5.7", "undo_after_reveal")
