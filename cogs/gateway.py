"""The thin layer every cog shares: who is calling, acknowledging in time, and posting what the service returns.

Every command defers at once (Discord wants an answer within 3 s; the database and the renderer may take
longer), then calls the service. A refusal or a failure propagates to cogs/edge.py, which answers it
ephemerally in the caller's language (the one place that does); public news is
posted to the channel as ordinary messages (never through an interaction token, which expires), with
mentions limited to exactly the players pinged; private news goes only to its owner, ephemerally.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import discord

from cogs.i18n import bot_text, user_lang
from cogs.texts import score_lines
from render import board_filename, render_board_async
from service.caller import Caller
from service.guild import public_language
from service.outcome import Outcome
from service.results import GameStatus
from service.table import TableService

if TYPE_CHECKING:
    from cogs.buttons import TurnPrompt

log = logging.getLogger("mp.cogs")

DISCORD_LIMIT = 2000
TURN_KEYS = ("your_turn", "your_turn_no_deadline", "your_turn_many", "your_turn_many_no_deadline")


class BotLike(Protocol):
    """What cogs need from the bot: the service, settings, and a way to find channels."""

    service: TableService
    default_language: str

    def get_channel(self, channel_id: int, /) -> Any: ...

    async def fetch_channel(self, channel_id: int, /) -> Any: ...


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


def chunks(lines: Sequence[str], limit: int = DISCORD_LIMIT) -> list[str]:
    """Join lines into as few messages as Discord's 2,000-character limit allows."""
    out: list[str] = []
    cur = ""
    for line in lines:
        line = line[: limit - 1]
        if cur and len(cur) + 1 + len(line) > limit:
            out.append(cur)
            cur = line
        else:
            cur = f"{cur}\n{line}" if cur else line
    if cur:
        out.append(cur)
    return out


async def board_file(bot: BotLike, view: dict[str, Any], lang: str, names: dict[str, str] | None) -> discord.File:
    """The board of a public view, drawn off the event loop by its game's renderer (the view names its game)."""
    png = await render_board_async(view, names=names, lang=lang)
    return discord.File(io.BytesIO(png), filename=board_filename(view))


def player_names(outcome: Outcome, guild: discord.Guild | None) -> dict[str, str]:
    """Colour -> the player's display name, for the board's player panel: the names the service recorded from
    the players' interactions (the member cache is empty without the members intent), else a cached member."""
    names: dict[str, str] = dict(outcome.names)
    for colour, user in outcome.seats.items():
        member = guild.get_member(int(user)) if guild and colour not in names else None
        if member is not None:
            names[colour] = member.display_name
    return names


@dataclass(slots=True)
class Part:
    """One channel message of an outcome: its text, who it may ping, the board to draw and attach (drawn when
    it is sent, from the stored public view), whether it carries the turn buttons."""

    content: str | None
    mentions: discord.AllowedMentions
    board: dict[str, Any] | None = None
    turn: bool = False

    @property
    def needs(self) -> tuple[str, ...]:
        """The channel permissions posting it needs (named to whoever acted when Discord refuses)."""
        return ("view_channel", "send_messages", "attach_files") if self.board else ("view_channel", "send_messages")


def outcome_parts(outcome: Outcome, lang: str) -> list[Part]:
    """The public part of an outcome as channel messages, in order: narration (the board with its last part),
    moderator alerts, then one message pinging whoever must act. The same outcome and language always give
    the same parts, so a delivery interrupted after some of them resumes at the next."""
    none = discord.AllowedMentions.none()
    lines = [m.text(lang) for m in outcome.public if m.key not in TURN_KEYS]
    turn_lines = [m.text(lang) for m in outcome.public if m.key in TURN_KEYS]
    board: dict[str, Any] | None = None
    if outcome.renders:
        board = outcome.renders[-1].view
        if isinstance(board.get("result"), dict):  # Mali is over: the score table goes with the final board
            lines += score_lines(board["result"], lang)
    # Without a turn line (a reminder, a seat handed over), the news itself pings the users the service named.
    news = none if turn_lines or not outcome.pings else discord.AllowedMentions(
        everyone=False, roles=False, users=[discord.Object(id=u) for u in outcome.pings], replied_user=False)
    parts = [Part(text, news) for text in chunks(lines)]
    if board is not None:
        if parts:
            parts[-1].board = board
        else:
            parts.append(Part(None, none, board))
    alerts = [m.text(lang) for m in outcome.moderators]
    role = outcome.alert_role  # no moderators' channel chosen: the alert pings the moderator role
    if alerts and role is not None:
        alerts[0] = f"<@&{role}> {alerts[0]}"
    alert_mentions = none if role is None else discord.AllowedMentions(
        everyone=False, users=False, roles=[discord.Object(id=role)], replied_user=False)
    parts += [Part(text, alert_mentions) for text in chunks(alerts)]
    if turn_lines:
        users = [discord.Object(id=u) for u in outcome.pings]
        mentions = discord.AllowedMentions(everyone=False, roles=False, users=users, replied_user=False)
        parts.append(Part("\n".join(turn_lines), mentions, turn=True))
    return parts


