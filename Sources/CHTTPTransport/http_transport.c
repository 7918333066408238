// sw_http_perform over libcurl's easy interface, with libcurl loaded by dlopen on the first exchange.

#include "http_transport.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The part of libcurl's ABI used here, with the values curl/curl.h gives them (stable since libcurl
// 7.x: options are numbered by type base + index). Declaring them keeps the -dev package optional.
typedef void CURL;
struct curl_slist;
typedef int64_t curl_off_t;

enum {
    CURLE_OK = 0,
    CURLE_COULDNT_RESOLVE_PROXY = 5,
    CURLE_COULDNT_RESOLVE_HOST = 6,
    CURLE_COULDNT_CONNECT = 7,
    CURLE_WRITE_ERROR = 23,
    CURLE_OPERATION_TIMEDOUT = 28,
    CURLE_ABORTED_BY_CALLBACK = 42,
    CURLE_GOT_NOTHING = 52,
    CURLE_SEND_ERROR = 55,
    CURLE_RECV_ERROR = 56,
};

enum {
    CURLOPT_NOPROGRESS = 43,
    CURLOPT_POSTFIELDSIZE = 60,
    CURLOPT_NOSIGNAL = 99,
    CURLOPT_FRESH_CONNECT = 74,
    CURLOPT_FORBID_REUSE = 75,
    CURLOPT_TIMEOUT_MS = 155,
    CURLOPT_CONNECTTIMEOUT_MS = 156,
    CURLOPT_WRITEDATA = 10001,
    CURLOPT_HEADERDATA = 10029,
    CURLOPT_URL = 10002,
    CURLOPT_ERRORBUFFER = 10010,
    CURLOPT_POSTFIELDS = 10015,
    CURLOPT_USERAGENT = 10018,
    CURLOPT_HTTPHEADER = 10023,
    CURLOPT_CUSTOMREQUEST = 10036,
    CURLOPT_XFERINFODATA = 10057,
    CURLOPT_PROTOCOLS_STR = 10318,
    CURLOPT_WRITEFUNCTION = 20011,
    CURLOPT_HEADERFUNCTION = 20079,
    CURLOPT_XFERINFOFUNCTION = 20219,
};

enum { CURLINFO_RESPONSE_CODE = 0x200000 + 2, CURL_GLOBAL_ALL = 3, CURL_ERROR_SIZE = 256 };

typedef size_t (*write_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*progress_callback)(void *context, curl_off_t down_total, curl_off_t down_now, curl_off_t up_total, curl_off_t up_now);

/// The libcurl entry points, resolved once.
static struct {
    int (*global_init)(long flags);
    CURL *(*easy_init)(void);
    int (*easy_setopt)(CURL *handle, int option, ...);
    int (*easy_perform)(CURL *handle);
    int (*easy_getinfo)(CURL *handle, int info, ...);
    void (*easy_cleanup)(CURL *handle);
    const char *(*easy_strerror)(int code);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *line);
    void (*slist_free_all)(struct curl_slist *list);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int load_succeeded;
static char load_failure[200];

struct sw_http_cancellation {
    atomic_int requested;
};

/// Looks `name` up in `library` into `*slot`; false (and the failure noted) when it is missing.
static int resolve(void *library, const char *name, void **slot) {
    *slot = dlsym(library, name);
    if (*slot == NULL) snprintf(load_failure, sizeof load_failure, "the libcurl found lacks %s", name);
    return *slot != NULL;
}

