"""Languages at the Discord edge: localised command names, and which language a reader gets.

Command names, descriptions, parameters and choices are written in English in the cogs and translated by
`CatalogueTranslator`: Discord needs them as localisations when the command tree is built, so they stay a
table keyed by the English text (data/messages/commands.<lang>.json), while choices that are game terms
(colours, variants) come from the terms catalogue. Messages follow the reader: a private reply uses the
user's Discord locale, a public post the server's language.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from games import games
from service.rules import game_colours
from words import DISCORD, of_locale, text
from words.commands import command_table
from words.compose import room


def bot_text(key: str, lang: str, **params: Any) -> str:
    """A bot-layer string (buttons, prompts, refusals) from data/messages/<lang>/bot.ftl."""
    return text("bot", key, lang, DISCORD, **params)


def game_text(game: str | None, key: str, lang: str, /, **params: Any) -> str:
    """A bot-layer string as `game` words it (its own data/messages/<lang>/<game>/bot.ftl first), its terms
    named by the game's words room."""
    return text("bot", key, lang, DISCORD, _room=game, **params)


def lang_of_locale(locale: discord.Locale | str | None, default: str = "pl") -> str:
    value = str(locale.value if isinstance(locale, discord.Locale) else (locale or ""))
    return of_locale(value, default)


def user_lang(interaction: discord.Interaction, default: str = "pl") -> str:
    """The language for a reply only this user sees: their Discord client's language."""
    return lang_of_locale(interaction.locale, default)


def choice_term(value: str, lang: str) -> str | None:
    """A choice that is a game's term, in words: a colour of a game, or a value of a game's option (the
    "advanced" variant); None if no registered game has it."""


    for spec in games():
        if value in game_colours(spec):
            return room(spec.key).term("colour", value, lang).text
        for option in spec.options:
            if value in option.choices:
                return room(spec.key).term(option.name, value, lang).text
    return None


SOURCE = "en"  # the language the cogs write command names and descriptions in


def _lang_of_discord(locale: discord.Locale) -> str | None:
    """The catalogue language of a Discord locale, or None where the source text serves."""
    lang = of_locale(locale.value)
    return None if lang == SOURCE else lang


class CatalogueTranslator(app_commands.Translator):
    """Names and descriptions for every command in each catalogue language; English is the source text."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        lang = _lang_of_discord(locale)
        if lang is None:
            return None
        if context.location is app_commands.TranslationContextLocation.choice_name:
            named = choice_term(string.message, lang)  # a colour or an option's value, in its game's words
            if named is not None:
                return named
        table = command_table(lang)
        key = f"{context.location.name}:{string.message}"
        return table.get(key) or table.get(string.message)
