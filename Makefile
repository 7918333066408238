# StockWatch — the two commands a newcomer needs are `make run` and `make test`.
# Everything else (deps, build, bench, tsan, e2e) is called by those or by hand.

SWIFT      ?= swift
# A recipe's pipeline fails when any command in it fails (`swift build | tee` hid a failed build).
SHELL      := /bin/bash
.SHELLFLAGS := -o pipefail -c
BUILD_LOG  := .build/build.log
# The slowest end-to-end scripts first (kis-messages waits over a minute on messages' timers), so the
# parallel lanes of `make e2e` end together.
E2E_SLOW   := $(addprefix Tests/EndToEnd/,kis-messages.sh kis-orders.sh kis-rows.sh detail-view.sh kis-account.sh)
E2E_TESTS  := $(E2E_SLOW) $(filter-out $(E2E_SLOW),$(wildcard Tests/EndToEnd/*.sh))
# `make install PREFIX=/usr/local` (DESTDIR for staging, as packagers expect); `make run ARGS='--seed 42'`.
PREFIX     ?= /usr/local
DESTDIR    ?=
ARGS       ?=

.PHONY: all deps build run test unit tsan e2e bench soak install uninstall clean listing asan fuzz-build fuzz fuzz-short

all: build

# System packages: ncursesw headers for the TUI, zlib headers for the KIS master files, SQLite for the chart
# cache, libcurl and the libwebsockets header for the kis feed (both libraries opened at run time), OpenSSL's
# libcrypto for KIS's encrypted execution notices (opened at run time, no header needed), tmux and
# python3 for the end-to-end tests and the fake KIS server. Installed only if missing.
deps:
	@missing=""; \
	[ -f /usr/include/ncursesw/curses.h ] || missing="$$missing libncursesw5-dev"; \
	[ -f /usr/include/zlib.h ] || missing="$$missing zlib1g-dev"; \
	[ -f /usr/include/sqlite3.h ] || missing="$$missing libsqlite3-dev"; \
	/sbin/ldconfig -p 2>/dev/null | grep -q 'libcurl\(-gnutls\)\?\.so\.4 ' || missing="$$missing libcurl4"; \
	/sbin/ldconfig -p 2>/dev/null | grep -q 'libcrypto\.so\.3 ' || missing="$$missing libssl3"; \
	[ -f /usr/include/libwebsockets.h ] || missing="$$missing libwebsockets-dev"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	command -v python3 >/dev/null 2>&1 || missing="$$missing python3"; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
		$$SUDO apt-get update -qq && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

# Builds everything (tests included) and fails on any compiler warning, on a module importing what its
# target does not declare, or on a dependency the layer rules forbid (Tests/Architecture/check_layers.py).
build: deps
	@mkdir -p .build
	$(SWIFT) package dump-package | python3 Tests/Architecture/check_layers.py
	$(SWIFT) build --build-tests --explicit-target-dependency-import-check error 2>&1 | tee $(BUILD_LOG)
	@if grep -q 'warning:' $(BUILD_LOG); then echo "error: the build has warnings (see above)"; exit 1; fi

# The app on the simulated market, with ARGS as its command line.
run: deps
	$(SWIFT) build --product stockwatch
	$$($(SWIFT) build --product stockwatch --show-bin-path)/stockwatch $(ARGS)

# The release binary (Swift runtime linked in, so it runs without the toolchain; stripped of its symbols), the man page and the
# bash, zsh and fish completions under PREFIX.
install: deps
	$(SWIFT) build -c release --static-swift-stdlib --product stockwatch
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1" \
		"$(DESTDIR)$(PREFIX)/share/bash-completion/completions" "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" \
		"$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d"
	install -s -m 755 "$$($(SWIFT) build -c release --static-swift-stdlib --show-bin-path)/stockwatch" "$(DESTDIR)$(PREFIX)/bin/stockwatch"
	install -m 644 man/stockwatch.1 "$(DESTDIR)$(PREFIX)/share/man/man1/stockwatch.1"
	install -m 644 completions/stockwatch.bash "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/stockwatch"
	install -m 644 completions/_stockwatch "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_stockwatch"
	install -m 644 completions/stockwatch.fish "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/stockwatch.fish"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/stockwatch" "$(DESTDIR)$(PREFIX)/share/man/man1/stockwatch.1" \
		"$(DESTDIR)$(PREFIX)/share/bash-completion/completions/stockwatch" "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_stockwatch" \
		"$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/stockwatch.fish"

# Every test: unit tests, the thread-sanitised concurrency tests, the unit tests under AddressSanitizer,
# a short run of every fuzz target, the end-to-end terminal tests.
test: build unit tsan asan fuzz-short e2e

unit:
	$(SWIFT) test --skip-build

# Concurrency tests (suites named *Concurrency*) under ThreadSanitizer, in their own build folder.
tsan: deps
	$(SWIFT) test --scratch-path .build/tsan --sanitize=thread --filter Concurrency

# The unit suite under AddressSanitizer, in its own build folder (heap overflows, use after free in our C
# targets and in the unsafe-pointer Swift of the parsers and canvases). Leak detection is off: many tests
# leave a subscription or a cycle of test doubles alive on purpose, and LeakSanitizer fails the run at exit
# for those; the app's memory is proven by the RSS benchmarks (garbage flood, soak) instead.
asan: deps
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --scratch-path .build/asan --sanitize=address

# Fuzzing on libFuzzer (docs/ARCHITECTURE.md, "Fuzzing"): one binary, every target of Tests/Fuzz/Targets,
# built with -sanitize=fuzzer,address in its own build folder. `make fuzz` runs each target FUZZ_SECONDS
# (FUZZ_JOBS at a time) and keeps the new inputs in Tests/Fuzz/Corpus/<target>; `make fuzz-short` (in
# `make test`) runs each FUZZ_SHORT_SECONDS on a scratch copy, leaving the tree as it was.
FUZZ_SECONDS       ?= 600
FUZZ_SHORT_SECONDS ?= 5
FUZZ_JOBS          ?= 2
FUZZ_TARGETS       ?= realtime-frames execution-notices rest-answers master-files keys json-files dialog-text command-line
# (SwiftPM hands swiftc `-sanitize=fuzzer -sanitize=address`, and the last one wins: without the -Xswiftc
# the Swift code has no coverage counters and libFuzzer fuzzes blind.)
fuzz-build: deps
	$(SWIFT) build --scratch-path .build/fuzz --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address --product stockwatch-fuzz

fuzz: fuzz-build
	Tools/fuzz.sh $(FUZZ_SECONDS) $(FUZZ_JOBS) keep $(FUZZ_TARGETS)

fuzz-short: fuzz-build
	Tools/fuzz.sh $(FUZZ_SHORT_SECONDS) $(FUZZ_JOBS) scratch $(FUZZ_TARGETS)

# Terminal tests in tmux against the real binaries; each script prints "N passed, M failed". They run
# E2E_JOBS at a time (Tools/e2e.sh: they mostly wait on screens and timers). STOCKWATCH_BIN_DIR: the
# scripts sourcing lib/stockwatch.sh take the binaries just built instead of building again each.
E2E_JOBS ?= 3
e2e: build
	STOCKWATCH_BIN_DIR=$$($(SWIFT) build --show-bin-path) Tools/e2e.sh $(E2E_JOBS) $(E2E_TESTS)

# Benchmarks in release mode: prints the table recorded in docs/BENCHMARKS.md.
bench: deps
	$(SWIFT) build -c release --product stockwatch-bench
	$(SWIFT) build -c release --product stockwatch
	$(SWIFT) build -c release --product tui-demo
	$$($(SWIFT) build -c release --show-bin-path)/stockwatch-bench

# The hour-long memory soak (not in `bench`): STOCKWATCH_SOAK_MINUTES=N for a shorter run.
soak: deps
	$(SWIFT) build -c release --product stockwatch-bench
	$(SWIFT) build -c release --product stockwatch
	$$($(SWIFT) build -c release --show-bin-path)/stockwatch-bench --only app-soak

# The shipped listing (Sources/CMarketFiles/files/krx-listing.tsv) written again from the data files in
# DATA (KIS's master of 2026-08-12, the ETF/ETN table, KRX's stock listing); the build then embeds it.
DATA ?= ../shared/data
listing:
	python3 Tools/make_listing.py "$(DATA)" Sources/CMarketFiles/files/krx-listing.tsv
	touch Sources/CMarketFiles/market_files.S

clean:
	rm -rf .build
