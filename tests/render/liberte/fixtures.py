"""Liberté views for the board's tests and benchmark: real placeholder games played by the adapter with fixed
seeds (one view for each kind of moment they reach, and the final one), and the hand-made busiest boards of
render/liberte/sample.py."""

from __future__ import annotations

import copy
import random
from functools import lru_cache
from typing import Any

from render.liberte.sample import busy_view, ended_view
from service.liberte.rules import LiberteRules

View = dict[str, Any]
NAMES = {"green": "Anna", "yellow": "Bartek", "purple": "Celina", "black": "Darek", "orange": "Ewa",
         "brown": "Franciszek Wielkopolski-Zamoyski"}
SEEDS = {3: 11, 4: 5, 6: 12}


@lru_cache(maxsize=8)
def _played(players: int, seed: int) -> tuple[tuple[View, View], ...]:
    """(public view, the waited-for player's own view) after every step of a random game, and at its end."""
    r = LiberteRules(data="placeholder")
    state, _ = r.new_game(list(r.colours[:players]), {}, seed)
    rng = random.Random(seed)
    out: list[tuple[View, View]] = []
    while not r.ended(state):
        (who,) = r.waiting_for(state)
        out.append((r.view(state, None), r.view(state, who)))
        state, _ = r.apply(state, rng.choice(r.legal_actions(state, who)))
    end = r.view(state, None)
    out.append((end, r.view(state, r.colours[0])))
    return tuple(out)


def played_views(players: int, seed: int | None = None, every: int = 1) -> list[View]:
    """Public views of a whole random game, every `every`-th step, and its end."""
    steps = _played(players, SEEDS[players] if seed is None else seed)
    picked = [v for i, (v, _) in enumerate(steps) if i % every == 0]
    if picked[-1] is not steps[-1][0]:
        picked.append(steps[-1][0])
    return [copy.deepcopy(v) for v in picked]


def moment(view: View) -> tuple[Any, ...]:
    choice = view.get("choice") or {}
    tie = view.get("tiebreak") or {}
    return (view["phase"], choice.get("kind"), tie.get("kind"))


def every_moment(players: int) -> dict[str, View]:
    """One public view for each kind of moment a real game reached (phase, choice, tie-break), and the end."""
    out: dict[str, View] = {}
    for v, _ in _played(players, SEEDS[players]):
        out.setdefault("/".join(str(x) for x in moment(v)), copy.deepcopy(v))
    return out


def private_pairs(players: int, every: int = 37) -> list[tuple[View, View]]:
    """(public view, a player's own view with their hand and options) at some steps of a real game."""
    steps = _played(players, SEEDS[players])
    return [copy.deepcopy(pair) for i, pair in enumerate(steps) if i % every == 0 or i == len(steps) - 1]


def busiest(players: int = 6) -> View:
    return busy_view(players)


def finished(players: int = 6) -> View:
    return ended_view(players)


def boards(players: int) -> dict[str, View]:
    """Every board a test looks at with this many players: the real game's moments and the hand-made ones."""
    out = {f"game:{k}": v for k, v in every_moment(players).items()}
    out["busy"] = busy_view(players)
    out["ended"] = ended_view(players)
    return out
