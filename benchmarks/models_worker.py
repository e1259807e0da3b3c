"""One library on one instance, in a process of its own: ``python models_worker.py < request``.

The request (JSON on standard input) names the library, the instance, the seconds allowed,
the aimacsp strategy and the file to write the result to (JSON: status, answer, note,
seconds). The clock starts after the library is imported and stops when the answer is read:
model building, solving (for pycsp3, compiling to XCSP3 and starting the JVM that runs ACE)
and reading the values back, as a user of the library waits for them. Standard output is
left to the libraries, which print as they please.
"""

from __future__ import annotations

import importlib
import json
import sys
import time
from pathlib import Path


def main() -> None:
    """Run the request read from standard input and write its result."""
    request = json.loads(sys.stdin.read())
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from models_instances import INSTANCES

    began = time.perf_counter()
    runner = importlib.import_module(f"models_{request['library']}")
    imported = time.perf_counter() - began
    instance = INSTANCES[request["instance"]]
    start = time.perf_counter()
    said: dict[str, object] = {}
    try:
        status, answer, note, *more = runner.solve(
            instance, start + request["seconds"], request["strategy"]
        )
        said = more[0] if more else {}
    except Exception as error:  # a crash is a result too, reported and never retried
        status, answer, note = "ERROR", None, f"{type(error).__name__}: {error}"[:300]
    seconds = time.perf_counter() - start
    result = {
        "status": status,
        "answer": answer,
        "note": note,
        "seconds": seconds,
        "import_seconds": imported,
        **said,
    }
    Path(request["out"]).write_text(json.dumps(result))


if __name__ == "__main__":
    main()
