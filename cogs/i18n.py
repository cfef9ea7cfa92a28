"""Languages at the Discord edge: localised command names, and which language a reader gets.

Command names, descriptions, parameters and choices are written in English in the cogs and translated to
Polish by `CatalogueTranslator` from data/messages/commands.pl.json (keyed by the English text). Messages
follow the reader: a private reply uses the user's Discord locale, a public post the server's language.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from data.messages import catalogue, message


def bot_text(key: str, lang: str, **params: Any) -> str:
    """A bot-layer string (buttons, prompts, refusals) from data/messages/bot.<lang>.json."""
    return message("bot", key, lang, **params)


def lang_of_locale(locale: discord.Locale | str | None, default: str = "pl") -> str:
    value = str(locale.value if isinstance(locale, discord.Locale) else (locale or ""))
    if not value:
        return default
    return "pl" if value.startswith("pl") else "en"  # English is the better guess for every other language


def user_lang(interaction: discord.Interaction, default: str = "pl") -> str:
    """The language for a reply only this user sees: their Discord client's language."""
    return lang_of_locale(interaction.locale, default)


class CatalogueTranslator(app_commands.Translator):
    """Polish names and descriptions for every command; English is the source text itself."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        if locale != discord.Locale.polish:
            return None
        table = catalogue("pl", "commands")
        key = f"{context.location.name}:{string.message}"
        return table.get(key) or table.get(string.message)
