"""The outbox's deliverer: posts what the commits wrote, in order per channel, exactly once (issue 11).

A post is marked delivered part by part, only after Discord accepted each part, and every part carries a
nonce (discord.py then sends `enforce_nonce`), so a retry after an unknown outcome returns the message
already created instead of posting it twice. discord.py itself retries 429 (after `retry_after`) and 5xx;
when it gives up, or the network fails, the channel is tried again later with a growing pause. A permanent
refusal (403 missing permission, 404 channel gone) stops that channel's queue where it is (order is kept),
is told privately to whoever acted, and is kept for `/game status` and the log; the game itself is committed
and goes on as soon as the posts can go out. On start-up everything committed but never delivered goes out.

A server that chose neither a moderators' channel nor a moderator role gets its alerts by direct message to
its owner (kind "owner", queued under `owner_queue(guild)`); an owner whose DMs are closed is logged and shown
to moderators in `/game status`, and that alert is given up at once (never retried, never blocking a queue).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import aiohttp
import discord

from cogs.gateway import BotLike, Part, answer, chunks, outcome_parts, send_part, server_lang
from cogs.i18n import bot_text
from service.outbox import OWNER, outcome_of, owner_queue
from store.records import Post

if TYPE_CHECKING:
    from store.interface import GameStore

log = logging.getLogger("mp.outbox")

FIRST_RETRY = 5.0  # seconds before a channel whose posts failed is tried again; doubles up to LAST_RETRY
LAST_RETRY = 600.0
BATCH = 50
KEEP_SECONDS = 7 * 24 * 3600.0  # delivered posts are forgotten after a week (at start-up)
SCAN_SECONDS = 60.0  # how often the loop looks for posts no interaction flushed (another process's, alerts)
PERMISSIONS = ("view_channel", "send_messages", "attach_files")
MISSING_ACCESS = 50001  # Discord's code when the bot cannot see the channel at all


@dataclass(frozen=True, slots=True)
class Problem:
    """Why a channel's posts stopped: `permanent` (403, 404) until somebody fixes it, else transient."""

    channel_id: int
    permanent: bool
    status: int | None
    missing: tuple[str, ...] = ()  # the permissions the refused part needs and the bot lacks (403)
    detail: str = ""

    def text(self, lang: str) -> str:
        """What the person who acted reads, privately, in their language."""
        if not self.permanent:
            return bot_text("outbox-delayed", lang)
        if self.status == 404:
            return bot_text("outbox-gone", lang)
        return bot_text("outbox-refused", lang, perms=self.perms(lang), count=len(self.missing))

    def perms(self, lang: str) -> str:
        return ", ".join(bot_text(f"perm-{p}", lang) for p in self.missing)


