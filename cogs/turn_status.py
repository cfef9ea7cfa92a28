"""The turn message's status line, edited in place as players choose (issue 24: "3 of 6 ready; waiting for …").

A game of simultaneous choices (Libertalia's picks) posts nothing while players choose; the message that pinged
them all says who is still to choose. Editing it with the bot's token would count against Discord's global limit
like a post (bench/bench_posts.py), so the edit rides on an interaction's own webhook token instead, which does
not: when a player opens their panel with the message's button, the press is answered with a deferred update
(its "original" is then the message the button sits on) and the panel comes as a private follow-up; that press
can edit the message for 15 minutes. After each choice, the newest such press of this channel and epoch writes
the line. It is best effort and idempotent: a lost edit is mended by the next one, and the message that follows
(the reveal) says everything anyway; /game status and the panel always say who is still to choose.
"""

from __future__ import annotations

import contextlib
import time
import weakref
from dataclasses import dataclass
from typing import Any

import discord

from cogs.i18n import bot_text
from cogs.kit import DISCORD_LIMIT, BotLike, channel_status
from games.computer import is_computer

MARK = "⏳"  # begins the status line, so the next edit replaces it
TOKEN_LIFE = 14 * 60  # seconds: an interaction's token edits for 15 minutes; a minute to spare


@dataclass
class Press:
    """A press of a turn message's button whose token can still edit that message."""

    interaction: discord.Interaction[Any]
    message_id: int
    epoch: int
    at: float


_presses: weakref.WeakKeyDictionary[Any, dict[int, Press]] = weakref.WeakKeyDictionary()


_newest: weakref.WeakKeyDictionary[Any, dict[int, int]] = weakref.WeakKeyDictionary()


def posted(bot: BotLike, message: Any) -> None:
    """The bot posted a turn message: a press on an older one must not write a status line there."""
    channel_id, message_id = getattr(message, "channel", None), getattr(message, "id", None)
    if channel_id is not None and isinstance(message_id, int):
        _newest.setdefault(bot, {})[channel_id.id] = message_id


def remember(bot: BotLike, interaction: discord.Interaction[Any], epoch: int) -> None:
    """Keep a press answered with a deferred update on the channel's turn message (the newest one wins). A press
    on an older turn message is not kept (ids grow with time; after a restart, any press counts until the next
    turn message is posted)."""
    message = interaction.message
    if message is None or interaction.channel_id is None:
        return
    if getattr(message, "channel", None) is not None and message.channel.id != interaction.channel_id:
        return  # a press on a direct-message notice (issue 27): the channel's message is not the one it sits on
    if message.id < _newest.get(bot, {}).get(interaction.channel_id, 0):
        return
    _presses.setdefault(bot, {})[interaction.channel_id] = Press(interaction, message.id, epoch, time.monotonic())


def status_line(ready: int, total: int, waiting: list[int], lang: str) -> str:
    names = ", ".join(f"<@{u}>" for u in waiting if not is_computer(u))  # a computer seat is about to play
    return f"{MARK} {bot_text('cp-status', lang, ready=ready, total=total, names=names)}"


def with_status(content: str, line: str) -> str:
    """The message's text with its status line (the previous one, if any, replaced)."""
    kept = [x for x in content.splitlines() if not x.startswith(MARK)]
    body = "\n".join(kept)[: DISCORD_LIMIT - len(line) - 1]
    return f"{body}\n{line}" if body else line


async def refresh(bot: BotLike, channel_id: int, lang: str) -> None:
    """After a choice that posted nothing: write who is ready and who is still to choose on the turn message."""
    press = _presses.get(bot, {}).get(channel_id)
    if press is None or time.monotonic() - press.at > TOKEN_LIFE:
        return
    status = await channel_status(bot, channel_id)
    if status is None or not status.running or status.epoch != press.epoch or not status.waiting_users:
        return
    seated = [s for s in status.seats if not s.removed]
    waiting = list(status.waiting_users)
    line = status_line(len(seated) - len(waiting), len(seated), waiting, lang)
    message = press.interaction.message
    content = with_status(message.content if message is not None else "", line)
    with contextlib.suppress(discord.HTTPException):  # best effort: the next choice or the reveal mends it
        edited = await press.interaction.edit_original_response(
            content=content, allowed_mentions=discord.AllowedMentions.none())
        press.interaction.message = edited  # the next edit starts from what the message says now
