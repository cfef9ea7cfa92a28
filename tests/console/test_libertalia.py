"""Libertalia at the console table (console/libertalia.py): whole games through the real service and store."""

from __future__ import annotations

import argparse
import io
import re
import sys
from pathlib import Path

import pytest

from console.libertalia import run


def sitting(tmp_path: Path, lines: str, *, players: str = "red,blue", bots: str = "all", lang: str = "en",
            seed: int = 3) -> tuple[int, str]:
    args = argparse.Namespace(game="libertalia", players=players, bots=bots, lang=lang, seed=seed,
                              boards=tmp_path / "boards")
    out = io.StringIO()
    rc = run(args, io.StringIO(lines), out)
    return rc, out.getvalue()


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_computer_plays_a_whole_game_to_its_result(tmp_path: Path, lang: str) -> None:
    rc, text = sitting(tmp_path, "", lang=lang)
    assert rc == 0
    assert ("Game over" in text) if lang == "en" else ("Koniec gry" in text)
    boards = sorted((tmp_path / "boards").rglob("board-*.png"))
    assert boards and boards[-1].name.endswith("-ended.png")
    assert "Traceback" not in text and not re.search(r"\b(loot|rank|owner):\w", text)  # no raw option ids
    assert "{" not in text and "/hand" not in text  # console words, not Discord's commands


def test_a_player_at_the_keyboard_picks_sees_their_hand_and_answers_choices(tmp_path: Path) -> None:
    # blue is the computer; red types: a card not in hand (refused), the hand, then bare numbers all game long
    lines = "red: pick 40\nhand red\nshow\n" + "red: 1\nred: 2\nred: 3\n" * 200
    rc, text = sitting(tmp_path, lines, bots="blue")
    assert rc == 0
    assert "(LT-6.1)" in text  # the refusal names its rule
    assert "[only to Red] cards:" in text
    assert "Red: " in text and "doubloons, score" in text
    assert "Game over" in text or "Waiting for" in text


def test_bad_colours_are_refused_in_words(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, _ = sitting(tmp_path, "", players="red,orange")
    assert rc == 2 and "orange" in capsys.readouterr().err  # on stderr, as every argument the table cannot play


def test_the_console_path_does_not_import_discord() -> None:
    import subprocess

    code = "import sys, console.shell, console.mali.session, console.libertalia; print('discord' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          cwd=Path(__file__).resolve().parents[2])
    assert done.stdout.strip() == "False", done.stderr
