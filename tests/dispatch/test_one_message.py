"""One public message per turn (issue 24), through real dispatch: whole games in which every move within a turn
is told only to its player, each turn ends in one channel message that pings exactly those who must act now,
carries their buttons and says what the turn did, an undone move never reaches the channel, the ping says what
happened since its player last acted, and a table (or a server) that asks for every move live gets today's
narration back."""

from __future__ import annotations

import random
import re

from jsontypes import Json
from service.messages import EVENT, SINCE, Message, service_text
from tests.dispatch.driver import Driver
from tests.dispatch.fakediscord import Exchange, Msg
from tests.dispatch.sim import CHANNEL, MODERATOR, PLAYERS, Sim, by_user, choose, turn_id
from tests.dispatch.test_game import check_exchange
from tests.dispatch.test_libertalia import act_by_panel, seat

SINCE_HEADER = service_text(SINCE, "pl")


def posts(sim: Sim) -> list[Msg]:
    return [m for m in sim.discord.channel_messages(CHANNEL) if m.via == "channel"]


def said(event: Json, game: str = "mali") -> str:
    """An event as the channel (Polish, the server's language) words it."""
    return Message(EVENT, {"event": event}, game).text("pl")


def undo_texts(text: str) -> list[str]:
    """What an undo would say in Polish ("… cofa …")."""
    return re.findall(r"\bcofa\b", text)


async def test_a_whole_mali_game_posts_one_message_per_turn_pinging_who_acts_with_the_turns_summary(
        sim: Sim) -> None:
    driver = Driver(sim, players=3)
    for ex in await driver.seat(variant="advanced", liberator=True, mail=True, deadline_hours=24):
        check_exchange(ex)
    seated = {p.id for p in PLAYERS[:3]}
    [opening, start] = posts(sim)
    assert not opening.pinged and start.pinged and start.pngs(), "the lobby is one message; the start another"
    rng = random.Random(7)
    played: dict[str, str | None] = {}  # colour -> the card that stands this turn
    undone_cards: list[str] = []
    undos = turns = 0
    for _ in range(3000):
        status = await sim.status()
        if not status.running:
            break
        user = by_user(status.waiting_user)
        colour = status.waiting
        legal = await sim.legal(user)
        undo = [a for a in legal if a["type"] == "undo"]
        action = undo[0] if undo and undos < 6 and rng.random() < 0.12 else choose(legal, rng)
        before = len(posts(sim))
        for ex in await driver.perform(user, action, status.game_id):
            check_exchange(ex)
        new = posts(sim)[before:]
        if action["type"] == "play_card":
            played[colour] = str(action["card"])
        if action["type"] == "undo":
            undos += 1
            if played.get(colour):
                undone_cards.append(str(played.pop(colour)))
            assert new == [], "an undo within a turn posts nothing"
            continue
        after = await sim.status()
        if not new:  # a move within the turn: told to its player only
            assert action["type"] != "end_turn" and after.waiting == colour
            continue
        assert len(new) == 1, [m.text for m in new]
        [msg] = new
        turns += 1
        if after.running:
            assert msg.pinged == {after.waiting_user} and msg.pinged <= seated, (msg.pinged, after.waiting_user)
            assert turn_id(msg, status.game_id, "end") is not None, "the ping carries its buttons"
        if action["type"] == "end_turn":
            assert said({"type": "turn_ended", "player": colour}) in msg.text, msg.text
            card = played.pop(colour, None)
            if card is not None:
                assert said({"type": "card_played", "player": colour, "card": card}) in msg.text, msg.text
            for gone in undone_cards:
                if gone != card:
                    assert said({"type": "card_played", "player": colour, "card": gone}) not in msg.text
            undone_cards.clear()
    assert not (await sim.status()).running
    assert undos >= 2 and turns >= 20, (undos, turns)
    channel = posts(sim)
    assert not any(undo_texts(m.text) for m in channel), "an undone move never reaches the channel"
    assert any(SINCE_HEADER in m.text for m in channel if m.pinged), "a ping says what happened since"
    final = channel[-1]
    assert final.pngs() and not final.pinged, "the end of the game is one message, with the final board"


