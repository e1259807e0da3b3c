"""The XCSP3 corpus solved by ``aimacsp solve`` and by ACE, each run a process timed as a user
would see it (interpreter or JVM start, reading, search), every answer checked.

    python benchmarks/xcsp3.py [--instances Zebra,Queens-8] [--seconds 10] [--repeats 1]
        [--strategy default] [--no-ace] [--markdown FILE] [--json FILE]
    python benchmarks/xcsp3.py --slow [--repeats 3] [--read-cap 120] [--markdown FILE]

The 47 instances of ``tests/data/xcsp3`` (their answers recorded there: status, optimum).
``aimacsp solve FILE --json`` runs with ``--time-limit``; ACE is the jar shipped inside the
installed ``pycsp3`` package, run with ``java -jar ACE.jar FILE -t=Ss`` when ``java`` is on the
PATH (else the ACE column is left empty, with a note). The two take turns, the first changing
from one instance to the next, so that load on a shared machine hits them alike. A run
settles an instance when it proves the recorded answer (a solution, no solution, the
optimum); an answer that contradicts the record, or a solution the independent checker
(`aimacsp.formats.xcsp3.check`) refuses, is wrong, for ACE as for aimacsp. Prints a line per
run, then Markdown: per instance the median seconds and the ratio aimacsp / ACE, the
settled counts, and the median ratio over the instances both settle.

``--slow`` times ``aimacsp solve --time-limit 1`` on inputs made to be slow to read (a
hundred thousand constraints, a million variables, a table of 300,000 rows, sums with
variable coefficients; `xcsp3_slow`): the limit holds from the first moment.
"""

from __future__ import annotations

import argparse
import csv
import importlib.util
import json
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from aimacsp.formats.xcsp3 import check
from aimacsp.formats.xcsp3.declarations import Declarations
from aimacsp.formats.xcsp3.document import parse_file
from aimacsp.formats.xcsp3.solution import assignment

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "data" / "xcsp3"
GRACE = 5.0  # seconds past the limit before a run is killed


@dataclass
class Run:
    """One solver on one instance: what it said, how long the process took, the verdict."""

    instance: str
    solver: str
    status: str  # SAT, UNSAT, OPTIMUM, UNKNOWN, ERROR
    objective: int | None
    seconds: float
    verdict: str  # settled, unsettled, wrong


def ace_jar() -> Path | None:
    """The ACE jar inside the installed pycsp3, when there is one."""
    spec = importlib.util.find_spec("pycsp3")
    if spec is None or spec.origin is None:
        return None
    jars = sorted((Path(spec.origin).parent / "solvers" / "ace").glob("ACE-*.jar"))
    return jars[-1] if jars else None


def timed(command: list[str], limit: float) -> tuple[str, float]:
    """The standard output of ``command`` and its wall-clock seconds (killed past the limit)."""
    start = time.perf_counter()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=limit + GRACE)
        out = done.stdout
    except subprocess.TimeoutExpired as expired:
        out = (
            expired.stdout.decode() if isinstance(expired.stdout, bytes) else (expired.stdout or "")
        )
    return out, time.perf_counter() - start


