"""tools/mali/seat.py and cooperative.py: the computer player sees only its own seat, and plays legally.

The proof that it cannot reach hidden information: `decide` is handed only `seat_view(state, colour)`, which
equals for two states that differ only in what that seat cannot see (the other hands, goals and drop tokens,
the order and Liberator decks, the stack and the face-down drops, the generator, and all of these in the undo
checkpoint), so the decision is the same with the same generator; and the seat view still shows everything the
engine's per-seat view shows.
"""

from __future__ import annotations

import random

import pytest

from data.mali.loader import game_data
from engine.mali.game import apply, new_game
from engine.mali.legal import legal_actions
from engine.mali.state import GameState, Options
from engine.mali.view import view, waiting_for
from tools.mali.cooperative import cooperative_player, decide
from tools.mali.players import greedy_player, play_game
from tools.mali.seat import UNKNOWN, determinize, seat_view

DATA = game_data()
COLOURS = ["orange", "red", "violet"]


def decision_points(options: Options, seed: int, every: int = 5) -> list[tuple[GameState, str]]:
    """States of a greedy game where somebody owes an action, with who."""
    state, _ = new_game(COLOURS, options, seed, DATA)
    bots = {c: greedy_player(random.Random(seed + i), DATA) for i, c in enumerate(COLOURS)}
    out: list[tuple[GameState, str]] = []
    step = 0
    while state.phase != "ended" and step < 400:
        colour = waiting_for(state)
        assert colour is not None
        if step % every == 0:
            out.append((state, colour))
        state, _ = apply(state, bots[colour](state, colour), DATA)
        step += 1
    return out


def _scramble(s: GameState, colour: str, rng: random.Random) -> None:
    cards = sorted(DATA.movement_cards)
    tokens = sorted(DATA.drop_tokens)
    s.rng = rng.getrandbits(63)
    s.deck = rng.sample(sorted(DATA.orders), len(s.deck))
    s.liberator_deck = [rng.choice(["drop", "no_drop"]) for _ in s.liberator_deck]
    s.drop_stack = [rng.choice(tokens) for _ in s.drop_stack]
    s.drops = {space: [rng.choice(tokens) for _ in pile] for space, pile in s.drops.items()}
    for c, p in s.players.items():
        if c != colour:
            p.hand = [rng.choice(cards) for _ in p.hand]
            p.tokens = [rng.choice(tokens) for _ in p.tokens]
            if p.goal is not None and s.phase != "ended":
                p.goal = rng.choice(sorted(DATA.goals))


def hidden_changed(state: GameState, colour: str, rng: random.Random) -> GameState:
    """The same game as `colour` sees it, everything else that is secret made different."""
    other = state.clone()
    _scramble(other, colour, rng)
    if other.turn is not None and other.turn.checkpoint is not None:
        checkpoint = other.turn.checkpoint.clone()
        _scramble(checkpoint, colour, rng)
        other.turn.checkpoint = checkpoint
    return other


OPTIONS = [Options("basic"), Options("advanced", liberator=True, mail=True), Options("basic", liberator=True)]


@pytest.mark.parametrize("options", OPTIONS, ids=["basic", "advanced+both", "basic+liberator"])
def test_the_seat_view_shows_what_the_view_shows_and_hides_the_rest(options: Options) -> None:
    for state, colour in decision_points(options, 3, every=3):
        seat = seat_view(state, colour)
        assert view(seat, colour, DATA) == view(state, colour, DATA)
        assert seat.rng == 0 and set(seat.liberator_deck) <= {UNKNOWN} and set(seat.drop_stack) <= {UNKNOWN}
        assert all(set(pile) <= {UNKNOWN} for pile in seat.drops.values())
        for c, p in seat.players.items():
            if c != colour:
                assert set(p.hand) <= {UNKNOWN} and set(p.tokens) <= {UNKNOWN} and p.goal in (None, UNKNOWN)


@pytest.mark.parametrize("options", OPTIONS, ids=["basic", "advanced+both", "basic+liberator"])
def test_states_that_differ_only_in_hidden_information_give_the_same_decision(options: Options) -> None:
    rng = random.Random(5)
    points = decision_points(options, 8, every=7)
    assert len(points) >= 8
    for state, colour in points:
        other = hidden_changed(state, colour, rng)
        assert other.to_dict() != state.to_dict()
        assert seat_view(other, colour).to_dict() == seat_view(state, colour).to_dict()
        one = decide(seat_view(state, colour), colour, DATA, random.Random(3))
        two = decide(seat_view(other, colour), colour, DATA, random.Random(3))
        assert one == two
        assert one in legal_actions(state, colour, DATA)


def test_a_guessed_world_fits_what_the_seat_saw() -> None:
    for state, colour in decision_points(Options("advanced", liberator=True, mail=True), 4, every=6):
        world = determinize(seat_view(state, colour), colour, DATA, random.Random(2))
        shown, real = view(world, colour, DATA), view(state, colour, DATA)
        shown["turn"], real["turn"] = None, None  # the guess keeps no undo checkpoint
        assert shown == real
        for c, p in world.players.items():
            assert sorted(p.hand) == sorted(state.players[c].hand)  # the other hands are known in fact (B-1.2)


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_the_cooperative_player_finishes_a_game(variant: str) -> None:
    state, _ = new_game(COLOURS[:2], Options(variant, liberator=True, mail=True), 6, DATA)
    end, log = play_game(state, {c: cooperative_player(random.Random(i), DATA) for i, c in enumerate(COLOURS[:2])},
                         data=DATA)
    assert end.phase == "ended" and end.result is not None and len(log) > 20


def test_the_descriptor_seats_the_cooperative_player_and_it_answers_in_json() -> None:
    from engine.mali.actions import action_from_dict
    from games import game, load
    from service.rules import rules_of

    spec = game("mali")
    assert spec.players == "tools.mali.cooperative:computer"
    choose = load(spec.players)(rules_of(spec), random.Random(1))
    for state, colour in decision_points(Options("advanced"), 2, every=9)[:6]:
        assert action_from_dict(choose(state, colour)) in legal_actions(state, colour, DATA)
