"""Delivery's Discord half (service/delivery.py decides what goes out and when): one part of an outbox post as
discord.py calls, and Discord's answer as plain data, so no exception of discord.py or aiohttp crosses.

discord.py retries 429 (after `retry_after`) and 5xx by itself, and sends `enforce_nonce` with a nonce; what it
gives up on is `Failed`. 403 (with the permissions the part needs and the bot lacks) and 404 are `Refused`. A
moderator alert for the server's owner goes by direct message (the owner is known from GUILD_CREATE, no members
intent needed), in the server's language, with how to choose a moderators' channel.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

import aiohttp
import discord

from cogs.gateway import BotLike, Part, chunks, outcome_parts, send_part, server_lang
from cogs.i18n import bot_text
from service.delivery import Accepted, Failed, Letter, Refused, Sent
from service.outbox import OWNER, outcome_of
from service.outcome import Outcome
from store.records import Post

MISSING_ACCESS = 50001  # Discord's code when the bot cannot see the channel at all
TRANSIENT = (discord.HTTPException, aiohttp.ClientError, OSError, TimeoutError)


class Prompt(Protocol):
    """The row and lines under a "your turn" ping (cogs.buttons.TurnPrompt, handed in where the bot is built)."""

    def build(self, game_id: int, lang: str, epoch: int = 0, owes: str | None = None,
              game: str = "mali") -> discord.ui.View: ...

    async def lines(self, bot: BotLike, outcome: Outcome, lang: str) -> list[str]: ...


def permission_names(missing: Sequence[str], lang: str) -> str:
    return ", ".join(bot_text(f"perm-{p}", lang) for p in missing)


class DiscordSender:
    """The `Sender` of service/delivery.py over discord.py."""

    def __init__(self, bot: BotLike, prompt: Prompt | None = None) -> None:
        self.bot = bot
        self.prompt = prompt

    async def language(self, guild_id: int | None) -> str:
        return await server_lang(self.bot, guild_id)

    def permissions(self, missing: Sequence[str], lang: str) -> str:
        return permission_names(missing, lang)

    async def open(self, post: Post) -> Letter | Refused | Failed:
        bot: Any = self.bot
        guild = bot.get_guild(post.guild_id) if post.guild_id is not None else None
        if post.kind == OWNER:
            owner_id = getattr(guild, "owner_id", None)
            if guild is None or owner_id is None:
                if post.guild_id is not None and not bot.is_ready():  # the servers are not known yet: later
                    return Failed(None, "owner_not_known_yet")
                return Refused(None, reason="owner_unknown")
            lang = await server_lang(self.bot, guild.id)
            texts = [m.text(lang) for m in outcome_of(post.body, post.channel_id).moderators]
            return OwnerLetter(bot, owner_id, chunks([*texts, bot_text("owner-alert_hint", lang, server=guild.name)]))
        channel = bot.get_channel(post.channel_id) or bot.get_partial_messageable(post.channel_id,
                                                                                 guild_id=post.guild_id)
        lang = await server_lang(self.bot, post.guild_id)
        outcome = outcome_of(post.body, post.channel_id)
        return ChannelLetter(self, channel, guild, outcome, lang, outcome_parts(outcome, lang))


@dataclass(slots=True)
class ChannelLetter:
    """A post for a game's (or the moderators') channel: narration, board, alerts, the turn ping."""

    sender: DiscordSender
    channel: Any
    guild: discord.Guild | None
    outcome: Outcome
    lang: str
    items: list[Part]

    @property
    def parts(self) -> int:
        return len(self.items)

    async def send(self, index: int, nonce: str) -> Sent:
        part = self.items[index]
        prompt: Any = self.sender.prompt  # send_part names cogs.buttons.TurnPrompt; `Prompt` is what it uses of it
        sent = await answer_of(lambda: send_part(self.sender.bot, self.channel, part, self.outcome, self.lang,
                                                 self.guild, prompt, nonce))
        if isinstance(sent, Refused) and sent.status == 403:
            return replace(sent, missing=missing_permissions(self.channel, part, sent.code))
        return sent


@dataclass(slots=True)
class OwnerLetter:
    """A moderator alert by direct message to the server's owner."""

    bot: Any
    owner_id: int
    texts: list[str]

    @property
    def parts(self) -> int:
        return len(self.texts)

    async def send(self, index: int, nonce: str) -> Sent:
        async def post() -> None:
            dm = await self.bot.create_dm(discord.Object(self.owner_id))
            await dm.send(self.texts[index], allowed_mentions=discord.AllowedMentions.none(), nonce=nonce)

        sent = await answer_of(post)
        return replace(sent, reason="owner_dm_refused", recipient=self.owner_id) if isinstance(sent, Refused) else sent


async def answer_of(send: Callable[[], Awaitable[None]]) -> Sent:
    """Discord's answer to one send as data: 403 and 404 refuse, what may pass another time failed."""
    try:
        await send()
    except (discord.Forbidden, discord.NotFound) as e:
        return Refused(e.status, e.code)
    except TRANSIENT as e:
        status = getattr(e, "status", None)
        return Failed(status if isinstance(status, int) else None, type(e).__name__)
    return Accepted()


def missing_permissions(channel: Any, part: Part, code: int | None) -> tuple[str, ...]:
    """The permissions the part needs that the bot lacks there: from the cached channel when it can tell,
    else what Discord's code says (no access at all: View Channel) or everything the part needs to post."""
    if code == MISSING_ACCESS:
        return ("view_channel",)
    guild = getattr(channel, "guild", None)
    me = getattr(guild, "me", None)
    if me is not None and hasattr(channel, "permissions_for"):
        perms = channel.permissions_for(me)
        missing = tuple(p for p in part.needs if not getattr(perms, p, True))
        if missing:
            return missing
    return tuple(p for p in part.needs if p != "view_channel")
