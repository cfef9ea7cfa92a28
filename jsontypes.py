"""The one alias for raw JSON, and the one shape every game's events share.

Where data has a known shape as it crosses layers (a game's events, its views, its results), it is typed
(each game's `events.py` and `view.py`); `Json` is for what is truly raw: a log payload, a stored body, an
option dict from a command, a document being imported. The types cost nothing at run time: events and views stay
plain dicts, stored as JSON and read back as such.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

if TYPE_CHECKING:
    from typing_extensions import ReadOnly  # typing.ReadOnly from Python 3.13

Json = dict[str, Any]


class Event(TypedDict):
    """Any game's event, as the service sees it: a dict with a "type". Each game's own event TypedDicts (a
    `Literal` type and their fields) are assignable to it, because the service only reads the type."""

    type: ReadOnly[str]


__all__ = ["Event", "Json"]
