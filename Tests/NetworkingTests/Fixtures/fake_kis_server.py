#!/usr/bin/env python3
"""A fake KIS Open API server for the tests (python3 standard library only).

Serves POST /oauth2/tokenP, GET /uapi/domestic-stock/v1/quotations/inquire-price, inquire-index-price
(KOSPI 0001, KOSDAQ 1001, KOSPI200 2001), the chart calls inquire-time-itemchartprice,
inquire-daily-itemchartprice and inquire-asking-price-exp-ccn (bars of 2025-12-01 and the weekdays before
it), chk-holiday (CTCA0903R: 24 dates from BASS_DT, closed on weekends and on the dates set with "holidays"),
and any file a test put there with "file", on 127.0.0.1 at a
free port (or --port N), which it prints as the first line on stdout. Behaves like KIS where the client
depends on it: tokens are checked, issuing is limited to once a minute per app key (EGW00133), unknown
codes answer with a zero price, every value is a string.

Any app key is accepted whose secret is the key followed by "-secret". Tokens and the issue limit are
kept per app key, so tests sharing one server stay independent by using app keys of their own.

The test drives it through stdin, one JSON command per line, each answered by one JSON line on stdout:
  {"cmd": "fault", "route": "quote"|"token"|"minutes"|"days"|"orderbook"|"index"|"holiday", "code": "005930"?, "app_key": "..."?, "status": 500?,
   "body": "raw"?, "json": {...}?, "delay": 0.5?, "count": 1?}
                                                 next matching request(s) get this answer instead
  {"cmd": "accept_token", "app_key": "...", "token": "..."}
                                                 treat this token as valid (e.g. one from a seeded cache)
  {"cmd": "file", "path": "/common/master/kospi_code.mst.zip", "hex": "504b..."}
                                                 serve these bytes at this path (GET, no authentication)
  {"cmd": "master_files", "folder": "/common/master", "variant": "listed"|"newer"|"damaged"|"shipped"}
                                                 serve kospi_code.mst.zip and kosdaq_code.mst.zip in that folder:
                                                 small master files in KIS's byte layout (MarketDataTests'
                                                 fixtures, made by make_master_fixtures.py); "newer" renames
                                                 003550 to LG홀딩스 and lists 0155E0 새상장, "damaged" has one
                                                 flipped deflate byte in the KOSPI zip (its CRC-32 no longer fits),
                                                 "shipped" lists every security of the app's shipped listing
  {"cmd": "minute_session", "app_key": "...", "date": "20251113", "open": "1000", "close": "1630"}
                                                 inquire-time-itemchartprice answers that app key with the bars
                                                 of that session (its date, open to close) instead of CHART_DAY's
                                                 09:00-15:30, as KIS answers with the last session on a closed day
  {"cmd": "holidays", "closed": ["20261225", ...]}
                                                 chk-holiday answers these weekdays with opnd_yn "N"
  {"cmd": "requests", "app_key": "..."?, "code": "..."?}
                                                 every request seen so far (of that app key / code), in
                                                 order, each with "at" (time.time() on arrival); a delayed one
                                                 has "client_gone": true when the client hung up
                                                 during the delay (it is then not answered), and "refused": true
                                                 when rate_limit refused it (EGW00201)
  {"cmd": "ws_fault", "kind": "close"|"close_with_text"|"silence"|"garbage"|"resume", "count": 3?, "app_key": "..."?}
                                                 every open WebSocket session (of that app key): drop the TCP connection with
                                                 no close frame / stop sending anything (pings are still
                                                 answered) / send `count` garbage frames / end silence
  {"cmd": "ws_fault", "kind": "oversized"|"oversized_fragments", "count": 2097152}
                                                 every open WebSocket session: one text message of `count` bytes
                                                 in a single frame / an endless message of 64 KiB fragments that
                                                 never ends (until the client closes)
  {"cmd": "ws_trade", "code": "005930", "price": "272500", "fields": 46?}
                                                 send one H0STCNT0 record to the sessions subscribed to code
  {"cmd": "ws_book", "code": "005930", "ask_price": "272600"?, "ask_quantity": "4321"?, "fields": 59?}
                                                 send one H0STASP0 record (10 asks and 10 bids around the
                                                 code's price, the best ask pinned when given) to the
                                                 sessions holding the code's order book
  {"cmd": "ws_config", "pingpong_interval": 0.5?, "limit": 41?}
                                                 KIS's PINGPONG frame every N s (0: off); registrations allowed
  {"cmd": "ws_stream", "rate": 10, "seconds": 10}
                                                 the benchmark's load: every code subscribed on an open session
                                                 trades `rate` times a second for `seconds` (47 fields, evenly
                                                 spaced, round robin, each on the tr_id its code was registered
                                                 with: H0STCNT0, H0UNCNT0 or H0NXCNT0); the first code's prices cycle through
                                                 PROBE_PRICES, each differing from every other in each of its
                                                 first four digits, so it can be spotted in the terminal's output.
  {"cmd": "ws_garbage_stream", "rate": 1000, "seconds": 60}
                                                 the garbage-flood benchmark: `rate` frames a second that are neither
                                                 records nor JSON to every open session for `seconds`, sent in
                                                 the background (answers at once with the number to come)
                                                 Answers when done: the probe code and each probe price with
                                                 its send time (time.monotonic_ns, CLOCK_MONOTONIC)
  {"cmd": "ws_quiet", "quiet": true}            subscriptions are acknowledged with no trade record after them
                                                 (the socket outside trading hours: nothing trades)
  {"cmd": "rate_limit", "app_key": "...", "per_second": 1}
                                                 REST calls of that app key (tokens, approvals and files aside)
                                                 closer together than 1/per_second answer HTTP 500 EGW00201,
                                                 as KIS does; 0 lifts the limit
  {"cmd": "ws_sessions"}                         each session ever opened: app key, open, subscribed codes,
                                                 the tr_id each of them is registered with ("trades": code ->
                                                 H0STCNT0, H0UNCNT0, ...), the control frames it sent (tr_type,
                                                 tr_key) and pongs received
  {"cmd": "any_code", "priced": true}            inquire-price and intstock-multprice price every six-character code
                                                 (a price derived from the code) instead of only QUOTES' three
  {"cmd": "nxt_listed", "code": "005930", "listed": false}
                                                 search-stock-info (CTPF1002R, real keys only) answers this code's
                                                 cptt_trad_tr_psbl_yn so (by default: Y for the codes of the
                                                 repository's nxt-eligible.tsv, N for the others)
  {"cmd": "paper_key", "app_key": "..."}         that app key is a paper (모의투자) account's: like KIS, the server
                                                 refuses it Nextrade's and the unified prices (market codes NX and
                                                 UN, real-time H0NX*/H0UN*) and serves KRX's (J, H0ST*) only
  {"cmd": "account", "app_key": "...", "account": "50123456-01", "holdings": 45, "cash": 10000000}
                                                 that app key's account: inquire-balance (TTTC8434R real, VTTC8434R
                                                 paper) answers for this CANO/ACNT_PRDT_CD only (others: KIS's
                                                 INVALID_CHECK_ACNO), `holdings` stocks (005930, 000660, 035420, then
                                                 made-up codes 9xxxxx), pages of 20 on paper (tr_id V…) and 50 real,
                                                 answer header tr_cont "M" while more follow, "D" on the last page
  {"cmd": "account_fill", "app_key": "...", "hts_id": "htsid", "code": "005930", "side": "buy"|"sell",
   "quantity": 5, "price": 272000, "name": "..."?}
                                                 a fill: the account's shares, cost and D+2 cash move, and one
                                                 encrypted H0STCNI0/H0STCNI9 notice goes to the app key's sessions
                                                 that registered the HTS ID (the acknowledgement of that
                                                 registration carries the key and IV; its time is the
                                                 order clock's); answers how many got it and "sent_ns", when the
                                                 first went (time.monotonic_ns)
  {"cmd": "orders", "app_key": "..."}          every order that app key's account accepted (order-cash), oldest first
  {"cmd": "other_terminal_orders", "app_key": "...", "count": 15}
                                                 right after that app key's next accepted order, `count` orders of
                                                 the same stock and side from another terminal are listed (newer)
  {"cmd": "order_clock", "start": "2026-12-07T10:00"}
  {"cmd": "ccld_fill", "app_key": "...", "hts_id": "htsid", "code": "005930", "side": "buy"|"sell", "quantity": 5,
   "price": 272000, "notice": false}
      a fill as account_fill makes it, also listed by inquire-daily-ccld as a filled order of today with the
      notice's order number; "notice": false loses the notice (what paper accounts report), true pushes it.
                                                 the order calls' clock (order times, today's orders) reads that
                                                 Korea time now and runs on from it, as an app run with --clock

Orders: POST /uapi/domestic-stock/v1/trading/order-cash (tr_id TTTC0012U buy / TTTC0011U sell real, VTTC0012U /
VTTC0011U paper) checks what KIS checks (UPPERCASE body keys, the account, the stock, the quantity, ORD_DVSN 00 with
a price on KRX's tick grid within the day's limits or 01/03/04 with ORD_UNPR "0", SLL_TYPE "01" on a sale, the cash
left after open buys — a market buy counted at the upper limit — and the shares left after open sells), answers
output KRX_FWDG_ORD_ORGNO / ODNO / ORD_TMD and keeps the order (it rests: nothing matches it here). GET
inquire-daily-ccld (TTTC0081R / VTTC0081R) lists the account's orders (15 a page paper, 100 real, tr_cont paging:
answer header "M" while more follow, "D" on the last; a following page needs request header tr_cont "N" with the
CTX_AREA_FK100 / NK100 of the page before, a mismatch is refused as inquire-balance's).
Fault route "order" with "drop": true: the order is recorded as accepted, then the connection closes with no answer
(the lost answer; with "keep": false the connection closes before the order is looked at, and none is kept);
"delay": recorded, answered late; "status"/"json": that answer, nothing recorded. Route "ccld". POST
order-rvsecncl (TTTC0013U / VTTC0013U) cancels what rests of an open order (RVSE_CNCL_DVSN_CD "02",
QTY_ALL_ORD_YN "Y"), recorded as an order of its own, or revises it ("01", ORD_DVSN "00", a price on the tick grid
within the limits; QTY_ALL_ORD_YN "Y" all that rests, "N" ORD_QTY of it): the moved shares rest as a new order whose
orgn_odno is the original's. Its fault route "cancel" (either kind) is like "order"'s.

Batch quotes: GET /uapi/domestic-stock/v1/quotations/intstock-multprice (tr_id FHKST11300006, real accounts
only) with FID_COND_MRKT_DIV_CODE_n / FID_INPUT_ISCD_n pairs, n = 1...30, answers an `output` array of one
item per pair (inter_shrn_iscd, inter2_prpr, ...; zeros for a code it does not know); a pair with an empty
value, more than 30 pairs or none answer rt_cd "1" (as KIS refuses them). Fault route "multprice".

Venues: inquire-price and the chart calls answer by FID_COND_MRKT_DIV_CODE: J is KRX's price (QUOTES), NX
Nextrade's and UN the unified one (VENUE_QUOTES, for the codes Nextrade trades there; any other code
answers as KRX's). A registration of H0NXCNT0 / H0UNCNT0 (H0NXASP0 / H0UNASP0) is answered, and later
ws_trade records sent, with that tr_id and that venue's price. The refusal a paper key gets is
[UNCONFIRMED] in its wording: KIS documents only that these are real-account services.

WebSocket (a GET with "Upgrade: websocket" on any path): KIS's subscribe/unsubscribe frames with an
approval key from POST /oauth2/Approval; answers OPSP0000 (subscribe or unsubscribe), OPSP0002 (already
subscribed), OPSP0008 (more than `limit` registrations), OPSP0011 (unknown approval key) and OPSP8996 (a
second open session of the same app key, which is then dropped); each subscribe is followed by one
trade record (H0STCNT0) or order-book record (H0STASP0) for the code. Trade and order-book
registrations are kept apart ("codes", "books") and count against one limit together.

KRX's after-hours single-price session (시간외 단일가): GET inquire-time-overtimeconclusion (FHPST02310000, real
and paper keys, FID_HOUR_CLS_CODE 1) answers output1 (the session's ovtm_untp_* figures) and output2 (its
matches, newest first, stck_cntg_hour ...) from SINGLE_PRICE_TRADES: 035720 traded at 16:10 and 16:20, the
last at 52,800; any other code made no trade (volume "0", no rows). H0STOUP0 records carry the same last
price. The fake does not follow the app's clock: the trades stand all evening. Fault route "overtime".

The server exits when stdin closes, so it never outlives the test process.
"""

