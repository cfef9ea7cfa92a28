"""Mali Powstańcy's turn panel on Discord: a private message with the player's situation and a tap for every
legal action.

Opened by the turn ping's *My turn* button or `/turn`; every tap edits the same private message to the new
legal actions (cogs/mali/panel_model.py decides what is shown). Its buttons and menus are persistent
`DynamicItem`s whose custom id carries the game, the game version the panel was built at and the choice
(`mp:pb:<game>:<version>:<choice>`, menus `mp:ps:<game>:<version>:<menu>`), so a tap after a restart still
works, and a tap on an out-of-date panel is refused politely with the panel as it stands now. Every
callback goes through cogs/edge.py's guard; the service still checks turn, seat and version on each action.
"""

from __future__ import annotations

import logging
import re
from typing import Any

import discord

from cogs.components import Button, Menu
from cogs.edge import Persistent
from cogs.i18n import bot_text, user_lang
from cogs.kit import DISCORD_LIMIT, BotLike, acknowledge, answer, caller_of, defer, my_info, refuse, still_current
from cogs.mali import panel_model as pm
from cogs.mali.panel_text import situation
from cogs.mali.texts import action_label, mali_text
from cogs.prompt import publish
from service.caller import Caller
from service.results import MyInfo

log = logging.getLogger("mp.cogs")

STYLES = {"primary": discord.ButtonStyle.primary, "secondary": discord.ButtonStyle.secondary,
          "success": discord.ButtonStyle.success, "danger": discord.ButtonStyle.danger}


def words_for(lang: str) -> pm.Words:
    return lambda key, **params: mali_text(key, lang, **params)


def compose(info: MyInfo, game_id: int, version: int, lang: str, screen: pm.Screen | None = None,
            notes: list[str] | None = None) -> tuple[str, discord.ui.View]:
    """The panel's text and components for one game version (the view never times out: ids are persistent)."""
    actions = info.legal_actions if info.blocked is None else []
    panel = pm.build(actions, lang, words_for(lang), screen or pm.Screen(), info.end_turn_confirm is not None)
    lines = [*(notes or []), situation(info, lang)]
    if panel.confirm is not None:
        kind = actions[panel.confirm].get("type")
        if kind == "end_turn" and info.end_turn_confirm is not None:
            lines.append(mali_text(info.end_turn_confirm.key, lang, **info.end_turn_confirm.params))
        else:  # what an undo takes back (B-5.7), as the menus name those actions
            summary = (info.view.get("turn") or {}).get("undo_summary") or []
            what = ", ".join(action_label(a, lang) for a in summary if isinstance(a, dict))
            lines.append(mali_text("panel.undo_ask", lang, what=what) if what else mali_text("confirm_undo", lang))
    view = discord.ui.View(timeout=None)
    for row_no, row in enumerate(panel.rows):
        if isinstance(row, Menu):
            view.add_item(PanelSelect(game_id, version, row.key, row, row_no))
        else:
            for button in row:
                view.add_item(PanelButton(game_id, version, button.value, button, row_no))
    return "\n".join(lines)[:DISCORD_LIMIT], view


class PanelButton(Persistent, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
                  template=r"mp:pb:(?P<game>[0-9]+):(?P<version>[0-9]+):(?P<choice>[a-z0-9.]+)"):
    def __init__(self, game_id: int, version: int, choice: str, shown: Button | None = None,
                 row: int | None = None) -> None:
        label = shown.label if shown else choice
        style = STYLES[shown.style] if shown else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=label[:80], style=style, row=row,
                                           custom_id=f"mp:pb:{game_id}:{version}:{choice}"))
        self.game_id, self.version, self.choice = game_id, version, choice

    @classmethod
    def rebuild(cls, match: re.Match[str], interaction: discord.Interaction[Any]) -> PanelButton:
        return cls(int(match["game"]), int(match["version"]), match["choice"])

    async def tapped(self, bot: BotLike, interaction: discord.Interaction[Any]) -> None:
        await tap(bot, interaction, self.game_id, self.version, self.choice)


