"""Hand-built view dicts (docs/VIEW.md, format 1) for the renderer's tests, goldens and benchmark.

The engine is written in parallel, so these are plain dicts that follow the documented shape: `make_view`
fills every field with a consistent default and derives what the view derives (track rounds_left, order
points and spaces from data/mali/cards.json, blocked spaces from tanks and fallen districts, threat).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from data.mali.loader import game_data

View = dict[str, Any]

COLOURS = ("orange", "red", "violet", "green")


def _player(colour: str, **over: Any) -> dict[str, Any]:
    p: dict[str, Any] = {
        "colour": colour, "removed": False, "hand_size": 4, "hand": None, "played": [], "goal": None,
        "tokens_held": 0, "tokens": None, "used_tokens": [], "ambushes": [], "delivered": [],
        "order_points": 0, "letters_delivered": [], "drops_picked": 0,
    }
    p.update(over)
    return p


def track_entry(order: int, position: int, carrier: str | None = None, track_length: int = 4) -> dict[str, Any]:
    o = game_data().orders[order]
    return {"order": order, "pickup": o.pickup, "destination": o.destination, "points": o.points,
            "position": position, "rounds_left": track_length - position + 1, "carrier": carrier}


def make_view(
    *,
    seats: tuple[str, ...] = COLOURS,
    variant: str = "basic",
    liberator: bool = False,
    mail: bool = False,
    round: int = 1,
    phase: str = "movement",
    scouts: Mapping[str, str | None] | None = None,
    scout_letters: dict[str, list[str]] | None = None,
    prison: dict[str, int] | None = None,
    track: list[tuple[int, int, str | None]] | None = None,
    deck_size: int = 0,
    tanks: dict[str, str] | None = None,
    fallen: list[str] | None = None,
    soldier: str | None = None,
    liberator_at: dict[str, Any] | None = None,
    drops: dict[str, int] | None = None,
    letters: dict[str, str] | None = None,
    players: dict[str, dict[str, Any]] | None = None,
    turn: dict[str, Any] | None = None,
    waiting_for: str | None = None,
    result: dict[str, Any] | None = None,
    failed: list[int] | None = None,
    discarded: list[int] | None = None,
    last_moves: list[tuple[str, list[str]]] | None = None,
) -> View:
    """A complete, consistent view. `scouts` maps scout id → space (missing: on its basic start space)."""
    gd = game_data()
    tanks = dict(tanks or {})
    fallen = list(fallen or [])
    blocked = sorted({s for s in tanks if tanks[s] == "small"}
                     | {sid for sid, sp in gd.spaces.items() if sp.district in fallen})
    per_tank = gd.tunables["threat_per_tank"]
    threat = sum(per_tank[size] for size in tanks.values())
    scout_list = []
    for colour in seats:
        for n in (1, 2, 3):
            sid = f"{colour}-{n}"
            space = scouts[sid] if scouts and sid in scouts else gd.start_spaces[colour][n - 1]
            scout_list.append({"id": sid, "player": colour, "number": n, "space": space,
                               "prison": (prison or {}).get(sid, 0), "order": None,
                               "letters": list((scout_letters or {}).get(sid, []))})
    entries = [track_entry(o, pos, carrier) for o, pos, carrier in (track or [])]
    for e in entries:
        for s in scout_list:
            if s["id"] == e["carrier"]:
                s["order"] = e["order"]
    board_letters = [{"id": lid, "from": gd.letters[lid].origin, "to": gd.letters[lid].destination, "space": space}
                     for lid, space in sorted((letters or {}).items())]
    plist = [_player(c, **(players or {}).get(c, {})) for c in seats]
    lib: dict[str, Any] | None = None
    if liberator:
        lib = {"space": gd.liberator_start, "gone": False, "next": "OC2", "deck_size": 14 if variant == "advanced" else 11,
               "stack_size": 10 if variant == "advanced" else 7}
        lib.update(liberator_at or {})
    view: View = {
        "format": 2,
        "options": {"variant": variant, "liberator": liberator, "mail": mail},
        "round": round,
        "phase": phase,
        "seats": list(seats),
        "start_player": seats[(round - 1) % len(seats)] if round else seats[0],
        "turn_order": list(seats),
        "waiting_for": waiting_for if waiting_for is not None else (turn or {}).get("player"),
        "turn": turn,
        "deploy_next": None,
        "players": plist,
        "scouts": scout_list,
        "track": entries,
        "track_length": 4,
        "deck_size": deck_size,
        "discarded": list(discarded or []),
        "failed": list(failed or []),
        "tanks": tanks,
        "fallen": fallen,
        "blocked": blocked,
        "threat": threat,
        "threat_limit": gd.tunables["threat_limit"],
        "soldier": soldier,
        "liberator": lib,
        "drops": dict(drops or {}),
        "letters": board_letters,
        "result": result,
        "last_moves": [{"colour": sid.rsplit("-", 1)[0], "scout": sid, "path": list(path),
                        "kind": "swap" if len(path) == 2 and path[1] not in gd.spaces[path[0]].connections else "move"}
                       for sid, path in (last_moves or [])],
    }
    return view


def _turn(player: str, card: str | None, mp: int, **over: Any) -> dict[str, Any]:
    t: dict[str, Any] = {"player": player, "card": card, "mp": mp, "special": None, "squad": False, "moved": False,
                         "moves_closed": False, "can_undo": False, "undo_summary": []}
    t.update(over)
    return t


def fresh_basic() -> View:
    """Round 1 of a 4-player basic game: scouts on their start spaces, 3 orders revealed, orange to move."""
    return make_view(
        round=1, phase="movement", soldier="MO1", deck_size=17,
        track=[(4, 1, None), (11, 1, None), (22, 1, None)],
        turn=_turn("orange", None, 0),
    )


def midgame_advanced() -> View:
    """Round 7 of a 4-player advanced game with the Liberator and Civilian Mail.

    Violet played Light Signal and moved the Liberator inward to Politechnika; it will head back to the
    ring at Kolonia Staszica. Three drops lie together on Dworzec Gdański; letters lie on mail spaces (one
    out of reach under the tank in Czerniaków) and four are carried; scouts of three players share
    Poczta Harcerska; orders 2 and 19 are in their last round.
    """
    scouts = {
        "orange-1": "SR1", "orange-2": "PW1", "orange-3": "MO2",
        "red-1": "SR1", "red-2": "WO2", "red-3": "SR4",
        "violet-1": "SR1", "violet-2": "OC2", "violet-3": "ZO1",
        "green-1": "SR3", "green-2": "SR3", "green-3": "MO1",
    }
    return make_view(
        variant="advanced", liberator=True, mail=True, round=7, phase="movement", deck_size=2,
        scouts=scouts,
        scout_letters={"orange-1": ["L04"], "red-2": ["L05"], "violet-3": ["L02"], "green-2": ["L06"]},
        track=[(2, 4, "orange-1"), (19, 4, None), (6, 3, "green-2"), (26, 3, None), (13, 2, None),
               (15, 2, "red-2"), (27, 1, None), (28, 1, None)],
        tanks={"CZ1": "small"},
        liberator_at={"space": "SR4", "next": "OC1", "deck_size": 7, "stack_size": 3},
        drops={"ZO3": 3},
        letters={"L01": "ZO3", "L03": "WO1", "L07": "PW2", "L09": "OC1", "L10": "MO3", "L11": "MO1", "L12": "CZ1",
                 "L13": "CZ2"},
        players={
            "orange": {"hand_size": 3, "played": ["2", "1-buddies", "4"], "tokens_held": 1,
                       "used_tokens": ["bandages"], "delivered": [5, 12],
                       "order_points": 4, "drops_picked": 2},
            "red": {"hand_size": 5, "played": ["1"], "tokens_held": 0, "delivered": [9], "order_points": 3},
            "violet": {"hand_size": 2, "tokens_held": 0, "ambushes": ["ambush-1"], "delivered": [1, 14, 23],
                       "order_points": 6, "letters_delivered": ["L08"], "drops_picked": 1},
            "green": {"hand_size": 4, "tokens_held": 1, "drops_picked": 1},
        },
        turn=_turn("violet", "3-signal", 3, can_undo=True, undo_summary=["signal Liberator → SR4"]),
        failed=[4], discarded=[3, 25],
        last_moves=[("green-2", ["PW2", "PW1", "SR3"]), ("green-3", ["MO3", "OC2", "MO1"])],
    )


def fallen_district() -> View:
    """Round 8 of a 3-player basic game with the Liberator: Wola fell (large tank), one small tank, threat 3.

    Orders 17 and 18 failed into Wola (small tank, then large: the district fell), order 8 into Stary
    Mokotów. A red scout is in prison; the soldier holds Poczta Harcerska; a drop lies out of reach in Wola.
    """
    seats = ("orange", "red", "green")
    scouts = {
        "orange-1": "ZO1", "orange-2": "SR2", "orange-3": "CZ2",
        "red-1": "OC1", "red-2": "SR4", "red-3": None,
        "green-1": "ZO3", "green-2": "SR3", "green-3": "MO3",
    }
    return make_view(
        seats=seats, variant="basic", liberator=True, round=8, phase="movement", deck_size=3,
        scouts=scouts, prison={"red-3": 1},
        track=[(24, 3, "green-1"), (10, 2, None), (22, 1, "red-2"), (9, 1, None)],
        tanks={"WO2": "large", "MO2": "small"},
        fallen=["WO"],
        soldier="SR1",
        liberator_at={"space": "OC1", "next": "OC2", "deck_size": 3, "stack_size": 2},
        drops={"WO1": 1, "PW2": 2},
        players={
            "orange": {"hand_size": 2, "tokens_held": 1, "delivered": [16, 1], "order_points": 5, "drops_picked": 1},
            "red": {"hand_size": 3, "tokens_held": 0, "used_tokens": ["grenade"], "delivered": [11],
                    "order_points": 2, "drops_picked": 1},
            "green": {"hand_size": 1, "tokens_held": 1, "delivered": [20, 13], "order_points": 6,
                      "drops_picked": 1},
        },
        turn=_turn("red", "2", 1, moved=True, can_undo=True),
        failed=[17, 18, 8], discarded=[2],
        last_moves=[("green-1", ["ZO1", "ZO2", "ZO3"]), ("green-2", ["PW1", "SR3"])],
    )


def finished_game() -> View:
    """A finished 4-player advanced game with both expansions: scores and revealed goals."""
    scouts = {
        "orange-1": "CZ2", "orange-2": "SR1", "orange-3": "MO2",
        "red-1": "ZO2", "red-2": "SR5", "red-3": "OC1",
        "violet-1": "PW2", "violet-2": "WO2", "violet-3": "MO3",
        "green-1": "SR4", "green-2": "ZO3", "green-3": "MO1",
    }
    scores: list[dict[str, Any]] = [
        {"colour": "orange", "orders": 17, "orders_delivered": 6, "tokens": 5, "letters_delivered": 3,
         "letters_carried": 0, "letters": 12, "goal": "courier-CZ", "goal_points": 10, "total": 44},
        {"colour": "red", "orders": 14, "orders_delivered": 5, "tokens": 8, "letters_delivered": 2,
         "letters_carried": 1, "letters": 4, "goal": "most-drops-1", "goal_points": 10, "total": 36},
        {"colour": "violet", "orders": 21, "orders_delivered": 7, "tokens": 0, "letters_delivered": 4,
         "letters_carried": 0, "letters": 16, "goal": "most-letters-2", "goal_points": 12, "total": 49},
        {"colour": "green", "orders": 9, "orders_delivered": 3, "tokens": 4, "letters_delivered": 1,
         "letters_carried": 2, "letters": -4, "goal": "courier-ZO", "goal_points": 0, "total": 9},
    ]
    players = {
        s["colour"]: {"hand_size": 0, "goal": s["goal"], "tokens_held": 1 if s["tokens"] else 0,
                      "delivered": list(range(1, s["orders_delivered"] + 1)), "order_points": s["orders"],
                      "letters_delivered": [f"L{i:02d}" for i in range(1, s["letters_delivered"] + 1)]}
        for s in scores
    }
    return make_view(
        variant="advanced", liberator=True, mail=True, round=10, phase="ended", deck_size=0,
        scouts=scouts, scout_letters={"red-1": ["L05"], "green-2": ["L09", "L12"]},
        tanks={"SR2": "small", "OC2": "small"},
        liberator_at={"space": None, "gone": True, "next": None, "deck_size": 0, "stack_size": 0},
        drops={"MO1": 1},
        letters={"L13": "CZ2"},
        players=players,
        failed=[8, 21], discarded=[3, 17],
        last_moves=[("violet-1", ["SR1", "SR5", "PW2"])],
        result={"outcome": "victory", "winners": ["violet"], "reason": "E-1", "scores": scores},
    )


def busy_board() -> View:
    """The benchmark's busy 4-player board: a full track, many letters, drops, tanks and shared spaces."""
    v = midgame_advanced()
    v = copy.deepcopy(v)
    more = [track_entry(o, pos, c) for o, pos, c in ((21, 2, "violet-2"), (17, 1, None))]
    v["track"].extend(more)
    for s in v["scouts"]:
        if s["id"] == "violet-2":
            s["order"] = 21
            s["space"] = "SR1"
        if s["id"] == "orange-3":
            s["space"] = "SR1"
    v["tanks"]["OC2"] = "small"
    v["blocked"] = sorted(set(v["blocked"]) | {"OC2"})
    v["threat"] = 2
    v["drops"]["PW1"] = 2
    return v


ALL: dict[str, Any] = {
    "fresh_basic": fresh_basic,
    "midgame_advanced": midgame_advanced,
    "fallen_district": fallen_district,
    "finished_game": finished_game,
}


def empty_like(view: View) -> View:
    """The same game with every piece taken away: for checking that pieces change pixels."""
    v = copy.deepcopy(view)
    for s in v["scouts"]:
        s["space"] = None
        s["order"] = None
        s["letters"] = []
    v.update(track=[], tanks={}, fallen=[], blocked=[], threat=0, soldier=None, drops={}, letters=[], result=None,
             turn=None, waiting_for=None, players=[], last_moves=[])
    if v.get("liberator"):
        v["liberator"] = dict(v["liberator"], space=None, next=None)
    return v
