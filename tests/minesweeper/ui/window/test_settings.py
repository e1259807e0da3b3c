"""The window's remembered settings: defaults, a damaged file, a folder that cannot be written."""

import os
from pathlib import Path

import pytest

from minesweeper.ui.window.settings import (
    SETTINGS,
    ZOOMS,
    Settings,
    read_settings,
    write_settings,
)


def test_missing_settings_are_the_defaults(tmp_path: Path) -> None:
    assert read_settings(tmp_path / "nowhere") == (Settings(24, True), "")


def test_settings_are_kept_and_read_back(tmp_path: Path) -> None:
    chosen = Settings(cell=40, question_marks=False)
    assert write_settings(tmp_path / "new", chosen) == ""
    assert read_settings(tmp_path / "new") == (chosen, "")


@pytest.mark.parametrize(
    "text",
    [
        "{",
        "[]",
        '{"cell": 25, "question_marks": true}',
        '{"cell": 24}',
        '{"cell": true, "question_marks": true}',
    ],  # fmt: skip
)
def test_damaged_settings_give_the_defaults_and_a_note_naming_the_file(
    tmp_path: Path, text: str
) -> None:
    (tmp_path / SETTINGS).write_text(text)
    settings, note = read_settings(tmp_path)
    assert settings == Settings() and str(tmp_path / SETTINGS) in note
    assert "using the default settings" in note


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes to read-only folders")
def test_a_read_only_folder_is_read_and_not_written(tmp_path: Path) -> None:
    write_settings(tmp_path, Settings(cell=32))
    tmp_path.chmod(0o500)
    try:
        assert read_settings(tmp_path) == (Settings(cell=32), "")
        said = write_settings(tmp_path, Settings(cell=40))
        assert said.startswith(f"could not save the settings to {tmp_path / SETTINGS}")
    finally:
        tmp_path.chmod(0o700)


def test_a_file_where_the_folder_should_be_is_a_message(tmp_path: Path) -> None:
    (tmp_path / "folder").write_text("")
    said = write_settings(tmp_path / "folder", Settings())
    assert said.startswith("could not save the settings to")


def test_zoom_steps_through_the_sizes_and_stops_at_the_ends() -> None:
    sizes = [Settings(cell=ZOOMS[0])]
    for _ in range(len(ZOOMS) + 2):
        sizes.append(sizes[-1].zoomed(1))
    assert [s.cell for s in sizes][: len(ZOOMS)] == list(ZOOMS)
    assert sizes[-1].cell == ZOOMS[-1] and sizes[-1].zoomed(-1).cell == ZOOMS[-2]
    assert Settings(cell=ZOOMS[0]).zoomed(-1).cell == ZOOMS[0]
    assert Settings(cell=48, question_marks=False).zoomed(0) == Settings(24, False)
