"""Load and validate Liberté's data files (LB-0.8, LB-D): the map, the deck, the turn track and every constant.

Nothing about Liberté's board or cards is printed in the code: an owner fills the files of RULES.md §D and the
engine reads them. The check collects *every* problem (file, row, column, what was expected) instead of stopping
at the first, so an owner transcribing 145 rows sees the whole list at once (`python -m data.liberte.validate`).
"""

from __future__ import annotations

import csv
import os
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from data.errors import DataError

HERE = Path(__file__).resolve().parent
PLACEHOLDER_DIR = HERE / "placeholder"
EDITION_DIR = HERE / "edition"  # the default home of an owner's data set; LIBERTE_DATA names another
REPO_DIR = HERE.parent.parent  # a relative LIBERTE_DATA is read from here, wherever the bot was started
EDITION_SETTING = "LIBERTE_DATA"

FACTIONS = ("R", "M", "W")  # Radicals (red), Moderates (blue), Royalists (white): LB-0.3
CARD_TYPES = ("personality", "club", "special")
SPECIAL_TYPES = ("bread_shortage", "emigration", "religious_problems", "guillotine", "purge", "terror")
SETS = ("A", "B")
UNKNOWN = ("", "?", "OWNER")  # an owner's "cannot read it" marks (data-template.md)


