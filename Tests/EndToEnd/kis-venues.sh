#!/usr/bin/env bash
# End-to-end tests of the kis feed's venues against the fake KIS server, at a forced Friday 19:30 (KRX shut,
# Nextrade's after-market running): a real account's row of a stock Nextrade trades shows the unified price
# marked 통합 (market code UN, real-time H0UNCNT0) beside a KRX-only row; a paper account is told once, plainly,
# that it gets KRX prices only, its Nextrade rows say "KRX close" and never look live, and it never asks for
# NX or UN; at a forced 16:30 a real account's KRX-only row takes KRX's single-price trades (H0STOUP0, marked
# 시간외); at 19:30 a KRX-only row shows the single-price session's last match read over REST (marked 시간외, not the
# 15:30 close), on real and paper accounts, asked once a row, and `--once` prints it too. The real binary in
# tmux, fresh data folders, polled, never fixed sleeps.
#
# Each check prints "ok - ..." or "not ok - ..."; the last line is "N passed, M failed".

source "$(dirname "$0")/lib/stockwatch.sh"

coproc FAKE_KIS { exec python3 "$ROOT/Tests/NetworkingTests/Fixtures/fake_kis_server.py"; }
read -r -t 10 KIS_PORT <&"${FAKE_KIS[0]}"
# fake_kis <json command>: sends one command to the fake server and prints its one-line answer.
fake_kis() {
    local answer
    printf '%s\n' "$1" >&"${FAKE_KIS[1]}" && read -r -t 5 answer <&"${FAKE_KIS[0]}" && printf '%s\n' "$answer"
}
# data_dir <dir> <account>: a data folder with the fake server's hosts, that account type, and one watchlist of
# 삼성전자 (Nextrade trades it) and 카카오 (KRX only).
data_dir() {
    mkdir -p "$1"
    printf '{"feed": "kis", "kis_account": "%s", "kis_host": "http://127.0.0.1:%s", "kis_websocket_url": "ws://127.0.0.1:%s/tryitout", "kis_master_url": "http://127.0.0.1:%s/common/master"}\n' \
        "$2" "$KIS_PORT" "$KIS_PORT" "$KIS_PORT" >"$1/config.json"
    printf '{"version": 2, "watchlists": [{"id": "e2e", "name": "관심종목", "codes": ["005930", "035720"]}]}\n' >"$1/watchlists.json"
}
row() { screen "$1" | grep -E "^$2 "; }
# overtime_asks <file> <code>: how many inquire-time-overtimeconclusion requests for <code> the fake's answer in <file> lists.
overtime_asks() { python3 -c 'import json, sys
print(sum(r["path"].endswith("inquire-time-overtimeconclusion") and ["FID_INPUT_ISCD", sys.argv[2]] in r["query"] for r in json.load(open(sys.argv[1]))["requests"]))' "$1" "$2"; }
fake_kis '{"cmd": "master_files", "folder": "/common/master", "variant": "listed"}' >/dev/null
# In the evening KRX's socket stays silent (KRX trades nothing at 19:30): no record after a registration.
fake_kis '{"cmd": "ws_quiet", "quiet": true}' >/dev/null

# --- A real account at 19:30: the unified price, marked 통합 --------------------------------------
data_dir "$WORK/real" real
start real 140 20 "KIS_APP_KEY=real-app KIS_APP_SECRET=real-app-secret '$APP' --data-dir '$WORK/real' --clock 2026-12-04T19:30"
DEADLINE_MS=15000 check "real, 19:30: the header names both markets" eventually line_has real 1 "KRX closed · NXT after-market"
DEADLINE_MS=15000 check "real, 19:30: 삼성전자 shows the unified price (273,500) marked 통합" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t real | grep -E '^005930 ' | grep -q '통합 *273,500'"
check "real, 19:30: 카카오 (KRX only) shows the 시간외 단일가 session's last match (52,800), not the 15:30 close" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t real | grep -E '^035720 ' | grep -q '시간외 *52,800' && ! tmux -S '$SOCKET' capture-pane -p -t real | grep -E '^035720 ' | grep -qE '통합|NXT|KRX close|52,300'"
fake_kis '{"cmd": "ws_sessions"}' >"$WORK/real-sessions.json"
fake_kis '{"cmd": "requests", "app_key": "real-app"}' >"$WORK/real-app-requests.json"
check "real, 19:30: only the KRX row asked for its single-price match, once" bash -c "[ '$(overtime_asks "$WORK/real-app-requests.json" 035720)' = 1 ] && [ '$(overtime_asks "$WORK/real-app-requests.json" 005930)' = 0 ]"
check "real: 삼성전자 is registered on the unified stream (H0UNCNT0), 카카오 on KRX's (H0STCNT0)" bash -c "grep -q '\"tr_key\": \"005930\", \"tr_id\": \"H0UNCNT0\"' '$WORK/real-sessions.json' && grep -q '\"tr_key\": \"035720\", \"tr_id\": \"H0STCNT0\"' '$WORK/real-sessions.json'"
fake_kis '{"cmd": "ws_trade", "code": "005930", "price": "274000"}' >/dev/null
check "real: a unified trade moves the row, live (●) and still marked 통합" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t real | grep -E '^005930 ● ' | grep -q '통합 *274,000'"
tm send-keys -t real Enter
# unified_book_shown: the detail view of 삼성전자 registered the unified book and shows its record's best ask.
unified_book_shown() { screen real | grep -q 'Order book · live' && screen real | grep -q '272,750'; }
DEADLINE_MS=10000 check "real: the detail view shows the live order book's records" eventually unified_book_shown
fake_kis '{"cmd": "ws_sessions"}' >"$WORK/real-book-sessions.json"
check "real: that book is the unified one (H0UNASP0: 65-field records)" grep -q '"tr_key": "005930", "tr_id": "H0UNASP0"' "$WORK/real-book-sessions.json"
tm send-keys -t real Escape
check "real: Esc goes back to the watchlist" eventually shows real "KIS real"
tm send-keys -t real q
check "real: q quits cleanly" eventually shows real "exit=0"

KIS_APP_KEY=once-real KIS_APP_SECRET=once-real-secret "$APP" --data-dir "$WORK/real" --once --format csv --clock 2026-12-04T14:00 >"$WORK/real.csv" 2>"$WORK/real.err"
check "real, --once at 14:00: 삼성전자's venue is unified at 273,500, 카카오's KRX" bash -c "grep -qE '^005930,.*273500.*unified' '$WORK/real.csv' && grep -qE '^035720,.*52300.*krx' '$WORK/real.csv'"
KIS_APP_KEY=once-evening KIS_APP_SECRET=once-evening-secret "$APP" --data-dir "$WORK/real" --once --clock 2026-12-04T19:30 >"$WORK/evening.txt" 2>"$WORK/evening.err"
check "real, --once at 19:30: 카카오 prints the 시간외 단일가 session's last match (52,800), marked 시간외, not the close" bash -c "grep -E '^035720 ' '$WORK/evening.txt' | grep -qE '52,800.*시간외' && ! grep -q '52,300' '$WORK/evening.txt'"
fake_kis '{"cmd": "requests", "app_key": "once-evening"}' >"$WORK/evening-requests.json"
check "real, --once at 19:30: 카카오's single-price match asked once, 삼성전자's never (Nextrade prices it)" bash -c "[ '$(overtime_asks "$WORK/evening-requests.json" 035720)' = 1 ] && [ '$(overtime_asks "$WORK/evening-requests.json" 005930)' = 0 ]"
fake_kis '{"cmd": "requests", "app_key": "once-real", "code": "005930"}' >"$WORK/real-requests.json"
check "real, --once: inquire-price was asked with market code UN" grep -q '"FID_COND_MRKT_DIV_CODE", "UN"' "$WORK/real-requests.json"

# --- A paper account at 19:30: KRX only, said once, rows "KRX close" and never live ------------------
fake_kis '{"cmd": "paper_key", "app_key": "paper-app"}' >/dev/null
data_dir "$WORK/paper" paper
start paper 140 20 "KIS_APP_KEY=paper-app KIS_APP_SECRET=paper-app-secret '$APP' --data-dir '$WORK/paper' --clock 2026-12-04T19:30"
DEADLINE_MS=15000 check "paper: the status line says plainly that a paper account gets KRX prices only" eventually shows paper "KIS paper account: KRX prices only"
DEADLINE_MS=15000 check "paper, 19:30: 삼성전자 shows KRX's price marked 'KRX close'" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t paper | grep -E '^005930 ' | grep -q 'KRX close *272,250'"
fake_kis '{"cmd": "ws_trade", "code": "005930"}' >/dev/null
check "paper, 19:30: 삼성전자 is never marked live, even after a KRX trade record" bash -c "! tmux -S '$SOCKET' capture-pane -p -t paper | grep -qE '^005930 ●'"
check "paper, 19:30: 카카오 (KRX only) shows the 시간외 단일가 session's last match (52,800), marked 시간외" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t paper | grep -E '^035720 ' | grep -q '시간외 *52,800' && ! tmux -S '$SOCKET' capture-pane -p -t paper | grep -E '^035720 ' | grep -qE 'KRX close|통합|NXT'"
check "paper: the status bar counts the KRX close row" eventually shows paper "KRX close 1"
fake_kis '{"cmd": "requests", "app_key": "paper-app"}' >"$WORK/paper-requests.json"
fake_kis '{"cmd": "ws_sessions"}' >"$WORK/sessions.json"
# paper_registrations: the tr_id of every registration the paper key's sessions sent, one a line.
paper_registrations() {
    python3 -c 'import json, sys
for session in json.load(open(sys.argv[1]))["sessions"]:
    if session["app_key"] == "paper-app":
        print("\n".join(control["tr_id"] for control in session["controls"]))' "$WORK/sessions.json"
}
check "paper: each row's single-price match was asked for once (005930 too: a paper account sees KRX only)" bash -c "[ '$(overtime_asks "$WORK/paper-requests.json" 035720)' = 1 ] && [ '$(overtime_asks "$WORK/paper-requests.json" 005930)' = 1 ]"
check "paper: no request asked for NX or UN" bash -c "grep -q tokenP '$WORK/paper-requests.json' && ! grep -qE '\"(NX|UN)\"' '$WORK/paper-requests.json'"
check "paper: every registration is KRX's (H0STCNT0)" bash -c "[ -n \"\$1\" ] && ! grep -qvx H0STCNT0 <<<\"\$1\"" _ "$(paper_registrations)"
tm send-keys -t paper Escape
check "paper: Esc clears the notice; the rows keep their KRX close mark" eventually bash -c "! tmux -S '$SOCKET' capture-pane -p -t paper | grep -q 'KRX prices only' && tmux -S '$SOCKET' capture-pane -p -t paper | grep -E '^005930 ' | grep -q 'KRX close'"
tm send-keys -t paper q
check "paper: q quits cleanly" eventually shows paper "exit=0"
KIS_APP_KEY=paper-app KIS_APP_SECRET=paper-app-secret "$APP" --data-dir "$WORK/paper" --once --clock 2026-12-04T16:25 >"$WORK/paper-once.txt" 2>&1
check "paper, --once at 16:25: 삼성전자's Venue says KRX close (not a bare KRX beside the time of the read)" bash -c "grep -E '^005930 ' '$WORK/paper-once.txt' | grep -q 'KRX close'"

# --- The fake refuses NX/UN to a paper key, as KIS serves them to real accounts only ----------------
fake_kis '{"cmd": "paper_key", "app_key": "paper-probe"}' >/dev/null
TOKEN=$(curl -s -X POST "http://127.0.0.1:$KIS_PORT/oauth2/tokenP" -d '{"grant_type": "client_credentials", "appkey": "paper-probe", "appsecret": "paper-probe-secret"}' |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["access_token"])')
# ask <market code>: the fake's inquire-price answer for 005930 on that market, asked with the paper key.
ask() {
    curl -s "http://127.0.0.1:$KIS_PORT/uapi/domestic-stock/v1/quotations/inquire-price?FID_COND_MRKT_DIV_CODE=$1&FID_INPUT_ISCD=005930" \
        -H "authorization: Bearer $TOKEN" -H "appkey: paper-probe" -H "appsecret: paper-probe-secret" -H "tr_id: FHKST01010100"
}
check "fake server: a paper key asking for UN or NX is refused, for J answered" bash -c "[[ '$(ask UN)' == *'\"rt_cd\": \"1\"'* && '$(ask NX)' == *'\"rt_cd\": \"1\"'* && '$(ask J)' == *'\"stck_prpr\": \"272250\"'* ]]"

# --- Nextrade's list learned from KIS (search-stock-info), cached for the day ------------------------
data_dir "$WORK/learned" real
fake_kis '{"cmd": "nxt_listed", "code": "005930", "listed": false}' >/dev/null
LEARN="KIS_APP_KEY=learn-app KIS_APP_SECRET=learn-app-secret '$APP' --data-dir '$WORK/learned' --clock 2026-12-04T19:30"
start learned 140 20 "$LEARN"
DEADLINE_MS=15000 check "learned: KIS saying Nextrade no longer trades 삼성전자 is said on the status line" eventually shows learned "Nextrade no longer trades 005930"
check "learned: the day's answers are cached" eventually bash -c "grep -q '\"005930\":{\"day\":\"2026-12-04\",\"eligible\":false}' '$WORK/learned/kis-nxt-eligibility.json' 2>/dev/null || python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if d[\"005930\"] == {\"day\": \"2026-12-04\", \"eligible\": False} and d[\"035720\"][\"eligible\"] is False else 1)' '$WORK/learned/kis-nxt-eligibility.json'"
tm send-keys -t learned q
check "learned: q quits cleanly" eventually shows learned "exit=0"
# stock_info_requests <file>: how many search-stock-info requests the learn-app key made (the fake's answer in <file>;
# the coprocess cannot be read from a command substitution's subshell).
stock_info_requests() { python3 -c 'import json, sys; print(sum(r["path"].endswith("search-stock-info") for r in json.load(open(sys.argv[1]))["requests"]))' "$1"; }
fake_kis '{"cmd": "requests", "app_key": "learn-app"}' >"$WORK/learned-requests.json"
ASKED=$(stock_info_requests "$WORK/learned-requests.json")
start relearned 140 20 "$LEARN"
check "relearned: the watchlist is on screen again" eventually shows relearned "035720"
sleep 2
fake_kis '{"cmd": "requests", "app_key": "learn-app"}' >"$WORK/relearned-requests.json"
check "relearned: a second start the same day asks KIS nothing (2 requests, both from the first)" bash -c "[ '$ASKED' = 2 ] && [ '$(stock_info_requests "$WORK/relearned-requests.json")' = 2 ]"
tm send-keys -t relearned q
check "relearned: q quits cleanly" eventually shows relearned "exit=0"
fake_kis '{"cmd": "nxt_listed", "code": "005930", "listed": true}' >/dev/null

# --- A real account at 16:30: KRX's single-price session (시간외 단일가) for a KRX-only row ------------
fake_kis '{"cmd": "ws_quiet", "quiet": false}' >/dev/null
data_dir "$WORK/single" real
start single 140 20 "KIS_APP_KEY=single-app KIS_APP_SECRET=single-app-secret '$APP' --data-dir '$WORK/single' --clock 2026-12-04T16:30"
DEADLINE_MS=15000 check "real, 16:30: 카카오 (KRX only) shows KRX's single-price trade marked 시간외" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t single | grep -E '^035720 ' | grep -q '시간외 *52,800'"
fake_kis '{"cmd": "ws_sessions"}' >"$WORK/single-sessions.json"
check "real, 16:30: 카카오 is registered on H0STOUP0, 삼성전자 stays on the unified stream" bash -c "grep -q '\"tr_key\": \"035720\", \"tr_id\": \"H0STOUP0\"' '$WORK/single-sessions.json' && grep -q '\"tr_key\": \"005930\", \"tr_id\": \"H0UNCNT0\"' '$WORK/single-sessions.json'"
tm send-keys -t single q
check "single: q quits cleanly" eventually shows single "exit=0"

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
