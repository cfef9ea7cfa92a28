"""Each game's Discord UI, found through its descriptor (games/: `ui`), and the guard of commands that belong
to one game.

A game's UI module holds `UI`, a `GameUI`: the row of buttons under its "your turn" ping and the ping's extra
lines, its private panel (`/turn`, the ping's button), the private information `/hand` shows, the lines that
go with its final board, and its `setup`, which adds the game's own commands and its persistent components
to the bot. A game without a UI of its own gets the choice panel (cogs/choice/: a tap for every legal action).
"""

from __future__ import annotations

from typing import Any, Protocol

import discord
from discord import app_commands
from discord.ext import commands

from cogs.i18n import bot_text
from cogs.kit import BotLike, channel_status
from games import game, games, load, on_change
from jsontypes import Json
from service.outcome import Outcome
from service.results import MyInfo
from words.commands import slash
from words.compose import room


class GameUI(Protocol):
    """What the shared cogs ask of a game's UI."""

    def prompt_row(self, game_id: int, lang: str, epoch: int, owes: str | None) -> discord.ui.View:
        """The buttons under a "your turn" ping (persistent: they work after restarts and on old messages)."""
        ...

    async def ping_lines(self, bot: BotLike, outcome: Outcome, lang: str) -> list[str]:
        """Extra lines for the ping (what the turn asks for, what is urgent)."""
        ...

    async def open_panel(self, bot: BotLike, interaction: discord.Interaction, game_id: int | None = None,
                         epoch: int | None = None) -> None:
        """The player's private panel: a tap for every legal action (/turn, the ping's button)."""
        ...

    def private_info(self, info: MyInfo, lang: str) -> str:
        """What /hand shows the player alone: their hand, secrets and situation."""
        ...

    def result_lines(self, result: Json, lang: str) -> list[str]:
        """Lines posted with the final board (a score table), or none."""
        ...

    async def setup(self, bot: commands.Bot) -> None:
        """Add the game's own commands and register its persistent components."""
        ...


_uis: dict[str, GameUI] = {}
on_change(lambda key: _uis.pop(key, None))


def ui_of(key: str) -> GameUI:
    """The Discord UI of a game (loaded on first use)."""
    made = _uis.get(key)
    if made is None:
        made = _uis[key] = load(game(key).ui).UI
    return made


async def setup_games(bot: commands.Bot) -> None:
    """Every registered game's UI adds its commands and components (a UI two games share, once)."""
    done: list[GameUI] = []
    for spec in games():
        ui = ui_of(spec.key)
        if not any(ui is d for d in done):
            done.append(ui)
            await ui.setup(bot)


class OtherGame(app_commands.CheckFailure):
    """A command of one game used in a channel that plays another: one polite line says which game the
    channel plays and what to use instead."""

    def __init__(self, command: str, own: str, played: str) -> None:
        super().__init__(command)
        self.command, self.own, self.played = command, own, played

    def message(self, lang: str) -> str:
        return bot_text("other_game", lang, command=slash(self.command, lang), own=room(self.own).title(lang),
                        game=self.played)


class GameCommands(commands.Cog):
    """A cog of commands that belong to one game (its `game`): in a channel playing another game they answer
    with `OtherGame`'s line (cogs/edge.py words it); their autocomplete offers nothing there (each checks the
    game of what it lists)."""

    game: str

    def __init__(self, bot: BotLike) -> None:
        self.bot = bot

    async def interaction_check(self, interaction: discord.Interaction[Any]) -> bool:
        """Whether the channel plays this cog's game, or has no game the service knows (the command itself then
        says so); a channel of another game is refused politely."""
        status = await channel_status(self.bot, interaction.channel_id or 0)
        if status is None or status.game == self.game:
            return True
        raise OtherGame(interaction.command.qualified_name if interaction.command else "?", self.game, status.game)


async def setup(bot: commands.Bot) -> None:
    """The extension: every registered game adds its own commands and persistent components."""
    await setup_games(bot)


async def teardown(bot: commands.Bot) -> None:
    for name, cog in list(bot.cogs.items()):
        if isinstance(cog, GameCommands):
            await bot.remove_cog(name)
