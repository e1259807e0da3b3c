"""Reading the board pictures back: each SVG parsed as XML, its cells found by class."""

from __future__ import annotations

import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    """The picture as an XML tree; fails unless it is well-formed SVG."""
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return root


def cell_size(root: ET.Element) -> float:
    """The side of one cell, read from the first cell drawn."""
    first = next(e for e in root.iter(f"{SVG}rect") if e.get("class"))
    return float(first.get("width", "0"))


def rects(root: ET.Element, kind: str) -> dict[tuple[int, int], ET.Element]:
    """The cells drawn as rectangles of class ``kind``, by (row, col)."""
    side = cell_size(root)
    return {
        (round(float(e.get("y", "0")) / side), round(float(e.get("x", "0")) / side)): e
        for e in root.iter(f"{SVG}rect")
        if e.get("class") == kind
    }


def texts(root: ET.Element, kind: str) -> dict[tuple[int, int], str]:
    """The words written in cells by class ``kind``, by (row, col)."""
    side = cell_size(root)
    return {
        (int(float(e.get("y", "0")) // side), int(float(e.get("x", "0")) // side)): e.text or ""
        for e in root.iter(f"{SVG}text")
        if e.get("class") == kind
    }


def notes(root: ET.Element) -> list[str]:
    """The caption lines under the board."""
    return [e.text or "" for e in root.iter(f"{SVG}text") if e.get("class") == "note"]
