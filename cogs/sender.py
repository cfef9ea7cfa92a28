"""Delivery's Discord half (service/delivery.py decides what goes out and when): an outcome's public part as
channel messages (`outcome_parts`: its words, its board, the turn ping with its game's prompt), one part of an
outbox post as discord.py calls, and Discord's answer as plain data, so no exception of discord.py or aiohttp
crosses.

discord.py retries 429 (after `retry_after`) and 5xx by itself, and sends `enforce_nonce` with a nonce; what it
gives up on is `Failed`. 403 (with the permissions the part needs and the bot lacks) and 404 are `Refused`. A
moderator alert for the server's owner goes by direct message (the owner is known from GUILD_CREATE, no members
intent needed), in the server's language, with how to choose a moderators' channel.
"""

from __future__ import annotations

import io
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any, Protocol

import aiohttp
import discord

from cogs import turn_status as status
from cogs.games import ui_of
from cogs.i18n import bot_text, user_lang
from cogs.kit import DISCORD_LIMIT, BotLike, page_url, server_lang
from cogs.kit import log as cogs_log
from games.computer import is_computer
from render import board_filename, has_board, render_board_async
from service.delivery import Accepted, Failed, Letter, Refused, Sent
from service.grouping import TURN_KEYS as GROUP_TURN_KEYS
from service.messages import SINCE
from service.notices import DM, NEXT, TURN
from service.outbox import OWNER, game_of, outcome_of
from service.outcome import AWAY_NAME, Outcome
from store.records import Post
from words.compose import computer_name, room

TURN_KEYS = (*sorted(GROUP_TURN_KEYS), SINCE)  # the ping's lines (and, for those pinged, "since your last turn")

MISSING_ACCESS = 50001  # Discord's code when the bot cannot see the channel at all
TRANSIENT = (discord.HTTPException, aiohttp.ClientError, OSError, TimeoutError)


class Prompt(Protocol):
    """The row and lines under a "your turn" ping (cogs.prompt.TurnPrompt, handed in where the bot is built)."""

    def build(self, game_id: int, lang: str, epoch: int = 0, owes: str | None = None,
              game: str | None = None) -> discord.ui.View | None: ...

    async def lines(self, bot: BotLike, outcome: Outcome, lang: str) -> list[str]: ...

    def final_row(self, game_id: int, lang: str) -> discord.ui.View: ...


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


async def board_file(game: str, view: dict[str, Any], lang: str, names: dict[str, str] | None) -> discord.File:
    """The board of a game's public view, drawn off the event loop by its game's renderer."""
    png = await render_board_async(game, view, names=names, lang=lang)
    return discord.File(io.BytesIO(png), filename=board_filename(game, view))


def player_names(outcome: Outcome, guild: discord.Guild | None, lang: str = "pl") -> dict[str, str]:
    """Colour -> the player's display name, for the board's player panel: the names the service recorded from
    the players' interactions (the member cache is empty without the members intent), else a cached member; a
    computer seat's name in the reader's language."""
    names = {c: n for c, n in outcome.names.items() if not c.startswith(AWAY_NAME)}
    for colour, user in outcome.seats.items():
        if is_computer(user):
            names[colour] = computer_name(user, lang, outcome.game)
            continue
        member = guild.get_member(int(user)) if guild and colour not in names else None
        if member is not None:
            names[colour] = member.display_name
    for key, until in outcome.names.items():  # a player away: "Anna" over "(away until 2026-12-24 18:00 UTC)"
        colour = key.removeprefix(AWAY_NAME)
        if key.startswith(AWAY_NAME) and until.isdigit():
            at = datetime.fromtimestamp(int(until), tz=UTC).strftime("%Y-%m-%d %H:%M UTC")
            shown = names.get(colour) or room(outcome.game).term("colour", colour, lang).text
            names[colour] = f"{shown}\n({bot_text('board.away', lang, at=at)})"  # the note under the name
    return names


