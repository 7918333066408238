#!/usr/bin/env bash
# End-to-end tests of the terminal's input: Home/End/Delete/Insert and unknown sequences under each TERM,
# bracketed paste, Ctrl-\ (SIGQUIT) with the backtracer off and on, and the mouse with --mouse.
#
# The real binary in tmux, driven from a temporary data folder of this script's own; each check prints
# "ok - ..." or "not ok - ..."; the last line is "N passed, M failed" (non-zero status on a failure).

source "$(dirname "$0")/lib/stockwatch.sh"

seed_watchlist "$DATA" 005930 035420 005380 035720

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
    check "Ctrl-\\ (backtracer $backtracer): echo and icanon back, alternate screen off" eventually terminal_restored "$session"
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

finish
