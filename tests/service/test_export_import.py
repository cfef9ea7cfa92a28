"""Export (public for players, everything for moderators of a finished game) and import round trip."""

from __future__ import annotations

import copy
import json

import pytest

from service import ServiceError, TableService
from tests.service.driver import MOD, play_to_end, player, seat_game


async def test_public_export_hides_what_players_may_not_see(svc: TableService) -> None:
    await seat_game(svc, 1, 3, variant="advanced", liberator=True)
    doc = (await svc.export(1, player(2))).data
    text = json.dumps(doc)
    assert doc["kind"] == "public" and "state" not in doc
    assert "seed" not in text  # H-2
    assert all(p["hand"] is None and p["tokens"] is None and p["goal"] is None for p in doc["view"]["players"])
    assert [e["kind"] for e in doc["log"]][:5] == ["create", "join", "join", "join", "start"]


async def test_full_export_then_import_round_trip(svc: TableService) -> None:
    await seat_game(svc, 2, 3, variant="advanced", liberator=True, mail=True)
    await play_to_end(svc, 2, seed=9)
    doc = (await svc.export(2, MOD, full=True)).data
    assert doc["kind"] == "full" and doc["meta"]["seed"] is not None and doc["state"]["rng"] is not None
    doc = json.loads(json.dumps(doc))  # as a file would carry it
    out = await svc.import_game(3, MOD, doc)
    assert out.public[0].key == "imported"
    again = (await svc.export(3, MOD, full=True)).data
    for key in ("state", "meta", "version", "status", "game_type", "created_at", "view"):
        assert again[key] == doc[key], key
    strip = [{k: v for k, v in e.items() if k != "seq"} for e in again["log"]]
    assert strip[:-1] == [{k: v for k, v in e.items() if k != "seq"} for e in doc["log"]]
    assert strip[-1]["kind"] == "import" and strip[-1]["moderator"]
    # the imported game is finished: the channel stays free for a new one
    await svc.create_game(3, player(1))


@pytest.mark.parametrize("damage", ["state", "log", "seed", "kind", "format", "type", "status", "shape"])
async def test_a_tampered_export_is_refused(svc: TableService, damage: str) -> None:
    await seat_game(svc, 4, 2)
    await play_to_end(svc, 4, seed=1)
    doc = copy.deepcopy((await svc.export(4, MOD, full=True)).data)
    if damage == "state":
        doc["state"]["players"][0].setdefault("delivered", []).append(99)  # format 3 leaves empty lists out
    elif damage == "log":
        doc["log"] = doc["log"][:-3]
    elif damage == "seed":
        next(e for e in doc["log"] if e["kind"] == "start")["payload"]["new_game"]["seed"] += 1
    elif damage == "kind":
        doc["kind"] = "public"
    elif damage == "format":
        doc["format"] = "other/9"
    elif damage == "type":
        doc["game_type"] = "libertalia"
    elif damage == "status":
        doc["status"] = "running"
    else:
        doc["log"] = [{"payload": 1}]
    with pytest.raises(ServiceError) as err:
        await svc.import_game(5, MOD, doc)
    assert err.value.key == "import_bad"
    assert await svc.store.games_in_channel(5) == []


async def test_import_of_garbage(svc: TableService) -> None:
    for doc in (None, [], "x", {"format": "table-export/1"}):
        with pytest.raises(ServiceError):
            await svc.import_game(6, MOD, doc)


@pytest.mark.parametrize("busy", ["lobby", "running"])
async def test_no_import_into_a_channel_with_a_lobby_or_a_running_game(svc: TableService, busy: str) -> None:
    """Issue 23: refused like /game new in a busy channel; once that game ends, the channel's game is the one
    just played, not an import that came in meanwhile."""
    await seat_game(svc, 7, 2)
    await play_to_end(svc, 7, seed=3)
    doc = json.loads(json.dumps((await svc.export(7, MOD, full=True)).data))
    if busy == "lobby":
        await svc.create_game(8, player(1))
    else:
        await seat_game(svc, 8, 2)
    before = await svc.store.games_in_channel(8)
    with pytest.raises(ServiceError) as err:
        await svc.import_game(8, MOD, doc)
    assert err.value.key == "channel_busy"
    assert err.value.message("en") == ServiceError("channel_busy").message("en") and err.value.message("pl")
    assert await svc.store.games_in_channel(8) == before
    if busy == "running":
        await play_to_end(svc, 8, seed=4)
        played = before[-1].id
        assert (await svc.status(8)).game_id == played
        assert (await svc.export(8, MOD, full=True)).game_id == played


def deep(levels: int) -> object:
    value: object = 1
    for _ in range(levels):
        value = {"a": value}
    return value


@pytest.mark.parametrize("damage", ["version", "entry_version", "actor", "at", "created_at", "nan", "deep",
                                    "negative"])
async def test_numbers_and_depths_no_database_keeps_are_refused_in_words(svc: TableService, damage: str) -> None:
    """Issue 23: a version of 2**70 reached the store (OverflowError), deep nesting the parser (RecursionError):
    each is import_bad, worded, before anything is written."""
    await seat_game(svc, 9, 2)
    await play_to_end(svc, 9, seed=2)
    doc = json.loads(json.dumps((await svc.export(9, MOD, full=True)).data))
    if damage == "version":
        doc["version"] = 2**70
    elif damage == "entry_version":
        doc["log"][0]["version"] = 2**70
        doc["version"] = 2**70
    elif damage == "actor":
        doc["log"][0]["actor"] = 2**70
    elif damage == "at":
        doc["log"][0]["at"] = float("inf")
    elif damage == "created_at":
        doc["created_at"] = float("nan")
    elif damage == "nan":
        doc["meta"]["options"]["x"] = float("nan")
    elif damage == "deep":
        doc["meta"]["options"]["x"] = deep(5000)
    else:
        doc["version"] = -1
    with pytest.raises(ServiceError) as err:
        await svc.import_game(10, MOD, doc)
    assert err.value.key == "import_bad"
    for lang in ("en", "pl"):
        assert err.value.message(lang) == ServiceError("import_bad", detail="unreadable").message(lang)
    assert await svc.store.games_in_channel(10) == []


async def test_a_log_the_rules_refuse_is_worded_not_coded(svc: TableService) -> None:
    """Issue 23: "This file cannot be imported: game_over." named the rules' code; it says what it means."""
    await seat_game(svc, 11, 2)
    await play_to_end(svc, 11, seed=2)
    doc = json.loads(json.dumps((await svc.export(11, MOD, full=True)).data))
    doc["log"].append({**doc["log"][-1], "version": doc["version"]})  # one more move after the end
    with pytest.raises(ServiceError) as err:
        await svc.import_game(12, MOD, doc)
    for lang in ("en", "pl"):
        said = err.value.message(lang)
        assert "game_over" not in said and said == ServiceError("import_bad", detail="illegal_move").message(lang)
