#!/usr/bin/env python3
"""Writes the seed inputs of every fuzz target (Tests/Fuzz/Corpus/<target>/seed-*) from the byte layouts the
unit tests and the fake KIS server use. Run from the repository root; inputs libFuzzer keeps sit beside
them. Each target's first byte chooses its mode (see Tests/Fuzz/Targets)."""
import base64
import datetime
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Tests", "NetworkingTests", "Fixtures"))
import fake_kis_server as kis  # noqa: E402

CORPUS = os.path.join(ROOT, "Tests", "Fuzz", "Corpus")
NOTICE_KEY, NOTICE_IV = b"abcdefghijklmnopqrstuvwxyz123456", b"1234567890abcdef"


def seeds(target, inputs):
    folder = os.path.join(CORPUS, target)
    os.makedirs(folder, exist_ok=True)
    for number, data in enumerate(inputs):
        with open(os.path.join(folder, "seed-%02d" % number), "wb") as file:
            file.write(data if isinstance(data, bytes) else data.encode())


def trade(code="005930", fields=46, price="272500", sign="2", change="500", rate="0.18"):
    head = [code, "093015", price, sign, change, rate, "272100", "269500", "279500", "268500",
            "273000", "272500", "7", "12872352", "3504569031000"]
    return "^".join(head + ["0"] * (fields - len(head)))


def book(code="005930", fields=59, price=272000, expected=0):
    values = [code, "093015", "0"] + [str(price + 100 * n) for n in range(1, 11)] + [str(price - 100 * n) for n in range(10)]
    values += [str(1000 + n) for n in range(1, 11)] + [str(2000 + n) for n in range(1, 11)]
    values += ["99000", "88000", "0", "0", str(expected), "4321", "77777"]
    return "^".join(values + ["0"] * (fields - len(values)))


def notice_fields(fill=True):
    return ["hts-id", "1234567801", "0000012345", "0000000000", "02", "0", "00", "0", "005930", "4", "70000", "091205",
            "N", "2" if fill else "1", "Y", "00950", "10", "홍길동", "", "1", "N", "", "10", "", "삼성전자", "70000"]


def encrypted(text):
    out = subprocess.run(["openssl", "enc", "-aes-256-cbc", "-K", NOTICE_KEY.hex(), "-iv", NOTICE_IV.hex(), "-base64", "-A"],
                         input=text.encode(), capture_output=True, check=True)
    return out.stdout.decode()


def answer(output=None, **outputs):
    body = {"rt_cd": "0", "msg_cd": "MCA00000", "msg1": "정상처리 되었습니다."}
    if output is not None:
        body["output"] = output
    body.update(outputs)
    return json.dumps(body, ensure_ascii=False)


