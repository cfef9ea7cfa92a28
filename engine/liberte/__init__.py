"""The rules of Liberté (RULES.md LB-…, 3–6 players): pure, deterministic, numbers from data.liberte.

The narrow interface: new_game, apply, legal_actions, view, waiting_for, timeout_action, replay,
action_from_dict and GameState (to_dict / from_dict).
"""

from engine.errors import RuleError
from engine.liberte.actions import Abort, Action, Choose, RemovePlayer, Timeout, action_from_dict
from engine.liberte.game import apply, legal_actions, new_game, replay, timeout_action, waiting_for
from engine.liberte.state import GameState
from engine.liberte.view import seat_state, view

__all__ = ["Abort", "Action", "Choose", "GameState", "RemovePlayer", "RuleError", "Timeout", "action_from_dict", "apply",
           "legal_actions", "new_game", "replay", "seat_state", "timeout_action", "view", "waiting_for"]
