// Placeholder header until the crash-safe terminal restore lands (issue 3).
#ifndef TERMINAL_RESTORE_H
#define TERMINAL_RESTORE_H
#endif