def main():
    seeds("realtime-frames", [
        "0|H0STCNT0|001|" + trade(), "0|H0STCNT0|001|" + trade(fields=47),
        "0|H0STCNT0|002|" + trade(fields=47) + "^" + trade("000660", 47, "110000", "5", "1135", "1.02"),
        "0|H0STASP0|001|" + book(), "0|H0STASP0|002|" + book(expected=272100) + "^" + book("000660", 59, 110000),
        '{"header":{"tr_id":"PINGPONG","datetime":"20260105100000"}}',
        '{"header":{"tr_id":"H0STCNT0","tr_key":"005930","encrypt":"N"},"body":{"rt_cd":"0","msg_cd":"OPSP0000","msg1":"SUBSCRIBE SUCCESS"}}',
        "0|H0STOUP0|001|" + trade("000270", 43, "101000", "2", "1000", "1.00"),
    ])
    one, two = "^".join(notice_fields()), "^".join(notice_fields() + notice_fields(fill=False))
    seeds("execution-notices", [
        b"\x00" + one.encode(), b"\x02" + two.encode(),
        b"\x01" + ("1|H0STCNI0|001|" + encrypted(one)).encode(), b"\x01" + ("1|H0STCNI9|002|" + encrypted(two)).encode(),
    ])
    day = kis.CHART_DAY
    levels = {"total_askp_rsqn": "99000", "total_bidp_rsqn": "88000", "aspr_acpt_hour": "100000"}
    for level in range(1, 11):
        levels.update({"askp%d" % level: str(70000 + 100 * level), "bidp%d" % level: str(70100 - 100 * level),
                       "askp_rsqn%d" % level: str(1000 + level), "bidp_rsqn%d" % level: str(2000 + level)})
    holidays = [{"bass_dt": (day + datetime.timedelta(days=n)).strftime("%Y%m%d"), "wday_dvsn_cd": "02", "bzdy_yn": "Y",
                 "tr_day_yn": "Y", "opnd_yn": "Y" if n % 7 < 5 else "N", "sttl_day_yn": "Y"} for n in range(3)]
    rest = [
        (0, answer(kis.QUOTES["005930"])), (0, answer(kis.QUOTES["000660"])),
        (0, '{"rt_cd":"1","msg_cd":"EGW00201","msg1":"초당 거래건수를 초과하였습니다."}'),
        (1, answer(kis.INDICES["1001"])), (2, answer(holidays)),
        (3, json.dumps({"access_token": "eyJ0eXAi", "access_token_token_expired": "2026-01-06 10:00:00",
                        "token_type": "Bearer", "expires_in": 86400})),
        (4, json.dumps({"approval_key": "a5b6c7d8-approval"})),
        (5, answer(output1={"stck_prdy_clpr": "70000"}, output2=[kis.day_row(day), kis.day_row(day - datetime.timedelta(days=1))])),
        (6, answer(output1=levels, output2={"antc_cnpr": "0", "antc_cnqn": "0"})),
    ]
    seeds("rest-answers", [bytes([kind]) + body.encode() for kind, body in rest])
    master = os.path.join(ROOT, "Tests", "MarketDataTests", "Master", "Fixtures")
    zips = [(0, "kospi_code.mst.zip"), (2, "kosdaq_code.mst.zip"), (0, "kospi_code_newer.mst.zip"), (0, "kospi_code_damaged.mst.zip")]
    seeds("master-files", [bytes([mode]) + open(os.path.join(master, name), "rb").read() for mode, name in zips]
          + [b"\x01" + subprocess.run(["unzip", "-p", os.path.join(master, "kospi_code.mst.zip")], capture_output=True).stdout])
    esc = b"\x1b"
    seeds("keys", [
        esc + b"[A" + esc + b"[B\xf8", esc + b"[1~" + esc + b"[4~" + esc + b"[5~\xf8", esc + b"OP" + esc + b"[15~\xf8",
        esc + b"[200~\xec\x00\xec\x01 hi\n" + esc + b"[201~\xf8", esc + b"[200~stray\xf8\xf9", esc + b"x" + esc + b"\xf8",
        b"\x01\x05\x0b\x7f\x08\x0dabc\xfa\x03\xfa\x0a\xfb\x01", esc + b"[M abc\xf8", b"\xfc\x00\x00\xd8\x00\xfc\x00\x11\x00\x00",
    ])
    storage = os.path.join(ROOT, "Tests", "StorageTests", "Fixtures")
    config = {"feed": "kis", "refresh_seconds": 2, "colour_scheme": "western", "kis_account": "paper", "realtime": True,
              "kis_host": "http://127.0.0.1:9443", "kis_websocket_url": "ws://127.0.0.1:21000", "mouse": True,
              "commission_percent": 0.015, "tax_percent": 0.18}
    seeds("json-files", [b"\x00" + json.dumps(config).encode(), b"\x00{\"refresh_seconds\": 1e400}"]
          + [b"\x01" + open(os.path.join(storage, name), "rb").read() for name in ("watchlists-version-1.json", "watchlists-version-2.json")]
          + [b"\x02" + b'{"version":1,"watchlist":"main","sort":"change","reversed":false}', b"\x03[1,{\"a\":\"\\u00e9\"},null,-0.5e3]"])
    seeds("dialog-text", [b"\x00" + text.encode() for text in ("10 @ 70,000", "10@70000 2026-11-30", "1,000,000,000 @ 100,000,000")]
          + [b"\x01" + text.encode() for text in (">= 75,000", "<= 60000", "+5%", "-2.25%", "volume >= 2.5x", "상한가", "lower")]
          + [b"\x02" + text.encode() for text in ("삼성", "005930", "kodex", "ㅅㅅㅈㅈ", "tiger 미국")])
    seeds("command-line", [b"\x00".join(words) for words in (
        [b"--clock", b"2026-12-25T10:00"], [b"--clock=10:00", b"--seed", b"42"], [b"--once", b"--format", b"tsv", b"--crlf"],
        [b"--feed", b"kis", b"--refresh=0.5", b"--no-realtime", b"--mouse"], [b"--colours", b"none", b"--watchlist", b"main"],
        [b"--synthetic-watchlist", b"500", b"--ticks-per-second", b"200", b"--quit-after", b"5", b"--data-dir", b"/tmp/x"],
        [b"--once", b"--account"], [b"--", b"x"])])


if __name__ == "__main__":
    main()
