"""Words for the choice panel (cogs/choice_panel.py): a label for each legal action and the player's situation.

The panel itself knows no game: it asks here, by the game's key (`MyInfo.game`). A game without entries of
its own gets its words room's `describe_action` as labels and no situation lines beyond the title; Libertalia
names cards and options with its words room (words/libertalia) and shows the hand, the pick and the question
a pending choice asks.
"""

from __future__ import annotations

from collections.abc import Callable

from cogs.i18n import bot_text
from jsontypes import Json
from service.messages import words_room
from service.results import MyInfo
from words import DISCORD
from words.compose import room

Label = Callable[[Json, MyInfo, str], str]
Situation = Callable[[MyInfo, str], list[str]]
MAX_LABEL = 80  # a button's label; a select option may hold 100


def generic_label(action: Json, info: MyInfo, lang: str) -> str:
    return room(words_room(info.game)).describe_action({"player": info.colour, **action}, lang, DISCORD)


def generic_situation(info: MyInfo, lang: str) -> list[str]:
    return []


def pending_of(info: MyInfo) -> Json | None:
    """The caller's open choice, with its options (their own view shows a private choice's options too)."""
    return next((p for p in info.view.get("pending") or [] if p.get("player") == info.colour), None)


def libertalia_label(action: Json, info: MyInfo, lang: str) -> str:
    from words.libertalia import card_label, option_label

    if action.get("type") == "pick":
        return card_label(int(action.get("rank") or 0), lang)
    if action.get("type") == "choose":
        pending = pending_of(info) or {}
        option = next((o for o in pending.get("options") or [] if o.get("id") == action.get("option")),
                      {"id": action.get("option")})
        return option_label(str(pending.get("kind", "")), option, lang)
    return generic_label(action, info, lang)


def libertalia_situation(info: MyInfo, lang: str) -> list[str]:
    from words.libertalia import card_label, colour_name, describe_pending, phase_name

    view = info.view
    colour = str(info.colour or "")
    lines = [bot_text("cp.title", lang, colour=colour_name(colour, lang), voyage=int(view.get("voyage") or 0),
                      day=int(view.get("day") or 0), days=int(view.get("days") or 0),
                      phase=phase_name(str(view.get("phase") or ""), lang))]
    me = info.me
    lines.append(bot_text("cp.purse", lang, coins=int(me.get("coins") or 0), score=int(me.get("score") or 0)))
    pending = pending_of(info)
    if pending is not None:
        lines.append(describe_pending(pending, lang))
    hand = [card_label(int(r), lang) for r in view.get("hand") or []]
    lines.append(bot_text("cp.hand", lang, cards=", ".join(hand) or "—"))
    graveyard = [card_label(int(r), lang) for r in view.get("graveyard") or []]
    if graveyard:
        lines.append(bot_text("cp.graveyard", lang, cards=", ".join(graveyard)))
    pick = view.get("pick")
    if view.get("phase") == "selection" and pick is not None:
        lines.append(bot_text("cp.picked", lang, card=card_label(int(pick), lang)))
    elif any(a.get("type") == "pick" for a in info.legal_actions):
        lines.append(bot_text("cp.pick", lang))
    return lines


LABELS: dict[str, Label] = {"libertalia": libertalia_label}
SITUATIONS: dict[str, Situation] = {"libertalia": libertalia_situation}


def label_of(action: Json, info: MyInfo, lang: str, limit: int = MAX_LABEL) -> str:
    text = LABELS.get(info.game, generic_label)(action, info, lang)
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def situation(info: MyInfo, lang: str) -> list[str]:
    return SITUATIONS.get(info.game, generic_situation)(info, lang)
