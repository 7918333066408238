#!/usr/bin/env bash
# End-to-end tests of a paper account's market-data key against the fake KIS server, at a forced Friday 19:30
# (Nextrade's after-market): the rows show the unified price through the real account's key (no "KRX close"),
# the Account view shows the paper account, and the two keys are never mixed — no account, order or fill call
# carries the market-data key, no quote call the paper key, and each key's socket registers only its own side
# (the unified trades on the market-data key's, the execution notices on the paper key's); a fill notice and a
# paper order go through the paper key.
#
# Each check prints "ok - ..." or "not ok - ..."; the last line is "N passed, M failed".

source "$(dirname "$0")/lib/stockwatch.sh"

source "$ROOT/Tests/EndToEnd/lib/fake_kis.sh"
serve_shipped_master
fake_kis '{"cmd": "paper_key", "app_key": "mdk-paper"}' >/dev/null
fake_kis '{"cmd": "account", "app_key": "mdk-paper", "account": "50123456-01", "holdings": 3, "cash": 10000000}' >/dev/null
fake_kis '{"cmd": "ws_quiet", "quiet": true}' >/dev/null
mkdir -p "$WORK/paper"
printf '{"feed": "kis", "kis_account": "paper", "kis_host": "http://127.0.0.1:%s", "kis_websocket_url": "ws://127.0.0.1:%s/tryitout", "kis_market_data_host": "http://127.0.0.1:%s", "kis_market_data_websocket_url": "ws://127.0.0.1:%s/tryitout", "kis_account_number": "50123456-01", "kis_hts_id": "myhts", "trading": "paper", "kis_master_url": "%s"}\n' \
    "$KIS_PORT" "$KIS_PORT" "$KIS_PORT" "$KIS_PORT" "$KIS_MASTER_URL" >"$WORK/paper/config.json"
printf '{"version": 2, "watchlists": [{"id": "e2e", "name": "관심종목", "codes": ["005930", "035720"]}]}\n' >"$WORK/paper/watchlists.json"
KEYS="KIS_APP_KEY=mdk-paper KIS_APP_SECRET=mdk-paper-secret KIS_MARKET_DATA_APP_KEY=mdk-real KIS_MARKET_DATA_APP_SECRET=mdk-real-secret"

# calls_of <key> <pattern>: how many requests of that app key have a path matching the regular expression.
calls_of() {
    python3 -c 'import json, re, sys
print(sum(bool(re.search(sys.argv[2], r["path"])) for r in json.load(open(sys.argv[1]))["requests"]))' "$WORK/$1.json" "$2"
}
# notices_registered: a session of the paper key holds the HTS ID's execution-notice registration.
notices_registered() { fake_kis '{"cmd": "ws_sessions"}' >"$WORK/sessions.json" && grep -q '"notice_keys": \["myhts"\]' "$WORK/sessions.json"; }

start paper 160 30 "$KEYS '$APP' --data-dir '$WORK/paper' --clock 2026-12-04T19:30"
DEADLINE_MS=15000 check "19:30: the status line says the prices come from the market-data key" eventually shows paper "Prices come from your market-data key"
DEADLINE_MS=15000 check "19:30: 삼성전자 shows the unified price (273,500) marked 통합, not KRX's close" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t paper | grep -E '^005930 ' | grep -q '통합 *273,500'"
check "19:30: no row says 'KRX close' (the paper account's fallback)" bash -c "! tmux -S '$SOCKET' capture-pane -p -t paper | grep -E '^(005930|035720) ' | grep -q 'KRX close'"
tm send-keys -t paper '$'
DEADLINE_MS=15000 check "\$ opens the paper account" eventually shows paper "Account 5012-****-01"
DEADLINE_MS=15000 check "the Account view lists the paper account's holdings" eventually shows paper "Holdings (3)"
DEADLINE_MS=15000 check "the HTS ID's notices are registered" eventually notices_registered
fake_kis '{"cmd": "account_fill", "app_key": "mdk-paper", "hts_id": "myhts", "code": "005930", "side": "buy", "quantity": 5, "price": 272000}' >"$WORK/fill.json"
DEADLINE_MS=5000 check "a fill notice on the paper key's socket reaches the Account view" eventually shows paper "Fill Buy  005930  5 @ 272,000"
fake_kis '{"cmd": "ws_sessions"}' >"$WORK/sessions.json"
check "the market-data key's socket registers 삼성전자's unified trades (H0UNCNT0) and no notices" python3 -c 'import json, sys
sessions = [s for s in json.load(open(sys.argv[1]))["sessions"] if s["app_key"] == "mdk-real"]
assert sessions and all(not s.get("notice_keys") for s in sessions)
assert any(s.get("trades", {}).get("005930") == "H0UNCNT0" for s in sessions)' "$WORK/sessions.json"
check "the paper key's socket registers the notices alone, no trades" python3 -c 'import json, sys
sessions = [s for s in json.load(open(sys.argv[1]))["sessions"] if s["app_key"] == "mdk-paper"]
assert sessions and all(not s.get("trades") for s in sessions) and any(s.get("notice_keys") == ["myhts"] for s in sessions)' "$WORK/sessions.json"
tm send-keys -t paper Escape
check "Esc goes back to the watchlist" eventually lacks paper "Holdings (3)"
tm send-keys -t paper q
check "q quits cleanly" eventually shows paper "exit=0"

