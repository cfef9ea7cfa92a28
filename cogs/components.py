"""What a private panel shows, as plain data: buttons and select menus, each carrying the value a tap sends
(a panel's choice token, or an encoded action). Free of discord.py, so a panel's model can be walked by tests
and benchmarks; each panel turns them into components (cogs/mali/panel.py, cogs/choice/panel.py)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Option:
    """One entry of a select menu."""

    label: str
    value: str
    description: str | None = None
    default: bool = False  # shown selected (the pick already made)


@dataclass(frozen=True, slots=True)
class Menu:
    """A select menu; `key` names it in custom ids."""

    key: str
    placeholder: str
    options: tuple[Option, ...]


@dataclass(frozen=True, slots=True)
class Button:
    label: str
    value: str
    style: str = "secondary"  # primary | secondary | success | danger


Row = Menu | tuple[Button, ...]

__all__ = ["Button", "Menu", "Option", "Row"]
