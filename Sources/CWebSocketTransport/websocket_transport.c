// sw_ws_* over libwebsockets 4.1: one context and one service thread per connection, the library
// loaded with dlopen on the first connection so the simulated feed never maps it (nor libssl).

#include "websocket_transport.h"

#include <dlfcn.h>
#include <libwebsockets.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/// The libwebsockets entry points, resolved once; the types come from the header.
static struct {
    __typeof__(lws_set_log_level) *set_log_level;
    __typeof__(lws_create_context) *create_context;
    __typeof__(lws_context_destroy) *context_destroy;
    __typeof__(lws_client_connect_via_info) *client_connect_via_info;
    __typeof__(lws_service) *service;
    __typeof__(lws_cancel_service) *cancel_service;
    __typeof__(lws_callback_on_writable) *callback_on_writable;
    __typeof__(lws_write) *write;
    __typeof__(lws_close_reason) *close_reason;
    __typeof__(lws_get_context) *get_context;
    __typeof__(lws_context_user) *context_user;
    __typeof__(lws_is_final_fragment) *is_final_fragment;
    __typeof__(lws_remaining_packet_payload) *remaining_packet_payload;
    __typeof__(lws_set_timeout) *set_timeout;
} lws;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int load_succeeded;
static char load_failure[200];

static int resolve(void *library, const char *name, void **slot) {
    *slot = dlsym(library, name);
    if (*slot == NULL) snprintf(load_failure, sizeof load_failure, "the libwebsockets found lacks %s", name);
    return *slot != NULL;
}

static void load_library(void) {
    void *library = dlopen("libwebsockets.so.17", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libwebsockets.so", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(load_failure, sizeof load_failure,
                 "libwebsockets is not installed (apt-get install libwebsockets17)");
        return;
    }
    load_succeeded =
        resolve(library, "lws_set_log_level", (void **)&lws.set_log_level) &&
        resolve(library, "lws_create_context", (void **)&lws.create_context) &&
        resolve(library, "lws_context_destroy", (void **)&lws.context_destroy) &&
        resolve(library, "lws_client_connect_via_info", (void **)&lws.client_connect_via_info) &&
        resolve(library, "lws_service", (void **)&lws.service) &&
        resolve(library, "lws_cancel_service", (void **)&lws.cancel_service) &&
        resolve(library, "lws_callback_on_writable", (void **)&lws.callback_on_writable) &&
        resolve(library, "lws_write", (void **)&lws.write) &&
        resolve(library, "lws_close_reason", (void **)&lws.close_reason) &&
        resolve(library, "lws_get_context", (void **)&lws.get_context) &&
        resolve(library, "lws_context_user", (void **)&lws.context_user) &&
        resolve(library, "lws_is_final_fragment", (void **)&lws.is_final_fragment) &&
        resolve(library, "lws_remaining_packet_payload", (void **)&lws.remaining_packet_payload) &&
        resolve(library, "lws_set_timeout", (void **)&lws.set_timeout);
    // Its NOTICE lines would otherwise go to stderr, over the screen.
    if (load_succeeded) lws.set_log_level(0, NULL);
}

/// One queued outgoing frame, with LWS_PRE bytes of headroom before its payload.
typedef struct sw_ws_message {
    struct sw_ws_message *next;
    enum lws_write_protocol kind;
    size_t length;
    unsigned char bytes[];
} sw_ws_message;

struct sw_ws_pacing {
    pthread_mutex_t lock;
    /// Signalled with each announcement, for the service threads waiting for one.
    pthread_cond_t announced;
    uint64_t next_use;
};

sw_ws_pacing *sw_ws_pacing_create(void) {
    sw_ws_pacing *pacing = calloc(1, sizeof *pacing);
    if (pacing == NULL) abort();
    pthread_condattr_t attributes;
    pthread_condattr_init(&attributes);
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
    pthread_cond_init(&pacing->announced, &attributes);
    pthread_condattr_destroy(&attributes);
    pthread_mutex_init(&pacing->lock, NULL);
    return pacing;
}

void sw_ws_pacing_set_next_use(sw_ws_pacing *pacing, uint64_t monotonic_nanoseconds) {
    pthread_mutex_lock(&pacing->lock);
    pacing->next_use = monotonic_nanoseconds;
    pthread_mutex_unlock(&pacing->lock);
    // After unlocking: a waiter woken under the lock would block on it at once, a second wakeup.
    pthread_cond_broadcast(&pacing->announced);
}

void sw_ws_pacing_free(sw_ws_pacing *pacing) {
    pthread_cond_destroy(&pacing->announced);
    pthread_mutex_destroy(&pacing->lock);
    free(pacing);
}