@dataclass(slots=True)
class Part:
    """One channel message of an outcome: its text, who it may ping, the board to draw and attach (drawn when
    it is sent, from the stored public view), whether it carries the turn buttons."""

    content: str | None
    mentions: discord.AllowedMentions
    board: dict[str, Any] | None = None
    turn: bool = False
    end: bool = False  # the game's final message (its result with the final board): it carries Play again

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
    end = False
    if outcome.renders and has_board(outcome.game):
        board = outcome.renders[-1].view
        if isinstance(board.get("result"), dict) and outcome.game is not None:  # over: its lines with the board
            lines += ui_of(outcome.game).result_lines(board["result"], lang)
            end = True
    if outcome.one:
        return one_message(outcome, lines, turn_lines, board, end, lang)
    # Without a turn line (a reminder, a seat handed over), the news itself pings the users the service named.
    news = none if turn_lines or not outcome.pings else discord.AllowedMentions(
        everyone=False, roles=False, users=[discord.Object(id=u) for u in outcome.pings], replied_user=False)
    parts = [Part(text, news) for text in chunks(lines)]
    if board is not None:
        if parts:
            parts[-1].board = board
        else:
            parts.append(Part(None, none, board))
        parts[-1].end = end
    parts += alert_parts(outcome, lang)
    if turn_lines:
        users = [discord.Object(id=u) for u in outcome.pings]
        mentions = discord.AllowedMentions(everyone=False, roles=False, users=users, replied_user=False)
        parts.append(Part("\n".join(turn_lines), mentions, turn=True))
    return parts


def alert_parts(outcome: Outcome, lang: str) -> list[Part]:
    """Moderator alerts, as messages of their own: they ping the moderator role where no moderators' channel is
    chosen."""
    alerts = [m.text(lang) for m in outcome.moderators]
    role = outcome.alert_role
    if alerts and role is not None:
        alerts[0] = f"<@&{role}> {alerts[0]}"
    mentions = discord.AllowedMentions.none() if role is None else discord.AllowedMentions(
        everyone=False, users=False, roles=[discord.Object(id=role)], replied_user=False)
    return [Part(text, mentions) for text in chunks(alerts)]


def one_message(outcome: Outcome, lines: list[str], turn_lines: list[str], board: dict[str, Any] | None,
                end: bool, lang: str) -> list[Part]:
    """One turn's message (service/grouping.py): the news, the board and the ping together, pinging exactly
    those the service named; split only where Discord's 2,000 characters force it (the ping stays last).
    The game's final message is this one too, marked `end`: the one place its result is posted."""
    users = [discord.Object(id=u) for u in outcome.pings]
    mentions = discord.AllowedMentions(everyone=False, roles=False, users=users, replied_user=False)
    none = discord.AllowedMentions.none()
    texts: list[str | None] = [*chunks([*lines, *turn_lines])] or [None]
    return [*alert_parts(outcome, lang), *(Part(t, none) for t in texts[:-1]),
            Part(texts[-1], mentions if users else none, board, turn=bool(turn_lines), end=end)]


async def send_part(bot: BotLike, channel: discord.abc.Messageable, part: Part, outcome: Outcome, lang: str,
                    guild: discord.Guild | None, prompt: Prompt | None, nonce: str | None = None) -> None:
    """Post one part; with a nonce, discord.py sends `enforce_nonce`, so a retry after an unknown outcome (the
    message was created but the answer was lost) returns the first message instead of posting it twice."""
    kwargs: dict[str, Any] = {"allowed_mentions": part.mentions}
    if nonce is not None:
        kwargs["nonce"] = nonce
    content = part.content
    if part.board is not None and outcome.game is not None:
        kwargs["files"] = [await board_file(outcome.game, part.board, lang, player_names(outcome, guild, lang))]
    if part.turn and prompt is not None:
        extra = "\n".join(await prompt.lines(bot, outcome, lang))  # the card count and what is urgent (issue 12)
        if extra and len(content or "") + 1 + len(extra) > DISCORD_LIMIT:  # the ping and what is owed are kept:
            content = "…" + (content or "")[-(DISCORD_LIMIT - len(extra) - 2):]  # the oldest news gives way
        content = "\n".join(x for x in (content, extra) if x)
        if outcome.game_id is not None and outcome.turn is not None:
            row = prompt.build(outcome.game_id, lang, outcome.turn.epoch, outcome.turn.owes, outcome.turn.game)
            if row is not None:
                kwargs["view"] = row
    if part.end and prompt is not None and outcome.game_id is not None:
        kwargs["view"] = prompt.final_row(outcome.game_id, lang)
    if part.end and outcome.game_id is not None:
        content = "\n".join(x for x in (content, await final_link(bot, outcome.game_id, lang)) if x) or None
    sent = await channel.send(None if content is None else content[:DISCORD_LIMIT], **kwargs)
    if part.turn:
        status.posted(bot, sent)  # the newest turn message: only its own button may write its status line


async def final_link(bot: BotLike, game_id: int, lang: str) -> str | None:
    """The finished game's page (issue 28: the whole game, every hand shown), where the bot serves web pages."""
    if getattr(bot, "web_links", None) is None:
        return None
    try:
        url = page_url(bot, await bot.service.link_of_game(game_id), lang)
    except Exception:  # the post goes out without its link rather than not at all
        cogs_log.warning("the final post of game %s goes out without its page's link", game_id, exc_info=True)
        return None
    return None if url is None else bot_text("web.final", lang, url=url)


