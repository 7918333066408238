#!/usr/bin/env bash
# End-to-end tests of stockwatch in a real terminal: the real binary driven through tmux, a fresh
# --data-dir, the simulated feed with a fixed seed.
#
# Each check prints "ok - ..." or "not ok - ..."; the last line is "N passed, M failed" and the exit
# status is non-zero when anything failed. The screen is polled every 50 ms up to a deadline, never
# waited on with fixed sleeps. The private tmux server is killed on exit, whatever happens.

set -u
export LC_ALL=C.UTF-8

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
swift build --product stockwatch >/dev/null 2>&1 || { echo "stockwatch: build failed"; echo "0 passed, 1 failed"; exit 1; }
APP="$(swift build --show-bin-path)/stockwatch"

WORK=$(mktemp -d)
source "$ROOT/Tests/EndToEnd/lib/harness.sh"
DATA="$WORK/data"
# The table rows (lines 3 to 8) without the header's clock: what changes when prices move.
table_rows() { screen "$1" | sed -n '3,8p'; }
rows_changed_from() { [ "$(table_rows "$1")" != "$2" ]; }

app_pid() { pgrep -P "$(pane "$1" '#{pane_pid}')" -x stockwatch; }

# Whether the prices of every row end in the same cell column.
prices_aligned() { # prices_aligned <session>
    screen "$1" | python3 -c '
import os, re, sys, unicodedata
def cells(s): return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)
code = re.compile(os.environ["STOCK_CODE_PATTERN"] + " ")
ends = {cells(line[:m.end()]) for line in sys.stdin if code.match(line) for m in [re.search(r"\d[\d,]* ", line[7:])] if m}
sys.exit(0 if len(ends) == 1 else 1)
'
}
# Whether the screen holds only printable ASCII and box-drawing lines (what a non-UTF-8 locale can show).
ascii_only() { # ascii_only <session>
    screen "$1" | python3 -c '
import sys
sys.exit(0 if all(" " <= c <= "~" or "\u2500" <= c <= "\u257f" for c in sys.stdin.read().replace("\n", "")) else 1)
'
}
# open_dialog <session> <key> <title>: presses the key and waits for the dialog's title.
open_dialog() {
    tm send-keys -t "$1" "$2"
    eventually shows "$1" "$3"
}
# type_text <session> <text>: types into the open dialog's field and waits for the echo.
type_text() {
    tm send-keys -t "$1" -l "$2"
    eventually shows "$1" "│ $2"
}
# replace_text <session> <text>: clears the field (Ctrl-U) and types <text> instead.
replace_text() {
    tm send-keys -t "$1" C-u
    type_text "$1" "$2"
}
# add <session> <typed text>: opens the add dialog, types, presses Enter.
add() {
    open_dialog "$1" a "Add a stock to" && type_text "$1" "$2" && tm send-keys -t "$1" Enter
}
# remove_row <session> <code> <name>: selects the stock's row (from the top), d, checks the question, y.
remove_row() {
    local index
    index=$(screen "$1" | sed -n '3,$p' | grep -n -- "^$2 " | head -1 | cut -d: -f1)
    [ -n "$index" ] || return 1
    tm send-keys -t "$1" g
    for ((i = 1; i < index; i++)); do tm send-keys -t "$1" j; done
    tm send-keys -t "$1" d
    eventually shows "$1" "Remove $3 ($2) from" || return 1
    tm send-keys -t "$1" y
    eventually lacks "$1" "Remove $3 ($2) from"
}

RUN="'$APP' --data-dir '$DATA' --seed 7"

# --- First run: the default list, live prices, Korean rows aligned ---------------------------------

start main 100 30 "$RUN"
check "starts with the default watchlist 관심종목" eventually shows main "관심종목"
check "draws on the alternate screen" pane_is main '#{alternate_on}' 1
check "shows the default stocks with prices" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t main | grep -q '^005930 삼성전자 .*[0-9],[0-9]'"
check "header shows the market session and Korea time" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t main | head -1 | grep -Eq '[0-9]{2}:[0-9]{2}:[0-9]{2} KST'"
check "status bar names the simulated feed" line_has main 30 "simulated"
check "Korean and ASCII rows line up in the code column" codes_aligned main
check "prices end in the same column" prices_aligned main
before=$(table_rows main)
DEADLINE_MS=15000 check "prices change while watching" eventually rows_changed_from main "$before"
check "cursor hidden outside a text field" pane_is main '#{cursor_flag}' 0

# --- Remove with confirmation --------------------------------------------------------------------

check "d asks before removing SK하이닉스, y removes it" remove_row main 000660 SK하이닉스
check "SK하이닉스 is gone" eventually lacks main "SK하이닉스"

# --- Add 카카오 three ways: 카카오, 035720, ㅋㅋㅇ --------------------------------------------------

check "카카오 can be removed first" remove_row main 035720 카카오
check "the 카카오 row is gone" eventually lacks main "035720 카카오"
add main "카카오"
check "typing 카카오 adds its row" eventually shows main "035720 카카오"
check "the dialog closed after adding" eventually lacks main "Add a stock to"

tm send-keys -t main a
eventually shows main "Add a stock to"
tm send-keys -t main -l "카카오"
check "Hangul typed in the dialog is echoed" eventually shows main "│ 카카오"
check "the caret sits right after the Hangul, cursor shown" eventually caret_after main "카카오"
check "matches are listed under the field" eventually shows main "035720 · KOSPI"
tm send-keys -t main Enter
check "the same stock again: 'already in this watchlist' on the error line" eventually shows main "is already in this watchlist"
check "the dialog stays open with the text" shows main "│ 카카오"
replace_text main "없는종목"
tm send-keys -t main Enter
check "an unknown name: its message on the error line" eventually shows main 'No stock matches "없는종목".'
tm send-keys -t main Escape
check "Esc closes the dialog" eventually lacks main "Add a stock to"
check "nothing was added by the cancelled dialog" bash -c "[ \$(tmux -S '$SOCKET' capture-pane -p -t main | grep -c '^035720 ') -eq 1 ]"

remove_row main 035720 카카오
add main "035720"
check "typing 035720 adds 카카오" eventually shows main "035720 카카오"
remove_row main 035720 카카오
add main "ㅋㅋㅇ"
check "typing the initials ㅋㅋㅇ adds 카카오" eventually shows main "035720 카카오"

# --- Watchlists: a taken name, a new one, a rename --------------------------------------------------

open_dialog main n "New watchlist"
type_text main "관심종목"
tm send-keys -t main Enter
check "a new watchlist with an existing name: name taken" eventually shows main 'Name taken: there is already a watchlist called "관심종목".'
replace_text main "성장주"
tm send-keys -t main Enter
check "the new watchlist 성장주 is shown" eventually shows main "This watchlist is empty"
check "its tab is in the header" line_has main 1 "성장주"
open_dialog main r "Rename 성장주"
replace_text main "배당주"
tm send-keys -t main Enter
check "rename: the tab is now 배당주" eventually line_has main 1 "배당주"
check "rename: 성장주 is gone" eventually lacks main "성장주"
tm send-keys -t main Tab
check "Tab goes back to 관심종목" eventually shows main "005930 삼성전자"

# --- Help, resize, too small -------------------------------------------------------------------

