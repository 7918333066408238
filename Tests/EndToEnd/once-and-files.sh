#!/usr/bin/env bash
# End-to-end tests of --once (JSON, table and CSV without a terminal, --watchlist) and of bad files:
# a hostile watchlist name, a damaged file, a file with bad entries, FIFOs, a read-only data folder.
#
# The real binary in tmux, driven from a temporary data folder of this script's own; each check prints
# "ok - ..." or "not ok - ..."; the last line is "N passed, M failed" (non-zero status on a failure).

source "$(dirname "$0")/lib/stockwatch.sh"

seed_watchlist "$DATA" 005930 035420 005380 035720

# --- --once: no terminal, the list's codes as JSON, a table and CSV ---------------------------------

"$APP" --data-dir "$DATA" --seed 7 --once --format json >"$WORK/once.json" 2>"$WORK/once.err"
status=$?
check "--once --format json exits 0" test "$status" -eq 0
check "--once --format json prints valid JSON" python3 -m json.tool "$WORK/once.json" >/dev/null
check "--once JSON has the list's codes in order" bash -c "python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if [q[\"code\"] for q in d[\"quotes\"]] == [\"005930\", \"035420\", \"005380\", \"035720\"] and all(\"price\" in q for q in d[\"quotes\"]) else 1)' '$WORK/once.json'"
check "--once writes nothing on stderr" test ! -s "$WORK/once.err"
"$APP" --data-dir "$DATA" --once </dev/null >"$WORK/once.txt" 2>&1
check "--once (table) works without a terminal" bash -c "grep -q '^035720  카카오' '$WORK/once.txt' && ! grep -q $'\e' '$WORK/once.txt'"
"$APP" --data-dir "$DATA" --once --format csv >"$WORK/once.csv"
check "--once --format csv has a header and a line per stock" bash -c "[ \$(wc -l < '$WORK/once.csv') -eq 5 ] && head -1 '$WORK/once.csv' | grep -q '^code,name,'"

# --- Bad files: damaged, hostile, a FIFO, a read-only folder; --watchlist ---------------------------

"$APP" --data-dir "$DATA" --once --watchlist "관심종목" --format csv >"$WORK/named.csv" 2>"$WORK/named.err"
check "--once --watchlist 관심종목 prints that list" bash -c "[ $? -eq 0 ] && grep -q '^035720,카카오,' '$WORK/named.csv' && [ ! -s '$WORK/named.err' ]"
"$APP" --data-dir "$DATA" --once --watchlist "없는목록" >/dev/null 2>"$WORK/named.err"
check "--once --watchlist with an unknown name: exit 2 naming the lists there are" bash -c "[ $? -eq 2 ] && grep -qF 'there is no watchlist called \"없는목록\"; the watchlists are \"관심종목\".' '$WORK/named.err'"

mkdir -p "$WORK/hostile"
printf '{"version": 1, "watchlists": [{"id": "h", "name": "\\u001b]0;owned\\u0007Evil\\u001b[2J\\u009b31m", "codes": ["005930"]}]}\n' >"$WORK/hostile/watchlists.json"
for format in table csv json; do
    "$APP" --data-dir "$WORK/hostile" --seed 7 --once --format $format >"$WORK/hostile.$format" 2>&1
done
check "--once prints no control character from a hostile watchlist name (table, csv, json)" bash -c "cat '$WORK'/hostile.* | grep -q Evil && ! cat '$WORK'/hostile.* | tr -d '\r\n' | LC_ALL=C grep -qP '[\x00-\x1f\x7f]|\xc2[\x80-\x9f]|\\\\\\\\u001b'"