async def post_outcome(bot: BotLike, outcome: Outcome, channel: discord.abc.Messageable | None,
                       lang: str, guild: discord.Guild | None = None, prompt: Prompt | None = None) -> None:
    """Post the public part of an outcome at once (what is not in the outbox: the deliverer posts the rest)."""
    if channel is None:
        return
    for part in outcome_parts(outcome, lang):
        await send_part(bot, channel, part, outcome, lang, guild, prompt)


async def publish_outcome(bot: BotLike, interaction: discord.Interaction[Any], outcome: Outcome,
                          prompt: Prompt | None) -> None:
    """Post an outcome's public part in the interaction's channel, in the server's language. What the commit
    wrote to the outbox is delivered beside the interaction's answer (never in its way): the presser hears
    back at once, and privately if Discord refuses the posts."""
    deliverer = getattr(bot, "deliverer", None)
    if outcome.queued and deliverer is not None:
        deliverer.after_reply(interaction, outcome.channel_id, user_lang(interaction, bot.default_language))
        if outcome.notified:
            deliverer.notify_soon(outcome.notified)
        for channel_id in outcome.elsewhere:  # (another game of the presser's, on this server or another)
            deliverer.delivery.flush_soon(channel_id)
        return
    try:
        public_lang = await server_lang(bot, interaction.guild_id)
        channel = interaction.channel if isinstance(interaction.channel, discord.abc.Messageable) else None
        await post_outcome(bot, outcome, channel, public_lang, interaction.guild, prompt)
    except discord.HTTPException:
        cogs_log.exception("posting the outcome failed")


def permission_names(missing: Sequence[str], lang: str) -> str:
    return ", ".join(bot_text(f"perm-{p}", lang) for p in missing)


class DiscordSender:
    """The `Sender` of service/delivery.py over discord.py."""

    def __init__(self, bot: BotLike, prompt: Prompt | None = None) -> None:
        self.bot = bot
        self.prompt = prompt

    async def language(self, guild_id: int | None) -> str:
        return await server_lang(self.bot, guild_id)

    def permissions(self, missing: Sequence[str], lang: str) -> str:
        return permission_names(missing, lang)

    async def open(self, post: Post) -> Letter | Refused | Failed:
        bot: Any = self.bot
        guild = bot.get_guild(post.guild_id) if post.guild_id is not None else None
        if post.kind == OWNER:
            owner_id = getattr(guild, "owner_id", None)
            if guild is None or owner_id is None:
                if post.guild_id is not None and not bot.is_ready():  # the servers are not known yet: later
                    return Failed(None, "owner_not_known_yet")
                return Refused(None, reason="owner_unknown")
            lang = await server_lang(self.bot, guild.id)
            texts = [m.text(lang) for m in outcome_of(post.body, post.channel_id, await self.game(post)).moderators]
            return DirectLetter(bot, owner_id, chunks([*texts, bot_text("owner-alert_hint", lang, server=guild.name)]),
                                "owner_dm_refused")
        if post.kind == DM:
            return await self.notice(post)
        channel = bot.get_channel(post.channel_id) or bot.get_partial_messageable(post.channel_id,
                                                                                 guild_id=post.guild_id)
        lang = await server_lang(self.bot, post.guild_id)
        outcome = outcome_of(post.body, post.channel_id, await self.game(post))
        if outcome.pings:  # a player who chose direct messages only is not pinged here (issue 27)
            outcome.pings = await pinged_here(self.bot, outcome)
        return ChannelLetter(self, channel, guild, outcome, lang, outcome_parts(outcome, lang))

    async def notice(self, post: Post) -> Letter | Refused | Failed:
        """A player's notice (service/notices.py), as their settings say now: none (the channel's ping is theirs,
        the turn is played already, the game moved on), later (quiet hours), or a direct message naming the server,
        the channel (a link) and the game, with the game's turn buttons."""
        bot: Any = self.bot
        body = post.body
        user, kind, game_id = int(body["user"]), str(body.get("notice")), body.get("game")
        key, channel_id = str(body.get("key") or ""), int(body.get("channel") or 0)
        due = await bot.service.notice_due(body)  # the service decides whether, and when (quiet hours)
        if due is None:
            return NoLetter()
        guild = bot.get_guild(post.guild_id) if post.guild_id is not None else None
        if guild is None:
            return Failed(None, "guild_not_known_yet") if not bot.is_ready() else NoLetter()
        if due > 0:
            return Failed(None, "quiet_hours", until=due)
        settings = await bot.service.notify_settings(user)
        lang = settings.lang or await server_lang(bot, guild.id)
        channel = bot.get_channel(channel_id)
        link = f"[#{getattr(channel, 'name', channel_id)}](https://discord.com/channels/{guild.id}/{channel_id})"
        deadline = body.get("deadline")
        name = {TURN: "dm-turn_deadline" if deadline else "dm-turn", NEXT: "dm-next"}.get(kind, "dm-reminder")
        text = bot_text(name, lang, game=key, server=guild.name, link=link, deadline=deadline)
        row = None
        if kind != NEXT and self.prompt is not None and isinstance(game_id, int):
            row = self.prompt.build(game_id, lang, int(body.get("epoch") or 0), body.get("owes"), key)
        return DirectLetter(bot, user, [text], "dm_refused", row)

    async def game(self, post: Post) -> str | None:
        """The key of the post's game, for a body an older bot wrote without it (its row names it)."""
        return await game_of(post, self.bot.service.store)


