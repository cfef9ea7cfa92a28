"""Where is it my turn (issue 27): the players' index each commit keeps, and the list `/games` reads from it.

Every commit that changes who sits where, whose turn it is, what they owe, the phase or a deadline writes the
game's rows of the index in the same transaction (`GameChange.seats`): one row per seated player with whether the
game waits for them and until when. A signature of the rows kept in the game's metadata (`GameMeta.index`) tells
whether they changed, so a move within a turn writes nothing more. `/games` is then one store read, whatever the
number of games and servers: no game is loaded.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from typing import Any

from jsontypes import Json
from service.messages import Message
from service.meta import GameMeta
from service.rules import GameRules
from store.interface import GameStore
from store.records import FINISHED, LOBBY, PlayerGame, SeatRow


@dataclass(frozen=True, slots=True)
class Frame:
    """What the index says of a running game as a whole (cheap to work out at every commit): who is seated, whom
    the game waits for, the phase, the deadlines."""

    seats: tuple[tuple[int, str | None], ...]  # (user, colour) of each seated player
    lobby: bool
    waiting: tuple[str, ...] = ()
    phase: str | None = None
    round: int | None = None
    deadlines: tuple[tuple[str, float | None], ...] = ()  # (colour, deadline) of those the game waits for
    users: tuple[int, ...] = ()  # the players the game waits for

    def signature(self) -> str:
        """A short fingerprint (kept in the metadata: equal means nothing to write). What a player owes is left
        out: it changes within a turn (a card played, then the moves), and a write for that alone would add the
        index's pages to most in-turn commits; the list shows it as the turn started. The repr is stable across
        processes (plain values); a CRC keeps it to a few µs."""
        plain = (self.seats, self.lobby, self.waiting, self.phase, self.round, self.deadlines, self.users)
        return f"{zlib.crc32(repr(plain).encode()):08x}"  # (a tuple's repr: a dataclass's costs ten times more)


def frame(rules: GameRules, meta: GameMeta, state: Any | None, status: str) -> Frame | None:
    """The game's frame in the index; None for a finished game (it has no rows)."""
    if status == FINISHED:
        return None
    seats = tuple((s.user, s.colour) for s in meta.seats if not s.removed)
    if status == LOBBY or state is None:
        return Frame(seats, True)
    waiting = tuple(rules.waiting_for(state))
    phase, rnd = rules.phase(state)
    deadlines = tuple((c, t.deadline) for c, t in meta.turns.items() if c in waiting)
    users = tuple(u for u in (meta.user_of(c) for c in waiting) if u is not None)
    return Frame(seats, False, waiting, phase, rnd, deadlines, users)


def seat_rows(rules: GameRules, state: Any | None, f: Frame | None) -> tuple[SeatRow, ...]:
    """The game's rows in the index: each seated player, whether the game waits for them, the deadline that
    matters to them (their own when it is their turn, else the earliest of those who owe), and what to show."""
    if f is None:
        return ()
    if f.lobby:
        return tuple(SeatRow(user, colour, info={"lobby": True}) for user, colour in f.seats)
    deadlines = dict(f.deadlines)
    earliest = min((d for d in deadlines.values() if d is not None), default=None)
    rows = []
    for user, colour in f.seats:
        turn = colour is not None and colour in f.waiting
        info: Json = {"phase": f.phase, "round": f.round, "users": list(f.users), "colours": list(f.waiting)}
        if turn:
            info["owes"] = rules.owes(state, str(colour))
        rows.append(SeatRow(user, colour, turn, deadlines.get(str(colour)) if turn else earliest, info))
    return tuple(rows)


def index_change(rules: GameRules, meta: GameMeta, state: Any | None, status: str) -> tuple[SeatRow, ...] | None:
    """The rows to write with this commit, or None when the index already has them (worked out from the frame
    alone: the rows, with what each player owes, are built only when they are written); notes the new signature
    in `meta` (written with the same commit)."""
    f = frame(rules, meta, state, status)
    sig = "" if f is None else f.signature()
    if sig == meta.index:
        return None
    meta.index = sig
    return seat_rows(rules, state, f)


@dataclass(frozen=True, slots=True)
class MyGame:
    """One game of the caller's list: where it is, and what it says about it (`line`, worded at the edge)."""

    game_id: int
    guild_id: int | None
    channel_id: int
    game: str  # the game's key
    turn: bool
    deadline_at: float | None
    line: Message

    def to_json(self) -> Json:
        return {"game_id": self.game_id, "guild_id": self.guild_id, "channel_id": self.channel_id, "game": self.game,
                "turn": self.turn, "deadline_at": self.deadline_at, "key": self.line.key,
                "params": self.line.params}


def line_of(row: PlayerGame) -> Message:
    """What the list says of one game: the caller's turn and what they owe, or whom it waits for; the phase."""
    info = row.info
    game = row.game_type
    params: Json = {"game": game}
    if info.get("lobby"):
        return Message("games_lobby", params, game)
    if "phase" not in info:  # indexed by the migration: the rest comes with the game's next move
        return Message("games_unknown", params, game)
    params.update(phase=info["phase"], round=info.get("round") or 0)
    if row.turn:
        owes = info.get("owes")
        return Message("games_yours" if owes else "games_yours_plain", {**params, "owes": owes} if owes else params,
                       game)
    users = [u for u in info.get("users") or [] if u != row.user_id]
    if not users:
        return Message("games_nobody", params, game)
    return Message("games_waiting", {**params, "user": users}, game)


def order(rows: list[PlayerGame]) -> list[PlayerGame]:
    """The caller's turns first, then by deadline (the soonest first; none last), then the oldest game first."""
    return sorted(rows, key=lambda r: (not r.turn, r.deadline_at is None, r.deadline_at or 0.0, r.game_id))


async def my_games(store: GameStore, user_id: int, rules_for: Any = None) -> list[MyGame]:
    """Every lobby or running game the user sits in, in the list's order: one store read. `rules_for` (a game
    type -> its rules or None) turns the stored game type into the game's key; games nobody knows are left out."""
    found = []
    for row in order(await store.games_of(user_id)):
        key = row.game_type
        if rules_for is not None:
            rules = rules_for(row.game_type)
            if rules is None:
                continue
            key = rules.key
        row = PlayerGame(row.user_id, row.game_id, row.guild_id, row.channel_id, key, row.status, row.colour, row.turn,
                         row.deadline_at, row.info, row.updated_at)
        found.append(MyGame(row.game_id, row.guild_id, row.channel_id, key, row.turn, row.deadline_at, line_of(row)))
    return found
