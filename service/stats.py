"""A server's statistics (issue 28): its games, how they usually end, how long its players take, their records.

Knows no game by name: a game's rules say how a finished game came out (`GameRules.outcome`: a team's victory or
defeat, or the winners of a ranked game), its descriptor which options make a variant (games/), and the action
log when each player acted. It stays cheap: the running games from one indexed read without their logs, and at
most `RECENT` finished games with theirs; the caller caches the answer if it asks often (the server's page).
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from games import find
from games.computer import is_computer
from jsontypes import Json
from service.history import replay_moves
from service.meta import GameMeta
from service.rules import RANK, TEAM, rules_named
from store.errors import CorruptRow
from store.interface import GameStore
from store.records import ACTIVE_STATUSES, FINISHED, LOBBY, RUNNING, GameRecord, LogEntry

RECENT = 100  # finished games read (their state and log) at most: the newest
LISTED = 10  # games in each short list (running, finished)
ACTION = "action"  # the log kind of a player's own move (service/pipeline.py)


@dataclass(frozen=True, slots=True)
class Player:
    """One seat of a listed game: the person (or computer) and the name the latest interaction gave them."""

    user: int
    colour: str | None
    name: str | None = None

    @property
    def computer(self) -> bool:
        return is_computer(self.user)

    def to_json(self) -> Json:
        return {"user": self.user, "colour": self.colour, "name": self.name, "computer": self.computer}


@dataclass(frozen=True, slots=True)
class GameLine:
    """A game of the short lists: which game (its key, whose words give its title), where, who, when, how."""

    game_id: int
    game: str
    channel_id: int
    status: str
    players: tuple[Player, ...]
    started_at: float
    ended_at: float | None = None
    result: Json | None = None  # GameRules.outcome, for a finished game
    variant: tuple[tuple[str, Any], ...] = ()

    @property
    def winners(self) -> tuple[Player, ...]:
        """The seats that won: every seat of a team's victory, the winners of a ranked game."""
        if self.result is None or self.result.get("aborted"):
            return ()
        if self.result.get("kind") == TEAM:
            return self.players if self.result.get("won") else ()
        won = set(self.result.get("winners") or ())
        return tuple(p for p in self.players if p.colour in won)

    def to_json(self) -> Json:
        return {"game_id": self.game_id, "game": self.game, "channel_id": self.channel_id, "status": self.status,
                "players": [p.to_json() for p in self.players], "started_at": self.started_at,
                "ended_at": self.ended_at, "result": self.result, "variant": [list(v) for v in self.variant]}


@dataclass(frozen=True, slots=True)
class Times:
    """How long players took per turn, in seconds: how many turns were timed, their mean and median."""

    turns: int = 0
    mean: float | None = None
    median: float | None = None

    @staticmethod
    def of(seconds: Sequence[float]) -> Times:
        if not seconds:
            return Times()
        return Times(len(seconds), statistics.fmean(seconds), float(statistics.median(seconds)))

    def to_json(self) -> Json:
        return {"turns": self.turns, "mean": self.mean, "median": self.median}


@dataclass(frozen=True, slots=True)
class GroupStats:
    """One game, variant and number of players: how its finished games came out and how long turns took.

    A team game counts victories and defeats; a ranked game its wins by seat (the first seat's, the second's ...)
    and by colour. `aborted` games are counted apart (no result)."""

    game: str
    variant: tuple[tuple[str, Any], ...]
    players: int
    kind: str
    finished: int = 0
    aborted: int = 0
    victories: int = 0
    defeats: int = 0
    wins_by_seat: tuple[int, ...] = ()
    wins_by_colour: tuple[tuple[str, int], ...] = ()
    times: Times = field(default_factory=Times)

    @property
    def victory_rate(self) -> float | None:
        """The share of a team game's decided games that were won; None for a ranked game or none decided."""
        decided = self.victories + self.defeats
        return self.victories / decided if self.kind == TEAM and decided else None

    def to_json(self) -> Json:
        return {"game": self.game, "variant": [list(v) for v in self.variant], "players": self.players,
                "kind": self.kind, "finished": self.finished, "aborted": self.aborted, "victories": self.victories,
                "defeats": self.defeats, "victory_rate": self.victory_rate, "wins_by_seat": list(self.wins_by_seat),
                "wins_by_colour": [list(w) for w in self.wins_by_colour], "times": self.times.to_json()}


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One game over all its variants: what `/stats` says in a line."""

    game: str
    finished: int
    kind: str
    victories: int = 0
    defeats: int = 0
    times: Times = field(default_factory=Times)
    running: int = 0
    wins_by_seat: tuple[int, ...] = ()  # a ranked game's wins by seat order, whatever the number of players

    @property
    def victory_rate(self) -> float | None:
        decided = self.victories + self.defeats
        return self.victories / decided if self.kind == TEAM and decided else None

    def to_json(self) -> Json:
        return {"game": self.game, "finished": self.finished, "kind": self.kind, "victories": self.victories,
                "defeats": self.defeats, "victory_rate": self.victory_rate, "times": self.times.to_json(),
                "running": self.running, "wins_by_seat": list(self.wins_by_seat)}


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """One person's record on this server (over the finished games read): played, won, lost, time per turn."""

    user: int
    name: str | None
    played: int
    won: int
    lost: int
    times: Times = field(default_factory=Times)

    def to_json(self) -> Json:
        return {"user": self.user, "name": self.name, "played": self.played, "won": self.won, "lost": self.lost,
                "times": self.times.to_json()}


