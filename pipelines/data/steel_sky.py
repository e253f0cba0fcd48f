"""Beneath a Steel Sky's spoken lines (Debian ``beneath-a-steel-sky``): 3,491 recordings, 1.9 hours of real
English speech by the game's cast, without their words (``pseudo_labels`` has Whisper write those).

*Beneath a Steel Sky* (Revolution Software, 1994; the CD "talkie" version, free to redistribute since 2003)
ships as ScummVM game data in two files:

- ``sky.dnr``, the table of contents: a little-endian ``uint32`` count, then 8 bytes per file: its
  ``uint16`` number, a 24-bit offset into ``sky.dsk`` and a 24-bit size with flags in its top 2 bits
  (``read_table``). An offset with bit 23 set counts 16-byte units in its lower 23 bits.
- ``sky.dsk``, the files one after another. Files 50000 to 55999 are the spoken lines: a 22-byte header,
  then unsigned 8-bit mono PCM at 11,025 Hz packed with Rob Northen's ProPack, method 1 (``unpack_rnc``).

The formats were worked out from the files themselves and the public descriptions of ProPack; every
unpacked line is checked against the CRC its packed header carries. No code of ScummVM is used.

Example, on a tiny table of contents of the same layout:
    >>> entry = (50001).to_bytes(2, "little") + (0x800002).to_bytes(3, "little") + (40).to_bytes(3, "little")
    >>> read_table((1).to_bytes(4, "little") + entry)
    {50001: (32, 40)}
"""

from __future__ import annotations

import functools
import struct
from pathlib import Path

import numpy as np

GAME = "usr/share/scummvm/beneath-a-steel-sky"
TABLE_FILE, DATA_FILE = "sky.dnr", "sky.dsk"
SAMPLE_RATE = 11_025
VOICE_FILES = range(50_000, 56_000)
HEADER = 22  # bytes before a file's own data
RNC = b"RNC\x01"  # ProPack, method 1
_RNC_HEADER = struct.Struct(">4sIIHHBB")  # magic, unpacked size, packed size, their CRCs, leeway, chunks


def read_table(data: bytes) -> dict[int, tuple[int, int]]:
    """``{file number: (offset, size)}`` of a ``sky.dnr`` table of contents.

    Raises ValueError when the bytes are not one."""
    if len(data) < 4 or len(data) != 4 + 8 * int.from_bytes(data[:4], "little"):
        raise ValueError(
            f"not a Beneath a Steel Sky table of contents: {len(data)} bytes, not 4 + 8 per file"
        )
    table = {}
    for index in range(4, len(data), 8):
        offset = int.from_bytes(data[index + 2 : index + 5], "little")
        if offset & 0x80_0000:
            offset = (offset & 0x7F_FFFF) << 4
        table[int.from_bytes(data[index : index + 2], "little")] = (
            offset,
            int.from_bytes(data[index + 5 : index + 8], "little") & 0x3F_FFFF,
        )
    return table


def crc16(data: bytes) -> int:
    """ProPack's checksum: CRC-16 with the reflected polynomial 0xA001, starting at 0.

    Example:
        >>> hex(crc16(b"123456789"))
        '0xbb3d'
    """
    table = _crc_table()
    crc = 0
    for byte in data:
        crc = (crc >> 8) ^ table[(crc ^ byte) & 0xFF]
    return crc


@functools.cache
def _crc_table() -> tuple[int, ...]:
    table = []
    for byte in range(256):
        for _ in range(8):
            byte = (byte >> 1) ^ 0xA001 if byte & 1 else byte >> 1
        table.append(byte)
    return tuple(table)


