"""Issue 11's smaller defects in the service: a moderator's skip is told as a skip, and refusals never show version
numbers or Python's exception text."""

from __future__ import annotations

import re

import pytest

from service import Caller, TableService
from service.errors import ServiceError
from store.interface import GameStore
from tests.service.driver import MOD, seat_game, waiting_caller
from tests.store.backends import Backend
from words.mali import describe


async def test_a_moderator_skip_is_narrated_as_a_skip_not_a_missed_deadline(svc: TableService) -> None:
    await seat_game(svc, 1, 2)
    out = await svc.skip(1, MOD)
    assert out.public[0].key == "skipped"
    events = [m.params["event"]["type"] for m in out.public if m.key == "event"]
    assert "timeout_pass" not in events, events
    for lang in ("pl", "en"):
        said = " ".join(m.text(lang) for m in out.public)
        for colour in ("red", "orange", "green", "blue", "purple", "yellow"):
            missed = describe({"type": "timeout_pass", "player": colour, "rule": "B-5.7"}, lang)
            assert missed not in said, said


@pytest.mark.parametrize("lang", ["pl", "en"])
async def test_a_stale_request_names_no_version_numbers(svc: TableService, lang: str) -> None:
    await seat_game(svc, 2, 2)
    who = await waiting_caller(svc, 2)
    assert who is not None
    status = (await svc.status(2)).data
    with pytest.raises(ServiceError) as err:
        await svc.act(2, who, {"type": "end_turn"}, expected_version=status["version"] - 1)
    assert err.value.key == "moved_on"
    text = err.value.message(lang)
    assert not re.search(r"\d", text), text


async def test_an_unreadable_game_is_refused_without_python_text(svc: TableService, store: GameStore,
                                                                 backend: Backend) -> None:
    await seat_game(svc, 4, 2)
    rec = await store.active_game(4)
    assert rec is not None
    await backend.execute(store, "UPDATE games SET meta = '{\"host\": 1}' WHERE id = ?", rec.id)
    fresh = TableService(store)
    with pytest.raises(ServiceError) as err:
        await fresh.status(4)
    assert err.value.key == "corrupt_game" and err.value.params["detail"] == "unreadable"
    for lang in ("pl", "en"):
        text = err.value.message(lang)
        assert "seats" not in text and "KeyError" not in text and "'" not in text, text


async def test_a_malformed_import_is_refused_without_python_text(svc: TableService) -> None:
    await seat_game(svc, 5, 2)
    with pytest.raises(ServiceError) as err:
        await svc.import_game(6, MOD, {"format": "x"})
    for lang in ("pl", "en"):
        text = err.value.message(lang)
        assert "KeyError" not in text and "'" not in text, text


async def test_players_names_come_from_their_interactions_and_reach_the_board(svc: TableService) -> None:
    """Issue 11: without the members intent the member cache is empty; the names come with the interactions."""
    host = Caller(1000, guild_id=7, name="Ala")
    await svc.create_game(8, host)
    await svc.join(8, Caller(1001, guild_id=7, name="Bartek"))
    start = await svc.start(8, host)
    assert sorted(start.names.values()) == ["Ala", "Bartek"]
    board = await svc.board(8)
    assert board.names == start.names and set(board.names) == set(board.seats)
    # a renamed player's new name is written at the game's next commit
    who = await waiting_caller(svc, 8)
    assert who is not None
    renamed = Caller(who.user_id, guild_id=7, name="Nowe imię")
    legal = (await svc.my_info(8, renamed)).data["legal_actions"]
    out = await svc.act(8, renamed, legal[0])
    colour = next(c for c, u in out.seats.items() if u == who.user_id)
    assert out.names[colour] == "Nowe imię"
    restarted = TableService(svc.pipeline.store)  # kept in the game's meta, not only in memory
    assert (await restarted.board(8)).names[colour] == "Nowe imię"
    # a seat handed over forgets the old player's name until the new one interacts
    other = next(c for c in out.seats if c != colour)
    replaced = await svc.replace_player(8, MOD, other, 2000)
    assert other not in replaced.names


async def test_bad_options_are_refused_in_the_readers_language(svc: TableService) -> None:
    with pytest.raises(ServiceError) as err:
        await svc.create_game(9, MOD, options={"variant": "expert"})
    assert err.value.params["detail"] == "options"
    assert "'expert'" not in err.value.message("en") and "must be" not in err.value.message("en")
    assert "wariant" in err.value.message("pl")


async def test_a_server_that_chose_no_language_reports_none(svc: TableService) -> None:
    """Issue 11: then DEFAULT_LANGUAGE speaks for it (cogs/gateway.server_lang)."""
    from service.guild import public_language
    from service.results import SettingsView

    out = await svc.update_settings(77, MOD, default_deadline_seconds=3600)
    assert isinstance(out.result, SettingsView) and out.result.language is None
    assert public_language(await svc.settings(77), "en") == "en"
    out = await svc.update_settings(77, MOD, language="pl")
    assert isinstance(out.result, SettingsView) and out.result.language == "pl"
    assert public_language(await svc.settings(77), "en") == "pl"