class Parts:
    """A post's parts, sent one by one (service/delivery.py: `Letter`)."""

    items: Sequence[object]

    @property
    def parts(self) -> int:
        return len(self.items)


@dataclass(slots=True)
class ChannelLetter(Parts):
    """A post for a game's (or the moderators') channel: narration, board, alerts, the turn ping."""

    sender: DiscordSender
    channel: Any
    guild: discord.Guild | None
    outcome: Outcome
    lang: str
    items: list[Part]

    async def send(self, index: int, nonce: str) -> Sent:
        part = self.items[index]
        sent = await answer_of(lambda: send_part(self.sender.bot, self.channel, part, self.outcome, self.lang,
                                                 self.guild, self.sender.prompt, nonce))
        if isinstance(sent, Refused) and sent.status == 403:
            return replace(sent, missing=missing_permissions(self.channel, part, sent.code))
        return sent


@dataclass(slots=True)
class NoLetter(Parts):
    """A notice with nothing to send (delivered as it is)."""

    items: tuple[str, ...] = ()

    async def send(self, index: int, nonce: str) -> Sent:
        return Accepted()


@dataclass(slots=True)
class DirectLetter(Parts):
    """A direct message to one user, part by part: a moderator alert for the server's owner, or a player's notice
    (the game's turn buttons under its last part). A refusal says whose DMs refused (`reason`, `recipient`)."""

    bot: Any
    user_id: int
    items: list[str]
    reason: str  # "owner_dm_refused", "dm_refused"
    row: discord.ui.View | None = None

    async def send(self, index: int, nonce: str) -> Sent:
        async def post() -> None:
            dm = await self.bot.create_dm(discord.Object(self.user_id))
            kwargs: dict[str, Any] = {"allowed_mentions": discord.AllowedMentions.none(), "nonce": nonce}
            if self.row is not None and index == len(self.items) - 1:
                kwargs["view"] = self.row
            await dm.send(self.items[index], **kwargs)

        sent = await answer_of(post)
        return replace(sent, reason=self.reason, recipient=self.user_id) if isinstance(sent, Refused) else sent


async def pinged_here(bot: Any, outcome: Outcome) -> list[int]:
    """The outcome's pings without the players whose notices go only by direct message in this game."""
    service = getattr(bot, "service", None)
    if service is None or not hasattr(service, "notify_settings"):
        return list(outcome.pings)
    kept = []
    for user in outcome.pings:
        where, _ = (await service.notify_settings(user)).for_game(outcome.game_id)
        if where != "dm":
            kept.append(user)
    return kept


async def answer_of(send: Callable[[], Awaitable[None]]) -> Sent:
    """Discord's answer to one send as data: 403 and 404 refuse, what may pass another time failed."""
    try:
        await send()
    except (discord.Forbidden, discord.NotFound) as e:
        return Refused(e.status, e.code)
    except TRANSIENT as e:
        status = getattr(e, "status", None)
        return Failed(status if isinstance(status, int) else None, type(e).__name__)
    return Accepted()


def missing_permissions(channel: Any, part: Part, code: int | None) -> tuple[str, ...]:
    """The permissions the part needs that the bot lacks there: from the cached channel when it can tell,
    else what Discord's code says (no access at all: View Channel) or everything the part needs to post."""
    if code == MISSING_ACCESS:
        return ("view_channel",)
    guild = getattr(channel, "guild", None)
    me = getattr(guild, "me", None)
    if me is not None and hasattr(channel, "permissions_for"):
        perms = channel.permissions_for(me)
        missing = tuple(p for p in part.needs if not getattr(perms, p, True))
        if missing:
            return missing
    return tuple(p for p in part.needs if p != "view_channel")
