"""§7 Phase 5: Time passes (B-7): failures, tanks, falls, threat, blocking, forced moves, discards, start player."""

from __future__ import annotations

from typing import Any

import engine.mali
from engine.mali import actions as A
from engine.mali.state import GameState

from .helpers import (
    DATA,
    FAR,
    THREE,
    TWO,
    act,
    arrange,
    carrier_of,
    finish_round,
    finish_turn,
    game,
    of_type,
    position_of,
    refused,
)


def board(colours: tuple[str, ...] = TWO, scouts: dict[str, str | None] | None = None, **kw: Any) -> GameState:
    """Everybody on Plac Wilsona except the scouts named; the soldier on SGGW (out of the way); orange to move."""
    kw.setdefault("soldier", "MO3")
    return arrange(game(colours), everyone=FAR, scouts=scouts, turn="orange", **kw)


def end_round(state: GameState) -> tuple[GameState, list[dict[str, Any]]]:
    return finish_round(state, dice=[1])  # the soldier stays put


# ---- B-7.1 failures ----

def test_B_7_1_orders_on_the_last_space_fail_and_the_others_move_on() -> None:
    state = board(track=[(1, 4), (5, 3), (14, 1)])
    state, events = end_round(state)
    assert [(e["order"], e["rule"]) for e in of_type(events, "order_failed")] == [(1, "B-7.1")]
    assert state.failed == [1]
    assert (position_of(state, 5), position_of(state, 14)) == (4, 2)


def test_B_7_1_a_carried_order_on_the_last_space_fails_too() -> None:
    state = board(scouts={"orange-1": "SR2"}, track=[(11, 4, "orange-1")])
    state, events = end_round(state)
    assert of_type(events, "order_failed")[0] == {"type": "order_failed", "order": 11, "carrier": "orange-1",
                                                  "rule": "B-7.1"}
    assert state.carried_by("orange-1") is None and state.failed == [11]


def test_B_7_1_an_order_delivered_in_its_last_round_does_not_fail() -> None:
    state = board(scouts={"orange-1": "SR4"}, track=[(11, 4, "orange-1")])
    state, _ = act(state, A.PlayCard("orange", "1"), A.Move("orange", 1, "OC1"))
    state, events = end_round(state)
    assert state.failed == [] and not of_type(events, "order_failed") and state.tanks == {}


# ---- B-7.2 tanks and falls ----

def test_B_7_2_a_failure_puts_a_small_tank_on_the_destination() -> None:
    state = board(track=[(1, 4)])  # Stary Mokotów -> Port Czerniakowski
    state, events = end_round(state)
    assert state.tanks == {"CZ1": "small"} and state.fallen == []
    assert of_type(events, "tank_placed") == [{"type": "tank_placed", "space": "CZ1", "size": "small", "order": 1,
                                              "rule": "B-7.2"}]


def test_B_7_2_second_failure_in_a_district_makes_a_large_tank_and_blocks_the_whole_district() -> None:
    # Czerniaków already holds a small tank on Port Czerniakowski; order 2 ends on Fort Czerniakowski.
    state = board(scouts={"orange-1": "MO2"}, tanks={"CZ1": "small"}, track=[(2, 4), (14, 1)])
    state, events = end_round(state)
    assert state.tanks == {"CZ1": "large"} and state.fallen == ["CZ"]
    assert of_type(events, "district_fell") == [{"type": "district_fell", "district": "CZ", "space": "CZ1",
                                                "order": 2, "rule": "B-7.2"}]
    view = engine.mali.view(state)
    assert {"CZ1", "CZ2"} <= set(view["blocked"]) and view["threat"] == 2
    # Fort Czerniakowski has no tank of its own, but the district is closed.
    state = arrange(state, turn="orange", card="4")
    refused(state, A.Move("orange", 1, "CZ2"), "B-7.4", "space_fallen")


