"""One door per game, through discord.py's real dispatch: a game registered by one call (the test-only *Ten*,
tests/ten/) is offered by `/game new`, played by `/turn` and the ping's button, and its board posted from the
outbox; and a game's own commands (Mali's /play, /move, /undo, /end) answer in another game's channel with one
polite line in the caller's language, their autocomplete offering nothing."""

from __future__ import annotations

import random
import re

import pytest

from jsontypes import Json
from tests.dispatch.fakediscord import Exchange
from tests.dispatch.sim import CHANNEL, PLAYERS, Sim, by_user
from tests.dispatch.test_game import check_exchange
from tests.dispatch.test_libertalia import open_panel, tap
from tests.dispatch.test_libertalia import seat as seat_libertalia


def game_choices(sim: Sim) -> list[str]:
    game = next(c for c in sim.discord.commands if c["name"] == "game")
    new = next(o for o in game["options"] if o["name"] == "new")
    return [c["value"] for c in next(o for o in new["options"] if o["name"] == "game")["choices"]]


async def test_a_game_registered_by_one_call_is_offered_played_and_drawn(toy_sim: Sim, toy_game: str) -> None:
    sim = toy_sim
    assert game_choices(sim) == ["mali", "libertalia", toy_game], "/game new offers every registered game"
    host, guest = PLAYERS[:2]
    check_exchange(await sim.slash(host, "game new", game=toy_game))
    check_exchange(await sim.slash(guest, "game join"))
    check_exchange(await sim.slash(host, "game start"))
    rng = random.Random(5)
    log: list[Exchange] = []
    for turn in range(20):
        status = await sim.status()
        if not status.running:
            break
        user = by_user(status.waiting_user or 0)
        ex, panel = await open_panel(sim, user, by_ping=turn % 2 == 0)  # the ping's button, or /turn
        log.append(ex)
        legal = await sim.legal(user)
        log.append(await tap(sim, user, panel, rng.choice(legal)))
    status = await sim.status()
    assert status.status == "finished" and status.game == toy_game
    for ex in log:
        check_exchange(ex)
    posts = sim.discord.channel_messages(CHANNEL)
    boards = [m for m in posts if m.pngs()]
    assert boards and boards[0].pngs()[0][:8] == b"\x89PNG\r\n\x1a\n", "its own board, posted from the outbox"
    assert any("dochodzi do dziesięciu i wygrywa" in m.text for m in posts), "its events in its own words"
    assert not any(re.search(r"\bev\.|\{|\bTY-\d", m.text) for m in posts)


async def test_its_help_status_and_hand_serve_it_too(toy_sim: Sim, toy_game: str) -> None:
    sim = toy_sim
    host, guest = PLAYERS[:2]
    check_exchange(await sim.slash(host, "game new", game=toy_game))
    check_exchange(await sim.slash(guest, "game join"))
    check_exchange(await sim.slash(host, "game start"))
    for command in ("game status", "hand", "board", "log", "help"):
        ex = await sim.slash(guest, command)
        check_exchange(ex)
        assert ex.replies and all(m.ephemeral for m in ex.replies), command
    status = await sim.slash(guest, "game status")
    assert "Ten" in status.reply_text and f"<@{host.id}>" in status.reply_text


MALI_COMMANDS: list[tuple[str, Json]] = [("play", {"card": "1"}), ("move", {"scout": 1, "space": "Pawiak"}),
                                         ("undo", {}), ("end", {})]


@pytest.mark.parametrize(("path", "options"), MALI_COMMANDS)
async def test_a_games_own_commands_say_politely_where_they_belong(sim: Sim, path: str, options: Json) -> None:
    people = await seat_libertalia(sim, 2)  # the channel plays Libertalia
    before = await sim.status()
    for person, words in ((people[0], ("Libertalia: Wiatry Galecrest", "Mali Powstańcy", "/tura")),
                          (people[1], ("Libertalia: Winds of Galecrest", "Mali Powstańcy", "/turn"))):
        ex = await sim.slash(person, path, **options)
        check_exchange(ex)
        assert ex.replies and all(m.ephemeral for m in ex.replies)
        text = ex.reply_text
        assert all(w in text for w in words), text  # which game the channel plays, whose command it is, what to use
        assert text.count("\n") == 0, "one line"
        assert not re.search(r"play_card|unknown action|LT-16|\(B-|\bmali\b|libertalia\b", text), text
    after = await sim.status()
    assert (after.version, after.waiting) == (before.version, before.waiting), "nothing was played"


async def test_a_games_own_autocomplete_offers_nothing_elsewhere(sim: Sim) -> None:
    people = await seat_libertalia(sim, 2)
    status = await sim.status()
    user = by_user(status.waiting_users[0])
    assert await sim.autocomplete(user, "play", "card", "") == []
    assert await sim.autocomplete(user, "move", "space", "", scout=1) == []
    assert people


async def test_help_is_the_channels_game_and_leads_with_turn(sim: Sim) -> None:
    """/help explains the game the channel plays, its first point the private panel (/turn, /tura in Polish);
    with no game here, how to open a table, naming every game."""
    polish, english = PLAYERS[:2]
    ex = await sim.slash(english, "help")
    check_exchange(ex)
    assert "Mali Powstańcy" in ex.reply_text and "Libertalia" in ex.reply_text and "/game new" in ex.reply_text
    await seat_libertalia(sim, 2)
    for person, turn, title in ((polish, "/tura", "Wiatry Galecrest"), (english, "/turn", "Winds of Galecrest")):
        ex = await sim.slash(person, "help")
        check_exchange(ex)
        first = ex.reply_text.splitlines()
        assert title in first[0] and turn in first[1], ex.reply_text
        assert "/play" not in ex.reply_text and "/zagraj" not in ex.reply_text  # not Mali's commands
