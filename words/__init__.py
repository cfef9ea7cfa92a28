"""The words layer: every user-facing sentence comes from one Fluent catalogue per language.

    from words import text, User, Time, Term, PLAIN
    text("service", "your_turn", "pl", user=User(42), colour=Term("colour", "red"), deadline=Time(1.7e9))

Catalogues: data/messages/<lang>/<part>.ftl (parts: terms, events, engine, service, bot, board, console),
languages: data/messages/languages.json. Fluent picks plural forms by CLDR category (Polish one / few / many,
via Babel) and can select on a term's gender, so no template needs "(s)" or "(a)". Front ends write the typed
parameters: `DISCORD` (mentions, live timestamps) or a `PlainFront` (names, local times).
"""

from words.compose import Named, arguments, text
from words.languages import codes, default_language, fallback_language, languages, normal, of_locale
from words.params import DISCORD, PLAIN, Channel, DiscordFront, Front, PlainFront, Role, Term, Time, User

__all__ = ["DISCORD", "PLAIN", "Channel", "DiscordFront", "Front", "Named", "PlainFront", "Role", "Term", "Time",
           "User", "arguments", "codes", "default_language", "fallback_language", "languages", "normal",
           "of_locale", "text"]
