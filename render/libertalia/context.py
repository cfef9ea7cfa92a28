"""What every band of the board needs beside the view: the language, the players' names, the words."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from render.libertalia import labels


@dataclass(frozen=True)
class Ctx:
    lang: str
    names: Mapping[str, str]

    def t(self, key: str, **params: Any) -> str:
        return labels.label(self.lang, key, **params)

    def name(self, colour: str) -> str:
        return labels.player_name(colour, dict(self.names), self.lang)

    def character(self, rank: int) -> str:
        return labels.character_name(rank, self.lang)

    def loot(self, kind: str) -> str:
        return labels.loot_name(kind, self.lang)

    def colour(self, colour: str) -> str:
        return labels.colour_name(colour, self.lang)
