"""Mali Powstańcy's words room: which parameters of a message are the game's terms, and their names, for the
composer (words/compose.py), which finds `ROOM` through the game's descriptor (games/mali.py)."""

from __future__ import annotations

from typing import Any, cast

from data.mali.loader import game_data
from engine.mali.events import MaliEvent
from words.compose import Named
from words.mali.actions import describe_action
from words.mali.events import describe
from words.mali.terms import (
    COLOURS,
    SCOUT_ID,
    _known,
    card_name,
    colour_forms,
    colour_name,
    district_name,
    goal_name,
    order_name,
    scout_forms,
    scout_name,
    space_gender,
    space_name,
    term,
    token_name,
)
from words.params import Front

PARAM_KINDS: dict[str, str] = {
    "colour": "colour", "player": "colour", "current": "colour", "start": "colour",
    "colours": "colour", "seats": "colour", "winners": "colour",
    "space": "space", "pickup": "space", "destination": "space", "from": "space", "to": "space",
    "scout": "scout", "carrier": "scout", "scout_a": "scout", "scout_b": "scout", "from_scout": "scout",
    "to_scout": "scout", "a": "scout", "b": "scout",
    "card": "card", "token": "token", "phase": "phase", "variant": "variant", "outcome": "outcome",
    "district": "district", "goal": "goal", "action": "action", "type": "action", "source": "source",
    "actions": "actions",
}


class MaliRoom:
    """The words room the composer asks about Mali Powstańcy's parameters."""

    whole = frozenset({"actions"})

    def kind_of(self, name: str, value: Any) -> str | None:
        kind = PARAM_KINDS.get(name)
        if kind == "space" and isinstance(value, str) and SCOUT_ID.match(value):
            return "scout"  # letters pass from one scout to another
        if kind == "scout" and name in ("a", "b") and not (isinstance(value, str) and SCOUT_ID.match(value)):
            return None  # a and b are order numbers in other messages
        return kind

    def constant(self, name: str, lang: str) -> str | None:
        if name == "all_colours":  # the one list of colours (data), in the reader's language
            return ", ".join(colour_name(c, lang) for c in COLOURS)
        return None

    def term(self, kind: str, value: Any, lang: str) -> Named:
        text = str(value)
        if kind == "colour":
            if text in COLOURS:
                return Named(colour_name(text, lang), forms=colour_forms(text, lang))
            return Named(", ".join(colour_name(c, lang) for c in text.split(", ")))  # the engine joins a list
        if kind == "actions":
            return Named("; ".join(describe_action(a, lang) for a in value) if isinstance(value, list) else text)
        if kind == "space":
            return Named(space_name(text), space_gender(text, lang))
        if kind == "scout":
            if isinstance(value, str):
                return Named(scout_name(text, lang), forms=scout_forms(text, lang))
            return Named(text)
        if kind == "order":
            return Named(order_name(int(value), lang) if int(value) in game_data().orders else text)
        if kind == "card":
            return Named(card_name(text, lang))
        if kind == "token":
            return Named(token_name(text, lang))
        if kind == "district":
            return Named(district_name(text))
        if kind == "goal":
            return Named(goal_name(text, lang) if text in game_data().goals else text)
        if kind in ("phase", "variant", "outcome", "action", "source"):
            return Named(term(f"{kind}.{text}", lang) if _known(f"{kind}.{text}", lang) else text)
        return Named(text)

    def title(self, lang: str) -> str:
        return term("game.name", lang)

    def describe_event(self, event: dict[str, Any], lang: str, front: Front) -> str:
        # an event read back from the outbox is the engine's own: typed as its kinds say
        return describe(cast(MaliEvent, event), lang, front=front)

    def describe_action(self, action: dict[str, Any], lang: str, front: Front) -> str:
        return describe_action(action, lang, front)

    def secrets(self, view: dict[str, Any], colour: str, lang: str) -> list[tuple[str, str]]:
        """What a seat's own view holds that others do not see (H-1): its hand, drop tokens and secret goal
        (a finished game's page shows them at every step of its replay)."""
        me = next((p for p in view.get("players") or [] if p.get("colour") == colour), None)
        if me is None:
            return []
        out = [("hand", ", ".join(card_name(str(c), lang) for c in me.get("hand") or [])),
               ("tokens", ", ".join(token_name(str(t), lang) for t in me.get("tokens") or []))]
        if me.get("goal"):
            out.append(("goal", goal_name(str(me["goal"]), lang)))
        return out


ROOM = MaliRoom()
