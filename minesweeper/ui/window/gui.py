"""The Tk window: a grid of cells, counter, face button, timer, menus, AI tools.

Logic is in the presenter; the AI plays from Tk's ``after`` timer, never blocking the loop.
"""

from __future__ import annotations

import sys
import tkinter as tk
from functools import partial
from tkinter import filedialog, simpledialog

from minesweeper.ai.agents import DEFAULT_AGENT
from minesweeper.game.difficulty import DIFFICULTIES, FIRST_CLICK_RULES
from minesweeper.game.play import Game
from minesweeper.ui.copilot import SPEEDS
from minesweeper.ui.window.board import BoardCanvas
from minesweeper.ui.window.presenter import Presenter
from minesweeper.ui.window.review import ReviewSteps
from minesweeper.ui.window.review_dialog import ReviewDialog

__all__ = ["Window", "run_window"]

_DIGITS_FONT = ("DejaVu Sans Mono", 16, "bold")
_STATUS_LINES = 4  # a long explanation takes three or four lines
_STATUS_PADDING = 20  # pixels of the status label's padding and border, both sides
_LEAST_WIDTH = 380  # pixels: the narrowest window, so a small board's status is not too cramped
_SCREEN_MARGIN = 40  # pixels kept free around the window
_MENU_AND_TITLE = 90  # pixels of menu bar and title bar, which Tk does not measure before mapping
_FILE_TYPES = [
    ("Saved game", "*.json"),
    ("Position as seen (.mine)", "*.mine"),
    ("Mine layout (MBF)", "*.mbf"),
]
_TICK_MS = 200


class Window:
    """The game window inside ``root``; every click goes through ``presenter``."""

    def __init__(self, root: tk.Tk, presenter: Presenter) -> None:
        self.root = root
        self.presenter = presenter
        self.board: BoardCanvas | None = None
        self._rule = tk.StringVar(root, presenter.game.first_click)
        self._ai = tk.BooleanVar(root, presenter.copilot.on)
        self._guess = tk.BooleanVar(root, presenter.copilot.may_guess)
        self._overlay = tk.BooleanVar(root, presenter.overlay)
        self._speed = tk.StringVar(root, presenter.copilot.speed)
        self._ai_job: str | None = None
        self._build_menu()
        self._build_ai_menu()
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
        self._spacer = tk.Frame(root, height=0)  # holds the window at least as wide as the status
        self._spacer.pack(side="bottom")
        self.board_area = tk.Frame(root)
        self.board_area.pack(fill="both", expand=True, padx=6, pady=6)
        self._top = top
        root.bind("<F2>", lambda _event: self.new_game())
        root.bind("<KeyPress-h>", lambda _event: self.hint())
        root.bind("<KeyPress-a>", lambda _event: self.toggle_ai())
        root.bind("<KeyPress-p>", lambda _event: self.toggle_overlay())
        self.build_board()
        self._tick()

    def _build_menu(self) -> None:
        bar = tk.Menu(self.root)
        menu = tk.Menu(bar, tearoff=False)
        menu.add_command(label="New", accelerator="F2", command=self.new_game)
        menu.add_separator()
        for name, size in DIFFICULTIES.items():
            label = f"{name.capitalize()} ({size})"
            menu.add_command(label=label, command=partial(self.new_game, name))
        menu.add_command(label="Custom...", command=self.custom_game)
        rules = tk.Menu(menu, tearoff=False)
        for rule in FIRST_CLICK_RULES:
            rules.add_radiobutton(label=rule, value=rule, variable=self._rule)
        menu.add_cascade(label="First click", menu=rules)
        menu.add_separator()
        menu.add_command(label="Save...", command=self.save)
        menu.add_command(label="Load...", command=self.load)
        menu.add_separator()
        menu.add_command(label="Statistics...", command=self.show_statistics)
        menu.add_command(label="Review this game...", command=self.review)
        menu.add_separator()
        menu.add_command(label="Quit", command=self.root.destroy)
        bar.add_cascade(label="Game", menu=menu)
        self.root.config(menu=bar)

    def _build_ai_menu(self) -> None:
        menu = tk.Menu(self.root, tearoff=False)
        menu.add_command(label="Hint", accelerator="H", command=self.hint)
        menu.add_checkbutton(
            label="AI plays", accelerator="A", variable=self._ai, command=self.toggle_ai
        )
        menu.add_checkbutton(label="AI may guess", variable=self._guess, command=self._set_guess)
        menu.add_checkbutton(
            label="Odds",  # the word of the button and of the legend
            accelerator="P",
            variable=self._overlay,
            command=self.toggle_overlay,
        )
        speeds = tk.Menu(menu, tearoff=False)
        for name in SPEEDS:
            speeds.add_radiobutton(
                label=name, value=name, variable=self._speed, command=self._set_speed
            )
        menu.add_cascade(label="AI speed", menu=speeds)
        bar = self.root.nametowidget(self.root["menu"])
        bar.add_cascade(label="AI", menu=menu)

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
        speed = tk.OptionMenu(tools, self._speed, *SPEEDS, command=lambda _name: self._set_speed())
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

    def _set_guess(self) -> None:
        self.presenter.copilot.may_guess = self._guess.get()
        self._schedule_ai(0)

    def _set_speed(self) -> None:
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
        game = self.presenter.game
        self.root.update_idletasks()
        chrome = sum(w.winfo_reqheight() for w in (self._top, self.tools, self.status))
        most = (
            self.root.winfo_screenwidth() - _SCREEN_MARGIN,
            self.root.winfo_screenheight() - chrome - _SCREEN_MARGIN - _MENU_AND_TITLE,
        )
        self.board = BoardCanvas(self.board_area, game.height, game.width, most, self._mouse)
        self.board.pack(expand=True)
        self.root.update_idletasks()
        wide = max(self.board.winfo_reqwidth(), self.tools.winfo_reqwidth(), _LEAST_WIDTH)
        self._spacer.config(width=wide)
        self.status.config(wraplength=wide - _STATUS_PADDING)
        self.root.geometry("")  # the natural size of the new board, even after a resize
        self._schedule_ai(None)  # a tick of the last game's AI has nothing left to play
        self.refresh()

    def _mouse(self, down: bool, button: int, row: int, col: int) -> None:
        if down:
            self.presenter.press(button, row, col)
        else:
            self.presenter.release(button, row, col)
        self.refresh()

    def refresh(self) -> None:
        """Paint what changed since the last refresh."""
        if self.board is not None:
            self.board.paint(self.presenter.looks())
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
        dialog = tk.Toplevel(self.root)
        dialog.title("Statistics")
        text = self.presenter.statistics()
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