import base64
import datetime
import hashlib
import json
import os
import select
import socket
import subprocess
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

TOKEN_PATH = "/oauth2/tokenP"
APPROVAL_PATH = "/oauth2/Approval"
WEBSOCKET_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
QUOTE_PATH = "/uapi/domestic-stock/v1/quotations/inquire-price"
MULTI_PRICE_PATH = "/uapi/domestic-stock/v1/quotations/intstock-multprice"
MULTI_PRICE_LIMIT = 30
BALANCE_PATH = "/uapi/domestic-stock/v1/trading/inquire-balance"
INDEX_PATH = "/uapi/domestic-stock/v1/quotations/inquire-index-price"
HOLIDAY_PATH = "/uapi/domestic-stock/v1/quotations/chk-holiday"
STOCK_INFO_PATH = "/uapi/domestic-stock/v1/quotations/search-stock-info"
OVERTIME_CONCLUSION_PATH = "/uapi/domestic-stock/v1/quotations/inquire-time-overtimeconclusion"
NXT_LIST_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "Sources", "CMarketFiles", "files", "nxt-eligible.tsv")


def bundled_nxt_codes():
    """The codes of the repository's Nextrade list (the one the app ships), the fake's default answer."""
    try:
        with open(NXT_LIST_FILE, encoding="utf-8") as listing:
            return {line.split("\t", 1)[0] for line in listing.read().splitlines()[1:] if line}
    except OSError:
        return set()
HOLIDAY_PAGE_DAYS = 24
# The chart routes: path -> (tr_id, fault route name).
CHART_ROUTES = {
    "/uapi/domestic-stock/v1/quotations/inquire-time-itemchartprice": ("FHKST03010200", "minutes"),
    "/uapi/domestic-stock/v1/quotations/inquire-daily-itemchartprice": ("FHKST03010100", "days"),
    "/uapi/domestic-stock/v1/quotations/inquire-asking-price-exp-ccn": ("FHKST01010200", "orderbook"),
}
CHART_DAY = datetime.date(2025, 12, 1)
# ws_stream's probe prices: at each of the first four digits no two share a digit (nor with 005930's
# 272,250 it starts from), so whichever was on screen before, the terminal is sent the new one's "NNN,N".
PROBE_PRICES = ["147900", "258000", "369100", "470200", "581300", "692400", "703500", "814600", "925700"]
KST = datetime.timezone(datetime.timedelta(hours=9))


def quote_output(code, price, change, sign, rate, volume, value, open_, high, low, upper, lower, base):
    return {
        "iscd_stat_cls_code": "55", "marg_rate": "20.00", "rprs_mrkt_kor_name": "KOSPI200",
        "bstp_kor_isnm": "전기·전자", "temp_stop_yn": "N", "oprc_rang_cont_yn": "N",
        "clpr_rang_cont_yn": "N", "crdt_able_yn": "Y", "grmn_rate_cls_code": "40", "elw_pblc_yn": "Y",
        "stck_prpr": price, "prdy_vrss": change, "prdy_vrss_sign": sign, "prdy_ctrt": rate,
        "acml_tr_pbmn": value, "acml_vol": volume, "prdy_vrss_vol_rate": "81.25",
        "stck_oprc": open_, "stck_hgpr": high, "stck_lwpr": low, "stck_mxpr": upper, "stck_llam": lower,
        "stck_sdpr": base, "wghn_avrg_stck_prc": price, "hts_frgn_ehrt": "51.23", "frgn_ntby_qty": "-61236",
        "pgtr_ntby_qty": "120034", "pvt_scnd_dmrs_prc": "0", "pvt_frst_dmrs_prc": "0", "pvt_pont_val": "0",
        "pvt_frst_dmsp_prc": "0", "pvt_scnd_dmsp_prc": "0", "dmrs_val": "0", "dmsp_val": "0", "cpfn": "7780",
        "rstc_wdth_prc": "81500", "stck_fcam": "100", "stck_sspr": "200000", "aspr_unit": "500",
        "hts_deal_qty_unit_val": "1", "lstn_stcn": "5919637922", "hts_avls": "1611622",
        "per": "35.12", "pbr": "2.31", "stac_month": "12", "vol_tnrt": "0.21", "eps": "7751.00",
        "bps": "117811.00", "d250_hgpr": "279500", "d250_hgpr_date": "20260105", "d250_hgpr_vrss_prpr_rate": "-2.59",
        "d250_lwpr": "49900", "d250_lwpr_date": "20250213", "d250_lwpr_vrss_prpr_rate": "445.59",
        "stck_dryy_hgpr": "279500", "dryy_hgpr_vrss_prpr_rate": "-2.59", "dryy_hgpr_date": "20260105",
        "stck_dryy_lwpr": "150000", "dryy_lwpr_vrss_prpr_rate": "81.50", "dryy_lwpr_date": "20260102",
        "w52_hgpr": "279500", "w52_hgpr_vrss_prpr_ctrt": "-2.59", "w52_hgpr_date": "20260105",
        "w52_lwpr": "49900", "w52_lwpr_vrss_prpr_ctrt": "445.59", "w52_lwpr_date": "20250213",
        "whol_loan_rmnd_rate": "0.16", "ssts_yn": "Y", "stck_shrn_iscd": code, "fcam_cnnm": "100",
        "cpfn_cnnm": "7,780 억", "frgn_hldn_qty": "3032648574", "vi_cls_code": "N", "ovtm_vi_cls_code": "N",
        "last_ssts_cntg_qty": "43440", "invt_caful_yn": "N", "mrkt_warn_cls_code": "00", "short_over_yn": "N",
        "sltr_yn": "N", "mang_issu_cls_code": "N",
    }


QUOTES = {
    # The real response for 005930 quoted in KIS.md.
    "005930": quote_output("005930", "272250", "250", "2", "0.09", "12872345", "3504567123500",
                           "269500", "279500", "268500", "353500", "190500", "272000"),
    "035420": quote_output("035420", "215500", "-2500", "5", "-1.15", "402113", "86912345000",
                           "218000", "219500", "214000", "283000", "153000", "218000"),
    "000660": quote_output("000660", "110000", "-1135", "5", "-1.02", "2231456", "245678901234",
                           "111000", "111500", "109800", "144700", "78100", "111135"),
}


# --- Venues: Nextrade's (NX) and the unified (UN) prices of the stocks Nextrade trades ---------------------
# 005930 and 000660 trade on Nextrade here; 035720 (카카오, KRX only) does not: its NX/UN asks answer as KRX's.
QUOTES["035720"] = quote_output("035720", "52300", "-400", "5", "-0.76", "1203344", "62934891200",
                                "52700", "53000", "52100", "68500", "36900", "52700")
VENUE_QUOTES = {
    ("005930", "NX"): quote_output("005930", "273500", "1500", "2", "0.55", "1834120", "501234567000",
                                   "272500", "274000", "272000", "353500", "190500", "272000"),
    ("005930", "UN"): quote_output("005930", "273500", "1500", "2", "0.55", "14706465", "4005801690500",
                                   "269500", "279500", "268500", "353500", "190500", "272000"),
    ("000660", "NX"): quote_output("000660", "109500", "-1635", "5", "-1.47", "310022", "33947409000",
                                   "110000", "110500", "109300", "144700", "78100", "111135"),
    ("000660", "UN"): quote_output("000660", "109500", "-1635", "5", "-1.47", "2541478", "279626310234",
                                   "111000", "111500", "109300", "144700", "78100", "111135"),
}
# KRX's single-price matches (시간외 단일가) of the day, oldest first: (HHMMSS, price, shares matched).
SINGLE_PRICE_TRADES = {"035720": [("161000", "52600", "1200"), ("162000", "52800", "800")]}


def overtime_conclusion(code):
    """inquire-time-overtimeconclusion's output1 and output2 for `code` (the sample's field names)."""
    trades = SINGLE_PRICE_TRADES.get(code, [])
    close = int(QUOTES.get(code, QUOTES["005930"])["stck_prpr"])
    last = trades[-1][1] if trades else "0"
    prices = [int(price) for _, price, _ in trades]
    volume = sum(int(shares) for _, _, shares in trades)
    change = int(last) - close if trades else 0
    output1 = {
        "ovtm_untp_prpr": last, "ovtm_untp_prdy_vrss": str(change),
        "ovtm_untp_prdy_vrss_sign": "2" if change > 0 else "5" if change < 0 else "3",
        "ovtm_untp_prdy_ctrt": "%.2f" % (change * 100.0 / close), "ovtm_untp_vol": str(volume),
        "ovtm_untp_tr_pbmn": str(sum(int(price) * int(shares) for _, price, shares in trades)),
        "ovtm_untp_mxpr": str(close + close // 10), "ovtm_untp_llam": str(close - close // 10),
        "ovtm_untp_oprc": trades[0][1] if trades else "0", "ovtm_untp_hgpr": str(max(prices, default=0)),
        "ovtm_untp_lwpr": str(min(prices, default=0)), "ovtm_untp_antc_cnpr": "0", "ovtm_untp_antc_cntg_vrss": "0",
        "ovtm_untp_antc_cntg_vrss_sign": "3", "ovtm_untp_antc_cntg_ctrt": "0.00", "ovtm_untp_antc_vol": "0",
        "uplm_sign": "1", "lslm_sign": "4",
    }
    output2 = []
    accumulated = 0
    for time_, price, shares in trades:
        accumulated += int(shares)
        output2.insert(0, {"stck_cntg_hour": time_, "stck_prpr": price, "prdy_vrss": str(int(price) - close),
                           "prdy_vrss_sign": "2" if int(price) > close else "5" if int(price) < close else "3",
                           "prdy_ctrt": "%.2f" % ((int(price) - close) * 100.0 / close), "askp": price, "bidp": price,
                           "acml_vol": str(accumulated), "cntg_vol": shares})
    return output1, output2


BOOK_TRANSACTIONS = ("H0STASP0", "H0NXASP0", "H0UNASP0")
# The real-time transactions a paper key is refused, and the market code of each trade transaction.
VENUE_TRANSACTIONS = ("H0NXCNT0", "H0UNCNT0", "H0NXASP0", "H0UNASP0")
TRANSACTION_MARKETS = {"H0STCNT0": "J", "H0NXCNT0": "NX", "H0UNCNT0": "UN"}
PAPER_VENUE_REFUSAL = {"rt_cd": "1", "msg_cd": "OPSQ0002",
                       "msg1": "모의투자에서는 해당 시장구분코드(NX/UN)를 지원하지 않습니다."}


def venue_quote(code, market):
    """Nextrade's or the unified price output of `code` for market code NX / UN; None for J and other codes."""
    return VENUE_QUOTES.get((code, market))


def index_output(value, change, sign, rate, advancers, decliners):
    return {"bstp_nmix_prpr": value, "bstp_nmix_prdy_vrss": change, "prdy_vrss_sign": sign,
            "bstp_nmix_prdy_ctrt": rate, "acml_vol": "412345678", "acml_tr_pbmn": "9876543",
            "bstp_nmix_oprc": value, "bstp_nmix_hgpr": value, "bstp_nmix_lwpr": value,
            "ascn_issu_cnt": advancers, "uplm_issu_cnt": "3", "stnr_issu_cnt": "77",
            "down_issu_cnt": decliners, "lslm_issu_cnt": "0"}


INDICES = {
    "0001": index_output("2612.35", "12.40", "2", "0.48", "512", "338"),
    "1001": index_output("871.02", "-3.18", "5", "-0.36", "601", "942"),
    "2001": index_output("352.77", "1.95", "2", "0.56", "120", "74"),
}

def minute_row(minute, day_text=CHART_DAY.strftime("%Y%m%d")):
    """The fake minute bar starting `minute` minutes after midnight on the day YYYYMMDD: close 70000 + 100 × (minute mod 7)."""
    close = 70000 + 100 * (minute % 7)
    return {"stck_bsop_date": day_text, "stck_cntg_hour": "%02d%02d00" % (minute // 60, minute % 60),
            "stck_prpr": str(close), "stck_oprc": str(close - 100), "stck_hgpr": str(close + 100),
            "stck_lwpr": str(close - 200), "cntg_vol": str(minute), "acml_tr_pbmn": "0"}


def hhmm_minute(text):
    """Minutes after midnight of an HHMM or HHMMSS time."""
    return int(text[:2]) * 60 + int(text[2:4])


def day_row(day):
    """The fake daily bar of `day`: close 60000 + 10 × the day of the year."""
    close = 60000 + 10 * day.timetuple().tm_yday
    return {"stck_bsop_date": day.strftime("%Y%m%d"), "stck_clpr": str(close), "stck_oprc": str(close - 50),
            "stck_hgpr": str(close + 100), "stck_lwpr": str(close - 100), "acml_vol": "123456"}


def unknown_code_output(code):
    output = {key: "" for key in QUOTES["005930"]}
    for key in ("stck_prpr", "prdy_vrss", "prdy_ctrt", "acml_vol", "acml_tr_pbmn", "stck_oprc",
                "stck_hgpr", "stck_lwpr", "stck_mxpr", "stck_llam", "stck_sdpr"):
        output[key] = "0"
    output["prdy_vrss_sign"] = "3"
    output["stck_shrn_iscd"] = code
    return output

# The master-file fixtures of the MarketData tests, in KIS's real byte layout (cp949, fixed width, deflate).
MASTER_FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "MarketDataTests", "Master", "Fixtures")
# "master_files" variants: the KOSPI zip each serves (the KOSDAQ one is always the same).
MASTER_VARIANTS = {"listed": "kospi_code.mst.zip", "newer": "kospi_code_newer.mst.zip", "damaged": "kospi_code_damaged.mst.zip"}


def master_fixture(name):
    with open(os.path.join(MASTER_FIXTURES, name), "rb") as fixture:
        return fixture.read()


# The "shipped" master files: every security of the listing the app ships, in KIS's layout (made once, on
# first use), so that a script's catalog download reaches this server and changes nothing the script sees.
LISTING_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "Sources", "CMarketFiles", "files", "krx-listing.tsv")
LISTING_GROUPS = {"stock": "ST", "etf": "EF", "etn": "EN", "reit": "RT", "infrastructure fund": "IF",
                  "investment company": "MF", "foreign share": "FS", "depositary receipt": "DR", "public fund": "PF"}
