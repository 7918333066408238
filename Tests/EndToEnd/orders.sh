#!/usr/bin/env bash
# End-to-end tests of the order ticket on the simulated exchange: b on a row, an off-grid price refused
# with both neighbours as it is typed, the review opening on Edit (a repeated Enter cannot send), Tab
# then Enter sends, the fill and the cash in the Account view. The real binary in tmux, a fresh
# --data-dir, a fixed seed. Prints "ok - ..." per check and "N passed, M failed"; polls, never sleeps.

source "$(dirname "$0")/lib/stockwatch.sh"
DATA="$WORK/data"

# The settled cash the Account view shows now (digits only).
shown_cash() { screen main | grep -oE '^예수금 [0-9,]+' | tr -dc '0-9'; }

start main 120 40 "'$APP' --data-dir '$DATA' --seed 7 --clock 2026-12-07T10:00"
check "starts on the watchlist" eventually shows main "삼성전자"
tm send-keys -t main '?'
check "the help lists b and x for orders" eventually shows main "buy / sell the selected stock"
tm send-keys -t main Escape
check "the help closes" eventually lacks main "buy / sell the selected stock"
tm send-keys -t main '$'
check "the Account view opens" eventually shows main "Account simulated"
check "no orders yet" eventually shows main "No orders today"
cash_before=$(shown_cash)
tm send-keys -t main Escape
check "back on the watchlist" eventually lacks main "Account simulated"

tm send-keys -t main b
check "b opens the buy ticket of the selected stock" eventually shows main "Buy 삼성전자 (005930)"
tm send-keys -t main -l '1 @ 300,100'
check "an off-grid price is refused as it is typed, naming both neighbours" eventually shows main "300,100 is not on the tick grid (steps of 500 here): 300,000 or"
check "...and the upper one" eventually shows main "300,500."
tm send-keys -t main C-u
tm send-keys -t main -l '1 @ market'
check "the refusal goes once the text is fixed" eventually lacks main "not on the tick grid"
tm send-keys -t main Enter
check "Enter opens the review: SIMULATED" eventually shows main "SIMULATED — the embedded exchange; no real money"
check "the review says a market buy holds cash at the upper limit" shows main "cash is held at today's upper limit"
check "the review shows fees, tax and the cash after" bash -c "tmux -S '$SOCKET' capture-pane -p -t main | grep -q 'Fees: commission' && tmux -S '$SOCKET' capture-pane -p -t main | grep -q 'Cash after:'"
check "the review opens with the focus on Edit" shows main ">[ Edit ]<"
tm send-keys -t main Enter
check "a repeated Enter goes back to the ticket, with the text kept" eventually shows main "1 @ market"
check "...and sends nothing" lacks main "order 1 filled"
tm send-keys -t main Enter
check "Enter makes a new review" eventually shows main ">[ Edit ]<"
tm send-keys -t main Tab
check "Tab moves the focus to Send" eventually shows main ">[ Send ]<"
tm send-keys -t main Enter
check "Enter on Send places the order, which fills at once" eventually shows main "SIMULATED order 1 filled: buy 1 삼성전자"
tm send-keys -t main '$'
check "the Account view lists the order" eventually shows main "Buy  005930 삼성전자  1 @ market"
check "...and its fill" shows main "Fill Buy  005930  1 @"
check "the cash went down" bash -c "[ -n '$cash_before' ] && [ \"\$(tmux -S '$SOCKET' capture-pane -p -t main | grep -oE '^예수금 [0-9,]+' | tr -dc '0-9')\" -lt '$cash_before' ]"
check "the account file keeps the fill" bash -c "grep -q '\"fills\"' '$DATA/simulated-account.json' && python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if len(d[\"fills\"]) == 1 else 1)' '$DATA/simulated-account.json'"
tm send-keys -t main Escape
check "Esc goes back to the watchlist" eventually lacks main "Account simulated"
check_q_restores main

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
