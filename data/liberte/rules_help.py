"""Liberté's rules help behind `/rules` and the console's `rules QUERY`: one short entry per LB id and a few topics.

Entries live in `rules_help.en.json` and `rules_help.pl.json` beside this file, in the shape every game's help has
(id, title, text, keywords), so `/rules` serves Liberté with the same calls as the other games: `load_rules_help`,
`lookup`, `suggest`, `heading`. Ids are the rule ids of RULES.md (`LB-6.4`, `LB-D.8`) and overviews
(`topic:deadlines`). The reading, matching and validation are every game's (data/rules_help.py, given this folder).
All texts are our own summary for players; an entry whose rule RULES.md marks [proposed] or [CHECK] says
"Unconfirmed" / "Niepotwierdzone" and names the data key (rules.toml, specials.csv ...) a group may change.
"""

from __future__ import annotations

from pathlib import Path

from data.rules_help import LANGUAGES, MAX_CHOICES, GameHelp, RuleHelp, heading

DATA_DIR = Path(__file__).resolve().parent
HELP = GameHelp(DATA_DIR)
load_rules_help, lookup, suggest = HELP.load_rules_help, HELP.lookup, HELP.suggest
RULE_PREFIX = "LB-"


def rule_ids(lang: str = "en") -> list[str]:
    """The LB ids the help covers, in file order (topics left out): what a coverage check compares with RULES.md."""
    return [rid for rid in load_rules_help(lang) if rid.startswith(RULE_PREFIX)]


__all__ = ["DATA_DIR", "LANGUAGES", "MAX_CHOICES", "RULE_PREFIX", "RuleHelp", "heading", "load_rules_help", "lookup",
           "rule_ids", "suggest"]
