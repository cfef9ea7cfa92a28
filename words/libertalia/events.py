"""Libertalia's engine events in words: one sentence per event (engine/libertalia/events.py lists them).

An event is a dict of ids; this module names each id as a typed term (a colour, a character by rank, a loot
kind) so the catalogue can decline it and pick plural forms, and chooses the variant of a message where the
facts differ (a loss cut by the floor, an overflow, a character discarded by its own owner).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from words.compose import text
from words.libertalia.choices import option_text
from words.libertalia.terms import GAME, PART, character_name, colours, is_midshipman, loot_count, loot_name, word
from words.params import DISCORD, Front, Term

if TYPE_CHECKING:  # the words do not load the engine
    from engine.libertalia.events import LibertaliaEvent

SKIP = frozenset({"type", "rule", "source", "private_to", "auto"})


def _colour(value: Any) -> Any:
    return Term("colour", value) if isinstance(value, str) and value in colours() else value


def _character(rank: object) -> Term:
    """A character by its rank (an int from the engine; anything else is named as it stands)."""
    return Term("character", rank if isinstance(rank, int | str) else str(rank))


def _loots(kinds: Any, lang: str) -> str:
    items = [str(k) for k in kinds] if isinstance(kinds, list | tuple) else []
    return ", ".join(loot_name(k, lang) for k in items) if items else word("term.empty", lang)


def _tokens(source: Any) -> int:
    """How many tokens an anchor item's source stands for: a loot source's count, else 1 (a character)."""
    return int(source.get("count") or 1) if isinstance(source, dict) and "loot" in source else 1


def _source(source: Any, lang: str) -> str:
    """What an anchor item came from: a character (by rank) or loot ("amulet", "3 amulets")."""
    if isinstance(source, dict):
        if "rank" in source:
            return character_name(source["rank"], lang)
        if "loot" in source:
            n = _tokens(source)
            return loot_count(str(source["loot"]), n, lang) if n > 1 else loot_name(str(source["loot"]), lang)
    return word("term.empty", lang)


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("−" + str(-n) if n < 0 else "0")


def event_params(event: LibertaliaEvent, lang: str) -> tuple[str, dict[str, Any]]:
    """The catalogue key of one event and its parameters, every id already typed or named."""
    kind = str(event.get("type", ""))
    p: dict[str, Any] = {}
    for name, value in event.items():
        if name in SKIP or isinstance(value, dict):
            continue
        if name == "rank":
            p["character"] = _character(value)
        elif name == "copy_of":
            p["copy"] = _character(value)
        elif name == "loot" or name == "loot_next":
            p[name] = Term("loot", str(value))
        elif name == "loots":
            p[name] = _loots(value, lang)
        elif name == "ranks":
            p[name] = list(value) if isinstance(value, list) else value  # named card by card by the room
        elif name == "phase":
            p[name] = Term("phase", str(value))
        elif name == "seats":
            p[name] = [str(c) for c in value] if isinstance(value, list) else value
        elif isinstance(value, list):
            continue  # lists of rows are written below
        elif name in ("player", "owner", "by", "from_player", "winner", "to", "last"):
            p[name] = _colour(value)
        else:
            p[name] = value
    key = f"ev.{kind}"
    if event["type"] == "loot_populated":
        days = event.get("loot_days") or []
        p["loot_days"] = "; ".join(word("ev.loot_populated.day", lang, day=i + 1, loots=_loots(d, lang))
                                   for i, d in enumerate(days))
    elif event["type"] == "revealed":
        p["picks"] = ", ".join(
            text(PART, "ev.revealed.pick", lang, _room=GAME, player=_colour(x.get("player")),
                 character=Term("character", x.get("rank"))) for x in event.get("picks") or [])
    elif event["type"] == "island_placed":
        rows = []
        for i, x in enumerate(event.get("island") or []):
            slot = x.get("slot", i + 1)
            if x.get("owner") is None or is_midshipman(x.get("rank")):
                rows.append(word("ev.island_placed.midshipman", lang, slot=slot))
            else:
                rows.append(text(PART, "ev.island_placed.slot", lang, _room=GAME, slot=slot,
                                 character=_character(x.get("rank")), owner=_colour(x.get("owner"))))
        p["island"] = ", ".join(rows)
    elif event["type"] == "coins_lost" and _int(event, "asked") > _int(event, "count"):
        key = "ev.coins_lost.floor"
    elif event["type"] == "coins_paid" and _int(event, "asked") > _int(event, "count"):
        key = "ev.coins_paid.floor"
    elif event["type"] in ("reputation_gained", "reputation_lost") and _int(event, "overflow") > 0:
        # the doubloons themselves are the next event's (coins_gained / coins_lost): said once, there
        at_end = _int(event, "from") == _int(event, "to")
        key = f"ev.{kind}." + ("overflow" if not at_end else "top" if kind == "reputation_gained" else "bottom")
    elif event["type"] == "ability" and event.get("copy_of") is not None:
        key = "ev.ability.copy"
    elif event["type"] == "ability_nothing":
        reason = str(event.get("reason", "other"))
        p["reason"] = word(f"term.reason.{reason}" if _has_reason(reason, lang) else "term.reason.other", lang)
        if event.get("loot") is not None:
            key = "ev.ability_nothing.loot"  # a token's ability (a saber with no target), taken by this character
    elif event["type"] == "character_discarded" and event.get("by") in (None, event.get("owner")):
        key = "ev.character_discarded.own"
        p.pop("by", None)
    elif event["type"] == "loot_sold":
        p["tokens"] = loot_count(str(event.get("loot")), _int(event, "count"), lang, case="acc")
    elif event["type"] == "picked" and event.get("last"):  # one player left: named (older posts carry only the count)
        key = "ev.picked.last"
    elif event["type"] == "anchor_item":
        count = _int(event, "count")
        p["source"] = _source(event.get("source"), lang)
        p["count"] = abs(count)
        p["tokens"] = _tokens(event.get("source"))  # "3 amulets give": the verb agrees with their number
        if count < 0:
            key = "ev.anchor_item.loss"
    elif event["type"] == "anchor_total":
        p["delta"] = _signed(_int(event, "delta"))
    elif event["type"] == "timeout":
        if event.get("kind") == "pick":
            key = "ev.timeout.pick"
        elif event.get("option") is None:
            key = "ev.timeout.private"  # a choice among hidden cards: the option stays secret
        else:
            p["option"] = option_text(str(event.get("kind", "")), event.get("option"), lang)
        p.pop("character", None)
    elif event["type"] == "choice_made":
        if event.get("option") is None:
            key = "ev.choice_made.private"
        else:
            p["option"] = option_text(str(event.get("kind", "")), event.get("option"), lang)
    elif event["type"] == "game_over":
        if event.get("outcome") == "aborted" or event.get("winner") is None:
            key = "ev.game_over.aborted"
        p["standings"] = ", ".join(
            text(PART, "ev.game_over.row", lang, _room=GAME, place=x.get("place", i + 1),
                 colour=_colour(x.get("colour")), score=x.get("score", 0))
            for i, x in enumerate(event.get("standings") or []))
    return key, p


def _int(event: LibertaliaEvent, name: str) -> int:
    value = event.get(name)
    return int(value) if isinstance(value, int | float) and not isinstance(value, bool) else 0


def _has_reason(reason: str, lang: str) -> bool:
    from words.catalogue import has

    return has(lang, PART, f"term.reason.{reason}")


def describe(event: LibertaliaEvent, lang: str = "en", front: Front = DISCORD, errors: list[Exception] | None = None) -> str:
    """One event as a sentence, in the reader's language."""
    key, params = event_params(event, lang)
    sentence = text(PART, key, lang, front, _room=GAME, _errors=errors, **params)
    return sentence[:1].upper() + sentence[1:]
