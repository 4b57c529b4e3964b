"""Render the chart in headless Chromium and look at the pixels (marked ``browser``)."""

from __future__ import annotations

import shutil
import struct
import subprocess
import zlib
from pathlib import Path

import pytest

from tests.report import scenario
from watcher.report import assemble, render_svg
from watcher.report.render import chart_layout

pytestmark = pytest.mark.browser

CHROMIUM = next(
    (p for p in (shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome")) if p),
    None,
)


def _png_pixels(data: bytes) -> tuple[int, int, list[tuple[int, int, int]]]:
    """Decode an 8-bit RGB/RGBA PNG into (width, height, RGB pixels)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width = 8, b"", 0
    height = depth = ctype = 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        chunk = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, ctype = struct.unpack(">IIBB", chunk[:10])
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    assert depth == 8 and ctype in (2, 6), (depth, ctype)
    bpp = 3 if ctype == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    prev = bytearray(stride)
    pixels: list[tuple[int, int, int]] = []
    for y in range(height):
        filt = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if filt == 1:
                line[i] = (line[i] + a) & 0xFF
            elif filt == 2:
                line[i] = (line[i] + b) & 0xFF
            elif filt == 3:
                line[i] = (line[i] + (a + b) // 2) & 0xFF
            elif filt == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 0xFF
        pixels.extend(tuple(line[i : i + 3]) for i in range(0, stride, bpp))  # type: ignore[misc]
        prev = line
    return width, height, pixels


@pytest.mark.skipif(
    CHROMIUM is None, reason="no chromium binary on PATH (Debian: apt-get install -y chromium)"
)
def test_chart_renders_in_chromium(tmp_path: Path) -> None:
    """The scenario chart renders to a PNG of the SVG's size with solid and hatched bars."""
    report = assemble(scenario.scenario_input())
    layout = chart_layout(report.bars)
    svg = tmp_path / "chart.svg"
    svg.write_text(render_svg(report), encoding="utf-8")
    png = tmp_path / "chart.png"
    subprocess.run(
        [
            str(CHROMIUM),
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--no-first-run",
            f"--user-data-dir={tmp_path / 'profile'}",
            f"--window-size={layout['width']},{layout['height']}",
            f"--screenshot={png}",
            svg.as_uri(),
        ],
        check=True,
        capture_output=True,
        timeout=120,
    )
    data = png.read_bytes()
    assert len(data) > 1000
    width, height, pixels = _png_pixels(data)
    assert (width, height) == (layout["width"], layout["height"])
    counts: dict[tuple[int, int, int], int] = {}
    for px in pixels:
        counts[px] = counts.get(px, 0) + 1
    assert counts.get((255, 255, 255), 0) < len(pixels)  # not blank
    solid = counts.get((0x2B, 0x6C, 0xB0), 0)
    hatch = sum(n for (r, g, b), n in counts.items() if r > 150 and 60 < g < 110 and b < 60)
    assert solid > 1000, "the measured bar (solid blue) is missing"
    assert hatch > 200, "the claimed bars' hatching (orange) is missing"