check_help_toggles main
tm send-keys -t main '?'
eventually shows main "show or hide this help"
tm send-keys -t main q
check "q in the help closes the help" eventually lacks main "show or hide this help"
tm send-keys -t main '?'
check "q in the help did not quit: ? opens the help again" eventually shows main "show or hide this help"
check "… and the app never exited" lacks main "exit="
tm send-keys -t main Escape
eventually lacks main "show or hide this help"
tm resize-window -t main -x 60 -y 20
check "after a resize to 60×20 the status bar is on the new last row" eventually line_has main 20 "simulated"
check "after the resize the rows still line up" codes_aligned main
tm resize-window -t main -x 30 -y 8
check "below 40×10 a too-small notice replaces the screen" eventually shows main "terminal too small"
tm resize-window -t main -x 100 -y 30
check "back to 100×30 the watchlist returns" eventually shows main "005930 삼성전자"

# --- Filter and sort ----------------------------------------------------------------------------

tm send-keys -t main -l "/ㅋㅋㅇ"
check "/ and 초성 typed in one burst filter the rows" eventually shows main "Filter: ㅋㅋㅇ"
check "the filter keeps 카카오 and hides 삼성전자" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t main | grep -q '^035720 카카오' && ! tmux -S '$SOCKET' capture-pane -p -t main | grep -q '^005930 '"
tm send-keys -t main Escape
check "Esc clears the filter: 삼성전자 is back" eventually shows main "005930 삼성전자"
tm send-keys -t main s
check "s sorts by change %, and the status bar says so" eventually shows main "sorted by change %"
tm send-keys -t main s s s
check "three more s: sorted by volume" eventually shows main "sorted by volume"
tm send-keys -t main s
check "one more s: sorted by turnover (거래대금)" eventually shows main "sorted by turnover"
tm send-keys -t main s
check "one more s: back to the list order" eventually lacks main "sorted by"

# --- The detail view and the sparkline column ------------------------------------------------------

# order_book_levels <session>: the number of rows with a price inside the "Order book" box.
order_book_levels() {
    screen "$1" | python3 -c '
import re, sys
lines = sys.stdin.read().split("\n")
top = next(i for i, line in enumerate(lines) if "┌─ Order book" in line)
column = lines[top].index("┌─ Order book")
count = 0
for line in lines[top + 1:]:
    box = line[column:]
    if box.startswith("└"): break
    if re.search(r"[0-9] ", box) and re.search("[█▏▎▍▌▋▊▉]", box): count += 1
print(count)
'
}
order_book_has() { [ "$(order_book_levels "$1")" = "$2" ]; }
tm send-keys -t main g j Enter
check "Enter on NAVER opens its detail view" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t main | head -1 | grep -q 'NAVER  035420  KOSPI'"
check "the detail view draws today's chart (or the last session's, named by its day) from 09:00 to 15:30" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t main | grep -qE '(Today|[A-Z][a-z]{2} [0-9]{2}-[0-9]{2}) \(1 min\)' && tmux -S '$SOCKET' capture-pane -p -t main | grep -q '09:00.*12:00.*15:30'"
check "the detail view draws the daily chart" shows main "Daily 3M candles"
check "the order book shows 10 ask and 10 bid levels" eventually order_book_has main 20
tm send-keys -t main Escape
check "Esc returns to the watchlist" eventually shows main "005930 삼성전자"
tm send-keys -t main Enter
check "the selection stayed on NAVER: Enter opens it again" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t main | head -1 | grep -q 'NAVER  035420'"
tm send-keys -t main Escape
check "and Esc closes it again" eventually shows main "005930 삼성전자"
tm resize-window -t main -x 160 -y 30
check "at 160 columns the sparkline column is there" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t main | grep -q '^Code .* Today'"
tm resize-window -t main -x 80 -y 30
check "at 80 columns it is gone" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t main | grep '^Code ' | grep -vq 'Today'"
tm resize-window -t main -x 100 -y 30
check "back at 100 columns" eventually line_has main 30 "simulated"

# --- A second instance is read-only and says so ---------------------------------------------------

start second 100 30 "$RUN"
check "a second instance says it is read-only" eventually shows second "read-only"
add second "000270"
check "an edit in the second instance is refused with a message" eventually shows second "Another StockWatch is running: watchlists are read-only here"
tm send-keys -t second q
check "the second instance quits" eventually shows second "exit=0"

# --- q restores the terminal; a restart shows everything as it was left ----------------------------

check_q_restores main

start again 100 30 "$RUN"
check "restart: 관심종목 is there" eventually shows again "관심종목"
check "restart: the renamed 배당주 is there" eventually line_has again 1 "배당주"
check "restart: 카카오 added, SK하이닉스 removed" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t again | grep -q '^035720 카카오' && ! tmux -S '$SOCKET' capture-pane -p -t again | grep -q 'SK하이닉스'"
check "restart: the list keeps its order" bash -c "[ \"\$(tmux -S '$SOCKET' capture-pane -p -t again | grep -Eo '^[0-9]{6}' | tr '\n' ' ')\" = '005930 035420 005380 035720 ' ]"
tm send-keys -t again Tab
eventually shows again "This watchlist is empty"
check "D asks before deleting the watchlist 배당주" open_dialog again D 'Delete the watchlist "배당주"?'
tm send-keys -t again n
check "n keeps it" eventually lacks again "Delete a watchlist"
check "배당주 is still a tab" line_has again 1 "배당주"
open_dialog again D 'Delete the watchlist "배당주"?'
tm send-keys -t again y
check "y deletes it: its tab is gone" eventually lacks again "배당주"
check "the remaining watchlist is shown" eventually shows again "005930 삼성전자"
app=$(app_pid again)
kill -TERM "$app"
check "SIGTERM quits with exit code 0" eventually shows again "exit=0"
check "after SIGTERM: echo and icanon back, alternate screen off" terminal_restored again

# --- --once: no terminal, the list's codes as JSON, a table and CSV ---------------------------------

"$APP" --data-dir "$DATA" --seed 7 --once --format json >"$WORK/once.json" 2>"$WORK/once.err"
status=$?
check "--once --format json exits 0" test "$status" -eq 0
check "--once --format json prints valid JSON" python3 -m json.tool "$WORK/once.json" >/dev/null
check "--once JSON has the list's codes in order" bash -c "python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if [q[\"code\"] for q in d[\"quotes\"]] == [\"005930\", \"035420\", \"005380\", \"035720\"] and all(\"price\" in q for q in d[\"quotes\"]) else 1)' '$WORK/once.json'"
check "--once writes nothing on stderr" test ! -s "$WORK/once.err"
"$APP" --data-dir "$DATA" --once </dev/null >"$WORK/once.txt" 2>&1
check "--once (table) works without a terminal" bash -c "grep -q '^035720  카카오' '$WORK/once.txt' && ! grep -q $'\e' '$WORK/once.txt'"
"$APP" --data-dir "$DATA" --once --format csv >"$WORK/once.csv"
check "--once --format csv has a header and a line per stock" bash -c "[ \$(wc -l < '$WORK/once.csv') -eq 5 ] && head -1 '$WORK/once.csv' | grep -q '^code,name,'"

# --- Bad files: damaged, hostile, a FIFO, a read-only folder; --watchlist ---------------------------

"$APP" --data-dir "$DATA" --once --watchlist "관심종목" --format csv >"$WORK/named.csv" 2>"$WORK/named.err"
check "--once --watchlist 관심종목 prints that list" bash -c "[ $? -eq 0 ] && grep -q '^035720,카카오,' '$WORK/named.csv' && [ ! -s '$WORK/named.err' ]"
"$APP" --data-dir "$DATA" --once --watchlist "없는목록" >/dev/null 2>"$WORK/named.err"
check "--once --watchlist with an unknown name: exit 2 naming the lists there are" bash -c "[ $? -eq 2 ] && grep -qF 'there is no watchlist called \"없는목록\"; the watchlists are \"관심종목\".' '$WORK/named.err'"

