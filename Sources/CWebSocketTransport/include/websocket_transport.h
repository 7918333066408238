// One WebSocket client connection through the system's libwebsockets, loaded with dlopen on first use,
// serviced on a thread of its own and, while busy, on the app's thread right before its frames
// (Debian's build has no external poll to join our run loop).

#ifndef STOCKWATCH_WEBSOCKET_TRANSPORT_H
#define STOCKWATCH_WEBSOCKET_TRANSPORT_H

#include <stddef.h>
#include <stdint.h>

/// What a connection reports through its callback: from its service thread, or from the thread that
/// reads it through a pacing while it is handed over (never from two threads at once).
typedef enum sw_ws_event {
    SW_WS_CONNECTED = 0,  ///< The handshake succeeded; data and length are empty.
    SW_WS_TEXT,           ///< One whole message (fragments joined); data is its bytes.
    SW_WS_CLOSED,         ///< The connection ended after being open; data is the reason. Last event.
    SW_WS_FAILED,         ///< The connection never opened (or the library is missing); data is why. Last event.
} sw_ws_event;

/// Receives a connection's events. `data` is valid only during the call.
typedef void (*sw_ws_callback)(void *context, sw_ws_event event, const char *data, size_t length);

/// The app's thread reading busy connections right before its frames: a connection whose service
/// thread handed a message over is handed to the pacing, and `sw_ws_pacing_read` services it on the
/// caller's thread until it falls quiet, when it goes back to its own thread (which also takes it back
/// after 100 ms without a read). Shared by any number of connections.
typedef struct sw_ws_pacing sw_ws_pacing;
/// A pacing with no connection handed over yet. `wanted(context)` is called (from a service thread,
/// no lock held) when a connection is handed over while the reader expects none: read soon.
sw_ws_pacing *sw_ws_pacing_create(void (*wanted)(void *context), void *context);
/// Reads every connection handed over, on the calling thread, without waiting: what came meanwhile
/// is reported now. One whose reads brought nothing for `quiet_ns` goes back to its thread. Returns how many
/// remain handed over (non-zero: call again before the next frame). One thread at a time.
int sw_ws_pacing_read(sw_ws_pacing *pacing, uint64_t quiet_ns);
/// Whether a connection is handed over now (non-zero): the reader should read before its next frame,
/// also when the `wanted` call that said so was handled before a read it came too late for.
int sw_ws_pacing_has_handed_over(sw_ws_pacing *pacing);
/// How many times connections' own threads woke while handed over (each waits for its connection to
/// come back, waking every 100 ms to check for a reader that stopped): a count tests bound, not a clock.
unsigned long sw_ws_pacing_handed_over_wakeups(sw_ws_pacing *pacing);
/// Frees a pacing no open connection uses any more.
void sw_ws_pacing_free(sw_ws_pacing *pacing);
/// Where to connect and how to watch the line.
typedef struct sw_ws_options {
    const char *host;          ///< Host name or address (also the Host header).
    int port;
    const char *path;          ///< Request path, "/" at least.
    unsigned ping_seconds;     ///< Idle seconds before the library sends a ping (0: never).
    unsigned hangup_seconds;   ///< Idle seconds (no pong either) before it hangs up (0: never).
    size_t max_message_length; ///< A longer message ends the connection instead of filling memory.
    unsigned handshake_seconds; ///< Seconds from connecting to an accepted handshake, however the bytes trickle (0: the library's 20).
    unsigned message_seconds;   ///< Seconds from a message's first byte to its last before the connection ends (0: no limit).
    sw_ws_pacing *pacing;      ///< Who reads it while busy (NULL: its thread alone); must outlive the connection.
} sw_ws_options;

/// One connection: opened by sw_ws_open, released by sw_ws_close.
typedef struct sw_ws_connection sw_ws_connection;

/// Starts connecting; events go to `callback` on the connection's own thread (or its pacing's
/// reader). Never NULL: when the library cannot be loaded, the connection reports SW_WS_FAILED with
/// the reason.
sw_ws_connection *sw_ws_open(const sw_ws_options *options, sw_ws_callback callback, void *context);

/// Queues one text message; false once the connection is closing or closed.
int sw_ws_send_text(sw_ws_connection *connection, const char *data, size_t length);

/// Queues one pong frame carrying `data` (at most 125 bytes); false once closing or closed.
int sw_ws_send_pong(sw_ws_connection *connection, const char *data, size_t length);

/// Closes the connection (a close frame when open), waits for its thread and frees it. No callback
/// runs after it returns. Call once, never from the callback.
void sw_ws_close(sw_ws_connection *connection);

#endif
