"""The turn prompt's buttons: play a card, end the turn, undo, show my private info.

They are persistent: each button's custom id holds the game and the action (`mp:turn:<game>:<what>`), so
a restart rebuilds them from the id alone (`discord.ui.DynamicItem`) and a days-old message still works,
or says politely that it belongs to a game that is over.
"""

from __future__ import annotations

import json
import re
from typing import Any

import discord

from cogs import gateway
from cogs.i18n import bot_text, user_lang
from cogs.texts import action_label, private_info
from service.caller import Caller
from service.errors import ServiceError
from service.outcome import Outcome

WHATS = ("card", "end", "undo", "me")
STYLES = {"card": discord.ButtonStyle.primary, "end": discord.ButtonStyle.success,
          "undo": discord.ButtonStyle.secondary, "me": discord.ButtonStyle.secondary}


def custom_id(game_id: int, what: str) -> str:
    return f"mp:turn:{game_id}:{what}"


class TurnButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
                 template=r"mp:turn:(?P<game>[0-9]+):(?P<what>card|end|undo|me)"):
    def __init__(self, game_id: int, what: str, lang: str = "pl") -> None:
        super().__init__(discord.ui.Button(label=bot_text(f"button.{what}", lang), style=STYLES[what],
                                           custom_id=custom_id(game_id, what)))
        self.game_id = game_id
        self.what = what

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> TurnButton:
        return cls(int(match["game"]), match["what"], user_lang(interaction))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: gateway.BotLike = interaction.client  # type: ignore[assignment]
        await press(bot, interaction, self.game_id, self.what)


class TurnPrompt:
    """Builds the button row that goes under a "your turn" ping."""

    def build(self, game_id: int, lang: str) -> discord.ui.View:
        view = discord.ui.View(timeout=None)
        for what in WHATS:
            view.add_item(TurnButton(game_id, what, lang))
        return view


async def current_game(bot: gateway.BotLike, channel_id: int, game_id: int) -> bool:
    try:
        status = (await bot.service.status(channel_id)).data
    except ServiceError:
        return False
    return bool(status.get("game_id") == game_id and status.get("status") == "running")


async def press(bot: gateway.BotLike, interaction: discord.Interaction, game_id: int, what: str) -> None:
    lang = user_lang(interaction, bot.default_language)
    channel_id = interaction.channel_id or 0
    await interaction.response.defer(ephemeral=True, thinking=True)
    if not await current_game(bot, channel_id, game_id):
        await gateway.refuse(interaction, bot_text("stale_button", lang))
        return
    caller = await gateway.caller_of(bot, interaction)
    try:
        if what == "me":
            info = await bot.service.my_info(channel_id, caller)
            await interaction.followup.send(private_info(info.data, lang)[:2000], ephemeral=True)
        elif what == "card":
            info = await bot.service.my_info(channel_id, caller)
            cards = [a for a in info.data.get("legal_actions", []) if a.get("type") == "play_card"]
            if not cards:
                await gateway.refuse(interaction, bot_text("no_card_now", lang))
                return
            await interaction.followup.send(bot_text("pick_card", lang), ephemeral=True,
                                            view=ActionMenu(bot, cards, lang, info.version))
        elif what == "undo":
            preview = await bot.service.undo_preview(channel_id, caller)
            if not preview.data.get("actions"):
                await gateway.reply_private(interaction, preview, lang)
                return
            await interaction.followup.send("\n".join(m.text(lang) for m in preview.private.get(caller.user_id, [])),
                                            ephemeral=True, view=Confirm(bot, {"type": "undo"}, lang, preview.version))
        elif what == "end":
            await end_turn_guarded(bot, interaction, caller, lang)
    except ServiceError as err:
        await gateway.refuse(interaction, err.message(lang))


async def end_turn_guarded(bot: gateway.BotLike, interaction: discord.Interaction, caller: Caller, lang: str) -> None:
    """End the turn; with MP still unused, ask once more first (a turn ended by accident is gone)."""
    info = await bot.service.my_info(interaction.channel_id or 0, caller)
    turn = (info.data.get("view") or {}).get("turn") or {}
    if turn.get("player") == info.data.get("colour") and turn.get("card") and turn.get("mp", 0) > 0:
        await interaction.followup.send(bot_text("end_with_mp", lang, mp=turn["mp"]), ephemeral=True,
                                        view=Confirm(bot, {"type": "end_turn"}, lang, info.version))
        return
    await act(bot, interaction, caller, {"type": "end_turn"}, lang)


async def act(bot: gateway.BotLike, interaction: discord.Interaction, caller: Caller, action: dict[str, Any],
              lang: str, expected_version: int | None = None) -> Outcome | None:
    """Apply one action for the caller and post its results (used by buttons and menus)."""
    channel_id = interaction.channel_id or 0
    try:
        outcome = await bot.service.act(channel_id, caller, action, expected_version)
    except ServiceError as err:
        await gateway.refuse(interaction, err.message(lang))
        return None
    public_lang = await gateway.server_lang(bot, interaction.guild_id)
    channel = interaction.channel if isinstance(interaction.channel, discord.abc.Messageable) else None
    await gateway.post_outcome(bot, outcome, channel, public_lang, interaction.guild, TurnPrompt())
    await gateway.reply_private(interaction, outcome, lang)
    return outcome


class ActionMenu(discord.ui.View):
    """A short select menu of legal actions (for example the cards in hand); stale choices are refused."""

    def __init__(self, bot: gateway.BotLike, actions: list[dict[str, Any]], lang: str, version: int | None) -> None:
        super().__init__(timeout=600)
        self.bot = bot
        self.lang = lang
        self.version = version
        options = [discord.SelectOption(label=action_label(a, lang), value=json.dumps(a, separators=(",", ":"))[:100])
                   for a in actions[:25]]
        select: discord.ui.Select[ActionMenu] = discord.ui.Select(options=options, placeholder=bot_text("choose", lang))
        select.callback = self.chosen  # type: ignore[method-assign]
        self.select = select
        self.add_item(select)

    async def chosen(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        action = json.loads(self.select.values[0])
        caller = await gateway.caller_of(self.bot, interaction)
        await act(self.bot, interaction, caller, action, self.lang, self.version)
        self.stop()


class OneMoreTap(discord.ui.View):
    """One deliberate extra tap before something that cannot be taken back; subclasses say what it does."""

    def __init__(self, bot: gateway.BotLike, label: str, timeout: float) -> None:
        super().__init__(timeout=timeout)
        self.bot = bot
        button: discord.ui.Button[OneMoreTap] = discord.ui.Button(label=label, style=discord.ButtonStyle.danger)
        button.callback = self.confirmed  # type: ignore[method-assign]
        self.add_item(button)

    async def confirmed(self, interaction: discord.Interaction) -> None:
        await self.run(interaction)
        self.stop()

    async def run(self, interaction: discord.Interaction) -> None:
        raise NotImplementedError


class Confirm(OneMoreTap):
    """A guard against ending a turn (or undoing) by accident. It holds the game's version the player was asked
    at, so a late tap after the game has moved on is refused, not applied to a later turn."""

    def __init__(self, bot: gateway.BotLike, action: dict[str, Any], lang: str, version: int | None) -> None:
        super().__init__(bot, bot_text("confirm", lang), timeout=300)
        self.action = action
        self.lang = lang
        self.version = version

    async def run(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        caller = await gateway.caller_of(self.bot, interaction)
        await act(self.bot, interaction, caller, self.action, self.lang, self.version)
