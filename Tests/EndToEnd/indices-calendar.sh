#!/usr/bin/env bash
# End-to-end tests of the indices in the header and the KIS calendar (issue 10): the simulator's and the
# fake server's KOSPI, KOSDAQ and KOSPI200, and chk-holiday confirmed, cached and refused.
#
# The real binary in tmux, driven from a temporary data folder of this script's own; each check prints
# "ok - ..." or "not ok - ..."; the last line is "N passed, M failed" (non-zero status on a failure).

source "$(dirname "$0")/lib/stockwatch.sh"

KIS_ENV="KIS_APP_KEY=e2e-app KIS_APP_SECRET=e2e-app-secret"

# --- Indices in the header and the KIS calendar (issue 10) ------------------------------------------

mkdir -p "$WORK/indices"
start idx120 120 20 "'$APP' --data-dir '$WORK/indices'"
check "indices, simulator at 120 columns: KOSPI, KOSDAQ and KOSPI200 in the header" \
    eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t idx120 | head -1 | grep -Eq 'KOSPI [0-9,]+\.[0-9]{2} .*KOSDAQ [0-9,]+\.[0-9]{2} .*KOSPI200 [0-9,]+\.[0-9]{2} .*KRX .*KST'"
tm resize-window -t idx120 -x 80 -y 20
check "indices, simulator at 80 columns: the indices go first, the session and clock stay" \
    eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t idx120 | head -1 | grep -v KOSPI | grep -q 'KRX .* KST'"
tm send-keys -t idx120 q
check "indices, simulator: q quits cleanly" eventually shows idx120 "exit=0"

# A fake KIS server of this section's own (the one above has been closed), driven through a FIFO.
mkfifo "$WORK/holiday-kis.in"
python3 "$FAKE_KIS_SERVER" <"$WORK/holiday-kis.in" >"$WORK/holiday-kis.out" &
exec {HOLIDAY_KIS}>"$WORK/holiday-kis.in"
eventually test -s "$WORK/holiday-kis.out"
HOLIDAY_PORT=$(head -1 "$WORK/holiday-kis.out")
# KIS closes the first weekday from today (Korea's date). On a weekday that is today, and the header
# says "holiday"; on a Korean weekend it says "weekend" whatever KIS says of today, so KIS's closure
# shows as the next opening moving past that Monday, which the bundled file has open.
WEEKDAY_KST=$(TZ=Asia/Seoul date +%u)
if [ "$WEEKDAY_KST" -le 5 ]; then
    CLOSED_KST=$(TZ=Asia/Seoul date +%Y%m%d)
    HOLIDAY_HEADER="KRX · NXT closed · holiday — NXT opens"
    HOLIDAY_NOT_OPENING=""
else
    CLOSED_KST=$(TZ=Asia/Seoul date -d "+$((8 - WEEKDAY_KST)) days" +%Y%m%d)
    HOLIDAY_HEADER="KRX · NXT closed · weekend — NXT opens"
    HOLIDAY_NOT_OPENING="NXT opens $(TZ=Asia/Seoul LC_ALL=C date -d "+$((8 - WEEKDAY_KST)) days" '+%a %m-%d')"
fi
printf '{"cmd": "holidays", "closed": ["%s"]}\n' "$CLOSED_KST" >&"$HOLIDAY_KIS"
# Whether <session>'s header shows KIS's closure (see above).
holiday_in_header() {
    local header
    header=$(screen "$1" | head -1)
    [[ "$header" == *"$HOLIDAY_HEADER"* ]] && { [ -z "$HOLIDAY_NOT_OPENING" ] || [[ "$header" != *"$HOLIDAY_NOT_OPENING"* ]]; }
}
mkdir -p "$WORK/kisreal"
printf '{"cmd": "master_files", "folder": "/shipped/master", "variant": "shipped"}\n' >&"$HOLIDAY_KIS"
printf '{"feed": "kis", "kis_account": "real", "kis_host": "http://127.0.0.1:%s", "kis_websocket_url": "ws://127.0.0.1:%s/tryitout", "kis_master_url": "http://127.0.0.1:%s/shipped/master/"}\n' \
    "$HOLIDAY_PORT" "$HOLIDAY_PORT" "$HOLIDAY_PORT" >"$WORK/kisreal/config.json"
holiday_requests() {
    printf '{"cmd": "requests"}\n' >&"$HOLIDAY_KIS"
    sleep 0.2
    tail -1 "$WORK/holiday-kis.out" | python3 -c 'import json, sys; print(sum(r["path"].endswith("chk-holiday") for r in json.load(sys.stdin)["requests"]))'
}
start idxkis 200 20 "$KIS_ENV '$APP' --data-dir '$WORK/kisreal'"
DEADLINE_MS=15000 check "indices, kis feed at 200 columns: the fake server's KOSPI, KOSDAQ and KOSPI200 in the header" \
    eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t idxkis | head -1 | grep -q 'KOSPI 2,612.35 ▲ +12.40 +0.48%.*KOSDAQ 871.02 ▼  -3.18 -0.36%.*KOSPI200 352.77 ▲  +1.95 +0.56%'"
check "indices, kis feed: a rise is red, a fall blue" bash -c "tmux -S '$SOCKET' capture-pane -p -e -t idxkis | head -1 | grep -q \$'\e\\[31mKOSPI 2' && tmux -S '$SOCKET' capture-pane -p -e -t idxkis | head -1 | grep -q \$'\e\\[34mKOSDAQ'"
DEADLINE_MS=10000 check "chk-holiday, real account: KIS's closure of the first weekday overrides the bundled file in the header" \
    eventually holiday_in_header idxkis
check "chk-holiday: the answer is cached under the cache folder" test -s "$WORK/kisreal/kis-holidays.json"
tm send-keys -t idxkis q
check "chk-holiday: q quits cleanly" eventually shows idxkis "exit=0"
asked=$(holiday_requests)
start idxkis2 200 20 "$KIS_ENV '$APP' --data-dir '$WORK/kisreal'"
check "chk-holiday: a second start the same day uses the cache, holiday shown" eventually holiday_in_header idxkis2
eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t idxkis2 | head -1 | grep -q 'KOSPI200 352.77'"
asked_again=$(holiday_requests)
check "chk-holiday: KIS was asked once by the first start, and nothing by a second start the same day" \
    test "$asked" = 1 -a "$asked_again" = 1
tm send-keys -t idxkis2 q
eventually shows idxkis2 "exit=0"
rm "$WORK/kisreal/kis-holidays.json"
printf '{"cmd": "fault", "route": "holiday", "json": {"rt_cd": "1", "msg_cd": "OPCA0001", "msg1": "조회할 자료가 없습니다."}}\n' >&"$HOLIDAY_KIS"
start idxkis3 200 20 "$KIS_ENV '$APP' --data-dir '$WORK/kisreal'"
DEADLINE_MS=10000 check "chk-holiday refused: the status line says why and the bundled calendar stays" \
    eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t idxkis3 | grep -q 'KRX calendar not confirmed' && ! tmux -S '$SOCKET' capture-pane -p -t idxkis3 | head -1 | grep -q 'holiday'"
tm send-keys -t idxkis3 q
check "chk-holiday refused: q quits cleanly" eventually shows idxkis3 "exit=0"
exec {HOLIDAY_KIS}>&-

finish
