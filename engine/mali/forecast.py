"""What each order in its last round would cause if it failed at the next Time passes (B-7.1 - B-7.3).

Worked out from the public view alone, so the warning on the order track is public information: a failure
puts a small tank in its destination's district, or turns that district's small tank into a large one (the
district falls); every failure adds 1 to the threat, and reaching the limit is defeat for everybody (E-2).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from data.mali.loader import GameData


def failure_effects(view: Mapping[str, Any], data: GameData) -> dict[int, str]:
    """Order number -> "tank", "falls", "defeat" (its failure alone ends the game) or "defeat_all" (it is
    safe alone, but all last-round orders failing together end the game), for every last-round order."""
    last = [t for t in view.get("track") or [] if int(t.get("rounds_left") or 0) == 1]
    threat, limit = int(view.get("threat") or 0), int(view.get("threat_limit") or 4)
    tanks: dict[str, str] = dict(view.get("tanks") or {})
    fallen = set(view.get("fallen") or [])
    effects: dict[int, str] = {}
    for t in last:
        dest = str(t["destination"])
        space = data.spaces.get(dest)
        district = space.district if space else None
        smalls = [s for s, size in tanks.items() if size == "small" and s in data.spaces
                  and data.spaces[s].district == district]
        alone = "falls" if district and district not in fallen and smalls else "tank"
        effects[int(t["order"])] = "defeat" if threat + 1 >= limit else alone
    if len(last) > 1 and threat + len(last) >= limit:
        for order, effect in effects.items():
            if effect != "defeat":
                effects[order] = "defeat_all"
    return effects
