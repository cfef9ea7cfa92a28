"""Hostile input through real dispatch (issue 23, item 5): nothing breaks, but each used to fill the log with a
traceback and show the generic apology. Each is now a worded private refusal in the caller's language, logged
as a warning without a traceback; a component the bot does not know gets an answer; and every refusal to a
member who is not a moderator reads the same."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest

from cogs.i18n import bot_text
from cogs.mali.texts import mali_text
from engine.errors import RuleError
from jsontypes import Json
from service.errors import ServiceError, rule_refused
from tests.dispatch.fakediscord import Exchange, Msg
from tests.dispatch.helpers import started
from tests.dispatch.payloads import Person
from tests.dispatch.sim import CHANNEL, MODERATOR, OTHER_CHANNEL, PLAYERS, Sim, by_user

NESTED = {"brackets": "[" * 6000, "nested lists": "[" * 3000 + "]" * 3000,
          "nested objects": '{"type":"pick_up_order","scout":' + '{"a":' * 1000 + "1" + "}" * 1001}
OPTIONS: dict[str, str] = {"pickup": "option", "token": "option", "special": "option", "letters": "option",
                           "deploy": "space"}
WHAT_INSTEAD = ("choose_suggestion", "deploy_first", "card_first", "nothing_of_that_kind")


def no_traceback(caplog: pytest.LogCaptureFixture) -> None:
    """Nothing was logged with a traceback, and nothing as an error."""
    assert not [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR], \
        [(r.name, r.getMessage()[:200]) for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]


def warned(caplog: pytest.LogCaptureFixture, needle: str) -> bool:
    return any(r.levelno == logging.WARNING and needle in r.getMessage() for r in caplog.records)


def privately(ex: Exchange, user: Person) -> str:
    """The one private answer the user got (never the apology), its text."""
    assert ex.answered and ex.replies and all(m.ephemeral for m in ex.replies), ex.reply_text
    assert not ex.posts
    assert bot_text("internal_error", user.lang) not in ex.reply_text and "{???}" not in ex.reply_text
    return ex.reply_text


async def waiting(sim: Sim) -> Person:
    status = await sim.status()
    assert status.waiting_user is not None
    return by_user(status.waiting_user)


@pytest.mark.parametrize("command", sorted(OPTIONS))
@pytest.mark.parametrize("value", sorted(NESTED))
async def test_deeply_nested_json_in_an_option_is_refused_in_words(sim: Sim, caplog: pytest.LogCaptureFixture,
                                                                     command: str, value: str) -> None:
    await started(sim, 2)
    status = await sim.status()
    caplog.set_level(logging.INFO)
    for user in PLAYERS[:2]:  # the one to act and the other, each in their own language
        ex = await sim.slash(user, command, **{OPTIONS[command]: NESTED[value]})
        text = privately(ex, user)
        if user.id == status.waiting_user:  # what to do instead, as for any value that names no choice
            assert text in [mali_text(key, user.lang) for key in WHAT_INSTEAD], text
        else:
            assert text == ServiceError("not_your_turn", colour=status.waiting_for).in_room("mali").message(user.lang)
    assert (await sim.status()).version == status.version
    no_traceback(caplog)
    assert warned(caplog, "nested too deeply")


async def test_play_with_a_6000_character_value_is_worded(sim: Sim, caplog: pytest.LogCaptureFixture) -> None:
    await started(sim, 2)
    user = await waiting(sim)
    caplog.set_level(logging.INFO)
    ex = await sim.slash(user, "play", card="1" * 6000)
    text = privately(ex, user)
    expected = rule_refused(RuleError("B-5.1", "card_not_in_hand", card="1" * 6000)).message(user.lang)
    assert text == expected and len(text) < 400 and "(B-5.1)" in text
    no_traceback(caplog)


# ---- /mod import of hostile files ----

async def full_export(sim: Sim) -> Json:
    """A finished game's full export, as a moderator downloads it."""
    await sim.slash(PLAYERS[0], "game new", variant="basic")
    await sim.slash(PLAYERS[1], "game join")
    await sim.slash(PLAYERS[0], "game start")
    await sim.slash(MODERATOR, "mod end")
    ex = await sim.slash(MODERATOR, "mod export", full=True)
    files = [data for m in ex.private for name, data in m.files if name.endswith(".json")]
    assert files, ex.reply_text
    doc: Json = json.loads(files[0])
    return doc


def version_of_2_to_the_70(doc: Json) -> bytes:
    doc["version"] = 2**70
    return json.dumps(doc).encode()


def log_after_the_end(doc: Json) -> bytes:
    """One more move after the game ended: the rules refuse it with the code "game_over"."""
    last = dict(doc["log"][-1])
    last["version"] = doc["version"]
    doc["log"].append(last)
    return json.dumps(doc).encode()


FILES: dict[str, Any] = {
    "4.9 MB of brackets": lambda doc: b"[" * int(4.9 * 1024 * 1024),
    "200,000 nested objects": lambda doc: (b'{"a":' * 200_000) + b"1" + (b"}" * 200_000),
    "a version of 2**70": version_of_2_to_the_70,
    "a move after the end": log_after_the_end,
}
DETAILS = {"4.9 MB of brackets": "unreadable", "200,000 nested objects": "unreadable", "a version of 2**70": "unreadable",
           "a move after the end": "illegal_move"}


