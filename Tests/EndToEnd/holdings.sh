#!/usr/bin/env bash
# End-to-end tests of lots, sales and alerts in a real terminal: stockwatch on the simulated market, driven
# through tmux from its own temporary data folder. A lot is added, the holdings view (h) refuses an
# off-grid lot naming the nearest ticks, a partial sale books realised P&L, an alert beyond today's limits
# is set with a note, and removing the stock warns what it holds.
#
# Each check prints "ok - ..." or "not ok - ..."; the last line is "N passed, M failed" and the exit
# status is non-zero when anything failed. The screen is polled every 50 ms up to a deadline, never
# waited on with fixed sleeps. The private tmux server is killed on exit, whatever happens.

source "$(dirname "$0")/lib/stockwatch.sh"
DATA="$WORK/data"
FILE="$DATA/watchlists.json"

# Thursday 2026-12-03, 10:00 Korea time: the simulated market trades; 2026-12-01 was a Tuesday.
start main 120 40 "'$APP' --data-dir '$DATA' --clock 2026-12-03T10:00"
check "starts with 삼성전자 priced" eventually shows main "005930 삼성전자"

tm send-keys -t main p
check "p opens the lot dialog" eventually shows main "Add a lot of 삼성전자"
tm send-keys -t main -l '10 @ 280,000 2026-12-01'
tm send-keys -t main Enter
check "the lot is saved" eventually grep -q '"price" : 280000' "$FILE"

tm send-keys -t main h
check "h opens the holdings view" eventually shows main "Holdings in 관심종목"
check "the lot is listed with its date" eventually shows main "10 @ 280,000 2026-12-01"
check "the stock's line says what is held" eventually shows main "held 10 · avg 280,000"

tm send-keys -t main a
check "a opens the lot dialog over the view" eventually shows main "Add a lot of 삼성전자"
tm send-keys -t main -l '10 @ 280,050'
tm send-keys -t main Enter
check "an off-grid lot is refused naming the grid" eventually shows main "280,050 is not on the tick grid (steps of 500 here)"
check "… and the ticks either side (280,000 or 280,500)" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t main | tr -s ' │\\n' ' ' | grep -qF '280,000 or 280,500'"
tm send-keys -t main Escape
check "Esc closes the dialog, back in the view" eventually lacks main "Add a lot of"
check "the view is still open" shows main "Holdings in 관심종목"

tm send-keys -t main s
check "s opens the sale dialog with the shares held" eventually shows main "Sell 삼성전자 (10 held)"
tm send-keys -t main -l '11 @ 300,000'
tm send-keys -t main Enter
check "selling more than is held is refused" eventually shows main "Only 10 shares are held: 11 cannot be sold."
tm send-keys -t main C-u
tm send-keys -t main -l '4 @ 300,000'
tm send-keys -t main Enter
check "the sale is listed with its realised P&L" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t main | grep -F 'sold 4 @ 300,000' | grep -qF '+80,000'"
check "the totals show the realised P&L" eventually shows main "Realised +80,000"
check "the lot is booked in the sale" shows main "booked in a sale"
check "the sale is saved in watchlists.json (version 3)" eventually bash -c "grep -q '\"sales\"' '$FILE' && grep -q '\"version\" : 3' '$FILE'"
tm send-keys -t main Escape
check "Esc closes the view" eventually lacks main "Holdings in"

tm send-keys -t main '!'
check "! opens the alert dialog" eventually shows main "Alert on 삼성전자"
tm send-keys -t main -l '>= 999,000'
tm send-keys -t main Enter
check "an alert beyond today's limits is set with a note" eventually shows main "not reachable today; upper limit"

tm send-keys -t main d
check "removing the stock says what it holds" eventually shows main "It holds 6 shares"
check "… the alert too" shows main "1 alert"
check "… and offers keep or delete" shows main "d delete them too"
tm send-keys -t main Escape
check "Esc keeps the stock" eventually lacks main "Remove a stock"
check "the stock is still listed" shows main "005930 삼성전자"

tm send-keys -t main q
check "q quits cleanly" eventually shows main "exit=0"

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
