"""Open the real window on $DISPLAY, click like a user, and print what it shows as JSON.

Run by ``test_gui.py`` in a child process: Tk keeps its X connection until the process ends,
and any Tk call after that server has stopped kills the process, so the window lives here and
the test process never touches Tk.
"""

from __future__ import annotations

import json
import shutil
import sys
import time
import tkinter as tk
import tkinter.font as tkfont
from pathlib import Path
from typing import Any

from minesweeper.game.board import Board
from minesweeper.game.play import Game
from minesweeper.ui.window.gui import Window
from minesweeper.ui.window.headless import screenshot
from minesweeper.ui.window.presenter import Presenter

LAYOUT = "*...\n....\n..*.\n"
#: The most turns of Tk's loop the AI gets to finish a game (an expert game is a few hundred
#: moves, one or more a turn): a bound on work, so a busy machine only makes it slower.
TURNS = 20_000


def click(view: Window, row: int, col: int, button: int = 1) -> None:
    """A press and a release on the cell, then let Tk handle them."""
    assert view.board is not None
    view.board.click(row, col, button)
    view.root.update()


def snapshot(view: Window) -> dict[str, Any]:
    """The game's state next to what the widgets show."""
    game = view.presenter.game
    board = view.board
    assert board is not None
    cells = [[board.look(r, c) for c in range(game.width)] for r in range(game.height)]
    return {
        "status": game.status,
        "revealed": game.revealed.tolist(),
        "marks": [[game.mark(r, c) for c in range(game.width)] for r in range(game.height)],
        "text": [[cell.text if cell else None for cell in row] for row in cells],
        "relief": [
            [("raised" if cell.raised else "sunken") if cell else None for cell in row]
            for row in cells
        ],  # fmt: skip
        "background": [[cell.background if cell else None for cell in row] for row in cells],
        "counter": view.counter.cget("text"),
        "face": view.face.cget("text"),
        "message": view.status.cget("text"),
        "title": view.root.title(),
        "size": [len(cells), len(cells[0])],
    }


def play_with_the_ai(view: Window, saved: Path) -> dict[str, Any]:
    """Hint, the AI at its slowest then instant, and the overlay, through the real widgets."""
    Game("beginner", "safe", seed=3).save(saved)  # a board the AI wins without a guess
    assert view.presenter.load(saved)
    view.build_board()
    report: dict[str, Any] = {}
    view.hint_button.invoke()
    report["hint"] = snapshot(view)
    view._speed.set("very slow")
    view.set_speed()
    view.ai_button.invoke()
    view.root.update()  # the first tick runs at once; the next waits 1.5 s
    report["ai_one"] = snapshot(view)
    view.overlay_button.invoke()
    report["overlay"] = snapshot(view)
    view._speed.set("instant")
    view.set_speed()
    for _ in range(TURNS):  # a move a turn at the instant speed: a bound on work, not time
        if view.presenter.game.status != "playing":
            break
        view.root.update()
        time.sleep(0.005)
    report["ai_end"] = snapshot(view)
    ai_was_on = view.presenter.copilot.on
    view.new_game("beginner")
    for _ in range(20):  # time for an AI left on to open the new board
        view.root.update()
        time.sleep(0.01)
    report["new_after_ai"] = {
        **snapshot(view),
        "ai_was_on": ai_was_on,
        "ai_button": view._ai.get(),
        "ai_on": view.presenter.copilot.on,
    }
    return report


def words(view: Window) -> dict[str, list[str]]:
    """The words of the tool row's widgets and of the AI menu's entries."""
    tools = [str(child.cget("text")) for child in view.tools.winfo_children()]
    bar = view.root.nametowidget(view.root["menu"])
    ai_menu = view.root.nametowidget(bar.entrycget("AI", "menu"))
    last = ai_menu.index("end")
    entries = [str(ai_menu.entrycget(k, "label")) for k in range(0 if last is None else last + 1)]
    return {"tools": tools, "ai_menu": entries}


def size(view: Window) -> list[int]:
    """The window's outer size in pixels, once Tk has laid it out."""
    view.root.update()
    return [view.root.winfo_width(), view.root.winfo_height()]


