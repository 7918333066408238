// The market's data files, assembled into the binary byte for byte (a Swift array literal of 300 KB
// takes the compiler minutes and gigabytes): the listing of every security (krx-listing.tsv, written
// by Tools/make_listing.py) and the KRX closures. The assembler does not track .incbin files: touch
// this file when one changes, so the build assembles it again.
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
    .section .note.GNU-stack,"",@progbits
