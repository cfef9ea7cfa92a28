"""The table service: the game master without Discord.

Every request runs under its channel's lock: load (or reuse the last committed game of this process), check
who may act, apply through the rules, commit state + log (+ a snapshot at a phase boundary) in one store
transaction, then return an `Outcome` of plain data. The version number makes every write a
compare-and-set, so a stale request is refused and nothing is ever applied twice, even across processes.
Deadlines and reminders run from an injectable clock; `sweep` does whatever fell due, idempotently.
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any, Literal

from engine.errors import RuleError
from service.caller import Caller
from service.clock import Clock, SystemClock
from service.errors import ServiceError, refused, rule_refused
from service.exports import EXPORT_FORMAT, export_document, read_import
from service.history import public_entry, replay_log, undone_by_rollback
from service.messages import EVENT, Message
from service.meta import GameMeta, Seat
from service.outcome import Json, Outcome, RenderRequest
from service.rules import GameRules, MaliRules
from store.errors import ChannelBusy, CorruptRow, StaleVersion, StoreError
from store.interface import GameStore
from store.records import (
    FINISHED,
    LOBBY,
    RUNNING,
    DueGame,
    GameChange,
    GameRecord,
    GuildSettings,
    NewGame,
    NewLogEntry,
    NewSnapshot,
)

MIN_DEADLINE = 60
MAX_DEADLINE = 30 * 24 * 3600
DEFAULT: Literal["default"] = "default"


@dataclass(frozen=True, slots=True)
class Loaded:
    """A game as read (or as last committed by this process): the row, its metadata and the rules' state."""

    record: GameRecord
    meta: GameMeta
    state: Any | None


Run = Callable[[Loaded], Awaitable[Outcome]]


