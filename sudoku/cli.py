"""The ``sudoku`` command: ``sudoku solve`` and ``sudoku bench``.

Exit status: 0 solved, 1 no solution (or more than one, with ``--unique``), 2 bad input,
3 the time limit stopped the search before an answer, 130 interrupted (Ctrl-C). A puzzle with
no solution is explained by a minimal set of givens that cannot all hold.
"""

from __future__ import annotations

import argparse
import difflib
import json
import math
import os
import sys
from collections.abc import Sequence
from importlib import resources
from pathlib import Path

from aimacsp import Limits, SearchLimitReached, Status
from aimacsp.version import VersionAction
from taskfarm import add_executor_options, executor_from_args, prepare_output, whole_number

from .bench import report, run, summarise, table
from .explain import describe, explain_unsolvable
from .grid import BLANKS, SEPARATORS, Grid, GridError, parse_puzzles, validate
from .model import DEFAULT_STRATEGY, ENCODINGS, LEVELS, STRATEGIES, solver, to_grid

__all__ = ["main", "read_puzzles"]

#: The longest ``--timeout``: what `aimacsp.Limits` accepts (about 30 years).
MAX_SECONDS = 1e9


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = _parser().parse_args(argv)
    try:
        code: int = args.run(args)
    except BrokenPipeError:
        # The reader stopped early (``| head``): nothing to say, and nothing more to write
        # (Python would complain again when it flushes stdout at exit). 141 = 128 + SIGPIPE,
        # as a shell reports it, so it is not mistaken for "no solution" (1).
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    except (GridError, ValueError) as error:
        print(f"sudoku: {error}", file=sys.stderr)
        return 2
    except OSError as error:  # a file that cannot be read or written: its name and why
        print(f"sudoku: {error.filename}: {error.strerror or error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # the executor has stopped its workers on the way out
        print(file=sys.stderr)
        return 130
    return code


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="sudoku", description="Solve Sudoku with aimacsp.")
    parser.add_argument("--version", action=VersionAction)
    commands = parser.add_subparsers(required=True, metavar="COMMAND")

    solve = commands.add_parser(
        "solve",
        help="solve a puzzle given inline or in a file",
        description="Solve each puzzle and print its checked solution (or why it has none)."
        " Exit status: 0 solved, 1 no solution (or two, with --unique), 2 bad input,"
        " 3 --timeout reached.",
    )
    solve.add_argument("puzzle", metavar="PUZZLE_OR_FILE",
                       help="81 cells on one line, a file of puzzles (one per line, or one "
                            "9-line grid), - for standard input, or a bundled set: "
                            + ", ".join(sorted(bundled_sets())))
    _add_model_options(solve)
    solve.add_argument(
        "--strategy",
        choices=STRATEGIES,
        default=DEFAULT_STRATEGY,
        help="simple: AIMA's plain backtracking; mrv_lcv: MRV and least constraining value;"
        " fc: MRV + forward checking; mac: MRV + maintaining arc consistency; fast: MRV with"
        " ties to the units that failed most + MAC over hidden singles (default)",
    )
    solve.add_argument("--stats", action="store_true", help="print the search statistics")
    solve.add_argument("--unique", action="store_true",
                       help="also check there is no second solution")
    solve.add_argument("--line", action="store_true", help="print solutions as 81-char lines")
    solve.add_argument("--timeout", type=seconds, metavar="S", help="give up after S seconds")
    solve.set_defaults(run=_solve)

    bench = commands.add_parser(
        "bench",
        help="compare strategies on a puzzle set",
        description="Solve every puzzle of a set with each strategy and print a table of"
        " search effort and time. Each puzzle may use the whole --timeout with each strategy,"
        " and simple and mrv_lcv often do on hard sets: top1465 with the defaults can take"
        " hours (try --strategies fc,fast, or --limit N).",
    )
    bench.add_argument("file", metavar="FILE_OR_SET",
                       help="puzzles, one per line, or a bundled set: "
                            + ", ".join(sorted(bundled_sets())))
    _add_model_options(bench)
    bench.add_argument("--strategies", default="simple,mrv_lcv,fc,mac,fast",
                       help="comma-separated names among " + ", ".join(STRATEGIES))
    bench.add_argument("--timeout", type=seconds, default=10.0, metavar="S",
                       help="per puzzle and strategy (default 10)")
    bench.add_argument(
        "--limit", type=whole_number(1), metavar="N", help="only the first N puzzles"
    )
    add_executor_options(bench, "1 here, cores in a LocalCluster")
    bench.add_argument("--json", metavar="OUT", help="write every record and summary here")
    bench.add_argument("--no-progress", action="store_true",
                       help="no progress bar, nor the note on how long it may take, on stderr")
    bench.set_defaults(run=_bench)
    return parser


