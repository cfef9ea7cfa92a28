"""The one command pipeline: lock -> load (from memory when current) -> check -> apply -> commit -> announce.

An operation (service/lobby.py, play.py, moderation.py ...) is a small function from the loaded game to a
`Change`; `Pipeline.mutate` runs it under the channel's lock and `Pipeline.commit` writes it, with the snapshot
and timer policy decided here, once: a phase boundary or a new deal is snapshotted for rollback, a new turn
(or a restart) starts a fresh deadline. The version number makes every write a compare-and-set, so a stale
request is refused and nothing is ever applied twice, even across processes.
"""

from __future__ import annotations

import secrets
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from engine.errors import RuleError
from games import default_key
from games.computer import is_computer
from jsontypes import Event, Json
from service.caller import Caller
from service.clock import Clock, SystemClock
from service.encoding import encode_json
from service.errors import ServiceError, refused, unreadable
from service.grouping import group
from service.history import replay_moves
from service.memory import DEFAULT_SIZE, ChannelLocks, Lru, answers_size, slim
from service.messages import EVENT, Message
from service.meta import GameMeta, PlayerTimer, server_away
from service.notices import turn_notices
from service.outbox import posts_of
from service.outcome import Outcome, RenderRequest, away_names
from service.results import GameStatus, SeatView, TurnCall
from service.rules import GameRules, rules_named
from service.where import index_change
from store.errors import CorruptRow, StaleVersion
from store.interface import GameStore
from store.records import FINISHED, RUNNING, GameChange, GameRecord, GuildSettings, NewLogEntry, NewSnapshot

STATE_EVERY = 8  # within a turn, the store keeps a game's state at most this many actions behind (issue 16): the
# others are only logged (GameChange.keep_state), so that a move writes its action, not the whole state again;
# a game read back replays at most STATE_EVERY - 1 of them (store/pending.py)
READ_SECONDS = 60.0  # how long a remembered game answers reads without asking the store (another process
# may have swept it meanwhile; a due timer makes it ask at once)

COMPUTER_DELAY = 4.0  # seconds a computer seat waits before it plays (a move at once feels like no one played)

# Log kinds that need the powers of the host or a moderator.
MODERATOR_KINDS = frozenset({"start", "reset", "rollback", "skip", "remove", "replace", "deadline", "end"})


@dataclass(frozen=True, slots=True)
class Loaded:
    """A game as read (or as last committed by this process): the row, its metadata and the rules' state."""

    record: GameRecord
    meta: GameMeta
    state: Any | None
    rules: GameRules  # the rules of this game (its row's game_type)
    behind: int = 0  # actions committed since the store last wrote the whole state (STATE_EVERY)

    def waits_for(self, colour: str | None) -> bool:
        """Whether the running game waits for that seat now."""
        return self.state is not None and colour is not None and colour in self.rules.waiting_for(self.state)


UNCHANGED: Any = object()  # a Change that leaves the game state as it is (seats, policy)


@dataclass(slots=True)
class Change:
    """What an operation wants written and said; `Pipeline.commit` decides snapshot, timers and the turn call."""

    meta: GameMeta
    entry: NewLogEntry
    state: Any = UNCHANGED
    events: Sequence[Event] = field(default_factory=list)
    state_json: Json | None = None  # the state's JSON when already at hand (a rollback's snapshot)
    status: str | None = None  # for an unchanged state: the new status (a closed lobby)
    new_line: bool = False  # a fresh deal (start, reset): snapshot, new deadline, no parent snapshot
    restart_turn: bool = False  # the turn owed gets a fresh deadline even if it is the same turn
    render: str | None = None  # draw the board for this reason (start, rollback ...) whatever happened
    first: list[Message] = field(default_factory=list)  # public news before the engine's events
    tells: list[tuple[int, Message]] = field(default_factory=list)
    pings: list[int] = field(default_factory=list)
    moderators: list[Message] = field(default_factory=list)
    alerts: tuple[int | None, int | None] = (None, None)  # the moderators' channel, or the role to ping


Op = Callable[[Loaded], Awaitable[Change]]


