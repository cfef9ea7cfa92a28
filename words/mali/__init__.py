"""Mali Powstańcy's room of the words layer: its terms, its events and actions in words, its rule refusals.

Everything game-specific about wording lives here; the machinery in words/ knows no game. The composer finds
`ROOM` through the game's descriptor (games/mali.py).
"""

from words.mali.actions import describe_action
from words.mali.events import describe
from words.mali.result import result_notes
from words.mali.room import ROOM
from words.mali.terms import (
    COLOURS,
    GAME,
    card_name,
    colour_name,
    colours,
    goal_name,
    order_name,
    scout_name,
    space_name,
    term,
    token_name,
)
from words.refusals import rule_text

__all__ = ["COLOURS", "GAME", "ROOM", "card_name", "colour_name", "colours", "describe", "describe_action", "goal_name",
           "order_name", "result_notes", "rule_text", "scout_name", "space_name", "term", "token_name"]
