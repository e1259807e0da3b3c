"""aimacsp against three peers on the models a developer writes, end to end, every answer checked.

    python benchmarks/models.py [--suite models|optimisation|all] [--problems golomb,jobshop]
        [--instances ft06-le54,...] [--libraries aimacsp,constraint,cpmpy,pycsp3]
        [--aimacsp-strategy default,dom_wdeg] [--against TREE] [--seconds 10] [--repeats 1]
        [--small] [--markdown FILE] [--json FILE]

Eight problems (zebra, SEND+MORE, n-queens, magic squares, word squares with tables, Golomb
rulers, job-shop ft06 and la01, G(n, p) colourings; `models_instances`), each modelled in
aimacsp (`models_aimacsp`, one column per ``--aimacsp-strategy``: ``default`` is
``Solver(csp)``, else names as ``dom_wdeg`` or ``select=mrv_degree+order=lcv``) and in the
peers that are installed: python-constraint2 (``constraint``), CPMpy with OR-Tools CP-SAT
(``cpmpy``), pycsp3 with ACE (``pycsp3``, needs ``java``). Each run is a process of its own
(`models_worker`: a crash or a hang cannot take the others down; a run past the limit plus a
grace is killed) timed from model building to the answer read back. Libraries take turns in a
rotating order, so that load on a shared machine hits them alike. Every answer is checked by
`models_check`, which uses none of the libraries; claims of "no solution" or "optimal" are
held against the known answers and against the other libraries' solutions. Prints one line
per run, then Markdown tables (`models_report`): medians, ratios aimacsp / peer, model lines.
``--against TREE`` adds a column ``aimacsp@TREE``: the same models and searches run on the
aimacsp of another checkout (``git worktree add ../base <commit>``), to compare two versions
in the same run.

``--suite optimisation`` runs the optimisation suite instead (`optimisation_instances`:
knapsacks, bin packing, rostering, facility location, RCPSP, TSP, job-shop la01-la05,
weighted lateness, chromatic number, assignment, set cover), modelled in aimacsp and CPMpy
only (`optimisation_aimacsp`, `optimisation_cpmpy`) and checked by `optimisation_check`; its
table (`optimisation_report`) adds each run's objective and bound, and CP-SAT's time over
aimacsp's with its geometric mean. A model aimacsp turns down (a `ModelError`) is reported as
``refused``.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

from models_check import disagreements, objective, settles, verdict
from models_instances import INSTANCES, PROBLEMS, SUITES, Instance
from models_report import Run, lines_table, markdown
from optimisation_report import optimisation_markdown

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
TITLES = {
    "aimacsp": "aimacsp",
    "constraint": "python-constraint2",
    "cpmpy": "CPMpy + CP-SAT",
    "pycsp3": "pycsp3 + ACE",
}
GRACE = 5.0  # seconds past the limit before a run is killed (a JVM, a slow import)
SELF_LIMITED = {"aimacsp", "cpmpy", "pycsp3"}  # told the limit; python-constraint2 has none
OPTIMISERS = ["aimacsp", "cpmpy"]  # the libraries the optimisation suite is modelled in


def missing(library: str) -> str | None:
    """Why ``library`` cannot run here, or None when it can."""
    needs = {"constraint": ["constraint"], "cpmpy": ["cpmpy", "ortools"], "pycsp3": ["pycsp3"]}
    for module in needs.get(library, []):
        if importlib.util.find_spec(module) is None:
            return f"{module} is not installed"
    if library == "pycsp3" and shutil.which("java") is None:
        return "java (for ACE) is not on the PATH"
    return None


def run_one(
    library: str, strategy: str, instance: Instance, seconds: float, tree: Path = ROOT
) -> dict[str, object]:
    """One run in a process of its own (importing aimacsp from ``tree``): the worker's
    result, or why there is none."""
    with tempfile.TemporaryDirectory(prefix="models-") as folder:
        out = Path(folder) / "result.json"
        request = {
            "library": library,
            "instance": instance.name,
            "seconds": seconds,
            "strategy": strategy,
            "out": str(out),
        }
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(tree), env.get("PYTHONPATH")]))
        worker = subprocess.Popen(
            [sys.executable, str(HERE / "models_worker.py")],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            cwd=folder,
            env=env,
            start_new_session=True,  # its own process group: ACE's JVM is stopped with it
        )
        try:
            grace = GRACE if library in SELF_LIMITED else min(GRACE, 1.0)
            _, err = worker.communicate(json.dumps(request).encode(), timeout=seconds + grace)
        except subprocess.TimeoutExpired:
            os.killpg(worker.pid, signal.SIGKILL)
            worker.communicate()
            return {
                "status": "TIMEOUT",
                "answer": None,
                "seconds": seconds,
                "note": "stopped by the harness",
            }
        if not out.exists():
            last = (err.decode(errors="replace").strip().splitlines() or ["no output"])[-1]
            return {"status": "ERROR", "answer": None, "seconds": seconds, "note": last[:200]}
        result: dict[str, object] = json.loads(out.read_text())
        return result


def objective_of(instance: Instance, status: str, answer: object, judged: str) -> int | None:
    """The cost of a checked answer to an optimisation (None otherwise)."""
    if not instance.minimize or answer is None or judged.startswith("wrong"):
        return None
    return objective(instance, answer) if status in ("OPTIMAL", "FEASIBLE") else None


def label(library: str, strategy: str) -> str:
    """The column of a library, with the aimacsp search it ran (and the tree it came from,
    for ``aimacsp@TREE``)."""
    if library == "aimacsp":
        return f"aimacsp:{strategy}"
    if library.startswith("aimacsp@"):
        return f"{library}:{strategy}"
    return library


def choose(args: argparse.Namespace) -> list[Instance]:
    """The instances the arguments ask for, in the suite's order."""
    names = SUITES["models"] + SUITES["optimisation"] if args.suite == "all" else SUITES[args.suite]
    chosen = [INSTANCES[name] for name in dict.fromkeys(names)]
    if args.problems:
        unknown = set(args.problems) - set(PROBLEMS)
        if unknown:
            sys.exit(f"--problems: unknown {sorted(unknown)}; choose from {PROBLEMS}")
        chosen = [i for i in chosen if i.problem in args.problems]
    if args.instances:
        unknown = set(args.instances) - set(INSTANCES)
        if unknown:
            sys.exit(f"--instances: unknown {sorted(unknown)}; choose from {list(INSTANCES)}")
        chosen = [i for i in chosen if i.name in args.instances]
    return [i for i in chosen if i.small] if args.small else chosen


