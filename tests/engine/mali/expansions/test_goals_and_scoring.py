"""B-9.2 the expansions' secret goals, and E-1 the full end-of-game breakdown with both expansions."""

from __future__ import annotations

import engine.mali
from engine.mali import actions as A
from engine.mali.state import GameState

from .helpers import (
    act,
    clear_drops,
    end_game,
    give_letters,
    give_tokens,
    new,
    park_everyone,
    put_drop,
    put_order,
    score_of,
    take_letter,
    turn_for,
)

ALL = ("orange", "red", "violet")


def game(colours: tuple[str, ...] = ALL) -> GameState:
    state = new("advanced", liberator=True, mail=True, colours=colours)
    park_everyone(state)
    clear_drops(state)
    return state


def deliver_letters(state: GameState, colour: str, n: int) -> None:
    for lt in sorted(x for lts in state.board_letters.values() for x in lts)[:n]:
        take_letter(state, lt)
        state.players[colour].letters_delivered.append(lt)


def test_B_9_2_get_the_most_drops_plus_10_for_the_most_drop_tokens_picked_up() -> None:
    state = game()
    state.players["orange"].goal, state.players["red"].goal = "most-drops-1", "most-drops-2"
    state.players["violet"].goal = "courier-SR"
    state.players["orange"].drops_picked, state.players["red"].drops_picked = 3, 2
    state.players["violet"].drops_picked = 1
    final, _ = end_game(state)
    assert (score_of(final, "orange")["goal_achieved"], score_of(final, "orange")["goal_points"]) == (True, 10)
    assert (score_of(final, "red")["goal_achieved"], score_of(final, "red")["goal_points"]) == (False, 0)


def test_B_9_2_get_the_most_drops_ties_all_score_and_a_rival_without_the_goal_counts() -> None:
    state = game()
    state.players["orange"].goal, state.players["red"].goal = "most-drops-1", "most-drops-2"
    state.players["violet"].goal = "courier-SR"
    for c in ALL:
        state.players[c].drops_picked = 2
    final, _ = end_game(state)
    assert score_of(final, "orange")["goal_points"] == 10 and score_of(final, "red")["goal_points"] == 10
    state = game()
    state.players["orange"].goal = "most-drops-1"
    state.players["orange"].drops_picked, state.players["violet"].drops_picked = 2, 3
    assert score_of(end_game(state)[0], "orange")["goal_points"] == 0


def test_B_9_2_get_the_most_drops_needs_at_least_one() -> None:
    # Engine choice: as for the base goals (B-9.1), nobody achieves "most" with nothing.
    state = game()
    state.players["orange"].goal = "most-drops-1"
    assert score_of(end_game(state)[0], "orange")["goal_achieved"] is False


def test_B_9_2_an_ambush_counts_as_a_drop_token_picked_up() -> None:
    # Engine choice: "most drop tokens picked up" counts every token, the Ambush included.
    state = game(("orange", "red"))
    state.players["orange"].goal = "most-drops-1"
    put_drop(state, "SR2", "ambush-1")
    put_drop(state, "SR4", "rifle")
    state.scouts["orange-1"].space = "SR2"
    state.scouts["red-1"].space = "SR4"
    state = turn_for(state, "red", "1")
    state, _ = act(state, A.PickUpDrops("red", 1))
    state, _ = act(state, A.EndTurn("red"))
    state = turn_for(state, "orange", "1")
    state, _ = act(state, A.PickUpDrops("orange", 1))
    assert state.players["orange"].drops_picked == 1 and state.players["orange"].ambushes == ["ambush-1"]
    final, _ = end_game(state)
    assert score_of(final, "orange")["goal_points"] == 10  # 1 each: a tie, and ties score


