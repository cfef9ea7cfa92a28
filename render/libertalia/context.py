"""What every band of the board needs beside the view: the language, the players' names, the words.

Hashable, so a band drawn for one language and one set of names can be cached under it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from render.libertalia import labels


@dataclass(frozen=True)
class Ctx:
    lang: str
    names: tuple[tuple[str, str], ...] = ()
    _by_colour: dict[str, str] = field(default_factory=dict, compare=False, hash=False, repr=False)

    def __post_init__(self) -> None:
        self._by_colour.update(self.names)

    @classmethod
    def of(cls, lang: str, names: Mapping[str, str] | None) -> Ctx:
        return cls(lang, tuple(sorted((str(k), str(v)) for k, v in (names or {}).items())))

    def t(self, key: str, **params: int | str) -> str:
        return labels.label(self.lang, key, **params)

    def name(self, colour: str) -> str:
        return labels.player_name(colour, self._by_colour, self.lang)

    def note(self, colour: str) -> str:
        return labels.player_note(colour, self._by_colour)

    def character(self, rank: float) -> str:
        return labels.character_name(rank, self.lang)

    def loot(self, kind: str) -> str:
        return labels.loot_name(kind, self.lang)

    def loot_count(self, kind: str, count: int) -> str:
        return labels.loot_count(kind, count, self.lang)

    def colour(self, colour: str) -> str:
        return labels.colour_name(colour, self.lang)

    def phase(self, phase: str) -> str:
        return labels.phase_name(phase, self.lang)
