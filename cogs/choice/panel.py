"""The choice panel: a private message with a tap for every legal action, for any game without a panel of its
own. Built from the service's legal actions and the game's words only (its `ChoiceWords`, cogs/choice/words.py):
the actions the game gathers in a menu first (Libertalia's hand, for the day's secret pick, showing the current
pick), then a button (or a select, for many) for every other action.

Everything a tap needs is in the component's custom id, so the panel survives restarts: the game, its epoch
(a reset or rollback refuses older components), the caller's *stage* (a digest of what they may do now,
`MyInfo.stage`) and the action. Others' picks do not change a player's stage, so a panel stays usable while the
table picks; a tap at another stage redraws the panel as it stands now instead of acting. The service still
checks seat, turn and rules on every action. Every tap is answered: an edit of the panel, or a private
refusal (cogs/edge.py).
"""

from __future__ import annotations

import json
import re
from typing import Any

import discord

from cogs import turn_status as status
from cogs.choice.words import GENERIC, MAX_HINT, ChoiceWords
from cogs.components import Button, Menu, Option, Row
from cogs.edge import Persistent
from cogs.games import ui_of
from cogs.i18n import bot_text, user_lang
from cogs.kit import (
    DISCORD_LIMIT,
    BotLike,
    acknowledge,
    answer,
    caller_of,
    defer,
    game_epoch,
    my_info,
    server_lang,
    still_current,
)
from cogs.prompt import publish
from jsontypes import Json
from service.caller import Caller
from service.results import MyInfo

BUTTONS_PER_ROW = 5
BUTTON_ROWS = 3
MAX_OPTIONS = 25
MAX_ROWS = 4  # the panel's rows of actions (the fifth holds Refresh)
NO_STAGE = "-"
ID_LIMIT = 100
ID_MARGIN = 24  # room for the game id, the epoch and the stage digest beside the action


def encode(action: Json) -> str:
    """An action without its player (the caller's own colour is filled in by the service), as compact JSON."""
    slim = {k: v for k, v in action.items() if k != "player" and v is not None}
    return json.dumps(slim, separators=(",", ":"), ensure_ascii=False, sort_keys=False)


def decode(value: str) -> Json | None:
    try:
        action = json.loads(value)
    except ValueError:
        return None
    return action if isinstance(action, dict) and isinstance(action.get("type"), str) else None




def words_of(game: str) -> ChoiceWords:
    """The game's words for this panel (its UI's, when the UI is a choice panel; else the defaults)."""
    words = getattr(ui_of(game), "words", None)
    return words if isinstance(words, ChoiceWords) else GENERIC


def rows_for(info: MyInfo, lang: str) -> list[Row]:
    """The panel's rows for the caller's legal actions (pure: tests walk it without Discord): the menu of the
    actions the game gathers (its hand), then the other actions as buttons (a select when there are too many),
    at most four rows."""
    words = words_of(info.game)
    actions = info.legal_actions if info.blocked is None else []
    gathered = [a for a in actions if a.get("type") in words.menu_types]
    others = [a for a in actions if a.get("type") not in words.menu_types]
    rows: list[Row] = []
    if gathered:
        rows.append(Menu(words.menu_key, words.menu_placeholder(info, lang), tuple(
            Option(words.label_of(a, info, lang, 100), encode(a), words.hint_of(a, info, lang),
                   default=words.is_current(a, info))
            for a in gathered[:MAX_OPTIONS])))
    if others:
        fits = all(len(button_id(0, 0, NO_STAGE, encode(a))) <= ID_LIMIT - ID_MARGIN for a in others)
        if len(others) <= BUTTONS_PER_ROW * BUTTON_ROWS and fits:
            taps = [Button(words.label_of(a, info, lang), encode(a), "primary") for a in others]
            rows += [tuple(taps[i:i + BUTTONS_PER_ROW]) for i in range(0, len(taps), BUTTONS_PER_ROW)]
        else:  # a select holds 25 options: more (a Club's block may go to any of 27 provinces) take more selects
            chunks = [others[i:i + MAX_OPTIONS] for i in range(0, len(others), MAX_OPTIONS)][:MAX_ROWS - len(rows)]
            for n, chunk in enumerate(chunks):
                placeholder = bot_text("cp.choose_menu", lang)
                if len(chunks) > 1:
                    placeholder = f"{placeholder} ({n + 1}/{len(chunks)})"
                rows.append(Menu("choose" + "abcd"[n] * (n > 0), placeholder, tuple(
                    Option(words.label_of(a, info, lang, 100), encode(a)) for a in chunk)))
    return rows