async def test_since_your_last_turn_names_what_happened_since_the_pinged_player_acted(sim: Sim) -> None:
    driver = Driver(sim, players=4)
    await driver.seat(variant="advanced", liberator=True, mail=True)
    await driver.play_to_end(seed=7)
    pings = [m for m in posts(sim) if m.pinged and SINCE_HEADER in m.text]
    assert pings
    for msg in pings:
        after = msg.text.split(SINCE_HEADER, 1)[1].strip().splitlines()
        since = [line for line in after if line.startswith("· ")]
        assert 1 <= len(since) <= 6 and after[:len(since)] == since, msg.text
        assert "<@" in after[len(since)], "then the ping itself"


async def test_every_move_at_game_new_restores_the_narration_of_each_move(sim: Sim) -> None:
    driver = Driver(sim, players=2)
    await driver.seat(variant="basic", every_move=True)
    before = len(posts(sim))
    await driver.play_to_end(seed=4)
    channel = posts(sim)
    assert len(channel) - before > 2 * sum(1 for m in channel if m.pinged), "several posts per turn, as before"
    assert not any(SINCE_HEADER in m.text for m in channel)
    assert sum(1 for m in channel if "zagrywa" in m.text and not m.pinged) >= 5, "each card played, as it is"


async def test_a_moderators_every_move_setting_makes_new_tables_narrate_each_move(sim: Sim) -> None:
    ex = await sim.slash(MODERATOR, "mod settings", every_move=True)
    check_exchange(ex)
    assert "każdy ruch na bieżąco" in ex.reply_text, ex.reply_text
    driver = Driver(sim, players=2)
    await driver.seat(variant="basic")
    status = await sim.status()
    user = by_user(status.waiting_user)
    card = next(a for a in await sim.legal(user) if a["type"] == "play_card")
    before = len(posts(sim))
    await driver.perform(user, card, status.game_id)
    [news] = posts(sim)[before:]
    assert said({"type": "card_played", "player": status.waiting, "card": card["card"]}) in news.text


async def test_a_whole_libertalia_game_posts_one_message_per_reveal_or_choice(sim: Sim) -> None:
    people = await seat(sim, 4)
    seated = {p.id for p in people}
    rng = random.Random(7)
    panels: dict[int, Msg] = {}
    log: list[Exchange] = []
    messages = 0
    for _ in range(3000):
        status = await sim.status()
        if not status.running:
            break
        user = by_user(rng.choice(status.waiting_users))
        action = rng.choice(await sim.legal(user))
        before = len(posts(sim))
        await act_by_panel(sim, user, action, panels, log, rng)
        new = posts(sim)[before:]
        after = await sim.status()
        if not new:
            continue
        assert len(new) == 1, [m.text for m in new]
        [msg] = new
        messages += 1
        if after.running:
            owing = set(after.waiting_users)
            fresh = owing - set(status.waiting_users)
            assert fresh <= msg.pinged <= owing and msg.pinged <= seated, (msg.pinged, owing)
            assert any(c.startswith("cp:o:") for c in msg.custom_ids()), "the ping carries its button"
    for ex in log:
        check_exchange(ex)
    assert not (await sim.status()).running and messages > 20
    channel = posts(sim)
    assert not any("musi wybrać" in m.text for m in channel), "no post says who is still picking"
    assert any(SINCE_HEADER in m.text for m in channel if m.pinged)
    assert channel[-1].pngs(), "the end is one message with the final board"


async def test_a_turn_held_across_a_restart_is_posted_whole_at_its_end(sim: Sim) -> None:
    """The turn's held words are committed with each move: a new process posts them with the turn's end."""
    driver = Driver(sim, players=2)
    await driver.seat(variant="basic")
    status = await sim.status()
    user = by_user(status.waiting_user)
    card = next(a for a in await sim.legal(user) if a["type"] == "play_card")
    await driver.perform(user, card, status.game_id)
    move = next(a for a in await sim.legal(user) if a["type"] == "move")
    before = len(posts(sim))
    await driver.perform(user, move, status.game_id)
    assert len(posts(sim)) == before, "moves within the turn post nothing"
    await sim.restart()
    end = next(a for a in await sim.legal(user) if a["type"] == "end_turn")
    await driver.perform(user, end, status.game_id)
    [msg] = posts(sim)[before:]
    assert said({"type": "card_played", "player": status.waiting, "card": card["card"]}) in msg.text, msg.text
    assert said({"type": "turn_ended", "player": status.waiting}) in msg.text
    assert msg.text.count("\n") >= 2 and msg.pinged == {(await sim.status()).waiting_user}
