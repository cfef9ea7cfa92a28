"""Whether a game has every part its descriptor names, as each layer will ask for it: one line per problem.

The bot checks every game at start-up and the console the game at its table, so a game that lacks a part
fails there, in one clear line, instead of quietly borrowing another game's words later.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from games.spec import GameSpec, load

# what each part must offer (attributes of the module, or of the object a "module:name" part names)
NEEDS: dict[str, tuple[str, ...]] = {
    "words": ("ROOM",),
    "board": ("render_board", "board_filename"),
    "rules_help": ("lookup", "heading", "suggest"),
    "ui": ("UI",),
    "console": ("run",),
}
ROOM_NEEDS = ("kind_of", "term", "constant", "title", "describe_event", "describe_action")
UI_NEEDS = ("prompt_row", "ping_lines", "open_panel", "private_info", "result_lines", "setup")
RULES_NEEDS = ("new_game", "parse_action", "apply", "legal_actions", "view", "waiting_for", "phase", "ended",
               "timeout_action", "load", "dump", "options", "turn_keys", "owes", "public_log")
EVERY_PART = ("rules", "words", "catalogue", "board", "rules_help", "ui", "console", "players", "colours")


def _lacks(obj: Any, names: Iterable[str]) -> list[str]:
    return [n for n in names if not hasattr(obj, n)]


def problems(spec: GameSpec, parts: Iterable[str] = EVERY_PART) -> list[str]:
    """What is wrong with the game's parts (`parts`: those this front end uses), one line each."""
    out: list[str] = []
    for part in parts:
        path = _path(spec, part)
        if path is None:
            continue
        try:
            out += [f"game {spec.key!r}: {part} {path!r} {line}" for line in _check(spec, part, path)]
        except Exception as e:  # a part that cannot even be loaded
            out.append(f"game {spec.key!r}: {part} {path!r} cannot be loaded ({type(e).__name__}: {e})")
    return out


def _path(spec: GameSpec, part: str) -> str | None:
    if part == "catalogue":
        return spec.folder
    value = getattr(spec, part)
    return value if isinstance(value, str) else None


def _check(spec: GameSpec, part: str, path: str) -> list[str]:
    if part == "catalogue":
        codes: list[str] = list(load("words.languages:codes")())
        messages: Path = load("words.languages:MESSAGES")
        folders = [Path(spec.catalogue_dir) / lang if spec.catalogue_dir else messages / lang / path for lang in codes]
        return [f"has no folder {f}" for f in folders if not f.is_dir()]
    loaded = load(path)
    if part == "rules":
        rules = loaded()
        lacks = _lacks(rules, RULES_NEEDS)
        if lacks:
            return [f"lacks {', '.join(lacks)}"]
        if (rules.key, rules.name) != (spec.key, spec.name):
            return [f"is the rules of {rules.key!r} (stored as {rules.name!r}), not of this game"]
        return []
    if part in ("players", "colours"):
        return [] if callable(loaded) else ["is not callable"]
    lacks = _lacks(loaded, NEEDS.get(part, ()))
    if lacks:
        return [f"lacks {', '.join(lacks)}"]
    if part == "words":
        lacks = _lacks(loaded.ROOM, ROOM_NEEDS)
    elif part == "ui":
        lacks = _lacks(loaded.UI, UI_NEEDS)
    return [f"lacks {', '.join(lacks)}"] if lacks else []


__all__ = ["EVERY_PART", "problems"]