# -- the constants of rules.toml: key -> (kind, values allowed or None, LB id). "choice" keys carry a [proposed] or
# [CHECK] ruling; where the engine implements one reading only, `allowed` says so and the validator names it.
RuleSpec = tuple[str, tuple[Any, ...] | None, str]
RULE_KEYS: dict[str, RuleSpec] = {
    "title": ("str", None, "LB-D.8"),
    "edition": ("str", ("valley2010", "warfrog2001", "placeholder"), "LB-0.1"),
    "placeholder": ("bool", None, "LB-D.8"),
    "player_colours": ("list_str", None, "LB-1.6"),
    "players_min": ("int", None, "LB-0.9"),
    "players_max": ("int", None, "LB-0.9"),
    "turns": ("int", None, "LB-3.0"),
    "tokens_per_player": ("int", None, "LB-1.6"),
    "track_tokens": ("int", None, "LB-0.10"),
    "initial_hand": ("int", None, "LB-2.5"),
    "deal_one_player_at_a_time": ("bool", (True,), "LB-0.10"),
    "hand_refill_to": ("int", None, "LB-3.3"),
    "offer_size": ("int", None, "LB-2.5"),
    "deck_order": ("list_str", None, "LB-2.5"),
    "reshuffle_discards_when_deck_empty": ("bool", None, "LB-2.7"),
    "display_max": ("int", None, "LB-4.9"),
    "display_max_with_sans_culottes": ("int", None, "LB-4.9"),
    "take_discard_threshold": ("int", None, "LB-4.10"),
    "take_discard_count": ("int", None, "LB-4.10"),
    "take_two_value": ("int", None, "LB-4.10"),
    "take_two_first_any_value": ("bool", None, "LB-4.10"),
    "second_card_value": ("int", None, "LB-4.7"),
    "stack_max_blocks": ("int", None, "LB-4.4"),
    "province_max_stacks": ("int", None, "LB-4.4"),
    "stacks_per_player_per_province": ("int", (1,), "LB-4.4"),
    "add_to_own_stack": ("bool", None, "LB-4.4"),
    "battle_box_in_turn1": ("bool", None, "LB-4.5"),
    "supply_check_at_phase_start": ("bool", None, "LB-4.13"),
    "supply_check_after_whole_action": ("bool", (True,), "LB-0.10"),
    "all_pass_rounds_to_end": ("int", None, "LB-4.16"),
    "paris_takes_whole_stack": ("bool", None, "LB-6.5"),
    "vp_provinces_score_in_turns": ("list_int", None, "LB-6.10"),
    "battle_turns": ("list_int", None, "LB-5"),
    "battle_no_eligible_is_lost": ("bool", None, "LB-5.5"),
    "lost_battle_persists": ("bool", None, "LB-5.4"),
    "tiebreak_replay_equal_highest": ("bool", None, "LB-0.6"),
    "auto_decline_without_eligible_card": ("bool", (True,), "LB-0.10"),
    "track_tie_precedence": ("list_str", None, "LB-6.13"),
    "track_tie_move_back": ("int", None, "LB-6.12"),
    "second_place_track_tie_broken_by_cards": ("bool", None, "LB-6.12"),
    "election_track_max_space": ("int", None, "LB-D.7"),
    "presence_needs_unused_token": ("bool", (True,), "LB-6.17"),
    "landslide_red_votes": ("int", None, "LB-8.2"),
    "counter_revolution_cr_needed": ("int", None, "LB-8.3"),
    "counter_revolution_turns": ("list_int", None, "LB-8.5"),
    "cr_check_inside_play": ("bool", None, "LB-0.10"),
    "lost_battle_waits_when_white_empty": ("bool", (True,), "LB-0.10"),
    "club_counts_for_points": ("bool", None, "LB-0.10"),
    "vp_tie_shares_win": ("bool", (True,), "LB-8.1"),
    "discard_face_up": ("bool", (True,), "LB-9.1"),
    "negotiation_through_bot": ("bool", (False,), "LB-0.4"),
    "order_ties_random": ("bool", (True,), "LB-0.5"),
    "timeout_action_phase": ("str", ("pass",), "LB-0.7"),
    "timeout_tiebreak": ("str", ("decline",), "LB-0.7"),
    "timeout_refresh": ("str", ("keep_and_draw_blind",), "LB-0.7"),
    "place_fewer_only_when_forced": ("bool", (True,), "LB-4.3"),
    "play_needs_effect": ("bool", (True,), "LB-4.6"),
    "second_card_same_region": ("bool", (True,), "LB-4.7"),
    "display_keeps_five_after_symbol_leaves": ("bool", (True,), "LB-4.9"),
    "display_make_room": ("bool", (False,), "LB-4.9"),
    "battle_tie_promotion": ("str", ("voluntary",), "LB-5.3"),
    "track_second_after_first_tie": ("str", ("count_then_precedence",), "LB-0.10"),
    "special_targets_stack": ("bool", (True,), "LB-0.10"),
    "special_needs_target": ("bool", (True,), "LB-7.4"),
    "specials_only_in_own_play": ("bool", (True,), "LB-7.5"),
    "landslide_checked_after_track": ("bool", (True,), "LB-8.2"),
    "white_control": ("str", ("tallest_no_equal_other",), "LB-8.4"),
    "cr_before_landslide": ("bool", (True,), "LB-8.6"),
    "vp.runner_up_by_deciding_round": ("bool", (True,), "LB-6.15"),
    "vp.knocked_out_compete_for_second": ("bool", (True,), "LB-0.10"),
    "supply.W": ("int", None, "LB-1.5"),
    "supply.M": ("int", None, "LB-1.5"),
    "supply.R": ("int", None, "LB-1.5"),
    "vp.gov_first": ("int", None, "LB-6.14"),
    "vp.gov_second": ("int", None, "LB-6.14"),
    "vp.opp_first": ("int", None, "LB-6.14"),
    "vp.gov_first_tied_each": ("int", None, "LB-6.16"),
    "vp.gov_second_tied_each": ("int", None, "LB-6.16"),
    "vp.opp_first_tied_each": ("int", None, "LB-6.16"),
    "vp.second_awarded_after_unbroken_first_tie": ("bool", None, "LB-6.16"),
    "vp.needs_one_vote": ("bool", None, "LB-6.14"),
    "totals.regions": ("int", None, "LB-1.1"),
    "totals.provinces": ("int", None, "LB-1.2"),
    "totals.cr_provinces": ("int", None, "LB-D.3"),
    "totals.vp_provinces": ("int", None, "LB-D.3"),
    "totals.cards": ("int", None, "LB-1.3"),
}


