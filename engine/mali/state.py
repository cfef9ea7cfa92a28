"""The game state: plain, serialisable, and cheap to copy.

Everything a game is lives here, including the random generator's state and the decks' order (hidden
by `view`, H-2). `to_dict`/`from_dict` give JSON-compatible data with a format version.

States are values: `apply` never changes the state it is given. It works on a `fork`, which shares the
players, scouts and orders with the original until the engine changes one (`edit_player`, `edit_scout`,
`edit_track` copy it first), and shares the lists, which the engine replaces instead of changing in place.
The undo checkpoint is such a fork too, so a turn's start costs almost nothing to keep, and it is stored as
only what differs from the state around it. Code outside the engine that edits a state in place (tests
arranging a position) must edit a `clone()`, a full copy that shares nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from operator import attrgetter
from sys import intern
from typing import Any, Protocol, Self, TypeVar

from engine.mali.events import MaliResult
from jsontypes import Json

# 2: the turn records its scouts' moves, the state the last ended turn's (`last_moves`).
# 3: values at their default are left out, and the undo checkpoint holds only what differs from the state.
FORMAT_VERSION = 3



# Reading a document: every id (colour, space, card, token, letter, scout) becomes one shared string, so a
# state read from the store holds no duplicates of the same few names (it may live long in the service's cache).
# A value that is not text where a name belongs is a TypeError, which the service reports as a corrupt game.
def _name(v: Any) -> str | None:
    return None if v is None else intern(v)


def _names(v: Iterable[Any]) -> list[str]:
    return list(map(intern, v)) if v else []


def _ints(v: Iterable[Any]) -> list[int]:
    return list(map(int, v)) if v else []


def _read_piles(v: dict[str, Any]) -> dict[str, list[str]]:
    return {intern(k): list(map(intern, x)) for k, x in v.items()}


class _Cloned(Protocol):
    def clone(self) -> Self: ...


_C = TypeVar("_C", bound=_Cloned)

@dataclass(slots=True)
class Options:
    variant: str = "basic"  # "basic" | "advanced"
    liberator: bool = False
    mail: bool = False

    def to_dict(self) -> Json:
        return {"variant": self.variant, "liberator": self.liberator, "mail": self.mail}

    @staticmethod
    def from_dict(d: Json) -> Options:
        return Options(str(d["variant"]), bool(d["liberator"]), bool(d["mail"]))


@dataclass(slots=True)
class Scout:
    player: str
    number: int
    space: str | None  # None while in prison or before deployment
    prison: int = 0  # owner turns still to wait before release (B-5.6); 0 = free
    letters: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        return f"{self.player}-{self.number}"

    def clone(self) -> Scout:
        return Scout(self.player, self.number, self.space, self.prison, list(self.letters))

    def to_dict(self) -> Json:
        return _stored(self, {"player": self.player, "number": self.number}, SCOUT_DEFAULTS)

    @staticmethod
    def from_dict(d: Json) -> Scout:
        g = d.get
        space, letters = g("space"), g("letters")
        return Scout(intern(d["player"]), int(d["number"]), None if space is None else intern(space),
                     int(g("prison", 0)), list(map(intern, letters)) if letters else [])


SCOUT_DEFAULTS: Json = {"space": None, "prison": 0, "letters": []}


@dataclass(slots=True)
class TrackOrder:
    order: int
    position: int  # 1 .. track_length
    carrier: str | None = None  # scout id

    def clone(self) -> TrackOrder:
        return TrackOrder(self.order, self.position, self.carrier)

    def to_dict(self) -> Json:
        if self.carrier is None:
            return {"order": self.order, "position": self.position}
        return {"order": self.order, "position": self.position, "carrier": self.carrier}

    @staticmethod
    def from_dict(d: Json) -> TrackOrder:
        return TrackOrder(int(d["order"]), int(d["position"]), _name(d.get("carrier")))


@dataclass(slots=True)
class Player:
    colour: str
    hand: list[str] = field(default_factory=list)
    played: list[str] = field(default_factory=list)  # face up since the last pick-up of the hand
    goal: str | None = None
    tokens: list[str] = field(default_factory=list)  # unused drop tokens (identity hidden, H-1)
    used_tokens: list[str] = field(default_factory=list)
    ambushes: list[str] = field(default_factory=list)
    delivered: list[int] = field(default_factory=list)  # order ids
    letters_delivered: list[str] = field(default_factory=list)
    drops_picked: int = 0
    removed: bool = False

    def clone(self) -> Player:
        return Player(self.colour, list(self.hand), list(self.played), self.goal, list(self.tokens),
                      list(self.used_tokens), list(self.ambushes), list(self.delivered),
                      list(self.letters_delivered), self.drops_picked, self.removed)

    def to_dict(self) -> Json:
        return _stored(self, {"colour": self.colour}, PLAYER_DEFAULTS)

    @staticmethod
    def from_dict(d: Json) -> Player:
        g = d.get
        hand, played, goal, tokens, used = g("hand"), g("played"), g("goal"), g("tokens"), g("used_tokens")
        ambushes, delivered, letters = g("ambushes"), g("delivered"), g("letters_delivered")
        return Player(intern(d["colour"]), list(map(intern, hand)) if hand else [],
                      list(map(intern, played)) if played else [], None if goal is None else intern(goal),
                      list(map(intern, tokens)) if tokens else [], list(map(intern, used)) if used else [],
                      list(map(intern, ambushes)) if ambushes else [], list(map(int, delivered)) if delivered else [],
                      list(map(intern, letters)) if letters else [], int(g("drops_picked", 0)),
                      bool(g("removed", False)))


PLAYER_DEFAULTS: Json = {"hand": [], "played": [], "tokens": [], "used_tokens": [], "ambushes": [], "delivered": [],
                         "letters_delivered": [], "goal": None, "drops_picked": 0, "removed": False}


@dataclass(slots=True)
class Turn:
    """The movement turn in progress (B-5)."""

    player: str
    card: str | None = None
    mp: int = 0
    special: str | None = None  # special action granted by the card played, until used
    squad: bool = False  # Insurgent Squad active for the rest of the turn (B-8.3)
    moved: bool = False  # a scout has moved this turn (L-5.1 timing)
    moves_closed: bool = False  # moved, then signalled: no more moves this turn (L-5.1)
    checkpoint: GameState | None = None  # the state an undo returns to (B-5.7); never changed once taken
    since_checkpoint: list[Json] = field(default_factory=list)  # the actions an undo would take back
    moves: list[Json] = field(default_factory=list)  # {colour, scout, path, kind} of this turn, never mutated

    def undoable(self) -> list[Json]:
        """The actions an undo would take back (B-5.7): not the marker of an order revealed since."""
        return [x for x in self.since_checkpoint if x.get("type") != "_revealed"]

    def clone(self) -> Turn:
        return Turn(self.player, self.card, self.mp, self.special, self.squad, self.moved, self.moves_closed,
                    self.checkpoint, list(self.since_checkpoint), list(self.moves))

    def to_dict(self) -> Json:
        """The turn without its checkpoint (GameState.to_dict adds that, as a difference from the state)."""
        return _stored(self, {"player": self.player}, _TURN_STORED)

    @staticmethod
    def from_dict(d: Json) -> Turn:
        """The turn without its checkpoint (GameState.from_dict rebuilds that)."""
        g = d.get
        return Turn(intern(d["player"]), _name(g("card")), int(g("mp", 0)), _name(g("special")),
                    bool(g("squad")), bool(g("moved")), bool(g("moves_closed")), None,
                    list(g("since_checkpoint", ())), list(g("moves", ())))


_TURN_STORED: Json = {"card": None, "mp": 0, "special": None, "squad": False, "moved": False, "moves_closed": False,
                      "since_checkpoint": [], "moves": []}
# A checkpoint's turn never has a checkpoint or actions since one; every other field may differ.
TURN_DEFAULTS: Json = {k: v for k, v in _TURN_STORED.items() if k != "since_checkpoint"}


def _stored(obj: object, d: Json, defaults: Json) -> Json:
    """`d` plus every field of `obj` named in `defaults` that is not at its default (lists copied, so the document
    shares none with the state): the stored form leaves defaults out."""
    for name, default in defaults.items():
        value = getattr(obj, name)
        if value != default:
            d[name] = list(value) if type(value) is list else value
    return d


def _piles(v: dict[str, list[str]]) -> dict[str, list[str]]:
    return {k: list(x) for k, x in v.items()}


def _read_tanks(v: dict[str, Any]) -> dict[str, str]:
    return {intern(k): intern(x) for k, x in v.items()}


def _moves(v: list[Json]) -> list[Json]:
    return [dict(m, path=list(m["path"])) for m in v]


def _same(v: Any) -> Any:
    return v


# The state's own fields, besides options, seats, players, scouts and turn: to their JSON form and back.
# The JSON forms copy, so a document never shares a list with the state it was made from.
FIELDS: dict[str, tuple[Callable[[Any], Any], Callable[[Any], Any]]] = {
    "rng": (_same, int),
    "round": (_same, int),
    "phase": (_same, _name),
    "start_player": (_same, _name),
    "turn_queue": (list, _names),
    "deploy_queue": (list, _names),
    "deck": (list, _ints),
    "track": (lambda v: [t.to_dict() for t in v], lambda v: [TrackOrder.from_dict(t) for t in v]),
    "discarded": (list, _ints),
    "failed": (list, _ints),
    "tanks": (dict, _read_tanks),
    "fallen": (list, _names),
    "soldier": (_same, _name),
    "liberator": (_same, _name),
    "liberator_ring_ref": (_same, _name),
    "liberator_left": (_same, _name),
    "liberator_deck": (list, _names),
    "drop_stack": (list, _names),
    "drops": (_piles, _read_piles),
    "board_letters": (_piles, _read_piles),
    "result": (_same, _same),
    "last_moves": (_moves, list),
}


_FIELD_VALUES = attrgetter(*FIELDS)  # a state's FIELDS values as one tuple


@dataclass(slots=True)
class GameState:
    options: Options
    rng: int
    seats: list[str]  # colours in seat (clockwise) order
    players: dict[str, Player]
    scouts: dict[str, Scout]  # by scout id, in seat then number order
    round: int = 0
    phase: str = "setup"  # deploy | orders | liberator | movement | soldier | time | ended
    start_player: str = ""
    turn_queue: list[str] = field(default_factory=list)  # players still to move this round, in order
    deploy_queue: list[str] = field(default_factory=list)  # scout ids still to deploy, in order (B-2.4)
    turn: Turn | None = None
    deck: list[int] = field(default_factory=list)  # order deck, top first (hidden, H-2)
    track: list[TrackOrder] = field(default_factory=list)
    discarded: list[int] = field(default_factory=list)  # B-4.2 / B-7.6 / Radio Station: not failures
    failed: list[int] = field(default_factory=list)
    tanks: dict[str, str] = field(default_factory=dict)  # space -> "small" | "large"
    fallen: list[str] = field(default_factory=list)  # districts
    soldier: str | None = None
    liberator: str | None = None  # space; None once it has left Warsaw or when not in play
    liberator_ring_ref: str | None = None  # the ring space it last stood on (L-2.3)
    liberator_left: str | None = None  # the space it last left this round (L-5.1)
    liberator_deck: list[str] = field(default_factory=list)  # "drop" | "no_drop", top first (hidden)
    drop_stack: list[str] = field(default_factory=list)  # token ids, top first (hidden)
    drops: dict[str, list[str]] = field(default_factory=dict)  # face-down tokens on the board (hidden)
    board_letters: dict[str, list[str]] = field(default_factory=dict)  # letters lying on spaces (public)
    result: MaliResult | None = None
    last_moves: list[Json] = field(default_factory=list)  # the scouts' moves of the last ended turn (public)
    format: int = FORMAT_VERSION
    # Copy-on-write bookkeeping, not part of the game: None when every player, scout and order here is this
    # state's own; after a fork, the colours, scout ids and "track" copied since (the rest is shared).
    _mine: set[str] | None = field(default=None, init=False, repr=False, compare=False)

    # ---- copying ----
    def clone(self) -> GameState:
        """A full copy that shares nothing changeable (the undo checkpoint, never changed, is kept as is)."""
        return GameState(
            options=self.options,
            rng=self.rng,
            seats=list(self.seats),
            players={k: p.clone() for k, p in self.players.items()},
            scouts={k: s.clone() for k, s in self.scouts.items()},
            round=self.round,
            phase=self.phase,
            start_player=self.start_player,
            turn_queue=list(self.turn_queue),
            deploy_queue=list(self.deploy_queue),
            turn=self.turn.clone() if self.turn else None,
            deck=list(self.deck),
            track=[t.clone() for t in self.track],
            discarded=list(self.discarded),
            failed=list(self.failed),
            tanks=dict(self.tanks),
            fallen=list(self.fallen),
            soldier=self.soldier,
            liberator=self.liberator,
            liberator_ring_ref=self.liberator_ring_ref,
            liberator_left=self.liberator_left,
            liberator_deck=list(self.liberator_deck),
            drop_stack=list(self.drop_stack),
            drops={k: list(v) for k, v in self.drops.items()},
            board_letters={k: list(v) for k, v in self.board_letters.items()},
            result=self.result,
            last_moves=list(self.last_moves),
            format=self.format,
        )

    def fork(self) -> GameState:
        """A copy for the engine to change, sharing all it can: the players, scouts and orders until
        `edit_player`, `edit_scout` or `edit_track` copies one; the queues, decks and the discarded, failed and
        fallen lists, which the engine replaces instead of changing (as it does the piles of drops and letters
        in the maps, which are copied). Only the track, the maps and the turn are new containers."""
        new = GameState(self.options, self.rng, self.seats, dict(self.players), dict(self.scouts), self.round,
                        self.phase, self.start_player, self.turn_queue, self.deploy_queue,
                        self.turn.clone() if self.turn else None, self.deck, list(self.track), self.discarded,
                        self.failed, dict(self.tanks), self.fallen, self.soldier, self.liberator,
                        self.liberator_ring_ref, self.liberator_left, self.liberator_deck, self.drop_stack,
                        dict(self.drops), dict(self.board_letters), self.result, self.last_moves, self.format)
        new._mine = set()
        return new

    def edit_player(self, colour: str) -> Player:
        """The player, copied first if this state shares it."""
        return self._own(self.players, colour)

    def edit_scout(self, scout_id: str) -> Scout:
        """The scout, copied first if this state shares it."""
        return self._own(self.scouts, scout_id)

    def _own(self, table: dict[str, _C], key: str) -> _C:
        """table[key], replaced by its copy first unless this state owns it already (colours and scout ids
        never clash: "red", "red-1")."""
        item = table[key]
        mine = self._mine
        if mine is not None and key not in mine:
            item = table[key] = item.clone()
            mine.add(key)
        return item

    def edit_track(self) -> list[TrackOrder]:
        """The track with every entry this state's own, for changing a carrier or a position."""
        mine = self._mine
        if mine is not None and "track" not in mine:
            self.track = [t.clone() for t in self.track]
            mine.add("track")
        return self.track

    def edit_all(self) -> None:
        """Own every player, scout and order: for a change that may reach any of them (a player leaving, E-4)."""
        mine = self._mine
        if mine is None:
            return
        for colour, p in self.players.items():
            if colour not in mine:
                self.players[colour] = p.clone()
        for sid, s in self.scouts.items():
            if sid not in mine:
                self.scouts[sid] = s.clone()
        self.edit_track()
        self._mine = None

    def take_checkpoint(self) -> None:
        """Keep this state as the one an undo returns to (B-5.7): a fork that shares everything with it."""
        turn = self.turn
        assert turn is not None
        turn.checkpoint = None
        turn.since_checkpoint = []
        snapshot = self.fork()
        snapshot._mine = set()
        self._mine = set()  # everything is shared with the snapshot now: copy before changing
        turn.checkpoint = snapshot

    # ---- serialising ----
    def to_dict(self) -> Json:
        d: Json = {
            "format": self.format,
            "options": self.options.to_dict(),
            "rng": self.rng,
            "seats": list(self.seats),
            "players": [p.to_dict() for p in self.players.values()],
            "scouts": [s.to_dict() for s in self.scouts.values()],
            "round": self.round,
            "phase": self.phase,
            "deck": list(self.deck),  # always spelt out: an export of a finished game shows it was used up
        }
        if self.start_player:
            d["start_player"] = self.start_player
        for key in ("turn_queue", "deploy_queue", "discarded", "failed", "fallen", "liberator_deck",
                    "drop_stack"):
            value = getattr(self, key)
            if value:
                d[key] = list(value)
        if self.turn is not None:
            turn = d["turn"] = self.turn.to_dict()
            if self.turn.checkpoint is not None:
                turn["checkpoint"] = self.checkpoint_delta(self.turn.checkpoint, turn)
        if self.track:
            d["track"] = [t.to_dict() for t in self.track]
        if self.tanks:
            d["tanks"] = dict(self.tanks)
        for key in ("soldier", "liberator", "liberator_ring_ref", "liberator_left", "result"):
            value = getattr(self, key)
            if value is not None:
                d[key] = value
        if self.drops:
            d["drops"] = _piles(self.drops)
        if self.board_letters:
            d["board_letters"] = _piles(self.board_letters)
        if self.last_moves:
            d["last_moves"] = _moves(self.last_moves)
        return d

    def checkpoint_delta(self, cp: GameState, turn_now: Json | None = None) -> Json:
        """What the checkpoint `cp` holds that this state does not: its fields that differ, and of players,
        scouts and the turn only the entries that differ (defaults spelt out). `turn_now`: this state's
        turn as `Turn.to_dict` gives it, when the caller has it already (to_dict: made once, not twice)."""
        delta: Json = {}
        then, now_ = _FIELD_VALUES(cp), _FIELD_VALUES(self)
        if then != now_:  # one comparison in C when the turn changed none of them
            for key, (to_json, _), value, current in zip(FIELDS, FIELDS.values(), then, now_, strict=True):
                if value != current:
                    delta[key] = to_json(value)
        for key, then_by_id, now_by_id, defaults in (("players", cp.players, self.players, PLAYER_DEFAULTS),
                                                     ("scouts", cp.scouts, self.scouts, SCOUT_DEFAULTS)):
            changed = _changed_entries(then_by_id, now_by_id, defaults)
            if changed:
                delta[key] = changed
        if cp.turn is not None and self.turn is not None:
            turn = _differences(cp.turn.to_dict(), self.turn.to_dict() if turn_now is None else turn_now,
                                TURN_DEFAULTS)
            if turn:
                delta["turn"] = turn
        return delta

    def with_checkpoint(self, delta: Json) -> None:
        """Rebuild the turn's checkpoint from `checkpoint_delta`'s output, sharing what did not change."""
        assert self.turn is not None
        cp = self.fork()
        for key, value in delta.items():
            if key in FIELDS:
                setattr(cp, key, FIELDS[key][1](value))
        for colour, changes in delta.get("players", {}).items():
            cp.players[colour] = Player.from_dict({**cp.players[colour].to_dict(), **changes})
        for sid, changes in delta.get("scouts", {}).items():
            cp.scouts[sid] = Scout.from_dict({**cp.scouts[sid].to_dict(), **changes})
        assert cp.turn is not None
        turn = Turn.from_dict({**cp.turn.to_dict(), **delta.get("turn", {}), "since_checkpoint": []})
        cp.turn = turn
        self._mine = set()
        self.turn.checkpoint = cp

    @staticmethod
    def from_dict(d: Json) -> GameState:
        d = migrate(d)
        g = d.get
        players = [Player.from_dict(p) for p in d["players"]]
        scouts = [Scout.from_dict(s) for s in d["scouts"]]
        raw_turn = g("turn")
        state = GameState(
            options=Options.from_dict(d["options"]),
            rng=int(d["rng"]),
            seats=_names(d["seats"]),
            players={p.colour: p for p in players},
            scouts={intern(s.id): s for s in scouts},
            round=int(g("round", 0)),
            phase=intern(g("phase", "setup")),
            start_player=intern(g("start_player", "")),
            turn_queue=_names(g("turn_queue", ())),
            deploy_queue=_names(g("deploy_queue", ())),
            turn=Turn.from_dict(raw_turn) if raw_turn else None,
            deck=_ints(g("deck", ())),
            track=[TrackOrder.from_dict(t) for t in g("track", ())],
            discarded=_ints(g("discarded", ())),
            failed=_ints(g("failed", ())),
            tanks=_read_tanks(g("tanks") or {}),
            fallen=_names(g("fallen", ())),
            soldier=_name(g("soldier")),
            liberator=_name(g("liberator")),
            liberator_ring_ref=_name(g("liberator_ring_ref")),
            liberator_left=_name(g("liberator_left")),
            liberator_deck=_names(g("liberator_deck", ())),
            drop_stack=_names(g("drop_stack", ())),
            drops=_read_piles(g("drops") or {}),
            board_letters=_read_piles(g("board_letters") or {}),
            result=g("result"),
            last_moves=list(g("last_moves", ())),
            format=int(d["format"]),
        )
        if raw_turn and raw_turn.get("checkpoint") is not None:
            state.with_checkpoint(raw_turn["checkpoint"])
        return state

    # ---- small queries used everywhere ----
    def active_players(self) -> list[str]:
        return [c for c in self.seats if not self.players[c].removed]

    def clockwise_from(self, colour: str, skip_first: bool = False) -> list[str]:
        """Players still seated, clockwise from `colour` (or from the next seat after it, if it has left)."""
        if colour not in self.seats:
            return self.active_players()
        i = self.seats.index(colour) + (1 if skip_first else 0)
        ring = self.seats[i:] + self.seats[:i]
        return [c for c in ring if not self.players[c].removed]

    def scouts_of(self, colour: str) -> list[Scout]:
        return [s for s in self.scouts.values() if s.player == colour]

    def carried_by(self, scout_id: str) -> TrackOrder | None:
        for t in self.track:
            if t.carrier == scout_id:
                return t
        return None

    def track_entry(self, order: int) -> TrackOrder | None:
        for t in self.track:
            if t.order == order:
                return t
        return None

    @property
    def ended(self) -> bool:
        return self.phase == "ended"