shipped_master_zips = {}


def shipped_master_files():
    """The KOSPI and KOSDAQ zips of the shipped listing: (kospi bytes, kosdaq bytes)."""
    if not shipped_master_zips:
        sys.path.insert(0, MASTER_FIXTURES)
        import make_master_fixtures as layout
        import io
        import zipfile
        tables = {"KOSPI": [], "KOSDAQ": []}
        with open(LISTING_FILE, encoding="utf-8") as listing:
            for line in listing.read().splitlines()[1:]:
                code, isin, name, _, market, kind, share_kind, listed, price, _, shares = line.split("\t")
                file = "KOSPI" if market == "KOSPI" else "KOSDAQ"
                encoded = name.encode("cp949", errors="replace")[:40].decode("cp949", errors="ignore")
                make = layout.kospi if file == "KOSPI" else layout.kosdaq
                tables[file].append(make(code, isin, encoded, LISTING_GROUPS[kind], int(price or 0), int(shares or 0) // 1000,
                                         0, listed.replace("-", "") or "00000000", "0" if share_kind == "보통주" else "1"))
        for file, member in (("KOSPI", "kospi_code.mst"), ("KOSDAQ", "kosdaq_code.mst")):
            archive = io.BytesIO()
            with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_DEFLATED) as target:
                target.writestr(member, layout.lines(tables[file]))
            shipped_master_zips[file] = archive.getvalue()
    return shipped_master_zips["KOSPI"], shipped_master_zips["KOSDAQ"]



class State:
    def __init__(self):
        self.lock = threading.Lock()
        self.tokens = {}        # app key -> set of valid tokens
        self.last_issue = {}    # app key -> time of the last issue
        self.issued = 0
        self.faults = []
        self.requests = []
        self.files = {}         # path -> bytes served as they are
        self.approvals = {}     # approval key -> app key
        self.sessions = []      # every WebSocket session, open or not
        self.pingpong_interval = 0.0
        self.limit = 41
        self.closed_days = set()  # YYYYMMDD weekdays chk-holiday reports closed
        self.minute_sessions = {}  # app key -> (YYYYMMDD, first minute, last minute) of the minute bars served
        self.quiet_sockets = False  # ws_quiet: no trade record after a subscription
        self.rate_limits = {}       # rate_limit: app key -> seconds that must pass between REST calls
        self.last_rest_call = {}    # app key -> time.time() of its last REST call
        self.paper_keys = set()     # paper_key: app keys refused Nextrade's and the unified prices
        self.nxt_listed = bundled_nxt_codes()  # nxt_listed: the codes search-stock-info says Nextrade trades

    def take_fault(self, route, code, app_key):
        with self.lock:
            for fault in self.faults:
                if fault["route"] == route and fault.get("code") in (None, code) \
                        and fault.get("app_key") in (None, app_key):
                    fault["count"] = fault.get("count", 1) - 1
                    if fault["count"] <= 0:
                        self.faults.remove(fault)
                    return fault
        return None

    def command(self, command):
        kind = command.get("cmd")
        with self.lock:
            if kind == "fault":
                self.faults.append(command)
                return {"ok": True}
            if kind == "file":
                self.files[command["path"]] = bytes.fromhex(command["hex"])
                return {"ok": True}
            if kind == "master_files" and command["variant"] == "shipped":
                folder = command.get("folder", "/common/master").rstrip("/")
                kospi, kosdaq = shipped_master_files()
                self.files[folder + "/kospi_code.mst.zip"], self.files[folder + "/kosdaq_code.mst.zip"] = kospi, kosdaq
                return {"ok": True}
            if kind == "master_files":
                kospi = MASTER_VARIANTS[command["variant"]]
                folder = command.get("folder", "/common/master").rstrip("/")
                self.files[folder + "/kospi_code.mst.zip"] = master_fixture(kospi)
                self.files[folder + "/kosdaq_code.mst.zip"] = master_fixture("kosdaq_code.mst.zip")
                return {"ok": True}
            if kind == "minute_session":
                self.minute_sessions[command["app_key"]] = (command["date"], hhmm_minute(command["open"]),
                                                            hhmm_minute(command["close"]))
                return {"ok": True}
            if kind == "holidays":
                self.closed_days = set(command.get("closed", []))
                return {"ok": True}
            if kind == "accept_token":
                self.tokens.setdefault(command["app_key"], set()).add(command["token"])
                return {"ok": True}
            if kind == "requests":
                return {"requests": [r for r in self.requests if matches(r, command)]}
            if kind == "ws_config":
                self.pingpong_interval = float(command.get("pingpong_interval", self.pingpong_interval))
                self.limit = int(command.get("limit", self.limit))
                return {"ok": True}
            if kind == "nxt_listed":
                (self.nxt_listed.add if command.get("listed", True) else self.nxt_listed.discard)(command["code"])
                return {"ok": True}
            if kind == "paper_key":
                self.paper_keys.add(command["app_key"])
                return {"ok": True}
            if kind == "account":
                return set_account(self, command)
            if kind == "orders":
                return order_list(command)
            if kind == "order_clock":
                return set_order_clock(command)
            if kind == "ccld_fill":
                return ccld_fill(self, command)
            if kind == "other_terminal_orders":
                return set_other_terminal_orders(command)
            if kind == "account_fill":
                notice = account_fill(command)
                sessions = [session for session in self.sessions
                            if session.open and session.app_key == command["app_key"]]
                return push_notice(sessions, command, notice)
            if kind in ("ws_quiet", "rate_limit"):
                return rest_and_socket_pacing(self, command)
            if kind == "ws_sessions":
                return {"sessions": [session.summary() for session in self.sessions]}
            if kind == "any_code":
                self.any_code_priced = bool(command.get("priced", True))
                return {"ok": True}
            open_sessions = [session for session in self.sessions
                             if session.open and command.get("app_key") in (None, session.app_key)]
        if kind == "ws_fault":
            for session in open_sessions:
                session.fault(command["kind"], int(command.get("count", 1)))
            return {"ok": True, "sessions": len(open_sessions)}
        if kind == "ws_book":
            sent = 0
            for session in open_sessions:
                if command["code"] in session.books:
                    session.send_book(command["code"], command.get("ask_price"), command.get("ask_quantity"),
                                      int(command.get("fields", 59)))
                    sent += 1
            return {"ok": True, "sent": sent}
        if kind == "ws_stream":
            return stream(open_sessions, float(command.get("rate", 10)), float(command.get("seconds", 10)))
        if kind == "ws_garbage_stream":
            return garbage_stream(open_sessions, float(command.get("rate", 1000)), float(command.get("seconds", 10)))
        if kind == "ws_trade":
            sent = 0
            for session in open_sessions:
                if command["code"] in session.codes:
                    session.send_trade(command["code"], command.get("price"), int(command.get("fields", 46)))
                    sent += 1
            return {"ok": True, "sent": sent}
        return {"error": "unknown command %r" % kind}


def stream(sessions, rate, seconds):
    """ws_stream: trades for every subscribed code at `rate` per code per second; the probe's send times."""
    targets = [(session, code) for session in sessions for code in list(session.codes)]
    if not targets:
        return {"error": "no subscribed code"}
    interval = 1e9 / (rate * len(targets))
    start = time.monotonic_ns()
    probe = []
    for round_ in range(int(rate * seconds)):
        for index, (session, code) in enumerate(targets):
            delay = start + (round_ * len(targets) + index) * interval - time.monotonic_ns()
            if delay > 0:
                time.sleep(delay / 1e9)
            if index == 0:
                price = PROBE_PRICES[round_ % len(PROBE_PRICES)]
                probe.append([time.monotonic_ns(), price])
            else:
                price = str(271000 + 500 * ((round_ + index) % 6))
            session.send_trade(code, price, 47)
    return {"ok": True, "sent": int(rate * seconds) * len(targets), "probe_code": targets[0][1], "probe": probe}


GARBAGE_FRAMES = [b"0|H0STCNT0|abc|x^y", b"1|H0STCNT0|", b"{not json", b"0|H0STCNT0|002|005930^1",
                  b"0|H0STCNT0|001|005930^" + b"9" * 40, b"\xff\xfe garbage", b"0|H0STASP0|001|" + b"^" * 80]


def garbage_stream(sessions, rate, seconds):
    """ws_garbage_stream: starts sending frames that are neither records nor JSON, `rate` a second to every
    session, for `seconds` (in the background: the answer comes at once, with the number of frames to come)."""
    if not sessions:
        return {"error": "no open session"}
    count = int(rate * seconds)

    def flood():
        interval = 1e9 / rate
        start = time.monotonic_ns()
        for index in range(count):
            delay = start + index * interval - time.monotonic_ns()
            if delay > 0:
                time.sleep(delay / 1e9)
            for session in sessions:
                session.send_frame(1, GARBAGE_FRAMES[index % len(GARBAGE_FRAMES)])

    threading.Thread(target=flood, daemon=True).start()
    return {"ok": True, "started": count * len(sessions)}


def rest_and_socket_pacing(state, command):
    """ws_quiet and rate_limit (called under the state's lock)."""
    if command["cmd"] == "ws_quiet":
        state.quiet_sockets = bool(command.get("quiet", True))
    else:
        per_second = float(command.get("per_second", 0))
        if per_second > 0:
            state.rate_limits[command["app_key"]] = 1.0 / per_second
        else:
            state.rate_limits.pop(command["app_key"], None)
    return {"ok": True}


# The fake's accounts (the "account" command): app key -> {"cano", "product", "cash", "holdings"}.
ACCOUNTS = {}
ACCOUNT_CODES = [("005930", "삼성전자", 272000), ("000660", "SK하이닉스", 110000), ("035420", "NAVER", 215500)]


def set_account(state, command):
    """The "account" command (called under the state's lock): the app key's account with made-up holdings."""
    cano, _, product = command["account"].partition("-")
    holdings = []
    for index in range(int(command.get("holdings", 3))):
        code, name, price = ACCOUNT_CODES[index] if index < len(ACCOUNT_CODES) else \
            ("9%05d" % index, "보유종목%02d" % index, 10000 + 100 * index)
        quantity = 10 + index
        holdings.append({"code": code, "name": name, "quantity": quantity, "amount": quantity * (price - 1000),
                         "price": price})
    ACCOUNTS[command["app_key"]] = {"cano": cano, "product": product or "01",
                                    "cash": int(command.get("cash", 10000000)), "holdings": holdings}
    return {"ok": True}


# The execution notices' AES-256-CBC key (32 bytes) and IV (16), given in every notice acknowledgement.
NOTICE_KEY = "fakekisnoticekey0123456789abcdef"
NOTICE_IV = "fakekisnoticeiv0"
NOTICE_TRANSACTIONS = ("H0STCNI0", "H0STCNI9")


