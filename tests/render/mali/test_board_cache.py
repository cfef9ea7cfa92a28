"""Mali's board behind the facade (render/mali/board.py): one renderer per size and language, built once, in a
worker thread at start-up, and a renderer being built holds up no other."""

from __future__ import annotations

import asyncio
import logging
import threading
import time

import pytest

import render
from render.mali import board


async def test_warm_up_builds_both_languages_off_the_event_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(board, "_renderers", {})
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
    assert set(board._renderers) == {(board.BASE_W, lang) for lang in render.LANGS}
    assert ticks > 3  # the loop kept running while the layers were built
    r = board._renderers[(board.BASE_W, "en")]
    assert r._mapped.base_p is not None  # the palette mapping is done too
    assert r._palette_checked  # and the shipped palette checked
    board.warm_up()  # a second call reuses them
    assert board._renderers[(board.BASE_W, "en")] is r


async def test_start_warm_up_runs_in_the_background(monkeypatch: pytest.MonkeyPatch,
                                                    caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setattr(board, "_renderers", {})
    caplog.set_level(logging.INFO, logger="render.facade")
    task = render.start_warm_up(["pl"])
    assert not task.done()  # the caller goes on at once
    await task
    assert set(board._renderers) == {(board.BASE_W, "pl")}
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

    monkeypatch.setattr(board, "Renderer", Recorder)
    monkeypatch.setattr(board, "_renderers", {})
    monkeypatch.setattr(board, "_building", {})
    await render.start_warm_up()
    assert sorted(lang for lang, _ in built) == sorted(render.LANGS)
    assert all(thread != loop_thread for _, thread in built)


def test_a_renderer_being_built_does_not_hold_up_the_others(monkeypatch: pytest.MonkeyPatch) -> None:
    ready = board.get_renderer(board.BASE_W, "pl")
    release = threading.Event()
    built: list[str] = []

    class SlowRenderer:
        def __init__(self, width: int, lang: str) -> None:
            release.wait(5)
            built.append(lang)

    monkeypatch.setattr(board, "Renderer", SlowRenderer)
    monkeypatch.setattr(board, "_renderers", {(board.BASE_W, "pl"): ready})  # "en" not built yet
    monkeypatch.setattr(board, "_building", {})
    slow = [threading.Thread(target=board.get_renderer, args=(board.BASE_W, "en")) for _ in range(3)]
    for t in slow:
        t.start()
    t0 = time.perf_counter()
    assert board.get_renderer(board.BASE_W, "pl") is ready
    assert time.perf_counter() - t0 < 1.0
    release.set()
    for t in slow:
        t.join(5)
    assert built == ["en"]  # three callers, one build
