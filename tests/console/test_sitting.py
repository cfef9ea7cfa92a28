"""The sitting every game's console shares (console/sitting.py), issue 23 items 7 and 8: Libertalia (any game at
console/choice.py) keeps its game in --db and resumes it, records every accepted line in moves.txt (or --record)
and replays it with --script, and says on leaving where the game is kept; the printed resume and replay commands
are the ones a fresh machine runs (./scripts/run.sh …), with the game, its options and the computer's seats."""

from __future__ import annotations

import io
import os
import re
import shlex
import subprocess
from pathlib import Path

import pytest

from console.shell import main

REPO = Path(__file__).resolve().parents[2]


def table(tmp_path: Path, typed: str, *args: str) -> tuple[int, str]:
    out = io.StringIO()
    code = main(["--boards", str(tmp_path / "boards"), *args], io.StringIO(typed), out)
    return code, out.getvalue()


def game_over(text: str) -> str:
    """Libertalia's last word: the winner and the scores."""
    return next(line for line in text.splitlines() if "Game over" in line or "Koniec gry" in line)


def moves(path: Path) -> list[str]:
    return [x for x in path.read_text(encoding="utf-8").splitlines() if x.strip() and not x.startswith("#")]


def printed_command(text: str, sentence: str) -> list[str]:
    """The command a leaving line prints, as argv after ./scripts/run.sh."""
    found = re.search(sentence + r" (\./scripts/run\.sh .+)$", text, re.MULTILINE)
    assert found, text
    return shlex.split(found.group(1))[1:]


LIBERTALIA = ["--game", "libertalia", "--players", "red,blue", "--bots", "blue", "--seed", "3"]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_libertalia_kept_in_db_resumes_where_it_was_and_says_where_it_is(tmp_path: Path, lang: str) -> None:
    db = tmp_path / "lt.sqlite3"
    code, first = table(tmp_path, "red: 1\nred: 2\nquit\n", *LIBERTALIA, "--lang", lang, "--db", str(db))
    assert code == 0, first
    kept = "The game is kept in" if lang == "en" else "Gra jest zapisana w"
    assert f"{kept} {db}." in first
    assert "temporary file" not in first and "pliku tymczasowym" not in first
    folder = tmp_path / "boards" / "lt-game1"
    assert moves(folder / "moves.txt")[:2] == ["blue: pick 29", "red: pick 12"]  # picks by the card's number
    resume = printed_command(first, "Resume it with:" if lang == "en" else "Wznowisz ją poleceniem:")
    assert resume[:4] == ["--local", "--game", "libertalia", "--bots"] and resume[4] == "blue"
    assert ["--db", str(db)] == resume[-2:]
    code, again = table(tmp_path, "bots all\n", *resume[1:])  # the printed command, as the shell takes it
    assert code == 0, again
    resumed = "Resuming the game kept in" if lang == "en" else "Wznawiam grę zapisaną w"
    assert f"{resumed} {db} (game 1)" in again or f"{resumed} {db} (gra 1)" in again
    assert "already has a game" not in again and "Traceback" not in again
    assert game_over(again)
    whole = moves(folder / "moves.txt")
    assert whole[:2] == ["blue: pick 29", "red: pick 12"] and len(whole) > 40
    replay = printed_command(again, "Replay it with:" if lang == "en" else "Odtworzysz grę poleceniem:")
    assert replay[replay.index("--script") + 1] == str(folder / "moves.txt")
    code, replayed = table(tmp_path, "", *replay[1:])
    assert code == 0 and "\n  ! " not in replayed, replayed
    assert game_over(replayed) == game_over(again)  # the record replays the game to the same scores


def test_a_libertalia_record_given_with_record_replays_the_whole_game(tmp_path: Path) -> None:
    record = tmp_path / "game.txt"
    code, first = table(tmp_path, "", "--game", "libertalia", "--players", "red,blue,green", "--bots", "all",
                        "--seed", "8", "--record", str(record))
    assert code == 0 and "Every accepted line is in " + str(record) in first
    lines = moves(record)
    assert all(re.fullmatch(r"(red|blue|green): (pick \d+|\d+)", x) for x in lines), lines
    code, replayed = table(tmp_path, "", "--game", "libertalia", "--players", "red,blue,green", "--seed", "8",
                           "--script", str(record))
    assert code == 0 and "\n  ! " not in replayed
    assert game_over(replayed) == game_over(first)


