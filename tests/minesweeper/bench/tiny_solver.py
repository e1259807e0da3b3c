"""A tiny external player for the bench's protocol (see minesweeper/bench/external.py).

It reads `.mine` positions on standard input, one after another, and answers each with one
move: a flag where a number's hidden neighbours are all mines, a reveal where a number has all
its mines flagged, otherwise the first hidden cell. Its reason counts the positions this one
process has read, so a test can see that the process persists from game to game. Given the
argument ``garbage`` it answers nonsense instead; ``silent``, nothing; ``quit``, it exits.
"""

import sys

AROUND = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]


def move(rows: list[str]) -> str:
    """One move for the position ``rows`` (a list of strings of 0-8, H and F)."""
    height, width = len(rows), len(rows[0])
    first = None
    for r in range(height):
        for c in range(width):
            if rows[r][c] == "H" and first is None:
                first = (r, c)
            if not rows[r][c].isdigit():
                continue
            near = [(r + dr, c + dc) for dr, dc in AROUND]
            near = [(y, x) for y, x in near if 0 <= y < height and 0 <= x < width]
            hidden = [(y, x) for y, x in near if rows[y][x] == "H"]
            flags = sum(1 for y, x in near if rows[y][x] == "F")
            if hidden and int(rows[r][c]) - flags == len(hidden):
                return "flag {} {}".format(*hidden[0])
            if hidden and int(rows[r][c]) == flags:
                return "reveal {} {}".format(*hidden[0])
    return "reveal {} {}".format(*first)


def main() -> None:
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    seen = 0
    while True:
        header = sys.stdin.readline()
        if not header:
            return  # the bench closed our input: the run is over
        height = int(header.split("x")[1])
        rows = [sys.stdin.readline().rstrip("\n") for _ in range(height)]
        seen += 1
        if mode == "quit":
            return
        if mode == "silent":
            continue
        answer = "think 1 2" if mode == "garbage" else f"{move(rows)} position {seen}"
        print(answer, flush=True)


if __name__ == "__main__":
    main()
