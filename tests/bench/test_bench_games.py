"""bench/bench_games.py, as a smoke run: /games over a dozen games on three servers answers in one store read and
lists them all; the figures are printed."""

from __future__ import annotations

import pytest

from tests.bench.loading import load_bench


def test_a_small_run_lists_every_game_in_one_read(capsys: pytest.CaptureFixture[str]) -> None:
    assert load_bench("bench_games").main(["--games", "12", "--servers", "3", "--runs", "5"]) == 0
    out = capsys.readouterr().out
    print(out)
    assert "listed 12 games; store calls per /games: 1 (games_of)" in out
