"""The data files load, and the validator names the bad entry when one is broken."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from data.mali.loader import DATA_DIR, DataError, game_data, load_game_data


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


# ---- per-table tunables (docs/BALANCE.md) ----

def _spec() -> dict[str, Any]:
    doc: dict[str, Any] = json.loads((DATA_DIR / "tunables.json").read_text(encoding="utf-8"))
    return doc


def test_every_table_resolves_and_defaults_have_no_override_section() -> None:
    d = game_data()
    assert set(d.tables) == {(v, n, lib, mail) for v in ("basic", "advanced") for n in (2, 3, 4)
                             for lib in (False, True) for mail in (False, True)}
    assert "per_table" not in d.tunables


def test_most_specific_override_wins_and_dicts_merge() -> None:
    spec = _spec()
    spec["track_length"] = 4
    spec["per_table"] = {
        "4": {"track_length": 5},
        "advanced": {"track_length": 6, "orders_revealed": {"4": {"even": 3}}},
        "advanced.4": {"track_length": 7},
    }
    d = game_data().with_tunables(spec)
    assert d.tunables_for("basic", 2)["track_length"] == 4  # the default
    assert d.tunables_for("basic", 4)["track_length"] == 5  # player count
    assert d.tunables_for("advanced", 3)["track_length"] == 6  # variant beats default
    assert d.tunables_for("advanced", 4)["track_length"] == 7  # variant.players beats both
    merged = d.tunables_for("advanced", 4)["orders_revealed"]["4"]
    assert merged == {"odd": spec["orders_revealed"]["4"]["odd"], "even": 3}  # one number changed, the other kept
    assert d.tunables["track_length"] == 4 and d.tunables_for("basic", 4)["orders_revealed"] == spec["orders_revealed"]


def test_engine_reads_the_games_own_table() -> None:
    from engine.mali import Options
    from engine.mali.game import new_game

    spec = _spec()
    spec["per_table"] = {"advanced.3": {"order_deck_size": {"3": 10}}, "basic": {"threat_limit": 9}}
    d = game_data().with_tunables(spec)
    adv, _ = new_game(["orange", "red", "violet"], Options("advanced"), 7, d)
    basic, _ = new_game(["orange", "red", "violet"], Options("basic"), 7, d)
    assert len(adv.deck) + len(adv.track) + len(adv.discarded) == 10
    assert len(basic.deck) + len(basic.track) + len(basic.discarded) == spec["order_deck_size"]["3"]
    assert d.tunables_of(basic)["threat_limit"] == 9 and d.tunables_of(adv)["threat_limit"] == spec["threat_limit"]


def test_expansion_keys_match_every_table_with_that_expansion() -> None:
    spec = _spec()
    spec["per_table"] = {
        "advanced": {"track_length": 5},
        "+mail": {"track_length": 6},  # an expansion key beats a variant key
        "advanced+mail.4": {"track_length": 7},
        "+liberator+mail": {"threat_limit": 6},
    }
    d = game_data().with_tunables(spec)
    assert d.tunables_for("advanced", 3)["track_length"] == 5
    assert d.tunables_for("advanced", 3, mail=True)["track_length"] == 6
    assert d.tunables_for("basic", 2, liberator=True, mail=True)["track_length"] == 6  # +mail matches Lib+Mail too
    assert d.tunables_for("advanced", 4, mail=True)["track_length"] == 7
    assert d.tunables_for("advanced", 4, liberator=True)["track_length"] == 5
    assert d.tunables_for("basic", 3, liberator=True, mail=True)["threat_limit"] == 6
    assert d.tunables_for("basic", 3, mail=True)["threat_limit"] == spec["threat_limit"]


def test_equal_rank_keys_are_resolved_by_a_more_specific_one() -> None:
    spec = _spec()
    spec["per_table"] = {"+liberator": {"track_length": 5}, "+mail": {"track_length": 6},
                         "+liberator+mail": {"track_length": 3}}
    d = game_data().with_tunables(spec)
    assert d.tunables_for("advanced", 2, liberator=True, mail=True)["track_length"] == 3
    assert d.tunables_for("advanced", 2, liberator=True)["track_length"] == 5


def test_shipped_calibration_is_per_table() -> None:
    d = game_data()
    # docs/BALANCE.md: the basic game deals fewer orders, the 3-4 player advanced game reveals more; the
    # rules' own numbers (threat 4, the soldier's dice) are the same at every table.
    assert d.tunables_for("basic", 2)["order_deck_size"]["2"] < d.tunables["order_deck_size"]["2"]
    assert d.tunables_for("advanced", 4)["orders_revealed"]["4"] != d.tunables["orders_revealed"]["4"]
    for table in d.tables.values():
        for name in ("threat_limit", "threat_per_tank", "soldier_catch_max_roll", "soldier_steps_by_roll"):
            assert table[name] == d.tunables[name], name


def test_engine_reads_the_expansion_table() -> None:
    from engine.mali import Options
    from engine.mali.game import new_game

    spec = _spec()
    spec["per_table"] = {"basic+liberator.2": {"order_deck_size": {"2": 8}}}
    d = game_data().with_tunables(spec)
    lib, _ = new_game(["orange", "red"], Options("basic", liberator=True), 7, d)
    plain, _ = new_game(["orange", "red"], Options("basic"), 7, d)
    assert len(lib.deck) + len(lib.track) + len(lib.discarded) == 8
    assert len(plain.deck) + len(plain.track) + len(plain.discarded) == spec["order_deck_size"]["2"]


@pytest.mark.parametrize(("per_table", "needle"), [
    ({"+radio": {"track_length": 5}}, r"per_table\.\+radio: unknown expansion 'radio'"),
    ({"+liberator": {"track_length": 5}, "+mail": {"track_length": 6}},
     r"per_table\.\+liberator and per_table\.\+mail both set track_length for basic with 2 players, liberator\+mail"),
    ({"basic.4": {"track_length": 5}, "basic.4 ": {"track_length": 6}}, r"player count must be one of"),
    ({"+liberator+mail": {"track_length": 5}, "+mail+liberator": {"track_length": 6}},
     r"per_table\.\+mail\+liberator names the same tables as '\+liberator\+mail'"),
    ({"expert": {"track_length": 5}}, r"per_table\.expert: unknown variant 'expert'"),
    ({"basic.7": {"track_length": 5}}, r"per_table\.basic\.7: player count must be one of 2, 3, 4"),
    ({"basic": {"track_lenght": 5}}, r"per_table\.basic\.track_lenght: unknown tunable"),
    ({"advanced.4": {"soldier_catch_max_roll": 9}}, r"per_table\.advanced\.4\.soldier_catch_max_roll must be an integer 0\.\.6"),
    ({"basic": {"soldier_steps_by_roll": [0, 1]}}, r"per_table\.basic\.soldier_steps_by_roll must list 6 integers"),
    ({"3": {"orders_revealed": {"3": {"odd": "two"}}}}, r"per_table\.3\.orders_revealed \[3\] odd must be an integer"),
    ({"advanced": {"order_count": 20}}, r"per_table\.advanced\.order_count is a fixed count"),
    ({"basic": 3}, r"per_table\.basic must be an object"),
    ({"advanced.4": {"order_deck_size": {"4": 40}}}, r"order_deck_size for advanced with 4 players is 40"),
])
def test_bad_override_is_named(per_table: dict[str, Any], needle: str) -> None:
    spec = _spec()
    spec["per_table"] = per_table
    with pytest.raises(DataError, match=needle):
        game_data().with_tunables(spec)


def test_bad_default_is_named(tmp_path: Path) -> None:
    def edit(doc: Any) -> None:
        doc["threat_limit"] = 0
    folder = broken_copy(tmp_path, "tunables.json", edit)
    with pytest.raises(DataError, match=r"tunables\.json: threat_limit must be an integer 1\.\.50 \(got 0\)"):
        load_game_data(folder)


def test_override_section_in_the_file_is_read(tmp_path: Path) -> None:
    def edit(doc: Any) -> None:
        doc["per_table"] = {"basic.2": {"soldier_catch_max_roll": 1}}
    d = load_game_data(broken_copy(tmp_path, "tunables.json", edit))
    assert d.tunables_for("basic", 2)["soldier_catch_max_roll"] == 1
    assert d.tunables_for("basic", 3)["soldier_catch_max_roll"] == d.tunables["soldier_catch_max_roll"]
