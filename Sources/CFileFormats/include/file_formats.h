// The two system codecs the KIS master files need: zlib's raw inflate and CRC-32, and glibc's iconv
// for cp949 → UTF-8. Thin wrappers so Swift never touches z_stream or iconv's pointer juggling.

#ifndef STOCKWATCH_FILE_FORMATS_H
#define STOCKWATCH_FILE_FORMATS_H

#include <stddef.h>
#include <stdint.h>

/// How an inflate ended.
typedef enum sw_inflate_outcome {
    SW_INFLATE_OK = 0,          ///< The whole deflate stream was decoded and fitted into the output.
    SW_INFLATE_CORRUPT,         ///< The compressed data is not a valid deflate stream.
    SW_INFLATE_TRUNCATED,       ///< The input ended before the deflate stream did.
    SW_INFLATE_TOO_LARGE,       ///< The stream decodes to more than the output's capacity.
    SW_INFLATE_NO_MEMORY,       ///< zlib could not allocate its state.
} sw_inflate_outcome;

/// Decodes the raw deflate stream (no zlib or gzip header, as in a zip member) in `input` into
/// `output`; `*output_length` receives the number of bytes written.
sw_inflate_outcome sw_inflate_raw(const unsigned char *input, size_t input_length,
                                  unsigned char *output, size_t output_capacity, size_t *output_length);

/// zlib's CRC-32 of `length` bytes (the checksum a zip stores for each member).
uint32_t sw_crc32(const unsigned char *bytes, size_t length);

/// An open cp949 → UTF-8 converter; NULL from sw_cp949_open when the C library lacks cp949.
typedef struct sw_cp949_converter sw_cp949_converter;

sw_cp949_converter *sw_cp949_open(void);

void sw_cp949_close(sw_cp949_converter *converter);

/// How a conversion ended.
typedef enum sw_convert_outcome {
    SW_CONVERT_OK = 0,          ///< Every input byte was converted.
    SW_CONVERT_INVALID,         ///< The input holds a byte sequence that is not cp949 (or is cut short).
    SW_CONVERT_TOO_LARGE,       ///< The UTF-8 text does not fit the output.
} sw_convert_outcome;

/// Converts `input` (cp949) into UTF-8 in `output`; `*output_length` receives the bytes written.
/// On SW_CONVERT_INVALID, `*error_offset` is the offset of the first byte that could not be converted.
sw_convert_outcome sw_cp949_convert(sw_cp949_converter *converter, const char *input, size_t input_length,
                                    char *output, size_t output_capacity, size_t *output_length,
                                    size_t *error_offset);

#endif
