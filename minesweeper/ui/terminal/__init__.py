"""The terminal front end: a command prompt that reads from any text stream.

Importing this package registers every command (the game's and the AI's) in the table
of `session`, which imports neither of them.
"""

from minesweeper.ui.terminal import (  # noqa: F401  (they register)
    ai_commands,
    commands,
    review_command,
)
from minesweeper.ui.terminal.session import COMMANDS, CommandError, Session, command, use_color

__all__ = ["COMMANDS", "CommandError", "Session", "command", "use_color"]