def account_fill(command):
    """The "account_fill" command (under the state's lock): the fill moves the app key's account (shares,
    moving-average cost, D+2 cash) and its notice's 26 fields are returned, in the field order of 2026-02-12."""
    account = ACCOUNTS[command["app_key"]]
    code, quantity, price = command["code"], int(command["quantity"]), int(command["price"])
    sell = command.get("side", "buy") == "sell"
    holding = next((h for h in account["holdings"] if h["code"] == code), None)
    if holding is None:
        holding = {"code": code, "name": command.get("name", code), "quantity": 0, "amount": 0, "price": price}
        account["holdings"].append(holding)
    if sell:
        average = holding["amount"] // max(1, holding["quantity"])
        holding["quantity"] -= quantity
        holding["amount"] = max(0, holding["quantity"]) * average
    else:
        holding["quantity"] += quantity
        holding["amount"] += quantity * price
    holding["price"] = price
    account["settled"] = account.get("settled", account["cash"]) + (quantity * price if sell else -quantity * price)
    account["orders"] = account.get("orders", 0) + 1
    now = order_now().strftime("%H%M%S")
    return [command.get("hts_id", "htsid"), account["cano"] + account["product"], "%010d" % account["orders"], "0000000000",
            "01" if sell else "02", "0", "00", "0", code, str(quantity), str(price), now, "N", "2", "Y", "00950",
            str(quantity), "홍길동", "", "1", "N", "", "10", "", holding["name"], str(price)]


def ccld_fill(state, command):
    """The "ccld_fill" command (under the state's lock): `account_fill`'s fill, listed by inquire-daily-ccld as a
    filled order of today numbered like its notice; the notice is pushed only when "notice" is true."""
    fields = account_fill(command)
    account = ACCOUNTS[command["app_key"]]
    now = order_now()
    quantity, price = int(command["quantity"]), int(command["price"])
    account.setdefault("order_list", []).append({
        "number": fields[2], "branch": "00950", "side": command.get("side", "buy"), "code": command["code"],
        "name": fields[24], "quantity": quantity, "price": price, "upper": price, "kind": "00", "venue": "KRX",
        "date": now.strftime("%Y%m%d"), "time": now.strftime("%H%M%S"), "filled": quantity, "fill_price": price})
    if not command.get("notice", False):
        return {"ok": True, "number": fields[2], "sent": 0}
    sessions = [session for session in state.sessions if session.open and session.app_key == command["app_key"]]
    return dict(push_notice(sessions, command, fields), number=fields[2])


def push_notice(sessions, command, fields):
    """Sends the notice, encrypted as KIS does (AES-256-CBC, base64, through the openssl command), to every
    session of the sessions given that registered the HTS ID's notices; answers how many got it and when
    the first was sent ("sent_ns", time.monotonic_ns: CLOCK_MONOTONIC, as a benchmark reads it)."""
    key_hex, iv_hex = NOTICE_KEY.encode().hex(), NOTICE_IV.encode().hex()
    payload = subprocess.run(["openssl", "enc", "-aes-256-cbc", "-K", key_hex, "-iv", iv_hex, "-base64", "-A"],
                             input="^".join(fields).encode("utf-8"), capture_output=True, check=True).stdout.decode()
    sent = 0
    sent_ns = None
    for session in sessions:
        for tr_id, hts_id in list(session.notices):
            if hts_id == command.get("hts_id", "htsid"):
                sent_ns = sent_ns or time.monotonic_ns()
                session.send_frame(1, ("1|%s|001|%s" % (tr_id, payload)).encode("utf-8"))
                sent += 1
    return {"ok": True, "sent": sent, "sent_ns": sent_ns}


def balance_holding_output(holding):
    """One output1 row of inquire-balance, every value a string as KIS sends them."""
    value = holding["quantity"] * holding["price"]
    return {"pdno": holding["code"], "prdt_name": holding["name"], "trad_dvsn_name": "현금",
            "bfdy_buy_qty": "0", "bfdy_sll_qty": "0", "thdt_buyqty": "0", "thdt_sll_qty": "0",
            "hldg_qty": str(holding["quantity"]), "ord_psbl_qty": str(holding["quantity"]),
            "pchs_avg_pric": "%.4f" % (holding["amount"] / max(1, holding["quantity"])),
            "pchs_amt": str(holding["amount"]), "prpr": str(holding["price"]), "evlu_amt": str(value),
            "evlu_pfls_amt": str(value - holding["amount"]), "evlu_pfls_rt": "0.00", "evlu_erng_rt": "0.00000000",
            "loan_dt": "", "loan_amt": "0", "stln_slng_chgs": "0", "expd_dt": "", "fltt_rt": "0.00",
            "bfdy_cprs_icdc": "0", "item_mgna_rt_name": "", "grta_rt_name": "", "sbst_pric": "0",
            "stck_loan_unpr": "0.0000"}


def balance_totals_output(account):
    """inquire-balance's output2 (one element): cash, D+1, D+2 and today's fees."""
    cash = account["cash"]
    value = sum(h["quantity"] * h["price"] for h in account["holdings"])
    bought = sum(h["amount"] for h in account["holdings"])
    settled = account.get("settled", cash)
    return [{"dnca_tot_amt": str(cash), "nxdy_excc_amt": str(cash), "prvs_rcdl_excc_amt": str(settled),
             "cma_evlu_amt": "0", "bfdy_buy_amt": "0", "thdt_buy_amt": "0", "nxdy_auto_rdpt_amt": "0",
             "bfdy_sll_amt": "0", "thdt_sll_amt": "0", "d2_auto_rdpt_amt": "0", "bfdy_tlex_amt": "0",
             "thdt_tlex_amt": str(account.get("fees", 0)), "tot_loan_amt": "0", "scts_evlu_amt": str(value),
             "tot_evlu_amt": str(cash + value), "nass_amt": str(cash + value), "fncg_gld_auto_rdpt_yn": "",
             "pchs_amt_smtl_amt": str(bought), "evlu_amt_smtl_amt": str(value),
             "evlu_pfls_smtl_amt": str(value - bought), "tot_stln_slng_chgs": "0", "bfdy_tot_asst_evlu_amt": "0",
             "asst_icdc_amt": "0", "asst_icdc_erng_rt": "0.00000000"}]


def continuation_refusal(handler, key):
    """KIS's refusal of a paged account call whose request header tr_cont ("N" on a following page, none on
    the first) disagrees with its CTX_AREA_NK100 (the key of the page before), as (status, payload, tr_cont);
    None when they agree."""
    continued = handler.headers.get("tr_cont", "") == "N"
    if continued == bool(key):
        return None
    return 200, {"rt_cd": "1", "msg_cd": "OPSQ0001", "msg1": "연속조회 정보가 올바르지 않습니다."}, ""


def balance_page(handler, query):
    """(status, payload, tr_cont) of one inquire-balance page, paged by CTX_AREA_NK100 ("page<N>")."""
    transaction = handler.headers.get("tr_id", "")
    refusal = handler.refusal(transaction if transaction in ("TTTC8434R", "VTTC8434R") else "VTTC8434R")
    if refusal:
        return refusal + ("",)
    with handler.server.state.lock:
        account = ACCOUNTS.get(handler.headers.get("appkey"))
        if account is not None and (query.get("CANO"), query.get("ACNT_PRDT_CD")) == (account["cano"], account["product"]):
            account = json.loads(json.dumps(account))
        else:
            account = None
    if account is None:
        # [UNCONFIRMED] KIS's exact code for a wrong account number; its msg1 reads like this.
        return 200, {"rt_cd": "2", "msg_cd": "OPSQ2000", "msg1": "ERROR : INPUT INVALID_CHECK_ACNO"}, ""
    page_size = 20 if transaction.startswith("V") else 50
    key = query.get("CTX_AREA_NK100", "")
    if continuation_refusal(handler, key):
        return continuation_refusal(handler, key)
    page = int(key[len("page"):]) if key.startswith("page") else 0
    rows = account["holdings"][page * page_size:(page + 1) * page_size]
    more = (page + 1) * page_size < len(account["holdings"])
    payload = {"ctx_area_fk100": "%s^%s^" % (account["cano"], account["product"]) if more else "",
               "ctx_area_nk100": "page%d" % (page + 1) if more else "",
               "output1": [balance_holding_output(h) for h in rows], "output2": balance_totals_output(account),
               "rt_cd": "0", "msg_cd": "KIOK0510" if more else "KIOK0460", "msg1": "조회가 완료되었습니다."}
    return 200, payload, "M" if more else "D"


# --- Orders: order-cash (TTTC0012U/0011U real, VTTC0012U/0011U paper) and inquire-daily-ccld (TTTC0081R/VTTC0081R) ---
# The account's orders live in ACCOUNTS[app key]["order_list"]; they rest as accepted (nothing matches them here).
# The refusals' wording and codes are [UNCONFIRMED] beyond KIS's documented meaning: only rt_cd "1" matters.
ORDER_CASH_PATH = "/uapi/domestic-stock/v1/trading/order-cash"
DAILY_CCLD_PATH = "/uapi/domestic-stock/v1/trading/inquire-daily-ccld"
CANCEL_PATH = "/uapi/domestic-stock/v1/trading/order-rvsecncl"
CANCEL_TRANSACTIONS = ("TTTC0013U", "VTTC0013U")
CANCEL_BODY_KEYS = ("CANO", "ACNT_PRDT_CD", "KRX_FWDG_ORD_ORGNO", "ORGN_ODNO", "ORD_DVSN", "RVSE_CNCL_DVSN_CD", "ORD_QTY",
                    "ORD_UNPR", "QTY_ALL_ORD_YN", "EXCG_ID_DVSN_CD")
ORDER_TRANSACTIONS = {"TTTC0012U": "buy", "TTTC0011U": "sell", "VTTC0012U": "buy", "VTTC0011U": "sell"}
ORDER_BODY_KEYS = ("CANO", "ACNT_PRDT_CD", "PDNO", "ORD_DVSN", "ORD_QTY", "ORD_UNPR", "EXCG_ID_DVSN_CD")
DAILY_CCLD_KEYS = ("CANO", "ACNT_PRDT_CD", "INQR_STRT_DT", "INQR_END_DT", "SLL_BUY_DVSN_CD", "PDNO", "CCLD_DVSN",
                   "INQR_DVSN", "INQR_DVSN_3", "ORD_GNO_BRNO", "ODNO", "INQR_DVSN_1", "CTX_AREA_FK100", "CTX_AREA_NK100")


# The "order_clock" command: what the order calls and the trade records take for now, so an app run with --clock
# agrees on the day, and a streamed trade is as fresh to it as to the fake.
ORDER_CLOCK = {"offset": datetime.timedelta(0)}


def order_now():
    """Now in Korea time, shifted by the "order_clock" command's offset (none by default)."""
    return datetime.datetime.now(KST) + ORDER_CLOCK["offset"]


def set_order_clock(command):
    """The "order_clock" command: the order calls' clock reads `start` (YYYY-MM-DDTHH:MM, Korea time) now."""
    start = datetime.datetime.strptime(command["start"], "%Y-%m-%dT%H:%M").replace(tzinfo=KST)
    ORDER_CLOCK["offset"] = start - datetime.datetime.now(KST)
    return {"ok": True}


def krx_tick(price):
    """KRX's tick size for shares at `price` (the grid since 2023)."""
    return next((tick for limit, tick in [(2000, 1), (5000, 5), (20000, 10), (50000, 50), (200000, 100), (500000, 500)]
                 if price < limit), 1000)


def order_refusal(code, message):
    return 200, {"rt_cd": "1", "msg_cd": code, "msg1": message}


# [UNCONFIRMED] KIS's exact code for a wrong account number; its msg1 reads like this (as inquire-balance's).
WRONG_ACCOUNT = (200, {"rt_cd": "2", "msg_cd": "OPSQ2000", "msg1": "ERROR : INPUT INVALID_CHECK_ACNO"})


def order_account(handler, cano, product):
    """The app key's account when CANO/ACNT_PRDT_CD name it, else None (call under the state's lock)."""
    account = ACCOUNTS.get(handler.headers.get("appkey"))
    return account if account is not None and (cano, product) == (account["cano"], account["product"]) else None


