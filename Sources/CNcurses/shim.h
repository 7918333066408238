// Imports ncursesw's wide-character API into Swift; the TUI module adds accessors for macros and globals.
#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <ncursesw/curses.h>
#endif