static void load_curl(void) {
    static const char *const candidates[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl-nss.so.4"};
    void *library = NULL;
    for (size_t index = 0; index < sizeof candidates / sizeof candidates[0] && library == NULL; index++) {
        library = dlopen(candidates[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        snprintf(load_failure, sizeof load_failure, "libcurl is not installed (libcurl.so.4 not found; Debian package libcurl4)");
        return;
    }
    int complete = resolve(library, "curl_global_init", (void **)&curl.global_init)
        && resolve(library, "curl_easy_init", (void **)&curl.easy_init)
        && resolve(library, "curl_easy_setopt", (void **)&curl.easy_setopt)
        && resolve(library, "curl_easy_perform", (void **)&curl.easy_perform)
        && resolve(library, "curl_easy_getinfo", (void **)&curl.easy_getinfo)
        && resolve(library, "curl_easy_cleanup", (void **)&curl.easy_cleanup)
        && resolve(library, "curl_easy_strerror", (void **)&curl.easy_strerror)
        && resolve(library, "curl_slist_append", (void **)&curl.slist_append)
        && resolve(library, "curl_slist_free_all", (void **)&curl.slist_free_all);
    if (!complete) return;
    if (curl.global_init(CURL_GLOBAL_ALL) != CURLE_OK) {
        snprintf(load_failure, sizeof load_failure, "libcurl failed to initialise");
        return;
    }
    load_succeeded = 1;
}

/// Where the answer's body accumulates, bounded by the request's maximum.
typedef struct {
    unsigned char *bytes;
    size_t length;
    size_t capacity;
    size_t maximum;
    int overflowed;
} body_buffer;

static size_t append_body(char *data, size_t size, size_t count, void *context) {
    body_buffer *buffer = context;
    size_t length = size * count;
    if (length > buffer->maximum - buffer->length) {
        buffer->overflowed = 1;
        return 0;
    }
    if (buffer->length + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity < buffer->length + length) capacity *= 2;
        unsigned char *grown = realloc(buffer->bytes, capacity);
        if (grown == NULL) return 0;
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, data, length);
    buffer->length += length;
    return length;
}

/// The most header bytes kept: KIS's answers carry a few hundred; a broken server cannot fill the memory.
enum { MAX_HEADER_LENGTH = 64 * 1024 };

/// Keeps the header lines of the latest answer: a status line ("HTTP/…") starts the block again, so
/// an interim 100 Continue or a redirect leaves only the final answer's lines. Lines beyond the
/// bound are dropped rather than failing the exchange (the body is what matters).
static size_t append_header(char *data, size_t size, size_t count, void *context) {
    body_buffer *buffer = context;
    size_t length = size * count;
    if (length >= 5 && memcmp(data, "HTTP/", 5) == 0) buffer->length = 0;
    if (length <= buffer->maximum - buffer->length) append_body(data, size, count, context);
    return length;
}

static int check_cancellation(void *context, curl_off_t down_total, curl_off_t down_now, curl_off_t up_total, curl_off_t up_now) {
    (void)down_total, (void)down_now, (void)up_total, (void)up_now;
    const sw_http_cancellation *cancellation = context;
    return cancellation != NULL && atomic_load(&cancellation->requested);
}

/// Sets every option of `request` on `handle`; returns the header list to free after the exchange.
static struct curl_slist *configure(CURL *handle, const sw_http_request *request, body_buffer *buffer, body_buffer *header_buffer, char *error_text) {
    curl.easy_setopt(handle, CURLOPT_URL, request->url);
    curl.easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
    curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, CURLOPT_TIMEOUT_MS, request->timeout_ms);
    curl.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, request->timeout_ms);
    curl.easy_setopt(handle, CURLOPT_USERAGENT, "stockwatch");
    curl.easy_setopt(handle, CURLOPT_ERRORBUFFER, error_text);
    curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, (write_callback)append_body);
    curl.easy_setopt(handle, CURLOPT_WRITEDATA, (void *)buffer);
    curl.easy_setopt(handle, CURLOPT_HEADERFUNCTION, (write_callback)append_header);
    curl.easy_setopt(handle, CURLOPT_HEADERDATA, (void *)header_buffer);
    curl.easy_setopt(handle, CURLOPT_NOPROGRESS, 0L);
    curl.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, (progress_callback)check_cancellation);
    curl.easy_setopt(handle, CURLOPT_XFERINFODATA, (void *)request->cancellation);
    // Each exchange has a handle of its own, so no connection is ever reused (and libcurl never resends a
    // request on a reused connection found dead); said outright as well, since a POST must never go twice.
    curl.easy_setopt(handle, CURLOPT_FRESH_CONNECT, 1L);
    curl.easy_setopt(handle, CURLOPT_FORBID_REUSE, 1L);
    if (strcmp(request->method, "GET") != 0 && strcmp(request->method, "POST") != 0) {
        curl.easy_setopt(handle, CURLOPT_CUSTOMREQUEST, request->method);
    }
    if (request->body != NULL || strcmp(request->method, "POST") == 0) {
        curl.easy_setopt(handle, CURLOPT_POSTFIELDSIZE, (long)request->body_length);
        curl.easy_setopt(handle, CURLOPT_POSTFIELDS, request->body != NULL ? request->body : (const void *)"");
    }
    struct curl_slist *headers = NULL;
    for (size_t index = 0; index < request->header_count; index++) {
        headers = curl.slist_append(headers, request->headers[index]);
    }
    curl.easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
    return headers;
}