@dataclass(frozen=True)
class Region:
    id: str
    name: str
    card_colour: str
    province_count: int


@dataclass(frozen=True)
class Province:
    order: int
    name: str
    region: str
    cr: bool
    vp: int
    paris: bool


@dataclass(frozen=True)
class Card:
    id: int
    set: str
    type: str
    title: str
    value: int  # 0 for a special
    region: str  # a region id, "wild" for a club, "" for a special
    faction: str  # R/M/W, "" for a special
    cannon: bool
    general: bool
    sans_culottes: bool
    special_type: str
    general_strength: int  # LB-5.3 [CHECK]: the value unless the owner's file says otherwise

    @property
    def placing(self) -> bool:
        """A Club or Personality card: it places blocks (or a token with a Cannon)."""
        return self.type != "special"


@dataclass(frozen=True)
class Special:
    type: str
    title: str
    set: str
    count: int
    needs_presence: bool
    needs_government: str  # a faction or ""


@dataclass(frozen=True)
class TurnRow:
    turn: int
    battle_name: str
    battle_vp: int
    parked: dict[str, int]  # faction -> blocks parked on this space (LB-2.4, LB-0.10.12)


@dataclass(frozen=True)
class LiberteData:
    folder: str
    rules: dict[str, Any]  # flat: "vp.gov_first" etc.
    regions: dict[str, Region]
    provinces: tuple[Province, ...]  # in election order
    cards: dict[int, Card]
    specials: dict[str, Special]
    turn_track: dict[int, TurnRow]

    def r(self, key: str) -> Any:
        return self.rules[key]

    def province(self, order: int) -> Province:
        return self.provinces[order - 1]

    @property
    def placeholder(self) -> bool:
        return bool(self.rules["placeholder"])

    @property
    def total_blocks(self) -> dict[str, int]:
        return {f: int(self.rules[f"supply.{f}"]) for f in FACTIONS}


