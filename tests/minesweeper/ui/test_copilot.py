import pytest

from minesweeper.ai.agents import Decision
from minesweeper.ai.assist import Assistant
from minesweeper.game.board import Board
from minesweeper.game.play import Game
from minesweeper.ui.copilot import SPEEDS, WAIT_MS, Copilot
from tests.minesweeper.helpers import FakeClock


def copilot(speed: str = "normal", clock: FakeClock | None = None) -> Copilot:
    pilot = Copilot(Assistant("probabilistic", seed=0), speed=speed, clock=clock or FakeClock())
    pilot.toggle()
    return pilot


def beginner(seed: int = 1) -> Game:
    return Game("beginner", "safe", seed, clock=FakeClock())


def test_speeds_run_from_very_slow_to_instant() -> None:
    assert list(SPEEDS)[0] == "very slow" and list(SPEEDS)[-1] == "instant"
    pauses = list(SPEEDS.values())
    assert pauses == sorted(pauses, reverse=True) and pauses[-1] == 0
    pilot = copilot()
    pilot.set_speed("fast")
    assert pilot.speed == "fast"
    with pytest.raises(ValueError, match="unknown speed 'warp'; choose from very slow, slow"):
        pilot.set_speed("warp")


def test_toggle() -> None:
    pilot = Copilot(Assistant("rules"))
    assert pilot.tick(beginner()) is None  # off: nothing happens
    assert pilot.toggle() and pilot.message == "AI on."
    assert not pilot.toggle() and pilot.message == "AI off."


@pytest.mark.parametrize("speed", ["very slow", "slow", "normal", "fast"])
def test_one_move_per_tick_then_the_speeds_pause(speed: str) -> None:
    game, pilot = beginner(), copilot(speed)
    assert pilot.tick(game) == SPEEDS[speed]
    assert (
        len(game.moves) == 1
        and pilot.message == "AI: reveal row 1, column 1: first click (safe rule)"
    )
    assert pilot.tick(game) == SPEEDS[speed] and len(game.moves) == 2


def test_instant_plays_many_moves_a_tick_but_yields_to_tk() -> None:
    game, pilot = beginner(3), copilot("instant")
    assert pilot.tick(game) is None  # a still clock: the whole game fits in one tick
    assert game.status == "won"
    clock = FakeClock()
    ticking = copilot("instant", clock)
    game = beginner(3)
    original = ticking.assistant.play

    def slow_play(g: Game) -> Decision:
        clock.advance(0.02)  # each move takes 20 ms
        return original(g)

    ticking.assistant.play = slow_play  # type: ignore[method-assign, assignment]
    assert ticking.tick(game) == 1  # 30 ms of moves, then Tk gets the loop back
    assert len(game.moves) == 2


def test_it_may_wait_for_the_person_instead_of_guessing() -> None:
    game, pilot = beginner(1), copilot("instant")
    pilot.may_guess = False
    assert pilot.tick(game) == WAIT_MS
    assert pilot.message == (
        "AI waits: nothing is certain; its guess would be reveal row 6, column 3. Your move."
    )
    moves = len(game.moves)
    assert pilot.tick(game) == WAIT_MS and len(game.moves) == moves  # still waiting
    game.reveal(5, 2)  # the person takes the risk; the AI looks again, and still waits
    assert pilot.tick(game) == WAIT_MS and "row 6, column 2. Your move." in pilot.message
    game.reveal(5, 3)
    game.reveal(3, 3)  # this one opens the way
    pilot.tick(game)
    assert len(game.moves) > moves + 3 and pilot.message.startswith("AI: ")


def test_it_guesses_when_allowed() -> None:
    game, pilot = beginner(1), copilot("instant")
    assert pilot.tick(game) is None
    assert game.status in ("won", "lost")


def test_it_trusts_the_persons_flags_and_stops_on_an_impossible_position() -> None:
    game = Game.from_board(Board.from_text("*...\n....\n..*.\n"), clock=FakeClock())
    game.reveal(0, 3)
    game.flag(0, 0)
    game.flag(1, 0)
    pilot = copilot()
    assert pilot.tick(game) is None
    assert not pilot.on
    assert pilot.message == (
        "AI stopped: the position is impossible: the 1 at row 1, column 2; the flag at row 1,"
        " column 1 and the flag at row 2, column 1 cannot all hold"
    )
    assert game.mark(0, 0) == game.mark(1, 0) == "flag"  # the person's flags stay


def test_a_finished_game_stops_the_ticks_but_not_the_switch() -> None:
    game, pilot = beginner(3), copilot("instant")
    pilot.tick(game)
    assert pilot.tick(game) is None and pilot.on  # the next game is played too
    assert pilot.tick(beginner(3)) is None and pilot.on


def test_a_new_game_switches_the_copilot_off_and_says_so() -> None:
    copilot = Copilot(Assistant("rules", seed=0))
    assert copilot.new_game("New game.", "a") == "New game."  # off already: nothing to say
    copilot.toggle()
    said = copilot.new_game("New game.", "a")
    assert said == "New game. The AI is off for the new game (a lets it play)."
    assert not copilot.on and copilot.message == said
