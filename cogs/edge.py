"""Errors at the Discord edge, in one place: whatever fails, the user gets a private answer.

`answer_failure` decides what they read: a service refusal in their language, a failed check as the
permission text, anything else as a polite apology (the details go to the log only). The command tree
(`GameTree`), every view (`GuardedView`), the persistent buttons (`Persistent`) and every autocomplete
(`guarded_choices`, which answers with no choices) route their failures here; discord.py's own View.on_error
only logs, which would leave the user looking at "thinking…".
"""

from __future__ import annotations

import contextlib
import functools
import logging
import re
from collections.abc import Callable, Coroutine
from typing import Any, ParamSpec, Self, TypeVar

import discord
from discord import app_commands

from cogs.games import OtherGame
from cogs.i18n import bot_text, user_lang
from cogs.kit import BotLike, client_of, from_direct_message, refuse, respond_in_time
from service.errors import ServiceError

log = logging.getLogger("mp.cogs")

T = TypeVar("T")
P = ParamSpec("P")


def unwrap(error: BaseException) -> BaseException:
    """The exception a command raised, out of discord.py's CommandInvokeError."""
    if isinstance(error, app_commands.CommandInvokeError):
        return error.original
    return error


def failure_text(error: BaseException, lang: str) -> str:
    original = unwrap(error)
    if isinstance(original, ServiceError | OtherGame):  # a refusal in words: the service's, or a game's command
        return original.message(lang)  # used in another game's channel
    if isinstance(original, app_commands.NoPrivateMessage):
        return bot_text("servers_only", lang)
    if isinstance(original, app_commands.CheckFailure):  # a permission Discord checked: one wording for it all
        return ServiceError("moderator_only").message(lang)
    return bot_text("internal_error", lang)


async def answer_failure(interaction: discord.Interaction, error: BaseException, default_lang: str = "pl",
                         where: str = "?") -> None:
    """Tell the user privately what went wrong (acknowledged or not yet); log what is a bug."""
    original = unwrap(error)
    if not isinstance(original, ServiceError | app_commands.CheckFailure):
        log.error("%s failed: %r", where, original, exc_info=original)
    with contextlib.suppress(discord.HTTPException):
        await refuse(interaction, failure_text(original, user_lang(interaction, default_lang)))


def default_language(client: Any) -> str:
    return str(getattr(client, "default_language", "pl"))


class GameTree(app_commands.CommandTree[Any]):
    """The bot's command tree: a failed command is answered by `answer_failure`."""

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        name = interaction.command.qualified_name if interaction.command else "command"
        await answer_failure(interaction, error, default_language(self.client), f"/{name}")


class GuardedView(discord.ui.View):
    """A view whose callbacks' failures are answered, not only logged."""

    async def on_error(self, interaction: discord.Interaction, error: Exception, item: discord.ui.Item[Any]) -> None:
        await answer_failure(interaction, error, default_language(interaction.client), type(self).__name__)


class Persistent:
    """What every persistent component (a `discord.ui.DynamicItem`, rebuilt from its custom id after a restart)
    does alike: it is rebuilt from its custom id's groups (`rebuild`), and a tap runs `tapped` for the bot it came
    to, every failure answered privately. Put it first among the bases."""

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> Self:
        return cls.rebuild(match, interaction)

    @classmethod
    def rebuild(cls, match: re.Match[str], interaction: discord.Interaction[Any]) -> Self:
        raise NotImplementedError

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        try:
            bot = client_of(interaction)
            game_id = getattr(self, "game_id", None)
            if interaction.guild_id is None and isinstance(game_id, int) \
                    and not await from_direct_message(bot, interaction, game_id):  # from a DM (issue 27)
                return
            await self.tapped(bot, interaction)
        except Exception as e:  # every failure gets an answer
            await answer_failure(interaction, e, default_language(interaction.client), type(self).__name__)

    async def tapped(self, bot: BotLike, interaction: discord.Interaction[Any]) -> None:
        raise NotImplementedError


def guarded_choices(func: Callable[P, Coroutine[Any, Any, list[T]]]) -> Callable[P, Coroutine[Any, Any, list[T]]]:
    """An autocomplete that fails offers nothing (Discord then shows no options) and logs why."""
    @functools.wraps(func)
    async def run(*args: P.args, **kwargs: P.kwargs) -> list[T]:
        try:
            choices = await func(*args, **kwargs)
        except ServiceError:  # no game here, not seated ...: nothing to offer
            choices = []
        except Exception:  # a keystroke must never break the command
            log.exception("autocomplete %s failed", func.__qualname__)
            choices = []
        interaction = next((a for a in args if isinstance(a, discord.Interaction)), None)
        if interaction is not None and not interaction.response.is_done():
            # Answered here, within 3 s even after 5xx in a row; discord.py then sees it done and sends nothing.
            with contextlib.suppress(discord.HTTPException):
                await respond_in_time(interaction, lambda: interaction.response.autocomplete(choices),  # type: ignore[arg-type]
                                      discord.InteractionResponseType.autocomplete_result)
        return choices
    return run