class Problems:
    """Every problem found, one line each, naming the file, row and column."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, where: str, what: str) -> None:
        self.lines.append(f"{where}: {what}")


def _flatten(d: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in d.items():
        if isinstance(v, dict):
            out.update(_flatten(v, f"{prefix}{k}."))
        else:
            out[f"{prefix}{k}"] = v
    return out


def _kind_ok(kind: str, v: Any) -> bool:
    if kind == "int":
        return isinstance(v, int) and not isinstance(v, bool)
    if kind == "bool":
        return isinstance(v, bool)
    if kind == "str":
        return isinstance(v, str) and v not in UNKNOWN
    if kind == "list_int":
        return isinstance(v, list) and all(isinstance(x, int) and not isinstance(x, bool) for x in v)
    return isinstance(v, list) and all(isinstance(x, str) for x in v)


def _read_rules(folder: Path, p: Problems) -> dict[str, Any]:
    path = folder / "rules.toml"
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError:
        p.add("rules.toml", "file missing")
        return {}
    except tomllib.TOMLDecodeError as exc:
        p.add("rules.toml", f"not valid TOML ({exc})")
        return {}
    flat = _flatten(raw)
    for key, (kind, allowed, rule) in RULE_KEYS.items():
        if key not in flat:
            p.add("rules.toml", f"key '{key}' missing ({rule}; expected {kind})")
            continue
        v = flat[key]
        if isinstance(v, str) and v in UNKNOWN:
            p.add("rules.toml", f"key '{key}' not filled in ({rule}; expected {kind})")
        elif not _kind_ok(kind, v):
            p.add("rules.toml", f"key '{key}': expected {kind}, found {v!r} ({rule})")
        elif allowed is not None and v not in allowed:
            p.add("rules.toml", f"key '{key}': this engine implements only {allowed!r}, found {v!r} ({rule})")
    for key in flat:
        if key not in RULE_KEYS:
            p.add("rules.toml", f"unknown key '{key}'")
    prec = flat.get("track_tie_precedence")
    if isinstance(prec, list) and sorted(prec) != sorted(FACTIONS):
        p.add("rules.toml", f"key 'track_tie_precedence': expected the three factions R, M, W once each, found {prec}")
    colours = flat.get("player_colours")
    if isinstance(colours, list) and (len(set(colours)) != len(colours) or len(colours) < int(
            flat.get("players_max", 6) if isinstance(flat.get("players_max"), int) else 6)):
        p.add("rules.toml", f"key 'player_colours': expected players_max different colours, found {colours}")
    order = flat.get("deck_order")
    if isinstance(order, list) and sorted(order) != sorted(SETS):
        p.add("rules.toml", f"key 'deck_order': expected A and B once each, found {order}")
    return flat


def _read_csv(folder: Path, name: str, columns: tuple[str, ...], optional: tuple[str, ...],
              p: Problems) -> list[tuple[int, dict[str, str]]]:
    """Rows as (line number, {column: text}); a missing file or column is a problem, reported once."""
    path = folder / name
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        p.add(name, "file missing")
        return []
    kept = [(n, ln) for n, ln in enumerate(text.splitlines(), start=1)
            if ln.strip() and not ln.lstrip().startswith("#")]
    numbers = [n for n, _ in kept]
    reader = csv.DictReader([ln for _, ln in kept])
    header = tuple(reader.fieldnames or ())
    missing = [c for c in columns if c not in header]
    if missing:
        p.add(name, f"header lacks column(s) {', '.join(missing)} (expected {','.join(columns)})")
        return []
    extra = [c for c in header if c not in columns + optional]
    if extra:
        p.add(name, f"unknown column(s) {', '.join(extra)}")
    rows = []
    for i, row in enumerate(reader, start=1):
        rows.append((numbers[i] if i < len(numbers) else i, {k: (v or "").strip() for k, v in row.items() if k is not None}))
    return rows


class _Row:
    """Reads one CSV row's cells, collecting a 'column: expected …, found …' note per bad cell."""

    def __init__(self, cells: dict[str, str]) -> None:
        self.cells = cells
        self.missing: list[str] = []
        self.bad: list[str] = []

    def _get(self, col: str) -> str | None:
        v = self.cells.get(col, "")
        if v in UNKNOWN:
            self.missing.append(col)
            return None
        return v

    def text(self, col: str) -> str:
        return self._get(col) or ""

    def integer(self, col: str, lo: int, hi: int) -> int:
        v = self._get(col)
        if v is None:
            return 0
        try:
            n = int(v)
        except ValueError:
            self.bad.append(f"column '{col}': expected a whole number {lo}–{hi}, found '{v}'")
            return 0
        if not lo <= n <= hi:
            self.bad.append(f"column '{col}': expected {lo}–{hi}, found {n}")
        return n

    def flag(self, col: str) -> bool:
        v = self._get(col)
        if v is None:
            return False
        if v.lower() not in ("true", "false"):
            self.bad.append(f"column '{col}': expected true or false, found '{v}'")
        return v.lower() == "true"

    def one_of(self, col: str, values: tuple[str, ...], empty_ok: bool = False) -> str:
        v = self.cells.get(col, "")
        if v == "" and empty_ok:
            return ""
        got = self._get(col)
        if got is None:
            return ""
        if got not in values:
            self.bad.append(f"column '{col}': expected one of {', '.join(values)}, found '{got}'")
            return ""
        return got

    def report(self, p: Problems, where: str) -> bool:
        if self.missing:
            p.add(where, f"missing {', '.join(self.missing)}")
        for b in self.bad:
            p.add(where, b)
        return not self.missing and not self.bad


