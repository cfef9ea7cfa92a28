"""Every rule id of RULES.md (LB-0.1 … LB-9.4, LB-D.1 … LB-D.8) has at least one test naming it."""

from __future__ import annotations

import re
from pathlib import Path

IDS = ["0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "0.10", "1.1", "1.2", "1.3", "1.4", "1.5", "1.6", "1.7", "1.8", "2.1", "2.2", "2.3", "2.4", "2.5", "2.6", "2.7", "3.0", "3.1", "3.2", "3.3", "4.1", "4.2", "4.3", "4.4", "4.5", "4.6", "4.7", "4.8", "4.9", "4.10", "4.11", "4.12", "4.13", "4.14", "4.15", "4.16", "5.1", "5.2", "5.3", "5.4", "5.5", "5.6", "6.1", "6.2", "6.3", "6.4", "6.5", "6.6", "6.7", "6.8", "6.9", "6.10", "6.11", "6.12", "6.13", "6.14", "6.15", "6.16", "6.17", "6.18", "7.1", "7.2", "7.3", "7.4", "7.5", "8.1", "8.2", "8.3", "8.4", "8.5", "8.6", "9.1", "9.2", "9.3", "9.4", "D.1", "D.2", "D.3", "D.4", "D.5", "D.6", "D.7", "D.8"]
RULES = Path("/work/shared/rules/liberte/RULES.md")  # the specification, when this machine has it
TESTS = [Path(__file__).parent, Path(__file__).parents[2] / "data" / "liberte"]


def _tested() -> set[str]:
    text = "".join(p.read_text(encoding="utf-8") for d in TESTS for p in d.glob("test_*.py"))
    return {f"{a.upper()}.{b}" for a, b in re.findall(r"def test_lb_(\d+|d)_(\d+)_", text)}


def test_every_rule_id_has_a_test() -> None:
    missing = [i for i in IDS if i not in _tested()]
    assert not missing, missing


def test_the_id_list_matches_rules_md() -> None:
    """The ids above are RULES.md's own (parsed from its bullets and headings) when the file is at hand."""
    if not RULES.exists():
        return
    found = re.findall(r"^(?:- |### )LB-([0-9D]+\.[0-9]+)", RULES.read_text(encoding="utf-8"), re.M)
    assert sorted(found) == sorted(IDS)
    missing = [i for i in found if i not in _tested()]
    assert not missing, missing
