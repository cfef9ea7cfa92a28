"""data/libertalia/loader.py: the shipped files load, and a broken entry is refused with its name (LT-0.4)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from data.libertalia.loader import DATA_DIR, DataError, best_map_split, game_data, load


def copy_data(tmp_path: Path) -> Path:
    for name in ("characters.json", "loot.json", "tunables.json"):
        shutil.copy(DATA_DIR / name, tmp_path / name)
    return tmp_path


def edit(folder: Path, name: str, fn: Any) -> None:
    path = folder / name
    d = json.loads(path.read_text(encoding="utf-8"))
    fn(d)
    path.write_text(json.dumps(d), encoding="utf-8")


def test_shipped_data_loads() -> None:
    d = game_data()
    assert len(d.characters) == 40 and sum(t.count for t in d.loot.values()) == 48
    assert d.night_ranks == {8, 15, 16, 20, 22, 24, 28, 37} and d.end_of_night_ranks == {20}
    assert d.night_unique_ranks == (37,) and d.anchor_unique_ranks == (34,)
    assert {c.key for c in d.characters.values()} >= {"scout", "governor", "wind_nymph"}


def test_map_split_is_the_best_one() -> None:
    assert [best_map_split(n, {"2": 7, "3": 12}) for n in (4, 5, 6, 11)] == [14, 19, 24, 43]


def test_unknown_effect_is_refused(tmp_path: Path) -> None:
    folder = copy_data(tmp_path)
    edit(folder, "characters.json", lambda d: d["characters"][0]["day"].update(effect="fly"))
    with pytest.raises(DataError, match="rank 1"):
        load(folder)


def test_duplicate_rank_is_refused(tmp_path: Path) -> None:
    folder = copy_data(tmp_path)
    edit(folder, "characters.json", lambda d: d["characters"][1].update(rank=1))
    with pytest.raises(DataError, match="duplicate"):
        load(folder)


def test_map_table_must_match_the_sets(tmp_path: Path) -> None:
    folder = copy_data(tmp_path)
    edit(folder, "loot.json", lambda d: d["map_table"].update({"4": 15}))
    with pytest.raises(DataError, match="map_table"):
        load(folder)


def test_phases_must_match_abilities(tmp_path: Path) -> None:
    folder = copy_data(tmp_path)
    edit(folder, "characters.json", lambda d: d["characters"][4].update(phases=["day"]))
    with pytest.raises(DataError, match="phases"):
        load(folder)


def test_a_corrected_number_changes_the_game(tmp_path: Path) -> None:
    folder = copy_data(tmp_path)
    edit(folder, "tunables.json", lambda d: d.update(reputation_coins=[7, 8, 9, 10, 11, 12]))
    assert load(folder).reputation_coins(1) == 7
