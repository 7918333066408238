// Signal handlers that only write the signal's number to a pipe (async-signal-safe).
#include "signal_forwarding.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t forward_fd = -1;
static struct sigaction previous[NSIG];
static int forwarded[NSIG];

static void forward(int signal_number) {
    int saved_errno = errno;
    unsigned char byte = (unsigned char)signal_number;
    if (forward_fd >= 0) (void)!write(forward_fd, &byte, 1);
    errno = saved_errno;
}

int signal_forwarding_install(int pipe_fd, const int *signals, int count) {
    forward_fd = pipe_fd;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = forward;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    for (int index = 0; index < count; index++) {
        int signal_number = signals[index];
        if (signal_number <= 0 || signal_number >= NSIG) {
            errno = EINVAL;
            return -1;
        }
        if (sigaction(signal_number, &action, forwarded[signal_number] ? NULL : &previous[signal_number]) != 0) {
            return -1;
        }
        forwarded[signal_number] = 1;
    }
    return 0;
}

void signal_forwarding_uninstall(void) {
    for (int signal_number = 1; signal_number < NSIG; signal_number++) {
        if (!forwarded[signal_number]) continue;
        sigaction(signal_number, &previous[signal_number], NULL);
        forwarded[signal_number] = 0;
    }
    forward_fd = -1;
}
