"""The window's menu bar: Game, View and AI, each entry calling the window.

Made apart from the window's layout; the window hands itself over (`MenuHost` says what the
menus use of it) and keeps the menus' variables, which its tool row shares.
"""

from __future__ import annotations

import tkinter as tk
from functools import partial
from typing import Protocol

from minesweeper.game.difficulty import DIFFICULTIES, FIRST_CLICK_MEANINGS, FIRST_CLICK_RULES
from minesweeper.ui.copilot import SPEEDS

__all__ = ["MenuHost", "build_menus"]


class MenuHost(Protocol):
    """What the menus call and show of the window."""

    root: tk.Tk
    _rule: tk.StringVar
    _marks: tk.BooleanVar
    _ai: tk.BooleanVar
    _guess: tk.BooleanVar
    _overlay: tk.BooleanVar
    _speed: tk.StringVar

    def new_game(self, difficulty: str | None = None) -> None: ...
    def custom_game(self) -> None: ...
    def set_marks(self) -> None: ...
    def save(self) -> None: ...
    def load(self) -> None: ...
    def show_statistics(self) -> None: ...
    def review(self) -> None: ...
    def zoom(self, step: int) -> None: ...
    def show_controls(self) -> None: ...
    def hint(self) -> None: ...
    def toggle_ai(self) -> None: ...
    def set_guess(self) -> None: ...
    def toggle_overlay(self) -> None: ...
    def set_speed(self) -> None: ...


def build_menus(window: MenuHost) -> None:
    """Give ``window.root`` its menu bar."""
    _build_game_menu(window)
    _build_ai_menu(window)


def _build_game_menu(self: MenuHost) -> None:
    """Game: new games, the first-click rule, question marks, files, statistics; View: zoom."""
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
        label = f"{rule}: {FIRST_CLICK_MEANINGS[rule]}"
        rules.add_radiobutton(label=label, value=rule, variable=self._rule)
    menu.add_cascade(label="First click", menu=rules)
    menu.add_checkbutton(label="Marks (?)", variable=self._marks, command=self.set_marks)
    menu.add_separator()
    menu.add_command(label="Save...", command=self.save)
    menu.add_command(label="Load...", command=self.load)
    menu.add_separator()
    menu.add_command(label="Statistics...", command=self.show_statistics)
    menu.add_command(label="Review this game...", command=self.review)
    menu.add_separator()
    menu.add_command(label="Quit", command=self.root.destroy)
    bar.add_cascade(label="Game", menu=menu)
    view = tk.Menu(bar, tearoff=False)
    view.add_command(label="Zoom in", accelerator="Ctrl +", command=lambda: self.zoom(1))
    view.add_command(label="Zoom out", accelerator="Ctrl -", command=lambda: self.zoom(-1))
    view.add_command(label="Normal size", accelerator="Ctrl 0", command=lambda: self.zoom(0))
    view.add_separator()
    view.add_command(label="Mouse and keys...", command=self.show_controls)
    bar.add_cascade(label="View", menu=view)
    self.root.config(menu=bar)

def _build_ai_menu(self: MenuHost) -> None:
    """AI: hint, the AI player, its guesses and speed, the odds."""
    menu = tk.Menu(self.root, tearoff=False)
    menu.add_command(label="Hint", accelerator="H", command=self.hint)
    menu.add_checkbutton(
        label="AI plays", accelerator="A", variable=self._ai, command=self.toggle_ai
    )
    menu.add_checkbutton(label="AI may guess", variable=self._guess, command=self.set_guess)
    menu.add_checkbutton(
        label="Odds",  # the word of the button and of the legend
        accelerator="P",
        variable=self._overlay,
        command=self.toggle_overlay,
    )
    speeds = tk.Menu(menu, tearoff=False)
    for name in SPEEDS:
        speeds.add_radiobutton(
            label=name, value=name, variable=self._speed, command=self.set_speed
        )
    menu.add_cascade(label="AI speed", menu=speeds)
    bar = self.root.nametowidget(self.root["menu"])
    bar.add_cascade(label="AI", menu=menu)
