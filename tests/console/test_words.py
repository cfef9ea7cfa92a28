"""The console's words, issue 23 item 9: a Libertalia choice shows its options with the prompt, `rules` names a
card by its title (not its internal id), every refusal at a Polish table is Polish, the shell's --help is the
table's for every game (with --local and --lang), the no-token note follows --lang, and the simulators say how
many games they play in all."""

from __future__ import annotations

import argparse
import io
import re
from pathlib import Path

import pytest

import bot as bot_module
from console.libertalia import run as run_libertalia
from console.mali.commands import CommandError, parse
from console.mali.session import run_table
from console.shell import main, parser, tell_no_token

ENGLISH_REFUSALS = ("unknown command", "unknown colour", "no space called", "could mean", "usage:", "must be a number",
                    "start with the colour", "say what to do", "name a space")


def libertalia(tmp_path: Path, lines: str, lang: str = "en") -> str:
    args = argparse.Namespace(game="libertalia", players="red,blue", bots="blue", lang=lang, seed=3,
                              boards=tmp_path / "boards")
    out = io.StringIO()
    assert run_libertalia(args, io.StringIO(lines), out) == 0
    return out.getvalue()


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_libertalia_choice_prints_its_options_with_the_prompt(tmp_path: Path, lang: str) -> None:
    """Nobody types `hand red`: the day's cards, then the dusk's loot, are listed for red as the table waits."""
    text = libertalia(tmp_path, "red: 2\nred: 1\nshow\n", lang)  # blue (the look-ahead player) leaves red's
    # Brute a dusk choice on day 1
    to = "[only to Red]" if lang == "en" else "[tylko dla: Czerwony]"
    assert "> hand" not in text
    first, second, show = text.index("> red: 2"), text.index("> red: 1"), text.index("> show")
    day_one = text[:first]
    assert day_one.index(to + " " + ("Pick" if lang == "en" else "Wybierz")) < day_one.index(f"{to}   1. ")
    assert f"{to}   1. 12 · " in day_one and f"{to}   6. 39 · " in day_one  # the day's cards, as red: N counts them
    dusk = text[first:second]
    assert f"{to} " + ("Dusk" if lang == "en" else "Zmierzch") in dusk
    assert f"{to}   1. " in dusk and f"{to}   2. " in dusk
    day_two = text[second:show]
    assert f"{to}   1. 12 · " in day_two and f"{to}   2. 28 · " in day_two  # day 2: the cards left (the Brute
    # went)
    assert f"{to}   1. " not in text[show:]  # printed when they change, not after every line


def test_the_options_shown_are_the_ones_red_n_plays(tmp_path: Path) -> None:
    text = libertalia(tmp_path, "red: 3\n")
    listed = re.search(r"\[only to Red\]   3\. (\d+) · (\w+)", text)
    assert listed, text
    assert re.search(rf"Reveal! .*red: {listed.group(2)}", text), "red: 3 played the third card listed"


@pytest.mark.parametrize(("lang", "title"), [("en", "12 · Officer"), ("pl", "12 · Oficer")])
def test_rules_names_a_card_by_its_title_not_its_id(tmp_path: Path, lang: str, title: str) -> None:
    text = libertalia(tmp_path, "rules officer\nrules LT-3.3\n", lang)
    assert f"\n  {title}\n" in text
    assert "card:" not in text
    assert "  LT-3.3 · " in text  # a rule keeps its id


POLISH_LINES = [
    ("orange: fly", "? nieznane polecenie 'fly'; wpisz 'help'"),
    ("purple: end", "? nieznany kolor 'purple'"),
    ("orange: move 1", "? użycie: orange: move HARCERZ POLE"),
    ("pomaranczowy: idz 1", "? użycie: pomaranczowy: idz HARCERZ POLE"),
    ("orange: move 1 pa", "? 'pa' może oznaczać: Pawiak, Pałac Michla, PAST-a"),
    ("orange: move 1 Marszałkowska", "? nie ma pola o nazwie 'Marszałkowska'"),
    ("orange: move x WO1", "? numer harcerza to liczba, nie 'x'"),
    ("orange: take 1 x", "? numer rozkazu to liczba, nie 'x'"),
    ("orange:", "? po dwukropku napisz, co zrobić; wpisz 'help'"),
    ("move 2 Pawiak", "? zacznij od koloru, który gra, np. 'pomarańczowy: koniec'"),
    ("orange: signal", "? użycie: orange: signal POLE"),
    ("hand purple", "? nieznany kolor 'purple'"),
]