mkdir -p "$WORK/hostile"
printf '{"version": 1, "watchlists": [{"id": "h", "name": "\\u001b]0;owned\\u0007Evil\\u001b[2J\\u009b31m", "codes": ["005930"]}]}\n' >"$WORK/hostile/watchlists.json"
for format in table csv json; do
    "$APP" --data-dir "$WORK/hostile" --seed 7 --once --format $format >"$WORK/hostile.$format" 2>&1
done
check "--once prints no control character from a hostile watchlist name (table, csv, json)" bash -c "cat '$WORK'/hostile.* | grep -q Evil && ! cat '$WORK'/hostile.* | tr -d '\r\n' | LC_ALL=C grep -qP '[\x00-\x1f\x7f]|\xc2[\x80-\x9f]|\\\\\\\\u001b'"

mkdir -p "$WORK/damaged"
printf '{"version": 1, "watchlists": [' >"$WORK/damaged/watchlists.json"
"$APP" --data-dir "$WORK/damaged" --seed 7 --once >"$WORK/damaged.out" 2>"$WORK/damaged.err"
check "--once on a damaged watchlists file says so on stderr and where it was kept" bash -c "[ $? -eq 0 ] && grep -q 'could not be read because it is not valid JSON' '$WORK/damaged.err' && grep -q 'watchlists.json.damaged-' '$WORK/damaged.err' && ls '$WORK'/damaged/watchlists.json.damaged-* >/dev/null"
mkdir -p "$WORK/damaged2"
printf 'garbage' >"$WORK/damaged2/watchlists.json"
start damaged 80 24 "'$APP' --data-dir '$WORK/damaged2' --seed 7"
eventually shows damaged "005930 삼성전자"
tm send-keys -t damaged q
check "full screen: the damaged-file message is repeated whole after quitting" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -J -t damaged | grep -q 'stockwatch: Your watchlists file could not be read because it is not valid JSON.*was started\.'"

mkdir -p "$WORK/fifo"
mkfifo "$WORK/fifo/config.json"
timeout 10 "$APP" --data-dir "$WORK/fifo" --seed 7 --once >"$WORK/fifo.out" 2>"$WORK/fifo.err"
check "a FIFO as config.json: no hang, a clear message, the defaults" bash -c "[ $? -eq 0 ] && grep -q 'config.json: it is a FIFO (named pipe), not a regular file' '$WORK/fifo.err' && grep -q '^005930' '$WORK/fifo.out'"
mkdir -p "$WORK/fifo2"
mkfifo "$WORK/fifo2/watchlists.json"
timeout 10 "$APP" --data-dir "$WORK/fifo2" --once >/dev/null 2>"$WORK/fifo.err"
check "a FIFO as watchlists.json: no hang, exit 1 and a clear message" bash -c "[ $? -eq 1 ] && grep -q 'watchlists.json: it is a FIFO (named pipe)' '$WORK/fifo.err'"

# A real read-only file system: a read-only bind mount of the folder in a private mount namespace (root
# ignores chmod, so a mode would not stop these tests; the mount disappears with the namespace).
mkdir -p "$WORK/readonly"
cp "$DATA/watchlists.json" "$WORK/readonly/"
RO_RUN="unshare -m sh -c \"mount --bind '$WORK/readonly' '$WORK/readonly' && mount -o remount,ro,bind '$WORK/readonly' && exec '$APP' --data-dir '$WORK/readonly' --seed 7 \\\"\\\$@\\\"\" sh"
bash -c "$RO_RUN --once" >"$WORK/ro.out" 2>"$WORK/ro.err"
check "a read-only data folder: --once still prints the list" bash -c "[ $? -eq 0 ] && grep -q '^035720  카카오' '$WORK/ro.out'"
start readonly 100 30 "$RO_RUN"
check "a read-only data folder: the full screen runs read-only and says why" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t readonly | tr -d '\n' | grep -q 'watchlists.json.lock: Read-only file *system, so these watchlists are read-only here' && tmux -S '$SOCKET' capture-pane -p -t readonly | tail -1 | grep -q 'read-only'"
add readonly "000270"
check "a read-only data folder: an edit is refused with the reason" eventually shows readonly "the data folder cannot be written (Read-only file system)"
tm send-keys -t readonly q
check "a read-only data folder: q quits with exit code 0" eventually shows readonly "exit=0"

# --- The command line ----------------------------------------------------------------------------

"$APP" --colours red >"$WORK/bad.out" 2>"$WORK/bad.err"
status=$?
check "a bad flag value: exit code 2" test "$status" -eq 2
check "a bad flag value: a clear message naming the flag" grep -q -- '--colours must be korean, western or none, not "red"' "$WORK/bad.err"
"$APP" --frobnicate >/dev/null 2>"$WORK/bad.err"
status=$?
check "an unknown flag: exit code 2 and its name" bash -c "[ $status -eq 2 ] && grep -q 'unknown option --frobnicate' '$WORK/bad.err'"
env -u KIS_APP_KEY -u KIS_APP_SECRET "$APP" --feed kis --data-dir "$WORK/kis" </dev/null >/dev/null 2>"$WORK/kis.err"
status=$?
check "--feed kis without credentials: exit code 2" test "$status" -eq 2
check "--feed kis without credentials: says to set KIS_APP_KEY and KIS_APP_SECRET" bash -c "grep -q KIS_APP_KEY '$WORK/kis.err' && grep -q KIS_APP_SECRET '$WORK/kis.err'"
check "--help documents the flags, environment and files" bash -c "'$APP' --help | grep -q -- '--refresh' && '$APP' --help | grep -q NO_COLOR && '$APP' --help | grep -q watchlists.json"
check "--version prints the version" bash -c "'$APP' --version | grep -Eq '^stockwatch [0-9]+\.[0-9]+'"

# --- Keys in a text field under every TERM a user sets: Home/End/Delete/Insert, unknown sequences ----

# tmux sends Home as ESC [1~ and End as ESC [4~ whatever TERM says: screen-256color's terminfo lists
# them, xterm-256color's (ESC OH / ESC OF) does not, so there the app's own decoder must read them.
for term in xterm-256color screen-256color tmux-256color; do
    session="keys-${term%%-*}"
    start "$session" 100 30 "TERM=$term $RUN"
    eventually shows "$session" "005930 삼성전자"
    open_dialog "$session" n "New watchlist"
    type_text "$session" "abc"
    tm send-keys -t "$session" Home
    tm send-keys -t "$session" -l X
    check "TERM=$term: Home moves the caret to the start" eventually shows "$session" "│ Xabc "
    tm send-keys -t "$session" End
    tm send-keys -t "$session" -l Y
    check "TERM=$term: End moves it to the end" eventually shows "$session" "│ XabcY "
    tm send-keys -t "$session" Home
    tm send-keys -t "$session" DC
    check "TERM=$term: Delete removes the character at the caret" eventually shows "$session" "│ abcY "
    tm send-keys -t "$session" IC
    tm send-keys -t "$session" -l Z
    check "TERM=$term: Insert inserts nothing" eventually shows "$session" "│ ZabcY "
    tm send-keys -t "$session" -H 1b 5b 39 39 7e 1b 5b 3f 31 3b 32 63 1b 4f 48
    tm send-keys -t "$session" -l W
    check "TERM=$term: unknown sequences (ESC [99~, ESC [?1;2c) leave no text, ESC OH is Home" eventually shows "$session" "│ WZabcY "
    tm send-keys -t "$session" Escape
    eventually lacks "$session" "New watchlist"
    tm send-keys -t "$session" q
    check "TERM=$term: q quits with exit code 0" eventually shows "$session" "exit=0"
