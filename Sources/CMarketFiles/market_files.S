// The market's data files, assembled into the binary byte for byte (a Swift array literal of 300 KB
// takes the compiler minutes and gigabytes): the listing of every security (krx-listing.tsv, written
// by Tools/make_listing.py), the KRX closures and Nextrade's list of tradable stocks (a snapshot for the
// simulator, never the live truth). The assembler does not track .incbin files: touch this file when one
// changes, so the build assembles it again.
    .section .rodata
    .global market_files_listing_start
    .global market_files_listing_end
    .global market_files_holidays_start
    .global market_files_holidays_end
market_files_listing_start:
    .incbin "krx-listing.tsv"
market_files_listing_end:
market_files_holidays_start:
    .incbin "krx-holidays.tsv"
market_files_holidays_end:
    .section .rodata
    .global market_files_nxt_eligible_start
    .global market_files_nxt_eligible_end
market_files_nxt_eligible_start:
    .incbin "nxt-eligible.tsv"
market_files_nxt_eligible_end:
    .section .note.GNU-stack,"",@progbits
