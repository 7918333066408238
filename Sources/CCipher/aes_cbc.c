// sw_aes256cbc_* over OpenSSL's EVP interface, with libcrypto loaded by dlopen on the first call.

#include "aes_cbc.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// The part of libcrypto's ABI used here (stable across OpenSSL 1.1 and 3). Declaring it keeps
// libssl-dev optional: only the run-time library is needed.
typedef struct evp_cipher_ctx_st EVP_CIPHER_CTX;
typedef struct evp_cipher_st EVP_CIPHER;
typedef struct engine_st ENGINE;

/// The libcrypto entry points, resolved once.
static struct {
    EVP_CIPHER_CTX *(*ctx_new)(void);
    void (*ctx_free)(EVP_CIPHER_CTX *context);
    const EVP_CIPHER *(*aes_256_cbc)(void);
    int (*decrypt_init)(EVP_CIPHER_CTX *context, const EVP_CIPHER *cipher, ENGINE *engine, const unsigned char *key, const unsigned char *iv);
    int (*decrypt_update)(EVP_CIPHER_CTX *context, unsigned char *out, int *out_length, const unsigned char *in, int in_length);
    int (*decrypt_final)(EVP_CIPHER_CTX *context, unsigned char *out, int *out_length);
    int (*encrypt_init)(EVP_CIPHER_CTX *context, const EVP_CIPHER *cipher, ENGINE *engine, const unsigned char *key, const unsigned char *iv);
    int (*encrypt_update)(EVP_CIPHER_CTX *context, unsigned char *out, int *out_length, const unsigned char *in, int in_length);
    int (*encrypt_final)(EVP_CIPHER_CTX *context, unsigned char *out, int *out_length);
} evp;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int load_succeeded;
static char load_failure[200];

/// Looks `name` up in `library` into `*slot`; false (and the failure noted) when it is missing.
static int resolve(void *library, const char *name, void **slot) {
    *slot = dlsym(library, name);
    if (*slot == NULL) snprintf(load_failure, sizeof load_failure, "the libcrypto found lacks %s", name);
    return *slot != NULL;
}

static void load_crypto(void) {
    static const char *const candidates[] = {"libcrypto.so.3", "libcrypto.so.1.1", "libcrypto.so"};
    void *library = NULL;
    for (size_t index = 0; index < sizeof candidates / sizeof candidates[0] && library == NULL; index++) {
        library = dlopen(candidates[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        snprintf(load_failure, sizeof load_failure, "OpenSSL's libcrypto is not installed (libcrypto.so.3 not found; Debian package libssl3)");
        return;
    }
    load_succeeded = resolve(library, "EVP_CIPHER_CTX_new", (void **)&evp.ctx_new)
        && resolve(library, "EVP_CIPHER_CTX_free", (void **)&evp.ctx_free)
        && resolve(library, "EVP_aes_256_cbc", (void **)&evp.aes_256_cbc)
        && resolve(library, "EVP_DecryptInit_ex", (void **)&evp.decrypt_init)
        && resolve(library, "EVP_DecryptUpdate", (void **)&evp.decrypt_update)
        && resolve(library, "EVP_DecryptFinal_ex", (void **)&evp.decrypt_final)
        && resolve(library, "EVP_EncryptInit_ex", (void **)&evp.encrypt_init)
        && resolve(library, "EVP_EncryptUpdate", (void **)&evp.encrypt_update)
        && resolve(library, "EVP_EncryptFinal_ex", (void **)&evp.encrypt_final);
}

const char *sw_aes_load_failure(void) {
    pthread_once(&load_once, load_crypto);
    return load_succeeded ? "" : load_failure;
}

/// The one-context-per-call EVP exchange both directions share; `decrypting` picks the functions.
static sw_aes_status run(int decrypting, const unsigned char *key, size_t key_length, const unsigned char *iv, size_t iv_length,
                         const unsigned char *in, size_t in_length, unsigned char *out, size_t out_capacity, size_t *out_length) {
    pthread_once(&load_once, load_crypto);
    if (!load_succeeded) return SW_AES_UNAVAILABLE;
    size_t needed = decrypting ? in_length : in_length + 16;
    if (key_length != 32 || iv_length != 16 || out_capacity < needed || in_length > (size_t)1 << 30) return SW_AES_BAD_ARGUMENT;
    if (decrypting && (in_length == 0 || in_length % 16 != 0)) return SW_AES_BAD_DATA;
    EVP_CIPHER_CTX *context = evp.ctx_new();
    if (context == NULL) return SW_AES_UNAVAILABLE;
    int written = 0, tail = 0;
    int ok = decrypting
        ? evp.decrypt_init(context, evp.aes_256_cbc(), NULL, key, iv) && evp.decrypt_update(context, out, &written, in, (int)in_length)
            && evp.decrypt_final(context, out + written, &tail)
        : evp.encrypt_init(context, evp.aes_256_cbc(), NULL, key, iv) && evp.encrypt_update(context, out, &written, in, (int)in_length)
            && evp.encrypt_final(context, out + written, &tail);
    evp.ctx_free(context);
    if (!ok) return SW_AES_BAD_DATA;
    *out_length = (size_t)written + (size_t)tail;
    return SW_AES_OK;
}

sw_aes_status sw_aes256cbc_decrypt(const unsigned char *key, size_t key_length, const unsigned char *iv, size_t iv_length,
                                   const unsigned char *cipher, size_t cipher_length, unsigned char *plain, size_t plain_capacity,
                                   size_t *plain_length) {
    return run(1, key, key_length, iv, iv_length, cipher, cipher_length, plain, plain_capacity, plain_length);
}

sw_aes_status sw_aes256cbc_encrypt(const unsigned char *key, size_t key_length, const unsigned char *iv, size_t iv_length,
                                   const unsigned char *plain, size_t plain_length, unsigned char *cipher, size_t cipher_capacity,
                                   size_t *cipher_length) {
    return run(0, key, key_length, iv, iv_length, plain, plain_length, cipher, cipher_capacity, cipher_length);
}
