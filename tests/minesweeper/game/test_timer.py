from minesweeper.game.timer import Timer
from tests.minesweeper.helpers import FakeClock


def test_timer_counts_from_start_to_stop() -> None:
    clock = FakeClock()
    timer = Timer(clock)
    clock.advance(5)
    assert timer.elapsed == 0 and not timer.started
    timer.start()
    clock.advance(2)
    timer.start()  # a second start changes nothing
    assert timer.elapsed == 2 and timer.started
    timer.stop()
    clock.advance(9)
    timer.stop()
    assert timer.elapsed == 2


def test_stop_without_start_counts_nothing() -> None:
    clock = FakeClock()
    timer = Timer(clock)
    timer.stop()
    clock.advance(3)
    assert timer.elapsed == 0


def test_restore_running_and_stopped() -> None:
    clock = FakeClock()
    running, stopped, unstarted = Timer(clock), Timer(clock), Timer(clock)
    running.restore(10, started=True, running=True)
    stopped.restore(10, started=True, running=False)
    unstarted.restore(0, started=False, running=True)
    clock.advance(4)
    assert (running.elapsed, stopped.elapsed, unstarted.elapsed) == (14, 10, 0)
    unstarted.start()
    clock.advance(1)
    assert unstarted.elapsed == 1
