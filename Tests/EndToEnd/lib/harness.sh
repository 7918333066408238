# Shared tmux harness of the end-to-end scripts: a private tmux server, checks, bounded polling.
# Source it after setting WORK (a fresh temporary folder); it kills its tmux server on exit.

SOCKET="$WORK/tmux.sock"
DEADLINE_MS=5000
PASSED=0
FAILED=0

cleanup() {
    tmux -S "$SOCKET" kill-server 2>/dev/null
    rm -rf "$WORK"
}
trap cleanup EXIT INT TERM HUP

tm() { tmux -S "$SOCKET" "$@"; }

check() { # check <description> <command...>
    local description=$1
    shift
    if "$@"; then
        PASSED=$((PASSED + 1))
        echo "ok - $description"
    else
        FAILED=$((FAILED + 1))
        echo "not ok - $description"
        show_newest_screen
    fi
}

# show_newest_screen: after a failed check, the screen of the newest session as "# " comment lines, so
# a failure in CI says what was on screen.
show_newest_screen() {
    local newest
    newest=$(tm list-sessions -F '#{session_id} #{session_name}' 2>/dev/null | tr -d '$' | sort -n | tail -1 | cut -d' ' -f2-)
    [ -n "$newest" ] || return 0
    echo "# screen of session $newest:"
    tm capture-pane -p -t "$newest" 2>/dev/null | sed 's/^/#   /'
}

eventually() { # eventually <command...>: polls the command every 50 ms until it succeeds or the deadline passes
    local start=$(($(date +%s%N) / 1000000))
    while ! "$@"; do
        (($(date +%s%N) / 1000000 - start > DEADLINE_MS)) && return 1
        sleep 0.05
    done
}

screen() { tm capture-pane -p -t "$1"; }
shows() { screen "$1" | grep -qF -- "$2"; }
lacks() { ! shows "$1" "$2"; }
pane() { tm display -p -t "$1" "$2"; }
pane_is() { [ "$(pane "$1" "$2")" = "$3" ]; }
line_has() { screen "$1" | sed -n "$2p" | grep -qF -- "$3"; }

# Starts <session> at <width>x<height> running <command> (a shell line) in a pane that stays open
# afterwards and reports the exit status and the terminal's modes.
start() { # start <session> <width> <height> <command>
    tm new-session -d -s "$1" -x "$2" -y "$3" -e LANG=C.UTF-8 -e SWIFT_BACKTRACE=enable=no \
        "$4; echo \"exit=\$?\"; stty -a; exec sleep 600"
}

# A stock code on screen: six characters of 0-9 and A-Z with at least one digit (0001A0, 005930), so
# the scripts' Python reads it from the environment.
export STOCK_CODE_PATTERN='(?=[A-Z]*[0-9])[0-9A-Z]{6}'

# Whether every stock code in the table starts in the same cell column, Hangul names or not.
codes_aligned() { # codes_aligned <session>
    screen "$1" | python3 -c '
import os, re, sys, unicodedata
def cells(s): return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)
code = re.compile(r"\b" + os.environ["STOCK_CODE_PATTERN"] + r"\b")
columns = {cells(line[:match.start()]) for line in sys.stdin for match in [code.search(line)] if match}
sys.exit(0 if len(columns) == 1 else 1)
'
}
# The caret of the dialog text field: the cell after <text> on the field row.
caret_after() { # caret_after <session> <text>
    local expected
    expected=$(screen "$1" | python3 -c '
import sys, unicodedata
text = sys.argv[1]
def cells(s): return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)
for row, line in enumerate(sys.stdin.read().split("\n")):
    at = line.find("│ " + text)
    if at >= 0:
        print(cells(line[:at + 2] + text), row)
        break
' "$2")
    [ "$(pane "$1" '#{cursor_x} #{cursor_y}')" = "$expected" ] && pane_is "$1" '#{cursor_flag}' 1
}

# Whether the pane's final `stty -a` shows a restored terminal and the alternate screen is off.
terminal_restored() { # echo and icanon back, alternate screen off
    local modes
    modes=$(screen "$1" | tr '\n' ' ')
    [[ " $modes " =~ [[:space:]]icanon[[:space:]] && " $modes " =~ [[:space:]]echo[[:space:]] ]] &&
        [[ ! " $modes " =~ [[:space:]]-icanon[[:space:]] && ! " $modes " =~ [[:space:]]-echo[[:space:]] ]] &&
        pane_is "$1" '#{alternate_on}' 0
}

# check_help_toggles <session>: ? shows the key help, Esc closes it.
check_help_toggles() {
    tm send-keys -t "$1" '?'
    check "? shows the help" eventually shows "$1" "show or hide this help"
    tm send-keys -t "$1" Escape
    check "Esc closes the help" eventually lacks "$1" "show or hide this help"
}

# check_q_restores <session>: q quits with exit code 0 and the terminal's modes are back.
check_q_restores() {
    tm send-keys -t "$1" q
    check "q quits with exit code 0" eventually shows "$1" "exit=0"
    check "after q: echo and icanon back, alternate screen off" terminal_restored "$1"
}
