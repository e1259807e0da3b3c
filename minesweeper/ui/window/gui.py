"""The Tk window: a grid of cells, counter, face button, timer, menus, AI tools.

Logic is in the presenter; the AI plays from Tk's ``after`` timer, never blocking the loop.
"""

from __future__ import annotations

import sys
import tkinter as tk
from functools import partial
from tkinter import filedialog, simpledialog

from minesweeper.ai.agents import DEFAULT_AGENT
from minesweeper.ai.model import Cell
from minesweeper.game.play import Game
from minesweeper.ui.copilot import SPEEDS
from minesweeper.ui.window.board import BORDER, BoardCanvas
from minesweeper.ui.window.gestures import CONTROLS, KEYS
from minesweeper.ui.window.menus import build_menus
from minesweeper.ui.window.presenter import Presenter
from minesweeper.ui.window.review import ReviewSteps
from minesweeper.ui.window.review_dialog import ReviewDialog

__all__ = ["Window", "run_window"]

_DIGITS_FONT = ("DejaVu Sans Mono", 16, "bold")
_STATUS_LINES = 4  # a long explanation takes three or four lines
_STATUS_PADDING = 20  # pixels of the status label's padding and border, both sides
_LEAST_WIDTH = 380  # pixels: the narrowest window, so a small board's status is not too cramped
_LEAST_ROWS = 3  # rows of cells a window made as small as it goes still shows
_SIDES = 12  # pixels of padding left and right of the rows
_SCREEN_MARGIN = 40  # pixels kept free around the window
_MENU_AND_TITLE = 90  # pixels of menu bar and title bar, which Tk does not measure before mapping
_FILE_TYPES = [
    ("Saved game", "*.json"),
    ("Position as seen (.mine)", "*.mine"),
    ("Mine layout (MBF)", "*.mbf"),
]
_TICK_MS = 200
#: Tk's key sequences for zooming in (1), out (-1) and back to the normal size (0).
_ZOOM_KEYS = {
    "<Control-plus>": 1, "<Control-equal>": 1, "<Control-KP_Add>": 1,
    "<Control-minus>": -1, "<Control-KP_Subtract>": -1, "<Control-Key-0>": 0, "<Control-KP_0>": 0,
}  # fmt: skip


