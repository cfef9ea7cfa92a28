"""B-5.2 / B-8.2 ruling "the previous turn's moves": the state keeps, in public, the scouts' moves of the last
ended turn, so the board can trace them; undone moves and the turn in progress never show.
"""

from __future__ import annotations

import json
from pathlib import Path

import engine.mali
from engine.mali import actions as A
from engine.mali.state import FORMAT_VERSION, GameState, migrate
from engine.mali.view import view
from tests.engine.mali.helpers import FAR, TWO, act, arrange, deployed, finish_turn, game

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def test_B_5_2_an_ended_turn_leaves_its_moves_for_all_to_see() -> None:
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR4"}, turn="orange", card="3")
    state, events = act(state, A.Move("orange", 1, "OC1"))
    path = next(e["path"] for e in events if e["type"] == "moved")
    assert state.last_moves == []  # the turn is still going: nothing traced yet
    state, _ = act(state, A.EndTurn("orange"))
    assert state.last_moves == [{"colour": "orange", "scout": "orange-1", "path": path, "kind": "move"}]
    assert path[0] == "SR4" and path[-1] == "OC1"
    for viewer in (None, "orange", "red"):  # public: the same for everybody
        assert view(state, viewer)["last_moves"] == state.last_moves
    json.dumps(state.to_dict())


def test_B_5_2_the_next_ended_turn_replaces_the_trace() -> None:
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR4"}, turn="orange", card="3")
    state, _ = act(state, A.Move("orange", 1, "SR2"), A.Move("orange", 1, "SR1"), A.EndTurn("orange"))
    assert [m["path"] for m in state.last_moves] == [["SR4", "SR2"], ["SR2", "SR1"]]
    assert state.turn is not None and state.turn.player == "red"
    kept = list(state.last_moves)
    red_start = state
    state, _ = finish_turn(state)  # red ends a turn without moving: nothing to trace any more
    assert red_start.last_moves == kept
    assert state.last_moves == []


def test_B_5_7_undone_moves_leave_no_trace() -> None:
    state = arrange(game(TWO), everyone=FAR, scouts={"orange-1": "SR4"}, turn="orange", card="3")
    state, _ = act(state, A.Move("orange", 1, "OC1"), A.Undo("orange"))
    state, _ = act(state, A.PlayCard("orange", "2"), A.Move("orange", 1, "SR2"), A.EndTurn("orange"))
    assert [m["path"] for m in state.last_moves] == [["SR4", "SR2"]]


def test_B_8_2_a_swap_is_traced_as_two_jumps() -> None:
    state = arrange(deployed(TWO), everyone=FAR, scouts={"orange-1": "SR1", "orange-2": "MO1"}, turn="orange",
                    card="1-buddies")
    state, _ = act(state, A.Buddies("orange", 1, 2), A.EndTurn("orange"))
    assert state.last_moves == [
        {"colour": "orange", "scout": "orange-1", "path": ["SR1", "MO1"], "kind": "swap"},
        {"colour": "orange", "scout": "orange-2", "path": ["MO1", "SR1"], "kind": "swap"},
    ]


def test_E_4_a_player_who_leaves_takes_their_trace_with_them() -> None:
    state = arrange(game(("orange", "red", "violet")), everyone=FAR, scouts={"orange-1": "SR4"}, turn="orange",
                    card="3")
    state, _ = act(state, A.Move("orange", 1, "SR2"), A.EndTurn("orange"))
    assert state.last_moves
    state, _ = act(state, A.RemovePlayer("orange"))
    assert state.last_moves == []


def test_replay_rebuilds_the_trace_exactly() -> None:
    state, _ = engine.mali.new_game(list(TWO), engine.mali.Options("basic"), 5)
    log: list[A.Action] = []
    for _ in range(6):
        assert state.turn is not None
        who = state.turn.player
        card = engine.mali.legal_actions(state, who)[0]
        state, _ = engine.mali.apply(state, card)
        log.append(card)
        moves = [a for a in engine.mali.legal_actions(state, who) if isinstance(a, A.Move)]
        for action in [*moves[:1], A.EndTurn(who)]:
            state, _ = engine.mali.apply(state, action)
            log.append(action)
    assert state.last_moves
    rebuilt = engine.mali.replay(list(TWO), engine.mali.Options("basic"), 5, [a.to_dict() for a in log])
    assert rebuilt.to_dict() == state.to_dict()
    assert GameState.from_dict(json.loads(json.dumps(state.to_dict()))).to_dict() == state.to_dict()


def test_a_format_1_game_mid_turn_loads_and_undoes() -> None:
    """Games saved before the trace existed (format 1) load with an empty trace, undo checkpoint included."""
    # orange-1 moved SR4 -> SR2, saved by the format-2 engine (a format-1 document lacks only the traces)
    old = json.loads((FIXTURES / "format2_in_turn_states.json").read_text(encoding="utf-8"))[0]["state"]
    assert old["format"] == 2 and old["turn"]["checkpoint"]["format"] == 2
    old["format"] = 1
    del old["last_moves"]
    del old["turn"]["moves"]
    old["turn"]["checkpoint"]["format"] = 1
    del old["turn"]["checkpoint"]["last_moves"]
    del old["turn"]["checkpoint"]["turn"]["moves"]
    frozen = json.dumps(old, sort_keys=True)
    loaded = GameState.from_dict(old)
    assert json.dumps(old, sort_keys=True) == frozen  # the saved document is not changed in place
    assert loaded.format == FORMAT_VERSION == 3 and loaded.last_moves == []
    assert loaded.turn is not None and loaded.turn.moves == []
    assert migrate(loaded.to_dict()) == loaded.to_dict()
    undone, _ = act(loaded, A.Undo("orange"))
    assert undone.scouts["orange-1"].space == "SR4" and undone.format == FORMAT_VERSION
    ended, _ = act(loaded, A.Move("orange", 1, "SR1"), A.EndTurn("orange"))
    assert [m["path"] for m in ended.last_moves] == [["SR2", "SR1"]]  # only what was recorded after loading


def test_an_unknown_format_is_refused() -> None:
    doc = game(TWO).to_dict()
    doc["format"] = 99
    try:
        GameState.from_dict(doc)
    except ValueError as exc:
        assert "99" in str(exc)
    else:
        raise AssertionError("format 99 was accepted")