static uint64_t monotonic_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

static struct timespec timespec_of(uint64_t nanoseconds) {
    struct timespec time = { .tv_sec = (time_t)(nanoseconds / 1000000000u), .tv_nsec = (long)(nanoseconds % 1000000000u) };
    return time;
}

/// The longest a service thread waits without servicing (a next use far ahead is a stale one, and an
/// announcement may never come): also bounds how late a queued frame or a close starts.
static const uint64_t longest_read_wait_ns = 20000000;

uint64_t sw_ws_read_wait(uint64_t next_use, uint64_t now) {
    if (next_use <= now) return 0;
    uint64_t wait = next_use - now;
    return wait < longest_read_wait_ns ? wait : longest_read_wait_ns;
}

/// Waits (at most `longest_read_wait_ns`) while the announced next use is still `served`: after a
/// read handed messages over, the app draws them and announces its next frame at once.
static void await_announcement(sw_ws_pacing *pacing, uint64_t served) {
    struct timespec deadline = timespec_of(monotonic_now() + longest_read_wait_ns);
    pthread_mutex_lock(&pacing->lock);
    while (pacing->next_use == served) {
        if (pthread_cond_timedwait(&pacing->announced, &pacing->lock, &deadline) != 0) break;
    }
    pthread_mutex_unlock(&pacing->lock);
}

static uint64_t announced_next_use(sw_ws_pacing *pacing) {
    pthread_mutex_lock(&pacing->lock);
    uint64_t next_use = pacing->next_use;
    pthread_mutex_unlock(&pacing->lock);
    return next_use;
}

struct sw_ws_connection {
    sw_ws_callback callback;
    void *callback_context;
    char *host;
    char *path;
    int port;
    size_t max_message_length;
    sw_ws_pacing *pacing;
    lws_retry_bo_t idle_policy;
    struct lws_protocols protocols[2];
    pthread_t thread;

    // Shared with other threads, under `lock`.
    pthread_mutex_t lock;
    struct lws_context *context;
    sw_ws_message *head;
    sw_ws_message *tail;
    int close_requested;

    // The service thread's own.
    struct lws *client;
    int established;
    int done;
    char *message;
    size_t message_length;
    size_t message_capacity;
    char close_reason[200];
    /// Messages reported so far (how a read knows it handed something over).
    unsigned long reported_messages;
};

static void report(sw_ws_connection *connection, sw_ws_event event, const char *data, size_t length) {
    connection->callback(connection->callback_context, event, data, length);
}

static void report_text(sw_ws_connection *connection, sw_ws_event event, const char *text) {
    report(connection, event, text, strlen(text));
}

/// Appends `length` bytes to the message being received; false when it would exceed the limit.
static int append_fragment(sw_ws_connection *connection, const void *data, size_t length) {
    size_t needed = connection->message_length + length;
    if (needed > connection->max_message_length) return 0;
    if (needed > connection->message_capacity) {
        size_t capacity = connection->message_capacity ? connection->message_capacity : 4096;
        while (capacity < needed) capacity *= 2;
        char *grown = realloc(connection->message, capacity);
        if (grown == NULL) return 0;
        connection->message = grown;
        connection->message_capacity = capacity;
    }
    memcpy(connection->message + connection->message_length, data, length);
    connection->message_length = needed;
    return 1;
}

/// Pops the next queued frame (NULL when none); `*more` tells whether others wait behind it.
static sw_ws_message *dequeue(sw_ws_connection *connection, int *close_requested, int *more) {
    pthread_mutex_lock(&connection->lock);
    *close_requested = connection->close_requested;
    sw_ws_message *message = connection->close_requested ? NULL : connection->head;
    if (message != NULL) {
        connection->head = message->next;
        if (connection->head == NULL) connection->tail = NULL;
    }
    *more = connection->head != NULL;
    pthread_mutex_unlock(&connection->lock);
    return message;
}

/// Whether frames wait or a close was asked for (either needs a WRITEABLE callback).
static int wants_writable(sw_ws_connection *connection, int *close_requested) {
    pthread_mutex_lock(&connection->lock);
    *close_requested = connection->close_requested;
    int wants = connection->head != NULL || connection->close_requested;
    pthread_mutex_unlock(&connection->lock);
    return wants;
}

