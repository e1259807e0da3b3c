from pathlib import Path

import pytest

from minesweeper.game.board import Board, MbfError
from minesweeper.game.files import load_game, save_game
from minesweeper.game.play import Game, GameError
from minesweeper.game.position import Position
from tests.minesweeper.helpers import FakeClock


def test_save_and_load_each_kind(tmp_path: Path) -> None:
    game = Game("classic", seed=2, clock=FakeClock())
    game.reveal(3, 3)
    assert save_game(game, tmp_path / "g.json") == f"Game saved to {tmp_path / 'g.json'}."
    assert "Position saved" in save_game(game, tmp_path / "g.MINE")
    assert "Mine layout saved" in save_game(game, tmp_path / "g.mbf")
    assert load_game(tmp_path / "g.json").position() == game.position()
    assert Position.from_text((tmp_path / "g.MINE").read_text()) == game.position()
    fresh = load_game(tmp_path / "g.mbf")
    assert fresh.board == game.board and fresh.moves == [] and fresh.seed is None


def test_what_cannot_be_saved_or_loaded(tmp_path: Path) -> None:
    with pytest.raises(GameError, match="no layout to save"):
        save_game(Game("classic"), tmp_path / "g.mbf")
    (tmp_path / "g.mine").write_text("1x1x0\n0\n")
    with pytest.raises(GameError, match="a .mine file holds only what a player sees"):
        load_game(tmp_path / "g.mine")
    (tmp_path / "full.mbf").write_bytes(Board.from_text("**").to_mbf())
    with pytest.raises(GameError, match="every cell of the layout is a mine"):
        load_game(tmp_path / "full.mbf")
    (tmp_path / "short.mbf").write_bytes(b"\x01")
    with pytest.raises(MbfError, match="1 bytes long"):
        load_game(tmp_path / "short.mbf")
    (tmp_path / "binary.json").write_bytes(b"\xff\xfe")
    with pytest.raises(GameError, match="not a saved game"):
        load_game(tmp_path / "binary.json")
