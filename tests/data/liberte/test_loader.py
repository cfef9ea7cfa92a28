"""Liberté's data files (RULES.md §D): the loader, the validator command, the placeholder and the template."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from data.errors import DataError
from data.liberte import make_placeholder, validate
from data.liberte.loader import EDITION_DIR, PLACEHOLDER_DIR, RULE_KEYS, check, load, placeholder_data

DATA = placeholder_data()


def _copy(tmp_path: Path, src: Path = PLACEHOLDER_DIR) -> Path:
    dst = tmp_path / "set"
    shutil.copytree(src, dst)
    return dst


def _edit(folder: Path, name: str, old: str, new: str) -> None:
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_lb_0_2_every_proposed_or_check_choice_names_its_rule() -> None:
    """LB-0.2: every [proposed] / [CHECK] line of rules.toml names the LB id it carries."""
    for folder in (PLACEHOLDER_DIR, EDITION_DIR):
        for line in (folder / "rules.toml").read_text(encoding="utf-8").splitlines():
            if ("[proposed" in line or "[CHECK" in line) and not line.startswith("#"):
                assert re.search(r"LB-[0-9D]+\.[0-9]+|LB-5\b", line), line
    assert all(rule.startswith("LB-") for _, _, rule in RULE_KEYS.values())


def test_lb_d_1_rules_toml_every_key_checked(tmp_path: Path) -> None:
    """LB-D.1: every constant is read from rules.toml; a missing or mistyped key is named with its rule."""
    assert DATA.r("landslide_red_votes") == 17 and DATA.r("vp.gov_first") == 5
    folder = _copy(tmp_path)
    _edit(folder, "rules.toml", "turns = 4", "")
    _edit(folder, "rules.toml", "offer_size = 3", 'offer_size = "three"')
    _, problems = check(folder)
    assert any("key 'turns' missing (LB-3.0" in p for p in problems)
    assert any("key 'offer_size': expected int" in p for p in problems)
    _edit(folder, "rules.toml", "stacks_per_player_per_province = 1", "stacks_per_player_per_province = 2")
    _, problems = check(folder)
    assert any("implements only" in p and "stacks_per_player_per_province" in p for p in problems)


def test_lb_d_2_regions(tmp_path: Path) -> None:
    """LB-D.2: six regions with their province counts; a bad count is named by row and column."""
    assert sorted(DATA.regions) == [f"r{i}" for i in range(1, 7)]
    folder = _copy(tmp_path)
    _edit(folder, "regions.csv", "r1,Placeholder region 1,colour1,5", "r1,Placeholder region 1,colour1,x")
    _, problems = check(folder)
    assert any(p.startswith("regions.csv row 3 (region r1): column 'province_count'") for p in problems)


def test_lb_d_3_provinces(tmp_path: Path) -> None:
    """LB-D.3: orders 1..N without gaps, one Paris, the CR and VP totals."""
    assert [p.order for p in DATA.provinces] == list(range(1, 28))
    assert [p.order for p in DATA.provinces if p.paris] == [8]
    assert sum(p.cr for p in DATA.provinces) == 14
    assert sorted(p.vp for p in DATA.provinces if p.vp) == [1, 1, 2, 2]
    folder = _copy(tmp_path)
    _edit(folder, "provinces.csv", "\n5,", "\n55,")
    _edit(folder, "provinces.csv", ",true,placeholder", ",false,placeholder")
    _, problems = check(folder)
    assert any("orders must run 1..27 without gaps" in p for p in problems)
    assert any("exactly one province with paris = true" in p for p in problems)


def test_lb_d_4_cards(tmp_path: Path) -> None:
    """LB-D.4: 110 unique cards; a club without a Cannon or with value 2 is named; special counts match."""
    assert len(DATA.cards) == 110
    folder = _copy(tmp_path)
    text = (folder / "cards.csv").read_text(encoding="utf-8")
    line = next(ln for ln in text.splitlines() if ",club," in ln)
    cid = line.split(",")[0]
    bad = line.replace(",1,wild,", ",2,wild,").replace(",true,false,false,", ",false,false,false,")
    _edit(folder, "cards.csv", line, bad)
    _, problems = check(folder)
    assert any(f"(card {cid}): column 'cannon'" in p for p in problems)
    assert any(f"(card {cid}): column 'value'" in p for p in problems)
    with pytest.raises(DataError):
        load(folder)


def test_lb_d_5_turn_track() -> None:
    """LB-D.5: battle names and VP per turn; the turn-2 parked blocks live here only (LB-0.10.12)."""
    assert DATA.turn_track[2].battle_vp == 4 and DATA.turn_track[2].parked == {"W": 2, "M": 2, "R": 2}
    assert [DATA.turn_track[t].battle_vp for t in (3, 4)] == [5, 6]
    assert "parked_on_turn2" not in DATA.rules


def test_lb_d_6_specials() -> None:
    """LB-D.6: six Special types with counts and conditions; the deck holds that many of each."""
    counts = {t: s.count for t, s in DATA.specials.items()}
    assert counts == {"bread_shortage": 2, "emigration": 2, "religious_problems": 2, "guillotine": 2, "purge": 4,
                      "terror": 6}
    assert DATA.specials["terror"].needs_government == "R" and DATA.specials["terror"].needs_presence
    assert DATA.specials["purge"].needs_presence


def test_lb_d_7_tracks() -> None:
    """LB-D.7: the election track's printed length and the landslide beyond it are data."""
    assert DATA.r("election_track_max_space") == 16 and DATA.r("landslide_red_votes") == 17


def test_lb_d_8_placeholder_is_labelled_and_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    """LB-D.8: the placeholder set says it is not Liberté in every file, matches its generator, and validates."""
    assert DATA.placeholder and "PLACEHOLDER" in DATA.r("title")
    for name, text in make_placeholder.files().items():
        assert (PLACEHOLDER_DIR / name).read_text(encoding="utf-8") == text
        assert text.startswith("# PLACEHOLDER DATA — not the real game")
    assert validate.main([str(PLACEHOLDER_DIR)]) == 0
    assert "valid" in capsys.readouterr().out


def test_lb_d_validator_names_every_missing_row_of_the_template(capsys: pytest.CaptureFixture[str]) -> None:
    """The owner's template fails validation, naming every missing row (LB-D.2–D.6)."""
    assert validate.main([str(EDITION_DIR)]) == 1
    out = capsys.readouterr().out
    for cid in range(1, 111):
        assert f"(card {cid}): missing" in out
    for order in range(1, 28):
        assert f"(province {order}): missing" in out
    for r in range(1, 7):
        assert f"(region r{r}): missing" in out
    assert "(turn 3): missing" in out and "(bread_shortage): missing" in out
    assert "key 'edition' not filled in" in out
    assert (EDITION_DIR / "README.md").exists()


def test_lb_d_validator_missing_folder_and_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A missing folder or file is reported (exit 1)."""
    assert validate.main([str(tmp_path / "nope")]) == 1
    folder = _copy(tmp_path)
    (folder / "cards.csv").unlink()
    assert validate.main([str(folder)]) == 1
    assert "cards.csv: file missing" in capsys.readouterr().out
