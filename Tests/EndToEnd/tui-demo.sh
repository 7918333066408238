#!/usr/bin/env bash
# End-to-end tests of the TUI toolkit in a real terminal: tui-demo driven through tmux.
#
# Each check prints "ok - ..." or "not ok - ..."; the last line is "N passed, M failed" and the exit
# status is non-zero when anything failed. The screen is polled every 50 ms up to a deadline, never
# waited on with fixed sleeps. The private tmux server is killed on exit, whatever happens.

set -u
export LC_ALL=C.UTF-8

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
if [ -z "${STOCKWATCH_BIN_DIR:-}" ]; then
    swift build --product tui-demo >/dev/null 2>&1 || { echo "tui-demo: build failed"; echo "0 passed, 1 failed"; exit 1; }
    STOCKWATCH_BIN_DIR=$(swift build --show-bin-path)
fi
DEMO="$STOCKWATCH_BIN_DIR/tui-demo"

WORK=$(mktemp -d)
source "$ROOT/Tests/EndToEnd/lib/harness.sh"

demo_pid() { pgrep -P "$(pane "$1" '#{pane_pid}')" -x tui-demo; }

# --- A session: start, type Hangul into the dialog, Backspace, resize, Esc, q --------------------------

start main 100 30 "'$DEMO'"
check "starts at 100×30 with its table and status bar" eventually shows main "100×30"
check "draws on the alternate screen" pane_is main '#{alternate_on}' 1
check "Korean and ASCII rows line up in the code column" codes_aligned main
check "status bar on the last row" line_has main 30 "12 stocks"
check "cursor hidden outside a text field" pane_is main '#{cursor_flag}' 0

tm send-keys -t main a
check "a opens the dialog" eventually shows main "Add a stock"
tm send-keys -t main -l '카카오'
check "Hangul typed into the text field is echoed" eventually shows main "│ 카카오"
check "the caret sits right after the Hangul, cursor shown" eventually caret_after main "카카오"
tm send-keys -t main BSpace
check "Backspace removes one syllable" eventually lacks main "│ 카카오"
check "the caret follows the Backspace" eventually caret_after main "카카"
tm resize-window -t main -x 60 -y 20
check "after a resize to 60×20 the header shows the new size" eventually shows main "60×20"
check "after the resize the status bar is on the new last row" eventually line_has main 20 "12 stocks"
check "after the resize the dialog keeps its text and caret" eventually caret_after main "카카"
tm send-keys -t main Escape
check "Esc closes the dialog" eventually lacks main "Add a stock"
tm resize-window -t main -x 30 -y 8
check "below 40×10 a too-small notice replaces the screen" eventually shows main "terminal too small"
tm resize-window -t main -x 60 -y 20
check "back to 60×20 the table returns" eventually shows main "12 stocks"
# Resizes in a burst while idle: each SIGWINCH wakes the loop through its pipe, so the last size shows
# without another key (one landing between the loop's last read and poll used to wait for a key).
for size in "90 28" "70 22" "84 26" "72 24"; do tm resize-window -t main -x "${size% *}" -y "${size#* }"; done
check "a burst of resizes while idle ends on the last size, no key needed" eventually shows main "72×24"
check "after the burst the status bar is on the new last row" eventually line_has main 24 "12 stocks"
check_help_toggles main
check_q_restores main

# --- Signals -----------------------------------------------------------------------------------------

for signal in TERM HUP INT; do
    session="sig$signal"
    start "$session" 80 24 "'$DEMO'"
    eventually shows "$session" "12 stocks"
    kill "-$signal" "$(demo_pid "$session")"
    check "SIG$signal quits with exit code 0" eventually shows "$session" "exit=0"
    check "after SIG$signal: echo and icanon back, alternate screen off" eventually terminal_restored "$session"
done

start suspend 80 24 "'$DEMO'"
eventually shows suspend "12 stocks"
suspend_pid=$(demo_pid suspend)
tm send-keys -t suspend C-z
check "Ctrl-Z stops the program" eventually bash -c "grep -q '^[^ ]* ([^)]*) T' /proc/$suspend_pid/stat"
check "Ctrl-Z gives the terminal back first (alternate screen off)" pane_is suspend '#{alternate_on}' 0
kill -CONT -- "-$(pane suspend '#{pane_pid}')"
check "after SIGCONT the screen is taken back and repainted" eventually pane_is suspend '#{alternate_on}' 1
check "after SIGCONT the table is drawn again" eventually shows suspend "12 stocks"
tm send-keys -t suspend q
check "after a suspend, q still quits cleanly" eventually shows suspend "exit=0"

# --- A crash restores the terminal and still shows the crash report ----------------------------------

