#!/usr/bin/env bash
# End-to-end tests of positions and price alerts (issue 13): a lot's P&L on the row, the totals and
# --once, an alert beyond the limit, and alerts that fire (mark, status line, bell, OSC 777).
#
# The real binary in tmux, driven from a temporary data folder of this script's own; each check prints
# "ok - ..." or "not ok - ..."; the last line is "N passed, M failed" (non-zero status on a failure).

source "$(dirname "$0")/lib/stockwatch.sh"

# --- Positions and price alerts (issue 13) ------------------------------------------------------------

HOLD="'$APP' --data-dir '$WORK/holdings' --seed 7"
# The price of <code> on the screen of <session>, as a plain number.
price_of() { screen "$1" | awk -v code="$2" '$1 == code { for (i = 3; i <= NF; i++) if ($i ~ /^[0-9][0-9,]*$/) { gsub(",", "", $i); print $i; exit } }'; }
# KRX's tick size for <price>.
tick_of() { python3 -c 'import sys; p = int(sys.argv[1]); print(next(t for limit, t in [(2000, 1), (5000, 5), (20000, 10), (50000, 50), (200000, 100), (500000, 500)] if p < limit) if p < 500000 else 1000)' "$1"; }
signed() { python3 -c 'import sys; v = int(sys.argv[1]); print(("+" if v > 0 else "") + f"{v:,}")' "$1"; }
start hold 200 30 "$HOLD --refresh 3600"
eventually bash -c "[ -n \"\$(tmux -S '$SOCKET' capture-pane -p -t hold | awk '\$1 == \"005930\" && /[0-9],[0-9]/')\" ]"
PRICE=$(price_of hold 005930)
tm send-keys -t hold p
eventually shows hold "Add a lot of"
tm send-keys -t hold -l '10 @ 70,000'
tm send-keys -t hold Enter
EXPECTED=$(signed $(( (PRICE - 70000) * 10 )))
check "p: a lot of 10 @ 70,000 shows P&L = (price − 70,000) × 10 = $EXPECTED on the row" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t hold | awk '\$1 == \"005930\"' | grep -qF -- ' $EXPECTED '"
check "p: the totals line shows 평가금액 · 평가손익 $EXPECTED" eventually shows hold "평가손익 $EXPECTED ·"
tm send-keys -t hold '!'
eventually shows hold "Enter OK"
tm send-keys -t hold -l '>= 99,999,000'
tm send-keys -t hold Enter
check "!: an alert beyond the upper limit is set with a note naming the limit" eventually shows hold "not reachable today; upper limit"
tm send-keys -t hold q
check "after the lot, q quits cleanly (the watchlists saved)" eventually shows hold "exit=0"
"$APP" --data-dir "$WORK/holdings" --seed 7 --once --format json >"$WORK/holdings.json" 2>/dev/null
check "--once json: the position's profit is (price − 70,000) × 10 and the totals follow" python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
price = next(q["price"] for q in d["quotes"] if q["code"] == "005930")
p = d["positions"][0]
sys.exit(0 if p["code"] == "005930" and p["quantity"] == 10 and p["average_price"] == 70000 and p["profit"] == (price - 70000) * 10 and d["totals"]["profit"] == p["profit"] else 1)' "$WORK/holdings.json"

start fire 200 30 "$HOLD --refresh 0.2"
tm pipe-pane -t fire -o "cat >>'$WORK/fire.out'"
eventually bash -c "[ -n \"\$(tmux -S '$SOCKET' capture-pane -p -t fire | awk '\$1 == \"005930\" && /[0-9],[0-9]/')\" ]"
# One tick from the price read off the screen; on a busy machine the price may reach it before Enter, and
# the dialog then refuses the alert as one that would fire at once: Esc, read the price again, retry.
for direction in up down; do
    for attempt in 1 2 3; do
        PRICE=$(price_of fire 005930)
        TICK=$(tick_of "$PRICE")
        if [ $direction = up ]; then CONDITION=">= $((PRICE + TICK))"; else CONDITION="<= $((PRICE - TICK))"; fi
        tm send-keys -t fire '!'
        eventually shows fire "Enter OK"
        tm send-keys -t fire -l "$CONDITION"
        tm send-keys -t fire Enter
        if eventually lacks fire "Enter OK"; then break; fi
        tm send-keys -t fire Escape
        eventually lacks fire "Enter OK"
    done
done
DEADLINE_MS=30000 check "an alert that fires marks the row (◆ before the name)" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t fire | grep -q '^005930 ◆ 삼성전자'"
# The status line's "fired: …" lasts until the next key, and the loop above may still be typing when the
# alert fires: look for it in what was written to the terminal (not inside the OSC 777 notification).
status_line_said_fired() {
    python3 -c 'import re, sys; sys.exit(0 if re.search(rb"(?<![;\x1b])fired:.{0,16}\xec\x82\xbc\xec\x84\xb1\xec\xa0\x84\xec\x9e\x90", open(sys.argv[1], "rb").read(), re.S) else 1)' "$WORK/fire.out"
}
check "an alert that fires says so on the status line" eventually status_line_said_fired
check "an alert that fires rings the bell and sends OSC 777 through tmux's passthrough" eventually bash -c "grep -q \$'\a' '$WORK/fire.out' && grep -qF \$'\ePtmux;\e\e]777;notify;StockWatch alert;fired:' '$WORK/fire.out'"
tm send-keys -t fire A
check "A: the alert list shows the fired alert" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t fire | grep -q 'fired .* at '"
escape_and_quit fire "Alerts in" "after alerts, q quits cleanly"

finish