def _changed_entries(then: Mapping[str, Player | Scout], now: Mapping[str, Player | Scout],
                     defaults: Json) -> Json:
    """Of the players (or scouts) `then`, by id, those that differ `now`: each as `_differences` gives it."""
    out: Json = {}
    for key, old in then.items():
        new = now.get(key)
        if old is not new and old != new:
            out[key] = _differences(old.to_dict(), new.to_dict() if new else {}, defaults)
    return out


def _differences(old: Json, new: Json, defaults: Json) -> Json:
    """The values of `old` (a dict with defaults left out) that `new` does not share, defaults spelt out."""
    out: Json = {}
    for key, default in defaults.items():
        value = old.get(key, default)
        if value != new.get(key, default):
            out[key] = value
    return out


def migrate(d: Json) -> Json:
    """Bring a saved state up to FORMAT_VERSION without touching the original, or refuse a format we cannot read.

    1 -> 2: no moves were recorded, so none are shown (the turn in progress, and the undo checkpoint inside
    it, start with an empty record too).
    2 -> 3: the undo checkpoint was a whole second state; it becomes what differs from the state. Values at
    their default may stay spelt out: format 3 reads both.
    """
    version = d.get("format")
    if version == FORMAT_VERSION:
        return d
    if version == 1:
        up = dict(d, format=2, last_moves=[])
        if up.get("turn"):
            turn = dict(up["turn"], moves=[])
            if turn.get("checkpoint"):
                turn["checkpoint"] = migrate(turn["checkpoint"])
            up["turn"] = turn
        return migrate(up)
    if version == 2:
        saved_turn = d.get("turn")
        full = saved_turn.get("checkpoint") if saved_turn else None
        if not saved_turn or not full:
            return dict(d, format=3)
        state = GameState.from_dict(dict(d, format=3, turn=dict(saved_turn, checkpoint=None)))
        assert state.turn is not None
        state.turn.checkpoint = GameState.from_dict(dict(full, format=3))
        return state.to_dict()
    raise ValueError(f"unsupported game state format {version!r} (this engine reads {FORMAT_VERSION})")
