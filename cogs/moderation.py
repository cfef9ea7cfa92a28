"""/mod …: unsticking and steering games. Visible to Manage Server by default; the server's moderator role is
honoured too (the service checks every call again, so hiding the commands is a convenience, not the guard)."""

from __future__ import annotations

import io
import json
import logging
import re
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from cogs.confirm import OneMoreTap
from cogs.edge import Persistent
from cogs.i18n import bot_text, user_lang
from cogs.kit import (
    BotLike,
    TooDeep,
    answer,
    caller_of,
    defer,
    page_url,
    refuse,
    run_command,
    used_once,
    user_json,
)
from cogs.lobby import colour_choices
from cogs.prompt import change, publish, service_command
from service.caller import Caller
from service.errors import ServiceError
from service.guild import alert_channel, computer_at_deadline
from service.outcome import Outcome
from service.results import ExportDocument, GameStatus, PageLink, SettingsView
from store.records import GuildSettings
from words import languages

log = logging.getLogger("mp.cogs")

MAX_IMPORT_BYTES = 5 * 1024 * 1024


class ResetButton(Persistent, discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
                  template=r"mp:reset:(?P<game>[0-9]+):(?P<epoch>[0-9]+)"):
    """The reset's "Yes, do it", persistent (`mp:reset:<game>:<epoch>`): after a restart it still answers; once
    the game was reset (or rolled back, or ended) since the question, it is refused politely."""

    def __init__(self, game_id: int, epoch: int, label: str = "…") -> None:
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.danger,
                                           custom_id=f"mp:reset:{game_id}:{epoch}"))
        self.game_id, self.epoch = game_id, epoch

    @classmethod
    def rebuild(cls, match: re.Match[str], interaction: discord.Interaction[Any]) -> ResetButton:
        return cls(int(match["game"]), int(match["epoch"]))

    async def tapped(self, bot: BotLike, interaction: discord.Interaction[Any]) -> None:
        if await used_once(bot, interaction, self.game_id, self.epoch) is None:
            return
        await change(bot, interaction, bot.service.reset)


class ResetConfirm(OneMoreTap):
    """A reset throws the current game away: it needs a second, deliberate tap."""

    def __init__(self, bot: BotLike, lang: str, game_id: int, epoch: int) -> None:
        super().__init__(bot, ResetButton(game_id, epoch, bot_text("reset.confirm", lang)))


