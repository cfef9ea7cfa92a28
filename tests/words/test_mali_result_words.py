"""E-1 - E-4 in words: a tie is not shown as a plain victory, and the end says why the game ended, in chat (the
`game_over` event and the score table), at the console, in both languages, with plurals."""

from __future__ import annotations

from typing import Any

import pytest

from cogs.mali.texts import score_lines
from console.mali.describe import result_lines
from engine.mali import actions as A
from engine.mali.events import MaliResult
from engine.mali.state import GameState
from tests.engine.mali.helpers import FAR, THREE, TWO, act, arrange, finish_round, game, of_type
from words import codes
from words.mali import describe, result_notes

LANGS = codes()


def ended(colours: tuple[str, ...], delivered: dict[str, list[int]]) -> tuple[GameState, dict[str, Any]]:
    """A real game whose deck and track are empty, ended by this round's Time passes (E-1); its game_over."""
    state = arrange(game(colours), everyone=FAR, soldier="MO3", track=[], deck=[], turn="orange",
                    delivered=delivered)
    state, events = finish_round(state, dice=[1])
    assert state.result is not None
    return state, of_type(events, "game_over")[0]


def result(state: GameState) -> MaliResult:
    assert state.result is not None
    return state.result


# orange delivers two orders of 2 points, red one of 4: tied at 4, orange wins on orders delivered, 2 to 1
BROKEN = {"en": "Tied at 4 points: more orders delivered decide, 2 to 1.",
          "pl": "Remis przy 4 punktach rozstrzyga liczba dostarczonych rozkazów: 2 do 1."}
# nobody delivers anything: tied at 0 and 0, a shared victory
SHARED = {"en": "Tied at 0 points and 0 orders delivered: nothing breaks the tie.",
          "pl": "Remis przy 0 punktach i 0 dostarczonych rozkazach: nic go nie rozstrzyga."}
DECK_EMPTY = {"en": "The game ended: the order deck and the track are empty.",
              "pl": "Koniec gry: talia rozkazów i tor są puste."}


@pytest.mark.parametrize("lang", LANGS)
def test_E_1_a_tie_broken_on_orders_delivered_is_named_in_chat_and_at_the_console(lang: str) -> None:
    state, over = ended(TWO, {"orange": [11, 12], "red": [2]})
    assert result(state)["winners"] == ["orange"]
    said = describe(over, lang)
    assert BROKEN[lang] in said and ("talia rozkazów i tor są puste" if lang == "pl" else
                                     "the order deck and the track are empty") in said, said
    assert ("Zwycięstwo: pomarańczowy." if lang == "pl" else "Victory: orange.") in said
    chat = score_lines(dict(result(state)), lang)
    assert chat[1:3] == [BROKEN[lang], DECK_EMPTY[lang]], chat
    assert chat[3].startswith("🏆"), "the winner of the tie-break is listed first"
    console = result_lines(dict(result(state)), lang)
    assert [line.strip() for line in console[1:3]] == [BROKEN[lang], DECK_EMPTY[lang]], console


@pytest.mark.parametrize("lang", LANGS)
def test_E_1_a_tie_nothing_breaks_is_a_shared_victory_said_so(lang: str) -> None:
    state, over = ended(TWO, {})
    said = describe(over, lang)
    assert SHARED[lang] in said and ("Wspólne zwycięstwo" if lang == "pl" else "Shared victory") in said, said
    assert result_notes(result(state), lang) == [SHARED[lang], DECK_EMPTY[lang]]


@pytest.mark.parametrize(("total", "orders", "en", "pl"), [
    (1, 1, "Tied at 1 point and 1 order delivered", "Remis przy 1 punkcie i 1 dostarczonym rozkazie"),
    (3, 2, "Tied at 3 points and 2 orders delivered", "Remis przy 3 punktach i 2 dostarczonych rozkazach"),
    (22, 5, "Tied at 22 points and 5 orders delivered", "Remis przy 22 punktach i 5 dostarczonych rozkazach"),
])
def test_the_tie_line_has_plural_forms(total: int, orders: int, en: str, pl: str) -> None:
    tie = {"outcome": "victory", "winners": ["red", "violet"], "reason": "E-1",
           "tie": {"total": total, "tied": ["red", "violet"], "orders": orders, "next_orders": None}}
    assert result_notes(tie, "en")[0].startswith(en) and result_notes(tie, "pl")[0].startswith(pl)


@pytest.mark.parametrize("lang", LANGS)
def test_E_2_E_3_E_4_the_end_says_why(lang: str) -> None:
    """A defeat (the threat), a moderator's end, the last player left: each says why, and no tie line."""
    crushed = arrange(game(TWO), everyone=FAR, soldier="MO3", tanks={"WO1": "small", "PW1": "small", "ZO1": "small"},
                      track=[(1, 4)], turn="orange")
    crushed, events = finish_round(crushed, dice=[1])
    stopped, stop_events = act(arrange(game(TWO), turn="orange"), A.Abort("moderator"))
    alone, alone_events = act(arrange(game(THREE), turn="orange"), A.RemovePlayer("red"), A.RemovePlayer("violet"))
    why = {"en": ["the threat reached its limit", "a moderator stopped it early", "only one player is left"],
           "pl": ["zagrożenie osiągnęło granicę", "moderator przerywa grę", "w grze zostaje tylko jeden gracz"]}[lang]
    for state, evs, reason in zip((crushed, stopped, alone), (events, stop_events, alone_events), why, strict=True):
        notes = result_notes(result(state), lang)
        assert len(notes) == 1 and reason in notes[0], notes
        assert reason in describe(of_type(evs, "game_over")[0], lang)
        assert any(reason in line for line in result_lines(dict(result(state)), lang))
    assert ("przegrywają wszyscy" if lang == "pl" else "everybody loses") in describe(
        of_type(events, "game_over")[0], lang)
