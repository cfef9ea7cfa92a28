"""Realistic events, pending choices and actions for Libertalia's words tests, one per code, kind and type.

Values are chosen by parameter name from the engine's own list (engine/libertalia/events.py), so a new code or a
new parameter there is rendered here at once; a few codes get extra variants (a loss cut by the floor, an
overflow, a discard by the owner, a copy, a timeout in the pick) that pick another message.
"""

from __future__ import annotations

import re
from typing import Any

from engine.libertalia.events import EVENTS, PENDING
from jsontypes import Json

COUNTS = (0, 1, 2, 5, 22)  # Polish: many, one, few, many, few

# Anything a reader should never see: an unfilled hole, a raw key, a snake_case id, an option id.
RAW = re.compile(r"[{}]|\b(?:term|ev|choice|option|act)\.\w|\b[a-z]+_[a-z_]+\b|\b(?:rank|loot|owner|keep|order|swap):")
ENGLISH_WORDS = re.compile(r"\b(?:red|blue|green|yellow|purple|black|island|ship|hand|graveyard|bag|day|next_day|"
                           r"selection|dusk|night|anchor|map|barrel|relic|saber|hook|chest|gain)\b")

BY_NAME: dict[str, Any] = {
    "seats": ["red", "blue", "green"], "players": 3, "midshipman": False, "voyage": 2, "days": 5, "day": 3,
    "loot_days": [["map", "barrel", "relic"], ["saber", "amulet", "hook"], ["chest", "map", "map"]],
    "ranks": [3, 12, 17, 26, 34, 40], "player": "red", "count": 2, "position": 4, "phase": "dusk",
    "waiting": 2, "picks": [{"player": "blue", "rank": 3}, {"player": "red", "rank": 17}, {"player": "green", "rank": 26}],
    "island": [{"rank": 3, "owner": "blue", "slot": 1}, {"rank": 17, "owner": "red", "slot": 2},
               {"rank": 26, "owner": "green", "slot": 3}],
    "rank": 17, "copy_of": None, "reason": "not_rightmost", "coins": 7, "asked": 2, "to": "blue",
    "from": "island", "overflow": 0, "owner": "green", "by": "red", "slot": 2, "loot": "saber",
    "from_player": "yellow", "loots": ["hook", "saber"], "loot_next": "chest",
    "source": {"rank": 33}, "before": 3, "delta": -2, "score": 54, "kind": "loot_take", "option": "loot:map",
    "outcome": "finished", "winner": "red", "last": None,
    "standings": [{"colour": "red", "score": 54, "reputation_position": 6, "place": 1},
                  {"colour": "blue", "score": 41, "reputation_position": 2, "place": 2}],
}
PER_CODE: dict[str, Json] = {
    "reputation_gained": {"from": 3, "to": 5}, "reputation_lost": {"from": 3, "to": 1},
    "character_boarded": {"from": "hand"}, "character_to_hand": {"from": "ship"},
    "loot_taken": {"from": "day"}, "timeout": {"kind": "saber_target", "option": "owner:blue:rank:23"},
    "anchor_item": {"count": 5}, "game_over": {"reason": "LT-15.1"},
}
VARIANTS: list[Json] = [
    {"type": "game_started", "seats": ["red", "blue"], "players": 2, "midshipman": True},
    {"type": "picked", "player": "red", "waiting": 0},
    {"type": "picked", "player": "red", "waiting": 1},
    {"type": "picked", "player": "red", "waiting": 1, "last": "blue"},
    {"type": "island_placed", "island": [{"rank": 7, "owner": "blue", "slot": 1}, {"rank": 7, "owner": "red", "slot": 2},
                                         {"rank": 20.5, "owner": None, "slot": 3}]},
    {"type": "ability", "player": "red", "rank": 2, "phase": "day", "copy_of": 21},
    {"type": "ability_nothing", "player": "red", "rank": 19, "reason": "something_new"},
    {"type": "coins_lost", "player": "red", "count": 1, "asked": 3, "coins": 0},
    {"type": "coins_paid", "player": "blue", "to": "red", "count": 1, "asked": 2},
    {"type": "reputation_gained", "player": "red", "count": 2, "from": 6, "to": 6, "overflow": 2},
    {"type": "reputation_lost", "player": "red", "count": 3, "from": 1, "to": 1, "overflow": 3},
    {"type": "character_discarded", "owner": "red", "rank": 15, "from": "ship", "by": "red"},
    {"type": "character_discarded", "owner": "red", "rank": 37, "from": "island", "by": "blue"},
    {"type": "character_boarded", "owner": "red", "rank": 13, "from": "island"},
    {"type": "character_boarded", "owner": "red", "rank": 13, "from": "graveyard"},
    {"type": "loot_taken", "player": "red", "loot": "relic", "from": "bag"},
    {"type": "loot_destroyed", "player": "red", "loots": []},
    {"type": "anchor_item", "player": "red", "count": -3, "source": {"loot": "relic"}},
    {"type": "anchor_total", "player": "red", "before": 3, "delta": 22, "coins": 25},
    {"type": "timeout", "player": "red", "kind": "pick", "option": None},
    {"type": "timeout", "player": "red", "kind": "surgeon_recover", "option": None},
    {"type": "choice_made", "player": "red", "kind": "surgeon_recover", "option": None},
    {"type": "ability_nothing", "player": "red", "rank": 26, "reason": "no_target", "loot": "saber"},
    {"type": "timeout", "player": "red", "kind": "hook", "option": "gain"},
    {"type": "game_over", "outcome": "aborted", "reason": "abort", "standings": [], "winner": None},
]


