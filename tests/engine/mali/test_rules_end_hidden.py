"""§14 End of the game (E-1 - E-4) and §15 Hidden information (H-1 - H-4)."""

from __future__ import annotations

import json
from typing import Any

import engine.mali
from engine.mali import actions as A
from engine.mali.state import GameState
from engine.mali.view import view

from .helpers import (
    DATA,
    FAR,
    FOUR,
    THREE,
    TWO,
    act,
    arrange,
    carrier_of,
    deployed,
    finish_round,
    finish_turn,
    game,
    keys_of,
    of_type,
    refused,
)


def ending(colours: tuple[str, ...] = TWO, **kw: Any) -> GameState:
    """Deck and track empty: this round's Time passes ends the game (E-1). Orange moves first."""
    kw.setdefault("soldier", "MO3")
    return arrange(game(colours), everyone=FAR, track=[], deck=[], turn="orange", **kw)


def result_of(state: GameState) -> dict[str, Any]:
    state, _ = finish_round(state, dice=[1])
    assert state.phase == "ended" and state.result is not None
    return state.result


# ---- E-1 ----

def test_E_1_the_game_ends_after_the_time_passes_phase_with_deck_and_track_empty() -> None:
    state = ending(delivered={"orange": [11], "red": [14, 5]})
    state, events = act(state, A.PlayCard("orange", "1"), A.EndTurn("orange"))
    assert state.phase == "movement"
    state, events = finish_turn(state)
    assert state.phase == "ended" and state.turn is None and state.turn_queue == []
    assert [e["type"] for e in events][-1] == "game_over"
    assert state.result == {"outcome": "victory", "winners": ["red"], "reason": "E-1", "round": 1,
                            "scores": state.result["scores"]}  # type: ignore[index]
    assert {r["colour"]: (r["orders"], r["total"]) for r in state.result["scores"]} == {
        "orange": (2, 2), "red": (4, 4)}
    refused(state, A.PlayCard("red", "4"), "E-1", "game_over")


def test_E_1_scores_orders_and_unused_rifle_grenade_radio_station() -> None:
    state = ending(delivered={"orange": [2]}, tokens={"orange": ["rifle", "map"], "red": ["grenade", "radio"]})
    state.players["red"].used_tokens = ["drugs"]
    rows = {r["colour"]: r for r in result_of(state)["scores"]}
    assert (rows["orange"]["orders"], rows["orange"]["tokens"], rows["orange"]["total"]) == (4, 5, 9)
    assert (rows["red"]["orders"], rows["red"]["tokens"], rows["red"]["total"]) == (0, 8, 8)


def test_E_1_tie_more_orders_delivered_wins() -> None:
    # orange: 2 + 2 from two orders; red: 4 from one order.
    result = result_of(ending(delivered={"orange": [11, 12], "red": [2]}))
    assert [r["total"] for r in result["scores"]] == [4, 4]
    assert result["winners"] == ["orange"]


def test_E_1_still_tied_is_a_shared_victory() -> None:
    result = result_of(ending(THREE, delivered={"orange": [11, 12], "red": [1, 5], "violet": [2]}))
    assert result["outcome"] == "victory" and result["winners"] == ["orange", "red"]


def test_E_1_nobody_scored_everybody_shares() -> None:
    result = result_of(ending())
    assert result["winners"] == ["orange", "red"]


def test_E_1_the_result_and_game_over_name_how_a_tie_was_broken() -> None:
    """The tie-break is part of the result record (and of `game_over`), so every surface can say why a tied
    total is a victory: more orders delivered (2 to 1), or nothing broke it (a shared victory)."""
    state, events = finish_round(ending(delivered={"orange": [11, 12], "red": [2]}), dice=[1])
    assert state.result is not None and state.result["winners"] == ["orange"]
    tie = {"total": 4, "tied": ["orange", "red"], "orders": 2, "next_orders": 1}
    assert state.result["tie"] == tie and of_type(events, "game_over")[0]["tie"] == tie
    shared = result_of(ending(THREE, delivered={"orange": [11, 12], "red": [1, 5], "violet": [2]}))
    assert shared["tie"] == {"total": 4, "tied": ["orange", "red", "violet"], "orders": 2, "next_orders": 1}
    everybody = result_of(ending())
    assert everybody["tie"] == {"total": 0, "tied": ["orange", "red"], "orders": 0, "next_orders": None}
    clear = result_of(ending(delivered={"orange": [11], "red": [14, 5]}))
    assert "tie" not in clear and clear["reason"] == "E-1"


