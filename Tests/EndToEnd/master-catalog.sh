#!/usr/bin/env bash
# End-to-end tests of the KIS master catalog refresh in the running app (issue 10): downloaded, cached,
# refreshed the next day, and a damaged download refused.
#
# The real binary in tmux, driven from a temporary data folder of this script's own; each check prints
# "ok - ..." or "not ok - ..."; the last line is "N passed, M failed" (non-zero status on a failure).

source "$(dirname "$0")/lib/stockwatch.sh"

# --- KIS master catalog refresh in the running app (issue 10) ---------------------------------------
# The fake server serves small master files in KIS's layout; the data folder is also the cache folder.
coproc FAKE_MASTER { exec python3 "$FAKE_KIS_SERVER"; }
read -r -t 10 MASTER_PORT <&"${FAKE_MASTER[0]}"
# fake_master <json command>: one command to this fake server, its one-line answer printed.
fake_master() {
    local answer
    printf '%s\n' "$1" >&"${FAKE_MASTER[1]}" && read -r -t 5 answer <&"${FAKE_MASTER[0]}" && printf '%s\n' "$answer"
}
# serve_master <variant>: the master files the next download gets (listed, newer, damaged).
serve_master() { fake_master "{\"cmd\": \"master_files\", \"folder\": \"/master\", \"variant\": \"$1\"}" >/dev/null; }
# downloads_are <n>: the fake server has answered n master-zip downloads so far. (The coprocess's
# pipes exist only in this shell, not in a command substitution: its answer goes through a file.)
downloads_are() {
    fake_master '{"cmd": "requests"}' >"$WORK/master-requests.json" &&
        python3 -c 'import json, sys; sys.exit(0 if sum(r["path"].startswith("/master/") for r in json.load(open(sys.argv[1]))["requests"]) == int(sys.argv[2]) else 1)' \
            "$WORK/master-requests.json" "$1"
}
# cache_from_yesterday: the cached master files as if downloaded yesterday, so a refresh is due.
cache_from_yesterday() { touch -d '1 day ago' "$WORK/master/kospi_code.mst.zip" "$WORK/master/kosdaq_code.mst.zip"; }
# row_named <session> <code> <name>: the stock's row carries that name (after its code and mark).
row_named() { screen "$1" | grep -qE "^$2 [●○!]? ?$3( |$)"; }
mkdir -p "$WORK/master"
printf '{"feed": "kis", "kis_account": "paper", "kis_host": "http://127.0.0.1:%s", "kis_master_url": "http://127.0.0.1:%s/master/", "realtime": false}\n' \
    "$MASTER_PORT" "$MASTER_PORT" >"$WORK/master/config.json"
# 카카오 (035720) was added with its name stored; the master files do not list it.
cat >"$WORK/master/watchlists.json" <<'JSON'
{"version": 2, "watchlists": [{"id": "6F1C3C52-3E0B-4E7A-9E0A-2D5B1B0E6A11", "name": "관심종목",
  "codes": ["005930", "003550", "035720"], "names": {"003550": "LG", "035720": "카카오"}, "alerts": [], "positions": []}]}
JSON
MASTER_RUN="env KIS_APP_KEY=e2e-master KIS_APP_SECRET=e2e-master-secret '$APP' --data-dir '$WORK/master'"
serve_master listed
today=$(TZ=Asia/Seoul date +%F)
start master1 180 30 "$MASTER_RUN"
check "master catalog: with no cache, the master files are downloaded and named in the status bar" eventually shows master1 "catalog KIS master $today"
check "master catalog: a stock the master files no longer list keeps its row, stored name and † mark" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t master1 | grep -qE '^035720 [●○!]? ?†카카오'"
check "master catalog: a listed stock keeps its name" eventually row_named master1 003550 LG
check "master catalog: both files were downloaded once" downloads_are 2
tm send-keys -t master1 q
check "master catalog: q quits cleanly" eventually shows master1 "exit=0"
check "master catalog: both zips are cached in the cache folder" test -s "$WORK/master/kospi_code.mst.zip" -a -s "$WORK/master/kosdaq_code.mst.zip"

start master2 180 30 "$MASTER_RUN"
check "master catalog: the same day, the cached catalog is used" eventually shows master2 "catalog KIS master $today"
tm send-keys -t master2 q
check "master catalog: the same day, q quits cleanly" eventually shows master2 "exit=0"
check "master catalog: the same day, nothing is downloaded again" downloads_are 2

cache_from_yesterday
serve_master newer
start master3 180 30 "$MASTER_RUN"
check "master catalog: yesterday's cache is refreshed: the renamed stock shows its new name without a restart" eventually row_named master3 003550 LG홀딩스
add master3 0155E0
# The new row shows once its source mark comes (the paper account polls about one code a second).
DEADLINE_MS=15000 check "master catalog: a stock only in the new master file can be added" eventually row_named master3 0155E0 새상장
check "master catalog: the unlisted stock still has its row and † mark" bash -c "tmux -S '$SOCKET' capture-pane -p -t master3 | grep -qE '^035720 [●○!]? ?†카카오'"
tm send-keys -t master3 q
check "master catalog: after the refresh, q quits cleanly" eventually shows master3 "exit=0"

cache_from_yesterday
serve_master damaged
start master4 180 30 "$MASTER_RUN"
check "master catalog: a damaged download is refused and says so" eventually shows master4 "catalog refresh failed"
check "master catalog: the reason is shown" eventually shows master4 "The downloaded master file was refused"
check "master catalog: the previous catalog is kept" bash -c "tmux -S '$SOCKET' capture-pane -p -t master4 | grep -qE '^003550 [●○!]? ?LG홀딩스' && tmux -S '$SOCKET' capture-pane -p -t master4 | grep -qE '^0155E0 [●○!]? ?새상장'"
tm send-keys -t master4 q
check "master catalog: after a refused download, q quits cleanly" eventually shows master4 "exit=0"
exec {FAKE_MASTER[1]}>&-

finish
