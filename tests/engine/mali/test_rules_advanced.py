"""§8 Special actions (B-8) and §9 Secret goals (B-9): the advanced variant."""

from __future__ import annotations

from typing import Any

import engine.mali
from engine.mali import actions as A
from engine.mali.setup import goal_deck
from engine.mali.state import GameState, Options

from .helpers import (
    DATA,
    FAR,
    THREE,
    TWO,
    act,
    arrange,
    carrier_of,
    deployed,
    finish_round,
    finish_turn,
    position_of,
    refused,
)


def board(scouts: dict[str, str | None] | None = None, colours: tuple[str, ...] = TWO, liberator: bool = False,
          mail: bool = False, **kw: Any) -> GameState:
    """An advanced game after deployment, everybody on Plac Wilsona except the scouts named; orange to move."""
    return arrange(deployed(colours, liberator=liberator, mail=mail), everyone=FAR, scouts=scouts, turn="orange",
                   **kw)


# ---- B-8.1 Change of Orders ----

def test_B_8_1_change_of_orders_swaps_two_orders_and_each_keeps_its_carrier() -> None:
    state = board({"orange-1": "SR2", "red-1": "PW2"}, track=[(11, 1, "orange-1"), (14, 4, "red-1"), (5, 2)],
                  card="3-change")
    state, events = act(state, A.ChangeOfOrders("orange", 11, 14))
    assert (position_of(state, 11), carrier_of(state, 11)) == (4, "orange-1")
    assert (position_of(state, 14), carrier_of(state, 14)) == (1, "red-1")
    assert position_of(state, 5) == 2
    assert events == [{"type": "orders_swapped", "player": "orange", "orders": [11, 14], "rule": "B-8.1"}]
    assert state.turn is not None and state.turn.mp == 3  # in addition to the card's MP
    # Swapped for good: order 11 now fails at the end of this round, 14 has four rounds again.
    state, events = finish_round(state)
    assert state.failed == [11] and position_of(state, 14) == 2


def test_B_8_1_change_of_orders_between_moves() -> None:
    state = board({"orange-1": "SR2"}, track=[(11, 1), (14, 3)], card="3-change")
    state, _ = act(state, A.Move("orange", 1, "SR4"), A.ChangeOfOrders("orange", 14, 11), A.Move("orange", 1, "SR5"))
    assert (position_of(state, 11), position_of(state, 14)) == (3, 1)
    assert state.turn is not None and state.turn.mp == 1


def test_B_8_1_change_of_orders_refusals() -> None:
    plain = board(track=[(11, 1), (14, 3)], card="3")
    refused(plain, A.ChangeOfOrders("orange", 11, 14), "B-8.1", "special_not_available")
    state = board(track=[(11, 1), (14, 3)], card="3-change")
    refused(state, A.ChangeOfOrders("orange", 11, 11), "B-8.1", "same_order")
    refused(state, A.ChangeOfOrders("orange", 11, 9), "B-8.1", "order_not_on_track")
    refused(state, A.ChangeOfOrders("red", 11, 14), "B-5.1", "not_your_turn")
    state, _ = act(state, A.ChangeOfOrders("orange", 11, 14))
    refused(state, A.ChangeOfOrders("orange", 11, 14), "B-8.1", "special_not_available")  # once per card
    before_card = board(track=[(11, 1), (14, 3)])
    refused(before_card, A.ChangeOfOrders("orange", 11, 14), "B-5.1", "play_card_first")


# ---- B-8.2 Schoolyard Buddies ----

def test_B_8_2_schoolyard_buddies_swap_two_scouts_with_what_they_carry() -> None:
    state = board({"orange-1": "SR1", "orange-2": "MO1"}, track=[(3, 1, "orange-1")], card="1-buddies")
    state, events = act(state, A.Buddies("orange", 1, 2))
    assert (state.scouts["orange-1"].space, state.scouts["orange-2"].space) == ("MO1", "SR1")
    assert carrier_of(state, 3) == "orange-1"
    assert events == [{"type": "buddies", "player": "orange", "scouts": ["orange-1", "orange-2"], "source": "card",
                       "rule": "B-8.2"}]
    assert state.turn is not None and state.turn.mp == 1
    refused(state, A.Buddies("orange", 1, 2), "B-8.2", "special_not_available")


def test_B_8_2_a_swap_onto_the_destination_delivers() -> None:
    # orange-1 carries order 11 (Politechnika -> Kolonia Staszica); orange-2 stands on Kolonia Staszica.
    state = board({"orange-1": "SR4", "orange-2": "OC1"}, track=[(11, 2, "orange-1")], card="1-buddies")
    state, events = act(state, A.Buddies("orange", 2, 1))
    assert [e["type"] for e in events] == ["buddies", "order_delivered"]
    assert state.players["orange"].delivered == [11] and state.track_entry(11) is None