# ---- E-2 ----

def test_E_2_threat_four_everybody_loses_scores_still_shown() -> None:
    state = arrange(game(FOUR), everyone=FAR, soldier="MO3", tanks={"WO1": "small", "PW1": "small", "ZO1": "small"},
                    track=[(1, 4), (14, 1)], delivered={"orange": [2], "green": [11, 12]}, turn="orange")
    state, events = finish_round(state, dice=[1])
    assert state.result is not None
    assert (state.result["outcome"], state.result["reason"], state.result["winners"]) == ("defeat", "E-2", [])
    assert {r["colour"]: r["total"] for r in state.result["scores"]} == {"orange": 4, "red": 0, "violet": 0,
                                                                          "green": 4}
    over = of_type(events, "game_over")[0]
    assert over["outcome"] == "defeat" and over["winners"] == [] and len(over["scores"]) == 4
    assert engine.mali.view(state)["result"]["outcome"] == "defeat"


# ---- E-3 ----

def test_E_3_a_moderator_ends_the_game_at_any_time_without_a_winner() -> None:
    state = arrange(game(TWO), turn="orange", card="4", delivered={"orange": [2]})
    state, events = act(state, A.Abort("moderator"))
    assert state.phase == "ended" and state.turn is None
    assert state.result is not None
    assert (state.result["outcome"], state.result["winners"], state.result["reason"]) == ("aborted", [], "E-3")
    assert of_type(events, "game_over")[0]["reason"] == "E-3"
    refused(state, A.EndTurn("orange"), "E-1", "game_over")
    refused(state, A.Abort("moderator"), "E-1", "game_over")


def test_E_3_abort_during_deployment() -> None:
    state = game(TWO, "advanced")
    state, _ = act(state, A.Abort("orange"))
    assert state.phase == "ended" and state.deploy_queue == [] and state.result["outcome"] == "aborted"  # type: ignore[index]


# ---- E-4 ----

def test_E_4_removed_player_leaves_the_board_orders_stay_turn_order_closes_up() -> None:
    state = arrange(game(THREE), everyone=FAR, scouts={"red-1": "SR2"}, track=[(14, 2, "red-1")],
                    tokens={"red": ["rifle"]}, turn="orange")
    state, events = act(state, A.RemovePlayer("red"))
    assert events[0] == {"type": "player_removed", "player": "red", "rule": "E-4"}
    assert all(s.space is None for s in state.scouts_of("red"))
    assert carrier_of(state, 14) is None
    assert state.players["red"].tokens == [] and state.players["red"].removed
    assert state.turn_queue == ["orange", "violet"] and state.active_players() == ["orange", "violet"]
    refused(state, A.PlayCard("red", "4"), "B-1.1", "not_a_player")
    state, _ = finish_turn(state)
    assert state.turn is not None and state.turn.player == "violet"
    state, _ = finish_turn(state)
    # Next round: the start player passes to violet, red is skipped for good.
    assert state.round == 2 and state.turn_queue == ["violet", "orange"]
    assert [p["colour"] for p in engine.mali.view(state)["players"] if p["removed"]] == ["red"]


def test_E_4_removing_the_player_whose_turn_it_is_passes_the_turn() -> None:
    state = arrange(game(THREE), everyone=FAR, scouts={"orange-1": "SR1"}, turn="orange", card="4")
    state, _ = act(state, A.Move("orange", 1, "SR2"), A.RemovePlayer("orange"))
    assert state.turn is not None and state.turn.player == "red"
    # Engine choice: the removed player's moves of that turn are not undone (their scouts are gone anyway).
    assert state.players["orange"].played == ["4"]


