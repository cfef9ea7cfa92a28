"""bench/bench_web.py, as a smoke run: a small game, a few viewers for a second; the figures are printed (no
timing is asserted: bench/ says whether its targets are met)."""

from __future__ import annotations

import pytest

from tests.bench.loading import load_bench


def test_a_small_run_prints_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    assert load_bench("bench_web").main(["--moves", "30", "--runs", "3", "--viewers", "5", "--seconds", "1"]) == 0
    out = capsys.readouterr().out
    print(out)
    for figure in ("first byte, cold", "first byte, warm", "replay step uncached", "replay step cached",
                   "5 viewers polling", "reloads", "a move: alone"):
        assert figure in out
    assert out.rstrip().splitlines()[-1].startswith(("targets met", "missed: "))
