"""Load and validate the game's data files.

The engine never hard-codes the board, the cards or a tunable number: it asks the `GameData` built here.
Validation runs once at load and names the bad entry, so a typo in a data file fails loudly at start-up
instead of turning into a wrong ruling in the middle of somebody's game.
"""

from __future__ import annotations

import copy
import dataclasses
import json
from collections import deque
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Protocol

from data.errors import DataError as DataError  # its callers' name for it
from data.mali.tunables import Table, TunableError, resolve_tunables

DATA_DIR = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Space:
    id: str
    name: str
    district: str
    ring: bool
    x: float
    y: float
    connections: tuple[str, ...]


@dataclass(frozen=True)
class Order:
    id: int
    pickup: str
    destination: str
    points: int


@dataclass(frozen=True)
class MovementCard:
    id: str
    value: int
    special: str | None
    variants: tuple[str, ...]
    replaced_with_liberator_by: str | None = None
    liberator_only: bool = False


@dataclass(frozen=True)
class Goal:
    id: str
    kind: str
    points: int
    district: str | None = None
    expansion: str | None = None


@dataclass(frozen=True)
class DropToken:
    id: str
    kind: str
    blue: bool
    end_points: int
    extra_mp: int = 0


@dataclass(frozen=True)
class Letter:
    id: str
    origin: str
    destination: str


@dataclass(frozen=True)
class GameData:
    districts: dict[str, str]
    spaces: dict[str, Space]
    ring: tuple[str, ...]
    soldier_start: str
    liberator_start: str
    headquarters: str
    start_spaces: dict[str, tuple[str, ...]]
    mail_spaces: tuple[str, ...]
    orders: dict[int, Order]
    movement_cards: dict[str, MovementCard]
    goals: dict[str, Goal]
    liberator_deck: dict[str, int]
    drop_tokens: dict[str, DropToken]
    letters: dict[str, Letter]
    tunables: dict[str, Any]  # the default value of every tunable (no per-table overrides applied)
    grid: dict[str, float]
    # Derived once: all-pairs distances on the empty board, and the ring index of each ring space.
    distance: dict[str, dict[str, int]] = field(default_factory=dict)
    ring_index: dict[str, int] = field(default_factory=dict)
    space_order: tuple[str, ...] = ()
    # Every tunable resolved for each (variant, player count), and the file's raw text they came from.
    tables: dict[Table, dict[str, Any]] = field(default_factory=dict)
    tunables_spec: dict[str, Any] = field(default_factory=dict)

    def spaces_in(self, district: str) -> list[str]:
        return [s.id for s in self.spaces.values() if s.district == district]

    def tunables_for(self, variant: str, players: int, liberator: bool = False, mail: bool = False) -> dict[str, Any]:
        """The tunables of a table of this variant, player count and expansions (the defaults for an unknown one)."""
        return self.tables.get((variant, players, liberator, mail), self.tunables)

    def tunables_of(self, game: GameLike) -> dict[str, Any]:
        """The tunables a game in progress plays by now: its options and the players still seated decide (E-4:
        after a removal it plays as a game of that many players; the deck was counted out once, at setup)."""
        o = game.options
        players = max(len(game.active_players()), int(self.tunables["players"]["min"]))
        return self.tunables_for(o.variant, players, o.liberator, o.mail)

    def with_tunables(self, spec: dict[str, Any]) -> GameData:
        """The same board and cards with another tunables.json content, validated like the shipped one."""
        defaults, tables = _resolve(spec)
        data = dataclasses.replace(self, tunables=defaults, tables=tables, tunables_spec=copy.deepcopy(spec))
        _validate(data)
        return data


class _HasVariant(Protocol):
    @property
    def variant(self) -> str: ...

    @property
    def liberator(self) -> bool: ...

    @property
    def mail(self) -> bool: ...


class GameLike(Protocol):
    """What `tunables_of` needs from a game state (kept structural so data/ does not import engine/)."""

    @property
    def options(self) -> _HasVariant: ...

    @property
    def seats(self) -> list[str]: ...

    def active_players(self) -> list[str]: ...


def _read(name: str, folder: Path) -> Any:
    path = folder / name
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise DataError(f"{name}: file missing at {path}") from exc
    except json.JSONDecodeError as exc:
        raise DataError(f"{name}: not valid JSON ({exc})") from exc