class TableService:
    def __init__(self, store: GameStore, rules: GameRules | None = None, clock: Clock | None = None,
                 seed_source: Callable[[], int] | None = None, *, claim_lease: float = 120.0,
                 cache: bool = True) -> None:
        self.store = store
        self.rules: GameRules = rules or MaliRules()
        self.clock: Clock = clock or SystemClock()
        self.seed_source = seed_source or (lambda: secrets.randbits(62))
        self.claim_lease = claim_lease
        self.use_cache = cache
        self._locks: dict[int, asyncio.Lock] = {}
        self._cache: dict[int, Loaded] = {}

    # ================================================================ plumbing
    def _locked(self, channel_id: int) -> asyncio.Lock:
        """The channel's lock (created on first use; one per channel, never shared across channels)."""
        lock = self._locks.get(channel_id)
        if lock is None:
            lock = self._locks[channel_id] = asyncio.Lock()
        return lock

    def _parse(self, rec: GameRecord) -> Loaded:
        try:
            meta = GameMeta.from_json(rec.meta)
            state = None if rec.state is None else self.rules.load(rec.state)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
            raise refused("corrupt_game", game=rec.id, detail=str(e)[:200]) from None
        if rec.game_type != self.rules.name or (rec.status == RUNNING and state is None):
            raise refused("corrupt_game", game=rec.id, detail="game type or state")
        return Loaded(rec, meta, state)

    async def _load_active(self, channel_id: int) -> Loaded:
        try:
            rec = await self.store.active_game(channel_id)
            if rec is None:
                past = await self.store.games_in_channel(channel_id)
                raise refused("game_finished" if past else "no_game")
        except CorruptRow as e:
            raise refused("corrupt_game", game="?", detail=str(e)[:200]) from None
        return self._parse(rec)

    async def _load_any(self, channel_id: int, game_id: int | None = None) -> Loaded:
        """The channel's active game, else its latest finished one (or the named game of this channel)."""
        try:
            if game_id is not None:
                rec = await self.store.game(game_id)
                if rec is None or rec.channel_id != channel_id:
                    raise refused("unknown_game", game=game_id)
            else:
                rec = await self.store.active_game(channel_id)
                if rec is None:
                    past = await self.store.games_in_channel(channel_id)
                    if not past:
                        raise refused("no_game")
                    rec = past[-1]
        except CorruptRow as e:
            raise refused("corrupt_game", game=game_id or "?", detail=str(e)[:200]) from None
        return self._parse(rec)

    async def _mutate(self, channel_id: int, run: Run) -> Outcome:
        """Run a change under the channel lock; a cached game that turns out stale is reloaded once."""
        async with self._locked(channel_id):
            cached = self._cache.get(channel_id) if self.use_cache else None
            g = cached or await self._load_active(channel_id)
            try:
                return await run(g)
            except StaleVersion:
                self._cache.pop(channel_id, None)
                if cached is None:
                    raise refused("stale_write") from None
            except ServiceError:
                if cached is None:
                    raise
                try:
                    fresh = await self.store.active_game(channel_id)
                except CorruptRow:
                    fresh = None
                if fresh is None or (fresh.id == cached.record.id and fresh.version == cached.record.version):
                    raise  # the refusal stands: the cache was current (or the row is unreadable: say so below)
                self._cache.pop(channel_id, None)
            g = await self._load_active(channel_id)
            try:
                return await run(g)
            except StaleVersion:
                self._cache.pop(channel_id, None)
                raise refused("stale_write") from None

    async def _commit(self, g: Loaded, meta: GameMeta, state: Any | None, state_json: Json | None, status: str,
                      timers: tuple[float | None, float | None], entry: NewLogEntry,
                      snapshot: NewSnapshot | None = None) -> Loaded:
        change = GameChange(status=status, meta=meta.to_json(), state=state_json, deadline_at=timers[0],
                            remind_at=timers[1], updated_at=entry.at)
        rec = await self.store.commit(g.record.id, g.record.version, change, [entry], snapshot)
        loaded = Loaded(rec, meta, state)
        if status == FINISHED or not self.use_cache:
            self._cache.pop(rec.channel_id, None)
        else:
            self._cache[rec.channel_id] = loaded
        return loaded

    def _timers(self, meta: GameMeta, state: Any, prev: GameRecord, now: float,
                restart: bool) -> tuple[float | None, float | None, bool]:
        """Deadline and reminder for the turn now owed; a new turn (or `restart`) starts a fresh deadline."""
        key = None if self.rules.ended(state) else self.rules.turn_key(state)
        if key is None:
            meta.turn = None
            return None, None, False
        if key == meta.turn and not restart:
            return prev.deadline_at, prev.remind_at, False
        meta.turn = key
        if meta.deadline_seconds is None:
            return None, None, True
        deadline = now + meta.deadline_seconds
        before = meta.remind_before()
        return deadline, (deadline - before if before else None), True

    async def _commit_play(self, g: Loaded, meta: GameMeta, state: Any, events: list[Json], entry: NewLogEntry, *,
                           new_line: bool = False, restart_turn: bool = False) -> Outcome:
        """Commit a new game state; a phase boundary (or a new line of play) is snapshotted for rollback."""
        ended = self.rules.ended(state)
        state_json = self.rules.dump(state)
        boundary = new_line or any(ev.get("type") == "phase" for ev in events)
        snapshot = None
        if boundary and not ended:
            phase, rnd = self.rules.phase(state)
            snapshot = NewSnapshot(phase, rnd, state_json, parent=None if new_line else meta.phase_snapshot)
            meta.phase_snapshot = g.record.version + 1
        deadline, remind, new_turn = self._timers(meta, state, g.record, entry.at, restart_turn or new_line)
        loaded = await self._commit(g, meta, state, state_json, FINISHED if ended else RUNNING,
                                    (deadline, remind), entry, snapshot)
        reason = "end" if ended else ("phase" if boundary else None)
        return self._announce(loaded, events, new_turn, reason)

    def _announce(self, g: Loaded, events: list[Json], new_turn: bool, render: str | None) -> Outcome:
        rec, meta = g.record, g.meta
        out = Outcome(rec.channel_id, rec.id, rec.version)
        seated = set(meta.colours())
        for ev in events:
            to = ev.get("private_to")  # docs/VIEW.md: only private events carry it
            if isinstance(to, str) and to in seated:  # a private event (H-1): only its owner hears it
                user = meta.user_of(to)
                if user is not None:
                    out.tell(user, Message(EVENT, {"event": ev}))
                continue
            out.public.append(Message(EVENT, {"event": ev}))
            if ev.get("type") == "undone":
                out.public.append(Message("undo_done", {"player": ev.get("player"), "actions": ev.get("actions", [])}))
        if render is not None and g.state is not None:
            out.renders.append(RenderRequest(self.rules.view(g.state, None), render))
        if new_turn and g.state is not None:
            who = self.rules.waiting_for(g.state)
            user = meta.user_of(who)
            out.ping(user)
            deadline = None if rec.deadline_at is None else int(rec.deadline_at)
            out.public.append(Message("your_turn" if deadline else "your_turn_no_deadline",
                                      {"colour": who, "user": user, "deadline": deadline}))
        return out

    # ---- checks ----
    @staticmethod
    def _running(g: Loaded) -> Any:
        if g.record.status == LOBBY:
            raise refused("not_started")
        if g.record.status != RUNNING or g.state is None:
            raise refused("game_finished")
        return g.state

    @staticmethod
    def _lobby(g: Loaded) -> None:
        if g.record.status != LOBBY:
            raise refused("already_started")

    @staticmethod
    def _host_or_moderator(g: Loaded, caller: Caller) -> None:
        if not (caller.is_moderator or caller.user_id == g.meta.host):
            raise refused("host_or_moderator_only")

    @staticmethod
    def _seat(g: Loaded, caller: Caller) -> Seat:
        seat = g.meta.seat_of(caller.user_id)
        if seat is None or seat.removed:
            raise refused("not_seated")
        return seat

    @staticmethod
    def _version(g: Loaded, expected: int | None) -> None:
        if expected is not None and expected != g.record.version:
            raise refused("stale", expected=expected, actual=g.record.version)

    def _apply(self, state: Any, action: Any) -> tuple[Any, list[Json]]:
        try:
            return self.rules.apply(state, action)
        except RuleError as e:
            raise rule_refused(e) from None

    def _deadline(self, seconds: Any) -> int | None:
        if seconds is None:
            return None
        if isinstance(seconds, bool) or not isinstance(seconds, int) or not MIN_DEADLINE <= seconds <= MAX_DEADLINE:
            raise refused("bad_deadline", min=MIN_DEADLINE // 60, max=MAX_DEADLINE // 3600)
        return seconds

    def _entry(self, kind: str, payload: Json, caller: Caller | None) -> NewLogEntry:
        """A log entry; `moderator` marks a use of powers a plain player does not have (host or moderator)."""
        moderator = caller is not None and kind in MODERATOR_KINDS
        return NewLogEntry(kind, payload, self.clock.now(), None if caller is None else caller.user_id, moderator)

    # ================================================================ lobby
    async def create_game(self, channel_id: int, caller: Caller, *, variant: str = "basic", liberator: bool = False,
                          mail: bool = False, deadline_seconds: int | Literal["default"] | None = DEFAULT,
                          colour: str | None = None, join: bool = True) -> Outcome:
        """Open a lobby in the channel; the host sits down at once unless `join` is False."""
        try:
            options = self.rules.options({"variant": variant, "liberator": liberator, "mail": mail})
        except ValueError as e:
            raise refused("bad_option", detail=str(e)) from None
        settings = await self._settings(caller.guild_id)
        seconds = settings.default_deadline_seconds if deadline_seconds == DEFAULT else deadline_seconds
        meta = GameMeta(host=caller.user_id, options=options, deadline_seconds=self._deadline(seconds),
                        missed_alert=settings.missed_turns_alert)
        if join:
            meta.seats.append(Seat(caller.user_id, self._free_colour(meta, colour)))
        now = self.clock.now()
        async with self._locked(channel_id):
            try:
                rec = await self.store.create_game(
                    NewGame(caller.guild_id, channel_id, self.rules.name, meta.to_json(), now),
                    [NewLogEntry("create", {"options": options, "deadline_seconds": meta.deadline_seconds}, now,
                                 caller.user_id)] + ([NewLogEntry("join", {"colour": colour}, now, caller.user_id)]
                                                    if join else []))
            except ChannelBusy:
                raise refused("channel_busy") from None
            self._cache.pop(channel_id, None)
        out = Outcome(channel_id, rec.id, rec.version)
        key = "created" if meta.deadline_seconds else "created_no_deadline"
        out.public.append(Message(key, {"user": caller.user_id, "variant": options["variant"],
                                        "deadline_hours": _hours(meta.deadline_seconds)}))
        out.data = self._status(Loaded(rec, meta, None))
        return out

    def _free_colour(self, meta: GameMeta, colour: str | None) -> str | None:
        if colour is None:
            return None
        if colour not in self.rules.colours:
            raise refused("bad_colour", colour=colour, colours=", ".join(self.rules.colours))
        if colour in meta.colours():
            raise refused("colour_taken", colour=colour)
        return colour

    async def join(self, channel_id: int, caller: Caller, colour: str | None = None,
                   expected_version: int | None = None) -> Outcome:
        async def run(g: Loaded) -> Outcome:
            self._lobby(g)
            self._version(g, expected_version)
            meta = g.meta.copy()
            if meta.seat_of(caller.user_id) is not None:
                raise refused("already_seated")
            if len(meta.seats) >= self.rules.max_players:
                raise refused("table_full", max=self.rules.max_players)
            meta.seats.append(Seat(caller.user_id, self._free_colour(meta, colour)))
            return await self._commit_meta(g, meta, self._entry("join", {"colour": colour}, caller),
                                           Message("joined", {"user": caller.user_id, "count": len(meta.seats)}))
        return await self._mutate(channel_id, run)

    async def leave(self, channel_id: int, caller: Caller) -> Outcome:
        async def run(g: Loaded) -> Outcome:
            if g.record.status == RUNNING:
                raise refused("leave_running")
            self._lobby(g)
            meta = g.meta.copy()
            seat = meta.seat_of(caller.user_id)
            if seat is None:
                raise refused("not_seated")
            meta.seats.remove(seat)
            if not meta.seats:
                meta.closed = "cancelled"
            return await self._commit_meta(g, meta, self._entry("leave", {}, caller),
                                           Message("left" if meta.seats else "lobby_closed", {"user": caller.user_id}),
                                           status=FINISHED if not meta.seats else LOBBY)
        return await self._mutate(channel_id, run)

    async def _commit_meta(self, g: Loaded, meta: GameMeta, entry: NewLogEntry, message: Message, *,
                           status: str | None = None) -> Outcome:
        """Commit a change of seats or policy that leaves the game state as it is."""
        rec = g.record
        loaded = await self._commit(g, meta, g.state, rec.state, status or rec.status,
                                    (rec.deadline_at, rec.remind_at), entry)
        out = Outcome(rec.channel_id, rec.id, loaded.record.version, public=[message])
        out.data = self._status(loaded)
        return out

    async def start(self, channel_id: int, caller: Caller, expected_version: int | None = None) -> Outcome:
        """Deal the game: colours chosen in the lobby stay, the others go out in join order."""
        async def run(g: Loaded) -> Outcome:
            self._lobby(g)
            self._host_or_moderator(g, caller)
            self._version(g, expected_version)
            meta = g.meta.copy()
            if not self.rules.min_players <= len(meta.seats) <= self.rules.max_players:
                raise refused("player_count", min=self.rules.min_players, max=self.rules.max_players,
                              count=len(meta.seats))
            free = [c for c in self.rules.colours if c not in meta.colours()]
            for seat in meta.seats:
                if seat.colour is None:
                    seat.colour = free.pop(0)
            return await self._new_line(g, meta, caller, "start")
        return await self._mutate(channel_id, run)

    async def _new_line(self, g: Loaded, meta: GameMeta, caller: Caller, kind: str) -> Outcome:
        """Start (or restart) the game from a fresh deal."""
        meta.seed = self.seed_source()
        meta.missed = {}
        colours = [s.colour for s in meta.seats if s.colour is not None and not s.removed]
        try:
            state, events = self.rules.new_game(colours, meta.options, meta.seed)
        except RuleError as e:
            raise rule_refused(e) from None
        entry = self._entry(kind, {"new_game": {"colours": colours, "options": meta.options, "seed": meta.seed}},
                            caller)
        out = await self._commit_play(g, meta, state, events, entry, new_line=True)
        out.public.insert(0, Message("started" if kind == "start" else "reset_done", {"user": caller.user_id}))
        if out.renders:
            out.renders[-1] = replace(out.renders[-1], reason=kind)
        for seat in meta.seats:  # everybody's private information, once, to start with
            if seat.colour in colours:
                out.tell(seat.user, Message("private_info", {"colour": seat.colour}))
        return out

    # ================================================================ playing
    async def act(self, channel_id: int, caller: Caller, action: Any, expected_version: int | None = None) -> Outcome:
        """One player action (any of the engine's player actions, including undo) for the caller's own colour."""
        async def run(g: Loaded) -> Outcome:
            state = self._running(g)
            colour = self._seat(g, caller).colour
            if not isinstance(action, dict):
                raise refused("bad_request", detail="an action must be an object")
            raw = dict(action)
            raw.setdefault("player", colour)
            if raw["player"] != colour:
                raise refused("not_your_piece", colour=raw["player"] if isinstance(raw["player"], str) else "?")
            try:
                action_obj, parsed = self.rules.parse_action(raw)
            except RuleError as e:
                raise rule_refused(e) from None
            if parsed["type"] in self.rules.reserved_actions:
                raise refused("moderator_action", type=parsed["type"])
            waiting = self.rules.waiting_for(state)
            if waiting != colour:
                raise refused("not_your_turn" if waiting else "nobody_to_act", colour=waiting or "")
            self._version(g, expected_version)
            new, events = self._apply(state, action_obj)
            meta = g.meta.copy()
            meta.missed.pop(str(colour), None)
            return await self._commit_play(g, meta, new, events,
                                           self._entry("action", {"action": parsed}, caller))
        return await self._mutate(channel_id, run)

    async def undo_preview(self, channel_id: int, caller: Caller) -> Outcome:
        """What an undo would take back now (B-5.7), before the player asks for it."""
        g = await self._load_any(channel_id)
        state = self._running(g)
        colour = self._seat(g, caller).colour
        turn = self.rules.view(state, colour).get("turn") or {}
        actions = turn.get("undo_summary") if turn.get("player") == colour else None
        out = Outcome(channel_id, g.record.id, g.record.version)
        key = "undo_preview" if actions else "undo_nothing"
        out.tell(caller.user_id, Message(key, {"actions": actions or []}))
        out.data = {"actions": actions or []}
        return out

    # ================================================================ queries
    def _status(self, g: Loaded) -> Json:
        rec, meta = g.record, g.meta
        waiting = None if g.state is None else self.rules.waiting_for(g.state)
        phase, rnd = self.rules.phase(g.state) if g.state is not None else (None, None)
        result = None if g.state is None else self.rules.view(g.state, None).get("result")
        return {"game_id": rec.id, "status": rec.status, "version": rec.version, "host": meta.host,
                "seats": [s.to_json() for s in meta.seats], "options": dict(meta.options),
                "deadline_seconds": meta.deadline_seconds, "deadline_at": rec.deadline_at,
                "waiting_for": waiting, "waiting_user": meta.user_of(waiting), "phase": phase, "round": rnd,
                "result": result, "closed": meta.closed}

    async def status(self, channel_id: int) -> Outcome:
        g = await self._load_any(channel_id)
        out = Outcome(channel_id, g.record.id, g.record.version)
        out.data = self._status(g)
        return out

    async def board(self, channel_id: int) -> Outcome:
        """The public view (H-4), with a request to draw it."""
        g = await self._load_any(channel_id)
        if g.state is None:
            raise refused("not_started")
        out = Outcome(channel_id, g.record.id, g.record.version)
        view = self.rules.view(g.state, None)
        out.renders.append(RenderRequest(view, "board"))
        out.data = {"view": view}
        return out

    async def my_info(self, channel_id: int, caller: Caller) -> Outcome:
        """The caller's own view: hand, secret goal and tokens (H-1), and what they may do now."""
        g = await self._load_any(channel_id)
        if g.state is None:
            raise refused("not_started")
        colour = self._seat(g, caller).colour
        view = self.rules.view(g.state, colour)
        me: Json = next((p for p in view.get("players", []) if p.get("colour") == colour), {})
        legal = [] if g.record.status != RUNNING else self.rules.legal_actions(g.state, str(colour))
        out = Outcome(channel_id, g.record.id, g.record.version)
        out.tell(caller.user_id, Message("private_info", {"colour": colour}))
        out.data = {"colour": colour, "me": me, "view": view, "legal_actions": legal}
        return out

    async def log(self, channel_id: int, limit: int = 50, game_id: int | None = None) -> Outcome:
        """The game's log as players may see it (no seed, H-2), newest last."""
        g = await self._load_any(channel_id, game_id)
        try:
            entries = await self.store.log(g.record.id)
        except CorruptRow as e:
            raise refused("corrupt_game", game=g.record.id, detail=str(e)[:200]) from None
        colour_of = {s.user: s.colour for s in g.meta.seats if s.colour}
        out = Outcome(channel_id, g.record.id, g.record.version)
        out.data = {"entries": [public_entry(e, colour_of) for e in entries[-max(1, min(limit, 1000)):]]}
        return out

    # ================================================================ moderators
    async def skip(self, channel_id: int, caller: Caller) -> Outcome:
        """Play the waiting player's turn as a pass (as if their deadline had passed)."""
        async def run(g: Loaded) -> Outcome:
            state = self._running(g)
            self._host_or_moderator(g, caller)
            colour = self.rules.waiting_for(state)
            if colour is None:
                raise refused("nobody_to_act", colour="")
            action = self.rules.timeout_action(state, colour)
            new, events = self._apply(state, action)
            out = await self._commit_play(g, g.meta.copy(), new, events,
                                          self._entry("skip", {"action": action}, caller))
            out.public.insert(0, Message("skipped", {"colour": colour, "user": caller.user_id}))
            return out
        return await self._mutate(channel_id, run)

    async def remove_player(self, channel_id: int, caller: Caller, colour: str) -> Outcome:
        """E-4: the player leaves the running game; a game left with one player ends."""
        async def run(g: Loaded) -> Outcome:
            state = self._running(g)
            self._host_or_moderator(g, caller)
            meta = g.meta.copy()
            seat = next((s for s in meta.seats if s.colour == colour and not s.removed), None)
            if seat is None:
                raise refused("no_such_player", colour=str(colour))
            action = self.rules.remove_action(colour)
            new, events = self._apply(state, action)
            seat.removed = True
            out = await self._commit_play(g, meta, new, events, self._entry("remove", {"action": action}, caller))
            out.public.insert(0, Message("removed", {"colour": colour, "user": seat.user}))
            return out
        return await self._mutate(channel_id, run)

    async def replace_player(self, channel_id: int, caller: Caller, colour: str, new_user: int) -> Outcome:
        """Another person takes over a seat, with everything it holds; their private info goes to them."""
        async def run(g: Loaded) -> Outcome:
            self._running(g)
            self._host_or_moderator(g, caller)
            meta = g.meta.copy()
            seat = next((s for s in meta.seats if s.colour == colour and not s.removed), None)
            if seat is None:
                raise refused("no_such_player", colour=str(colour))
            if meta.seat_of(new_user) is not None:
                raise refused("user_already_seated", user=new_user)
            old, seat.user = seat.user, new_user
            meta.missed.pop(colour, None)
            out = await self._commit_meta(
                g, meta, self._entry("replace", {"colour": colour, "from_user": old, "to_user": new_user}, caller),
                Message("replaced", {"colour": colour, "old": old, "user": new_user}))
            out.tell(new_user, Message("private_info", {"colour": colour}))
            if g.state is not None and self.rules.waiting_for(g.state) == colour:
                out.ping(new_user)
            return out
        return await self._mutate(channel_id, run)

    async def set_deadline(self, channel_id: int, caller: Caller, seconds: int | None) -> Outcome:
        """A new turn deadline (None: no deadline); in a running game the current turn gets it from now."""
        async def run(g: Loaded) -> Outcome:
            if g.record.status not in (LOBBY, RUNNING):
                raise refused("game_finished")
            self._host_or_moderator(g, caller)
            meta = g.meta.copy()
            meta.deadline_seconds = self._deadline(seconds)
            entry = self._entry("deadline", {"seconds": meta.deadline_seconds}, caller)
            message = Message("deadline_set" if seconds else "deadline_none", {"hours": _hours(seconds)})
            if g.record.status == LOBBY or g.state is None:
                return await self._commit_meta(g, meta, entry, message)
            deadline, remind, _ = self._timers(meta, g.state, g.record, entry.at, restart=True)
            loaded = await self._commit(g, meta, g.state, g.record.state, RUNNING, (deadline, remind), entry)
            out = Outcome(channel_id, loaded.record.id, loaded.record.version, public=[message])
            out.data = self._status(loaded)
            return out
        return await self._mutate(channel_id, run)

    async def end_game(self, channel_id: int, caller: Caller) -> Outcome:
        """E-3: end the game now, without a winner (a lobby is simply closed)."""
        async def run(g: Loaded) -> Outcome:
            self._host_or_moderator(g, caller)
            if g.record.status == LOBBY:
                meta = g.meta.copy()
                meta.closed = "cancelled"
                return await self._commit_meta(g, meta, self._entry("end", {}, caller),
                                               Message("lobby_closed", {"user": caller.user_id}), status=FINISHED)
            state = self._running(g)
            action = self.rules.abort_action(self.rules.waiting_for(state) or g.meta.colours()[0])
            new, events = self._apply(state, action)
            out = await self._commit_play(g, g.meta.copy(), new, events, self._entry("end", {"action": action}, caller))
            out.public.insert(0, Message("ended_by_moderator", {"user": caller.user_id}))
            return out
        return await self._mutate(channel_id, run)

    async def reset(self, channel_id: int, caller: Caller) -> Outcome:
        """E-3: start the game over — same seats and options, a new deal."""
        async def run(g: Loaded) -> Outcome:
            self._running(g)
            self._host_or_moderator(g, caller)
            meta = g.meta.copy()
            if len([s for s in meta.seats if not s.removed]) < self.rules.min_players:
                raise refused("player_count", min=self.rules.min_players, max=self.rules.max_players,
                              count=len([s for s in meta.seats if not s.removed]))
            return await self._new_line(g, meta, caller, "reset")
        return await self._mutate(channel_id, run)

    async def rollback(self, channel_id: int, caller: Caller, to: str = "current") -> Outcome:
        """Back to the start of the current or the previous phase, naming every action it takes back."""
        async def run(g: Loaded) -> Outcome:
            self._running(g)
            self._host_or_moderator(g, caller)
            if to not in ("current", "previous"):
                raise refused("bad_request", detail="rollback to current or previous")
            meta = g.meta.copy()
            try:
                target = None if meta.phase_snapshot is None else await self.store.snapshot(g.record.id,
                                                                                          meta.phase_snapshot)
                if target is not None and to == "previous":
                    target = None if target.parent is None else await self.store.snapshot(g.record.id, target.parent)
                entries = await self.store.log(g.record.id)
            except CorruptRow as e:
                raise refused("corrupt_game", game=g.record.id, detail=str(e)[:200]) from None
            if target is None:
                raise refused("no_previous_phase" if to == "previous" else "nothing_to_roll_back")
            if to == "current" and target.version == g.record.version:
                raise refused("nothing_to_roll_back")
            try:
                state = self.rules.load(target.state)
            except (KeyError, TypeError, ValueError, AttributeError, IndexError):
                raise refused("corrupt_game", game=g.record.id, detail="snapshot") from None
            undone = undone_by_rollback(entries, target.version)
            meta.phase_snapshot = target.version
            entry = self._entry("rollback", {"to_version": target.version, "phase": target.phase,
                                             "round": target.round, "undone": undone}, caller)
            deadline, remind, _ = self._timers(meta, state, g.record, entry.at, restart=True)
            loaded = await self._commit(g, meta, state, target.state, RUNNING, (deadline, remind), entry)
            out = self._announce(loaded, [], True, "rollback")
            out.public.insert(0, Message("rollback_done", {"phase": target.phase, "round": target.round,
                                                           "count": len(undone), "actions": undone}))
            return out
        return await self._mutate(channel_id, run)

    # ================================================================ deadlines
    async def sweep(self, limit: int = 100) -> list[Outcome]:
        """Do every reminder and deadline pass that is due now; safe to run twice, and at start-up to catch up."""
        outcomes: list[Outcome] = []
        seen: set[tuple[int, int]] = set()
        while True:
            now = self.clock.now()
            due = [d for d in await self.store.claim_due(now, now + self.claim_lease, limit)
                   if (d.game_id, d.version) not in seen]
            if not due:  # nothing more, or only what this sweep already handled (claims may lapse at once)
                return outcomes
            for d in due:
                seen.add((d.game_id, d.version))
                try:
                    out = await self._due(d)
                except (ServiceError, StoreError) as e:
                    out = Outcome(d.channel_id, d.game_id, d.version)
                    out.moderators.append(Message("sweep_failed", {"game": d.game_id, "detail": str(e)[:200]}))
                if out is not None:
                    outcomes.append(out)

    async def _due(self, d: DueGame) -> Outcome | None:
        async with self._locked(d.channel_id):
            try:
                g = await self._load_active(d.channel_id)
            except ServiceError as e:
                if e.key in ("no_game", "game_finished"):  # it ended since it was claimed: nothing is due
                    return None
                raise
            if g.record.id != d.game_id or g.record.status != RUNNING or g.state is None:
                return None
            now = self.clock.now()
            rec, state = g.record, g.state
            colour = self.rules.waiting_for(state)
            if rec.deadline_at is not None and rec.deadline_at <= now:
                if colour is None:
                    await self.store.set_timers(rec.id, rec.version, None, None)
                    self._cache.pop(d.channel_id, None)
                    return None
                return await self._deadline_pass(g, colour)
            if rec.remind_at is not None and rec.remind_at <= now:
                if not await self.store.set_timers(rec.id, rec.version, rec.deadline_at, None):
                    return None  # somebody acted meanwhile: their commit set new times
                self._cache[d.channel_id] = replace(g, record=replace(rec, remind_at=None))
                if colour is None:
                    return None
                user = g.meta.user_of(colour)
                out = Outcome(rec.channel_id, rec.id, rec.version)
                out.public.append(Message("reminder", {
                    "colour": colour, "user": user, "owes": self.rules.owes(state) or "turn",
                    "deadline": None if rec.deadline_at is None else int(rec.deadline_at)}))
                out.ping(user)
                return out
            return None

    async def _deadline_pass(self, g: Loaded, colour: str) -> Outcome:
        action = self.rules.timeout_action(g.state, colour)
        user = g.meta.user_of(colour)
        try:
            new, events = self.rules.apply(g.state, action)
        except RuleError as e:  # cannot pass for them: stop the clock and tell the moderators
            await self.store.set_timers(g.record.id, g.record.version, None, None)
            self._cache.pop(g.record.channel_id, None)
            out = Outcome(g.record.channel_id, g.record.id, g.record.version)
            out.moderators.append(Message("auto_pass_failed", {"colour": colour, "user": user, "detail": e.code}))
            return out
        meta = g.meta.copy()
        missed = meta.missed.get(colour, 0) + 1
        meta.missed[colour] = missed
        out = await self._commit_play(g, meta, new, events, self._entry("timeout", {"action": action}, None))
        out.public.insert(0, Message("auto_pass", {"colour": colour, "user": user}))
        if missed >= meta.missed_alert > 0 and missed % meta.missed_alert == 0:
            out.moderators.append(Message("missed_turns", {"colour": colour, "user": user, "count": missed,
                                                           "channel": g.record.channel_id}))
        return out

    # ================================================================ export / import
    async def export(self, channel_id: int, caller: Caller, *, full: bool = False,
                     game_id: int | None = None) -> Outcome:
        """The game as JSON: what players may see (H-4), or everything for a moderator once it has ended."""
        g = await self._load_any(channel_id, game_id)
        if full:
            if not caller.is_moderator:
                raise refused("moderator_only")
            if g.record.status != FINISHED:
                raise refused("full_export_running")
        try:
            entries = await self.store.log(g.record.id)
        except CorruptRow as e:
            raise refused("corrupt_game", game=g.record.id, detail=str(e)[:200]) from None
        view = None if g.state is None else self.rules.view(g.state, None)
        out = Outcome(channel_id, g.record.id, g.record.version)
        out.data = export_document(g.record, g.meta, view, entries, full)
        return out

    async def import_game(self, channel_id: int, caller: Caller, document: Any) -> Outcome:
        """A moderator's full export of a finished game becomes a finished game of this channel, after its log
        is replayed and found to lead exactly to its state."""
        if not caller.is_moderator:
            raise refused("moderator_only")
        doc = read_import(document, self.rules.name)
        try:
            GameMeta.from_json(doc["meta"])
            replayed = replay_log(self.rules, doc["entries"])
        except RuleError as e:
            raise refused("import_bad", detail=e.code) from None
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
            raise refused("import_bad", detail=str(e)[:200]) from None
        if replayed is None or self.rules.dump(replayed) != doc["state"] or not self.rules.ended(replayed):
            raise refused("import_bad", detail="the log does not lead to the exported state")
        now = self.clock.now()
        log = [NewLogEntry(e.kind, e.payload, e.at, e.actor_id, e.moderator, e.version) for e in doc["entries"]]
        log.append(NewLogEntry("import", {"format": EXPORT_FORMAT, "from_game": doc["game_id"]}, now,
                               caller.user_id, True, doc["version"]))
        async with self._locked(channel_id):
            rec = await self.store.create_game(
                NewGame(caller.guild_id, channel_id, self.rules.name, doc["meta"], doc["created_at"], FINISHED,
                        doc["state"], version=doc["version"]), log)
        out = Outcome(channel_id, rec.id, rec.version, public=[Message("imported", {"game": rec.id})])
        return out

    # ================================================================ server settings
    async def _settings(self, guild_id: int | None) -> GuildSettings:
        return GuildSettings(0) if guild_id is None else await self.store.settings(guild_id)

    async def settings(self, guild_id: int) -> GuildSettings:
        return await self.store.settings(guild_id)

    async def update_settings(self, guild_id: int, caller: Caller, *, moderator_role_id: int | str | None = DEFAULT,
                              default_deadline_seconds: int | str | None = DEFAULT, language: str | None = None,
                              missed_turns_alert: int | None = None) -> Outcome:
        if not caller.is_moderator:
            raise refused("moderator_only")
        s = await self.store.settings(guild_id)
        if moderator_role_id != DEFAULT:
            if moderator_role_id is not None and not isinstance(moderator_role_id, int):
                raise refused("bad_request", detail="moderator role")
            s = replace(s, moderator_role_id=moderator_role_id)
        if default_deadline_seconds != DEFAULT:
            s = replace(s, default_deadline_seconds=self._deadline(default_deadline_seconds))
        if language is not None:
            if language not in ("pl", "en"):
                raise refused("bad_request", detail="language: pl or en")
            s = replace(s, language=language)
        if missed_turns_alert is not None:
            if isinstance(missed_turns_alert, bool) or not isinstance(missed_turns_alert, int) or not (
                    0 <= missed_turns_alert <= 100):
                raise refused("bad_request", detail="missed turns: 0-100")
            s = replace(s, missed_turns_alert=missed_turns_alert)
        await self.store.put_settings(s)
        return Outcome(0, public=[Message("settings_saved", {})],
                       data={"moderator_role_id": s.moderator_role_id,
                             "default_deadline_seconds": s.default_deadline_seconds, "language": s.language,
                             "missed_turns_alert": s.missed_turns_alert})


# Log kinds that need the powers of the host or a moderator.
MODERATOR_KINDS = frozenset({"start", "reset", "rollback", "skip", "remove", "replace", "deadline", "end"})


def _hours(seconds: int | None) -> str:
    if seconds is None:
        return "—"
    return f"{seconds / 3600:g}"
