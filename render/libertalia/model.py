"""The public part of a Libertalia view (LIBERTALIA.md, "View") read into small typed records.

Only what anyone at the table may see is read: a hand, a secret pick and a graveyard's contents are never
looked at, so a board made from a player's own view is the same image as one made from the public view
(RULES.md LT-16). The reader is lenient about spellings the contract leaves open (a ship as plain ranks or
as {"rank", "kept"} records; loot as a dict of counts or a list of kinds).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:  # the renderer does not load the engine
    from engine.libertalia.view import LibertaliaView

MIDSHIPMAN_RANK = 20.5


@dataclass(frozen=True, slots=True)
class ShipCard:
    rank: int
    kept: bool = False


@dataclass(frozen=True, slots=True)
class IslandCard:
    rank: float
    owner: str | None  # None: the Midshipman
    slot: int
    acting: bool = False  # the card whose ability is waiting for a choice


@dataclass(frozen=True, slots=True)
class Player:
    colour: str
    coins: int
    score: int
    hand_size: int
    picked: bool
    ship: tuple[ShipCard, ...]
    loot: tuple[tuple[str, int], ...]  # (kind, count), counts > 0
    graveyard_size: int
    removed: bool = False
    voyage_scores: tuple[int, ...] = ()  # points scored at each voyage's end so far


@dataclass(frozen=True, slots=True)
class Standing:
    colour: str
    score: int
    reputation_position: int
    place: int


@dataclass(frozen=True, slots=True)
class Pending:
    player: str
    kind: str
    rule: str
    source_rank: int | None
    source_owner: str | None


@dataclass(frozen=True, slots=True)
class Board:
    voyage: int
    voyages: int
    day: int
    days: int
    phase: str
    players: tuple[Player, ...]
    reputation: tuple[str, ...]  # position 1 (lowest) .. 6
    active: frozenset[str]
    island: tuple[IslandCard, ...]
    loot_days: tuple[tuple[str, ...], ...]
    pending: tuple[Pending, ...]
    waiting: tuple[str, ...]
    result: tuple[Standing, ...] = field(default=())
    reputation_coins: tuple[int, ...] = ()  # voyage-start doubloons by position, when the view gives them
    dealt: tuple[int, ...] = ()  # the six ranks everyone was dealt this voyage (public, LT-16.1)

    @property
    def ended(self) -> bool:
        return self.phase == "ended" or bool(self.result)

    def player(self, colour: str) -> Player | None:
        return next((p for p in self.players if p.colour == colour), None)


def _int(v: Any, default: int = 0) -> int:
    try:
        return int(v)
    except (TypeError, ValueError):
        return default


def _loot(raw: Any) -> tuple[tuple[str, int], ...]:
    counts: Counter[str] = Counter()
    if isinstance(raw, Mapping):
        for kind, n in raw.items():
            counts[str(kind)] += _int(n)
    elif isinstance(raw, Sequence) and not isinstance(raw, str):
        for item in raw:
            counts[str(item.get("loot") if isinstance(item, Mapping) else item)] += 1
    return tuple((k, n) for k, n in counts.items() if n > 0)


def _kinds(raw: Any) -> tuple[str, ...]:
    """A day's loot as a list of kinds (a dict of counts is spelled out)."""
    return tuple(k for k, n in _loot(raw) for _ in range(n)) if isinstance(raw, Mapping) else tuple(
        str(x.get("loot") if isinstance(x, Mapping) else x) for x in raw or [])


def _ship(raw: Any) -> tuple[ShipCard, ...]:
    out = []
    for c in raw or []:
        if isinstance(c, Mapping):
            out.append(ShipCard(_int(c.get("rank")), bool(c.get("kept"))))
        else:
            out.append(ShipCard(_int(c)))
    return tuple(sorted(out, key=lambda s: s.rank))


def _player(p: Mapping[str, Any]) -> Player:
    return Player(
        colour=str(p.get("colour")), coins=_int(p.get("coins")), score=_int(p.get("score")),
        hand_size=_int(p.get("hand_size")), picked=bool(p.get("picked")), ship=_ship(p.get("ship")),
        loot=_loot(p.get("loot")), graveyard_size=_int(p.get("graveyard_size")), removed=bool(p.get("removed")),
        voyage_scores=tuple(_int(x) for x in p.get("voyage_scores") or []),
    )


def _pending(q: Mapping[str, Any]) -> Pending:
    src = q.get("source") or {}
    rank = src.get("rank") if isinstance(src, Mapping) else None
    owner = src.get("owner") if isinstance(src, Mapping) else None
    return Pending(str(q.get("player")), str(q.get("kind") or ""), str(q.get("rule") or ""),
                   _int(rank) if rank is not None else None, str(owner) if owner else None)


def _rank(v: Any) -> float:
    try:
        f = float(v)
    except (TypeError, ValueError):
        return 0.0
    return f


def read(raw: Mapping[str, Any]) -> Board:
    """The board's records from a view dict (public part; private fields are ignored). It is read as the engine
    builds it (LibertaliaView), and defensively: a saved or hand-made view may lack parts."""
    view = cast("LibertaliaView", raw)
    players = tuple(_player(p) for p in view.get("players") or [])
    reputation = tuple(str(c) for c in view.get("reputation") or [])
    active_raw = view.get("active")
    active = frozenset(str(c) for c in active_raw) if active_raw else frozenset(p.colour for p in players)
    pending = tuple(_pending(q) for q in view.get("pending") or [] if isinstance(q, Mapping))
    acting = {(q.source_rank, q.source_owner) for q in pending if q.source_rank is not None}
    island = []
    for i, c in enumerate(view.get("island") or []):
        owner = c.get("owner")
        owner = None if owner in (None, "midshipman") else str(owner)
        rank = _rank(c.get("rank"))
        slot = _int(c.get("slot"), i)
        island.append(IslandCard(rank, owner, slot, owner is not None and (int(rank), owner) in acting))
    days = max(_int(view.get("days"), 4), 1)
    loot_days = [_kinds(d) for d in view.get("loot_days") or []]
    loot_days += [()] * (days - len(loot_days))
    day = _int(view.get("day"), 1)
    current = view.get("current_day_loot")
    if current is not None and 1 <= day <= len(loot_days):
        loot_days[day - 1] = _kinds(current)
    result = tuple(
        Standing(str(s.get("colour")), _int(s.get("score")), _int(s.get("reputation_position")), _int(s.get("place")))
        for s in view.get("result") or [] if isinstance(s, Mapping))
    return Board(
        voyage=_int(view.get("voyage"), 1), voyages=_int(view.get("voyages"), 3), day=day, days=days,
        phase=str(view.get("phase") or ""), players=players, reputation=reputation, active=active,
        island=tuple(sorted(island, key=lambda c: c.slot)), loot_days=tuple(loot_days[:days]), pending=pending,
        waiting=tuple(str(c) for c in view.get("waiting") or []), result=tuple(sorted(result, key=lambda s: s.place)),
        reputation_coins=tuple(_int(x) for x in view.get("reputation_coins") or []),
        dealt=_dealt(view.get("dealt"), _int(view.get("voyage"), 1)),
    )


def _dealt(raw: Any, voyage: int) -> tuple[int, ...]:
    """This voyage's six dealt ranks from the per-voyage list."""
    if not isinstance(raw, Sequence) or not 1 <= voyage <= len(raw):
        return ()
    this = raw[voyage - 1]
    return tuple(sorted(_int(r) for r in this)) if isinstance(this, Sequence) else ()