# --- 10:00: a paper order goes out on the paper key -------------------------------------------------
fake_kis '{"cmd": "order_clock", "start": "2026-12-04T10:00"}' >/dev/null
start order 160 30 "$KEYS '$APP' --data-dir '$WORK/paper' --clock 2026-12-04T10:00"
DEADLINE_MS=15000 check "10:00: 삼성전자's row is priced" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t order | grep -E '^005930 ' | grep -q '273,500'"
check "b, the order, Enter: the review says PAPER" review order '1 @ 272,000'
check "Tab then Enter sends" send order
DEADLINE_MS=15000 check "the paper account accepted the order" eventually shows order "PAPER order 0000001001 accepted by KIS: buy 1 삼성전자 @ 272,000"
fake_kis '{"cmd": "orders", "app_key": "mdk-paper"}' >"$WORK/orders.json"
check "the order is the paper key's (VTTC0012U), one" python3 -c 'import json, sys
orders = json.load(open(sys.argv[1]))["orders"]
assert [(o["tr_id"], o["quantity"]) for o in orders] == [("VTTC0012U", 1)], orders' "$WORK/orders.json"
tm send-keys -t order q
check "q quits the second run" eventually shows order "exit=0"
fake_kis '{"cmd": "requests", "app_key": "mdk-real"}' >"$WORK/mdk-real.json"
fake_kis '{"cmd": "requests", "app_key": "mdk-paper"}' >"$WORK/mdk-paper.json"
QUOTE_CALLS=$(calls_of mdk-real /quotations/) ACCOUNT_CALLS=$(calls_of mdk-real /trading/)
BALANCE_READS=$(calls_of mdk-paper /trading/inquire-balance) PAPER_QUOTE_CALLS=$(calls_of mdk-paper /quotations/)
check "the market-data key asked for quotes ($QUOTE_CALLS calls)" test "$QUOTE_CALLS" -gt 0
check "no account, order or fill call carried the market-data key ($ACCOUNT_CALLS)" test "$ACCOUNT_CALLS" -eq 0
check "the paper key read the account ($BALANCE_READS balance reads)" test "$BALANCE_READS" -gt 0
check "no quote, chart, book or index call carried the paper key ($PAPER_QUOTE_CALLS)" test "$PAPER_QUOTE_CALLS" -eq 0

KIS_APP_KEY=mdk-paper KIS_APP_SECRET=mdk-paper-secret KIS_MARKET_DATA_APP_KEY=mdk-real KIS_MARKET_DATA_APP_SECRET=mdk-real-secret \
    "$APP" --data-dir "$WORK/paper" --once --format csv --clock 2026-12-04T19:30 >"$WORK/once.csv" 2>"$WORK/once.err"
check "--once prints 삼성전자's unified price through the market-data key" grep -qE '^005930,.*273500.*unified' "$WORK/once.csv"
mkdir -p "$WORK/real"
sed 's/"kis_account": "paper"/"kis_account": "real"/' "$WORK/paper/config.json" >"$WORK/real/config.json"
cp "$WORK/paper/watchlists.json" "$WORK/real/"
KIS_APP_KEY=mdk-own KIS_APP_SECRET=mdk-own-secret KIS_MARKET_DATA_APP_KEY=mdk-real KIS_MARKET_DATA_APP_SECRET=mdk-real-secret \
    "$APP" --data-dir "$WORK/real" --once --format csv --clock 2026-12-04T19:30 >"$WORK/real.csv" 2>"$WORK/real.err"
check "a real account is told the market-data key is for a paper account, and prints with its own key" \
    bash -c "grep -q 'is for a paper account' '$WORK/real.err' && grep -qE '^005930,.*unified' '$WORK/real.csv'"
finish
