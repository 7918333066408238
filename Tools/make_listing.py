#!/usr/bin/env python3
"""Writes the listing StockWatch ships (Sources/CMarketFiles/files/krx-listing.tsv) from the project's data files.

Usage: Tools/make_listing.py DATA_FOLDER OUTPUT
DATA_FOLDER holds krx-master-2026-08-12.tsv (every security of KIS's master files with its 2026-08-11
close and listed shares), krx-etp.tsv (ETFs and ETNs: English names, listing dates) and krx-listing.tsv
(KRX's stock listing of 2026-04-14: English names, KOSDAQ GLOBAL, share kinds, listing dates, the recent
closes of 2026-11). One row per security the master carries with a six-character code; the nine-character
codes (beneficiary certificates, warrants, rights) are left out: a code is six characters in the app.
"""

import csv
import sys

MASTER = "krx-master-2026-08-12.tsv"
MASTER_CLOSE_DATE = "2026-08-11"
KINDS = {
    "ST": "stock", "EF": "etf", "EN": "etn", "RT": "reit", "IF": "infrastructure fund",
    "MF": "investment company", "PF": "public fund", "FS": "foreign share", "DR": "depositary receipt",
}
COLUMNS = [
    "code", "isin", "name_ko", "name_en", "market", "kind", "share_kind", "listed",
    "reference_price_krw", "reference_date", "listed_shares",
]


def read(folder, name):
    with open(f"{folder}/{name}", encoding="utf-8", newline="") as table:
        return list(csv.DictReader(table, delimiter="\t", quoting=csv.QUOTE_NONE))


def share_kind(code, name):
    """A stock new since KRX's listing: preferred when its name says 우 at the end (삼성전자우, 대신증권우B)."""
    stripped = name.rstrip(")").split("(")[0]
    if code[-1] != "0" and (stripped.endswith("우") or stripped[-2:-1] == "우"):
        return "신형우선주"
    return "보통주"


def main(folder, output):
    listing = {row["code"]: row for row in read(folder, "krx-listing.tsv")}
    etp = {row["isin"]: row for row in read(folder, "krx-etp.tsv")}
    rows = []
    for master in read(folder, MASTER):
        group = master["security_group"]
        product = etp.get(master["isin"])
        code = product["code"] if product else master["code"]
        if group not in KINDS or len(code) != 6:
            continue
        stock = listing.get(code)
        price, date = "", ""
        if stock and stock["reference_date"] > MASTER_CLOSE_DATE:
            price, date = stock["reference_price_krw"], stock["reference_date"]
        elif master["ref_close_krw"] not in ("", "0"):
            price, date = master["ref_close_krw"], MASTER_CLOSE_DATE
        elif stock and stock["reference_price_krw"]:
            price, date = stock["reference_price_krw"], stock["reference_date"]
        if product:
            name_ko = product["name_ko_krx_export"] or product["name_ko"]
            name_en, listed, kind_of_share = product["name_en"], product["listed_date"], "보통주"
        elif stock:
            name_ko, name_en, listed, kind_of_share = master["name_ko"], stock["name_en"], stock["listed"], stock["share_kind"]
        else:
            name_ko, name_en, listed, kind_of_share = master["name_ko"], "", "", share_kind(code, master["name_ko"])
        market = stock["market"] if stock and stock["market"] == "KOSDAQ GLOBAL" else master["market"]
        rows.append([
            code, master["isin"], name_ko.strip(), name_en.strip(), market, KINDS[group], kind_of_share, listed,
            price, date, master["listed_shares"],
        ])
    rows.sort(key=lambda row: row[0])
    with open(output, "w", encoding="utf-8", newline="") as table:
        table.write("\t".join(COLUMNS) + "\n")
        for row in rows:
            table.write("\t".join(row) + "\n")
    print(f"{output}: {len(rows)} securities")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
