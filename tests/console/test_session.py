"""A sitting at the console table as a new user has it: recording, resuming, scripts, the computer, leaving."""

from __future__ import annotations

import argparse
import io
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from console.mali.describe import result_lines, threat_text
from console.mali.session import run_table
from console.mali.words import help_text, plural
from console.words import WORDS

REPO = Path(__file__).resolve().parents[2]
SCRIPTS = Path(__file__).parent / "scripts"


def table_args(tmp_path: Path, **kw: object) -> argparse.Namespace:
    base: dict[str, object] = {"players": "orange,red", "variant": "basic", "liberator": False, "mail": False,
                               "seed": 21, "lang": "en", "script": None, "boards": tmp_path / "boards", "bots": "",
                               "db": None, "record": None}
    base.update(kw)
    return argparse.Namespace(**base)


def sit(args: argparse.Namespace, typed: str = "") -> str:
    out = io.StringIO()
    assert run_table(args, stdin=io.StringIO(typed), out=out) == 0
    return out.getvalue()


def score_table(out: str, players: int = 2) -> list[str]:
    """The result line, the header and one row per player (without the notes under the result line: the
    tie-break and why the game ended)."""
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("== "))
    table = [line for line in lines[start + 1:] if not line.startswith("   ")]
    return [lines[start], *table[:1 + players]]


