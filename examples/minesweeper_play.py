"""Play Minesweeper through the API: a seeded game, a few moves, the player's view, files.

Run from the repository root: ``python examples/minesweeper_play.py``.
"""

import tempfile
from pathlib import Path

from minesweeper import Board, Game, Position


def main() -> None:
    game = Game("beginner", first_click="opening", seed=2024)
    opened = game.reveal(4, 4)  # (row, col) from 0; "opening" makes the first click a zero
    print(f"the first click opened {len(opened)} cells")

    position = game.position()  # all a player (or an agent) may see
    print(position.to_text(), end="")  # the .mine format: WxHxM, then 0-8, H (hidden), F (flag)

    # A hidden cell next to a 1 with only one hidden neighbour must be a mine: flag it.
    for row, col in position.revealed_cells():
        hidden = [n for n in position.neighbors(row, col) if not position.is_revealed(*n)]
        if position.number_at(row, col) == 1 and len(hidden) == 1:
            if not game.position().is_flagged(*hidden[0]):
                game.flag(*hidden[0])
            break
    print(f"mines left: {game.mines_left}, status: {game.status}, moves: {len(game.moves)}")

    with tempfile.TemporaryDirectory() as folder:
        saved = Path(folder) / "game.json"
        game.save(saved)  # settings, seed and moves; written atomically
        again = Game.load(saved)  # replays the moves from the seed
        assert again.position() == game.position()
        layout = game.board.to_mbf()  # the true layout as MBF bytes
        assert Board.from_mbf(layout) == game.board
    assert Position.from_text(position.to_text()) == position
    print("saved, reloaded and replayed the same game")


if __name__ == "__main__":
    main()
