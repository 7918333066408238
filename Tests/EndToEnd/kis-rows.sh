#!/usr/bin/env bash
# End-to-end tests of the kis feed's rows against the fake KIS server: every row priced while the socket
# is silent (an evening), --once over REST only with its exit status and error fields, KIS refusals that
# say what to fix, and the request pace on a paper account (1 a second) through a socket drop.
#
# Each check prints "ok - ..." or "not ok - ..."; the last line is "N passed, M failed".

source "$(dirname "$0")/lib/stockwatch.sh"

source "$ROOT/Tests/EndToEnd/lib/fake_kis.sh"
serve_shipped_master
# data_dir <dir> <codes as JSON>: a data folder with the fake server's hosts and one watchlist of those codes.
data_dir() {
    mkdir -p "$1"
    printf '{"feed": "kis", "kis_account": "paper", "kis_host": "http://127.0.0.1:%s", "kis_websocket_url": "ws://127.0.0.1:%s/tryitout", "kis_master_url": "%s"}\n' \
        "$KIS_PORT" "$KIS_PORT" "$KIS_MASTER_URL" >"$1/config.json"
    printf '{"version": 2, "watchlists": [{"id": "e2e", "name": "관심종목", "codes": %s}]}\n' "$2" >"$1/watchlists.json"
}
stock_rows() { screen "$1" | grep -E '^[0-9A-Z]{6} '; }
# every_known_row_priced <session>: the fake's three stocks show a price and the ○ mark, never ●.
every_known_row_priced() {
    local rows
    rows=$(stock_rows "$1")
    grep -qE '^005930 ○ .*272,250' <<<"$rows" && grep -qE '^035420 ○ .*215,500' <<<"$rows" &&
        grep -qE '^000660 ○ .*110,000' <<<"$rows" && ! grep -q '●' <<<"$rows"
}

# --- A silent socket (outside trading hours): the REST snapshot prices every row --------------------
fake_kis '{"cmd": "ws_quiet", "quiet": true}' >/dev/null
data_dir "$WORK/quiet" '["005930", "035420", "000660", "999990"]'
start quiet 140 20 "KIS_APP_KEY=quiet-app KIS_APP_SECRET=quiet-app-secret '$APP' --data-dir '$WORK/quiet' --clock 2026-12-07T10:00"
DEADLINE_MS=15000 check "silent socket: every known row is priced from REST (○), none marked ● live" eventually every_known_row_priced quiet
check "silent socket: a code KIS does not know is not live and says why" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t quiet | grep -qE '^999990 ! '"
check "silent socket: the status bar counts no live row" eventually shows quiet "live 0"
# master_downloads_are <n>: the fake server has answered n master-file downloads (the catalog refresh).
master_downloads_are() {
    fake_kis '{"cmd": "requests"}' >"$WORK/master-requests.json" &&
        python3 -c 'import json, sys; sys.exit(0 if sum(r["path"].startswith("/shipped/master/") for r in json.load(open(sys.argv[1]))["requests"]) == int(sys.argv[2]) else 1)' \
            "$WORK/master-requests.json" "$1"
}
check "the catalog download reaches the fake server, never KIS's real host: both master files" eventually master_downloads_are 2
fake_kis '{"cmd": "ws_trade", "code": "005930", "price": "273000"}' >/dev/null
check "silent socket: a trade on the socket moves the row and makes it ● live" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t quiet | grep -qE '^005930 ● .*273,000'"
tm send-keys -t quiet q
check "silent socket: q quits cleanly" eventually shows quiet "exit=0"
fake_kis '{"cmd": "ws_quiet", "quiet": false}' >/dev/null