/// The outcome for libcurl's result `code` of an exchange.
static sw_http_outcome outcome_of(int code, const body_buffer *buffer) {
    switch (code) {
    case CURLE_OK: return SW_HTTP_COMPLETED;
    case CURLE_ABORTED_BY_CALLBACK: return SW_HTTP_CANCELLED;
    case CURLE_OPERATION_TIMEDOUT: return SW_HTTP_TIMED_OUT;
    case CURLE_COULDNT_RESOLVE_PROXY:
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_CONNECT:
        return SW_HTTP_NOT_CONNECTED;
    case CURLE_GOT_NOTHING:
    case CURLE_SEND_ERROR:
    case CURLE_RECV_ERROR:
        return SW_HTTP_CONNECTION_LOST;
    case CURLE_WRITE_ERROR:
        return buffer->overflowed ? SW_HTTP_FAILED : SW_HTTP_CONNECTION_LOST;
    default: return SW_HTTP_FAILED;
    }
}

sw_http_outcome sw_http_perform(const sw_http_request *request, sw_http_response *response) {
    memset(response, 0, sizeof *response);
    pthread_once(&load_once, load_curl);
    if (!load_succeeded) {
        snprintf(response->message, sizeof response->message, "%s", load_failure);
        return SW_HTTP_UNAVAILABLE;
    }
    CURL *handle = curl.easy_init();
    if (handle == NULL) {
        snprintf(response->message, sizeof response->message, "libcurl could not create a request");
        return SW_HTTP_FAILED;
    }
    body_buffer buffer = {.maximum = request->max_body_length};
    body_buffer header_buffer = {.maximum = MAX_HEADER_LENGTH};
    char error_text[CURL_ERROR_SIZE] = "";
    struct curl_slist *headers = configure(handle, request, &buffer, &header_buffer, error_text);
    int code = curl.easy_perform(handle);
    sw_http_outcome outcome = outcome_of(code, &buffer);
    if (outcome == SW_HTTP_COMPLETED) {
        curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &response->status);
        response->body = buffer.bytes;
        response->body_length = buffer.length;
        response->headers = header_buffer.bytes;
        response->headers_length = header_buffer.length;
    } else {
        free(buffer.bytes);
        free(header_buffer.bytes);
        if (buffer.overflowed) {
            snprintf(response->message, sizeof response->message, "the answer is longer than %zu bytes", request->max_body_length);
        } else {
            snprintf(response->message, sizeof response->message, "%s", error_text[0] ? error_text : curl.easy_strerror(code));
        }
    }
    curl.slist_free_all(headers);
    curl.easy_cleanup(handle);
    return outcome;
}

void sw_http_response_release(sw_http_response *response) {
    free(response->body);
    response->body = NULL;
    response->body_length = 0;
    free(response->headers);
    response->headers = NULL;
    response->headers_length = 0;
}

sw_http_cancellation *sw_http_cancellation_new(void) {
    sw_http_cancellation *cancellation = malloc(sizeof *cancellation);
    if (cancellation != NULL) atomic_init(&cancellation->requested, 0);
    return cancellation;
}

void sw_http_cancel(sw_http_cancellation *cancellation) {
    if (cancellation != NULL) atomic_store(&cancellation->requested, 1);
}

void sw_http_cancellation_free(sw_http_cancellation *cancellation) {
    free(cancellation);
}