mkdir -p "$WORK/damaged"
printf '{"version": 1, "watchlists": [' >"$WORK/damaged/watchlists.json"
cp "$WORK/damaged/watchlists.json" "$WORK/damaged.orig"
"$APP" --data-dir "$WORK/damaged" --seed 7 --once >"$WORK/damaged.out" 2>"$WORK/damaged.err"
check "--once on a damaged watchlists file: exit 1 with the reason on stderr, no list printed, the file left as it was" bash -c "[ $? -eq 1 ] && grep -q 'could not be read because it is not valid JSON.*It was left untouched (this run only reads files)' '$WORK/damaged.err' && [ ! -s '$WORK/damaged.out' ] && cmp -s '$WORK/damaged.orig' '$WORK/damaged/watchlists.json' && ! ls '$WORK'/damaged/watchlists.json.damaged-* >/dev/null 2>&1"

# A readable file with bad entries: only those are left out, said once; the original is kept before a repair is saved.
mkdir -p "$WORK/bad-entries"
printf '{"version": 3, "watchlists": [{"id": "a", "name": "반도체", "codes": ["005930", "abc", "000660", "005930"]}, {"id": "b", "name": "자동차", "codes": ["005380"]}]}\n' >"$WORK/bad-entries/watchlists.json"
cp "$WORK/bad-entries/watchlists.json" "$WORK/bad-entries.orig"
"$APP" --data-dir "$WORK/bad-entries" --seed 7 --once --format csv >"$WORK/bad-entries.csv" 2>"$WORK/bad-entries.err"
check "--once on a file with a bad and a repeated code: exit 0, the good codes, what was left out on stderr, the file not rewritten" bash -c "[ $? -eq 0 ] && [ \"\$(tail -n +2 '$WORK/bad-entries.csv' | cut -d, -f1 | tr '\n' ' ')\" = '005930 000660 ' ] && grep -qF 'watchlist \"반도체\" has \"abc\", which is not a stock code (the code left out); watchlist \"반도체\" lists 005930 twice (the second left out)' '$WORK/bad-entries.err' && cmp -s '$WORK/bad-entries.orig' '$WORK/bad-entries/watchlists.json' && ! ls '$WORK'/bad-entries/watchlists.json.damaged-* >/dev/null 2>&1"
"$APP" --data-dir "$WORK/bad-entries" --seed 7 --once --watchlist 자동차 >"$WORK/bad-entries.txt" 2>/dev/null
check "--once --watchlist on that file prints its other list" bash -c "[ $? -eq 0 ] && grep -q '^005380' '$WORK/bad-entries.txt'"
mkdir -p "$WORK/hostile-entries"
printf '{"version": 3, "watchlists": [{"id": "h", "name": "\\u001b]0;owned\\u0007Evil\\u001b[2J", "codes": ["005930", "\\u001b[31mbad\\u009b"]}]}\n' >"$WORK/hostile-entries/watchlists.json"
"$APP" --data-dir "$WORK/hostile-entries" --seed 7 --once >/dev/null 2>"$WORK/hostile-entries.err"
check "--once: what was left out of a hostile list is said without a control character" bash -c "grep -q 'Evil.*is not a stock code' '$WORK/hostile-entries.err' && ! tr -d '\n' <'$WORK/hostile-entries.err' | LC_ALL=C grep -qP '[\x00-\x1f\x7f]|\xc2[\x80-\x9f]'"
start repaired 100 24 "'$APP' --data-dir '$WORK/bad-entries' --seed 7"
check "full screen on that file: the good codes shown and what was left out said" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t repaired | grep -q '^000660' && tmux -S '$SOCKET' capture-pane -p -t repaired | grep -qF 'entries that could not be used'"
tm send-keys -t repaired q
check "full screen: the message repeated whole after quitting, naming the kept original" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -J -t repaired | grep -q 'stockwatch: Your watchlists file has entries that could not be used: .*The file as it was is kept as .*watchlists.json.damaged-[0-9T]*Z, and the repaired one saved in its place\.'"
check "full screen: the original kept byte for byte, the repaired file holds both lists without the bad codes" bash -c "cmp -s '$WORK/bad-entries.orig' '$WORK'/bad-entries/watchlists.json.damaged-* && python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if [w[\"codes\"] for w in d[\"watchlists\"]] == [[\"005930\", \"000660\"], [\"005380\"]] else 1)' '$WORK/bad-entries/watchlists.json'"
mkdir -p "$WORK/damaged2"
printf 'garbage' >"$WORK/damaged2/watchlists.json"
start damaged 80 24 "'$APP' --data-dir '$WORK/damaged2' --seed 7"
eventually shows damaged "005930 삼성전자"
tm send-keys -t damaged q
check "full screen: the damaged-file message is repeated whole after quitting" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -J -t damaged | grep -q 'stockwatch: Your watchlists file could not be read because it is not valid JSON.*was started\.'"

