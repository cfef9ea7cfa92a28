"""The console's edges, issue 23 item 10: output whose reader leaves early, seats that cannot make a game, a bot
with no route to Discord, the advanced deployment at the console, and what `undo` takes back."""

from __future__ import annotations

import argparse
import io
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from console.mali.describe import scout_away
from console.mali.session import run_table
from console.mali.words import help_text
from console.shell import main

REPO = Path(__file__).resolve().parents[2]
TOKEN = "XfakeTokenForTestsOnly0000.AbCdEf.not-a-real-signature-just-a-test"  # not a real token


def environment(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN",)}
    return {**env, "DISCORD_TOKEN": "", **extra}


@pytest.mark.parametrize("game", ["mali", "libertalia"])
@pytest.mark.parametrize("buffered", [True, False])
def test_output_that_stops_early_ends_the_table_quietly(tmp_path: Path, game: str, buffered: bool) -> None:
    """`./scripts/run.sh | head -1`: the reader goes after one line; the table neither prints a BrokenPipeError
    traceback nor hangs (its store is closed and it exits)."""
    env = environment() if buffered else environment(PYTHONUNBUFFERED="1")
    if buffered:
        env.pop("PYTHONUNBUFFERED", None)
    proc = subprocess.Popen([sys.executable, "bot.py", "--local", "--game", game, "--bots", "all", "--seed", "3",
                             "--boards", str(tmp_path)], cwd=REPO, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env)
    assert proc.stdout is not None and proc.stderr is not None
    first = proc.stdout.readline()
    proc.stdout.close()  # as head -1 does
    try:
        code = proc.wait(timeout=90)
    except subprocess.TimeoutExpired:
        proc.kill()
        pytest.fail("the table hung after its reader left")
    err = proc.stderr.read().decode()
    proc.stderr.close()
    assert first.startswith(b"No Discord token")
    assert code == 0, err
    assert "Traceback" not in err and "BrokenPipeError" not in err and "Exception ignored" not in err, err


def test_output_that_stops_at_the_prompt_ends_the_table(tmp_path: Path) -> None:
    """The same on a terminal: the prompt itself cannot be written once the reader has gone."""
    import pty

    leader, follower = pty.openpty()
    env = environment()
    env.pop("PYTHONUNBUFFERED", None)
    proc = subprocess.Popen([sys.executable, "bot.py", "--local", "--seed", "3", "--boards", str(tmp_path)],
                            cwd=REPO, stdin=follower, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    os.close(follower)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.readline()
    proc.stdout.close()
    deadline = time.monotonic() + 60
    while proc.poll() is None and time.monotonic() < deadline:
        os.write(leader, b"show\n")  # a person typing on: every answer finds the reader gone
        time.sleep(0.5)
    os.close(leader)
    if proc.poll() is None:
        proc.kill()
        pytest.fail("the table hung after its reader left")
    err = proc.stderr.read().decode()
    proc.stderr.close()
    assert proc.returncode == 0 and "Traceback" not in err, err


@pytest.mark.parametrize(("game", "players", "lang", "said"), [
    ("libertalia", "red,red", "en", "? red is named twice: each player has a colour of their own."),
    ("libertalia", "red,red", "pl", "? Kolor red podano dwa razy: każdy gracz ma własny kolor."),
    ("libertalia", "red", "en", "? Libertalia is played by 2 to 6 players, not 1."),
    ("libertalia", "red", "pl", "? Libertalia: od 2 do 6 graczy, a podano 1."),
    ("libertalia", "red,blue,green,yellow,purple,black,red", "en", "? red is named twice"),
    ("libertalia", "red,blue,green,yellow,purple,black,white", "en", "? Libertalia is played by 2 to 6 players, not 7."),
    ("mali", "orange,orange", "en", "? orange is named twice: each player has a colour of their own."),
    ("mali", "orange", "en", "? Mali Powstańcy is played by 2 to 4 players, not 1."),
    ("mali", "orange", "pl", "? Mali Powstańcy: od 2 do 4 graczy, a podano 1."),
])
def test_seats_that_cannot_make_a_game_are_refused_by_their_number(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str, players: str, lang: str, said: str) -> None:
    out = io.StringIO()
    code = main(["--game", game, "--players", players, "--lang", lang, "--boards", str(tmp_path)],
                io.StringIO(""), out)
    err = capsys.readouterr().err
    assert code == 2 and said in err, err
    assert "Traceback" not in err and "already have a seat" not in err and "Unknown colour -" not in err
    assert out.getvalue() == ""
    assert not tmp_path.exists() or not any(tmp_path.iterdir())  # no game was opened


def test_a_bot_with_no_route_to_discord_says_so_in_one_line(tmp_path: Path) -> None:
    """Connection refused (as with no route or no name resolution): one line instead of a 76-line traceback,
    and no warnings about voice libraries a bot without voice does not need."""
    code = (
        "import sys, discord.http\n"
        "discord.http.Route.BASE = 'https://127.0.0.1:9/api/v10'  # nothing listens there\n"
        "import bot\n"
        "from settings import from_env\n"
        f"sys.exit(bot.run_bot(from_env({{'DISCORD_TOKEN': {TOKEN!r}, 'DATABASE_URL': {str(tmp_path / 'g.db')!r}}})))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=90,
                          env=environment())
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and "ClientConnectorError" not in done.stderr, done.stderr
    said = [line for line in done.stderr.splitlines() if "Cannot reach Discord" in line]
    assert len(said) == 1 and said[0].startswith("Cannot reach Discord: check the machine's connection or proxy")
    assert "voice will NOT be supported" not in done.stderr and "PyNaCl" not in done.stderr
    assert TOKEN not in done.stderr + done.stdout


def mali(tmp_path: Path, typed: str, lang: str = "en", variant: str = "advanced") -> str:
    args = argparse.Namespace(players="orange,red", variant=variant, liberator=False, mail=False, seed=3, lang=lang,
                              script=None, boards=tmp_path / "boards", bots="", db=None, record=None)
    out = io.StringIO()
    assert run_table(args, io.StringIO(typed), out) == 0
    return out.getvalue()


@pytest.mark.parametrize(("lang", "waiting", "prison"), [("en", "waiting to be placed", "in prison"),
                                                         ("pl", "czeka na rozstawienie", "w więzieniu")])
def test_show_during_the_advanced_deployment_has_no_scout_in_prison(tmp_path: Path, lang: str, waiting: str,
                                                                      prison: str) -> None:
    text = mali(tmp_path, "show\n", lang)
    shown = text[text.index("> show"):]
    assert shown.count(waiting) == 6 and prison not in shown
    assert prison in scout_away(2, lang) and waiting in scout_away(0, lang)  # B-5.6: a caught scout still is


@pytest.mark.parametrize(("lang", "command"), [("en", "“COLOUR: deploy N SPACE”"), ("pl", "„KOLOR: deploy N POLE”")])
def test_a_refusal_during_the_deployment_names_the_consoles_command(tmp_path: Path, lang: str, command: str) -> None:
    text = mali(tmp_path, "red: end\nred: play 1\n", lang)
    refused = [line for line in text.splitlines() if line.startswith("  ! ")]
    assert refused and all("(B-2.4)" in line for line in refused)
    assert all(command in line for line in refused) and "/deploy" not in text and "/rozstaw" not in text


def test_a_service_refusal_at_the_console_names_the_consoles_commands(tmp_path: Path) -> None:
    text = mali(tmp_path, "mod: rollback nowhere\n", variant="basic")
    assert "/game" not in text and "/gra" not in text


@pytest.mark.parametrize(("lang", "undo"), [("en", "take back the whole turn so far (B-5.7)"),
                                            ("pl", "cofnij całą dotychczasową turę (B-5.7)")])
def test_the_help_says_undo_takes_back_the_whole_turn(lang: str, undo: str) -> None:
    shown = help_text(lang)
    assert undo in shown
    assert "last move" not in shown and "ostatni ruch" not in shown
