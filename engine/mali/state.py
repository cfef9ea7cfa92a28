"""The game state: plain, serialisable, and cheap to copy.

Everything a game is lives here, including the random generator's state and the decks' order (hidden
by `view`, H-2). `to_dict`/`from_dict` give JSON-compatible data with a format version; `clone` is a
hand-written copy so that `apply` can work on a copy without the cost of a deep copy.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

FORMAT_VERSION = 2  # 2: the turn records its scouts' moves, the state the last ended turn's (`last_moves`)

Json = dict[str, Any]


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
        return {"player": self.player, "number": self.number, "space": self.space, "prison": self.prison,
                "letters": list(self.letters)}

    @staticmethod
    def from_dict(d: Json) -> Scout:
        return Scout(str(d["player"]), int(d["number"]), d["space"], int(d["prison"]), [str(x) for x in d["letters"]])


@dataclass(slots=True)
class TrackOrder:
    order: int
    position: int  # 1 .. track_length
    carrier: str | None = None  # scout id

    def clone(self) -> TrackOrder:
        return TrackOrder(self.order, self.position, self.carrier)

    def to_dict(self) -> Json:
        return {"order": self.order, "position": self.position, "carrier": self.carrier}

    @staticmethod
    def from_dict(d: Json) -> TrackOrder:
        return TrackOrder(int(d["order"]), int(d["position"]), d["carrier"])


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
        return {"colour": self.colour, "hand": list(self.hand), "played": list(self.played), "goal": self.goal,
                "tokens": list(self.tokens), "used_tokens": list(self.used_tokens), "ambushes": list(self.ambushes),
                "delivered": list(self.delivered), "letters_delivered": list(self.letters_delivered),
                "drops_picked": self.drops_picked, "removed": self.removed}

    @staticmethod
    def from_dict(d: Json) -> Player:
        return Player(str(d["colour"]), list(d["hand"]), list(d["played"]), d["goal"], list(d["tokens"]),
                      list(d["used_tokens"]), list(d["ambushes"]), [int(x) for x in d["delivered"]],
                      list(d["letters_delivered"]), int(d["drops_picked"]), bool(d["removed"]))


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
    checkpoint: Json | None = None  # state to return to on undo (B-5.7)
    since_checkpoint: list[Json] = field(default_factory=list)  # the actions an undo would take back
    moves: list[Json] = field(default_factory=list)  # {colour, scout, path, kind} of this turn, never mutated

    def undoable(self) -> list[Json]:
        """The actions an undo would take back (B-5.7): not the marker of an order revealed since."""
        return [x for x in self.since_checkpoint if x.get("type") != "_revealed"]

    def clone(self) -> Turn:
        return Turn(self.player, self.card, self.mp, self.special, self.squad, self.moved, self.moves_closed,
                    self.checkpoint, list(self.since_checkpoint), list(self.moves))

    def to_dict(self) -> Json:
        return {"player": self.player, "card": self.card, "mp": self.mp, "special": self.special,
                "squad": self.squad, "moved": self.moved, "moves_closed": self.moves_closed,
                "checkpoint": self.checkpoint, "since_checkpoint": list(self.since_checkpoint),
                "moves": list(self.moves)}

    @staticmethod
    def from_dict(d: Json) -> Turn:
        return Turn(str(d["player"]), d["card"], int(d["mp"]), d["special"], bool(d["squad"]), bool(d["moved"]),
                    bool(d["moves_closed"]), d["checkpoint"], list(d["since_checkpoint"]), list(d["moves"]))


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
    result: Json | None = None
    last_moves: list[Json] = field(default_factory=list)  # the scouts' moves of the last ended turn (public)
    format: int = FORMAT_VERSION

    # ---- copying and serialising ----
    def clone(self) -> GameState:
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

    def to_dict(self) -> Json:
        return {
            "format": self.format,
            "options": self.options.to_dict(),
            "rng": self.rng,
            "seats": list(self.seats),
            "players": [p.to_dict() for p in self.players.values()],
            "scouts": [s.to_dict() for s in self.scouts.values()],
            "round": self.round,
            "phase": self.phase,
            "start_player": self.start_player,
            "turn_queue": list(self.turn_queue),
            "deploy_queue": list(self.deploy_queue),
            "turn": self.turn.to_dict() if self.turn else None,
            "deck": list(self.deck),
            "track": [t.to_dict() for t in self.track],
            "discarded": list(self.discarded),
            "failed": list(self.failed),
            "tanks": dict(self.tanks),
            "fallen": list(self.fallen),
            "soldier": self.soldier,
            "liberator": self.liberator,
            "liberator_ring_ref": self.liberator_ring_ref,
            "liberator_left": self.liberator_left,
            "liberator_deck": list(self.liberator_deck),
            "drop_stack": list(self.drop_stack),
            "drops": {k: list(v) for k, v in self.drops.items()},
            "board_letters": {k: list(v) for k, v in self.board_letters.items()},
            "result": self.result,
            "last_moves": [dict(m, path=list(m["path"])) for m in self.last_moves],
        }

    @staticmethod
    def from_dict(d: Json) -> GameState:
        d = migrate(d)
        players = [Player.from_dict(p) for p in d["players"]]
        scouts = [Scout.from_dict(s) for s in d["scouts"]]
        return GameState(
            options=Options.from_dict(d["options"]),
            rng=int(d["rng"]),
            seats=[str(x) for x in d["seats"]],
            players={p.colour: p for p in players},
            scouts={s.id: s for s in scouts},
            round=int(d["round"]),
            phase=str(d["phase"]),
            start_player=str(d["start_player"]),
            turn_queue=list(d["turn_queue"]),
            deploy_queue=list(d["deploy_queue"]),
            turn=Turn.from_dict(d["turn"]) if d["turn"] else None,
            deck=[int(x) for x in d["deck"]],
            track=[TrackOrder.from_dict(t) for t in d["track"]],
            discarded=[int(x) for x in d["discarded"]],
            failed=[int(x) for x in d["failed"]],
            tanks=dict(d["tanks"]),
            fallen=list(d["fallen"]),
            soldier=d["soldier"],
            liberator=d["liberator"],
            liberator_ring_ref=d["liberator_ring_ref"],
            liberator_left=d["liberator_left"],
            liberator_deck=list(d["liberator_deck"]),
            drop_stack=list(d["drop_stack"]),
            drops={k: list(v) for k, v in d["drops"].items()},
            board_letters={k: list(v) for k, v in d["board_letters"].items()},
            result=d["result"],
            last_moves=list(d["last_moves"]),
            format=int(d["format"]),
        )

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


def migrate(d: Json) -> Json:
    """Bring a saved state up to FORMAT_VERSION without touching the original, or refuse a format we cannot read.

    1 -> 2: no moves were recorded, so none are shown (the turn in progress, and the undo checkpoint inside
    it, start with an empty record too).
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
        return up
    raise ValueError(f"unsupported game state format {version!r} (this engine reads {FORMAT_VERSION})")
