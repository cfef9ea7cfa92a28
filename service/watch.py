"""Watching a game from outside Discord (issue 28): its page's facts, and a replay rebuilt from the action log.

The web view asks here, never the store: what a game's page shows (`page`), the board of one replay step
(`step_view`), and whether the game moved on (`version`). While a game runs, only what anyone in its channel may
see leaves this module: the public view of each step (what `/board` showed then) and the log as `public_log`
gives it (a pick stays secret until its reveal, the seed never shows: H-2). A finished game shows everything, as
its full export does: the whole log and each seat's own view at every step.

A replay is kept per game and grows with the log (the log is append-only: a step's state never changes), with
the state kept at every `CHECKPOINT`-th step so that any step is at most that many actions away.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Any

from jsontypes import Json
from service.errors import ServiceError, refused, unreadable
from service.history import full_entry, public_entry, replay_moves
from service.memory import Lru
from service.meta import GameMeta
from service.pipeline import Loaded, Pipeline
from store.errors import CorruptRow
from store.records import FINISHED, RUNNING, LogEntry

CHECKPOINT = 16  # a step's state is rebuilt from the nearest kept state at most this many actions before it
REPLAYS = 64  # games whose replay is kept in memory
VERSION_SECONDS = 1.0  # how long a polled game's version is answered from memory (100 viewers, one read)
STATE_KINDS = ("new_game", "action", "rollback")


@dataclass(frozen=True, slots=True)
class Step:
    """One replay step: the state after a log entry that changed it (a start, a move, a rollback)."""

    n: int  # 0 = the game's start
    seq: int  # the log entry it follows
    at: float
    phase: str | None
    round: int | None


@dataclass(frozen=True, slots=True)
class Line:
    """One log entry as its page shows it: what happened (the action, or the entry's kind) and when."""

    seq: int
    step: int  # the replay step it belongs to (-1: before the game started)
    kind: str
    at: float
    action: Json | None


@dataclass(frozen=True, slots=True)
class Seated:
    user: int
    colour: str | None
    name: str | None
    removed: bool


@dataclass(frozen=True, slots=True)
class GamePage:
    """Everything a game's page shows, but the boards (drawn per step from `step_view`)."""

    game_id: int
    guild_id: int | None
    channel_id: int
    game: str  # its key (games/)
    status: str
    version: int
    finished: bool
    seats: tuple[Seated, ...]
    options: Json
    waiting: tuple[str, ...]
    waiting_users: tuple[int, ...]
    deadline_at: float | None
    phase: str | None
    round: int | None
    result: Json | None
    lines: tuple[Line, ...]
    steps: tuple[Step, ...]
    updated_at: float


@dataclass(slots=True)
class Replay:
    """A game's log replayed so far: its steps, and the state at every CHECKPOINT-th step."""

    entries: list[LogEntry] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    step_entry: list[int] = field(default_factory=list)  # step -> index in `entries`
    kept: dict[int, Any] = field(default_factory=dict)  # step -> state
    state: Any = None  # after the last entry
    versions: dict[int, int] = field(default_factory=dict)  # version -> the step it ended on (for rollbacks)
    last: tuple[int, Any] | None = None  # (step, state) of the newest step, set in one go (read by other threads)


def seated(meta: GameMeta) -> tuple[Seated, ...]:
    return tuple(Seated(s.user, s.colour, s.name, s.removed) for s in meta.seats)


class Watcher:
    """The web view's one way in: reads through the pipeline's store and rules, keeps replays in memory."""

    def __init__(self, pipeline: Pipeline, fresh_seconds: float = VERSION_SECONDS) -> None:
        self.p = pipeline
        self.fresh_seconds = fresh_seconds
        self.replays: Lru[int, Replay] = Lru(REPLAYS)
        self.locks: Lru[int, asyncio.Lock] = Lru(REPLAYS * 4)
        self.read: Lru[int, tuple[float, Loaded]] = Lru(REPLAYS * 16)  # game -> (when read, the game)
        self.reads = 0  # store reads of a game's row (the benchmark counts them)
        self.pages: Lru[int, GamePage] = Lru(REPLAYS)  # game -> its page at the version it was made for

    async def game(self, game_id: int) -> Loaded:
        """The game as stored, read at most once a second (a page, its board and 100 polling viewers share it)."""
        now = time.monotonic()  # how old a read is, whatever the game's clock says (a test's stands still)
        hit = self.read.get(game_id)
        if hit is not None and 0 <= now - hit[0] < self.fresh_seconds:
            return hit[1]
        try:
            self.reads += 1
            rec = await self.p.store.game(game_id)
        except CorruptRow as e:
            raise refused("corrupt_game", game=game_id, detail=unreadable(e)) from None
        if rec is None:
            raise refused("unknown_game", game=game_id)
        g = self.p.parse(rec)
        self.read.put(game_id, (now, g))
        return g

    async def version(self, game_id: int) -> tuple[int, str]:
        """The game's version and status (what a polling page asks)."""
        g = await self.game(game_id)
        return g.record.version, g.record.status

    async def seats(self, game_id: int) -> tuple[Seated, ...]:
        """The game's seats (names for a board)."""
        return seated((await self.game(game_id)).meta)

    async def link_generation(self, game_id: int) -> int:
        """The game's link generation (what a link is checked against)."""
        return (await self.game(game_id)).meta.web

    async def page(self, game_id: int) -> GamePage:
        """The game's page at its current version (made once per version: a running game's public log may
        replay the whole log to see which picks are still secret)."""
        g = await self.game(game_id)
        made = self.pages.get(game_id)
        if made is not None and made.version == g.record.version:  # a reissued link is a new version too
            return made
        made = await self.make_page(g)
        self.pages.put(game_id, made)
        return made

    async def make_page(self, g: Loaded) -> GamePage:
        replay = await self.replay(g)
        return await asyncio.to_thread(self.build_page, g, replay)  # off the bot's event loop: a long log is work

    def build_page(self, g: Loaded, replay: Replay) -> GamePage:
        rec, meta, rules = g.record, g.meta, g.rules
        finished = rec.status == FINISHED
        colour_of = {s.user: s.colour for s in meta.seats if s.colour}
        shown = replay.entries if finished else rules.public_log(list(replay.entries))
        lines = []
        step = -1
        steps_at = {replay.entries[i].seq: n for n, i in enumerate(replay.step_entry)}
        for e in shown:
            step = steps_at.get(e.seq, step)
            entry = full_entry(e) if finished else public_entry(e, colour_of)
            payload = entry.get("payload") or {}
            action = payload.get("action") if isinstance(payload.get("action"), dict) else None
            lines.append(Line(e.seq, step, e.kind, e.at, action))
        state = g.state
        waiting = tuple(rules.waiting_for(state)) if state is not None and rec.status == RUNNING else ()
        phase, rnd = rules.phase(state) if state is not None else (None, None)
        ended = state is not None and rules.ended(state)
        return GamePage(rec.id, rec.guild_id, rec.channel_id, rules.key, rec.status, rec.version, finished,
                        seated(meta), dict(meta.options),
                        waiting, tuple(u for u in (meta.user_of(c) for c in waiting) if u is not None),
                        rec.deadline_at if rec.status == RUNNING else None, phase, rnd,
                        rules.view(state, None).get("result") if ended else None, tuple(lines),
                        tuple(replay.steps), rec.updated_at)

    async def step_view(self, game_id: int, n: int, colour: str | None = None) -> tuple[str, Json, bool]:
        """The game's key, the view of replay step `n` (the public view; a seat's own view only once the game
        is finished) and whether the game is finished."""
        g = await self.game(game_id)
        finished = g.record.status == FINISHED
        if colour is not None and not finished:
            raise refused("bad_request", detail="step")
        replay = await self.replay(g)
        if not 0 <= n < len(replay.steps):
            raise refused("bad_request", detail="step")
        view = await asyncio.to_thread(lambda: g.rules.view(self.state_at(g, replay, n), colour))
        return g.rules.key, view, finished

    async def seat_views(self, game_id: int, n: int) -> dict[str, Json]:
        """Each seat's own view at step `n` of a finished game (what it held then); refused while it runs."""
        g = await self.game(game_id)
        if g.record.status != FINISHED:
            raise refused("bad_request", detail="step")
        replay = await self.replay(g)
        if not 0 <= n < len(replay.steps):
            raise refused("bad_request", detail="step")
        def views() -> dict[str, Json]:
            state = self.state_at(g, replay, n)
            return {c: g.rules.view(state, c) for c in g.meta.colours()}
        return await asyncio.to_thread(views)

    # ---- the replay ----
    async def replay(self, g: Loaded) -> Replay:
        """The game's replay up to its current version, extended from the log entries it has not seen."""
        lock = self.locks.get(g.record.id)
        if lock is None:
            lock = asyncio.Lock()
            self.locks.put(g.record.id, lock)
        async with lock:
            replay = self.replays.get(g.record.id) or Replay()
            last = replay.entries[-1].seq if replay.entries else 0
            if not replay.entries or replay.entries[-1].version < g.record.version:
                try:
                    new = await self.p.store.log(g.record.id, after_seq=last)
                except CorruptRow as e:
                    raise refused("corrupt_game", game=g.record.id, detail=unreadable(e)) from None
                await asyncio.to_thread(self.extend, g, replay, new)  # the applies off the event loop
            self.replays.put(g.record.id, replay)
            return replay

    def extend(self, g: Loaded, replay: Replay, entries: list[LogEntry]) -> None:
        rules = g.rules
        for e in entries:
            p = e.payload
            try:
                if "new_game" in p:
                    ng = p["new_game"]
                    replay.state, _ = rules.new_game(list(ng["colours"]), dict(ng["options"]), int(ng["seed"]))
                elif "action" in p and replay.state is not None:
                    replay.state = replay_moves(rules, replay.state, [p])
                elif e.kind == "rollback" and int(p.get("to_version", -1)) in replay.versions:
                    replay.state = self.state_at(g, replay, replay.versions[int(p["to_version"])])
                else:
                    replay.entries.append(e)
                    if replay.steps:
                        replay.versions[e.version] = len(replay.steps) - 1
                    continue
            except ServiceError:
                raise
            except Exception as err:
                raise refused("corrupt_game", game=g.record.id, detail=unreadable(err)) from None
            replay.entries.append(e)
            n = len(replay.steps)
            phase, rnd = rules.phase(replay.state)
            replay.steps.append(Step(n, e.seq, e.at, str(phase), int(rnd)))
            replay.step_entry.append(len(replay.entries) - 1)
            replay.versions[e.version] = n
            if n % CHECKPOINT == 0:
                replay.kept[n] = replay.state
            replay.last = (n, replay.state)

    def state_at(self, g: Loaded, replay: Replay, n: int) -> Any:
        """The state after step `n`: from the nearest kept state at or before it, the actions between replayed."""
        last = replay.last
        if last is not None and last[0] == n:
            return last[1]
        base = max(k for k in list(replay.kept) if k <= n)  # a copy: another thread may be extending it
        state = replay.kept[base]
        for step in range(base + 1, n + 1):
            e = replay.entries[replay.step_entry[step]]
            p = e.payload
            if "new_game" in p:
                ng = p["new_game"]
                state, _ = g.rules.new_game(list(ng["colours"]), dict(ng["options"]), int(ng["seed"]))
            elif "action" in p:
                state = replay_moves(g.rules, state, [p])
            else:  # a rollback: the state of the step it went back to
                state = self.state_at(g, replay, replay.versions[int(p["to_version"])])
        return state


__all__ = ["CHECKPOINT", "GamePage", "Line", "Replay", "Seated", "Step", "Watcher"]
