"""The turn prompt's buttons: my turn (the private turn panel, cogs/panel.py), play a card, end the turn, undo,
show my private info.

They are persistent: each button's custom id holds the game and the action (`mp:turn:<game>:<what>`), so
a restart rebuilds them from the id alone (`discord.ui.DynamicItem`) and a days-old message still works,
or says politely that it belongs to a game that is over.

The card menu and the "Yes, do it" confirmations they open are persistent too (`CardMenu`,
`mp:cm:<game>:<version>`; `ConfirmButton`, `mp:ok:<game>:<version>:end|undo`): a tap after a restart
answers, a tap after the game moved on is refused politely, and a used one is greyed out in place.
"""

from __future__ import annotations

import contextlib
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

    def build(self, game_id: int, lang: str, epoch: int = 0, owes: str | None = None,
              game: str = "mali") -> discord.ui.View:
        """The row for this game's current epoch; no *Play a card* while the turn owes a deployment. Another
        game's ping gets one button that opens the player's private choice panel (cogs/choice_panel.py)."""
        if game != "mali":
            from cogs.choice_panel import prompt_row

            return prompt_row(game_id, lang, epoch)
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
        if outcome.turn.game != "mali":  # what is owed, from the call itself (the board may have moved on since)
            owes = outcome.turn.owes
            return [bot_text(f"cp.ping.{owes}", lang)] if owes in ("pick", "choose") else []
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
    if not await still_current(bot, interaction, game_id, lang, epoch):
        return
    if what == "turn":
        from cogs.panel import open_panel  # the panel module builds on this one

        await open_panel(bot, interaction, game_id)
        return
    caller = await gateway.caller_of(bot, interaction)
    if what == "me":
        info = my_info(await bot.service.my_info(channel_id, caller))
        await gateway.answer(interaction, private_info(info.to_json(), lang))
    elif what == "card":
        out = await bot.service.my_info(channel_id, caller)
        cards = my_info(out).of_type("play_card")
        if not cards:
            await gateway.refuse(interaction, bot_text("no_card_now", lang))
            return
        await gateway.answer(interaction, bot_text("pick_card", lang),
                             view=ActionMenu(bot, cards, lang, out.version, game_id))
    elif what == "undo":
        preview = await bot.service.undo_preview(channel_id, caller)
        if not (isinstance(preview.result, UndoPreview) and preview.result.actions):
            await gateway.reply_private(interaction, preview, lang)
            return
        await gateway.answer(interaction, "\n".join(m.text(lang) for m in preview.private.get(caller.user_id, [])),
                             view=Confirm(bot, {"type": "undo"}, lang, preview.version, game_id))
    elif what == "end":
        await end_turn_guarded(bot, interaction, caller, lang)


async def end_turn_guarded(bot: gateway.BotLike, interaction: discord.Interaction, caller: Caller, lang: str) -> None:
    """End the turn; when the service says it deserves a second tap (MP still unused), ask once more first."""
    out = await bot.service.my_info(interaction.channel_id or 0, caller)
    ask = my_info(out).end_turn_confirm
    if ask is not None:
        await gateway.answer(interaction, bot_text(ask.key, lang, **ask.params),
                             view=Confirm(bot, {"type": "end_turn"}, lang, out.version, int(out.game_id or 0)))
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


def version_part(version: int | None) -> str:
    """A game version in a custom id ("n": asked without one, the service then checks no version)."""
    return "n" if version is None else str(version)


def version_of(part: str) -> int | None:
    return None if part == "n" else int(part)


async def acknowledge(interaction: discord.Interaction) -> None:
    """A component's deferred update: the message it sits on may then be edited (disabled in place)."""
    if not interaction.response.is_done():
        await gateway.ack_in_time(interaction)  # within 3 s, even after 5xx in a row


async def disable_in_place(interaction: discord.Interaction) -> None:
    """Grey out the components of the message a used menu or confirmation sits on, so it no longer looks live
    (issue 11). Best effort: the answer to the tap matters more than the greying."""
    message = interaction.message
    if not isinstance(message, discord.Message) or not message.components:
        return
    try:
        view = discord.ui.View.from_message(message, timeout=None)
    except (TypeError, ValueError, KeyError):
        return
    for item in view.children:
        if isinstance(item, discord.ui.Button | discord.ui.Select):
            item.disabled = True
    view.stop()  # nothing to listen for: a disabled component sends no taps (and nothing stays in memory)
    with contextlib.suppress(discord.HTTPException):
        await interaction.edit_original_response(view=view)


