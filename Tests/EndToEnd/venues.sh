#!/usr/bin/env bash
# End-to-end tests of the two venues on the simulated market: at a forced Friday 19:30 (KRX shut, Nextrade's
# after-market running) an NXT-eligible row moves with an NXT mark while a KRX-only one keeps its close, and
# the header names both markets; at 15:45 (KRX's close-price session) a KRX-only row is not dimmed as stale once
# the stale limit has passed. The real binary in tmux, a fresh --data-dir, polled, never fixed sleeps (but the
# one wait for the stale limit, which runs while the other checks do).

source "$(dirname "$0")/lib/stockwatch.sh"

# row <session> <code>: the table line of that stock.
row() { screen "$1" | grep -E "^$2 "; }

# Started first and looked at last, so that the stale limit (30 s, its least) passes while the checks below run:
# at a forced Friday 15:45 KRX holds its close-price session (no continuous trading) and 카카오 trades on KRX alone.
mkdir -p "$WORK/afterclose"
start afterclose 120 20 "'$APP' --data-dir '$WORK/afterclose' --seed 7 --clock 2026-12-04T15:45"
check "15:45: the default watchlist is on screen" eventually shows afterclose "035720 카카오"
AFTERCLOSE_SHOWN=$SECONDS

mkdir -p "$WORK/evening"
start evening 120 20 "'$APP' --data-dir '$WORK/evening' --seed 7 --clock 2026-12-04T19:30"
check "19:30: the default watchlist is on screen" eventually shows evening "035720 카카오"
check "19:30: the header names both markets" eventually line_has evening 1 "KRX closed · NXT after-market"
check "19:30: the header says the simulator follows the venues, not a session of its own" bash -c "tmux -S '$SOCKET' capture-pane -p -t evening | head -1 | grep -q 'simulated · KRX' && ! tmux -S '$SOCKET' capture-pane -p -t evening | head -1 | grep -q 'simulated session'"
check "19:30: 삼성전자 (NXT-eligible) is marked NXT" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t evening | grep -E '^005930 ' | grep -q ' NXT '"
check "19:30: 카카오 (KRX only) carries no NXT mark" bash -c "! tmux -S '$SOCKET' capture-pane -p -t evening | grep -E '^035720 ' | grep -q 'NXT'"
SAMSUNG=$(row evening 005930)
KAKAO=$(row evening 035720)
check "19:30: 삼성전자's row moves on NXT" eventually bash -c "[ \"\$(tmux -S '$SOCKET' capture-pane -p -t evening | grep -E '^005930 ')\" != '$SAMSUNG' ]"
check "19:30: 카카오 shows its KRX close with the day's change and volume, and stays so" bash -c "tmux -S '$SOCKET' capture-pane -p -t evening | grep -E '^035720 ' | grep -qE '[▲▼] [+-][0-9,]+ +[+-][0-9.]+% +[0-9,]+' && [ \"\$(tmux -S '$SOCKET' capture-pane -p -t evening | grep -E '^035720 ')\" = '$KAKAO' ]"
tm send-keys -t evening Enter
check "19:30: 삼성전자's detail view shows each venue's price and Nextrade's spread" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t evening | sed -n 3p | grep -qE 'KRX [0-9,]+ · NXT [0-9,]+ \([+-]?[0-9,]+ [+-]?[0-9.]+%\)'"
check "19:30: its header's high, low and volume are the day's (not the previous close with nothing traded)" bash -c "tmux -S '$SOCKET' capture-pane -p -t evening | sed -n 2p | grep -qE 'Vol [1-9][0-9,]*'"
check "19:30: its chart spans Nextrade's day (08:00 12:00 15:30 20:00), so the after-market is not squeezed into 15:30" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t evening | grep -q '08:00.*12:00.*15:30.*20:00'"
tm send-keys -t evening Escape
sleep 0.5
tm resize-window -t evening -x 80 -y 20
check "19:30 at 80 columns: the header still names both markets and the simulator" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t evening | head -1 | grep -q 'sim.* KRX closed · NXT after'"
tm send-keys -t evening q
check "19:30: q quits cleanly" eventually shows evening "exit=0"

mkdir -p "$WORK/night"
start night 120 20 "'$APP' --data-dir '$WORK/night' --seed 7 --clock 2026-12-05T12:00"
check "Saturday: the simulator says it runs a session of its own while both venues are shut" eventually line_has night 1 "simulated session · KRX · NXT closed · weekend"
check "Saturday: once the simulator's own session trades, no row is marked NXT (its session is KRX's; Friday's replay ended on Nextrade's after-market)" eventually bash -c "! tmux -S '$SOCKET' capture-pane -p -t night | sed -n '3,8p' | grep -q ' NXT '"
tm send-keys -t night q
check "Saturday: q quits cleanly" eventually shows night "exit=0"

# The stale limit is 30 s; the row's last quote came before it was shown. Waiting is the point of this check.
while [ $((SECONDS - AFTERCLOSE_SHOWN)) -lt 32 ]; do sleep 0.2; done
check "15:45 + 32 s: 카카오 (KRX only, KRX not trading continuously) is not dimmed as stale" bash -c "! tmux -S '$SOCKET' capture-pane -p -e -t afterclose | grep -E '035720 ' | grep -q \$'\\e\\[2m'"
check "15:45 + 32 s: 카카오 shows no age mark" bash -c "! tmux -S '$SOCKET' capture-pane -p -t afterclose | grep -qE '^035720 카카오 +([0-9]+m )?[0-9]+s '"
check "15:45 + 32 s: the rows Nextrade trades are not stale either (its after-market streams them)" bash -c "! tmux -S '$SOCKET' capture-pane -p -e -t afterclose | grep -E '(005930|000660|035420|005380) ' | grep -q \$'\\e\\[2m'"
tm send-keys -t afterclose q
check "15:45: q quits cleanly" eventually shows afterclose "exit=0"

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
