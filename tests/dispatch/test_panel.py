"""Whole games played through the turn panel only, as raw payloads: the ping's *My turn* button opens the
private panel, every action is a tap on one of its buttons or menus (paging when the menu is long), and the
panel is edited in place after each tap. Nothing is typed, and no tap goes unanswered."""

from __future__ import annotations

import random
from typing import Any

from tests.dispatch.fakediscord import Exchange, Msg
from tests.dispatch.payloads import Person
from tests.dispatch.sim import CHANNEL, PLAYERS, Sim, by_user, choose
from tests.dispatch.test_game import check_exchange

PANEL = ("mp:pb:", "mp:ps:")


def is_panel(msg: Msg) -> bool:
    return any(c.startswith(PANEL) for c in msg.custom_ids())


def the_panel(ex: Exchange) -> Msg:
    found = [m for m in ex.private if is_panel(m)]
    assert found, f"no panel in the reply: {ex.reply_text!r}"
    return found[-1]


async def tap_choice(sim: Sim, user: Person, panel: Msg, choice: str) -> Exchange | None:
    """Tap the component that carries `choice` (a button's id ends with it, a menu offers it), if shown."""
    for custom_id in panel.custom_ids():
        if custom_id.startswith("mp:pb:") and custom_id.endswith(f":{choice}"):
            return await sim.press(user, panel, custom_id)
        if custom_id.startswith("mp:ps:"):
            component = panel.component(custom_id) or {}
            if any(o["value"] == choice for o in component.get("options") or []):
                return await sim.select(user, panel, custom_id, [choice])
    return None


def pages(panel: Msg) -> list[tuple[str, str]]:
    """The paging choices a panel offers: (menu id, value) of each "next/previous page" option or button."""
    out: list[tuple[str, str]] = []
    for custom_id in panel.custom_ids():
        if custom_id.startswith("mp:ps:"):
            for o in (panel.component(custom_id) or {}).get("options") or []:
                if str(o["value"]).startswith("p"):
                    out.append((custom_id, str(o["value"])))
        elif custom_id.startswith("mp:pb:") and custom_id.rsplit(":", 1)[-1].startswith("p"):
            out.append((custom_id, custom_id.rsplit(":", 1)[-1]))
    return out


async def take(sim: Sim, user: Person, panel: Msg, index: int, log: list[Exchange]) -> None:
    """Apply legal action `index` by taps: directly, through its confirmation, or after paging to it."""
    seen: set[str] = set()
    for _ in range(12):
        for choice in (f"a{index}", f"c{index}"):
            ex = await tap_choice(sim, user, panel, choice)
            if ex is None:
                continue
            log.append(ex)
            if choice.startswith("c"):  # one more tap on the confirmation screen, edited in place
                confirm = await tap_choice(sim, user, panel, f"a{index}")
                assert confirm is not None, f"the confirmation offers no a{index}: {panel.custom_ids()}"
                log.append(confirm)
            return
        turns = [p for p in pages(panel) if p[1] not in seen]
        assert turns, f"action {index} is not reachable on the panel: {panel.custom_ids()}"
        custom_id, value = turns[0]
        seen.add(value)
        ex = (await sim.select(user, panel, custom_id, [value]) if custom_id.startswith("mp:ps:")
              else await sim.press(user, panel, custom_id))
        log.append(ex)
    raise AssertionError(f"paging never reached action {index}")


async def play_by_panel(sim: Sim, players: int, seed: int, **options: Any) -> list[Exchange]:
    host, *others = PLAYERS[:players]
    await sim.slash(host, "game new", channel_id=CHANNEL, **options)
    for p in others:
        await sim.slash(p, "game join", channel_id=CHANNEL)
    await sim.slash(host, "game start", channel_id=CHANNEL)
    rng = random.Random(seed)
    log: list[Exchange] = []
    panels: dict[int, Msg] = {}
    for _ in range(3000):
        status = await sim.status(CHANNEL)
        if not status.running or status.waiting_user is None:
            return log
        user = by_user(status.waiting_user)
        legal = await sim.legal(user, CHANNEL)
        action = choose(legal, rng)
        panel = panels.get(user.id)
        if panel is None or f":{status.version}:" not in "".join(panel.custom_ids()):
            prompt = sim.latest_prompt(status.game_id, CHANNEL)
            ex = await sim.press_turn(user, prompt, status.game_id, "turn")
            log.append(ex)
            panel = panels[user.id] = the_panel(ex)
        await take(sim, user, panel, legal.index(action), log)
    raise AssertionError("the game did not end")


async def test_a_whole_basic_game_by_panel_taps_only(sim: Sim) -> None:
    log = await play_by_panel(sim, 2, seed=3, variant="basic")
    assert (await sim.status(CHANNEL)).status == "finished"
    assert len(log) > 40
    for ex in log:
        check_exchange(ex)
    assert all(ex.kind in ("button", "select") for ex in log), "nothing typed: every step is a tap"
    taps = [ex for ex in log if ex.label != "button turn"]
    opened = [ex for ex in log if ex.label == "button turn"]
    assert opened and len(opened) < len(taps) / 3, "the panel is opened once a turn and then tapped"
    for ex in taps:  # a tap edits the panel it sits on: a deferred update, no new message
        assert ex.ack_type == 6 and not ex.replies, (ex.label, ex.ack_type, ex.reply_text)


async def test_a_whole_advanced_game_with_both_expansions_by_panel_taps_only(sim: Sim) -> None:
    log = await play_by_panel(sim, 3, seed=5, variant="advanced", liberator=True, mail=True)
    assert (await sim.status(CHANNEL)).status == "finished"
    for ex in log:
        check_exchange(ex)
    assert all(ex.kind in ("button", "select") for ex in log)