async def still_current(bot: gateway.BotLike, interaction: discord.Interaction, game_id: int, lang: str,
                        epoch: int | None = None) -> bool:
    """Whether a menu's or confirmation's game is still this channel's running game; if not, say so politely."""
    if await current_game(bot, interaction.channel_id or 0, game_id, epoch):
        return True
    await gateway.refuse(interaction, bot_text("stale_button", lang))
    return False


async def used_once(bot: gateway.BotLike, interaction: discord.Interaction, game_id: int,
                    epoch: int | None = None) -> str | None:
    """A tap on a one-use menu or confirmation: acknowledged, greyed out in place, then checked against the
    channel's running game; the caller's language if it still applies, else None (refused politely)."""
    lang = user_lang(interaction, bot.default_language)
    await acknowledge(interaction)
    await disable_in_place(interaction)
    return lang if await still_current(bot, interaction, game_id, lang, epoch) else None


async def chosen_action(bot: gateway.BotLike, interaction: discord.Interaction, game_id: int, version: int | None,
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
        await gateway.refuse(interaction, bot_text("stale_button", lang))
        return
    caller = await gateway.caller_of(bot, interaction)
    await act(bot, interaction, caller, action, lang, version)


class CardMenu(discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]],
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
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> CardMenu:
        return cls(int(match["game"]), version_of(match["version"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot: gateway.BotLike = interaction.client  # type: ignore[assignment]
        values = self.item.values  # filled by discord.py from the interaction before the callback
        await chosen_action(bot, interaction, self.game_id, self.version, str(values[0]) if values else "-")


class ActionMenu(GuardedView):
    """A short select menu of legal actions (for example the cards in hand), persistent (`CardMenu`)."""

    def __init__(self, bot: gateway.BotLike, actions: list[dict[str, Any]], lang: str, version: int | None,
                 game_id: int) -> None:
        super().__init__(timeout=None)
        self.bot = bot
        options = [discord.SelectOption(label=action_label(a, lang), value=json.dumps(a, separators=(",", ":"))[:100])
                   for a in actions[:25]]
        self.menu = CardMenu(game_id, version, options, bot_text("choose", lang))
        self.select = self.menu.item
        self.add_item(self.menu)

    async def chosen(self, interaction: discord.Interaction) -> None:
        """What a tap on the menu does (discord.py calls the persistent item's callback itself)."""
        await self.menu.callback(interaction)


CONFIRMED = {"end": "end_turn", "undo": "undo"}


async def confirmed_action(bot: gateway.BotLike, interaction: discord.Interaction, game_id: int,
                           version: int | None, what: str) -> None:
    """A "Yes, do it" tap: greyed out in place, then the action at the version the player was asked at."""
    lang = await used_once(bot, interaction, game_id)
    if lang is None:
        return
    caller = await gateway.caller_of(bot, interaction)
    await act(bot, interaction, caller, {"type": CONFIRMED[what]}, lang, version)


class ConfirmButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
                    template=r"mp:ok:(?P<game>[0-9]+):(?P<version>[0-9]+|n):(?P<what>end|undo)"):
    """"Yes, do it" for ending a turn with MP left or undoing, persistent: `mp:ok:<game>:<version>:<what>`."""

    def __init__(self, game_id: int, version: int | None, what: str, label: str = "…") -> None:
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.danger,
                                           custom_id=f"mp:ok:{game_id}:{version_part(version)}:{what}"))
        self.game_id, self.version, self.what = game_id, version, what

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> ConfirmButton:
        return cls(int(match["game"]), version_of(match["version"]), match["what"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot: gateway.BotLike = interaction.client  # type: ignore[assignment]
        await confirmed_action(bot, interaction, self.game_id, self.version, self.what)


class OneMoreTap(GuardedView):
    """One deliberate extra tap before something that cannot be taken back: a view around one persistent
    button (a DynamicItem, so the tap answers after a restart too)."""

    def __init__(self, bot: gateway.BotLike, button: discord.ui.DynamicItem[Any]) -> None:
        super().__init__(timeout=None)
        self.bot = bot
        self.button = button
        self.add_item(button)

    async def confirmed(self, interaction: discord.Interaction) -> None:
        """What the tap does (discord.py calls the persistent button's callback itself)."""
        await self.button.callback(interaction)


class Confirm(OneMoreTap):
    """A guard against ending a turn (or undoing) by accident. Its id holds the game and the version the player
    was asked at, so a late tap after the game has moved on is refused, not applied to a later turn."""

    def __init__(self, bot: gateway.BotLike, action: dict[str, Any], lang: str, version: int | None,
                 game_id: int) -> None:
        what = next(k for k, v in CONFIRMED.items() if v == action.get("type"))
        super().__init__(bot, ConfirmButton(game_id, version, what, bot_text("confirm", lang)))
