"""What a query (or a change) answers, as typed values: front ends read attributes, not dict keys.

`to_json` gives the plain-data form (the console, exports and older tests read it as `Outcome.data`).
"""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass, field

from jsontypes import Json
from service.errors import ServiceError
from store.records import RUNNING


@dataclass(frozen=True, slots=True)
class SeatView:
    user: int
    colour: str | None
    removed: bool = False

    def to_json(self) -> Json:
        return {"user": self.user, "colour": self.colour, "removed": self.removed}


@dataclass(frozen=True, slots=True)
class TurnCall:
    """The turn prompt: who must act now, and until when (epoch seconds; None without a deadline). With several
    players owing at once (a simultaneous pick), `colour`/`user` name the first and `colours`/`users` all of
    them, in seat order; `deadline` is the earliest of theirs."""

    colour: str
    user: int | None
    deadline: int | None
    epoch: int = 0  # the game's reset/rollback counter: the prompt's components carry it (GameStatus.accepts)
    owes: str | None = None  # what the turn asks for first (the rules' word: "deploy", "card" ...)
    colours: tuple[str, ...] = ()
    users: tuple[int, ...] = ()
    _: KW_ONLY
    game: str  # the game's key (games/): which prompt to build


@dataclass(frozen=True, slots=True)
class GameStatus:
    game_id: int
    status: str
    version: int
    host: int
    seats: tuple[SeatView, ...]
    options: Json
    deadline_seconds: int | None
    deadline_at: float | None
    waiting_for: str | None
    waiting_user: int | None
    phase: str | None
    round: int | None
    result: Json | None
    closed: str | None
    epoch: int = 0
    waiting: tuple[str, ...] = ()  # every colour owing an action now (`waiting_for` is the first of them)
    waiting_users: tuple[int, ...] = ()
    _: KW_ONLY
    game: str  # the game's key (games/)
    progress: Json | None = None  # where the game stands in its own terms (GameRules.progress), if it says more
    away: tuple[tuple[int, float], ...] = ()  # (user, until when) of each seated player away now (/away)
    link: int = 0  # the generation of the game page's link (service/weblinks.py; a moderator's reissue adds 1)

    @property
    def running(self) -> bool:
        return self.status == RUNNING

    def accepts(self, game_id: int, epoch: int | None = None) -> bool:
        """Whether a component made for (game, epoch) may act on this game: it is this game, still running, and
        no reset or rollback came since the component was made (an id without an epoch was made at epoch 0;
        None: the component checks the game's version itself)."""
        return self.running and self.game_id == game_id and (epoch is None or self.epoch == epoch)

    def to_json(self) -> Json:
        return {"game_id": self.game_id, "status": self.status, "version": self.version, "host": self.host,
                "seats": [s.to_json() for s in self.seats], "options": dict(self.options),
                "deadline_seconds": self.deadline_seconds, "deadline_at": self.deadline_at,
                "waiting_for": self.waiting_for, "waiting_user": self.waiting_user, "phase": self.phase,
                "round": self.round, "result": self.result, "closed": self.closed, "epoch": self.epoch,
                "waiting": list(self.waiting), "waiting_users": list(self.waiting_users), "game": self.game,
                "progress": None if self.progress is None else dict(self.progress)}


@dataclass(frozen=True, slots=True)
class Confirmation:
    """Something to confirm before an action that cannot be taken back: a message key and its parameters."""

    key: str
    params: Json = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class MyInfo:
    """The caller's own view (H-1) and what they may do now; `blocked` is the refusal any action of theirs
    would get right now (not their turn, nobody to act), decided here so that front ends need not."""

    colour: str | None
    me: Json
    view: Json
    legal_actions: list[Json]
    blocked: ServiceError | None = None
    end_turn_confirm: Confirmation | None = None
    stage: str | None = None  # a short digest of what the player may do now (GameRules.stage): panels carry it
    _: KW_ONLY
    game: str  # the game's key (games/)

    def of_type(self, *types: str) -> list[Json]:
        return [a for a in self.legal_actions if a.get("type") in types]

    def to_json(self) -> Json:
        return {"colour": self.colour, "me": self.me, "view": self.view, "legal_actions": self.legal_actions}


@dataclass(frozen=True, slots=True)
class BoardView:
    view: Json
    _: KW_ONLY
    game: str  # the game's key (games/): whose board draws it

    def to_json(self) -> Json:
        return {"view": self.view}


@dataclass(frozen=True, slots=True)
class LogPage:
    entries: list[Json]
    _: KW_ONLY
    game: str  # the game's key (games/): whose words describe its actions

    def to_json(self) -> Json:
        return {"entries": self.entries}


@dataclass(frozen=True, slots=True)
class UndoPreview:
    actions: list[Json]

    def to_json(self) -> Json:
        return {"actions": self.actions}


@dataclass(frozen=True, slots=True)
class ExportDocument:
    document: Json

    def to_json(self) -> Json:
        return self.document


@dataclass(frozen=True, slots=True)
class SettingsView:
    moderator_role_id: int | None
    default_deadline_seconds: int | None
    language: str | None
    missed_turns_alert: int
    every_move: bool = False  # new tables post every action as it happens

    def to_json(self) -> Json:
        return {"moderator_role_id": self.moderator_role_id, "default_deadline_seconds": self.default_deadline_seconds,
                "language": self.language, "missed_turns_alert": self.missed_turns_alert,
                "every_move": self.every_move}


@dataclass(frozen=True, slots=True)
class PageLink:
    """A web page to link to (service/pagelinks.py): a game's (ident: its id) or a server's (ident: the server's
    id), at its current generation; the front end signs it (service/weblinks.py)."""

    page: str
    ident: int
    generation: int

    def to_json(self) -> Json:
        return {"page": self.page, "ident": self.ident, "generation": self.generation}


Result = GameStatus | MyInfo | BoardView | LogPage | UndoPreview | ExportDocument | SettingsView | PageLink
