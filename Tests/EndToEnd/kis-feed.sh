#!/usr/bin/env bash
# End-to-end tests of the kis feed against the fake KIS server: --once, real-time rows, the socket
# killed and back, --no-realtime polling, and a slow feed whose first frame still comes at once.
#
# The real binary in tmux, driven from a temporary data folder of this script's own; each check prints
# "ok - ..." or "not ok - ..."; the last line is "N passed, M failed" (non-zero status on a failure).

source "$(dirname "$0")/lib/stockwatch.sh"

# --- The kis feed against the fake KIS server (tests' fixture), --once and full screen ---------------

coproc FAKE_KIS { exec python3 "$FAKE_KIS_SERVER"; }
read -r -t 10 KIS_PORT <&"${FAKE_KIS[0]}"
serve_shipped_master
mkdir -p "$WORK/kisdata"
printf '{"feed": "kis", "kis_account": "paper", "kis_host": "http://127.0.0.1:%s", "kis_websocket_url": "ws://127.0.0.1:%s/tryitout", "kis_master_url": "%s"}\n' \
    "$KIS_PORT" "$KIS_PORT" "$KIS_MASTER_URL" >"$WORK/kisdata/config.json"
# ws_session_count: how many WebSocket sessions the fake server has seen. The answer goes through a
# file: called in a pipeline or $(…), fake_kis would run in a subshell, which has no coprocess descriptors.
ws_session_count() {
    fake_kis '{"cmd": "ws_sessions"}' >"$WORK/session-count.json" || return 1
    python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["sessions"]))' "$WORK/session-count.json"
}
KIS_ENV="KIS_APP_KEY=e2e-app KIS_APP_SECRET=e2e-app-secret"
env $KIS_ENV "$APP" --data-dir "$WORK/kisdata" --clock 2026-12-07T10:00 --once --format json >"$WORK/kis.json" 2>"$WORK/kis.err"
status=$?
check "kis feed, --once: exits 1 (some rows failed) with the fake server's quotes and its errors for codes it lacks" bash -c "[ $status -eq 1 ] && python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if d[\"feed\"] == \"KIS paper\" and len(d[\"quotes\"]) == 5 and d[\"quotes\"][0][\"price\"] > 0 and all(q.get(\"price\", 0) > 0 or q.get(\"error\") for q in d[\"quotes\"]) else 1)' '$WORK/kis.json'"
start kis 100 30 "$KIS_ENV '$APP' --data-dir '$WORK/kisdata' --clock 2026-12-07T10:00"
check "kis feed, full screen: the status bar names it" eventually shows kis "KIS paper"
DEADLINE_MS=15000 check "kis feed, full screen: prices arrive from the server" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t kis | grep -q '^005930 [●○!] 삼성전자 .*[0-9],[0-9]'"
DEADLINE_MS=1000 check "kis feed, real-time: every row goes live within a second" eventually all_rows_marked kis ●
check "kis feed, real-time: the status bar counts the live rows" eventually shows kis "live 5"
fake_kis '{"cmd": "ws_trade", "code": "005930", "price": "272500"}' >/dev/null
check "kis feed, real-time: a price pushed on the socket appears on screen" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t kis | grep -q '^005930 ● 삼성전자 .*272,500'"
fake_kis '{"cmd": "ws_fault", "kind": "close"}' >/dev/null
check "kis feed, socket killed: rows fall back to polling" eventually all_rows_marked kis '[○!]'
check "kis feed, socket killed: the status bar says real-time is down, with the retry countdown" eventually shows kis "real-time down · retry in"
check "kis feed, socket killed: the reason is shown" eventually shows kis " real-time down: "
DEADLINE_MS=10000 check "kis feed, socket back: the rows are live again" eventually all_rows_marked kis ●
check "kis feed, socket back: the trouble is gone from the status bar" eventually lacks kis "real-time down"
tm send-keys -t kis q
check "kis feed, full screen: q quits cleanly" eventually shows kis "exit=0"
check "kis feed, full screen: the terminal is restored after quitting" eventually terminal_restored kis
ws_session_count >"$WORK/sessions-before.txt"
sessions_before=$(cat "$WORK/sessions-before.txt")
check "kis feed: the fake server counts the WebSocket sessions opened so far (at least one)" test "${sessions_before:-0}" -ge 1
start kispoll 160 30 "$KIS_ENV '$APP' --data-dir '$WORK/kisdata' --no-realtime --clock 2026-12-07T10:00"
DEADLINE_MS=15000 check "kis feed, --no-realtime: every row is polled (or stale)" eventually all_rows_marked kispoll '[○!]'
check "kis feed, --no-realtime: the status bar counts no live row and says real-time is off" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t kispoll | tail -1 | grep -q 'live 0 · .*real-time off: polling only'"
ws_session_count >"$WORK/sessions-after.txt"
check "kis feed, --no-realtime: no WebSocket session was opened" test "$(cat "$WORK/sessions-after.txt")" = "$sessions_before"
tm send-keys -t kispoll q
check "kis feed, --no-realtime: q quits cleanly" eventually shows kispoll "exit=0"
exec {FAKE_KIS[1]}>&-

# --- A slow feed: the first frame at once (issue 10, first-frame) -------------------------------------
# A feed slow to answer (the token held back 2 s) still gets its frame at once, the list's rows without
# prices, and the prices when they come.

coproc FAKE_KIS { exec python3 "$FAKE_KIS_SERVER"; }
read -r -t 10 KIS_PORT <&"${FAKE_KIS[0]}"
serve_shipped_master
mkdir -p "$WORK/slowfeed"
printf '{"feed": "kis", "kis_account": "paper", "kis_host": "http://127.0.0.1:%s", "kis_master_url": "%s"}\n' "$KIS_PORT" "$KIS_MASTER_URL" >"$WORK/slowfeed/config.json"
fake_kis '{"cmd": "fault", "route": "token", "app_key": "e2e-slowfeed", "delay": 2}' >/dev/null
start slowfeed 100 30 "KIS_APP_KEY=e2e-slowfeed KIS_APP_SECRET=e2e-slowfeed-secret '$APP' --data-dir '$WORK/slowfeed' --no-realtime --clock 2026-12-07T10:00"
DEADLINE_MS=1500 check "slow feed: the first frame comes at once, the list's rows without prices" \
    eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t slowfeed | grep -qE '^005930 ([●○!] )? *삼성전자 +— '"
DEADLINE_MS=1500 check "slow feed: every row is marked polled before its price comes" eventually all_rows_marked slowfeed ○
DEADLINE_MS=15000 check "slow feed: the prices follow when the server answers" \
    eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t slowfeed | grep -q '^005930 .*삼성전자 .*[0-9],[0-9]'"
tm send-keys -t slowfeed q
check "slow feed: q quits cleanly" eventually shows slowfeed "exit=0"
exec {FAKE_KIS[1]}>&-

finish
