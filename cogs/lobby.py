"""/game …: open a table, sit down, stand up, start, see the status, skip an absent player's turn, abandon the
table. Visible to everyone; the service decides who may (start, skip and abandon: the host or a moderator).

`/game new` offers every registered game (games/) and each game's own options, read from the descriptors when
the cog is set up: a game added to the one list (or registered by a test) is offered without touching this
file. An option of another game than the one chosen is refused by that game's rules (service: bad_option).
"""

from __future__ import annotations

import inspect
import types
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs import play_again
from cogs.i18n import bot_text, game_text, user_lang
from cogs.kit import BotLike, page_url, refuse, run_command
from cogs.prompt import change, publish, service_command
from games import GameOption, GameSpec, default_key, on_discord
from games.computer import is_computer
from service.outcome import Outcome
from service.pagelinks import GAME_PAGE
from service.results import GameStatus, PageLink
from service.rules import game_colours
from words.catalogue import has
from words.compose import computer_name, part_for, room

MAX_CHOICES = 25
MAX_COMPUTERS = 5  # computer seats /game new may add at once (Libertalia seats six)


def all_colours() -> list[str]:
    """Every offered game's colours, the default game's first (the service refuses one its game lacks)."""
    out: list[str] = []
    for spec in on_discord():
        out += [c for c in game_colours(spec) if c not in out]
    return out


def choice(name: str, value: str | None = None) -> app_commands.Choice[str]:
    """A choice whose name the translator localises (cogs/i18n.py), whenever the command is built."""
    return app_commands.Choice(name=app_commands.locale_str(name), value=name if value is None else value)


def colour_choices() -> list[app_commands.Choice[str]]:
    return [choice(c) for c in all_colours()][:MAX_CHOICES]


def game_options() -> list[GameOption]:
    """Every offered game's options for /game new, each name once (two games may share one)."""
    seen: dict[str, GameOption] = {}
    for spec in on_discord():
        for option in spec.options:
            seen.setdefault(option.name, option)
    return list(seen.values())


def seat_player(user: int, game: str, lang: str) -> str:
    """A seat's player as /game status names them: a mention, or the computer seat's name."""
    return computer_name(user, lang, game) if is_computer(user) else f"<@{user}>"


def seat_colour(colour: str | None, game: str, lang: str) -> str:
    """A colour in words, named by its game's room."""
    return room(game).term("colour", colour, lang).text if colour else "?"


def status_text(status: GameStatus, lang: str) -> str:
    """/game status for any game: its line (the game's own, naming its options), the seats, where it stands in
    its own terms (its progress, else the round and phase), and who must act."""
    game = status.game
    seats = ", ".join(f"{seat_player(s.user, game, lang)} ({seat_colour(s.colour, game, lang)})" for s in status.seats)
    lines = [game_text(game, "status.game_line", lang, **status.options, status=bot_text(f"status.{status.status}", lang),
                       game=game)]
    lines.append(bot_text("status.seats", lang, seats=seats or "—"))
    progress = "status.progress"
    if status.progress and has(lang, part_for("bot", progress, lang, game), progress):
        lines.append(game_text(game, progress, lang, **status.progress, phase=str(status.phase)))
    elif status.round:
        lines.append(game_text(game, "status.round", lang, round=status.round, phase=str(status.phase)))
    if status.away:
        who = [f"{seat_player(u, game, lang)} ({bot_text('board.away', lang, at=f'<t:{int(t)}:f>')})"
               for u, t in status.away]
        lines.append(bot_text("status.away", lang, who=", ".join(who)))
    if status.waiting_users:
        deadline = f" <t:{int(status.deadline_at)}:R>" if status.deadline_at else ""
        users = list(status.waiting_users)
        lines.append(bot_text("status.waiting", lang, user=users[0] if len(users) == 1 else users) + deadline)
    return "\n".join(lines)


def watch_line(bot: BotLike, status: GameStatus, lang: str) -> list[str]:
    """The game page's link (issue 28), where this bot serves the web view."""
    url = page_url(bot, PageLink(GAME_PAGE, status.game_id, status.link), lang)
    return [] if url is None else [bot_text("web.game", lang, url=url)]


def game_status(outcome: Outcome) -> GameStatus:
    assert isinstance(outcome.result, GameStatus)
    return outcome.result


def deadline_of(hours: int | None) -> Any:
    """The service's deadline for /game new's hours: "default" (the server's), None (0: none) or seconds."""
    return "default" if hours is None else (None if hours == 0 else hours * 3600)


async def open_table(bot: BotLike, interaction: discord.Interaction[Any], game: str | None,
                     deadline_hours: int | None, colour: str | None, chosen: dict[str, Any],
                     every_move: bool | None = None, computers: int | None = None) -> None:
    """/game new: the chosen game (default: the first listed) with the options given for it."""
    key = game or default_key()
    if key not in {s.key for s in on_discord()}:  # a game the server cannot open here (Liberté without its data)
        await refuse(interaction, bot_text("game_not_offered", user_lang(interaction, bot.default_language)))
        return
    await run_command(bot, interaction, lambda caller: bot.service.create_game(
        interaction.channel_id or 0, caller, key, {k: v for k, v in chosen.items() if v is not None},
        deadline_seconds=deadline_of(deadline_hours), colour=colour, every_move=every_move,
        computers=computers or 0), publish=publish)


