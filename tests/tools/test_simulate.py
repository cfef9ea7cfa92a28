"""The simulation tool runs and prints one row per table."""

from __future__ import annotations

import pytest

from engine import Options
from tools.simulate import main, run


def test_run_counts_games_and_defeats() -> None:
    row = run(2, Options("basic"), 3, "random", 5)
    assert row.games == 3 and 0 <= row.defeats <= 3 and row.mean_rounds >= 1


def test_cli_prints_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--games", "1", "--policy", "random"])
    out = capsys.readouterr().out
    assert "2p basic" in out and "4p advanced" in out and "%" in out
