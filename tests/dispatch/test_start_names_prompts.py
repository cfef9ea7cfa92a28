"""What a real server meets first: starting on a fresh clone, the command sync at every start, players' names
without the members intent, and what the turn prompt offers during the advanced deployment."""

from __future__ import annotations

from pathlib import Path

from render.mali.board import render_board
from service import FakeClock
from service.results import BoardView
from tests.dispatch.fakediscord import FakeDiscord
from tests.dispatch.helpers import started
from tests.dispatch.sim import CHANNEL, HOST, PLAYERS, Sim, by_user, turn_id


async def test_the_bot_starts_where_the_database_folder_does_not_exist_yet(fake_discord: FakeDiscord,
                                                                           tmp_path: Path) -> None:
    sim = Sim(fake_discord, tmp_path / "var" / "games.sqlite3", FakeClock())
    try:
        await sim.start()
        assert (tmp_path / "var" / "games.sqlite3").exists()
    finally:
        await sim.stop()


async def test_a_restart_with_the_same_tree_does_not_sync_again(sim: Sim) -> None:
    assert sim.discord.syncs == 1
    await sim.restart()
    assert sim.discord.syncs == 1


async def test_the_board_shows_the_players_names_from_their_interactions(sim: Sim) -> None:
    await started(sim, 2)
    ex = await sim.slash(HOST, "board")
    posted = ex.private[0].pngs()[0]
    board = (await sim.service.board(CHANNEL)).result
    assert isinstance(board, BoardView)
    status = await sim.status()
    names = {s.colour: by_user(s.user).name for s in status.seats if s.colour}
    with_names = render_board(board.view, names=names, lang=HOST.lang)
    assert with_names != render_board(board.view, lang=HOST.lang), "names change the picture"
    assert posted == with_names


async def test_the_deployment_prompt_offers_no_card(sim: Sim) -> None:
    await started(sim, 2, variant="advanced")
    status = await sim.status()
    user = by_user(status.waiting_user or 0)
    assert any(a["type"] == "deploy" for a in await sim.legal(user))
    prompt = sim.latest_prompt(status.game_id)
    assert turn_id(prompt, status.game_id, "card") is None


async def test_every_seated_player_can_open_their_private_info_from_the_prompt(sim: Sim) -> None:
    await started(sim, 2)
    status = await sim.status()
    prompt = sim.latest_prompt(status.game_id)
    for p in PLAYERS[:2]:
        ex = await sim.press_turn(p, prompt, status.game_id, "me")
        assert ex.answered and ex.private and all(m.visible_to == p.id for m in ex.replies)
