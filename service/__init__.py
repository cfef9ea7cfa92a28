"""The table service: the game master without Discord (locks, permissions, deadlines, plain-data outcomes)."""

from service.caller import Caller
from service.clock import Clock, FakeClock, SystemClock
from service.errors import ServiceError
from service.messages import Message
from service.outcome import Outcome, RenderRequest
from service.rules import BaseRules, GameRules
from service.sweeper import Sweeper
from service.table import TableService

__all__ = ["BaseRules", "Caller", "Clock", "FakeClock", "GameRules", "Message", "Outcome", "RenderRequest",
           "ServiceError", "Sweeper", "SystemClock", "TableService"]
