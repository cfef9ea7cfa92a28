"""LIBERTE_DATA (.env.example): where the owner's data set is read from, asked each time, not fixed at import."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from data.errors import DataError
from data.liberte import validate
from data.liberte.loader import EDITION_DIR, PLACEHOLDER_DIR, REPO_DIR, edition_data, edition_dir, edition_installed
from service.liberte.rules import LiberteRules, data_set, player_colours


def test_lb_0_8_the_default_folder_is_the_edition_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LIBERTE_DATA", raising=False)
    assert edition_dir() == EDITION_DIR
    monkeypatch.setenv("LIBERTE_DATA", "  ")
    assert edition_dir() == EDITION_DIR
    assert not edition_installed(), "the owner's template is not a complete data set"
    with pytest.raises(DataError, match="missing"):
        edition_data()  # every problem named


def test_lb_0_8_the_setting_is_read_when_asked(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("LIBERTE_DATA", str(PLACEHOLDER_DIR))
    assert edition_dir() == PLACEHOLDER_DIR and edition_installed()
    assert edition_data().placeholder and edition_data() is edition_data(), "loaded once per folder"
    monkeypatch.setenv("LIBERTE_DATA", "data/liberte/placeholder")  # relative: from the repository
    assert edition_dir() == REPO_DIR / "data/liberte/placeholder" and edition_installed()
    monkeypatch.setenv("LIBERTE_DATA", str(tmp_path / "nothing-here"))
    assert not edition_installed()
    assert validate.main([]) == 1  # the validator checks the folder the setting names
    broken = tmp_path / "set"
    shutil.copytree(PLACEHOLDER_DIR, broken)
    (broken / "cards.csv").unlink()
    monkeypatch.setenv("LIBERTE_DATA", str(broken))
    assert not edition_installed()


def test_lb_d_8_the_placeholder_named_as_the_edition_stays_a_placeholder(monkeypatch: pytest.MonkeyPatch,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """Pointed at the placeholder (the tests do), the adapter plays the made-up set and every view says so."""
    monkeypatch.setenv("LIBERTE_DATA", str(PLACEHOLDER_DIR))
    assert validate.main([]) == 0
    assert "PLACEHOLDER DATA" in capsys.readouterr().out
    rules = LiberteRules()
    assert rules.default_set == "edition" and data_set("edition").placeholder
    assert player_colours() == tuple(str(c) for c in data_set("placeholder").r("player_colours"))
    state, _ = rules.new_game(list(rules.colours[:3]), {}, seed=5)
    assert state.data_set == "placeholder"
    assert rules.view(state, None)["placeholder_data"] is True
