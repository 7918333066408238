# bash completion of stockwatch: every option of `stockwatch --help`, and the values of those that take one
# (`--watchlist` offers the names `stockwatch --list-watchlists` prints, in the --data-dir typed so far).
# Installed by `make install` as $(PREFIX)/share/bash-completion/completions/stockwatch.

_stockwatch() {
    local current previous
    current=${COMP_WORDS[COMP_CWORD]}
    previous=${COMP_WORDS[COMP_CWORD - 1]}
    # `--feed=<Tab>` and `--feed=s<Tab>`: bash splits the word at "=", so the option is a word further back.
    if [[ $current == "=" ]]; then
        current=""
    elif [[ $previous == "=" ]]; then
        previous=${COMP_WORDS[COMP_CWORD - 2]}
    fi
    case $previous in
        --feed) mapfile -t COMPREPLY < <(compgen -W 'simulated kis' -- "$current"); return ;;
        --venue) mapfile -t COMPREPLY < <(compgen -W 'unified krx nxt' -- "$current"); return ;;
        --colors | --colours) mapfile -t COMPREPLY < <(compgen -W 'korean western none' -- "$current"); return ;;
        --format) mapfile -t COMPREPLY < <(compgen -W 'table json csv' -- "$current"); return ;;
        --data-dir) mapfile -t COMPREPLY < <(compgen -d -- "$current"); return ;;
        --diagnostics-file) mapfile -t COMPREPLY < <(compgen -f -- "$current"); return ;;
        --watchlist) _stockwatch_watchlists; return ;;
        --seed | --refresh | --clock | --synthetic-watchlist | --ticks-per-second | --quit-after) return ;;
    esac
    mapfile -t COMPREPLY < <(compgen -W '--feed --venue --seed --data-dir --colors --colours --refresh --mouse --no-realtime --setup --clock --once --format --crlf --watchlist --account
        --list-watchlists --help -h --version -V --synthetic-watchlist --ticks-per-second --quit-after --diagnostics-file' -- "$current")
}

# The watchlists' names for `--watchlist`, spaces escaped; the --data-dir of the line (also as --data-dir=DIR).
_stockwatch_watchlists() {
    local data=() i
    for ((i = 1; i < COMP_CWORD; i++)); do
        if [[ ${COMP_WORDS[i]} == --data-dir ]]; then
            if [[ ${COMP_WORDS[i + 1]} == "=" ]]; then data=(--data-dir "${COMP_WORDS[i + 2]}"); else data=(--data-dir "${COMP_WORDS[i + 1]}"); fi
        fi
    done
    local IFS=$'\n'
    mapfile -t COMPREPLY < <(compgen -W "$("${COMP_WORDS[0]}" --list-watchlists "${data[@]}" 2>/dev/null)" -- "$current")
    COMPREPLY=("${COMPREPLY[@]// /\\ }")
}
complete -F _stockwatch stockwatch
