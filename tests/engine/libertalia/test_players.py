"""tools/libertalia/players.py: the random and greedy players only play legal actions and finish games."""

from __future__ import annotations

import random

import pytest

import engine.libertalia as L
from engine.errors import RuleError
from tools.libertalia.players import greedy_action, play_game, random_action

from .helpers import arrange, game, pick

A, B, C = "red", "blue", "green"


def test_random_action_is_legal() -> None:
    s = game(3)
    a = random_action(s, A, random.Random(1))
    assert a in L.legal_actions(s, A)


def test_greedy_takes_the_richest_option() -> None:
    s = arrange(game(3), hands={A: [30, 1], B: [8, 2], C: [15, 3]}, loot={A: {"map": 3}},
                loot_days=[[], [], [], []])
    s, _ = pick(s, {A: 30, B: 8, C: 15})
    assert greedy_action(s, A) == L.Choose(A, "loot:map:count:3")  # 9 doubloons beat 1 and 4


def test_greedy_pick_ignores_secret_picks_and_is_legal() -> None:
    s = arrange(game(3), hands={A: [12, 29], B: [8, 2], C: [15, 3]}, coins={A: 0})
    s, _ = L.apply(s, L.Pick(B, 8))
    assert greedy_action(s, A) == L.Pick(A, 12)  # the Officer's 12 beat the Infantry's 5
    assert s.players[B].pick == 8  # the state it was given is untouched


def test_no_action_for_a_player_nobody_waits_for() -> None:
    s = arrange(game(3), hands={A: [32, 1], B: [8, 2], C: [15, 3]}, loot_days=[["relic", "chest", "map"], [], [], []])
    s, _ = pick(s, {A: 32, B: 8, C: 15})
    with pytest.raises(RuleError):
        random_action(s, B, random.Random(0))
    with pytest.raises(RuleError):
        greedy_action(s, B)


@pytest.mark.parametrize("n", [2, 4, 6])
def test_play_game_finishes(n: int) -> None:
    s, log = play_game(game(n, 3), random.Random(n), frozenset({A}))
    assert s.ended and len(log) > 40
