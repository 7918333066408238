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
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }
static inline TERMINAL *cn_cur_term(void) { return cur_term; }

// MARK: Attributes (casting macros: not importable)

static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_a_italic(void) { return A_ITALIC; }
static inline attr_t cn_a_blink(void) { return A_BLINK; }
static inline attr_t cn_a_standout(void) { return A_STANDOUT; }
static inline attr_t cn_a_attributes(void) { return A_ATTRIBUTES; }
static inline attr_t cn_a_color(void) { return A_COLOR; }
static inline attr_t cn_a_altcharset(void) { return A_ALTCHARSET; }

// MARK: Line drawing (WACS_* index a table ncurses fills at start-up, so they must be read late)

static inline const cchar_t *cn_wacs_hline(void) { return WACS_HLINE; }
static inline const cchar_t *cn_wacs_vline(void) { return WACS_VLINE; }
static inline const cchar_t *cn_wacs_ulcorner(void) { return WACS_ULCORNER; }
static inline const cchar_t *cn_wacs_urcorner(void) { return WACS_URCORNER; }
static inline const cchar_t *cn_wacs_llcorner(void) { return WACS_LLCORNER; }
static inline const cchar_t *cn_wacs_lrcorner(void) { return WACS_LRCORNER; }
static inline const cchar_t *cn_wacs_ltee(void) { return WACS_LTEE; }
static inline const cchar_t *cn_wacs_rtee(void) { return WACS_RTEE; }
static inline const cchar_t *cn_wacs_ttee(void) { return WACS_TTEE; }
static inline const cchar_t *cn_wacs_btee(void) { return WACS_BTEE; }
static inline const cchar_t *cn_wacs_plus(void) { return WACS_PLUS; }

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
static inline void cn_getyx(WINDOW *window, int *y_position, int *x_position) {
    int y, x;
    getyx(window, y, x);
    *y_position = y;
    *x_position = x;
}

#endif
