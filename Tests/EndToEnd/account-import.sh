#!/usr/bin/env bash
# End-to-end test of the Account view's import (i) on the simulated exchange's seeded account: a broker
# holding becomes a lot of the shown watchlist through the prefilled dialog, the stock joins the list, the
# lot shows on the row and in the holdings view (h); f rebuilds another holding's lots from its fills. The real binary in tmux, a fresh --data-dir, a fixed
# seed. Prints "ok - ..." per check and "N passed, M failed"; polls the screen, never sleeps a fixed time.

source "$(dirname "$0")/lib/stockwatch.sh"
TODAY=$(TZ=Asia/Seoul date +%F)

# The first holding row of the Account view (the table's rows start with │ and a six-character code).
first_holding() { screen main | grep -E '^│[0-9A-Z]{6} ' | head -1; }
# row_has <code> <text>: the Account view's row of <code> shows <text>.
row_has() { screen main | grep -E "^│$1 " | grep -qF -- "$2"; }
# line_with <text> <other>: a line of the screen shows both.
line_with() { screen main | grep -F -- "$1" | grep -qF -- "$2"; }

start main 120 40 "$RUN"
check "starts on the watchlist" eventually shows main "관심종목"
tm send-keys -t main '?'
check "the help lists i for the import and f for the rebuild" eventually shows main "i import, f rebuild lots"
tm send-keys -t main Escape
check "the help closes" eventually lacks main "i import, f rebuild lots"
tm send-keys -t main '$'
check "\$ opens the Account view" eventually shows main "Holdings (4)"
check "the key line lists i and f" shows main "i import · f lots from fills"
FIRST=$(first_holding)
CODE=$(printf '%s' "$FIRST" | grep -oE '^│[0-9A-Z]{6}' | tr -d '│')
NAME=$(printf '%s' "$FIRST" | awk '{print $2}')
QTY=$(printf '%s' "$FIRST" | awk '{print $3}')
AVG=$(printf '%s' "$FIRST" | awk '{print $4}')
check "the seeded holding is not in the lots yet" bash -c "printf '%s' '$FIRST' | grep -qF '+$QTY not in lots'"
check "the stock is not in the watchlist yet" bash -c "! grep -q '\"$CODE\"' '$DATA/watchlists.json'"

tm send-keys -t main i
check "i opens the import dialog over the view" eventually shows main "Import $NAME from the broker into 관심종목"
check "the dialog is prefilled with the missing shares at the average price" shows main "$QTY @ $AVG"
tm send-keys -t main Enter
check "Enter imports it: the lots match the broker" eventually row_has "$CODE" matches
check "the dialog closed" lacks main "from the broker into"
check "the key line says what the lots hold now" eventually shows main "$NAME in your lots now: $QTY shares at $AVG (matches the broker)"
check "the lot is saved dated today, the stock added to the watchlist" bash -c "python3 - '$DATA/watchlists.json' '$CODE' '$TODAY' '$QTY' <<'PY'
import json, sys
path, code, today, qty = sys.argv[1:]
listed = json.load(open(path))['watchlists'][0]
lots = [p for p in listed['positions'] if p['code'] == code][0]['lots']
sys.exit(0 if code in listed['codes'] and len(lots) == 1 and lots[0]['date'] == today and lots[0]['quantity'] == int(qty.replace(',', '')) else 1)
PY"
tm send-keys -t main i
check "i again says there is nothing to import" eventually shows main "Nothing to import: your lots hold $QTY of $NAME, the broker $QTY."

# The second holding: the prefilled answer edited to fewer shares leaves the rest named.
tm send-keys -t main j
SECOND=$(screen main | grep -E '^│[0-9A-Z]{6} ' | sed -n 2p)
CODE2=$(printf '%s' "$SECOND" | grep -oE '^│[0-9A-Z]{6}' | tr -d '│')
QTY2=$(printf '%s' "$SECOND" | awk '{print $3}' | tr -d ,)
AVG2=$(printf '%s' "$SECOND" | awk '{print $4}')
tm send-keys -t main i
check "the second holding's dialog opens" eventually shows main "$QTY2 @ $AVG2"
tm send-keys -t main C-u
tm send-keys -t main -l "1 @ $AVG2"
tm send-keys -t main Enter
check "an edited answer imports what was typed; the rest stays named" eventually row_has "$CODE2" "+$((QTY2 - 1)) not in lots"

# The third holding: f rebuilds its lots from the account's fills; the seeded account has none, so the
# broker's shares become one undated lot at its average.
tm send-keys -t main j
THIRD=$(screen main | grep -E '^│[0-9A-Z]{6} ' | sed -n 3p)
CODE3=$(printf '%s' "$THIRD" | grep -oE '^│[0-9A-Z]{6}' | tr -d '│')
QTY3=$(printf '%s' "$THIRD" | awk '{print $3}')
tm send-keys -t main f
check "f asks to rebuild the third holding's lots from its fills" eventually shows main "No fills since"
check "the question names the broker's shares" shows main "the broker's $QTY3 shares"
tm send-keys -t main y
check "y saves them: the lots match the broker" eventually row_has "$CODE3" matches

tm send-keys -t main Escape
check "Esc goes back to the watchlist" eventually lacks main "Holdings (4)"
check "the imported stock has a row with its position" eventually line_with "$NAME" "$AVG"
tm send-keys -t main h
check "the holdings view (h) shows the imported lot dated today" eventually shows main "$QTY @ $AVG $TODAY"
tm send-keys -t main Escape
check "the holdings view closes" eventually lacks main "Holdings in"
check_q_restores main

finish