async def send_part(bot: BotLike, channel: discord.abc.Messageable, part: Part, outcome: Outcome, lang: str,
                    guild: discord.Guild | None, prompt: TurnPrompt | None, nonce: str | None = None) -> None:
    """Post one part; with a nonce, discord.py sends `enforce_nonce`, so a retry after an unknown outcome (the
    message was created but the answer was lost) returns the first message instead of posting it twice."""
    kwargs: dict[str, Any] = {"allowed_mentions": part.mentions}
    if nonce is not None:
        kwargs["nonce"] = nonce
    content = part.content
    if part.board is not None:
        kwargs["files"] = [await board_file(bot, part.board, lang, player_names(outcome, guild))]
    if part.turn and prompt is not None:
        extra = await prompt.lines(bot, outcome, lang)  # the card count and what is urgent (issue 12)
        content = "\n".join([content or "", *extra])
        if outcome.game_id is not None and outcome.turn is not None:
            kwargs["view"] = prompt.build(outcome.game_id, lang, outcome.turn.epoch, outcome.turn.owes,
                                          outcome.turn.game)
    await channel.send(None if content is None else content[:DISCORD_LIMIT], **kwargs)


async def post_outcome(bot: BotLike, outcome: Outcome, channel: discord.abc.Messageable | None,
                       lang: str, guild: discord.Guild | None = None, prompt: TurnPrompt | None = None) -> None:
    """Post the public part of an outcome at once (what is not in the outbox: the deliverer posts the rest)."""
    if channel is None:
        return
    for part in outcome_parts(outcome, lang):
        await send_part(bot, channel, part, outcome, lang, guild, prompt)


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


async def publish_outcome(bot: BotLike, interaction: discord.Interaction, outcome: Outcome,
                  prompt: TurnPrompt | None = None) -> None:
    """Post an outcome's public part in the interaction's channel, in the server's language. What the commit
    wrote to the outbox is delivered beside the interaction's answer (never in its way): the presser hears
    back at once, and privately if Discord refuses the posts."""
    deliverer = getattr(bot, "deliverer", None)
    if outcome.queued and deliverer is not None:
        deliverer.after_reply(interaction, outcome.channel_id, user_lang(interaction, bot.default_language))
        return
    try:
        public_lang = await server_lang(bot, interaction.guild_id)
        channel = interaction.channel if isinstance(interaction.channel, discord.abc.Messageable) else None
        await post_outcome(bot, outcome, channel, public_lang, interaction.guild, prompt)
    except discord.HTTPException:
        log.exception("posting the outcome failed")


async def run_command(bot: BotLike, interaction: discord.Interaction,
                      call: Callable[[Caller], Awaitable[Outcome]], *,
                      prompt: TurnPrompt | None = None, publish: bool = True,
                      private_extra: Callable[[Outcome, str], list[str]] | None = None) -> Outcome:
    """Defer, call the service, post the result. A refusal or a bug propagates to cogs/edge.py (through the
    command tree or the view), which answers it privately; the service changed nothing then."""
    lang = user_lang(interaction, bot.default_language)
    await defer(interaction)
    caller = await caller_of(bot, interaction)
    outcome = await call(caller)
    if publish:
        await publish_outcome(bot, interaction, outcome, prompt)
    extra = private_extra(outcome, lang) if private_extra else []
    deliverer = getattr(bot, "deliverer", None)
    if deliverer is not None and isinstance(outcome.result, GameStatus):  # /game status: what is still to post
        extra = [*extra, *deliverer.status_lines(outcome.channel_id, lang, caller.is_moderator)]
    await reply_private(interaction, outcome, lang, extra)
    return outcome
