"""Mali Powstańcy's turn prompt: the buttons under a "your turn" ping — my turn (the private turn panel,
cogs/mali/panel.py), play a card, end the turn, undo, show my private info.

They are persistent: each button's custom id holds the game and the action (`mp:turn:<game>:<what>`), so
a restart rebuilds them from the id alone (`discord.ui.DynamicItem`) and a days-old message still works,
or says politely that it belongs to a game that is over. The card menu and the confirmations they open are
cogs/mali/menus.py.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from cogs.edge import Persistent
from cogs.i18n import user_lang
from cogs.kit import (
    BotLike,
    answer,
    caller_of,
    defer,
    my_info,
    refuse,
    reply_private,
    still_current,
)
from cogs.mali.menus import ActionMenu, Confirm, undo_choice
from cogs.mali.panel import open_panel
from cogs.mali.texts import mali_text, private_info
from cogs.prompt import act
from service.caller import Caller
from service.results import UndoPreview

WHATS = ("turn", "card", "end", "undo", "me")
STYLES = {"turn": discord.ButtonStyle.primary, "card": discord.ButtonStyle.secondary, "end": discord.ButtonStyle.success,
          "undo": discord.ButtonStyle.secondary, "me": discord.ButtonStyle.secondary}


def custom_id(game_id: int, what: str, epoch: int = 0) -> str:
    """`mp:turn:<game>:<what>`, and `:<epoch>` after a reset or rollback (the service's counter: an older
    button is refused, issue 11)."""
    return f"mp:turn:{game_id}:{what}" + (f":{epoch}" if epoch else "")


class TurnButton(Persistent, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
                 template=r"mp:turn:(?P<game>[0-9]+):(?P<what>turn|card|end|undo|me)(?::(?P<epoch>[0-9]+))?"):
    def __init__(self, game_id: int, what: str, lang: str = "pl", epoch: int = 0) -> None:
        super().__init__(discord.ui.Button(label=mali_text(f"button.{what}", lang), style=STYLES[what],
                                           custom_id=custom_id(game_id, what, epoch)))
        self.game_id = game_id
        self.what = what
        self.epoch = epoch

    @classmethod
    def rebuild(cls, match: re.Match[str], interaction: discord.Interaction[Any]) -> TurnButton:
        return cls(int(match["game"]), match["what"], user_lang(interaction), int(match["epoch"] or 0))

    async def tapped(self, bot: BotLike, interaction: discord.Interaction[Any]) -> None:
        await press(bot, interaction, self.game_id, self.what, self.epoch)


def prompt_row(game_id: int, lang: str, epoch: int = 0, owes: str | None = None) -> discord.ui.View:
    """The row for this game's current epoch; no *Play a card* while the turn owes a deployment."""
    view = discord.ui.View(timeout=None)
    for what in WHATS:
        if what == "card" and owes == "deploy":
            continue
        view.add_item(TurnButton(game_id, what, lang, epoch))
    return view


async def press(bot: BotLike, interaction: discord.Interaction[Any], game_id: int, what: str,
                epoch: int = 0) -> None:
    lang = user_lang(interaction, bot.default_language)
    channel_id = interaction.channel_id or 0
    await defer(interaction)
    if not await still_current(bot, interaction, game_id, lang, epoch):
        return
    if what == "turn":
        await open_panel(bot, interaction, game_id)
        return
    caller = await caller_of(bot, interaction)
    if what == "me":
        info = my_info(await bot.service.my_info(channel_id, caller))
        await answer(interaction, private_info(info.to_json(), lang))
    elif what == "card":
        out = await bot.service.my_info(channel_id, caller)
        cards = my_info(out).of_type("play_card")
        if not cards:
            await refuse(interaction, mali_text("no_card_now", lang))
            return
        await answer(interaction, mali_text("pick_card", lang), view=ActionMenu(bot, cards, lang, out.version, game_id))
    elif what == "undo":
        preview = await bot.service.undo_preview(channel_id, caller)
        if not (isinstance(preview.result, UndoPreview) and preview.result.actions):
            await reply_private(interaction, preview, lang)
            return
        question, view = undo_choice(bot, lang, preview.version, game_id, len(preview.result.actions))
        lines = [m.text(lang) for m in preview.private.get(caller.user_id, [])]
        await answer(interaction, "\n".join([*lines, question] if len(preview.result.actions) > 1 else lines),
                     view=view)
    elif what == "end":
        await end_turn_guarded(bot, interaction, caller, lang)


async def end_turn_guarded(bot: BotLike, interaction: discord.Interaction[Any], caller: Caller, lang: str) -> None:
    """End the turn; when the service says it deserves a second tap (MP still unused), ask once more first."""
    out = await bot.service.my_info(interaction.channel_id or 0, caller)
    ask = my_info(out).end_turn_confirm
    if ask is not None:
        await answer(interaction, mali_text(ask.key, lang, **ask.params),
                     view=Confirm(bot, {"type": "end_turn"}, lang, out.version, int(out.game_id or 0)))
        return
    await act(bot, interaction, caller, {"type": "end_turn"}, lang)
