"""§1 Components (B-1), §2 Setup (B-2) and §3 The round (B-3)."""

from __future__ import annotations

import pytest

import engine.mali
from engine.mali import actions as A
from engine.mali.state import Options

from .helpers import DATA, FOUR, THREE, TWO, act, arrange, deployed, finish_round, game, of_type, phases, refused

# RULES.md §11, copied so that the test does not depend on the data file it checks.
ORDER_TABLE = [
    (1, "Stary Mokotów", "Port Czerniakowski", 2), (2, "Kolonia Staszica", "Fort Czerniakowski", 4),
    (3, "Prudential", "Fort Czerniakowski", 4), (4, "Dworzec Gdański", "Port Czerniakowski", 3),
    (5, "Reduta Wawelska", "Stary Mokotów", 2), (6, "Uniwersytet", "Aleja Szucha", 3),
    (7, "Pałac Michla", "SGGW", 3), (8, "Kościół św. Stanisława Kostki", "Stary Mokotów", 5),
    (9, "Port Czerniakowski", "Reduta Wawelska", 3), (10, "Uniwersytet", "Kolonia Staszica", 4),
    (11, "Politechnika", "Kolonia Staszica", 2), (12, "Browar Warszawski", "Reduta Wawelska", 2),
    (13, "Kolonia Staszica", "Elektrownia Powiśle", 3), (14, "Prudential", "Uniwersytet", 2),
    (15, "Browar Warszawski", "Elektrownia Powiśle", 4), (16, "Plac Wilsona", "Elektrownia Powiśle", 3),
    (17, "Fort Czerniakowski", "Browar Warszawski", 5), (18, "SGGW", "Pawiak", 4),
    (19, "Reduta Wawelska", "Pałac Michla", 2), (20, "Elektrownia Powiśle", "Pawiak", 3),
    (21, "Fort Czerniakowski", "PAST-a", 4), (22, "Aleja Szucha", "Plac Trzech Krzyży", 2),
    (23, "Uniwersytet", "Poczta Harcerska", 2), (24, "Dworzec Gdański", "Plac Trzech Krzyży", 3),
    (25, "Port Czerniakowski", "Kościół św. Stanisława Kostki", 5), (26, "SGGW", "Plac Wilsona", 5),
    (27, "Politechnika", "Plac Wilsona", 4), (28, "Pałac Michla", "Dworzec Gdański", 3),
]

# BOARD.md: basic-variant start spaces.
START_SPACES = {
    "orange": ("ZO2", "SR1", "MO2"),
    "red": ("WO3", "SR5", "MO3"),
    "violet": ("ZO3", "OC1", "CZ1"),
    "green": ("WO1", "PW2", "OC2"),
}


def initial_deck(state: engine.mali.GameState) -> list[int]:
    """The orders counted out at setup: still in the deck, on the track, or already discarded in round 1."""
    return state.deck + [t.order for t in state.track] + state.discarded


# ---- §1 Components ----

@pytest.mark.parametrize("colours", [TWO, THREE, FOUR])
def test_B_1_1_two_to_four_players_with_three_numbered_scouts_each(colours: tuple[str, ...]) -> None:
    state = game(colours)
    assert state.seats == list(colours)
    for colour in colours:
        assert [s.number for s in state.scouts_of(colour)] == [1, 2, 3]
        assert [s.id for s in state.scouts_of(colour)] == [f"{colour}-{n}" for n in (1, 2, 3)]
    assert len(state.scouts) == 3 * len(colours)


@pytest.mark.parametrize("colours", [["orange"], ["orange", "red", "violet", "green", "orange"], ["orange", "orange"],
                                     ["orange", "blue"], []])
def test_B_1_1_player_count_and_colours_are_checked(colours: list[str]) -> None:
    with pytest.raises(engine.mali.RuleError) as caught:
        engine.mali.new_game(colours, Options(), 1)
    assert caught.value.rule == "B-1.1"


