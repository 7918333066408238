#!/usr/bin/env bash
# End-to-end tests of the read-only KIS account against the fake KIS server: --once --account and the
# Account view of a paper account with 45 holdings (three pages of 20), the account number never shown
# whole, a fill pushed on the execution-notice stream updating the position and D+2 cash within a second,
# a wrong account number refused with KIS's reason, and no order end point ever called.
#
# Each check prints "ok - ..." or "not ok - ..."; the last line is "N passed, M failed".

source "$(dirname "$0")/lib/stockwatch.sh"

source "$ROOT/Tests/EndToEnd/lib/fake_kis.sh"
serve_shipped_master
# data_dir <dir> <account number>: a data folder on the fake server with that account and HTS ID "myhts".
data_dir() {
    mkdir -p "$1"
    printf '{"feed": "kis", "kis_account": "paper", "kis_host": "http://127.0.0.1:%s", "kis_websocket_url": "ws://127.0.0.1:%s/tryitout", "kis_account_number": "%s", "kis_hts_id": "myhts", "kis_master_url": "%s"}\n' \
        "$KIS_PORT" "$KIS_PORT" "$2" "$KIS_MASTER_URL" >"$1/config.json"
    printf '{"version": 2, "watchlists": [{"id": "e2e", "name": "관심종목", "codes": ["005930", "000660"]}]}\n' >"$1/watchlists.json"
}
# balance_requests <app key>: writes $WORK/balance.txt, the inquire-balance requests of that key, one
# "tr_cont=<header> nk=<CTX_AREA_NK100>" line each.
balance_requests() {
    fake_kis "{\"cmd\": \"requests\", \"app_key\": \"$1\"}" >"$WORK/requests.json"
    python3 -c '
import json, sys
for r in json.load(open(sys.argv[1]))["requests"]:
    if r["path"].endswith("/trading/inquire-balance"):
        headers = {k.lower(): v for k, v in r["headers"]}
        print("tr_cont=%s nk=%s" % (headers.get("tr_cont", ""), dict(r["query"]).get("CTX_AREA_NK100", "")))' "$WORK/requests.json" >"$WORK/balance.txt"
}
# pages_read_as <expected>: the inquire-balance requests so far, on one line, are <expected>.
pages_read_as() { balance_requests acct-app && [ "$(tr '\n' ' ' <"$WORK/balance.txt")" = "$1" ]; }
# notices_registered: a session of acct-app holds the HTS ID's execution-notice registration.
notices_registered() { fake_kis '{"cmd": "ws_sessions"}' >"$WORK/sessions.json" && grep -q '"notice_keys": \["myhts"\]' "$WORK/sessions.json"; }
# last_pages_read_at_least <n>: the last page (nk=page2) was read at least n times.
last_pages_read_at_least() { balance_requests acct-app && [ "$(grep -c nk=page2 "$WORK/balance.txt")" -ge "$1" ]; }
# fill_shown: the fill is listed, D+2 cash is down by it, 005930 holds 15 shares.
fill_shown() {
    screen paper >"$WORK/fill.screen"
    grep -q 'Fill Buy  005930  5 @ 272,000' "$WORK/fill.screen" && grep -q 'D+2 8,640,000' "$WORK/fill.screen" &&
        grep -qE '005930 .* 15 ' "$WORK/fill.screen"
}

fake_kis '{"cmd": "account", "app_key": "acct-app", "account": "50123456-01", "holdings": 45, "cash": 10000000}' >/dev/null
data_dir "$WORK/paper" "50123456-01"

# --- --once --account: every page read, the number masked ------------------------------------------
KIS_APP_KEY=acct-app KIS_APP_SECRET=acct-app-secret "$APP" --data-dir "$WORK/paper" --once --account --format csv >"$WORK/once.csv" 2>"$WORK/once.err"
status=$?
check "--once --account on paper: exit 0, all 45 holdings (three pages of 20)" bash -c "[ $status -eq 0 ] && [ \$(grep -c '^holding,' '$WORK/once.csv') -eq 45 ]"
check "--once --account read the pages with tr_cont and the continuation key" pages_read_as "tr_cont= nk= tr_cont=N nk=page1 tr_cont=N nk=page2 "
KIS_APP_KEY=acct-app KIS_APP_SECRET=acct-app-secret "$APP" --data-dir "$WORK/paper" --once --account --format table >"$WORK/once.txt" 2>&1
check "--once --account names the account masked, never in full" bash -c "grep -q '5012-\*\*\*\*-01' '$WORK/once.txt' && ! grep -q 50123456 '$WORK/once.txt' '$WORK/once.csv' '$WORK/once.err'"

