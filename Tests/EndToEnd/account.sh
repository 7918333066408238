#!/usr/bin/env bash
# End-to-end tests of the Account view and `--once --account` on the simulated exchange's account: the
# real binary in tmux, a fresh --data-dir, a fixed seed. Prints "ok - ..." per check and
# "N passed, M failed"; polls the screen, never sleeps a fixed time.

source "$(dirname "$0")/lib/stockwatch.sh"
DATA="$WORK/data"
ACCOUNT_FILE="$DATA/simulated-account.json"

# The holding codes of a `--once --account --format csv` run, one per line.
csv_codes() { "$APP" --data-dir "$DATA" "$@" --once --account --format csv | grep '^holding,' | cut -d, -f2; }

# --- The Account view with no key -------------------------------------------------------------------

start main 110 30 "'$APP' --data-dir '$DATA' --seed 7"
check "starts on the watchlist" eventually shows main "관심종목"
tm send-keys -t main '?'
check "the help lists \$ for the account" eventually shows main "the account: holdings, cash"
tm send-keys -t main Escape
check "the help closes" eventually lacks main "the account: holdings, cash"
tm send-keys -t main '$'
check "\$ opens the Account view of the simulated account" eventually shows main "Account simulated"
check "it shows the seeded holdings" eventually shows main "Holdings (4)"
check "it shows cash and D+2" shows main "예수금 "
check "it shows the totals" shows main "Net assets "
check "it says there are no orders today" shows main "No orders today"
check "the account is saved in the data folder, private" bash -c "[ \"\$(stat -c %a '$ACCOUNT_FILE')\" = 600 ]"
tm send-keys -t main r
check "r refreshes without complaint" eventually lacks main "could not be read"
tm send-keys -t main '?'
check "? opens the help over the Account view" eventually shows main "the account: holdings, cash"
tm send-keys -t main Escape
check "Esc closes the help, back to the Account view" eventually lacks main "the account: holdings, cash"
check "the Account view is still open" eventually shows main "Holdings (4)"
tm send-keys -t main Escape
check "Esc goes back to the watchlist" eventually lacks main "Holdings (4)"
check "the watchlist is still there" eventually shows main "관심종목"
tm send-keys -t main '$'
check "\$ opens it again" eventually shows main "Holdings (4)"
screen_codes=$(screen main | grep -oE '^│[0-9A-Z]{6} ' | tr -d '│ ' | sort)
check_q_restores main

# --- --once --account -------------------------------------------------------------------------------

once_codes=$(csv_codes --seed 123 | sort)
check "--once --account prints the same four holdings the screen showed" bash -c "[ -n '$screen_codes' ] && [ '$screen_codes' = '$once_codes' ]"
check "another seed reads the saved account, not a new one" bash -c "[ '$(csv_codes --seed 999 | sort)' = '$once_codes' ]"
check "the CSV's last line is the total with the cash" bash -c "'$APP' --data-dir '$DATA' --once --account --format csv | tail -1 | grep -q '^total,'"
check "the JSON names the cash and the holdings" bash -c "'$APP' --data-dir '$DATA' --once --account --format json | python3 -c 'import json,sys; d=json.load(sys.stdin); sys.exit(0 if len(d[\"holdings\"]) == 4 and d[\"cash\"][\"settled\"] > 0 else 1)'"
"$APP" --account >/dev/null 2>"$WORK/usage.txt"
status=$?
check "--account without --once is refused with exit status 2" bash -c "[ $status -eq 2 ] && grep -q -- '--account' '$WORK/usage.txt'"
printf '{ damaged' >"$ACCOUNT_FILE"
check "a damaged account file is named, and left as it is" bash -c "'$APP' --data-dir '$DATA' --once --account | grep -q 'simulated-account.json could not be read' && [ \"\$(cat '$ACCOUNT_FILE')\" = '{ damaged' ]"

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