def test_E_4_engine_choice_a_removed_start_player_passes_the_role_from_their_empty_seat() -> None:
    # RULES.md is silent (docs/RULINGS.md): the removed start player keeps the role on paper until Time passes,
    # which hands it to the next seat clockwise (B-7.7), so that player does get a round as start player.
    state = arrange(game(THREE), everyone=FAR, turn="orange")
    state, _ = act(state, A.RemovePlayer("orange"))
    assert state.start_player == "orange" and state.turn is not None and state.turn.player == "red"
    assert view(state, None)["turn_order"] == ["red", "violet"]
    state, _ = finish_round(state, dice=[1])
    assert state.start_player == "red" and state.turn is not None and state.turn.player == "red"


def test_E_4_removed_players_letters_are_laid_where_its_scouts_stood() -> None:
    state = arrange(game(TWO, mail=True), everyone=FAR, scouts={"red-2": "SR3"}, letters={"red-2": ["L02"]},
                    turn="orange")
    state, _ = act(state, A.RemovePlayer("red"))
    assert state.board_letters.get("SR3") == ["L02"]


def test_E_4_a_game_left_with_one_player_ends_and_that_score_stands() -> None:
    state = arrange(game(TWO), turn="orange", delivered={"orange": [2], "red": [26]})
    state, _ = act(state, A.RemovePlayer("orange"))
    assert state.phase == "ended" and state.result is not None
    assert (state.result["outcome"], state.result["reason"], state.result["winners"]) == ("victory", "E-4", ["red"])
    assert [(r["colour"], r["total"]) for r in state.result["scores"]] == [("red", 5)]


def test_E_4_removal_during_the_deployment() -> None:
    state = game(THREE, "advanced", seed=2)
    first = state.deploy_queue[0].rsplit("-", 1)[0]
    state, _ = act(state, A.RemovePlayer(first))
    assert not any(s.startswith(first) for s in state.deploy_queue) and len(state.deploy_queue) == 6


# ---- H-1 what only the owner sees ----

def test_H_1_hand_goal_and_token_identities_only_for_their_owner() -> None:
    state = arrange(deployed(THREE, liberator=True), tokens={"red": ["map", "rifle"]}, turn="orange", card="4")
    for viewer in (None, "orange", "red", "violet"):
        v = engine.mali.view(state, viewer)
        for p in v["players"]:
            own = p["colour"] == viewer
            player = state.players[p["colour"]]
            assert p["hand"] == (player.hand if own else None)
            assert p["goal"] == (player.goal if own else None)
            assert p["tokens"] == (player.tokens if own else None)
            # What everyone sees: how many, and which cards were played.
            assert p["hand_size"] == len(player.hand) and p["tokens_held"] == len(player.tokens)
            assert p["played"] == player.played
    assert engine.mali.view(state)["players"][0]["played"] == ["4"]


def test_H_1_undo_summary_only_for_the_player_in_turn() -> None:
    state = arrange(game(TWO), scouts={"orange-1": "SR1"}, turn="orange", card="4")
    state, _ = act(state, A.Move("orange", 1, "SR2"))
    assert engine.mali.view(state, "orange")["turn"]["undo_summary"]
    assert engine.mali.view(state, "red")["turn"]["undo_summary"] is None
    assert engine.mali.view(state)["turn"]["can_undo"] is True


# ---- H-2 what nobody sees ----

def test_H_2_no_deck_order_no_face_down_drops_no_seed_in_any_view() -> None:
    state = arrange(game(FOUR, liberator=True), drops={"SR1": ["grenade", "map"]}, turn="orange")
    for viewer in (None, *FOUR):
        v = engine.mali.view(state, viewer)
        text = json.dumps(v)
        assert not keys_of(v) & {"deck", "rng", "seed", "drop_stack", "liberator_deck", "checkpoint",
                                   "since_checkpoint"}
        assert v["deck_size"] == len(state.deck)
        assert v["drops"] == {space: len(tokens) for space, tokens in state.drops.items()}
        assert v["drops"]["SR1"] == 2
        assert "grenade" not in text and '"map"' not in text
        assert str(state.rng) not in text
        lib = v["liberator"]
        assert lib["deck_size"] == len(state.liberator_deck) and lib["stack_size"] == len(state.drop_stack)


