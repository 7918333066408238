// AES-256-CBC decryption through the system's OpenSSL libcrypto, loaded with dlopen on first use.

#ifndef SW_AES_CBC_H
#define SW_AES_CBC_H

#include <stddef.h>

/// What `sw_aes256cbc_decrypt` reports.
typedef enum {
    /// Decrypted; `*plain_length` bytes were written.
    SW_AES_OK = 0,
    /// libcrypto could not be loaded (see `sw_aes_load_failure`).
    SW_AES_UNAVAILABLE = 1,
    /// The key is not 32 bytes, the IV not 16, or the output buffer too small.
    SW_AES_BAD_ARGUMENT = 2,
    /// The ciphertext is not a whole number of blocks, or its PKCS#7 padding is wrong (a wrong key, or damaged data).
    SW_AES_BAD_DATA = 3,
} sw_aes_status;

/// Decrypts `cipher` (AES-256-CBC, PKCS#7 padding) with a 32-byte `key` and a 16-byte `iv` into
/// `plain`, which must hold at least `cipher_length` bytes. Thread-safe; loads libcrypto.so.3 on first use.
sw_aes_status sw_aes256cbc_decrypt(const unsigned char *key, size_t key_length, const unsigned char *iv, size_t iv_length,
                                   const unsigned char *cipher, size_t cipher_length, unsigned char *plain, size_t plain_capacity,
                                   size_t *plain_length);

/// Encrypts `plain` the same way (for the fake server and the tests); `cipher` must hold
/// `plain_length + 16` bytes.
sw_aes_status sw_aes256cbc_encrypt(const unsigned char *key, size_t key_length, const unsigned char *iv, size_t iv_length,
                                   const unsigned char *plain, size_t plain_length, unsigned char *cipher, size_t cipher_capacity,
                                   size_t *cipher_length);

/// Why libcrypto could not be loaded, or an empty string.
const char *sw_aes_load_failure(void);

#endif
