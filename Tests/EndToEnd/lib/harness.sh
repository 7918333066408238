# Shared tmux harness of the end-to-end scripts: a private tmux server, checks, bounded polling.
# Source it after setting WORK (a fresh temporary folder); it kills its tmux server on exit.

SOCKET="$WORK/tmux.sock"
DEADLINE_MS=5000
PASSED=0
FAILED=0

cleanup() {
    tmux -S "$SOCKET" kill-server 2>/dev/null
    rm -rf "$WORK"
}
trap cleanup EXIT INT TERM HUP

tm() { tmux -S "$SOCKET" "$@"; }

check() { # check <description> <command...>
    local description=$1
    shift
    if "$@"; then
        PASSED=$((PASSED + 1))
        echo "ok - $description"
    else
        FAILED=$((FAILED + 1))
        echo "not ok - $description"
    fi
}

eventually() { # eventually <command...>: polls the command every 50 ms until it succeeds or the deadline passes
    local start=$(($(date +%s%N) / 1000000))
    while ! "$@"; do
        (($(date +%s%N) / 1000000 - start > DEADLINE_MS)) && return 1
        sleep 0.05
    done
}

screen() { tm capture-pane -p -t "$1"; }
shows() { screen "$1" | grep -qF -- "$2"; }
lacks() { ! shows "$1" "$2"; }
pane() { tm display -p -t "$1" "$2"; }
pane_is() { [ "$(pane "$1" "$2")" = "$3" ]; }
line_has() { screen "$1" | sed -n "$2p" | grep -qF -- "$3"; }