done

# --- Bracketed paste: one edit, controls dropped, newline submits nothing, cut to capacity said ---------

start paste 100 30 "$RUN"
eventually shows paste "005930 삼성전자"
open_dialog paste a "Add a stock to"
tm set-buffer -b clip $'삼성\x01전자\n005930'
tm paste-buffer -p -b clip -t paste
check "a paste arrives as one edit: its Ctrl-A moves no caret, its newline is a space" eventually shows paste "│ 삼성전자 005930"
check "the caret is after the pasted text" caret_after paste "삼성전자 005930"
tm send-keys -t paste C-u
tm set-buffer -b long "$(printf 'x%.0s' {1..250})"
tm paste-buffer -p -b long -t paste
check "a paste longer than the field: the error line says it was cut" eventually shows paste "cut to 200 characters: 50 left out"
tm send-keys -t paste Escape
eventually lacks paste "Add a stock to"
# A paste ending in a newline into the new-watchlist dialog: as keys, its Enter would create the
# watchlist and close the dialog, and the X typed next would go to the watchlist instead.
open_dialog paste n "New watchlist"
tm set-buffer -b named $'새목록\n'
tm paste-buffer -p -b named -t paste
tm send-keys -t paste -l X
check "a paste's newline submits nothing: the dialog is still open and takes the next key" eventually shows paste "│ 새목록 X"
tm send-keys -t paste Escape
eventually lacks paste "New watchlist"
tm send-keys -t paste /
tm set-buffer -b filter "$(printf '삼%.0s' {1..45})"
tm paste-buffer -p -b filter -t paste
check "a paste longer than the filter: the status line says it was cut" eventually shows paste "cut to 40 characters: 5 left out"
tm send-keys -t paste Escape
eventually lacks paste "Filter:"
tm send-keys -t paste q
check "after pastes, q quits with exit code 0" eventually shows paste "exit=0"

# The shell after the app: a paste into `cat -v` shows no ESC [200~ (bracketed paste was turned off).
tm new-session -d -s pasteoff -x 100 -y 30 -e LANG=C.UTF-8 -e SWIFT_BACKTRACE=enable=no "$RUN; echo \"exit=\$?\"; exec cat -v"
eventually shows pasteoff "005930 삼성전자"
tm send-keys -t pasteoff q
eventually shows pasteoff "exit=0"
tm set-buffer -b after "after-quit"
tm paste-buffer -p -b after -t pasteoff
eventually shows pasteoff "after-quit"
check "after q the terminal is back out of bracketed paste (no ESC [200~ around a paste)" lacks pasteoff "200~"

# --- SIGQUIT (Ctrl-\) restores the terminal like SIGTERM, with the Swift backtracer off and on ----------

for backtracer in off on; do
    session="quit-$backtracer"
    environment="SWIFT_BACKTRACE=enable=no"
    [ "$backtracer" = on ] && environment="env -u SWIFT_BACKTRACE"
    start "$session" 100 30 "$environment $RUN"
    eventually shows "$session" "005930 삼성전자"
    tm send-keys -t "$session" 'C-\'
    check "Ctrl-\\ (backtracer $backtracer): quits with exit code 0" eventually shows "$session" "exit=0"
    check "Ctrl-\\ (backtracer $backtracer): echo and icanon back, alternate screen off" terminal_restored "$session"
done

# --- The mouse: off by default; --mouse turns on row clicks, tab clicks and the wheel ------------------

# mouse_at <session> <button> <x> <y>: the SGR mouse report (1-based cell) of a press and its release,
# as xterm sends it; tmux cannot make a click from the command line, so the bytes go in with -H.
mouse_at() {
    local bytes
    bytes=$(printf '\e[<%s;%s;%sM\e[<%s;%s;%sm' "$2" "$3" "$4" "$2" "$3" "$4" | od -An -tx1)
    tm send-keys -t "$1" -H $bytes
}
# cell_of <session> <line> <text>: the 1-based cell column where <text> starts on screen line <line>.
cell_of() {
    screen "$1" | sed -n "$2p" | python3 -c '
import sys, unicodedata
line, text = sys.stdin.read(), sys.argv[1]
print(sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in line[:line.find(text)]) + 1)
' "$3"
}
# selected_is <session> <code> <name>: d asks about that stock (then n keeps it).
selected_is() {
    tm send-keys -t "$1" d
    eventually shows "$1" "Remove $3 ($2) from" || return 1
    tm send-keys -t "$1" n
    eventually lacks "$1" "Remove $3 ($2) from"
}

start nomouse 100 30 "$RUN"
eventually shows nomouse "005930 삼성전자"
check "without --mouse the terminal keeps the mouse (no tracking asked for)" pane_is nomouse '#{mouse_any_flag}' 0
tm send-keys -t nomouse q
eventually shows nomouse "exit=0"

start mouse 100 30 "TERM=xterm-256color $RUN --mouse"
eventually shows mouse "005930 삼성전자"
check "--mouse: mouse tracking is on" pane_is mouse '#{mouse_any_flag}' 1
mouse_at mouse 0 10 5
check "--mouse: a click on the third row selects 현대차" selected_is mouse 005380 현대차
mouse_at mouse 65 10 5
check "--mouse: the wheel down selects the next row, 카카오" selected_is mouse 035720 카카오
mouse_at mouse 64 10 5
check "--mouse: the wheel up selects 현대차 again" selected_is mouse 005380 현대차
open_dialog mouse n "New watchlist"
type_text mouse "마우스"
tm send-keys -t mouse Enter
eventually shows mouse "This watchlist is empty"
mouse_at mouse 0 "$(cell_of mouse 1 관심종목)" 1
check "--mouse: a click on the 관심종목 tab shows it" eventually shows mouse "005930 삼성전자"
mouse_at mouse 0 "$(cell_of mouse 1 마우스)" 1
check "--mouse: a click on the 마우스 tab shows it" eventually shows mouse "This watchlist is empty"
tm send-keys -t mouse D
eventually shows mouse 'Delete the watchlist "마우스"?'
tm send-keys -t mouse y
eventually lacks mouse "마우스"
tm send-keys -t mouse q
check "--mouse: q quits with exit code 0" eventually shows mouse "exit=0"
check "--mouse: after q, mouse tracking is off again" pane_is mouse '#{mouse_any_flag}' 0

# --- Colours ------------------------------------------------------------------------------------

colored() { tm capture-pane -p -e -t "$1" | grep -qE $'\e\\[([0-9]+;)*'"$2"'m'; }
start colors 100 30 "$RUN"
eventually shows colors "005930 삼성전자"
check "Korean colours: red and blue on the screen" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -e -t colors | grep -qE $'\e\\\\[([0-9]+;)*31m' && tmux -S '$SOCKET' capture-pane -p -e -t colors | grep -qE $'\e\\\\[([0-9]+;)*34m'"
tm send-keys -t colors q
start plain 100 30 "$RUN --colors none"
eventually shows plain "005930 삼성전자"
check "--colors none: no colours at all" bash -c "! tmux -S '$SOCKET' capture-pane -p -e -t plain | grep -qE $'\e\\\\[([0-9]+;)*(3[0-7]|9[0-7]|38;5;[0-9]+)m'"
tm send-keys -t plain q

# --- The non-UTF-8 locale warning ------------------------------------------------------------------