def run_aimacsp(
    path: Path, seconds: float, strategy: str
) -> tuple[str, int | None, dict[str, int] | None, float]:
    out, took = timed([sys.executable, "-m", "aimacsp", "solve", str(path), "--time-limit",
                       str(seconds), "--strategy", strategy, "--json"], seconds)  # fmt: skip
    try:
        record = json.loads(out.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return "ERROR", None, None, took
    status = {"optimum_found": "OPTIMUM", "satisfiable": "SAT", "unsatisfiable": "UNSAT"}
    return status.get(record["status"], "UNKNOWN"), record["objective"], record["solution"], took


def run_ace(
    path: Path, seconds: float, jar: Path
) -> tuple[str, int | None, dict[str, int] | None, float]:
    out, took = timed(["java", "-jar", str(jar), str(path), f"-t={max(int(seconds), 1)}s",
                       "-npc", "-xc=false"], seconds)  # fmt: skip
    status, objective, text = "UNKNOWN", None, []
    for line in out.splitlines():
        if line.startswith("s "):
            said = line[2:].strip()
            status = {
                "OPTIMUM FOUND": "OPTIMUM",
                "SATISFIABLE": "SAT",
                "UNSATISFIABLE": "UNSAT",
            }.get(said, "UNKNOWN")
        elif line.startswith("o "):
            objective = int(line[2:].split()[0].replace(",", ""))  # "o 30   0.22  ham=..."
        elif line.startswith("v "):
            text.append(line[2:])
    solution = None
    if text:
        names = Declarations.read(parse_file(path).child("variables"), str(path))  # type: ignore[arg-type]
        solution = assignment(" ".join(text), names)
    return status, objective, solution, took


def judge(path: Path, answer: dict[str, str], status: str, objective: int | None,
          solution: dict[str, int] | None) -> str:  # fmt: skip
    """settled, unsettled or wrong, against the record and the independent checker."""
    if solution is not None:
        verdict = check(path, solution)
        if not verdict.ok or (objective is not None and verdict.objective != objective):
            return "wrong"
    expected = answer["status"]
    if status == "UNSAT":
        return "settled" if expected == "UNSAT" else "wrong"
    if status == "OPTIMUM":
        if expected != "OPTIMUM" or objective != int(answer["optimum"]):
            return "wrong"
        return "settled"
    if status == "SAT":
        if expected == "UNSAT":
            return "wrong"
        return "settled" if expected == "SAT" else "unsettled"
    return "unsettled"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--instances", default="", help="comma-separated names (default: all)")
    parser.add_argument("--seconds", type=float, default=10.0, help="limit per run (10)")
    parser.add_argument("--repeats", type=int, default=1, help="runs per solver and instance")
    parser.add_argument("--strategy", default="default", help="aimacsp solve --strategy")
    parser.add_argument("--no-ace", action="store_true", help="aimacsp alone")
    parser.add_argument("--markdown", type=Path, help="write the tables to this file")
    parser.add_argument("--json", type=Path, help="write every run to this file")
    parser.add_argument(
        "--slow",
        action="store_true",
        help="instead, --time-limit 1 on inputs slow to read (xcsp3_slow)",
    )
    parser.add_argument("--read-cap", type=float, default=120.0,
                        help="with --slow: stop reading alone after this many seconds")  # fmt: skip
    arguments = parser.parse_args()
    if arguments.slow:
        from xcsp3_slow import slow_table

        text = slow_table(arguments.repeats, arguments.read_cap)
        print(text)
        if arguments.markdown:
            arguments.markdown.write_text(text + "\n", encoding="utf-8")
        return 0
    with open(CORPUS / "answers.tsv", encoding="utf-8", newline="") as handle:
        answers = {row["file"]: row for row in csv.DictReader(handle, delimiter="\t")}
    wanted = [n if n.endswith(".xml") else n + ".xml" for n in arguments.instances.split(",") if n]
    names = wanted or sorted(answers)
    jar = None if arguments.no_ace else ace_jar()
    note = ""
    if not arguments.no_ace and (jar is None or shutil.which("java") is None):
        note = "ACE not run: " + ("pycsp3 (which ships it) is not installed" if jar is None
                                  else "java is not on the PATH")  # fmt: skip
        jar = None
        print(note, file=sys.stderr)
    runs: list[Run] = []
    for k, name in enumerate(names):
        path = CORPUS / name
        solvers = ["aimacsp"] + (["ACE"] if jar is not None else [])
        for _ in range(arguments.repeats):
            for solver in solvers if k % 2 == 0 else solvers[::-1]:
                if solver == "aimacsp":
                    said = run_aimacsp(path, arguments.seconds, arguments.strategy)
                else:
                    said = run_ace(path, arguments.seconds, jar)  # type: ignore[arg-type]
                status, objective, solution, took = said
                run = Run(name, solver, status, objective, round(took, 3),
                          judge(path, answers[name], status, objective, solution))  # fmt: skip
                runs.append(run)
                print(
                    f"{name:35s} {solver:8s} {status:8s} {took:7.2f} s  {run.verdict}", flush=True
                )
    text = report(runs, names, answers, arguments, note)
    print(text)
    if arguments.markdown:
        arguments.markdown.write_text(text + "\n", encoding="utf-8")
    if arguments.json:
        arguments.json.write_text(json.dumps([asdict(r) for r in runs], indent=1), encoding="utf-8")
    return 1 if any(r.verdict == "wrong" for r in runs) else 0


def report(runs: list[Run], names: list[str], answers: dict[str, dict[str, str]],
           arguments: argparse.Namespace, note: str) -> str:  # fmt: skip
    """The Markdown tables: per instance, then the totals."""

    def of(name: str, solver: str) -> list[Run]:
        return [r for r in runs if r.instance == name and r.solver == solver]

    def median(found: list[Run]) -> float | None:
        return statistics.median(r.seconds for r in found) if found else None

    def settled(found: list[Run]) -> bool:
        return bool(found) and all(r.verdict == "settled" for r in found)

    lines = [
        "| instance | answer | aimacsp s | aimacsp | ACE s | ACE | aimacsp / ACE |",
        "|---|---|---:|---|---:|---|---:|",
    ]
    ratios = []
    for name in names:
        mine, theirs = of(name, "aimacsp"), of(name, "ACE")
        ours, ace = median(mine), median(theirs)
        ratio = ""
        if settled(mine) and settled(theirs) and ours and ace:
            ratios.append(ours / ace)
            ratio = f"{ours / ace:.2f}"
        answer = answers[name]["status"] + (
            "" if answers[name]["optimum"] == "-" else f" {answers[name]['optimum']}"
        )
        lines.append(
            f"| {name[:-4]} | {answer} | {_s(ours)} | {_verdicts(mine)} | {_s(ace)} |"
            f" {_verdicts(theirs)} | {ratio} |"
        )
    ours_settled = sum(settled(of(n, "aimacsp")) for n in names)
    ace_settled = sum(settled(of(n, "ACE")) for n in names)
    wrong = sorted({f"{r.solver} on {r.instance}" for r in runs if r.verdict == "wrong"})
    summary = [
        "",
        f"Settled within {arguments.seconds:g} s: aimacsp ({arguments.strategy}) {ours_settled} of"
        f" {len(names)}" + (f", ACE {ace_settled} of {len(names)}" if not note else "") + ".",
        "Wrong answers: " + (", ".join(wrong) if wrong else "none") + ".",
    ]
    if ratios:
        summary.append(
            f"Median ratio aimacsp / ACE over the {len(ratios)} instances both settle:"
            f" {statistics.median(ratios):.2f} (geometric mean"
            f" {statistics.geometric_mean(ratios):.2f}; below 1, aimacsp is faster)."
        )
    if note:
        summary.append(note + ".")
    return "\n".join(lines + summary)


def _s(seconds: float | None) -> str:
    return "" if seconds is None else f"{seconds:.2f}"


def _verdicts(found: list[Run]) -> str:
    if not found:
        return ""
    words = {r.status if r.verdict == "settled" else f"{r.status} ({r.verdict})" for r in found}
    return ", ".join(sorted(words))


if __name__ == "__main__":
    sys.exit(main())
