"""The outbox's delivery policy (issue 11): what the commits wrote goes out in order per channel, exactly once.

A post is marked delivered part by part, only after the front accepted each part, and every part carries a
nonce (Discord then enforces it), so a retry after an unknown outcome finds the message already created
instead of posting it twice. When the front cannot take a part for now (5xx, 429 past the library's own
retries, the network), the channel is tried again later with a growing pause. A permanent refusal (403 missing
permission, 404 channel gone) stops that channel's queue where it is (order is kept), is kept for `/game status`
and the log, and is told to the moderators once; the game itself is committed and goes on as soon as the posts
can go out. On start-up everything committed but never delivered goes out.

A server that chose neither a moderators' channel nor a moderator role gets its alerts by direct message to its
owner (kind "owner", queued under `owner_queue(guild)`); an owner whose DMs are closed is logged and remembered
for the moderators' `/game status`, and that alert is given up at once (never retried, never blocking a queue).

Nothing here knows Discord: a `Sender` (cogs/sender.py; a console could print) words a post, sends one part
and says how it went as plain data; the words about a problem are made at the edge too.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Protocol

from service.clock import Clock, SystemClock
from service.guild import alert_channel
from service.memory import ChannelLocks
from service.messages import Message
from service.outbox import OWNER, owner_queue, posts_of
from service.outcome import Outcome
from store.records import GuildSettings, Post

if TYPE_CHECKING:
    from store.interface import GameStore

log = logging.getLogger("mp.outbox")

FIRST_RETRY = 5.0  # seconds before a channel whose posts failed is tried again; doubles up to LAST_RETRY
LAST_RETRY = 600.0
BATCH = 50
KEEP_SECONDS = 7 * 24 * 3600.0  # delivered posts are forgotten after a week (at start-up)
SCAN_SECONDS = 60.0  # how often the loop looks for posts no interaction flushed (another process's, alerts)
CAUGHT_UP_AT_MOST = 10_000  # posts read at start-up
SCANNED_AT_MOST = 1000  # posts read by each scan


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


@dataclass(frozen=True, slots=True)
class Backlog:
    """What `/game status` says about a channel's posts: how many wait, the permissions a refusal named, and
    (for moderators) whether the server's owner refused the last moderator alert by DM."""

    waiting: int = 0
    missing: tuple[str, ...] = ()
    owner_refused: bool = False


def nonce_of(post: Post, part: int) -> str:
    """The same for every try of one part (Discord keeps at most 25 characters)."""
    return f"{post.id}.{part}.{post.game_id or 0}"[:25]