start ascii 100 30 "LC_ALL=C $RUN"
check "a non-UTF-8 locale shows a warning in the status bar" eventually shows ascii "locale C is not UTF-8"
check "a non-UTF-8 locale says once, at start, how to fix it" shows ascii "set LANG=C.UTF-8 (or ko_KR.UTF-8) to see it."
check "a non-UTF-8 locale: Hangul is one ? per cell, the code column still lines up" bash -c "tmux -S '$SOCKET' capture-pane -p -t ascii | grep -q '^005930 ???????? ' && tmux -S '$SOCKET' capture-pane -p -t ascii | grep -q '^035420 NAVER '"
check "a non-UTF-8 locale: the prices end in the same column" prices_aligned ascii
check "a non-UTF-8 locale: only ASCII (and box lines) on the screen" ascii_only ascii
tm send-keys -t ascii '?'
check "a non-UTF-8 locale: the help shows its arrows as ? per cell" eventually shows ascii "^ v j k"
check "a non-UTF-8 locale: the help is only ASCII (and box lines) too" ascii_only ascii
tm send-keys -t ascii Escape
eventually lacks ascii "show or hide this help"
tm send-keys -t ascii q
check "a non-UTF-8 locale still quits cleanly" eventually shows ascii "exit=0"

# --- --clock: the simulated market at a given moment ---------------------------------------------

mkdir -p "$WORK/clockdata"
start clock 200 30 "'$APP' --data-dir '$WORK/clockdata' --clock 2026-12-25T10:00"
check "--clock on 2026-12-25: the header says the simulator runs its own session while KRX and NXT are closed for the holiday" \
    eventually line_has clock 1 "simulated session · KRX · NXT closed · holiday — NXT opens Mon 12-28 08:00, KRX 09:00"
check "--clock: the header clock starts at that moment" eventually line_has clock 1 "10:00:0"
tm send-keys -t clock q
check "--clock: q quits cleanly" eventually shows clock "exit=0"

# --- The kis feed against the fake KIS server (tests' fixture), --once and full screen ---------------

coproc FAKE_KIS { exec python3 "$ROOT/Tests/NetworkingTests/Fixtures/fake_kis_server.py"; }
read -r -t 10 KIS_PORT <&"${FAKE_KIS[0]}"
mkdir -p "$WORK/kisdata"
printf '{"feed": "kis", "kis_account": "paper", "kis_host": "http://127.0.0.1:%s", "kis_websocket_url": "ws://127.0.0.1:%s/tryitout"}\n' \
    "$KIS_PORT" "$KIS_PORT" >"$WORK/kisdata/config.json"
# fake_kis <json command>: sends one command to the fake server and prints its one-line answer.
fake_kis() {
    local answer
    printf '%s\n' "$1" >&"${FAKE_KIS[1]}" && read -r -t 5 answer <&"${FAKE_KIS[0]}" && printf '%s\n' "$answer"
}
# ws_session_count: how many WebSocket sessions the fake server has seen. The answer goes through a
# file: called in a pipeline or $(…), fake_kis would run in a subshell, which has no coprocess descriptors.
ws_session_count() {
    fake_kis '{"cmd": "ws_sessions"}' >"$WORK/session-count.json" || return 1
    python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["sessions"]))' "$WORK/session-count.json"
}
all_rows_marked() { # all_rows_marked <session> <mark pattern>: every stock row carries the mark
    local rows
    rows=$(screen "$1" | grep -E '^[0-9A-Z]{6} ')
    [ -n "$rows" ] && ! grep -vE "^[0-9A-Z]{6} $2 " <<<"$rows" >/dev/null
}
KIS_ENV="KIS_APP_KEY=e2e-app KIS_APP_SECRET=e2e-app-secret"
env $KIS_ENV "$APP" --data-dir "$WORK/kisdata" --once --format json >"$WORK/kis.json" 2>"$WORK/kis.err"
status=$?
check "kis feed, --once: exits 1 (some rows failed) with the fake server's quotes and its errors for codes it lacks" bash -c "[ $status -eq 1 ] && python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if d[\"feed\"] == \"KIS paper\" and len(d[\"quotes\"]) == 5 and d[\"quotes\"][0][\"price\"] > 0 and all(q.get(\"price\", 0) > 0 or q.get(\"error\") for q in d[\"quotes\"]) else 1)' '$WORK/kis.json'"
start kis 100 30 "$KIS_ENV '$APP' --data-dir '$WORK/kisdata'"
check "kis feed, full screen: the status bar names it" eventually shows kis "KIS paper"
DEADLINE_MS=15000 check "kis feed, full screen: prices arrive from the server" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t kis | grep -q '^005930 [●○!] 삼성전자 .*[0-9],[0-9]'"
DEADLINE_MS=1000 check "kis feed, real-time: every row goes live within a second" eventually all_rows_marked kis ●
check "kis feed, real-time: the status bar counts the live rows" eventually shows kis "live 5"
fake_kis '{"cmd": "ws_trade", "code": "005930", "price": "272500"}' >/dev/null
check "kis feed, real-time: a price pushed on the socket appears on screen" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t kis | grep -q '^005930 ● 삼성전자 .*272,500'"
fake_kis '{"cmd": "ws_fault", "kind": "close"}' >/dev/null
check "kis feed, socket killed: rows fall back to polling" eventually all_rows_marked kis '[○!]'
check "kis feed, socket killed: the status bar says real-time is down, with the retry countdown" eventually shows kis "real-time down · retry in"
check "kis feed, socket killed: the reason is shown" eventually shows kis " real-time down: "
DEADLINE_MS=10000 check "kis feed, socket back: the rows are live again" eventually all_rows_marked kis ●
check "kis feed, socket back: the trouble is gone from the status bar" eventually lacks kis "real-time down"
tm send-keys -t kis q
check "kis feed, full screen: q quits cleanly" eventually shows kis "exit=0"
check "kis feed, full screen: the terminal is restored after quitting" terminal_restored kis
ws_session_count >"$WORK/sessions-before.txt"
sessions_before=$(cat "$WORK/sessions-before.txt")
check "kis feed: the fake server counts the WebSocket sessions opened so far (at least one)" test "${sessions_before:-0}" -ge 1
start kispoll 160 30 "$KIS_ENV '$APP' --data-dir '$WORK/kisdata' --no-realtime"
DEADLINE_MS=15000 check "kis feed, --no-realtime: every row is polled (or stale)" eventually all_rows_marked kispoll '[○!]'
check "kis feed, --no-realtime: the status bar counts no live row and says real-time is off" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t kispoll | tail -1 | grep -q 'live 0 · .*real-time off: polling only'"
ws_session_count >"$WORK/sessions-after.txt"
check "kis feed, --no-realtime: no WebSocket session was opened" test "$(cat "$WORK/sessions-after.txt")" = "$sessions_before"
tm send-keys -t kispoll q
check "kis feed, --no-realtime: q quits cleanly" eventually shows kispoll "exit=0"
exec {FAKE_KIS[1]}>&-

# --- Positions and price alerts (issue 13) ------------------------------------------------------------

