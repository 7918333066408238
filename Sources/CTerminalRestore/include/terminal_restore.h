// Crash-safe terminal restore: fatal-signal handlers that put the tty back before the process dies.
#ifndef TERMINAL_RESTORE_H
#define TERMINAL_RESTORE_H

/// Saves the termios of `tty_fd` and installs handlers for SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT and
/// SIGFPE. On such a signal the handler writes `reset_sequence` (leave the alternate screen, show the
/// cursor, reset attributes) to `tty_fd` with write(2), restores the saved termios, puts back the action
/// that was installed before (the default, or Swift's backtracer) and lets the signal take it, so the crash
/// report still prints. Only async-signal-safe calls run in the handler. Returns 0, or -1 with errno set.
int terminal_restore_install(int tty_fd, const char *reset_sequence);

/// Puts back the actions that were installed before `terminal_restore_install`.
void terminal_restore_uninstall(void);

#endif
