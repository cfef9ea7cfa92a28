"""Liberté's engine events in words: one sentence per event type (engine/liberte/game.py emits them).

An event is a dict of ids; this names each as a typed term (a player's colour, a card, a province) or words it
at once (blocks of a faction with their number, a tie-break by what it decides), and picks the variant of a
message where the facts differ (a second card, a full display, an unbroken tie, a shared win).
"""

from __future__ import annotations

from typing import Any

from data.liberte.loader import FACTIONS
from words.compose import text
from words.liberte.terms import EVENTS, GAME, battle_name, blocks, colour_name, colours, faction_name, game_data, word
from words.params import DISCORD, Front, Term

# every event type the engine emits, so a test can check each is worded (engine/liberte/game.py)
EVENT_TYPES = frozenset({
    "game_started", "offer_filled", "turn_started", "parked_returned", "player_order", "displays_taken_back",
    "refresh_kept", "discarded", "drew_blind", "took_offer", "deck_reshuffled", "action_phase",
    "action_phase_ended", "passed", "take_started", "card_played", "block_placed", "cannon", "card_kept",
    "card_discarded", "supply_empty", "special_played", "blocks_removed", "display_card_removed",
    "tiebreak_started", "tiebreak_declined", "tiebreak_advanced", "tiebreak_ended", "battle", "battle_won",
    "battle_lost", "lost_battle_placed", "election_phase", "province_won", "vp_province", "province_unbroken",
    "government", "radical_landslide", "counter_revolution", "vp_for_votes", "presence", "game_ended",
    "player_removed", "timeout"})
PLAYER_FIELDS = ("player", "owner")
SKIP = frozenset({"type", "rule", "moment", "kind", "auto", "second", "full", "last_round", "placeholder"})


def _player(value: Any) -> Any:
    return Term("colour", value) if isinstance(value, str) and value in colours() else value


def _who(value: Any, lang: str) -> str:
    """A player's colour or a faction's letter (a track tie-break's contenders are factions)."""
    if isinstance(value, str) and value in FACTIONS:
        return faction_name(value, lang)
    return colour_name(str(value), lang) if value is not None else word("nobody", lang)


def _names(values: Any, lang: str) -> str:
    items = list(values) if isinstance(values, list | tuple) else []
    return ", ".join(_who(v, lang) for v in items) if items else word("nobody", lang)


def _blocks(counts: Any, lang: str) -> str:
    """{"W": 2, "M": 0, "R": 1} as "2 white blocks, 1 red block" (none: "none")."""
    if not isinstance(counts, dict):
        return word("none", lang)
    said = [blocks(f, int(counts[f]), lang) for f in FACTIONS if int(counts.get(f) or 0) > 0]
    return ", ".join(said) or word("none", lang)


def _supply(counts: Any, lang: str) -> str:
    """Every faction's supply, empty ones included: "red 0, blue 12, white 4"."""
    if not isinstance(counts, dict):
        return word("none", lang)
    return ", ".join(f"{word(f'block_colour.{f}', lang)} {int(counts.get(f) or 0)}" for f in ("R", "M", "W"))


def _per_player(counts: Any, lang: str) -> str:
    """{"green": 2, ...} as "green 2, yellow 0" (a Battle Box)."""
    if not isinstance(counts, dict) or not counts:
        return word("none", lang)
    return ", ".join(f"{colour_name(str(c), lang)} {n}" for c, n in counts.items())


def _int(event: dict[str, Any], name: str) -> int:
    value = event.get(name)
    return int(value) if isinstance(value, int | float) and not isinstance(value, bool) else 0


