# fish completion of stockwatch: every option of `stockwatch --help`, and the values of those that take one.
# Installed by `make install` as $(PREFIX)/share/fish/vendor_completions.d/stockwatch.fish.

complete -c stockwatch -f
complete -c stockwatch -l feed -x -a 'simulated kis' -d 'Where quotes come from'
complete -c stockwatch -l venue -x -a 'unified krx nxt' -d "Which exchange's price a row shows"
complete -c stockwatch -l seed -x -d 'Seed of the simulated market'
complete -c stockwatch -l data-dir -x -a '(__fish_complete_directories)' -d 'Keep every file in this folder'
complete -c stockwatch -l colors -x -a 'korean western none' -d 'How rises and falls are coloured'
complete -c stockwatch -l colours -x -a 'korean western none' -d 'How rises and falls are coloured'
complete -c stockwatch -l refresh -x -d 'Seconds between refreshes'
complete -c stockwatch -l clock -x -d 'Start the simulated market at this Korea time'
complete -c stockwatch -l mouse -d 'Clicks and the wheel in the full screen'
complete -c stockwatch -l no-realtime -d 'Poll over REST only, without the real-time WebSocket'
complete -c stockwatch -l setup -d 'Open the KIS set-up (keys, account, HTS ID checked with KIS) first'
complete -c stockwatch -l once -d 'Print the watchlist with its first quotes and exit'
complete -c stockwatch -l format -x -a 'table json csv' -d 'Output of --once'
complete -c stockwatch -l crlf -d 'With --once --format csv: end lines with CR LF'
# The watchlists' names for --watchlist, from the --data-dir of the line.
function __stockwatch_watchlists
    set --local tokens (commandline -opc)
    set --local data
    for i in (seq (count $tokens))
        if test "$tokens[$i]" = --data-dir; and test $i -lt (count $tokens)
            set data --data-dir $tokens[(math $i + 1)]
        else if string match -q -- '--data-dir=*' $tokens[$i]
            set data --data-dir (string replace -- '--data-dir=' '' $tokens[$i])
        end
    end
    $tokens[1] --list-watchlists $data 2>/dev/null
end
complete -c stockwatch -l watchlist -x -a '(__stockwatch_watchlists)' -d 'The watchlist --once prints'
complete -c stockwatch -l list-watchlists -d "Print the watchlists' names and exit"
complete -c stockwatch -l account -d 'With --once: print the account instead'
complete -c stockwatch -s h -l help -d 'Show the help and exit'
complete -c stockwatch -s V -l version -d 'Show the version and exit'
complete -c stockwatch -l synthetic-watchlist -x -d 'A made-up market of N stocks'
complete -c stockwatch -l ticks-per-second -x -d 'Trades per second of the whole simulated exchange'
complete -c stockwatch -l quit-after -x -d 'Quit this long after the first priced frame'
complete -c stockwatch -l diagnostics-file -r -F -d "Write the run's figures here on exit"