def test_B_8_2_schoolyard_buddies_refuse_a_blocked_landing() -> None:
    # orange-2 stands on a small tank (left there by an Insurgent Squad): orange-1 may not land there.
    state = board({"orange-1": "SR1", "orange-2": "SR2"}, tanks={"SR2": "small"}, card="1-buddies")
    error = refused(state, A.Buddies("orange", 1, 2), "B-8.2", "swap_blocked")
    assert error.params["scout"] == "orange-1"
    fallen = board({"orange-1": "SR1", "orange-2": "WO2"}, tanks={"WO1": "large"}, fallen=["WO"], card="1-buddies")
    refused(fallen, A.Buddies("orange", 2, 1), "B-8.2", "swap_blocked")


def test_B_8_2_engine_choice_an_active_insurgent_squad_opens_small_tanks_to_a_swap() -> None:
    # RULES.md is silent on combining them (B-8.3 lets scouts "enter" small-tank spaces for the turn): the engine
    # allows the landing while a Squad is active (here: the Liberator's Squad token with the Buddies card).
    state = board({"orange-1": "SR1", "orange-2": "SR2"}, tanks={"SR2": "small"}, liberator=True,
                  tokens={"orange": ["squad"]}, card="1-buddies")
    state, _ = act(state, A.Squad("orange", "token"), A.Buddies("orange", 1, 2))
    assert state.scouts["orange-1"].space == "SR2"
    fallen = board({"orange-1": "SR1", "orange-2": "WO2"}, tanks={"WO1": "large"}, fallen=["WO"], liberator=True,
                   tokens={"orange": ["squad"]}, card="1-buddies")
    fallen, _ = act(fallen, A.Squad("orange", "token"))
    refused(fallen, A.Buddies("orange", 2, 1), "B-8.2", "swap_blocked")  # fallen districts stay closed


def test_B_8_2_schoolyard_buddies_other_refusals() -> None:
    state = board({"orange-1": "SR1", "orange-2": "SR1"}, card="1-buddies")
    refused(state, A.Buddies("orange", 1, 2), "B-8.2", "swap_pointless")  # same space
    refused(state, A.Buddies("orange", 1, 1), "B-8.2", "swap_pointless")
    refused(state, A.Buddies("orange", 1, 4), "B-1.1", "no_such_scout")
    plain = board({"orange-1": "SR1", "orange-2": "MO1"}, card="1")
    refused(plain, A.Buddies("orange", 1, 2), "B-8.2", "special_not_available")


# ---- B-8.3 Insurgent Squad ----

def test_B_8_3_insurgent_squad_lets_scouts_onto_small_tanks_only_for_that_turn() -> None:
    state = board({"orange-1": "SR1", "red-1": "SR1"}, tanks={"SR5": "small"}, card="1-squad")
    refused(state, A.Move("orange", 1, "SR5"), "B-5.3", "space_blocked")
    state, events = act(state, A.Squad("orange"))
    assert events == [{"type": "squad", "player": "orange", "source": "card", "rule": "B-8.3"}]
    state, _ = act(state, A.Move("orange", 1, "SR5"))
    assert state.scouts["orange-1"].space == "SR5"
    state, _ = act(state, A.EndTurn("orange"))
    # Red's turn: the small tank blocks again.
    state, _ = act(state, A.PlayCard("red", "4"))
    refused(state, A.Move("red", 1, "SR5"), "B-5.3", "space_blocked")
    state, events = act(state, A.EndTurn("red"))
    # Engine choice (RULES.md is silent): a scout still standing on a small tank at Time passes is moved off
    # like the scouts of B-7.5, to the nearest unblocked space.
    assert ("orange-1", "SR5", "CZ1") in {(e["scout"], e["from"], e["to"]) for e in events
                                          if e["type"] == "forced_move"}
    # orange's next turn: no squad, no entry.
    state, _ = finish_turn(state)  # red starts round 2
    state, _ = act(state, A.PlayCard("orange", "4"))
    refused(state, A.Move("orange", 1, "SR5"), "B-5.3", "space_blocked")


def test_B_8_3_insurgent_squad_passes_through_small_tanks_but_not_fallen_districts() -> None:
    # The Drugs token (+3 MP) gives the Squad card's scouts room to pass through.
    state = board({"orange-1": "SR1", "orange-2": "OC1"}, tanks={"SR5": "small", "WO2": "large"}, fallen=["WO"],
                  liberator=True, tokens={"orange": ["drugs"]}, card="1-squad")
    state, _ = act(state, A.Squad("orange"), A.UseToken("orange", "drugs"))
    state, events = act(state, A.Move("orange", 1, "MO1"))
    assert events[0]["path"] == ["SR1", "SR5", "MO1"]  # through the small tank: 2 instead of 3
    assert state.turn is not None and state.turn.mp == 2
    refused(state, A.Move("orange", 2, "WO3"), "B-7.4", "space_fallen")
    refused(state, A.Squad("orange"), "B-8.3", "squad_active")


def test_B_8_3_insurgent_squad_reaches_letters_on_a_small_tank() -> None:
    state = board({"orange-1": "WO2"}, tanks={"WO1": "small"}, mail=True, letters={"WO1": ["L05"]},
                  card="1-squad")
    state, _ = act(state, A.Squad("orange"), A.Move("orange", 1, "WO1"), A.PickUpLetters("orange", 1))
    assert state.scouts["orange-1"].letters == ["L05"]


