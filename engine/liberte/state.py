"""The whole state of a Liberté game as plain JSON-ready fields (exact replay: the RNG state is one integer).

Stacks are dicts {"owner", "colour", "n"} per province (keyed by the province's order as text); the flow's
position is `stage`, and the one open choice, if any, is `pending` {"player", "kind", "rule", "options"}.
"""

from __future__ import annotations

import copy
import json
from dataclasses import asdict, dataclass, field
from typing import Any

from jsontypes import Json


@dataclass
class GameState:
    seed: int
    rng: int
    colours: list[str]
    order: list[str]
    data_set: str = "placeholder"  # which data the game runs on: "placeholder" (LB-D.8) or "edition"
    removed: list[str] = field(default_factory=list)  # seats a moderator removed: the default answers for them
    turn: int = 1
    phase: str = "setup"  # refresh / action / battle / election / ended
    stage: str = "turn_start"
    supply: dict[str, int] = field(default_factory=dict)
    parked: dict[str, dict[str, int]] = field(default_factory=dict)  # turn -> blocks waiting on its space
    deck: list[int] = field(default_factory=list)  # index 0 is the top
    discard: list[int] = field(default_factory=list)
    box: list[int] = field(default_factory=list)  # cards out of the game (Guillotine)
    offer: list[int] = field(default_factory=list)
    hands: dict[str, list[int]] = field(default_factory=dict)
    displays: dict[str, list[int]] = field(default_factory=dict)
    tokens: dict[str, int] = field(default_factory=dict)  # unused control tokens
    vp: dict[str, int] = field(default_factory=dict)
    provinces: dict[str, list[Json]] = field(default_factory=dict)
    battle_box: dict[str, int] = field(default_factory=dict)
    presence: list[str] = field(default_factory=list)
    track: dict[str, int] = field(default_factory=dict)
    votes: dict[str, dict[str, int]] = field(default_factory=dict)
    government: str | None = None
    opposition: str | None = None
    lost_battles: list[int] = field(default_factory=list)  # turns whose battle space holds a white block
    lost_waiting: list[int] = field(default_factory=list)  # lost battles waiting for a white block (LB-0.10.7)
    round: int = 0
    actor: int = 0
    actions_taken: dict[str, int] = field(default_factory=dict)
    end_trigger: bool = False
    all_pass_rounds: int = 0
    round_passes: int = 0
    play: Json | None = None
    refresh: list[str] = field(default_factory=list)  # players still to refresh, in order
    cursor: int = 0  # the province being elected
    tiebreak: Json | None = None
    vp_step: Json | None = None
    pending: Json | None = None
    result: Json | None = None

    def to_dict(self) -> Json:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: Json) -> GameState:
        return cls(**copy.deepcopy(d))

    def clone(self) -> GameState:
        """A deep copy (a JSON round trip: every field is plain JSON, and it is several times faster)."""
        return GameState(**json.loads(json.dumps(self.__dict__)))

    def stacks(self, order: int) -> list[Json]:
        return self.provinces[str(order)]

    def blocks(self) -> dict[str, int]:
        """Blocks on the map per faction."""
        out = {"R": 0, "M": 0, "W": 0}
        for stacks in self.provinces.values():
            for s in stacks:
                out[s["colour"]] += s["n"]
        return out

    def meta(self) -> dict[str, Any]:
        return {"turn": self.turn, "phase": self.phase}
