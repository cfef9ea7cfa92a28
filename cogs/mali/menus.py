"""Mali Powstańcy's one-use menus and confirmations: the card menu the prompt's *Play a card* opens, and "Yes,
do it" before ending a turn with MP left or undoing it.

They are persistent: the card menu's id carries the game and the version it was made at
(`mp:cm:<game>:<version>`, each option the action itself), a confirmation's the game, the version and what
it confirms (`mp:ok:<game>:<version>:end|undo|step`), so a tap after a restart answers, a tap after the game moved
on is refused politely, and a used one is greyed out in place.
"""

from __future__ import annotations

import json
import re
from typing import Any

import discord

from cogs.confirm import OneMoreTap
from cogs.edge import GuardedView, Persistent
from cogs.i18n import bot_text
from cogs.kit import BotLike, caller_of, refuse, used_once, version_of, version_part
from cogs.mali.texts import action_label, mali_text
from cogs.prompt import act


async def chosen_action(bot: BotLike, interaction: discord.Interaction[Any], game_id: int, version: int | None,
                        value: str) -> None:
    """A choice from the card menu: the menu is greyed out, then the action applied at the version the menu was
    made at (a second tap or a tap after the game moved on is refused by the service, politely)."""
    lang = await used_once(bot, interaction, game_id)
    if lang is None:
        return
    try:
        action = json.loads(value)
    except ValueError:
        action = None
    if not isinstance(action, dict):
        await refuse(interaction, bot_text("stale_button", lang))
        return
    caller = await caller_of(bot, interaction)
    await act(bot, interaction, caller, action, lang, version)


class CardMenu(Persistent, discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]],
               template=r"mp:cm:(?P<game>[0-9]+):(?P<version>[0-9]+|n)"):
    """The card menu's select, persistent: its id carries the game and the version it was made at
    (`mp:cm:<game>:<version>`), each option the action itself, so a tap after a restart still answers."""

    def __init__(self, game_id: int, version: int | None, options: list[discord.SelectOption] | None = None,
                 placeholder: str | None = None) -> None:
        super().__init__(discord.ui.Select(custom_id=f"mp:cm:{game_id}:{version_part(version)}",
                                           placeholder=placeholder,
                                           options=options or [discord.SelectOption(label="…", value="-")]))
        self.game_id, self.version = game_id, version

    @classmethod
    def rebuild(cls, match: re.Match[str], interaction: discord.Interaction[Any]) -> CardMenu:
        return cls(int(match["game"]), version_of(match["version"]))

    async def tapped(self, bot: BotLike, interaction: discord.Interaction[Any]) -> None:
        values = self.item.values  # filled by discord.py from the interaction before the callback
        await chosen_action(bot, interaction, self.game_id, self.version,
                            str(values[0]) if values else "-")


class ActionMenu(GuardedView):
    """A short select menu of legal actions (for example the cards in hand), persistent (`CardMenu`)."""

    def __init__(self, bot: BotLike, actions: list[dict[str, Any]], lang: str, version: int | None,
                 game_id: int) -> None:
        super().__init__(timeout=None)
        self.bot = bot
        options = [discord.SelectOption(label=action_label(a, lang), value=json.dumps(a, separators=(",", ":"))[:100])
                   for a in actions[:25]]
        self.menu = CardMenu(game_id, version, options, mali_text("choose", lang))
        self.select = self.menu.item
        self.add_item(self.menu)

    async def chosen(self, interaction: discord.Interaction[Any]) -> None:
        """What a tap on the menu does (discord.py calls the persistent item's callback itself)."""
        await self.menu.callback(interaction)


CONFIRMED: dict[str, dict[str, Any]] = {"end": {"type": "end_turn"}, "undo": {"type": "undo"},
                                        "step": {"type": "undo", "scope": "step"}}


async def confirmed_action(bot: BotLike, interaction: discord.Interaction[Any], game_id: int,
                           version: int | None, what: str) -> None:
    """A "Yes, do it" tap: greyed out in place, then the action at the version the player was asked at."""
    lang = await used_once(bot, interaction, game_id)
    if lang is None:
        return
    caller = await caller_of(bot, interaction)
    await act(bot, interaction, caller, dict(CONFIRMED[what]), lang, version)


class ConfirmButton(Persistent, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
                    template=r"mp:ok:(?P<game>[0-9]+):(?P<version>[0-9]+|n):(?P<what>end|undo|step)"):
    """"Yes, do it" for ending a turn with MP left or undoing (all, or the last step), persistent:
    `mp:ok:<game>:<version>:<what>`."""

    def __init__(self, game_id: int, version: int | None, what: str, label: str = "…",
                 style: discord.ButtonStyle = discord.ButtonStyle.danger) -> None:
        super().__init__(discord.ui.Button(label=label, style=style,
                                           custom_id=f"mp:ok:{game_id}:{version_part(version)}:{what}"))
        self.game_id, self.version, self.what = game_id, version, what

    @classmethod
    def rebuild(cls, match: re.Match[str], interaction: discord.Interaction[Any]) -> ConfirmButton:
        return cls(int(match["game"]), version_of(match["version"]), match["what"])

    async def tapped(self, bot: BotLike, interaction: discord.Interaction[Any]) -> None:
        await confirmed_action(bot, interaction, self.game_id, self.version, self.what)


class Confirm(OneMoreTap):
    """A guard against ending a turn (or undoing) by accident. Its id holds the game and the version the player
    was asked at, so a late tap after the game has moved on is refused, not applied to a later turn."""

    def __init__(self, bot: BotLike, action: dict[str, Any], lang: str, version: int | None,
                 game_id: int) -> None:
        what = next(k for k, v in CONFIRMED.items() if v == action)
        super().__init__(bot, ConfirmButton(game_id, version, what, bot_text("confirm", lang)))


def undo_choice(bot: BotLike, lang: str, version: int | None, game_id: int, steps: int) -> tuple[str, Confirm]:
    """B-5.7: the question and buttons before an undo. With more than one action to take back, the last step
    alone is offered beside the whole turn."""
    view = Confirm(bot, {"type": "undo"}, lang, version, game_id)
    if steps < 2:
        return mali_text("confirm_undo", lang), view
    view.button.item.label = mali_text("undo-all", lang)
    view.add_item(ConfirmButton(game_id, version, "step", mali_text("undo-step", lang),
                                discord.ButtonStyle.secondary))
    return mali_text("confirm_undo_or_step", lang), view


ITEMS = (CardMenu, ConfirmButton)