def order_body(handler, body, transactions, keys):
    """(request, None) of an order POST whose headers and body are fine, or (None, KIS's refusal): the token,
    keys and one of `transactions` as tr_id, a JSON body with every one of `keys` a string."""
    transaction = handler.headers.get("tr_id", "")
    refusal = handler.refusal(transaction if transaction in transactions else transactions[0])
    if refusal:
        return None, refusal
    try:
        request = json.loads(body)
    except ValueError:
        return None, order_refusal("OPSQ0001", "JSON 형식이 올바르지 않습니다.")
    missing = [key for key in keys if not isinstance(request.get(key), str)]
    if missing:
        return None, order_refusal("OPSQ0002", "필수항목값이 누락 되었습니다.(%s)" % missing[0])
    return request, None


def order_cash(handler, body):
    """(status, payload) of an order-cash POST, the order recorded when KIS would accept it (checks in KIS's
    order: tr_id, body keys in UPPERCASE, account, stock, quantity, price kind, tick grid, limits, cash, shares)."""
    request, refusal = order_body(handler, body, tuple(ORDER_TRANSACTIONS), ORDER_BODY_KEYS)
    if refusal:
        return refusal
    transaction = handler.headers["tr_id"]
    side = ORDER_TRANSACTIONS[transaction]
    with handler.server.state.lock:
        account = order_account(handler, request["CANO"], request["ACNT_PRDT_CD"])
        if account is None:
            return WRONG_ACCOUNT
        quote = QUOTES.get(request["PDNO"]) or any_code_output(handler.server.state, request["PDNO"])
        if quote is None:
            return order_refusal("APBK0656", "해당종목정보가 없습니다.")
        if request["EXCG_ID_DVSN_CD"] not in ("KRX", "NXT", "SOR"):
            return order_refusal("APBK1742", "거래소ID구분코드를 확인하세요.")
        if side == "sell" and request.get("SLL_TYPE") != "01":
            return order_refusal("APBK1743", "매도유형(SLL_TYPE)을 확인하세요.")
        if not request["ORD_QTY"].isdigit() or int(request["ORD_QTY"]) <= 0:
            return order_refusal("APBK0634", "주문수량을 확인하세요.")
        quantity, upper, lower = int(request["ORD_QTY"]), int(quote["stck_mxpr"]), int(quote["stck_llam"])
        kind, price_text = request["ORD_DVSN"], request["ORD_UNPR"]
        if kind == "00":
            refusal = limit_price_refusal(price_text, upper, lower)
            if refusal:
                return refusal
            price = int(price_text)
        elif kind in ("01", "03", "04"):
            if price_text != "0":
                return order_refusal("APBK0635", "시장가 주문의 주문단가는 0 입니다.")
            price = None
        else:
            return order_refusal("APBK0633", "주문구분을 확인하세요.")
        orders = account.setdefault("order_list", [])
        if side == "buy":
            reserved = sum(resting_quantity(o) * (o["price"] or o["upper"]) for o in orders if o["side"] == "buy" and not o.get("cancelled"))
            if quantity * (price or upper) > account.get("settled", account["cash"]) - reserved:
                return order_refusal("APBK0952", "주문가능금액을 초과 했습니다.")
        else:
            held = next((h["quantity"] for h in account["holdings"] if h["code"] == request["PDNO"]), 0)
            selling = sum(resting_quantity(o) for o in orders if o["side"] == "sell" and o["code"] == request["PDNO"] and not o.get("cancelled"))
            if quantity > held - selling:
                return order_refusal("APBK0400", "주문가능수량을 초과 했습니다.")
        now = order_now()
        order = {"number": "%010d" % (1000 + len(orders) + 1), "branch": "00950", "side": side, "code": request["PDNO"],
                 "name": next((h["name"] for h in account["holdings"] if h["code"] == request["PDNO"]), request["PDNO"]),
                 "quantity": quantity, "price": price, "upper": upper, "kind": kind, "venue": request["EXCG_ID_DVSN_CD"],
                 "date": now.strftime("%Y%m%d"), "time": now.strftime("%H%M%S"), "tr_id": transaction}
        orders.append(order)
        orders.extend(other_terminal_orders(account, order))
    return 200, {"rt_cd": "0", "msg_cd": "APBK0013", "msg1": "주문 전송 완료 되었습니다.",
                 "output": {"KRX_FWDG_ORD_ORGNO": order["branch"], "ODNO": order["number"], "ORD_TMD": order["time"]}}


def set_other_terminal_orders(command):
    """The "other_terminal_orders" command (under the state's lock): right after the app key's next accepted
    order, `count` orders of the same stock and side from another terminal (one share more each) are listed."""
    ACCOUNTS[command["app_key"]]["other_terminal_orders"] = int(command["count"])
    return {"ok": True}


def other_terminal_orders(account, order):
    """The orders another terminal places right after `order` ("other_terminal_orders"; once), numbered on."""
    count = account.pop("other_terminal_orders", 0)
    first = 1000 + len(account["order_list"]) + 1
    return [dict(order, number="%010d" % (first + index), quantity=order["quantity"] + 1 + index, tr_id="HTS")
            for index in range(count)]


def daily_ccld_row(order):
    """One output1 row of inquire-daily-ccld, every value a string."""
    return {"ord_dt": order["date"], "ord_gno_brno": order["branch"], "odno": order["number"], "orgn_odno": order.get("revises", ""),
            "ord_dvsn_name": "지정가" if order["kind"] == "00" else "시장가",
            "sll_buy_dvsn_cd": "01" if order["side"] == "sell" else "02",
            "sll_buy_dvsn_cd_name": "매도" if order["side"] == "sell" else "매수",
            "pdno": order["code"], "prdt_name": order["name"], "ord_qty": str(order["quantity"]),
            "ord_unpr": str(order["price"] or 0), "ord_tmd": order["time"], "tot_ccld_qty": str(order.get("filled", 0)),
            "avg_prvs": str(order.get("fill_price", 0)),
            "cncl_yn": "Y" if order.get("cancelled") else "N", "tot_ccld_amt": "0", "loan_dt": "", "ordr_empno": "",
            "ord_dvsn_cd": order["kind"], "cnc_cfrm_qty": str(order["quantity"]) if order.get("cancelled") else "0",
            "rmn_qty": "0" if order.get("cancelled") else str(resting_quantity(order)), "rjct_qty": "0",
            "ccld_cndt_name": "없음",
            "inqr_ip_addr": "", "cpbc_ordp_ord_rcit_dvsn_cd": "", "cpbc_ordp_infm_mthd_dvsn_cd": "", "infm_tmd": "",
            "ctac_tlno": "", "prdt_type_cd": "300", "excg_dvsn_cd": "01", "cpbc_ordp_mtrl_dvsn_cd": "",
            "ord_orgno": "", "rsvn_ord_end_dt": "", "excg_id_dvsn_cd": order["venue"], "stpm_cndt_pric": "0",
            "stpm_efct_occr_dtmd": ""}


def daily_ccld_page(handler, query):
    """(status, payload, tr_cont) of one inquire-daily-ccld page: the account's orders of the dates asked,
    filtered by PDNO, side (SLL_BUY_DVSN_CD) and CCLD_DVSN (01 filled, 02 resting), newest first with INQR_DVSN 00, 15 a page paper, 100 real."""
    transaction = handler.headers.get("tr_id", "")
    refusal = handler.refusal(transaction if transaction in ("TTTC0081R", "VTTC0081R") else "VTTC0081R")
    if refusal:
        return refusal + ("",)
    missing = [key for key in DAILY_CCLD_KEYS if key not in query]
    if missing:
        return 200, {"rt_cd": "1", "msg_cd": "OPSQ0002", "msg1": "필수항목값이 누락 되었습니다.(%s)" % missing[0]}, ""
    with handler.server.state.lock:
        account = order_account(handler, query["CANO"], query["ACNT_PRDT_CD"])
        if account is None:
            return WRONG_ACCOUNT + ("",)
        orders = [dict(o) for o in account.get("order_list", [])]
    side = {"01": "sell", "02": "buy"}.get(query["SLL_BUY_DVSN_CD"])
    rows = [o for o in orders if query["INQR_STRT_DT"] <= o["date"] <= query["INQR_END_DT"]
            and query["PDNO"] in ("", o["code"]) and side in (None, o["side"])
            and {"01": o.get("filled", 0) > 0, "02": resting_quantity(o) > 0}.get(query["CCLD_DVSN"], True)
            and query["ODNO"] in ("", o["number"])]
    if query["INQR_DVSN"] == "00":
        rows.reverse()
    page_size = 15 if transaction.startswith("V") else 100
    key = query["CTX_AREA_NK100"]
    if continuation_refusal(handler, key):
        return continuation_refusal(handler, key)
    page = int(key[len("page"):]) if key.startswith("page") else 0
    shown = rows[page * page_size:(page + 1) * page_size]
    more = (page + 1) * page_size < len(rows)
    totals = {"tot_ord_qty": str(sum(o["quantity"] for o in rows)), "tot_ccld_qty": "0", "tot_ccld_amt": "0",
              "prsm_tlex_smtl": "0", "pchs_avg_pric": "0.0000"}
    return 200, {"ctx_area_fk100": "%s^%s^" % (query["CANO"], query["ACNT_PRDT_CD"]) if more else "",
                 "ctx_area_nk100": "page%d" % (page + 1) if more else "",
                 "output1": [daily_ccld_row(o) for o in shown], "output2": totals,
                 "rt_cd": "0", "msg_cd": "KIOK0460", "msg1": "조회가 완료되었습니다."}, "M" if more else "D"


def order_cancel(handler, body):
    """(status, payload) of an order-rvsecncl POST: RVSE_CNCL_DVSN_CD "02" with QTY_ALL_ORD_YN "Y" cancels what
    rests of ORGN_ODNO (it must be open, of this account, with its KRX_FWDG_ORD_ORGNO); "01" (revise) is refused here."""
    request, refusal = order_body(handler, body, CANCEL_TRANSACTIONS, CANCEL_BODY_KEYS)
    if refusal:
        return refusal
    transaction = handler.headers["tr_id"]
    if request["RVSE_CNCL_DVSN_CD"] != "02" or request["QTY_ALL_ORD_YN"] != "Y":
        return order_refusal("APBK1744", "정정취소구분코드를 확인하세요.")
    with handler.server.state.lock:
        orders, order, refusal = original_order(handler, request)
        if refusal:
            return refusal
        if order.get("cancelled") or resting_quantity(order) <= 0:
            return order_refusal("APBK0918", "취소가능수량이 없습니다.")
        order["cancelled"] = True
        number = "%010d" % (1000 + len(orders) + 1)
        orders.append({"number": number, "branch": order["branch"], "side": order["side"], "code": order["code"],
                       "name": order["name"], "quantity": order["quantity"], "price": order["price"], "upper": order["upper"],
                       "kind": order["kind"], "venue": order["venue"], "date": order["date"],
                       "time": order_now().strftime("%H%M%S"), "tr_id": transaction, "cancels": order["number"],
                       "cancelled": True})
    return 200, {"rt_cd": "0", "msg_cd": "APBK0013", "msg1": "주문 전송 완료 되었습니다.",
                 "output": {"KRX_FWDG_ORD_ORGNO": order["branch"], "ODNO": number, "ORD_TMD": order_now().strftime("%H%M%S")}}


# --- order-rvsecncl's revise (RVSE_CNCL_DVSN_CD "01"): part or all that rests re-priced as a new order ---

def resting_quantity(order):
    """The shares of `order` still resting: ordered less filled less those moved to revising orders."""
    return order["quantity"] - order.get("filled", 0) - order.get("revised", 0)


def original_order(handler, request):
    """(the account's orders, the order ORGN_ODNO names, None) when CANO/ACNT_PRDT_CD name the app key's account and
    the order is one of it with KRX_FWDG_ORD_ORGNO as its branch, else (None, None, KIS's refusal). Under the lock."""
    account = order_account(handler, request["CANO"], request["ACNT_PRDT_CD"])
    if account is None:
        return None, None, WRONG_ACCOUNT
    orders = account.setdefault("order_list", [])
    order = next((o for o in orders if o["number"] == request["ORGN_ODNO"]), None)
    if order is None or order["branch"] != request["KRX_FWDG_ORD_ORGNO"]:
        return None, None, order_refusal("APBK0917", "원주문번호를 확인하세요.")
    return orders, order, None


def limit_price_refusal(price_text, upper, lower):
    """KIS's refusal of a limit price (ORD_UNPR) that is not a positive whole number, lies outside the day's limits
    or off KRX's tick grid (the limits themselves excepted), else None."""
    if not price_text.isdigit() or int(price_text) <= 0:
        return order_refusal("APBK0635", "주문단가를 확인하세요.")
    price = int(price_text)
    if price > upper:
        return order_refusal("APBK1673", "상한가를 초과하였습니다.")
    if price < lower:
        return order_refusal("APBK1674", "하한가 미만입니다.")
    if price % krx_tick(price) and price not in (upper, lower):
        return order_refusal("APBK1681", "호가단위가 맞지 않습니다.")
    return None