def test_B_1_1_only_seated_players_act_and_only_with_their_own_scouts() -> None:
    state = arrange(game(TWO), turn="orange", card="4")
    refused(state, A.PlayCard("violet", "1"), "B-1.1", "not_a_player")
    refused(state, A.Move("orange", 4, "SR2"), "B-1.1", "no_such_scout")
    refused(state, A.Move("orange", 0, "SR2"), "B-1.1", "no_such_scout")


def test_B_1_2_movement_cards_per_variant() -> None:
    basic = game(TWO, "basic")
    advanced = game(TWO, "advanced")
    for p in basic.players.values():
        assert sorted(p.hand + p.played) == ["1", "2", "3", "4"]
    for p in advanced.players.values():
        assert sorted(p.hand) == ["1", "1-buddies", "1-squad", "2", "3", "3-change", "4"]
    cards = DATA.movement_cards
    assert {c: cards[c].value for c in ("1", "2", "3", "4", "3-change", "1-buddies", "1-squad")} == {
        "1": 1, "2": 2, "3": 3, "4": 4, "3-change": 3, "1-buddies": 1, "1-squad": 1}
    assert (cards["3-change"].special, cards["1-buddies"].special, cards["1-squad"].special) == (
        "change_orders", "buddies", "squad")


def test_B_1_3_twenty_eight_orders_as_in_the_rules_table() -> None:
    by_name = {s.name: s.id for s in DATA.spaces.values()}
    assert len(DATA.orders) == 28
    for number, pickup, destination, pts in ORDER_TABLE:
        order = DATA.orders[number]
        assert (order.pickup, order.destination, order.points) == (by_name[pickup], by_name[destination], pts)


def test_B_1_3_points_are_the_shortest_route_on_an_empty_board_at_least_two() -> None:
    for order in DATA.orders.values():
        assert order.points == max(2, DATA.distance[order.pickup][order.destination])


def test_B_1_4_an_order_enters_on_space_1_and_fails_after_four_rounds() -> None:
    assert DATA.tunables["track_length"] == 4
    state = arrange(game(TWO), everyone="ZO2", track=[(11, 1)], turn="orange")
    positions = []
    for _ in range(3):
        state, _ = finish_round(state, dice=[1])
        positions.append(state.track_entry(11).position)  # type: ignore[union-attr]
    assert positions == [2, 3, 4]
    state, events = finish_round(state, dice=[1])
    assert state.track_entry(11) is None and 11 in state.failed
    assert of_type(events, "order_failed")[0]["order"] == 11
    # Newly revealed orders always enter on space 1.
    revealed = [e["order"] for e in of_type(events, "order_revealed")]
    assert revealed and all(state.track_entry(o).position == 1 for o in revealed)  # type: ignore[union-attr]


def test_B_1_5_tanks_are_never_short() -> None:
    # Three small tanks on the board already; a failure in a fourth district still gets its own tank.
    state = arrange(game(TWO), everyone="ZO2", track=[(9, 4)], tanks={"ZO1": "small", "WO1": "small", "PW1": "small"},
                    turn="orange")
    state, events = finish_round(state, dice=[1])
    assert state.tanks == {"ZO1": "small", "WO1": "small", "PW1": "small", "OC2": "small"}
    assert of_type(events, "tank_placed")[0]["space"] == "OC2"


def test_B_1_6_basic_variant_has_the_soldier_the_die_and_the_prison() -> None:
    state = game(TWO, "basic")
    assert state.soldier == DATA.soldier_start == "MO1"
    state, events = finish_round(state, dice=[1])
    assert "soldier" in phases(events)
    assert of_type(events, "soldier_roll") == [{"type": "soldier_roll", "roll": 1, "steps": 0}]
    assert all(s.prison == 0 for s in state.scouts.values())  # the prison exists as a scout state


def test_B_1_6_advanced_variant_has_no_soldier_and_no_die() -> None:
    state = deployed(TWO)
    assert state.soldier is None
    rng_before = state.rng
    state, events = finish_round(state)
    assert "soldier" not in phases(events) and not of_type(events, "soldier_roll")
    assert state.rng == rng_before  # nobody rolled


