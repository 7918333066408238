#!/usr/bin/env bash
# End-to-end test of revising and cancelling an order from the Account view on the simulated exchange: b
# places a limit buy 5 % under the price (it rests), $ shows it holding cash back, Tab selects it, e revises
# it 500 won lower through the ticket and its review (a new order, the old one "revised"), c asks in words
# and y cancels the revising order: it reads "cancelled", the held cash is freed, the account file keeps it.
# The real binary in tmux, a fresh --data-dir, a fixed seed. Prints "ok - ..." per check and "N passed, M failed".

source "$(dirname "$0")/lib/stockwatch.sh"

# grouped <number>: 281500 as 281,500.
grouped() { python3 -c 'import sys; print(f"{int(sys.argv[1]):,}")' "$1"; }
# The price of 005930 on the watchlist now, digits only.
# The first grouped number after the name (a venue mark such as NXT may stand between them).
samsung_price() { screen main | grep -E '^005930 ' | grep -oE '[0-9]{1,3}(,[0-9]{3})+' | head -1 | tr -dc '0-9'; }

start main 120 40 "$RUN --clock 2026-12-07T10:00"
check "starts on the watchlist with a price" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t main | grep -qE '^005930 .* [0-9]{3},[0-9]{3} '"
# 5 % under the last price, on the 500-won grid of 200,000-500,000 (no override needed, and it rests).
price=$(( $(samsung_price) * 95 / 100 / 500 * 500 ))
shown=$(grouped "$price")
tm send-keys -t main b
check "b opens the buy ticket" eventually shows main "Buy 삼성전자 (005930)"
tm send-keys -t main -l "3 @ $price"
check "the ticket takes the order" eventually lacks main "is not on the tick grid"
tm send-keys -t main Enter
check "Enter opens the review" eventually shows main ">[ Edit ]<"
tm send-keys -t main Tab
check "Tab moves to Send" eventually shows main ">[ Send ]<"
tm send-keys -t main Enter
check "the limit buy rests on the book" eventually shows main "SIMULATED order 1 rests on the book: buy 3 삼성전자 @ $shown"

tm send-keys -t main '$'
check "the Account view lists the open order" eventually shows main "Buy  005930 삼성전자  3 @ $shown  0/3 filled  open"
check "...holding its cash back" eventually shows main "open buys hold $(grouped $((price * 3))) won"
check "the key line names c" eventually shows main "c cancel · e revise"
tm send-keys -t main c
check "c on a holding asks for an order first" eventually shows main "Select one of today's orders first"
tm send-keys -t main Tab
tm send-keys -t main e
check "e on the order opens its revise ticket" eventually shows main "Revise order 1 · SIMULATED: buy 3 삼성전자 (005930) @ $shown"
lower=$((price - 500))
tm send-keys -t main -l "$lower"
check "the ticket takes the new price" eventually shows main "3 @ $lower"
tm send-keys -t main Enter
check "Enter opens the revise's review on Edit" eventually shows main "3 shares move from $shown to $(grouped "$lower"), last in the queue there"
check "...with the focus on Edit" eventually shows main ">[ Edit ]<"
tm send-keys -t main Tab
check "Tab moves to Send" eventually shows main ">[ Send ]<"
tm send-keys -t main Enter
check "the order is revised as a new order" eventually shows main "SIMULATED order 1 revised: 3 shares from $shown to $(grouped "$lower") as order 2"
check "the revising order rests, naming the order it revises" eventually shows main "3 @ $(grouped "$lower")  0/3 filled  open, revises 1"
check "...and the old one reads revised" eventually shows main "3 @ $shown  0/3 filled  revised"
tm send-keys -t main c
check "c on the revising order (the selection moved to it) asks in words" eventually shows main "Cancel an order · SIMULATED"
check "...naming the order and what rests" eventually shows main "cancel order 2, buy 3 삼성전자 (005930) @"
tm send-keys -t main n
check "n cancels nothing" eventually lacks main "Cancel an order · SIMULATED"
check "...the order still rests" eventually shows main "0/3 filled  open, revises 1"
tm send-keys -t main c
check "c asks again" eventually shows main "Cancel an order · SIMULATED"
tm send-keys -t main y
check "y cancels it" eventually shows main "SIMULATED order 2 cancelled: buy 3 삼성전자 (005930) @ $(grouped "$lower"); 3 shares taken off the book."
check "the order reads cancelled" eventually shows main "0/3 filled  cancelled, revises 1"
check "the held cash is freed" eventually lacks main "open buys hold"
check "the account file keeps the revise and the cancel" python3 -c 'import json,sys; o=json.load(open(sys.argv[1]))["orders"]; sys.exit(0 if len(o) == 2 and o[0]["revisedQuantity"] == 3 and o[1]["isCancelled"] and o[1]["originalNumber"] == "1" else 1)' "$DATA/simulated-account.json"
tm send-keys -t main c
check "a second c is refused: nothing rests" eventually shows main "Order 2 not cancelled: Order 2 has nothing resting to change: it is cancelled."
check_q_restores main
finish
