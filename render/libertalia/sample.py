"""A busy six-player board used to cut the PNG palette: every player colour, every loot kind, every kind of
card (owned, the Midshipman, acting, kept), so the palette holds all of their antialiasing shades."""

from __future__ import annotations

from typing import Any

COLOURS = ("red", "blue", "green", "yellow", "purple", "black")
KINDS = ("map", "barrel", "relic", "saber", "amulet", "hook", "chest")


def sample_view() -> dict[str, Any]:
    players = []
    for i, c in enumerate(COLOURS):
        players.append({
            "colour": c, "coins": 3 + i, "score": 10 * i, "hand_size": 4, "picked": i % 2 == 0,
            "ship": [{"rank": 3 + i * 6 + j, "kept": j == 0} for j in range(3)],
            "loot": {KINDS[i]: 2, KINDS[(i + 1) % 7]: 1}, "graveyard_size": i,
        })
    return {
        "game": "libertalia", "format": 1, "voyage": 2, "day": 2, "days": 5, "phase": "day",
        "players": players, "reputation": list(COLOURS), "active": list(COLOURS[:5]),
        "island": [{"rank": 5 + 6 * i, "owner": c, "slot": i + 1} for i, c in enumerate(COLOURS[:5])]
        + [{"rank": 20.5, "owner": None, "slot": 6}],
        "loot_days": [list(KINDS[:3]), list(KINDS[1:7]), list(KINDS[2:5]), [KINDS[6]], list(KINDS[:2])],
        "pending": [{"player": "red", "kind": "sample", "rule": "LT-0", "source": {"rank": 5, "owner": "red"},
                     "options": []}],
        "waiting": ["red"], "result": None, "last_events": [],
    }


def sample_ended() -> dict[str, Any]:
    v = sample_view()
    v["phase"] = "ended"
    v["result"] = [{"colour": c, "score": 60 - 7 * i, "reputation_position": 6 - i, "place": i + 1}
                   for i, c in enumerate(COLOURS)]
    return v
