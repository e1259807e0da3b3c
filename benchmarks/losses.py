"""Where an agent loses: the kind of the losing move, which guess it was, and its odds.

Win rates say how often an agent loses, not why. This plays seeded games and sorts the
losses: by the kind of move that hit a mine (a plain guess, a forced 50/50 or 2x2 box, an
endgame search move), by how many guesses the game had seen (the first click counts as one),
and by the mine probability of the losing move, in tenths. A loss to a forced guess or at
odds near 50% can rarely be helped; losses at low odds, or at the first guess after the
opening, are where a better guessing rule can gain.

    python benchmarks/losses.py -d expert --games 500 --seed 5000
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from minesweeper.ai.agents import make_agent  # noqa: E402
from minesweeper.ai.autoplay import steps  # noqa: E402
from minesweeper.game.difficulty import FIRST_CLICK_RULES, FirstClick  # noqa: E402
from minesweeper.game.play import Game  # noqa: E402


@dataclass
class Losses:
    """The games played, the wins, and the losses sorted three ways."""

    games: int = 0
    wins: int = 0
    by_kind: Counter[str] = field(default_factory=Counter)
    by_guess: Counter[int] = field(default_factory=Counter)  #: guesses so far, first click in
    by_odds: Counter[int] = field(default_factory=Counter)  #: mine probability in tenths


def losses(difficulty: str, rule: FirstClick, seeds: range, agent: str = "best") -> Losses:
    """Play one game per seed (board and agent seeded alike) and sort its loss, if any."""
    found = Losses()
    for seed in seeds:
        game = Game(difficulty, rule, seed=seed)
        player = make_agent(agent, seed=seed, first_click=rule)
        guesses, move = 0, None
        for move in steps(game, player):  # the last move yielded is the one that ended it
            if move.kind in ("opening", "guess", "endgame"):
                guesses += 1
        found.games += 1
        if game.status == "won" or move is None:
            found.wins += game.status == "won"
            continue
        forced = move.kind == "guess" and "forced" in move.reason
        found.by_kind[f"{move.kind} (forced)" if forced else move.kind] += 1
        found.by_guess[guesses] += 1
        if move.probability is not None:
            found.by_odds[min(int(move.probability * 10), 9)] += 1
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-d", "--difficulty", default="expert")
    parser.add_argument("--first-click", choices=FIRST_CLICK_RULES, default="safe")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=5000, help="the first game's seed")
    parser.add_argument("--agent", default="best")
    args = parser.parse_args()
    seeds = range(args.seed, args.seed + args.games)
    found = losses(args.difficulty, args.first_click, seeds, args.agent)
    lost = found.games - found.wins
    print(f"{args.agent} on {args.difficulty} ({args.first_click}), seeds {args.seed}..."
          f"{seeds[-1]}: {found.wins} of {found.games} won, {lost} lost")
    print("losing move:", ", ".join(f"{k} {v}" for k, v in found.by_kind.most_common()))
    print("at guess:", ", ".join(f"#{k} {v}" for k, v in sorted(found.by_guess.items())))
    print("its mine probability:",
          ", ".join(f"{10 * k}-{10 * k + 10}% {v}" for k, v in sorted(found.by_odds.items())))


if __name__ == "__main__":
    main()
