#!/usr/bin/env bash
# End-to-end tests of what the screen shows on its own terms: colours and --colors none, a non-UTF-8
# locale, --clock on a holiday, and the first frame already holding the simulator's prices.
#
# The real binary in tmux, driven from a temporary data folder of this script's own; each check prints
# "ok - ..." or "not ok - ..."; the last line is "N passed, M failed" (non-zero status on a failure).

source "$(dirname "$0")/lib/stockwatch.sh"

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

# --- Start to first frame (issue 10, first-frame) ------------------------------------------------------
# The simulator's first quotes are in the very first frame drawn (a slow feed's first frame: kis-feed.sh).

start firstframe 100 30 "'$APP' --data-dir '$WORK/firstframe' --seed 1 --quit-after 0 --diagnostics-file '$WORK/firstframe.json'"
check "first frame: the run quits by itself right after the first frame with prices" eventually shows firstframe "exit=0"
check "first frame: the simulator's prices are in the first frame drawn (one frame in all)" python3 -c '
import json, sys
sys.exit(0 if json.load(open(sys.argv[1]))["frames_total"] == 1 else 1)' "$WORK/firstframe.json"

finish
