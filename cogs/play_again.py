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
from cogs.i18n import bot_text, user_lang
from cogs.kit import BotLike, run_command, server_lang
from cogs.sender import post_outcome
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
    """The new table's news: written to the outbox with the table, so the deliverer posts it beside the answer.
    (Not cogs.prompt.publish: the prompt draws this module's row, and a new table pings nobody to act.)"""
    deliverer = getattr(bot, "deliverer", None)
    if outcome.queued and deliverer is not None:
        deliverer.after_reply(interaction, outcome.channel_id, user_lang(interaction, bot.default_language))
        return
    channel = interaction.channel if isinstance(interaction.channel, discord.abc.Messageable) else None
    await post_outcome(bot, outcome, channel, await server_lang(bot, interaction.guild_id), interaction.guild)


def play_again_row(game_id: int, lang: str) -> discord.ui.View:
    """The final post's components: the one button (its callback is the persistent item's)."""
    view = GuardedView(timeout=None)
    view.add_item(PlayAgainButton(game_id, bot_text("again.button", lang)))
    return view


ITEMS = (PlayAgainButton,)
