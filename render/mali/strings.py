"""The words Mali's board image writes, from the game's board part (data/messages/<lang>/mali/board.ftl).

Place and district names are proper names and stay Polish in both languages (they come from data/).
Card and token names come from the game's terms, so the board and the chat name them alike.
"""

from __future__ import annotations

from functools import lru_cache

from render.strings import LANGS
from words.catalogue import Templates, fluent_id, format_message, has
from words.mali.terms import BOARD as PART


@lru_cache(maxsize=4096)
def tr(lang: str, key: str) -> str:
    """The word for `key` in `lang`; unknown languages fall back to Polish, unknown keys to the key itself.

    Cached: the catalogues do not change while running, and a board asks for some fifty words per frame.
    """
    code = lang if lang in LANGS else LANGS[0]
    if not has(code, PART, key):
        return key
    return format_message(code, PART, key, {})


def _table(lang: str) -> dict[str, str]:
    return {key: tr(lang, key) for key in Templates(lang, PART)}


STRINGS: dict[str, dict[str, str]] = {lang: _table(lang) for lang in LANGS}  # every board word, for font tests

__all__ = ["LANGS", "PART", "STRINGS", "fluent_id", "tr"]