def event_params(event: dict[str, Any], lang: str) -> tuple[str, dict[str, Any]]:
    """The catalogue key of one event and its parameters, every id already typed or worded."""
    kind = str(event.get("type", ""))
    key = f"ev.{kind}"
    p: dict[str, Any] = {}
    for name, value in event.items():
        if name in SKIP or isinstance(value, dict | list):
            continue
        if name in PLAYER_FIELDS:
            p[name] = _player(value)
        elif name == "card":
            p["card"] = Term("card", value)
        elif name == "province":
            p["province"] = Term("province", value)
        elif name == "vp":
            p["vp"] = word("vp", lang, count=_int(event, "vp"))
        else:
            p[name] = value
    if kind == "game_started":
        players = event.get("players") or []
        p.update(count=len(players), players=_names(players, lang), order=_names(event.get("order"), lang))
        if event.get("placeholder"):
            key = "ev.game_started.placeholder"
    elif kind == "turn_started":
        p["turns"] = int(game_data().r("turns"))
    elif kind == "parked_returned":
        p["blocks"] = _blocks(event.get("blocks"), lang)
    elif kind == "player_order":
        p["order"] = _names(event.get("order"), lang)
    elif kind == "deck_reshuffled":
        p["cards"] = word("cards", lang, count=_int(event, "cards"))
    elif kind == "action_phase" and event.get("last_round"):
        key = "ev.action_phase.last"
    elif kind == "card_played" and event.get("second"):
        key = "ev.card_played.second"
    elif kind == "card_discarded" and event.get("full"):
        key = "ev.card_discarded.full"
    elif kind == "block_placed":
        p["blocks"] = blocks(str(event.get("colour")), 1, lang)
        p.pop("colour", None)
    elif kind == "supply_empty":
        p["supply"] = _supply(event.get("supply"), lang)
    elif kind == "special_played":
        p.pop("special", None)
    elif kind == "blocks_removed":
        p["blocks"] = blocks(str(event.get("colour")), _int(event, "count"), lang)
        p.pop("colour", None)
        p.pop("count", None)
    elif kind == "tiebreak_started":
        p["tie"] = word(f"tie.{event.get('kind')}", lang)
        p["contenders"] = _names(event.get("contenders"), lang)
    elif kind == "tiebreak_advanced":
        p["card"] = Term("card_title", _int(event, "card"))
    elif kind == "tiebreak_declined" and event.get("auto"):
        key = "ev.tiebreak_declined.auto"
    elif kind == "tiebreak_ended":
        p["tie"] = word(f"tie.{event.get('kind')}", lang)
        if event.get("winner") is None:
            key = "ev.tiebreak_ended.unbroken"
            p["remaining"] = _names(event.get("remaining"), lang)
            p.pop("winner", None)
        else:
            p["winner"] = _who(event.get("winner"), lang)
    elif kind == "battle":
        p["box"] = _per_player(event.get("box"), lang)
        p["eligible"] = _names(event.get("eligible"), lang)
        if not event.get("eligible"):
            key = "ev.battle.none"
            p.pop("eligible")
    elif kind == "battle_won":
        p["battle"] = str(event.get("battle") or battle_name(event.get("turn")))
    elif kind == "province_won":
        p["votes"] = word("votes", lang, count=_int(event, "votes"))
        p["faction"] = Term("faction", str(event.get("colour")))
        p.pop("colour", None)
    elif kind == "government":
        p["government"] = faction_name(str(event.get("government")), lang)
        p["opposition"] = faction_name(str(event.get("opposition")), lang)
        raw = event.get("track")
        track: dict[str, Any] = raw if isinstance(raw, dict) else {}
        p["track"] = ", ".join(f"{word(f'block_colour.{f}', lang)} {int(track.get(f) or 0)}" for f in FACTIONS
                               if f in track) or word("none", lang)
    elif kind == "radical_landslide":
        p["votes"] = word("votes", lang, count=_int(event, "red"))
        p.pop("red", None)
    elif kind == "vp_for_votes":
        p["place"] = word(f"place.{event.get('place')}", lang)
    elif kind == "presence":
        p["players"] = _names(event.get("players"), lang)
        if not event.get("players"):
            key = "ev.presence.none"
            p.pop("players")
    elif kind == "game_ended":
        winners = event.get("winners") or []
        if event.get("reason") == "aborted" or not winners:
            return "ev.game_ended.aborted", {}
        p["reason"] = word(f"reason.{event.get('reason')}", lang)
        p["winners"] = _names(winners, lang)
        p["count"] = len(winners)
    return key, p


def describe(event: dict[str, Any], lang: str = "en", front: Front = DISCORD,
             errors: list[Exception] | None = None) -> str:
    """One event as a sentence, in the reader's language."""
    key, params = event_params(event, lang)
    sentence = text(EVENTS, key, lang, front, _room=GAME, _errors=errors, **params)
    return sentence[:1].upper() + sentence[1:]