def button_id(game_id: int, epoch: int, stage: str, value: str) -> str:
    return f"cp:b:{game_id}:{epoch}:{stage}:{value}"


def compose(info: MyInfo, game_id: int, epoch: int, lang: str, notes: list[str] | None = None
            ) -> tuple[str, discord.ui.View]:
    """The panel's text and components (the view never times out: every id is persistent)."""
    lines = [*(notes or []), *words_of(info.game).situation(info, lang)]
    if info.blocked is not None:
        lines.append(bot_text("cp.waiting", lang, reason=info.blocked.message(lang)))
    stage = info.stage or NO_STAGE
    view = discord.ui.View(timeout=None)
    for row_no, row in enumerate(rows_for(info, lang)):
        if isinstance(row, Menu):
            view.add_item(ChoiceSelect(game_id, epoch, stage, row.key, row, row_no))
        else:
            for tap_ in row:
                view.add_item(ChoiceButton(game_id, epoch, stage, tap_.value, tap_, row_no))
    view.add_item(ChoiceRefresh(game_id, epoch, bot_text("cp.refresh", lang)))
    return "\n".join(lines)[:DISCORD_LIMIT] or bot_text("cp.nothing", lang), view


STYLES = {"primary": discord.ButtonStyle.primary, "secondary": discord.ButtonStyle.secondary}


class ChoiceButton(Persistent, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
                   template=r"cp:b:(?P<game>[0-9]+):(?P<epoch>[0-9]+):(?P<stage>[0-9a-f]{8}|-):(?P<action>\{.*\})"):
    def __init__(self, game_id: int, epoch: int, stage: str, value: str, shown: Button | None = None,
                 row: int | None = None) -> None:
        super().__init__(discord.ui.Button(label=(shown.label if shown else "…")[:80], row=row,
                                           style=STYLES[shown.style] if shown else discord.ButtonStyle.primary,
                                           custom_id=button_id(game_id, epoch, stage, value)))
        self.game_id, self.epoch, self.stage, self.value = game_id, epoch, stage, value

    @classmethod
    def rebuild(cls, match: re.Match[str], interaction: discord.Interaction[Any]) -> ChoiceButton:
        return cls(int(match["game"]), int(match["epoch"]), match["stage"], match["action"])

    async def tapped(self, bot: BotLike, interaction: discord.Interaction[Any]) -> None:
        await tap(bot, interaction, self.game_id, self.epoch, self.stage, self.value)


class ChoiceSelect(Persistent, discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]],
                   template=r"cp:s:(?P<game>[0-9]+):(?P<epoch>[0-9]+):(?P<stage>[0-9a-f]{8}|-):(?P<menu>[a-z]+)"):
    def __init__(self, game_id: int, epoch: int, stage: str, menu: str, shown: Menu | None = None,
                 row: int | None = None) -> None:
        options = [discord.SelectOption(label=o.label[:100], value=o.value[:100], default=o.default,
                                        description=o.description[:MAX_HINT] if o.description else None)
                   for o in (shown.options if shown else ())]
        super().__init__(discord.ui.Select(custom_id=f"cp:s:{game_id}:{epoch}:{stage}:{menu}", row=row,
                                           placeholder=shown.placeholder[:150] if shown else None,
                                           options=options or [discord.SelectOption(label="…", value="-")]))
        self.game_id, self.epoch, self.stage, self.menu = game_id, epoch, stage, menu

    @classmethod
    def rebuild(cls, match: re.Match[str], interaction: discord.Interaction[Any]) -> ChoiceSelect:
        return cls(int(match["game"]), int(match["epoch"]), match["stage"], match["menu"])

    async def tapped(self, bot: BotLike, interaction: discord.Interaction[Any]) -> None:
        values = self.item.values  # filled by discord.py from the interaction before the callback
        await tap(bot, interaction, self.game_id, self.epoch, self.stage, str(values[0]) if values else "-")


class ChoiceRefresh(Persistent, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
                    template=r"cp:r:(?P<game>[0-9]+):(?P<epoch>[0-9]+)"):
    """Shows the panel as it stands now (after others have acted)."""

    def __init__(self, game_id: int, epoch: int, label: str = "…") -> None:
        super().__init__(discord.ui.Button(label=label[:80], style=discord.ButtonStyle.secondary, row=4,
                                           custom_id=f"cp:r:{game_id}:{epoch}"))
        self.game_id, self.epoch = game_id, epoch

    @classmethod
    def rebuild(cls, match: re.Match[str], interaction: discord.Interaction[Any]) -> ChoiceRefresh:
        return cls(int(match["game"]), int(match["epoch"]))

    async def tapped(self, bot: BotLike, interaction: discord.Interaction[Any]) -> None:
        await tap(bot, interaction, self.game_id, self.epoch, None, None)


