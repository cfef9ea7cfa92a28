"""Who is asking: a Discord user id, and whether Discord says they moderate this server.

The cog decides `is_moderator` (Manage Server permission, or the moderator role from the server's settings);
the service adds the host of a game and never looks at Discord itself. The name is what the interaction said the
user is called here; the service keeps it in the game's seats for the board (issue 11).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Caller:
    user_id: int
    is_moderator: bool = False
    guild_id: int | None = None
    name: str | None = None  # the display name Discord sent with the interaction (no members intent needed)