HOLD="'$APP' --data-dir '$WORK/holdings' --seed 7"
# The price of <code> on the screen of <session>, as a plain number.
price_of() { screen "$1" | awk -v code="$2" '$1 == code { for (i = 3; i <= NF; i++) if ($i ~ /^[0-9][0-9,]*$/) { gsub(",", "", $i); print $i; exit } }'; }
# KRX's tick size for <price>.
tick_of() { python3 -c 'import sys; p = int(sys.argv[1]); print(next(t for limit, t in [(2000, 1), (5000, 5), (20000, 10), (50000, 50), (200000, 100), (500000, 500)] if p < limit) if p < 500000 else 1000)' "$1"; }
# Esc closes the overlay showing <text>, then q quits — after the overlay is gone, as Esc and q in one
# read are Alt-q.
escape_and_quit() { # escape_and_quit <session> <text> <description>
    tm send-keys -t "$1" Escape
    eventually lacks "$1" "$2"
    tm send-keys -t "$1" q
    check "$3" eventually shows "$1" "exit=0"
}
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
for direction in up down; do
    PRICE=$(price_of fire 005930)
    TICK=$(tick_of "$PRICE")
    if [ $direction = up ]; then CONDITION=">= $((PRICE + TICK))"; else CONDITION="<= $((PRICE - TICK))"; fi
    tm send-keys -t fire '!'
    eventually shows fire "Enter OK"
    tm send-keys -t fire -l "$CONDITION"
    tm send-keys -t fire Enter
    eventually lacks fire "Enter OK" || tm send-keys -t fire Escape
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

# --- The detail view: live order book and trades, the last session's chart (issue 12) ------------------

# A fake KIS server of its own (the first one's stdin was closed, which ended it).
coproc FAKE_KIS { exec python3 "$ROOT/Tests/NetworkingTests/Fixtures/fake_kis_server.py"; }
read -r -t 10 KIS_PORT <&"${FAKE_KIS[0]}"
# book_registered <code> <yes|no>: whether the fake server's open session holds the code's order book.
# (The reply goes through a file: the coprocess's descriptors do not reach a pipeline's subshell.)
book_registered() {
    fake_kis '{"cmd": "ws_sessions"}' >"$WORK/sessions.json" || return 1
    python3 -c '
import json, sys
sessions = [s for s in json.load(open(sys.argv[3]))["sessions"] if s["open"] and s["app_key"] == "e2e-detail"]
held = any(sys.argv[1] in s["books"] for s in sessions)
sys.exit(0 if sessions and held == (sys.argv[2] == "yes") else 1)' "$1" "$2" "$WORK/sessions.json"
}
# trades_box_has <session> <text>: the text is on a line of the "Trades" box.
trades_box_has() {
    screen "$1" | python3 -c '
import sys
lines = sys.stdin.read().split("\n")
top = next(i for i, line in enumerate(lines) if "┌─ Trades" in line)
column = lines[top].index("┌─ Trades")
sys.exit(0 if any(sys.argv[1] in line[column:] for line in lines[top + 1:]) else 1)' "$2"
}
mkdir -p "$WORK/kisdetail"
printf '{"feed": "kis", "kis_account": "paper", "kis_host": "http://127.0.0.1:%s", "kis_websocket_url": "ws://127.0.0.1:%s/tryitout"}\n' \
    "$KIS_PORT" "$KIS_PORT" >"$WORK/kisdetail/config.json"
DETAIL_ENV="KIS_APP_KEY=e2e-detail KIS_APP_SECRET=e2e-detail-secret"
start kisdetail 120 40 "$DETAIL_ENV '$APP' --data-dir '$WORK/kisdetail'"
DEADLINE_MS=15000 check "detail, kis: the watchlist's rows go live" eventually all_rows_marked kisdetail ●
tm send-keys -t kisdetail g Enter
check "detail, kis: Enter opens the first row's detail view" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t kisdetail | head -1 | grep -q '삼성전자  005930'"
check "detail, kis: the order book shows 10 ask and 10 bid levels" eventually order_book_has kisdetail 20
check "detail, kis: the order book is marked live" eventually shows kisdetail "Order book · live"
check "detail, kis: the order book holds a registration on the session" eventually book_registered 005930 yes
fake_kis '{"cmd": "ws_book", "code": "005930", "ask_quantity": "43210", "fields": 62}' >/dev/null
check "detail, kis: a level pinned on the fake server appears" eventually shows kisdetail "43,210"
fake_kis '{"cmd": "ws_trade", "code": "005930", "price": "272500"}' >/dev/null
check "detail, kis: a trade pushed on the socket is in the recent trades" eventually trades_box_has kisdetail "272,500"
tm send-keys -t kisdetail Escape
check "detail, kis: Esc returns to the watchlist" eventually shows kisdetail "005930 ● 삼성전자"
check "detail, kis: Esc releases the order book's registration" eventually book_registered 005930 no
tm send-keys -t kisdetail Enter
check "detail, kis: opened again, the book is live again" eventually shows kisdetail "Order book · live"
fake_kis '{"cmd": "ws_fault", "kind": "close", "app_key": "e2e-detail"}' >/dev/null
check "detail, kis: with the socket down the book is no longer marked live (stale, then polled)" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t kisdetail | grep -qE 'Order book · (stale|polled)'"
check "detail, kis: polled, it still has 10 + 10 levels" eventually order_book_has kisdetail 20
DEADLINE_MS=10000 check "detail, kis: with the socket back the book is live again" eventually shows kisdetail "Order book · live"
tm send-keys -t kisdetail Escape
eventually shows kisdetail "005930 ● 삼성전자"
tm send-keys -t kisdetail q
check "detail, kis: q quits cleanly" eventually shows kisdetail "exit=0"
exec {FAKE_KIS[1]}>&-

mkdir -p "$WORK/lastsession"
start lastsession 120 40 "'$APP' --data-dir '$WORK/lastsession' --seed 7 --clock 2026-12-25T08:00"
eventually shows lastsession "005930"
tm send-keys -t lastsession g Enter
check "detail, holiday 08:00: the chart shows the last session's day in its title" eventually shows lastsession "┌─ Thu 12-24 (1 min)"
check "detail, holiday 08:00: and that session's bars (braille dots in the chart)" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t lastsession | python3 -c 'import sys; sys.exit(0 if any(0x2801 <= ord(c) <= 0x28FF for c in sys.stdin.read()) else 1)'"
check "detail, holiday 08:00: no 'No trades today yet'" lacks lastsession "No trades today yet"
escape_and_quit lastsession "Thu 12-24" "detail, holiday 08:00: q quits cleanly"

mkdir -p "$WORK/opensession"
start opensession 120 40 "'$APP' --data-dir '$WORK/opensession' --seed 7 --clock 2026-12-28T10:00"
eventually shows opensession "005930"
tm send-keys -t opensession g Enter
check "detail, trading day 10:00: the chart is today's" eventually shows opensession "┌─ Today (1 min)"
escape_and_quit opensession "Today (1 min)" "detail, trading day 10:00: q quits cleanly"

# --- KIS master catalog refresh in the running app (issue 10) ---------------------------------------
# The fake server serves small master files in KIS's layout; the data folder is also the cache folder.
coproc FAKE_MASTER { exec python3 "$ROOT/Tests/NetworkingTests/Fixtures/fake_kis_server.py"; }
read -r -t 10 MASTER_PORT <&"${FAKE_MASTER[0]}"
# fake_master <json command>: one command to this fake server, its one-line answer printed.
fake_master() {
    local answer
    printf '%s\n' "$1" >&"${FAKE_MASTER[1]}" && read -r -t 5 answer <&"${FAKE_MASTER[0]}" && printf '%s\n' "$answer"
}
# serve_master <variant>: the master files the next download gets (listed, newer, damaged).
serve_master() { fake_master "{\"cmd\": \"master_files\", \"folder\": \"/master\", \"variant\": \"$1\"}" >/dev/null; }
# downloads_are <n>: the fake server has answered n master-zip downloads so far. (The coprocess's
# pipes exist only in this shell, not in a command substitution: its answer goes through a file.)
downloads_are() {
    fake_master '{"cmd": "requests"}' >"$WORK/master-requests.json" &&
        python3 -c 'import json, sys; sys.exit(0 if sum(r["path"].startswith("/master/") for r in json.load(open(sys.argv[1]))["requests"]) == int(sys.argv[2]) else 1)' \
            "$WORK/master-requests.json" "$1"
}
# cache_from_yesterday: the cached master files as if downloaded yesterday, so a refresh is due.
cache_from_yesterday() { touch -d '1 day ago' "$WORK/master/kospi_code.mst.zip" "$WORK/master/kosdaq_code.mst.zip"; }
# row_named <session> <code> <name>: the stock's row carries that name (after its code and mark).
row_named() { screen "$1" | grep -qE "^$2 [●○!]? ?$3( |$)"; }
mkdir -p "$WORK/master"
printf '{"feed": "kis", "kis_account": "paper", "kis_host": "http://127.0.0.1:%s", "kis_master_url": "http://127.0.0.1:%s/master/", "realtime": false}\n' \
    "$MASTER_PORT" "$MASTER_PORT" >"$WORK/master/config.json"
