"""The rules of Mali Powstańcy with Liberator and Civilian Mail: pure, deterministic, no I/O.

The narrow interface the service uses: new_game, apply, legal_actions, view, replay, state (de)serialisation.
"""

from engine.errors import RuleError
from engine.mali.actions import Action, action_from_dict
from engine.mali.game import apply, new_game, replay
from engine.mali.legal import legal_actions
from engine.mali.state import GameState, Options
from engine.mali.view import view

__all__ = ["Action", "GameState", "Options", "RuleError", "action_from_dict", "apply", "legal_actions", "new_game",
           "replay", "view"]
