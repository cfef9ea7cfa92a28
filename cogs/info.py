"""Looking things up: /board, /hand (private, any time), /log, /rules, /help."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs import gateway
from cogs.buttons import my_info
from cogs.choice_words import situation
from cogs.edge import guarded_choices
from cogs.i18n import bot_text, user_lang
from cogs.lobby import seat_colour
from cogs.texts import private_info
from data.libertalia import rules_help as libertalia_help
from data.mali import rules_help as mali_help
from service.messages import describe_action
from service.results import BoardView, LogPage
from words.refusals import game_of_rule

RULES_HELP: dict[str, ModuleType] = {"mali": mali_help, "libertalia": libertalia_help}

LOG_LINES = 20


class Info(commands.Cog):
    def __init__(self, bot: gateway.BotLike) -> None:
        self.bot = bot

    @app_commands.command(name="board", description="Show the current board")
    @app_commands.describe(public="post it for everyone instead of only you")
    async def board(self, interaction: discord.Interaction, public: bool = False) -> None:
        lang = user_lang(interaction, self.bot.default_language)
        # Always an ephemeral defer: after a public one Discord makes the first follow-up public whatever its
        # flags, so a refusal (no game here ...) would be shown to everyone. The public board is a channel post.
        await gateway.defer(interaction)
        outcome = await self.bot.service.board(interaction.channel_id or 0)
        assert isinstance(outcome.result, BoardView)
        draw_lang = await gateway.server_lang(self.bot, interaction.guild_id) if public else lang
        names = gateway.player_names(outcome, interaction.guild)
        file = await gateway.board_file(self.bot, outcome.result.view, draw_lang, names)
        channel = interaction.channel if isinstance(interaction.channel, discord.abc.Messageable) else None
        if public and channel is not None:
            await channel.send(file=file, allowed_mentions=discord.AllowedMentions.none())
            await gateway.answer(interaction, bot_text("done", lang))
        else:
            await gateway.answer(interaction, file=file)

    @app_commands.command(name="hand", description="Your private information: cards, tokens, secret goal (only you)")
    async def hand(self, interaction: discord.Interaction) -> None:
        lang = user_lang(interaction, self.bot.default_language)
        await gateway.defer(interaction)
        caller = await gateway.caller_of(self.bot, interaction)
        info = my_info(await self.bot.service.my_info(interaction.channel_id or 0, caller))
        if info.game != "mali":  # another game's private information, in its own words
            await gateway.answer(interaction, "\n".join(situation(info, lang)) or bot_text("done", lang))
            return
        await gateway.answer(interaction, private_info(info.to_json(), lang))

    @app_commands.command(name="log", description="The latest moves of this channel's game")
    async def log(self, interaction: discord.Interaction) -> None:
        lang = user_lang(interaction, self.bot.default_language)
        await gateway.defer(interaction)
        outcome = await self.bot.service.log(interaction.channel_id or 0, limit=LOG_LINES)
        assert isinstance(outcome.result, LogPage)
        game = outcome.result.game
        lines = []
        for entry in outcome.result.entries:
            payload = entry.get("payload") or {}
            action = payload.get("action")
            if isinstance(action, dict) and action.get("type") == "pick" and "rank" not in action:
                # a pick still secret (service: GameRules.public_log keeps its card out until the reveal)
                text = bot_text("log.secret_pick", lang, colour=seat_colour(str(action.get("player")), game, lang))
            elif isinstance(action, dict):
                text = describe_action(action, lang, game=game)
            else:
                text = bot_text(f"log.{entry.get('kind')}", lang)
            when = f"<t:{int(entry['at'])}:t>" if entry.get("at") else ""
            lines.append(f"{when} {text}".strip())
        await gateway.answer(interaction, "\n".join(lines)[-2000:] or bot_text("log.empty", lang))

    @app_commands.command(name="rules", description="Look up a rule by its id (B-5.4) or a keyword")
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)  # no game needed
    @app_commands.describe(query="a rule id such as B-5.4, or a word such as grenade")
    async def rules(self, interaction: discord.Interaction, query: str) -> None:
        lang = user_lang(interaction, self.bot.default_language)
        found: list[tuple[ModuleType, Any]] = []
        for helper in self.helps_for(interaction, query):  # the channel's game first, then the others
            found = [(helper, rule) for rule in helper.lookup(query, lang, limit=3)]
            if found:
                break
        if not found:
            await interaction.response.send_message(bot_text("rules.none", lang, query=query[:100]), ephemeral=True)
            return
        embed = discord.Embed(colour=discord.Colour.dark_gold())
        for helper, rule in found:
            embed.add_field(name=helper.heading(rule)[:256], value=rule.text[:1024], inline=False)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @rules.autocomplete("query")
    @guarded_choices
    async def rules_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        lang = user_lang(interaction, self.bot.default_language)
        helper = self.helps_for(interaction, current)[0]
        return [app_commands.Choice(name=label, value=value)
                for label, value in helper.suggest(current, lang, limit=25)]

    def helps_for(self, interaction: discord.Interaction, query: str) -> list[ModuleType]:
        """The rules helps to search, best first: the game of the channel (as the service remembers it: /rules
        answers at once, without a database round trip), else the game a rule id names ("LT-3.3"), else Mali
        Powstańcy's; then the other games'."""
        game = game_of_rule(query)
        service = getattr(self.bot, "service", None)
        pipeline = getattr(service, "pipeline", None)
        known = pipeline.cached(interaction.channel_id) if pipeline is not None and interaction.channel_id else None
        if known is not None and not query.strip().lower().startswith(("lt", "b-", "l-", "e-", "h-")):
            game = known.rules.key
        first = RULES_HELP.get(game, mali_help)
        return [first, *(h for h in RULES_HELP.values() if h is not first)]

    @app_commands.command(name="help", description="How to play here, in short")
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def help(self, interaction: discord.Interaction) -> None:
        lang = user_lang(interaction, self.bot.default_language)
        await interaction.response.send_message(bot_text("help", lang)[:2000], ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Info(bot))  # type: ignore[arg-type]
