#!/usr/bin/env bash
# End-to-end tests of the run's messages and the KIS feed's recovery against the fake KIS server: the
# messages view (m) with settings problems and a failed catalog download, the message row that clears
# itself, R after a refusal only the user can end, the detail view's price source, and the start
# snapshot's requests on a real account (intstock-multprice, 30 codes a request) and on paper (one a
# second), with the time for 40 rows to be priced taken from the fake's request log.
#
# Each check prints "ok - ..." or "not ok - ..."; figures are "# " lines; the last line is "N passed, M failed".

source "$(dirname "$0")/lib/stockwatch.sh"

coproc FAKE_KIS { exec python3 "$ROOT/Tests/NetworkingTests/Fixtures/fake_kis_server.py"; }
read -r -t 10 KIS_PORT <&"${FAKE_KIS[0]}"
fake_kis() {
    local answer
    printf '%s\n' "$1" >&"${FAKE_KIS[1]}" && read -r -t 5 answer <&"${FAKE_KIS[0]}" && printf '%s\n' "$answer"
}
# data_dir <dir> <codes as JSON> [account] [extra config]: a data folder with the fake server's hosts and one watchlist.
data_dir() {
    mkdir -p "$1"
    printf '{"feed": "kis", "kis_account": "%s", "kis_host": "http://127.0.0.1:%s", "kis_websocket_url": "ws://127.0.0.1:%s/tryitout", "kis_master_url": "http://127.0.0.1:%s/common/master"%s}\n' \
        "${3:-paper}" "$KIS_PORT" "$KIS_PORT" "$KIS_PORT" "${4:-}" >"$1/config.json"
    printf '{"version": 2, "watchlists": [{"id": "e2e", "name": "관심종목", "codes": %s}]}\n' "$2" >"$1/watchlists.json"
}

# --- Settings problems and a failed catalog download are messages (m), the row clears itself --------
data_dir "$WORK/msgs" '["005930", "035420"]' paper ', "refresh": "fast", "colour": "red"'
start msgs 170 24 "KIS_APP_KEY=msgs-app KIS_APP_SECRET=msgs-app-secret '$APP' --data-dir '$WORK/msgs'"
DEADLINE_MS=15000 check "a failed catalog download is said on the message row" eventually shows msgs "catalog refresh failed, previous catalog kept"
DEADLINE_MS=30000 check "settings problems: the start-up line says m lists them once the failure's time on the row is over" eventually shows msgs "problems with the settings: m lists them"
tm send-keys -t msgs Escape; sleep 0.5  # a lone Esc, not Alt-m with the next key
check "the bar counts the messages" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t msgs | grep -qE 'm: [3-9] messages'"
tm send-keys -t msgs m
check "m opens the messages view" eventually shows msgs "Messages ("
check "the messages view lists the settings problems with their time and kind" bash -c "tmux -S '$SOCKET' capture-pane -p -t msgs | grep -E '[0-9]{2}:[0-9]{2}:[0-9]{2} +settings' | grep -q refresh"
check "the messages view lists the catalog failure as a problem" bash -c "tmux -S '$SOCKET' capture-pane -p -t msgs | grep -E 'problem' | grep -q 'catalog refresh failed'"
tm send-keys -t msgs Escape
check "Esc closes the messages view" eventually lacks msgs "Messages ("
DEADLINE_MS=20000 check "the catalog failure leaves the message row after a while" eventually lacks msgs "previous catalog kept"
check "the bar still says the catalog refresh failed" shows msgs "catalog refresh failed"
tm send-keys -t msgs '?'
check "help lists m and R" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t msgs | grep -q 'messages of this run, with their times / retry a stopped feed, config.json read again'"
tm send-keys -t msgs q q
check "q quits cleanly" eventually shows msgs "exit=0"

# --- R after a refusal only the user can end (an IP address KIS does not allow, fixed on KIS's site) ---
fake_kis '{"cmd": "fault", "route": "quote", "app_key": "ip-app", "json": {"rt_cd": "1", "msg_cd": "EGW00003", "msg1": "접근이 거부되었습니다."}, "status": 403, "count": 1}' >/dev/null
data_dir "$WORK/ip" '["005930", "035420", "000660"]'
start ip 120 20 "KIS_APP_KEY=ip-app KIS_APP_SECRET=ip-app-secret '$APP' --data-dir '$WORK/ip' --no-realtime"
DEADLINE_MS=10000 check "a refusal stops the feed and offers R" eventually shows ip "feed stopped · R retries"
# The requests waiting for their turn (one a second on paper) are cancelled by the stop: nothing is priced.
sleep 4
check "no row is priced while stopped" bash -c "! tmux -S '$SOCKET' capture-pane -p -t ip | grep -qE '^[0-9]{6} .*(272,250|215,500|110,000)'"
tm send-keys -t ip R
DEADLINE_MS=10000 check "R asks again: every row is priced" eventually bash -c "[ \$(tmux -S '$SOCKET' capture-pane -p -t ip | grep -cE '^[0-9]{6} .*(272,250|215,500|110,000)') -eq 3 ]"
check "R: the stopped word is gone" lacks ip "feed stopped"
tm send-keys -t ip Enter
check "the detail view says the price is a REST snapshot and when" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t ip | grep -qE 'REST snapshot at [0-9]{2}:[0-9]{2}:[0-9]{2}'"
tm send-keys -t ip Escape
check "Esc leaves the detail view" eventually lacks ip "REST snapshot at"
tm send-keys -t ip q
check "q quits cleanly after R" eventually shows ip "exit=0"

