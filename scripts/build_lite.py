"""Build the tutorials as a JupyterLite site: the notebooks in the browser, nothing to install.

    python scripts/build_lite.py [OUTPUT]          # default: docs/_build/html/lite

Python runs in the browser on Pyodide, whose core this script takes from the npm registry
(`npm pack pyodide@VERSION`, the version the Pyodide kernel pins); JupyterLite and its Pyodide
kernel come from PyPI (`pip install ".[lite]"`). The kernel starts from a handful of pure
wheels (micropip, IPython and what it needs) that the npm package does not hold: they are
fetched from PyPI at build time (`pip download`) and written into Pyodide's lock file with
their own hashes, as is this project's wheel, which every kernel loads at start. The site then
needs no other host: `aimacsp` and `sudoku` run offline; numpy and matplotlib are not in it,
so the tutorials that draw with matplotlib (or, for Minesweeper, need numpy) load them from
Pyodide's CDN when online.

Standard library only, plus the `jupyter lite`, `pip` and `npm` commands.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: What the kernel loads before the first cell, from Pyodide's lock, besides the project.
BOOT = [
    "micropip",
    "packaging",
    "ipython",
    "asttokens",
    "decorator",
    "executing",
    "matplotlib-inline",
    "prompt-toolkit",
    "pure-eval",
    "pygments",
    "six",
    "stack-data",
    "traitlets",
    "wcwidth",
    "jedi",
    "parso",
    "typing-extensions",
]
#: Needed by the kernel and absent from Pyodide's lock: added to it.
EXTRA = {"comm": "comm"}


def run(*command: str, cwd: Path | None = None) -> None:
    """Run a command; stop with its output when it fails."""
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"build_lite: {' '.join(command)} failed:\n{done.stdout}{done.stderr}")


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def pyodide_version() -> str:
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    return str(PYODIDE_VERSION)


def fetch_pyodide(version: str, into: Path, work: Path) -> None:
    """Pyodide's core from the npm registry, unpacked into ``into``."""
    run("npm", "pack", f"pyodide@{version}", "--silent", cwd=work)
    (tarball,) = work.glob("pyodide-*.tgz")
    with tarfile.open(tarball) as archive:
        archive.extractall(work, filter="data")
    into.mkdir(parents=True, exist_ok=True)
    for path in (work / "package").iterdir():
        shutil.copy(path, into / path.name)


def wheel(name: str, version: str | None, into: Path) -> Path:
    """A pure wheel of ``name`` (at ``version``) from PyPI, for Pyodide's Python."""
    spec = name if version is None else f"{name}=={version}"
    before = set(into.glob("*.whl"))
    run(
        sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:",
        "--python-version", "3.14", "--platform", "any", "-d", str(into), spec,
    )
    (found,) = set(into.glob("*.whl")) - before
    return found


def lock_entry(name: str, path: Path, imports: list[str], depends: list[str]) -> dict[str, object]:
    version = path.name.split("-")[1]
    return {
        "name": name,
        "version": version,
        "file_name": path.name,
        "install_dir": "site",
        "sha256": sha256(path),
        "package_type": "package",
        "imports": imports,
        "depends": depends,
        "unvendored_tests": False,
        "shared_library": False,
    }


def build(output: Path) -> Path:
    """Build the site into ``output``; the folder."""
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        lite = work / "lite"
        pyodide = lite / "static" / "pyodide"
        fetch_pyodide(pyodide_version(), pyodide, work)
        lock_path = pyodide / "pyodide-lock.json"
        lock = json.loads(lock_path.read_text(encoding="utf-8"))
        packages = lock["packages"]
        for name in BOOT:
            entry = packages[name]
            found = wheel(name, entry["version"], pyodide)
            entry["file_name"], entry["sha256"] = found.name, sha256(found)
        for name, module in EXTRA.items():
            packages[name] = lock_entry(name, wheel(name, None, pyodide), [module], [])
        run(
            sys.executable, "-m", "pip", "wheel", "-q", "--no-deps",
            "-w", str(pyodide), str(ROOT),
        )
        (project,) = pyodide.glob("aimacsp-*.whl")
        packages["aimacsp"] = lock_entry(
            "aimacsp", project, ["aimacsp", "sudoku", "minesweeper", "taskfarm"], []
        )
        # The packages not copied here (numpy, matplotlib...) are fetched from Pyodide's CDN,
        # when the page is online: their lock entries name it in full.
        from jupyterlite_pyodide_kernel.constants import PYODIDE_CDN_URL

        for entry in packages.values():
            if not (pyodide / entry["file_name"]).exists():
                entry["file_name"] = f"{PYODIDE_CDN_URL}/{entry['file_name']}"
        lock_path.write_text(json.dumps(lock), encoding="utf-8")
        settings = {
            "jupyter-lite-schema-version": 0,
            "jupyter-config-data": {
                "exposeAppInBrowser": True,
                "litePluginSettings": {
                    "@jupyterlite/pyodide-kernel-extension:kernel": {
                        "pyodideUrl": "./static/pyodide/pyodide.mjs",
                        "disablePyPIFallback": True,
                        "loadPyodideOptions": {
                            "lockFileURL": "./static/pyodide/pyodide-lock.json",
                            "packages": ["aimacsp"],
                        },
                    }
                },
            },
        }
        (lite / "jupyter-lite.json").write_text(json.dumps(settings, indent=1), encoding="utf-8")
        if output.exists():
            shutil.rmtree(output)
        run(
            sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(lite),
            "--contents", str(ROOT / "notebooks"), "--output-dir", str(output),
            "--no-sourcemaps",
            cwd=work,  # where jupyter lite keeps its build database
        )
    return output


def main(argv: list[str] | None = None) -> int:
    """The command: ``build_lite.py [OUTPUT]``."""
    parser = argparse.ArgumentParser(description="Build the tutorials as a JupyterLite site.")
    parser.add_argument(
        "output", type=Path, nargs="?", default=ROOT / "docs" / "_build" / "html" / "lite"
    )
    args = parser.parse_args(argv)
    print(build(args.output))
    return 0


if __name__ == "__main__":
    sys.exit(main())
