"""Finding things by the names people type: any case, with or without Polish letters, or a unique beginning.

One place for the folding rule, used by the console's commands, the bot's autocomplete and the rules help.
"""

from __future__ import annotations

import unicodedata

from data.mali.loader import GameData, game_data


class UnknownName(ValueError):
    """No space (or more than one) answers to the typed name; the message says which."""


def fold(text: str) -> str:
    """Lower-case without diacritics, so `Łazienki`, `lazienki` and `ŁAZIENKI` match."""
    text = text.replace("ł", "l").replace("Ł", "L")
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower().strip()


def find_space(text: str, data: GameData | None = None) -> str:
    """The id of the space named by its id, its name, or a unique beginning of its name."""
    data = data or game_data()
    key = fold(text)
    if not key:
        raise UnknownName("name a space")
    for sid, space in data.spaces.items():
        if key in (fold(sid), fold(space.name)):
            return sid
    matches = [sid for sid, space in data.spaces.items() if fold(space.name).startswith(key)]
    if len(matches) == 1:
        return matches[0]
    if matches:
        names = ", ".join(data.spaces[m].name for m in matches)
        raise UnknownName(f"'{text}' could mean {names}")
    raise UnknownName(f"no space called '{text}'")
