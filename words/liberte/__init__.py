"""Liberté's room of the words layer: its terms, its events, open choices and actions in words.

The composer finds `ROOM` through the game's descriptor (games/liberte.py), so
`words.text(EVENTS, key, lang, _room="liberte", ...)` names its colours, cards and provinces.
What a front end calls: `describe(event)` for the narration, `describe_pending(pending)` and `options(pending)`
for a choice panel (labels fit a Discord button), `waiting_line` for who is awaited, `describe_action(action)` for
the log; refusals go through `words.refusals.rule_text` (part liberte/engine).
"""

from words.liberte.actions import describe_action
from words.liberte.choices import MAX_LABEL, describe_pending, option_label, options, pending_of, waiting_line
from words.liberte.events import EVENT_TYPES, describe
from words.liberte.room import ROOM
from words.liberte.terms import (
    EVENTS,
    GAME,
    TERMS,
    blocks,
    card_label,
    colour_name,
    colours,
    faction_name,
    game_data,
    kind_name,
    phase_name,
    province_name,
    word,
)

__all__ = ["EVENTS", "EVENT_TYPES", "GAME", "MAX_LABEL", "ROOM", "TERMS", "blocks", "card_label", "colour_name",
           "colours", "describe", "describe_action", "describe_pending", "faction_name", "game_data", "kind_name",
           "option_label", "options", "pending_of", "phase_name", "province_name", "waiting_line", "word"]
