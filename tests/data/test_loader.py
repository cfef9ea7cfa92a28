"""The data files load, and the validator names the bad entry when one is broken."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from data.loader import DATA_DIR, DataError, game_data, load_game_data


def test_shipped_data_matches_the_rules() -> None:
    d = game_data()
    assert len(d.spaces) == 20 and len(d.districts) == 7
    assert sum(len(s.connections) for s in d.spaces.values()) // 2 == 32
    assert len(d.ring) == 12 and d.ring[0] == "MO3"
    assert len(d.orders) == 28 and len(d.letters) == 13 and len(d.drop_tokens) == 10
    assert max(max(row.values()) for row in d.distance.values()) == 6  # BOARD.md: diameter 6
    mean = sum(sum(r.values()) for r in d.distance.values()) / (20 * 19)
    assert round(mean, 2) == 2.74  # BOARD.md: mean distance 2.74


def broken_copy(tmp_path: Path, name: str, edit: Callable[[Any], None]) -> Path:
    for f in ("board.json", "cards.json", "tunables.json"):
        shutil.copy(DATA_DIR / f, tmp_path / f)
    path = tmp_path / name
    doc = json.loads(path.read_text(encoding="utf-8"))
    edit(doc)
    path.write_text(json.dumps(doc), encoding="utf-8")
    return tmp_path


def _one_way(doc: Any) -> None:
    doc["spaces"][0]["connections"].append("SR1")


def _bad_ring(doc: Any) -> None:
    doc["ring_clockwise"][1], doc["ring_clockwise"][2] = doc["ring_clockwise"][2], doc["ring_clockwise"][1]


def _unknown_space(doc: Any) -> None:
    doc["orders"][3]["pickup"] = "XX9"


def _wrong_points(doc: Any) -> None:
    doc["orders"][0]["points"] = 9


def _missing_order(doc: Any) -> None:
    doc["orders"].pop()


@pytest.mark.parametrize(("name", "edit", "needle"), [
    ("board.json", _one_way, "ZO1-SR1"),
    ("board.json", _bad_ring, "ring step"),
    ("cards.json", _unknown_space, "order 4"),
    ("cards.json", _wrong_points, "order 1"),
    ("cards.json", _missing_order, "expected 28 orders"),
])
def test_validator_names_the_bad_entry(tmp_path: Path, name: str, edit: Callable[[Any], None], needle: str) -> None:
    folder = broken_copy(tmp_path, name, edit)
    with pytest.raises(DataError, match=needle):
        load_game_data(folder)


def test_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"board\.json"):
        load_game_data(tmp_path)
