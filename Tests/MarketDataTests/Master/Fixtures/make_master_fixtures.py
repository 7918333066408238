#!/usr/bin/env python3
"""Writes the KIS master-file fixtures of the MarketData tests in the real byte layout.

Each record: 9-byte short code, 12-byte ISIN, 40-byte Korean name in cp949 (all space-padded), then the
fixed-width tail (227 bytes KOSPI, 221 KOSDAQ) with the column widths KIS publishes. Zips are written with
python's zipfile (real deflate). Run from anywhere: `python3 make_master_fixtures.py`; the files land
beside this script and are committed with it.
"""

import os
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))

# Column widths of the tails, in file order (KIS's kospi_code / kosdaq_code layouts).
KOSPI_WIDTHS = [2, 1, 4, 4, 4] + [1] * 26 + [9, 5, 5, 1, 1, 1, 2, 1, 1, 1, 2, 2, 2, 3, 1, 3, 12, 12, 8,
                15, 21, 2, 7, 1, 1, 1, 1, 1, 9, 9, 9, 5, 9, 8, 9, 3, 1, 1, 1]
KOSDAQ_WIDTHS = [2, 1, 4, 4, 4] + [1] * 21 + [9, 5, 5, 1, 1, 1, 2, 1, 1, 1, 2, 2, 2, 3, 1, 3, 12, 12, 8,
                 15, 21, 2, 7, 1, 1, 1, 1, 9, 9, 9, 5, 9, 8, 9, 3, 1, 1, 1]
# Column index of each field a test checks.
KOSPI_COLUMNS = {"group": 0, "base": 31, "halt": 34, "listed": 49, "shares": 50, "preferred": 54, "cap": 65}
KOSDAQ_COLUMNS = {"group": 0, "base": 26, "halt": 29, "listed": 44, "shares": 45, "preferred": 49, "cap": 59}


def tail(widths, columns, group, base, shares, cap, listed, preferred="0", halt="N"):
    values = {columns["group"]: group, columns["base"]: "%09d" % base, columns["halt"]: halt,
              columns["listed"]: listed, columns["shares"]: "%015d" % shares,
              columns["preferred"]: preferred, columns["cap"]: "%09d" % cap}
    fields = []
    for index, width in enumerate(widths):
        value = values.get(index, "N" if width == 1 else "0" * width)
        assert len(value) == width, (index, value)
        fields.append(value.encode("ascii"))
    return b"".join(fields)


def record(code, isin, name, tail_bytes):
    encoded = name.encode("cp949")
    assert len(encoded) <= 40
    return code.encode("ascii").ljust(9) + isin.encode("ascii") + encoded.ljust(40) + tail_bytes


def kospi(code, isin, name, group, base, shares, cap, listed, preferred="0", halt="N"):
    return record(code, isin, name, tail(KOSPI_WIDTHS, KOSPI_COLUMNS, group, base, shares, cap, listed, preferred, halt))


def kosdaq(code, isin, name, group, base, shares, cap, listed, preferred="0", halt="N"):
    return record(code, isin, name, tail(KOSDAQ_WIDTHS, KOSDAQ_COLUMNS, group, base, shares, cap, listed, preferred, halt))


KOSPI = [
    kospi("005930", "KR7005930003", "삼성전자", "ST", 272000, 5919638, 16116220, "19750611"),
    kospi("005935", "KR7005931001", "삼성전자우", "ST", 218000, 815975, 1778826, "19890925", preferred="1"),
    kospi("003550", "KR7003550001", "LG", "ST", 81000, 157300, 127413, "19700403"),
    kospi("0001A0", "KR70001A0008", "덕양에너젠", "ST", 12150, 15620, 1898, "20250122", halt="Y"),
    kospi("069500", "KR7069500007", "KODEX 200", "EF", 48000, 160000, 76800, "20021014"),
    kospi("Q500001", "KRG500000013", "신한 인버스 WTI원유 선물 ETN", "EN", 10000, 1000, 100, "20161228"),
    kospi("J0036221D", "KRA0036221D6", "KG모빌리티 122WR", "SW", 856, 17892, 15, "20240716"),
]
KOSDAQ = [
    kosdaq("247540", "KR7247540008", "에코프로비엠", "ST", 180000, 97801, 176042, "20190305"),
    kosdaq("00104K", "KR700104K003", "동화약품우", "ST", 9000, 120, 11, "20240102", preferred="2"),
]


def lines(records):
    return b"".join(r + b"\n" for r in records)


def write_zip(name, member, data):
    with zipfile.ZipFile(os.path.join(HERE, name), "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(member, data)


def main():
    kospi_table = lines(KOSPI)
    write_zip("kospi_code.mst.zip", "kospi_code.mst", kospi_table)
    write_zip("kosdaq_code.mst.zip", "kosdaq_code.mst", lines(KOSDAQ))
    # A newer KOSPI master: one listing renamed, one new.
    renamed = [kospi("003550", "KR7003550001", "LG홀딩스", "ST", 82000, 157300, 128986, "19700403")]
    newer = KOSPI[:2] + renamed + KOSPI[3:] + [kospi("0155E0", "KR70155E0004", "새상장", "ST", 5000, 1000, 50, "20260301")]
    write_zip("kospi_code_newer.mst.zip", "kospi_code.mst", lines(newer))
    # The last record cut 30 bytes short, with no line break after it (a download that stopped).
    write_zip("kospi_code_truncated_record.mst.zip", "kospi_code.mst", kospi_table[:-31])
    # A name byte that is not cp949 (0xFF cannot start a character).
    broken_name = KOSPI[0][:21] + b"\xff\xfe" + KOSPI[0][23:]
    write_zip("kospi_code_invalid_text.mst.zip", "kospi_code.mst", broken_name + b"\n")
    # A zip bomb: the table followed by 8 MiB of spaces, about 1,000 times its packed size.
    write_zip("kospi_code_bomb.mst.zip", "kospi_code.mst", kospi_table + b" " * (8 << 20))
    # The archive with its first data byte flipped (the deflate stream or the CRC-32 no longer fits).
    with open(os.path.join(HERE, "kospi_code.mst.zip"), "rb") as source:
        archive = bytearray(source.read())
    header_end = 30 + int.from_bytes(archive[26:28], "little") + int.from_bytes(archive[28:30], "little")
    damaged = bytearray(archive)
    damaged[header_end + 40] ^= 0x01
    with open(os.path.join(HERE, "kospi_code_damaged.mst.zip"), "wb") as target:
        target.write(damaged)
    with open(os.path.join(HERE, "kospi_code_cut.mst.zip"), "wb") as target:
        target.write(archive[: len(archive) // 2])


if __name__ == "__main__":
    main()
