"""Output paths are made ready, or refused with their option named, before any work."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from taskfarm import prepare_output


def test_missing_folders_are_made(tmp_path: Path) -> None:
    target = prepare_output(tmp_path / "out" / "deep" / "a.json", "--json")
    assert target.parent.is_dir() and not target.exists()


def test_a_folder_is_not_a_file(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match=f"--json {tmp_path}: is a folder"):
        prepare_output(tmp_path, "--json")


@pytest.mark.parametrize("below", ["x.csv", "deeper/x.csv"])
def test_a_file_in_the_way_of_the_folder_is_named(tmp_path: Path, below: str) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    target = blocker / below
    with pytest.raises(ValueError, match=f"--records {target}: {blocker} is a file, not a folder"):
        prepare_output(target, "--records")
    assert blocker.read_text() == ""


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write anywhere: no read-only folder")
def test_a_read_only_folder_is_refused(tmp_path: Path) -> None:
    tmp_path.chmod(0o500)
    try:
        with pytest.raises(ValueError, match="not writable"):
            prepare_output(tmp_path / "a.json", "--json")
    finally:
        tmp_path.chmod(0o700)
