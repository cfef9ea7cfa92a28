"""The web view in a real browser (issue 28): Debian's Chromium driven by Playwright, at a phone's width
(390 px) and a desktop's. It opens a running Mali game's page, steps its replay, watches it update after a move,
checks that no secret reaches the page, opens a finished Libertalia game with every hand shown, and saves
screenshots (var/screenshots/, or MP_SCREENSHOTS).

Chromium comes from Debian's packages (./scripts/test.sh installs it when it runs as root, as CI does); where it
is missing these tests skip and say why, unless MP_TEST_BROWSER_REQUIRED=1 (.ci/run), which fails them instead.
"""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from service.history import replay_log
from store import SqliteStore
from tests.web.games import open_game, play, service
from web.server import BesideTable
from words import codes
from words.compose import room

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
SHOTS = Path(os.environ.get("MP_SCREENSHOTS") or Path(__file__).resolve().parents[2] / "var" / "screenshots")


def chromium() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    reason = None
    if found is None:
        reason = "Chromium is not installed (Debian's chromium package: ./scripts/test.sh installs it as root)"
    else:
        try:
            import playwright.sync_api  # noqa: F401
        except ImportError:
            reason = "Playwright is not installed (./scripts/setup.sh installs it from requirements.lock)"
    if reason is not None:
        if os.environ.get("MP_TEST_BROWSER_REQUIRED") == "1":
            pytest.fail(reason + " (MP_TEST_BROWSER_REQUIRED=1)")
        pytest.skip(reason)
    assert found is not None
    return found


def in_thread(work: Callable[[], Any]) -> Any:
    """Run `work` on a thread of its own (Playwright's sync API keeps this thread's event loop busy)."""
    out: list[Any] = []
    failed: list[BaseException] = []

    def run() -> None:
        try:
            out.append(work())
        except BaseException as e:
            failed.append(e)
    t = threading.Thread(target=run)
    t.start()
    t.join(120)
    if failed:
        raise failed[0]
    return out[0] if out else None


@dataclass
class Games:
    db: Path
    mali: int
    libertalia: int
    goals: set[str]


async def prepare(db: Path) -> Games:
    store = SqliteStore(db)
    await store.open()
    try:
        svc = service(store)
        mali = await open_game(svc, 1, "mali", variant="advanced")
        await play(svc, 1, 16, seed=3)
        rules = svc.pipeline.rules_for("mali")
        assert rules is not None
        state = replay_log(rules, await store.log(mali))
        goals = {room("mali").term("goal", p.goal, lang).text for p in state.players.values() if p.goal
                 for lang in codes()}
        libertalia = await open_game(svc, 2, "libertalia")
        await play(svc, 2, None, seed=4)
        return Games(db, mali, libertalia, goals)
    finally:
        await store.close()


async def move(db: Path, channel: int) -> None:
    store = SqliteStore(db)
    await store.open()
    try:
        await play(service(store), channel, 1, seed=9)
    finally:
        await store.close()


@pytest.fixture(scope="module")
def games(tmp_path_factory: pytest.TempPathFactory) -> Games:
    db = tmp_path_factory.mktemp("browser") / "games.sqlite3"
    return in_thread(lambda: asyncio.run(prepare(db)))  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
def site(games: Games) -> Iterator[BesideTable]:
    beside = BesideTable(str(games.db), port=0, poll=0.5)
    beside.start()
    yield beside
    beside.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    path = chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=path, args=["--no-sandbox", "--disable-gpu"])
        yield b
        b.close()


def url(site: BesideTable, game_id: int, lang: str) -> str:
    assert site.server is not None
    return site.server.links.game_url(game_id, 0, lang)


def board_loaded(page: Any) -> None:
    page.wait_for_function("() => { const i = document.getElementById('board'); "
                           "return i && i.complete && i.naturalWidth > 0; }", timeout=20_000)