def test_B_7_2_two_failures_in_one_district_in_the_same_round() -> None:
    state = board(track=[(2, 4), (4, 4)])  # Fort Czerniakowski, then Port Czerniakowski
    state, events = end_round(state)
    assert state.tanks == {"CZ2": "large"} and state.fallen == ["CZ"]
    assert [e["type"] for e in events if e["type"] in ("tank_placed", "district_fell")] == ["tank_placed",
                                                                                            "district_fell"]


def test_B_7_2_two_failures_into_one_district_in_one_round_the_second_into_the_fallen_district_raises_the_threat() -> None:
    # Czerniaków holds a small tank on Port Czerniakowski; orders 2 and 3 both end on Fort Czerniakowski and
    # fail together. The first turns the small tank large (Czerniaków falls); the second fails into the
    # fallen district and still places a small tank on its destination: threat 1 -> 3, one per failure.
    state = board(tanks={"CZ1": "small"}, track=[(2, 4), (3, 4), (14, 1)])
    assert engine.mali.view(state)["threat"] == 1
    state, events = end_round(state)
    assert state.failed == [2, 3] and state.fallen == ["CZ"]
    assert state.tanks == {"CZ1": "large", "CZ2": "small"}
    assert [(e["type"], e["order"]) for e in events if e["type"] in ("tank_placed", "district_fell")] == [
        ("district_fell", 2), ("tank_placed", 3)]
    assert of_type(events, "tank_placed")[0] == {"type": "tank_placed", "space": "CZ2", "size": "small",
                                                 "order": 3, "rule": "B-7.2"}
    assert of_type(events, "threat")[0]["threat"] == 3 and state.phase == "movement"


def test_B_7_2_four_failures_crush_the_uprising_even_when_one_goes_into_a_fallen_district() -> None:
    # The audit's case: the engine used to add nothing for a failure into a fallen district, so four failed
    # orders could leave the threat at 3 and the game going on. Round 1: order 7 fails (a small tank on SGGW).
    # Round 2: orders 2, 4 and 3 fail together into Czerniaków: small, large (it falls), and a small tank more.
    state = board(track=[(7, 4), (2, 3), (4, 3), (3, 3)])
    state, events = end_round(state)
    assert state.failed == [7] and of_type(events, "threat")[0]["threat"] == 1
    state, events = end_round(state)
    assert state.failed == [7, 2, 4, 3]
    assert state.tanks == {"MO3": "small", "CZ2": "large", "CZ1": "small"}
    assert of_type(events, "threat")[0]["threat"] == 4
    assert state.phase == "ended" and state.result is not None and state.result["reason"] == "E-2"


def test_B_7_2_three_failures_into_a_fresh_district_in_one_round_add_three() -> None:
    # Orders 2 (Fort), 4 (Port) and 3 (Fort) fail together into Czerniaków: small on Fort, then large (it
    # falls), then a small tank for the third. Fort holds the large one, so the small goes on Port.
    state = board(track=[(2, 4), (4, 4), (3, 4)])
    state, events = end_round(state)
    assert state.tanks == {"CZ2": "large", "CZ1": "small"} and state.fallen == ["CZ"]
    assert [(e["type"], e.get("space")) for e in events if e["type"] in ("tank_placed", "district_fell")] == [
        ("tank_placed", "CZ2"), ("district_fell", "CZ2"), ("tank_placed", "CZ1")]
    assert of_type(events, "threat")[0]["threat"] == 3 and state.phase == "movement"


def test_B_7_2_a_fallen_district_full_of_tanks_two_small_tanks_on_one_space_count_as_a_large_one() -> None:
    # Four failures into Czerniaków (two spaces) in one round: small, large (falls), small on the other space,
    # and the fourth finds no space without a tank: it joins the small one, which now counts 2. Threat 4.
    state = board(track=[(2, 4), (4, 4), (1, 4), (3, 4)])
    state, events = end_round(state)
    assert state.tanks == {"CZ2": "large", "CZ1": "large"} and state.fallen == ["CZ"]
    assert [e["space"] for e in of_type(events, "tank_placed")] == ["CZ2", "CZ1", "CZ1"]
    assert of_type(events, "threat")[0]["threat"] == 4 and state.phase == "ended"


