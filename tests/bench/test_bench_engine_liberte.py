"""bench/bench_engine_liberte.py, as a smoke run: one game of each size, the figures and a verdict printed."""

from __future__ import annotations

import pytest

from tests.bench.loading import load_bench


def test_a_small_run_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert load_bench("bench_engine_liberte").main(["--games", "1"]) == 0
    out = capsys.readouterr().out
    print(out)
    assert "actions/s" in out and "replay of a whole 6-player game" in out
    assert out.rstrip().splitlines()[-1].startswith(("targets met", "missed: "))