class Pipeline:
    def __init__(self, store: GameStore, rules: GameRules | None = None, clock: Clock | None = None,
                 seed_source: Callable[[], int] | None = None, *, default_game: str | None = None,
                 claim_lease: float = 120.0, cache: bool = True, cache_size: int = DEFAULT_SIZE,
                 read_seconds: float = READ_SECONDS, computer_delay: float = COMPUTER_DELAY) -> None:
        self.store = store
        self.computer_delay = computer_delay  # how long a computer seat seems to think before it plays
        self.wake: Callable[[float], None] | None = None  # told when a computer seat falls due (the bot's sweeper)
        # the game a new table plays unless it names another (games/: the first listed, or DEFAULT_GAME)
        self.default_game = default_game or (rules.key if rules is not None else default_key())
        self.own_rules = {} if rules is None else {rules.key: rules, rules.name: rules}  # a test's stand-in
        self.clock: Clock = clock or SystemClock()
        self.seed_source = seed_source or (lambda: secrets.randbits(62))
        self.claim_lease = claim_lease
        self.use_cache = cache
        self.read_seconds = read_seconds
        self.locks = ChannelLocks(cache_size)
        self.games: Lru[int, tuple[Loaded, float]] = Lru(cache_size)  # channel -> (game, when it was current)
        self.guilds: Lru[int, tuple[GuildSettings, float]] = Lru(cache_size)
        self.answers: Lru[tuple[Any, ...], Any] = Lru(answers_size(cache_size))  # (channel, game, version, who) -> a built answer
        self.names: Lru[tuple[int | None, int], str] = Lru(cache_size)  # (server, user) -> display name seen
        self.empty: Lru[int, float] = Lru(cache_size)  # channels that had no game at all, and since when

    # ---- memory ----
    def remember(self, g: Loaded) -> None:
        self.empty.pop(g.record.channel_id)
        if g.record.status == FINISHED or not self.use_cache:
            self.games.pop(g.record.channel_id)
        else:
            self.games.put(g.record.channel_id, (Loaded(slim(g.record), g.meta, g.state, g.rules, g.behind),
                                                 self.clock.now()))

    def forget(self, channel_id: int) -> None:
        self.games.pop(channel_id)
        self.empty.pop(channel_id)

    def cached(self, channel_id: int) -> Loaded | None:
        """The remembered game, for a change (its commit is a compare-and-set, so staleness is caught there)."""
        hit = self.games.get(channel_id) if self.use_cache else None
        return None if hit is None else hit[0]

    def current(self, channel_id: int) -> Loaded | None:
        """The remembered game if it may answer a read: recent, and no timer of it due (a due timer may have
        been played by another process's sweeper)."""
        hit = self.games.get(channel_id) if self.use_cache else None
        if hit is None:
            return None
        g, at = hit
        now = self.clock.now()
        rec = g.record
        if not now - at < self.read_seconds or any(t is not None and t <= now for t in (rec.deadline_at, rec.remind_at)):
            return None
        return g

    # ---- loading ----
    def rules_for(self, game: str | None) -> GameRules | None:
        """The rules of a stored game_type or a game's key (None: the default game), or None if unknown."""
        name = game or self.default_game
        return self.own_rules.get(name) or rules_named(name)

    def parse(self, rec: GameRecord) -> Loaded:
        rules = self.rules_for(rec.game_type)
        if rules is None:
            raise refused("corrupt_game", game=rec.id, detail="game_type")
        behind = len(rec.pending)
        try:
            meta = GameMeta.from_json(rec.meta)
            state = None if rec.state is None else rules.load(rec.state)
            if rec.pending and state is not None:  # the actions since the store last wrote the state: replayed
                state = replay_moves(rules, state, rec.pending)
                rec = replace(rec, state=rules.dump(state), pending=())
        except (KeyError, TypeError, ValueError, AttributeError, IndexError, RuleError) as e:
            raise refused("corrupt_game", game=rec.id, detail=unreadable(e)) from None
        if rec.status == RUNNING and state is None:
            raise refused("corrupt_game", game=rec.id, detail="game_type")
        return Loaded(rec, meta, state, rules, behind)

    async def load_active(self, channel_id: int) -> Loaded:
        try:
            rec = await self.store.active_game(channel_id)
            if rec is None:
                past = await self.store.games_in_channel(channel_id)
                raise refused("game_finished" if past else "no_game")
        except CorruptRow as e:
            raise refused("corrupt_game", game="?", detail=unreadable(e)) from None
        return self.parse(rec)

    async def read(self, channel_id: int, game_id: int | None = None) -> Loaded:
        """For a query: the channel's active game (from memory while current), else its latest finished one,
        or the named game of this channel."""
        if game_id is None:
            g = self.current(channel_id)
            if g is not None:
                return g
            since = self.empty.get(channel_id) if self.use_cache else None
            if since is not None and self.clock.now() - since < self.read_seconds:
                raise refused("no_game")  # a keystroke in a channel without a game asks the store once
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
                        self.empty.put(channel_id, self.clock.now())
                        raise refused("no_game")
                    rec = past[-1]
        except CorruptRow as e:
            raise refused("corrupt_game", game=game_id or "?", detail=unreadable(e)) from None
        g = self.parse(rec)
        if game_id is None and rec.status != FINISHED:
            self.remember(g)
        return g

    # ---- the executor ----
    async def mutate(self, channel_id: int, op: Op) -> Outcome:
        """Run an operation under the channel lock; a remembered game that turns out stale is reloaded once."""
        async with self.locks.hold(channel_id):
            cached = self.cached(channel_id)
            g = cached or await self.load_active(channel_id)
            try:
                return await self.commit(g, await op(g))
            except StaleVersion:
                self.forget(channel_id)
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
                self.forget(channel_id)
            g = await self.load_active(channel_id)
            try:
                return await self.commit(g, await op(g))
            except StaleVersion:
                self.forget(channel_id)
                raise refused("stale_write") from None

    async def commit(self, g: Loaded, change: Change) -> Outcome:
        """Write a change in one store transaction, then say what happened."""
        rec, meta, rules = g.record, change.meta, g.rules
        for seat in meta.seats:  # names seen in interactions since (issue 11: no members intent needed)
            seen = self.names.get((rec.guild_id, seat.user))
            if seen is not None and not seat.removed:
                seat.name = seen
        played = change.state is not UNCHANGED
        state = change.state if played else g.state
        ended = played and rules.ended(state)
        snapshot = None
        boundary = False
        state_json: Json | None
        keep = False
        if played:
            boundary = change.new_line or any(ev.get("type") in rules.boundary_events for ev in change.events)
            # a player's move within a turn: only the action is written, the stored state stays (STATE_EVERY)
            keep = (change.entry.kind == "action" and not boundary and not ended and change.state_json is None
                    and rec.status == RUNNING and g.behind + 1 < STATE_EVERY)
            if keep:
                state_json = None
            else:
                state_json = change.state_json if change.state_json is not None else rules.dump(state)
                if boundary and not ended:
                    phase, rnd = rules.phase(state)
                    snapshot = NewSnapshot(phase, rnd, state_json,
                                           parent=None if change.new_line else meta.phase_snapshot)
                    meta.phase_snapshot = rec.version + 1
            status = FINISHED if ended else RUNNING
        else:
            # a remembered row carries no state JSON (service/memory.slim): dump gives the same JSON, replay is exact
            state_json = rec.state if rec.state is not None or g.state is None else rules.dump(g.state)
            status = change.status or rec.status
        new_turn: list[str] = []
        deadline, remind = rec.deadline_at, rec.remind_at
        away: dict[int, float] = {}
        if state is not None and status == RUNNING and (played or change.restart_turn):
            away = await self.away_here(rec.guild_id, meta, change.entry.at)
            deadline, remind, new_turn = self.timers(rules, meta, state, rec, change.entry.at,
                                                     change.restart_turn or change.new_line, away)
        elif ended:
            meta.turn, meta.turns, deadline, remind = None, {}, None, None
        # the outcome is decided before the write, so that its posts go into the same transaction (the outbox)
        at = change.entry.at
        after = GameRecord(rec.id, rec.guild_id, rec.channel_id, rec.game_type, status, rec.version + 1, {},
                           state_json, deadline, remind, rec.created_at, at)  # (dataclasses.replace costs ~8 µs)
        reason = "end" if ended else (change.render or ("phase" if boundary else None))
        called = [c for c in new_turn if meta.user_of(c) not in away]  # an away player's turn is the computer's
        out = self.announce(Loaded(after, meta, state, rules), change, called if played else [], reason)
        group(out, meta, rules, change.events, kind=change.entry.kind, actor=change.entry.actor_id, played=played,
              replaced=change.new_line or change.state_json is not None)  # one message per turn (or every move)
        out.names.update(away_names({c: away[u] for c, u in meta.users().items() if u in away}))  # the board says it
        seats = index_change(rules, meta, state, status)  # the players' index (/games), when it changes
        meta_json = encode_json(meta.to_json())
        posts = posts_of(out, at, change.entry.actor_id)
        if out.turn is not None:  # a notice to each player newly waited for, and the next (issue 27)
            notices = turn_notices(out, meta, rules, state, rec.guild_id, at)
            out.notified = [int(n.body["user"]) for n in notices]
            posts += notices
        s = await self.store.commit(rec.id, rec.version, GameChange(status, meta_json, state_json, deadline, remind, at,
                                                                    keep, seats), [change.entry], snapshot, posts)
        # remembered slim (service/memory.slim: the parsed meta and state stand for their JSON), built directly
        self.remember(Loaded(GameRecord(s.id, s.guild_id, s.channel_id, s.game_type, s.status, s.version, {}, None,
                                        s.deadline_at, s.remind_at, s.created_at, s.updated_at), meta, state, rules,
                             g.behind + 1 if keep else 0))
        out.queued = bool(posts)
        if self.wake is not None and status == RUNNING:
            due = [t.deadline for c, t in meta.turns.items() if t.deadline is not None
                   and (is_computer(meta.user_of(c)) or meta.user_of(c) in away)]
            if due:
                self.wake(min(due))
        return out

    async def away_here(self, guild_id: int | None, meta: GameMeta, now: float) -> dict[int, float]:
        """The seated players away now (from this game, or from every game of its server): user -> until when.
        The server's settings come from memory while recent (one read a minute at most)."""
        seated = {s.user for s in meta.seats if not s.removed}
        mine = {u: t for u, t in meta.away.items() if t > now and u in seated}
        if guild_id is None:
            return mine
        hit = self.guilds.get(guild_id) if self.use_cache else None
        if hit is None or not now - hit[1] < self.read_seconds:
            settings = await self.store.settings(guild_id)
            self.guilds.put(guild_id, (settings, now))
        else:
            settings = hit[0]
        return {**{u: t for u, t in server_away(settings.extra, now).items() if u in seated}, **mine}

    def timers(self, rules: GameRules, meta: GameMeta, state: Any, prev: GameRecord, now: float,
               restart: bool, away: dict[int, float] | None = None) -> tuple[float | None, float | None, list[str]]:
        """Each waiting player's deadline and reminder: a player whose turn key is new (or all, on `restart`)
        starts a fresh deadline; one still owing the same keeps theirs (a reminder already sent stays sent).
        The row carries the earliest of them, which is what the sweeper looks at. Also: whose turns are new."""
        keys = {} if rules.ended(state) else rules.turn_keys(state)
        before = meta.turns
        if not before and meta.turn is not None:  # stored before per-player timers: one key, the row's timers
            before = {c: PlayerTimer(list(meta.turn), prev.deadline_at, prev.remind_at) for c in keys}
        meta.turn = None
        turns: dict[str, PlayerTimer] = {}
        new_turn: list[str] = []
        for colour, key in keys.items():
            old = before.get(colour)
            if old is not None and old.key == key and not restart:
                sent = prev.remind_at is None or (old.remind is not None and old.remind < prev.remind_at)
                turns[colour] = PlayerTimer(key, old.deadline, None if sent else old.remind, old.since)
                continue
            new_turn.append(colour)
            user = meta.user_of(colour)
            if is_computer(user) or (away and user in away):  # the computer plays: after a short delay, unreminded
                turns[colour] = PlayerTimer(key, now + self.computer_delay, None, since=now)
                continue
            deadline = None if meta.deadline_seconds is None else now + meta.deadline_seconds
            remind_before = meta.remind_before()
            turns[colour] = PlayerTimer(key, deadline, deadline - remind_before if deadline and remind_before else None,
                                        since=now)
        meta.turns = turns
        return (min((t.deadline for t in turns.values() if t.deadline is not None), default=None),
                min((t.remind for t in turns.values() if t.remind is not None), default=None), new_turn)

    def announce(self, g: Loaded, change: Change, new_turn: list[str], render: str | None) -> Outcome:
        rec, meta = g.record, g.meta
        out = Outcome(rec.channel_id, rec.id, rec.version, public=list(change.first),
                      moderators=list(change.moderators),
                      seats=meta.users(), names=meta.names())
        out.alerts_to, out.alert_role = change.alerts
        if change.state is UNCHANGED:  # seats or policy changed: say how the table stands now
            out.result = self.status_of(g)
        seated = set(meta.colours())
        for ev in change.events:
            to = ev.get("private_to")  # docs/VIEW.md: only private events carry it
            if isinstance(to, str) and to in seated:  # a private event (H-1): only its owner hears it
                user = meta.user_of(to)
                if user is not None:
                    out.tell(user, Message(EVENT, {"event": ev}))
                continue
            if not g.rules.announces(ev):
                continue
            out.public.append(Message(EVENT, {"event": ev}))
            if ev.get("type") == "undone":
                out.public.append(Message("undo_done", {"player": ev.get("player"), "actions": ev.get("actions", [])}))
        if render is not None and g.state is not None:
            out.renders.append(RenderRequest(g.rules.view(g.state, None), render))
        for user, message in change.tells:
            out.tell(user, message)
        for user in change.pings:
            out.ping(user)
        people = [c for c in new_turn if not is_computer(meta.user_of(c))]  # a computer seat is not called
        if people and g.state is not None:
            call = self.turn_call(g, people)  # those newly owing: the others were called already
            if call is not None:
                out.turn = call
                for user in call.users:
                    out.ping(user)
                many = len(call.colours) > 1
                who: Any = list(call.colours) if many else call.colour
                users: Any = list(call.users) if many else call.user
                key = "your_turn_many" if many else "your_turn"
                out.public.append(Message(key if call.deadline else f"{key}_no_deadline",
                                          {"colour": who, "user": users, "deadline": call.deadline}))
        return out.in_room(g.rules.key)

    def turn_call(self, g: Loaded, only: list[str] | None = None) -> TurnCall | None:
        """Whom the game waits for now (all of them, or those of `only`, in seat order) and the earliest of their
        deadlines."""
        if g.state is None:
            return None
        rules, meta = g.rules, g.meta
        waiting = [c for c in rules.waiting_for(g.state) if only is None or c in only]
        if not waiting:
            return None
        users = tuple(u for u in (meta.user_of(c) for c in waiting) if u is not None)
        times = [t.deadline for c, t in meta.turns.items() if c in waiting and t.deadline is not None]
        deadline = int(min(times)) if times else None
        return TurnCall(waiting[0], meta.user_of(waiting[0]), deadline, meta.epoch, rules.owes(g.state, waiting[0]),
                        tuple(waiting), users, game=rules.key)

    # ---- small helpers the operations share ----
    def saw(self, caller: Caller) -> None:
        """Remember the caller's display name; the next commit of a game they sit at writes it to its seats."""
        if caller.name:
            self.names.put((caller.guild_id, caller.user_id), caller.name[:64])

    def entry(self, kind: str, payload: Json, caller: Caller | None) -> NewLogEntry:
        """A log entry; `moderator` marks a use of powers a plain player does not have (host or moderator)."""
        if caller is not None:
            self.saw(caller)
        moderator = caller is not None and kind in MODERATOR_KINDS
        return NewLogEntry(kind, encode_json(payload), self.clock.now(), None if caller is None else caller.user_id, moderator)

    def away_now(self, g: Loaded) -> dict[int, float]:
        """Who sits away now, as far as memory knows without a read (this game's, and the server's settings when
        remembered): for /game status and the board."""
        now = self.clock.now()
        seated = {s.user for s in g.meta.seats if not s.removed}
        hit = self.guilds.get(g.record.guild_id) if g.record.guild_id is not None and self.use_cache else None
        server = server_away(hit[0].extra, now) if hit is not None else {}
        mine = {u: t for u, t in g.meta.away.items() if t > now}
        return {u: t for u, t in {**server, **mine}.items() if u in seated}

    def status_of(self, g: Loaded) -> GameStatus:
        rec, meta, rules = g.record, g.meta, g.rules
        waiting = [] if g.state is None else rules.waiting_for(g.state)
        first = waiting[0] if waiting else None
        phase, rnd = rules.phase(g.state) if g.state is not None else (None, None)
        ended = g.state is not None and rules.ended(g.state)  # only an ended game has a result
        result = rules.view(g.state, None).get("result") if ended else None
        users = tuple(u for u in (meta.user_of(c) for c in waiting) if u is not None)
        return GameStatus(rec.id, rec.status, rec.version, meta.host,
                          tuple(SeatView(s.user, s.colour, s.removed) for s in meta.seats), dict(meta.options),
                          meta.deadline_seconds, rec.deadline_at, first, meta.user_of(first), phase, rnd,
                          result, meta.closed, meta.epoch, tuple(waiting), users, game=rules.key,
                          progress=None if g.state is None or ended else rules.progress(g.state),
                          away=tuple(sorted(self.away_now(g).items())) if rec.status == RUNNING else (),
                          link=meta.web)