def whole_games(view: Window) -> dict[str, Any]:
    """On every standard difficulty, the window's size after each step of a whole game: new,
    hint, odds on, a click, the AI at instant speed to the end, odds off, a hint on the end."""
    view._speed.set("instant")
    view.set_speed()
    sizes: dict[str, Any] = {}
    for name in ("beginner", "intermediate", "expert"):
        view.new_game(name)
        steps = [size(view)]
        view.hint_button.invoke()
        steps.append(size(view))
        view.overlay_button.invoke()
        steps.append(size(view))
        game = view.presenter.game
        click(view, game.height // 2, game.width // 2)
        steps.append(size(view))
        view.hint_button.invoke()  # after a click: a proof or a guess, in a long sentence
        steps.append(size(view))
        view.presenter.message = "a very long message " * 30
        view.refresh()
        steps.append(size(view))
        view.ai_button.invoke()
        for _ in range(TURNS):
            if view.presenter.game.status != "playing":
                break
            time.sleep(0.002)  # past the instant speed's 1 ms: each turn plays a tick
            view.root.update()
            steps.append(size(view))
        view.overlay_button.invoke()
        view.hint_button.invoke()
        steps.append(size(view))
        if view.presenter.copilot.on:
            view.ai_button.invoke()
        sizes[name] = {"sizes": steps, "status": view.presenter.game.status}
    return sizes


def big_board(view: Window) -> dict[str, Any]:
    """A 100x60 board on the 1024x768 screen: where the window and its parts end up, and a
    click on the far corner, scrolled to."""
    # the window began on a given board (first click "none"), and a new game keeps the rule
    # in the menu: choose "safe", as a player would, or the corner may be a mine
    view._rule.set("safe")
    view.new_game("100x60/600")
    view.root.update()
    click(view, 59, 99)
    root = view.root

    def bottom(widget: tk.Misc) -> int:
        return widget.winfo_rooty() + widget.winfo_height()

    return {
        "screen": [root.winfo_screenwidth(), root.winfo_screenheight()],
        "right": root.winfo_rootx() + root.winfo_width(),
        "bottom": bottom(root),
        "counter_bottom": bottom(view.counter),
        "status_bottom": bottom(view.status),
        "corner_open": bool(view.presenter.game.revealed[59, 99]),
    }


def outline(root: tk.Tk) -> tuple[int, int, int, int]:
    """The window on the screen, menu bar included (no window manager runs on the virtual
    display, so it sits at the top left corner)."""
    return (0, 0, root.winfo_rootx() + root.winfo_width(), root.winfo_rooty() + root.winfo_height())


def fits(view: Window, widget: tk.Misc) -> bool:
    """Whether ``widget`` lies whole inside the window."""
    root = view.root
    return (
        widget.winfo_ismapped()
        and widget.winfo_rootx() >= root.winfo_rootx()
        and widget.winfo_rooty() >= root.winfo_rooty()
        and widget.winfo_rootx() + widget.winfo_width() <= root.winfo_rootx() + root.winfo_width()
        and widget.winfo_rooty() + widget.winfo_height()
        <= root.winfo_rooty() + root.winfo_height()
    )


def text_fits(label: tk.Label) -> bool:
    """Whether the label's one line of text fits inside its border and padding."""
    font = tkfont.Font(font=label.cget("font"))
    inside = label.winfo_width() - 2 * (int(str(label.cget("bd"))) + int(str(label.cget("padx"))))
    return font.measure(label.cget("text")) <= inside


def small_windows(view: Window, shot: Path) -> dict[str, Any]:
    """The counters of a board of 1000 mines, and a window made smaller than its board by a
    person: what is in view, and which scroll bars show."""
    found: dict[str, Any] = {}
    view.new_game("100x100/1000")
    view.root.update()
    found["thousand"] = {
        "counter": view.counter.cget("text"),
        "counter_fits": text_fits(view.counter),
        "timer_fits": text_fits(view.timer),
    }
    view.new_game("expert")
    for name, geometry in (("smaller", "420x330"), ("tiny", "120x90")):
        view.root.geometry(geometry)
        view.root.update()
        assert view.board is not None
        board = view.board
        least = [int(n) for n in view.root.wm_minsize()]
        found[name] = {
            "size": [view.root.winfo_width(), view.root.winfo_height()],
            "least": least,
            "in_view": {n: fits(view, w) for n, w in (("counter", view.counter),
                        ("timer", view.timer), ("tools", view.tools), ("status", view.status),
                        ("board", board))},  # fmt: skip
            "bars": {n: bool(bar.winfo_ismapped()) for n, bar in board.bars.items()},
            "wrap": int(view.status.cget("wraplength")),
            "status_width": view.status.winfo_width(),
        }
    view.presenter.message = "a very long message " * 8  # the status wraps within the window
    view.refresh()
    view.root.update()
    found["tiny"]["status_lines"] = view.status.winfo_reqheight() <= view.status.winfo_height()
    click(view, 15, 29)  # the far corner, scrolled to
    found["tiny"]["corner_open"] = bool(view.presenter.game.revealed[15, 29])
    if shutil.which("xwd"):
        screenshot(view.root.winfo_screen(), shot.with_name("small.png"), outline(view.root))
    view.root.geometry("")  # back to the board's own size
    view.new_game("expert")
    view.root.update()
    found["restored"] = {n: bool(bar.winfo_ismapped()) for n, bar in view.board.bars.items()}
    return found


def main(shot: str) -> None:
    root = tk.Tk()
    view = Window(root, Presenter(Game.from_board(Board.from_text(LAYOUT))))
    root.update()
    report: dict[str, Any] = {"start": snapshot(view)}
    click(view, 0, 3)
    report["opened"] = snapshot(view)
    click(view, 0, 0, button=3)
    report["flagged"] = snapshot(view)
    click(view, 2, 2)
    report["lost"] = snapshot(view)
    box = outline(root)
    if shutil.which("xwd"):  # screenshots need x11-apps; the clicks above do not
        screenshot(root.winfo_screen(), shot, box)
    report["box"] = list(box)
    view.new_game("expert")
    root.update()
    report["expert"] = snapshot(view)
    report["words"] = words(view)
    report.update(play_with_the_ai(view, Path(shot).with_name("seeded.json")))
    if view.presenter.copilot.on:
        view.ai_button.invoke()
    report["games"] = whole_games(view)
    report["big"] = big_board(view)
    report["small"] = small_windows(view, Path(shot))
    root.destroy()
    print(json.dumps(report))


if __name__ == "__main__":
    main(sys.argv[1])
