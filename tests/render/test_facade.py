"""The render facade: at most MAX_RENDERS boards drawn at once, and a warm-up that keeps the loop free."""

from __future__ import annotations

import asyncio
import logging
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

    def fake_render(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None, lang: str = "pl",
                    width: int = 0) -> bytes:
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
    pngs = await asyncio.gather(*(render.render_board_async({"n": i}, lang="en") for i in range(12)))
    assert facade.MAX_RENDERS == 2
    assert gauge.peak == 2  # two at a time: bounded, but not serialised
    assert gauge.done == 12
    assert pngs == [f"en:{i}".encode() for i in range(12)]  # each caller gets its own board


async def test_real_async_renders_match_sync_ones_under_load() -> None:
    views = [builder() for builder in fx.ALL.values()]
    pngs = await asyncio.gather(*(render.render_board_async(v) for v in views))
    assert pngs == [render.render_board(v) for v in views]


async def test_a_cancelled_render_does_not_hold_a_slot(monkeypatch: pytest.MonkeyPatch) -> None:
    gauge = Gauge()
    monkeypatch.setattr(facade, "render_board", gauge.fake_render)
    waiting = [asyncio.ensure_future(render.render_board_async({"n": i})) for i in range(6)]
    await asyncio.sleep(0)
    for task in waiting[2:]:
        task.cancel()
    await asyncio.gather(*waiting, return_exceptions=True)
    assert await render.render_board_async({"n": 99}) == b"pl:99"


async def test_warm_up_builds_both_languages_off_the_event_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(facade, "_renderers", {})
    ticks = 0
    stop = asyncio.Event()

    async def heartbeat() -> None:
        nonlocal ticks
        while not stop.is_set():
            ticks += 1
            await asyncio.sleep(0.005)

    beat = asyncio.create_task(heartbeat())
    await render.warm_up_async()
    stop.set()
    await beat
    assert set(facade._renderers) == {(render.BASE_W, lang) for lang in render.LANGS}
    assert ticks > 3  # the loop kept running while the layers were built
    r = facade._renderers[(render.BASE_W, "en")]
    assert r._mapped.base_p is not None  # the palette mapping is done too
    assert r._palette_checked  # and the shipped palette checked
    render.warm_up()  # a second call reuses them
    assert facade._renderers[(render.BASE_W, "en")] is r


async def test_start_warm_up_runs_in_the_background(monkeypatch: pytest.MonkeyPatch,
                                                    caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setattr(facade, "_renderers", {})
    caplog.set_level(logging.INFO, logger="render.facade")
    task = render.start_warm_up(["pl"])
    assert not task.done()  # the caller goes on at once
    await task
    assert set(facade._renderers) == {(render.BASE_W, "pl")}
    assert "board layers ready for pl" in caplog.text


async def test_the_start_up_warm_up_builds_every_language_off_the_event_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """What bot.py's setup_hook calls, `start_warm_up()` with no arguments: every language, checked palettes,
    all of it in a worker thread."""
    loop_thread = threading.get_ident()
    built: list[tuple[str, int]] = []

    class Recorder:
        def __init__(self, width: int, lang: str) -> None:
            built.append((lang, threading.get_ident()))

        def base_p(self) -> None:
            assert threading.get_ident() != loop_thread

        def check_palette(self) -> bool:
            assert threading.get_ident() != loop_thread
            return True

    monkeypatch.setattr(facade, "Renderer", Recorder)
    monkeypatch.setattr(facade, "_renderers", {})
    monkeypatch.setattr(facade, "_building", {})
    await render.start_warm_up()
    assert sorted(lang for lang, _ in built) == sorted(render.LANGS)
    assert all(thread != loop_thread for _, thread in built)


async def test_a_failed_warm_up_is_logged_not_raised(monkeypatch: pytest.MonkeyPatch,
                                                     caplog: pytest.LogCaptureFixture) -> None:
    def broken(langs: object, width: int) -> None:
        raise FileNotFoundError("shipped font missing")

    monkeypatch.setattr(facade, "warm_up", broken)
    task = render.start_warm_up()
    with pytest.raises(FileNotFoundError):
        await task
    await asyncio.sleep(0)  # let the done callback run
    assert "board warm-up failed" in caplog.text
    assert "shipped font missing" in caplog.text
    assert task not in facade._warm_ups


def test_a_renderer_being_built_does_not_hold_up_the_others(monkeypatch: pytest.MonkeyPatch) -> None:
    ready = render.get_renderer(render.BASE_W, "pl")
    release = threading.Event()
    built: list[str] = []

    class SlowRenderer:
        def __init__(self, width: int, lang: str) -> None:
            release.wait(5)
            built.append(lang)

    monkeypatch.setattr(facade, "Renderer", SlowRenderer)
    monkeypatch.setattr(facade, "_renderers", {(render.BASE_W, "pl"): ready})  # "en" not built yet
    monkeypatch.setattr(facade, "_building", {})
    slow = [threading.Thread(target=render.get_renderer, args=(render.BASE_W, "en")) for _ in range(3)]
    for t in slow:
        t.start()
    t0 = time.perf_counter()
    assert render.get_renderer(render.BASE_W, "pl") is ready
    assert time.perf_counter() - t0 < 1.0
    release.set()
    for t in slow:
        t.join(5)
    assert built == ["en"]  # three callers, one build


async def test_the_facade_draws_any_game_named_by_its_view() -> None:
    """One entry for every game's board (the gateway has no special case): a Libertalia view is drawn by its
    room, on the same pool, and named by its voyage and day."""
    from engine.libertalia import Options, new_game, view
    from render import render_board_async
    from render.mali.board import board_filename

    state, _ = new_game(["red", "blue"], Options(), 3)
    public = view(state, None)
    png = await render_board_async(public, lang="en")
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert board_filename(public) == "board-v1d1.png"
    assert board_filename({"round": 4}) == "board-r4.png"