def seconds(text: str) -> float:
    """A ``--timeout``: a finite number of seconds above zero (and at most `MAX_SECONDS`)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected seconds, got {text!r}") from None
    if not math.isfinite(value) or not 0 < value <= MAX_SECONDS:
        raise argparse.ArgumentTypeError(
            f"expected a finite number of seconds > 0 (at most {MAX_SECONDS:.0e}), got {text!r}"
        )
    return value


def _add_model_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--encoding",
        choices=ENCODINGS,
        default="alldiff",
        help="alldiff: 27 all-different units (default); binary: the textbook's 810 pairs !=",
    )
    parser.add_argument("--level", choices=LEVELS, default=None,
                        help="all-different propagation (alldiff encoding only; default: the"
                             " strategy's own, singles for fast and gac for the others)")


def bundled_sets() -> dict[str, str]:
    """The puzzle sets shipped in ``sudoku/data``, by name."""
    data = resources.files("sudoku") / "data"
    return {p.name.removesuffix(".txt"): p.name for p in data.iterdir() if p.name.endswith(".txt")}


def read_puzzles(source: str) -> list[Grid]:
    """The puzzles of a file, standard input (``-``), a bundled set, or the text itself.

    A file holds one puzzle per line or 9-line grids (see `parse_puzzles`); errors name the
    file and the line.
    """
    if not source.strip():
        raise GridError(
            f"the puzzle argument is {'empty' if not source else 'only spaces'}: give a puzzle"
            " of 81 cells (digits, '.' or '0' for a blank), a file of puzzles, '-' for standard"
            f" input, or a bundled set ({', '.join(sorted(bundled_sets()))})"
        )
    if source == "-":
        stdin = getattr(sys.stdin, "buffer", None)  # bytes, to name <stdin> if not UTF-8
        text = sys.stdin.read() if stdin is None else _decode(stdin.read(), "<stdin>")
        return _parse(text, "<stdin>")
    path = Path(source)
    if path.is_file():
        return _parse(_decode(path.read_bytes(), source), source)
    if path.is_dir():
        raise GridError(f"{source}: is a folder; give a file of puzzles")
    sets = bundled_sets()
    if source in sets:
        return _parse((resources.files("sudoku") / "data" / sets[source]).read_text(), source)
    cells = _cells(source)
    if cells is not None and cells != 81:
        name = "" if cells > 81 else " (and no file has that name)"
        raise GridError(f"{source!r} has {cells} cells, a puzzle needs 81{name}")
    if len(source) < 81:
        raise GridError(f"{source!r} is neither a file nor a puzzle of 81 cells{_hint(source)}")
    return [Grid.parse(source)]


def _cells(source: str) -> int | None:
    """How many cells ``source`` holds if it reads as one line of a puzzle (digits, blanks
    and separators only), else None: it was meant as a name.

    >>> _cells("1.3 4|5"), _cells("top9")
    (5, None)
    """
    if "\n" in source or not all(ch in BLANKS or ch.isdigit() or ch in SEPARATORS for ch in source):
        return None
    return sum(ch not in SEPARATORS for ch in source)


def _hint(source: str) -> str:
    """The bundled sets, and the one ``source`` was perhaps meant to name."""
    names = sorted(bundled_sets())
    close = difflib.get_close_matches(source, names, n=1)
    guess = f" (did you mean {close[0]}?)" if close else ""
    return f"; the bundled sets are {', '.join(names)}{guess}"


def _decode(data: bytes, origin: str) -> str:
    """Puzzle text, or a `GridError` naming ``origin`` if it is not UTF-8 text."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise GridError(
            f"{origin}: not a file of puzzles (byte {error.start} is not UTF-8 text)"
        ) from None


def _parse(text: str, origin: str) -> list[Grid]:
    try:
        return parse_puzzles(text)
    except GridError as error:
        raise GridError(f"{origin}: {error}") from None