class Deliverer:
    """One per bot process: `flush(channel)` posts that channel's pending posts; a background loop catches up
    at start-up and retries the channels that failed."""

    def __init__(self, bot: BotLike, store: GameStore, clock: Callable[[], float] = time.time) -> None:
        self.bot = bot
        self.store = store
        self.clock = clock
        self.locks: dict[int, asyncio.Lock] = {}
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
        for task in [*self.tasks, *([self._loop] if self._loop else [])]:
            task.cancel()
        for task in [*self.tasks, *([self._loop] if self._loop else [])]:
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
            scanned = self.clock()
            while True:
                now = self.clock()
                soonest = min((when for when, _ in self.retry.values()), default=now + SCAN_SECONDS)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), timeout=max(0.05, min(SCAN_SECONDS, soonest - now)))
                self._wake.clear()
                now = self.clock()
                due = [c for c, (when, _) in self.retry.items() if when <= now]
                if now - scanned >= SCAN_SECONDS:  # posts nobody flushed: a crashed process's, another channel's
                    scanned = now
                    with contextlib.suppress(Exception):
                        due += [p.channel_id for p in await self.store.pending_posts(None, 1000)
                                if p.channel_id not in self.retry]
                for channel_id in dict.fromkeys(due):
                    try:
                        await self.flush(channel_id)
                    except Exception:
                        log.exception("delivering the posts of channel %s failed", channel_id)
                        self._later(channel_id)
        except asyncio.CancelledError:
            pass

    async def catch_up(self) -> int:
        """Deliver what was committed but never posted (a crash, a restart); how many posts were waiting."""
        pending = await self.store.pending_posts(None, 10_000)
        channels = list(dict.fromkeys(p.channel_id for p in pending))
        log.info("outbox: %d post%s waiting in %d channel%s", len(pending), "" if len(pending) == 1 else "s",
                 len(channels), "" if len(channels) == 1 else "s")
        self.stats["caught_up"] += len(pending)
        with contextlib.suppress(Exception):  # housekeeping only
            await self.store.prune_posts(self.clock() - KEEP_SECONDS)
        for channel_id in channels:
            try:
                await self.flush(channel_id)
            except Exception:
                log.exception("delivering the posts of channel %s failed", channel_id)
                self._later(channel_id)
        return len(pending)

    # ---- after an interaction ----
    def after_reply(self, interaction: discord.Interaction, channel_id: int, lang: str) -> None:
        """Deliver the channel's posts beside the interaction's own answer (never before it: the presser is
        answered at once); a refusal is then told to the presser privately, while the token is valid."""
        async def run() -> None:
            try:
                problem = await self.flush(channel_id)
            except Exception:
                log.exception("delivering the posts of channel %s failed", channel_id)
                self._later(channel_id)
                return
            if problem is not None:
                try:
                    await answer(interaction, problem.text(lang))  # fills "thinking…" if the reply has not yet
                except discord.HTTPException:
                    log.warning("could not tell user %s why channel %s gets no posts", interaction.user.id, channel_id)

        task = asyncio.create_task(run(), name=f"mp-deliver:{channel_id}")
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def status_lines(self, channel_id: int, lang: str, moderator: bool = False) -> list[str]:
        """For /game status: how many posts wait, and what is missing (from memory: no store call); for a
        moderator also that the owner's DMs refused the server's last moderator alert."""
        lines: list[str] = []
        count = self.waiting.get(channel_id, 0)
        if count:
            lines.append(bot_text("outbox-pending", lang, count=count))
            problem = self.problems.get(channel_id)
            if problem is not None and problem.permanent and problem.missing:
                lines.append(bot_text("outbox-blocked", lang, perms=problem.perms(lang), count=len(problem.missing)))
        if moderator and self.owner_refused:
            guild = getattr(self.bot.get_channel(channel_id), "guild", None)
            if guild is not None and guild.id in self.owner_refused:
                lines.append(bot_text("outbox-owner_refused", lang))
        return lines

    # ---- delivering ----
    def lock(self, channel_id: int) -> asyncio.Lock:
        return self.locks.setdefault(channel_id, asyncio.Lock())

    async def flush(self, channel_id: int) -> Problem | None:
        """Post the channel's pending posts in order; stops at the first that Discord will not take."""
        async with self.lock(channel_id):
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
                        self._later(channel_id)
                        if first and problem.permanent:
                            await self.alert_moderators(post, problem)
                        return problem

    async def alert_moderators(self, post: Post, problem: Problem) -> None:
        """A channel refuses the bot's posts for good: tell the moderators in their channel (/mod settings
        alert_channel:, issue 11), once per problem, through the outbox like any post; with neither a channel
        nor a moderator role, the server's owner by direct message. With only a role, only whoever acted is
        told (the refusing channel cannot carry the alert)."""
        from service.guild import alert_channel
        from service.messages import Message
        from service.outbox import posts_of
        from service.outcome import Outcome

        if post.guild_id is None:
            return
        try:
            settings = await self.bot.service.settings(post.guild_id)
            target = alert_channel(settings)
            if target is None and not settings.moderator_role_id:
                target = owner_queue(post.guild_id)
            if target is None or target == post.channel_id:
                return
            lang = await server_lang(self.bot, post.guild_id)
            key = "post_gone" if problem.status == 404 else "post_refused"
            out = Outcome(post.channel_id, post.game_id, None, alerts_to=target, moderators=[Message(key, {
                "channel": post.channel_id, "perms": problem.perms(lang), "count": len(problem.missing)})])
            await self.store.add_posts([replace(row, guild_id=post.guild_id)
                                        for row in posts_of(out, self.clock(), post.actor_id)])
        except Exception:
            log.exception("could not queue the moderators' alert about channel %s", post.channel_id)
            return
        task = asyncio.create_task(self.flush(target), name=f"mp-deliver:{target}")
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def _later(self, channel_id: int) -> None:
        _, pause = self.retry.get(channel_id, (0.0, FIRST_RETRY / 2))
        pause = min(LAST_RETRY, pause * 2)
        self.retry[channel_id] = (self.clock() + pause, pause)
        self._wake.set()

    async def deliver(self, post: Post) -> Problem | None:
        """Post the parts of one outbox row not yet accepted, marking each once Discord has accepted it."""
        from cogs.buttons import TurnPrompt

        if post.kind == OWNER:
            return await self.deliver_to_owner(post)
        bot: Any = self.bot
        guild = bot.get_guild(post.guild_id) if post.guild_id is not None else None
        channel = bot.get_channel(post.channel_id) or bot.get_partial_messageable(post.channel_id,
                                                                                 guild_id=post.guild_id)
        lang = await server_lang(self.bot, post.guild_id)
        outcome = outcome_of(post.body, post.channel_id)
        parts = outcome_parts(outcome, lang)
        for i in range(post.sent, len(parts)):
            try:
                await send_part(self.bot, channel, parts[i], outcome, lang, guild, TurnPrompt(), nonce_of(post, i))
            except discord.Forbidden as e:
                missing = missing_permissions(channel, parts[i], e)
                self.stats["refused"] += 1
                log.warning("channel %s refuses post %s (403 %s): missing %s", post.channel_id, post.id, e.code,
                            ", ".join(missing))
                await self.store.post_progress(post.id, i, error=f"403 {e.code}: {', '.join(missing)}", attempt=True)
                return Problem(post.channel_id, True, 403, missing, str(e.code))
            except discord.NotFound as e:
                self.stats["refused"] += 1
                log.warning("channel %s is gone (404 %s); post %s waits", post.channel_id, e.code, post.id)
                await self.store.post_progress(post.id, i, error=f"404 {e.code}", attempt=True)
                return Problem(post.channel_id, True, 404, (), str(e.code))
            except (discord.HTTPException, aiohttp.ClientError, OSError, TimeoutError) as e:
                self.stats["failed"] += 1
                status = getattr(e, "status", None)
                log.warning("post %s to channel %s failed for now (%s); retrying later", post.id, post.channel_id,
                            status or type(e).__name__)
                await self.store.post_progress(post.id, i, error=f"{status or type(e).__name__}", attempt=True)
                return Problem(post.channel_id, False, status if isinstance(status, int) else None)
            self.stats["parts"] += 1
            last = i == len(parts) - 1
            await self.store.post_progress(post.id, i + 1, delivered_at=self.clock() if last else None)
        if post.sent >= len(parts):  # nothing (more) to post: it is delivered
            await self.store.post_progress(post.id, post.sent, delivered_at=self.clock())
        self.stats["posts"] += 1
        return None


    async def deliver_to_owner(self, post: Post) -> Problem | None:
        """A moderator alert by direct message to the server's owner (known from GUILD_CREATE, no members
        intent needed), in the server's language, with how to choose a moderators' channel. Closed DMs (403)
        or an unknown owner: logged, kept for /game status, and the alert given up (delivered with its error)."""
        bot: Any = self.bot
        guild = bot.get_guild(post.guild_id) if post.guild_id is not None else None
        owner_id = getattr(guild, "owner_id", None)
        if guild is None or owner_id is None:
            if post.guild_id is not None and not bot.is_ready():  # the servers are not known yet: later
                await self.store.post_progress(post.id, post.sent, error="owner_not_known_yet", attempt=True)
                return Problem(post.channel_id, False, None)
            log.warning("no owner known for server %s; moderator alert %s dropped", post.guild_id, post.id)
            self.stats["refused"] += 1
            await self.store.post_progress(post.id, post.sent, delivered_at=self.clock(), error="owner_unknown",
                                           attempt=True)
            return None
        lang = await server_lang(self.bot, guild.id)
        outcome = outcome_of(post.body, post.channel_id)
        texts = [m.text(lang) for m in outcome.moderators]
        parts = chunks([*texts, bot_text("owner-alert_hint", lang, server=guild.name)])
        none = discord.AllowedMentions.none()
        for i in range(post.sent, len(parts)):
            try:
                dm = await bot.create_dm(discord.Object(owner_id))
                await dm.send(parts[i], allowed_mentions=none, nonce=nonce_of(post, i))
            except (discord.Forbidden, discord.NotFound) as e:
                self.owner_refused[guild.id] = owner_id
                self.stats["refused"] += 1
                log.warning("the owner %s of server %s refuses direct messages (%s %s): moderator alert %s given up",
                            owner_id, guild.id, e.status, e.code, post.id)
                await self.store.post_progress(post.id, i, delivered_at=self.clock(),
                                               error=f"{e.status} {e.code}: owner_dm_refused", attempt=True)
                return None
            except (discord.HTTPException, aiohttp.ClientError, OSError, TimeoutError) as e:
                self.stats["failed"] += 1
                status = getattr(e, "status", None)
                log.warning("alert %s to the owner of server %s failed for now (%s); retrying later", post.id,
                            guild.id, status or type(e).__name__)
                await self.store.post_progress(post.id, i, error=f"{status or type(e).__name__}", attempt=True)
                return Problem(post.channel_id, False, status if isinstance(status, int) else None)
            self.stats["parts"] += 1
            last = i == len(parts) - 1
            await self.store.post_progress(post.id, i + 1, delivered_at=self.clock() if last else None)
        if post.sent >= len(parts):
            await self.store.post_progress(post.id, post.sent, delivered_at=self.clock())
        self.owner_refused.pop(guild.id, None)
        self.stats["posts"] += 1
        return None


def nonce_of(post: Post, part: int) -> str:
    """The same for every try of one part (Discord keeps at most 25 characters)."""
    return f"{post.id}.{part}.{post.game_id or 0}"[:25]


def missing_permissions(channel: Any, part: Part, error: discord.Forbidden) -> tuple[str, ...]:
    """The permissions the part needs that the bot lacks there: from the cached channel when it can tell,
    else what Discord's code says (no access at all: View Channel) or everything the part needs to post."""
    if error.code == MISSING_ACCESS:
        return ("view_channel",)
    guild = getattr(channel, "guild", None)
    me = getattr(guild, "me", None)
    if me is not None and hasattr(channel, "permissions_for"):
        perms = channel.permissions_for(me)
        missing = tuple(p for p in part.needs if not getattr(perms, p, True))
        if missing:
            return missing
    return tuple(p for p in part.needs if p != "view_channel")
