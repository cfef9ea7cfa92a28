"""Mali Powstańcy's own commands for playing a turn: /play, /move, /pickup, /token, /special, /signal, /letters, /deploy, /undo, /end.

Autocomplete offers only what the rules allow right now (the service's legal actions for the caller), at
most 25 choices, so a player on a phone taps instead of typing. The chosen value carries the action itself;
free text is matched against the same list, and anything else is refused politely.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Callable

import discord
from discord import app_commands

from cogs.edge import guarded_choices
from cogs.games import GameCommands
from cogs.i18n import user_lang
from cogs.kit import BotLike, answer, caller_of, defer, my_info, refuse, run_command, user_json
from cogs.mali.menus import undo_choice
from cogs.mali.texts import action_label, mali_text
from cogs.mali.turn_buttons import end_turn_guarded
from cogs.prompt import publish
from data.mali.loader import game_data
from data.mali.names import UnknownName, find_space, fold
from jsontypes import Json
from service.caller import Caller
from service.errors import ServiceError
from service.outcome import Outcome
from service.results import UndoPreview
from words.mali import GAME

MAX_CHOICES = 25


def encode(action: Json) -> str:
    slim = {k: v for k, v in action.items() if k != "player" and v is not None}
    return json.dumps(slim, separators=(",", ":"), ensure_ascii=False)[:100]


async def legal_for(bot: BotLike, interaction: discord.Interaction) -> list[Json]:
    """What the caller may do now in this game (from the service's memory: no store round trip per keystroke);
    nothing in a channel that plays another game."""
    caller = Caller(interaction.user.id, guild_id=interaction.guild_id)  # being a moderator changes no choice
    info = my_info(await bot.service.my_info(interaction.channel_id or 0, caller))
    return info.legal_actions if info.game == GAME else []


def choices(actions: list[Json], current: str, lang: str, value: Callable[[Json], str] = encode
            ) -> list[app_commands.Choice[str]]:
    key = fold(current)
    out: list[app_commands.Choice[str]] = []
    for action in actions:
        label = action_label(action, lang)
        if key and key not in fold(label):
            continue
        out.append(app_commands.Choice(name=label, value=value(action)))
        if len(out) == MAX_CHOICES:
            break
    return out


MAX_CANDIDATES = 5


class Refusal(ServiceError):
    """A refusal the cog words itself (already in the caller's language)."""

    def __init__(self, text: str) -> None:
        self.text = text
        super().__init__("bad_request")

    def message(self, lang: str = "en") -> str:
        return self.text


def what_instead(legal: list[Json], offered: bool, lang: str) -> str:
    """What to do instead of a choice that is not possible now: play a card first, place a scout first, or pick
    one of the suggestions; never "malformed"."""
    if offered:
        return mali_text("choose_suggestion", lang)
    kinds = {a.get("type") for a in legal}
    if "deploy" in kinds:
        return mali_text("deploy_first", lang)
    if "play_card" in kinds:
        return mali_text("card_first", lang)
    return mali_text("nothing_of_that_kind", lang)


def space_refusal(typed: str, lang: str) -> str:
    """Why a typed space name found no single space: the candidates it could mean ("Plac Wilsona or Plac Trzech
    Krzyży?"), else the closest name (a typo), else that there is none."""
    data = game_data()
    key = fold(typed)
    names = {sid: space.name for sid, space in data.spaces.items()}
    words_of = {sid: fold(name).split() for sid, name in names.items()}
    found = [sid for sid, name in names.items()
             if key and (fold(name).startswith(key) or any(w.startswith(key) for w in words_of[sid]))]
    if len(found) > 1:
        shown = [names[sid] for sid in found][:MAX_CANDIDATES]  # in board order
        listed = ", ".join(shown[:-1]) + f" {mali_text('space.or', lang)} {shown[-1]}"
        return mali_text("space.which", lang, candidates=listed)
    by_fold = {fold(name): name for name in names.values()}
    close = difflib.get_close_matches(key, list(by_fold), n=1, cutoff=0.6) if key else []
    if close:
        return mali_text("space.suggest", lang, space=typed[:100], suggestion=by_fold[close[0]])
    return mali_text("unknown_space", lang, space=typed[:100])


def pick(actions: list[Json], raw: str, lang: str) -> Json | None:
    """The action a submitted value stands for: an autocomplete value, or free text naming one choice (JSON
    nested too deeply to read is neither: refused as any other value that names no choice)."""
    try:
        decoded = user_json(raw, "option")
    except ValueError:
        decoded = None
    if isinstance(decoded, dict) and isinstance(decoded.get("type"), str):
        return decoded
    key = fold(raw)
    found = [a for a in actions if key and key in fold(action_label(a, lang))]
    return found[0] if len(found) == 1 else None


class Play(GameCommands):
    """The commands of Mali Powstańcy's turn; in another game's channel they say so (cogs/games.py)."""

    game = GAME

    # ---- shared plumbing ----
    async def complete(self, interaction: discord.Interaction, current: str, types: tuple[str, ...],
                       keep: Callable[[Json], bool] = lambda a: True,
                       value: Callable[[Json], str] = encode) -> list[app_commands.Choice[str]]:
        lang = user_lang(interaction, self.bot.default_language)
        actions = [a for a in await legal_for(self.bot, interaction) if a.get("type") in types and keep(a)]
        return choices(actions, current, lang, value)

    async def act_on(self, interaction: discord.Interaction, raw: str, types: tuple[str, ...]) -> None:
        lang = user_lang(interaction, self.bot.default_language)

        async def call(caller: Caller) -> Outcome:
            channel_id = interaction.channel_id or 0
            info = my_info(await self.bot.service.my_info(channel_id, caller))
            offered = info.of_type(*types)
            action = pick(offered, raw, lang)
            if action is None or action.get("type") not in types:
                if not info.legal_actions and info.blocked is not None:
                    raise info.blocked  # nothing to choose from: the service says why (whose turn it is)
                raise Refusal(what_instead(info.legal_actions, bool(offered), lang))
            return await self.bot.service.act(channel_id, caller, action)
        await run_command(self.bot, interaction, call, publish=publish)

    async def space_or_refuse(self, interaction: discord.Interaction, typed: str) -> str | None:
        """The space id for the autocomplete's value or a name typed by hand (any case, with or without Polish
        letters, a unique beginning); otherwise a private answer naming the candidates or the closest name."""
        try:
            return find_space(typed)
        except UnknownName:
            await refuse(interaction, space_refusal(typed, user_lang(interaction, self.bot.default_language)))
            return None

    async def send(self, interaction: discord.Interaction, action: Json) -> None:
        await run_command(self.bot, interaction,
                          lambda caller: self.bot.service.act(interaction.channel_id or 0, caller, action),
                          publish=publish)

    # ---- commands ----
    @app_commands.command(name="play", description="Play a movement card from your hand")
    @app_commands.describe(card="the card to play")
    async def play(self, interaction: discord.Interaction, card: str) -> None:
        await self.send(interaction, {"type": "play_card", "card": card.split(" ")[0]})

    @play.autocomplete("card")
    @guarded_choices
    async def play_card_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.complete(interaction, current, ("play_card",), value=lambda a: str(a["card"]))

    @app_commands.command(name="move", description="Move one of your scouts (1 MP per step, shortest open route)")
    @app_commands.describe(scout="your scout's number", space="where to go (only reachable spaces are listed)")
    async def move(self, interaction: discord.Interaction, scout: app_commands.Range[int, 1, 3], space: str) -> None:
        target = await self.space_or_refuse(interaction, space)
        if target is not None:
            await self.send(interaction, {"type": "move", "scout": scout, "to": target})

    @move.autocomplete("space")
    @guarded_choices
    async def move_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        scout = getattr(interaction.namespace, "scout", None)
        return await self.complete(interaction, current, ("move",),
                                   keep=lambda a: scout is None or a.get("scout") == scout,
                                   value=lambda a: str(a["to"]))

    @app_commands.command(name="pickup", description="Pick up an order, drop tokens or letters (no MP)")
    @app_commands.describe(option="what to pick up (only what your scouts can reach is listed)")
    async def pickup(self, interaction: discord.Interaction, option: str) -> None:
        await self.act_on(interaction, option, PICKUPS)

    @pickup.autocomplete("option")
    @guarded_choices
    async def pickup_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.complete(interaction, current, PICKUPS)

    @app_commands.command(name="token", description="Use a drop token you hold")
    @app_commands.describe(option="the token and its target")
    async def token(self, interaction: discord.Interaction, option: str) -> None:
        await self.act_on(interaction, option, TOKENS)

    @token.autocomplete("option")
    @guarded_choices
    async def token_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.complete(interaction, current, TOKENS, keep=by_token)

    @app_commands.command(name="special", description="Use your card's special action (orders, buddies, squad)")
    @app_commands.describe(option="the special action")
    async def special(self, interaction: discord.Interaction, option: str) -> None:
        await self.act_on(interaction, option, SPECIALS)

    @special.autocomplete("option")
    @guarded_choices
    async def special_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.complete(interaction, current, SPECIALS, keep=lambda a: a.get("source", "card") == "card")

    @app_commands.command(name="signal", description="Light Signal: send the Liberator to a connected space")
    @app_commands.describe(space="where the Liberator should fly")
    async def signal(self, interaction: discord.Interaction, space: str) -> None:
        target = await self.space_or_refuse(interaction, space)
        if target is not None:
            await self.send(interaction, {"type": "light_signal", "to": target})

    @signal.autocomplete("space")
    @guarded_choices
    async def signal_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.complete(interaction, current, ("light_signal",), value=lambda a: str(a["to"]))

    @app_commands.command(name="letters", description="Hand letters between two of your scouts on one space")
    @app_commands.describe(option="which letter goes to which scout")
    async def letters(self, interaction: discord.Interaction, option: str) -> None:
        await self.act_on(interaction, option, ("exchange_letters",))

    @letters.autocomplete("option")
    @guarded_choices
    async def letters_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.complete(interaction, current, ("exchange_letters",))

    @app_commands.command(name="deploy", description="Place your next scout (advanced game setup)")
    @app_commands.describe(space="an empty space")
    async def deploy(self, interaction: discord.Interaction, space: str) -> None:
        await self.act_on(interaction, space, ("deploy",))

    @deploy.autocomplete("space")
    @guarded_choices
    async def deploy_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.complete(interaction, current, ("deploy",))

    @app_commands.command(name="undo", description="Take back what you did this turn (shows what first)")
    async def undo(self, interaction: discord.Interaction) -> None:
        lang = user_lang(interaction, self.bot.default_language)
        outcome = await run_command(
            self.bot, interaction, lambda caller: self.bot.service.undo_preview(interaction.channel_id or 0, caller),
            publish=None)
        if isinstance(outcome.result, UndoPreview) and outcome.result.actions:
            question, view = undo_choice(self.bot, lang, outcome.version, int(outcome.game_id or 0),
                                         len(outcome.result.actions))
            await answer(interaction, question, view=view)

    @app_commands.command(name="end", description="End your turn (unused MP are lost; asks first if any are left)")
    async def end(self, interaction: discord.Interaction) -> None:
        lang = user_lang(interaction, self.bot.default_language)
        await defer(interaction)
        caller = await caller_of(self.bot, interaction)
        await end_turn_guarded(self.bot, interaction, caller, lang)


PICKUPS = ("pick_up_order", "pick_up_drops", "pick_up_letters")
TOKENS = ("use_token", "buddies", "squad")
SPECIALS = ("change_of_orders", "buddies", "squad")


def by_token(action: Json) -> bool:
    return action.get("type") == "use_token" or action.get("source") == "token"