static int on_event(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t length) {
    (void)user;
    sw_ws_connection *connection = lws.context_user(lws.get_context(wsi));
    if (connection == NULL || connection->done) return 0;
    int close_requested = 0;
    switch (reason) {
    case LWS_CALLBACK_CLIENT_ESTABLISHED:
        connection->client = wsi;
        connection->established = 1;
        report(connection, SW_WS_CONNECTED, "", 0);
        if (wants_writable(connection, &close_requested)) lws.callback_on_writable(wsi);
        break;
    case LWS_CALLBACK_CLIENT_CONNECTION_ERROR:
        connection->done = 1;
        report_text(connection, SW_WS_FAILED, in != NULL && length > 0 ? (const char *)in : "the connection failed");
        break;
    case LWS_CALLBACK_CLIENT_RECEIVE:
        if (!append_fragment(connection, in, length)) {
            snprintf(connection->close_reason, sizeof connection->close_reason,
                     "a message longer than %zu bytes", connection->max_message_length);
            lws.close_reason(wsi, LWS_CLOSE_STATUS_MESSAGE_TOO_LARGE, NULL, 0);
            return -1;
        }
        if (lws.is_final_fragment(wsi) && lws.remaining_packet_payload(wsi) == 0) {
            report(connection, SW_WS_TEXT, connection->message, connection->message_length);
            connection->message_length = 0;
            connection->reported_messages += 1;
        }
        break;
    case LWS_CALLBACK_WS_PEER_INITIATED_CLOSE: {
        const unsigned char *payload = in;
        int code = length >= 2 ? (payload[0] << 8) | payload[1] : 0;
        int text_length = length > 2 ? (int)(length - 2) : 0;
        snprintf(connection->close_reason, sizeof connection->close_reason,
                 "the server closed the connection (code %d%s%.*s)", code, text_length ? ": " : "",
                 text_length, text_length ? (const char *)payload + 2 : "");
        break;
    }
    case LWS_CALLBACK_EVENT_WAIT_CANCELLED:
        if (!wants_writable(connection, &close_requested)) break;
        if (connection->established) {
            lws.callback_on_writable(connection->client);
        } else if (close_requested && connection->client != NULL) {
            // Still connecting: nothing to send a close frame on, so the attempt is dropped.
            lws.set_timeout(connection->client, PENDING_TIMEOUT_CLOSE_SEND, LWS_TO_KILL_ASYNC);
        }
        break;
    case LWS_CALLBACK_CLIENT_WRITEABLE: {
        int more = 0;
        sw_ws_message *message = dequeue(connection, &close_requested, &more);
        if (close_requested) {
            snprintf(connection->close_reason, sizeof connection->close_reason, "closed by the client");
            lws.close_reason(wsi, LWS_CLOSE_STATUS_NORMAL, NULL, 0);
            return -1;
        }
        if (message != NULL) {
            int written = lws.write(wsi, message->bytes + LWS_PRE, message->length, message->kind);
            free(message);
            if (written < 0) return -1;
        }
        if (more) lws.callback_on_writable(wsi);
        break;
    }
    case LWS_CALLBACK_CLIENT_CLOSED:
        connection->done = 1;
        report_text(connection, connection->established ? SW_WS_CLOSED : SW_WS_FAILED,
                    connection->close_reason[0] ? connection->close_reason : "the connection was lost");
        break;
    default:
        break;
    }
    return 0;
}

/// Services without waiting, as long as a round reports messages: takes everything that came
/// meanwhile at once. Returns whether any message was reported.
static int read_pending(sw_ws_connection *connection, struct lws_context *context) {
    unsigned long before = connection->reported_messages;
    for (int round = 0; round < 64 && !connection->done; round++) {
        unsigned long reported = connection->reported_messages;
        lws.service(context, -1);
        if (connection->reported_messages == reported) break;
    }
    return connection->reported_messages != before;
}

/// Services the connection until it ends. Without a pacing each service waits for the next event.
/// With one, while the app announces frames ahead, the thread sleeps until each and then reads what
/// came meanwhile at once, and after handing messages over it waits for the app's next announcement
/// rather than for the socket (two wakeups per frame, the announcement and the sleep's end, not one
/// per message). With no frame ahead it waits for the socket, so the first message after a quiet
/// spell is handed over at once.
static void serve(sw_ws_connection *connection, struct lws_context *context) {
    sw_ws_pacing *pacing = connection->pacing;
    uint64_t served = 0;
    while (!connection->done) {
        uint64_t next_use = pacing ? announced_next_use(pacing) : 0;
        if (next_use == 0 || next_use == served) {
            unsigned long before = connection->reported_messages;
            lws.service(context, 0);
            if (pacing && connection->reported_messages != before) await_announcement(pacing, served);
            continue;
        }
        uint64_t wait = sw_ws_read_wait(next_use, monotonic_now());
        if (wait > 0) {
            struct timespec pause = timespec_of(wait);
            nanosleep(&pause, NULL);
        }
        if (wait < longest_read_wait_ns) served = next_use;
        if (read_pending(connection, context)) await_announcement(pacing, served);
    }
}

