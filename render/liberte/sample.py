"""Two busy hand-made public views on the placeholder data (LB-D.8), in the engine's view shape: the palette's
samples, and the tests' and benchmark's busiest boards. Every province holds three stacks, every display five
cards, and a tie-break is open; the finished one ended by a counter-revolution with faction points."""

from __future__ import annotations

from typing import Any

from data.liberte.loader import placeholder_data

COLOURS = ("green", "yellow", "purple", "black", "orange", "brown")


def busy_view(players: int = 6) -> dict[str, Any]:
    """Turn 3's elections, a province tie-break open, three stacks in every province (blocks by faction and
    owner in a fixed pattern), five cards in each display and a full Battle Box."""
    data = placeholder_data()
    colours = list(COLOURS[:players])
    provinces: dict[str, list[dict[str, Any]]] = {}
    for p in data.provinces:
        provinces[str(p.order)] = [{"owner": colours[(p.order + k) % players], "colour": "RMW"[(p.order + k) % 3],
                                    "n": 1 + (p.order * (k + 1)) % 3} for k in range(3)]
    placing = [c.id for c in data.cards.values() if c.type != "special"]
    displays = {c: placing[i * 5:(i + 1) * 5] for i, c in enumerate(colours)}
    votes = {c: {"R": i % 3, "M": (i + 1) % 2, "W": 0} for i, c in enumerate(colours)}
    view: dict[str, Any] = {
        "format": 1, "placeholder_data": True, "turn": 3, "phase": "election", "order": colours,
        "supply": {"R": 3, "M": 0, "W": 11}, "parked": {}, "provinces": provinces,
        "battle_box": {c: 0 for c in colours}, "presence": [], "track": {"R": 9, "M": 12, "W": 16},
        "government": None, "opposition": None, "vp": {c: 7 * i + 3 for i, c in enumerate(colours)},
        "tokens": {c: 2 + i for i, c in enumerate(colours)}, "offer": [c.id for c in data.cards.values()][-3:],
        "displays": displays, "hand_sizes": {c: 4 + i for i, c in enumerate(colours)}, "deck_size": 31,
        "discard": list(range(1, 30)), "box": [5], "votes": votes, "lost_battles": [2], "round": 14,
        "actions_taken": {c: 14 for c in colours}, "result": None,
        "tiebreak": {"kind": "province", "contenders": colours[:3], "round": 2, "advanced": {colours[0]: 3}},
        "players": [{"colour": c, "removed": c == colours[-1] and players > 3, "vp": 7 * i + 3, "hand_size": 4 + i,
                     "tokens_unused": 2 + i, "display": displays[c], "battle_box": i % 3 + (i == 0) * 9,
                     "presence": i % 2 == 0} for i, c in enumerate(colours)],
        "waiting_for": colours[1], "choice": {"player": colours[1], "kind": "tiebreak", "rule": "LB-6.6",
                                              "tie": "province"},
    }
    return view


def ended_view(players: int = 6) -> dict[str, Any]:
    """The busy board after a counter-revolution in turn 3 (LB-8.3): white points decide, hands revealed."""
    v = busy_view(players)
    colours = v["order"]
    points = {c: {"votes": 0, "map": 3 + i, "cards": i % 3, "total": 3 + i + i % 3} for i, c in enumerate(colours)}
    v.update(phase="ended", waiting_for=None, tiebreak=None, choice=None)
    v.pop("choice")
    v["result"] = {"reason": "counter_revolution", "winners": [colours[-1]], "vp": dict(v["vp"]), "rule": "LB-8.3",
                   "points": points, "hands": {c: [] for c in colours}}
    return v


def sample_views() -> tuple[dict[str, Any], dict[str, Any]]:
    return busy_view(6), ended_view(6)
