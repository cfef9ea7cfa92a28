"""B-5.7 undo, through the stored state: format 3 keeps the undo checkpoint as what differs from the state.

fixtures/format2_in_turn_states.json holds in-turn states saved by the format-2 engine (commit 52d1869, whose
checkpoint was a whole second state), each with the state that engine reached by undoing: basic and advanced
games with Liberator and Mail, checkpoints sealed by a revealed token, and one after a moderator removed
another player mid-turn (the undo brings that player back, as it always did).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

import engine.mali
from engine.mali import actions as A
from engine.mali.legal import legal_actions
from engine.mali.state import FORMAT_VERSION, GameState, Options, migrate
from engine.mali.view import view, waiting_for

FIXTURES = Path(__file__).resolve().parent / "fixtures"
CASES: list[dict[str, Any]] = json.loads((FIXTURES / "format2_in_turn_states.json").read_text(encoding="utf-8"))


def text(state: GameState) -> str:
    return json.dumps(state.to_dict())


@pytest.mark.parametrize("case", CASES, ids=[f"case{i}" for i in range(len(CASES))])
def test_B_5_7_a_format_2_state_loads_and_undoes_as_it_did(case: dict[str, Any]) -> None:
    frozen = json.dumps(case["state"])
    loaded = GameState.from_dict(case["state"])
    assert json.dumps(case["state"]) == frozen  # the saved document is not changed in place
    assert loaded.format == FORMAT_VERSION
    assert loaded.turn is not None and loaded.turn.checkpoint is not None
    want = GameState.from_dict(case["undone"])
    undone, events = engine.mali.apply(loaded, A.Undo(loaded.turn.player))
    assert undone.to_dict() == want.to_dict()
    assert [e["type"] for e in events] == ["undone"]
    for viewer in [None, *loaded.seats]:
        assert view(loaded, viewer) == view(GameState.from_dict(json.loads(frozen)), viewer)
    # Saved again in format 3 and loaded: the same state, and the same undo.
    again = GameState.from_dict(json.loads(text(loaded)))
    assert again.to_dict() == loaded.to_dict()
    assert engine.mali.apply(again, A.Undo(loaded.turn.player))[0].to_dict() == want.to_dict()
    assert migrate(loaded.to_dict()) == loaded.to_dict()


def test_B_5_7_a_stored_in_turn_state_is_under_half_its_format_2_size() -> None:
    old = sum(len(json.dumps(c["state"], separators=(",", ":"))) for c in CASES)
    new = sum(len(json.dumps(GameState.from_dict(c["state"]).to_dict(), separators=(",", ":"))) for c in CASES)
    assert new <= old / 2, (new, old)


def test_B_5_7_the_removed_player_case_really_changed_the_checkpointed_state() -> None:
    case = next(c for c in CASES if "removed" in c)
    loaded = GameState.from_dict(case["state"])
    assert loaded.players[case["removed"]].removed
    undone, _ = engine.mali.apply(loaded, A.Undo(loaded.turn.player if loaded.turn else ""))
    assert not undone.players[case["removed"]].removed


def drive(options: Options, colours: list[str], seed: int, steps: int) -> bool:
    """Random legal play with many undos; at every step apply must leave its input as it was, and the same
    action on the state saved and loaded again must give the same state and events. True if somebody was
    removed mid-turn on the way."""
    rng = random.Random(seed)
    state, _ = engine.mali.new_game(colours, options, seed)
    removed = len(colours) < 3  # with three or more, a moderator removes somebody once, mid-turn (E-4)
    for _ in range(steps):
        colour = waiting_for(state)
        if colour is None:
            break
        acts = legal_actions(state, colour)
        undos = [a for a in acts if isinstance(a, A.Undo)]
        others = [c for c in state.active_players() if c != colour]
        action: A.Action
        if not removed and state.turn is not None and state.turn.undoable() and rng.random() < 0.1:
            action, removed = A.RemovePlayer(rng.choice(others)), True
        elif undos and rng.random() < 0.2:
            action = undos[0]
        elif rng.random() < 0.03:
            action = A.TimeoutPass(colour) if state.turn is not None else acts[0]
        else:
            ends = [a for a in acts if isinstance(a, A.EndTurn)]
            action = ends[0] if ends and rng.random() < 0.15 else rng.choice(acts)
        before = text(state)
        new, events = engine.mali.apply(state, action)
        assert text(state) == before, f"apply({action}) changed its input"
        reloaded, again = engine.mali.apply(GameState.from_dict(json.loads(before)), action)
        assert again == events
        assert text(reloaded) == text(new), f"{action} after a reload differs"
        state = new
    return removed and len(colours) >= 3


@pytest.mark.parametrize("variant,liberator,mail,players", [("basic", False, False, 4), ("advanced", True, True, 4),
                                                             ("advanced", True, True, 2), ("basic", True, True, 3)])
def test_B_5_7_apply_keeps_its_input_and_a_reload_changes_nothing(variant: str, liberator: bool, mail: bool,
                                                                   players: int) -> None:
    colours = ["orange", "red", "violet", "green"][:players]
    removals = [drive(Options(variant, liberator, mail), colours, seed, 400) for seed in range(3)]
    assert all(removals) == (players >= 3)


def test_B_5_7_a_clone_shares_nothing_that_changes() -> None:
    """Tests arrange positions by editing a clone in place: the original, and its undo checkpoint, stay put."""
    state, _ = engine.mali.new_game(["orange", "red"], Options("basic", True, True), 9)
    before = text(state)
    copy = state.clone()
    for scout in copy.scouts.values():
        scout.space, scout.letters = "SR1", ["L01"]
    for p in copy.players.values():
        p.hand.clear()
    for entry in copy.track:
        entry.position = 9
    for pile in copy.board_letters.values():
        pile.clear()
    assert text(state) == before != text(copy)
