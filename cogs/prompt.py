"""The turn prompt under a "your turn" ping, and acting for a tap: whatever the game, its UI (cogs/games.py)
says which buttons and which extra lines; this module asks it, by the game the outcome is about.

`publish` posts a change's public part (the outbox's deliverer does, beside the interaction's answer), with
this prompt for whoever must act next; `act` applies one action for a tap and publishes it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands

from cogs.games import ui_of
from cogs.kit import BotLike, reply_private, run_command
from cogs.play_again import play_again_row
from cogs.sender import publish_outcome
from service.caller import Caller
from service.outcome import Outcome


class TurnPrompt:
    """Builds the button row and the extra lines that go with a "your turn" ping, by the game's UI."""

    def build(self, game_id: int, lang: str, epoch: int = 0, owes: str | None = None,
              game: str | None = None) -> discord.ui.View | None:
        """The row for this game's current epoch (None for an outcome of no game)."""
        return None if game is None else ui_of(game).prompt_row(game_id, lang, epoch, owes)

    def final_row(self, game_id: int, lang: str) -> discord.ui.View:
        """Under a game's final post, for any game: *Play again* (cogs/play_again.py)."""
        return play_again_row(game_id, lang)

    async def lines(self, bot: BotLike, outcome: Outcome, lang: str) -> list[str]:
        """The ping's extra lines (what the turn asks for, what is urgent)."""
        if outcome.turn is None:
            return []
        return await ui_of(outcome.turn.game).ping_lines(bot, outcome, lang)


PROMPT = TurnPrompt()


async def publish(bot: BotLike, interaction: discord.Interaction[Any], outcome: Outcome) -> None:
    """Post an outcome's public part (cogs/sender.publish_outcome), its ping drawn with the turn's buttons."""
    await publish_outcome(bot, interaction, outcome, PROMPT)


async def act(bot: BotLike, interaction: discord.Interaction[Any], caller: Caller, action: dict[str, Any],
              lang: str, expected_version: int | None = None) -> Outcome:
    """Apply one action for the caller and post its results (used by buttons and menus); a refusal propagates
    to the component's guard (cogs/edge.py)."""
    outcome = await bot.service.act(interaction.channel_id or 0, caller, action, expected_version)
    await publish(bot, interaction, outcome)
    await reply_private(interaction, outcome, lang)
    return outcome


async def change(bot: BotLike, interaction: discord.Interaction[Any],
                 operation: Callable[[int, Caller], Awaitable[Outcome]]) -> Outcome:
    """A command that changes this channel's game: `operation(channel, caller)` of the table service, run as
    every command is (cogs/kit.run_command) and published with the turn prompt."""
    return await run_command(bot, interaction, lambda caller: operation(interaction.channel_id or 0, caller),
                             publish=publish)


def service_command(cog: str, name: str, operation: str, *, description: str) -> app_commands.Command[Any, Any, None]:
    """A slash command of the cog class `cog` (whose `bot` it runs on) that is one change of the channel's game:
    the table service's `operation(channel, caller)`, run and published by `change`."""
    async def command(self: Any, interaction: discord.Interaction[Any]) -> None:
        await change(self.bot, interaction, getattr(self.bot.service, operation))

    command.__qualname__ = f"{cog}.{name}"  # a method of its cog (discord.py passes the cog first)
    callback: Any = command  # discord.py reads the parameters from it: the cog, then the interaction
    made: app_commands.Command[Any, Any, None] = app_commands.command(name=name, description=description)(callback)
    return made
