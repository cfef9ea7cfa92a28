"""The turn prompt's buttons: my turn (the private turn panel, cogs/panel.py), play a card, end the turn, undo,
show my private info.

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
from cogs.edge import GuardedView, guarded
from cogs.i18n import bot_text, user_lang
from cogs.texts import action_label, private_info
from service.caller import Caller
from service.errors import ServiceError
from service.outcome import Outcome
from service.results import BoardView, GameStatus, MyInfo, UndoPreview

WHATS = ("turn", "card", "end", "undo", "me")
STYLES = {"turn": discord.ButtonStyle.primary, "card": discord.ButtonStyle.secondary, "end": discord.ButtonStyle.success,
          "undo": discord.ButtonStyle.secondary, "me": discord.ButtonStyle.secondary}


def custom_id(game_id: int, what: str, epoch: int = 0) -> str:
    """`mp:turn:<game>:<what>`, and `:<epoch>` after a reset or rollback (the service's counter: an older
    button is refused, issue 11)."""
    return f"mp:turn:{game_id}:{what}" + (f":{epoch}" if epoch else "")


class TurnButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
                 template=r"mp:turn:(?P<game>[0-9]+):(?P<what>turn|card|end|undo|me)(?::(?P<epoch>[0-9]+))?"):
    def __init__(self, game_id: int, what: str, lang: str = "pl", epoch: int = 0) -> None:
        super().__init__(discord.ui.Button(label=bot_text(f"button.{what}", lang), style=STYLES[what],
                                           custom_id=custom_id(game_id, what, epoch)))
        self.game_id = game_id
        self.what = what
        self.epoch = epoch

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> TurnButton:
        return cls(int(match["game"]), match["what"], user_lang(interaction), int(match["epoch"] or 0))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot: gateway.BotLike = interaction.client  # type: ignore[assignment]
        await press(bot, interaction, self.game_id, self.what, self.epoch)


class TurnPrompt:
    """Builds the button row that goes under a "your turn" ping."""

    def build(self, game_id: int, lang: str, epoch: int = 0, owes: str | None = None) -> discord.ui.View:
        """The row for this game's current epoch; no *Play a card* while the turn owes a deployment."""
        view = discord.ui.View(timeout=None)
        for what in WHATS:
            if what == "card" and owes == "deploy":
                continue
            view.add_item(TurnButton(game_id, what, lang, epoch))
        return view

    async def lines(self, bot: gateway.BotLike, outcome: Outcome, lang: str) -> list[str]:
        """The ping's extra lines: the player's card count and what is urgent (the public board, from memory)."""
        if outcome.turn is None:
            return []
        from cogs.panel_text import ping_lines

        try:
            board = (await bot.service.board(outcome.channel_id)).result
        except ServiceError:
            return []
        return ping_lines(board.view, outcome.turn.colour, lang) if isinstance(board, BoardView) else []


def my_info(outcome: Outcome) -> MyInfo:
    assert isinstance(outcome.result, MyInfo)
    return outcome.result


async def current_game(bot: gateway.BotLike, channel_id: int, game_id: int, epoch: int | None = None) -> bool:
    """Whether a button's game is this channel's running game (a days-old prompt may be of an older one) and,
    given its epoch, no reset or rollback came since it was made (the service decides: GameStatus.accepts)."""
    try:
        status = (await bot.service.status(channel_id)).result
    except ServiceError:
        return False
    return isinstance(status, GameStatus) and status.accepts(game_id, epoch)


async def press(bot: gateway.BotLike, interaction: discord.Interaction, game_id: int, what: str,
                epoch: int = 0) -> None:
    lang = user_lang(interaction, bot.default_language)
    channel_id = interaction.channel_id or 0
    await gateway.defer(interaction)
    if not await current_game(bot, channel_id, game_id, epoch):
        await gateway.refuse(interaction, bot_text("stale_button", lang))
        return
    if what == "turn":
        from cogs.panel import open_panel  # the panel module builds on this one

        await open_panel(bot, interaction, game_id)
        return
    caller = await gateway.caller_of(bot, interaction)
    if what == "me":
        info = my_info(await bot.service.my_info(channel_id, caller))
        await interaction.followup.send(private_info(info.to_json(), lang)[:2000], ephemeral=True)
    elif what == "card":
        out = await bot.service.my_info(channel_id, caller)
        cards = my_info(out).of_type("play_card")
        if not cards:
            await gateway.refuse(interaction, bot_text("no_card_now", lang))
            return
        await interaction.followup.send(bot_text("pick_card", lang), ephemeral=True,
                                        view=ActionMenu(bot, cards, lang, out.version))
    elif what == "undo":
        preview = await bot.service.undo_preview(channel_id, caller)
        if not (isinstance(preview.result, UndoPreview) and preview.result.actions):
            await gateway.reply_private(interaction, preview, lang)
            return
        await interaction.followup.send("\n".join(m.text(lang) for m in preview.private.get(caller.user_id, [])),
                                        ephemeral=True, view=Confirm(bot, {"type": "undo"}, lang, preview.version))
    elif what == "end":
        await end_turn_guarded(bot, interaction, caller, lang)


async def end_turn_guarded(bot: gateway.BotLike, interaction: discord.Interaction, caller: Caller, lang: str) -> None:
    """End the turn; when the service says it deserves a second tap (MP still unused), ask once more first."""
    out = await bot.service.my_info(interaction.channel_id or 0, caller)
    ask = my_info(out).end_turn_confirm
    if ask is not None:
        await interaction.followup.send(bot_text(ask.key, lang, **ask.params), ephemeral=True,
                                        view=Confirm(bot, {"type": "end_turn"}, lang, out.version))
        return
    await act(bot, interaction, caller, {"type": "end_turn"}, lang)


async def act(bot: gateway.BotLike, interaction: discord.Interaction, caller: Caller, action: dict[str, Any],
              lang: str, expected_version: int | None = None) -> Outcome:
    """Apply one action for the caller and post its results (used by buttons and menus); a refusal propagates
    to the view's guard (cogs/edge.py)."""
    outcome = await bot.service.act(interaction.channel_id or 0, caller, action, expected_version)
    await gateway.publish_outcome(bot, interaction, outcome, TurnPrompt())
    await gateway.reply_private(interaction, outcome, lang)
    return outcome


class ActionMenu(GuardedView):
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
        await gateway.defer(interaction)
        action = json.loads(self.select.values[0])
        caller = await gateway.caller_of(self.bot, interaction)
        await act(self.bot, interaction, caller, action, self.lang, self.version)
        self.stop()


class OneMoreTap(GuardedView):
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
        await gateway.defer(interaction)
        caller = await gateway.caller_of(self.bot, interaction)
        await act(self.bot, interaction, caller, self.action, self.lang, self.version)
