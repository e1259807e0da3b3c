"""Run the window without a screen: a private Xvfb display, and PNG screenshots through ``xwd``.

Needs the Debian packages ``xvfb`` (for :func:`virtual_display`) and ``x11-apps`` (``xwd``, for
:func:`screenshot`); used by the window test and ``scripts/screenshot_gui.py``.
"""

from __future__ import annotations

import os
import select
import shutil
import struct
import subprocess
import time
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np

__all__ = ["screenshot", "virtual_display", "xwd_to_png"]


@contextmanager
def virtual_display(width: int = 1024, height: int = 768, timeout: float = 10.0) -> Iterator[str]:
    """Start Xvfb on a free display number, yield its name (``":N"``), stop it afterwards."""
    binary = shutil.which("Xvfb")
    if binary is None:
        raise FileNotFoundError("Xvfb is not installed (Debian package: xvfb)")
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        [binary, "-displayfd", str(write_end), "-screen", "0", f"{width}x{height}x24"]
        + ["-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    try:
        yield f":{_read_display_number(read_end, timeout)}"
    finally:
        os.close(read_end)
        server.terminate()
        try:
            server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def _read_display_number(fd: int, timeout: float) -> int:
    """Xvfb writes the display number it chose, then a newline, once it is ready."""
    deadline, text = time.monotonic() + timeout, b""
    while not text.endswith(b"\n"):
        remaining = deadline - time.monotonic()
        if remaining <= 0 or not select.select([fd], [], [], remaining)[0]:
            raise TimeoutError(f"Xvfb did not report a display within {timeout} s")
        chunk = os.read(fd, 16)
        if not chunk:
            raise RuntimeError("Xvfb exited before it reported a display")
        text += chunk
    return int(text)


def screenshot(
    display: str, path: str | Path, box: tuple[int, int, int, int] | None = None
) -> None:
    """Save the screen of ``display`` as PNG, cropped to ``box`` = (left, top, right, bottom)."""
    dump = subprocess.run(
        ["xwd", "-silent", "-root", "-display", display], check=True, capture_output=True
    ).stdout
    Path(path).write_bytes(xwd_to_png(dump, box))


def xwd_to_png(data: bytes, box: tuple[int, int, int, int] | None = None) -> bytes:
    """Convert a 24/32-bit TrueColor XWD dump (what ``xwd`` makes on Xvfb) to PNG bytes."""
    fields = struct.unpack(">25I", data[:100])
    header_size, pixmap_format, depth = fields[0], fields[2], fields[3]
    width, height, byte_order = fields[4], fields[5], fields[7]
    bits_per_pixel, bytes_per_line = fields[11], fields[12]
    masks, colours = fields[14:17], fields[19]
    if pixmap_format != 2 or bits_per_pixel != 32 or depth < 24:
        raise ValueError(
            f"only 24-bit colour in 32-bit ZPixmap XWD is supported, got format {pixmap_format},"
            f" depth {depth}, {bits_per_pixel} bits a pixel"
        )
    start = header_size + 12 * colours
    words = bytes_per_line // 4
    dtype = ">u4" if byte_order else "<u4"  # byte_order 1 is MSBFirst
    pixels = np.frombuffer(data, dtype=dtype, count=height * words, offset=start)
    rows = pixels.reshape(height, words)[:, :width]
    # Each channel sits under its mask; shift it down by the mask's lowest set bit.
    rgb = np.stack([(rows & m) >> ((m & -m).bit_length() - 1) for m in masks], axis=-1)
    if box is not None:
        left, top, right, bottom = box
        rgb = rgb[top:bottom, left:right]
    return _png(rgb.astype(np.uint8))


def _png(rgb: np.ndarray) -> bytes:
    height, width, _ = rgb.shape
    raw = b"".join(b"\x00" + rgb[row].tobytes() for row in range(height))

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (
            struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )
