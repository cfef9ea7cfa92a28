"""The outbox's deliverer as the cogs meet it (issue 11): the policy is service/delivery.py, the Discord calls
cogs/sender.py; here are the words about delivery, for the person who acted (privately, while the interaction's
token is valid) and for `/game status`.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

import discord

from cogs.i18n import bot_text
from cogs.kit import BotLike, answer
from cogs.sender import DiscordSender, Prompt, permission_names
from service.delivery import Budget, Delivery, Problem
from service.notices import dm_queue

if TYPE_CHECKING:
    from service.clock import Clock
    from store.interface import GameStore

log = logging.getLogger("mp.outbox")


def problem_text(problem: Problem, lang: str) -> str:
    """What the person who acted reads, privately, in their language."""
    if not problem.permanent:
        return bot_text("outbox-delayed", lang)
    if problem.status == 404:
        return bot_text("outbox-gone", lang)
    return bot_text("outbox-refused", lang, perms=permission_names(problem.missing, lang), count=len(problem.missing))


class Deliverer:
    """One per bot process: the delivery policy over the Discord sender (`prompt`: the turn ping's row)."""

    def __init__(self, bot: BotLike, store: GameStore, prompt: Prompt | None = None, clock: Clock | None = None,
                 rate: float | None = None) -> None:
        """`rate`: the bot token's channel requests per second, shared by every process (None: no budget)."""
        self.bot = bot
        self.delivery = Delivery(store, DiscordSender(bot, prompt), clock=clock,
                                 budget=None if rate is None else Budget(store, rate),
                                 settings_of=lambda guild_id: bot.service.settings(guild_id),  # the current service
                                 closed_dms=self.dms_closed)
        self.untold: set[int] = set()  # players whose closed DMs they have not been told of yet (issue 27)

    @property
    def caught_up(self) -> asyncio.Event:
        return self.delivery.caught_up

    @property
    def stats(self) -> dict[str, int]:
        return self.delivery.stats

    def start(self) -> None:
        self.delivery.start()

    async def stop(self) -> None:
        await self.delivery.stop()

    async def catch_up(self) -> int:
        return await self.delivery.catch_up()

    async def flush(self, channel_id: int) -> Problem | None:
        return await self.delivery.flush(channel_id)

    async def pace(self) -> None:
        """Wait for the token's shared budget before a channel post made outside the outbox (/board public)."""
        await self.delivery.pace()

    async def dms_closed(self, user_id: int) -> None:
        """A player's DMs refused a notice: their settings remember it (the channel pings them from now on), and
        they are told once, privately, at their next interaction with this process (`tell_once`)."""
        if await self.bot.service.notices.closed(user_id):
            self.untold.add(user_id)

    def tell_once(self, user_id: int, lang: str) -> str | None:
        """The line about closed DMs, the first time the player interacts since (then never again)."""
        if user_id not in self.untold:
            return None
        self.untold.discard(user_id)
        return bot_text("dm-closed_told", lang)

    def notify_soon(self, users: list[int]) -> None:
        """Deliver the notices just committed for these players (each player's own queue; a notice for a player
        who takes none was not even written)."""
        notices = self.bot.service.notices
        for user in dict.fromkeys(users):  # those not known here to take them: the deliverer's next scan
            if notices.may_take(user):
                self.delivery.flush_soon(dm_queue(user))

    def after_reply(self, interaction: discord.Interaction, channel_id: int, lang: str) -> None:
        """Deliver the channel's posts beside the interaction's own answer (never before it: the presser is
        answered at once); a refusal is then told to the presser privately, while the token is valid."""
        async def tell(problem: Problem) -> None:
            try:
                await answer(interaction, problem_text(problem, lang))  # fills "thinking…" if not answered yet
            except discord.HTTPException:
                log.warning("could not tell user %s why channel %s gets no posts", interaction.user.id, channel_id)

        self.delivery.flush_soon(channel_id, tell)

    async def status_lines(self, channel_id: int, lang: str, moderator: bool = False) -> list[str]:
        """For /game status: how many posts wait, and what is missing (as the store knows it: any process may
        have met the refusal); for a moderator also that the owner's DMs refused the server's last alert."""
        guild: Any = None
        if moderator and self.delivery.owner_refused:
            guild = getattr(self.bot.get_channel(channel_id), "guild", None)
        backlog = await self.delivery.known(channel_id, getattr(guild, "id", None))
        lines: list[str] = []
        if backlog.waiting:
            lines.append(bot_text("outbox-pending", lang, count=backlog.waiting))
            if backlog.missing:
                lines.append(bot_text("outbox-blocked", lang, perms=permission_names(backlog.missing, lang),
                                      count=len(backlog.missing)))
        if backlog.owner_refused:
            lines.append(bot_text("outbox-owner_refused", lang))
        return lines