# 카카오 (035720) was added with its name stored; the master files do not list it.
cat >"$WORK/master/watchlists.json" <<'JSON'
{"version": 2, "watchlists": [{"id": "6F1C3C52-3E0B-4E7A-9E0A-2D5B1B0E6A11", "name": "관심종목",
  "codes": ["005930", "003550", "035720"], "names": {"003550": "LG", "035720": "카카오"}, "alerts": [], "positions": []}]}
JSON
MASTER_RUN="env KIS_APP_KEY=e2e-master KIS_APP_SECRET=e2e-master-secret '$APP' --data-dir '$WORK/master'"
serve_master listed
today=$(TZ=Asia/Seoul date +%F)
start master1 180 30 "$MASTER_RUN"
check "master catalog: with no cache, the master files are downloaded and named in the status bar" eventually shows master1 "catalog KIS master $today"
check "master catalog: a stock the master files no longer list keeps its row, stored name and † mark" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t master1 | grep -qE '^035720 [●○!]? ?†카카오'"
check "master catalog: a listed stock keeps its name" eventually row_named master1 003550 LG
check "master catalog: both files were downloaded once" downloads_are 2
tm send-keys -t master1 q
check "master catalog: q quits cleanly" eventually shows master1 "exit=0"
check "master catalog: both zips are cached in the cache folder" test -s "$WORK/master/kospi_code.mst.zip" -a -s "$WORK/master/kosdaq_code.mst.zip"

start master2 180 30 "$MASTER_RUN"
check "master catalog: the same day, the cached catalog is used" eventually shows master2 "catalog KIS master $today"
tm send-keys -t master2 q
check "master catalog: the same day, q quits cleanly" eventually shows master2 "exit=0"
check "master catalog: the same day, nothing is downloaded again" downloads_are 2

cache_from_yesterday
serve_master newer
start master3 180 30 "$MASTER_RUN"
check "master catalog: yesterday's cache is refreshed: the renamed stock shows its new name without a restart" eventually row_named master3 003550 LG홀딩스
add master3 0155E0
# The new row shows once its source mark comes (the paper account polls about one code a second).
DEADLINE_MS=15000 check "master catalog: a stock only in the new master file can be added" eventually row_named master3 0155E0 새상장
check "master catalog: the unlisted stock still has its row and † mark" bash -c "tmux -S '$SOCKET' capture-pane -p -t master3 | grep -qE '^035720 [●○!]? ?†카카오'"
tm send-keys -t master3 q
check "master catalog: after the refresh, q quits cleanly" eventually shows master3 "exit=0"

cache_from_yesterday
serve_master damaged
start master4 180 30 "$MASTER_RUN"
check "master catalog: a damaged download is refused and says so" eventually shows master4 "catalog refresh failed"
check "master catalog: the reason is shown" eventually shows master4 "The downloaded master file was refused"
check "master catalog: the previous catalog is kept" bash -c "tmux -S '$SOCKET' capture-pane -p -t master4 | grep -qE '^003550 [●○!]? ?LG홀딩스' && tmux -S '$SOCKET' capture-pane -p -t master4 | grep -qE '^0155E0 [●○!]? ?새상장'"
tm send-keys -t master4 q
check "master catalog: after a refused download, q quits cleanly" eventually shows master4 "exit=0"
exec {FAKE_MASTER[1]}>&-

# --- Indices in the header and the KIS calendar (issue 10) ------------------------------------------

mkdir -p "$WORK/indices"
start idx120 120 20 "'$APP' --data-dir '$WORK/indices'"
check "indices, simulator at 120 columns: KOSPI, KOSDAQ and KOSPI200 in the header" \
    eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t idx120 | head -1 | grep -Eq 'KOSPI [0-9,]+\.[0-9]{2} .*KOSDAQ [0-9,]+\.[0-9]{2} .*KOSPI200 [0-9,]+\.[0-9]{2} .*KRX .*KST'"
tm resize-window -t idx120 -x 80 -y 20
check "indices, simulator at 80 columns: the indices go first, the session and clock stay" \
    eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t idx120 | head -1 | grep -v KOSPI | grep -q 'KRX .* KST'"
tm send-keys -t idx120 q
check "indices, simulator: q quits cleanly" eventually shows idx120 "exit=0"

# A fake KIS server of this section's own (the one above has been closed), driven through a FIFO.
mkfifo "$WORK/holiday-kis.in"
python3 "$ROOT/Tests/NetworkingTests/Fixtures/fake_kis_server.py" <"$WORK/holiday-kis.in" >"$WORK/holiday-kis.out" &
exec {HOLIDAY_KIS}>"$WORK/holiday-kis.in"
eventually test -s "$WORK/holiday-kis.out"
HOLIDAY_PORT=$(head -1 "$WORK/holiday-kis.out")
# KIS closes the first weekday from today (Korea's date). On a weekday that is today, and the header
# says "holiday"; on a Korean weekend it says "weekend" whatever KIS says of today, so KIS's closure
# shows as the next opening moving past that Monday, which the bundled file has open.
WEEKDAY_KST=$(TZ=Asia/Seoul date +%u)
if [ "$WEEKDAY_KST" -le 5 ]; then
    CLOSED_KST=$(TZ=Asia/Seoul date +%Y%m%d)
    HOLIDAY_HEADER="KRX · NXT closed · holiday — NXT opens"
    HOLIDAY_NOT_OPENING=""
else
    CLOSED_KST=$(TZ=Asia/Seoul date -d "+$((8 - WEEKDAY_KST)) days" +%Y%m%d)
    HOLIDAY_HEADER="KRX · NXT closed · weekend — NXT opens"
    HOLIDAY_NOT_OPENING="NXT opens $(TZ=Asia/Seoul LC_ALL=C date -d "+$((8 - WEEKDAY_KST)) days" '+%a %m-%d')"
fi
printf '{"cmd": "holidays", "closed": ["%s"]}\n' "$CLOSED_KST" >&"$HOLIDAY_KIS"
# Whether <session>'s header shows KIS's closure (see above).
holiday_in_header() {
    local header
    header=$(screen "$1" | head -1)
    [[ "$header" == *"$HOLIDAY_HEADER"* ]] && { [ -z "$HOLIDAY_NOT_OPENING" ] || [[ "$header" != *"$HOLIDAY_NOT_OPENING"* ]]; }
}
mkdir -p "$WORK/kisreal"
printf '{"feed": "kis", "kis_account": "real", "kis_host": "http://127.0.0.1:%s", "kis_websocket_url": "ws://127.0.0.1:%s/tryitout"}\n' \
    "$HOLIDAY_PORT" "$HOLIDAY_PORT" >"$WORK/kisreal/config.json"
