"""bench/bench_players.py, as a smoke run: one game of each kind, the table printed, a verdict at the end."""

from __future__ import annotations

import pytest

from tests.bench.loading import load_bench


def test_a_small_run_prints_every_row_and_a_verdict(capsys: pytest.CaptureFixture[str]) -> None:
    assert load_bench("bench_players").main(["--libertalia", "1", "--mali", "1"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith("load average:") and lines[-2].startswith("load average:")
    assert sum(line.startswith("libertalia ") and " wins " in line for line in lines) == 2
    assert sum(line.startswith("mali ") and " pt " in line for line in lines) == 6  # 2 variants x 2-4 players
    assert any(line.startswith("libertalia look-ahead") for line in lines)
    assert any(line.startswith("mali cooperative") for line in lines)
    assert lines[-1] == "targets met" or lines[-1].startswith("targets missed: ")


def test_a_rate_interval_is_wilson() -> None:
    bench = load_bench("bench_players")
    assert bench._interval(0, 10).startswith("0.0–")
    assert bench._interval(10, 10).endswith("–100.0 %")
