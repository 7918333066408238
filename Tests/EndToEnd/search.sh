#!/usr/bin/env bash
# End-to-end tests of the add dialog's search over the whole listing (issues 27 and 28): an ETF by its
# code, ETFs by brand and by brand and Korean word, "samsung" ranked best-known first, a pick past the
# fifth suggestion scrolling the list, the kind's mark in the suggestion and in the row.
#
# The real binary in tmux on the simulated feed, a fresh --data-dir; each check prints "ok - ..." or
# "not ok - ..."; the last line is "N passed, M failed".

source "$(dirname "$0")/lib/stockwatch.sh"

# find_text <text>: replaces the dialog's field with <text> and waits for the echo.
find_text() {
    tm send-keys -t search C-u
    tm send-keys -t search -l "$1"
    eventually shows search "│ $1"
}
# suggestion_has <n> <text>: the n-th line under the dialog's field (1: the first suggestion) holds <text>.
suggestion_has() {
    screen search | python3 -c '
import sys
lines = sys.stdin.read().splitlines()
field = next(i for i, line in enumerate(lines) if line.lstrip().startswith("│ ") and "Code, name" in lines[i - 1])
sys.exit(0 if sys.argv[2] in lines[field + int(sys.argv[1])] else 1)
' "$1" "$2"
}

first_suggestion_is_not() { ! suggestion_has 1 "$1"; }

start search 120 30 "'$APP' --data-dir '$WORK/data' --seed 7"
eventually shows search "005930 삼성전자" || true
tm send-keys -t search a
eventually shows search "Add a stock to" || true

find_text "069500"
check "069500 finds KODEX 200, marked ETF" eventually suggestion_has 1 "KODEX 200"
check "the suggestion says its kind: 069500 · KOSPI · ETF" eventually suggestion_has 1 "069500 · KOSPI · ETF"

find_text "kodex"
check "kodex lists KODEX ETFs, the largest first (KODEX 200)" eventually suggestion_has 1 "KODEX 200 "
check "kodex: more than five match" eventually shows search "more — keep typing"

find_text "tiger 미국"
check "tiger 미국 lists TIGER's US ETFs" eventually suggestion_has 1 "TIGER 미국"

find_text "samsung"
check "samsung lists 삼성전자 first" eventually suggestion_has 1 "삼성전자 "
check "samsung: 삼성전자우 second" eventually suggestion_has 2 "삼성전자우"
tm send-keys -t search Down
check "the first ↓ picks the first suggestion, marked ›" eventually suggestion_has 1 "› 삼성전자 "
tm send-keys -t search Down Down Down Down Down
check "↓ past the fifth scrolls: the sixth is picked on the last row" eventually suggestion_has 5 "› "
check "↓ past the fifth scrolls: 삼성전자 is above the list now" eventually first_suggestion_is_not "삼성전자 "

find_text "카카오"
check "카카오 lists 카카오뱅크 second (best-known first), not 카카오게임즈" eventually suggestion_has 2 "카카오뱅크"
tm send-keys -t search Down Down Enter
check "↓↓ Enter adds 카카오뱅크, the second suggestion" eventually shows search "323410 카카오뱅크"
tm send-keys -t search a
eventually shows search "Add a stock to" || true

find_text "069500"
tm send-keys -t search Enter
check "Enter adds KODEX 200: its row is marked ETF" eventually shows search "069500 ETF KODEX 200"
tm send-keys -t search q
check "q quits cleanly" eventually shows search "exit=0"

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
