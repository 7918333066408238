#!/usr/bin/env bash
# End-to-end tests of KIS paper orders against the fake KIS server: a buy on PAPER acknowledged on screen
# and journalled without secrets; with the accept-then-drop fault the screen says the outcome was unknown,
# then shows the order KIS has, and the fake holds exactly one order; trading = "live" asks for the one-time
# consent first (recorded in config.json, once), and sends a reviewed order to the real host only once the
# stock's code is typed. The real binary in tmux, --clock on a Monday morning (the fake's order clock set
# alike), a fresh data folder per run.
#
# Each check prints "ok - ..." or "not ok - ..."; the last line is "N passed, M failed".

source "$(dirname "$0")/lib/stockwatch.sh"
coproc FAKE_KIS { exec python3 "$FAKE_KIS_SERVER"; }
read -r -t 10 KIS_PORT <&"${FAKE_KIS[0]}"
serve_shipped_master

CLOCK=2026-12-07T10:00
# data_dir <dir> <trading> <kis_account>: a data folder on the fake server with account 50123456-01.
data_dir() {
    mkdir -p "$1"
    printf '{"feed": "kis", "kis_account": "%s", "kis_host": "http://127.0.0.1:%s", "kis_websocket_url": "ws://127.0.0.1:%s/tryitout", "kis_account_number": "50123456-01", "trading": "%s", "kis_master_url": "%s"}\n' \
        "$3" "$KIS_PORT" "$KIS_PORT" "$2" "$KIS_MASTER_URL" >"$1/config.json"
    printf '{"version": 2, "watchlists": [{"id": "e2e", "name": "관심종목", "codes": ["005930", "000660"]}]}\n' >"$1/watchlists.json"
}
# orders_of <app key>: writes $WORK/orders.txt, the fake's orders of that key, one "number tr_id side quantity price" line each.
orders_of() {
    fake_kis "{\"cmd\": \"orders\", \"app_key\": \"$1\"}" >"$WORK/orders.json"
    python3 -c '
import json, sys
for o in json.load(open(sys.argv[1]))["orders"]:
    print(o["number"], o["tr_id"], o["side"], o["quantity"], o["price"])' "$WORK/orders.json" >"$WORK/orders.txt"
}
order_count_is() { orders_of "$1" && [ "$(wc -l <"$WORK/orders.txt")" -eq "$2" ]; }
# order_posts <app key>: how many order-cash requests the fake received from that key.
order_posts() {
    fake_kis "{\"cmd\": \"requests\", \"app_key\": \"$1\"}" >"$WORK/requests.json"
    python3 -c '
import json, sys
print(sum(1 for r in json.load(open(sys.argv[1]))["requests"] if r["path"].endswith("/trading/order-cash")))' "$WORK/requests.json"
}
fake_kis "{\"cmd\": \"order_clock\", \"start\": \"$CLOCK\"}" >/dev/null

# --- A paper buy: acknowledged on screen, one order at KIS, journalled without secrets ---------------
fake_kis '{"cmd": "account", "app_key": "order-app", "account": "50123456-01", "holdings": 3, "cash": 10000000}' >/dev/null
data_dir "$WORK/paper" paper paper
start paper 200 40 "KIS_APP_KEY=order-app KIS_APP_SECRET=order-app-secret '$APP' --data-dir '$WORK/paper' --clock $CLOCK"
DEADLINE_MS=15000 check "the watchlist starts with 삼성전자's price from the fake" eventually shows paper "272,250"
DEADLINE_MS=15000 check "b, the order, Enter: the review says PAPER — the KIS paper account" review paper '1 @ 272,000'
check "Tab then Enter sends" send paper
DEADLINE_MS=15000 check "Send: KIS's acknowledgement on screen, with its order number" eventually shows paper "PAPER order 0000001001 accepted by KIS: buy 1 삼성전자 @ 272,000"
orders_of order-app
check "the fake holds exactly that one order, sent as VTTC0012U (paper buy), 1 @ 272000" bash -c "[ \"\$(cat '$WORK/orders.txt')\" = '0000001001 VTTC0012U buy 1 272000' ]"
JOURNAL="$WORK/paper/orders-journal.jsonl"
check "the order journal has the request and the answer" bash -c "[ \$(wc -l <'$JOURNAL') -eq 2 ] && grep -q '\"event\":\"request\"' '$JOURNAL' && grep -q '\"event\":\"accepted\"' '$JOURNAL'"
check "the journal is private (0600)" bash -c "[ \"\$(stat -c %a '$JOURNAL')\" = 600 ]"
check "the journal holds no key, secret, token or whole account number" bash -c "! grep -qE 'order-app|fake-token|50123456' '$JOURNAL' && grep -q '5012-\*\*\*\*-01' '$JOURNAL'"
escape_and_quit paper "accepted by KIS" "Esc clears the notice, q quits cleanly"