def order_rvsecncl(handler, body):
    """(status, payload) of an order-rvsecncl POST: a revise ("01") or, as before, a cancel."""
    try:
        revising = json.loads(body).get("RVSE_CNCL_DVSN_CD") == "01"
    except (ValueError, AttributeError):
        revising = False
    return order_revise(handler, body) if revising else order_cancel(handler, body)


def order_revise(handler, body):
    """(status, payload) of a revise: ORGN_ODNO (open, of this account, with its KRX_FWDG_ORD_ORGNO) re-priced at
    ORD_UNPR with ORD_DVSN "00" on KRX's tick grid within the day's limits; QTY_ALL_ORD_YN "Y" moves all that rests
    (ORD_QTY "0"), "N" moves ORD_QTY shares (no more than rest). The moved shares rest as a new order whose
    orgn_odno is the original's; the original keeps the rest. The answer names the new order (ODNO)."""
    request, refusal = order_body(handler, body, CANCEL_TRANSACTIONS, CANCEL_BODY_KEYS)
    if refusal:
        return refusal
    transaction = handler.headers["tr_id"]
    if request["ORD_DVSN"] != "00":
        return order_refusal("APBK0633", "정정 주문구분을 확인하세요.")
    with handler.server.state.lock:
        orders, order, refusal = original_order(handler, request)
        if refusal:
            return refusal
        resting = 0 if order.get("cancelled") else resting_quantity(order)
        if resting <= 0:
            return order_refusal("APBK0919", "정정가능수량이 없습니다.")
        if request["QTY_ALL_ORD_YN"] == "Y":
            quantity = resting
        elif request["QTY_ALL_ORD_YN"] == "N" and request["ORD_QTY"].isdigit() and 0 < int(request["ORD_QTY"]) <= resting:
            quantity = int(request["ORD_QTY"])
        else:
            return order_refusal("APBK0920", "정정가능수량을 초과하였습니다.")
        quote = QUOTES.get(order["code"]) or any_code_output(handler.server.state, order["code"])
        upper, lower = int(quote["stck_mxpr"]), int(quote["stck_llam"])
        refusal = limit_price_refusal(request["ORD_UNPR"], upper, lower)
        if refusal:
            return refusal
        price = int(request["ORD_UNPR"])
        order["revised"] = order.get("revised", 0) + quantity
        now = order_now()
        revised = {"number": "%010d" % (1000 + len(orders) + 1), "branch": order["branch"], "side": order["side"],
                   "code": order["code"], "name": order["name"], "quantity": quantity, "price": price, "upper": upper,
                   "kind": "00", "venue": order["venue"], "date": now.strftime("%Y%m%d"), "time": now.strftime("%H%M%S"),
                   "tr_id": transaction, "revises": order["number"]}
        orders.append(revised)
    return 200, {"rt_cd": "0", "msg_cd": "APBK0013", "msg1": "주문 전송 완료 되었습니다.",
                 "output": {"KRX_FWDG_ORD_ORGNO": revised["branch"], "ODNO": revised["number"], "ORD_TMD": revised["time"]}}


def answer_order_route(handler, path, query, body, record):
    """order-cash and inquire-daily-ccld, with the fault route "order" / "ccld". An order fault with "drop"
    records the order as accepted, then closes the connection with no answer (the lost answer; "keep": false
    closes it before, keeping nothing); with "delay"
    it records the order and answers late (never, if the client hung up); with "status"/"json" it answers
    that instead and records nothing (a refusal)."""
    state = handler.server.state
    app_key = handler.headers.get("appkey")
    if path == DAILY_CCLD_PATH:
        fault = state.take_fault("ccld", None, app_key)
        if fault:
            handler.answer(fault, record, lambda: daily_ccld_page(handler, query)[:2])
            return
        status, payload, tr_cont = daily_ccld_page(handler, query)
        handler.send_raw(status, json.dumps(payload, ensure_ascii=False).encode("utf-8"), headers={"tr_cont": tr_cont})
        return
    fault = state.take_fault("cancel" if path == CANCEL_PATH else "order", None, app_key)
    if fault and ("json" in fault or "body" in fault or "status" in fault):
        handler.answer(fault, record, None)
        return
    if fault and fault.get("drop") and not fault.get("keep", True):
        handler.close_connection = True
        handler.connection.shutdown(socket.SHUT_RDWR)
        return
    status, payload = order_rvsecncl(handler, body) if path == CANCEL_PATH else order_cash(handler, body)
    if fault and fault.get("drop"):
        handler.close_connection = True
        try:
            handler.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        return
    if fault and fault.get("delay") and not handler.wait(fault["delay"]):
        with state.lock:
            record["client_gone"] = True
        handler.close_connection = True
        return
    handler.send(status, payload)


def order_list(command):
    """The "orders" command (under the state's lock): every order the app key's account accepted, oldest first."""
    account = ACCOUNTS.get(command["app_key"], {})
    return {"orders": [dict(o) for o in account.get("order_list", [])]}


def over_rate_limit(state, app_key, now):
    """Whether a REST call of `app_key` at `now` comes too soon after its last one (rate_limit)."""
    with state.lock:
        interval = state.rate_limits.get(app_key)
        last = state.last_rest_call.get(app_key)
        state.last_rest_call[app_key] = now
    # KIS counts per second with a little slack for the network: 5 % of the interval is tolerated.
    return interval is not None and last is not None and now - last < interval * 0.95


def matches(record, command):
    """Whether a recorded request has the app key and code a `requests` command asks for."""
    headers = {name.lower(): value for name, value in record["headers"]}
    app_key = headers.get("appkey")
    if app_key is None and record["body"]:
        try:
            app_key = json.loads(record["body"]).get("appkey")
        except (ValueError, AttributeError):
            app_key = None
    code = dict((pair[0], pair[1]) for pair in record["query"]).get("FID_INPUT_ISCD")
    return command.get("app_key") in (None, app_key) and command.get("code") in (None, code)