class Window:
    """The game window inside ``root``; every click goes through ``presenter``."""

    def __init__(self, root: tk.Tk, presenter: Presenter) -> None:
        self.root = root
        self.presenter = presenter
        self.board: BoardCanvas | None = None
        # the menus' and the tool row's state, shared by both
        self._rule = tk.StringVar(root, presenter.game.first_click)
        self._ai = tk.BooleanVar(root, presenter.copilot.on)
        self._guess = tk.BooleanVar(root, presenter.copilot.may_guess)
        self._overlay = tk.BooleanVar(root, presenter.overlay)
        self._speed = tk.StringVar(root, presenter.copilot.speed)
        self._marks = tk.BooleanVar(root, presenter.settings.question_marks)
        self._ai_job: str | None = None
        build_menus(self)
        top = tk.Frame(root, bd=3, relief="sunken", padx=4, pady=4)
        top.pack(fill="x", padx=6, pady=(6, 0))
        self.counter = tk.Label(top, font=_DIGITS_FONT, fg="#ff2020", bg="#000000", width=3)
        self.counter.pack(side="left")
        self.timer = tk.Label(top, font=_DIGITS_FONT, fg="#ff2020", bg="#000000", width=3)
        self.timer.pack(side="right")
        self.face = tk.Button(top, width=4, command=self.new_game, font=("DejaVu Sans Mono", 11))
        self.face.pack()
        self.tools = self._build_tools()
        # The status keeps a fixed number of lines and wraps at the board's width, so neither a
        # long hint nor a short "You won" changes the window's size; packed before the board,
        # it stays in view whatever the board's size.
        self.status = tk.Label(
            root, anchor="nw", justify="left", padx=6, height=_STATUS_LINES, wraplength=1
        )
        self.status.pack(side="bottom", fill="x", pady=(0, 6))
        # A window made narrower than it starts wraps the status at its own width: never cut.
        self.status.bind("<Configure>", self._wrap_status)
        self._spacer = tk.Frame(root, height=0)  # holds the window at least as wide as the status
        self._spacer.pack(side="bottom")
        # Packed last, the board gives up room first when the window is made smaller, and
        # scrolls (`BoardCanvas.fit`); `build_board` keeps the window large enough for the rest.
        self.board_area = tk.Frame(root)
        self.board_area.pack(fill="both", expand=True, padx=6, pady=6)
        self.board_area.bind("<Configure>", self._fit_board)
        self._top = top
        root.bind("<F2>", lambda _event: self.new_game())
        root.bind("<KeyPress-h>", lambda _event: self.hint())
        root.bind("<KeyPress-a>", lambda _event: self.toggle_ai())
        root.bind("<KeyPress-p>", lambda _event: self.toggle_overlay())
        for key in KEYS:
            root.bind(f"<KeyPress-{key}>", self._key)
        for sequence, step in _ZOOM_KEYS.items():
            root.bind(sequence, partial(lambda step, _event: self.zoom(step), step))
        self.build_board()
        self._tick()

    def _build_tools(self) -> tk.Frame:
        tools = tk.Frame(self.root)
        tools.pack(fill="x", padx=6, pady=(4, 0))
        self.hint_button = tk.Button(tools, text="Hint", command=self.hint)
        self.hint_button.pack(side="left")
        self.ai_button = tk.Checkbutton(
            tools, text="AI plays", indicatoron=False, variable=self._ai, command=self.toggle_ai
        )
        self.ai_button.pack(side="left", padx=2)
        self.overlay_button = tk.Checkbutton(
            tools,
            text="Odds",
            indicatoron=False,
            variable=self._overlay,
            command=self.toggle_overlay,
        )
        self.overlay_button.pack(side="left")
        speed = tk.OptionMenu(tools, self._speed, *SPEEDS, command=lambda _name: self.set_speed())
        speed.config(width=max(map(len, SPEEDS)))  # the same width whichever speed is chosen
        speed.pack(side="right")
        tk.Label(tools, text="AI speed:").pack(side="right", padx=(0, 2))  # left of its menu
        return tools

    def hint(self) -> None:
        """Show the AI's suggestion on the board and why in the status line."""
        self.presenter.hint()
        self.refresh()

    def toggle_ai(self) -> None:
        """Switch the AI player on (it starts at once) or off."""
        self._ai.set(self.presenter.toggle_ai())
        self._schedule_ai(0)
        self.refresh()

    def toggle_overlay(self) -> None:
        """Show or hide the probability colours."""
        self._overlay.set(self.presenter.toggle_overlay())
        self.refresh()

    def set_guess(self) -> None:
        """Let the AI guess, or not, as the menu says."""
        self.presenter.copilot.may_guess = self._guess.get()
        self._schedule_ai(0)

    def set_speed(self) -> None:
        """Play the AI at the speed the menu or the tool row says."""
        self.presenter.copilot.set_speed(self._speed.get())
        self._schedule_ai(0)  # a long pause at the old speed should not hold the new one up

    def _schedule_ai(self, delay: int | None) -> None:
        """Run the AI's next tick after ``delay`` ms, replacing any tick already waiting."""
        if self._ai_job is not None:
            self.root.after_cancel(self._ai_job)
            self._ai_job = None
        if delay is not None and self.presenter.copilot.on:
            self._ai_job = self.root.after(delay, self._ai_step)

    def _ai_step(self) -> None:
        self._ai_job = None
        delay = self.presenter.ai_tick()
        self._ai.set(self.presenter.copilot.on)  # it switches itself off on an error
        self.refresh()
        self._schedule_ai(delay)

    def build_board(self) -> None:
        """(Re)make the board for the presenter's game, and size the window to it."""
        if self.board is not None:
            self.board.destroy()
            self.board = None  # no event may reach the old board while the new one is made
        game = self.presenter.game
        self.root.update_idletasks()
        chrome = sum(w.winfo_reqheight() for w in (self._top, self.tools, self.status))
        most = (
            self.root.winfo_screenwidth() - _SCREEN_MARGIN,
            self.root.winfo_screenheight() - chrome - _SCREEN_MARGIN - _MENU_AND_TITLE,
        )
        self.board = BoardCanvas(
            self.board_area, game.height, game.width, most, self._mouse,
            self.presenter.settings.cell,
        )  # fmt: skip
        self.board.pack(expand=True)
        self.counter.config(width=self.presenter.counter_digits)  # 1000 mines: four digits
        self.root.update_idletasks()
        rows = max(self._top.winfo_reqwidth(), self.tools.winfo_reqwidth())
        least = max(rows + _SIDES, _LEAST_WIDTH)  # the narrowest window, counters and tools whole
        wide = max(self.board.winfo_reqwidth(), rows, _LEAST_WIDTH)
        self._spacer.config(width=wide)
        self.status.config(wraplength=wide - _STATUS_PADDING)
        self.root.geometry("")  # the natural size of the new board, even after a resize
        self.root.update_idletasks()
        # Smaller than this, the counters, the tools or the status would be cut: the board
        # alone gives up room, down to a few rows it scrolls through.
        rest = self.root.winfo_reqheight() - self.board.winfo_reqheight()
        few = min(game.height, _LEAST_ROWS) * self.board.cell
        bar = self.board.bars["x"].winfo_reqheight()
        self.root.minsize(least, rest + few + 2 * BORDER + bar)
        self._schedule_ai(None)  # a tick of the last game's AI has nothing left to play
        self.refresh()

    def _fit_board(self, event: tk.Event[tk.Misc]) -> None:
        if self.board is not None:
            self.board.fit(event.width, event.height)

    def _wrap_status(self, event: tk.Event[tk.Misc]) -> None:
        wrap = max(event.width - _STATUS_PADDING, 1)
        if int(self.status.cget("wraplength")) != wrap:
            self.status.config(wraplength=wrap)

    def _mouse(self, kind: str, button: int, cell: Cell | None) -> None:
        gestures = self.presenter.gestures
        shown = gestures.preview
        if kind == "press":
            gestures.press(button, cell)
        elif kind == "release":
            gestures.release(button, cell)
        else:
            gestures.move(cell)
        if kind != "move" or gestures.preview != shown:  # a drag within a cell changes nothing
            self.refresh()

    def _key(self, event: tk.Event[tk.Misc]) -> None:
        if self.presenter.gestures.key(event.keysym):
            self.refresh()

    def zoom(self, step: int) -> None:
        """Cells one size larger (1), smaller (-1) or back to normal (0), remembered."""
        if self.presenter.zoom(step):
            self.build_board()
        else:
            self.refresh()

    def set_marks(self) -> None:
        """Question marks on or off, as the menu says, remembered."""
        self._marks.set(self.presenter.toggle_question_marks())
        self.refresh()

    def refresh(self) -> None:
        """Paint what changed since the last refresh."""
        if self.board is not None:
            self.board.paint(self.presenter.looks())
            self.board.show_cursor(self.presenter.gestures.cursor)
        self.counter.config(text=self.presenter.counter_text)
        self.timer.config(text=self.presenter.timer_text)
        self.face.config(text=self.presenter.face)
        self.status.config(text=self.presenter.status_text)
        self._ai.set(self.presenter.copilot.on)  # a new game switches it off
        self.root.title(self.presenter.title)

    def _tick(self) -> None:
        self.timer.config(text=self.presenter.timer_text)
        self.root.after(_TICK_MS, self._tick)

    def new_game(self, difficulty: str | None = None) -> None:
        """Start a new game (of the given difficulty, else like the last)."""
        if self.presenter.new_game(difficulty, self._rule.get()):
            self.build_board()
        else:
            self.refresh()

    def custom_game(self) -> None:
        """Ask for a WIDTHxHEIGHT/MINES size and start it."""
        text = simpledialog.askstring(
            "Custom game", "Width x height / mines, such as 20x12/40:", parent=self.root
        )
        if text:
            self.new_game(text)

    def show_statistics(self) -> None:
        """A dialog with the player's statistics and best times."""
        self._text_dialog("Statistics", self.presenter.statistics())

    def show_controls(self) -> None:
        """A dialog with what the mouse and the keys do."""
        self._text_dialog("Mouse and keys", CONTROLS)

    def _text_dialog(self, title: str, text: str) -> None:
        dialog = tk.Toplevel(self.root)
        dialog.title(title)
        lines = text.splitlines() or [""]
        view = tk.Text(dialog, font=("DejaVu Sans Mono", 10), wrap="none", padx=8, pady=8,
                       width=max(map(len, lines)) + 1, height=min(len(lines), 30) + 1)  # fmt: skip
        view.insert("1.0", text)
        view.config(state="disabled")
        view.pack(fill="both", expand=True)
        tk.Button(dialog, text="Close", command=dialog.destroy).pack(pady=6)
        dialog.transient(self.root)

    def review(self) -> None:
        """Step through this game's clicks, with the odds before each."""
        game = self.presenter.game
        ReviewDialog(self.root, ReviewSteps(game), game.height, game.width)

    def save(self) -> None:
        """Ask for a file name and save to it."""
        path = filedialog.asksaveasfilename(
            parent=self.root, defaultextension=".json", filetypes=_FILE_TYPES
        )
        if path:
            self.presenter.save(path)
            self.refresh()

    def load(self) -> None:
        """Ask for a file and load it."""
        path = filedialog.askopenfilename(parent=self.root, filetypes=_FILE_TYPES)
        if path and self.presenter.load(path):
            self._rule.set(self.presenter.game.first_click)
            self.build_board()
        else:
            self.refresh()


def run_window(game: Game, agent: str = DEFAULT_AGENT) -> int:
    """Open the window on ``game`` and run until it is closed; returns the exit status."""
    try:
        root = tk.Tk(className="minesweeper")
    except tk.TclError as error:
        print(f"minesweeper: cannot open a window: {error}", file=sys.stderr)
        return 1
    presenter = Presenter(game, agent=agent)
    Window(root, presenter)
    try:
        root.mainloop()
    finally:  # closed, by the menu or the window's close button: a game left counts
        presenter.leave()
    return 0