def _regions(folder: Path, p: Problems) -> dict[str, Region]:
    out: dict[str, Region] = {}
    for line, cells in _read_csv(folder, "regions.csv", ("region_id", "name", "card_colour", "province_count",
                                                          "source"), (), p):
        r = _Row(cells)
        rid = cells.get("region_id", "")
        where = f"regions.csv row {line} (region {rid or '?'})"
        reg = Region(r.text("region_id"), r.text("name"), r.text("card_colour"), r.integer("province_count", 1, 30))
        if r.report(p, where):
            if reg.id in out or reg.id == "wild":
                p.add(where, f"column 'region_id': '{reg.id}' is used twice or reserved")
            out[reg.id] = reg
    return out


def _provinces(folder: Path, regions: dict[str, Region], p: Problems) -> list[Province]:
    out: list[Province] = []
    for line, cells in _read_csv(folder, "provinces.csv", ("order", "name", "region_id", "cr", "vp", "paris",
                                                            "source"), (), p):
        r = _Row(cells)
        where = f"provinces.csv row {line} (province {cells.get('order') or '?'})"
        prov = Province(r.integer("order", 1, 99), r.text("name"), r.text("region_id"), r.flag("cr"),
                        r.integer("vp", 0, 2), r.flag("paris"))
        if prov.region and regions and prov.region not in regions:
            r.bad.append(f"column 'region_id': expected one of {', '.join(regions)}, found '{prov.region}'")
        if r.report(p, where):
            out.append(prov)
    return out


def _cards(folder: Path, regions: dict[str, Region], p: Problems) -> list[Card]:
    cols = ("id", "set", "type", "title", "value", "region_id", "faction", "cannon", "general", "sans_culottes",
            "special_type", "source")
    out: list[Card] = []
    for line, cells in _read_csv(folder, "cards.csv", cols, ("general_strength",), p):
        r = _Row(cells)
        where = f"cards.csv row {line} (card {cells.get('id') or '?'})"
        cid = r.integer("id", 1, 999)
        cset = r.one_of("set", SETS)
        ctype = r.one_of("type", CARD_TYPES)
        title = r.text("title")
        value = region = faction = special = ""
        cannon = general = sans = False
        vnum = strength = 0
        if ctype == "special":
            for col in ("value", "region_id", "faction"):
                if cells.get(col, "") not in ("", "-", "—"):
                    r.bad.append(f"column '{col}': expected empty for a special card, found '{cells[col]}'")
            special = r.one_of("special_type", SPECIAL_TYPES)
        elif ctype in ("personality", "club"):
            vnum = r.integer("value", 1, 3)
            faction = r.one_of("faction", FACTIONS)
            cannon, general, sans = r.flag("cannon"), r.flag("general"), r.flag("sans_culottes")
            region = r.text("region_id")
            if ctype == "club":
                if region and region != "wild":
                    r.bad.append(f"column 'region_id': expected 'wild' for a club, found '{region}'")
                if not cannon and "cannon" not in r.missing:
                    r.bad.append("column 'cannon': every club has a Cannon (LB-4.5), expected true")
                if vnum and vnum != 1:
                    r.bad.append(f"column 'value': a club shows one block (LB-1.3), expected 1, found {vnum}")
            elif region and regions and region not in regions:
                r.bad.append(f"column 'region_id': expected one of {', '.join(regions)}, found '{region}'")
            if cells.get("special_type", "") not in ("", "-", "—"):
                r.bad.append(f"column 'special_type': expected empty for a {ctype}, found '{cells['special_type']}'")
            gs = cells.get("general_strength", "")
            strength = r.integer("general_strength", 1, 9) if gs else vnum
        else:  # the type itself is unknown: every other cell is unreadable too
            for col in ("value", "region_id", "faction", "cannon", "general", "sans_culottes", "special_type"):
                if cells.get(col, "") in UNKNOWN and cells.get(col, "") != "":
                    r.missing.append(col)
        value = str(vnum)
        if r.report(p, where):
            out.append(Card(cid, cset, ctype, title, int(value), region, faction, cannon, general, sans, special,
                            strength))
    return out


