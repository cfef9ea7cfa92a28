"""Load and validate Libertalia's data files (LT-0.4: every number and effect parameter lives in data).

The engine asks the `GameData` built here for the character table, the loot tokens and the tunables. The
files are checked once at load and a bad entry is named, so a correction from a physical copy that breaks
something fails at start-up rather than in somebody's game.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from data.errors import DataError as DataError  # its callers' name for it

DATA_DIR = Path(__file__).resolve().parent
PHASES = ("day", "dusk", "night", "anchor")

# The effect codes the engine knows, per phase (a data file naming another one is refused).
CHARACTER_EFFECTS: dict[str, frozenset[str]] = {
    "day": frozenset({"scout", "copy_day", "beggar", "ship_to_hand", "if_leftmost_gain", "reputation_to_end",
                      "preacher", "stowaway", "lose_fraction", "officer", "smuggler", "bodyguard", "brute", "gunner",
                      "necromancer", "gain_per_ship", "brawler", "thief", "recruiter", "watchman",
                      "if_rightmost_gain", "merchant", "surgeon", "lose_per_loot", "reputation", "gain_per_loot",
                      "lose_per_ship", "governor", "gain", "lose"}),
    "dusk": frozenset({"skip_loot", "if_took_loot", "cook"}),
    "night": frozenset({"gain", "copy_night", "mutineer", "freed_prisoner", "topman", "gain_per_loot",
                        "unique_in_ships"}),
    "anchor": frozenset({"gain", "lose", "gain_per_loot", "extra_map", "witch_return", "unique_in_ships",
                         "collector", "gain_per_ship"}),
}
LOOT_EFFECTS: dict[str, frozenset[str]] = {
    "dusk": frozenset({"reputation", "saber"}),
    "anchor": frozenset({"maps", "gain", "lose", "hook"}),
}


@dataclass(frozen=True)
class Character:
    rank: int
    key: str
    phases: tuple[str, ...]
    abilities: dict[str, dict[str, Any]]  # phase -> {"effect": code, params...}

    def ability(self, phase: str) -> dict[str, Any] | None:
        return self.abilities.get(phase)

    def effect(self, phase: str) -> str | None:
        a = self.abilities.get(phase)
        return str(a["effect"]) if a else None


@dataclass(frozen=True)
class Loot:
    kind: str
    count: int
    when: tuple[str, ...]
    abilities: dict[str, dict[str, Any]]

    def ability(self, phase: str) -> dict[str, Any] | None:
        return self.abilities.get(phase)


@dataclass(frozen=True)
class GameData:
    characters: dict[int, Character]
    loot: dict[str, Loot]
    loot_order: tuple[str, ...]  # canonical order of kinds (options, views, the bag)
    map_table: dict[int, int]  # maps held -> doubloons (LT-12.9)
    tunables: dict[str, Any]
    colours: tuple[str, ...]
    night_ranks: frozenset[int]  # characters with a night ability
    day_ranks: frozenset[int]  # characters with a day ability
    loot_index: dict[str, int]  # kind -> its place in loot_order
    end_of_night_ranks: frozenset[int]  # night abilities that wait for the end of the night (LT-9.3)
    night_unique_ranks: tuple[int, ...]  # night abilities looking at other ships (LT-9.4 snapshot)
    anchor_unique_ranks: tuple[int, ...]  # anchor abilities looking at other ships (LT-10.2 snapshot)

    @property
    def midshipman_rank(self) -> float:
        return float(self.tunables["midshipman_rank"])

    def days_in(self, voyage: int) -> int:
        return int(self.tunables["days_per_voyage"][voyage - 1])

    def loot_per_day(self, players: int) -> int:
        return int(self.tunables["loot_per_day"]["two_players"]) if players == 2 else players

    def reputation_coins(self, position: int) -> int:
        return int(self.tunables["reputation_coins"][position - 1])

    def map_value(self, maps: int) -> int:
        """Best split of `maps` into sets of 2 and 3 (LT-12.6), from the set values in loot.json."""
        return best_map_split(maps, self.loot["map"].abilities["anchor"]["sets"])


def best_map_split(maps: int, sets: dict[str, Any]) -> int:
    sizes = {int(k): int(v) for k, v in sets.items()}
    best = [0] * (maps + 1)
    for n in range(1, maps + 1):
        best[n] = best[n - 1]
        for size, value in sizes.items():
            if size <= n:
                best[n] = max(best[n], best[n - size] + value)
    return best[maps]


def _read(folder: Path, name: str) -> Any:
    try:
        return json.loads((folder / name).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise DataError(f"{name}: {exc}") from exc


def _abilities(where: str, raw: dict[str, Any], allowed: dict[str, frozenset[str]]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for phase in PHASES:
        a = raw.get(phase)
        if a is None:
            continue
        if not isinstance(a, dict) or a.get("effect") not in allowed.get(phase, frozenset()):
            raise DataError(f"{where}: unknown {phase} effect {a!r}")
        out[phase] = dict(a)
    return out


def load(folder: Path = DATA_DIR) -> GameData:
    chars_raw = _read(folder, "characters.json")["characters"]
    loot_raw = _read(folder, "loot.json")
    tun = _read(folder, "tunables.json")
    characters: dict[int, Character] = {}
    for c in chars_raw:
        rank = int(c["rank"])
        where = f"characters.json rank {rank}"
        if rank in characters:
            raise DataError(f"{where}: duplicate rank")
        abilities = _abilities(where, c, CHARACTER_EFFECTS)
        phases = tuple(str(p) for p in c["phases"])
        if set(phases) != set(abilities):
            raise DataError(f"{where}: phases {phases} do not match the abilities {sorted(abilities)}")
        characters[rank] = Character(rank, str(c["key"]), phases, abilities)
    if sorted(characters) != list(range(1, int(tun["ranks"]) + 1)):
        raise DataError("characters.json: ranks must be 1..{}".format(tun["ranks"]))
    loot: dict[str, Loot] = {}
    for t in loot_raw["loot"]:
        kind = str(t["kind"])
        abilities = _abilities(f"loot.json {kind}", t, LOOT_EFFECTS)
        loot[kind] = Loot(kind, int(t["count"]), tuple(str(w) for w in t["when"]), abilities)
    for needed in ("map", "saber", "hook", "relic", "barrel"):
        if needed not in loot:
            raise DataError(f"loot.json: no {needed}")
    map_table = {int(k): int(v) for k, v in loot_raw["map_table"].items()}
    sets = loot["map"].abilities["anchor"]["sets"]
    for n, v in map_table.items():
        if best_map_split(n, sets) != v:
            raise DataError(f"loot.json: map_table[{n}] = {v} but the sets give {best_map_split(n, sets)}")
    colours = tuple(str(c) for c in tun["colours"])
    if len(colours) != int(tun["tokens"]) or len(set(colours)) != len(colours):
        raise DataError("tunables.json: colours must be the reputation tokens, all different")
    if len(tun["reputation_coins"]) != len(colours):
        raise DataError("tunables.json: one reputation value per track space")
    night = frozenset(r for r, c in characters.items() if "night" in c.abilities)
    day = frozenset(r for r, c in characters.items() if "day" in c.abilities)
    ends = frozenset(r for r in night if characters[r].abilities["night"].get("end_of_night"))
    night_unique = tuple(r for r in sorted(night) if characters[r].effect("night") == "unique_in_ships")
    anchor_unique = tuple(r for r in sorted(characters) if characters[r].effect("anchor") == "unique_in_ships")
    return GameData(characters, loot, tuple(loot), map_table, tun, colours, night, day,
                    {k: i for i, k in enumerate(loot)}, ends, night_unique, anchor_unique)


@lru_cache(maxsize=1)
def game_data() -> GameData:
    return load()