# --- The accept-then-drop fault: outcome unknown, then the order KIS has; exactly one order ----------
fake_kis '{"cmd": "account", "app_key": "drop-app", "account": "50123456-01", "holdings": 3, "cash": 10000000}' >/dev/null
data_dir "$WORK/drop" paper paper
start drop 200 40 "KIS_APP_KEY=drop-app KIS_APP_SECRET=drop-app-secret '$APP' --data-dir '$WORK/drop' --clock $CLOCK"
DEADLINE_MS=15000 check "a second run starts" eventually shows drop "272,250"
fake_kis '{"cmd": "fault", "route": "order", "app_key": "drop-app", "drop": true}' >/dev/null
DEADLINE_MS=15000 check "the order's PAPER review" review drop '2 @ 271,000'
check "Tab then Enter sends it" send drop
DEADLINE_MS=15000 check "the screen says the outcome is unknown and that it is not sent again" eventually shows drop "PAPER order outcome unknown (buy 2 삼성전자 @ 271,000)"
DEADLINE_MS=15000 check "then it shows the order KIS has" eventually shows drop "PAPER order 0000001001 found at KIS after the outcome was unknown: buy 2 삼성전자 @ 271,000, accepted, resting"
check "the fake holds exactly ONE order" order_count_is drop-app 1
posts=$(order_posts drop-app)
check "the order was POSTed exactly once ($posts)" bash -c "[ '$posts' -eq 1 ]"
check "the journal tells the request, the unknown outcome and the order found" bash -c "grep -q 'outcome unknown' '$WORK/drop/orders-journal.jsonl' && grep -q 'found at KIS' '$WORK/drop/orders-journal.jsonl'"
tm send-keys -t drop m
check "the messages view (m) keeps both: the unknown outcome..." eventually shows drop "outcome unknown (buy 2"
check "...and the order found" shows drop "found at KIS after the outcome was unknown"
escape_and_quit drop "outcome unknown (buy 2" "Esc closes the messages view, q quits cleanly"

# --- trading = "live": the one-time consent, then each order sent only with the stock's code typed ----
fake_kis '{"cmd": "account", "app_key": "live-app", "account": "50123456-01", "holdings": 3, "cash": 10000000}' >/dev/null
data_dir "$WORK/live" live real
start live 200 40 "KIS_APP_KEY=live-app KIS_APP_SECRET=live-app-secret '$APP' --data-dir '$WORK/live' --clock $CLOCK"
# A real account's rows show the unified (통합) price.
DEADLINE_MS=15000 check "a live-configured run starts" eventually shows live "273,500"
tm send-keys -t live b
check "b first asks for the one-time consent, naming the account masked" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -J -t live | grep -qF 'LIVE trading — real money' && tmux -S '$SOCKET' capture-pane -p -J -t live | grep -qF '5012-****-01'"
tm send-keys -t live -l 'yes'
tm send-keys -t live Enter
check "anything but the account number in full is refused" eventually shows live "Type the account number 5012-****-01 in full"
tm send-keys -t live Escape
check "Esc closes the consent dialog" eventually lacks live "LIVE trading — real money"
check "Esc leaves live orders off: no consent recorded" bash -c "! grep -q trading_live_consent '$WORK/live/config.json'"
tm send-keys -t live b
check "b asks again" eventually shows live "LIVE trading — real money"
tm send-keys -t live -l '50123456-01'
tm send-keys -t live Enter
check "the account number opens the order ticket" eventually shows live "Buy 삼성전자 (005930)"
check "config.json records the consent for that account, and stays 0600" bash -c "grep -qE '\"account\" ?: \"50123456-01\"' '$WORK/live/config.json' && [ \"\$(stat -c %a '$WORK/live/config.json')\" = 600 ]"
tm send-keys -t live -l '1 @ 272,000'
tm send-keys -t live Enter
check "the review says LIVE — REAL MONEY" eventually shows live "LIVE — the KIS account: REAL MONEY"
check "Tab then Enter on Send asks for the stock's code" send live && eventually shows live "Type 005930 to send it"
posts=$(order_posts live-app)
check "nothing was sent before the code is typed ($posts)" bash -c "[ '$posts' -eq 0 ]"
tm send-keys -t live -l '005930'
tm send-keys -t live Enter
check "the code sends it: KIS's acknowledgement on screen" eventually shows live "LIVE order 0000001001 accepted by KIS"
orders_of live-app
check "the fake holds exactly that one order, sent as TTTC0012U (real buy)" bash -c "[ \"\$(cat '$WORK/orders.txt')\" = '0000001001 TTTC0012U buy 1 272000' ]"
tm send-keys -t live q
check "q quits cleanly" eventually shows live "exit=0"
start live2 200 40 "KIS_APP_KEY=live-app KIS_APP_SECRET=live-app-secret '$APP' --data-dir '$WORK/live' --clock $CLOCK"
DEADLINE_MS=15000 check "the next launch starts" eventually shows live2 "273,500"
tm send-keys -t live2 b
check "the consent is asked once: b opens the ticket at the next launch" eventually shows live2 "Buy 삼성전자 (005930)"
escape_and_quit live2 "Buy 삼성전자" "Esc closes the ticket, q quits cleanly"

finish
