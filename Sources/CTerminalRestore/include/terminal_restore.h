// Crash-safe terminal restore: fatal-signal handlers that put the tty back before the process dies.
#ifndef TERMINAL_RESTORE_H
#define TERMINAL_RESTORE_H

/// Saves the termios of `tty_fd` and installs handlers for SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT and
/// SIGFPE. On such a signal the handler writes `reset_sequence` (leave the alternate screen, show the
/// cursor, reset attributes) to `tty_fd` with write(2), restores the saved termios, replays what was
/// written to standard error meanwhile (see below), puts back the action that was installed before (the
/// default, or Swift's backtracer) and lets the signal take it, so the crash report prints on the normal
/// screen. Every other signal whose default action ends the process (SIGUSR1, SIGALRM, SIGPIPE, the
/// real-time signals…) gets the same handler while its action is the default, so a stray `kill -USR1`
/// also leaves the terminal usable. Only async-signal-safe calls run in the handler. Returns 0, or -1
/// with errno set.
///
/// While installed, standard error goes to an unlinked temporary file instead of the terminal, so stray
/// messages (a Swift `fatalError`'s text) neither scribble over the full-screen display nor vanish with
/// the alternate screen; it is written to the real standard error on uninstall or on a crash. If no
/// temporary file can be made, standard error is left alone. An `exit()` while installed (a path that
/// skipped the orderly close) restores the terminal the same way from an `atexit` handler.
int terminal_restore_install(int tty_fd, const char *reset_sequence);

/// Puts back the actions that were installed before `terminal_restore_install`, gives standard error
/// back and writes out what was captured from it. Call it after the terminal is restored (`endwin`).
void terminal_restore_uninstall(void);

#endif