def _bfs(start: str, spaces: dict[str, Space]) -> dict[str, int]:
    dist = {start: 0}
    queue = deque([start])
    while queue:
        cur = queue.popleft()
        for nxt in spaces[cur].connections:
            if nxt not in dist:
                dist[nxt] = dist[cur] + 1
                queue.append(nxt)
    return dist


def _resolve(spec: Any) -> tuple[dict[str, Any], dict[Table, dict[str, Any]]]:
    try:
        return resolve_tunables(spec)
    except TunableError as exc:
        raise DataError(str(exc)) from exc


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise DataError(message)


def _build(board: Any, cards: Any, spec: Any) -> GameData:
    tunables, tables = _resolve(spec)
    try:
        districts = {d["id"]: d["name"] for d in board["districts"]}
        spaces: dict[str, Space] = {}
        for raw in board["spaces"]:
            sid = raw["id"]
            _need(sid not in spaces, f"board.json: space {sid} is listed twice")
            spaces[sid] = Space(
                id=sid,
                name=raw["name"],
                district=raw["district"],
                ring=bool(raw["ring"]),
                x=float(raw["x"]),
                y=float(raw["y"]),
                connections=tuple(raw["connections"]),
            )
        orders = {
            int(o["id"]): Order(int(o["id"]), o["pickup"], o["destination"], int(o["points"]))
            for o in cards["orders"]
        }
        movement = {
            c["id"]: MovementCard(
                id=c["id"],
                value=int(c["value"]),
                special=c.get("special"),
                variants=tuple(c.get("variants", ())),
                replaced_with_liberator_by=c.get("replaced_with_liberator_by"),
                liberator_only=bool(c.get("liberator_only", False)),
            )
            for c in cards["movement_cards"]
        }
        goals = {
            g["id"]: Goal(g["id"], g["kind"], int(g["points"]), g.get("district"), g.get("expansion"))
            for g in cards["secret_goals"]
        }
        tokens = {
            t["id"]: DropToken(t["id"], t["kind"], bool(t["blue"]), int(t["end_points"]), int(t.get("extra_mp", 0)))
            for t in cards["drop_tokens"]
        }
        letters = {lt["id"]: Letter(lt["id"], lt["from"], lt["to"]) for lt in cards["letters"]}
        data = GameData(
            districts=districts,
            spaces=spaces,
            ring=tuple(board["ring_clockwise"]),
            soldier_start=board["soldier_start"],
            liberator_start=board["liberator_start"],
            headquarters=board["headquarters"],
            start_spaces={k: tuple(v) for k, v in board["start_spaces"].items()},
            mail_spaces=tuple(board["mail_spaces"]),
            orders=orders,
            movement_cards=movement,
            goals=goals,
            liberator_deck=dict(cards["liberator_deck"]),
            drop_tokens=tokens,
            letters=letters,
            tunables=tunables,
            grid=dict(board["grid"]),
            tables=tables,
            tunables_spec=copy.deepcopy(spec),
        )
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, DataError):
            raise
        raise DataError(f"data files: missing or malformed field ({exc!r})") from exc
    _validate(data)
    distance = {sid: _bfs(sid, data.spaces) for sid in data.spaces}
    object.__setattr__(data, "distance", distance)
    object.__setattr__(data, "ring_index", {sid: i for i, sid in enumerate(data.ring)})
    object.__setattr__(data, "space_order", tuple(sorted(data.spaces)))
    _validate_orders(data)
    return data


