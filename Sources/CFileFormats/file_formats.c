// zlib raw inflate and CRC-32, and iconv cp949 → UTF-8, behind the small API of file_formats.h.

#include "file_formats.h"

#include <errno.h>
#include <iconv.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

sw_inflate_outcome sw_inflate_raw(const unsigned char *input, size_t input_length,
                                  unsigned char *output, size_t output_capacity, size_t *output_length) {
    *output_length = 0;
    if (input_length > UINT_MAX || output_capacity > UINT_MAX) return SW_INFLATE_TOO_LARGE;
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    // Negative window bits: a raw deflate stream, as stored in a zip member.
    if (inflateInit2(&stream, -MAX_WBITS) != Z_OK) return SW_INFLATE_NO_MEMORY;
    stream.next_in = (Bytef *)input;
    stream.avail_in = (uInt)input_length;
    stream.next_out = output;
    stream.avail_out = (uInt)output_capacity;
    int status = inflate(&stream, Z_FINISH);
    *output_length = output_capacity - stream.avail_out;
    inflateEnd(&stream);
    switch (status) {
    case Z_STREAM_END:
        return SW_INFLATE_OK;
    case Z_DATA_ERROR:
    case Z_NEED_DICT:
        return SW_INFLATE_CORRUPT;
    case Z_MEM_ERROR:
        return SW_INFLATE_NO_MEMORY;
    default:
        // Z_BUF_ERROR or Z_OK: either the output is full or the input ran out first.
        return stream.avail_out == 0 ? SW_INFLATE_TOO_LARGE : SW_INFLATE_TRUNCATED;
    }
}

uint32_t sw_crc32(const unsigned char *bytes, size_t length) {
    uLong crc = crc32(0L, Z_NULL, 0);
    while (length > 0) {
        uInt chunk = length > UINT_MAX ? UINT_MAX : (uInt)length;
        crc = crc32(crc, bytes, chunk);
        bytes += chunk;
        length -= chunk;
    }
    return (uint32_t)crc;
}

struct sw_cp949_converter {
    iconv_t descriptor;
};

sw_cp949_converter *sw_cp949_open(void) {
    iconv_t descriptor = iconv_open("UTF-8", "CP949");
    if (descriptor == (iconv_t)-1) return NULL;
    sw_cp949_converter *converter = malloc(sizeof *converter);
    if (converter == NULL) {
        iconv_close(descriptor);
        return NULL;
    }
    converter->descriptor = descriptor;
    return converter;
}

void sw_cp949_close(sw_cp949_converter *converter) {
    if (converter == NULL) return;
    iconv_close(converter->descriptor);
    free(converter);
}

sw_convert_outcome sw_cp949_convert(sw_cp949_converter *converter, const char *input, size_t input_length,
                                    char *output, size_t output_capacity, size_t *output_length,
                                    size_t *error_offset) {
    char *in = (char *)input;
    size_t in_left = input_length;
    char *out = output;
    size_t out_left = output_capacity;
    *error_offset = 0;
    // Reset the shift state: every call converts an independent field.
    iconv(converter->descriptor, NULL, NULL, NULL, NULL);
    size_t result = iconv(converter->descriptor, &in, &in_left, &out, &out_left);
    *output_length = output_capacity - out_left;
    if (result != (size_t)-1) return SW_CONVERT_OK;
    *error_offset = input_length - in_left;
    return errno == E2BIG ? SW_CONVERT_TOO_LARGE : SW_CONVERT_INVALID;
}
