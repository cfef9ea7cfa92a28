"""Hand-built Libertalia views (the public view of LIBERTALIA.md) for the board's tests and benchmark.

The engine is written in parallel, so these are plain dicts in the contract's shape; `with_private` adds
what a player's own view carries (hand, pick, graveyard) so a test can check that none of it is drawn.
"""

from __future__ import annotations

import copy
from typing import Any

View = dict[str, Any]
COLOURS = ("red", "blue", "green", "yellow", "purple", "black")
NAMES = {"red": "Anna", "blue": "Bartek", "green": "Celina", "yellow": "Darek", "purple": "Ewa",
         "black": "Franciszek Wielkopolski-Zamoyski"}


def player(colour: str, **over: Any) -> dict[str, Any]:
    p: dict[str, Any] = {"colour": colour, "coins": 9, "score": 0, "hand_size": 6, "picked": False, "ship": [],
                         "loot": {}, "graveyard_size": 0}
    p.update(over)
    return p


def base(colours: tuple[str, ...], **over: Any) -> View:
    rest = [c for c in COLOURS if c not in colours]
    v: View = {
        "game": "libertalia", "format": 1, "voyage": 1, "day": 1, "days": 4, "phase": "selection",
        "players": [player(c) for c in colours], "reputation": [*rest[:2], *colours, *rest[2:]],
        "active": list(colours), "island": [], "loot_days": [], "dealt": [[3, 8, 17, 22, 26, 34]],
        "current_day_loot": [], "pending": [], "waiting": list(colours), "result": None, "last_events": [],
    }
    v.update(over)
    return v


def two_players_day() -> View:
    """Voyage 2, day 3 of 5, daytime: the Midshipman between S2 and R1, S1 empty, kept cards in a ship."""
    c = ("red", "blue")
    return base(
        c, voyage=2, day=3, days=5, phase="day",
        reputation=["yellow", "purple", "blue", "red", "green", "black"],
        players=[
            player("red", coins=14, score=31, hand_size=5, picked=True,
                   ship=[{"rank": 8, "kept": True}, {"rank": 24, "kept": False}, {"rank": 33, "kept": False}],
                   loot={"map": 3, "chest": 1, "relic": 1}, graveyard_size=4),
            player("blue", coins=2, score=27, hand_size=5, picked=True, ship=[{"rank": 11, "kept": False}],
                   loot={"barrel": 2, "hook": 1}, graveyard_size=6),
        ],
        island=[{"rank": 15, "owner": "blue", "slot": 2}, {"rank": 20.5, "owner": None, "slot": 3},
                {"rank": 30, "owner": "red", "slot": 4}],
        loot_days=[[], [], ["map", "saber", "amulet"], ["barrel", "barrel", "chest"], ["relic", "map", "hook"]],
        current_day_loot=["map", "saber", "amulet"],
        pending=[{"player": "red", "kind": "merchant_sell", "rule": "LT-13.5", "source": {"rank": 30, "owner": "red"},
                  "options": [{"id": "loot:map:2", "loot": "map", "count": 2}]}],
        waiting=["red"],
    )


def three_players_dusk() -> View:
    """Voyage 1, day 2 of 4, dusk: three characters on the island, some loot already taken."""
    c = ("green", "yellow", "purple")
    return base(
        c, day=2, phase="dusk",
        players=[
            player("green", coins=11, hand_size=4, ship=[{"rank": 12, "kept": False}], loot={"saber": 1},
                   graveyard_size=1),
            player("yellow", coins=7, hand_size=4, ship=[{"rank": 5, "kept": False}], loot={"amulet": 1}),
            player("purple", coins=10, hand_size=4, ship=[], loot={}),
        ],
        island=[{"rank": 17, "owner": "purple", "slot": 1}, {"rank": 26, "owner": "green", "slot": 2},
                {"rank": 26, "owner": "yellow", "slot": 3}],
        loot_days=[[], ["chest", "map", "map"], ["hook", "relic", "barrel"], ["amulet", "map", "saber"]],
        current_day_loot=["chest", "map"],
        waiting=[],
    )


