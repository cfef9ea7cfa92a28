"""The console table's own words, read from the catalogues (data/messages/<lang>/console.ftl, and each game's
own console part, data/messages/<lang>/<game>/console.ftl, for what only its table says).

Everything the console itself says (help, the table view, the log, leaving) lives in those files, in Polish
and English, beside the service's and the bot's words; this module keeps the small API the console calls.
Messages from the service and the engine come from their own parts of the catalogue.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from words.catalogue import Templates, format_message
from words.compose import part_for
from words.languages import codes

PART = "console"
DOTTED = ("log", "act", "variant")  # keys written "log.create" in the code, "log-create" in Fluent


def say(key: str, lang: str, game: str | None = None, **params: object) -> str:
    """One of the console's sentences in `lang` (English when missing), filled in; with a game (its key), the
    game's own console part first."""
    args = {k: v if isinstance(v, int | float) and not isinstance(v, bool) else str(v) for k, v in params.items()}
    return format_message(lang, part_for(PART, key, lang, game), key, args)


def plural(key: str, lang: str, n: int, game: str | None = None) -> str:
    """A count with its noun; the catalogue picks the form by CLDR plural category (1 turę, 2 tury, 5 tur)."""
    return say(key, lang, game, n=n)


def help_text(lang: str, game: str | None = None) -> str:
    return say("help", lang, game)


def _words() -> dict[str, dict[str, str]]:
    """Every console sentence as {key: {lang: template with {name} holes}} (for tests that compare them): the
    shared part's, and each game's own console part's keyed "<game>/<key>"."""
    from games import games

    out: dict[str, dict[str, str]] = {}
    for prefix, part in (("", PART), *((f"{g.folder}/", f"{g.folder}/{PART}") for g in games())):
        tables = {lang: Templates(lang, part) for lang in codes()}
        for k in tables["en"]:
            if k.startswith("cmd-") or k == "help":
                continue
            name = k.replace("-", ".", 1) if k.split("-")[0] in DOTTED else k
            out[prefix + name] = {lang: tables[lang][k] for lang in tables if k in tables[lang]}
    return out


@cache
def _tables() -> tuple[dict[str, dict[str, str]], dict[str, str]]:
    return _words(), {lang: help_text(lang) for lang in codes()}


def __getattr__(name: str) -> Any:
    """WORDS and HELP are built when a test first asks: parsing both languages at import delayed the console's
    first prompt (issue 16)."""
    if name in ("WORDS", "HELP"):
        return _tables()[name == "HELP"]
    raise AttributeError(name)