def test_H_2_the_deck_order_is_not_in_the_view_even_as_a_list_of_ids() -> None:
    state = arrange(game(TWO), deck=[26, 25, 8, 17], track=[(14, 1)], turn="orange")
    v = engine.mali.view(state)
    assert v["deck_size"] == 4
    ids_in_view = {t["order"] for t in v["track"]} | set(v["discarded"]) | set(v["failed"])
    assert not ids_in_view & {26, 25, 8, 17}


# ---- H-3 everything else is public ----

def test_H_3_board_track_tanks_threat_scores_are_public() -> None:
    state = arrange(game(TWO, liberator=True, mail=True), scouts={"orange-1": "SR2", "red-1": None},
                    prison={"red-1": 2}, track=[(14, 3, "orange-1"), (5, 1)], tanks={"CZ1": "small", "WO1": "large"},
                    fallen=["WO"], delivered={"red": [2]}, letters={"orange-1": ["L01"]}, turn="orange")
    state.players["red"].used_tokens = ["drugs"]
    state.players["red"].ambushes = ["ambush-1"]
    v = engine.mali.view(state)
    scouts = {s["id"]: s for s in v["scouts"]}
    assert scouts["orange-1"]["space"] == "SR2" and scouts["orange-1"]["order"] == 14
    assert scouts["orange-1"]["letters"] == ["L01"]
    assert (scouts["red-1"]["space"], scouts["red-1"]["prison"]) == (None, 2)
    assert [(t["order"], t["position"], t["rounds_left"], t["carrier"]) for t in v["track"]] == [
        (14, 3, 2, "orange-1"), (5, 1, 4, None)]
    assert v["tanks"] == {"CZ1": "small", "WO1": "large"} and v["fallen"] == ["WO"]
    assert v["threat"] == 3 and v["threat_limit"] == 4
    assert v["soldier"] == state.soldier and v["liberator"]["space"] == state.liberator
    red = v["players"][1]
    assert (red["delivered"], red["order_points"], red["used_tokens"], red["ambushes"]) == ([2], 4, ["drugs"],
                                                                                           ["ambush-1"])
    assert {lt["id"] for lt in v["letters"]} == {lt for lts in state.board_letters.values() for lt in lts}


# ---- H-4 everything shown to players respects H-1 and H-2 ----

def test_H_4_the_public_view_is_plain_json_and_reveals_goals_only_after_the_end() -> None:
    state = arrange(deployed(TWO), track=[], deck=[], turn="orange")
    goals = [p.goal for p in state.players.values()]
    text = json.dumps(engine.mali.view(state))
    assert json.loads(text) == engine.mali.view(state)
    assert not any(f'"{g}"' in text for g in goals)
    state, _ = finish_round(state)
    text = json.dumps(engine.mali.view(state))
    assert all(f'"{g}"' in text for g in goals)
    # The full export (a moderator's, of a finished game) is the saved state: it reveals everything.
    full = state.to_dict()
    assert "rng" in full and "deck" in full and [p["goal"] for p in full["players"]] == goals


def test_H_4_views_of_every_phase_hide_the_hands_of_others() -> None:
    state = game(FOUR, "advanced", seed=3)
    while state.phase == "deploy":
        v = engine.mali.view(state)
        assert all(p["hand"] is None and p["goal"] is None for p in v["players"])
        owner, number = state.deploy_queue[0].rsplit("-", 1)
        free = next(s for s in DATA.space_order if s not in {x.space for x in state.scouts.values()})
        state, _ = act(state, A.Deploy(owner, int(number), free))
    v = engine.mali.view(state, "green")
    assert [p["hand"] is not None for p in v["players"]] == [False, False, False, True]
