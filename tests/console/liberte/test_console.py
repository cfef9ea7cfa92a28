"""Liberté at the console table (console/liberte.py): whole placeholder games through the real service and store,
the banner saying plainly that the map and cards are made up, a person answering by numbers."""

from __future__ import annotations

import argparse
import io
import re
import subprocess
import sys
from pathlib import Path

from console.liberte import run

RAW = re.compile(r"\b(?:play|special|second|discard|offer|province|stack|card|advance):\w|[{}]|\bev[.-]\w")


def sitting(tmp_path: Path, lines: str, *, players: str = "green,yellow,purple", bots: str = "all",
            lang: str = "en", seed: int = 3) -> tuple[int, str]:
    args = argparse.Namespace(game="liberte", players=players, bots=bots, lang=lang, seed=seed,
                              boards=tmp_path / "boards")
    out = io.StringIO()
    rc = run(args, io.StringIO(lines), out)
    return rc, out.getvalue()


def test_the_computer_plays_a_whole_three_player_game_on_the_placeholder(tmp_path: Path) -> None:
    rc, text = sitting(tmp_path, "")
    assert rc == 0 and "Traceback" not in text
    banner = next(line for line in text.splitlines() if line.startswith("Liberté"))
    assert "PLACEHOLDER DATA" in banner and "NOT Liberté's" in banner
    assert "Turn 4 of 4 begins." in text and "Game over (" in text
    assert not RAW.search(text), RAW.search(text)
    # a computer's discards from its hidden hand are said without the card ("discards a card")
    assert not [line for line in text.splitlines() if "[computer]" in line and "Discard: " in line]


def test_the_polish_table_says_the_placeholder_too(tmp_path: Path) -> None:
    rc, text = sitting(tmp_path, "quit\n", bots="", lang="pl")
    assert rc == 0
    banner = next(line for line in text.splitlines() if line.startswith("Liberté"))
    assert "DANYCH ZASTĘPCZYCH" in banner and "NIE są mapa ani karty Liberté" in banner
    assert "Nowa gra w Liberté" in text and "zmyślone na próbę" in text


def test_a_player_at_the_keyboard_sees_the_hand_and_answers_by_number(tmp_path: Path) -> None:
    # yellow and purple are the computer; green types: a number out of range, the hand, then a few numbers
    lines = "green: 99\nhand green\nshow\n" + "green: 3\ngreen: 1\n" * 12 + "quit\n"
    rc, text = sitting(tmp_path, lines, bots="yellow,purple")
    assert rc == 0 and "Traceback" not in text
    assert "? choose a number from 1 to" in text
    assert "[only to Green] hand: " in text and "| display: " in text
    assert "[only to Green] Your action: play a card, take cards or pass." in text
    assert "[only to Green]   1. Pass" in text
    assert "Green plays " in text  # a card played by its number
    assert not RAW.search(text), RAW.search(text)


def test_the_liberte_console_path_does_not_import_discord() -> None:
    code = "import sys, console.shell, console.liberte; print('discord' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          cwd=Path(__file__).resolve().parents[3])
    assert done.stdout.strip() == "False", done.stderr