@pytest.mark.parametrize(("line", "polish"), [x for x in POLISH_LINES if not x[0].startswith("hand ")])
def test_every_refusal_of_a_line_is_in_the_tables_language(line: str, polish: str) -> None:
    with pytest.raises(CommandError) as refused:
        parse(line)
    assert refused.value.message("pl") == polish
    assert any(word in refused.value.message("en") for word in ENGLISH_REFUSALS)  # and English at an English table


def test_a_polish_table_refuses_in_polish(tmp_path: Path) -> None:
    args = argparse.Namespace(players="orange,red", variant="basic", liberator=False, mail=False, seed=21, lang="pl",
                              script=None, boards=tmp_path / "boards", bots="", db=None, record=None)
    out = io.StringIO()
    run_table(args, io.StringIO("\n".join(line for line, _ in POLISH_LINES) + "\n"), out)
    text = out.getvalue()
    for _, polish in POLISH_LINES:
        assert f"  {polish}\n" in text, polish
    assert not any(word in text for word in ENGLISH_REFUSALS), text


def test_help_is_the_tables_for_every_game_with_local_and_lang(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    shown = capsys.readouterr().out
    assert shown.startswith("usage: ./scripts/run.sh ")
    assert "mali (Mali Powstańcy)" in shown and "libertalia (Libertalia)" in shown
    assert "--local" in shown and "even when a token is configured" in shown
    lang = next(a for a in parser()._actions if "--lang" in a.option_strings)
    assert lang.help and "language" in lang.help and "pl" in lang.help
    assert all(a.help for a in parser()._actions)


@pytest.mark.parametrize(("argv", "needle"), [
    (["--lang", "pl"], "Nie skonfigurowano tokenu Discorda"),
    (["--lang=pl", "--game", "libertalia"], "Nie skonfigurowano tokenu Discorda"),
    ([], "No Discord token is configured"),
    (["--lang", "xx"], "No Discord token is configured"),
])
def test_the_no_token_note_follows_lang(argv: list[str], needle: str) -> None:
    out = io.StringIO()
    tell_no_token(argv, out)
    assert out.getvalue().startswith(needle) and "DISCORD_TOKEN" in out.getvalue() and ".env" in out.getvalue()


def test_bot_py_says_the_no_token_note_in_polish(monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setattr(bot_module, "load_dotenv", lambda: None)
    monkeypatch.setattr("console.shell.main", lambda argv: 0)
    assert bot_module.main(["--local", "--lang", "pl"]) == 0
    assert "Nie skonfigurowano tokenu Discorda" in capsys.readouterr().out


def test_the_mali_simulator_says_how_many_games_it_plays_in_all(capsys: pytest.CaptureFixture[str]) -> None:
    from tools.mali.simulate import main as simulate

    simulate(["--games", "1", "--variant", "basic", "--players", "2", "--players", "3", "--quiet", "--jobs", "1"])
    first = capsys.readouterr().out.splitlines()[0]
    assert "games/cell=1 cells=2 (2 games in all: 1 per cell × 2 cells)" in first


def test_the_libertalia_simulator_says_how_many_games_it_plays_in_all(capsys: pytest.CaptureFixture[str]) -> None:
    from tools.libertalia.simulate import main as simulate

    simulate(["--games", "1", "--players", "2", "3"])
    assert capsys.readouterr().out.splitlines()[0] == "2 games in all: 1 per player count × 2 player counts (2 3)"
