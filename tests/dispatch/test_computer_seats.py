"""Computer seats through real dispatch (issue 26): a Mali table of one person and two computer seats and a
Libertalia table of two people and four, each played to its final score. People act by payloads; the computer
seats play when the sweeper finds them due (their delay is 0 here), posted through the outbox like anyone's."""

from __future__ import annotations

import random

from games.computer import is_computer
from tests.dispatch.driver import Driver
from tests.dispatch.helpers import started, sweep
from tests.dispatch.payloads import Person
from tests.dispatch.sim import CHANNEL, HOST, MODERATOR, PLAYERS, Sim, by_user, choose
from tests.dispatch.test_game import check_exchange
from tests.dispatch.test_libertalia import act_by_panel
from words.compose import text

HOUR = 3600


async def computers_play(sim: Sim) -> None:
    """Sweep until the game waits for a person (or ended)."""
    for _ in range(500):
        status = await sim.status()
        if not status.running or any(not is_computer(u) for u in status.waiting_users):
            return
        assert await sweep(sim), "a computer seat is due at once (delay 0) and plays"
    raise AssertionError("the computer seats never let a person play")



async def test_mali_one_person_and_two_computer_seats_to_the_final_score(sim: Sim) -> None:
    ex = await sim.slash(HOST, "game new", variant="basic", computers=2)
    check_exchange(ex)
    status = await sim.status()
    assert len(status.seats) == 3 and sum(is_computer(s.user) for s in status.seats) == 2
    check_exchange(await sim.slash(HOST, "game start"))
    driver = Driver(sim, players=1)
    rng = random.Random(5)
    for _ in range(3000):
        await computers_play(sim)
        status = await sim.status()
        if not status.running:
            break
        assert status.waiting_user == HOST.id
        action = choose(await sim.legal(HOST), rng)
        for ex in await driver.perform(HOST, action, status.game_id):
            check_exchange(ex)
    status = await sim.status()
    assert status.status == "finished" and status.result is not None
    posts = "\n".join(m.text for m in sim.discord.channel_messages(CHANNEL))
    assert "<@-" not in posts, "a computer seat is never mentioned as a Discord user"
    assert "Komputer · " in posts, "the channel names the computer seats (the server speaks Polish)"
    assert {u for m in sim.discord.channel_messages(CHANNEL) for u in m.pinged} <= {HOST.id}, "only people are pinged"
    log = await sim.service.log(CHANNEL, limit=2000)
    entries = log.result.entries  # type: ignore[union-attr]
    computer_moves = [e for e in entries if e["kind"] == "action" and e["payload"].get("computer")]
    assert computer_moves and all(is_computer(e["actor"]) for e in computer_moves), "logged as their seats' moves"


async def test_libertalia_two_people_and_four_computer_seats_to_the_final_score(sim: Sim) -> None:
    a, b = PLAYERS[:2]
    check_exchange(await sim.slash(a, "game new", game="libertalia", computers=4))
    check_exchange(await sim.slash(b, "game join"))
    status = await sim.status()
    assert len(status.seats) == 6
    check_exchange(await sim.slash(a, "game start"))
    rng = random.Random(9)
    panels: dict[int, object] = {}
    log: list[object] = []
    for _ in range(3000):
        await computers_play(sim)
        status = await sim.status()
        if not status.running:
            break
        people = [u for u in status.waiting_users if not is_computer(u)]
        user = by_user(rng.choice(people))
        await act_by_panel(sim, user, rng.choice(await sim.legal(user)), panels, log, rng)  # type: ignore[arg-type]
    status = await sim.status()
    assert status.status == "finished" and status.game == "libertalia" and status.result is not None
    for ex in log:
        check_exchange(ex)  # type: ignore[arg-type]
    posts = "\n".join(m.text for m in sim.discord.channel_messages(CHANNEL))
    assert "<@-" not in posts
    named = [text("service", "computer_name", "pl", _room="libertalia", colour=c) for c in ("black", "purple")]
    assert any(n in posts for n in named), "the channel names the computer seats"
    pinged = {u for m in sim.discord.channel_messages(CHANNEL) for u in m.pinged}
    assert pinged <= {a.id, b.id}, "only people are pinged"


async def test_the_host_adds_and_removes_a_computer_seat_in_the_lobby(sim: Sim) -> None:
    a, b = PLAYERS[:2]
    check_exchange(await sim.slash(a, "game new", game="libertalia"))
    refused = await sim.slash(b, "game add_computer")
    check_exchange(refused)
    assert refused.private, "only the host or a moderator: said privately"
    check_exchange(await sim.slash(a, "game add_computer", colour="green"))
    check_exchange(await sim.slash(a, "game add_computer"))
    seats = (await sim.status()).seats
    assert [s.colour for s in seats if is_computer(s.user)] == ["green", "black"]
    taken = await sim.slash(b, "game join", colour="green")
    check_exchange(taken)
    check_exchange(await sim.slash(a, "game remove_computer", colour="green"))
    check_exchange(await sim.slash(b, "game join", colour="green"))
    status_ex = await sim.slash(b, "game status")
    check_exchange(status_ex)
    assert "Computer · black" in status_ex.reply_text and "<@-" not in status_ex.reply_text


