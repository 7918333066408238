# bash completion of stockwatch: every option of `stockwatch --help`, and the values of those that take one.
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
        --seed | --refresh | --clock | --watchlist | --synthetic-watchlist | --ticks-per-second | --quit-after) return ;;
    esac
    mapfile -t COMPREPLY < <(compgen -W '--feed --venue --seed --data-dir --colors --colours --refresh --mouse --no-realtime --setup --clock --once --format --crlf --watchlist --account
        --help -h --version -V --synthetic-watchlist --ticks-per-second --quit-after --diagnostics-file' -- "$current")
}
complete -F _stockwatch stockwatch