def six_players_selection() -> View:
    """Voyage 3, day 4 of 6, selection: an empty island, full ships and supplies, some players picked."""
    colours = COLOURS
    players = []
    for i, c in enumerate(colours):
        ship = [{"rank": r, "kept": j == 0 and i % 2 == 0} for j, r in enumerate(range(2 + i, 40, 7))][: 3 + i]
        loot = {k: n for k, n in zip(("map", "barrel", "relic", "saber", "amulet", "hook", "chest"),
                                     (i % 3, 1, (i + 1) % 2, 0, 1, i % 2, 1), strict=True) if n}
        players.append(player(c, coins=3 * i, score=20 + 9 * i, hand_size=9 - i, picked=i % 2 == 1, ship=ship,
                              loot=loot, graveyard_size=2 * i))
    return base(
        colours, voyage=3, day=4, days=6, phase="selection", players=players,
        reputation=["purple", "black", "red", "green", "blue", "yellow"],
        loot_days=[[], [], [], ["map", "map", "chest", "saber", "relic", "hook"],
                   ["barrel", "amulet", "amulet", "map", "relic", "relic"],
                   ["chest", "hook", "saber", "map", "barrel", "amulet"]],
        current_day_loot=["map", "map", "chest", "saber", "relic", "hook"],
        waiting=[c for i, c in enumerate(colours) if i % 2 == 0],
    )


def ended_view() -> View:
    """After voyage 3: the final standings."""
    c = ("red", "blue", "green", "yellow")
    return base(
        c, voyage=3, day=6, days=6, phase="ended",
        players=[player(col, coins=0, score=sum(v), hand_size=3, picked=False, voyage_scores=v)
                 for col, v in zip(c, ([20, 22, 22], [30, 21, 20], [11, 29, 31], [10, 10, 20]), strict=True)],
        reputation=["purple", "red", "yellow", "green", "blue", "black"], waiting=[],
        result=[{"colour": "blue", "score": 71, "reputation_position": 5, "place": 1},
                {"colour": "green", "score": 71, "reputation_position": 4, "place": 2},
                {"colour": "red", "score": 64, "reputation_position": 2, "place": 3},
                {"colour": "yellow", "score": 40, "reputation_position": 3, "place": 4}],
    )


def every_rank_view() -> View:
    """Six ships holding the forty characters between them and an island of long-named ones: the tallest,
    wordiest board (the worst case for size and for names that must fit)."""
    v = six_players_selection()
    for i, p in enumerate(v["players"]):
        p["ship"] = [{"rank": r, "kept": r % 5 == 0} for r in range(1 + i, 41, 6)]
    v["phase"] = "day"
    v["island"] = [{"rank": r, "owner": c, "slot": i + 1} for i, (r, c) in enumerate(zip(
        (20, 21, 30, 33, 36, 38), COLOURS, strict=True))]
    return v


ALL = {"two_players_day": two_players_day, "three_players_dusk": three_players_dusk,
       "six_players_selection": six_players_selection, "ended": ended_view}


def with_private(view: View, colour: str) -> View:
    """`view` as `colour` would receive it: their hand, their secret pick and their graveyard's contents."""
    v = copy.deepcopy(view)
    v["hand"] = [1, 9, 23, 31, 38]
    v["pick"] = 23
    v["graveyard"] = [4, 13, 19]
    for p in v["players"]:
        if p["colour"] == colour:
            p["hand"] = [1, 9, 23, 31, 38]
            p["pick"] = 23
            p["graveyard"] = [4, 13, 19]
    return v


def played_views(players: int, seed: int, actions: int | None = None) -> list[View]:
    """The public view after each action of a random engine game (`actions` at most), the start's first."""
    import random

    from engine.libertalia import Options, apply, new_game, view, waiting_for
    from tools.libertalia.players import random_action

    state, _ = new_game(list(COLOURS[:players]), Options(), seed)
    rng = random.Random(seed)
    out: list[View] = [dict(view(state, None))]
    while not state.ended and (actions is None or len(out) <= actions):
        state, _ = apply(state, random_action(state, rng.choice(waiting_for(state)), rng))
        out.append(dict(view(state, None)))
    return out


PHASES = ("selection", "day", "dusk", "night", "anchor", "ended")


def every_phase(players: int, seeds: tuple[int, ...] = (3, 1, 2, 4, 5, 6, 7)) -> dict[str, View]:
    """Boards of real games with `players` players: the first view of each phase of each voyage and the last of
    each phase, taken from the first seeds whose games between them reach every phase (night and anchor stop
    for a choice only in some games)."""
    out: dict[str, View] = {}
    for seed in seeds:
        for v in played_views(players, seed):
            out.setdefault(f"{v['phase']}-v{v['voyage']}", v)
            out[f"{v['phase']}-last"] = v
        if all(any(k.startswith(f"{p}-") for k in out) for p in PHASES):
            break
    return out