# --- --once over REST only: every row priced or its error filled; exit 0 / 1 / 2 ------------------
data_dir "$WORK/once" '["005930", "035420", "000660"]'
started=$(date +%s%N)
KIS_APP_KEY=once-app KIS_APP_SECRET=once-app-secret "$APP" --data-dir "$WORK/once" --clock 2026-12-07T10:00 --once --format csv >"$WORK/once.csv" 2>"$WORK/once.err"
status=$?
elapsed_ms=$((($(date +%s%N) - started) / 1000000))
check "--once, all known: exit 0, every row priced" bash -c "[ $status -eq 0 ] && [ \$(grep -cE '^(005930|035420|000660),.*,[0-9]+,' '$WORK/once.csv') -eq 3 ]"
fake_kis '{"cmd": "requests", "app_key": "once-app"}' >"$WORK/once-requests.json"
check "--once asks for no real-time approval key" bash -c "grep -q inquire-price '$WORK/once-requests.json' && ! grep -q /oauth2/Approval '$WORK/once-requests.json'"
echo "# --once with 3 codes on a paper account took ${elapsed_ms} ms"
data_dir "$WORK/some" '["005930", "999990"]'
KIS_APP_KEY=some-app KIS_APP_SECRET=some-app-secret "$APP" --data-dir "$WORK/some" --clock 2026-12-07T10:00 --once --format csv >"$WORK/some.csv" 2>"$WORK/some.err"
status=$?
check "--once, one unknown code: exit 1, its csv error field says KIS knows no such stock" bash -c "[ $status -eq 1 ] && grep -qE '^999990,.*KIS knows no stock 999990' '$WORK/some.csv'"

# --- An HTTP failure is summarised, never its raw body --------------------------------------------
fake_kis '{"cmd": "fault", "route": "quote", "code": "035420", "app_key": "html-app", "status": 404, "body": "<html><body><h1>404 Not Found</h1></body></html>", "count": 20}' >/dev/null
data_dir "$WORK/html" '["005930", "035420"]'
KIS_APP_KEY=html-app KIS_APP_SECRET=html-app-secret "$APP" --data-dir "$WORK/html" --clock 2026-12-07T10:00 --once --format csv >"$WORK/html.csv" 2>"$WORK/html.err"
check "an HTML 404 is told as 'HTTP 404 Not Found', no HTML in the output" bash -c "grep -q '^035420,.*HTTP 404 Not Found' '$WORK/html.csv' && ! grep -q '<' '$WORK/html.csv' '$WORK/html.err'"

# --- A wrong key: said once, what to fix, never \"retrying\", and --once does not wait -------------
data_dir "$WORK/wrong" '["005930", "035420"]'
started=$(date +%s%N)
KIS_APP_KEY=wrong-app KIS_APP_SECRET=not-its-secret "$APP" --data-dir "$WORK/wrong" --clock 2026-12-07T10:00 --once --format json >"$WORK/wrong.json" 2>"$WORK/wrong.err"
status=$?
elapsed_ms=$((($(date +%s%N) - started) / 1000000))
check "--once, wrong key: exit 2 at once (under 5 s: ${elapsed_ms} ms)" bash -c "[ $status -eq 2 ] && [ $elapsed_ms -lt 5000 ]"
check "--once, wrong key: says to check KIS_APP_KEY (EGW00103), never 'retrying'" bash -c "grep -q 'EGW00103' '$WORK/wrong.err' && grep -q KIS_APP_KEY '$WORK/wrong.err' && ! grep -qi retrying '$WORK/wrong.err' '$WORK/wrong.json'"
check "--once, wrong key: every JSON row carries the error" python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if all("EGW00103" in q.get("error", "") for q in d["quotes"]) else 1)' "$WORK/wrong.json"
start wrong 140 20 "KIS_APP_KEY=wrong-app KIS_APP_SECRET=not-its-secret '$APP' --data-dir '$WORK/wrong' --clock 2026-12-07T10:00"
# message_row_says <session> <text>: the message row (the line above the status bar) holds the text.
message_row_says() { screen "$1" | tail -2 | head -1 | grep -q "$2"; }
check "full screen, wrong key: the reason and what to fix are on the message row" eventually message_row_says wrong EGW00103
sleep 3
count_token_requests() {
    fake_kis '{"cmd": "requests", "app_key": "wrong-app"}' >"$WORK/wrong-requests.json"
    python3 -c 'import json,sys; print(sum(1 for r in json.load(open(sys.argv[1]))["requests"] if r["path"] == "/oauth2/tokenP"))' "$WORK/wrong-requests.json"
}
first=$(count_token_requests)
sleep 3
check "full screen, wrong key: no more token requests after the refusal (${first} then $(count_token_requests))" test "$(count_token_requests)" = "$first"
check "full screen, wrong key: the screen never says retrying" lacks wrong "retry"
tm send-keys -t wrong q
check "full screen, wrong key: q quits cleanly" eventually shows wrong "exit=0"

