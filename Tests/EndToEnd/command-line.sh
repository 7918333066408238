#!/usr/bin/env bash
# End-to-end tests of the command line: bad and unknown flags, --feed kis without credentials, --help,
# --version.
#
# The real binary in tmux, driven from a temporary data folder of this script's own; each check prints
# "ok - ..." or "not ok - ..."; the last line is "N passed, M failed" (non-zero status on a failure).

source "$(dirname "$0")/lib/stockwatch.sh"

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

# --- --watchlist <Tab> offers the user's watchlists (issue 27) --------------------------------------------
mkdir -p "$WORK/names"
printf '%s' '{"version":3,"watchlists":[{"id":"a","name":"배당주","codes":["005930"]},{"id":"b","name":"미국 ETF","codes":[]},{"id":"c","name":"반도체","codes":[]}]}' >"$WORK/names/watchlists.json"
cp "$WORK/names/watchlists.json" "$WORK/names.before"
check "--list-watchlists prints the names in the file's order" bash -c "[ \"\$('$APP' --list-watchlists --data-dir '$WORK/names')\" = \"\$(printf '배당주\n미국 ETF\n반도체')\" ]"
check "--list-watchlists leaves the folder as it was (no lock, no rewrite)" bash -c "cmp -s '$WORK/names/watchlists.json' '$WORK/names.before' && [ \"\$(ls '$WORK/names')\" = watchlists.json ]"
# complete_watchlist WORD...: what bash's completion offers after the words (the last one being completed).
complete_watchlist() {
    bash -c 'source completions/stockwatch.bash; COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _stockwatch; printf "%s\n" "${COMPREPLY[@]}"' _ "$@"
}
export -f complete_watchlist
check "bash: --watchlist <Tab> offers the watchlists of --data-dir" bash -c "[ \"\$(complete_watchlist '$APP' --data-dir '$WORK/names' --once --watchlist '' | sort | tr '\n' '|')\" = '미국\\ ETF|반도체|배당주|' ]"
# (bash splits --data-dir=DIR at the "=" into three words.)
check "bash: --data-dir=DIR --watchlist 배<Tab> offers the names that start so" bash -c "[ \"\$(complete_watchlist '$APP' --data-dir = '$WORK/names' --once --watchlist 배)\" = '배당주' ]"

finish