def shoot(page: Any, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / name
    page.screenshot(path=str(path), full_page=True)
    return path


def test_a_running_game_at_a_phones_width_steps_its_replay(browser: Any, site: BesideTable, games: Games) -> None:
    page = browser.new_page(viewport=PHONE, is_mobile=True, has_touch=True)
    page.goto(url(site, games.mali, "pl"))
    board_loaded(page)
    total = int(page.eval_on_selector("#step", "e => e.max")) + 1
    assert page.inner_text("#step-label").startswith(f"Krok {total} z {total}")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], "nothing wider than a phone"
    width = page.eval_on_selector("#board", "e => e.getBoundingClientRect().width")
    assert 300 <= width <= PHONE["width"], "the board fills the phone's width"
    for _ in range(3):
        page.tap("#prev")
    assert page.inner_text("#step-label").startswith(f"Krok {total - 3} z {total}")
    assert page.eval_on_selector("#board", "e => e.getAttribute('src')").endswith(f"/board/{total - 4}.png?lang=pl")
    board_loaded(page)
    later = page.eval_on_selector_all("#log li.later", "els => els.length")
    assert later >= 3, "the log marks what came after the step shown"
    page.fill("#step", "2")
    page.dispatch_event("#step", "input")
    assert page.inner_text("#step-label").startswith(f"Krok 3 z {total}")
    page.tap("#next")
    assert page.inner_text("#step-label").startswith(f"Krok 4 z {total}")
    board_loaded(page)
    text = page.content()
    assert not [g for g in games.goals if g in text], "no secret goal on a running game's page"
    assert shoot(page, "mali-running-phone-replay.png").stat().st_size > 10_000
    page.close()


def test_the_page_follows_the_game_when_it_moves_on(browser: Any, site: BesideTable, games: Games) -> None:
    page = browser.new_page(viewport=DESKTOP)
    page.goto(url(site, games.mali, "en"))
    board_loaded(page)
    before = int(page.eval_on_selector("#step", "e => e.max"))
    in_thread(lambda: asyncio.run(move(games.db, 1)))
    page.wait_for_function(f"() => Number(document.getElementById('step').max) > {before}", timeout=20_000)
    board_loaded(page)
    assert re.match(rf"Step {before + 2} of {before + 2}", page.inner_text("#step-label"))
    log_box = page.eval_on_selector(".log", "e => e.getBoundingClientRect().x")
    board_box = page.eval_on_selector("#board", "e => e.getBoundingClientRect()")
    assert log_box > board_box["x"] + board_box["width"] / 2, "on a wide screen the log stands beside the board"
    shoot(page, "mali-running-desktop.png")
    page.close()


def test_a_finished_game_shows_every_hand_at_each_step(browser: Any, site: BesideTable, games: Games) -> None:
    page = browser.new_page(viewport=PHONE, is_mobile=True, has_touch=True)
    page.goto(url(site, games.libertalia, "en"))
    board_loaded(page)
    page.wait_for_selector("#secret-list p", timeout=20_000)
    last = page.inner_text("#secret-list")
    assert "Hand:" in last and page.inner_text("#turn") == "The game is over."
    page.tap("#first")
    page.wait_for_function("() => document.getElementById('secret-list').innerText.includes('Hand: ') && "
                           "document.body.dataset.step === '0'", timeout=20_000)
    page.wait_for_function(f"() => document.getElementById('secret-list').innerText !== {last!r}", timeout=20_000)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.tap("#last")
    page.wait_for_selector("#secret-list p", timeout=20_000)
    board_loaded(page)
    assert shoot(page, "libertalia-finished-phone.png").stat().st_size > 10_000
    page.close()


def test_a_forged_link_is_a_page_that_says_so(browser: Any, site: BesideTable, games: Games) -> None:
    page = browser.new_page(viewport=PHONE)
    response = page.goto(re.sub(r"/[A-Za-z0-9_-]{27}\?", "/" + "B" * 27 + "?", url(site, games.mali, "en")))
    assert response is not None and response.status == 404
    assert page.inner_text("h1") == "This link does not work."
    page.close()


def test_no_script_error_and_nothing_outside_the_page(browser: Any, site: BesideTable, games: Games) -> None:
    page = browser.new_page(viewport=PHONE, is_mobile=True, has_touch=True)
    errors: list[str] = []
    elsewhere: list[str] = []
    assert site.server is not None
    own = site.server.links.base_url
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("request", lambda r: elsewhere.append(r.url) if not r.url.startswith(own) else None)
    page.goto(url(site, games.libertalia, "pl"))
    board_loaded(page)
    page.tap("#prev")
    page.wait_for_selector("#secret-list p", timeout=20_000)
    assert not errors and not elsewhere
    page.close()