# ---- B-7.3 threat ----

def test_B_7_3_threat_counts_small_tanks_one_and_large_tanks_two() -> None:
    state = board(tanks={"CZ1": "large", "WO1": "small"}, fallen=["CZ"])
    assert engine.mali.view(state)["threat"] == 3
    state, events = end_round(state)  # threat 3 does not end the game
    assert of_type(events, "threat")[0] == {"type": "threat", "threat": 3, "limit": 4}
    assert state.phase == "movement"


def test_B_7_3_threat_four_ends_the_game_for_everyone() -> None:
    state = board(THREE, tanks={"CZ1": "large", "WO1": "small"}, fallen=["CZ"], track=[(5, 4), (14, 1)],
                  delivered={"orange": [11], "red": [9]})
    state, events = end_round(state)
    assert state.tanks == {"CZ1": "large", "WO1": "small", "MO2": "small"}
    assert state.phase == "ended" and state.turn is None
    assert state.result is not None
    assert (state.result["outcome"], state.result["winners"], state.result["reason"]) == ("defeat", [], "E-2")
    assert {r["colour"]: r["total"] for r in state.result["scores"]} == {"orange": 2, "red": 3, "violet": 0}
    # At once: nothing else happens in that Time passes phase.
    assert events[-1]["type"] == "game_over"
    kinds = [e["type"] for e in events]
    assert "start_player" not in kinds and "forced_move" not in kinds and kinds[-2] == "threat"
    assert position_of(state, 14) == 2
    refused(state, A.PlayCard("orange", "4"), "E-1", "game_over")


# ---- B-7.4 blocked ----

def test_B_7_4_blocked_spaces_are_small_tank_spaces_and_fallen_districts() -> None:
    state = board(tanks={"SR2": "small", "WO1": "large"}, fallen=["WO"])
    assert engine.mali.view(state)["blocked"] == ["SR2", "WO1", "WO2", "WO3"]
    state = arrange(state, scouts={"orange-1": "SR1", "orange-2": "OC1"}, card="4")
    refused(state, A.Move("orange", 1, "SR2"), "B-5.3", "space_blocked")
    refused(state, A.Move("orange", 2, "WO2"), "B-7.4", "space_fallen")  # no tank on it, but Wola has fallen
    refused(state, A.Move("orange", 2, "WO1"), "B-7.4", "space_fallen")
    state, events = act(state, A.Move("orange", 1, "SR4"))  # the rest of Śródmieście is open
    assert events[0]["path"] == ["SR1", "SR5", "SR4"]


def test_B_7_4_routes_never_cross_a_fallen_district() -> None:
    # Kolonia Staszica (OC1) -> Kościół św. Stanisława Kostki (ZO1): 2 steps through Wola; with Wola fallen
    # the open route goes round by Śródmieście, Powiśle and Żoliborz: 7 steps.
    state = board(scouts={"orange-1": "OC1"}, card="4")
    state, events = act(state, A.Move("orange", 1, "ZO1"))
    assert len(events[0]["path"]) == 3
    state = board(scouts={"orange-1": "OC1"}, tanks={"WO2": "large"}, fallen=["WO"], card="4")
    error = refused(state, A.Move("orange", 1, "ZO1"), "B-5.2", "not_enough_mp")
    assert error.params["need"] == 7


# ---- B-7.5 forced moves ----

def test_B_7_5_scouts_forced_off_a_newly_blocked_space_with_their_order() -> None:
    # Order 21 fails: a small tank on PAST-a (SR2). Nearest unblocked: SR1, SR4, WO2; ties by id: SR1.
    state = board(scouts={"orange-1": "SR2", "red-2": "SR2"}, track=[(21, 4), (14, 1, "orange-1")])
    state, events = end_round(state)
    assert [(e["scout"], e["from"], e["to"]) for e in of_type(events, "forced_move")] == [
        ("orange-1", "SR2", "SR1"), ("red-2", "SR2", "SR1")]
    assert carrier_of(state, 14) == "orange-1"  # it took its order along


