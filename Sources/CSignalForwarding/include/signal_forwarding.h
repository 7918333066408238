// Turns asynchronous signals into bytes on a pipe, so a run loop can handle them outside the handler.
#ifndef SIGNAL_FORWARDING_H
#define SIGNAL_FORWARDING_H

/// Installs, for each of `signals`, a handler that only writes the signal's number as one byte to
/// `pipe_fd` (which should be non-blocking). Returns 0, or -1 with errno set.
int signal_forwarding_install(int pipe_fd, const int *signals, int count);

/// Puts back the actions that were installed before `signal_forwarding_install`.
void signal_forwarding_uninstall(void);

#endif
