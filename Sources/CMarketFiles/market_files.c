// Hands Swift the data files that market_files.S assembled into the binary, with their lengths.
#include "market_files.h"

extern const unsigned char market_files_listing_start[], market_files_listing_end[];
extern const unsigned char market_files_holidays_start[], market_files_holidays_end[];

const unsigned char *market_files_listing(size_t *length) {
    *length = (size_t)(market_files_listing_end - market_files_listing_start);
    return market_files_listing_start;
}

const unsigned char *market_files_holidays(size_t *length) {
    *length = (size_t)(market_files_holidays_end - market_files_holidays_start);
    return market_files_holidays_start;
}

extern const unsigned char market_files_nxt_eligible_start[], market_files_nxt_eligible_end[];

const unsigned char *market_files_nxt_eligible(size_t *length) {
    *length = (size_t)(market_files_nxt_eligible_end - market_files_nxt_eligible_start);
    return market_files_nxt_eligible_start;
}