def event(code: str, count: int | None = None) -> Json:
    """One example of an event code, every parameter the engine lists given a realistic value."""
    ev: Json = {"type": code}
    for name in EVENTS[code]:
        ev[name] = BY_NAME.get(name, 1)
    ev.update(PER_CODE.get(code, {}))
    if count is not None:
        for name in ("count", "coins", "waiting", "overflow", "days", "players"):
            if name in ev and isinstance(ev[name], int) and not isinstance(ev[name], bool):
                ev[name] = count
        if ev.get("asked") is not None and isinstance(ev.get("count"), int):
            ev["asked"] = ev["count"]
    return {k: v for k, v in ev.items() if v is not None}


def events() -> list[Json]:
    return [event(code) for code in EVENTS] + VARIANTS


OPTION_EXAMPLES: dict[str, Json] = {
    "loot:<kind>": {"id": "loot:barrel", "loot": "barrel"},
    "owner:<colour>:rank:<r>": {"id": "owner:blue:rank:37", "owner": "blue", "rank": 37},
    "rank:<r>": {"id": "rank:20", "rank": 20},
    "owner:<colour>:loot:<kind>": {"id": "owner:yellow:loot:chest", "owner": "yellow", "loot": "chest"},
    "swap:<kind>:<kind>": {"id": "swap:relic:map", "loot": "relic", "loot_next": "map"},
    "loot:<kind>:count:<n>": {"id": "loot:amulet:count:3", "loot": "amulet", "count": 3, "coins": 9},
    "order:<r>": {"id": "order:24", "rank": 24},
}


def pending(kind: str) -> Json:
    """One open choice of a kind, with every option shape its id pattern allows."""
    pattern = PENDING[kind]["id"]
    if kind == "hook":
        opts = [{"id": "gain", "count": 2}, {"id": "keep:rank:36", "rank": 36}, {"id": "keep:rank:5", "rank": 5}]
    else:
        opts = [OPTION_EXAMPLES[pattern]]
    return {"player": "green", "kind": kind, "rule": "LT-0.0", "source": {"rank": 26, "owner": "blue"},
            "options": opts}


ACTIONS: list[Json] = [
    {"type": "pick", "player": "red", "rank": 17},
    {"type": "choose", "player": "red", "option": "owner:blue:rank:23"},
    {"type": "choose", "player": "red", "option": "loot:map:count:2"},
    {"type": "choose", "player": "red", "option": "gain"},
    {"type": "timeout", "player": "purple"},
    {"type": "remove_player", "player": "black"},
    {"type": "abort", "player": "red"},
]


def raw_in(text: str) -> str | None:
    m = RAW.search(text)
    return m.group(0) if m else None
