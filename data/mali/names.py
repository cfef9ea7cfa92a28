"""Finding things by the names people type: any case, with or without Polish letters, or a unique beginning.

The folding rule itself is shared (data/text.py); here is finding Mali Powstańcy's spaces by it.
"""

from __future__ import annotations

from data.mali.loader import GameData, game_data
from data.text import fold

__all__ = ["UnknownName", "find_space", "fold"]


class UnknownName(ValueError):
    """No space (or more than one) answers to the typed name. The message says which, in English (for a
    developer, a log); `key` and `params` let a front end word it in the reader's language (the console's
    catalogue: `line-space_<key>`)."""

    def __init__(self, key: str, message: str, **params: str) -> None:
        super().__init__(message)
        self.key = key  # no_name | ambiguous | unknown
        self.params = params


def find_space(text: str, data: GameData | None = None) -> str:
    """The id of the space named by its id, its name, or a unique beginning of its name."""
    data = data or game_data()
    key = fold(text)
    if not key:
        raise UnknownName("no_name", "name a space")
    for sid, space in data.spaces.items():
        if key in (fold(sid), fold(space.name)):
            return sid
    matches = [sid for sid, space in data.spaces.items() if fold(space.name).startswith(key)]
    if len(matches) == 1:
        return matches[0]
    if matches:
        names = ", ".join(data.spaces[m].name for m in matches)
        raise UnknownName("ambiguous", f"'{text}' could mean {names}", text=text, names=names)
    raise UnknownName("unknown", f"no space called '{text}'", text=text)