class ChoiceOpen(Persistent, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
                 template=r"cp:o:(?P<game>[0-9]+):(?P<epoch>[0-9]+)"):
    """The turn ping's button: opens the presser's own private panel."""

    def __init__(self, game_id: int, epoch: int, label: str = "…") -> None:
        super().__init__(discord.ui.Button(label=label[:80], style=discord.ButtonStyle.primary,
                                           custom_id=f"cp:o:{game_id}:{epoch}"))
        self.game_id, self.epoch = game_id, epoch

    @classmethod
    def rebuild(cls, match: re.Match[str], interaction: discord.Interaction[Any]) -> ChoiceOpen:
        return cls(int(match["game"]), int(match["epoch"]), bot_text("cp.open", user_lang(interaction)))

    async def tapped(self, bot: BotLike, interaction: discord.Interaction[Any]) -> None:
        await open_choice_panel(bot, interaction, self.game_id, self.epoch)


def prompt_row(game_id: int, lang: str, epoch: int) -> discord.ui.View:
    """The buttons under a "your move" ping of a game played with this panel."""
    view = discord.ui.View(timeout=None)
    view.add_item(ChoiceOpen(game_id, epoch, bot_text("cp.open", lang)))
    return view


async def open_choice_panel(bot: BotLike, interaction: discord.Interaction[Any], game_id: int | None = None,
                            epoch: int | None = None) -> None:
    """A new private panel (the ping's button, or /turn in a channel whose game uses this panel)."""
    lang = user_lang(interaction, bot.default_language)
    on_turn_message = interaction.message is not None and epoch is not None
    if on_turn_message:
        # pressed on the turn message: a deferred update, so this press may write that message's status line
        # (cogs/turn_status.py); the panel then comes as a private follow-up
        await acknowledge(interaction)
    else:
        await defer(interaction)
    if game_id is not None and not await still_current(bot, interaction, game_id, lang, epoch):
        return
    if on_turn_message and epoch is not None:
        status.remember(bot, interaction, epoch)
    caller = await caller_of(bot, interaction)
    out = await bot.service.my_info(interaction.channel_id or 0, caller)
    content, view = compose(my_info(out), int(out.game_id or 0), await game_epoch(bot, interaction.channel_id or 0),
                            lang)
    await answer(interaction, content, view=view)


async def tap(bot: BotLike, interaction: discord.Interaction[Any], game_id: int, epoch: int, stage: str | None,
              value: str | None) -> None:
    """One tap on a panel: still this game and epoch; at the same stage, act; then redraw the panel in place."""
    lang = user_lang(interaction, bot.default_language)
    await acknowledge(interaction)  # a deferred update (within 3 s): the panel is edited, not replied to
    if not await still_current(bot, interaction, game_id, lang, epoch):
        return
    channel_id = interaction.channel_id or 0
    caller = await caller_of(bot, interaction)
    info = my_info(await bot.service.my_info(channel_id, caller))
    action = None if value is None else decode(value)
    if stage is None or action is None or info.stage is None or info.stage != stage:
        notes = [] if stage is None else [bot_text("cp.stale", lang)]
        content, view = compose(info, game_id, epoch, lang, notes)
        await interaction.edit_original_response(content=content, view=view)
        return
    await act_and_redraw(bot, interaction, caller, action, game_id, epoch, lang)


async def act_and_redraw(bot: BotLike, interaction: discord.Interaction[Any], caller: Caller, action: Json,
                         game_id: int, epoch: int, lang: str) -> None:
    channel_id = interaction.channel_id or 0
    outcome = await bot.service.act(channel_id, caller, action)
    await publish(bot, interaction, outcome)
    if not outcome.public and not outcome.renders:  # a quiet choice: the turn message says who is still to choose
        await status.refresh(bot, channel_id, await server_lang(bot, interaction.guild_id))
    notes = [m.text(lang) for m in outcome.private.get(caller.user_id, [])]
    info = my_info(await bot.service.my_info(channel_id, caller))
    content, view = compose(info, game_id, epoch, lang, notes or [bot_text("cp.done", lang)])
    await interaction.edit_original_response(content=content, view=view)


DYNAMIC_ITEMS = (ChoiceButton, ChoiceSelect, ChoiceRefresh, ChoiceOpen)
