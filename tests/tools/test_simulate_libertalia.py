"""The Libertalia simulation tool: reproducible figures from whole games, every character counted."""

from __future__ import annotations

import io

from tools.libertalia.simulate import main, report, simulate


def test_the_same_seed_gives_the_same_figures() -> None:
    a = simulate([2, 6], games=2, seed=5, greedy_seats=1, player="greedy")
    b = simulate([2, 6], games=2, seed=5, greedy_seats=1, player="greedy")
    assert [(c.scores, c.played) for c in a] == [(c.scores, c.played) for c in b]


def test_the_look_ahead_player_is_the_default_and_reproducible_too() -> None:
    a = simulate([3], games=1, seed=5, greedy_seats=1)
    b = simulate([3], games=1, seed=5, greedy_seats=1)
    assert a[0].scores == b[0].scores and a[0].played == b[0].played


def test_every_game_plays_characters_on_each_day_and_scores_everyone() -> None:
    (two, six) = simulate([2, 6], games=2, seed=1, greedy_seats=1, player="greedy")
    for cell, n in ((two, 2), (six, 6)):
        assert cell.games == 2 and len(cell.scores) == 2 * n and len(cell.winners) == 2
        assert min(cell.scores) >= 0 and max(cell.winners) == max(cell.scores)
        # 15 days a game (4 + 5 + 6); every player has cards on the first day of each voyage at least
        assert sum(cell.played.values()) >= 2 * 3 * n
        assert set(cell.played) <= set(range(1, 41))


def test_the_report_lists_every_player_count_and_all_forty_characters() -> None:
    out = io.StringIO()
    report(simulate([3], games=1, seed=2, greedy_seats=1, player="greedy"), out)
    lines = out.getvalue().splitlines()
    assert lines[1].split()[0] == "3"
    assert len([ln for ln in lines if ln[:4].strip().isdigit() and len(ln.split()) > 2]) >= 40


def test_a_bad_player_count_is_refused() -> None:
    import pytest

    with pytest.raises(SystemExit):
        main(["--players", "7", "--games", "1"])
