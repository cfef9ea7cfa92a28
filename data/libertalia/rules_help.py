"""Libertalia's rules help behind `/rules`: one short entry per LT id, per card and per topic, in Polish and English.

Entries live in `rules_help.en.json` and `rules_help.pl.json` beside this file, in the same shape as Mali
Powstańcy's (id, title, text, keywords), so `/rules` serves either game with the same calls: `load_rules_help`,
`lookup`, `suggest`, `heading`. Ids are rule ids (`LT-3.3`), overviews (`topic:deadlines`) and cards
(`card:brute`). The reading, matching and validation are every game's (data/rules_help.py, given this folder).
All texts are our own paraphrase; the entries say so and name the facts still unverified.
"""

from __future__ import annotations

from pathlib import Path

from data.rules_help import LANGUAGES, MAX_CHOICES, GameHelp, RuleHelp, heading

DATA_DIR = Path(__file__).resolve().parent
HELP = GameHelp(DATA_DIR)
load_rules_help, lookup, suggest = HELP.load_rules_help, HELP.lookup, HELP.suggest

__all__ = ["DATA_DIR", "LANGUAGES", "MAX_CHOICES", "RuleHelp", "heading", "load_rules_help", "lookup", "suggest"]
