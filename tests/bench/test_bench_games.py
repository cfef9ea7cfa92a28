"""bench/bench_games.py, as a smoke run: /games over a dozen games on three servers answers in one store read and
lists them all; the figures are printed."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_games.py"


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_games", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_games"] = module
    spec.loader.exec_module(module)
    return module


def test_a_small_run_lists_every_game_in_one_read(capsys: pytest.CaptureFixture[str]) -> None:
    assert _bench().main(["--games", "12", "--servers", "3", "--runs", "5"]) == 0
    out = capsys.readouterr().out
    print(out)
    assert "listed 12 games; store calls per /games: 1 (games_of)" in out
