"""§6 Phase 4: the German soldier (B-6), with the die fixed through the random generator's state."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.mali import actions as A
from engine.mali.state import GameState

from .helpers import DATA, FAR, TWO, act, arrange, carrier_of, dice_state, finish_round, game, of_type, rolls_from


def board(scouts: Mapping[str, str | None] | None = None, soldier: str = "MO1", track: list[Any] | None = None,
          **kw: Any) -> GameState:
    """Everybody far away on Plac Wilsona (5 steps from Aleja Szucha) except the scouts named; orange's turn."""
    return arrange(game(TWO), everyone=FAR, scouts=scouts, soldier=soldier, track=track or [], turn="orange", **kw)


def soldier_events(events: list[dict[str, Any]]) -> list[tuple[object, ...]]:
    out: list[tuple[object, ...]] = []
    for e in events:
        if e["type"] == "soldier_roll":
            out.append(("roll", e["roll"], e["steps"]))
        elif e["type"] == "soldier_moved":
            out.append(("moved", e["from"], e["to"]))
        elif e["type"] == "caught":
            out.append(("caught", e["scout"]))
        elif e["type"] == "slipped_away":
            out.append(("slipped", e["scout"], e["roll"]))
    return out


# ---- B-6.1 how far and where ----

def test_B_6_1_the_die_is_fixed_by_the_generator_state() -> None:
    state = board()
    for rolls in ([1], [6, 2], [3, 4, 5]):
        state = arrange(state, rng=dice_state(tuple(rolls)))
        assert rolls_from(state.rng, len(rolls)) == rolls


@pytest.mark.parametrize(("roll", "steps", "where"), [
    (1, 0, "MO1"), (2, 0, "MO1"), (3, 1, "OC2"), (4, 1, "OC2"), (5, 2, "OC1"), (6, 2, "OC1"),
])
def test_B_6_1_roll_one_two_stays_three_four_one_step_five_six_two_steps(roll: int, steps: int, where: str) -> None:
    # Everybody on Plac Wilsona: from Aleja Szucha the shortest routes start via OC2, SR4 or SR5 (lowest: OC2),
    # then Kolonia Staszica.
    state, events = finish_round(board(), dice=[roll])
    assert of_type(events, "soldier_roll") == [{"type": "soldier_roll", "roll": roll, "steps": steps}]
    assert state.soldier == where
    assert len(of_type(events, "soldier_moved")) == steps
    assert DATA.tunables["soldier_steps_by_roll"] == [0, 0, 1, 1, 2, 2]


def test_B_6_1_he_chases_the_nearest_scout_not_in_prison() -> None:
    # orange-1 on Fort Czerniakowski is 2 steps away (via Stary Mokotów); the rest are 5 away.
    state, _ = finish_round(board({"orange-1": "CZ2"}), dice=[3])
    assert state.soldier == "MO2"
    # The same scout in prison is not chased.
    state = board(prison={"orange-1": 2})
    state, _ = finish_round(state, dice=[3])
    assert state.soldier == "OC2"


def test_B_6_1_ties_a_scout_carrying_an_order_first() -> None:
    # SGGW (MO3) and Poczta Harcerska (SR1) are both 2 steps from Aleja Szucha.
    plain = board({"orange-1": "MO3", "red-1": "SR1"})
    state, _ = finish_round(plain, dice=[3])
    assert state.soldier == "MO2"  # no carrier: the lower space id, MO3; of its routes the lower step, MO2
    carrying = board({"orange-1": "MO3", "red-1": "SR1"}, track=[(3, 1, "red-1")])
    state, _ = finish_round(carrying, dice=[3])
    assert state.soldier == "SR5"  # towards the carrier on SR1


def test_B_6_1_several_shortest_routes_step_to_the_lower_space_id() -> None:
    # Aleja Szucha -> SGGW: via Stary Mokotów (MO2) or Reduta Wawelska (OC2).
    _, events = finish_round(board({"orange-1": "MO3"}), dice=[3])
    assert soldier_events(events) == [("roll", 3, 1), ("moved", "MO1", "MO2")]


def test_B_6_1_he_ignores_tanks() -> None:
    state, _ = finish_round(board({"orange-1": "MO3"}, tanks={"MO2": "small"}), dice=[3])
    assert state.soldier == "MO2"  # onto the small tank
    # Ochota has fallen; Pałac Michla (WO3) is 3 steps away through it (OC2, OC1) or via SR4, OC1.
    state, events = finish_round(board({"orange-1": "WO3"}, tanks={"OC2": "large"}, fallen=["OC"]), dice=[5])
    assert soldier_events(events) == [("roll", 5, 2), ("moved", "MO1", "OC2"), ("moved", "OC2", "OC1")]


def test_B_6_1_he_ignores_scouts_on_his_own_space() -> None:
    # orange-1 slipped away earlier and still stands with him; he goes after the others.
    state, events = finish_round(board({"orange-1": "MO1"}), dice=[3])
    assert soldier_events(events) == [("roll", 3, 1), ("moved", "MO1", "OC2")]
    assert state.scouts["orange-1"].space == "MO1"