def new_command(specs: list[GameSpec], options: list[GameOption]) -> app_commands.Command[Any, Any, None]:
    """/game new with a parameter for each game's options (their names and choices from the descriptors)."""
    async def new(self: Lobby, interaction: discord.Interaction[Any], game: str | None = None,
                  deadline_hours: int | None = None, colour: str | None = None, every_move: bool | None = None,
                  computers: int | None = None, **chosen: Any) -> None:
        await open_table(self.bot, interaction, game, deadline_hours, colour, chosen, every_move, computers)

    P = inspect.Parameter
    params = [P("self", P.POSITIONAL_OR_KEYWORD), P("interaction", P.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction),
              P("game", P.KEYWORD_ONLY, default=None, annotation=str | None),
              P("deadline_hours", P.KEYWORD_ONLY, default=None, annotation=app_commands.Range[int, 0, 336] | None),
              P("colour", P.KEYWORD_ONLY, default=None, annotation=str | None),
              P("every_move", P.KEYWORD_ONLY, default=None, annotation=bool | None),
              P("computers", P.KEYWORD_ONLY, default=None, annotation=app_commands.Range[int, 0, MAX_COMPUTERS] | None)]
    params += [P(o.name, P.KEYWORD_ONLY, default=None, annotation=bool | None if o.flag else str | None)
               for o in options]
    setattr(new, "__signature__", inspect.Signature(params))  # noqa: B010 (discord.py reads the parameters from it)
    new.__qualname__ = "Lobby.new"
    described: Any = app_commands.describe(
        game="which game (the first in the list unless you choose another)",
        deadline_hours="hours per turn (0 = no deadline; empty = the server's default)", colour="your colour",
        every_move="post every move as it happens (default: one message per turn)",
        computers="how many computer players sit down at once",
        **{o.name: o.describe or o.name for o in options})(new)
    choices: dict[str, list[app_commands.Choice[str]]] = {
        "game": [choice(s.title, s.key) for s in specs][:MAX_CHOICES],
        "colour": colour_choices(),
        **{o.name: [choice(c) for c in o.choices] for o in options if o.choices}}
    chosen: Any = app_commands.choices(**choices)(described)
    command: app_commands.Command[Any, Any, None] = app_commands.command(
        name="new", description="Open a new game in this channel; you sit down as host")(chosen)
    return command


class Lobby(commands.GroupCog, group_name="game", group_description="Open, join and start a game in this channel"):
    """The /game group; `lobby_cog` sets it up with /game new for the games registered by then."""

    new = new_command(on_discord(), game_options())  # the games offered when this module was imported

    def __init__(self, bot: BotLike) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="join", description="Sit down at the table in this channel")
    @app_commands.describe(colour="the colour you want (free ones only)")
    async def join(self, interaction: discord.Interaction, colour: str | None = None) -> None:
        await change(self.bot, interaction, lambda channel, caller: self.bot.service.join(channel, caller, colour))

    @app_commands.command(name="add_computer", description="Seat a computer player at the table (host or moderator)")
    @app_commands.describe(colour="its colour (free ones only; empty: a free one)")
    async def add_computer(self, interaction: discord.Interaction, colour: str | None = None) -> None:
        await change(self.bot, interaction,
                     lambda channel, caller: self.bot.service.add_computer(channel, caller, colour))

    @app_commands.command(name="remove_computer", description="Stand a computer player up (host or moderator)")
    @app_commands.describe(colour="its colour (empty: the last one seated)")
    async def remove_computer(self, interaction: discord.Interaction, colour: str | None = None) -> None:
        await change(self.bot, interaction,
                     lambda channel, caller: self.bot.service.remove_computer(channel, caller, colour))

    leave = service_command("Lobby", "leave", "leave", description="Stand up from the table before the game starts")
    start = service_command("Lobby", "start", "start", description="Start the game (host or moderator)")

    @app_commands.command(name="status", description="Who plays, what phase it is, and who must act")
    async def status(self, interaction: discord.Interaction) -> None:
        await run_command(self.bot, interaction, lambda caller: self.bot.service.status(interaction.channel_id or 0),
                          publish=None, private_extra=lambda out, lang: [status_text(game_status(out), lang),
                                                                         *watch_line(self.bot, game_status(out), lang)])

    skip = service_command("Lobby", "skip", "skip",
                           description="Pass the turn of a player who is away (host or moderator)")
    abandon = service_command("Lobby", "abandon", "end_game",
                              description="Close this channel's game without a winner (host or moderator)")


def lobby_cog(bot: BotLike) -> Lobby:
    """The /game cog for the games registered now: /game new with their names and options, the colours of all."""
    new = new_command(on_discord(), game_options())
    cls = types.new_class("Lobby", (Lobby,), {"group_name": Lobby.__cog_group_name__,
                                              "group_description": Lobby.__cog_group_description__},
                          lambda ns: ns.update(new=new))
    cog: Lobby = app_commands.guild_only()(cls)(bot)
    for command in cog.walk_app_commands():  # every colour of every game (the service refuses another's)
        if isinstance(command, app_commands.Command) and command.name in ("join", "add_computer", "remove_computer"):
            app_commands.choices(colour=colour_choices())(command)
    return cog


async def setup(bot: commands.Bot) -> None:
    gamebot: Any = bot
    await bot.add_cog(lobby_cog(gamebot))
    bot.add_dynamic_items(*play_again.ITEMS)  # under every game's final post
