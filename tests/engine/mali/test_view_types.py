"""MaliView (engine/mali/view.py) says what `view` builds: public and private views along random games with every
option, checked key by key and value by value (a key the type lacks, or one it has that the view lacks, fails)."""

from __future__ import annotations

import random

from data.mali.loader import game_data
from engine.mali.game import apply, new_game
from engine.mali.state import Options
from engine.mali.view import MaliView, view
from tools.mali.players import random_player

from ..typed import shape_problems

DATA = game_data()
COLOURS = ("orange", "red", "violet", "green")


def test_every_view_matches_maliview() -> None:
    for seed, variant in enumerate(("basic", "advanced", "basic", "advanced")):
        state, _ = new_game(list(COLOURS[:2 + seed % 3]), Options(variant, liberator=seed < 2, mail=seed >= 1),
                            seed, DATA)
        rng = random.Random(seed)
        players = {c: random_player(rng) for c in state.seats}
        step = 0
        while True:
            if step % 7 == 0 or state.ended:
                for viewer in (None, *state.seats):
                    wrong = shape_problems(view(state, viewer, DATA), MaliView, f"view({viewer})")
                    assert not wrong, wrong
            if state.ended:
                break
            colour = state.turn.player if state.turn else state.deploy_queue[0].rsplit("-", 1)[0]
            state, _ = apply(state, players[colour](state, colour), DATA)
            step += 1