async def test_the_deadline_policy_computer_plays_the_absent_players_turn(sim: Sim) -> None:
    ex = await sim.slash(MODERATOR, "mod settings", deadline_computer=True)
    check_exchange(ex)
    assert ex.private and "rozgrywa komputer" in ex.reply_text, "the moderator reads the policy back"
    driver = await started(sim, 2, deadline_hours=1)
    before = await sim.status()
    absent = before.waiting_user
    assert absent is not None
    posted = len(sim.discord.channel_messages(CHANNEL))
    sim.clock.advance(2 * HOUR)
    for _ in range(60):  # the computer plays each step of the absent player's turn, one commit each
        await sweep(sim)
        if (await sim.status()).waiting_user != absent:
            break
    after = await sim.status()
    assert after.waiting_user not in (absent, None), "their turn was played to its end"
    news = "\n".join(m.text for m in sim.discord.channel_messages(CHANNEL)[posted:])
    assert news.count("rozegrał komputer") == 1 and f"<@{absent}>) rozegrał komputer" in news, "labelled once"
    log = (await sim.service.log(CHANNEL, limit=500)).result.entries  # type: ignore[union-attr]
    played = [e for e in log if e["payload"].get("late")]
    assert played and all(e["actor"] == absent and e["payload"]["computer"] for e in played)
    assert not [e for e in log if e["kind"] == "timeout"], "nothing was passed"
    assert driver.players


async def test_without_the_policy_a_deadline_still_passes(sim: Sim) -> None:
    await started(sim, 2, deadline_hours=1)
    sim.clock.advance(2 * HOUR)
    await sweep(sim)
    log = (await sim.service.log(CHANNEL, limit=500)).result.entries  # type: ignore[union-attr]
    assert [e for e in log if e["kind"] == "timeout"] and not [e for e in log if e["payload"].get("computer")]


async def test_a_moderator_hands_a_seat_to_the_computer_and_back(sim: Sim) -> None:
    await started(sim, 2, deadline_hours=24)
    status = await sim.status()
    absent, colour = status.waiting_user, status.waiting_for
    assert absent is not None and colour is not None
    refused = await sim.slash(PLAYERS[1], "mod hand_to_computer", colour=colour)
    check_exchange(refused)
    assert refused.private and (await sim.status()).waiting_user == absent, "moderators only"
    ex = await sim.slash(MODERATOR, "mod hand_to_computer", colour=colour)
    check_exchange(ex)
    assert "gra teraz komputer" in "\n".join(m.text for m in sim.discord.channel_messages(CHANNEL))
    await computers_play(sim)  # the computer plays that seat's turn at once (delay 0)
    after = await sim.status()
    assert after.waiting_user not in (absent, None)
    log = (await sim.service.log(CHANNEL, limit=500)).result.entries  # type: ignore[union-attr]
    assert [e for e in log if e["payload"].get("computer") and e["colour"] == colour]
    again = await sim.slash(MODERATOR, "mod hand_to_computer", colour=colour)
    check_exchange(again)
    assert again.private, "already the computer's: said privately"
    back = await sim.slash(MODERATOR, "mod hand_back", colour=colour)
    check_exchange(back)
    seat = next(s for s in (await sim.status()).seats if s.colour == colour)
    assert seat.user == absent, "the seat is theirs again"
    nobody = await sim.slash(MODERATOR, "mod hand_back", colour=colour)
    check_exchange(nobody)
    assert nobody.private


async def test_a_member_takes_over_a_computer_seat_with_replace(sim: Sim) -> None:
    check_exchange(await sim.slash(HOST, "game new", variant="basic", computers=1))
    check_exchange(await sim.slash(HOST, "game start"))
    await computers_play(sim)
    computer = next(s for s in (await sim.status()).seats if is_computer(s.user))
    newcomer = PLAYERS[2]
    ex = await sim.slash(MODERATOR, "mod replace", colour=computer.colour, member=newcomer)
    check_exchange(ex)
    seat = next(s for s in (await sim.status()).seats if s.colour == computer.colour)
    assert seat.user == newcomer.id
    news = "\n".join(m.text for m in sim.discord.channel_messages(CHANNEL))
    assert "Komputer · " in news and "<@-" not in news
    driver = Driver(sim, players=1)
    driver.players = (HOST, newcomer)
    rng = random.Random(3)
    for _ in range(40):  # both people play on; nobody's turn is passed behind their back
        status = await sim.status()
        assert status.waiting_user in (HOST.id, newcomer.id)
        user = by_user(status.waiting_user)
        for step in await driver.perform(user, choose(await sim.legal(user), rng), status.game_id):
            check_exchange(step)
    assert not await sweep(sim), "the newcomer's deadline is a person's, not the computer's"


