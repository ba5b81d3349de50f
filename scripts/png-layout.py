#!/usr/bin/env python3
"""Prints a screenshot's layout for the browser tests: its width and height, then the widest run of
pure white pixels (the pages' tables and cards) as `white LEFT RIGHT` in pixel columns, and whether
the top rows carry the header's colour across the whole width (`header full|partial`).

Only Python's standard library (zlib): 8-bit RGB or RGBA PNGs, not interlaced, as Chromium writes them.
Usage: png-layout.py FILE.png
"""
import struct
import sys
import zlib


def read_png(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG")
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    if depth != 8 or colour not in (2, 6) or interlace:
        sys.exit(f"{path}: only 8-bit RGB/RGBA non-interlaced PNGs are read")
    channels = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


def main():
    width, height, rows = read_png(sys.argv[1])
    print(f"size {width} {height}")
    best = (0, -1, -1)
    for row in rows[height // 8:]:
        x = 0
        while x < width:
            if row[x] == (255, 255, 255):
                start = x
                while x < width and row[x] == (255, 255, 255):
                    x += 1
                if x - start > best[0]:
                    best = (x - start, start, x - 1)
            x += 1
    print(f"white {best[1]} {best[2]}")
    header = all(pixel == (0x22, 0x33, 0x44) for pixel in rows[2])
    print("header " + ("full" if header else "partial"))


main()
