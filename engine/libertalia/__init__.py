"""The rules of Libertalia: Winds of Galecrest (calm side, 2–6 players, Midshipman mode): pure, deterministic.

The narrow interface the service uses (LIBERTALIA.md): new_game, apply, legal_actions, view, waiting_for,
replay, action_from_dict, GameState (de)serialisation. Event codes and pending kinds: engine.libertalia.events.
"""

from engine.errors import RuleError
from engine.libertalia.actions import Abort, Action, Choose, Pick, RemovePlayer, Timeout, action_from_dict
from engine.libertalia.game import apply, legal_actions, new_game, replay
from engine.libertalia.state import GameState, Options
from engine.libertalia.view import view, waiting_for

__all__ = ["Abort", "Action", "Choose", "GameState", "Options", "Pick", "RemovePlayer", "RuleError", "Timeout",
           "action_from_dict", "apply", "legal_actions", "new_game", "replay", "view", "waiting_for"]
