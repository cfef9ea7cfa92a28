"""Where is it my turn (issue 27): `/games` lists every game the caller sits in, on every server the bot shares
with them, privately, from a server's channel or a direct message with the bot; `/notify` says where "your turn"
reaches them (service/notify.py).

The service reads the players' index once (service/where.py); the server's and channel's names come from the
gateway's cache (no request), and a game on a server the bot has left is not listed.
"""

from __future__ import annotations

from typing import Any
from zoneinfo import available_timezones

import discord
from discord import app_commands
from discord.ext import commands

from cogs.edge import guarded_choices
from cogs.i18n import bot_text, user_lang
from cogs.kit import BotLike, answer, caller_of, channel_status, defer
from cogs.sender import chunks
from service.notify import WHERES, NotifySettings
from service.where import MyGame

LINK = "https://discord.com/channels/{guild}/{channel}"
ZONES = sorted(available_timezones())
POPULAR_ZONES = ("Europe/Warsaw", "Europe/London", "Europe/Berlin", "America/New_York", "America/Chicago",
                 "America/Los_Angeles", "Asia/Tokyo", "Australia/Sydney", "UTC")


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


def next_where(choice: app_commands.Choice[str] | None) -> Any:
    """The chosen `where` as the service spells it (one of WHERES), or None."""
    return None if choice is None or choice.value not in WHERES else choice.value


def hhmm(minute: int) -> str:
    return f"{minute // 60:02d}:{minute % 60:02d}"


def settings_text(found: NotifySettings, game_id: int | None, lang: str) -> str:
    """The caller's settings in words (and this game's own, when it has any)."""
    lines = [bot_text("notify-where", lang, where=found.where),
             bot_text("notify-next", lang, next="yes" if found.next else "no")]
    if found.quiet is not None:
        lines.append(bot_text("notify-quiet", lang, **{"from": hhmm(found.quiet[0]), "to": hhmm(found.quiet[1])},
                              zone=found.zone))
    else:
        lines.append(bot_text("notify-quiet_off", lang, zone=found.zone))
    own = found.games.get(game_id) if game_id is not None else None
    if own is not None:
        nxt = "general" if own.next is None else ("yes" if own.next else "no")
        lines.append(bot_text("notify-game", lang, where=own.where or "general", next=nxt))
    if found.dm_closed:
        lines.append(bot_text("notify-dm_closed", lang))
    return "\n".join(lines)


class WhereCog(commands.Cog):
    def __init__(self, bot: BotLike) -> None:
        self.bot = bot

    @app_commands.command(name="games", description="Every game you sit in, on every server: yours to play first")
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    @app_commands.allowed_installs(guilds=True, users=False)
    async def games(self, interaction: discord.Interaction) -> None:
        lang = user_lang(interaction, self.bot.default_language)
        await defer(interaction)
        found = await self.bot.service.my_games(interaction.user.id)
        for text in games_texts(self.bot, found, lang):  # the first fills the deferred reply, the rest follow it
            await answer(interaction, text)

    @app_commands.command(name="notify", description="Where your turn reaches you: ping, direct message, quiet hours")
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    @app_commands.allowed_installs(guilds=True, users=False)
    @app_commands.describe(where="a ping in the game's channel, a direct message, or both",
                           next="also tell me when the player before me starts",
                           quiet="quiet hours for direct messages, e.g. 22-7 (off: none)",
                           timezone="your time zone for quiet hours, e.g. Europe/Warsaw",
                           this_game="change it for this channel's game only")
    @app_commands.choices(where=[app_commands.Choice(name="channel ping", value="channel"),
                                 app_commands.Choice(name="direct message", value="dm"),
                                 app_commands.Choice(name="both", value="both")])
    async def notify(self, interaction: discord.Interaction, where: app_commands.Choice[str] | None = None,
                     next: bool | None = None, quiet: str | None = None, timezone: str | None = None,
                     this_game: bool = False) -> None:
        lang = user_lang(interaction, self.bot.default_language)
        await defer(interaction)
        service = self.bot.service
        user = interaction.user.id
        here = this_game and interaction.guild_id is not None
        if where is None and next is None and quiet is None and timezone is None:
            found = await service.notify_settings(user)
            status = await channel_status(self.bot, interaction.channel_id or 0) if here else None
            game_id = None if status is None else status.game_id
            await answer(interaction, settings_text(found, game_id, lang))
            return
        caller = await caller_of(self.bot, interaction)
        chosen = next_where(where)
        found, game_id = await service.update_notify(caller, where=chosen, next=next, quiet=quiet, zone=timezone,
                                                     channel_id=interaction.channel_id if here else None,
                                                     lang=lang)
        notes = [bot_text("notify-dm_only_here", lang)] if this_game and not here else []
        await answer(interaction, "\n".join([bot_text("notify-changed", lang), *notes,
                                             settings_text(found, game_id, lang)]))

    @notify.autocomplete("timezone")
    @guarded_choices
    async def zones(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        typed = current.strip().lower()
        found = [z for z in ZONES if typed in z.lower()] if typed else list(POPULAR_ZONES)
        return [app_commands.Choice(name=z, value=z) for z in found[:25]]


async def setup(bot: commands.Bot) -> None:
    gamebot: Any = bot
    await bot.add_cog(WhereCog(gamebot))