def test_B_6_1_he_picks_his_target_once_and_never_turns_back_to_a_scout_he_ignored() -> None:
    # orange-1 slipped away earlier and stands with him on Aleja Szucha; red-1 is on SGGW, two steps away
    # (via Stary Mokotów). He rolls 5: two steps. After the first step both scouts are one step away, and a
    # fresh pick would prefer Aleja Szucha (lower space id); picked once, he walks on to SGGW.
    state = board({"orange-1": "MO1", "red-1": "MO3"})
    state, events = finish_round(state, dice=[5, 6])
    assert soldier_events(events) == [("roll", 5, 2), ("moved", "MO1", "MO2"), ("moved", "MO2", "MO3"),
                                      ("slipped", "red-1", 6)]
    assert state.soldier == "MO3" and state.scouts["orange-1"].space == "MO1"


def test_B_6_1_the_target_stays_even_when_the_ignored_scout_carries_an_order() -> None:
    # The same, with orange-1 carrying an order: a fresh pick would prefer the carrier at once.
    state = board({"orange-1": "MO1", "red-1": "MO3"}, track=[(5, 1, "orange-1")])
    state, events = finish_round(state, dice=[6, 1])
    assert soldier_events(events) == [("roll", 6, 2), ("moved", "MO1", "MO2"), ("moved", "MO2", "MO3"),
                                      ("caught", "red-1")]
    assert carrier_of(state, 5) == "orange-1"


def test_B_6_1_with_no_scout_to_chase_he_stays() -> None:
    state = arrange(game(TWO), everyone="MO1", soldier="MO1", track=[], turn="orange")
    state, events = finish_round(state, dice=[6])
    assert soldier_events(events) == [("roll", 6, 2)] and state.soldier == "MO1"
    jailed = arrange(game(TWO), prison={sid: 2 for sid in game(TWO).scouts}, track=[], turn="orange")
    state, events = finish_round(jailed, dice=[6])
    assert state.soldier == "MO1" and not of_type(events, "soldier_moved")


# ---- B-6.2 catching ----

def test_B_6_2_he_stops_on_the_first_space_with_scouts() -> None:
    # Two steps allowed, but orange-1 is on Politechnika, one step away.
    state, events = finish_round(board({"orange-1": "SR4"}), dice=[6, 5])
    assert soldier_events(events) == [("roll", 6, 2), ("moved", "MO1", "SR4"), ("slipped", "orange-1", 5)]
    assert state.soldier == "SR4" and state.scouts["orange-1"].space == "SR4"


@pytest.mark.parametrize(("roll", "caught"), [(1, True), (2, True), (3, True), (4, False), (5, False), (6, False)])
def test_B_6_2_one_to_three_caught_four_to_six_slips_away(roll: int, caught: bool) -> None:
    state, events = finish_round(board({"orange-1": "SR4"}), dice=[3, roll])
    assert bool(of_type(events, "caught")) is caught
    if caught:
        assert state.scouts["orange-1"].space is None and state.scouts["orange-1"].prison == 2
    else:
        assert state.scouts["orange-1"].space == "SR4" and state.scouts["orange-1"].prison == 0
        assert of_type(events, "slipped_away") == [{"type": "slipped_away", "scout": "orange-1", "roll": roll,
                                                     "space": "SR4"}]


def test_B_6_2_each_scout_there_rolls_for_itself() -> None:
    state = board({"orange-2": "SR5", "red-1": "SR5", "red-3": "SR5"})
    state, events = finish_round(state, dice=[4, 2, 5, 3])
    assert soldier_events(events) == [("roll", 4, 1), ("moved", "MO1", "SR5"), ("caught", "orange-2"),
                                      ("slipped", "red-1", 5), ("caught", "red-3")]
    assert [sid for sid, s in state.scouts.items() if s.prison] == ["orange-2", "red-3"]


def test_B_6_2_a_caught_scout_drops_its_order_on_the_track() -> None:
    state = board({"orange-1": "SR4"}, track=[(11, 2, "orange-1"), (14, 1)])
    state, events = finish_round(state, dice=[3, 3])
    assert of_type(events, "caught")[0]["order_dropped"] == 11
    assert carrier_of(state, 11) is None and state.track_entry(11).position == 3  # type: ignore[union-attr]
    assert state.failed == [] and state.discarded == []


def test_B_6_2_a_dropped_order_can_be_picked_up_by_another_scout() -> None:
    state = board({"orange-1": "SR4"}, track=[(11, 1, "orange-1")])
    state, _ = finish_round(state, dice=[3, 1])  # caught on Politechnika; soldier stays there
    state = arrange(state, scouts={"red-2": "SR4"}, soldier="MO1")
    assert state.turn is not None and state.turn.player == "red"
    state, _ = act(state, A.PlayCard("red", "2"), A.PickUpOrder("red", 2, 11))
    assert carrier_of(state, 11) == "red-2"
