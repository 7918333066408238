#!/usr/bin/env bash
# End-to-end tests of odd and hostile surroundings (issue 29, branch hardening): kis-token.json as a folder
# is said once (--once and the full screen), a symlinked watchlists.json (a dotfiles checkout) stays a link
# and its target gets the save, a master download that is a zip bomb says why on the screen, a damaged simulated
# account file is said at start.
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
serve_shipped_master
# kis_folder <dir> <extra config fields>: a data folder on the fake server's hosts, one watchlist of 005930.
kis_folder() {
    mkdir -p "$1"
    printf '{"feed": "kis", "kis_account": "paper", "kis_host": "http://127.0.0.1:%s", "kis_websocket_url": "ws://127.0.0.1:%s/tryitout"%s}\n' \
        "$KIS_PORT" "$KIS_PORT" "$2" >"$1/config.json"
    printf '{"version": 2, "watchlists": [{"id": "e2e", "name": "관심종목", "codes": ["005930"]}]}\n' >"$1/watchlists.json"
}

# --- kis-token.json is a folder: nothing can be cached, and the user is told once ------------------
kis_folder "$WORK/folder" ", \"kis_master_url\": \"$KIS_MASTER_URL\""
mkdir "$WORK/folder/kis-token.json"
KIS_APP_KEY=folder-app KIS_APP_SECRET=folder-app-secret "$APP" --data-dir "$WORK/folder" --once --format csv >"$WORK/folder.csv" 2>"$WORK/folder.err"
status=$?
sed 's/^/# folder --once stderr: /' "$WORK/folder.err"
check "token folder: --once still prices its row (exit $status)" bash -c "[ $status -eq 0 ] && grep -qE '^005930,' '$WORK/folder.csv'"
check "token folder: --once says once that kis-token.json is a folder" \
    test "$(grep -c 'kis-token.json is a folder, so KIS access tokens cannot be kept between runs' "$WORK/folder.err")" -eq 1
start folder 200 30 "KIS_APP_KEY=folder-app KIS_APP_SECRET=folder-app-secret '$APP' --data-dir '$WORK/folder'"
check "token folder: the full screen says it at start" eventually shows folder "is a folder, so KIS access tokens cannot be kept"
tm send-keys -t folder q
check "token folder: q quits cleanly" eventually shows folder "exit=0"

# --- watchlists.json is a link into a dotfiles checkout: the save goes through it ------------------
mkdir -p "$WORK/dotfiles" "$WORK/linked"
printf '{"version": 2, "watchlists": [{"id": "e2e", "name": "관심종목", "codes": ["005930"]}]}\n' >"$WORK/dotfiles/watchlists.json"
ln -s ../dotfiles/watchlists.json "$WORK/linked/watchlists.json"
start linked 120 30 "'$APP' --data-dir '$WORK/linked' --seed 7"
eventually shows linked "005930 삼성전자"
tm send-keys -t linked a
eventually shows linked "Add a stock to"
tm send-keys -t linked -l "035720"
tm send-keys -t linked Enter
check "link: the stock is added" eventually shows linked "035720 카카오"
check "link: the target in the dotfiles folder holds the save" eventually grep -q '035720' "$WORK/dotfiles/watchlists.json"
check "link: watchlists.json is still a link to it" bash -c "[ -L '$WORK/linked/watchlists.json' ] && [ \"\$(readlink '$WORK/linked/watchlists.json')\" = ../dotfiles/watchlists.json ]"
check "link: no temporary file is left in either folder" bash -c "! ls -A '$WORK/dotfiles' '$WORK/linked' | grep -q '\\.tmp-'"
tm send-keys -t linked q
check "link: q quits cleanly" eventually shows linked "exit=0"

# --- A master download that is a zip bomb: the screen says why the catalog refresh failed ----------
bomb=$(od -An -v -tx1 "$ROOT/Tests/MarketDataTests/Master/Fixtures/kospi_code_bomb.mst.zip" | tr -d ' \n')
kosdaq=$(od -An -v -tx1 "$ROOT/Tests/MarketDataTests/Master/Fixtures/kosdaq_code.mst.zip" | tr -d ' \n')
fake_kis "{\"cmd\": \"file\", \"path\": \"/bomb/kospi_code.mst.zip\", \"hex\": \"$bomb\"}" >/dev/null
fake_kis "{\"cmd\": \"file\", \"path\": \"/bomb/kosdaq_code.mst.zip\", \"hex\": \"$kosdaq\"}" >/dev/null
kis_folder "$WORK/bomb" ", \"kis_master_url\": \"http://127.0.0.1:$KIS_PORT/bomb/\""
start bomb 200 30 "KIS_APP_KEY=bomb-app KIS_APP_SECRET=bomb-app-secret '$APP' --data-dir '$WORK/bomb'"
DEADLINE_MS=15000 check "zip bomb: the status bar says the catalog refresh failed" eventually shows bomb "catalog refresh failed"
check "zip bomb: and the screen says why" eventually shows bomb "more than 100 times its packed size (a zip bomb)"
tm send-keys -t bomb q
check "zip bomb: q quits cleanly" eventually shows bomb "exit=0"

# --- A damaged simulated-account.json is said at start, in m and after quitting, and left as it is ------
mkdir -p "$WORK/account"
printf '{ not json' >"$WORK/account/simulated-account.json"
start account 120 30 "'$APP' --data-dir '$WORK/account' --seed 7 --clock 2026-12-04T10:00 2>'$WORK/account.err'"
check "damaged account file: the start says it could not be read" eventually shows account "simulated-account.json could not be read"
tm send-keys -t account Escape
check "damaged account file: Esc dismisses the start's notice" eventually lacks account "simulated-account.json could not be read"
tm send-keys -t account m
check "damaged account file: m lists it as a problem" eventually shows account "problem   simulated-account.json could not be read"
tm send-keys -t account Escape
check "damaged account file: Esc closes the messages" eventually lacks account "simulated-account.json could not be read"
tm send-keys -t account q
check "damaged account file: q quits cleanly" eventually shows account "exit=0"
check "damaged account file: said on stderr after quitting, the file left as it is" \
    bash -c "grep -q 'simulated-account.json could not be read' '$WORK/account.err' && [ \"\$(cat '$WORK/account/simulated-account.json')\" = '{ not json' ]"

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