mkdir -p "$WORK/fifo"
mkfifo "$WORK/fifo/config.json"
timeout 10 "$APP" --data-dir "$WORK/fifo" --seed 7 --once >"$WORK/fifo.out" 2>"$WORK/fifo.err"
check "a FIFO as config.json: no hang, a clear message, the defaults" bash -c "[ $? -eq 0 ] && grep -q 'config.json: it is a FIFO (named pipe), not a regular file' '$WORK/fifo.err' && grep -q '^005930' '$WORK/fifo.out'"
mkdir -p "$WORK/fifo2"
mkfifo "$WORK/fifo2/watchlists.json"
timeout 10 "$APP" --data-dir "$WORK/fifo2" --once >/dev/null 2>"$WORK/fifo.err"
check "a FIFO as watchlists.json: no hang, exit 1 and a clear message" bash -c "[ $? -eq 1 ] && grep -q 'watchlists.json: it is a FIFO (named pipe)' '$WORK/fifo.err'"

# A real read-only file system: a read-only bind mount of the folder in a private mount namespace (root
# ignores chmod, so a mode would not stop these tests; the mount disappears with the namespace).
mkdir -p "$WORK/readonly"
cp "$DATA/watchlists.json" "$WORK/readonly/"
RO_RUN="unshare -m sh -c \"mount --bind '$WORK/readonly' '$WORK/readonly' && mount -o remount,ro,bind '$WORK/readonly' && exec '$APP' --data-dir '$WORK/readonly' --seed 7 \\\"\\\$@\\\"\" sh"
bash -c "$RO_RUN --once" >"$WORK/ro.out" 2>"$WORK/ro.err"
check "a read-only data folder: --once still prints the list" bash -c "[ $? -eq 0 ] && grep -q '^035720  카카오' '$WORK/ro.out'"
start readonly 100 30 "$RO_RUN"
check "a read-only data folder: the full screen runs read-only and says why" eventually bash -c "tmux -S '$SOCKET' capture-pane -p -t readonly | tr -d '\n' | grep -q 'watchlists.json.lock: Read-only file *system, so these watchlists are read-only here' && tmux -S '$SOCKET' capture-pane -p -t readonly | tail -1 | grep -q 'read-only'"
add readonly "000270"
check "a read-only data folder: an edit is refused with the reason" eventually shows readonly "the data folder cannot be written (Read-only file system)"
tm send-keys -t readonly q
check "a read-only data folder: q quits with exit code 0" eventually shows readonly "exit=0"

# --- --once on a moved clock stamps its output with that clock (it said the real time before) ----------
"$APP" --data-dir "$WORK/clocked" --seed 7 --once --clock 2026-12-04T19:30 >"$WORK/clocked.txt" 2>&1
"$APP" --data-dir "$WORK/clocked" --seed 7 --once --format json --clock 2026-12-04T19:30 >"$WORK/clocked.json" 2>&1
check "--once --clock: the table's header is stamped with the clock's moment" bash -c "head -1 '$WORK/clocked.txt' | grep -q '2026-12-04 19:30:0'"
check "--once --clock: json's generated_at is the clock's moment" grep -q '"generated_at" *: *"2026-12-04T19:30:0' "$WORK/clocked.json"

finish