class Delivery:
    """One per bot process: `flush(channel)` posts that channel's pending posts; a background loop catches up at
    start-up, retries the channels that failed and finds posts nobody flushed."""

    def __init__(self, store: GameStore, sender: Sender, *,
                 settings_of: Callable[[int], Awaitable[GuildSettings]], clock: Clock | None = None) -> None:
        self.store = store
        self.sender = sender
        self.settings_of = settings_of  # a server's settings (where its moderator alerts go)
        self.clock = clock or SystemClock()
        self.locks = ChannelLocks()
        self.retry: dict[int, tuple[float, float]] = {}  # channel -> (when to try again, the pause used)
        self.problems: dict[int, Problem] = {}  # channel -> why its posts are waiting
        self.waiting: dict[int, int] = {}  # channel -> posts left undelivered at the last try
        self.owner_refused: dict[int, int] = {}  # server -> its owner, whose DMs refused the last alert
        self.stats = {"posts": 0, "parts": 0, "refused": 0, "failed": 0, "caught_up": 0}
        self.caught_up = asyncio.Event()
        self.tasks: set[asyncio.Task[Any]] = set()
        self._loop: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()

    # ---- life ----
    def start(self) -> None:
        if self._loop is None:
            self._loop = asyncio.create_task(self._run(), name="mp-outbox-loop")

    async def stop(self) -> None:
        running = [*self.tasks, *([self._loop] if self._loop else [])]
        for task in running:
            task.cancel()
        for task in running:
            with contextlib.suppress(asyncio.CancelledError, Exception):  # stopping: nothing more to do
                await task
        self._loop = None
        self.tasks.clear()

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
                if now - scanned >= SCAN_SECONDS:  # posts nobody flushed: a crashed process's, another channel's
                    scanned = now
                    with contextlib.suppress(Exception):
                        due += [p.channel_id for p in await self.store.pending_posts(None, SCANNED_AT_MOST)
                                if p.channel_id not in self.retry]
                for channel_id in dict.fromkeys(due):
                    await self._flush_or_later(channel_id)
        except asyncio.CancelledError:
            pass

    async def catch_up(self) -> int:
        """Deliver what was committed but never posted (a crash, a restart), and forget what was delivered over
        a week ago; how many posts were waiting."""
        pending = await self.store.pending_posts(None, CAUGHT_UP_AT_MOST)
        channels = list(dict.fromkeys(p.channel_id for p in pending))
        log.info("outbox: %d post%s waiting in %d channel%s", len(pending), "" if len(pending) == 1 else "s",
                 len(channels), "" if len(channels) == 1 else "s")
        self.stats["caught_up"] += len(pending)
        with contextlib.suppress(Exception):  # housekeeping only
            await self.store.prune_posts(self.clock.now() - KEEP_SECONDS)
        for channel_id in channels:
            await self._flush_or_later(channel_id)
        return len(pending)

    def flush_soon(self, channel_id: int, then: Callable[[Problem], Awaitable[None]] | None = None) -> None:
        """Flush in a task of its own (beside an interaction's answer, after an alert is queued); `then` hears
        of a problem (to tell whoever acted). Stopped with the rest at `stop`."""
        async def run() -> None:
            problem = await self._flush_or_later(channel_id)
            if problem is not None and then is not None:
                await then(problem)

        self._spawn(run(), f"mp-deliver:{channel_id}")

    def backlog(self, channel_id: int, guild_id: int | None = None) -> Backlog:
        """How many posts wait in a channel and what is missing, from memory (no store call); with the server,
        also whether its owner refused the last moderator alert."""
        count = self.waiting.get(channel_id, 0)
        problem = self.problems.get(channel_id)
        missing = problem.missing if count and problem is not None and problem.permanent else ()
        return Backlog(count, missing, guild_id is not None and guild_id in self.owner_refused)

    # ---- delivering ----
    async def flush(self, channel_id: int) -> Problem | None:
        """Post the channel's pending posts in order; stops at the first the front will not take."""
        async with self.locks.hold(channel_id):
            while True:
                posts = await self.store.pending_posts(channel_id, BATCH)
                if not posts:
                    self.waiting.pop(channel_id, None)
                    self.problems.pop(channel_id, None)
                    self.retry.pop(channel_id, None)
                    return None
                for n, post in enumerate(posts):
                    problem = await self.deliver(post)
                    if problem is not None:
                        first = self.problems.get(channel_id) != problem
                        self.waiting[channel_id] = len(posts) - n
                        self.problems[channel_id] = problem
                        self.later(channel_id)
                        if first and problem.permanent:
                            await self.alert_moderators(post, problem)
                        return problem

    async def deliver(self, post: Post) -> Problem | None:
        """Send the parts of one post not yet accepted, recording each as soon as it is: the one ladder for
        channel posts and the owner's direct messages alike."""
        letter = await self.sender.open(post)
        if isinstance(letter, Failed):  # nothing was sent: the front cannot word it yet (its reader is not known)
            await self.store.post_progress(post.id, post.sent, error=letter.error(), attempt=True)
            return Problem(post.channel_id, False, letter.status)
        if isinstance(letter, Refused):
            return await self._stopped(post, post.sent, letter)
        for index in range(post.sent, letter.parts):
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

    async def alert_moderators(self, post: Post, problem: Problem) -> None:
        """A channel refuses the posts for good: tell the moderators in their channel (/mod settings
        alert_channel:, issue 11), once per problem, through the outbox like any post; with neither a channel
        nor a moderator role, the server's owner by direct message. With only a role, only whoever acted is
        told (the refusing channel cannot carry the alert)."""
        if post.guild_id is None:
            return
        try:
            settings = await self.settings_of(post.guild_id)
            target = alert_channel(settings)
            if target is None and not settings.moderator_role_id:
                target = owner_queue(post.guild_id)
            if target is None or target == post.channel_id:
                return
            lang = await self.sender.language(post.guild_id)
            key = "post_gone" if problem.status == 404 else "post_refused"
            out = Outcome(post.channel_id, post.game_id, None, alerts_to=target, moderators=[Message(key, {
                "channel": post.channel_id, "perms": self.sender.permissions(problem.missing, lang),
                "count": len(problem.missing)})])
            await self.store.add_posts([replace(row, guild_id=post.guild_id)
                                        for row in posts_of(out, self.clock.now(), post.actor_id)])
        except Exception:
            log.exception("could not queue the moderators' alert about channel %s", post.channel_id)
            return
        self.flush_soon(target)

    def later(self, channel_id: int) -> None:
        """Try the channel again after a pause: FIRST_RETRY, doubling with each failure up to LAST_RETRY."""
        _, pause = self.retry.get(channel_id, (0.0, FIRST_RETRY / 2))
        pause = min(LAST_RETRY, pause * 2)
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
