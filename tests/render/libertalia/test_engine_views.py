"""Boards drawn from the engine's own views (engine.libertalia.view) through whole random games of 2, 3
and 6 players: every phase draws, stays under 300 KB, keeps its text in its boxes, and a player's own view
draws the same image as the public one (RULES.md LT-16)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.libertalia import Options, apply, new_game, view, waiting_for
from render.libertalia import render_board
from render.libertalia.renderer import compose
from tests.render.libertalia import fixtures as fx
from tools.libertalia.players import random_action

MAX_BYTES = 300 * 1024


def game_states(n: int, seed: int, every: int) -> list[Any]:
    """Every `every`-th state of a random game, and its last."""
    state, _ = new_game(list(fx.COLOURS[:n]), Options(), seed)
    rng = random.Random(seed)
    out = [state]
    step = 0
    while not state.ended:
        state, _ = apply(state, random_action(state, rng.choice(waiting_for(state)), rng))
        step += 1
        if step % every == 0:
            out.append(state)
    out.append(state)
    return out


@pytest.mark.parametrize(("n", "seed"), [(2, 11), (3, 12), (6, 13)])
def test_a_whole_game_draws_in_every_phase(n: int, seed: int) -> None:
    phases = set()
    for i, state in enumerate(game_states(n, seed, 9 if n < 6 else 17)):
        v = view(state, None)
        phases.add(v["phase"])
        lang = "pl" if i % 2 else "en"
        data = render_board(v, fx.NAMES, lang)
        assert len(data) <= MAX_BYTES
        for text, (x0, _, x1, _), (bx0, _, bx1, _) in compose(v, fx.NAMES, lang).fits:
            assert bx0 - 1 <= x0 and x1 <= bx1 + 1, f"{text!r} spills out of its box"
    assert "ended" in phases and len(phases) >= 3


@pytest.mark.parametrize("n", [2, 6])
def test_each_players_own_view_draws_the_public_board(n: int) -> None:
    for state in game_states(n, 20 + n, 23)[1:4]:
        public = render_board(view(state, None), fx.NAMES, "en")
        for c in fx.COLOURS[:n]:
            own = view(state, c)
            assert own.get("hand") is not None
            assert render_board(own, fx.NAMES, "en") == public
