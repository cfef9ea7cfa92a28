"""bench/bench_web.py, as a smoke run: a small game, a few viewers for a second; the figures are printed (no
timing is asserted: bench/ says whether its targets are met)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_web.py"


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_web", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_web"] = module
    spec.loader.exec_module(module)
    return module


def test_a_small_run_prints_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    assert _bench().main(["--moves", "30", "--runs", "3", "--viewers", "5", "--seconds", "1"]) == 0
    out = capsys.readouterr().out
    print(out)
    for figure in ("first byte, cold", "first byte, warm", "replay step uncached", "replay step cached",
                   "5 viewers polling", "reloads", "a move: alone"):
        assert figure in out
    assert out.rstrip().splitlines()[-1].startswith(("targets met", "missed: "))
