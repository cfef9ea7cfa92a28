"""The public part of a Liberté view (engine/liberte/view.py) read into small typed records, with the data set's
map and cards beside it (the view names provinces and cards by number only).

Only what anyone at the table may see is read: a hand (`hand`, `hands`) and a choice's options (which name a
hand's cards) are never looked at, so a board drawn from a player's own view is the same image as one drawn
from the public view (LB-9). The reader is lenient: a saved or hand-made view may lack parts.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from data.liberte.loader import LiberteData, edition_data, placeholder_data
from render.liberte.colours import FACTIONS


@dataclass(frozen=True, slots=True)
class Stack:
    owner: str
    faction: str
    n: int


@dataclass(frozen=True, slots=True)
class Player:
    colour: str
    vp: int
    hand_size: int
    tokens: int
    display: tuple[int, ...]
    battle_box: int
    presence: bool
    removed: bool
    votes: tuple[tuple[str, int], ...]  # (faction, votes held) with votes > 0


@dataclass(frozen=True, slots=True)
class Tie:
    kind: str  # battle / province / track / vp
    contenders: tuple[str, ...]  # players, or factions for the track
    round: int
    advanced: tuple[tuple[str, int], ...]  # contender -> best value advanced this round
    province: int | None = None  # where the view says so


@dataclass(frozen=True, slots=True)
class Score:
    colour: str
    vp: int
    points: tuple[int, int, int, int] | None  # votes, map, cards, total (a sudden end's faction points)
    winner: bool


@dataclass(frozen=True, slots=True)
class Board:
    placeholder: bool
    turn: int
    phase: str
    round: int
    players: tuple[Player, ...]  # in player order
    supply: tuple[tuple[str, int], ...]
    parked: tuple[tuple[int, tuple[tuple[str, int], ...]], ...]  # turn -> blocks waiting on its space
    provinces: tuple[tuple[int, tuple[Stack, ...]], ...]
    track: tuple[tuple[str, int], ...]
    government: str | None
    opposition: str | None
    offer: tuple[int, ...]
    deck_size: int
    discard_size: int
    box_size: int
    lost_battles: tuple[int, ...]
    waiting: str | None
    choice_kind: str
    choice_tie: str
    tie: Tie | None
    reason: str  # the result's reason once ended, else ""
    scores: tuple[Score, ...]

    @property
    def ended(self) -> bool:
        return self.phase == "ended" or bool(self.reason)

    def stacks(self, order: int) -> tuple[Stack, ...]:
        return dict(self.provinces).get(order, ())


def _map(raw: Mapping[str, Any], key: str) -> Mapping[str, Any]:
    """raw[key] when it is a mapping, else an empty one."""
    v = raw.get(key)
    return v if isinstance(v, Mapping) else {}


def _int(v: Any, default: int = 0) -> int:
    try:
        return int(v)
    except (TypeError, ValueError):
        return default


def _counts(raw: Any) -> tuple[tuple[str, int], ...]:
    m = raw if isinstance(raw, Mapping) else {}
    return tuple((f, _int(m.get(f))) for f in FACTIONS)


def _ints(raw: Any) -> tuple[int, ...]:
    return tuple(_int(x) for x in raw or [] if not isinstance(x, bool))


def _player(p: Mapping[str, Any], votes: Mapping[str, Any]) -> Player:
    colour = str(p.get("colour"))
    held = _map(votes, colour)
    return Player(colour=colour, vp=_int(p.get("vp")), hand_size=_int(p.get("hand_size")),
                  tokens=_int(p.get("tokens_unused")), display=_ints(p.get("display")),
                  battle_box=_int(p.get("battle_box")), presence=bool(p.get("presence")),
                  removed=bool(p.get("removed")),
                  votes=tuple((f, n) for f, n in _counts(held) if n > 0))


def _tie(raw: Any) -> Tie | None:
    if not isinstance(raw, Mapping):
        return None
    adv = _map(raw, "advanced")
    prov = raw.get("province")
    return Tie(kind=str(raw.get("kind") or ""), contenders=tuple(str(c) for c in raw.get("contenders") or []),
               round=_int(raw.get("round"), 1), advanced=tuple((str(k), _int(v)) for k, v in adv.items()),
               province=_int(prov) if prov is not None else None)


def _scores(result: Mapping[str, Any], players: tuple[Player, ...]) -> tuple[Score, ...]:
    winners = {str(c) for c in result.get("winners") or []}
    vp = _map(result, "vp")
    points = _map(result, "points")
    out = []
    for p in players:
        pts = points.get(p.colour)
        four = (_int(pts.get("votes")), _int(pts.get("map")), _int(pts.get("cards")), _int(pts.get("total"))) \
            if isinstance(pts, Mapping) else None
        out.append(Score(p.colour, _int(vp.get(p.colour), p.vp), four, p.colour in winners))

    def rank(s: Score) -> tuple[int, int, int]:
        return (0 if s.winner else 1, -(s.points[3] if s.points else s.vp), -(s.points[2] if s.points else 0))

    return tuple(sorted(out, key=rank))


def read(raw: Mapping[str, Any]) -> Board:
    """The board's records from a view dict (its public part; private fields are ignored)."""
    votes = _map(raw, "votes")
    players = tuple(_player(p, votes) for p in raw.get("players") or [] if isinstance(p, Mapping))
    provinces = _map(raw, "provinces")
    stacks = tuple(sorted(
        (_int(k), tuple(Stack(str(s.get("owner")), str(s.get("colour")), _int(s.get("n")))
                        for s in v or [] if isinstance(s, Mapping) and _int(s.get("n")) > 0))
        for k, v in provinces.items()))
    parked_raw = _map(raw, "parked")
    parked = tuple(sorted((_int(t), _counts(c)) for t, c in parked_raw.items()))
    choice = _map(raw, "choice")
    result = raw.get("result") if isinstance(raw.get("result"), Mapping) else None
    waiting = raw.get("waiting_for")
    tie = _tie(raw.get("tiebreak"))
    return Board(
        placeholder=bool(raw.get("placeholder_data", True)), turn=_int(raw.get("turn"), 1),
        phase=str(raw.get("phase") or ""), round=_int(raw.get("round")), players=players,
        supply=_counts(raw.get("supply")), parked=parked, provinces=stacks, track=_counts(raw.get("track")),
        government=str(raw["government"]) if raw.get("government") else None,
        opposition=str(raw["opposition"]) if raw.get("opposition") else None,
        offer=_ints(raw.get("offer")), deck_size=_int(raw.get("deck_size")),
        discard_size=len(raw.get("discard") or []), box_size=len(raw.get("box") or []),
        lost_battles=_ints(raw.get("lost_battles")), waiting=str(waiting) if waiting else None,
        choice_kind=str(choice.get("kind") or ""), choice_tie=str(choice.get("tie") or (tie.kind if tie else "")),
        tie=tie, reason=str(result.get("reason") or "ended") if result else "",
        scores=_scores(result, players) if result else (),
    )


def _edition() -> LiberteData:
    return edition_data()  # the folder LIBERTE_DATA names (loaded once per folder)


def data_for(board: Board) -> LiberteData:
    """The map and cards the game runs on: the placeholder set (LB-D.8) or the owner's edition."""
    return placeholder_data() if board.placeholder else _edition()


def white_controlled(stacks: tuple[Stack, ...]) -> bool:
    """LB-8.4 as the engine reads it (rules.toml `white_control`): the tallest stack is white and no stack of
    another colour is as tall. Drawn as a lit CR mark, so the counter-revolution's count can be checked."""
    if not stacks:
        return False
    top = max(s.n for s in stacks)
    return {s.faction for s in stacks if s.n == top} == {"W"}
