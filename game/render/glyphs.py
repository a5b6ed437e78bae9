"""Which characters a font file really has: read from its character map (cmap), no extra library.

pygame draws a missing character as an empty box or a gap ("Elo 1200 ␣ 1210"); the text layer
asks ``has_glyphs`` and, where a face lacks a character, draws that character in a face that has it.
"""
from __future__ import annotations

import struct
from functools import lru_cache
from pathlib import Path


def _cmap_format4(data: bytes, off: int) -> set[int]:
    seg_x2 = struct.unpack_from(">H", data, off + 6)[0]
    segs = seg_x2 // 2
    ends = struct.unpack_from(f">{segs}H", data, off + 14)
    starts = struct.unpack_from(f">{segs}H", data, off + 16 + seg_x2)
    deltas = struct.unpack_from(f">{segs}h", data, off + 16 + 2 * seg_x2)
    ro_pos = off + 16 + 3 * seg_x2
    offsets = struct.unpack_from(f">{segs}H", data, ro_pos)
    out: set[int] = set()
    for i in range(segs):
        for cp in range(starts[i], ends[i] + 1):
            if cp == 0xFFFF:
                continue
            if offsets[i] == 0:
                glyph = (cp + deltas[i]) & 0xFFFF
            else:
                pos = ro_pos + 2 * i + offsets[i] + 2 * (cp - starts[i])
                glyph = struct.unpack_from(">H", data, pos)[0]
                if glyph:
                    glyph = (glyph + deltas[i]) & 0xFFFF
            if glyph:
                out.add(cp)
    return out


def _cmap_format12(data: bytes, off: int) -> set[int]:
    n = struct.unpack_from(">I", data, off + 12)[0]
    out: set[int] = set()
    for g in range(n):
        start, end, glyph = struct.unpack_from(">III", data, off + 16 + 12 * g)
        out.update(cp for cp in range(start, end + 1) if glyph + (cp - start))
    return out


@lru_cache(maxsize=32)
def codepoints(path: str) -> frozenset[int]:
    """Every Unicode code point the font file at ``path`` maps to a real glyph."""
    data = Path(path).read_bytes()
    num_tables = struct.unpack_from(">H", data, 4)[0]
    cmap = None
    for t in range(num_tables):
        tag, _check, offset, _length = struct.unpack_from(">4sIII", data, 12 + 16 * t)
        if tag == b"cmap":
            cmap = offset
    if cmap is None:
        raise ValueError(f"{path}: keine Zeichentabelle (cmap)")
    n = struct.unpack_from(">H", data, cmap + 2)[0]
    found: set[int] = set()
    for s in range(n):
        platform, encoding, sub = struct.unpack_from(">HHI", data, cmap + 4 + 8 * s)
        if (platform, encoding) not in ((3, 1), (3, 10), (0, 3), (0, 4)):
            continue
        off = cmap + sub
        fmt = struct.unpack_from(">H", data, off)[0]
        if fmt == 4:
            found |= _cmap_format4(data, off)
        elif fmt == 12:
            found |= _cmap_format12(data, off)
    return frozenset(found)


def missing(path: str, text: str) -> str:
    """The characters of ``text`` (no white space) the font at ``path`` has no glyph for, in order, each once."""
    have = codepoints(path)
    out = []
    for ch in text:
        if not ch.isspace() and ord(ch) not in have and ch not in out:
            out.append(ch)
    return "".join(out)


def has_glyphs(path: str, text: str) -> bool:
    """True when the font at ``path`` can draw every character of ``text``."""
    have = codepoints(path)
    return all(ch.isspace() or ord(ch) in have for ch in text)
