"""tools/libertalia/seat.py and lookahead.py: the computer player sees only its own seat, and plays legally.

The proof that it cannot reach hidden information: `decide` is handed only `seat_view(state, colour)`, which
equals for two states that differ only in what that seat cannot see (the other hands, graveyards and secret
picks, the bag, the undealt ranks, the generator), so the decision is the same with the same generator; and
the seat view still shows everything the engine's per-seat view shows.
"""

from __future__ import annotations

import random

import engine.libertalia as L
from data.libertalia.loader import game_data
from engine.libertalia.state import GameState
from engine.libertalia.view import view, waiting_for
from tools.libertalia.lookahead import decide, lookahead_player
from tools.libertalia.players import greedy_action
from tools.libertalia.seat import UNKNOWN_RANK, determinize, seat_view

DATA = game_data()


def decision_points(n: int, seed: int, every: int = 3) -> list[tuple[GameState, str]]:
    """States of a greedy game where somebody owes an action, with who."""
    state, _ = L.new_game(["red", "blue", "green", "yellow"][:n], L.Options(), seed)
    rng = random.Random(seed)
    out: list[tuple[GameState, str]] = []
    step = 0
    while not state.ended:
        colour = rng.choice(waiting_for(state))
        if step % every == 0:
            out.append((state, colour))
        state, _ = L.apply(state, greedy_action(state, colour, DATA), DATA)
        step += 1
    return out


def hidden_changed(state: GameState, colour: str, rng: random.Random) -> GameState:
    """The same game as `colour` sees it, everything else that is secret made different."""
    other = state.clone()
    other.rng = rng.getrandbits(63)
    other.bag = sorted(rng.choices(DATA.loot_order, k=len(other.bag)), key=DATA.loot_index.__getitem__)
    other.undealt = rng.sample(range(100, 200), len(other.undealt))
    for c, p in other.players.items():
        if c == colour:
            continue
        p.hand = sorted(rng.sample(range(1, 41), len(p.hand)))
        p.graveyard = sorted(rng.sample(range(1, 41), len(p.graveyard)))
        if p.pick is not None and p.hand:
            p.pick = rng.choice(p.hand)
    other.pending = [dict(q, options=[{"id": f"rank:{rng.randint(1, 40)}"}]) if q.get("private") and
                     q["player"] != colour else q for q in other.pending]
    return other


def test_the_seat_view_shows_what_the_view_shows_and_hides_the_rest() -> None:
    for state, colour in decision_points(4, 5, every=2):
        seat = seat_view(state, colour)
        assert view(seat, colour, DATA) == view(state, colour, DATA)
        for c, p in seat.players.items():
            if c != colour:
                assert set(p.hand) <= {UNKNOWN_RANK} and set(p.graveyard) <= {UNKNOWN_RANK}
                assert p.pick in (None, UNKNOWN_RANK)
        assert seat.rng == 0 and set(seat.bag) <= {"?"} and set(seat.undealt) <= {UNKNOWN_RANK}


def test_states_that_differ_only_in_hidden_information_give_the_same_decision() -> None:
    rng = random.Random(11)
    checked = 0
    for n in (2, 4):
        for state, colour in decision_points(n, 3 + n, every=4)[:12]:
            other = hidden_changed(state, colour, rng)
            assert other.to_dict() != state.to_dict() or not any(
                p.hand for c, p in state.players.items() if c != colour)
            assert seat_view(other, colour).to_dict() == seat_view(state, colour).to_dict()
            one = decide(seat_view(state, colour), colour, DATA, random.Random(7), samples=2, horizon="day")
            two = decide(seat_view(other, colour), colour, DATA, random.Random(7), samples=2, horizon="day")
            assert one == two
            assert one in L.legal_actions(state, colour)
            checked += 1
    assert checked >= 12


def test_a_guessed_world_fits_what_the_seat_saw() -> None:
    for state, colour in decision_points(3, 9, every=5):
        seat = seat_view(state, colour)
        world = determinize(seat, colour, DATA, random.Random(1))
        assert view(world, colour, DATA) == view(state, colour, DATA)
        dealt = {r for deal in state.dealt for r in deal}
        for c, p in world.players.items():
            assert len(p.hand) == len(state.players[c].hand)
            assert set(p.hand) <= dealt
        assert world.players[colour].hand == state.players[colour].hand


def test_the_lookahead_player_finishes_a_game_with_legal_actions() -> None:
    state, _ = L.new_game(["red", "blue", "green"], L.Options(), 4)
    players = {c: lookahead_player(random.Random(i), DATA, samples=1, horizon="day") for i, c in enumerate(state.seats)}
    rng = random.Random(4)
    while not state.ended:
        colour = rng.choice(waiting_for(state))
        action = players[colour](state, colour)
        assert action in L.legal_actions(state, colour)
        state, _ = L.apply(state, action, DATA)
    assert state.result is not None and state.result["winner"] in state.seats


def test_the_descriptor_seats_the_look_ahead_player_and_it_answers_in_json() -> None:
    from games import game, load
    from service.rules import rules_of

    spec = game("libertalia")
    assert spec.players == "tools.libertalia.lookahead:computer"
    choose = load(spec.players)(rules_of(spec), random.Random(1))
    state, colour = decision_points(3, 2)[0]
    assert L.action_from_dict(choose(state, colour)) in L.legal_actions(state, colour)