@dataclass(frozen=True, slots=True)
class GuildStats:
    """Everything a server's statistics say, as of `at`. `finished` counts the finished games read (at most
    `RECENT`: `sampled` says when older ones were left out); lobbies closed before their start are not games."""

    guild_id: int
    at: float
    running: int
    lobbies: int
    finished: int
    sampled: bool
    running_games: tuple[GameLine, ...]
    finished_games: tuple[GameLine, ...]
    games: tuple[GameSummary, ...]
    groups: tuple[GroupStats, ...]
    players: tuple[PlayerRecord, ...]

    def to_json(self) -> Json:
        return {"guild_id": self.guild_id, "at": self.at, "running": self.running, "lobbies": self.lobbies,
                "finished": self.finished, "sampled": self.sampled,
                "running_games": [g.to_json() for g in self.running_games],
                "finished_games": [g.to_json() for g in self.finished_games],
                "games": [g.to_json() for g in self.games], "groups": [g.to_json() for g in self.groups],
                "players": [p.to_json() for p in self.players]}


# ---- reading the games ----

def variant_of(game: str, options: Json) -> tuple[tuple[str, Any], ...]:
    """The options that make a variant of the game (those its descriptor offers), each as chosen or by default."""
    spec = find(game)
    if spec is None:
        return ()
    return tuple((o.name, options.get(o.name, o.default)) for o in spec.options)


def seated(meta: GameMeta) -> tuple[Player, ...]:
    """The players who sat in the game to its end (a removed seat left it), in seat order."""
    return tuple(Player(s.user, s.colour, s.name) for s in meta.seats if not s.removed)


def turn_times(entries: Iterable[LogEntry]) -> list[tuple[int, float]]:
    """(user, seconds) for each turn a person played: a run of their own consecutive actions, timed from the entry
    before it (whoever wrote it) to their last action. Moderators' entries, the game master's (deadlines) and
    computer seats' moves are not turns of a person."""
    out: list[tuple[int, float]] = []
    prev: LogEntry | None = None  # the entry just read
    run: tuple[int, float] | None = None  # (user, since) of the turn being read
    for e in entries:
        mine = e.kind == ACTION and e.actor_id is not None and not e.moderator and not is_computer(e.actor_id)
        if run is not None and prev is not None and (not mine or e.actor_id != run[0]):
            out.append((run[0], max(0.0, prev.at - run[1])))
            run = None
        if mine and run is None and prev is not None and e.actor_id is not None:
            run = (e.actor_id, prev.at)
        prev = e
    if run is not None and prev is not None:
        out.append((run[0], max(0.0, prev.at - run[1])))
    return out


@dataclass(slots=True)
class _Finished:
    line: GameLine
    kind: str
    times: list[tuple[int, float]]


async def _finished_game(store: GameStore, rec: GameRecord) -> _Finished | None:
    """A finished game's line, result and turn times; None for a lobby closed before its start, a game nobody
    here can read (its game is not installed, its row is broken)."""
    rules = rules_named(rec.game_type)
    if rules is None or rec.state is None:
        return None
    try:
        meta = GameMeta.from_json(rec.meta)
        state = rules.load(rec.state)
        if rec.pending:
            state = replay_moves(rules, state, rec.pending)
        result = rules.outcome(state)
        entries = await store.log(rec.id)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, CorruptRow):
        return None
    if result is None:
        return None
    started = next((e.at for e in entries if "new_game" in e.payload), rec.created_at)
    line = GameLine(rec.id, rules.key, rec.channel_id, FINISHED, seated(meta), started, rec.updated_at, result,
                    variant_of(rules.key, meta.options))
    return _Finished(line, str(result.get("kind") or RANK), turn_times(entries))


def _running_line(rec: GameRecord) -> GameLine | None:
    rules = rules_named(rec.game_type)
    if rules is None:
        return None
    try:
        meta = GameMeta.from_json(rec.meta)
    except (KeyError, TypeError, ValueError):
        return None
    return GameLine(rec.id, rules.key, rec.channel_id, rec.status, seated(meta), rec.created_at,
                    variant=variant_of(rules.key, meta.options))


