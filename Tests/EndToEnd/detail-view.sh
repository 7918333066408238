#!/usr/bin/env bash
# End-to-end tests of the detail view (issue 12): the live order book and trades over the fake KIS
# server's socket, the last session's chart on a holiday, today's on a trading day, and the order
# book recovering after refused polls.
#
# The real binary in tmux, driven from a temporary data folder of this script's own; each check prints
# "ok - ..." or "not ok - ..."; the last line is "N passed, M failed" (non-zero status on a failure).

source "$(dirname "$0")/lib/stockwatch.sh"

# --- The detail view: live order book and trades, the last session's chart (issue 12) ------------------

# A fake KIS server of its own (the first one's stdin was closed, which ended it).
coproc FAKE_KIS { exec python3 "$FAKE_KIS_SERVER"; }
read -r -t 10 KIS_PORT <&"${FAKE_KIS[0]}"
serve_shipped_master
# book_registered <code> <yes|no>: whether the fake server's open session holds the code's order book.
# (The reply goes through a file: the coprocess's descriptors do not reach a pipeline's subshell.)
book_registered() {
    fake_kis '{"cmd": "ws_sessions"}' >"$WORK/sessions.json" || return 1
    python3 -c '
import json, sys
sessions = [s for s in json.load(open(sys.argv[3]))["sessions"] if s["open"] and s["app_key"] == "e2e-detail"]
held = any(sys.argv[1] in s["books"] for s in sessions)
sys.exit(0 if sessions and held == (sys.argv[2] == "yes") else 1)' "$1" "$2" "$WORK/sessions.json"
}
# trades_box_has <session> <text>: the text is on a line of the "Trades" box.
trades_box_has() {
    screen "$1" | python3 -c '
import sys
lines = sys.stdin.read().split("\n")
top = next(i for i, line in enumerate(lines) if "┌─ Trades" in line)
column = lines[top].index("┌─ Trades")
sys.exit(0 if any(sys.argv[1] in line[column:] for line in lines[top + 1:]) else 1)' "$2"
}
mkdir -p "$WORK/kisdetail"
printf '{"feed": "kis", "kis_account": "paper", "kis_host": "http://127.0.0.1:%s", "kis_websocket_url": "ws://127.0.0.1:%s/tryitout", "kis_master_url": "%s"}\n' \
    "$KIS_PORT" "$KIS_PORT" "$KIS_MASTER_URL" >"$WORK/kisdetail/config.json"
DETAIL_ENV="KIS_APP_KEY=e2e-detail KIS_APP_SECRET=e2e-detail-secret"
start kisdetail 120 40 "$DETAIL_ENV '$APP' --data-dir '$WORK/kisdetail' --clock 2026-12-07T10:00"
DEADLINE_MS=15000 check "detail, kis: the watchlist's rows go live" eventually all_rows_marked kisdetail ●
tm send-keys -t kisdetail g Enter
check "detail, kis: Enter opens the first row's detail view" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t kisdetail | head -1 | grep -q '삼성전자  005930'"
check "detail, kis: the order book shows 10 ask and 10 bid levels" eventually order_book_has kisdetail 20
check "detail, kis: the order book is marked live" eventually shows kisdetail "Order book · live"
check "detail, kis: the order book holds a registration on the session" eventually book_registered 005930 yes
fake_kis '{"cmd": "ws_book", "code": "005930", "ask_quantity": "43210", "fields": 62}' >/dev/null
check "detail, kis: a level pinned on the fake server appears" eventually shows kisdetail "43,210"
fake_kis '{"cmd": "ws_trade", "code": "005930", "price": "272500"}' >/dev/null
check "detail, kis: a trade pushed on the socket is in the recent trades" eventually trades_box_has kisdetail "272,500"
tm send-keys -t kisdetail Escape
check "detail, kis: Esc returns to the watchlist" eventually shows kisdetail "005930 ● 삼성전자"
check "detail, kis: Esc releases the order book's registration" eventually book_registered 005930 no
tm send-keys -t kisdetail Enter
check "detail, kis: opened again, the book is live again" eventually shows kisdetail "Order book · live"
fake_kis '{"cmd": "ws_fault", "kind": "close", "app_key": "e2e-detail"}' >/dev/null
check "detail, kis: with the socket down the book is no longer marked live (stale, then polled)" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t kisdetail | grep -qE 'Order book · (stale|polled)'"
check "detail, kis: polled, it still has 10 + 10 levels" eventually order_book_has kisdetail 20
DEADLINE_MS=10000 check "detail, kis: with the socket back the book is live again" eventually shows kisdetail "Order book · live"
tm send-keys -t kisdetail Escape
eventually shows kisdetail "005930 ● 삼성전자"
tm send-keys -t kisdetail q
check "detail, kis: q quits cleanly" eventually shows kisdetail "exit=0"
exec {FAKE_KIS[1]}>&-