def _solve(args: argparse.Namespace) -> int:
    puzzles = read_puzzles(args.puzzle)
    code = 0
    limits = Limits(seconds=args.timeout)
    for k, puzzle in enumerate(puzzles):
        if k and not args.line:  # grids need a gap to be told apart; lines do not
            print()
        search = solver(puzzle, args.strategy, args.encoding, args.level, limits)
        found = []
        for assignment in search.solutions():
            grid = to_grid(assignment)
            validate(grid, puzzle)
            found.append(grid)
            if len(found) == (2 if args.unique else 1):
                break
        status = search.status
        if not found:
            print(_why_not(puzzle, limits) if status is Status.UNSATISFIABLE else
                  f"gave up: time limit of {args.timeout} s reached")
            code = max(code, 1 if status is Status.UNSATISFIABLE else 3)
        elif len(found) > 1:
            print("more than one solution; two of them:")
            for grid in found:
                print(grid.to_line() if args.line else f"{grid.format()}\n")
            code = max(code, 1)
        else:
            print(found[0].to_line() if args.line else found[0].format())
        if args.stats:
            s = search.stats
            print(f"assignments {s.assignments}, backtracks {s.backtracks}, propagations "
                  f"{s.propagations}, {s.seconds:.4f} s ({args.strategy}, {args.encoding})")
    return code


def _duration_note(puzzles: int, strategies: int, timeout: float, workers: int) -> str:
    """A warning when the worst case (every run using its whole timeout) passes ten minutes."""
    worst = puzzles * strategies * timeout / workers
    if worst <= 600:
        return ""
    hours, minutes = divmod(round(worst / 60), 60)
    span = f"{hours} h {minutes:02d} min" if hours else f"{minutes} min"
    return (f"{puzzles} puzzles x {strategies} strategies, up to {timeout:g} s each: at most"
            f" {span} on {workers} worker{'s' if workers > 1 else ''}; a strategy that times out"
            " uses it all (--strategies fc,fast or --limit N to go faster)")


def _why_not(puzzle: Grid, limits: Limits) -> str:
    """The line for a puzzle with no solution: which givens cannot all hold, unless the time
    limit (which the explanation gets afresh) stops the search for them."""
    try:
        cells = explain_unsolvable(puzzle, limits)
    except SearchLimitReached:
        return "no solution"
    if not cells:  # only if the search above were wrong; say no more than it did
        return "no solution"
    return f"no solution: {describe(cells, puzzle)} cannot all hold"


def _bench(args: argparse.Namespace) -> int:
    from tqdm import tqdm  # here, not at the top: it reads package metadata, a tenth of start-up

    strategies = [s.strip() for s in args.strategies.split(",") if s.strip()]
    unknown = [s for s in strategies if s not in STRATEGIES]
    if unknown or not strategies:
        raise ValueError(f"unknown strategy {', '.join(unknown) or '(none)'}: choose among "
                         + ", ".join(STRATEGIES))
    puzzles = read_puzzles(args.file)[: args.limit]
    if args.json:
        prepare_output(args.json, "--json")  # now, not after the whole bench
    # one process unless told: the times of a strategy are then those of a machine at rest
    executor = executor_from_args(args, 1 if args.executor == "local" else None)
    # disable=None: a bar on a terminal, nothing in a log or a pipe
    with executor, tqdm(total=len(puzzles) * len(strategies), unit="puzzle", file=sys.stderr,
                        disable=True if args.no_progress else None) as bar:

        def advance(strategy: str) -> None:
            bar.set_description(strategy, refresh=False)
            bar.update()

        where = executor.describe()
        if not args.no_progress:
            note = _duration_note(len(puzzles), len(strategies), args.timeout, executor.workers)
            if note:
                bar.write(note, file=sys.stderr)
        records = run(puzzles, strategies, args.encoding, args.level, args.timeout, advance,
                      executor, args.task_size)
    summaries = summarise(records, strategies)
    print(f"{len(puzzles)} puzzles from {args.file}, {args.encoding} encoding, "
          f"timeout {args.timeout} s, on {where}")
    print(table(summaries))
    if args.json:
        Path(args.json).write_text(json.dumps(report(records, summaries), indent=1) + "\n")
    return 0
