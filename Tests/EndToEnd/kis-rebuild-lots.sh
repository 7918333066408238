#!/usr/bin/env bash
# End-to-end test of the Account view's f against the fake KIS server: a paper account whose 삼성전자 was
# bought before the last three months and traded within them (one buy, one sale, listed by
# inquire-daily-ccld); f reads the fills of those months (one date range, filled orders only), asks
# with what they make, and y replaces the lots: the shares bought before the window as one undated lot
# priced from the broker's cost, the buy, the sale booked at the moving average; the view then says the
# lots match. Prints "ok - ..." per check and "N passed, M failed"; polls, never sleeps a fixed time.

source "$(dirname "$0")/lib/stockwatch.sh"
source "$ROOT/Tests/EndToEnd/lib/fake_kis.sh"
serve_shipped_master

# ccld_requests: writes $WORK/ccld.txt, the inquire-daily-ccld requests of rebuild-app so far, one
# "STRT END CCLD PDNO" line each (not in a pipeline: the fake's coprocess is the script's own).
ccld_requests() {
    fake_kis '{"cmd": "requests", "app_key": "rebuild-app"}' >"$WORK/requests.json"
    python3 -c '
import json, sys
for r in json.load(open(sys.argv[1]))["requests"]:
    if r["path"].endswith("/trading/inquire-daily-ccld"):
        q = dict(r["query"])
        print(q.get("INQR_STRT_DT"), q.get("INQR_END_DT"), q.get("CCLD_DVSN"), q.get("PDNO") or "-")' "$WORK/requests.json" >"$WORK/ccld.txt"
}
# the_fills_were_read: one request asked 005930's filled orders from 2026-09-08 through 2026-12-07.
the_fills_were_read() { ccld_requests && grep -qx "20260908 20261207 01 005930" "$WORK/ccld.txt"; }
# row_has <code> <text>: the Account view's row of <code> shows <text>.
row_has() { screen kis | grep -E "^│$1 " | grep -qF -- "$2"; }

# 10 삼성전자 held before (the fake's made-up cost: 271,000 each), 5 bought on 2026-10-05, 3 sold on 2026-11-02.
fake_kis '{"cmd": "account", "app_key": "rebuild-app", "account": "50123456-01", "holdings": 3, "cash": 10000000}' >/dev/null
fake_kis '{"cmd": "order_clock", "start": "2026-10-05T10:00"}' >/dev/null
fake_kis '{"cmd": "ccld_fill", "app_key": "rebuild-app", "code": "005930", "side": "buy", "quantity": 5, "price": 270000}' >/dev/null
fake_kis '{"cmd": "order_clock", "start": "2026-11-02T10:00"}' >/dev/null
fake_kis '{"cmd": "ccld_fill", "app_key": "rebuild-app", "code": "005930", "side": "sell", "quantity": 3, "price": 275000}' >/dev/null
fake_kis '{"cmd": "order_clock", "start": "2026-12-07T10:00"}' >/dev/null
mkdir -p "$WORK/kis"
printf '{"feed": "kis", "kis_account": "paper", "kis_host": "http://127.0.0.1:%s", "kis_websocket_url": "ws://127.0.0.1:%s/tryitout", "kis_account_number": "50123456-01", "kis_master_url": "%s"}\n' \
    "$KIS_PORT" "$KIS_PORT" "$KIS_MASTER_URL" >"$WORK/kis/config.json"
printf '{"version": 2, "watchlists": [{"id": "e2e", "name": "관심종목", "codes": ["005930", "000660"], "positions": [{"code": "005930", "lots": [{"quantity": 3, "price": 96000}]}]}]}\n' \
    >"$WORK/kis/watchlists.json"

start kis 130 40 "KIS_APP_KEY=rebuild-app KIS_APP_SECRET=rebuild-app-secret '$APP' --data-dir '$WORK/kis' --clock 2026-12-07T10:00"
check "the watchlist starts" eventually shows kis "관심종목"
tm send-keys -t kis '$'
DEADLINE_MS=15000 check "\$ opens the account: 005930 holds 12 shares, 3 in the lots typed" eventually row_has 005930 "+9 not in lots"
tm send-keys -t kis f
DEADLINE_MS=15000 check "f asks, over the view, to rebuild 삼성전자's lots" eventually shows kis "Rebuild the lots of 삼성전자 in 관심종목"
check "the fills of the last three months were read: one range, filled orders of 005930 only" the_fills_were_read
check "the question says what the two fills make beside the broker" shows kis "2 fills since 2026-09-08 make 2 lots and 1 sale"
check "the 10 shares bought earlier become one lot priced from the broker's cost" shows kis "270,999"
tm send-keys -t kis y
DEADLINE_MS=5000 check "y replaces the lots: the view says they match the broker" eventually row_has 005930 matches
check "the key line says what the lots hold now" eventually shows kis "삼성전자 in your lots now: 12 shares at 270,666 (matches the broker)"
check "watchlists.json holds the undated lot, the buy and the sale" bash -c "python3 - '$WORK/kis/watchlists.json' <<'PY'
import json, sys
position = [p for p in json.load(open(sys.argv[1]))['watchlists'][0]['positions'] if p['code'] == '005930'][0]
lots = [(l['quantity'], l['price'], l.get('date')) for l in position['lots']]
sales = [(s['quantity'], s['price'], s.get('date')) for s in position['sales']]
sys.exit(0 if lots == [(10, 270999, None), (5, 270000, '2026-10-05')] and sales == [(3, 275000, '2026-11-02')] else 1)
PY"
tm send-keys -t kis j f
DEADLINE_MS=15000 check "f on a holding without fills offers it as one undated lot" eventually shows kis "No fills since 2026-09-08: the broker's 11 shares"
tm send-keys -t kis n
check "n closes the question and keeps the lots" eventually lacks kis "Rebuild the lots of"
check "000660 is still not in the lots" row_has 000660 "not in lots"
check_q_restores kis

finish
