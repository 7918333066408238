#!/usr/bin/env bash
# Runs the end-to-end scripts JOBS at a time (they wait on tmux screens and timers far more than they compute,
# and each has its own tmux server, data folder and fake KIS port), printing each script's output in one block
# when it ends, with its time. Exits non-zero when any script failed.
#
# Usage: Tools/e2e.sh JOBS SCRIPT...

set -u
jobs=$1
shift
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

declare -A started=()
declare -A scripts=()
failed=()

# report <pid> <status>: prints the finished script's output and time, and remembers a failure.
report() {
    local pid=$1 status=$2 script=${scripts[$1]}
    echo "=== $script ($(($(date +%s) - ${started[$1]})) s)"
    cat "$logs/$(basename "$script").log"
    [ "$status" -eq 0 ] || failed+=("$script")
    unset "scripts[$pid]" "started[$pid]"
}

# wait_for_one: waits until one running script ends and reports it.
wait_for_one() {
    local pid status
    wait -n -p pid "${!scripts[@]}"
    status=$?
    report "$pid" "$status"
}

for script in "$@"; do
    while [ "${#scripts[@]}" -ge "$jobs" ]; do wait_for_one; done
    bash "$script" >"$logs/$(basename "$script").log" 2>&1 &
    scripts[$!]=$script
    started[$!]=$(date +%s)
done
while [ "${#scripts[@]}" -gt 0 ]; do wait_for_one; done

if [ "${#failed[@]}" -gt 0 ]; then
    echo "end-to-end scripts that failed: ${failed[*]}"
    exit 1
fi
echo "every end-to-end script passed ($# scripts)"
