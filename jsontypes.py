"""The one alias for raw JSON: a decoded object whose shape the code reading it checks itself.

Where data has a known shape as it crosses layers (a game's events, its views, its results), it is typed
(each game's `events.py` and `view.py`); `Json` is for what is truly raw: a log payload, a stored body, an
option dict from a command, a document being imported.
"""

from __future__ import annotations

from typing import Any

Json = dict[str, Any]

__all__ = ["Json"]
