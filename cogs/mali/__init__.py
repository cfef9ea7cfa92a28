"""Mali Powstańcy on Discord: its turn prompt (turn_buttons.py), its turn panel (panel.py, panel_model.py,
panel_text.py), the menus and confirmations they open (menus.py), its own slash commands (play.py) and its
words (texts.py). `UI` is what the shared cogs ask of it (cogs/games.GameUI); the game's descriptor names
this module (games/mali.py)."""

from __future__ import annotations

from typing import Any

import discord
from discord.ext import commands

from cogs.kit import BotLike
from cogs.mali import menus, panel, panel_text, texts, turn_buttons
from cogs.mali.play import Play
from jsontypes import Json
from service.errors import ServiceError
from service.outcome import Outcome
from service.results import BoardView, MyInfo


class MaliUI:
    """Mali Powstańcy's Discord UI."""

    def prompt_row(self, game_id: int, lang: str, epoch: int, owes: str | None) -> discord.ui.View:
        return turn_buttons.prompt_row(game_id, lang, epoch, owes)

    async def ping_lines(self, bot: BotLike, outcome: Outcome, lang: str) -> list[str]:
        """The player's card count and what is urgent (the public board, from the service's memory)."""
        if outcome.turn is None:
            return []
        try:
            board = (await bot.service.board(outcome.channel_id)).result
        except ServiceError:
            return []
        return panel_text.ping_lines(board.view, outcome.turn.colour, lang) if isinstance(board, BoardView) else []

    async def open_panel(self, bot: BotLike, interaction: discord.Interaction[Any], game_id: int | None = None,
                         epoch: int | None = None) -> None:
        await panel.open_panel(bot, interaction, game_id, epoch)

    def private_info(self, info: MyInfo, lang: str) -> str:
        return texts.private_info(info.to_json(), lang)

    def result_lines(self, result: Json, lang: str) -> list[str]:
        return texts.score_lines(result, lang)

    async def setup(self, bot: commands.Bot) -> None:
        gamebot: Any = bot
        await bot.add_cog(Play(gamebot))
        bot.add_dynamic_items(turn_buttons.TurnButton, *panel.ITEMS, *menus.ITEMS)


UI = MaliUI()
