// One blocking HTTP(S) exchange through the system's libcurl, loaded with dlopen on first use, so a
// process that never talks to the network never maps libcurl and its TLS libraries.

#ifndef STOCKWATCH_HTTP_TRANSPORT_H
#define STOCKWATCH_HTTP_TRANSPORT_H

#include <stddef.h>

/// How an exchange ended. Anything but SW_HTTP_COMPLETED leaves the response's status at 0.
typedef enum sw_http_outcome {
    SW_HTTP_COMPLETED = 0,      ///< The server answered (any status); status and body are set.
    SW_HTTP_UNAVAILABLE,        ///< libcurl could not be loaded; the message says which file was missing.
    SW_HTTP_CANCELLED,          ///< sw_http_cancel was called while the exchange ran.
    SW_HTTP_TIMED_OUT,          ///< No complete answer within the timeout.
    SW_HTTP_NOT_CONNECTED,      ///< Host unknown or connection refused: nothing was sent.
    SW_HTTP_FAILED,             ///< Any other failure (TLS, protocol, answer too large); see the message.
    SW_HTTP_CONNECTION_LOST,    ///< Connected, then the connection failed or closed before a whole answer:
                                ///< the request may have reached the server.
} sw_http_outcome;

/// A flag another thread sets to abort an exchange in progress.
typedef struct sw_http_cancellation sw_http_cancellation;

/// One request. Strings are NUL-terminated UTF-8; `body` may be NULL.
typedef struct sw_http_request {
    const char *url;
    const char *method;
    const char *const *headers;  ///< "Name: value" lines.
    size_t header_count;
    const void *body;
    size_t body_length;
    long timeout_ms;
    size_t max_body_length;      ///< A longer answer fails instead of filling memory.
    sw_http_cancellation *cancellation;  ///< May be NULL.
} sw_http_request;

/// The answer: the HTTP status, header block and body on SW_HTTP_COMPLETED, else a message.
typedef struct sw_http_response {
    long status;
    unsigned char *body;
    size_t body_length;
    /// The final answer's header lines as received ("Name: value\r\n" each; an earlier interim or
    /// redirect answer's lines are dropped), at most 64 KiB.
    unsigned char *headers;
    size_t headers_length;
    char message[256];
} sw_http_response;

/// Performs `request`, blocking the calling thread; fills `response` (release it afterwards).
sw_http_outcome sw_http_perform(const sw_http_request *request, sw_http_response *response);

/// Frees the body and headers of a response filled by sw_http_perform.
void sw_http_response_release(sw_http_response *response);

/// A new, unset cancellation flag (free it with sw_http_cancellation_free once the exchange returned).
sw_http_cancellation *sw_http_cancellation_new(void);

/// Asks the exchange using `cancellation` to stop; safe from any thread.
void sw_http_cancel(sw_http_cancellation *cancellation);

void sw_http_cancellation_free(sw_http_cancellation *cancellation);

#endif
