"""`python -m render.libertalia`: a saved view, a saved game state and a random game all give a PNG."""

from __future__ import annotations

import json
from pathlib import Path

from engine.libertalia import Options, new_game
from render.libertalia.__main__ import main
from tests.render.libertalia import fixtures as fx


def test_a_view_a_state_and_a_random_game_are_drawn(tmp_path: Path) -> None:
    view_file = tmp_path / "view.json"
    view_file.write_text(json.dumps(fx.two_players_day()), encoding="utf-8")
    state, _ = new_game(["red", "blue", "green"], Options(), 3)
    state_file = tmp_path / "state.json"
    state_file.write_text(json.dumps(state.to_dict()), encoding="utf-8")
    for args in ([str(view_file)], [str(state_file), "--lang", "en"], ["--random", "6", "--steps", "12"]):
        out = tmp_path / "board.png"
        assert main([*args, "-o", str(out), "--names", json.dumps({"red": "Ania"})]) == 0
        assert out.read_bytes()[:4] == b"\x89PNG"
        out.unlink()