def test_a_record_begun_on_resuming_is_rebuilt_from_the_kept_log(tmp_path: Path) -> None:
    """The first sitting recorded elsewhere: on resuming, moves.txt is rebuilt from the store's log, each action
    as the numbered line that plays it, and replays the game."""
    db = tmp_path / "lt.sqlite3"
    table(tmp_path, "red: 1\nred: 2\nred: 1\nquit\n", *LIBERTALIA, "--db", str(db), "--record", str(tmp_path / "x.txt"))
    code, finished = table(tmp_path, "bots all\n", "--game", "libertalia", "--db", str(db))
    assert code == 0
    record = tmp_path / "boards" / "lt-game1" / "moves.txt"
    assert moves(record)[:4] == moves(tmp_path / "x.txt")[:4]
    replay = printed_command(finished, "Replay it with:")
    code, replayed = table(tmp_path, "", *replay[1:])
    assert "\n  ! " not in replayed and game_over(replayed) == game_over(finished)


def test_leaving_a_libertalia_game_without_db_says_it_is_gone(tmp_path: Path) -> None:
    code, text = table(tmp_path, "quit\n", *LIBERTALIA)
    assert code == 0
    assert "The game was in a temporary file and is gone (use --db FILE to keep a game)." in text
    assert re.search(r"Every accepted line is in \S+moves\.txt\. Replay it with: \./scripts/run\.sh --local "
                     r"--game libertalia --players red,blue --seed 3 --bots blue --boards \S+ --script \S+", text)


def test_the_mali_resume_command_keeps_the_computer_seats_and_the_options(tmp_path: Path) -> None:
    db = tmp_path / "m.sqlite3"
    code, first = table(tmp_path, "quit\n", "--players", "orange,red,violet", "--liberator", "--mail",
                        "--bots", "red,violet", "--seed", "21", "--db", str(db))
    assert code == 0
    resume = printed_command(first, "Resume it with:")
    assert resume == ["--local", "--game", "mali", "--variant", "basic", "--liberator", "--mail", "--bots",
                      "red,violet", "--boards", str(tmp_path / "boards"), "--db", str(db)]
    code, again = table(tmp_path, "orange: play 4\norange: end\n", *resume[1:])
    assert "ignored" not in again  # the kept game's own options, given again, are no news
    after = again[again.index("> orange: end"):]
    assert "[computer] violet: play " in after  # the computer's seat plays on: it does not wait for ever
    replay = printed_command(first, "Replay it with:")
    assert replay[:12] == ["--local", "--game", "mali", "--players", "orange,red,violet", "--variant", "basic",
                           "--liberator", "--mail", "--seed", "21", "--bots"] and replay[12] == "red,violet"


def test_a_resumed_game_says_which_flags_it_does_not_follow(tmp_path: Path) -> None:
    db = tmp_path / "m.sqlite3"
    table(tmp_path, "quit\n", "--players", "orange,red", "--seed", "5", "--db", str(db))
    _, again = table(tmp_path, "quit\n", "--players", "orange,violet", "--variant", "advanced", "--db", str(db))
    assert "The kept game's own players and options are used; --players, --variant ignored." in again
    _, same = table(tmp_path, "quit\n", "--players", "orange,red", "--variant", "basic", "--seed", "5", "--db", str(db))
    assert "ignored" not in same


def test_the_printed_resume_command_runs_on_this_machine_as_printed(tmp_path: Path) -> None:
    """Run from the repository, as the user typed ./scripts/run.sh: the printed command starts the table (its
    set-up included) and resumes the game with the computer's seat, instead of ModuleNotFoundError."""
    db = tmp_path / "m.sqlite3"
    _, first = table(tmp_path, "quit\n", "--players", "orange,red", "--bots", "red", "--seed", "21", "--db", str(db))
    command = re.search(r"Resume it with: (.+)$", first, re.MULTILINE)
    assert command and command.group(1).startswith("./scripts/run.sh --local --game mali ")
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "VIRTUAL_ENV")}
    done = subprocess.run(["bash", "-c", command.group(1)], cwd=REPO, input="orange: play 4\norange: end\n",
                          capture_output=True, text=True, timeout=120, env={**env, "DISCORD_TOKEN": ""})
    assert done.returncode == 0, done.stderr
    assert f"Resuming the game kept in {db} (game 1)" in done.stdout
    assert "[computer] red: " in done.stdout and "Traceback" not in done.stderr
