"""The turn message says who is still to choose (issue 24): a game of simultaneous picks posts nothing per pick;
the message that pinged everyone is edited in place through a picker's own interaction token, which costs nothing
against Discord's global limit (bench/bench_posts.py)."""

from __future__ import annotations

import pytest

from tests.dispatch.sim import CHANNEL, MODERATOR, Sim
from tests.dispatch.test_libertalia import check, latest_ping, open_panel, seat, tap

# what counts against the global limit (bench/bench_posts.py): posts and edits with the bot's token
COUNTED = ("channel_post", "channel_edit")


@pytest.mark.parametrize(("lang", "ready"), [("pl", "Gotowe: {n} z 4 · czekamy na:"),
                                              ("en", "Ready: {n} of 4 · waiting for:")])
async def test_the_day_message_counts_the_picks_in_place_at_no_cost(sim: Sim, lang: str, ready: str) -> None:
    if lang == "en":
        check(sim, await sim.slash(MODERATOR, "mod settings", language="en"))
    people = await seat(sim, 4)
    ping = latest_ping(sim)
    opening, board, buttons = ping.text, ping.pngs(), ping.custom_ids()
    before = {k: sim.discord.count(k) for k in COUNTED}
    for n, person in enumerate(people[:3], start=1):
        _, panel = await open_panel(sim, person)  # the ping's button: the press may edit the ping
        pick = next(x for x in await sim.legal(person) if x["type"] == "pick")
        check(sim, await tap(sim, person, panel, pick))
        now = sim.discord.by_id[ping.id]
        line = now.text.splitlines()[-1]
        assert ready.format(n=n) in line, line
        still = [p for p in people if p not in people[:n]]
        assert all(f"<@{p.id}>" in line for p in still) and all(f"<@{p.id}>" not in line for p in people[:n])
        assert now.text.startswith(opening.rstrip()), "the ping's own words stay; only the status line changes"
        assert now.pngs() == board and now.custom_ids() == buttons, "board and button stay"
    assert {k: sim.discord.count(k) for k in COUNTED} == before, "three picks: no post, no counted edit"
    assert sim.discord.channel_messages(CHANNEL)[-1].id == ping.id, "nothing new in the channel"
    assert sim.discord.by_id[ping.id].text.count("⏳") == 1, "one status line, replaced each time"


async def test_a_pick_made_from_turn_alone_leaves_the_message_as_it_was(sim: Sim) -> None:
    """With no press of the message's button there is no token to edit it with: the status stays in /game status
    and the panel, and nothing is spent against the limit."""
    people = await seat(sim, 3)
    ping = latest_ping(sim)
    opening = ping.text
    _, panel = await open_panel(sim, people[0], by_ping=False)
    check(sim, await tap(sim, people[0], panel, next(x for x in await sim.legal(people[0]) if x["type"] == "pick")))
    assert sim.discord.by_id[ping.id].text == opening
    assert sim.discord.count("channel_edit") == 0


async def test_a_press_on_an_older_turn_message_leaves_that_message_alone(sim: Sim) -> None:
    """The day's count goes on the newest turn message only: a player who taps the button of yesterday's ping
    still gets their panel, and yesterday's message keeps its words."""
    people = await seat(sim, 3)
    first = latest_ping(sim)
    opening = first.text
    while True:  # play on by /turn until a new day's picks are open under a newer ping
        status = await sim.status()
        legal = {p.id: await sim.legal(p) for p in people if p.id in status.waiting_users}
        if latest_ping(sim).id != first.id and len(legal) == 3 and all(
                any(x["type"] == "pick" for x in acts) for acts in legal.values()):
            break
        person = next(p for p in people if p.id in legal)
        _, panel = await open_panel(sim, person, by_ping=False)
        check(sim, await tap(sim, person, panel, legal[person.id][0]))
    person = people[0]
    ex = await sim.press(person, first, next(c for c in first.custom_ids() if c.startswith("cp:o:")))
    check(sim, ex)
    panel = next(m for m in ex.private if any(c.startswith("cp:s:") for c in m.custom_ids()))
    check(sim, await tap(sim, person, panel, next(x for x in await sim.legal(person) if x["type"] == "pick")))
    assert sim.discord.by_id[first.id].text == opening, "yesterday's ping keeps its words"
    assert "⏳" not in sim.discord.by_id[latest_ping(sim).id].text, "and the newest was not pressed: no line yet"