@pytest.mark.parametrize("lang", ["pl", "en"])
@pytest.mark.parametrize("name", sorted(FILES))
async def test_a_hostile_import_is_a_worded_refusal(sim: Sim, caplog: pytest.LogCaptureFixture, name: str,
                                                    lang: str) -> None:
    doc = await full_export(sim)
    body = FILES[name](doc)
    moderator = Person(MODERATOR.id, MODERATOR.name, lang, moderator=True)
    caplog.set_level(logging.INFO)
    attachment = sim.discord.attachment(OTHER_CHANNEL, "game.json", body)
    ex = await sim.slash(moderator, "mod import", channel_id=OTHER_CHANNEL, file=attachment)
    text = privately(ex, moderator)
    assert text == ServiceError("import_bad", detail=DETAILS[name]).message(lang), text
    assert "game_over" not in text
    assert await sim.service.store.games_in_channel(OTHER_CHANNEL) == []
    no_traceback(caplog)
    assert [r for r in caplog.records if r.levelno == logging.WARNING and r.name.startswith("mp.")], \
        "the refusal is logged as a warning"


# ---- forged and unknown components ----

def component_payload(sim: Sim, user: Person, message: Msg, custom_id: str, select: bool = False) -> Json:
    """A tap on a component with this custom id, sitting on (a copy of) `message`: Discord sends a tap only
    for a component of the message, so the message carries it (an older version's button, a forged id)."""
    data: Json = {"custom_id": custom_id, "component_type": 3 if select else 2}
    component: Json = {"type": 2, "style": 2, "label": "?", "custom_id": custom_id}
    if select:
        data["values"] = ["zz"]
        component = {"type": 3, "custom_id": custom_id, "options": [{"label": "?", "value": "zz"}]}
    obj = {**message.obj, "components": [{"type": 1, "components": [component]}]}
    return sim.envelope(user, 3, data, channel_id=message.channel_id, message=obj)


async def test_a_forged_panel_choice_is_answered_in_words(sim: Sim, caplog: pytest.LogCaptureFixture) -> None:
    await started(sim, 2)
    user = await waiting(sim)
    opened = await sim.slash(user, "turn")
    panel = next(m for m in opened.private if any(c.startswith("mp:pb:") for c in m.custom_ids()))
    game, version = next(c for c in panel.custom_ids() if c.startswith("mp:pb:")).split(":")[2:4]
    before = (await sim.status()).version
    caplog.set_level(logging.INFO)
    for custom_id, select in ((f"mp:pb:{game}:{version}:zz", False), (f"mp:ps:{game}:{version}:cards", True)):
        ex = await sim.dispatch(component_payload(sim, user, panel, custom_id, select), "button", user)
        assert ex.answered
        assert bot_text("unknown_component", user.lang) in privately(ex, user)
    assert (await sim.status()).version == before
    no_traceback(caplog)
    assert warned(caplog, "no panel offers")


@pytest.mark.parametrize("custom_id", ["mp:pb:1:2", "mp:oldstyle:1:end", "garbage", "cp:b:1:0:-:not json"])
async def test_a_component_the_bot_does_not_know_gets_one_polite_answer(sim: Sim, custom_id: str) -> None:
    """A button on a message from an older version of the bot, or a malformed id: Discord would show "This
    interaction failed" without an answer."""
    await started(sim, 2)
    message = sim.discord.channel_messages(CHANNEL)[-1]
    for user in PLAYERS[:2]:  # pl, en
        ex = await sim.dispatch(component_payload(sim, user, message, custom_id), "button", user)
        assert ex.answered and ex.ack_type == 4, "answered at once, as a message"
        [reply] = ex.replies
        assert reply.ephemeral and reply.text == bot_text("unknown_component", user.lang)
        assert not ex.posts


async def test_a_known_component_gets_no_second_answer(sim: Sim) -> None:
    """The polite answer is only for components nobody handles: a tap on a live turn button is answered once."""
    driver = await started(sim, 2)
    user = await waiting(sim)
    status = await sim.status()
    prompt = sim.latest_prompt(status.game_id)
    ex = await sim.press_turn(user, prompt, status.game_id, "me")
    assert ex.answered
    assert not any(bot_text("unknown_component", user.lang) in m.text for m in ex.messages)
    assert driver is not None


# ---- one wording for every refusal to a member who is not a moderator ----

async def test_every_refusal_to_a_member_who_is_not_a_moderator_reads_the_same(sim: Sim) -> None:
    await started(sim, 2)
    cases: list[tuple[str, dict[str, Any]]] = [("mod reset", {}), ("mod rollback", {}), ("mod deadline", {"hours": 5}),
                                               ("mod export", {"full": True}), ("mod remove", {"colour": "red"})]
    for user in PLAYERS[1:3]:  # en, pl
        said = set()
        for path, options in cases:
            ex = await sim.slash(user, path, **options)
            said.add(privately(ex, user))
        attachment = sim.discord.attachment(CHANNEL, "game.json", b"{}")
        said.add(privately(await sim.slash(user, "mod import", file=attachment), user))
        assert said == {ServiceError("moderator_only").message(user.lang)}, said
