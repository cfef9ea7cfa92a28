"""One deliberate extra tap before something that cannot be taken back (ending a turn with moves left, an
undo, a reset): a view around one persistent button, so the tap answers after a restart too."""

from __future__ import annotations

from typing import Any

import discord

from cogs.edge import GuardedView
from cogs.kit import BotLike


class OneMoreTap(GuardedView):
    """A view around one persistent button (a DynamicItem, whose callback discord.py calls itself)."""

    def __init__(self, bot: BotLike, button: discord.ui.DynamicItem[Any]) -> None:
        super().__init__(timeout=None)
        self.bot = bot
        self.button = button
        self.add_item(button)

    async def confirmed(self, interaction: discord.Interaction[Any]) -> None:
        """What the tap does (discord.py calls the persistent button's callback itself)."""
        await self.button.callback(interaction)