def parse(argv: list[str] | None) -> argparse.Namespace:
    """The command line, checked."""
    words = lambda text: [w for w in text.split(",") if w]  # noqa: E731
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--suite", choices=["models", "optimisation", "all"], default="models")
    parser.add_argument("--problems", type=words, default=[], help="only these problems")
    parser.add_argument("--instances", type=words, default=[], help="only these instances")
    parser.add_argument("--small", action="store_true", help="only the small puzzles")
    parser.add_argument("--libraries", type=words, default=None, help="(all that model the suite)")
    parser.add_argument(
        "--aimacsp-strategy",
        type=words,
        default=["default"],
        help="aimacsp searches: default, dom_wdeg, select=mrv_degree+order=lcv",
    )
    parser.add_argument("--against", type=Path, help="another checkout's aimacsp, compared")
    parser.add_argument("--seconds", type=float, default=10.0, help="limit per run (10)")
    parser.add_argument("--repeats", type=int, default=1, help="runs per library and instance")
    parser.add_argument("--markdown", type=Path, help="write the tables to this file")
    parser.add_argument("--json", type=Path, help="write every run to this file")
    args = parser.parse_args(argv)
    if args.libraries is None:
        args.libraries = OPTIMISERS if args.suite == "optimisation" else list(TITLES)
    if args.suite != "models" and set(args.libraries) - set(OPTIMISERS):
        parser.error(f"--suite {args.suite}: only {OPTIMISERS} model the optimisation suite")
    if args.seconds <= 0 or args.repeats < 1:
        parser.error("--seconds must be > 0 and --repeats >= 1")
    unknown = set(args.libraries) - set(TITLES)
    if unknown:
        parser.error(f"--libraries: unknown {sorted(unknown)}; choose from {list(TITLES)}")
    sys.path.insert(0, str(ROOT))  # aimacsp from this tree, as the workers import it
    from models_aimacsp import settings

    for strategy in args.aimacsp_strategy:
        try:
            settings(strategy)
        except ValueError as error:
            parser.error(str(error))
    return args


