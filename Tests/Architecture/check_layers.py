#!/usr/bin/env python3
"""The layer rules of docs/ARCHITECTURE.md, checked on the module graph SwiftPM reads from Package.swift.

Reads `swift package dump-package` (JSON) on standard input and exits 1 naming every edge a rule forbids.
`make build` runs it, and builds with `--explicit-target-dependency-import-check error`, so a module can
import only what its target declares: together, no import can cross a layer the rules below close.

KNOWN_EXCEPTIONS are edges the rules forbid that the code still has; each is a debt with its reason. The
check fails when one of them is gone too, so the list only shrinks.
"""
import json
import sys

# The lower layers: what each may depend on, and nothing else.
ONLY = {
    "Reactive": set(),
    "DisplayText": set(),
    "FileSystem": set(),
    "Domain": {"Reactive", "DisplayText"},
    "Presentation": {"Domain", "Reactive", "DisplayText"},
}
# What the terminal layers never reach: no view model, no entity, no repository behind a widget.
NOT_BELOW_THE_TERMINAL = {"Presentation", "Domain", "MarketData", "Storage", "Networking", "Screens", "StockWatchAppCore"}
# What the data layers never reach: nothing of the terminal or the screens.
NOT_BELOW_THE_DATA = {"Presentation", "Screens", "Widgets", "TUICore", "CursesBackend", "StockWatchAppCore"}
# The concrete repositories: only the composition root (and the programs and tests built on it) names them.
CONCRETE = {"MarketData", "Storage", "Networking"}

KNOWN_EXCEPTIONS = {
    ("Benchmarks", "DomainTestDoubles"): "the benchmarks push quotes through the test doubles",
    ("Benchmarks", "NetworkTestSupport"): "the KIS benchmarks start the fake KIS server",
}


def dependencies(target):
    for dependency in target.get("dependencies", []):
        for value in dependency.values():
            yield value[0]


def forbidden(graph, under_tests):
    """Yields (from, to, rule) for every edge a rule forbids."""
    for name, needs in graph.items():
        is_test = name.endswith("Tests") or name in under_tests
        for need in sorted(needs):
            if name in ONLY and need not in ONLY[name]:
                yield name, need, f"{name} depends only on {sorted(ONLY[name]) or 'nothing'}"
            if name in ("TUICore", "Widgets") and need in NOT_BELOW_THE_TERMINAL:
                yield name, need, "the terminal core and widgets know no view model, entity or repository"
            if name in CONCRETE and need in NOT_BELOW_THE_DATA:
                yield name, need, "the data layers know nothing of the terminal or the screens"
            if need in CONCRETE and name in ("Domain", "Presentation", "Screens", "Widgets", "TUICore", "CursesBackend"):
                yield name, need, "only the composition root names the concrete repositories"
            if need == "CNcurses" and name not in ("CursesBackend", "CursesBackendTests"):
                yield name, need, "only the curses backend touches ncurses"
            if need in under_tests and not is_test:
                yield name, need, "a program or library depends on nothing under Tests/"
            if name == "DomainTests" and need in CONCRETE:
                yield name, need, "Domain's tests run on the test doubles, not on a concrete store"
            if name in ("PresentationTests", "ScreensTests", "PresentationTestSupport") and need in CONCRETE | {"StockWatchAppCore"}:
                yield name, need, "view-model and screen tests build their view models from use cases and doubles"
            if name.startswith("C") and name[1:2].isupper() and need != name:
                yield name, need, "a C target depends on no module"


def main():
    package = json.load(sys.stdin)
    graph = {target["name"]: set(dependencies(target)) for target in package["targets"]}
    under_tests = {target["name"] for target in package["targets"] if (target.get("path") or "").startswith("Tests/")}
    problems = []
    found = set()
    for name, need, rule in forbidden(graph, under_tests):
        found.add((name, need))
        if (name, need) not in KNOWN_EXCEPTIONS:
            problems.append(f"{name} → {need}: {rule}")
    for edge in sorted(set(KNOWN_EXCEPTIONS) - found):
        problems.append(f"{edge[0]} → {edge[1]} is gone: remove it from KNOWN_EXCEPTIONS in {sys.argv[0]}")
    for problem in problems:
        print(f"error: layer rule broken: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
