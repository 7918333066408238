#!/usr/bin/env bash
# End-to-end tests of looking around a watchlist: the help, resizing (down to too small), the filter
# and sort keys, the detail view (charts, order book) and the sparkline column at 160 columns.
#
# The real binary in tmux, driven from a temporary data folder of this script's own; each check prints
# "ok - ..." or "not ok - ..."; the last line is "N passed, M failed" (non-zero status on a failure).

source "$(dirname "$0")/lib/stockwatch.sh"

# The list as the editing tests leave it (SK하이닉스 removed, 카카오 added last).
seed_watchlist "$DATA" 005930 035420 005380 035720
start main 100 30 "$RUN"
eventually shows main "005930 삼성전자"

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

tm send-keys -t main g j Enter
check "Enter on NAVER opens its detail view" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t main | head -1 | grep -q 'NAVER  035420  KOSPI'"
check "the detail view draws today's chart (or the last session's, named by its day) over NAVER's Nextrade day, 08:00 to 20:00" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t main | grep -qE '(Today|[A-Z][a-z]{2} [0-9]{2}-[0-9]{2}) \(1 min\)' && tmux -S '$SOCKET' capture-pane -p -t main | grep -q '08:00.*12:00.*15:30.*20:00'"
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

# --- The add dialog: the first ↓ picks the first suggestion, visibly -----------------------------------

# picked_shown <session> <title>: the suggestion <title> is drawn reversed with the pick mark.
picked_shown() { tm capture-pane -p -e -t "$1" | grep -qF $'\e[7m› '"$2"; }
open_dialog main a "Add a stock to" && type_text main "카카오"
check "add dialog: before any ↓ no suggestion is picked" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t main | grep -q '│   카카오 ' && ! tmux -S '$SOCKET' capture-pane -p -t main | grep -q '›'"
tm send-keys -t main Down
check "add dialog: the first ↓ picks the first suggestion, marked › and reversed" eventually picked_shown main "카카오 "
tm send-keys -t main Down
check "add dialog: the second ↓ picks the second" eventually picked_shown main "카카오뱅크"
tm send-keys -t main Escape
eventually lacks main "Add a stock to"

tm send-keys -t main q
eventually shows main "exit=0"

finish