def _validate(d: GameData) -> None:
    for s in d.spaces.values():
        _need(s.district in d.districts, f"board.json: space {s.id} names unknown district {s.district}")
        for c in s.connections:
            _need(c in d.spaces, f"board.json: space {s.id} connects to unknown space {c}")
            _need(c != s.id, f"board.json: space {s.id} connects to itself")
            _need(s.id in d.spaces[c].connections, f"board.json: connection {s.id}-{c} is not listed from {c}")
    reach = _bfs(next(iter(d.spaces)), d.spaces)
    _need(len(reach) == len(d.spaces), "board.json: the board is not connected")
    ring_spaces = {s.id for s in d.spaces.values() if s.ring}
    _need(set(d.ring) == ring_spaces and len(d.ring) == len(ring_spaces),
          "board.json: ring_clockwise must list every ring space exactly once")
    for i, sid in enumerate(d.ring):
        nxt = d.ring[(i + 1) % len(d.ring)]
        _need(nxt in d.spaces[sid].connections, f"board.json: ring step {sid}->{nxt} is not a connection")
    for name in ("soldier_start", "liberator_start", "headquarters"):
        sid = getattr(d, name)
        _need(sid in d.spaces, f"board.json: {name} names unknown space {sid}")
    colours = d.tunables["players"]["colours"]
    scouts = d.tunables["players"]["scouts_each"]
    for colour in colours:
        starts = d.start_spaces.get(colour)
        _need(starts is not None and len(starts) == scouts, f"board.json: start_spaces for {colour} must list {scouts} spaces")
        for sid in starts or ():
            _need(sid in d.spaces, f"board.json: start space {sid} of {colour} is unknown")
    for sid in d.mail_spaces:
        _need(sid in d.spaces, f"board.json: mail space {sid} is unknown")
    _need(len(d.orders) == d.tunables["order_count"], f"cards.json: expected {d.tunables['order_count']} orders, found {len(d.orders)}")
    _need(len(d.letters) == d.tunables["letter_count"], f"cards.json: expected {d.tunables['letter_count']} letters")
    _need(len(d.mail_spaces) == len(d.letters), "board.json: one mail space per letter is needed")
    for lt in d.letters.values():
        _need(lt.origin in d.districts and lt.destination in d.districts, f"cards.json: letter {lt.id} names an unknown district")
        _need(lt.origin != lt.destination, f"cards.json: letter {lt.id} starts in its own destination")
    for district in d.districts:
        n_letters = sum(1 for lt in d.letters.values() if lt.origin == district)
        n_spaces = sum(1 for s in d.mail_spaces if d.spaces[s].district == district)
        _need(n_letters == n_spaces, f"cards.json: district {district} has {n_letters} letters for {n_spaces} mail spaces")
    _need(len(d.drop_tokens) == d.tunables["drop_token_count"], "cards.json: wrong number of drop tokens")
    deck = d.liberator_deck
    _need(deck["drop"] + deck["no_drop"] == 14 and deck["basic_removes_drop"] == 3, "cards.json: the Liberator deck is 10 Drop + 4 No drop, basic removes 3")
    _need(sum(1 for t in d.drop_tokens.values() if t.blue) == deck["basic_removes_drop"],
          "cards.json: the basic variant removes as many blue tokens as Drop cards")
    for g in d.goals.values():
        _need(g.kind in ("courier", "most_drops", "most_letters"), f"cards.json: goal {g.id} has unknown kind {g.kind}")
        if g.kind == "courier":
            _need(g.district in d.districts, f"cards.json: goal {g.id} names unknown district")
    for card in d.movement_cards.values():
        _need(card.special in (None, "change_orders", "buddies", "squad", "light_signal"), f"cards.json: card {card.id} has unknown special")
        if card.replaced_with_liberator_by:
            _need(card.replaced_with_liberator_by in d.movement_cards, f"cards.json: card {card.id} is replaced by unknown card")
    for (variant, players, _, _), t in sorted(d.tables.items()):
        size = t["order_deck_size"][str(players)]
        _need(size <= len(d.orders),
              f"tunables.json: order_deck_size for {variant} with {players} players is {size}, "
              f"more than the {len(d.orders)} orders")


def _validate_orders(d: GameData) -> None:
    for o in d.orders.values():
        _need(o.pickup in d.spaces and o.destination in d.spaces, f"cards.json: order {o.id} names an unknown space")
        dist = d.distance[o.pickup][o.destination]
        _need(o.pickup != o.destination, f"cards.json: order {o.id} starts at its destination")
        expected = max(dist, 2)  # B-1.3: the shortest route on an empty board, at least 2
        _need(o.points == expected, f"cards.json: order {o.id} is worth {o.points} but B-1.3 gives {expected}")


def load_game_data(folder: Path | None = None) -> GameData:
    """Read board.json, cards.json and tunables.json from `folder` (default: this package)."""
    folder = folder or DATA_DIR
    return _build(_read("board.json", folder), _read("cards.json", folder), _read("tunables.json", folder))


@lru_cache(maxsize=1)
def game_data() -> GameData:
    """The shipped data, loaded and validated once per process."""
    return load_game_data()


def colours() -> tuple[str, ...]:
    """The player colours in seat-choice order (the /game menus, the console's --players)."""
    return tuple(str(c) for c in game_data().tunables["players"]["colours"])