start crash 80 24 "'$DEMO' --allow-crash"
eventually shows crash "12 stocks"
tm send-keys -t crash '!'
check "a Swift trap ends the program by its signal" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t crash | grep -Eq 'exit=1(3[2-9]|[4-9][0-9])'"
check "the crash report is shown on the normal screen" bash -c "tmux -S '$SOCKET' capture-pane -p -S - -t crash | grep -qF 'Fatal error: tui-demo: crash requested'"
check "after a crash: echo and icanon back, alternate screen off" eventually terminal_restored crash

# With the Swift backtracer on (the default outside these tests) it has its own handler for the same
# signals, installed before main: ours, installed later, runs first, restores the screen, then hands
# the signal on, so the backtracer's report lands on the normal screen of a terminal in its normal modes.
start crashbt 80 24 "env -u SWIFT_BACKTRACE '$DEMO' --allow-crash"
eventually shows crashbt "12 stocks"
tm send-keys -t crashbt '!'
DEADLINE_MS=20000 check "backtracer on: its crash report is on the normal screen, alternate screen already off" eventually bash -c \
    "tmux -S '$SOCKET' capture-pane -p -S - -t crashbt | grep -qE 'Crash|crashed|Fatal error' && [ \"\$(tmux -S '$SOCKET' display -p -t crashbt '#{alternate_on}')\" = 0 ]"
tm send-keys -t crashbt q
DEADLINE_MS=40000 check "backtracer on: the program ends by its signal" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t crashbt | grep -Eq 'exit=1(3[2-9]|[4-9][0-9])'"
check "backtracer on, after the crash: echo and icanon back, alternate screen off" eventually terminal_restored crashbt

# --- Colours, NO_COLOR and the locale warning ------------------------------------------------------

colored_line() { tm capture-pane -p -e -t "$1" | grep -F -- "$2" | grep -qF -- $'\e['"$3"m; }
any_color() { tm capture-pane -p -e -t "$1" | grep -qE $'\e\\[(3[0-7]|9[0-7]|38;5;[0-9]+)m'; }
no_color() { ! any_color "$1"; }
reverse_video() { tm capture-pane -p -e -t "$1" | grep -qE $'\e\\[([0-9]+;)*7m'; }

start colors 80 24 "'$DEMO'"
eventually shows colors "12 stocks"
check "colours: a rising change is red" colored_line colors "+0.16%" 31
check "colours: a falling change is blue" colored_line colors "-0.84%" 34
check "colours: the screen carries colour sequences (what NO_COLOR must remove)" any_color colors
tm send-keys -t colors q

start monochrome 80 24 "NO_COLOR=1 '$DEMO'"
eventually shows monochrome "12 stocks"
check "NO_COLOR: no colours at all" no_color monochrome
check "NO_COLOR: still shows the selection (reverse video)" reverse_video monochrome
tm send-keys -t monochrome q

start ascii 80 24 "LC_ALL=C '$DEMO'"
check "a non-UTF-8 locale shows a warning in the status bar" eventually shows ascii "locale C is not UTF-8"
tm send-keys -t ascii q
check "a non-UTF-8 locale still quits cleanly" eventually shows ascii "exit=0"

# --- Terminals it cannot use: one line, exit code 2, terminal untouched -----------------------------

start dumb 80 24 "TERM=dumb '$DEMO'"
check "TERM=dumb: one-line error" eventually shows dumb "tui-demo: TERM=dumb cannot move the cursor"
check "TERM=dumb: exit code 2" shows dumb "exit=2"
check "TERM=dumb: the error is the only output" bash -c "tmux -S '$SOCKET' capture-pane -p -t dumb | head -1 | grep -q '^tui-demo: '"
check "TERM=dumb: terminal untouched" eventually terminal_restored dumb

start unset 80 24 "env -u TERM '$DEMO'"
check "TERM unset: one-line error and exit code 2" eventually bash -c \
    "tmux -S '$SOCKET' capture-pane -p -t unset | grep -q 'tui-demo: TERM is not set' && tmux -S '$SOCKET' capture-pane -p -t unset | grep -q 'exit=2'"

start redirected 80 24 "'$DEMO' > '$WORK/stdout.txt'"
check "stdout not a tty: one-line error" eventually shows redirected "tui-demo: standard output is not a terminal"
check "stdout not a tty: exit code 2" shows redirected "exit=2"
check "stdout not a tty: nothing written to stdout" test ! -s "$WORK/stdout.txt"

"$DEMO" </dev/null >"$WORK/out.txt" 2>"$WORK/err.txt"
status=$?
check "stdin not a tty: exit code 2" test "$status" -eq 2
check "stdin not a tty: exactly one line on stderr" bash -c "[ \$(wc -l < '$WORK/err.txt') -eq 1 ] && grep -q '^tui-demo: standard input is not a terminal' '$WORK/err.txt'"
check "stdin not a tty: nothing on stdout" test ! -s "$WORK/out.txt"

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