def _specials(folder: Path, p: Problems) -> dict[str, Special]:
    cols = ("special_type", "title", "set", "count", "needs_presence_in_government", "needs_government", "summary",
            "source")
    out: dict[str, Special] = {}
    for line, cells in _read_csv(folder, "specials.csv", cols, (), p):
        r = _Row(cells)
        where = f"specials.csv row {line} ({cells.get('special_type') or '?'})"
        s = Special(r.one_of("special_type", SPECIAL_TYPES), r.text("title"), r.one_of("set", SETS),
                    r.integer("count", 0, 20), r.flag("needs_presence_in_government"),
                    r.one_of("needs_government", FACTIONS, empty_ok=True))
        r.text("summary")
        if r.report(p, where):
            out[s.type] = s
    for t in SPECIAL_TYPES:
        if t not in out and not any(f"({t})" in ln for ln in p.lines):
            p.add("specials.csv", f"no row for special_type '{t}'")
    return out


def _turn_track(folder: Path, turns: int, p: Problems) -> dict[int, TurnRow]:
    out: dict[int, TurnRow] = {}
    for line, cells in _read_csv(folder, "turn_track.csv", ("turn", "battle_name", "battle_vp", "parked_blocks",
                                                             "source"), (), p):
        r = _Row(cells)
        where = f"turn_track.csv row {line} (turn {cells.get('turn') or '?'})"
        turn = r.integer("turn", 1, 9)
        name = cells.get("battle_name", "")
        if turn != 1:
            name = r.text("battle_name")
        vp = r.integer("battle_vp", 0, 20)
        parked_txt = r.text("parked_blocks")
        parked = {f: 0 for f in FACTIONS}
        if parked_txt:
            parts = parked_txt.replace(",", " ").split()
            if len(parts) != 3 or not all(x.isdigit() for x in parts):
                r.bad.append(f"column 'parked_blocks': expected three counts W,M,R (e.g. \"2,2,2\"), "
                             f"found '{parked_txt}'")
            else:
                parked = dict(zip(("W", "M", "R"), (int(x) for x in parts), strict=True))
        if r.report(p, where):
            out[turn] = TurnRow(turn, name, vp, parked)
    for t in range(1, turns + 1):
        if t not in out and not any(f"(turn {t})" in ln for ln in p.lines):
            p.add("turn_track.csv", f"no row for turn {t}")
    return out


def _cross(rules: dict[str, Any], regions: dict[str, Region], provinces: list[Province], cards: list[Card],
           specials: dict[str, Special], track: dict[int, TurnRow], p: Problems) -> None:
    """The checks between files (LB-D.3, LB-D.4): counts, numbering, one Paris, specials' counts."""
    def total(key: str) -> int | None:
        v = rules.get(f"totals.{key}")
        return v if isinstance(v, int) and not isinstance(v, bool) else None

    if (n := total("regions")) is not None and len(regions) != n:
        p.add("regions.csv", f"expected {n} complete regions (totals.regions), found {len(regions)}")
    n_prov = total("provinces")
    orders = sorted(pr.order for pr in provinces)
    if n_prov is not None:
        if len(provinces) != n_prov:
            p.add("provinces.csv", f"expected {n_prov} complete provinces (totals.provinces), found {len(provinces)}")
        if orders and len(set(orders)) == len(orders) and orders != list(range(1, len(orders) + 1)) \
                and len(provinces) == n_prov:
            p.add("provinces.csv", f"orders must run 1..{n_prov} without gaps, found {orders}")
    if len(set(orders)) != len(orders):
        p.add("provinces.csv", "an order number is used twice")
    paris = [pr.order for pr in provinces if pr.paris]
    if provinces and len(paris) != 1:
        p.add("provinces.csv", f"expected exactly one province with paris = true, found {len(paris)}")
    if (n := total("cr_provinces")) is not None and provinces and sum(pr.cr for pr in provinces) != n:
        p.add("provinces.csv", f"expected {n} provinces with cr = true (totals.cr_provinces), "
                               f"found {sum(pr.cr for pr in provinces)}")
    if (n := total("vp_provinces")) is not None and provinces and sum(pr.vp > 0 for pr in provinces) != n:
        p.add("provinces.csv", f"expected {n} provinces with vp > 0 (totals.vp_provinces), "
                               f"found {sum(pr.vp > 0 for pr in provinces)}")
    for reg in regions.values():
        have = sum(pr.region == reg.id for pr in provinces)
        if provinces and have != reg.province_count:
            p.add("regions.csv", f"region {reg.id}: province_count {reg.province_count}, provinces.csv has {have}")
    if (n := total("cards")) is not None and len(cards) != n:
        p.add("cards.csv", f"expected {n} complete cards (totals.cards), found {len(cards)}")
    ids = [c.id for c in cards]
    dup = sorted({i for i in ids if ids.count(i) > 1})
    if dup:
        p.add("cards.csv", f"card id(s) used twice: {dup}")
    for t, s in specials.items():
        have = sum(c.special_type == t for c in cards)
        if have != s.count and len(cards) == (total("cards") or -1):
            p.add("cards.csv", f"special_type {t}: specials.csv says {s.count} cards, cards.csv has {have}")
    parked = {f: sum(row.parked[f] for row in track.values()) for f in FACTIONS}
    for f in FACTIONS:
        sup = rules.get(f"supply.{f}")
        if isinstance(sup, int) and parked[f] > sup:
            p.add("turn_track.csv", f"more {f} blocks parked ({parked[f]}) than exist (supply.{f} = {sup})")
    if 1 in track and any(track[1].parked.values()):
        p.add("turn_track.csv", "turn 1 cannot hold parked blocks (they return at the start of their turn)")


