"""The computer player of a game that brings none of its own (games/spec.py: `players`): any legal action.

It asks the game's rules adapter what the seat may do, so it plays any registered game; it exists to fill a
seat and to exercise a game end to end, not to play well.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from jsontypes import Json


def computer(rules: Any, rng: random.Random) -> Callable[[Any, str], Json]:
    """A chooser for `rules`' game: one of the seat's legal actions, drawn with `rng` (ValueError: none)."""
    def choose(state: Any, colour: str) -> Json:
        actions: list[Json] = rules.legal_actions(state, colour)
        if not actions:
            raise ValueError(f"{colour} has nothing to do")
        return dict(rng.choice(actions))
    return choose
