"""/turn: the caller's private panel for this channel's game, whatever the game (its UI, cogs/games.py)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.games import ui_of
from cogs.kit import BotLike
from service.results import GameStatus


class Turn(commands.Cog):
    def __init__(self, bot: BotLike) -> None:
        self.bot = bot

    @app_commands.command(name="turn", description="Your turn panel: your situation and a button for every move")
    async def turn(self, interaction: discord.Interaction) -> None:
        # no game here: the service refuses, and cogs/edge.py says so in the caller's language
        status = (await self.bot.service.status(interaction.channel_id or 0)).result
        assert isinstance(status, GameStatus)
        await ui_of(status.game).open_panel(self.bot, interaction)


async def setup(bot: commands.Bot) -> None:
    gamebot: Any = bot
    await bot.add_cog(Turn(gamebot))
