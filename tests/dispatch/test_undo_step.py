"""B-5.7 undo one step, as raw payloads through discord.py's real dispatch: `/undo` shows what it would take
back and offers the whole turn and the last step alone; the turn panel's *Undo last step* goes at once and
the panel is edited in place."""

from __future__ import annotations

from cogs.mali.texts import mali_text
from engine.mali.view import MaliView
from service.caller import Caller
from tests.dispatch.payloads import Person
from tests.dispatch.sim import CHANNEL, GUILD, PLAYERS, Sim, by_user
from tests.dispatch.test_game import check_exchange
from tests.dispatch.test_panel import take, the_panel


async def seated(sim: Sim) -> Person:
    host, guest = PLAYERS[:2]
    for who, command in ((host, "game new"), (guest, "game join"), (host, "game start")):
        check_exchange(await sim.slash(who, command, **({"variant": "basic"} if command == "game new" else {})))
    return by_user((await sim.status()).waiting_user or 0)


async def view_of(sim: Sim, user: Person) -> MaliView:
    sim.service.pipeline.forget(CHANNEL)
    return (await sim.service.my_info(CHANNEL, Caller(user.id, guild_id=GUILD))).result.view  # type: ignore[union-attr,return-value]


async def card_and_moves(sim: Sim, user: Person, moves: int) -> tuple[MaliView, MaliView]:
    """By panel taps: a card, then `moves` moves of scout 1; the views after the card and before the last move."""
    status = await sim.status()
    ex = await sim.press_turn(user, sim.latest_prompt(status.game_id), status.game_id, "turn")
    panel = the_panel(ex)
    log = [ex]
    legal = await sim.legal(user)
    cards = [(int(str(a["card"]).split("-")[0]), i) for i, a in enumerate(legal) if a["type"] == "play_card"]
    await take(sim, user, panel, max(cards)[1], log)  # the most MP: room for every move asked
    after_card = before_last = await view_of(sim, user)
    for _ in range(moves):
        before_last = await view_of(sim, user)
        legal = await sim.legal(user)
        steps = [(int(str(a["cost"])), i) for i, a in enumerate(legal) if a["type"] == "move"]
        await take(sim, user, panel, min(steps)[1], log)  # one step each
    for x in log:
        check_exchange(x)
    return after_card, before_last


async def test_B_5_7_slash_undo_offers_the_last_step_alone(sim: Sim) -> None:
    user = await seated(sim)
    after_card, _ = await card_and_moves(sim, user, 1)
    ex = await sim.slash(user, "undo")
    check_exchange(ex)
    asked = next(m for m in ex.private if any(c.startswith("mp:ok:") for c in m.custom_ids()))
    ids = {c.rsplit(":", 1)[-1]: c for c in asked.custom_ids()}
    assert set(ids) == {"undo", "step"}
    assert (asked.component(ids["step"]) or {}).get("label") == mali_text("undo-step", user.lang)
    assert mali_text("confirm_undo_or_step", user.lang) in asked.text
    check_exchange(await sim.press(user, asked, ids["step"]))
    now = await view_of(sim, user)
    assert now["scouts"] == after_card["scouts"] and now["turn"] == after_card["turn"], "only the move went back"


async def test_B_5_7_the_panels_undo_last_step_goes_at_once(sim: Sim) -> None:
    user = await seated(sim)
    _, before_last = await card_and_moves(sim, user, 2)
    status = await sim.status()
    ex = await sim.press_turn(user, sim.latest_prompt(status.game_id), status.game_id, "turn")
    check_exchange(ex)
    panel = the_panel(ex)
    legal = await sim.legal(user)
    step = next(i for i, a in enumerate(legal) if a["type"] == "undo" and a.get("scope") == "step")
    whole = next(i for i, a in enumerate(legal) if a["type"] == "undo" and a.get("scope") != "step")
    buttons = {c.rsplit(":", 1)[-1]: (panel.component(c) or {}).get("label") for c in panel.custom_ids()}
    assert buttons[f"a{step}"] == mali_text("panel.undo-step", user.lang)
    assert buttons[f"c{whole}"] == mali_text("panel.undo-all", user.lang), "the whole turn asks once more"
    tapped = await sim.press(user, panel, next(c for c in panel.custom_ids() if c.endswith(f":a{step}")))
    check_exchange(tapped)
    assert tapped.ack_type == 6 and not tapped.replies, "the panel is edited in place"
    now = await view_of(sim, user)
    assert now["scouts"] == before_last["scouts"] and now["turn"] == before_last["turn"]
