"""The Libertalia game state: plain, serialisable, cheap to copy.

Everything a game is lives here: the generator's state (engine.rng), the bag and the undealt pool (hidden by
`view`), every player's hand, pick, ship and graveyard, the island, and the resolution in progress — a task
stack per lane ("" for day and dusk; one lane per colour at night and anchor) plus the open pending choices —
so a game can stop at any choice point and survive a restart (issue 14).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.libertalia.events import LibertaliaEvent, LibertaliaResult
from jsontypes import Json

FORMAT_VERSION = 1

MAIN = ""  # the lane of day and dusk resolutions


@dataclass(slots=True)
class Options:
    """No options today (calm side only); kept so the service treats both games alike."""

    def to_dict(self) -> Json:
        return {}

    @staticmethod
    def from_dict(d: Json | None) -> Options:
        return Options()


@dataclass(slots=True)
class Player:
    colour: str
    coins: int = 0
    score: int = 0
    hand: list[int] = field(default_factory=list)  # sorted
    pick: int | None = None  # secret selection (LT-6.1)
    ship: list[int] = field(default_factory=list)  # sorted
    kept: list[int] = field(default_factory=list)  # ship ranks kept by a hook (LT-12.7)
    graveyard: list[int] = field(default_factory=list)  # sorted, private (LT-16.2)
    loot: dict[str, int] = field(default_factory=dict)  # kind -> count (> 0 only)
    anchor_delta: int = 0  # the anchor batch being summed (LT-4.4)
    removed: bool = False
    voyage_scores: list[int] = field(default_factory=list)  # points scored at each voyage's end (LT-10.3)

    def clone(self) -> Player:
        return Player(self.colour, self.coins, self.score, self.hand.copy(), self.pick, self.ship.copy(),
                      self.kept.copy(), self.graveyard.copy(), self.loot.copy(), self.anchor_delta, self.removed,
                      self.voyage_scores.copy())

    def loot_count(self) -> int:
        return sum(self.loot.values())

    def to_dict(self) -> Json:
        return {"colour": self.colour, "coins": self.coins, "score": self.score, "hand": list(self.hand),
                "pick": self.pick, "ship": list(self.ship), "kept": list(self.kept),
                "graveyard": list(self.graveyard), "loot": dict(self.loot), "anchor_delta": self.anchor_delta,
                "removed": self.removed, "voyage_scores": list(self.voyage_scores)}

    @staticmethod
    def from_dict(d: Json) -> Player:
        return Player(str(d["colour"]), int(d["coins"]), int(d["score"]), [int(x) for x in d["hand"]],
                      None if d["pick"] is None else int(d["pick"]), [int(x) for x in d["ship"]],
                      [int(x) for x in d["kept"]], [int(x) for x in d["graveyard"]],
                      {str(k): int(v) for k, v in d["loot"].items()}, int(d["anchor_delta"]), bool(d["removed"]),
                      [int(x) for x in d.get("voyage_scores") or []])  # absent from states saved before it


@dataclass(slots=True)
class Figure:
    """A character standing on the island (owner None = the Midshipman, LT-11.2)."""

    rank: int
    owner: str | None
    slot: int = 0  # 2 players: 1 = S1, 2 = S2 for characters left of the Midshipman (LT-11.3); else unused
    day_done: bool = False
    dusk_done: bool = False

    def clone(self) -> Figure:
        return Figure(self.rank, self.owner, self.slot, self.day_done, self.dusk_done)

    def to_dict(self) -> Json:
        return {"rank": self.rank, "owner": self.owner, "slot": self.slot, "day_done": self.day_done,
                "dusk_done": self.dusk_done}

    @staticmethod
    def from_dict(d: Json) -> Figure:
        return Figure(int(d["rank"]), d["owner"], int(d["slot"]), bool(d["day_done"]), bool(d["dusk_done"]))


@dataclass(slots=True)
class GameState:
    options: Options
    rng: int
    seats: list[str]
    players: dict[str, Player]
    reputation: list[str]  # 6 tokens, position 1 (lowest) first (LT-3.1)
    midshipman: bool  # 2-player mode (§11)
    voyage: int = 0
    day: int = 0
    phase: str = "setup"  # selection | day | dusk | night | anchor | ended
    bag: list[str] = field(default_factory=list)  # hidden; kept sorted in the canonical kind order
    undealt: list[int] = field(default_factory=list)  # hidden shared pool of ranks (LT-2.4)
    dealt: list[list[int]] = field(default_factory=list)  # the six ranks of each voyage so far (public)
    loot_days: list[list[str]] = field(default_factory=list)  # tokens still on each day of this voyage
    island: list[Figure] = field(default_factory=list)  # left to right
    lanes: dict[str, list[Json]] = field(default_factory=dict)  # task stacks, top first
    pending: list[Json] = field(default_factory=list)  # open choices (one per lane at most)
    night_deferred: dict[str, list[list[int]]] = field(default_factory=dict)  # colour -> [[acting, ability]]
    snapshot: dict[str, list[str]] = field(default_factory=dict)  # uniqueness snapshots (LT-9.4, LT-10.2)
    result: LibertaliaResult | None = None
    last_events: list[LibertaliaEvent] = field(default_factory=list)
    format: int = FORMAT_VERSION

    def clone(self) -> GameState:
        return GameState(
            options=self.options, rng=self.rng, seats=self.seats.copy(),
            players={k: p.clone() for k, p in self.players.items()}, reputation=self.reputation.copy(),
            midshipman=self.midshipman, voyage=self.voyage, day=self.day, phase=self.phase, bag=self.bag.copy(),
            undealt=self.undealt.copy(), dealt=self.dealt.copy(),
            loot_days=[d.copy() for d in self.loot_days], island=[f.clone() for f in self.island],
            # Tasks, pending choices, deferred pairs, snapshots and dealt lists are replaced, never changed in
            # place, so a copy shares them; only the containers that are changed in place are copied.
            lanes={k: v.copy() for k, v in self.lanes.items()}, pending=self.pending.copy(),
            night_deferred=self.night_deferred.copy(), snapshot=self.snapshot.copy(), result=self.result,
            last_events=self.last_events, format=self.format)

    def to_dict(self) -> Json:
        return {
            "format": self.format, "game": "libertalia", "options": self.options.to_dict(), "rng": self.rng,
            "seats": list(self.seats), "players": [self.players[c].to_dict() for c in self.seats],
            "reputation": list(self.reputation), "midshipman": self.midshipman, "voyage": self.voyage,
            "day": self.day, "phase": self.phase, "bag": list(self.bag), "undealt": list(self.undealt),
            "dealt": [list(d) for d in self.dealt], "loot_days": [list(d) for d in self.loot_days],
            "island": [f.to_dict() for f in self.island],
            "lanes": {k: [_copy_json(t) for t in v] for k, v in self.lanes.items()},
            "pending": [_copy_json(p) for p in self.pending],
            "night_deferred": {k: [list(x) for x in v] for k, v in self.night_deferred.items()},
            "snapshot": {k: list(v) for k, v in self.snapshot.items()}, "result": _copy_json(self.result),
            "last_events": [_copy_json(e) for e in self.last_events],
        }

    @staticmethod
    def from_dict(d: Json) -> GameState:
        if d.get("format") != FORMAT_VERSION:
            raise ValueError(f"unsupported Libertalia state format {d.get('format')!r} (this engine reads "
                             f"{FORMAT_VERSION})")
        players = [Player.from_dict(p) for p in d["players"]]
        return GameState(
            options=Options.from_dict(d.get("options")), rng=int(d["rng"]), seats=[str(c) for c in d["seats"]],
            players={p.colour: p for p in players}, reputation=[str(c) for c in d["reputation"]],
            midshipman=bool(d["midshipman"]), voyage=int(d["voyage"]), day=int(d["day"]), phase=str(d["phase"]),
            bag=[str(x) for x in d["bag"]], undealt=[int(x) for x in d["undealt"]],
            dealt=[[int(x) for x in v] for v in d["dealt"]], loot_days=[[str(x) for x in v] for v in d["loot_days"]],
            island=[Figure.from_dict(f) for f in d["island"]],
            lanes={str(k): [_copy_json(t) for t in v] for k, v in d["lanes"].items()},
            pending=[_copy_json(p) for p in d["pending"]],
            night_deferred={str(k): [[int(a), int(b)] for a, b in v] for k, v in d["night_deferred"].items()},
            snapshot={str(k): [str(c) for c in v] for k, v in d["snapshot"].items()},
            result=_copy_json(d["result"]), last_events=[_copy_json(e) for e in d["last_events"]],
            format=int(d["format"]))

    # ---- small queries ----
    def active(self) -> list[str]:
        return [c for c in self.seats if not self.players[c].removed]

    def position(self, colour: str) -> int:
        """Reputation position 1 (lowest) .. 6 (highest)."""
        return self.reputation.index(colour) + 1

    def figure(self, owner: str, rank: int) -> Figure | None:
        for f in self.island:
            if f.owner == owner and f.rank == rank:
                return f
        return None

    @property
    def ended(self) -> bool:
        return self.phase == "ended"


def _copy_json(x: Any) -> Any:
    if isinstance(x, dict):
        return {k: _copy_json(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_copy_json(v) for v in x]
    return x