def test_B_8_3_insurgent_squad_needs_its_card() -> None:
    state = board(card="1")
    refused(state, A.Squad("orange"), "B-8.3", "special_not_available")
    refused(state, A.Squad("orange", "token"), "L-3.2", "token_not_held")


def test_B_8_special_actions_appear_in_legal_actions_only_with_their_card() -> None:
    base = board({"orange-1": "SR1", "orange-2": "MO1"}, track=[(11, 1), (14, 3)])
    for card, kind in (("3-change", A.ChangeOfOrders), ("1-buddies", A.Buddies), ("1-squad", A.Squad)):
        state, _ = act(base, A.PlayCard("orange", card))
        kinds = {type(a) for a in engine.mali.legal_actions(state, "orange")}
        assert kind in kinds
        assert not ({A.ChangeOfOrders, A.Buddies, A.Squad} - {kind}) & kinds


# ---- B-9 secret goals ----

def end_with(delivered: dict[str, list[int]], goals: dict[str, str | None], colours: tuple[str, ...] = TWO,
             **kw: Any) -> dict[str, Any]:
    """Score sheet rows by colour of an advanced game that ends now (E-1) with these deliveries and goals."""
    state = board(colours=colours, track=[], deck=[], delivered=delivered, goals=goals, **kw)
    state, _ = finish_round(state)
    assert state.result is not None and state.result["reason"] == "E-1"
    return {r["colour"]: r for r in state.result["scores"]}


def test_B_9_1_courier_goal_scores_for_most_orders_into_its_district() -> None:
    # 11 and 10 end in Ochota (Kolonia Staszica); 12 too (Reduta Wawelska); 1 ends in Czerniaków.
    rows = end_with({"orange": [11], "red": [1]}, {"orange": "courier-OC", "red": "courier-CZ"})
    assert (rows["orange"]["goal_achieved"], rows["orange"]["goal_points"], rows["orange"]["total"]) == (True, 10, 12)
    assert (rows["red"]["goal_achieved"], rows["red"]["total"]) == (True, 12)
    rows = end_with({"orange": [11], "red": [10, 12]}, {"orange": "courier-OC", "red": "courier-CZ"})
    assert not rows["orange"]["goal_achieved"] and rows["orange"]["total"] == 2  # red delivered more there
    assert not rows["red"]["goal_achieved"]  # at least one order into Czerniaków is needed


def test_B_9_1_courier_goal_ties_all_score() -> None:
    rows = end_with({"orange": [11], "red": [12], "violet": [1]},
                    {"orange": "courier-OC", "red": "courier-ZO", "violet": "courier-CZ"}, colours=THREE)
    assert rows["orange"]["goal_achieved"] and rows["orange"]["goal_points"] == 10
    assert rows["violet"]["goal_achieved"] and not rows["red"]["goal_achieved"]


def test_B_9_2_goal_deck_grows_with_the_expansions() -> None:
    couriers = {f"courier-{d}" for d in DATA.districts}
    assert set(goal_deck(DATA, Options("advanced"))) == couriers
    assert set(goal_deck(DATA, Options("advanced", True, False))) == couriers | {"most-drops-1", "most-drops-2"}
    assert set(goal_deck(DATA, Options("advanced", False, True))) == couriers | {"most-letters-1", "most-letters-2"}
    assert DATA.goals["most-drops-1"].points == 10 and DATA.goals["most-letters-2"].points == 12


def test_B_9_2_most_drops_and_most_letters_goals_ties_score() -> None:
    state = board(liberator=True, mail=True, track=[], deck=[],
                  goals={"orange": "most-drops-1", "red": "most-letters-1"})
    state.players["orange"].drops_picked = 2
    state.players["red"].drops_picked = 2
    state.players["red"].letters_delivered = ["L01"]
    state, _ = finish_round(state)
    assert state.result is not None
    rows = {r["colour"]: r for r in state.result["scores"]}
    assert rows["orange"]["goal_achieved"] and rows["orange"]["goal_points"] == 10  # tie on drops
    assert rows["red"]["goal_achieved"] and rows["red"]["goal_points"] == 12
    assert rows["red"]["total"] == 12 + 4  # the goal and the delivered letter (M-6.1)


def test_B_9_3_goals_dealt_face_down_one_each_and_revealed_at_the_end() -> None:
    state = deployed(THREE, seed=6)
    goals = {c: state.players[c].goal for c in THREE}
    assert len(set(goals.values())) == 3 and all(g in DATA.goals for g in goals.values())
    public = engine.mali.view(state)
    assert all(p["goal"] is None for p in public["players"])
    mine = engine.mali.view(state, "red")
    assert [p["goal"] for p in mine["players"]] == [None, goals["red"], None]
    state = arrange(state, track=[], deck=[], turn="orange")
    state, _ = finish_round(state)
    assert state.phase == "ended"
    assert [p["goal"] for p in engine.mali.view(state)["players"]] == [goals[c] for c in THREE]
    assert state.result is not None and [r["goal"] for r in state.result["scores"]] == [goals[c] for c in THREE]
