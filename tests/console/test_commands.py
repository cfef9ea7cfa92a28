"""Typed console lines become engine actions; bad lines say how to write them."""

from __future__ import annotations

import pytest

from console.mali.commands import CommandError, find_space, parse
from engine.mali import actions as A


@pytest.mark.parametrize(("line", "expected"), [
    ("orange: play 3", A.PlayCard("orange", "3")),
    ("orange: move 2 Pawiak", A.Move("orange", 2, "WO1")),
    ("red: move 1 plac trz", A.Move("red", 1, "SR5")),
    ("violet: idz 3 Kosciol sw. Stanislawa Kostki", A.Move("violet", 3, "ZO1")),
    ("zielony: zagraj 4", A.PlayCard("green", "4")),
    ("orange: take 1 12", A.PickUpOrder("orange", 1, 12)),
    ("orange: drops 2", A.PickUpDrops("orange", 2)),
    ("orange: letters 1 l03 L05", A.PickUpLetters("orange", 1, ("L03", "L05"))),
    ("orange: give 1 2 L03", A.ExchangeLetters("orange", 1, 2, ("L03",))),
    ("orange: swap 1 3 token", A.Buddies("orange", 1, 3, "token")),
    ("orange: squad", A.Squad("orange", "card")),
    ("orange: signal SR4", A.LightSignal("orange", "SR4")),
    ("orange: change 12 17", A.ChangeOfOrders("orange", 12, 17)),
    ("orange: use grenade Stary Mokotow", A.UseToken("orange", "grenade", space="MO2")),
    ("orange: use radio 12", A.UseToken("orange", "radio", order=12)),
    ("orange: use map 1", A.UseToken("orange", "map", scout=1)),
    ("orange: use bandages", A.UseToken("orange", "bandages")),
    ("orange: deploy 1 SGGW", A.Deploy("orange", 1, "MO3")),
    ("orange: undo", A.Undo("orange")),
    ("orange: undo step", A.Undo("orange", "step")),  # B-5.7: the last step only
    ("pomaranczowy: cofnij krok", A.Undo("orange", "step")),
    ("orange: end", A.EndTurn("orange")),
    ("orange: pass", A.TimeoutPass("orange")),
])
def test_lines_parse_to_actions(line: str, expected: A.Action) -> None:
    assert parse(line).action == expected


@pytest.mark.parametrize(("line", "needle"), [
    ("move 2 Pawiak", "start with the colour"),
    ("black: end", "unknown colour"),
    ("orange:", "say what to do"),
    ("orange: fly 1", "unknown command"),
    ("orange: move two Pawiak", "scout must be a number"),
    ("orange: move 1", "usage"),
    ("orange: move 1 Plac", "could mean"),
    ("orange: move 1 Marszałkowska", "no space called"),
])
def test_bad_lines_explain_themselves(line: str, needle: str) -> None:
    with pytest.raises(CommandError, match=needle):
        parse(line)


def test_space_lookup_ignores_case_and_polish_letters() -> None:
    assert find_space("PAŁAC MICHLA") == find_space("palac michla") == "WO3"
    assert find_space("kos") == "ZO1"
    with pytest.raises(CommandError, match="could mean"):
        find_space("ko")  # Kościół … and Kolonia Staszica
