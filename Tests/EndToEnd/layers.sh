#!/usr/bin/env bash
# The layer check (Tests/Architecture/check_layers.py) passes on the real module graph and refuses each
# kind of forbidden edge when one is added to it; a fixed known exception makes it fail too.
#
# Prints "ok - ..." or "not ok - ..." per check and "N passed, M failed" last; non-zero on a failure.

set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
WORK=$(mktemp -d)
source "$ROOT/Tests/EndToEnd/lib/harness.sh"

CHECK="$ROOT/Tests/Architecture/check_layers.py"
swift package dump-package >"$WORK/package.json" 2>/dev/null

# with_edge <from> <to>: the package with one more dependency, or with one removed when <to> starts with "-".
with_edge() {
    python3 - "$WORK/package.json" "$1" "$2" <<'PY'
import json, sys
package = json.load(open(sys.argv[1]))
for target in package["targets"]:
    if target["name"] != sys.argv[2]:
        continue
    if sys.argv[3].startswith("-"):
        target["dependencies"] = [d for d in target["dependencies"] if list(d.values())[0][0] != sys.argv[3][1:]]
    else:
        target["dependencies"].append({"byName": [sys.argv[3], None]})
json.dump(package, sys.stdout)
PY
}
refuses() { ! with_edge "$1" "$2" | python3 "$CHECK" 2>/dev/null; }

check "the module graph keeps every layer rule" python3 "$CHECK" <"$WORK/package.json"
check "Domain depending on Storage is refused" refuses Domain Storage
check "Presentation depending on a TUI module is refused" refuses Presentation TUICore
check "TUICore depending on Presentation is refused" refuses TUICore Presentation
check "Widgets depending on Domain is refused" refuses Widgets Domain
check "Screens naming a concrete repository is refused" refuses Screens MarketData
check "Storage depending on Screens is refused" refuses Storage Screens
check "a module other than the curses backend on ncurses is refused" refuses Screens CNcurses
check "a program depending on a target under Tests/ is refused" refuses StockWatchAppCore DomainTestDoubles
check "a C target depending on a module is refused" refuses CTerminalRestore Reactive
check "a known exception that is gone must leave the list" refuses Benchmarks -DomainTestDoubles

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