# --- R reads config.json again: a secret fixed there is used without a restart ---------------------------
data_dir "$WORK/fixkey" '["005930", "035420", "000660"]' paper ', "kis_app_key": "fix-app", "kis_app_secret": "mistyped"'
chmod 600 "$WORK/fixkey/config.json"
start fixkey 120 20 "env -u KIS_APP_KEY -u KIS_APP_SECRET '$APP' --data-dir '$WORK/fixkey' --no-realtime"
DEADLINE_MS=10000 check "a mistyped secret in config.json stops the feed" eventually shows fixkey "feed stopped · R retries"
sed -i 's/"kis_app_secret": "mistyped"/"kis_app_secret": "fix-app-secret"/' "$WORK/fixkey/config.json"
tm send-keys -t fixkey R
DEADLINE_MS=10000 check "R after fixing the secret in config.json: every row is priced, no restart" \
    eventually bash -c "[ \$(tmux -S '$SOCKET' capture-pane -p -t fixkey | grep -cE '^[0-9]{6} .*(272,250|215,500|110,000)') -eq 3 ]"
tm send-keys -t fixkey q
check "q quits cleanly after the fixed key" eventually shows fixkey "exit=0"

# --- The start snapshot: 40 rows, real account in batches of 30, paper one a second ------------------
fake_kis '{"cmd": "any_code", "priced": true}' >/dev/null
CODES=$(python3 -c 'import json; print(json.dumps(["%06d" % (100000 + 37 * n) for n in range(40)]))')
# priced_after <app key>: "<seconds from the first REST call to the last quote answer> <batch calls> <single calls>".
priced_after() {
    fake_kis "{\"cmd\": \"requests\", \"app_key\": \"$1\"}" >"$WORK/$1.json"
    python3 -c '
import json, sys
calls = [r for r in json.load(open(sys.argv[1]))["requests"] if r["path"].startswith("/uapi/")]
quotes = [r for r in calls if r["path"].endswith(("/inquire-price", "/intstock-multprice"))]
batch = sum(1 for r in quotes if r["path"].endswith("/intstock-multprice"))
print("%.2f %d %d" % (quotes[-1]["at"] - calls[0]["at"], batch, len(quotes) - batch))' "$WORK/$1.json"
}
data_dir "$WORK/real" "$CODES" real
KIS_APP_KEY=real-app KIS_APP_SECRET=real-app-secret "$APP" --data-dir "$WORK/real" --once --format csv >"$WORK/real.csv" 2>"$WORK/real.err"
status=$?
read -r seconds batches singles <<<"$(priced_after real-app)"
echo "# start snapshot, real account: 40 rows priced ${seconds} s after the first request ($batches intstock-multprice, $singles inquire-price)"
check "real account: 40 rows priced by 2 intstock-multprice requests, no single quote (exit $status)" bash -c "[ $status -eq 0 ] && [ $batches -eq 2 ] && [ $singles -eq 0 ] && [ \$(grep -cE '^[0-9]{6},' '$WORK/real.csv') -eq 40 ]"
check "real account: priced within 1.5 s" python3 -c "import sys; sys.exit(0 if $seconds <= 1.5 else 1)"
fake_kis '{"cmd": "rate_limit", "app_key": "paper-app", "per_second": 1}' >/dev/null
data_dir "$WORK/paper" "$CODES"
KIS_APP_KEY=paper-app KIS_APP_SECRET=paper-app-secret "$APP" --data-dir "$WORK/paper" --once --format csv >"$WORK/paper.csv" 2>"$WORK/paper.err"
status=$?
read -r seconds batches singles <<<"$(priced_after paper-app)"
echo "# start snapshot, paper account: 40 rows priced ${seconds} s after the first request ($batches intstock-multprice, $singles inquire-price)"
check "paper: one code a request, none refused for the pace (exit $status)" bash -c "[ $status -eq 0 ] && [ $batches -eq 0 ] && [ $singles -eq 40 ] && ! grep -q EGW00201 '$WORK/paper.csv' '$WORK/paper.err'"

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