def test_a_recorded_game_with_moderator_lines_replays_to_the_same_final_score(tmp_path: Path) -> None:
    record = tmp_path / "game.txt"
    typed = ("orange: play 4\norange: move 2 ZO3\nmod: skip\nred: play 1\nmod: rollback current\n"
             "orange: play 3\nmod: skip\nbots all\n")
    first = sit(table_args(tmp_path, record=record, db=tmp_path / "a.sqlite3"), typed)
    lines = [line for line in record.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    assert lines[:7] == ["orange: play 4", "orange: move 2 ZO3", "mod: skip", "red: play 1", "mod: rollback current",
                         "orange: play 3", "mod: skip"]
    assert len(lines) > 30  # the computer's moves are recorded too
    assert f"--seed 21 --boards {tmp_path / 'boards'} --script {record}" in record.read_text(encoding="utf-8")
    replay = sit(table_args(tmp_path, script=record, db=tmp_path / "b.sqlite3"))
    assert "\n  ! " not in replay
    assert score_table(replay) == score_table(first)
    assert score_table(first)[-1].startswith("Red ")


def test_each_accepted_line_is_in_the_record_at_once(tmp_path: Path) -> None:
    record = tmp_path / "game.txt"

    class Typing:
        """Checks the record before each new line is typed, as a crash would find it."""

        def __init__(self, text: str) -> None:
            self.lines = io.StringIO(text)
            self.seen: list[list[str]] = []

        def isatty(self) -> bool:
            return False

        def readline(self) -> str:
            self.seen.append([x for x in record.read_text(encoding="utf-8").splitlines() if not x.startswith("#")])
            return self.lines.readline()

    typing = Typing("orange: play 4\norange: move 9 ZO3\nmod: skip\n")
    run_table(table_args(tmp_path, record=record), stdin=typing, out=io.StringIO())
    assert typing.seen == [[], ["orange: play 4"], ["orange: play 4"], ["orange: play 4", "mod: skip"]]


def test_a_game_kept_with_db_resumes_where_it_was(tmp_path: Path) -> None:
    db = tmp_path / "kept.sqlite3"
    first = sit(table_args(tmp_path, db=db), "orange: play 4\norange: move 2 ZO3\nquit\n")
    assert (f"The game is kept in {db}. Resume it with: ./scripts/run.sh --local --game mali --variant basic "
            f"--boards {tmp_path / 'boards'} --db {db}") in first
    again = sit(table_args(tmp_path, db=db, players=None, variant=None, seed=None),
                "show\norange: end\nlog 3\n")
    assert "This channel already has a game" not in again
    assert f"Resuming the game kept in {db} (game 1): round 1, Scout movement." in again
    assert "Turn: Orange · card 4 · 1 MP left" in again
    assert "orange 2         Dworzec Gdański" in again
    assert "Orange: ends the turn" in again
    folder = tmp_path / "boards" / "kept-game1"
    record = (folder / "moves.txt").read_text(encoding="utf-8")
    assert [x for x in record.splitlines() if not x.startswith("#")] == [
        "orange: play 4", "orange: move 2 ZO3", "orange: end"]
    assert len(list(folder.glob("board-001-*.png"))) == 1  # the resumed game goes on numbering its boards


def test_a_script_hands_over_to_the_keyboard(tmp_path: Path) -> None:
    script = tmp_path / "start.txt"
    script.write_text("orange: play 4\norange: move 2 ZO3\n", encoding="utf-8")
    out = sit(table_args(tmp_path, script=script), "show\n")
    assert out.index("> orange: move 2 ZO3") < out.index("end of the script") < out.index("> show")
    assert "Turn: Orange · card 4 · 1 MP left" in out


def test_a_script_with_bots_all_plays_the_script_first_then_the_computer(tmp_path: Path) -> None:
    script = tmp_path / "start.txt"
    script.write_text("orange: play 2\norange: end\nred: play 1\n", encoding="utf-8")
    out = sit(table_args(tmp_path, script=script, bots="all"))
    assert "\n  ! " not in out
    first_bot = out.index("  [computer] orange: ")
    assert out.index("> red: play 1") < out.index("the computer plays on") < first_bot
    assert "== " in out  # the computer finished the game


def test_bots_take_seats_mid_game(tmp_path: Path) -> None:
    out = sit(table_args(tmp_path), "bots red\norange: play 4\norange: end\nbots off\nshow\n")
    assert "The computer plays: red." in out and "The computer plays no seat." in out
    assert "  [computer] red: play " in out
    refused = sit(table_args(tmp_path), "bots green\n")
    assert "green has no seat at this table" in refused


@pytest.mark.parametrize("typed", ["quit\n", "", "orange: play 4\n"])
def test_leaving_says_where_the_game_is(tmp_path: Path, typed: str) -> None:
    out = sit(table_args(tmp_path), typed)
    assert "The game was in a temporary file and is gone (use --db FILE to keep a game)." in out
    assert re.search(r"Every accepted line is in \S+moves\.txt\. Replay it with: \./scripts/run\.sh --local --game mali "
                     r"--players orange,red --variant basic --seed 21 --boards \S+ --script \S+moves\.txt", out)


def test_ctrl_c_at_the_prompt_leaves_cleanly(tmp_path: Path) -> None:
    class CtrlC:
        def isatty(self) -> bool:
            return False

        def readline(self) -> str:
            raise KeyboardInterrupt

    out = io.StringIO()
    assert run_table(table_args(tmp_path, db=tmp_path / "k.sqlite3"), stdin=CtrlC(), out=out) == 0
    assert "Interrupted (Ctrl-C)." in out.getvalue() and "The game is kept in" in out.getvalue()


def test_sigint_ends_the_real_program_at_once_without_a_traceback(tmp_path: Path) -> None:
    """A real Ctrl-C (SIGINT) while the table waits for the keyboard: no hang, no traceback."""
    proc = subprocess.Popen(
        [sys.executable, str(REPO / "bot.py"), "--local", "--players", "orange,red", "--seed", "21",
         "--db", str(tmp_path / "s.sqlite3")],
        cwd=tmp_path, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # a shell may ignore it
    assert proc.stdout is not None
    deadline = time.monotonic() + 60
    seen = ""
    while "board image" not in seen and time.monotonic() < deadline:
        seen += proc.stdout.readline()
    time.sleep(0.3)
    os.kill(proc.pid, signal.SIGINT)
    out, err = proc.communicate(timeout=15)
    assert "Traceback" not in err
    assert "Interrupted (Ctrl-C)." in out and "The game is kept in" in out


def test_each_game_has_its_own_board_folder(tmp_path: Path) -> None:
    sit(table_args(tmp_path))
    sit(table_args(tmp_path))
    folders = sorted(p for p in (tmp_path / "boards").iterdir())
    assert len(folders) == 2
    for folder in folders:
        assert next(p.name for p in sorted(folder.glob("*.png"))).startswith("board-001-")


def test_help_lists_the_moderator_and_rules_commands_and_no_pass(tmp_path: Path) -> None:
    out = sit(table_args(tmp_path), "help\nrules B-7.3\nrules threat\nrules\n")
    for needle in ("mod: skip", "mod: rollback [previous]", "mod: end", "rules QUERY", "bots COLOUR"):
        assert needle in out
    assert "pass" not in help_text("en") and "pass" not in help_text("pl").replace("spas", "")
    assert "  B-7.3 · Threat" in out and "topic:" not in out
    assert "usage: rules QUERY" in out


def test_the_log_names_players_and_spaces_and_shows_the_latest_moves(tmp_path: Path) -> None:
    out = sit(table_args(tmp_path), "orange: play 4\norange: move 2 ZO3\nmod: skip\nlog\n")
    log = out[out.index("> log"):]
    assert "Orange: plays card 4" in log
    assert "Orange: moves orange 2 to Dworzec Gdański" in log
    assert "Moderator skips orange" in log
    assert "{" not in log and "ZO3" not in log and "payload" not in log
    short = sit(table_args(tmp_path), "orange: play 4\norange: move 2 ZO3\nlog 1\n")
    assert short[short.index("> log 1"):].count("  #") == 1


def test_show_gives_the_turn_card_mp_threat_and_points(tmp_path: Path) -> None:
    out = sit(table_args(tmp_path), "show\norange: play 4\nshow\n")
    from data.mali.loader import game_data  # the deck left after round 1's two orders: per table (docs/BALANCE.md)
    left = game_data().tunables_for("basic", 2)["order_deck_size"]["2"] - 2
    assert f"Round 1 · Scout movement · threat 0 of 4 · deck {left}" in out
    assert "Turn: Orange · no card played yet" in out
    assert "Turn: Orange · card 4 · 4 MP left" in out
    assert "Points from delivered orders: Orange 0, Red 0" in out
    assert "@" not in out and "0/4" not in out


def test_threat_is_told_against_its_limit_b_7_3() -> None:
    assert threat_text(2, 4, "en") == "threat 2 of 4"
    assert threat_text(5, 4, "en") == "threat 5: the uprising is crushed (it falls at 4)"
    assert threat_text(1, 4, "pl") == "zagrożenie 1 z 4"


def test_the_winner_is_named() -> None:
    row = {"orders": 3, "tokens": 0, "letters": 0, "goal_points": 0, "total": 3}
    result = {"outcome": "victory", "winners": ["red"], "scores": [{**row, "colour": "orange"},
                                                                   {**row, "colour": "red", "total": 5}]}
    assert result_lines(result, "en")[0] == "== Victory: Red wins."
    assert result_lines(result, "pl")[0] == "== Zwycięstwo: Czerwony."
    assert result_lines({**result, "winners": ["orange", "red"]}, "en")[0] == "== Victory: Orange and Red win."
    assert result_lines({"outcome": "defeat", "winners": [], "scores": []}, "en")[0].startswith("== Defeat")


def test_every_console_sentence_has_english_and_polish_with_the_same_placeholders() -> None:
    for key, forms in WORDS.items():
        assert set(forms) == {"en", "pl"}, key
        en, pl = (sorted(set(re.findall(r"{(\w+)}", forms[lang]))) for lang in ("en", "pl"))
        assert en == pl or key in ("mali/victory",), key
    assert [plural("turns", "pl", n) for n in (1, 2, 5, 12, 22, 25)] == [
        "1 turę", "2 tury", "5 tur", "12 tur", "22 tury", "25 tur"]
    assert [plural("turns", "en", n) for n in (1, 2)] == ["1 turn", "2 turns"]


def test_the_polish_table_speaks_polish(tmp_path: Path) -> None:
    out = sit(table_args(tmp_path, lang="pl"), "help\nshow\nquit\n")
    assert "Polecenia (jedno w wierszu" in out and "zagrożenie 0 z 4" in out
    assert "Gra była w pliku tymczasowym" in out


def test_a_record_begun_on_resuming_is_rebuilt_from_the_kept_log_and_replays(tmp_path: Path) -> None:
    db = tmp_path / "kept.sqlite3"
    sit(table_args(tmp_path, db=db, record=tmp_path / "elsewhere.txt"),
        "orange: play 4\norange: move 2 ZO3\nmod: skip\nquit\n")
    finished = sit(table_args(tmp_path, db=db), "bots all\n")
    moves = tmp_path / "boards" / "kept-game1" / "moves.txt"
    lines = [x for x in moves.read_text(encoding="utf-8").splitlines() if not x.startswith("#")]
    assert lines[:3] == ["orange: play 4", "orange: move 2 ZO3", "mod: skip"]
    assert ("Replay it with: ./scripts/run.sh --local --game mali --players orange,red --variant basic --seed 21 "
            f"--bots orange,red --boards {tmp_path / 'boards'} --script {moves}") \
        in finished
    replay = sit(table_args(tmp_path, script=moves, db=tmp_path / "again.sqlite3"))
    assert "\n  ! " not in replay
    assert score_table(replay) == score_table(finished)


def test_bad_arguments_are_refused_in_words(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_table(table_args(tmp_path, script=tmp_path / "nope.txt"), stdin=io.StringIO(""), out=io.StringIO()) == 2
    (tmp_path / "bad.db").write_text("not a database", encoding="utf-8")
    assert run_table(table_args(tmp_path, db=tmp_path / "bad.db"), stdin=io.StringIO(""), out=io.StringIO()) == 2
    err = capsys.readouterr().err
    assert "There is no script file" in err and "cannot be opened as a game file" in err
    assert "purple has no seat at this table" in sit(table_args(tmp_path, bots="purple"))


def test_a_record_that_missed_the_last_kept_line_is_completed_on_resuming(tmp_path: Path) -> None:
    db = tmp_path / "kept.sqlite3"
    sit(table_args(tmp_path, db=db), "orange: play 4\norange: move 2 ZO3\n")
    moves = tmp_path / "boards" / "kept-game1" / "moves.txt"
    text = moves.read_text(encoding="utf-8")
    moves.write_text(text.replace("orange: move 2 ZO3\n", ""), encoding="utf-8")  # as if Ctrl-C came in between
    sit(table_args(tmp_path, db=db), "orange: end\n")
    lines = [x for x in moves.read_text(encoding="utf-8").splitlines() if not x.startswith("#")]
    assert lines == ["orange: play 4", "orange: move 2 ZO3", "orange: end"]
