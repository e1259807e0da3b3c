"""The Tk window: a grid of cells, counter, face button, timer, menus. Logic is in the presenter."""

from __future__ import annotations

import sys
import tkinter as tk
from functools import partial
from tkinter import filedialog, simpledialog

from minesweeper.difficulty import DIFFICULTIES, FIRST_CLICK_RULES
from minesweeper.game import Game
from minesweeper.presenter import LEFT, MIDDLE, RIGHT, Look, Presenter

__all__ = ["Window", "run_window"]

_CELL_FONT = ("DejaVu Sans", 11, "bold")
_DIGITS_FONT = ("DejaVu Sans Mono", 16, "bold")
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
        self.cells: list[list[tk.Label]] = []
        self._shown: list[list[Look | None]] = []
        self._rule = tk.StringVar(root, presenter.game.first_click)
        root.resizable(False, False)
        self._build_menu()
        top = tk.Frame(root, bd=3, relief="sunken", padx=4, pady=4)
        top.pack(fill="x", padx=6, pady=(6, 0))
        self.counter = tk.Label(top, font=_DIGITS_FONT, fg="#ff2020", bg="#000000", width=3)
        self.counter.pack(side="left")
        self.timer = tk.Label(top, font=_DIGITS_FONT, fg="#ff2020", bg="#000000", width=3)
        self.timer.pack(side="right")
        self.face = tk.Button(top, width=4, command=self.new_game, font=("DejaVu Sans Mono", 11))
        self.face.pack()
        self.board = tk.Frame(root, bd=3, relief="sunken")
        self.board.pack(padx=6, pady=6)
        self.status = tk.Label(root, anchor="w", justify="left", padx=6)
        self.status.pack(fill="x", pady=(0, 6))
        root.bind("<F2>", lambda _event: self.new_game())
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
        menu.add_command(label="Quit", command=self.root.destroy)
        bar.add_cascade(label="Game", menu=menu)
        self.root.config(menu=bar)

    def build_board(self) -> None:
        """(Re)make the grid of cells for the presenter's game."""
        for child in self.board.winfo_children():
            child.destroy()
        game = self.presenter.game
        self.cells = [
            [self._make_cell(r, c) for c in range(game.width)] for r in range(game.height)
        ]
        self._shown = [[None] * game.width for _ in range(game.height)]
        self.refresh()

    def _make_cell(self, row: int, col: int) -> tk.Label:
        cell = tk.Label(self.board, width=2, height=1, bd=2, font=_CELL_FONT)
        cell.grid(row=row, column=col, sticky="nsew")
        for button in (LEFT, MIDDLE, RIGHT):
            cell.bind(f"<ButtonPress-{button}>", partial(self._mouse, True, button, row, col))
            cell.bind(f"<ButtonRelease-{button}>", partial(self._mouse, False, button, row, col))
        return cell

    def _mouse(self, down: bool, button: int, row: int, col: int, _event: object) -> None:
        if down:
            self.presenter.press(button, row, col)
        else:
            self.presenter.release(button, row, col)
        self.refresh()

    def refresh(self) -> None:
        """Paint what changed since the last refresh."""
        for row, looks in enumerate(self.presenter.looks()):
            for col, look in enumerate(looks):
                if self._shown[row][col] != look:
                    self._shown[row][col] = look
                    self.cells[row][col].config(
                        text=look.text,
                        fg=look.foreground,
                        bg=look.background,
                        relief="raised" if look.raised else "sunken",
                    )
        self.counter.config(text=self.presenter.counter_text)
        self.timer.config(text=self.presenter.timer_text)
        self.face.config(text=self.presenter.face)
        self.status.config(text=self.presenter.status_text)
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


def run_window(game: Game) -> int:
    """Open the window on ``game`` and run until it is closed; returns the exit status."""
    try:
        root = tk.Tk(className="minesweeper")
    except tk.TclError as error:
        print(f"minesweeper: cannot open a window: {error}", file=sys.stderr)
        return 1
    Window(root, Presenter(game))
    root.mainloop()
    return 0
