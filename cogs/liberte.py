"""Liberté on Discord. /game new offers it only when an owner's complete edition data set is installed
(`not_offered`, the descriptor's `discord` check, games/liberte.py); the console plays it on the placeholder."""

from __future__ import annotations

from data.liberte.loader import edition_installed
from words.catalogue import format_message


def not_offered() -> str | None:
    """None when /game new may offer Liberté; else why not, in English (the operator's logs)."""
    if edition_installed():
        return None
    return format_message("en", "liberte/bot", "not_offered", {})
