import struct
import zlib

import numpy as np
import pytest

from minesweeper.ui.window import headless
from minesweeper.ui.window.headless import virtual_display, xwd_to_png


def fake_xwd(pixels: np.ndarray, *, msb_first: bool) -> bytes:
    """A minimal 32-bit ZPixmap XWD dump of an RGB image, as xwd writes on Xvfb."""
    height, width, _ = pixels.shape
    name = b"shot\x00"
    header_size = 100 + len(name)
    fields = [header_size, 7, 2, 24, width, height, 0, int(msb_first), 32, int(msb_first), 32]
    fields += [32, width * 4 + 4, 4, 0xFF0000, 0xFF00, 0xFF, 8, 256, 0, width, height, 0, 0, 0]
    words = (
        (pixels[..., 0].astype(np.uint32) << 16)
        | (pixels[..., 1].astype(np.uint32) << 8)
        | pixels[..., 2].astype(np.uint32)
    )
    padded = np.zeros((height, width + 1), dtype=np.uint32)  # one word of padding a line
    padded[:, :width] = words
    body = padded.astype(">u4" if msb_first else "<u4").tobytes()
    return struct.pack(">25I", *fields) + name + body


def png_pixels(data: bytes) -> np.ndarray:
    width, height = struct.unpack(">II", data[16:24])
    idat = data[data.index(b"IDAT") + 4 : data.index(b"IEND") - 8]
    rows = np.frombuffer(zlib.decompress(idat), dtype=np.uint8).reshape(height, 1 + 3 * width)
    assert (rows[:, 0] == 0).all()
    return rows[:, 1:].reshape(height, width, 3)


@pytest.mark.parametrize("msb_first", [False, True])
def test_xwd_to_png_keeps_every_pixel(msb_first: bool) -> None:
    pixels = np.random.default_rng(1).integers(0, 256, size=(5, 7, 3), dtype=np.uint8)
    png = xwd_to_png(fake_xwd(pixels, msb_first=msb_first))
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    assert np.array_equal(png_pixels(png), pixels)
    assert np.array_equal(png_pixels(xwd_to_png(fake_xwd(pixels, msb_first=False), (1, 2, 4, 5))),
                          pixels[2:5, 1:4])  # fmt: skip


def test_xwd_formats_it_cannot_read_are_refused() -> None:
    data = bytearray(fake_xwd(np.zeros((1, 1, 3), dtype=np.uint8), msb_first=False))
    data[44:48] = struct.pack(">I", 16)  # 16 bits a pixel
    with pytest.raises(ValueError, match="16 bits a pixel"):
        xwd_to_png(bytes(data))


def test_missing_xvfb_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(headless.shutil, "which", lambda name: None)
    with pytest.raises(FileNotFoundError, match="Xvfb is not installed"), virtual_display():
        pass
