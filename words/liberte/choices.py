"""Open choices in words: the question to the chooser and a short label per option (LB-9.4).

An option is the engine's id ("pass", "play:12", "province:5", "stack:5:green", "card:green:12", "advance:7" …);
its shape is read from the id, with the choice's kind where one id means two things ("discard" keeps a played card
out of the display, "discard:12" throws a card from the hand; "province:5" places a block, or is Terror's target).
So a logged `choose` action (the id alone) reads as well as a live option. A label fits a Discord button or select
option (at most 80 characters).
"""

from __future__ import annotations

from typing import Any

from jsontypes import Json
from words.catalogue import has
from words.compose import text
from words.liberte.terms import EVENTS, GAME, word
from words.params import DISCORD, Front, Term

MAX_LABEL = 80  # Discord's cap on a button's label and a select option's label
SIMPLE = {"pass": "option.pass", "take": "option.take", "keep": "option.keep", "deck": "option.deck",
          "cannon": "option.cannon", "display": "option.display", "discard": "option.discard_card",
          "decline": "option.decline"}
CARD_HEADS = {"play": "option.play", "special": "option.special", "second": "option.second",
              "discard": "option.discard", "offer": "option.offer", "advance": "option.advance"}


def option_params(kind: str, option_id: str, short: bool = False) -> tuple[str, dict[str, Any]]:
    """The catalogue key of one option's label and its parameters (ids typed as the room names them); `short`
    names a card by its title, faction and value only."""
    card = "card_short" if short else "card"
    parts = option_id.split(":")
    head = parts[0]
    if option_id == "end":
        return ("option.no_second" if kind == "take_second" else "option.end"), {}
    if len(parts) == 1 and head in SIMPLE:
        return SIMPLE[head], {}
    if len(parts) == 2 and head in CARD_HEADS and parts[1].isdigit():
        return CARD_HEADS[head], {"card": Term(card, int(parts[1]))}
    if len(parts) == 2 and head == "province" and parts[1].isdigit():
        return ("option.terror" if kind == "target" else "option.place"), {"province": Term("province", int(parts[1]))}
    if len(parts) == 3 and head == "stack" and parts[1].isdigit():
        return "option.stack", {"province": Term("province", int(parts[1])), "owner": Term("colour", parts[2])}
    if len(parts) == 3 and head == "card" and parts[2].isdigit():
        return "option.display_card", {"card": Term(card, int(parts[2])), "owner": Term("colour", parts[1])}
    return "option.other", {"option": option_id}


def option_label(kind: str, option_id: Any, lang: str, front: Front = DISCORD, limit: int = MAX_LABEL) -> str:
    """One option as a button or select shows it: "Pass", "Play: Marat (red 3, r4; General)", "5 · Normandie";
    a card's region and symbols are left out where the whole label would not fit `limit`."""
    for short in (False, True):
        key, params = option_params(kind, str(option_id), short)
        label = text(EVENTS, key, lang, front, _room=GAME, **params)
        label = label[:1].upper() + label[1:]
        if len(label) <= limit:
            return label
    return label[: limit - 1].rstrip() + "…"


def pending_of(view: Json) -> Json | None:
    """A view's open choice, with the kind of its tie-break (the view keeps that beside the choice)."""
    choice = view.get("choice")
    if not isinstance(choice, dict):
        return None
    tie = view.get("tiebreak")
    return {**choice, "tie": tie.get("kind")} if isinstance(tie, dict) and "tie" not in choice else dict(choice)


def describe_pending(pending: Json, lang: str, front: Front = DISCORD) -> str:
    """The question an open choice asks its chooser (the engine's `pending`, or a view's `pending_of`): the card
    it concerns where the choice names one."""
    kind = str(pending.get("kind", ""))
    key = f"choice.{kind}" if has("en", EVENTS, f"choice.{kind}") else "choice.other"
    params: dict[str, Any] = {}
    if kind in ("place", "keep", "target"):
        if isinstance(pending.get("card"), int):
            params["card"] = Term("card", int(pending["card"]))
            if kind == "place":
                params["left"] = int(pending.get("left") or 0)
        else:
            key += ".plain"
    if kind == "tiebreak":
        params["tie"] = word(f"tie.{pending.get('tie') or 'province'}", lang)
    return text(EVENTS, key, lang, front, _room=GAME, **params)


def options(pending: Json, lang: str, front: Front = DISCORD) -> list[tuple[str, str]]:
    """(option id, label) for every option of an open choice, in the engine's order."""
    kind = str(pending.get("kind", ""))
    return [(str(o), option_label(kind, o, lang, front)) for o in pending.get("options") or []]


def waiting_line(waiting: list[str], pending: Json | None, lang: str, front: Front = DISCORD) -> str:
    """Who the game waits for: the chooser and what they choose."""
    if pending:
        line = text(EVENTS, "status.pending", lang, front, _room=GAME, player=str(pending.get("player", "")),
                    kind=str(pending.get("kind", "")))
        return line[:1].upper() + line[1:]
    return text(EVENTS, "status.waiting", lang, front, _room=GAME, colours=list(waiting))

