# The fake KIS server for the end-to-end scripts: started as a coprocess of the sourcing script (source it
# after setting ROOT); it exits when the script does (its stdin closes). Sets KIS_PORT and defines fake_kis.
# The coprocess's pipes exist in the sourcing shell only, never in a subshell ($(...), a pipeline, bash -c):
# call fake_kis there, writing its answer to a file when it is to be read.

coproc FAKE_KIS { exec python3 "$ROOT/Tests/NetworkingTests/Fixtures/fake_kis_server.py"; }
read -r -t 10 KIS_PORT <&"${FAKE_KIS[0]}"
# fake_kis <json command>: sends one command to the fake server and prints its one-line answer.
fake_kis() {
    local answer
    printf '%s\n' "$1" >&"${FAKE_KIS[1]}" && read -r -t 5 answer <&"${FAKE_KIS[0]}" && printf '%s\n' "$answer"
}
