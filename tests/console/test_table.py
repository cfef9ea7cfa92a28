"""The console table plays a whole game from a script and prints the score table."""

from __future__ import annotations

import io
import random

from console.table import ConsoleTable
from engine import Options
from engine.view import waiting_for
from tools.players import greedy_player


def test_bots_play_a_whole_game_and_the_scores_are_printed() -> None:
    out = io.StringIO()
    colours = ["orange", "red", "violet"]
    bots = {c: greedy_player(random.Random(i)) for i, c in enumerate(colours)}
    table = ConsoleTable(colours, Options("advanced", True, True), 11, "pl", out, None, bots)
    table.play([])
    text = out.getvalue()
    assert table.state.phase == "ended"
    assert "Koniec gry" in text and "total" in text
    assert "[only to" in text or "Zasadzka" in text or table.state.options.liberator


def test_refusals_are_printed_and_change_nothing() -> None:
    out = io.StringIO()
    table = ConsoleTable(["orange", "red"], Options("basic"), 3, "en", out, None, {})
    who = waiting_for(table.state)
    other = "orange" if who == "red" else "red"
    before = table.state.to_dict()
    table.handle(f"{other}: play 4")
    table.handle("nonsense")
    assert table.state.to_dict() == before
    assert "(B-5.1)" in out.getvalue() and "start with the colour" in out.getvalue()