async def play_turn(sim: Sim, driver: Driver, user: Person, rng: random.Random) -> None:
    """`user` plays until the game waits for somebody else."""
    for _ in range(60):
        status = await sim.status()
        if status.waiting_user != user.id:
            return
        for ex in await driver.perform(user, choose(await sim.legal(user), rng, 0.5), status.game_id):
            check_exchange(ex)
    raise AssertionError("the turn did not end")


async def test_a_player_goes_away_and_comes_back_across_a_deadline(sim: Sim) -> None:
    driver = await started(sim, 2, deadline_hours=2)
    rng = random.Random(8)
    status = await sim.status()
    away = by_user(status.waiting_user or 0)
    other = next(p for p in driver.players if p.id != away.id)
    vague = await sim.slash(away, "away")
    check_exchange(vague)
    assert vague.private and "godziny" in vague.reply_text, "how long is asked for, privately"
    ex = await sim.slash(away, "away", hours=30)
    check_exchange(ex)

    def posts() -> str:
        return "\n".join(m.text for m in sim.discord.channel_messages(CHANNEL))
    assert f"<@{away.id}>: nieobecność we wszystkich grach" in posts()
    shown = await sim.slash(other, "game status")
    check_exchange(shown)
    assert f"The computer plays for <@{away.id}> (away until <t:" in shown.reply_text, "/game status says who, until when"
    await computers_play_for(sim, away)
    assert f"(komputer, za <@{away.id}> podczas nieobecności do" in posts(), "the channel sees who played for whom"
    pinged_before = sum(away.id in m.pinged for m in sim.discord.channel_messages(CHANNEL))
    for _ in range(3):  # their turns come and go while they are away, across deadlines nobody waits for
        await play_turn(sim, driver, other, rng)
        sim.clock.advance(3 * HOUR)
        await computers_play_for(sim, away)
    assert sum(away.id in m.pinged for m in sim.discord.channel_messages(CHANNEL)) == pinged_before, \
        "an away player is not pinged for the turns the computer plays"
    board = await sim.slash(other, "board")
    check_exchange(board)
    status_ex = await sim.slash(other, "game status")
    check_exchange(status_ex)
    assert f"The computer plays for <@{away.id}>" in status_ex.reply_text
    back = await sim.slash(away, "back")
    check_exchange(back)
    assert f"<@{away.id}> wraca do gry" in posts()
    await play_turn(sim, driver, other, rng)
    now = await sim.status()
    assert now.waiting_user == away.id and away.id in sim.discord.channel_messages(CHANNEL)[-1].pinged, \
        "back: their turn is theirs, and they are pinged"
    sim.clock.advance(3 * HOUR)
    await sweep(sim)  # their deadline passes as anyone's: a pass, not the computer
    log = (await sim.service.log(CHANNEL, limit=1000)).result.entries  # type: ignore[union-attr]
    assert log[-1]["kind"] == "timeout" and [e for e in log if e["payload"].get("away")]
    again = await sim.slash(away, "back")
    check_exchange(again)
    assert again.private, "not away: said privately"


async def computers_play_for(sim: Sim, person: Person) -> None:
    """Sweep while the game waits for `person` (away: the computer plays for them)."""
    for _ in range(60):
        if (await sim.status()).waiting_user != person.id:
            return
        assert await sweep(sim), "an away player's turn is due at once (delay 0)"
    raise AssertionError("the computer did not finish the turn")


def test_the_board_names_a_computer_seat_and_who_is_away_until_when() -> None:
    from cogs.sender import player_names
    from service.outcome import Outcome, away_names

    out = Outcome(1, names={"orange": "Ala", **away_names({"orange": 1_700_108_000.0})},
                  seats={"orange": HOST.id, "red": -2}, game="mali")
    assert player_names(out, None, "en") == {"orange": "Ala\n(away until 2023-11-16 04:13 UTC)", "red": "Computer · red"}
    assert player_names(out, None, "pl")["orange"] == "Ala\n(nieobecność do 2023-11-16 04:13 UTC)"


def test_the_away_note_goes_under_the_name_on_both_boards_never_cut_with_it() -> None:
    """The board draws the name where names go and the note on a line of its own (render/kit.name_and_note): a
    long name is shortened, the note is not."""
    from render.kit import name_and_note
    from render.libertalia.labels import player_name, player_note

    raw = "Anna Kowalska-Wiśniewska\n(away until 2026-12-24 18:00 UTC)"
    assert name_and_note(raw) == ("Anna Kowalska-Wiśniewska", "(away until 2026-12-24 18:00 UTC)")
    assert name_and_note("Ala") == ("Ala", "")
    names = {"blue": raw}
    assert player_name("blue", names, "en") == "Anna Kowalska-Wiśniewska"
    assert player_note("blue", names) == "(away until 2026-12-24 18:00 UTC)" and player_note("red", names) == ""
