"""The shared interaction kit every cog and every game's panel uses: who is calling, acknowledging within
Discord's 3 s, answering privately, refusing politely, running a command, and the checks a persistent button
makes before it acts (is its game still this channel's, at the same reset or rollback).

Every command defers at once (Discord wants an answer within 3 s; the database and the renderer may take
longer), then calls the service. A refusal or a failure propagates to cogs/edge.py, which answers it
ephemerally in the caller's language (the one place that does); public news goes to the channel as ordinary
messages through the outbox (cogs/deliverer.py), never through an interaction token, which expires.
Nothing here knows a game: a game's prompt and panel come from its UI (cogs/games.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, Protocol

import discord

from cogs.i18n import bot_text, user_lang
from service.caller import Caller
from service.errors import ServiceError
from service.guild import public_language
from service.outcome import Outcome
from service.pagelinks import SERVER_PAGE
from service.results import GameStatus, MyInfo, PageLink
from service.table import TableService
from service.weblinks import WebLinks

log = logging.getLogger("mp.cogs")

DISCORD_LIMIT = 2000


class Publisher(Protocol):
    """What posts an outcome's public part for an interaction (cogs/prompt.py: with the turn prompt)."""

    async def __call__(self, bot: BotLike, interaction: discord.Interaction, outcome: Outcome) -> None: ...


class BotLike(Protocol):
    """What cogs need from the bot: the service, settings, and a way to find channels."""

    service: TableService
    default_language: str

    def get_channel(self, channel_id: int, /) -> Any: ...

    async def fetch_channel(self, channel_id: int, /) -> Any: ...


def page_url(bot: BotLike, link: PageLink | None, lang: str) -> str | None:
    """A web page's signed address (issue 28), or None when this bot serves no web view (WEB_PORT unset)."""
    links: WebLinks | None = getattr(bot, "web_links", None)
    if links is None or link is None:
        return None
    if link.page == SERVER_PAGE:
        return links.server_url(link.ident, link.generation, lang)
    return links.game_url(link.ident, link.generation, lang)


async def caller_of(bot: BotLike, interaction: discord.Interaction) -> Caller:
    """Moderator = Manage Server permission, or the moderator role set in this server's settings."""
    guild_id = interaction.guild_id
    perms = interaction.permissions
    moderator = bool(perms and (perms.manage_guild or perms.administrator))
    if not moderator and guild_id is not None and isinstance(interaction.user, discord.Member):
        settings = await bot.service.settings(guild_id)
        role = settings.moderator_role_id
        moderator = role is not None and any(r.id == role for r in interaction.user.roles)
    name = getattr(interaction.user, "display_name", None)  # sent with every interaction: no members intent
    return Caller(interaction.user.id, moderator, guild_id, name if isinstance(name, str) and name else None)


async def server_lang(bot: BotLike, guild_id: int | None) -> str:
    """The language of public posts: the server's setting, else the bot's default."""
    if guild_id is None:
        return bot.default_language
    settings = await bot.service.settings(guild_id)
    return public_language(settings, bot.default_language)  # DEFAULT_LANGUAGE unless the server chose one


PENDING = "mp.answer_pending"  # in Interaction.extras: the deferred "thinking…" message still waits for its text


def answer_pending(interaction: discord.Interaction) -> bool:
    """Whether the private "thinking…" message `defer` left is still to be filled in."""
    extras = getattr(interaction, "extras", None)
    return isinstance(extras, dict) and extras.get(PENDING) is True


async def answer(interaction: discord.Interaction, content: str | None = None, *, file: discord.File | None = None,
                 view: discord.ui.View | None = None, embed: discord.Embed | None = None) -> None:
    """Say something to the caller alone. The first answer after `defer` fills in the deferred message by editing
    it (PATCH @original): an edit repeated after a lost answer (discord.py retries a 5xx) changes the same message,
    where a repeated follow-up (webhooks take no nonce) would show the answer twice. It stays private because the
    defer was. Later answers, and answers to a component's deferred update (whose original is the message the
    component sits on), are ephemeral follow-ups."""
    told = tell_once(interaction)
    if told is not None:  # once: the player's closed DMs (issue 27), with the first private answer since
        content = f"{content}\n{told}" if content else told
    kwargs: dict[str, Any] = {"content": content[:DISCORD_LIMIT]} if content is not None else {}
    if embed is not None:
        kwargs["embed"] = embed
    if view is not None:
        kwargs["view"] = view
    if answer_pending(interaction):
        if file is not None:
            kwargs["attachments"] = [file]
        interaction.extras[PENDING] = False  # claimed before the await: a concurrent answer becomes a follow-up
        try:
            await interaction.edit_original_response(**kwargs)
        except BaseException:
            interaction.extras[PENDING] = True  # still "thinking…": a refusal may fill it in instead
            raise
        return
    if file is not None:
        kwargs["file"] = file
    await interaction.followup.send(**kwargs, ephemeral=True)