def test_B_1_7_secret_goals_only_in_the_advanced_variant() -> None:
    assert all(p.goal is None for p in game(FOUR, "basic").players.values())
    advanced = game(FOUR, "advanced")
    goals = [p.goal for p in advanced.players.values()]
    assert all(g in DATA.goals for g in goals) and len(set(goals)) == 4


# ---- §2 Setup ----

@pytest.mark.parametrize(("colours", "size"), [(TWO, 12), (THREE, 16), (FOUR, 20)])
def test_B_2_1_order_deck_of_12_16_20_and_the_rest_out_of_the_game(colours: tuple[str, ...], size: int) -> None:
    for variant in ("basic", "advanced"):
        state = game(colours, variant, seed=7)
        deck = initial_deck(state)
        assert size == DATA.tunables["order_deck_size"][str(len(colours))]  # RULES.md's numbers are the defaults
        assert len(deck) == DATA.tunables_of(state)["order_deck_size"][str(len(colours))]  # per table (BALANCE.md)
        assert len(set(deck)) == len(deck) and set(deck) <= set(DATA.orders)
    advanced = game(colours, "advanced", seed=7)
    assert len(advanced.deck) == DATA.tunables_of(advanced)["order_deck_size"][str(len(colours))]
    assert not advanced.track  # nothing revealed before the deployment


def test_B_2_1_the_deck_is_shuffled_from_the_seed() -> None:
    decks = {tuple(game(TWO, "advanced", seed=s).deck) for s in range(12)}
    assert len(decks) == 12
    assert game(TWO, "advanced", seed=3).deck == game(TWO, "advanced", seed=3).deck


def test_B_2_2_random_start_player_and_clockwise_turn_order() -> None:
    starts = set()
    for seed in range(40):
        state = game(FOUR, seed=seed)
        starts.add(state.start_player)
        i = FOUR.index(state.start_player)
        assert state.turn_queue == list(FOUR[i:] + FOUR[:i])
        assert state.turn is not None and state.turn.player == state.start_player
    assert starts == set(FOUR)


@pytest.mark.parametrize("colours", [TWO, FOUR])
def test_B_2_3_basic_setup_start_spaces_soldier_cards_no_goals(colours: tuple[str, ...]) -> None:
    state = game(colours, "basic")
    for colour in colours:
        assert tuple(s.space for s in state.scouts_of(colour)) == START_SPACES[colour]
        assert sorted(state.players[colour].hand) == ["1", "2", "3", "4"]
        assert state.players[colour].goal is None
    assert state.soldier == "MO1"
    assert not state.deploy_queue


def test_B_2_4_advanced_deployment_one_scout_at_a_time_in_turn_order() -> None:
    state = game(THREE, "advanced", seed=2)
    assert state.phase == "deploy" and state.round == 0
    assert all(s.space is None for s in state.scouts.values())
    i = THREE.index(state.start_player)
    order = list(THREE[i:] + THREE[:i])
    assert state.deploy_queue == [f"{c}-{n}" for n in (1, 2, 3) for c in order]
    # Other actions wait for the deployment (it is the first thing players do).
    refused(state, A.PlayCard(order[0], "4"), "B-2.4", "deploy_first")
    # Out of turn, the wrong scout, an unknown space, and an occupied space are refused.
    refused(state, A.Deploy(order[1], 1, "SR1"), "B-2.4", "not_your_deploy")
    refused(state, A.Deploy(order[0], 2, "SR1"), "B-2.4", "deploy_order")
    refused(state, A.Deploy(order[0], 1, "XX9"), "B-2.4", "unknown_space")
    state, events = act(state, A.Deploy(order[0], 1, "SR1"))
    assert events[0] == {"type": "deployed", "scout": f"{order[0]}-1", "space": "SR1"}
    refused(state, A.Deploy(order[1], 1, "SR1"), "B-2.4", "space_taken")
    spaces = iter(["MO1", "CZ1", "WO1", "ZO3", "PW2", "OC2", "MO3", "SR4"])
    while state.phase == "deploy":
        owner, number = state.deploy_queue[0].rsplit("-", 1)
        state, _ = act(state, A.Deploy(owner, int(number), next(spaces)))
    # Deployment done: round 1 starts, orders are revealed, the start player moves first.
    assert state.phase == "movement" and state.round == 1 and state.turn is not None
    assert state.turn.player == order[0] and len(state.track) == DATA.tunables_of(state)["orders_revealed"]["3"]["odd"]
    assert len({s.space for s in state.scouts.values()}) == 9  # nobody shared a space
    for colour in THREE:
        assert len(state.players[colour].hand) == 7 and state.players[colour].goal is not None
    assert state.soldier is None
    refused(state, A.Deploy(order[0], 1, "SR2"), "B-2.4", "not_deploying")


