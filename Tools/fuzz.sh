#!/usr/bin/env bash
# Runs fuzz targets of stockwatch-fuzz (built by `make fuzz-build`) for SECONDS each, JOBS at a time.
#   Tools/fuzz.sh SECONDS JOBS keep|scratch TARGET...
# keep:    new inputs go into Tests/Fuzz/Corpus/<target> (make fuzz);
# scratch: into a temporary folder, the kept corpus only read (make fuzz-short, CI: the tree stays clean).
# A crash's reproducer is written to .build/fuzz/artifacts/<target>/; the run's log, with libFuzzer's
# final figures (executions per second, cov and ft), to .build/fuzz/logs/<target>.log. Exits 1 if any
# target found a crash.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=$1 jobs=$2 mode=$3
shift 3
binary=.build/fuzz/debug/stockwatch-fuzz
mkdir -p .build/fuzz/logs
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

run() {
    local target=$1 corpus=Tests/Fuzz/Corpus/$1 artifacts=.build/fuzz/artifacts/$1/ folders
    mkdir -p "$artifacts" "$corpus"
    if [ "$mode" = keep ]; then folders=("$corpus"); else mkdir -p "$scratch/$target"; folders=("$scratch/$target" "$corpus"); fi
    FUZZ_TARGET=$target ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no "$binary" -max_total_time="$seconds" \
        -max_len=65536 -timeout=60 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts" \
        "${folders[@]}" >".build/fuzz/logs/$target.log" 2>&1
    local status=$?
    local last
    last=$(grep -E '^#[0-9]+' ".build/fuzz/logs/$target.log" | tail -1)
    local rate
    rate=$(grep -E '^stat::average_exec_per_sec' ".build/fuzz/logs/$target.log" | awk '{print $2}')
    if [ $status -eq 0 ]; then
        echo "$target: ${seconds} s, ${rate:-?} exec/s, ${last}"
    else
        echo "$target: FOUND A CRASH (exit $status), see .build/fuzz/logs/$target.log and $artifacts"
    fi
    return $status
}

status=0
pids=()
for target in "$@"; do
    run "$target" &
    pids+=($!)
    if [ ${#pids[@]} -ge "$jobs" ]; then
        wait "${pids[0]}" || status=1
        pids=("${pids[@]:1}")
    fi
done
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit $status