def main(argv: list[str] | None = None) -> list[Run]:
    """Run the chosen suite, print a line per run and the tables; return the runs."""
    args = parse(argv)
    instances = choose(args)
    entries: list[tuple[str, str]] = []
    for library in args.libraries:
        why = missing(library)
        if why:
            print(f"# {TITLES[library]} left out: {why}")
        elif library == "aimacsp":
            entries += [("aimacsp", s) for s in args.aimacsp_strategy]
            if args.against:
                entries += [(f"aimacsp@{args.against.name}", s) for s in args.aimacsp_strategy]
        else:
            entries.append((library, ""))
    titles = {
        label(lib, s): TITLES.get(lib, lib) + (f" ({s})" if s else "") for lib, s in entries
    }
    runs: list[Run] = []
    records: list[dict[str, object]] = []
    for repeat in range(args.repeats):
        for index, instance in enumerate(instances):
            turn = (repeat + index) % len(entries)
            claims = []
            for library, strategy in entries[turn:] + entries[:turn]:
                if library.startswith("aimacsp@"):
                    result = run_one("aimacsp", strategy, instance, args.seconds, args.against)
                else:
                    result = run_one(library, strategy, instance, args.seconds)
                status, seconds = str(result["status"]), float(result["seconds"])  # type: ignore[arg-type]
                judged = verdict(instance, status, result["answer"])
                settled = settles(instance, status, judged) and seconds <= args.seconds
                run = Run(
                    label(library, strategy),
                    instance.name,
                    status,
                    judged,
                    settled,
                    seconds,
                    str(result.get("note", "")),
                    objective_of(instance, status, result["answer"], judged),
                    result.get("bound"),
                )
                runs.append(run)
                records.append(
                    {
                        **result,
                        "label": run.label,
                        "instance": instance.name,
                        "repeat": repeat,
                        "verdict": judged,
                        "settled": settled,
                    }
                )
                claims.append((run.label, status, result["answer"]))
                print(
                    f"{instance.name:18} {run.label:24} {status:8} {seconds:8.3f} s "
                    f"{'settled' if settled else judged:8} {run.note}",
                    flush=True,
                )
            for problem in disagreements(instance, claims):
                print(f"# DISAGREEMENT on {instance.name}: {problem}", flush=True)
    labels = [label(lib, s) for lib, s in entries]
    ours = [name for name in labels if name.startswith("aimacsp:")]  # the other tree's: a peer
    libraries = list(dict.fromkeys(lib for lib, _ in entries if lib in TITLES))
    problems = list(dict.fromkeys(i.problem for i in instances))
    names = [i.name for i in instances]
    tables = (
        f"Seconds, end to end, median of {args.repeats} (limit {args.seconds:g} s):\n\n"
        + markdown(runs, labels, titles, names, ours, args.seconds)
    )
    if args.suite != "models" and "cpmpy" in labels:
        optimising = [i.name for i in instances if i.name in SUITES["optimisation"]]
        for search in ours:
            tables += (
                "\nThe optimisation suite: time to proof, the answer's objective and the bound"
                " each library gives (median run):\n\n"
                + optimisation_markdown(runs, search, "cpmpy", titles, optimising, args.seconds)
            )
    tables += "\nModel lines:\n\n" + lines_table(libraries, TITLES, problems)
    print("\n" + tables)
    if args.markdown:
        args.markdown.write_text(tables)
    if args.json:
        args.json.write_text(json.dumps(records, indent=1))
    return runs


if __name__ == "__main__":
    main()
