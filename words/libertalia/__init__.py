"""Libertalia's room of the words layer: its terms, its events, pending choices and actions in words.

The composer finds `ROOM` through the game's descriptor (games/libertalia.py), so
`words.text(PART, key, lang, _room="libertalia", ...)` names its colours, characters and loot.
What a front end calls: `describe(event)` for the narration, `pick_prompt` and `action_label` for the pick menu,
`describe_pending(pending)` and `options(pending)` for a choice panel (labels fit a Discord button),
`waiting_line` for who is awaited, `describe_action(action)` for the log; refusals go through
`words.refusals.rule_text` (part libertalia_engine).
"""

from words.libertalia.actions import action_label, describe_action
from words.libertalia.choices import (
    MAX_LABEL,
    describe_pending,
    option_fields,
    option_label,
    option_text,
    options,
    pick_prompt,
    waiting_line,
)
from words.libertalia.events import describe
from words.libertalia.room import ROOM
from words.libertalia.terms import (
    GAME,
    PART,
    ability,
    card_label,
    character_name,
    colour_name,
    colours,
    loot_count,
    loot_name,
    phase_name,
)

__all__ = ["GAME", "MAX_LABEL", "PART", "ROOM", "ability", "action_label", "card_label", "character_name", "colour_name",
           "colours", "describe", "describe_action", "describe_pending", "loot_count", "loot_name", "option_fields",
           "option_label", "option_text", "options", "phase_name", "pick_prompt", "waiting_line"]
