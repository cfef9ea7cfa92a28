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


def test_bad_seats_are_refused_in_words(toy_game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = sit(tmp_path, "", "--players", "red,red")
    err = capsys.readouterr().err  # on stderr, as every argument the table cannot play
    assert code == 2 and "Choose 2 to 3 different colours from red, blue, green." in err, err


def test_a_game_lacking_a_part_is_refused_in_one_line(toy_game: str, tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    from dataclasses import replace

    from games import register_game
    from tests import ten as toy

    register_game(replace(toy.SPEC, rules="tests.ten.rules:NoSuchRules"))
    code, text = sit(tmp_path, "", "--players", "red,blue")
    err = capsys.readouterr().err
    assert code == 2 and text == ""
    assert err.strip().splitlines() == [
        "game 'toy': rules 'tests.ten.rules:NoSuchRules' cannot be loaded (AttributeError: module "
        "'tests.ten.rules' has no attribute 'NoSuchRules')"]


def test_any_game_keeps_its_game_in_db_records_it_and_replays_it(toy_game: str, tmp_path: Path) -> None:
    """Issue 23 item 7, for any game at console/choice.py: --db resumes, moves.txt records `colour: N`, --script
    replays it, and leaving says where the game is kept and how to go on (./scripts/run.sh …)."""
    db = tmp_path / "ten.sqlite3"
    code, first = sit(tmp_path, "blue: 3\nred: 3\nquit\n", "--players", "red,blue", "--db", str(db))
    assert code == 0, first
    assert (f"The game is kept in {db}. Resume it with: ./scripts/run.sh --local --game toy --boards "
            f"{tmp_path / 'boards'} --db {db}") in first
    record = tmp_path / "boards" / "ten-game1" / "moves.txt"
    assert [x for x in record.read_text(encoding="utf-8").splitlines() if not x.startswith("#")] == [
        "blue: 3", "red: 3"]
    code, again = sit(tmp_path, "blue: 1\nbots all\n", "--db", str(db), "--bots", "red")
    assert "Resuming the game kept in" in again and "wins!" in again, again
    lines = [x for x in record.read_text(encoding="utf-8").splitlines() if not x.startswith("#")]
    assert lines[:3] == ["blue: 3", "red: 3", "blue: 1"] and len(lines) > 3
    replayed = sit(tmp_path, "", "--players", "red,blue", "--script", str(record))[1]
    assert "\n  ! " not in replayed and replayed.count("wins!") == 1
    winner = next(x for x in again.splitlines() if "wins!" in x)
    assert winner in replayed
