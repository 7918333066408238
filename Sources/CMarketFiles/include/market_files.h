// The bytes of the data files assembled into the binary (market_files.S), for Swift to read.
#ifndef MARKET_FILES_H
#define MARKET_FILES_H

#include <stddef.h>

/// The listing of every security (krx-listing.tsv) as UTF-8 bytes; its length in *length.
const unsigned char *market_files_listing(size_t *length);

/// The KRX closures (krx-holidays.tsv) as UTF-8 bytes; its length in *length.
const unsigned char *market_files_holidays(size_t *length);

/// Nextrade's tradable stocks of 2026-08-12 (nxt-eligible.tsv) as UTF-8 bytes; its length in *length.
const unsigned char *market_files_nxt_eligible(size_t *length);

#endif