def unpack_rnc(data: bytes) -> bytes:
    """Unpack ProPack method 1 data (``RNC\\x01``, sizes and CRCs, then the packed stream).

    The stream is read in 16-bit little-endian words, bits from the lowest; it skips 2 bits (lock and key
    flags), then per chunk: three Huffman tables (a 5-bit count of code lengths, 4 bits each; canonical
    codes, bits reversed) for the lengths of literal runs, the distances and the lengths of matches, and a
    16-bit count of steps. A step copies a run of literal bytes straight from the stream and, but for the
    chunk's last step, copies ``length + 2`` earlier bytes from ``distance + 1`` back. A number is coded as
    its bit count ``n`` (Huffman) and, for ``n >= 2``, its ``n - 1`` lower bits. The reader keeps one
    16-bit word ahead; literal bytes start where that word would, which then comes after them.

    Raises ValueError when the data is not ProPack method 1 or does not unpack to its size and CRC."""
    if len(data) < _RNC_HEADER.size or not data.startswith(RNC):
        raise ValueError("not ProPack method 1 data: it does not start with RNC\\x01")
    _, size, packed, crc, _, _, chunks = _RNC_HEADER.unpack_from(data)
    stream = data[_RNC_HEADER.size : _RNC_HEADER.size + packed] + bytes(4)
    try:
        out = _unpack(stream, chunks, size)
    except IndexError as error:  # a code no table has, or a match before the start
        raise ValueError(f"damaged ProPack data: {error}") from None
    if len(out) != size or crc16(out) != crc:
        raise ValueError(
            f"damaged ProPack data: {len(out)} bytes unpacked, not the {size} with CRC {crc:#06x}"
        )
    return bytes(out)


def _unpack(stream: bytes, chunks: int, size: int) -> bytearray:
    position, bits, count = 0, int.from_bytes(stream[:4], "little"), 16

    def skip(n: int) -> None:
        nonlocal position, bits, count
        bits >>= n
        count -= n
        if count < 16:
            position += 2
            bits |= int.from_bytes(stream[position : position + 4], "little") << count
            count += 16

    def read(n: int) -> int:
        value = bits & ((1 << n) - 1)
        skip(n)
        return value

    def table() -> tuple[list, int]:
        lengths = [read(4) for _ in range(read(5))]
        longest = max(lengths, default=0)
        lookup: list = [None] * (1 << longest)  # every ``longest``-bit window -> (symbol, code length)
        code = 0
        for length in range(1, 17):
            for symbol in (s for s, n in enumerate(lengths) if n == length):
                reversed_code = int(f"{code:0{length}b}"[::-1], 2)
                for window in range(reversed_code, len(lookup), 1 << length):
                    lookup[window] = (symbol, length)
                code += 1
            code <<= 1
        return lookup, (1 << longest) - 1

    def number(huffman: tuple[list, int]) -> int:
        lookup, mask = huffman
        if lookup[bits & mask] is None:
            raise IndexError(f"a code no Huffman table has, at byte {position} of the stream")
        symbol, length = lookup[bits & mask]
        skip(length)
        return symbol if symbol < 2 else (1 << (symbol - 1)) | read(symbol - 1)

    out = bytearray()
    skip(2)
    for _ in range(chunks):
        literals, distances, lengths = table(), table(), table()
        steps = read(16)
        while len(out) <= size:
            run = number(literals)
            if run:
                out += stream[position : position + run]
                position += run
                count -= 16
                bits = (
                    bits & ((1 << count) - 1)
                    | int.from_bytes(stream[position : position + 4], "little") << count
                )
                count += 16
            steps -= 1
            if steps <= 0:
                break
            start = len(out) - number(distances) - 1
            length = number(lengths) + 2
            if start < 0:
                raise IndexError(f"a match {len(out) - start} bytes back at byte {len(out)}")
            while length > 0:  # a match may overlap the bytes it writes
                piece = out[start : start + min(length, len(out) - start)]
                out += piece
                start += len(piece)
                length -= len(piece)
    return out


def voice_lines(game: Path) -> list[tuple[int, int, int]]:
    """``(file number, offset, size)`` of every spoken line in ``game``'s ``sky.dsk``, by number."""
    table = read_table((game / TABLE_FILE).read_bytes())
    return [
        (number, *table[number]) for number in sorted(table) if number in VOICE_FILES and table[number][1]
    ]


def read_voice(sky: Path, offset: int, size: int) -> np.ndarray:
    """The spoken line at ``offset`` in the ``sky.dsk`` file ``sky`` (its header and packed samples) as float32
    samples in [-1, 1) at ``SAMPLE_RATE``.

    Raises ValueError when the line is damaged or not a spoken line."""
    with sky.open("rb") as file:
        file.seek(offset)
        data = file.read(size)
    if data[HEADER : HEADER + len(RNC)] != RNC:
        raise ValueError(
            f"not a Beneath a Steel Sky spoken line: no ProPack data after its {HEADER}-byte header"
        )
    return (np.frombuffer(unpack_rnc(data[HEADER:]), dtype=np.uint8).astype(np.float32) - 128) / 128
