# What every stockwatch end-to-end script starts with: the binary built (or STOCKWATCH_BIN_DIR's, set by
# `make e2e` after its build), a fresh temporary WORK folder, the tmux harness, and the helpers that drive
# the app's screen (dialogs, rows, the order book, the fake KIS server). Source it first; end with `finish`.

set -u
export LC_ALL=C.UTF-8

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
cd "$ROOT"
if [ -z "${STOCKWATCH_BIN_DIR:-}" ]; then
    swift build --product stockwatch >/dev/null 2>&1 || { echo "stockwatch: build failed"; echo "0 passed, 1 failed"; exit 1; }
    STOCKWATCH_BIN_DIR=$(swift build --show-bin-path)
fi
APP="$STOCKWATCH_BIN_DIR/stockwatch"

WORK=$(mktemp -d)
source "$ROOT/Tests/EndToEnd/lib/harness.sh"
# The script's own data folder, and the app on it with the simulator's seed 7.
DATA="$WORK/data"
RUN="'$APP' --data-dir '$DATA' --seed 7"

# finish: the closing "N passed, M failed" line; the script's status is non-zero when anything failed.
finish() {
    echo "$PASSED passed, $FAILED failed"
    [ "$FAILED" -eq 0 ]
}

# seed_watchlist <folder> <code...>: the one watchlist 관심종목 holding the codes, in that order.
seed_watchlist() {
    local folder=$1
    shift
    mkdir -p "$folder"
    printf '{"version": 1, "watchlists": [{"id": "e2e", "name": "관심종목", "codes": [%s]}]}\n' \
        "$(printf '"%s",' "$@" | sed 's/,$//')" >"$folder/watchlists.json"
}

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
# Esc closes the overlay showing <text>, then q quits — after the overlay is gone, as Esc and q in one
# read are Alt-q.
escape_and_quit() { # escape_and_quit <session> <text> <description>
    tm send-keys -t "$1" Escape
    eventually lacks "$1" "$2"
    tm send-keys -t "$1" q
    check "$3" eventually shows "$1" "exit=0"
}

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

all_rows_marked() { # all_rows_marked <session> <mark pattern>: every stock row carries the mark
    local rows
    rows=$(screen "$1" | grep -E '^[0-9A-Z]{6} ')
    [ -n "$rows" ] && ! grep -vE "^[0-9A-Z]{6} $2 " <<<"$rows" >/dev/null
}

# The fake KIS server (the tests' fixture) as the coprocess FAKE_KIS: start it in the script's own shell
# with `coproc FAKE_KIS { exec python3 "$FAKE_KIS_SERVER"; }` and `read -r -t 10 KIS_PORT <&"${FAKE_KIS[0]}"`.
FAKE_KIS_SERVER="$ROOT/Tests/NetworkingTests/Fixtures/fake_kis_server.py"
# fake_kis <json command>: sends one command to the fake server and prints its one-line answer.
fake_kis() {
    local answer
    printf '%s\n' "$1" >&"${FAKE_KIS[1]}" && read -r -t 5 answer <&"${FAKE_KIS[0]}" && printf '%s\n' "$answer"
}
# serve_shipped_master: the fake KIS server (FAKE_KIS) serves master files listing what the app ships, and
# KIS_MASTER_URL is the "kis_master_url" reaching them: a KIS run's catalog download then never goes to KIS's
# real host (no network needed) and changes nothing a script sees. Call it in the script's own shell.
serve_shipped_master() {
    fake_kis '{"cmd": "master_files", "folder": "/shipped/master", "variant": "shipped"}' >/dev/null &&
        KIS_MASTER_URL="http://127.0.0.1:$KIS_PORT/shipped/master/"
}
# review <session> <order text>: b on 삼성전자 (the selected row), the order typed, Enter: the PAPER review is open.
review() {
    tm send-keys -t "$1" b
    eventually shows "$1" "Buy 삼성전자 (005930)" || return 1
    tm send-keys -t "$1" -l "$2"
    tm send-keys -t "$1" Enter
    eventually shows "$1" ">[ Edit ]<" && shows "$1" "PAPER — the KIS paper account; no real money"
}
# send <session>: Tab to Send, Enter.
send() {
    tm send-keys -t "$1" Tab
    eventually shows "$1" ">[ Send ]<" || return 1
    tm send-keys -t "$1" Enter
}
