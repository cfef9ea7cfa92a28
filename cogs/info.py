"""Looking things up, for any game: /board, /hand (private, any time), /log, /rules, /help.

What is the game's own — its private information, its rules help, its help text — comes from the game of the
channel (its descriptor, games/, and its UI, cogs/games.py); nothing here names a game.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.edge import guarded_choices
from cogs.games import ui_of
from cogs.i18n import bot_text, game_text, user_lang
from cogs.kit import BotLike, answer, caller_of, channel_status, defer, my_info, server_lang
from cogs.sender import board_file, player_names
from games import GameSpec, find, games, load, of_rule
from render import has_board
from service.messages import describe_action
from service.results import BoardView, LogPage

LOG_LINES = 20


def rules_helps(first: GameSpec | None) -> list[tuple[GameSpec, Any]]:
    """Every game's rules help (games/: `rules_help`), the game `first`'s first."""
    specs = [first, *(s for s in games() if s is not first)] if first is not None else games()
    return [(s, load(s.rules_help)) for s in specs if s is not None and s.rules_help is not None]


class Info(commands.Cog):
    def __init__(self, bot: BotLike) -> None:
        self.bot = bot

    @app_commands.command(name="board", description="Show the current board")
    @app_commands.describe(public="post it for everyone instead of only you")
    async def board(self, interaction: discord.Interaction, public: bool = False) -> None:
        lang = user_lang(interaction, self.bot.default_language)
        # Always an ephemeral defer: after a public one Discord makes the first follow-up public whatever its
        # flags, so a refusal (no game here ...) would be shown to everyone. The public board is a channel post.
        await defer(interaction)
        outcome = await self.bot.service.board(interaction.channel_id or 0)
        assert isinstance(outcome.result, BoardView)
        game = outcome.result.game
        if not has_board(game):
            await answer(interaction, game_text(game, "no_board", lang))
            return
        draw_lang = await server_lang(self.bot, interaction.guild_id) if public else lang
        file = await board_file(game, outcome.result.view, draw_lang, player_names(outcome, interaction.guild, draw_lang))
        channel = interaction.channel if isinstance(interaction.channel, discord.abc.Messageable) else None
        if public and channel is not None:
            deliverer = getattr(self.bot, "deliverer", None)
            if deliverer is not None:
                await deliverer.pace()  # one budget per bot token, outbox or not
            await channel.send(file=file, allowed_mentions=discord.AllowedMentions.none())
            await answer(interaction, bot_text("done", lang))
        else:
            await answer(interaction, file=file)

    @app_commands.command(name="hand", description="Your private information: your hand and secrets (only you)")
    async def hand(self, interaction: discord.Interaction) -> None:
        lang = user_lang(interaction, self.bot.default_language)
        await defer(interaction)
        caller = await caller_of(self.bot, interaction)
        info = my_info(await self.bot.service.my_info(interaction.channel_id or 0, caller))
        await answer(interaction, ui_of(info.game).private_info(info, lang) or bot_text("done", lang))

    @app_commands.command(name="log", description="The latest moves of this channel's game")
    async def log(self, interaction: discord.Interaction) -> None:
        lang = user_lang(interaction, self.bot.default_language)
        await defer(interaction)
        outcome = await self.bot.service.log(interaction.channel_id or 0, limit=LOG_LINES)
        assert isinstance(outcome.result, LogPage)
        game = outcome.result.game
        lines = []
        for entry in outcome.result.entries:
            action = (entry.get("payload") or {}).get("action")
            # an action as players may read it (service: GameRules.public_log keeps what is secret out)
            text = describe_action(action, lang, game=game) if isinstance(action, dict) else \
                bot_text(f"log.{entry.get('kind')}", lang)
            when = f"<t:{int(entry['at'])}:t>" if entry.get("at") else ""
            lines.append(f"{when} {text}".strip())
        await answer(interaction, "\n".join(lines)[-2000:] or bot_text("log.empty", lang))

    @app_commands.command(name="rules", description="Look up a rule by its id or a keyword")
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)  # no game needed
    @app_commands.describe(query="a rule's id, or a word from it")
    async def rules(self, interaction: discord.Interaction, query: str) -> None:
        lang = user_lang(interaction, self.bot.default_language)
        found: list[tuple[Any, Any]] = []
        for _, helper in self.helps_for(interaction, query):  # the channel's game first, then the others
            found = [(helper, rule) for rule in helper.lookup(query, lang, limit=3)]
            if found:
                break
        if not found:
            spec = self.game_here(interaction, query)
            await interaction.response.send_message(
                game_text(None if spec is None else spec.key, "rules.none", lang, query=query[:100]), ephemeral=True)
            return
        embed = discord.Embed(colour=discord.Colour.dark_gold())
        for helper, rule in found:
            embed.add_field(name=helper.heading(rule)[:256], value=rule.text[:1024], inline=False)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @rules.autocomplete("query")
    @guarded_choices
    async def rules_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        lang = user_lang(interaction, self.bot.default_language)
        helps = self.helps_for(interaction, current)
        if not helps:
            return []
        return [app_commands.Choice(name=label, value=value) for label, value in helps[0][1].suggest(current, lang,
                                                                                                     limit=25)]

    def game_here(self, interaction: discord.Interaction, query: str) -> GameSpec | None:
        """The game a query is about: the one whose rule id it starts with ("LT-3.3"), else the channel's (as the
        service remembers it: /rules answers at once, without a database round trip), else the first listed."""
        named = of_rule(query)
        if named is not None:
            return named
        pipeline = getattr(getattr(self.bot, "service", None), "pipeline", None)
        known = pipeline.cached(interaction.channel_id) if pipeline is not None and interaction.channel_id else None
        return find(known.rules.key) if known is not None else None

    def helps_for(self, interaction: discord.Interaction, query: str) -> list[tuple[GameSpec, Any]]:
        """The rules helps to search, best first: the game the query or the channel is about, then the others."""
        return rules_helps(self.game_here(interaction, query))

    @app_commands.command(name="help", description="How to play here, in short")
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def help(self, interaction: discord.Interaction) -> None:
        """The channel's game's own help (it leads with /turn), or how to open a table where none is."""
        lang = user_lang(interaction, self.bot.default_language)
        await defer(interaction)  # the channel's game may be read from the database
        status = await channel_status(self.bot, interaction.channel_id or 0) if interaction.guild_id else None
        await answer(interaction, game_text(None if status is None else status.game, "help", lang,
                                            games=", ".join(s.title for s in games())))


async def setup(bot: commands.Bot) -> None:
    gamebot: Any = bot
    await bot.add_cog(Info(gamebot))