class PanelSelect(Persistent, discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]],
                  template=r"mp:ps:(?P<game>[0-9]+):(?P<version>[0-9]+):(?P<menu>[a-z0-9]+)"):
    def __init__(self, game_id: int, version: int, menu: str, shown: Menu | None = None,
                 row: int | None = None) -> None:
        options = [discord.SelectOption(label=o.label[:100], value=o.value, description=(o.description or None)
                                        and o.description[:100]) for o in (shown.options if shown else ())]
        select: discord.ui.Select[discord.ui.View] = discord.ui.Select(
            custom_id=f"mp:ps:{game_id}:{version}:{menu}", row=row,
            placeholder=(shown.placeholder[:150] if shown else None),
            options=options or [discord.SelectOption(label="…", value="r")])
        super().__init__(select)
        self.game_id, self.version, self.menu = game_id, version, menu

    @classmethod
    def rebuild(cls, match: re.Match[str], interaction: discord.Interaction[Any]) -> PanelSelect:
        return cls(int(match["game"]), int(match["version"]), match["menu"])

    async def tapped(self, bot: BotLike, interaction: discord.Interaction[Any]) -> None:
        values = self.item.values  # filled by discord.py from the interaction before the callback
        await tap(bot, interaction, self.game_id, self.version, str(values[0]) if values else "r")


async def open_panel(bot: BotLike, interaction: discord.Interaction[Any], game_id: int | None = None,
                     epoch: int | None = None) -> None:
    """A new private panel (from the ping's *My turn* button or /turn)."""
    lang = user_lang(interaction, bot.default_language)
    await defer(interaction)
    channel_id = interaction.channel_id or 0
    caller = await caller_of(bot, interaction)
    out = await bot.service.my_info(channel_id, caller)
    if game_id is not None and not await still_current(bot, interaction, game_id, lang):
        return
    content, view = compose(my_info(out), int(out.game_id or 0), int(out.version or 0), lang)
    await answer(interaction, content, view=view)


async def show(interaction: discord.Interaction[Any], content: str, view: discord.ui.View) -> None:
    """Edit the panel message in place (the tap was acknowledged as an update)."""
    await interaction.edit_original_response(content=content, view=view)


async def tap(bot: BotLike, interaction: discord.Interaction[Any], game_id: int, version: int, choice: str) -> None:
    """One tap on a panel: check it is still current, then change screen or act, and redraw the panel."""
    lang = user_lang(interaction, bot.default_language)
    await acknowledge(interaction)  # a deferred update (within 3 s): the panel is edited, not replied to
    if not await still_current(bot, interaction, game_id, lang):
        return
    channel_id = interaction.channel_id or 0
    caller = await caller_of(bot, interaction)
    out = await bot.service.my_info(channel_id, caller)
    info = my_info(out)
    if out.version != version:  # Refresh is how one asks for the panel as it stands now: no note for that
        notes = [] if choice == "r" else [mali_text("panel.stale", lang)]
        content, view = compose(info, game_id, int(out.version or 0), lang, notes=notes)
        await show(interaction, content, view)
        return
    try:
        kind, index, screen = pm.parse_choice(choice)
    except ValueError:  # not a choice any panel offers: a forged or mangled id (no traceback: nothing broke)
        log.warning("panel tap with a choice no panel offers: %r", choice[:40])
        await refuse(interaction, bot_text("unknown_component", lang))
        return
    if kind != "apply":
        content, view = compose(info, game_id, version, lang, screen or pm.Screen())
        await show(interaction, content, view)
        return
    actions = info.legal_actions if info.blocked is None else []
    if not 0 <= index < len(actions):
        content, view = compose(info, game_id, version, lang, notes=[mali_text("panel.stale", lang)])
        await show(interaction, content, view)
        return
    await act_and_redraw(bot, interaction, caller, actions[index], version, lang)


async def act_and_redraw(bot: BotLike, interaction: discord.Interaction[Any], caller: Caller,
                         action: dict[str, Any], version: int, lang: str) -> None:
    channel_id = interaction.channel_id or 0
    outcome = await bot.service.act(channel_id, caller, action, version)
    await publish(bot, interaction, outcome)
    notes = [m.text(lang) for m in outcome.private.get(caller.user_id, [])]
    fresh = await bot.service.my_info(channel_id, caller)
    info = my_info(fresh)
    if info.blocked is not None and action.get("type") == "end_turn":
        notes.append(mali_text("panel.done", lang))
    content, view = compose(info, int(fresh.game_id or 0), int(fresh.version or 0), lang, notes=notes)
    await show(interaction, content, view)


ITEMS = (PanelButton, PanelSelect)
