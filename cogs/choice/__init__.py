"""The choice panel as a game's Discord UI (cogs/games.GameUI): a tap for every legal action, worded by the
game's `ChoiceWords`. A game whose descriptor names no UI of its own gets `UI` (the defaults); a game that
words its choices itself builds a `ChoiceUI` with its own words (cogs/libertalia.py)."""

from __future__ import annotations

from typing import Any

import discord
from discord.ext import commands

from cogs.choice.panel import DYNAMIC_ITEMS, open_choice_panel, prompt_row
from cogs.choice.words import GENERIC, ChoiceWords
from cogs.i18n import game_text
from cogs.kit import BotLike
from jsontypes import Json
from service.outcome import Outcome
from service.results import MyInfo
from words.catalogue import has
from words.compose import part_for


class ChoiceUI:
    """A game played with the choice panel."""

    def __init__(self, words: ChoiceWords = GENERIC) -> None:
        self.words = words

    def prompt_row(self, game_id: int, lang: str, epoch: int, owes: str | None) -> discord.ui.View:
        return prompt_row(game_id, lang, epoch)

    async def ping_lines(self, bot: BotLike, outcome: Outcome, lang: str) -> list[str]:
        """What the turn asks for, from the call itself (the board may have moved on since): the game's
        `cp.ping.<owes>` line where its catalogue has one."""
        turn = outcome.turn
        if turn is None or turn.owes is None:
            return []
        key = f"cp.ping.{turn.owes}"
        return [game_text(turn.game, key, lang)] if has(lang, part_for("bot", key, lang, turn.game), key) else []

    async def open_panel(self, bot: BotLike, interaction: discord.Interaction[Any], game_id: int | None = None,
                         epoch: int | None = None) -> None:
        await open_choice_panel(bot, interaction, game_id, epoch)

    def private_info(self, info: MyInfo, lang: str) -> str:
        return "\n".join(self.words.situation(info, lang))

    def result_lines(self, result: Json, lang: str) -> list[str]:
        return []

    async def setup(self, bot: commands.Bot) -> None:
        bot.add_dynamic_items(*DYNAMIC_ITEMS)


UI = ChoiceUI()