mkdir -p "$WORK/lastsession"
start lastsession 120 40 "'$APP' --data-dir '$WORK/lastsession' --seed 7 --clock 2026-12-25T08:00"
eventually shows lastsession "005930"
tm send-keys -t lastsession g Enter
check "detail, holiday 08:00: the chart shows the last session's day in its title" eventually shows lastsession "┌─ Thu 12-24 (1 min)"
check "detail, holiday 08:00: and that session's bars (braille dots in the chart)" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t lastsession | python3 -c 'import sys; sys.exit(0 if any(0x2801 <= ord(c) <= 0x28FF for c in sys.stdin.read()) else 1)'"
check "detail, holiday 08:00: no 'No trades today yet'" lacks lastsession "No trades today yet"
escape_and_quit lastsession "Thu 12-24" "detail, holiday 08:00: q quits cleanly"

mkdir -p "$WORK/opensession"
start opensession 120 40 "'$APP' --data-dir '$WORK/opensession' --seed 7 --clock 2026-12-28T10:00"
eventually shows opensession "005930"
tm send-keys -t opensession g Enter
check "detail, trading day 10:00: the chart is today's" eventually shows opensession "┌─ Today (1 min)"
escape_and_quit opensession "Today (1 min)" "detail, trading day 10:00: q quits cleanly"

# --- The detail view's order book after failed polls (issue 12, detail-fixes) ------------------------
# A real account (15 requests/s): a paper one polls the rows at 1/s, ahead of the book.

coproc FAKE_KIS { exec python3 "$FAKE_KIS_SERVER"; }
read -r -t 10 KIS_PORT <&"${FAKE_KIS[0]}"
serve_shipped_master
mkdir -p "$WORK/bookretry"
printf '{"feed": "kis", "kis_account": "real", "kis_host": "http://127.0.0.1:%s", "kis_master_url": "%s"}\n' "$KIS_PORT" "$KIS_MASTER_URL" >"$WORK/bookretry/config.json"
start bookretry 120 40 "KIS_APP_KEY=e2e-bookretry KIS_APP_SECRET=e2e-bookretry-secret '$APP' --data-dir '$WORK/bookretry' --no-realtime --clock 2026-12-07T10:00"
eventually shows bookretry "005930"
tm send-keys -t bookretry g Enter
check "book retry: the polled order book shows 10 + 10 levels" eventually order_book_has bookretry 20
fake_kis '{"cmd": "fault", "route": "orderbook", "app_key": "e2e-bookretry", "status": 500, "count": 3, "json": {"rt_cd": "1", "msg_cd": "EGW00999", "msg1": "\u001b[31m서버 점검 중"}}' >/dev/null
DEADLINE_MS=10000 check "book retry: a refused poll is said on the detail view, sanitised" eventually shows bookretry "KIS error EGW00999: 서버 점검 중"
check "book retry: no escape sequence reaches the screen" lacks bookretry "[31m"
DEADLINE_MS=20000 check "book retry: polling goes on and the book recovers, the notice gone" \
    eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t bookretry | grep -q 'Order book · polled' && ! tmux -S '$SOCKET' capture-pane -p -t bookretry | grep -q 'EGW00999'"
fake_kis '{"cmd": "requests", "app_key": "e2e-bookretry"}' >"$WORK/bookretry/requests.json"
check "book retry: the fake server saw the 3 refused polls and one after them" python3 -c '
import json, sys
requests = json.load(open(sys.argv[1]))["requests"]
sys.exit(0 if sum(r["path"].endswith("inquire-asking-price-exp-ccn") for r in requests) >= 5 else 1)' "$WORK/bookretry/requests.json"
escape_and_quit bookretry "Order book" "book retry: q quits cleanly"
exec {FAKE_KIS[1]}>&-

finish
