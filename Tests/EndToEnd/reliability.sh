#!/usr/bin/env bash
# End-to-end checks of what the attack trial broke at the process level: output that cannot be written,
# Ctrl-S (XOFF), signals whose default action ends the process, the writer's lock file deleted.
# Prints "ok - ..." / "not ok - ..." and "N passed, M failed"; non-zero exit when anything failed.

source "$(dirname "$0")/lib/stockwatch.sh"
DATA="$WORK/data"
RUN="'$APP' --data-dir '$DATA' --seed 7"
app_pid() { pgrep -P "$(pane "$1" '#{pane_pid}')" -x stockwatch; }
# Whether the pane's final `stty -a` shows XON/XOFF flow control back on.
flow_control_restored() { screen "$1" | tr '\n' ' ' | grep -qE '(^| )ixon( |$)'; }

# --- --once whose output cannot be written: the reason on standard error, a non-zero exit -------------
"$APP" --data-dir "$DATA" --seed 7 --once >/dev/full 2>"$WORK/full.err"
status=$?
check "--once > /dev/full exits non-zero" test "$status" -ne 0
check "--once > /dev/full says why" grep -q "could not write to standard output: No space left on device" "$WORK/full.err"
"$APP" --data-dir "$DATA" --seed 7 --once >&- 2>"$WORK/closed.err"
status=$?
check "--once with standard output closed exits non-zero" test "$status" -ne 0
check "--once with standard output closed says why" grep -q "could not write to standard output: it is closed" "$WORK/closed.err"
"$APP" --help >/dev/full 2>"$WORK/help.err"
check "--help > /dev/full exits non-zero" test $? -ne 0

# --- Ctrl-S (XOFF) does not freeze the screen; flow control is back after quitting -------------------
start xoff 100 30 "$RUN"
check "the app starts" eventually shows xoff "005930 삼성전자"
tm send-keys -t xoff C-s
tm send-keys -t xoff '?'
check "after Ctrl-S the screen still follows the keys" eventually shows xoff "show or hide this help"
tm send-keys -t xoff Escape
check "Esc closes the help" eventually lacks xoff "show or hide this help"
tm send-keys -t xoff q
check "q quits with exit code 0" eventually shows xoff "exit=0"
check "after q: flow control (ixon) is back" flow_control_restored xoff
check "after q: echo and icanon back, alternate screen off" eventually terminal_restored xoff

# --- Signals whose default action ends the process restore the terminal first ------------------------
for signal in USR1 ALRM USR2; do
    session="signal-$signal"
    start "$session" 100 30 "$RUN"
    eventually shows "$session" "005930 삼성전자"
    kill -s "$signal" "$(app_pid "$session")"
    check "SIG$signal ends the app with the signal's status" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t '$session' | grep -qE '^exit=1[0-9]{2}'"
    check "after SIG$signal: echo and icanon back, alternate screen off" eventually terminal_restored "$session"
    check "after SIG$signal: flow control (ixon) is back" flow_control_restored "$session"
done

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
