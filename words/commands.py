"""Command names in a reader's language, so a sentence that names a command names one that exists.

A catalogue message writes `{ $cmd_game_join }`; the composer asks the front end for it: Discord gets the
localised slash command ("/gra dolacz") from the same table the command tree is localised from
(data/messages/commands.<lang>.json, and each game's data/messages/<lang>/<game>/commands.json for the
commands that belong to it), the console its own line syntax.
"""

from __future__ import annotations

import json
from functools import lru_cache

from games import games, on_change
from words.languages import MESSAGES

PREFIX = "cmd_"


@lru_cache(maxsize=8)
def command_table(lang: str) -> dict[str, str]:
    """Discord localisations of one language, keyed "<location>:<English text>" (or the English text): the
    shared commands' and every registered game's."""
    table: dict[str, str] = {}
    for path in [MESSAGES / f"commands.{lang}.json", *(MESSAGES / lang / g.folder / "commands.json" for g in games())]:
        if path.exists():
            table.update(json.loads(path.read_text(encoding="utf-8")))
    return table


on_change(lambda key: command_table.cache_clear())


def path_of(variable: str) -> str:
    """`cmd_game_join` -> "game join"; `cmd_hand` -> "hand" (a group's name comes first)."""
    words = variable.removeprefix(PREFIX).split("_")
    groups = {k.split(":", 1)[1] for k in command_table("pl") if k.startswith("group_name:")}
    if len(words) > 1 and words[0] in groups:
        return f"{words[0]} {'_'.join(words[1:])}"
    return "_".join(words)


def slash(path: str, lang: str) -> str:
    """The slash command as a user of `lang` types it: "game join" -> "/gra dolacz" in Polish."""
    table = command_table(lang)
    words = path.split()
    out = []
    for i, word in enumerate(words):
        kind = "group_name" if i == 0 and len(words) > 1 else "command_name"
        out.append(table.get(f"{kind}:{word}", word))
    return "/" + " ".join(out)


def exists(path: str) -> bool:
    """Whether the command tree has this command (its English names are the table's keys)."""
    table = command_table("pl")
    words = path.split()
    if len(words) == 2:
        return f"group_name:{words[0]}" in table and f"command_name:{words[1]}" in table
    return f"command_name:{path}" in table


def command_paths() -> list[str]:
    """Every command and group name the tree localises (English, as the cogs write them)."""
    return sorted(k.split(":", 1)[1] for k in command_table("pl") if k.startswith(("command_name:", "group_name:")))
