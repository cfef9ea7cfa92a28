"""What the service hands back after a request: everything a front-end must post, as plain data.

A change's outcome carries the turn prompt (`turn`: who must act now, the deadline) and the seats
(colour -> user) so that posting it needs no second query; a query's typed answer is in `result`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.computer import is_computer
from jsontypes import Json
from service.messages import Message
from service.results import Result, TurnCall

AWAY_NAME = "away:"  # in `Outcome.names`, "away:<colour>" -> the Unix time that seat's player is away until: the
# board's player panel says it (cogs/sender.player_names), and the outbox keeps it with the names


def away_names(away: dict[str, float]) -> dict[str, str]:
    """Colour -> until when, as the entries of `Outcome.names` that say it."""
    return {f"{AWAY_NAME}{c}": str(int(t)) for c, t in away.items()}


@dataclass(frozen=True, slots=True)
class RenderRequest:
    """Draw this (public) view and post it in the channel; `reason` says why (start, phase, board, end ...)."""

    view: Json
    reason: str


@dataclass(slots=True)
class Outcome:
    channel_id: int
    game_id: int | None = None
    version: int | None = None
    public: list[Message] = field(default_factory=list)  # for the channel
    private: dict[int, list[Message]] = field(default_factory=dict)  # Discord user id -> only for them
    renders: list[RenderRequest] = field(default_factory=list)
    pings: list[int] = field(default_factory=list)  # user ids to mention
    moderators: list[Message] = field(default_factory=list)  # for the server's moderators
    alerts_to: int | None = None  # the moderators' channel (/mod settings) for `moderators`; None: the game's;
    # negative: the server owner's direct messages (service.outbox.owner_queue: neither channel nor role set)
    alert_role: int | None = None  # the moderator role an alert pings where no moderators' channel is set
    result: Result | None = None  # the typed answer (status, my info, view, log, export ...)
    turn: TurnCall | None = None  # a new turn is owed: whom to prompt, until when
    seats: dict[str, int] = field(default_factory=dict)  # colour -> user
    names: dict[str, str] = field(default_factory=dict)  # colour -> display name (from interactions), for the board
    queued: bool = False  # its public part is in the outbox (written with the commit): the deliverer posts it
    game: str | None = None  # the key of the game it is about (games/): whose words, board and prompt; None: no game
    one: bool = False  # posted as one message (its news, board and ping together: service/grouping.py)
    notified: list[int] = field(default_factory=list)  # players sent a direct-message notice (service/notices.py)
    elsewhere: list[int] = field(default_factory=list)  # other channels whose posts this change queued too

    @property
    def data(self) -> Json:
        """The answer as plain data (the console and exports read it; front ends should read `result`)."""
        return {} if self.result is None else self.result.to_json()

    def in_room(self, game: str | None) -> Outcome:
        """About `game` (a game's key): its messages worded with that game's terms; returns itself."""
        self.game = self.game or game
        self.public = [m.in_room(game) for m in self.public]
        self.moderators = [m.in_room(game) for m in self.moderators]
        self.private = {u: [m.in_room(game) for m in ms] for u, ms in self.private.items()}
        return self

    def tell(self, user_id: int, message: Message) -> None:
        if is_computer(user_id):  # a computer seat reads nothing (games/computer.py)
            return
        self.private.setdefault(user_id, []).append(message)

    def ping(self, user_id: int | None) -> None:
        if user_id is not None and not is_computer(user_id) and user_id not in self.pings:
            self.pings.append(user_id)
