"""The outbox's delivery policy (issue 11): what the commits wrote goes out in order per channel, exactly once.

A post is marked delivered part by part, only after the front accepted each part, and every part carries a
nonce (Discord then enforces it), so a retry after an unknown outcome finds the message already created
instead of posting it twice. When the front cannot take a part for now (5xx, 429 past the library's own
retries, the network), the channel is tried again later with a growing pause. A permanent refusal (403 missing
permission, 404 channel gone) stops that channel's queue where it is (order is kept), is kept for `/game status`
and the log, and is told to the moderators once; the game itself is committed and goes on as soon as the posts
can go out. On start-up everything committed but never delivered goes out.

A player's notices (issue 27, service/notices.py: kind "dm", queued under `dm_queue(user)`) go the same way; the
front may ask one to wait (`Failed.until`: quiet hours), and one refused by closed DMs is given up at once, the
game's channel pinging the player instead.

A server that chose neither a moderators' channel nor a moderator role gets its alerts by direct message to its
owner (kind "owner", queued under `owner_queue(guild)`); an owner whose DMs are closed is logged and remembered
for the moderators' `/game status`, and that alert is given up at once (never retried, never blocking a queue).

Several processes share one database (issue 25, docs/SCALING.md), so what must hold across them is kept in the
store, not in memory: one process at a time delivers a channel (a lease on its queue, renewed while it works and
taken over by another process's scan once it lapses: a dead process's posts go out within about twice its
length); a part once marked delivered never becomes pending again; a refused or failing channel is left alone
until its retry time, whoever acts there meanwhile (the presser hears what the store knows); the moderators'
alert is written with the mark that it was given, once per refusal episode; every request counts against one
budget per bot token (`Budget`).

Nothing here knows Discord: a `Sender` (cogs/sender.py; a console could print) words a post, sends one part
and says how it went as plain data; the words about a problem are made at the edge too.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
import uuid
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Protocol

from jsontypes import Json
from service.clock import Clock, SystemClock
from service.guild import alert_channel
from service.memory import ChannelLocks
from service.messages import Message
from service.notices import DM, fallback_posts
from service.outbox import OWNER, owner_queue, posts_of
from service.outcome import Outcome
from store.records import ChannelQueue, GuildSettings, NewPost, Post

if TYPE_CHECKING:
    from store.interface import GameStore

log = logging.getLogger("mp.outbox")

FIRST_RETRY = 5.0  # seconds before a channel whose posts failed is tried again; doubles up to LAST_RETRY
LAST_RETRY = 600.0
BATCH = 50
KEEP_SECONDS = 7 * 24 * 3600.0  # delivered posts are forgotten after a week (at start-up)
LEASE_SECONDS = 30.0  # a channel's delivery lease: renewed while delivering, taken over once it lapses
SCAN_SECONDS = 30.0  # how often the loop looks for channels nobody delivers (a dead process's, alerts): <= the lease
QUEUES_AT_MOST = 500  # channels each scan hands out (the rest at the next one)


@dataclass(frozen=True, slots=True)
class Accepted:
    """The front took the part (a new message, or the one its nonce already made)."""


@dataclass(frozen=True, slots=True)
class Refused:
    """The front will not take the part until somebody changes something: a missing permission (403, `missing`
    names what the part needs), a channel gone (404), an owner's closed DMs, an owner nobody knows. `code` is the
    front's own error code, `reason` a word for the log when it is not the permissions, `recipient` the user a
    direct message was for."""

    status: int | None
    code: int | None = None
    missing: tuple[str, ...] = ()
    reason: str = ""
    recipient: int | None = None

    def error(self) -> str:
        """As the outbox row keeps it: "403 50013: send_messages", "404 10003", "owner_unknown"."""
        head = "" if self.status is None else f"{self.status} {self.code}"
        return ": ".join(p for p in (head, ", ".join(self.missing) or self.reason) if p)


@dataclass(frozen=True, slots=True)
class Failed:
    """The front did not take the part this time (5xx, 429, the network, a timeout, an owner not known yet):
    the channel is tried again later."""

    status: int | None
    reason: str = ""  # the error's name, for the log when there is no status
    until: float | None = None  # not before then (a player's quiet hours: their notice waits, issue 27)

    def error(self) -> str:
        return f"{self.status or self.reason}"


Sent = Accepted | Refused | Failed


class Letter(Protocol):
    """One post worded for its readers (in its server's language), ready to go out part by part; its parts are
    fixed for this try, so a resumed post continues at the part it stopped at."""

    @property
    def parts(self) -> int: ...

    async def send(self, index: int, nonce: str) -> Sent:
        """Post part `index` with its nonce (the same for every try of that part)."""


class Sender(Protocol):
    """A front end's half of delivery: words a post and sends it, and answers with data, never an exception
    (one it does not expect is a bug: logged, and the channel tried again later)."""

    async def open(self, post: Post) -> Letter | Refused | Failed:
        """The post ready to send; or `Failed` when it cannot be worded yet (an owner's DM before the servers
        are known: tried again later, no send counted), `Refused` when never (an owner nobody knows)."""

    async def language(self, guild_id: int | None) -> str:
        """The language of a server's public posts (the moderators' alert is worded in it)."""

    def permissions(self, missing: Sequence[str], lang: str) -> str:
        """Permissions by their names in a language (the moderators' alert names what is missing)."""


@dataclass(frozen=True, slots=True)
class Problem:
    """Why a channel's posts stopped: `permanent` (403, 404) until somebody fixes it, else transient."""

    channel_id: int
    permanent: bool
    status: int | None
    missing: tuple[str, ...] = ()  # the permissions the refused part needs and the front lacks (403)
    detail: str = ""
    until: float | None = None  # the front asked to wait until then (quiet hours): the retry time, not a pause

    def json(self) -> Json:
        """As the channel's queue keeps it in the store, for every process."""
        return {"permanent": self.permanent, "status": self.status, "missing": list(self.missing),
                "detail": self.detail}

    @classmethod
    def of(cls, channel_id: int, data: Json | None) -> Problem | None:
        if not isinstance(data, dict):
            return None
        status = data.get("status")
        return cls(channel_id, bool(data.get("permanent")), status if isinstance(status, int) else None,
                   tuple(str(m) for m in data.get("missing") or ()), str(data.get("detail") or ""))


@dataclass(frozen=True, slots=True)
class Backlog:
    """What `/game status` says about a channel's posts: how many wait, the permissions a refusal named, and
    (for moderators) whether the server's owner refused the last moderator alert by DM."""

    waiting: int = 0
    missing: tuple[str, ...] = ()
    owner_refused: bool = False


LOST = Problem(0, False, None, detail="lease lost")  # `deliver`: the channel went to another process meanwhile


def nonce_of(post: Post, part: int) -> str:
    """The same for every try of one part (Discord keeps at most 25 characters)."""
    return f"{post.id}.{part}.{post.game_id or 0}"[:25]


class Budget:
    """One bot token's request budget, shared by every process through the store (issue 25): Discord's global
    limit (about 50 requests a second) counts the token's requests, not a process's. A token bucket kept in
    the database, on the database's clock; each request takes a token and waits until the bucket could pay
    for it. Per-route limits stay with discord.py."""

    NAME = "discord-global"

    def __init__(self, store: GameStore, rate: float, burst: float | None = None, name: str = NAME) -> None:
        self.store = store
        self.rate = rate
        # at most rate + burst requests in any second: a tenth of the rate keeps that under Discord's limit
        self.burst = max(1.0, rate / 10) if burst is None else burst
        self.name = name
        self.waited = 0.0  # seconds this process waited for the budget (for the log and the benchmarks)

    async def spend(self) -> None:
        wait = await self.store.spend(self.name, self.rate, self.burst)
        if wait > 0:
            self.waited += wait
            await asyncio.sleep(wait)


def process_name() -> str:
    """Who holds a lease: this process's life (a restarted process is another holder; its old leases lapse)."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


class Delivery:
    """One per bot process: `flush(channel)` posts that channel's pending posts; a background loop catches up at
    start-up, retries the channels that failed and finds channels nobody delivers."""

    def __init__(self, store: GameStore, sender: Sender, *,
                 settings_of: Callable[[int], Awaitable[GuildSettings]], clock: Clock | None = None,
                 budget: Budget | None = None, holder: str | None = None,
                 closed_dms: Callable[[int], Awaitable[None]] | None = None) -> None:
        self.store = store
        self.sender = sender
        self.settings_of = settings_of  # a server's settings (where its moderator alerts go)
        self.clock = clock or SystemClock()
        self.budget = budget  # None: no shared budget (tests, the console)
        self.holder = holder or process_name()
        self.closed_dms = closed_dms  # a player's DMs refused a notice (their settings remember it, issue 27)
        self.locks = ChannelLocks()
        self.retry: dict[int, tuple[float, float]] = {}  # channel -> (when to try again, the pause used)
        self.problems: dict[int, Problem] = {}  # channel -> why its posts are waiting (as last read or met)
        self.waiting: dict[int, int] = {}  # channel -> posts left undelivered at the last try
        self.owner_refused: dict[int, int] = {}  # server -> its owner, whose DMs refused the last alert
        self.stats = {"posts": 0, "parts": 0, "refused": 0, "failed": 0, "caught_up": 0, "held_elsewhere": 0,
                      "left_alone": 0, "alerts": 0}
        self.caught_up = asyncio.Event()
        self.tasks: set[asyncio.Task[Any]] = set()
        self._leases: dict[int, float] = {}  # channel -> until when this process holds its lease
        self._loop: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()

    # ---- life ----
    def start(self) -> None:
        if self._loop is None:
            self._loop = asyncio.create_task(self._run(), name="mp-outbox-loop")

    async def stop(self) -> None:
        """Stop delivering; the leases this process held are let go at once, so that another process (or this
        one restarted) goes on without waiting for them to lapse."""
        held = list(self._leases)
        running = [*self.tasks, *([self._loop] if self._loop else [])]
        for task in running:
            task.cancel()
        for task in running:
            with contextlib.suppress(asyncio.CancelledError, Exception):  # stopping: nothing more to do
                await task
        self._loop = None
        self.tasks.clear()
        for channel_id in held:
            await self._let_go(channel_id)

    async def _run(self) -> None:
        try:
            try:
                await self.catch_up()
            except Exception:
                log.exception("delivering the posts committed before the start failed; retrying later")
            finally:
                self.caught_up.set()
            scanned = self.clock.now()
            while True:
                now = self.clock.now()
                soonest = min((when for when, _ in self.retry.values()), default=now + SCAN_SECONDS)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), timeout=max(0.05, min(SCAN_SECONDS, soonest - now)))
                self._wake.clear()
                now = self.clock.now()
                due = [c for c, (when, _) in self.retry.items() if when <= now]
                if now - scanned >= SCAN_SECONDS:  # channels nobody delivers: a dead process's, an alert's
                    scanned = now
                    with contextlib.suppress(Exception):
                        due += await self.scan()
                for channel_id in dict.fromkeys(due):
                    await self._flush_or_later(channel_id)
        except asyncio.CancelledError:
            pass

    async def catch_up(self) -> int:
        """Deliver what was committed but never posted (a crash, a restart; channels another process delivers
        or that wait for their retry time are left to it), and forget what was delivered over a week ago; how
        many posts went out."""
        channels = await self.scan()
        log.info("outbox: posts to deliver now in %d channel%s, later in %d", len(channels),
                 "" if len(channels) == 1 else "s", len(self.retry))
        with contextlib.suppress(Exception):  # housekeeping only
            await self.store.prune_posts(self.clock.now() - KEEP_SECONDS)
        before = self.stats["posts"]
        for channel_id in channels:
            await self._flush_or_later(channel_id)
        delivered = self.stats["posts"] - before
        self.stats["caught_up"] += delivered
        return delivered

    async def scan(self) -> list[int]:
        """The channels with pending posts that may be delivered now; the others (another process's lease, a
        retry time to come, as the store knows them) are looked at again when that time comes."""
        now = self.clock.now()
        ready: list[int] = []
        for channel_id, due in await self.store.pending_queues(QUEUES_AT_MOST):
            if due <= now:
                ready.append(channel_id)
            else:
                self.retry[channel_id] = (due, self.retry.get(channel_id, (0.0, 0.0))[1])
        return ready

    def flush_soon(self, channel_id: int, then: Callable[[Problem], Awaitable[None]] | None = None) -> None:
        """Flush in a task of its own (beside an interaction's answer, after an alert is queued); `then` hears
        of a problem (to tell whoever acted). Stopped with the rest at `stop`."""
        async def run() -> None:
            problem = await self._flush_or_later(channel_id)
            if problem is not None and then is not None:
                await then(problem)

        self._spawn(run(), f"mp-deliver:{channel_id}")

    def backlog(self, channel_id: int, guild_id: int | None = None) -> Backlog:
        """How many posts wait in a channel and what is missing, from memory (no store call; what this process
        last met or read of the channel's queue); with the server, also whether its owner refused the last
        moderator alert."""
        count = self.waiting.get(channel_id, 0)
        problem = self.problems.get(channel_id)
        missing = problem.missing if count and problem is not None and problem.permanent else ()
        return Backlog(count, missing, guild_id is not None and guild_id in self.owner_refused)

    async def known(self, channel_id: int, guild_id: int | None = None) -> Backlog:
        """The backlog as the store knows it now (one read: another process may have met the refusal, or
        delivered everything since), remembered here too."""
        state = await self.store.queue_state(channel_id)
        if state is None or state.waiting <= 0:
            self.waiting.pop(channel_id, None)
            self.problems.pop(channel_id, None)
        else:
            self.waiting[channel_id] = state.waiting
            problem = Problem.of(channel_id, state.problem)
            if problem is not None:
                self.problems[channel_id] = problem
        return self.backlog(channel_id, guild_id)

    async def pace(self) -> None:
        """Wait for the token's budget before one request to Discord (also for posts made outside the outbox)."""
        if self.budget is not None:
            await self.budget.spend()

    # ---- delivering ----
    async def flush(self, channel_id: int) -> Problem | None:
        """Post the channel's pending posts in order, holding its lease; stops at the first the front will not
        take. A channel another process delivers is left to it; one waiting for its retry time is not tried
        (its problem, as the store knows it, is returned for whoever acted)."""
        async with self.locks.hold(channel_id):
            now = self.clock.now()
            try:
                queue = await self.store.take_queue(channel_id, self.holder, now, now + LEASE_SECONDS, BATCH)
            except BaseException:  # cancelled (a stop) after the store took it, perhaps: let it go
                await self._let_go(channel_id)
                raise
            if not queue.taken:
                return await self._left_alone(channel_id, queue)
            self._leases[channel_id] = now + LEASE_SECONDS
            try:
                return await self._deliver_queue(channel_id, queue)
            except BaseException:  # cancelled (a stop), the store, a bug: let the lease go rather than lapse
                await self._let_go(channel_id)
                raise
            finally:
                self._leases.pop(channel_id, None)

    async def _let_go(self, channel_id: int) -> None:
        """Give the lease up at once, keeping the queue's retry time and problem (another process may go on)."""
        with contextlib.suppress(Exception):  # a store gone away: the lease lapses by itself
            await asyncio.wait_for(self.store.renew_queue(channel_id, self.holder, self.clock.now(), 0.0), 5)

    async def _deliver_queue(self, channel_id: int, queue: ChannelQueue) -> Problem | None:
        """The channel's pending posts in order, batch by batch, until the lease can be released (nothing
        pending: the release checks it in the same statement, so the last batch needs no read after it; the
        first came with the lease)."""
        posts = list(queue.posts)  # the first batch came with the lease
        while True:
            if not posts and not await self._keep(channel_id):  # the lease lapsed meanwhile
                return None
            for n, post in enumerate(posts):
                problem = await self.deliver(post, lambda: self._keep(channel_id))
                if problem is LOST:
                    return None  # another process took the channel over: it delivers from here
                if problem is not None:
                    await self._hold(channel_id, queue, post, problem, len(posts) - n)
                    return problem
            if len(posts) < BATCH and await self.store.release_queue(channel_id, self.holder):
                self.waiting.pop(channel_id, None)
                self.problems.pop(channel_id, None)
                self.retry.pop(channel_id, None)
                return None
            posts = await self.store.pending_posts(channel_id, BATCH)  # more, or a post came meanwhile

    async def _keep(self, channel_id: int) -> bool:
        """Renew the lease when a third of it is gone; False once it lapsed or passed to another process."""
        now = self.clock.now()
        if self._leases.get(channel_id, 0.0) - now > LEASE_SECONDS * 2 / 3:
            return True  # (renewed at most every third of the lease; a part's send takes far less)
        if await self.store.renew_queue(channel_id, self.holder, now, now + LEASE_SECONDS):
            self._leases[channel_id] = now + LEASE_SECONDS
            return True
        log.warning("lost the delivery lease of channel %s; another process delivers it", channel_id)
        return False

    async def _left_alone(self, channel_id: int, queue: ChannelQueue) -> Problem | None:
        """The lease was not taken: another process delivers the channel (it will post what was just committed:
        it releases the lease only when nothing is pending), or the channel waits for its retry time."""
        if queue.retry_at <= self.clock.now():
            # its holder posts what is pending before it lets go; should it die first, this process tries when
            # the lease lapses (sooner than the scan)
            self.stats["held_elsewhere"] += 1
            self.retry[channel_id] = (queue.lease_until, 0.0)
            self._wake.set()
            return None
        self.stats["left_alone"] += 1
        self.retry[channel_id] = (queue.retry_at, queue.pause)  # this process tries it then, if nobody has
        self._wake.set()
        problem = Problem.of(channel_id, queue.problem) or Problem(channel_id, False, None)
        self.problems[channel_id] = problem
        state = await self.store.queue_state(channel_id)
        if state is not None and state.waiting >= 0:
            self.waiting[channel_id] = state.waiting
        return problem

    async def _hold(self, channel_id: int, queue: ChannelQueue, post: Post, problem: Problem, waiting: int) -> None:
        """The channel waits: until when (a pause that doubles with each failure, from what the queue kept), why,
        and, for a refusal not yet told in this episode, the moderators' alert, written with its mark."""
        pause = min(LAST_RETRY, max(FIRST_RETRY, queue.pause * 2))
        if problem.until is not None and problem.until > self.clock.now():  # asked to wait: then, not a backoff
            pause = problem.until - self.clock.now()
        told = Problem.of(channel_id, queue.problem) if queue.alerted else None
        alert = problem.permanent and (told is None or (told.status, told.missing) != (problem.status, problem.missing))
        target, alerts = await self.alert_posts(post, problem) if alert else (None, [])
        alerted = bool(alerts) or (queue.alerted and not alert)
        retry_at = self.clock.now() + pause
        await self.store.hold_queue(channel_id, self.holder, retry_at=retry_at, pause=pause,
                                    problem=problem.json(), alerted=alerted, alerts=alerts)
        self.waiting[channel_id] = waiting
        self.problems[channel_id] = problem
        self.retry[channel_id] = (retry_at, pause)
        self._wake.set()
        if target is not None:
            self.stats["alerts"] += 1
            self.flush_soon(target)

    async def deliver(self, post: Post, keep: Callable[[], Awaitable[bool]] | None = None) -> Problem | None:
        """Send the parts of one post not yet accepted, recording each as soon as it is: the one ladder for
        channel posts and the owner's direct messages alike. `keep` is asked right before each part (after
        the wording, the drawing and the wait for the budget, which take time): False means the channel's lease
        went to another process, which goes on from the last recorded part (`LOST`)."""
        letter = await self.sender.open(post)
        if isinstance(letter, Failed):  # nothing was sent: the front cannot word it yet (its reader is not known)
            await self.store.post_progress(post.id, post.sent, error=letter.error(), attempt=True)
            return Problem(post.channel_id, False, letter.status, until=letter.until)
        if isinstance(letter, Refused):
            return await self._stopped(post, post.sent, letter)
        for index in range(post.sent, letter.parts):
            await self.pace()
            if keep is not None and not await keep():
                return LOST
            sent = await letter.send(index, nonce_of(post, index))
            if not isinstance(sent, Accepted):
                return await self._stopped(post, index, sent)
            self.stats["parts"] += 1
            last = index == letter.parts - 1
            await self.store.post_progress(post.id, index + 1, delivered_at=self.clock.now() if last else None)
        if post.sent >= letter.parts:  # nothing (more) to post: it is delivered
            await self.store.post_progress(post.id, post.sent, delivered_at=self.clock.now())
        if post.kind == OWNER and post.guild_id is not None:
            self.owner_refused.pop(post.guild_id, None)
        self.stats["posts"] += 1
        return None

    async def _stopped(self, post: Post, index: int, result: Refused | Failed) -> Problem | None:
        """A part the front did not take: recorded, and why the channel waits (None: an alert given up)."""
        if isinstance(result, Failed):
            self.stats["failed"] += 1
            if post.kind == OWNER:
                log.warning("alert %s to the owner of server %s failed for now (%s); retrying later", post.id,
                            post.guild_id, result.error())
            else:
                log.warning("post %s to channel %s failed for now (%s); retrying later", post.id, post.channel_id,
                            result.error())
            await self.store.post_progress(post.id, index, error=result.error(), attempt=True)
            return Problem(post.channel_id, False, result.status)
        self.stats["refused"] += 1
        if post.kind == DM:  # a player's closed DMs: the notice is given up, the channel pings them instead
            log.info("player %s refuses direct messages (%s %s): notice %s given up, the channel pings instead",
                     result.recipient, result.status, result.code, post.id)
            await self.store.post_progress(post.id, index, delivered_at=self.clock.now(), error=result.error(),
                                           attempt=True)
            await self._dm_refused(post)
            return None
        if post.kind == OWNER:  # an alert never blocks its queue nor retries for ever: given up, kept for status
            if result.recipient is None:
                log.warning("no owner known for server %s; moderator alert %s dropped", post.guild_id, post.id)
            else:
                if post.guild_id is not None:
                    self.owner_refused[post.guild_id] = result.recipient
                log.warning("the owner %s of server %s refuses direct messages (%s %s): moderator alert %s given up",
                            result.recipient, post.guild_id, result.status, result.code, post.id)
            await self.store.post_progress(post.id, index, delivered_at=self.clock.now(), error=result.error(),
                                           attempt=True)
            return None
        if result.status == 404:
            log.warning("channel %s is gone (404 %s); post %s waits", post.channel_id, result.code, post.id)
        else:
            log.warning("channel %s refuses post %s (%s %s): missing %s", post.channel_id, post.id, result.status,
                        result.code, ", ".join(result.missing))
        await self.store.post_progress(post.id, index, error=result.error(), attempt=True)
        return Problem(post.channel_id, True, result.status, result.missing, str(result.code))

    async def alert_posts(self, post: Post, problem: Problem) -> tuple[int | None, list[NewPost]]:
        """A channel refuses the posts for good: the moderators' alert (/mod settings alert_channel:, issue 11) as
        outbox rows for their channel, written with the queue's mark that they were told (once per refusal
        episode, whichever process meets it); with neither a channel nor a moderator role, for the server's
        owner by direct message. With only a role, nothing: only whoever acted is told (the refusing channel
        cannot carry the alert). The queue the rows go to, and the rows."""
        if post.guild_id is None:
            return None, []
        try:
            settings = await self.settings_of(post.guild_id)
            target = alert_channel(settings)
            if target is None and not settings.moderator_role_id:
                target = owner_queue(post.guild_id)
            if target is None or target == post.channel_id:
                return None, []
            lang = await self.sender.language(post.guild_id)
            key = "post_gone" if problem.status == 404 else "post_refused"
            out = Outcome(post.channel_id, post.game_id, None, alerts_to=target, moderators=[Message(key, {
                "channel": post.channel_id, "perms": self.sender.permissions(problem.missing, lang),
                "count": len(problem.missing)})])
            return target, [replace(row, guild_id=post.guild_id)
                            for row in posts_of(out, self.clock.now(), post.actor_id)]
        except Exception:
            log.exception("could not word the moderators' alert about channel %s", post.channel_id)
            return None, []

    async def _dm_refused(self, post: Post) -> None:
        """A notice refused by the player's closed DMs: the game's channel pings them instead (a post of its own,
        delivered in that channel's order), and whoever keeps their settings hears of it (`closed_dms`)."""
        try:
            if self.closed_dms is not None:  # first: the fallback's ping then stays (their settings say channel)
                await self.closed_dms(int(post.body.get("user") or -post.channel_id))
            fallback = fallback_posts(post, self.clock.now())
            if fallback:
                await self.store.add_posts(fallback)
                for channel_id in dict.fromkeys(p.channel_id for p in fallback if p.channel_id is not None):
                    self.flush_soon(channel_id)
        except Exception:
            log.exception("could not fall back to the channel for notice %s", post.id)

    def later(self, channel_id: int) -> None:
        """Try the channel again after a pause: FIRST_RETRY, doubling with each failure up to LAST_RETRY."""
        _, pause = self.retry.get(channel_id, (0.0, 0.0))
        pause = min(LAST_RETRY, max(FIRST_RETRY, pause * 2))
        self.retry[channel_id] = (self.clock.now() + pause, pause)
        self._wake.set()

    async def _flush_or_later(self, channel_id: int) -> Problem | None:
        """`flush`, where a failure nobody expected (the store, a bug) is logged and the channel retried later."""
        try:
            return await self.flush(channel_id)
        except Exception:
            log.exception("delivering the posts of channel %s failed", channel_id)
            self.later(channel_id)
            return None

    def _spawn(self, work: Coroutine[Any, Any, None], name: str) -> None:
        task = asyncio.create_task(work, name=name)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