def test_B_2_5_expansions_are_chosen_when_the_game_is_created() -> None:
    for variant in ("basic", "advanced"):
        plain = game(TWO, variant)
        assert (plain.options.liberator, plain.options.mail) == (False, False)
        assert plain.liberator is None and not plain.board_letters
        both = game(TWO, variant, liberator=True, mail=True)
        assert both.options == Options(variant, True, True)
        assert both.liberator_deck and sum(len(v) for v in both.board_letters.values()) == 13
    # The options are part of the saved game, so they stay as chosen.
    state = game(TWO, "basic", liberator=True)
    assert engine.mali.GameState.from_dict(state.to_dict()).options == Options("basic", True, False)


# ---- §3 The round ----

def test_B_3_1_phases_in_order_basic() -> None:
    state = game(TWO, "basic")
    state, events = finish_round(state, dice=[1])
    assert phases(events) == ["soldier", "time", "orders", "movement"]


def test_B_3_1_phases_in_order_advanced_has_no_soldier_phase() -> None:
    state = deployed(TWO)
    state, events = finish_round(state)
    assert phases(events) == ["time", "orders", "movement"]


def test_B_3_1_liberator_phase_comes_between_orders_and_movement() -> None:
    _, events = engine.mali.new_game(list(TWO), Options("basic", True, False), 1)
    assert phases(events) == ["orders", "liberator", "movement"]
    _, events = engine.mali.new_game(list(TWO), Options("basic", False, False), 1)
    assert phases(events) == ["orders", "movement"]


def test_B_3_1_actions_outside_their_phase_and_malformed_actions_are_refused() -> None:
    state = game(TWO)
    refused(state, A.Deploy(state.start_player, 1, "SR2"), "B-2.4", "not_deploying")
    for bad in ({}, {"type": "fly"}, {"type": "move", "scout": 1, "to": "SR1"},
                {"type": "move", "player": "orange", "scout": "one", "to": "SR1"},
                {"type": "move", "player": "orange", "scout": 1, "to": 5}):
        with pytest.raises(engine.mali.RuleError) as caught:
            engine.mali.action_from_dict(bad)
        assert caught.value.rule == "B-3.1"


def test_B_3_2_automatic_phases_run_by_themselves_until_a_player_must_act() -> None:
    state = arrange(game(TWO, seed=4), turn="orange")
    state, events = act(state, A.PlayCard("orange", "1"), A.EndTurn("orange"))
    assert state.turn is not None and state.turn.player == "red" and state.round == 1
    state, events = act(state, A.PlayCard("red", "1"), A.EndTurn("red"))
    # Soldier, time passes, the next round's orders: all done; red (next start player) is asked to move.
    assert state.round == 2 and state.phase == "movement"
    assert state.turn is not None and state.turn.player == "red"
    assert engine.mali.view(state)["waiting_for"] == "red"
    kinds = [e["type"] for e in events]
    assert kinds.index("soldier_roll") < kinds.index("threat") < kinds.index("order_revealed") < kinds.index(
        "turn_started")


def test_B_3_2_a_new_basic_game_runs_to_the_first_turn() -> None:
    state, events = engine.mali.new_game(list(TWO), Options("basic"), 9)
    assert state.phase == "movement" and state.round == 1 and len(state.track) == 2
    assert of_type(events, "turn_started") == [{"type": "turn_started", "player": state.start_player, "round": 1}]

