"""LibertaliaView (engine/libertalia/view.py) says what `view` builds: public and private views along random
games, checked key by key and value by value; a seated player's secrets only in their own view."""

from __future__ import annotations

import random

import engine.libertalia as L
from engine.libertalia.view import LibertaliaView, view

from ..typed import shape_problems
from .helpers import COLOURS


def test_every_view_matches_libertaliaview() -> None:
    for n in (2, 4, 6):
        s, _ = L.new_game(list(COLOURS[:n]), L.Options(), n)
        rng = random.Random(n)
        step = 0
        while True:
            if step % 5 == 0 or s.ended:
                for viewer in (None, *s.seats):
                    seen = view(s, viewer)
                    wrong = shape_problems(seen, LibertaliaView, f"view({viewer})")
                    assert not wrong, wrong
                    assert ("hand" in seen) is (viewer is not None)
            if s.ended:
                break
            c = rng.choice(L.waiting_for(s))
            s, _ = L.apply(s, rng.choice(L.legal_actions(s, c)))
            step += 1
