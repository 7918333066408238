#!/usr/bin/env bash
# End-to-end tests of the watchlist's sort, columns and the whole-market search (issues 9 and 10), the
# view kept across restarts, a damaged view.json, and the add dialog counting what it does not list.
#
# The real binary in tmux, driven from a temporary data folder of this script's own; each check prints
# "ok - ..." or "not ok - ..."; the last line is "N passed, M failed" (non-zero status on a failure).

source "$(dirname "$0")/lib/stockwatch.sh"

# --- Watchlist sort, columns and the whole-market search (issues 9 and 10) ---------------------------

UX="'$APP' --data-dir '$WORK/ux' --seed 7"
# The table's header line (the one starting "Code "), wherever the screen's header puts it.
table_header() { screen "$1" | grep -m1 '^Code '; }
header_has() { table_header "$1" | grep -qF -- "$2"; }
has_row() { screen "$1" | grep -qE -- "^$2"; }
# Whether no row has 40 or more blank cells between the end of the name and the price (the wide gap).
no_wide_gap() {
    screen "$1" | python3 -c '
import re, sys
lines = [l for l in sys.stdin.read().split("\n") if re.match(r"[0-9A-Z]{6} ", l) or l.startswith("Code ")]
sys.exit(0 if lines and all(len(m.group(0)) < 40 for l in lines for m in [re.search(r" +", l[7:].lstrip())] if m) else 1)
'
}
start ux 200 60 "$UX"
check "200x60: the table shows Turnover, Open and Prev beside High and Low" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t ux | grep -m1 '^Code ' | grep -qE 'Volume +Turnover +Open +High +Low +Prev +Today'"
check "200x60: no row leaves 40 or more cells empty between the name and the price" eventually no_wide_gap ux
open_dialog ux n "New watchlist" && type_text ux "e2e" && tm send-keys -t ux Enter
eventually shows ux "This watchlist is empty"
add ux 003550
check "search: 003550 adds LG" eventually has_row ux "003550 LG "
add ux 0001A0
check "search: a code with a letter, 0001A0, adds 덕양에너젠" eventually has_row ux "0001A0 덕양에너젠"
add ux 동화약품
check "search: the Korean name 동화약품 adds it" eventually has_row ux "000020 동화약품"
add ux 105560
eventually has_row ux "105560 KB금융"
open_dialog ux a "Add a stock to e2e" && type_text ux "ㄷㅎㅇㅍ"
check "search: ㄷㅎㅇㅍ offers both 동화약품 and 대한약품" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t ux | grep -q '000020 · KOSPI' && tmux -S '$SOCKET' capture-pane -p -t ux | grep -q '023910 · KOSDAQ'"
tm send-keys -t ux Enter
check "search: Enter on ㄷㅎㅇㅍ alone names the stocks it could be" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t ux | tr -d '\n' | grep -q 'matches [0-9]* stocks: .*동화약품 (000020)' && tmux -S '$SOCKET' capture-pane -p -t ux | tr -d '\n' | grep -q '대한약품 (023910)'"
tm send-keys -t ux Escape
eventually lacks ux "Add a stock to e2e"
tm send-keys -t ux /
tm send-keys -t ux -l lg
check "filter lg: LG stays" eventually has_row ux "003550 LG "
check "filter lg: only LG names are counted (1 of 4), not KB금융 (KB Financial Group)" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t ux | grep -q ' 1 of 4$' && ! tmux -S '$SOCKET' capture-pane -p -t ux | grep -q '^105560 '"
tm send-keys -t ux Escape
eventually has_row ux "105560 KB금융"
tm send-keys -t ux s
eventually header_has ux "Chg % ▼"
tm send-keys -t ux s
check "s: the name sort is marked ▲" eventually header_has ux "Name ▲"
tm send-keys -t ux S
check "S: the name sort reversed is marked ▼ and the status bar says so" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t ux | grep -m1 '^Code ' | grep -qF 'Name ▼' && tmux -S '$SOCKET' capture-pane -p -t ux | grep -qF 'sorted by name, reversed'"
check "S: names run backwards (동화약품 first, KB금융 last)" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t ux | grep -E '^[0-9A-Z]{6} ' | cut -c1-6 | tr '\n' ' ' | grep -q '^000020 0001A0 003550 105560 $'"
tm send-keys -t ux Tab
eventually has_row ux "005930 삼성전자"
add ux ㄷㅇㅇㄴㅈ
check "search: ㄷㅇㅇㄴㅈ adds 덕양에너젠 (to 관심종목)" eventually has_row ux "0001A0 덕양에너젠"
tm send-keys -t ux Tab
eventually has_row ux "105560 KB금융"
tm send-keys -t ux q
check "after the sort and the switch, q quits cleanly" eventually shows ux "exit=0"
start ux2 200 60 "$UX"
check "restart: the watchlist left open (e2e) is shown again" eventually has_row ux2 "003550 LG "
check "restart: the same sort and direction (Name ▼, sorted by name, reversed)" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t ux2 | grep -m1 '^Code ' | grep -qF 'Name ▼' && tmux -S '$SOCKET' capture-pane -p -t ux2 | grep -qF 'sorted by name, reversed'"
check "restart: the rows are in that order" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t ux2 | grep -E '^[0-9A-Z]{6} ' | cut -c1-6 | tr '\n' ' ' | grep -q '^000020 0001A0 003550 105560 $'"
VIEW_BEFORE=$(cat "$WORK/ux/view.json")
start ux3 200 60 "$UX"
eventually shows ux3 "read-only"
tm send-keys -t ux3 s Tab
eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t ux3 | grep -m1 '^Code ' | grep -qF 'Price ▼'"
tm send-keys -t ux3 q
eventually shows ux3 "exit=0"
check "a read-only second instance does not write view.json" test "$(cat "$WORK/ux/view.json")" = "$VIEW_BEFORE"
tm send-keys -t ux2 q
eventually shows ux2 "exit=0"
printf '{"version": 1, "sort": ' >"$WORK/ux/view.json"
start ux4 200 60 "$UX"
check "a damaged view.json is named with what is wrong, and the defaults are used" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t ux4 | tr -d '\n' | tr -s ' ' | grep -q 'view.json is damaged .*start from the defaults'"
check "a damaged view.json loses no watchlist" eventually has_row ux4 "005930 삼성전자"
tm send-keys -t ux4 q
check "after a damaged view.json, q quits cleanly" eventually shows ux4 "exit=0"

# --- The add dialog counts the matches it does not list (issue 9, dialog-promise) -------------------

# The bundled listing's Korean names containing 삼성 (a Hangul query matches inside Korean names).
SAMSUNG_MATCHES=$(awk -F'\t' 'NR > 1 && $3 ~ /삼성/' Sources/CMarketFiles/files/krx-listing.tsv | wc -l)
start more 100 30 "'$APP' --data-dir '$WORK/more' --seed 7"
open_dialog more a "Add a stock to" && type_text more "삼성"
check "the add dialog lists 5 of the $SAMSUNG_MATCHES 삼성 stocks and says +$((SAMSUNG_MATCHES - 5)) more" \
    eventually shows more "+$((SAMSUNG_MATCHES - 5)) more — keep typing"
tm send-keys -t more -l "전기"
check "typing on to 삼성전기 (2 matches, all listed) drops the line" eventually lacks more "more — keep typing"
escape_and_quit more "Add a stock to" "after the add dialog, q quits cleanly"

finish