def test_B_9_2_deliver_the_most_letters_plus_12_ties_all_score() -> None:
    state = game()
    state.players["orange"].goal, state.players["red"].goal = "most-letters-1", "most-letters-2"
    state.players["violet"].goal = "courier-SR"
    deliver_letters(state, "orange", 2)
    deliver_letters(state, "red", 2)
    deliver_letters(state, "violet", 1)
    final, _ = end_game(state)
    for c in ("orange", "red"):
        assert score_of(final, c)["goal_points"] == 12 and score_of(final, c)["letters"] == 8
    state = game()
    state.players["orange"].goal = "most-letters-1"
    deliver_letters(state, "orange", 1)
    deliver_letters(state, "violet", 2)
    assert score_of(end_game(state)[0], "orange")["goal_points"] == 0
    state = game()
    state.players["orange"].goal = "most-letters-1"
    assert score_of(end_game(state)[0], "orange")["goal_achieved"] is False


def test_B_9_2_letters_still_carried_do_not_count_for_the_goal() -> None:
    state = game()
    state.players["orange"].goal = "most-letters-1"
    deliver_letters(state, "orange", 1)
    deliver_letters(state, "red", 1)
    give_letters(state, "red-1", "L13", "L12")
    final, _ = end_game(state)
    assert score_of(final, "orange")["goal_points"] == 12
    assert score_of(final, "red")["letters"] == 4 - 8


def test_E_1_full_breakdown_orders_tokens_letters_goal_and_winner() -> None:
    state = game(("orange", "red"))
    state.players["orange"].goal, state.players["red"].goal = "most-letters-1", "most-drops-1"
    state.scouts["orange-1"].space = "SR4"
    put_order(state, 6, position=2, carrier="orange-1")  # Uniwersytet -> Aleja Szucha, 3 points
    state.track = [t for t in state.track if t.order == 6]
    give_letters(state, "orange-1", "L01")  # -> Mokotów
    give_letters(state, "orange-2", "L03")  # carried to the end
    deliver_letters(state, "orange", 1)
    give_tokens(state, "orange", "rifle", "map")
    give_tokens(state, "red", "grenade", "radio", "drugs")
    state.players["red"].used_tokens.append("bandages")
    state.drop_stack.remove("bandages")
    state.players["red"].drops_picked = 4
    state.players["orange"].drops_picked = 2
    state.players["red"].delivered = [5, 19]  # 2 + 2 points
    state = turn_for(state, "orange", "1")
    state, _ = act(state, A.Move("orange", 1, "MO1"))  # delivers the order and the letter
    final, events = end_game(state)
    assert final.result is not None and final.result["reason"] == "E-1"
    orange, red = score_of(final, "orange"), score_of(final, "red")
    assert orange == {"colour": "orange", "orders": 3, "orders_delivered": 1, "tokens": 5, "letters_delivered": 2,
                      "letters_carried": 1, "letters": 4, "goal": "most-letters-1", "goal_achieved": True,
                      "goal_points": 12, "total": 24}
    assert red == {"colour": "red", "orders": 4, "orders_delivered": 2, "tokens": 8, "letters_delivered": 0,
                   "letters_carried": 0, "letters": 0, "goal": "most-drops-1", "goal_achieved": True,
                   "goal_points": 10, "total": 22}
    assert final.result["winners"] == ["orange"] and final.result["outcome"] == "victory"
    # Goals are revealed once the game is over; unused tokens stay hidden in the public view (H-4).
    seen = {p["colour"]: p for p in engine.mali.view(final, None)["players"]}
    assert seen["red"]["goal"] == "most-drops-1" and seen["red"]["tokens"] is None
    assert events[-1]["type"] == "game_over" and events[-1]["scores"] == final.result["scores"]


def test_E_1_tie_on_points_broken_by_more_orders_delivered() -> None:
    state = game(("orange", "red"))
    state.players["orange"].goal = state.players["red"].goal = "courier-SR"
    state.players["orange"].delivered = [27]  # 4 points, one order
    state.players["red"].delivered = [5, 19]  # 2 + 2 points, two orders
    final, _ = end_game(state)
    assert final.result is not None and final.result["winners"] == ["red"]
    give_tokens(state, "orange", "rifle")  # 4 + 5 beats 4
    final, _ = end_game(state)
    assert final.result is not None and final.result["winners"] == ["orange"]
