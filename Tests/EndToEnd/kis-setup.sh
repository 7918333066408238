#!/usr/bin/env bash
# End-to-end tests of the KIS set-up against the fake KIS server: the first --feed kis run without keys
# opens it; a wrong key is refused with KIS's own code and message; the right key, an account number
# and an HTS ID are accepted and config.json holds them (mode 0600, its other keys kept); the secret
# never appears on any captured screen; the account number shows masked afterwards; a damaged
# config.json is refused, named, and left as it was; C opens the set-up in the app.
#
# Each check prints "ok - ..." or "not ok - ..."; the last line is "N passed, M failed".

source "$(dirname "$0")/lib/stockwatch.sh"
source "$ROOT/Tests/EndToEnd/lib/fake_kis.sh"
serve_shipped_master

SECRET=setup-app-secret
# Every screen captured, so the secret can be looked for in all of them at the end.
SCREENS="$WORK/screens.txt"
: >"$SCREENS"
# seen <session> <text>: the screen shows <text> (and is kept in $SCREENS).
seen() { screen "$1" | tee -a "$SCREENS" | grep -qF -- "$2"; }
# data_dir <dir>: a data folder on the fake server, config.json (mode 0644) with a setting and a key of
# another StockWatch the set-up must keep, no KIS keys.
data_dir() {
    mkdir -p "$1"
    printf '{"kis_host": "http://127.0.0.1:%s", "kis_websocket_url": "ws://127.0.0.1:%s/tryitout", "kis_master_url": "%s", "refresh_seconds": 2, "colour_scheme": "western"}\n' \
        "$KIS_PORT" "$KIS_PORT" "$KIS_MASTER_URL" >"$1/config.json"
    chmod 644 "$1/config.json"
    printf '{"version": 2, "watchlists": [{"id": "e2e", "name": "관심종목", "codes": ["005930"]}]}\n' >"$1/watchlists.json"
}
# config_has <dir> <python expression over c, the config object>
config_has() { python3 -c "import json, sys; c = json.load(open(sys.argv[1])); sys.exit(0 if ($2) else 1)" "$1/config.json"; }
# answer <session> <text>: types <text> into the open dialog and presses Enter.
answer() { tm send-keys -t "$1" -l "$2" && tm send-keys -t "$1" Enter; }

fake_kis '{"cmd": "account", "app_key": "setup-app", "account": "50123456-01", "holdings": 3}' >/dev/null
# The second part's own key: the fake, as KIS, issues one token a minute per key.
fake_kis '{"cmd": "account", "app_key": "again-app", "account": "50123456-01", "holdings": 3}' >/dev/null
data_dir "$WORK/first"
RUN="env -u KIS_APP_KEY -u KIS_APP_SECRET '$APP' --data-dir '$WORK/first' --feed kis"

# --- Without a terminal the kis feed without keys still refuses at once (scripts, cron) -------------
env -u KIS_APP_KEY -u KIS_APP_SECRET "$APP" --data-dir "$WORK/first" --feed kis </dev/null >"$WORK/notty.txt" 2>&1
status=$?
check "without a terminal: exit 2 and the one-line refusal, no set-up" bash -c "[ $status -eq 2 ] && grep -q 'needs a KIS app key and secret' '$WORK/notty.txt'"

# --- The first --feed kis run without keys opens the set-up ------------------------------------------
start first 120 40 "$RUN"
check "the first --feed kis run without keys opens the set-up" eventually seen first "KIS set-up 1/5: account type"
check "it says why it opened" seen first "needs a KIS app key and secret"
tm send-keys -t first Enter
check "Enter keeps paper and asks for the app key" eventually seen first "KIS set-up 2/5: app key"
answer first 'nosuch-app'
check "then the app secret" eventually seen first "KIS set-up 3/5: app secret"
tm send-keys -t first -l 'nosuch-app-wrong'
check "the typed secret is drawn as dots, one a character" eventually seen first "••••••••••••••••"
tm send-keys -t first Enter
check "a wrong key is refused with KIS's code and message" eventually seen first "KIS refused the key and secret: EGW00103 유효하지 않은 AppKey입니다."
check "not as a once-a-minute limit KIS did not state" lacks first "once a minute"
tm send-keys -t first Escape
check "Esc goes back to the key, which is kept" eventually seen first "KIS set-up 2/5: app key"
check "the key typed before is still there" seen first "nosuch-app"
tm send-keys -t first C-u
answer first 'setup-app'
check "the secret is asked again" eventually seen first "KIS set-up 3/5: app secret"
answer first "$SECRET"
DEADLINE_MS=15000 check "the right key and secret are accepted (a token issued): the account number is asked" eventually seen first "KIS set-up 4/5: account number"
answer first '50123457-01'
DEADLINE_MS=10000 check "a wrong account number is refused with KIS's reason" eventually seen first "KIS refused the account number: OPSQ2000"
tm send-keys -t first C-u
answer first '5012345601'
DEADLINE_MS=10000 check "the right account number is accepted (its balance read): the HTS ID is asked" eventually seen first "KIS set-up 5/5: HTS ID"
answer first 'my hts'
check "an HTS ID with a space is refused by its form" eventually seen first "An HTS ID is 1 to 16 letters"
tm send-keys -t first C-u
answer first 'myhts'
DEADLINE_MS=20000 check "after saving, the app starts on the kis feed" eventually seen first "관심종목"
# From here on the account number is never typed: no screen may show it whole.
AFTER="$WORK/after.txt"
: >"$AFTER"
seen_after() { screen "$1" | tee -a "$AFTER" "$SCREENS" | grep -qF -- "$2"; }
tm send-keys -t first m
check "the messages view says what was saved, the account masked" eventually seen_after first "paper account 5012-****-01, key"
check "and the key by its last 4 characters only" seen_after first "…-app, HTS ID myhts;"
tm send-keys -t first Escape
check "config.json has the key, secret, account type, account number and HTS ID" \
    config_has "$WORK/first" 'c["kis_app_key"] == "setup-app" and c["kis_app_secret"] == "'"$SECRET"'" and c["kis_account"] == "paper" and c["kis_account_number"] == "50123456-01" and c["kis_hts_id"] == "myhts"'
