// One WebSocket client connection through the system's libwebsockets, loaded with dlopen on first use,
// serviced on a thread of its own (Debian's build has no external poll to join our run loop).

#ifndef STOCKWATCH_WEBSOCKET_TRANSPORT_H
#define STOCKWATCH_WEBSOCKET_TRANSPORT_H

#include <stddef.h>
#include <stdint.h>

/// What a connection reports through its callback, always from its service thread.
typedef enum sw_ws_event {
    SW_WS_CONNECTED = 0,  ///< The handshake succeeded; data and length are empty.
    SW_WS_TEXT,           ///< One whole message (fragments joined); data is its bytes.
    SW_WS_CLOSED,         ///< The connection ended after being open; data is the reason. Last event.
    SW_WS_FAILED,         ///< The connection never opened (or the library is missing); data is why. Last event.
} sw_ws_event;

/// Receives a connection's events. `data` is valid only during the call.
typedef void (*sw_ws_callback)(void *context, sw_ws_event event, const char *data, size_t length);

/// When the app next uses what a read delivers (its next frame), shared by its connections: a read
/// waits until then, so it takes every message that arrived meanwhile at once, and after handing
/// messages over a connection waits for the next announcement rather than for the socket.
typedef struct sw_ws_pacing sw_ws_pacing;
/// A pacing whose next use is "now" until told otherwise.
sw_ws_pacing *sw_ws_pacing_create(void);
/// The next use, in CLOCK_MONOTONIC nanoseconds; any thread. Wakes the connections waiting for it.
void sw_ws_pacing_set_next_use(sw_ws_pacing *pacing, uint64_t monotonic_nanoseconds);
/// Frees a pacing no open connection uses any more.
void sw_ws_pacing_free(sw_ws_pacing *pacing);
/// How long a read waits at `now` for a next use at `next_use` (both CLOCK_MONOTONIC ns): until it,
/// at most 20 ms (a use far ahead is a stale one), none when it is past or unset.
uint64_t sw_ws_read_wait(uint64_t next_use, uint64_t now);
/// Where to connect and how to watch the line.
typedef struct sw_ws_options {
    const char *host;          ///< Host name or address (also the Host header).
    int port;
    const char *path;          ///< Request path, "/" at least.
    unsigned ping_seconds;     ///< Idle seconds before the library sends a ping (0: never).
    unsigned hangup_seconds;   ///< Idle seconds (no pong either) before it hangs up (0: never).
    size_t max_message_length; ///< A longer message ends the connection instead of filling memory.
    sw_ws_pacing *pacing;      ///< When reads are used (NULL: read at once); must outlive the connection.
} sw_ws_options;

/// One connection: opened by sw_ws_open, released by sw_ws_close.
typedef struct sw_ws_connection sw_ws_connection;

/// Starts connecting; events go to `callback` on the connection's own thread. Never NULL: when the
/// library cannot be loaded, the connection reports SW_WS_FAILED with the reason.
sw_ws_connection *sw_ws_open(const sw_ws_options *options, sw_ws_callback callback, void *context);

/// Queues one text message; false once the connection is closing or closed.
int sw_ws_send_text(sw_ws_connection *connection, const char *data, size_t length);

/// Queues one pong frame carrying `data` (at most 125 bytes); false once closing or closed.
int sw_ws_send_pong(sw_ws_connection *connection, const char *data, size_t length);

/// Closes the connection (a close frame when open), waits for its thread and frees it. No callback
/// runs after it returns. Call once, never from the callback.
void sw_ws_close(sw_ws_connection *connection);

#endif
