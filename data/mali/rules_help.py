"""Mali Powstańcy's rules help behind `/rules`: one short entry per rule id of RULES.md (B-…, L-…, M-…, E-…,
H-…) plus a few `topic:…` overviews, in `rules_help.en.json` and `rules_help.pl.json` in data/mali/, read and
searched by the machinery every game's help shares (data/rules_help.py)."""

from __future__ import annotations

from data.mali.loader import DATA_DIR
from data.rules_help import LANGUAGES, MAX_CHOICES, GameHelp, RuleHelp, heading

HELP = GameHelp(DATA_DIR)
load_rules_help, lookup, suggest = HELP.load_rules_help, HELP.lookup, HELP.suggest

__all__ = ["LANGUAGES", "MAX_CHOICES", "RuleHelp", "heading", "load_rules_help", "lookup", "suggest"]
