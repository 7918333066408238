// sw_ws_* over libwebsockets 4.1: one context and one service thread per connection, the library
// loaded with dlopen on the first connection so the simulated feed never maps it (nor libssl).

#include "websocket_transport.h"

#include <dlfcn.h>
#include <libwebsockets.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>

/// The libwebsockets entry points, resolved once; the types come from the header.
static struct {
    __typeof__(lws_set_log_level) *set_log_level;
    __typeof__(lws_create_context) *create_context;
    __typeof__(lws_context_destroy) *context_destroy;
    __typeof__(lws_client_connect_via_info) *client_connect_via_info;
    __typeof__(lws_service) *service;
    __typeof__(lws_service_fd) *service_fd;
    __typeof__(lws_cancel_service) *cancel_service;
    __typeof__(lws_callback_on_writable) *callback_on_writable;
    __typeof__(lws_write) *write;
    __typeof__(lws_close_reason) *close_reason;
    __typeof__(lws_get_context) *get_context;
    __typeof__(lws_context_user) *context_user;
    __typeof__(lws_is_final_fragment) *is_final_fragment;
    __typeof__(lws_remaining_packet_payload) *remaining_packet_payload;
    __typeof__(lws_set_timeout) *set_timeout;
    __typeof__(lws_get_socket_fd) *get_socket_fd;
    __typeof__(lws_sul_schedule) *sul_schedule;
    __typeof__(lws_sul_cancel) *sul_cancel;
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
        resolve(library, "lws_service_fd", (void **)&lws.service_fd) &&
        resolve(library, "lws_cancel_service", (void **)&lws.cancel_service) &&
        resolve(library, "lws_callback_on_writable", (void **)&lws.callback_on_writable) &&
        resolve(library, "lws_write", (void **)&lws.write) &&
        resolve(library, "lws_close_reason", (void **)&lws.close_reason) &&
        resolve(library, "lws_get_context", (void **)&lws.get_context) &&
        resolve(library, "lws_context_user", (void **)&lws.context_user) &&
        resolve(library, "lws_is_final_fragment", (void **)&lws.is_final_fragment) &&
        resolve(library, "lws_remaining_packet_payload", (void **)&lws.remaining_packet_payload) &&
        resolve(library, "lws_set_timeout", (void **)&lws.set_timeout) &&
        resolve(library, "lws_get_socket_fd", (void **)&lws.get_socket_fd) &&
        resolve(library, "lws_sul_schedule", (void **)&lws.sul_schedule) &&
        resolve(library, "lws_sul_cancel", (void **)&lws.sul_cancel);
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

/// The most connections a pacing reads at once (one session per app key: one, two while reconnecting).
#define SW_WS_PACING_CAPACITY 8

struct sw_ws_pacing {
    void (*wanted)(void *context);
    void *wanted_context;
    pthread_mutex_t lock;
    /// The connections handed over to the app's reads, `count` of them.
    sw_ws_connection *handed[SW_WS_PACING_CAPACITY];
    int count;
    /// Whether the app reads again before its next frame (its last read left a connection handed over).
    int read_expected;
    /// Whether the app has read at all: until then no connection is handed over (nobody would read it).
    int has_reader;
    /// How many times a connection's own thread woke while its connection was handed over.
    unsigned long handed_over_wakeups;
};

sw_ws_pacing *sw_ws_pacing_create(void (*wanted)(void *context), void *context) {
    sw_ws_pacing *pacing = calloc(1, sizeof *pacing);
    if (pacing == NULL) abort();
    pacing->wanted = wanted;
    pacing->wanted_context = context;
    pthread_mutex_init(&pacing->lock, NULL);
    return pacing;
}

unsigned long sw_ws_pacing_handed_over_wakeups(sw_ws_pacing *pacing) {
    pthread_mutex_lock(&pacing->lock);
    unsigned long wakeups = pacing->handed_over_wakeups;
    pthread_mutex_unlock(&pacing->lock);
    return wakeups;
}

int sw_ws_pacing_has_handed_over(sw_ws_pacing *pacing) {
    pthread_mutex_lock(&pacing->lock);
    int handed = pacing->count > 0;
    pthread_mutex_unlock(&pacing->lock);
    return handed;
}

void sw_ws_pacing_free(sw_ws_pacing *pacing) {
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

/// How long a handed-over connection goes unread before its own thread takes it back: the app's
/// thread may be held up (a terminal that takes no output), and the line must still be read and pinged.
static const uint64_t reclaim_after_ns = 100000000;

struct sw_ws_connection {
    sw_ws_callback callback;
    void *callback_context;
    char *host;
    char *path;
    int port;
    size_t max_message_length;
    unsigned handshake_seconds;
    unsigned message_seconds;
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

    // With a pacing, under its lock: whether the app's thread reads the connection (and is reading
    // it now); whether sw_ws_close began (`close_requested` under the pacing's lock, so no handover
    // can slip in after the close took it back); when it last brought messages (handed over, or a
    // read that reported some) and was last read; the signal that the connection came back.
    int handed_over;
    int app_reading;
    int closing;
    uint64_t last_delivery;
    uint64_t last_app_read;
    pthread_cond_t returned;

    // The servicing thread's own: the service thread's, or the app's while handed over to it.
    struct lws *client;
    int established;
    int done;
    /// Fires `handshake_seconds` after connecting began; cancelled once the handshake is accepted.
    lws_sorted_usec_list_t handshake_deadline;
    char *message;
    size_t message_length;
    size_t message_capacity;
    char close_reason[200];
    /// Set once a message passed `max_message_length`: what follows is dropped until the close is sent.
    int refusing;
    /// Set while a message that did not come whole in one read is arriving: its deadline is running.
    int receiving;
    /// When that message's first bytes came (monotonic ns).
    uint64_t message_started;
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
        lws.sul_cancel(&connection->handshake_deadline);
        report(connection, SW_WS_CONNECTED, "", 0);
        if (wants_writable(connection, &close_requested)) lws.callback_on_writable(wsi);
        break;
    case LWS_CALLBACK_CLIENT_CONNECTION_ERROR:
        connection->done = 1;
        report_text(connection, SW_WS_FAILED, in != NULL && length > 0 ? (const char *)in : "the connection failed");
        break;
    case LWS_CALLBACK_CLIENT_RECEIVE:
        // Past the limit the rest is dropped and the close is sent from WRITEABLE: returning -1 here
        // makes libwebsockets 4.1 go on parsing the buffer it is closing and write past its end.
        if (connection->refusing) break;
        if (!append_fragment(connection, in, length)) {
            snprintf(connection->close_reason, sizeof connection->close_reason,
                     "a message longer than %zu bytes", connection->max_message_length);
            connection->refusing = 1;
            connection->message_length = 0;
            lws.callback_on_writable(wsi);
            // A peer that keeps the socket too busy for the close to be sent is dropped all the same.
            lws.set_timeout(wsi, PENDING_TIMEOUT_CLOSE_SEND, 5);
            break;
        }
        if (lws.is_final_fragment(wsi) && lws.remaining_packet_payload(wsi) == 0) {
            if (connection->receiving) {
                connection->receiving = 0;
                lws.set_timeout(wsi, NO_PENDING_TIMEOUT, 0);
            }
            report(connection, SW_WS_TEXT, connection->message, connection->message_length);
            connection->message_length = 0;
            connection->reported_messages += 1;
        } else if (!connection->receiving && connection->message_seconds > 0) {
            // A message in parts (a slow peer, or fragments that never end) must be whole in time:
            // pongs between its fragments would keep the idle policy content for ever.
            connection->receiving = 1;
            connection->message_started = monotonic_now();
            lws.set_timeout(wsi, PENDING_TIMEOUT_USER_OK, (int)connection->message_seconds);
        }
        break;
    case LWS_CALLBACK_WS_PEER_INITIATED_CLOSE: {
        // Only the code: the reason's text is the server's choice (anyone on a plain ws:// path can
        // write it), and it would reach the status line as if the app had said it.
        const unsigned char *payload = in;
        int code = length >= 2 ? (payload[0] << 8) | payload[1] : 0;
        snprintf(connection->close_reason, sizeof connection->close_reason, "the server closed the connection (code %d)", code);
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
        if (connection->refusing) {
            lws.close_reason(wsi, LWS_CLOSE_STATUS_MESSAGE_TOO_LARGE, NULL, 0);
            return -1;
        }
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
        if (connection->receiving && !connection->close_reason[0]
            && monotonic_now() - connection->message_started >= (uint64_t)connection->message_seconds * 1000000000u) {
            snprintf(connection->close_reason, sizeof connection->close_reason,
                     "a message took longer than %u s to arrive", connection->message_seconds);
        }
        report_text(connection, connection->established ? SW_WS_CLOSED : SW_WS_FAILED,
                    connection->close_reason[0] ? connection->close_reason : "the connection was lost");
        break;
    default:
        break;
    }
    return 0;
}

/// The handshake took longer than its deadline (a server trickling its answer, or silent): the attempt
/// is dropped and reported here, since libwebsockets frees a connection killed while it waits for the
/// handshake's answer without any callback. Runs on the service thread, inside a service.
static void handshake_overdue(lws_sorted_usec_list_t *timer) {
    sw_ws_connection *connection = lws_container_of(timer, sw_ws_connection, handshake_deadline);
    if (connection->established || connection->done || connection->client == NULL) return;
    connection->done = 1;
    lws.set_timeout(connection->client, PENDING_TIMEOUT_CLOSE_SEND, LWS_TO_KILL_ASYNC);
    snprintf(connection->close_reason, sizeof connection->close_reason,
             "the server did not complete the WebSocket handshake within %u s", connection->handshake_seconds);
    report_text(connection, SW_WS_FAILED, connection->close_reason);
}

/// The connection's socket, or -1 when it has none (any more).
static int socket_of(sw_ws_connection *connection) {
    // Once done, `client` may be gone with the connection.
    if (connection->done || connection->client == NULL) return -1;
    return lws.get_socket_fd(connection->client);
}

/// Whether `descriptor` holds bytes not read yet; true when it cannot tell (the socket is then read
/// once more; a socket that is gone gets a whole service instead: see `read_pending`). The connection
/// is plain ws:// (no TLS layer holding decrypted bytes), and libwebsockets parses all it read in the
/// service that read it, so nothing waits anywhere else.
static int bytes_waiting(int descriptor) {
    int waiting = 0;
    if (ioctl(descriptor, FIONREAD, &waiting) != 0) return 1;
    return waiting > 0;
}

/// Services without waiting, as long as a round reports messages and more bytes wait: takes
/// everything that came meanwhile at once. The first round is a whole service (libwebsockets' poll and
/// its timers); the socket is asked whether more bytes wait before each further round, which then
/// only reads it (the poll would say what the socket just said). Returns whether any message was
/// reported.
static int read_pending(sw_ws_connection *connection, struct lws_context *context) {
    unsigned long before = connection->reported_messages;
    // The socket the last round found bytes waiting on (-1 before the first round).
    int descriptor = -1;
    for (int round = 0; round < 64 && !connection->done; round++) {
        unsigned long reported = connection->reported_messages;
        if (descriptor < 0) {
            lws.service(context, -1);
        } else {
            struct lws_pollfd readable = {.fd = descriptor, .events = POLLIN, .revents = POLLIN};
            lws.service_fd(context, &readable);
        }
        if (connection->reported_messages == reported || connection->done) break;
        descriptor = socket_of(connection);
        if (descriptor >= 0 && !bytes_waiting(descriptor)) break;
    }
    return connection->reported_messages != before;
}

/// Gives the connection to the pacing's reader (when there is room), after its own thread handed a
/// message over: more are likely to follow, and the app's thread reads them right before its frames.
static void hand_over(sw_ws_pacing *pacing, sw_ws_connection *connection) {
    int wanted = 0;
    pthread_mutex_lock(&pacing->lock);
    if (pacing->has_reader && !connection->handed_over && !connection->closing && pacing->count < SW_WS_PACING_CAPACITY) {
        pacing->handed[pacing->count++] = connection;
        connection->handed_over = 1;
        connection->last_delivery = monotonic_now();
        wanted = !pacing->read_expected;
        pacing->read_expected = 1;
    }
    pthread_mutex_unlock(&pacing->lock);
    if (wanted && pacing->wanted) pacing->wanted(pacing->wanted_context);
}

/// Takes the connection off the pacing's list; under its lock. Its thread is told now when no read
/// holds it, else by that read when it ends.
static void take_back(sw_ws_pacing *pacing, sw_ws_connection *connection) {
    if (!connection->handed_over) return;
    for (int index = 0; index < pacing->count; index++) {
        if (pacing->handed[index] != connection) continue;
        pacing->handed[index] = pacing->handed[--pacing->count];
        break;
    }
    connection->handed_over = 0;
    if (!connection->app_reading) pthread_cond_signal(&connection->returned);
}

/// Waits while the app's thread reads the connection; takes it back when no read came for
/// `reclaim_after_ns` (the app's thread is held up, or stopped reading without saying so).
static void wait_while_handed_over(sw_ws_pacing *pacing, sw_ws_connection *connection) {
    pthread_mutex_lock(&pacing->lock);
    while (connection->handed_over || connection->app_reading) {
        uint64_t now = monotonic_now();
        uint64_t since = connection->last_app_read > connection->last_delivery ? connection->last_app_read : connection->last_delivery;
        if (connection->handed_over && !connection->app_reading && now - since >= reclaim_after_ns) {
            take_back(pacing, connection);
            continue;
        }
        struct timespec deadline = timespec_of((connection->app_reading ? now : since) + reclaim_after_ns);
        pthread_cond_timedwait(&connection->returned, &pacing->lock, &deadline);
        pacing->handed_over_wakeups++;
    }
    pthread_mutex_unlock(&pacing->lock);
}

/// Services the connection until it ends, each service waiting for the next event. With a pacing,
/// once a service handed messages over the connection goes to the app's thread, which reads it right
/// before each frame (`sw_ws_pacing_read`) until it falls quiet: a busy stream then costs no wakeup of
/// this thread at all, and a frame interval's messages one read on a thread that is awake anyway.
static void serve(sw_ws_connection *connection, struct lws_context *context) {
    sw_ws_pacing *pacing = connection->pacing;
    while (!connection->done) {
        if (pacing) wait_while_handed_over(pacing, connection);
        if (connection->done) break;
        unsigned long before = connection->reported_messages;
        lws.service(context, 0);
        if (pacing && connection->reported_messages != before && !connection->done) hand_over(pacing, connection);
    }
}

int sw_ws_pacing_read(sw_ws_pacing *pacing, uint64_t quiet_ns) {
    sw_ws_connection *taken[SW_WS_PACING_CAPACITY];
    pthread_mutex_lock(&pacing->lock);
    pacing->has_reader = 1;
    int count = pacing->count;
    for (int index = 0; index < count; index++) {
        taken[index] = pacing->handed[index];
        taken[index]->app_reading = 1;
    }
    pthread_mutex_unlock(&pacing->lock);

    int delivered[SW_WS_PACING_CAPACITY];
    for (int index = 0; index < count; index++) {
        sw_ws_connection *connection = taken[index];
        delivered[index] = !connection->done && read_pending(connection, connection->context);
    }

    uint64_t now = monotonic_now();
    pthread_mutex_lock(&pacing->lock);
    for (int index = 0; index < count; index++) {
        sw_ws_connection *connection = taken[index];
        connection->app_reading = 0;
        connection->last_app_read = now;
        if (delivered[index]) connection->last_delivery = now;
        int quiet = connection->done || now - connection->last_delivery >= quiet_ns;
        if (connection->handed_over && quiet) take_back(pacing, connection);
        // Taken back during the read (sw_ws_close): its thread waits for the read to end.
        else if (!connection->handed_over) pthread_cond_signal(&connection->returned);
    }
    int remaining = pacing->count;
    pacing->read_expected = remaining > 0;
    pthread_mutex_unlock(&pacing->lock);
    return remaining;
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
    // libwebsockets' own limit on each stage of connecting stays behind the handshake's deadline.
    if (connection->handshake_seconds > 0) info.timeout_secs = connection->handshake_seconds + 5;
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
        // Connecting and the handshake's answer must be done in time, however slowly its bytes come
        // (libwebsockets' stage timeouts restart as each stage begins, and a trickle never ends one).
        if (connection->handshake_seconds > 0) {
            lws.sul_schedule(context, 0, &connection->handshake_deadline, handshake_overdue,
                             (lws_usec_t)connection->handshake_seconds * LWS_US_PER_SEC);
        }
        if (lws.client_connect_via_info(&client) == NULL && !connection->done) {
            connection->done = 1;
            report_text(connection, SW_WS_FAILED, "could not start connecting");
        }
    }
    serve(connection, context);
    lws.sul_cancel(&connection->handshake_deadline);

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
    connection->handshake_seconds = options->handshake_seconds;
    connection->message_seconds = options->message_seconds;
    connection->pacing = options->pacing;
    connection->idle_policy.secs_since_valid_ping = (uint16_t)options->ping_seconds;
    connection->idle_policy.secs_since_valid_hangup = (uint16_t)options->hangup_seconds;
    connection->protocols[0].name = "stockwatch";
    connection->protocols[0].callback = on_event;
    pthread_mutex_init(&connection->lock, NULL);
    pthread_condattr_t attributes;
    pthread_condattr_init(&attributes);
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
    pthread_cond_init(&connection->returned, &attributes);
    pthread_condattr_destroy(&attributes);
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
    // Its own thread closes it, so the app's reads give it back.
    if (connection->pacing) {
        pthread_mutex_lock(&connection->pacing->lock);
        connection->closing = 1;
        take_back(connection->pacing, connection);
        pthread_mutex_unlock(&connection->pacing->lock);
    }
    pthread_join(connection->thread, NULL);
    for (sw_ws_message *message = connection->head; message != NULL;) {
        sw_ws_message *next = message->next;
        free(message);
        message = next;
    }
    pthread_mutex_destroy(&connection->lock);
    pthread_cond_destroy(&connection->returned);
    free(connection->message);
    free(connection->host);
    free(connection->path);
    free(connection);
}