# --- One budget per app key: a drop/reconnect cycle and a --once beside the full screen stay within 1/s --
# min_gap <app key> <file>: the shortest time between two REST calls of that key in the fake's log, in ms.
min_gap() {
    fake_kis "{\"cmd\": \"requests\", \"app_key\": \"$1\"}" >"$2"
    python3 -c '
import json, sys
times = sorted(r["at"] for r in json.load(open(sys.argv[1]))["requests"] if r["path"].startswith("/uapi/"))
print(int(min((b - a for a, b in zip(times, times[1:])), default=9) * 1000), len(times))' "$2"
}
fake_kis '{"cmd": "rate_limit", "app_key": "pace-app", "per_second": 1}' >/dev/null
data_dir "$WORK/pace" '["005930", "035420", "000660"]'
start pace 140 20 "KIS_APP_KEY=pace-app KIS_APP_SECRET=pace-app-secret '$APP' --data-dir '$WORK/pace' --clock 2026-12-07T10:00"
DEADLINE_MS=15000 check "paper pace: the rows go live" eventually bash -c "[ \$(tmux -S '$SOCKET' capture-pane -p -t pace | grep -cE '^[0-9]{6} ● ') -eq 3 ]"
fake_kis '{"cmd": "ws_fault", "kind": "close", "app_key": "pace-app"}' >/dev/null
check "paper pace: the socket dropped, rows fall back to REST" eventually bash -c "! tmux -S '$SOCKET' capture-pane -p -t pace | grep -qE '^[0-9]{6} ● '"
KIS_APP_KEY=pace-app KIS_APP_SECRET=pace-app-secret "$APP" --data-dir "$WORK/pace" --clock 2026-12-07T10:00 --once --format csv >"$WORK/pace.csv" 2>"$WORK/pace.err"
status=$?
cat "$WORK/pace.csv" "$WORK/pace.err" | sed 's/^/# pace --once: /'
check "paper pace: a --once beside the full screen shares the budget and gets every row (exit $status)" bash -c "[ $status -eq 0 ] && ! grep -q EGW00201 '$WORK/pace.csv' '$WORK/pace.err'"
DEADLINE_MS=15000 check "paper pace: the socket is back, the rows are live again" eventually bash -c "[ \$(tmux -S '$SOCKET' capture-pane -p -t pace | grep -cE '^[0-9]{6} ● ') -eq 3 ]"
read -r gap calls <<<"$(min_gap pace-app "$WORK/pace-requests.json")"
echo "# paper pace: $calls REST calls, the shortest gap between two ${gap} ms"
check "paper pace: no two REST calls of the key within a second (shortest gap ${gap} ms over $calls calls)" test "${gap:-0}" -ge 1000
check "paper pace: no request-limit error reached the screen" lacks pace "EGW00201"
tm send-keys -t pace q
check "paper pace: q quits cleanly" eventually shows pace "exit=0"

# --- The token: a full screen and a --once started together ask once, and the cache keeps the token --
data_dir "$WORK/together" '["005930", "035420"]'
start together 140 20 "KIS_APP_KEY=together-app KIS_APP_SECRET=together-app-secret '$APP' --data-dir '$WORK/together' --clock 2026-12-07T10:00"
KIS_APP_KEY=together-app KIS_APP_SECRET=together-app-secret "$APP" --data-dir "$WORK/together" --clock 2026-12-07T10:00 --once --format csv >"$WORK/together.csv" 2>"$WORK/together.err"
status=$?
cat "$WORK/together.csv" "$WORK/together.err" | sed 's/^/# together --once: /'
check "together: the --once started beside the full screen gets every row (exit $status)" test "$status" -eq 0
fake_kis '{"cmd": "requests", "app_key": "together-app"}' >"$WORK/together-requests.json"
check "together: one token was asked for" test "$(grep -o '/oauth2/tokenP' "$WORK/together-requests.json" | wc -l)" -eq 1
check "together: kis-token.json holds the token" grep -q '"value"' "$WORK/together/kis-token.json"
tm send-keys -t together q
check "together: q quits cleanly" eventually shows together "exit=0"

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
