"""/stats (issue 28): how this server's games usually go, as a short private answer in the reader's language —
games running and finished, and per game how many ended, the share of victories (a team game) or the wins by seat
(a ranked game) and the median time per turn. A moderator also gets the link to the server's page, where the web
view is configured (`bot.web_links`)."""

from __future__ import annotations

import logging
from typing import Any, Protocol

import discord
from discord import app_commands
from discord.ext import commands

from cogs.i18n import user_lang
from cogs.kit import BotLike, answer, caller_of, defer
from cogs.sender import chunks
from service.rules import TEAM
from service.stats import GuildStats
from words import DISCORD, text
from words.stats import duration, say, seat_wins, summary, victories

log = logging.getLogger("mp.cogs")

WEB_GENERATION = "web"  # in a server's settings `extra`: the generation of its signed links (a reissue bumps it)


class WebLinks(Protocol):
    """What the web view gives the bot (web/): the server page's signed link for a generation of links."""

    def server_url(self, guild_id: int, generation: int) -> str: ...


def stats_text(key: str, lang: str, **params: Any) -> str:
    return text("stats", key, lang, DISCORD, **params)


def stats_lines(found: GuildStats, lang: str) -> list[str]:
    """The answer's lines: the title, the counts, a line per game (most played first)."""
    lines = [stats_text("title", lang),
             summary(found.running, found.finished, found.lobbies, lang)]
    if not found.games:
        lines.append(say("none", lang))
    for g in found.games:
        median = duration(g.times.median, lang)
        if not g.finished:
            lines.append(stats_text("game-none", lang, game=g.game))
        elif g.kind == TEAM:
            lines.append(stats_text("game-team", lang, game=g.game, finished=g.finished, median=median,
                                    victories=victories(g.victories, g.victories + g.defeats, lang)))
        else:
            lines.append(stats_text("game-rank", lang, game=g.game, finished=g.finished, median=median,
                                    wins=seat_wins(g.wins_by_seat, lang)))
    if found.sampled:
        lines.append(say("sampled", lang, recent=found.finished))
    return lines


def server_link(links: WebLinks | None, guild_id: int, extra: dict[str, Any]) -> str | None:
    """The server page's link, or None where no web view is configured (or it cannot make one)."""
    if links is None:
        return None
    try:
        generation = int(extra.get(WEB_GENERATION, 0) or 0)
    except (TypeError, ValueError):
        generation = 0
    try:
        return links.server_url(guild_id, generation)
    except Exception:  # a broken link maker costs the link, not the answer
        log.exception("the server page's link could not be made")
        return None


class StatsCog(commands.Cog):
    def __init__(self, bot: BotLike) -> None:
        self.bot = bot

    @app_commands.command(name="stats", description="This server's games: how they went and how long turns take")
    @app_commands.guild_only()
    async def stats(self, interaction: discord.Interaction) -> None:
        lang = user_lang(interaction, self.bot.default_language)
        await defer(interaction)  # the figures may read the logs of many games
        guild_id = interaction.guild_id or 0
        found = await self.bot.service.stats(guild_id)
        lines = stats_lines(found, lang)
        links: WebLinks | None = getattr(self.bot, "web_links", None)
        if links is not None and (await caller_of(self.bot, interaction)).is_moderator:
            settings = await self.bot.service.settings(guild_id)
            url = server_link(links, guild_id, settings.extra)
            if url is not None:
                lines.append(stats_text("link", lang, url=url))
        for part in chunks(lines):
            await answer(interaction, part)


async def setup(bot: commands.Bot) -> None:
    gamebot: Any = bot
    await bot.add_cog(StatsCog(gamebot))
