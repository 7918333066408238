#!/usr/bin/env bash
# End-to-end tests of editing watchlists and keeping the edits: the first run's default list with live
# prices and aligned Korean rows, removing with confirmation, adding by name, code and 초성, a taken name,
# a new list and a rename, a read-only second instance, q and SIGTERM restoring the terminal, and a
# restart showing everything as it was left.
#
# The real binary in tmux, driven from a temporary data folder of this script's own; each check prints
# "ok - ..." or "not ok - ..."; the last line is "N passed, M failed" (non-zero status on a failure).

source "$(dirname "$0")/lib/stockwatch.sh"

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
check "after SIGTERM: echo and icanon back, alternate screen off" eventually terminal_restored again

finish
