"""/play, /move, /pickup, /token, /special, /signal, /letters, /deploy, /undo, /end through their callbacks."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from cogs.mali.menus import Confirm
from cogs.mali.play import Play
from cogs.mali.texts import mali_text, space_name
from data.mali.names import fold
from service import Caller
from service.errors import ServiceError
from tests.cogs.harness import (
    CHANNEL,
    HOST,
    PLAYERS,
    STRANGER,
    FakeBot,
    Json,
    Reply,
    Table,
    check_reply,
    rule_refusal,
    says,
)
from words.mali import describe

BOTH = {"variant": "advanced", "liberator": True, "mail": True}
NO_LIBERATOR = {"variant": "advanced", "liberator": False, "mail": True}


def of_type(*types: str, source: str | None = None) -> Callable[[Json], bool]:
    return lambda a: a["type"] in types and (source is None or a.get("source") == source)


CASES: dict[str, tuple[Json, Callable[[Json], bool]]] = {
    "deploy": (BOTH, of_type("deploy")),
    "play": (BOTH, of_type("play_card")),
    "move": (BOTH, of_type("move")),
    "pickup-order": (BOTH, of_type("pick_up_order")),
    "pickup-drops": (BOTH, of_type("pick_up_drops")),
    "pickup-letters": (BOTH, of_type("pick_up_letters")),
    "token": (BOTH, of_type("use_token")),
    "token-special": (BOTH, of_type("buddies", "squad", source="token")),
    "special-change": (NO_LIBERATOR, of_type("change_of_orders")),
    "special-card": (BOTH, of_type("buddies", "squad", source="card")),
    "signal": (BOTH, of_type("light_signal")),
    "letters": (BOTH, of_type("exchange_letters")),
    "end": (BOTH, of_type("end_turn")),
}


async def find_table(bot: FakeBot, options: Json, wanted: Callable[[Json], bool], base: int = CHANNEL,
                     tries: int = 40) -> tuple[Table, int, Json]:
    """A running game (new channel per try) where whoever must act may do an action `wanted` accepts."""
    for seed in range(tries):
        table = Table(bot, channel_id=base + seed)
        await table.seat_quietly(3, **options)
        user = await table.advance_until(wanted, random.Random(seed))
        if user is not None:
            action = next(a for a in await table.legal(user) if wanted(a))
            return table, user, action
    raise AssertionError("no game reached the wanted action")


def say(text: str) -> bool:
    """Whether a private answer says something more than "done"."""
    return bool(text.strip()) and text.strip() != "Gotowe."


@pytest.mark.parametrize("case", sorted(CASES))
async def test_each_play_command_does_what_autocomplete_offered(bot: FakeBot, case: str) -> None:
    options, wanted = CASES[case]
    table, user, action = await find_table(bot, options, wanted)
    before = await table.status()
    replies = await table.perform(user, action)
    for reply in replies:
        check_reply(reply)
        # a command defers privately; a confirmation's tap as an update of its own private message (no new one)
        assert reply.first.kind == "defer" and (reply.first.ephemeral or not reply.first.thinking)
    after = await table.status()
    assert after["version"] > before["version"]
    log = await bot.service.store.log(after["game_id"])
    done = log[-1].payload["action"]
    assert done["type"] == action["type"]
    assert {k: v for k, v in done.items() if k in action and k not in ("path", "cost")} == {
        k: v for k, v in action.items() if k in done and k not in ("path", "cost")}
    last = replies[-1]
    # one message per turn (issue 24): a move within the turn is told to its player now, the channel hears of it
    # with the turn's end
    assert last.posts or say(last.reply_text), "the action was narrated neither in the channel nor to its player"
    assert not any(rule_refusal(m.text, "pl") for m in last.messages)


async def test_a_drop_token_found_is_told_only_to_its_finder(bot: FakeBot) -> None:
    table, user, action = await find_table(bot, BOTH, of_type("pick_up_drops"), base=CHANNEL + 100)
    [reply] = await table.perform(user, action)
    check_reply(reply)
    entry = (await bot.service.store.log((await table.status())["game_id"]))[-1]
    assert entry.kind == "action"
    found = [m for m in reply.private if says(m.text, "events", "ev.token_found", "pl")]
    if not found:  # nothing hidden under this space's drops: nothing to tell privately
        return
    for post in table.posts:
        assert not says(post.text, "events", "ev.token_found", "pl"), post.text


async def test_move_by_typed_name_without_polish_letters(bot: FakeBot) -> None:
    table, user, action = await find_table(bot, BOTH, of_type("move"), base=CHANNEL + 200)
    typed = fold(space_name(action["to"]))
    reply = await table.run(Play.move, user, scout=action["scout"], space=typed)
    check_reply(reply)
    log = await bot.service.store.log((await table.status())["game_id"])
    assert log[-1].payload["action"]["to"] == action["to"]


@pytest.mark.parametrize("lang", ["pl", "en"])
async def test_refusals_are_private_friendly_and_in_the_callers_language(table: Table, lang: str) -> None:
    r = await table.run(Play.end, HOST, lang=lang)
    check_reply(r)
    assert says(r.reply_text, "service", "no_game", lang)
    await table.seat_quietly(3, **BOTH)
    status = await table.status()
    waiting = int(status["waiting_user"])
    other = next(u for u in PLAYERS[:3] if u != waiting)

    async def refused(reply: Reply) -> str:
        check_reply(reply)
        assert not reply.posts
        [msg] = reply.messages
        assert msg.ephemeral
        return msg.text

    for command, option in ((Play.deploy, "space"), (Play.pickup, "option"), (Play.token, "option"),
                            (Play.special, "option"), (Play.letters, "option")):
        typed: Json = {option: "CZ1"}
        text = await refused(await table.run(command, other, lang=lang, **typed))
        assert says(text, "service", "not_your_turn", lang), text  # not "pick from the list": it is not their turn
        # it names the colour awaited, once translated, declined as the sentence needs ("gracza fioletowego")
        assert ServiceError("not_your_turn", colour=status["waiting_for"]).in_room("mali").message(lang) in text
        assert "colour." not in text and (lang == "en" or status["waiting_for"] not in text)
        text = await refused(await table.run(command, STRANGER, lang=lang, **typed))
        assert says(text, "service", "not_seated", lang), text
    text = await refused(await table.run(Play.play, other, lang=lang, card="1"))
    assert says(text, "service", "not_your_turn", lang)
    text = await refused(await table.run(Play.play, STRANGER, lang=lang, card="1"))
    assert says(text, "service", "not_seated", lang)
    text = await refused(await table.run(Play.pickup, waiting, lang=lang, option="xyz"))
    assert says(text, "bot", "deploy_first", lang), text  # what to do instead, not "malformed"
    assert not says(text, "service", "bad_request", lang)
    text = await refused(await table.run(Play.play, waiting, lang=lang, card="4"))  # deploy first (B-2)
    assert rule_refusal(text, lang), text
    r = await table.run(Play.move, waiting, lang=lang, scout=1, space="Atlantyda")
    text = await refused(r)
    assert r.first.kind == "send_message"  # answered at once, without the database
    assert says(text, "bot", "unknown_space", lang)
    assert (await table.status())["version"] == status["version"]


async def test_end_with_mp_left_asks_first_and_the_confirm_button_ends_the_turn(bot: FakeBot) -> None:
    table, user, _ = await find_table(bot, BOTH, of_type("move"), base=CHANNEL + 300)
    before = await table.status()
    r = await table.run(Play.end, user, lang="en")
    check_reply(r)
    assert says(r.reply_text, "bot", "end_with_mp", "en")
    [view] = r.views()
    assert isinstance(view, Confirm)
    assert (await table.status())["version"] == before["version"]  # nothing happened yet
    pressed = await table.press(view.confirmed, user, lang="en")
    check_reply(pressed)
    assert pressed.first.kind == "defer"
    assert (await table.status())["version"] > before["version"]
    assert pressed.posts


async def test_undo_shows_what_it_takes_back_then_asks(bot: FakeBot) -> None:
    table, user, action = await find_table(bot, BOTH, of_type("move"), base=CHANNEL + 400)
    r = await table.run(Play.undo, user)
    check_reply(r)
    if not r.views():  # the turn has nothing to take back yet
        assert says(r.reply_text, "service", "undo_nothing", "pl")
    await table.perform(user, action)
    r = await table.run(Play.undo, user)
    check_reply(r)
    assert says(r.reply_text, "service", "undo_preview", "pl")
    assert says(r.reply_text, "bot", "confirm_undo_or_step", "pl")  # a card and a move: the last step alone too
    [view] = [v for v in r.views() if isinstance(v, Confirm)]
    before = await table.status()
    pressed = await table.press(view.confirmed, user)
    check_reply(pressed)
    assert (await table.status())["version"] > before["version"]
    assert says(pressed.reply_text, "service", "undo_done", "pl"), "the player reads what was taken back"
    assert not pressed.posts, "an undone move never reaches the channel (issue 24)"
    r = await table.run(Play.undo, STRANGER)
    check_reply(r)
    assert says(r.reply_text, "service", "not_seated", "pl")


async def test_B_5_7_undo_offers_the_last_step_alone_and_it_keeps_the_card(bot: FakeBot) -> None:
    """/undo after a card and a move: both buttons under what it would take back; the step moves the scout back
    and keeps the card played."""
    table, user, action = await find_table(bot, BOTH, of_type("move"), base=CHANNEL + 450)
    bot.service.pipeline.forget(table.channel_id)
    before = (await bot.service.my_info(table.channel_id, Caller(user))).result
    await table.perform(user, action)
    r = await table.run(Play.undo, user, lang="en")
    check_reply(r)
    [view] = [v for v in r.views() if isinstance(v, Confirm)]
    labels = {str(getattr(c, "custom_id", "")).rsplit(":", 1)[-1]: c.item.label for c in view.children}  # type: ignore[attr-defined]
    assert labels == {"undo": mali_text("undo-all", "en"), "step": mali_text("undo-step", "en")}
    step = next(c for c in view.children if str(getattr(c, "custom_id", "")).endswith(":step"))
    pressed = await table.press(step.callback, user, lang="en")  # type: ignore[attr-defined]
    check_reply(pressed)
    bot.service.pipeline.forget(table.channel_id)
    after = (await bot.service.my_info(table.channel_id, Caller(user))).result
    assert after.view["scouts"] == before.view["scouts"]  # type: ignore[union-attr]
    assert after.view["turn"]["card"] == before.view["turn"]["card"] is not None  # type: ignore[union-attr]


async def test_private_results_reach_only_the_caller(bot: FakeBot) -> None:
    """Whatever an action tells its player privately never appears in the channel (H-1)."""
    table, user, _ = await find_table(bot, BOTH, of_type("pick_up_drops"), base=CHANNEL + 500)
    rng = random.Random(5)
    private_seen: list[str] = []
    for _ in range(60):
        status = await table.status()
        if status["status"] != "running":
            break
        user = int(status["waiting_user"])
        legal = await table.legal(user)
        drops = [a for a in legal if a["type"] == "pick_up_drops"]
        act: Any = drops[0] if drops else rng.choice([a for a in legal if a["type"] != "undo"])
        for reply in await table.perform(user, act):
            check_reply(reply)
            # what is private (H-1); the player's own moves, told to them now, reach the channel at the turn's end
            private_seen += [m.text for m in reply.private if says(m.text, "events", "ev.token_found", "pl")]
    public = "\n".join(p.text for p in table.posts)
    for text in private_seen:
        assert text not in public
    for colour in ("orange", "red", "violet"):
        for token in ("rifle", "grenade", "radio", "map", "bandages", "drugs"):
            hidden = describe({"type": "token_found", "private_to": colour, "scout": f"{colour}-1", "token": token,
                               "space": "CZ1"}, "pl")
            assert hidden.split(":")[0] not in public


async def test_an_old_end_turn_confirmation_does_not_end_a_later_turn(bot: FakeBot) -> None:
    """Asked "end anyway?", the player waits; the turn passes (a moderator skips it) and comes back to them.
    Tapping the old "yes" must not end the new turn unasked."""
    table = Table(bot, channel_id=CHANNEL + 600)
    await table.seat_quietly(2, variant="basic", liberator=False, mail=False)
    rng = random.Random(1)
    user = await table.advance_until(of_type("move"), rng)
    assert user is not None
    asked = await table.run(Play.end, user)
    [confirm] = [v for v in asked.views() if isinstance(v, Confirm)]
    await table.bot.service.skip(table.channel_id, Caller(HOST, True))
    for _ in range(200):  # on until it is their turn again, with a card played and MP left
        again = await table.advance_until(of_type("move"), rng)
        assert again is not None
        if again == user:
            break
        await table.bot.service.act(table.channel_id, Caller(again), {"type": "end_turn"})
    before = await table.status()
    pressed = await table.press(confirm.confirmed, user)
    check_reply(pressed)
    assert (await table.status())["version"] == before["version"], "the new turn was ended by an old button"
    assert says(pressed.reply_text, "service", "moved_on", "pl")


# ---- issue 11: typed space names, candidates and suggestions; what to do instead of "malformed" ----

async def test_signal_takes_the_spaces_typed_name(bot: FakeBot) -> None:
    table, user, action = await find_table(bot, BOTH, of_type("light_signal"), base=CHANNEL + 700)
    typed = space_name(action["to"]).upper()  # "POLITECHNIKA": the name as typed, not the id
    reply = await table.run(Play.signal, user, space=typed)
    check_reply(reply)
    log = await bot.service.store.log((await table.status())["game_id"])
    assert log[-1].payload["action"] == {**action, "player": log[-1].payload["action"]["player"]}


@pytest.mark.parametrize("lang", ["pl", "en"])
async def test_an_ambiguous_space_offers_the_candidates_and_a_typo_a_suggestion(table: Table, lang: str) -> None:

    await table.seat_quietly(2, **BOTH)
    waiting = int((await table.status())["waiting_user"])
    r = await table.run(Play.move, waiting, lang=lang, scout=1, space="plac")
    check_reply(r)
    assert r.first.kind == "send_message" and r.messages[0].ephemeral
    or_word = mali_text("space.or", lang)
    assert r.reply_text == mali_text("space.which", lang, candidates=f"Plac Wilsona {or_word} Plac Trzech Krzyży")
    r = await table.run(Play.signal, waiting, lang=lang, space="Politechnka")
    assert r.reply_text == mali_text("space.suggest", lang, space="Politechnka", suggestion="Politechnika")
    r = await table.run(Play.move, waiting, lang=lang, scout=1, space="Atlantyda")
    assert says(r.reply_text, "bot", "unknown_space", lang)


@pytest.mark.parametrize("lang", ["pl", "en"])
async def test_pickup_before_a_card_says_play_a_card_first(table: Table, lang: str) -> None:
    await table.seat_quietly(2, variant="basic")
    status = await table.status()
    waiting = int(status["waiting_user"])
    assert any(a["type"] == "play_card" for a in await table.legal(waiting))
    r = await table.run(Play.pickup, waiting, lang=lang, option="rozkaz")
    check_reply(r)
    assert says(r.reply_text, "bot", "card_first", lang), r.reply_text
    assert not says(r.reply_text, "service", "bad_request", lang)
    assert (await table.status())["version"] == status["version"]