def tell_once(interaction: discord.Interaction) -> str | None:
    """What the caller has not been told yet (their direct messages refused a notice), once, or None."""
    deliverer = getattr(interaction.client, "deliverer", None)
    tell = getattr(deliverer, "tell_once", None)
    if tell is None or not isinstance(getattr(deliverer, "untold", None), set):
        return None
    client: Any = interaction.client
    told = tell(interaction.user.id, user_lang(interaction, str(getattr(client, "default_language", "pl"))))
    return told if isinstance(told, str) else None


async def reply_private(interaction: discord.Interaction, outcome: Outcome, lang: str,
                        extra: Sequence[str] = (), file: discord.File | None = None) -> None:
    """Everything meant for the caller alone, as one private answer."""
    mine = [m.text(lang) for m in outcome.private.get(interaction.user.id, [])]
    text = "\n".join([*extra, *mine]) or bot_text("done", lang)
    await answer(interaction, text, file=file)


async def refuse(interaction: discord.Interaction, text: str) -> None:
    """A polite, private refusal, whether or not the interaction was acknowledged yet."""
    if interaction.response.is_done():
        await answer(interaction, text)
    else:  # the refusal is the interaction's one response: within 3 s, like every acknowledgement
        await respond_in_time(interaction, lambda: interaction.response.send_message(text[:DISCORD_LIMIT],
                                                                                     ephemeral=True),
                              discord.InteractionResponseType.channel_message)


ACK_STALL = 1.4  # s: an acknowledgement not back by then sits in discord.py's 3 s retry sleep (after two 5xx)
ACK_LAST_TRY = 2.4  # s: no fresh attempt after this; Discord forgets an interaction not acknowledged in 3 s


async def ack_in_time(interaction: discord.Interaction, **kwargs: Any) -> None:
    """`interaction.response.defer(**kwargs)` within Discord's 3 s (see `respond_in_time`)."""
    thinking = bool(kwargs.get("thinking")) or interaction.type is discord.InteractionType.application_command
    kind = (discord.InteractionResponseType.deferred_channel_message if thinking
            else discord.InteractionResponseType.deferred_message_update)
    await respond_in_time(interaction, lambda: interaction.response.defer(**kwargs), kind)


ALREADY_ACKNOWLEDGED = 40060  # Discord's code: this interaction already has its response


def took_effect(interaction: discord.Interaction, error: BaseException,
                kind: discord.InteractionResponseType) -> bool:
    """Whether a failed response had in fact reached Discord: an earlier try (answered 5xx after Discord had
    acted, or cancelled while on its way) did it, and the retry was told "already acknowledged". discord.py
    then never learns the response is done; record it, so what follows edits and follows up as usual."""
    if not (isinstance(error, discord.HTTPException) and error.code == ALREADY_ACKNOWLEDGED):
        return False
    interaction.response._response_type = kind  # discord.py keeps no public setter for this
    return True


async def respond_in_time(interaction: discord.Interaction, respond: Callable[[], Awaitable[Any]],
                          kind: discord.InteractionResponseType) -> None:
    """Send an interaction's one response (of type `kind`) within Discord's 3 s: discord.py retries a 5xx after
    1 s, then after 3 s more, past the window. An attempt still pending after ACK_STALL is cancelled and started
    afresh (its first try is at once, the next 1 s later), until ACK_LAST_TRY. A retry told "already
    acknowledged" means an earlier try got through (`took_effect`)."""
    loop = asyncio.get_running_loop()
    started = loop.time()
    while True:
        task = asyncio.ensure_future(respond())
        left = ACK_LAST_TRY - (loop.time() - started)
        if left <= 0:
            try:
                await task
            except discord.HTTPException as error:
                if not took_effect(interaction, error, kind):
                    raise
            return
        done, _ = await asyncio.wait({task}, timeout=min(ACK_STALL, left))
        if task in done:
            failed = task.exception()
            if failed is not None and not took_effect(interaction, failed, kind):
                raise failed
            return
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
        if interaction.response.is_done():
            return


async def defer(interaction: discord.Interaction) -> None:
    """Acknowledge at once (before any database or render work), unless already done. Always private: after a
    public defer Discord shows the first follow-up to everyone whatever its flags (so a refusal would be public),
    and `answer` fills this message in. Something public is posted to the channel instead."""
    if not interaction.response.is_done():
        await ack_in_time(interaction, ephemeral=True, thinking=True)
        extras = getattr(interaction, "extras", None)
        if isinstance(extras, dict):
            extras[PENDING] = True


