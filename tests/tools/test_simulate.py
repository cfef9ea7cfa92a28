"""The simulation tool: same seeds give the same figures whatever the number of processes; honest intervals."""

from __future__ import annotations

import io

import pytest

from engine.mali import Options
from tools.mali.simulate import Cell, Progress, apply_override, game_seed, main, run, simulate, tunables_spec, wilson


def test_run_counts_games_and_defeats() -> None:
    row = run(2, Options("basic"), 3, "random", 5)
    assert row.games == 3 and 0 <= row.defeats <= 3 and row.mean_rounds >= 1


def test_same_results_on_one_process_and_on_two() -> None:
    cells = [Cell("basic", 2), Cell("advanced", 3, liberator=True, mail=True)]
    one = simulate(cells, 5, "greedy", 77, jobs=1)
    two = simulate(cells, 5, "greedy", 77, jobs=2)
    assert one == two
    assert [r.cell for r in one] == cells and all(r.games == 5 for r in one)


def test_game_seed_depends_only_on_base_and_index() -> None:
    assert game_seed(1944, 3) == game_seed(1944, 3)
    assert len({game_seed(1944, i) for i in range(100)} | {game_seed(1945, 0)}) == 101


def test_wilson_interval_matches_known_values() -> None:
    lo, hi = wilson(20, 100)
    assert round(lo, 4) == 0.1334 and round(hi, 4) == 0.2888  # textbook 95 % Wilson interval for 20/100
    lo, hi = wilson(0, 50)
    assert lo == 0.0 and 0.07 < hi < 0.072
    assert wilson(0, 0) == (0.0, 1.0)


def test_overrides_reach_one_table_only() -> None:
    spec = tunables_spec(["basic.2:soldier_catch_max_roll=0", "track_length=5"])
    assert spec["per_table"]["basic.2"]["soldier_catch_max_roll"] == 0 and spec["track_length"] == 5
    with pytest.raises(ValueError, match="unknown tunable 'nope'"):
        apply_override(spec, "nope=1")
    with pytest.raises(ValueError, match="not JSON"):
        apply_override(spec, "track_length=five")


def test_a_tunable_changes_the_outcome() -> None:
    # With a threat limit nobody reaches, no game is lost: the override reaches the engine in the workers.
    cell = [Cell("basic", 2)]
    easy = simulate(cell, 6, "greedy", 3, tunables_spec(["threat_limit=50"]), jobs=2)[0]
    assert easy.defeats == 0


def test_progress_line_counts_up() -> None:
    out = io.StringIO()
    progress = Progress(out, every=0.0)
    progress(5, 10)
    progress(10, 10)
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("5/10 games") and lines[-1].startswith("10/10 games")


def test_cli_prints_a_table_with_intervals(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--games", "1", "--policy", "random", "--jobs", "1"])
    captured = capsys.readouterr()
    assert "2p basic" in captured.out and "4p advanced" in captured.out and "%" in captured.out
    assert "games/s" in captured.out and "6/6 games" in captured.err


def test_cli_refuses_a_bad_tunable(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--games", "1", "--tunable", "expert:track_length=3"])
    assert "unknown variant 'expert'" in capsys.readouterr().err
