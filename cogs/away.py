"""/away and /back: a player away for some hours or until a date and time has the computer play their turns
(in this channel's game, or in every game of the server) until then or until /back. The service keeps it
(service/away.py); this cog only reads the moment given and answers."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.i18n import bot_text, user_lang
from cogs.kit import BotLike, refuse, run_command
from cogs.prompt import publish

MAX_HOURS = 720  # thirty days, as the service allows (service/away.MAX_AWAY)


def moment(hours: int | None, until: str | None, now: float) -> float | None:
    """The end of the time away: `hours` from now, or `until` ("2026-12-24 18:00", UTC unless it names an
    offset); None when neither reads as one."""
    if hours is not None:
        return now + hours * 3600
    if not until:
        return None
    try:
        when = datetime.fromisoformat(until.strip().replace(" ", "T", 1))
    except ValueError:
        return None
    return (when if when.tzinfo else when.replace(tzinfo=UTC)).timestamp()


class Away(commands.Cog):
    def __init__(self, bot: BotLike) -> None:
        self.bot = bot

    @app_commands.command(name="away", description="Away for a while: the computer plays your turns until then")
    @app_commands.describe(hours="for how many hours", until="until when: 2026-12-24 18:00 (UTC)",
                           this_game="only in this channel's game (default: every game you sit in, on every server)")
    @app_commands.guild_only()
    async def away(self, interaction: discord.Interaction, hours: app_commands.Range[int, 1, MAX_HOURS] | None = None,
                   until: str | None = None, this_game: bool = False) -> None:
        end = moment(hours, until, self.bot.service.clock.now())
        if end is None:
            await refuse(interaction, bot_text("away.when", user_lang(interaction, self.bot.default_language)))
            return
        await run_command(self.bot, interaction, lambda caller: self.bot.service.away(
            interaction.channel_id or 0, caller, end, this_game=this_game), publish=publish)

    @app_commands.command(name="back", description="Back again: your turns are yours once more")
    @app_commands.guild_only()
    async def back(self, interaction: discord.Interaction) -> None:
        await run_command(self.bot, interaction, lambda caller: self.bot.service.back(interaction.channel_id or 0,
                                                                                        caller), publish=publish)


async def setup(bot: commands.Bot) -> None:
    gamebot: Any = bot
    await bot.add_cog(Away(gamebot))
