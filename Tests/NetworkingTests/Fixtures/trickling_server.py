"""A slow peer on 127.0.0.1 for the deadline tests: it answers every connection one byte at a time.

Usage: trickling_server.py MODE [INTERVAL]. Prints its port on the first line, then serves until its
standard input closes. MODE:
  http          an HTTP answer (status line, headers, a 1,000-byte body), one byte every INTERVAL seconds
  ws-handshake  a correct WebSocket handshake answer, one byte every INTERVAL seconds
  ws-message    the handshake at once, then one 1,000-byte text frame, one byte every INTERVAL seconds
                (pings are left unanswered: a pong cannot be sent inside a frame)
  ws-fragments  the handshake at once, then a text message of one-byte fragments, one every INTERVAL
                seconds, that never ends; every ping is answered between two fragments, so the
                connection never looks idle
Every loop is bounded: a connection is served for at most 120 seconds.
"""

import base64
import hashlib
import os
import socket
import sys
import threading
import time

GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
LONGEST_CONNECTION = 120.0


def read_request(connection):
    """The request's header block (up to the blank line), or None when the client left."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = connection.recv(4096)
        if not chunk:
            return None
        data += chunk
    return data.decode("latin-1")


def handshake_answer(request):
    key = ""
    for line in request.split("\r\n"):
        name, _, value = line.partition(":")
        if name.strip().lower() == "sec-websocket-key":
            key = value.strip()
    accept = base64.b64encode(hashlib.sha1((key + GUID).encode()).digest()).decode()
    return ("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            "Sec-WebSocket-Accept: %s\r\n\r\n" % accept).encode()


def trickle(connection, data, interval, deadline):
    for index in range(len(data)):
        if time.time() > deadline:
            return
        connection.sendall(data[index:index + 1])
        time.sleep(interval)


def answer_pings(connection, send_lock, stop):
    """Reads the client's frames (masked) and answers each ping with a pong, until the client leaves."""
    buffer = b""
    while not stop.is_set():
        chunk = connection.recv(4096)
        if not chunk:
            stop.set()
            return
        buffer += chunk
        while len(buffer) >= 2:
            opcode, length = buffer[0] & 0x0F, buffer[1] & 0x7F
            offset = 2
            if length == 126:
                length, offset = int.from_bytes(buffer[2:4], "big"), 4
            elif length == 127:
                length, offset = int.from_bytes(buffer[2:10], "big"), 10
            if len(buffer) < offset + 4 + length:
                break
            mask = buffer[offset:offset + 4]
            payload = bytes(b ^ mask[i % 4] for i, b in enumerate(buffer[offset + 4:offset + 4 + length]))
            buffer = buffer[offset + 4 + length:]
            if opcode == 9:
                with send_lock:
                    connection.sendall(bytes([0x8A, len(payload)]) + payload)
            elif opcode == 8:
                stop.set()
                return


def serve(connection, mode, interval):
    deadline = time.time() + LONGEST_CONNECTION
    request = read_request(connection)
    if request is None:
        return
    if mode == "http":
        body = b"x" * 1000
        head = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n" % len(body)
        trickle(connection, head + body, interval, deadline)
    elif mode == "ws-handshake":
        trickle(connection, handshake_answer(request), interval, deadline)
    elif mode == "ws-message":
        connection.sendall(handshake_answer(request))
        trickle(connection, bytes([0x81, 126]) + (1000).to_bytes(2, "big") + b"y" * 1000, interval, deadline)
    elif mode == "ws-fragments":
        connection.sendall(handshake_answer(request))
        send_lock, stop = threading.Lock(), threading.Event()
        threading.Thread(target=answer_pings, args=(connection, send_lock, stop), daemon=True).start()
        opcode = 0x01
        while not stop.is_set() and time.time() < deadline:
            with send_lock:
                connection.sendall(bytes([opcode, 1]) + b"z")
            opcode = 0x00
            time.sleep(interval)


def handle(connection, mode, interval):
    try:
        serve(connection, mode, interval)
    except OSError:
        pass
    finally:
        connection.close()


def accept_loop(listener, mode, interval):
    while True:
        connection, _ = listener.accept()
        threading.Thread(target=handle, args=(connection, mode, interval), daemon=True).start()


def main():
    mode = sys.argv[1]
    interval = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    sys.stdout.write("%d\n" % listener.getsockname()[1])
    sys.stdout.flush()
    threading.Thread(target=accept_loop, args=(listener, mode, interval), daemon=True).start()
    sys.stdin.read()
    os._exit(0)


if __name__ == "__main__":
    main()
