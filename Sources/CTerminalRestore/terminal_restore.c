// Fatal-signal handlers that restore the terminal, then let the signal take its previous action.
#define _GNU_SOURCE
#include "terminal_restore.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static const int fatal_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE };
enum { fatal_signal_count = sizeof fatal_signals / sizeof fatal_signals[0] };

static int tty = -1;
static struct termios saved_termios;
static int have_termios;
static char reset[256];
static size_t reset_length;
static struct sigaction previous[fatal_signal_count];
static int installed;
static volatile sig_atomic_t restoring;
static char alternate_stack[64 * 1024];
static int original_stderr = -1;
static int captured_stderr = -1;

static void write_fully(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, bytes, length);
        if (written < 0) {
            if (errno == EINTR) continue;
            return;
        }
        bytes += written;
        length -= (size_t)written;
    }
}

/// Sends standard error to an unlinked temporary file, keeping a duplicate of the real one.
static void capture_stderr(void) {
    char path[] = "/tmp/terminal-stderr-XXXXXX";
    int file = mkstemp(path);
    if (file < 0) return;
    unlink(path);
    fflush(stderr);
    int original = dup(STDERR_FILENO);
    if (original < 0 || dup2(file, STDERR_FILENO) < 0) {
        if (original >= 0) close(original);
        close(file);
        return;
    }
    original_stderr = original;
    captured_stderr = file;
}

/// Puts the real standard error back and copies the captured text to it (async-signal-safe).
static void release_stderr(void) {
    if (original_stderr < 0) return;
    dup2(original_stderr, STDERR_FILENO);
    char buffer[4096];
    if (lseek(captured_stderr, 0, SEEK_SET) == 0) {
        ssize_t count;
        while ((count = read(captured_stderr, buffer, sizeof buffer)) > 0) {
            write_fully(STDERR_FILENO, buffer, (size_t)count);
        }
    }
    close(captured_stderr);
    close(original_stderr);
    captured_stderr = -1;
    original_stderr = -1;
}

static int index_of(int signal_number) {
    for (int index = 0; index < fatal_signal_count; index++) {
        if (fatal_signals[index] == signal_number) return index;
    }
    return -1;
}

/// Puts the terminal back once: reset sequence, saved termios, captured standard error.
static void restore_once(void) {
    if (restoring) return;
    restoring = 1;
    write_fully(tty, reset, reset_length);
    if (have_termios) tcsetattr(tty, TCSANOW, &saved_termios);
    release_stderr();
}

/// `exit()` called while still installed (a code path that skipped the orderly close): restore anyway.
static void restore_at_exit(void) {
    if (installed) restore_once();
}

/// The signals (besides the fatal ones and those the run loop forwards) whose default action ends the
/// process: SIGUSR1 from a stray `kill -USR1`, SIGALRM, SIGXCPU under a ulimit… Each gets the handler
/// only while its action is the default, so an ignored one (SIGPIPE under many shells) stays ignored.
static const int ending_signals[] = {
    SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGPIPE, SIGXCPU, SIGXFSZ, SIGSYS, SIGIO, SIGPWR, SIGSTKFLT,
};
enum { ending_signal_count = sizeof ending_signals / sizeof ending_signals[0] };
/// Which of the ending signals (and SIGRTMIN…SIGRTMAX, also ending by default) have the handler now.
static int ending_installed[NSIG];

static void restore_then_reraise(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    restore_once();
    int index = index_of(signal_number);
    if (index >= 0) {
        sigaction(signal_number, &previous[index], NULL);
    } else {
        signal(signal_number, SIG_DFL);
    }
    // A fault raised by an instruction (si_code > 0) happens again on return, now reaching the previous
    // action with its original context. A trap, or a signal sent by kill/raise/abort, is raised anew.
    int synchronous_fault = info != NULL && info->si_code > 0 && signal_number != SIGTRAP;
    if (synchronous_fault) return;
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, signal_number);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    raise(signal_number);
}

int terminal_restore_install(int tty_fd, const char *reset_sequence) {
    if (installed) terminal_restore_uninstall();
    tty = tty_fd;
    have_termios = tcgetattr(tty_fd, &saved_termios) == 0;
    size_t length = reset_sequence != NULL ? strlen(reset_sequence) : 0;
    if (length >= sizeof reset) length = sizeof reset - 1;
    memcpy(reset, reset_sequence != NULL ? reset_sequence : "", length);
    reset[length] = '\0';
    reset_length = length;
    restoring = 0;

    // A stack overflow faults on the guard page: the handler needs a stack of its own to run at all.
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
        stack_t stack = { .ss_sp = alternate_stack, .ss_size = sizeof alternate_stack, .ss_flags = 0 };
        sigaltstack(&stack, NULL);
    }

    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = restore_then_reraise;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    for (int index = 0; index < fatal_signal_count; index++) {
        if (sigaction(fatal_signals[index], &action, &previous[index]) != 0) {
            int saved_errno = errno;
            while (--index >= 0) sigaction(fatal_signals[index], &previous[index], NULL);
            errno = saved_errno;
            return -1;
        }
    }
    for (int signal_number = 1; signal_number < NSIG; signal_number++) {
        int ending = signal_number >= SIGRTMIN && signal_number <= SIGRTMAX;
        for (int index = 0; index < ending_signal_count && !ending; index++) ending = ending_signals[index] == signal_number;
        struct sigaction current;
        if (!ending || sigaction(signal_number, NULL, &current) != 0 || current.sa_handler != SIG_DFL) continue;
        ending_installed[signal_number] = sigaction(signal_number, &action, NULL) == 0;
    }
    installed = 1;
    static int registered_at_exit;
    if (!registered_at_exit) registered_at_exit = atexit(restore_at_exit) == 0;
    capture_stderr();
    return 0;
}

void terminal_restore_uninstall(void) {
    if (!installed) return;
    for (int index = 0; index < fatal_signal_count; index++) {
        sigaction(fatal_signals[index], &previous[index], NULL);
    }
    for (int signal_number = 1; signal_number < NSIG; signal_number++) {
        struct sigaction current;
        // Put back only while still ours: a library may have set its own since (libwebsockets ignores SIGPIPE).
        if (ending_installed[signal_number] && sigaction(signal_number, NULL, &current) == 0
            && (current.sa_flags & SA_SIGINFO) && current.sa_sigaction == restore_then_reraise) {
            signal(signal_number, SIG_DFL);
        }
        ending_installed[signal_number] = 0;
    }
    installed = 0;
    fflush(stderr);
    release_stderr();
}
