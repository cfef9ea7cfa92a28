"""Liberté on Discord: the choice panel (cogs/choice/) in Liberté's words — a button (or a select, for many) for
every option of the open choice, labelled by the words room (a card in full where a button has room, by title and
value where it has not), and the player's situation: turn, round and phase, VP, unused tokens and the Battle Box,
the hand, the display, and the question the engine asks now (an action, a refresh, a placement, a tie-break's
"advance a card or decline"). The game's descriptor names this module (games/liberte.py).

/game new offers Liberté only when an owner's complete edition data set is installed (`not_offered`, the
descriptor's `discord` check); the console plays it on the placeholder.
"""

from __future__ import annotations

from typing import Any

from cogs.choice import ChoiceUI
from cogs.choice.words import MAX_LABEL, ChoiceWords
from cogs.i18n import game_text
from data.liberte.loader import edition_installed
from jsontypes import Json
from service.results import MyInfo
from words.catalogue import format_message
from words.liberte import GAME, card_label, colour_name, describe_pending, option_label, pending_of, phase_name


def not_offered() -> str | None:
    """None when /game new may offer Liberté; else why not, in English (the operator's logs)."""
    if edition_installed():
        return None
    return format_message("en", "liberte/bot", "not_offered", {})


def say(key: str, lang: str, **params: Any) -> str:
    return game_text(GAME, key, lang, **params)


def kind_of(info: MyInfo) -> str:
    """The kind of the caller's open choice ("" when none is theirs)."""
    choice = info.view.get("choice") or {}
    return str(choice.get("kind", "")) if choice.get("player") == info.colour else ""


class LiberteWords(ChoiceWords):
    """Every legal action of Liberté is one `choose` of an option id: each is labelled by the option."""

    def label(self, action: Json, info: MyInfo, lang: str) -> str:
        return self.label_of(action, info, lang)

    def label_of(self, action: Json, info: MyInfo, lang: str, limit: int = MAX_LABEL) -> str:
        if action.get("type") == "choose":
            return option_label(kind_of(info), action.get("option"), lang, limit=limit)
        return super().label_of(action, info, lang, limit)

    def situation(self, info: MyInfo, lang: str) -> list[str]:
        view = info.view
        colour = str(info.colour or "")
        placeholder = bool(view.get("placeholder_data", True))
        lines = [say("cp.title", lang, colour=colour_name(colour, lang), turn=int(view.get("turn") or 1),
                     round=int(view.get("round") or 0), phase=phase_name(str(view.get("phase") or ""), lang))]
        if placeholder:
            lines.append(say("cp.placeholder", lang))
        me = next((p for p in view.get("players") or [] if p.get("colour") == colour), None)
        if me is not None:
            lines.append(say("cp.me", lang, vp=int(me.get("vp") or 0), tokens=int(me.get("tokens_unused") or 0),
                             box=int(me.get("battle_box") or 0)))
            display = [card_label(c, lang, placeholder) for c in me.get("display") or []]
            lines.append(say("cp.display", lang, cards="; ".join(display) or "—", count=len(display)))
        hand = [card_label(c, lang, placeholder) for c in view.get("hand") or []]
        lines.append(say("cp.hand", lang, cards="; ".join(hand) or "—", count=len(hand)))
        pending = pending_of(view)
        if pending is not None and pending.get("player") == colour:
            lines.append(describe_pending(pending, lang))
        return lines


def _dict(value: object) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


class LiberteUI(ChoiceUI):
    """The choice panel with Liberté's words, and its result told in full at the end (LB-8, LB-9.3)."""

    def result_lines(self, result: Json, lang: str) -> list[str]:
        """The final VP; after a sudden end each player's points with their three parts, and every hand."""
        lines: list[str] = []
        vp = _dict(result.get("vp"))
        points = _dict(result.get("points"))
        if points:
            tally = "red" if result.get("reason") == "radical_landslide" else "white"
            rows = [say("result.points_row", lang, colour=str(c), total=int(p.get("total") or 0),
                        votes=int(p.get("votes") or 0), map=int(p.get("map") or 0), cards=int(p.get("cards") or 0))
                    for c, p in points.items() if isinstance(p, dict)]
            lines.append(say("result.points", lang, tally=tally, rows="; ".join(rows)))
        elif vp:
            ranked = sorted(vp.items(), key=lambda item: -int(item[1]))
            lines.append(say("result.vp", lang, rows=", ".join(f"{colour_name(str(c), lang)} {int(n)}"
                                                                for c, n in ranked)))
        hands = _dict(result.get("hands"))
        for c, hand in hands.items():
            cards = "; ".join(card_label(x, lang) for x in hand or []) or "—"
            lines.append(say("result.hand", lang, colour=str(c), cards=cards))
        return [line[:1].upper() + line[1:] for line in lines]


UI = LiberteUI(LiberteWords())
