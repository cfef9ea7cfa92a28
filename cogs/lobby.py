"""/game …: open a table, sit down, stand up, start, see the status, skip an absent player's turn, abandon the
table. Visible to everyone; the service decides who may (start, skip and abandon: the host or a moderator)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs import gateway
from cogs.buttons import TurnPrompt
from cogs.i18n import bot_text
from service.messages import words_room
from service.outcome import Outcome
from service.results import GameStatus
from service.rules import MaliRules, game_colours, game_keys
from words.compose import room
from words.mali import colour_name, term


def all_colours() -> list[str]:
    """Every registered game's colours, the default game's first (the service refuses one its game lacks)."""
    out = list(MaliRules().colours)
    for key in game_keys():
        out += [c for c in game_colours(key) if c not in out]
    return out


COLOURS = [app_commands.Choice(name=c, value=c) for c in all_colours()][:25]  # the games' own lists (data)
VARIANTS = [app_commands.Choice(name="basic", value="basic"), app_commands.Choice(name="advanced", value="advanced")]
GAMES = [app_commands.Choice(name="Mali Powstańcy", value="mali"), app_commands.Choice(name="Libertalia", value="libertalia")]


def game_term(game: str, kind: str, value: str, lang: str) -> str:
    """A term of a game ("colour", "phase" ...) in words, named by its game's room (the id if it has none)."""
    try:
        return room(words_room(game)).term(kind, value, lang).text
    except (KeyError, ValueError, ImportError):
        return value


def seat_colour(colour: str | None, game: str, lang: str) -> str:
    """A colour in words, named by its game's room."""
    if not colour:
        return "?"
    return colour_name(colour, lang) if game == "mali" else game_term(game, "colour", colour, lang)


def status_text(status: GameStatus, lang: str) -> str:
    seats = ", ".join(f"<@{s.user}> ({seat_colour(s.colour, status.game, lang)})" for s in status.seats)
    opts = status.options
    if status.game == "mali":
        lines = [bot_text("status.line", lang, status=bot_text(f"status.{status.status}", lang),
                          variant=bot_text(f"variant.{opts.get('variant', 'basic')}", lang),
                          liberator=bot_text("on" if opts.get("liberator") else "off", lang),
                          mail=bot_text("on" if opts.get("mail") else "off", lang))]
    else:
        lines = [bot_text("status.game_line", lang, status=bot_text(f"status.{status.status}", lang),
                          game=bot_text(f"game.{status.game}", lang))]
    lines.append(bot_text("status.seats", lang, seats=seats or "—"))
    if status.progress:  # the game's own count (Libertalia: voyage and day)
        lines.append(bot_text("status.voyage_day", lang, **status.progress,
                              phase=game_term(status.game, "phase", str(status.phase), lang)))
    elif status.round and status.game == "mali":
        lines.append(bot_text("status.round", lang, round=status.round, phase=term(f"phase.{status.phase}", lang)))
    elif status.round:
        lines.append(bot_text("status.round_of", lang, round=status.round,
                              phase=game_term(status.game, "phase", str(status.phase), lang)))
    if status.waiting_users:
        deadline = f" <t:{int(status.deadline_at)}:R>" if status.deadline_at else ""
        users = list(status.waiting_users)
        lines.append(bot_text("status.waiting", lang, user=users[0] if len(users) == 1 else users) + deadline)
    return "\n".join(lines)


def game_status(outcome: Outcome) -> GameStatus:
    assert isinstance(outcome.result, GameStatus)
    return outcome.result


@app_commands.guild_only()
class Lobby(commands.GroupCog, group_name="game", group_description="Open, join and start a game in this channel"):
    def __init__(self, bot: gateway.BotLike) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="new", description="Open a new game in this channel; you sit down as host")
    @app_commands.describe(variant="basic (German soldier) or advanced (cards with special actions, secret goals)",
                           liberator="play with the Liberator expansion", mail="play with the Civilian Mail expansion",
                           deadline_hours="hours per turn (0 = no deadline; empty = the server's default)",
                           colour="your colour", game="which game (Mali Powstańcy unless you choose another)")
    @app_commands.choices(variant=VARIANTS, colour=COLOURS, game=GAMES)
    async def new(self, interaction: discord.Interaction, variant: str = "basic", liberator: bool = False,
                  mail: bool = False, deadline_hours: app_commands.Range[int, 0, 336] | None = None,
                  colour: str | None = None, game: str = "mali") -> None:
        deadline: Any = "default" if deadline_hours is None else (None if deadline_hours == 0 else deadline_hours * 3600)

        async def call(caller: Any) -> Outcome:
            if game != "mali":  # the variant and the expansions are Mali Powstańcy's options
                return await self.bot.service.create_game(interaction.channel_id or 0, caller, game=game,
                                                          options={}, deadline_seconds=deadline, colour=colour)
            return await self.bot.service.create_game(interaction.channel_id or 0, caller, variant=variant,
                                                      liberator=liberator, mail=mail, deadline_seconds=deadline,
                                                      colour=colour)
        await gateway.run_command(self.bot, interaction, call)

    @app_commands.command(name="join", description="Sit down at the table in this channel")
    @app_commands.describe(colour="the colour you want (free ones only)")
    @app_commands.choices(colour=COLOURS)
    async def join(self, interaction: discord.Interaction, colour: str | None = None) -> None:
        await gateway.run_command(self.bot, interaction,
                                  lambda caller: self.bot.service.join(interaction.channel_id or 0, caller, colour))

    @app_commands.command(name="leave", description="Stand up from the table before the game starts")
    async def leave(self, interaction: discord.Interaction) -> None:
        await gateway.run_command(self.bot, interaction,
                                  lambda caller: self.bot.service.leave(interaction.channel_id or 0, caller))

    @app_commands.command(name="start", description="Start the game (host or moderator; 2-4 players, Libertalia 2-6)")
    async def start(self, interaction: discord.Interaction) -> None:
        await gateway.run_command(self.bot, interaction,
                                  lambda caller: self.bot.service.start(interaction.channel_id or 0, caller),
                                  prompt=TurnPrompt())

    @app_commands.command(name="status", description="Who plays, what phase it is, and who must act")
    async def status(self, interaction: discord.Interaction) -> None:
        await gateway.run_command(self.bot, interaction,
                                  lambda caller: self.bot.service.status(interaction.channel_id or 0),
                                  publish=False, private_extra=lambda out, lang: [status_text(game_status(out), lang)])

    @app_commands.command(name="skip", description="Pass the turn of a player who is away (host or moderator)")
    async def skip(self, interaction: discord.Interaction) -> None:
        await gateway.run_command(self.bot, interaction,
                                  lambda caller: self.bot.service.skip(interaction.channel_id or 0, caller),
                                  prompt=TurnPrompt())

    @app_commands.command(name="abandon", description="Close this channel's game without a winner (host or moderator)")
    async def abandon(self, interaction: discord.Interaction) -> None:
        await gateway.run_command(self.bot, interaction,
                                  lambda caller: self.bot.service.end_game(interaction.channel_id or 0, caller))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Lobby(bot))  # type: ignore[arg-type]
