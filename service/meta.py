"""The service's bookkeeping for one game, stored as the row's `meta` JSON next to the engine state.

Who hosts and who sits where (colour -> Discord user), the options, the deadline policy, the seed (hidden,
H-2), consecutive missed turns, the turn the current deadline belongs to, and the snapshot that starts
the current phase (the head of the rollback chain).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.computer import is_computer
from jsontypes import Json


@dataclass(slots=True)
class Seat:
    user: int
    colour: str | None  # chosen in the lobby, or assigned at the start
    removed: bool = False  # E-4: removed by a moderator; stays for the log's sake
    name: str | None = None  # the player's display name, as their latest interaction gave it
    was: int | None = None  # a seat a moderator handed to the computer: the person it goes back to

    def to_json(self) -> Json:
        out: Json = {"user": self.user, "colour": self.colour, "removed": self.removed, "name": self.name}
        if self.was is not None:
            out["was"] = self.was
        return out


@dataclass(slots=True)
class PlayerTimer:
    """One waiting player's turn: the rules' key for what they owe, their deadline, their reminder (None once
    sent, or without one), and since when they have been waiting (what a host's skip waits on; None: stored
    before it was kept)."""

    key: list[Any]
    deadline: float | None = None
    remind: float | None = None
    since: float | None = None

    def to_json(self) -> Json:
        return {"key": self.key, "deadline": self.deadline, "remind": self.remind, "since": self.since}

    @staticmethod
    def from_json(d: Json) -> PlayerTimer:
        key = d["key"]
        if not isinstance(key, list):
            raise TypeError("a turn key must be a list")
        deadline, remind, since = d.get("deadline"), d.get("remind"), d.get("since")
        return PlayerTimer(list(key), None if deadline is None else float(deadline),
                           None if remind is None else float(remind), None if since is None else float(since))


@dataclass(slots=True)
class GameMeta:
    host: int
    options: Json
    seats: list[Seat] = field(default_factory=list)  # join order = seat order
    deadline_seconds: int | None = 24 * 3600
    reminder_seconds: int | None = None  # before the deadline; None: a quarter of the deadline
    missed_alert: int = 2
    seed: int | None = None
    missed: dict[str, int] = field(default_factory=dict)
    turn: list[Any] | None = None  # before per-player timers: the one turn key (read to carry its deadline on)
    phase_snapshot: int | None = None
    closed: str | None = None  # why a game ended outside the rules: "cancelled" (empty lobby)
    epoch: int = 0  # +1 at every reset and rollback: components made before it are refused (their id carries it)
    turns: dict[str, PlayerTimer] = field(default_factory=dict)  # each waiting colour: what it owes, until when
    live: bool = False  # every action posted as it happens (/game new every_move:, the server's /mod settings)
    held: list[list[Json]] = field(default_factory=list)  # the turn's narration not posted yet, a group per action
    # (service/grouping.py); "since your last turn": the game's notable news, numbered, and each colour's last act
    news: list[Json] = field(default_factory=list)  # {"n": number, "e": public event}, the latest few
    acted: dict[str, int] = field(default_factory=dict)  # colour -> the news number when it last acted
    told: int = 0  # the news number up to which the channel has been told (the last message posted)
    counter: int = 0  # the last news number given
    away: dict[int, float] = field(default_factory=dict)  # user -> until when the computer plays for them here
    index: str = ""  # the signature of the game's rows in the players' index (service/where.py)
    web: int = 0  # the generation of the game page's link (service/weblinks.py): +1 when a moderator reissues it

    def seat_of(self, user: int) -> Seat | None:
        return next((s for s in self.seats if s.user == user), None)

    def pass_host(self, leaving: int) -> int | None:
        """`leaving` stops playing (leaves the lobby, is removed or replaced): if they host the table, the host
        role goes to the next seated player in seat order after theirs, round the table. The new host, or None
        (they were not the host, or nobody else is seated). Call it before their seat changes."""
        if self.host != leaving:
            return None
        at = next((i for i, s in enumerate(self.seats) if s.user == leaving), len(self.seats))
        after = self.seats[at + 1:] + self.seats[:at]
        heir = next((s.user for s in after if not s.removed and s.user != leaving and not is_computer(s.user)), None)
        if heir is not None:
            self.host = heir
        return heir

    def user_of(self, colour: str | None) -> int | None:
        return next((s.user for s in self.seats if s.colour == colour), None) if colour else None

    def names(self) -> dict[str, str]:
        """Colour -> the player's display name, for those whose name an interaction gave."""
        return {s.colour: s.name for s in self.seats if s.colour is not None and s.name}

    def users(self) -> dict[str, int]:
        """Colour -> the seat's user (removed seats too), what an outcome needs to mention a colour's player."""
        return {s.colour: s.user for s in self.seats if s.colour is not None}

    def colours(self) -> list[str]:
        return [s.colour for s in self.seats if s.colour is not None]

    def remind_before(self) -> int | None:
        if self.deadline_seconds is None:
            return None
        before = self.reminder_seconds if self.reminder_seconds is not None else self.deadline_seconds // 4
        return before if 0 < before < self.deadline_seconds else None

    def to_json(self) -> Json:
        return {"host": self.host, "options": dict(self.options), "seats": [s.to_json() for s in self.seats],
                "deadline_seconds": self.deadline_seconds, "reminder_seconds": self.reminder_seconds,
                "missed_alert": self.missed_alert, "seed": self.seed, "missed": dict(self.missed),
                "turn": self.turn, "phase_snapshot": self.phase_snapshot, "closed": self.closed, "epoch": self.epoch,
                "turns": {c: t.to_json() for c, t in self.turns.items()}, **self.posting_json(),
                **({"away": {str(u): t for u, t in self.away.items()}} if self.away else {})}

    def posting_json(self) -> Json:
        """How the channel is told (service/grouping.py), written only when it says something."""
        out: Json = {}
        if self.live:
            out["live"] = True
        if self.held:
            out["held"] = self.held
        if self.news or self.counter:
            out.update(news=self.news, acted=dict(self.acted), told=self.told, counter=self.counter)
        if self.index:
            out["ix"] = self.index
        if self.web:
            out["web"] = self.web
        return out

    def public_json(self) -> Json:
        """Without the seed (H-2) and the service's internals."""
        return {"host": self.host, "options": dict(self.options), "seats": [s.to_json() for s in self.seats],
                "deadline_seconds": self.deadline_seconds}

    @staticmethod
    def from_json(d: Json) -> GameMeta:
        """Raises KeyError/TypeError/ValueError on a malformed document (the caller reports it)."""
        seats = [Seat(int(s["user"]), None if s["colour"] is None else str(s["colour"]), bool(s.get("removed", False)),
                      None if s.get("name") is None else str(s["name"]),
                      None if s.get("was") is None else int(s["was"])) for s in d["seats"]]
        deadline = d.get("deadline_seconds")
        reminder = d.get("reminder_seconds")
        snap = d.get("phase_snapshot")
        turn = d.get("turn")
        if turn is not None and not isinstance(turn, list):
            raise TypeError("turn must be a list")
        options = d["options"]
        if not isinstance(options, dict):
            raise TypeError("options must be an object")
        return GameMeta(
            host=int(d["host"]), options=dict(options), seats=seats,
            deadline_seconds=None if deadline is None else int(deadline),
            reminder_seconds=None if reminder is None else int(reminder),
            missed_alert=int(d.get("missed_alert", 2)), seed=None if d.get("seed") is None else int(d["seed"]),
            missed={str(k): int(v) for k, v in dict(d.get("missed") or {}).items()},
            turn=turn, phase_snapshot=None if snap is None else int(snap), closed=d.get("closed"),
            epoch=int(d.get("epoch") or 0),
            turns={str(c): PlayerTimer.from_json(t) for c, t in dict(d.get("turns") or {}).items()},
            live=bool(d.get("live", False)), held=[list(g) for g in d.get("held") or []],
            news=[dict(n) for n in d.get("news") or []],
            acted={str(c): int(n) for c, n in dict(d.get("acted") or {}).items()},
            told=int(d.get("told") or 0), counter=int(d.get("counter") or 0), index=str(d.get("ix") or ""),
            away={int(u): float(t) for u, t in dict(d.get("away") or {}).items()}, web=int(d.get("web") or 0),
        )

    def copy(self) -> GameMeta:
        """A copy to change, so that a refused request never touches the committed one."""
        return GameMeta(self.host, dict(self.options), [Seat(s.user, s.colour, s.removed, s.name, s.was) for s in self.seats],
                        self.deadline_seconds, self.reminder_seconds, self.missed_alert, self.seed, dict(self.missed),
                        None if self.turn is None else list(self.turn), self.phase_snapshot, self.closed,
                        self.epoch, {c: PlayerTimer(list(t.key), t.deadline, t.remind, t.since)
                                    for c, t in self.turns.items()},
                        self.live, [list(g) for g in self.held], list(self.news), dict(self.acted), self.told,
                        self.counter, dict(self.away), self.index, self.web)


AWAY = "away"  # in a server's settings `extra`: {user id: until when}, the players away from all its games


def server_away(extra: Json, now: float) -> dict[int, float]:
    """The players away from every game of a server (its settings' `extra`), whose time away has not ended."""
    raw = extra.get(AWAY)
    if not isinstance(raw, dict):
        return {}
    out: dict[int, float] = {}
    for user, until in raw.items():
        try:
            if float(until) > now:
                out[int(user)] = float(until)
        except (TypeError, ValueError):
            continue
    return out

