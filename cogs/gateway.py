"""The thin layer every cog shares: who is calling, acknowledging in time, and posting what the service returns.

Every command defers at once (Discord wants an answer within 3 s; the database and the renderer may take
longer), then calls the service. A refusal or a failure propagates to cogs/edge.py, which answers it
ephemerally in the caller's language (the one place that does); public news is
posted to the channel as ordinary messages (never through an interaction token, which expires), with
mentions limited to exactly the players pinged; private news goes only to its owner, ephemerally.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import discord

from cogs.i18n import bot_text, user_lang
from cogs.texts import score_lines
from render import render_board_async
from service.caller import Caller
from service.guild import public_language
from service.outcome import Outcome
from service.table import TableService

if TYPE_CHECKING:
    from cogs.buttons import TurnPrompt

log = logging.getLogger("mp.cogs")

DISCORD_LIMIT = 2000


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
    png = await render_board_async(view, names=names, lang=lang)
    return discord.File(io.BytesIO(png), filename=f"board-r{view.get('round', 0)}.png")


def player_names(outcome: Outcome, guild: discord.Guild | None) -> dict[str, str]:
    """Colour -> the player's display name, for the board's player panel: the names the service recorded from
    the players' interactions (the member cache is empty without the members intent), else a cached member."""
    names: dict[str, str] = dict(outcome.names)
    for colour, user in outcome.seats.items():
        member = guild.get_member(int(user)) if guild and colour not in names else None
        if member is not None:
            names[colour] = member.display_name
    return names


async def post_outcome(bot: BotLike, outcome: Outcome, channel: discord.abc.Messageable | None,
                       lang: str, guild: discord.Guild | None = None, prompt: TurnPrompt | None = None) -> None:
    """Post the public part of an outcome: narration, the board image, and one ping for whoever must act."""
    if channel is None:
        return
    none = discord.AllowedMentions.none()
    lines = [m.text(lang) for m in outcome.public if m.key not in ("your_turn", "your_turn_no_deadline")]
    turn_lines = [m.text(lang) for m in outcome.public if m.key in ("your_turn", "your_turn_no_deadline")]
    files: list[discord.File] = []
    if outcome.renders:
        final = outcome.renders[-1].view
        if final.get("result"):  # the game is over: the score table goes with the final board
            lines += score_lines(final["result"], lang)
        names = player_names(outcome, guild)
        files.append(await board_file(bot, final, lang, names))
    # Without a turn line (a reminder, a seat handed over), the news itself pings the users the service named.
    news = none if turn_lines or not outcome.pings else discord.AllowedMentions(
        everyone=False, roles=False, users=[discord.Object(id=u) for u in outcome.pings], replied_user=False)
    parts = chunks(lines)
    for i, text in enumerate(parts):
        last = i == len(parts) - 1
        await channel.send(text, files=files if last else [], allowed_mentions=news)
    if files and not parts:
        await channel.send(files=files, allowed_mentions=none)
    for text in chunks([m.text(lang) for m in outcome.moderators]):
        await channel.send(text, allowed_mentions=none)
    if turn_lines and prompt is not None:  # the card count and what is urgent (issue 12)
        turn_lines += await prompt.lines(bot, outcome, lang)
    if turn_lines:
        users = [discord.Object(id=u) for u in outcome.pings]
        mentions = discord.AllowedMentions(everyone=False, roles=False, users=users, replied_user=False)
        kwargs: dict[str, Any] = {"allowed_mentions": mentions}
        if prompt is not None and outcome.game_id is not None and outcome.turn is not None:
            kwargs["view"] = prompt.build(outcome.game_id, lang, outcome.turn.epoch, outcome.turn.owes)
        await channel.send("\n".join(turn_lines)[:DISCORD_LIMIT], **kwargs)


async def reply_private(interaction: discord.Interaction, outcome: Outcome, lang: str,
                        extra: Sequence[str] = (), file: discord.File | None = None) -> None:
    """Everything meant for the caller alone, as one ephemeral follow-up."""
    mine = [m.text(lang) for m in outcome.private.get(interaction.user.id, [])]
    text = "\n".join([*extra, *mine]) or bot_text("done", lang)
    kwargs: dict[str, Any] = {"ephemeral": True}
    if file is not None:
        kwargs["file"] = file
    await interaction.followup.send(text[:DISCORD_LIMIT], **kwargs)


async def refuse(interaction: discord.Interaction, text: str) -> None:
    """A polite, private refusal, whether or not the interaction was acknowledged yet."""
    if interaction.response.is_done():
        await interaction.followup.send(text[:DISCORD_LIMIT], ephemeral=True)
    else:
        await interaction.response.send_message(text[:DISCORD_LIMIT], ephemeral=True)


async def defer(interaction: discord.Interaction, *, ephemeral: bool = True) -> None:
    """Acknowledge at once (before any database or render work), unless already done."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=ephemeral, thinking=True)


async def publish_outcome(bot: BotLike, interaction: discord.Interaction, outcome: Outcome,
                  prompt: TurnPrompt | None = None) -> None:
    """Post an outcome's public part in the interaction's channel, in the server's language."""
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
    await reply_private(interaction, outcome, lang, extra)
    return outcome
