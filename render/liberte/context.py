"""What every band of the board needs beside the view: the language, the players' names, the words and the data
set's map and cards. Hashable (the data by its folder), so a band drawn for one language and one set of names can
be cached under it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from data.liberte.loader import Card, LiberteData, Province, Region
from render.liberte import labels


@dataclass(frozen=True)
class Ctx:
    lang: str
    data: LiberteData = field(compare=False, hash=False, repr=False)
    folder: str = ""
    names: tuple[tuple[str, str], ...] = ()
    _by_colour: dict[str, str] = field(default_factory=dict, compare=False, hash=False, repr=False)

    def __post_init__(self) -> None:
        self._by_colour.update(self.names)

    @classmethod
    def of(cls, lang: str, data: LiberteData, names: Mapping[str, str] | None) -> Ctx:
        return cls(lang, data, data.folder, tuple(sorted((str(k), str(v)) for k, v in (names or {}).items())))

    def t(self, key: str, **params: int | str) -> str:
        return labels.label(self.lang, key, **params)

    def name(self, colour: str) -> str:
        return labels.player_name(colour, self._by_colour, self.lang)

    def faction(self, faction: str) -> str:
        return self.t(f"board.faction.{faction}")

    def card(self, cid: int) -> Card | None:
        return self.data.cards.get(cid)

    def province(self, order: int) -> Province | None:
        return self.data.provinces[order - 1] if 1 <= order <= len(self.data.provinces) else None

    def regions(self) -> list[Region]:
        return list(self.data.regions.values())

    def region_number(self, region: str) -> int:
        """A region's number (1-based, in the data's order): the map's headers and the cards show it."""
        ids = list(self.data.regions)
        return ids.index(region) + 1 if region in ids else 0
