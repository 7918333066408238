/* SQLite 3 from Debian's libsqlite3-dev, with what its macros do as functions Swift can call. */
#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

#include <sqlite3.h>

/* SQLITE_TRANSIENT is a casting macro Swift cannot import: bind text that SQLite copies at once. */
static inline int csqlite_bind_text(sqlite3_stmt *statement, int index, const char *text) {
    return sqlite3_bind_text(statement, index, text, -1, SQLITE_TRANSIENT);
}

#endif