def _group(key: tuple[str, tuple[tuple[str, Any], ...], int], games: list[_Finished]) -> GroupStats:
    game, variant, players = key
    kind = games[0].kind
    done = [g for g in games if not (g.line.result or {}).get("aborted")]
    seats = [0] * players
    colours: dict[str, int] = {}
    victories = defeats = 0
    for g in done:
        result = g.line.result or {}
        if kind == TEAM:
            victories += result.get("won") is True
            defeats += result.get("won") is False
            continue
        winners = set(result.get("winners") or ())
        for at, p in enumerate(g.line.players):
            if p.colour is not None and p.colour in winners:
                if at < players:
                    seats[at] += 1
                colours[p.colour] = colours.get(p.colour, 0) + 1
    times = Times.of([t for g in games for _, t in g.times])
    return GroupStats(game, variant, players, kind, len(done), len(games) - len(done), victories, defeats,
                      tuple(seats) if kind == RANK else (), tuple(sorted(colours.items(), key=lambda c: (-c[1], c[0]))),
                      times)


def _records(games: list[_Finished]) -> tuple[PlayerRecord, ...]:
    """Each person's record: the games they sat in to the end (aborted ones left out), wins and losses, and
    their time per turn (in every game read, aborted or not)."""
    played: dict[int, list[int]] = {}  # user -> [played, won, lost]
    names: dict[int, str | None] = {}
    seconds: dict[int, list[float]] = {}
    for g in games:  # newest first: a player's newest name is kept
        for p in g.line.players:
            if not p.computer:
                names.setdefault(p.user, p.name)
                if p.name and not names[p.user]:
                    names[p.user] = p.name
        for user, t in g.times:
            seconds.setdefault(user, []).append(t)
        if (g.line.result or {}).get("aborted"):
            continue
        won = {p.user for p in g.line.winners}
        for p in g.line.players:
            if p.computer:
                continue
            row = played.setdefault(p.user, [0, 0, 0])
            row[0] += 1
            row[1 if p.user in won else 2] += 1
    users = set(played) | {u for u in seconds if u in names}
    rows = []
    for u in users:
        n, wins, losses = played.get(u, [0, 0, 0])
        rows.append(PlayerRecord(u, names.get(u), n, wins, losses, Times.of(seconds.get(u, []))))
    return tuple(sorted(rows, key=lambda r: (-r.played, -r.won, r.name or "", r.user)))


async def guild_stats(store: GameStore, guild_id: int, now: float, recent: int = RECENT) -> GuildStats:
    """The server's statistics: its running games (one read, no log), and its newest `recent` finished games
    with their logs, grouped by game, variant and number of players."""
    counts = await store.guild_counts(guild_id)
    active = [line for line in (_running_line(r) for r in await store.guild_games(guild_id, LISTED * 5,
                                                                                   ACTIVE_STATUSES))
              if line is not None]
    rows = await store.guild_games(guild_id, recent, (FINISHED,))
    finished = [f for f in [await _finished_game(store, r) for r in rows] if f is not None]
    by_group: dict[tuple[str, tuple[tuple[str, Any], ...], int], list[_Finished]] = {}
    for f in finished:
        by_group.setdefault((f.line.game, f.line.variant, len(f.line.players)), []).append(f)
    groups = tuple(_group(k, v) for k, v in sorted(by_group.items(), key=lambda kv: (kv[0][0], repr(kv[0][1]),
                                                                                      kv[0][2])))
    summaries = []
    for game in dict.fromkeys([f.line.game for f in finished] + [a.game for a in active if a.status == RUNNING]):
        mine = [f for f in finished if f.line.game == game]
        decided = [f.line.result or {} for f in mine if not (f.line.result or {}).get("aborted")]
        kind = mine[0].kind if mine else RANK
        seats = [0] * max((len(g.wins_by_seat) for g in groups if g.game == game), default=0)
        for g in groups:
            if g.game == game:
                for at, wins in enumerate(g.wins_by_seat):
                    seats[at] += wins
        summaries.append(GameSummary(
            game, len(decided), kind, sum(r.get("won") is True for r in decided) if kind == TEAM else 0,
            sum(r.get("won") is False for r in decided) if kind == TEAM else 0,
            Times.of([t for f in mine for _, t in f.times]),
            sum(1 for a in active if a.game == game and a.status == RUNNING), tuple(seats)))
    return GuildStats(
        guild_id, now, counts.get(RUNNING, 0), counts.get(LOBBY, 0), len(finished),
        counts.get(FINISHED, 0) > len(rows) and len(rows) >= recent,
        tuple(a for a in active if a.status == RUNNING)[:LISTED], tuple(f.line for f in finished[:LISTED]),
        tuple(sorted(summaries, key=lambda s: (-s.finished - s.running, s.game))), groups, _records(finished))


__all__ = ["LISTED", "RECENT", "GameLine", "GameSummary", "GroupStats", "GuildStats", "Player", "PlayerRecord",
           "Times", "guild_stats", "turn_times", "variant_of"]