@app_commands.default_permissions(manage_guild=True)
@app_commands.guild_only()
class Moderation(commands.GroupCog, group_name="mod", group_description="Moderator tools for this channel's game"):
    def __init__(self, bot: BotLike) -> None:
        self.bot = bot
        super().__init__()

    def channel(self, interaction: discord.Interaction) -> int:
        return interaction.channel_id or 0

    @app_commands.command(name="reset", description="Restart this channel's game from its setup (asks to confirm)")
    async def reset(self, interaction: discord.Interaction) -> None:
        lang = user_lang(interaction, self.bot.default_language)
        await defer(interaction)  # the role check may read the database
        caller = await caller_of(self.bot, interaction)
        if not caller.is_moderator:  # worded as every refusal to a member who is not a moderator
            await refuse(interaction, ServiceError("moderator_only").message(lang))
            return
        status = (await self.bot.service.status(self.channel(interaction))).result
        assert isinstance(status, GameStatus)
        await answer(interaction, bot_text("reset.ask", lang),
                     view=ResetConfirm(self.bot, lang, status.game_id, status.epoch))

    @app_commands.command(name="rollback", description="Go back to the start of the current or the previous phase")
    @app_commands.describe(to="current or previous phase")
    @app_commands.choices(to=[app_commands.Choice(name="current", value="current"),
                              app_commands.Choice(name="previous", value="previous")])
    async def rollback(self, interaction: discord.Interaction, to: str = "current") -> None:
        await change(self.bot, interaction, lambda channel, c: self.bot.service.rollback(channel, c, to))

    skip = service_command("Moderation", "skip", "skip", description="Pass the turn of the player who must act now")

    @app_commands.command(name="replace", description="Give a seat to another member")
    @app_commands.describe(colour="the seat", member="who takes it over")
    async def replace(self, interaction: discord.Interaction, colour: str, member: discord.Member) -> None:
        await change(self.bot, interaction,
                     lambda channel, c: self.bot.service.replace_player(channel, c, colour, member.id))

    @app_commands.command(name="hand_to_computer", description="Let the computer play a seat until it is handed back")
    @app_commands.describe(colour="the seat")
    async def hand_to_computer(self, interaction: discord.Interaction, colour: str) -> None:
        await change(self.bot, interaction,
                     lambda channel, c: self.bot.service.hand_to_computer(channel, c, colour))

    @app_commands.command(name="hand_back", description="Give a seat the computer plays back to its player")
    @app_commands.describe(colour="the seat")
    async def hand_back(self, interaction: discord.Interaction, colour: str) -> None:
        await change(self.bot, interaction, lambda channel, c: self.bot.service.hand_back(channel, c, colour))

    @app_commands.command(name="remove", description="Remove a player from the running game")
    @app_commands.describe(colour="the seat to remove")
    async def remove(self, interaction: discord.Interaction, colour: str) -> None:
        await change(self.bot, interaction, lambda channel, c: self.bot.service.remove_player(channel, c, colour))

    @app_commands.command(name="deadline", description="Set the turn deadline of this game (0 = none)")
    @app_commands.describe(hours="hours per turn, 0 for no deadline")
    async def deadline(self, interaction: discord.Interaction, hours: app_commands.Range[int, 0, 336]) -> None:
        seconds = None if hours == 0 else hours * 3600
        await change(self.bot, interaction, lambda channel, c: self.bot.service.set_deadline(channel, c, seconds))

    end = service_command("Moderation", "end", "end_game", description="End this channel's game now, without a winner")

    @app_commands.command(name="export", description="Download the game as JSON (everything once it has ended)")
    @app_commands.describe(full="everything, including hidden information (finished games only)")
    async def export(self, interaction: discord.Interaction, full: bool = False) -> None:
        lang = user_lang(interaction, self.bot.default_language)
        await defer(interaction)
        caller = await caller_of(self.bot, interaction)
        outcome = await self.bot.service.export(self.channel(interaction), caller, full=full)
        assert isinstance(outcome.result, ExportDocument)
        body = json.dumps(outcome.result.document, ensure_ascii=False, indent=1).encode("utf-8")
        name = f"game-{outcome.game_id}{'-full' if full else ''}.json"
        await answer(interaction, bot_text("export.ready", lang), file=discord.File(io.BytesIO(body), filename=name))

    @app_commands.command(name="link", description="The web page's link of this channel's game or of this server")
    @app_commands.describe(page="this channel's game, or this server's games and statistics",
                           new="replace the link: the old one stops working")
    @app_commands.choices(page=[app_commands.Choice(name="game", value="game"),
                                app_commands.Choice(name="server", value="server")])
    async def link(self, interaction: discord.Interaction, page: str = "game", new: bool = False) -> None:
        """The page's signed link, privately; `new` replaces it (a leaked link stops working)."""
        lang = user_lang(interaction, self.bot.default_language)
        await defer(interaction)
        if getattr(self.bot, "web_links", None) is None:
            await answer(interaction, bot_text("web.none", lang))
            return
        caller = await caller_of(self.bot, interaction)
        service = self.bot.service
        if page == "server":
            guild = interaction.guild_id or 0
            outcome = await (service.reissue_server_link(guild, caller) if new else service.server_link(guild, caller))
        elif new:
            outcome = await service.reissue_game_link(self.channel(interaction), caller)
        else:  # what /game status shows every player
            outcome = await service.game_link(self.channel(interaction))
        link = outcome.result if isinstance(outcome.result, PageLink) else None
        url = page_url(self.bot, link, lang) or ""
        key = "web.new" if new else ("web.server" if page == "server" else "web.game")
        await answer(interaction, bot_text(key, lang, url=url))

    @app_commands.command(name="import", description="Bring back a finished game from a full export")
    @app_commands.describe(file="a JSON file made by /mod export full:true")
    async def import_(self, interaction: discord.Interaction, file: discord.Attachment) -> None:
        lang = user_lang(interaction, self.bot.default_language)
        if file.size > MAX_IMPORT_BYTES:
            await refuse(interaction, bot_text("import.too_big", lang))
            return

        async def call(caller: Caller) -> Outcome:
            if not caller.is_moderator:  # refused before anything is downloaded
                raise ServiceError("moderator_only")
            try:
                raw = await file.read()
            except (discord.HTTPException, aiohttp.ClientError, OSError):
                log.warning("/mod import: the attachment %s could not be downloaded", file.filename)
                raise ServiceError("import_bad", detail="download") from None
            try:
                document: Any = user_json(raw, "import")
            except TooDeep:  # JSON, perhaps, but nested beyond any export (4.9 MB of "[")
                raise ServiceError("import_bad", detail="unreadable") from None
            except ValueError:
                raise ServiceError("import_bad", detail="not_json") from None
            return await self.bot.service.import_game(self.channel(interaction), caller, document)
        await run_command(self.bot, interaction, call, publish=publish)

    @app_commands.command(name="settings", description="This server's moderator role, default deadline and language")
    @app_commands.describe(moderator_role="members with this role may moderate games",
                           default_deadline_hours="deadline for new games (0 = none)",
                           language="language of public messages",
                           alert_channel="where moderator alerts go (missed turns, failed deadlines, refused posts)",
                           no_alert_channel="no moderators' channel: alerts ping the moderator role in the game",
                           every_move="new tables post every move as it happens (default: one message per turn)",
                           deadline_computer="at a deadline the computer plays the absent player's turn (default: a pass)")
    @app_commands.choices(language=[app_commands.Choice(name=x.name, value=x.code) for x in languages()])
    async def settings(self, interaction: discord.Interaction, moderator_role: discord.Role | None = None,
                       default_deadline_hours: app_commands.Range[int, 0, 336] | None = None,
                       language: str | None = None, alert_channel: discord.TextChannel | None = None,
                       no_alert_channel: bool = False, every_move: bool | None = None,
                       deadline_computer: bool | None = None) -> None:
        kwargs: dict[str, Any] = {}
        if deadline_computer is not None:
            kwargs["deadline_computer"] = deadline_computer
        if every_move is not None:
            kwargs["every_move"] = every_move
        if alert_channel is not None:
            kwargs["alert_channel_id"] = alert_channel.id
        elif no_alert_channel:
            kwargs["alert_channel_id"] = None
        if moderator_role is not None:
            kwargs["moderator_role_id"] = moderator_role.id
        if default_deadline_hours is not None:
            kwargs["default_deadline_seconds"] = None if default_deadline_hours == 0 else default_deadline_hours * 3600
        if language is not None:
            kwargs["language"] = language
        guild_id = interaction.guild_id or 0

        def summary(out: Outcome, lang: str) -> list[str]:
            assert isinstance(out.result, SettingsView)
            role, seconds = out.result.moderator_role_id, out.result.default_deadline_seconds
            return [m.text(lang) for m in out.public] + [bot_text(
                "settings.now", lang, role=f"<@&{role}>" if role else "—",
                hours=f"{seconds / 3600:g}" if seconds else "—", language=out.result.language or self.bot.default_language),
                bot_text("settings.alerts", lang, where=alerts_where(saved, lang)),
                bot_text("settings.every_move", lang, live="yes" if out.result.every_move else "no"),
                bot_text("settings.deadline_computer", lang,
                         computer="yes" if saved and computer_at_deadline(saved[-1]) else "no")]
        saved: list[GuildSettings] = []

        async def call(caller: Caller) -> Outcome:
            out = await self.bot.service.update_settings(guild_id, caller, **kwargs)
            saved.append(await self.bot.service.settings(guild_id))  # from memory: just stored
            return out
        await run_command(self.bot, interaction, call,  # the server's settings are the moderators' business
                          publish=None, private_extra=summary)


def alerts_where(saved: list[GuildSettings], lang: str) -> str:
    """Where moderator alerts go now, as /mod settings tells it."""
    settings = saved[-1] if saved else None
    channel = alert_channel(settings) if settings else None
    if channel is not None:
        return f"<#{channel}>"
    if settings is not None and settings.moderator_role_id:
        return bot_text("settings.alerts_role", lang, role=f"<@&{settings.moderator_role_id}>")
    return bot_text("settings.alerts_owner", lang)  # issue 11: neither set, the owner gets them by DM


async def setup(bot: commands.Bot) -> None:
    gamebot: Any = bot
    cog = Moderation(gamebot)
    for command in cog.walk_app_commands():  # every colour of every registered game (cogs/lobby.py)
        if isinstance(command, app_commands.Command) and command.name in ("replace", "remove", "hand_to_computer",
                                                                        "hand_back"):
            app_commands.choices(colour=colour_choices())(command)
    await bot.add_cog(cog)
    bot.add_dynamic_items(ResetButton)
