"""What every game's board shares in words: the languages a board is drawn in.

A game's board words live in its own catalogue part (data/messages/<lang>/<game>/board.ftl) and its own
helper (render/mali/strings.py, render/libertalia/labels.py).
"""

from __future__ import annotations

from words.languages import codes

LANGS = codes()

__all__ = ["LANGS"]