async def run_command(bot: BotLike, interaction: discord.Interaction,
                      call: Callable[[Caller], Awaitable[Outcome]], *,
                      publish: Publisher | None,
                      private_extra: Callable[[Outcome, str], list[str]] | None = None) -> Outcome:
    """Defer, call the service, post the result (`publish`: cogs/prompt.publish, for a change that may prompt
    the next player; None for a query). A refusal or a bug propagates to cogs/edge.py (through the command
    tree or the view), which answers it privately; the service changed nothing then."""
    lang = user_lang(interaction, bot.default_language)
    await defer(interaction)
    caller = await caller_of(bot, interaction)
    outcome = await call(caller)
    if publish is not None:
        await publish(bot, interaction, outcome)
    extra = private_extra(outcome, lang) if private_extra else []
    deliverer = getattr(bot, "deliverer", None)
    if deliverer is not None and isinstance(outcome.result, GameStatus):  # /game status: what is still to post
        extra = [*extra, *await deliverer.status_lines(outcome.channel_id, lang, caller.is_moderator)]
    await reply_private(interaction, outcome, lang, extra)
    return outcome


# ---- what users send ----

class TooDeep(ValueError):
    """JSON nested more deeply than the parser goes (hostile input: a legitimate value never is)."""


def user_json(raw: str | bytes, what: str) -> Any:
    """JSON a user sent (an option's value, an attached file), decoded. ValueError if it is not JSON; TooDeep
    (a ValueError) for JSON nested too deeply to decode, logged as a warning: the parser's RecursionError
    would otherwise reach the log as a traceback and the user as the generic apology."""
    try:
        return json.loads(raw)
    except RecursionError:
        log.warning("%s: refused JSON nested too deeply to read (%d characters)", what, len(raw))
        raise TooDeep("nested too deeply") from None


# ---- what a persistent button checks before it acts ----

def my_info(outcome: Outcome) -> MyInfo:
    assert isinstance(outcome.result, MyInfo)
    return outcome.result


async def channel_status(bot: BotLike, channel_id: int) -> GameStatus | None:
    """The channel's game as the service has it (from memory while current), or None without one."""
    try:
        status = (await bot.service.status(channel_id)).result
    except ServiceError:
        return None
    return status if isinstance(status, GameStatus) else None


async def current_game(bot: BotLike, channel_id: int, game_id: int, epoch: int | None = None) -> bool:
    """Whether a button's game is this channel's running game (a days-old prompt may be of an older one) and,
    given its epoch, no reset or rollback came since it was made (the service decides: GameStatus.accepts)."""
    status = await channel_status(bot, channel_id)
    return status is not None and status.accepts(game_id, epoch)


async def game_epoch(bot: BotLike, channel_id: int) -> int:
    """The channel's game's reset/rollback counter (0 without a game): a component made now carries it."""
    status = await channel_status(bot, channel_id)
    return 0 if status is None else status.epoch


def version_part(version: int | None) -> str:
    """A game version in a custom id ("n": asked without one, the service then checks no version)."""
    return "n" if version is None else str(version)


def version_of(part: str) -> int | None:
    return None if part == "n" else int(part)


async def acknowledge(interaction: discord.Interaction) -> None:
    """A component's deferred update: the message it sits on may then be edited (disabled in place)."""
    if not interaction.response.is_done():
        await ack_in_time(interaction)  # within 3 s, even after 5xx in a row


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


async def still_current(bot: BotLike, interaction: discord.Interaction, game_id: int, lang: str,
                        epoch: int | None = None) -> bool:
    """Whether a menu's or confirmation's game is still this channel's running game; if not, say so politely."""
    if await current_game(bot, interaction.channel_id or 0, game_id, epoch):
        return True
    await refuse(interaction, bot_text("stale_button", lang))
    return False


async def used_once(bot: BotLike, interaction: discord.Interaction, game_id: int,
                    epoch: int | None = None) -> str | None:
    """A tap on a one-use menu or confirmation: acknowledged, greyed out in place, then checked against the
    channel's running game; the caller's language if it still applies, else None (refused politely)."""
    lang = user_lang(interaction, bot.default_language)
    await acknowledge(interaction)
    await disable_in_place(interaction)
    return lang if await still_current(bot, interaction, game_id, lang, epoch) else None


async def from_direct_message(bot: BotLike, interaction: discord.Interaction[Any], game_id: int) -> bool:
    """A game's button pressed in a direct message (a "your turn" notice, a panel opened from it, issue 27): the
    interaction is taken as if from the game's channel, so that the same pipeline and checks run; a game the
    store no longer has is refused politely, like any stale button."""
    place = await bot.service.game_place(game_id)
    if place is None:
        await refuse(interaction, bot_text("stale_button", user_lang(interaction, bot.default_language)))
        return False
    channel_id, guild_id = place
    client: Any = interaction.client
    interaction.channel = client.get_channel(channel_id) or client.get_partial_messageable(channel_id,
                                                                                           guild_id=guild_id)
    interaction.guild_id = guild_id
    return True


def client_of(interaction: discord.Interaction[Any]) -> BotLike:
    """The bot a component's interaction came to (discord.py types it as the base Client)."""
    bot: BotLike = interaction.client
    return bot
