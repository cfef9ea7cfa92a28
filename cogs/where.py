"""Where is it my turn (issue 27): `/games` lists every game the caller sits in, on every server the bot shares
with them, privately, from a server's channel or a direct message with the bot.

The service reads the players' index once (service/where.py); the server's and channel's names come from the
gateway's cache (no request), and a game on a server the bot has left is not listed.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.i18n import bot_text, user_lang
from cogs.kit import BotLike, answer, defer
from cogs.sender import chunks
from service.where import MyGame

LINK = "https://discord.com/channels/{guild}/{channel}"


def channel_link(bot: Any, game: MyGame) -> str:
    """The game's channel as a link that opens it from anywhere (a direct message too)."""
    channel = bot.get_channel(game.channel_id)
    name = getattr(channel, "name", None) or str(game.channel_id)
    return f"[#{name}]({LINK.format(guild=game.guild_id or '@me', channel=game.channel_id)})"


def game_line(bot: Any, game: MyGame, lang: str) -> str | None:
    """One game of the list, in the reader's language; None for a server the bot no longer shares."""
    guild = bot.get_guild(game.guild_id) if game.guild_id is not None else None
    if guild is None:
        return None
    text = bot_text("games-line", lang, server=guild.name, link=channel_link(bot, game), line=game.line.text(lang))
    if game.deadline_at is not None:
        text = f"{text} · {bot_text('games-deadline', lang, deadline=game.deadline_at)}"
    return text


def games_texts(bot: Any, found: list[MyGame], lang: str) -> list[str]:
    """The whole private answer: a line per game, theirs to play first, in as few messages as Discord's 2,000
    characters allow (a player in fifty games gets several)."""
    lines = [line for line in (game_line(bot, g, lang) for g in found) if line is not None]
    if not lines:
        return [bot_text("games-none", lang)]
    return chunks([bot_text("games-title", lang, count=len(lines)), *lines])


class Where(commands.Cog):
    def __init__(self, bot: BotLike) -> None:
        self.bot = bot

    @app_commands.command(name="games", description="Every game you sit in, on every server: yours to play first")
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.allowed_installs(guilds=True, users=False)
    async def games(self, interaction: discord.Interaction) -> None:
        lang = user_lang(interaction, self.bot.default_language)
        await defer(interaction)
        found = await self.bot.service.my_games(interaction.user.id)
        for text in games_texts(self.bot, found, lang):  # the first fills the deferred reply, the rest follow it
            await answer(interaction, text)


async def setup(bot: commands.Bot) -> None:
    gamebot: Any = bot
    await bot.add_cog(Where(gamebot))
