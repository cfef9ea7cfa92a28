"""Undo within a turn (B-5.7) and moderator rollback to the start of a phase, both naming what they take back."""

from __future__ import annotations

import random

from service import Caller, TableService
from service.messages import describe_action
from tests.service.driver import MOD, play_step, replayed_state, seat_game, stored_state, waiting_caller


async def first_moves(svc: TableService, channel: int) -> tuple[Caller, list[dict[str, object]]]:
    """The player to act plays a card and makes one move; returns them and what they did."""
    who = await waiting_caller(svc, channel)
    assert who is not None
    legal = (await svc.my_info(channel, who)).data["legal_actions"]
    card = max((a for a in legal if a["type"] == "play_card"), key=lambda a: str(a["card"]))
    await svc.act(channel, who, card)
    legal = (await svc.my_info(channel, who)).data["legal_actions"]
    move = next(a for a in legal if a["type"] == "move")
    await svc.act(channel, who, move)
    return who, [card, move]


async def test_undo_takes_back_the_turn_and_says_what(svc: TableService) -> None:
    await seat_game(svc, 1, 2)
    before = await stored_state(svc, (await svc.status(1)).data["game_id"])
    who, _ = await first_moves(svc, 1)
    preview = await svc.undo_preview(1, who)
    assert [a["type"] for a in preview.data["actions"]] == ["play_card", "move"]
    assert preview.private[who.user_id][0].key == "undo_preview"
    out = await svc.act(1, who, {"type": "undo"})
    assert out.public == [], "one message per turn: the undone moves never reach the channel (issue 24)"
    [summary] = [m for m in out.private[who.user_id] if m.key == "undo_done"]
    assert [a["type"] for a in summary.params["actions"]] == ["play_card", "move"]
    text = summary.text("en")
    assert "play" in text and "move" in text, text
    assert "zagrywa" in summary.text("pl")
    game_id = (await svc.status(1)).data["game_id"]
    after = await stored_state(svc, game_id)
    assert after is not None and before is not None
    assert after["players"] == before["players"] and after["scouts"] == before["scouts"]
    assert await replayed_state(svc, game_id) == after
    nothing = await svc.undo_preview(1, who)
    assert nothing.data["actions"] == []


async def test_rollback_to_the_start_of_the_current_phase(svc: TableService) -> None:
    await seat_game(svc, 2, 3)
    game_id = (await svc.status(2)).data["game_id"]
    phase_start = await stored_state(svc, game_id)
    who, _ = await first_moves(svc, 2)
    await svc.act(2, who, {"type": "end_turn"})
    out = await svc.rollback(2, MOD)
    [msg] = [m for m in out.public if m.key == "rollback_done"]
    assert msg.params["count"] == 3
    assert [a["type"] for a in msg.params["actions"]] == ["play_card", "move", "end_turn"]
    assert "Taken back (3)" in msg.text("en") and "Cofnięte (3)" in msg.text("pl")
    assert out.renders[0].reason == "rollback"
    assert await stored_state(svc, game_id) == phase_start
    assert await replayed_state(svc, game_id) == phase_start
    assert (await svc.status(2)).data["waiting_user"] == who.user_id
    log = await svc.store.log(game_id)
    assert log[-1].kind == "rollback" and log[-1].moderator


async def test_rollback_to_the_previous_phase_and_again(svc: TableService) -> None:
    await seat_game(svc, 3, 2)
    game_id = (await svc.status(3)).data["game_id"]
    rng = random.Random(2)
    rounds: dict[int, dict[str, object] | None] = {}
    while len(rounds) < 3:  # play into round 3, remembering how each movement phase began
        status = (await svc.status(3)).data
        rec = await svc.store.game(game_id)
        assert rec is not None
        snap = rec.meta["phase_snapshot"]
        rounds.setdefault(status["round"], (await svc.store.snapshot(game_id, snap)).state)  # type: ignore[union-attr]
        assert await play_step(svc, 3, rng) is not None
    current_round = (await svc.status(3)).data["round"]
    await svc.rollback(3, MOD, to="previous")
    assert (await svc.status(3)).data["round"] == current_round - 1
    assert await stored_state(svc, game_id) == rounds[current_round - 1]
    # after one step back, "previous" goes one further, not back to the abandoned future
    await svc.rollback(3, MOD, to="previous")
    assert (await svc.status(3)).data["round"] == current_round - 2
    assert await stored_state(svc, game_id) == rounds[current_round - 2]
    assert await replayed_state(svc, game_id) == rounds[current_round - 2]
    # and play goes on from there, to the end
    while await play_step(svc, 3, rng) is not None:
        pass
    assert await stored_state(svc, game_id) == await replayed_state(svc, game_id)


async def test_rollback_names_only_the_current_line_of_play(svc: TableService) -> None:
    await seat_game(svc, 4, 2)
    await first_moves(svc, 4)
    await svc.rollback(4, MOD)  # takes back 2
    await first_moves(svc, 4)
    out = await svc.rollback(4, MOD)  # takes back these 2 only, not the abandoned ones again
    [msg] = [m for m in out.public if m.key == "rollback_done"]
    assert msg.params["count"] == 2


async def test_reset_deals_again_and_end_game_has_no_winner(svc: TableService) -> None:
    await seat_game(svc, 5, 2)
    game_id = (await svc.status(5)).data["game_id"]
    await first_moves(svc, 5)
    out = await svc.reset(5, MOD)
    assert out.public[0].key == "reset_done" and out.renders[0].reason == "reset"
    status = (await svc.status(5)).data
    assert status["status"] == "running" and status["round"] == 1
    assert await stored_state(svc, game_id) == await replayed_state(svc, game_id)
    out = await svc.end_game(5, MOD)
    assert out.public[0].key == "ended_by_moderator"
    status = (await svc.status(5)).data
    assert status["status"] == "finished" and status["result"]["outcome"] == "aborted"
    assert await stored_state(svc, game_id) == await replayed_state(svc, game_id)
    kinds = [(e.kind, e.moderator) for e in await svc.store.log(game_id) if e.moderator]
    assert kinds == [("start", True), ("reset", True), ("end", True)]


async def test_B_5_7_undo_one_step_takes_back_the_last_action_and_replays_from_the_log(svc: TableService) -> None:
    await seat_game(svc, 1, 2)
    game_id = (await svc.status(1)).data["game_id"]
    who, (_, move) = await first_moves(svc, 1)
    preview = await svc.undo_preview(1, who)
    assert [a["type"] for a in preview.data["actions"]] == ["play_card", "move"]
    out = await svc.act(1, who, {"type": "undo", "scope": "step"})
    assert out.public == [], "one message per turn: an undone step never reaches the channel (issue 24)"
    [summary] = [m for m in out.private[who.user_id] if m.key == "undo_done"]
    [taken] = summary.params["actions"]
    assert taken["type"] == "move" and taken["to"] == move["to"] and taken["scout"] == move["scout"]
    after = await stored_state(svc, game_id)
    assert after is not None and await replayed_state(svc, game_id) == after, "the log rebuilds it"
    preview = await svc.undo_preview(1, who)
    assert [a["type"] for a in preview.data["actions"]] == ["play_card"], "the card is still played"
    entries = (await svc.log(1)).data["entries"]
    [step] = [e for e in entries if (e.get("payload") or {}).get("action", {}).get("type") == "undo"]
    assert step["payload"]["action"]["scope"] == "step"
    assert "undo the last step" in describe_action(step["payload"]["action"], "en", game="mali")
    assert "cofnięcie ostatniego kroku" in describe_action(step["payload"]["action"], "pl", game="mali")
