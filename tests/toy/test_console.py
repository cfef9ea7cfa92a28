"""Ten at the console table, through the shell (console/shell.py) and the console front every game without one
of its own gets (console/choice.py): the computer plays it to its end, a person plays by numbers."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from console.shell import main


def sit(tmp_path: Path, lines: str, *args: str) -> tuple[int, str]:
    out = io.StringIO()
    code = main(["--game", "toy", "--seed", "3", "--boards", str(tmp_path / "boards"), *args], io.StringIO(lines), out)
    return code, out.getvalue()


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_computer_plays_ten_to_its_end(toy_game: str, tmp_path: Path, lang: str) -> None:
    code, text = sit(tmp_path, "", "--players", "red,blue", "--bots", "all", "--lang", lang)
    assert code == 0, text
    assert ("reaches ten and wins" if lang == "en" else "dochodzi do dziesięciu i wygrywa") in text, text
    assert ("Ten at the console table" if lang == "en" else "Dziesięć przy stole konsolowym") in text
    boards = sorted((tmp_path / "boards").rglob("board-*.png"))
    assert boards and boards[0].read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", "its boards, drawn by its own module"
    assert "Traceback" not in text and "{" not in text


def test_a_person_plays_by_the_numbers_hand_lists(toy_game: str, tmp_path: Path) -> None:
    lines = "hand red\nhand blue\n" + "red: 1\nblue: 1\n" * 12
    code, text = sit(tmp_path, lines, "--players", "red,blue")
    assert code == 0, text
    assert "[only to Blue] 1. Blue adds 1" in text and "[only to Red] Red has nothing to do right now." in text
    assert "> red: 1\n  Red has nothing to do right now." in text, "out of turn: said in words, nothing played"
    assert "wins!" in text, "adding one at a time, somebody reaches ten"


def test_bad_seats_are_refused_in_words(toy_game: str, tmp_path: Path) -> None:
    code, text = sit(tmp_path, "", "--players", "red,red")
    assert code == 2 and "Choose 2 to 3 different colours from red, blue, green." in text, text


def test_a_game_lacking_a_part_is_refused_in_one_line(toy_game: str, tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    from dataclasses import replace

    from games import register_game
    from tests import toy

    register_game(replace(toy.SPEC, rules="tests.toy.rules:NoSuchRules"))
    code, text = sit(tmp_path, "", "--players", "red,blue")
    err = capsys.readouterr().err
    assert code == 2 and text == ""
    assert err.strip().splitlines() == [
        "game 'toy': rules 'tests.toy.rules:NoSuchRules' cannot be loaded (AttributeError: module "
        "'tests.toy.rules' has no attribute 'NoSuchRules')"]
