"""The tutorials in the browser: `scripts/build_lite.py` builds the JupyterLite site, a local
server serves it, and headless Chromium runs four tutorials whole with every request that
would leave this machine refused, reading back each cell's output.

Slow (a Pyodide kernel starts for each notebook) and needing a browser: it runs when the
site's tools are installed (`pip install ".[lite]"`, Debian's `chromium`, `npm`), as
`.ci/run` does in a step of its own, and is skipped, with the reason, otherwise.
"""

from __future__ import annotations

import functools
import http.server
import importlib.util
import os
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
#: The tutorials that need only aimacsp and sudoku, so that they run offline, each with words
#: one of its cells prints.
OFFLINE = {
    "04-your-own-heuristic-and-constraint.ipynb": "IncreasingBounds: correct and fully filtering",
    "05-counting-and-explanations.ipynb": "a mine on c is impossible because",
    "06-local-search.ipynb": "repaired in",
    "07-structure.ipynb": "18 colourings; 3 after breaking",
}
KERNEL_WAIT_S = 600  # a Pyodide kernel's start, on a busy two-core machine
RUN_WAIT_S = 900


def missing() -> str | None:
    """Why the site cannot be built and run here, or None."""
    for module, package in (("jupyterlite_core", ".[lite]"), ("playwright", ".[lite]")):
        if importlib.util.find_spec(module) is None:
            return f"{module} is not installed: pip install '{package}'"
    if not Path(CHROMIUM).exists():
        return "no Chromium at /usr/bin/chromium: apt-get install chromium"
    if shutil.which("npm") is None:
        return "npm is not installed: the build takes Pyodide's core from the npm registry"
    return None


pytestmark = pytest.mark.skipif(
    missing() is not None and not os.environ.get("AIMACSP_REQUIRE_LITE"),
    reason=str(missing()),
)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The built site, served on 127.0.0.1; its address."""
    out = tmp_path_factory.mktemp("lite") / "site"
    subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "build_lite.py"), str(out)], check=True
    )

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Quiet, directory=str(out))
    )
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


CELLS = """() => {
    const widget = window.jupyterapp.shell.currentWidget;
    if (!widget || !widget.content) return null;
    return widget.content.widgets
        .filter(cell => cell.model.type === 'code')
        .map(cell => [cell.model.executionCount, cell.model.outputs.toJSON()]);
}"""
KERNEL = """() => {
    const widget = window.jupyterapp.shell.currentWidget;
    const session = widget && widget.sessionContext && widget.sessionContext.session;
    return session && session.kernel ? session.kernel.status : 'starting';
}"""


def run_in_browser(site: str, notebook: str) -> tuple[list[Any], list[str]]:
    """Open a notebook of the site, run all its cells; (each code cell's [count, outputs],
    the addresses off this machine that the page asked for)."""
    from playwright.sync_api import Route, sync_playwright

    refused: list[str] = []

    def local_only(route: Route) -> None:
        if route.request.url.startswith(site):
            route.continue_()
        else:
            refused.append(route.request.url)
            route.abort()

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            page = browser.new_page()
            page.route("**/*", local_only)
            page.goto(f"{site}/notebooks/index.html?path={notebook}")
            page.wait_for_function("window.jupyterapp !== undefined", timeout=120_000)
            deadline = time.monotonic() + KERNEL_WAIT_S
            while page.evaluate(KERNEL) != "idle":
                assert time.monotonic() < deadline, f"{notebook}: the kernel never started"
                time.sleep(2)
            # Not awaited: the command's promise can outlive the run; the cells are polled.
            page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
            deadline = time.monotonic() + RUN_WAIT_S
            while True:
                cells = page.evaluate(CELLS)
                errors = [o for _, outs in cells for o in outs if o["output_type"] == "error"]
                if errors or all(count for count, _ in cells):
                    return cells, refused
                assert time.monotonic() < deadline, f"{notebook}: still running"
                time.sleep(2)
        finally:
            browser.close()


@pytest.mark.parametrize("notebook", sorted(OFFLINE))
def test_a_tutorial_runs_whole_in_the_browser_with_no_network(site: str, notebook: str) -> None:
    cells, refused = run_in_browser(site, notebook)
    assert not refused, f"{notebook} asked for addresses off this machine: {refused[:5]}"
    errors = [o for _, outs in cells for o in outs if o["output_type"] == "error"]
    assert not errors, f"{notebook}: {errors[0]['ename']}: {errors[0]['evalue']}"
    assert all(count for count, _ in cells), f"{notebook}: cells left unrun"
    # Read back what the cells printed: the exercises' checks ran and passed.
    printed = "".join(
        "".join(out.get("text", ""))
        for _, outs in cells
        for out in outs
        if out["output_type"] == "stream"
    )
    assert OFFLINE[notebook] in printed, printed[-500:]
    assert "Exercise 1: correct" in printed and "Exercise 2: correct" in printed, printed[-500:]