def check(folder: Path) -> tuple[LiberteData | None, list[str]]:
    """Read a data folder; the data when everything is valid, and the list of every problem found."""
    p = Problems()
    rules = _read_rules(folder, p)
    raw_turns = rules.get("turns")
    turns = raw_turns if isinstance(raw_turns, int) else 4
    regions = _regions(folder, p)
    provinces = _provinces(folder, regions, p)
    cards = _cards(folder, regions, p)
    specials = _specials(folder, p)
    track = _turn_track(folder, int(turns), p)
    _cross(rules, regions, provinces, cards, specials, track, p)
    if p.lines:
        return None, p.lines
    data = LiberteData(str(folder), rules, regions, tuple(sorted(provinces, key=lambda x: x.order)),
                       {c.id: c for c in sorted(cards, key=lambda x: x.id)}, specials, track)
    return data, []


def load(folder: Path) -> LiberteData:
    """The data of `folder`, or a DataError listing every problem."""
    data, problems = check(folder)
    if data is None:
        raise DataError(f"{folder.name}: " + "; ".join(problems))
    return data


@lru_cache(maxsize=1)
def placeholder_data() -> LiberteData:
    """The made-up map and deck of LB-D.8 (NOT Liberté's): the tests' and the console's data."""
    return load(PLACEHOLDER_DIR)


def edition_dir() -> Path:
    """The folder of the owner's data set: the setting LIBERTE_DATA (.env or the environment), read each time it
    is asked, so a test or an owner may point it elsewhere without a restart of the importer; empty: EDITION_DIR."""
    raw = os.environ.get(EDITION_SETTING, "").strip()
    if not raw:
        return EDITION_DIR
    folder = Path(raw).expanduser()
    return folder if folder.is_absolute() else REPO_DIR / folder


@lru_cache(maxsize=4)
def _loaded(folder: str) -> LiberteData:
    return load(Path(folder))


def edition_data() -> LiberteData:
    """The owner's data set, from the folder LIBERTE_DATA names now (loaded once per folder); a DataError listing
    every problem when that folder holds no complete set. Every room that draws or words an edition reads it here."""
    return _loaded(str(edition_dir()))


def edition_installed(folder: Path | None = None) -> bool:
    """Whether an owner's complete data set is installed (Discord offers Liberté only then)."""
    return check(edition_dir() if folder is None else folder)[0] is not None