def any_code_output(state, code):
    """With "any_code": an inquire-price output for any six-character code, its price derived from the code
    (on the shares' tick grid); None otherwise."""
    if not getattr(state, "any_code_priced", False) or len(code) != 6:
        return None
    price = 1000 + (int(hashlib.sha1(code.encode()).hexdigest()[:6], 16) % 900) * 100
    return quote_output(code, str(price), "100", "2", "0.10", "1000", str(price * 1000),
                        str(price), str(price + 100), str(price - 100), str(price * 13 // 10 // 100 * 100),
                        str(price * 7 // 10 // 100 * 100), str(price - 100))


def multi_price_item(output):
    """An intstock-multprice item from an inquire-price output (the fields the sample's COLUMN_MAPPING names)."""
    return {
        "kospi_kosdaq_cls_name": "KOSPI", "mrkt_trtm_cls_name": "", "hour_cls_code": "0",
        "inter_shrn_iscd": output["stck_shrn_iscd"], "inter_kor_isnm": "", "inter2_prpr": output["stck_prpr"],
        "inter2_prdy_vrss": output["prdy_vrss"], "prdy_vrss_sign": output["prdy_vrss_sign"], "prdy_ctrt": output["prdy_ctrt"],
        "acml_vol": output["acml_vol"], "inter2_oprc": output["stck_oprc"], "inter2_hgpr": output["stck_hgpr"],
        "inter2_lwpr": output["stck_lwpr"], "inter2_llam": output["stck_llam"], "inter2_mxpr": output["stck_mxpr"],
        "inter2_askp": output["stck_prpr"], "inter2_bidp": output["stck_prpr"], "seln_rsqn": "0", "shnu_rsqn": "0",
        "total_askp_rsqn": "0", "total_bidp_rsqn": "0", "acml_tr_pbmn": output["acml_tr_pbmn"],
        "inter2_prdy_clpr": output["stck_sdpr"], "oprc_vrss_hgpr_rate": "0.00", "intr_antc_cntg_vrss": "0",
        "intr_antc_cntg_vrss_sign": "3", "intr_antc_cntg_prdy_ctrt": "0.00", "intr_antc_vol": "0",
        "inter2_sdpr": output["stck_sdpr"],
    }


def multi_price_answer(state, query):
    """The answer to an intstock-multprice query (a list of name/value pairs)."""
    values = dict(query)
    codes = []
    for n in range(1, MULTI_PRICE_LIMIT + 2):
        market, code = values.get("FID_COND_MRKT_DIV_CODE_%d" % n), values.get("FID_INPUT_ISCD_%d" % n)
        if market is None and code is None:
            continue
        if not market or not code or n > MULTI_PRICE_LIMIT:
            return 200, {"rt_cd": "1", "msg_cd": "OPSQ0002", "msg1": "필수항목값이 누락 되었습니다.(FID_INPUT_ISCD_%d)" % n}
        codes.append(code)
    if not codes:
        return 200, {"rt_cd": "1", "msg_cd": "OPSQ0002", "msg1": "필수항목값이 누락 되었습니다.(FID_INPUT_ISCD_1)"}
    items = [multi_price_item(QUOTES.get(code) or any_code_output(state, code) or unknown_code_output(code)) for code in codes]
    return 200, {"output": items, "rt_cd": "0", "msg_cd": "MCA00000", "msg1": "정상처리 되었습니다."}


def valid_credentials(app_key, app_secret):
    return bool(app_key) and app_secret == app_key + "-secret"


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "FakeKIS/1.0"

    def log_message(self, format, *args):
        pass

    def do_GET(self):
        self.handle_request()

    def do_POST(self):
        self.handle_request()

    def handle_request(self):
        state = self.server.state
        url = urllib.parse.urlsplit(self.path)
        query = urllib.parse.parse_qsl(url.query, keep_blank_values=True)
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode("utf-8", "replace") if length else ""
        record = {
            "method": self.command, "path": url.path, "query": [[k, v] for k, v in query],
            "headers": [[k, v] for k, v in self.headers.items()], "body": body, "at": time.time(),
        }
        with state.lock:
            state.requests.append(record)
        if url.path.startswith("/uapi/") and over_rate_limit(state, self.headers.get("appkey"), record["at"]):
            with state.lock:
                record["refused"] = True
            self.send(500, {"rt_cd": "1", "msg_cd": "EGW00201", "msg1": "초당 거래건수를 초과하였습니다."})
        elif self.command == "GET" and self.headers.get("Upgrade", "").lower() == "websocket":
            self.upgrade()
        elif url.path == APPROVAL_PATH and self.command == "POST":
            try:
                request = json.loads(body)
            except ValueError:
                request = {}
            fault = state.take_fault("approval", None, request.get("appkey"))
            self.answer(fault, record, lambda: self.issue_approval(request))
        elif url.path == TOKEN_PATH and self.command == "POST":
            try:
                request = json.loads(body)
            except ValueError:
                request = {}
            fault = state.take_fault("token", None, request.get("appkey"))
            self.answer(fault, record, lambda: self.issue_token(request))
        elif url.path in CHART_ROUTES and self.command == "GET":
            transaction, route = CHART_ROUTES[url.path]
            fault = state.take_fault(route, dict(query).get("FID_INPUT_ISCD", ""), self.headers.get("appkey"))
            self.answer(fault, record, lambda: self.chart(transaction, route, dict(query)))
        elif url.path == QUOTE_PATH and self.command == "GET":
            code = dict(query).get("FID_INPUT_ISCD", "")
            fault = state.take_fault("quote", code, self.headers.get("appkey"))
            self.answer(fault, record, lambda: self.inquire_price(dict(query)))
        elif url.path == MULTI_PRICE_PATH and self.command == "GET":
            fault = state.take_fault("multprice", None, self.headers.get("appkey"))
            self.answer(fault, record, lambda: self.intstock_multprice(query))
        elif url.path == INDEX_PATH and self.command == "GET":
            code = dict(query).get("FID_INPUT_ISCD", "")
            fault = state.take_fault("index", code, self.headers.get("appkey"))
            self.answer(fault, record, lambda: self.inquire_index_price(dict(query)))
        elif url.path == OVERTIME_CONCLUSION_PATH and self.command == "GET":
            fault = state.take_fault("overtime", dict(query).get("FID_INPUT_ISCD", ""), self.headers.get("appkey"))
            self.answer(fault, record, lambda: self.inquire_time_overtimeconclusion(dict(query)))
        elif url.path == STOCK_INFO_PATH and self.command == "GET":
            self.answer(None, record, lambda: self.search_stock_info(dict(query)))
        elif url.path == HOLIDAY_PATH and self.command == "GET":
            fault = state.take_fault("holiday", None, self.headers.get("appkey"))
            self.answer(fault, record, lambda: self.check_holiday(dict(query)))
        elif url.path == BALANCE_PATH and self.command == "GET":
            fault = state.take_fault("balance", None, self.headers.get("appkey"))
            self.answer_balance(fault, record, dict(query))
        elif (url.path, self.command) in ((ORDER_CASH_PATH, "POST"), (CANCEL_PATH, "POST"), (DAILY_CCLD_PATH, "GET")):
            answer_order_route(self, url.path, dict(query), body, record)
        elif url.path in state.files and self.command == "GET":
            self.send_raw(200, state.files[url.path], "application/zip")
        else:
            self.send(404, {"rt_cd": "1", "msg_cd": "EGW00000", "msg1": "no such API"})

    def answer(self, fault, record, normal):
        if fault and fault.get("delay") and not self.wait(fault["delay"]):
            with self.server.state.lock:
                record["client_gone"] = True
            self.close_connection = True
            return
        if fault and ("json" in fault or "body" in fault or "status" in fault):
            status = fault.get("status", 200)
            if "json" in fault:
                self.send(status, fault["json"])
            else:
                self.send_raw(status, fault.get("body", "").encode("utf-8"))
            return
        status, payload = normal()
        self.send(status, payload)

    def answer_balance(self, fault, record, query):
        """inquire-balance: a fault as any route's, else the page with KIS's tr_cont answer header."""
        if fault:
            self.answer(fault, record, lambda: balance_page(self, query)[:2])
            return
        status, payload, tr_cont = balance_page(self, query)
        self.send_raw(status, json.dumps(payload, ensure_ascii=False).encode("utf-8"), headers={"tr_cont": tr_cont})

    def wait(self, seconds):
        """Sleeps `seconds`, watching the connection; False as soon as the client hangs up."""
        deadline = time.time() + seconds
        while time.time() < deadline:
            readable, _, _ = select.select([self.connection], [], [], 0.02)
            if readable and self.connection.recv(1, socket.MSG_PEEK) == b"":
                return False
        return True

    def issue_token(self, request):
        state = self.server.state
        app_key = request.get("appkey")
        if request.get("grant_type") != "client_credentials" or not valid_credentials(app_key, request.get("appsecret")):
            return 403, {"error_code": "EGW00103", "error_description": "유효하지 않은 AppKey입니다."}
        with state.lock:
            now = time.time()
            last = state.last_issue.get(app_key)
            if last is not None and now - last < 60:
                return 403, {"error_code": "EGW00133",
                             "error_description": "접근토큰 발급 잠시 후 다시 시도하세요(1분당 1회)"}
            state.issued += 1
            state.last_issue[app_key] = now
            token = "fake-token-%d-%s" % (state.issued, os.urandom(6).hex())
            state.tokens.setdefault(app_key, set()).add(token)
        expiry = datetime.datetime.now(KST) + datetime.timedelta(seconds=86400)
        return 200, {"access_token": token, "access_token_token_expired": expiry.strftime("%Y-%m-%d %H:%M:%S"),
                     "token_type": "Bearer", "expires_in": 86400}

    def issue_approval(self, request):
        app_key = request.get("appkey")
        if request.get("grant_type") != "client_credentials" or not valid_credentials(app_key, request.get("secretkey")):
            return 403, {"error_code": "EGW00103", "error_description": "유효하지 않은 AppKey입니다."}
        approval = "fake-approval-" + os.urandom(8).hex()
        with self.server.state.lock:
            self.server.state.approvals[approval] = app_key
        return 200, {"approval_key": approval}

    def upgrade(self):
        accept = base64.b64encode(hashlib.sha1(
            (self.headers.get("Sec-WebSocket-Key", "") + WEBSOCKET_GUID).encode()).digest()).decode()
        # Listed before the handshake answer, so a fault sent the moment the client is connected finds it.
        session = WebSocketSession(self.server.state, self.connection)
        with self.server.state.lock:
            self.server.state.sessions.append(session)
        self.send_response(101, "Switching Protocols")
        self.send_header("Upgrade", "websocket")
        self.send_header("Connection", "Upgrade")
        self.send_header("Sec-WebSocket-Accept", accept)
        self.end_headers()
        self.wfile.flush()
        self.close_connection = True
        session.run()

    def inquire_price(self, query):
        refusal = self.refusal("FHKST01010100")
        if refusal:
            return refusal
        code = query.get("FID_INPUT_ISCD", "")
        venue_refusal = self.venue_refusal(query.get("FID_COND_MRKT_DIV_CODE", ""))
        if venue_refusal:
            return venue_refusal
        output = (venue_quote(code, query.get("FID_COND_MRKT_DIV_CODE", "")) or QUOTES.get(code)
                  or any_code_output(self.server.state, code) or unknown_code_output(code))
        return 200, {"output": output, "rt_cd": "0", "msg_cd": "MCA00000", "msg1": "정상처리 되었습니다."}

    def inquire_time_overtimeconclusion(self, query):
        """시간외시간별체결: KRX's single-price session of the code (market J, hour class 1 only)."""
        refusal = self.refusal("FHPST02310000")
        if refusal:
            return refusal
        if query.get("FID_COND_MRKT_DIV_CODE") != "J" or query.get("FID_HOUR_CLS_CODE") != "1":
            return 200, {"rt_cd": "1", "msg_cd": "OPSQ0001", "msg1": "입력 값이 올바르지 않습니다."}
        output1, output2 = overtime_conclusion(query.get("FID_INPUT_ISCD", ""))
        return 200, {"output1": output1, "output2": output2, "rt_cd": "0", "msg_cd": "MCA00000", "msg1": "정상처리 되었습니다."}

    def intstock_multprice(self, query):
        """intstock-multprice: one output item per filled pair, in the pairs' order."""
        refusal = self.refusal("FHKST11300006")
        if refusal:
            return refusal
        return multi_price_answer(self.server.state, query)

    def inquire_index_price(self, query):
        refusal = self.refusal("FHPUP02100000")
        if refusal:
            return refusal
        output = INDICES.get(query.get("FID_INPUT_ISCD", "")) if query.get("FID_COND_MRKT_DIV_CODE") == "U" else None
        if output is None:
            return 200, {"rt_cd": "1", "msg_cd": "OPUP0001", "msg1": "조회할 자료가 없습니다."}
        return 200, {"output": output, "rt_cd": "0", "msg_cd": "MCA00000", "msg1": "정상처리 되었습니다."}

    def search_stock_info(self, query):
        """주식기본조회: of its fields, the two that say whether Nextrade trades the stock (real keys only)."""
        refusal = self.refusal("CTPF1002R")
        if refusal:
            return refusal
        if self.headers.get("appkey") in self.server.state.paper_keys:
            return 500, {"rt_cd": "1", "msg_cd": "EGW00202", "msg1": "모의투자에서는 해당업무가 제공되지 않습니다."}
        code = query.get("PDNO", "")
        with self.server.state.lock:
            listed = code in self.server.state.nxt_listed
        output = {"pdno": code, "prdt_type_cd": query.get("PRDT_TYPE_CD", ""), "tr_stop_yn": "N",
                  "cptt_trad_tr_psbl_yn": "Y" if listed else "N", "nxt_tr_stop_yn": "N"}
        return 200, {"output": output, "rt_cd": "0", "msg_cd": "MCA00000", "msg1": "정상처리 되었습니다."}

    def check_holiday(self, query):
        """HOLIDAY_PAGE_DAYS dates from BASS_DT, each with KIS's six flags (all "N" on a closed day)."""
        refusal = self.refusal("CTCA0903R")
        if refusal:
            return refusal
        try:
            first = datetime.datetime.strptime(query.get("BASS_DT", ""), "%Y%m%d").date()
        except ValueError:
            return 200, {"rt_cd": "1", "msg_cd": "OPCA0001", "msg1": "기준일자를 확인하세요."}
        with self.server.state.lock:
            closed_days = set(self.server.state.closed_days)
        rows = []
        for offset in range(HOLIDAY_PAGE_DAYS):
            day = first + datetime.timedelta(days=offset)
            text = day.strftime("%Y%m%d")
            flag = "N" if day.weekday() >= 5 or text in closed_days else "Y"
            rows.append({"bass_dt": text, "wday_dvsn_cd": "%02d" % ((day.weekday() + 1) % 7 + 1), "bzdy_yn": flag,
                         "tr_day_yn": flag, "opnd_yn": flag, "sttl_day_yn": flag})
        return 200, {"ctx_area_nk": "", "ctx_area_fk": "", "output": rows,
                     "rt_cd": "0", "msg_cd": "MCA00000", "msg1": "정상처리 되었습니다."}

    def chart(self, transaction, route, query):
        """Minute bars (30 up to FID_INPUT_HOUR_1, newest first), daily bars (weekdays in the range, at
        most 100, newest first) or the order book, all made up from the time so they can be checked."""
        refused = self.refusal(transaction) or self.venue_refusal(query.get("FID_COND_MRKT_DIV_CODE", ""))
        if refused:
            return refused
        ok = {"rt_cd": "0", "msg_cd": "MCA00000", "msg1": "정상처리 되었습니다."}
        if route == "minutes":
            with self.server.state.lock:
                day_text, first, close = self.server.state.minute_sessions.get(
                    self.headers.get("appkey"), (CHART_DAY.strftime("%Y%m%d"), 9 * 60, 15 * 60 + 30))
            last = min(hhmm_minute(query.get("FID_INPUT_HOUR_1", "153000")), close)
            rows = [minute_row(m, day_text) for m in range(last, max(first, last - 29) - 1, -1)]
            return 200, dict(ok, output1={"stck_prdy_clpr": "70000", "hts_kor_isnm": "삼성전자"}, output2=rows)
        if route == "days":
            first = datetime.datetime.strptime(query.get("FID_INPUT_DATE_1", ""), "%Y%m%d").date()
            last = min(datetime.datetime.strptime(query.get("FID_INPUT_DATE_2", ""), "%Y%m%d").date(), CHART_DAY)
            rows = []
            while last >= first and len(rows) < 100:
                if last.weekday() < 5:
                    rows.append(day_row(last))
                last -= datetime.timedelta(days=1)
            return 200, dict(ok, output1={"stck_prdy_clpr": "70000"}, output2=rows)
        book = {"total_askp_rsqn": "99000", "total_bidp_rsqn": "88000", "aspr_acpt_hour": "100000"}
        for level in range(1, 11):
            book["askp%d" % level] = str(70000 + 100 * level)
            book["bidp%d" % level] = str(70100 - 100 * level)
            book["askp_rsqn%d" % level] = str(1000 + level)
            book["bidp_rsqn%d" % level] = str(2000 + level)
        return 200, dict(ok, output1=book, output2={"antc_cnpr": "0", "antc_cnqn": "0"})

    def refusal(self, transaction):
        """The error answer when the headers lack a valid token, key or this tr_id; None when they are fine."""
        state = self.server.state
        authorization = self.headers.get("authorization", "")
        if not authorization.startswith("Bearer "):
            return 500, {"rt_cd": "1", "msg_cd": "EGW00205", "msg1": "credentials_type이 유효하지 않습니다.(Bearer)"}
        app_key = self.headers.get("appkey")
        if not valid_credentials(app_key, self.headers.get("appsecret")):
            return 500, {"rt_cd": "1", "msg_cd": "EGW00103", "msg1": "유효하지 않은 AppKey입니다."}
        with state.lock:
            known = authorization[len("Bearer "):] in state.tokens.get(app_key, set())
        if not known:
            return 500, {"rt_cd": "1", "msg_cd": "EGW00123", "msg1": "기간이 만료된 token 입니다."}
        if self.headers.get("tr_id") != transaction:
            return 500, {"rt_cd": "1", "msg_cd": "EGW00203", "msg1": "tr_id가 유효하지 않습니다."}
        return None

    def venue_refusal(self, market):
        """KIS's answer to a paper key asking for Nextrade's (NX) or the unified (UN) price; None otherwise."""
        if market in ("NX", "UN") and self.headers.get("appkey") in self.server.state.paper_keys:
            return 500, PAPER_VENUE_REFUSAL
        return None

    def send(self, status, payload):
        self.send_raw(status, json.dumps(payload, ensure_ascii=False).encode("utf-8"))

    def send_raw(self, status, data, content_type="application/json; charset=UTF-8", headers=None):
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass


class WebSocketSession:
    """One client connection speaking KIS's real-time protocol over RFC 6455 frames."""

    def __init__(self, state, connection):
        self.state = state
        self.connection = connection
        self.send_lock = threading.Lock()
        self.open = True
        self.silent = False
        self.app_key = None
        self.codes = []
        self.books = []         # codes whose order book (H0STASP0) is registered
        self.transactions = {}  # (is a book, code) -> the tr_id it was registered with (H0ST*, H0NX*, H0UN*)
        self.notices = []       # (tr_id, HTS ID) of the execution notices (H0STCNI0/H0STCNI9) registered
        self.volumes = {}       # code -> the day's volume sent in its last trade record
        self.controls = []
        self.pongs = []
        self.garbage_sent = 0

    def summary(self):
        with self.send_lock:
            return {"app_key": self.app_key, "open": self.open, "codes": list(self.codes), "books": list(self.books),
                    "trades": {code: self.transactions.get((False, code), "H0STCNT0") for code in self.codes},
                    "controls": list(self.controls), "pongs": list(self.pongs),
                    "notice_keys": [hts_id for _, hts_id in self.notices]}

    def run(self):
        threading.Thread(target=self.pingpong_loop, daemon=True).start()
        try:
            while self.open:
                opcode, payload = self.read_frame()
                if opcode is None or opcode == 8:
                    if opcode == 8:
                        self.send_frame(8, payload[:2])
                    break
                if opcode == 9:
                    self.send_frame(10, payload)
                elif opcode == 10:
                    with self.send_lock:
                        self.pongs.append(payload.decode("utf-8", "replace"))
                elif opcode == 1:
                    self.on_text(payload.decode("utf-8", "replace"))
        finally:
            self.open = False
            try:
                self.connection.close()
            except OSError:
                pass

    def read_exactly(self, count):
        data = b""
        while len(data) < count:
            chunk = self.connection.recv(count - len(data))
            if not chunk:
                return None
            data += chunk
        return data

    def read_frame(self):
        try:
            head = self.read_exactly(2)
            if head is None:
                return None, b""
            opcode, length = head[0] & 0x0F, head[1] & 0x7F
            if length == 126:
                length = int.from_bytes(self.read_exactly(2), "big")
            elif length == 127:
                length = int.from_bytes(self.read_exactly(8), "big")
            mask = self.read_exactly(4) if head[1] & 0x80 else b"\0\0\0\0"
            payload = self.read_exactly(length) if length else b""
            if payload is None or mask is None:
                return None, b""
            return opcode, bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
        except OSError:
            return None, b""

    def send_frame(self, opcode, payload):
        header = bytes([0x80 | opcode])
        if len(payload) < 126:
            header += bytes([len(payload)])
        elif len(payload) < 65536:
            header += bytes([126]) + len(payload).to_bytes(2, "big")
        else:
            header += bytes([127]) + len(payload).to_bytes(8, "big")
        with self.send_lock:
            if self.silent and opcode == 1:
                return
            try:
                self.connection.sendall(header + payload)
            except OSError:
                self.open = False

    def send_json(self, value):
        self.send_frame(1, json.dumps(value, ensure_ascii=False).encode("utf-8"))

    def answer(self, tr_key, rt_cd, msg_cd, msg1, tr_id="H0STCNT0"):
        self.send_json({"header": {"tr_id": tr_id, "tr_key": tr_key, "encrypt": "N"},
                        "body": {"rt_cd": rt_cd, "msg_cd": msg_cd, "msg1": msg1}})

    def on_text(self, text):
        try:
            message = json.loads(text)
            header, body = message["header"], message["body"]["input"]
            approval, tr_type, code = header["approval_key"], header["tr_type"], body["tr_key"]
            tr_id = body.get("tr_id", "H0STCNT0")
        except (ValueError, KeyError, TypeError):
            if text.startswith("{") and "PINGPONG" in text:
                with self.send_lock:
                    self.pongs.append(text)
                return
            self.answer("", "9", "OPSP9999", "JSON PARSING ERROR")
            return
        with self.state.lock:
            app_key = self.state.approvals.get(approval)
            rival = any(other is not self and other.open and other.app_key == app_key
                        for other in self.state.sessions) if app_key else False
            limit = self.state.limit
        with self.send_lock:
            self.controls.append({"tr_type": tr_type, "tr_key": code, "tr_id": tr_id})
        held = self.books if tr_id in BOOK_TRANSACTIONS else self.codes
        if tr_id in VENUE_TRANSACTIONS and tr_type == "1" and app_key in self.state.paper_keys:
            self.answer(code, "1", PAPER_VENUE_REFUSAL["msg_cd"], "NOT SUPPORTED ON A MOCK ACCOUNT", tr_id)
            return
        if tr_type == "1":
            with self.send_lock:
                self.transactions[(tr_id in BOOK_TRANSACTIONS, code)] = tr_id
        if app_key is None:
            self.answer(code, "9", "OPSP0011", "invalid approval : NOT FOUND")
            return
        if rival:
            self.answer(code, "9", "OPSP8996", "ALREADY IN USE appkey")
            self.open = False
            self.connection.shutdown(socket.SHUT_RDWR)
            return
        self.app_key = app_key
        if tr_id in NOTICE_TRANSACTIONS:
            self.on_notice_registration(tr_type, code, tr_id, limit)
            return
        if tr_type == "2":
            with self.send_lock:
                if code in held:
                    held.remove(code)
            self.answer(code, "0", "OPSP0001", "UNSUBSCRIBE SUCCESS", tr_id)
            return
        with self.send_lock:
            full = len(self.codes) + len(self.books) + len(self.notices) >= limit
            refusal = "OPSP0002" if code in held else "OPSP0008" if full else None
            if refusal is None:
                held.append(code)
        if refusal == "OPSP0002":
            self.answer(code, "1", refusal, "ALREADY IN SUBSCRIBE", tr_id)
        elif refusal:
            self.answer(code, "1", refusal, "MAX SUBSCRIBE OVER", tr_id)
        else:
            self.answer(code, "0", "OPSP0000", "SUBSCRIBE SUCCESS", tr_id)
            if tr_id in BOOK_TRANSACTIONS:
                self.send_book(code, None, None, 59)
            elif not self.state.quiet_sockets:
                self.send_trade(code, None, 46)

    def on_notice_registration(self, tr_type, hts_id, tr_id, limit):
        """An execution-notice (un)registration: the acknowledgement carries the notices' AES key and IV."""
        with self.send_lock:
            if tr_type == "2":
                if (tr_id, hts_id) in self.notices:
                    self.notices.remove((tr_id, hts_id))
                full, held = False, False
            else:
                held = (tr_id, hts_id) in self.notices
                full = not held and len(self.codes) + len(self.books) + len(self.notices) >= limit
                if not held and not full:
                    self.notices.append((tr_id, hts_id))
        if tr_type == "2":
            self.answer(hts_id, "0", "OPSP0001", "UNSUBSCRIBE SUCCESS", tr_id)
        elif full:
            self.answer(hts_id, "1", "OPSP0008", "MAX SUBSCRIBE OVER", tr_id)
        else:
            self.send_json({"header": {"tr_id": tr_id, "tr_key": hts_id, "encrypt": "N"},
                            "body": {"rt_cd": "0", "msg_cd": "OPSP0002" if held else "OPSP0000",
                                     "msg1": "SUBSCRIBE SUCCESS",
                                     "output": {"iv": NOTICE_IV, "key": NOTICE_KEY}}})

    def send_trade(self, code, price, field_count):
        with self.send_lock:
            transaction = self.transactions.get((False, code), "H0STCNT0")
        output = venue_quote(code, TRANSACTION_MARKETS.get(transaction, "J")) or QUOTES.get(code, QUOTES["005930"])
        if transaction == "H0STOUP0" and code in SINGLE_PRICE_TRADES:
            price = price or SINGLE_PRICE_TRADES[code][-1][1]
        price = price or output["stck_prpr"]
        base = int(output["stck_sdpr"])
        change = int(price) - base
        sign = "2" if change > 0 else "5" if change < 0 else "3"
        rate = "%.2f" % (change * 100.0 / base)
        now = order_now().strftime("%H%M%S")
        # Each record trades 10 shares: the day's volume grows by them, as on the real feed.
        with self.send_lock:
            volume = self.volumes.get(code, int(output["acml_vol"])) + 10
            self.volumes[code] = volume
        fields = [code, now, price, sign, str(change), rate, price, output["stck_oprc"], output["stck_hgpr"],
                  output["stck_lwpr"], price, price, "10", str(volume), output["acml_tr_pbmn"]]
        fields += ["0"] * (field_count - len(fields))
        self.send_frame(1, ("0|%s|001|" % transaction + "^".join(fields)).encode("utf-8"))

    def send_book(self, code, ask_price, ask_quantity, field_count):
        """One H0STASP0 record: asks one grid step apart above the code's price, bids from it down."""
        price = int(QUOTES.get(code, QUOTES["005930"])["stck_prpr"])
        tick = next((t for limit, t in [(2000, 1), (5000, 5), (20000, 10), (50000, 50), (200000, 100), (500000, 500)]
                     if price < limit), 1000)
        asks = [price + tick * level for level in range(1, 11)]
        bids = [price - tick * level for level in range(0, 10)]
        ask_quantities = [1000 + level for level in range(1, 11)]
        bid_quantities = [2000 + level for level in range(1, 11)]
        if ask_price:
            asks[0] = int(ask_price)
        if ask_quantity:
            ask_quantities[0] = int(ask_quantity)
        now = datetime.datetime.now(KST).strftime("%H%M%S")
        fields = [code, now, "0"] + [str(v) for v in asks + bids + ask_quantities + bid_quantities]
        fields += [str(sum(ask_quantities)), str(sum(bid_quantities)), "0", "0", "0", "0"]
        fields += ["0"] * (field_count - len(fields))
        with self.send_lock:
            transaction = self.transactions.get((True, code), "H0STASP0")
        fields += ["0"] * (65 - len(fields)) if transaction != "H0STASP0" else []
        self.send_frame(1, ("0|%s|001|" % transaction + "^".join(fields)).encode("utf-8"))

    def fault(self, kind, count):
        if kind == "close":
            self.open = False
            try:
                self.connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        elif kind == "close_with_text":
            self.send_close_with_text()
        elif kind == "silence":
            self.silent = True
        elif kind == "resume":
            self.silent = False
        elif kind in ("oversized", "oversized_fragments"):
            threading.Thread(target=self.send_oversized, args=(kind == "oversized_fragments", count), daemon=True).start()
        elif kind == "garbage":
            for index in range(count):
                self.send_frame(1, ["0|H0STCNT0|abc|x^y", "1|H0STCNT0|", "{not json", "0|H0STCNT0|002|005930^1"][index % 4].encode())

    def send_close_with_text(self):
        """A close frame (1008) whose reason is text a hostile server chose."""
        self.send_frame(8, (1008).to_bytes(2, "big") + b"Please log in again at http://evil.example/")

    def send_oversized(self, endless, count):
        """A text message of `count` bytes in one frame, or fragments (no FIN) until the connection ends."""
        if not endless:
            self.send_frame(1, b"x" * count)
            return
        fragment, opcode = b"y" * 65536, 1
        while self.open:
            try:
                with self.send_lock:
                    self.connection.sendall(bytes([opcode, 127]) + len(fragment).to_bytes(8, "big") + fragment)
            except OSError:
                self.open = False
            opcode = 0

    def pingpong_loop(self):
        while self.open:
            interval = self.state.pingpong_interval
            time.sleep(interval if interval > 0 else 0.1)
            if interval > 0 and self.open:
                stamp = datetime.datetime.now(KST).strftime("%Y%m%d%H%M%S")
                self.send_json({"header": {"tr_id": "PINGPONG", "datetime": stamp}})


def control_loop(state):
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            reply = state.command(json.loads(line))
        except (ValueError, KeyError) as error:
            reply = {"error": str(error)}
        sys.stdout.write(json.dumps(reply, ensure_ascii=False) + "\n")
        sys.stdout.flush()
    os._exit(0)


class Server(ThreadingHTTPServer):
    daemon_threads = True
    # Many tests share one server: a deep listen backlog keeps bursts of connections from being dropped.
    request_queue_size = 128


def main():
    arguments = dict(zip(sys.argv[1::2], sys.argv[2::2]))
    state = State()
    server = Server(("127.0.0.1", int(arguments.get("--port", "0"))), Handler)
    server.state = state
    sys.stdout.write("%d\n" % server.server_address[1])
    sys.stdout.flush()
    threading.Thread(target=control_loop, args=(state,), daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
