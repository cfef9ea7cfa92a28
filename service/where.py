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


def seat_rows(rules: GameRules, meta: GameMeta, state: Any | None, status: str) -> tuple[SeatRow, ...]:
    """The game's rows in the index: each seated player, whether the game waits for them, the deadline that
    matters to them (their own when it is their turn, else the earliest of those who owe), and what to show."""
    if status == FINISHED:
        return ()
    seats = [s for s in meta.seats if not s.removed]
    if status == LOBBY or state is None:
        return tuple(SeatRow(s.user, s.colour, info={"lobby": True}) for s in seats)
    waiting = rules.waiting_for(state)
    phase, rnd = rules.phase(state)
    deadlines = {c: t.deadline for c, t in meta.turns.items() if c in waiting}
    earliest = min((d for d in deadlines.values() if d is not None), default=None)
    users = [u for u in (meta.user_of(c) for c in waiting) if u is not None]
    rows = []
    for s in seats:
        turn = s.colour is not None and s.colour in waiting
        info: Json = {"phase": phase, "round": rnd, "users": users, "colours": list(waiting)}
        if turn:
            info["owes"] = rules.owes(state, str(s.colour))
        rows.append(SeatRow(s.user, s.colour, turn, deadlines.get(str(s.colour)) if turn else earliest, info))
    return tuple(rows)


def signature(rows: tuple[SeatRow, ...]) -> str:
    """A short fingerprint of the rows (kept in the metadata: equal means nothing to write; none: ""). What a
    player owes is left out: it changes within a turn (a card played, then the moves), and a write for that alone
    would add the index's pages to most in-turn commits; the list shows it as the turn started. The rows' repr is
    stable across processes (plain values, dicts built in one order); a CRC keeps it to a few µs."""
    if not rows:
        return ""
    info = rows[0].info  # the same for every row but what a player owes
    plain = (info.get("phase"), info.get("round"), info.get("users"), info.get("lobby"),
             [(r.user_id, r.colour, r.turn, r.deadline_at) for r in rows])
    return f"{zlib.crc32(repr(plain).encode()):08x}"


def index_change(rules: GameRules, meta: GameMeta, state: Any | None, status: str) -> tuple[SeatRow, ...] | None:
    """The rows to write with this commit, or None when they are as the index already has them; notes the new
    signature in `meta` (written with the same commit)."""
    rows = seat_rows(rules, meta, state, status)
    sig = signature(rows)
    if sig == meta.index:
        return None
    meta.index = sig
    return rows


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
