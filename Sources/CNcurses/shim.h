// Imports ncursesw's wide-character API into Swift, with functions for the macros and globals Swift can't read.
#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

// SwiftPM drops pkg-config's -D_XOPEN_SOURCE=600; this is what turns on get_wch, cchar_t, setcchar.
#define NCURSES_WIDECHAR 1

#include <langinfo.h>
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// MARK: Globals (Swift 6 rejects reading C globals as "not concurrency-safe")

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline WINDOW *cn_curscr(void) { return curscr; }

// MARK: Mouse (BUTTON*_ are function-like macros)

static inline mmask_t cn_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cn_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t cn_button5_pressed(void) { return BUTTON5_PRESSED; }

// MARK: Parameterized capabilities (tiparm is variadic: not importable)

static inline char *cn_tiparm1(const char *capability, int first) { return tiparm(capability, first); }
static inline char *cn_tiparm2(const char *capability, int first, int second) { return tiparm(capability, first, second); }

// MARK: Widths (glibc declares wcwidth only for _XOPEN_SOURCE, which SwiftPM drops)

extern int wcwidth(wchar_t character);
static inline int cn_wcwidth(wchar_t character) { return wcwidth(character); }

// MARK: Function-like macros

static inline int cn_key_f(int n) { return KEY_F(n); }
// (term.h defines `lines` and `columns` as macros: parameter names avoid them.)
static inline void cn_getmaxyx(WINDOW *window, int *height, int *width) {
    int y, x;
    getmaxyx(window, y, x);
    *height = y;
    *width = x;
}

#endif