def test_B_7_5_forced_moves_avoid_the_soldier() -> None:
    state = board(scouts={"orange-1": "SR2"}, track=[(21, 4)], soldier="SR1")
    state, _ = end_round(state)
    assert state.scouts["orange-1"].space == "SR4"


def test_B_7_5_a_fallen_district_sends_all_its_scouts_away() -> None:
    # Wola holds a small tank on Pawiak; order 17 (-> Browar Warszawski) fails: Wola falls.
    state = board(scouts={"orange-1": "WO2", "orange-2": "WO3", "red-1": "ZO1"}, tanks={"WO1": "small"},
                  track=[(17, 4)])
    state, events = end_round(state)
    assert state.fallen == ["WO"]
    assert {(e["scout"], e["to"]) for e in of_type(events, "forced_move")} == {("orange-1", "OC1"),
                                                                               ("orange-2", "OC1")}
    assert state.scouts["red-1"].space == "ZO1"


def test_B_7_5_letters_on_a_newly_blocked_space_stay_there_out_of_reach() -> None:
    state = arrange(game(TWO, mail=True), everyone=FAR, scouts={"orange-1": "SR2"}, soldier="MO3",
                    letters={"SR2": ["L06"]}, track=[(21, 4)], turn="orange")
    state, _ = end_round(state)
    assert state.board_letters["SR2"] == ["L06"] and state.scouts["orange-1"].letters == []


# ---- B-7.6 discards ----

def test_B_7_6_orders_with_a_newly_blocked_end_are_discarded_not_failed() -> None:
    # Order 10 fails: a small tank on Kolonia Staszica (OC1).
    # 11 ends there (carried, still discarded); 13 starts there (nobody carries it: discarded);
    # 2 starts there but red-1 carries it: it stays.
    state = board(scouts={"orange-1": "SR2", "red-1": "SR5"},
                  track=[(10, 4), (11, 2, "orange-1"), (13, 1), (2, 3, "red-1"), (14, 1)])
    state, events = end_round(state)
    assert state.failed == [10]
    assert [(e["order"], e["carrier"], e["rule"]) for e in of_type(events, "order_discarded")] == [
        (11, "orange-1", "B-7.6"), (13, None, "B-7.6")]
    assert sorted(state.discarded) == [11, 13]
    assert state.carried_by("orange-1") is None
    assert carrier_of(state, 2) == "red-1" and position_of(state, 2) == 4
    assert state.tanks == {"OC1": "small"}  # discards add no tank


# ---- B-7.7 start player and the end ----

def test_B_7_7_the_start_player_passes_clockwise() -> None:
    state = board(THREE)
    starts = []
    for _ in range(4):
        state, events = end_round(state)
        starts.append(state.start_player)
        assert of_type(events, "start_player")[0] == {"type": "start_player", "player": state.start_player,
                                                      "rule": "B-7.7"}
        assert state.turn is not None and state.turn.player == state.start_player
    assert starts == ["red", "violet", "orange", "red"]


def test_B_7_7_deck_and_track_empty_ends_the_game_after_time_passes() -> None:
    state = board(scouts={"orange-1": "SR4"}, track=[(11, 2, "orange-1")], deck=[])
    state, events = act(state, A.PlayCard("orange", "1"), A.Move("orange", 1, "OC1"), A.EndTurn("orange"))
    assert not state.track and not state.deck
    assert state.phase == "movement" and state.turn is not None and state.turn.player == "red"  # not yet
    state, events = finish_turn(state)
    assert state.phase == "ended"
    kinds = [e["type"] for e in events]
    assert kinds.index("soldier_roll") < kinds.index("start_player") < kinds.index("game_over")
    assert state.result is not None and state.result["reason"] == "E-1"
    assert state.result["outcome"] == "victory" and state.result["winners"] == ["orange"]


def test_B_7_7_an_empty_deck_alone_does_not_end_the_game() -> None:
    state = board(track=[(14, 1)], deck=[])
    state, _ = end_round(state)
    assert state.phase == "movement" and state.round == 2
    assert DATA.tunables["track_length"] == 4