check "config.json chooses the kis feed, so the next plain start is on KIS" config_has "$WORK/first" 'c["feed"] == "kis"'
check "config.json kept its other settings" config_has "$WORK/first" 'c["refresh_seconds"] == 2 and c["colour_scheme"] == "western" and c["kis_host"].startswith("http://127.0.0.1:")'
check "config.json is now mode 600" bash -c "[ \"\$(stat -c %a '$WORK/first/config.json')\" = 600 ]"
tm send-keys -t first '$'
DEADLINE_MS=15000 check "the Account view shows the account masked" eventually seen_after first "Account 5012-****-01"
check "after the set-up the account number is never on screen in full" bash -c "! grep -q 50123456 '$AFTER'"
tm send-keys -t first Escape
check "Esc goes back to the watchlist" eventually lacks first "Account 5012-****-01"
tm send-keys -t first q
check "q quits cleanly" eventually shows first "exit=0"
fake_kis '{"cmd": "requests", "app_key": "setup-app"}' >"$WORK/requests.json"
check "one token was issued for the key: the app reused the set-up's" \
    bash -c "[ \$(grep -o '/oauth2/tokenP' '$WORK/requests.json' | wc -l) -eq 1 ]"

# --- C in the app; a damaged config.json is refused and kept -----------------------------------------
mkdir -p "$WORK/damaged"
printf '{"feed": "simulated", "kis_host": "http://127.0.0.1:%s", "kis_master_url": "%s"}\n' "$KIS_PORT" "$KIS_MASTER_URL" >"$WORK/damaged/config.json"
start app 120 40 "env -u KIS_APP_KEY -u KIS_APP_SECRET '$APP' --data-dir '$WORK/damaged' --feed simulated"
check "the simulated app starts" eventually seen app "관심종목"
tm send-keys -t app '?'
check "the help lists C, the KIS set-up" eventually seen app "KIS set-up (used at once on KIS)"
tm send-keys -t app Escape
check "Esc closes the help" eventually lacks app "KIS set-up (used at once on KIS)"
tm send-keys -t app C
check "C opens the KIS set-up over the watchlist" eventually seen app "KIS set-up 1/5: account type"
tm send-keys -t app Enter
check "the app key is asked" eventually seen app "KIS set-up 2/5: app key"
answer app 'again-app'
check "the secret is asked" eventually seen app "KIS set-up 3/5: app secret"
answer app 'again-app-secret'
DEADLINE_MS=15000 check "the keys are accepted" eventually seen app "KIS set-up 4/5: account number"
answer app '50123456-01'
DEADLINE_MS=10000 check "the account is accepted" eventually seen app "KIS set-up 5/5: HTS ID"
# The file is damaged while the app runs (a hand edit gone wrong).
printf '{"feed": "simulated",\n "kis_host": "http://127.0.0.1:%s", "kis_master_url": "%s" oops}\n' "$KIS_PORT" "$KIS_MASTER_URL" >"$WORK/damaged/config.json"
cp "$WORK/damaged/config.json" "$WORK/damaged.before"
tm send-keys -t app Enter
check "a damaged config.json is refused with its problem named, nothing saved" eventually seen app "nothing was saved (fix the file"
check "the damaged config.json is left as it was" cmp -s "$WORK/damaged/config.json" "$WORK/damaged.before"
printf '{"feed": "simulated", "kis_host": "http://127.0.0.1:%s", "kis_master_url": "%s"}\n' "$KIS_PORT" "$KIS_MASTER_URL" >"$WORK/damaged/config.json"
tm send-keys -t app Enter
check "once the file is fixed, Enter saves and the status says to restart" eventually seen app "Restart stockwatch to use them."
check "the saved notice shows the account masked" seen app "5012-****-01"
check "config.json got the keys, no HTS ID (empty skips) and the kis feed for the restart" config_has "$WORK/damaged" 'c["kis_app_key"] == "again-app" and "kis_hts_id" not in c and c["feed"] == "kis"'
tm send-keys -t app q
check "q quits cleanly" eventually shows app "exit=0"

# --- --setup opens it whatever the feed; Esc in its first dialog starts the app as it would have -----
start again 120 40 "env -u KIS_APP_KEY -u KIS_APP_SECRET '$APP' --data-dir '$WORK/damaged' --setup"
check "--setup opens the set-up although keys are saved" eventually seen again "KIS set-up 1/5: account type"
check "it says it was asked for" seen again "--setup: the keys and the account"
tm send-keys -t again Escape
check "Esc in the first dialog starts the app, nothing changed" eventually seen again "관심종목"
check "config.json still has the keys saved before" config_has "$WORK/damaged" 'c["kis_app_key"] == "again-app"'
tm send-keys -t again q
check "q quits cleanly" eventually shows again "exit=0"
"$APP" --setup --once >"$WORK/setup-once.txt" 2>&1
status=$?
check "--setup with --once is refused (exit 2)" bash -c "[ $status -eq 2 ] && grep -q 'setup cannot be used with --once' '$WORK/setup-once.txt'"

check "the secret never appeared on any captured screen" bash -c "! grep -qF '$SECRET' '$SCREENS'"
echo "# $(grep -c . "$SCREENS") screen lines captured"

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