/// The service thread: creates the context, connects, services until the connection ends, destroys.
static void *run_connection(void *argument) {
    sw_ws_connection *connection = argument;
    pthread_once(&load_once, load_library);
    if (!load_succeeded) {
        report_text(connection, SW_WS_FAILED, load_failure);
        return NULL;
    }
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = CONTEXT_PORT_NO_LISTEN;
    info.protocols = connection->protocols;
    info.gid = -1;
    info.uid = -1;
    info.user = connection;
    struct lws_context *context = lws.create_context(&info);
    if (context == NULL) {
        report_text(connection, SW_WS_FAILED, "libwebsockets could not start");
        return NULL;
    }
    pthread_mutex_lock(&connection->lock);
    connection->context = context;
    int closing = connection->close_requested;
    pthread_mutex_unlock(&connection->lock);

    if (closing) {
        connection->done = 1;
    } else {
        struct lws_client_connect_info client;
        memset(&client, 0, sizeof client);
        client.context = context;
        client.address = connection->host;
        client.port = connection->port;
        client.path = connection->path;
        client.host = connection->host;
        client.origin = connection->host;
        client.ietf_version_or_minus_one = -1;
        client.local_protocol_name = connection->protocols[0].name;
        client.retry_and_idle_policy = &connection->idle_policy;
        client.pwsi = &connection->client;
        if (lws.client_connect_via_info(&client) == NULL && !connection->done) {
            connection->done = 1;
            report_text(connection, SW_WS_FAILED, "could not start connecting");
        }
    }
    serve(connection, context);

    pthread_mutex_lock(&connection->lock);
    connection->context = NULL;
    pthread_mutex_unlock(&connection->lock);
    lws.context_destroy(context);
    return NULL;
}

sw_ws_connection *sw_ws_open(const sw_ws_options *options, sw_ws_callback callback, void *context) {
    sw_ws_connection *connection = calloc(1, sizeof *connection);
    if (connection == NULL) abort();
    connection->callback = callback;
    connection->callback_context = context;
    connection->host = strdup(options->host);
    connection->path = strdup(options->path);
    connection->port = options->port;
    connection->max_message_length = options->max_message_length;
    connection->pacing = options->pacing;
    connection->idle_policy.secs_since_valid_ping = (uint16_t)options->ping_seconds;
    connection->idle_policy.secs_since_valid_hangup = (uint16_t)options->hangup_seconds;
    connection->protocols[0].name = "stockwatch";
    connection->protocols[0].callback = on_event;
    pthread_mutex_init(&connection->lock, NULL);
    if (pthread_create(&connection->thread, NULL, run_connection, connection) != 0) abort();
    return connection;
}

static int enqueue(sw_ws_connection *connection, enum lws_write_protocol kind, const char *data, size_t length) {
    sw_ws_message *message = malloc(sizeof *message + LWS_PRE + length);
    if (message == NULL) return 0;
    message->next = NULL;
    message->kind = kind;
    message->length = length;
    memcpy(message->bytes + LWS_PRE, data, length);
    pthread_mutex_lock(&connection->lock);
    int accepted = !connection->close_requested;
    if (accepted) {
        if (connection->tail) connection->tail->next = message; else connection->head = message;
        connection->tail = message;
        if (connection->context) lws.cancel_service(connection->context);
    }
    pthread_mutex_unlock(&connection->lock);
    if (!accepted) free(message);
    return accepted;
}

int sw_ws_send_text(sw_ws_connection *connection, const char *data, size_t length) {
    return enqueue(connection, LWS_WRITE_TEXT, data, length);
}

int sw_ws_send_pong(sw_ws_connection *connection, const char *data, size_t length) {
    if (length > 125) return 0;
    return enqueue(connection, LWS_WRITE_PONG, data, length);
}

void sw_ws_close(sw_ws_connection *connection) {
    pthread_mutex_lock(&connection->lock);
    connection->close_requested = 1;
    if (connection->context) lws.cancel_service(connection->context);
    pthread_mutex_unlock(&connection->lock);
    pthread_join(connection->thread, NULL);
    for (sw_ws_message *message = connection->head; message != NULL;) {
        sw_ws_message *next = message->next;
        free(message);
        message = next;
    }
    pthread_mutex_destroy(&connection->lock);
    free(connection->message);
    free(connection->host);
    free(connection->path);
    free(connection);
}
