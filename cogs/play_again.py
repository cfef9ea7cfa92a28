"""*Play again* under a game's final post: a new table in the same channel with the same players and options, the
presser hosting (service/lobby.play_again, for any game).

The button is persistent (`pa:<game>`, the game that ended), so it answers after a restart and on an old final
post; the service refuses a member who was not seated, or a channel where something newer was opened, politely
and in the presser's language (cogs/edge.py answers every refusal).
"""

from __future__ import annotations

import re
from typing import Any

import discord

from cogs.edge import GuardedView, Persistent
from cogs.i18n import bot_text
from cogs.kit import BotLike, run_command
from cogs.sender import publish_outcome
from service.outcome import Outcome


class PlayAgainButton(Persistent, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
                      template=r"pa:(?P<game>[0-9]+)"):
    def __init__(self, game_id: int, label: str = "…") -> None:
        super().__init__(discord.ui.Button(label=label[:80], style=discord.ButtonStyle.success,
                                           custom_id=f"pa:{game_id}"))
        self.game_id = game_id

    @classmethod
    def rebuild(cls, match: re.Match[str], interaction: discord.Interaction[Any]) -> PlayAgainButton:
        return cls(int(match["game"]))

    async def tapped(self, bot: BotLike, interaction: discord.Interaction[Any]) -> None:
        channel_id = interaction.channel_id or 0
        await run_command(bot, interaction, lambda caller: bot.service.play_again(channel_id, caller, self.game_id),
                          publish=announce)


async def announce(bot: BotLike, interaction: discord.Interaction[Any], outcome: Outcome) -> None:
    """The new table's news (cogs/sender.publish_outcome). Not cogs.prompt.publish: the prompt draws this
    module's row, and a new table pings nobody to act."""
    await publish_outcome(bot, interaction, outcome, None)


def play_again_row(game_id: int, lang: str) -> discord.ui.View:
    """The final post's components: the one button (its callback is the persistent item's)."""
    view = GuardedView(timeout=None)
    view.add_item(PlayAgainButton(game_id, bot_text("again.button", lang)))
    return view


ITEMS = (PlayAgainButton,)
