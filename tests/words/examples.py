"""Realistic values for every message parameter, by name, so each template can be rendered in both languages."""

from __future__ import annotations

import re
from typing import Any

from data.mali.loader import game_data

COUNTS = (0, 1, 2, 5, 22)  # Polish: many, one, few, many, few

# Anything a reader should never see: raw keys, ids, unfilled holes, Discord syntax outside Discord.
RAW = re.compile(r"colour\.|topic:|light_signal|3-signal|\{|\}|\b(?:ev|phase|token|card|variant|outcome|action)\.\w"
                 r"|(?<![/\w`])[a-z]+_[a-z_]+\b|\b(?:orange|red|violet|green)-\d")
ENGLISH_COLOURS = re.compile(r"\b(?:orange|red|violet|green)\b")


def _goal() -> str:
    return next(iter(game_data().goals))


BY_NAME: dict[str, Any] = {
    "user": 42, "old": 43, "host": 42, "channel": 7, "deadline": 1_767_225_600, "role": 99,
    "colour": "orange", "player": "red", "current": "violet", "start": "green",
    "colours": ["orange", "red", "violet", "green"], "seats": ["orange", "red"],
    "space": "WO2", "from": "SR1", "to": "MO3", "pickup": "ZO2", "destination": "CZ1",
    "scout": "orange-2", "carrier": "red-1", "scout_a": "orange-1", "scout_b": "orange-3",
    "from_scout": "violet-1", "to_scout": "violet-2", "a": "orange-1", "b": "orange-3",
    "order": 12, "order_a": 3, "order_b": 7, "card": "3-signal", "token": "radio", "phase": "movement",
    "variant": "advanced", "outcome": "defeat", "district": "WO", "action": "light_signal", "type": "timeout_pass",
    "source": "token", "goal": "", "min": 2, "max": 4, "need": 3, "have": 1, "round": 3, "threat": 5, "limit": 8,
    "points": 4, "roll": 5, "steps": 2, "mp": 2, "mp_left": 1, "hours": 24, "deadline_hours": 24, "expected": 3,
    "actual": 4, "game": 12, "detail": "line 3", "letter": "L03", "letters": "L03, L05", "number": 2, "id": 12,
    "query": "granat", "language": "polski", "status": "—", "liberator": "—", "mail": "—", "mark": "• ",
    "total": 17, "orders": 2, "tokens": 1, "cards": "2, 4", "path": "Pawiak → Browar Warszawski",
    "owes": "card", "actions": [{"type": "move", "player": "red", "scout": 1, "to": "WO2"},
                                {"type": "play_card", "player": "red", "card": "3-signal"}],
}
PER_KEY: dict[tuple[str, str], dict[str, Any]] = {
    ("bot", "hand.goal"): {"goal": "?"},
    ("bot", "score.row"): {"goal": 5, "letters": 2},
    ("bot", "choice.change"): {"a": 3, "b": 7},
    ("bot", "choice.order"): {"scout": 2, "order": "rozkaz 12"},
    ("bot", "choice.drops"): {"scout": 2},
    ("bot", "choice.letters"): {"scout": 2},
    ("bot", "choice.give"): {"a": 1, "b": 2},
    ("bot", "hand.turn"): {"card": "3 · Light Signal"},
    ("events", "ev.orders_swapped"): {"a": 3, "b": 7},
    ("engine", "no_such_scout"): {"scout": 4},
    ("engine", "bad_colours"): {"colours": "orange, blue"},
    ("service", "bad_colour"): {"colour": "blue"},
    ("service", "moderator_action"): {"type": "timeout_pass"},
}


def params_for(part: str, key: str, names: set[str], count: int = 2) -> dict[str, Any]:
    """Example parameters for one message: every variable it reads, counts set to `count`."""
    p: dict[str, Any] = {}
    for name in names:
        p[name] = count if name == "count" else BY_NAME.get(name, name)
    if "goal" in p and p["goal"] == "":
        p["goal"] = _goal()
    p.update({k: v for k, v in PER_KEY.get((part, key), {}).items() if k in names})
    return p


def raw_in(text: str) -> str | None:
    """The first raw key or id in `text` (a slash command's own name, "/mod cofnij_fazę", is not one)."""
    m = RAW.search(re.sub(r"/[^\W\d_]\w*(?: [^\W\d_]\w*)?", "/", text))
    return m.group(0) if m else None


CASE = re.compile(r"^(\w+?)_(?:gender|gen|dat|acc|ins|loc)$")


def base_names(names: set[str]) -> set[str]:
    """The parameters a caller gives for these variables: `colour_gen` is the colour's, `$front` nobody's."""
    out = set()
    for name in names:
        if name in ("front", "all_colours") or name.startswith("cmd_"):  # the composer gives these
            continue
        m = CASE.match(name)
        out.add(m.group(1) if m else name)
    return out
