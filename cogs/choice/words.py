"""What the choice panel (cogs/choice/panel.py) says, for any game: a label for each legal action, the player's
situation, and which actions (if any) the panel gathers in one menu of their own.

The panel itself knows no game: it asks the game's `ChoiceWords` (its UI's `words`, cogs/choice/__init__.py).
These defaults serve a game that brings none: its words room's `describe_action` as labels, the game's name
as the only situation line, every action a button. Libertalia's (cogs/libertalia.py) names cards and options,
shows the hand, the pick and the question a pending choice asks, and gathers the day's picks in a menu, each
card with its ability in a few words.
"""

from __future__ import annotations

from cogs.i18n import game_text
from jsontypes import Json
from service.results import MyInfo
from words import DISCORD
from words.compose import room

MAX_LABEL = 80  # a button's label; a select option may hold 100
MAX_HINT = 100  # a select option's description (Discord's limit)


class ChoiceWords:
    """The defaults: any game's actions in its words room's words."""

    menu_key = "pick"  # the custom-id name of the menu that gathers `menu_types`
    menu_types: frozenset[str] = frozenset()  # action types gathered in one menu of their own (a hand of cards)

    def label(self, action: Json, info: MyInfo, lang: str) -> str:
        return room(info.game).describe_action({"player": info.colour, **action}, lang, DISCORD)

    def situation(self, info: MyInfo, lang: str) -> list[str]:
        return [game_text(info.game, "cp.title", lang, colour=str(info.colour or ""), game=info.game)]

    def menu_placeholder(self, info: MyInfo, lang: str) -> str:
        return game_text(info.game, "cp.choose_menu", lang)

    def hint(self, action: Json, info: MyInfo, lang: str) -> str | None:
        """A gathered menu option's description under its label (Libertalia: what the character does)."""
        return None

    def hint_of(self, action: Json, info: MyInfo, lang: str) -> str | None:
        text = self.hint(action, info, lang)
        return text if text is None or len(text) <= MAX_HINT else text[: MAX_HINT - 1].rstrip() + "…"

    def is_current(self, action: Json, info: MyInfo) -> bool:
        """Whether a menu's action is the one already chosen (shown selected: a pick that may still change)."""
        return False

    def label_of(self, action: Json, info: MyInfo, lang: str, limit: int = MAX_LABEL) -> str:
        text = self.label(action, info, lang)
        return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


GENERIC = ChoiceWords()
