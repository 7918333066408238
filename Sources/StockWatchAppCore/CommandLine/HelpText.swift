// What `stockwatch --help` and `--version` print: every option, environment variable and file.

/// The text of `--help` and `--version`.
public enum HelpText {
    /// The program's name as the user types it.
    public static let programName = "stockwatch"
    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// `--version`'s line.
    public static var versionLine: String { "\(programName) \(version)" }

    /// `--help`'s text, ending with a newline.
    public static let text = """
    stockwatch — a full-screen watchlist for the Korean stock market (KRX), in the terminal.

    Usage:
      stockwatch [--feed simulated|kis] [--venue unified|krx|nxt] [--seed N] [--data-dir DIR]
                 [--colors korean|western|none] [--refresh SECONDS] [--mouse] [--no-realtime] [--clock TIME]
                 [--setup] [--once [--format table|json|csv] [--crlf] [--watchlist NAME] [--account]]
                 [--list-watchlists] [--help] [--version]

    Options:
      --feed simulated|kis   Where quotes come from: the embedded simulated exchange (default), or
                             the Korea Investment & Securities Open API (needs KIS_APP_KEY and
                             KIS_APP_SECRET, or the set-up: a kis run without keys opens it).
      --venue VENUE          Which price a row of a stock traded on both exchanges shows: unified
                             (default: the last trade on KRX or Nextrade, marked 통합 with KIS),
                             krx (KRX's alone: after 15:30 its close) or nxt (Nextrade's, marked
                             NXT). A KIS paper account gets KRX prices only, whatever is set: in
                             Nextrade's own hours such rows say "KRX close". Also config "venue".
                             KRX's 16:00-18:00 single-price trades (시간외): a KRX row shows the
                             last, marked 시간외, until 08:30 (live on real KIS accounts only;
                             polled rows ask again after each 10-minute match); --once prints it.
      --seed N               Seed of the simulated market: the same seed replays the same prices
                             (default: a new seed every run). Reference prices never depend on it.
      --data-dir DIR         Keep every file (watchlists, config, cache) in DIR instead of the XDG
                             folders below.
      --colors SCHEME        korean: rises red, falls blue (default); western: rises green, falls red;
                             none: no colours (the ▲ ▼ markers remain). Also spelt --colours.
      --refresh SECONDS      How often the simulated exchange publishes its trades, 0.1 to 3600
                             (default 1); the kis feed polls one stock after another as fast as the
                             account's rate limit allows. A row is dimmed as stale after 10 refreshes
                             (at least 30 s) without a quote while its stock trades continuously (not
                             in auctions, close-price or single-price sessions, nor closed hours).
      --mouse                Clicks and the wheel work: click a row to select it, a tab to show
                             that watchlist, turn the wheel to move the selection (also config.json's
                             "mouse": true). Off by default so the terminal's own text selection
                             works; with it on, hold Shift to select text.
      --no-realtime          With --feed kis: poll every stock over REST, without the real-time
                             WebSocket (also config "realtime": false).
      --setup                Open the KIS set-up before the app starts: account type (paper or
                             real), app key, app secret (never shown), account number, HTS ID,
                             each checked with KIS (a token issue, a balance query), saved to
                             config.json (mode 0600, its other settings kept). Then the app runs.
                             Esc goes back a step. Not with --once.
      --clock TIME           Start the simulated market at this Korea time, 2026-12-25T10:00 or
                             10:00 (today), seconds optional (15:29:50), and run on from there:
                             a holiday, an auction, for demos and tests. The simulated feed only
                             (or --feed kis against a test server on this machine, e.g. Nextrade's
                             evening hours).
      --once                 Print the current (first) watchlist with its first quotes and exit,
                             without taking over the terminal (for scripts and cron). With
                             --feed kis: one REST quote a stock, never waiting for the socket; a
                             stock without a quote says why (table, JSON and CSV "error"). Each
                             quote says its venue (KRX, NXT); change % is against KRX's
                             previous close on either venue. It never writes the watchlists
                             file: one it cannot read at all is exit status 1, left as it is.
      --format FORMAT        With --once: table (default), json or csv.
      --crlf                 With --once --format csv: end lines with CR LF (default LF).
      --watchlist NAME       With --once: print the watchlist called NAME (case does not matter)
                             instead of the first one.
      --account              With --once: print the account instead — holdings with P&L, cash
                             (예수금, D+1, D+2), totals; the simulated exchange's own account with
                             the simulated feed, the KIS account of "kis_account_number" with kis.
      --list-watchlists      Print the watchlists' names, one a line, and exit (the shell
                             completions of --watchlist use it); only --data-dir applies.
      -h, --help             Show this help and exit.
      -V, --version          Show the version and exit.
      Values go after a space or "=": --seed 7, --seed=7.

    Keys (full screen):
      ↑ ↓ or j k  select          PgUp PgDn  page        g G   first / last
      Enter  the stock's detail view: intraday and daily charts, order book, each venue's price
             (there: y  3 months / 1 year, c  candles / line, ?  help, Esc  back, q  quit)
      a  add a stock              d  remove the stock (asks first)
      J K  move the stock down / up in the list          s  cycle the sort   S  reverse it
      n  new watchlist            r  rename it           D  delete it (asks first)
      Tab Shift-Tab or ← →  switch watchlists            /  filter the rows
      p  add a lot: 10 @ 70,000   !  set an alert: >= 75000, <= 60,000, +5%, -3%, 상한가, 하한가,
         volume >= 3x (the day's volume against the last 20 days' average)
         (a target beyond today's limits is set with a note)
      A  list the alerts (e/Enter change, r re-arm, d delete, Esc close)
      h  holdings: every lot and sale with its P&L (a add, e/Enter edit, d delete, s sell,
         Esc close); a sale is booked at the moving average (이동평균법), fees and tax counted
      d on a stock with lots or alerts says so: y keeps them (hidden, out of the totals), d deletes them
      $  the account: holdings with P&L beside your lots, cash, today's orders and fills
         (i import the selected holding into the lots, f rebuild its lots from the fills of
         the last three months (after asking; shares bought earlier become one lot priced to
         match the broker's cost), Tab or ↓ past the holdings selects
         today's orders, c cancels the selected one after asking, e revises it: 6 @ 70,100 re-prices
         6 of the shares resting, reviewed like an order; r refresh, ? help, Esc back)
      m  messages: every notice, failure and settings problem of this run with its time
         (↑ ↓ PgUp PgDn g G scroll, Esc close); the status line shows the latest for 15 s
      R  retry a KIS feed that a refusal only you can end stopped (wrong key, IP not allowed),
         with the key and secret read again from config.json (the environment's win)
      C  KIS set-up (as --setup), saved to config.json with "feed": "kis"; a KIS run uses the new
         key at once, a simulated run keeps its feed until restarted
      b x  buy / sell on the simulated exchange: 10 @ 70,000 or 10 @ market [KRX|NXT]; the review
         opens on Edit (Enter edits, Tab then Enter sends, o overrides a precaution)
      ?  help                     q  quit                (Ctrl-Z suspends, Ctrl-C quits)
      With --mouse: click a row or a tab, turn the wheel to move the selection.

    Row marks:
      ● live (every trade streams)   ○ polled   ! stale (its last poll failed; dim, with its age)
      NXT, 통합 (N, U when narrow) after the name: the price was made on Nextrade / is KIS's
      unified price of both exchanges; KRX close (K): Nextrade trades the stock now but this
      feed sees KRX only (a KIS paper account, or --venue krx), so the row shows KRX's close
      ◆ an alert fired (A re-arms)   † no longer listed
      Chg % is measured against the previous close (기준가); red rises, blue falls (--colors).

    Environment:
      KIS_APP_KEY, KIS_APP_SECRET  The KIS Open API app key and secret (for --feed kis).
      KIS_MARKET_DATA_APP_KEY, KIS_MARKET_DATA_APP_SECRET
                             A paper account's market-data key (see "kis_market_data_app_key").
      XDG_CONFIG_HOME        Folder of stockwatch/config.json (default ~/.config).
      XDG_DATA_HOME          Folder of stockwatch/watchlists.json (default ~/.local/share).
      XDG_CACHE_HOME         Folder of stockwatch/kis-token.json (default ~/.cache).
      HOME                   Where the defaults above are, when the XDG variables are not set.
      NO_COLOR               When set (to anything), no colours at all.
      ESCDELAY               Milliseconds to wait after Esc for the rest of a key sequence
                             (default 25).
      TERM, LANG, LC_ALL     The terminal type, and the locale (UTF-8 is needed for Korean text).

    Files:
      $XDG_CONFIG_HOME/stockwatch/config.json
          Settings as one JSON object; the command line wins over it. Keys: "feed" (simulated|kis),
          "venue" (unified|krx|nxt), "refresh_seconds" (number), "colour_scheme"
          (korean|western|none), "kis_account" (paper|real), "kis_host" (URL), "kis_websocket_url" (ws:// URL of the real-time socket),
          "kis_master_url" (folder URL of the master-file zips), "realtime" (true|false),
          "mouse" (true|false), "notifications" (how a fired alert
          is announced: bell|osc|both|off, default both; osc is OSC 777 / OSC 9, through tmux too,
          never sent to the Linux console or a serial terminal),
          "commission_percent" and "tax_percent" (fees applied to P&L, e.g. 0.015 and 0.18;
          default 0), "kis_app_key" and "kis_app_secret" (only read when the file is private:
          chmod 600), "kis_account_number" (8-2 digits, e.g. "12345678-01": the KIS account the $
          view and --once --account show, read-only, never shown in full) and "kis_hts_id" (your
          KIS HTS ID); with a paper account, "kis_market_data_app_key" and
          "kis_market_data_app_secret" (a real account's app key used for quotes only: Nextrade's
          and the unified prices, while the account, orders and fills stay on the paper key; only
          read when the file is private) with "kis_market_data_host" and
          "kis_market_data_websocket_url" (another server, e.g. a test double); "trading"
          (simulated: the simulated exchange; paper: KIS's paper account
          with --feed kis, kis_account "paper" and kis_account_number; live: the real account,
          after a one-time consent the first ticket asks for, kept as "trading_live_consent";
          each order confirmed by typing the stock's code), "order_permissions"
          (["buy","sell","cancel","revise"]), "order_max_deviation_percent" (10), "order_max_value"
          (10000000), "order_max_quantity" (1000), "order_stale_seconds" (60). Problems are
          reported, and defaults used, at start.
      $XDG_DATA_HOME/stockwatch/watchlists.json
          Your watchlists, saved after every change (written to a temporary file, then renamed).
          A damaged file is set aside beside it, never overwritten, and you are told. In a file
          that is otherwise readable only the bad entries (a bad or repeated code, a blank or
          repeated name or id, a bad position or alert) are left out or renamed, and you are told
          which; the file as it was is first kept as watchlists.json.damaged-TIME.
      $XDG_DATA_HOME/stockwatch/simulated-account.json
          The simulated exchange's account, made from the seed on the first run (mode 600).
      $XDG_DATA_HOME/stockwatch/orders-journal.jsonl
          Every order sent to KIS and every answer, one JSON line each, appended and flushed
          before the order goes out (mode 600; the account masked, no key, secret or token).
      $XDG_DATA_HOME/stockwatch/view.json
          The watchlist left open and the sort with its direction, shown again at the next start.
          A damaged one is named, and the defaults used; a read-only StockWatch never writes it.
      $XDG_DATA_HOME/stockwatch/watchlists.json.lock
          Held by the running StockWatch; a second one opens the watchlists read-only.
      $XDG_CACHE_HOME/stockwatch/kis-token.json
          The KIS access token, reused until it expires (mode 600).
      $XDG_CACHE_HOME/stockwatch/kis-nxt-eligibility.json
          Whether Nextrade trades each watched stock, as KIS said on the day (real accounts).
      With --data-dir DIR, all of them are in DIR.

    Diagnostic options (for benchmarks):
      --synthetic-watchlist N   Run on a made-up market of N stocks (Q00000…), all in one watchlist
                                kept in memory only (your watchlist file is not touched).
      --ticks-per-second N      The simulated exchange as a whole trades about N times a second.
      --quit-after SECONDS      Quit this long after the first frame that shows prices (0: at once).
      --diagnostics-file FILE   On exit, write the run's figures (first frame time, frames drawn,
                                CPU time, peak memory) to FILE as JSON.

    Exit status: 0 on success, 1 when the app failed at run time, 2 for a bad command line, a
    terminal it cannot use, or a feed it cannot start (for example --feed kis without credentials).
    With --once: 0 when every stock has a quote, 1 when some have none or the watchlists file
    cannot be read, 2 when none has.

    """
}
