"""The render facade, for any game: at most MAX_RENDERS boards drawn at once, each game's board by its own
module (its descriptor's `board`), and a warm-up that keeps the loop free. Mali's renderer cache is tested in
tests/render/mali/test_board.py."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Mapping
from typing import Any

import pytest

import render
from render import facade
from tests.render import fixtures as fx


class Gauge:
    """Counts renders running at the same moment and remembers the most seen."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.now = 0
        self.peak = 0
        self.done = 0

    def fake_render(self, game: str, view: Mapping[str, Any], names: Mapping[str, str] | None = None,
                    lang: str = "pl") -> bytes:
        with self.lock:
            self.now += 1
            self.peak = max(self.peak, self.now)
        time.sleep(0.03)
        with self.lock:
            self.now -= 1
            self.done += 1
        return f"{lang}:{view['n']}".encode()


async def test_many_async_renders_never_run_more_than_two_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    gauge = Gauge()
    monkeypatch.setattr(facade, "render_board", gauge.fake_render)
    pngs = await asyncio.gather(*(render.render_board_async("mali", {"n": i}, lang="en") for i in range(12)))
    assert facade.MAX_RENDERS == 2
    assert gauge.peak == 2  # two at a time: bounded, but not serialised
    assert gauge.done == 12
    assert pngs == [f"en:{i}".encode() for i in range(12)]  # each caller gets its own board


async def test_real_async_renders_match_sync_ones_under_load() -> None:
    views = [builder() for builder in fx.ALL.values()]
    pngs = await asyncio.gather(*(render.render_board_async("mali", v) for v in views))
    assert pngs == [render.render_board("mali", v) for v in views]


async def test_a_cancelled_render_does_not_hold_a_slot(monkeypatch: pytest.MonkeyPatch) -> None:
    gauge = Gauge()
    monkeypatch.setattr(facade, "render_board", gauge.fake_render)
    waiting = [asyncio.ensure_future(render.render_board_async("mali", {"n": i})) for i in range(6)]
    await asyncio.sleep(0)
    for task in waiting[2:]:
        task.cancel()
    await asyncio.gather(*waiting, return_exceptions=True)
    assert await render.render_board_async("mali", {"n": 99}) == b"pl:99"


async def test_warm_up_warms_every_games_board_off_the_event_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """What bot.py's setup_hook calls, `start_warm_up()` with no arguments: each game's board module that offers
    a warm-up, every language, all of it in a worker thread."""
    loop_thread = threading.get_ident()
    warmed: list[tuple[str, tuple[str, ...], int]] = []

    def recorder(name: str) -> Any:
        def warm_up(langs: tuple[str, ...]) -> None:
            warmed.append((name, tuple(langs), threading.get_ident()))
        return warm_up

    import render.libertalia
    import render.mali.board

    monkeypatch.setattr(render.mali.board, "warm_up", recorder("mali"))
    monkeypatch.setattr(render.libertalia, "warm_up", recorder("libertalia"))
    await render.start_warm_up()
    assert sorted(name for name, _, _ in warmed) == ["libertalia", "mali"]
    assert all(tuple(langs) == tuple(render.LANGS) and thread != loop_thread for _, langs, thread in warmed)


async def test_a_failed_warm_up_is_logged_not_raised(monkeypatch: pytest.MonkeyPatch,
                                                     caplog: pytest.LogCaptureFixture) -> None:
    def broken(langs: object) -> None:
        raise FileNotFoundError("shipped font missing")

    monkeypatch.setattr(facade, "warm_up", broken)
    task = render.start_warm_up()
    with pytest.raises(FileNotFoundError):
        await task
    await asyncio.sleep(0)  # let the done callback run
    assert "board warm-up failed" in caplog.text
    assert "shipped font missing" in caplog.text
    assert task not in facade._warm_ups


async def test_the_facade_draws_any_game_by_its_key() -> None:
    """One entry for every game's board (the sender has no special case): a Libertalia view is drawn by its
    room, on the same pool, and named by its voyage and day; Mali's by its round."""
    from engine.libertalia import Options, new_game, view

    state, _ = new_game(["red", "blue"], Options(), 3)
    public = view(state, None)
    png = await render.render_board_async("libertalia", public, lang="en")
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert render.board_filename("libertalia", public) == "board-v1d1.png"
    assert render.board_filename("mali", {"round": 4}) == "board-r4.png"
    assert render.has_board("mali") and render.has_board("libertalia") and not render.has_board(None)