# --- A wrong account number: KIS's reason, exit 1 --------------------------------------------------
# Another app key (KIS issues one token a minute per key; each data folder caches its own).
fake_kis '{"cmd": "account", "app_key": "wrong-app", "account": "50123456-01", "holdings": 3}' >/dev/null
data_dir "$WORK/wrong" "50123457-01"
KIS_APP_KEY=wrong-app KIS_APP_SECRET=wrong-app-secret "$APP" --data-dir "$WORK/wrong" --once --account >"$WORK/wrong.txt" 2>&1
status=$?
check "a wrong account number: exit 1 with KIS's refusal (INVALID_CHECK_ACNO)" bash -c "[ $status -eq 1 ] && grep -q INVALID_CHECK_ACNO '$WORK/wrong.txt'"
printf '{"feed": "kis", "kis_host": "http://127.0.0.1:%s", "kis_account_number": "5012-3456-01", "kis_master_url": "%s"}\n' "$KIS_PORT" "$KIS_MASTER_URL" >"$WORK/wrong/config.json"
KIS_APP_KEY=wrong-app KIS_APP_SECRET=wrong-app-secret "$APP" --data-dir "$WORK/wrong" --once --account >"$WORK/bad.txt" 2>&1
check "a mistyped account number is named in config.json's message, not repeated, and no account is read" \
    bash -c "grep -q 'kis_account_number\" must be the account' '$WORK/bad.txt' && grep -q 'set \"kis_account_number\"' '$WORK/bad.txt' && ! grep -q 5012-3456 '$WORK/bad.txt'"

# --- The Account view: 45 holdings, then a fill on the notice stream --------------------------------
start paper 140 70 "KIS_APP_KEY=acct-app KIS_APP_SECRET=acct-app-secret '$APP' --data-dir '$WORK/paper'"
check "the watchlist starts" eventually shows paper "관심종목"
tm send-keys -t paper '$'
DEADLINE_MS=15000 check "\$ opens the KIS account, its number masked" eventually shows paper "Account 5012-****-01"
DEADLINE_MS=15000 check "the Account view lists the 45 holdings" eventually shows paper "Holdings (45)"
check "D+2 cash is the account's" eventually shows paper "D+2 10,000,000"
check "the account number is never on screen in full" lacks paper "50123456"
DEADLINE_MS=15000 check "the app registered the HTS ID's notices (H0STCNI9)" eventually notices_registered
pushed=$(date +%s%N)
fake_kis '{"cmd": "account_fill", "app_key": "acct-app", "hts_id": "myhts", "code": "005930", "side": "buy", "quantity": 5, "price": 272000}' >"$WORK/fill.json"
check "the fake pushed one encrypted notice" grep -q '"sent": 1' "$WORK/fill.json"
DEADLINE_MS=1000 check "within a second the fill is listed, D+2 cash is down by it and 005930 holds 15" eventually fill_shown
echo "# the fill reached the screen $((($(date +%s%N) - pushed) / 1000000)) ms after the push"
DEADLINE_MS=60000 check "one balance read (three pages) follows the fill" eventually last_pages_read_at_least 3
check "the account still shows the fill after the read" eventually shows paper "Fill Buy  005930"
fake_kis '{"cmd": "requests", "app_key": "acct-app"}' >"$WORK/all.json"
check "no order end point was ever called (read-only)" bash -c "! grep -qE 'order-cash|order-rvsecncl|TTTC0012U|VTTC0012U|TTTC0011U|VTTC0011U' '$WORK/all.json'"
tm send-keys -t paper Escape
check "Esc goes back to the watchlist" eventually lacks paper "Holdings (45)"
tm send-keys -t paper q
check "q quits cleanly" eventually shows paper "exit=0"

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