holiday_requests() {
    printf '{"cmd": "requests"}\n' >&"$HOLIDAY_KIS"
    sleep 0.2
    tail -1 "$WORK/holiday-kis.out" | python3 -c 'import json, sys; print(sum(r["path"].endswith("chk-holiday") for r in json.load(sys.stdin)["requests"]))'
}
start idxkis 200 20 "$KIS_ENV '$APP' --data-dir '$WORK/kisreal'"
DEADLINE_MS=15000 check "indices, kis feed at 200 columns: the fake server's KOSPI, KOSDAQ and KOSPI200 in the header" \
    eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t idxkis | head -1 | grep -q 'KOSPI 2,612.35 ▲ +12.40 +0.48%.*KOSDAQ 871.02 ▼ -3.18 -0.36%.*KOSPI200 352.77 ▲ +1.95 +0.56%'"
check "indices, kis feed: a rise is red, a fall blue" bash -c "tmux -S '$SOCKET' capture-pane -p -e -t idxkis | head -1 | grep -q \$'\e\\[31mKOSPI 2' && tmux -S '$SOCKET' capture-pane -p -e -t idxkis | head -1 | grep -q \$'\e\\[34mKOSDAQ'"
DEADLINE_MS=10000 check "chk-holiday, real account: KIS's closure of the first weekday overrides the bundled file in the header" \
    eventually holiday_in_header idxkis
check "chk-holiday: the answer is cached under the cache folder" test -s "$WORK/kisreal/kis-holidays.json"
tm send-keys -t idxkis q
check "chk-holiday: q quits cleanly" eventually shows idxkis "exit=0"
asked=$(holiday_requests)
start idxkis2 200 20 "$KIS_ENV '$APP' --data-dir '$WORK/kisreal'"
check "chk-holiday: a second start the same day uses the cache, holiday shown" eventually holiday_in_header idxkis2
eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t idxkis2 | head -1 | grep -q 'KOSPI200 352.77'"
asked_again=$(holiday_requests)
check "chk-holiday: KIS was asked once by the first start, and nothing by a second start the same day" \
    test "$asked" = 1 -a "$asked_again" = 1
tm send-keys -t idxkis2 q
eventually shows idxkis2 "exit=0"
rm "$WORK/kisreal/kis-holidays.json"
printf '{"cmd": "fault", "route": "holiday", "json": {"rt_cd": "1", "msg_cd": "OPCA0001", "msg1": "조회할 자료가 없습니다."}}\n' >&"$HOLIDAY_KIS"
start idxkis3 200 20 "$KIS_ENV '$APP' --data-dir '$WORK/kisreal'"
DEADLINE_MS=10000 check "chk-holiday refused: the status line says why and the bundled calendar stays" \
    eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t idxkis3 | grep -q 'KRX calendar not confirmed' && ! tmux -S '$SOCKET' capture-pane -p -t idxkis3 | head -1 | grep -q 'holiday'"
tm send-keys -t idxkis3 q
check "chk-holiday refused: q quits cleanly" eventually shows idxkis3 "exit=0"
exec {HOLIDAY_KIS}>&-

# --- The detail view's order book after failed polls (issue 12, detail-fixes) ------------------------
# A real account (15 requests/s): a paper one polls the rows at 1/s, ahead of the book.

coproc FAKE_KIS { exec python3 "$ROOT/Tests/NetworkingTests/Fixtures/fake_kis_server.py"; }
read -r -t 10 KIS_PORT <&"${FAKE_KIS[0]}"
mkdir -p "$WORK/bookretry"
printf '{"feed": "kis", "kis_account": "real", "kis_host": "http://127.0.0.1:%s"}\n' "$KIS_PORT" >"$WORK/bookretry/config.json"
start bookretry 120 40 "KIS_APP_KEY=e2e-bookretry KIS_APP_SECRET=e2e-bookretry-secret '$APP' --data-dir '$WORK/bookretry' --no-realtime"
eventually shows bookretry "005930"
tm send-keys -t bookretry g Enter
check "book retry: the polled order book shows 10 + 10 levels" eventually order_book_has bookretry 20
fake_kis '{"cmd": "fault", "route": "orderbook", "app_key": "e2e-bookretry", "status": 500, "count": 3, "json": {"rt_cd": "1", "msg_cd": "EGW00999", "msg1": "\u001b[31m서버 점검 중"}}' >/dev/null
DEADLINE_MS=10000 check "book retry: a refused poll is said on the detail view, sanitised" eventually shows bookretry "KIS error EGW00999: 서버 점검 중"
check "book retry: no escape sequence reaches the screen" lacks bookretry "[31m"
DEADLINE_MS=20000 check "book retry: polling goes on and the book recovers, the notice gone" \
    eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t bookretry | grep -q 'Order book · polled' && ! tmux -S '$SOCKET' capture-pane -p -t bookretry | grep -q 'EGW00999'"
fake_kis '{"cmd": "requests", "app_key": "e2e-bookretry"}' >"$WORK/bookretry/requests.json"
check "book retry: the fake server saw the 3 refused polls and one after them" python3 -c '
import json, sys
requests = json.load(open(sys.argv[1]))["requests"]
sys.exit(0 if sum(r["path"].endswith("inquire-asking-price-exp-ccn") for r in requests) >= 5 else 1)' "$WORK/bookretry/requests.json"
escape_and_quit bookretry "Order book" "book retry: q quits cleanly"
exec {FAKE_KIS[1]}>&-

# --- Start to first frame (issue 10, first-frame) ------------------------------------------------------
# The simulator's first quotes are in the very first frame drawn; a feed slow to answer (the token held
# back 2 s) still gets its frame at once, the list's rows without prices, and the prices when they come.

start firstframe 100 30 "'$APP' --data-dir '$WORK/firstframe' --seed 1 --quit-after 0 --diagnostics-file '$WORK/firstframe.json'"
check "first frame: the run quits by itself right after the first frame with prices" eventually shows firstframe "exit=0"
check "first frame: the simulator's prices are in the first frame drawn (one frame in all)" python3 -c '
import json, sys
sys.exit(0 if json.load(open(sys.argv[1]))["frames_total"] == 1 else 1)' "$WORK/firstframe.json"

coproc FAKE_KIS { exec python3 "$ROOT/Tests/NetworkingTests/Fixtures/fake_kis_server.py"; }
read -r -t 10 KIS_PORT <&"${FAKE_KIS[0]}"
mkdir -p "$WORK/slowfeed"
printf '{"feed": "kis", "kis_account": "paper", "kis_host": "http://127.0.0.1:%s"}\n' "$KIS_PORT" >"$WORK/slowfeed/config.json"
fake_kis '{"cmd": "fault", "route": "token", "app_key": "e2e-slowfeed", "delay": 2}' >/dev/null
start slowfeed 100 30 "KIS_APP_KEY=e2e-slowfeed KIS_APP_SECRET=e2e-slowfeed-secret '$APP' --data-dir '$WORK/slowfeed' --no-realtime"
DEADLINE_MS=1500 check "slow feed: the first frame comes at once, the list's rows without prices" \
    eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t slowfeed | grep -qE '^005930 ([●○!] )? *삼성전자 +— '"
DEADLINE_MS=1500 check "slow feed: every row is marked polled before its price comes" eventually all_rows_marked slowfeed ○
DEADLINE_MS=15000 check "slow feed: the prices follow when the server answers" \
    eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t slowfeed | grep -q '^005930 .*삼성전자 .*[0-9],[0-9]'"
tm send-keys -t slowfeed q
check "slow feed: q quits cleanly" eventually shows slowfeed "exit=0"
exec {FAKE_KIS[1]}>&-

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
