import io

from minesweeper.progress import ProgressBar
from tests.minesweeper.helpers import FakeClock


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_on_a_terminal_the_bar_redraws_in_place_at_most_every_interval() -> None:
    clock, out = FakeClock(), Terminal()
    bar = ProgressBar(10, out, label="games", width=10, interval=0.5, clock=clock)
    bar.advance(1)
    bar.advance(1)  # too soon: not drawn
    clock.advance(3)
    bar.advance(3)
    bar.advance(5)  # the end is always drawn
    bar.close()
    assert out.getvalue().split("\r") == [
        "",
        "games [#---------] 1/10 0 s",
        "games [#####-----] 5/10 3 s",
        "games [##########] 10/10 3 s\n",
    ]


def test_in_a_log_the_bar_writes_a_line_per_tenth() -> None:
    out = io.StringIO()
    bar = ProgressBar(100, out, width=4, clock=FakeClock())
    for _ in range(100):
        bar.advance()
    bar.close()
    lines = out.getvalue().splitlines()
    assert len(lines) == 10 and "\r" not in out.getvalue()
    assert lines[0] == "[----] 10/100 0 s" and lines[-1] == "[####] 100/100 0 s"


def test_the_count_never_passes_the_total() -> None:
    bar = ProgressBar(3, io.StringIO(), clock=FakeClock())
    bar.advance(5)
    assert bar.done == 3 and "3/3" in bar.text()
