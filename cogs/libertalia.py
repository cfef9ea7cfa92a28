"""Libertalia on Discord: the choice panel (cogs/choice/) in Libertalia's words — the hand as a select menu for
the day's secret pick (it shows the current pick and may be used again to change it until the last player has
picked; each card says its ability in a few words), a button (or a select, for many options) for every option
of a pending choice, and the player's situation: voyage and day, doubloons and score, the hand, the graveyard,
the question a choice asks.
The game's descriptor names this module (games/libertalia.py)."""

from __future__ import annotations

from typing import Any

from cogs.choice import ChoiceUI
from cogs.choice.words import ChoiceWords
from cogs.i18n import game_text
from jsontypes import Json
from service.results import MyInfo
from words.libertalia import GAME, ability, card_label, colour_name, describe_pending, option_label, phase_name


def pending_of(info: MyInfo) -> Json | None:
    """The caller's open choice, with its options (their own view shows a private choice's options too)."""
    return next((p for p in info.view.get("pending") or [] if p.get("player") == info.colour), None)


def say(key: str, lang: str, **params: Any) -> str:
    return game_text(GAME, key, lang, **params)


class LibertaliaWords(ChoiceWords):
    menu_types = frozenset({"pick"})

    def label(self, action: Json, info: MyInfo, lang: str) -> str:
        if action.get("type") == "pick":
            return card_label(int(action.get("rank") or 0), lang)
        if action.get("type") == "choose":
            pending = pending_of(info) or {}
            option = next((o for o in pending.get("options") or [] if o.get("id") == action.get("option")),
                          {"id": action.get("option")})
            return option_label(str(pending.get("kind", "")), option, lang)
        return super().label(action, info, lang)

    def hint(self, action: Json, info: MyInfo, lang: str) -> str | None:
        """Where the pick is made, what each character does (our own words, from the catalogue)."""
        return ability(int(action.get("rank") or 0), lang) if action.get("type") == "pick" else None

    def situation(self, info: MyInfo, lang: str) -> list[str]:
        view = info.view
        colour = str(info.colour or "")
        lines = [say("cp.title", lang, colour=colour_name(colour, lang), voyage=int(view.get("voyage") or 0),
                     day=int(view.get("day") or 0), days=int(view.get("days") or 0),
                     phase=phase_name(str(view.get("phase") or ""), lang))]
        me = info.me
        lines.append(say("cp.purse", lang, coins=int(me.get("coins") or 0), score=int(me.get("score") or 0)))
        pending = pending_of(info)
        if pending is not None:
            lines.append(describe_pending(pending, lang))
        hand = [card_label(int(r), lang) for r in view.get("hand") or []]
        lines.append(say("cp.hand", lang, cards=", ".join(hand) or "—"))
        graveyard = [card_label(int(r), lang) for r in view.get("graveyard") or []]
        if graveyard:
            lines.append(say("cp.graveyard", lang, cards=", ".join(graveyard)))
        pick = view.get("pick")
        if view.get("phase") == "selection" and pick is not None:
            lines.append(say("cp.picked", lang, card=card_label(int(pick), lang)))
        elif any(a.get("type") == "pick" for a in info.legal_actions):
            lines.append(say("cp.pick", lang))
        return lines

    def menu_placeholder(self, info: MyInfo, lang: str) -> str:
        return say("cp.pick_menu", lang)

    def is_current(self, action: Json, info: MyInfo) -> bool:
        return action.get("type") == "pick" and action.get("rank") == info.view.get("pick")


UI = ChoiceUI(LibertaliaWords())
