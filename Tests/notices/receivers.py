#!/usr/bin/env python3
"""Test receivers for the notices of `hearth host`, on loopback: an HTTP server that takes webhooks
(POST /hook) and ntfy's JSON publishing (POST /), and an SMTP server (aiosmtpd) that requires STARTTLS
with a certificate made for the run and signing in as notices / secret. Each message received is written as a line of JSON to RECEIVED
({"via": "webhook"|"ntfy"|"email", ...}). The HTTP server answers 503 to everything for DOWN seconds
from the first request (a receiver that is down: counted from the first request, not from the start, so
that a host slow to start on a busy machine still meets it down). A third port accepts connections and never answers (a receiver
that hangs). Prints "http PORT smtp PORT cafile PATH hang PORT" when ready; runs until killed.

    python3 Tests/notices/receivers.py RECEIVED [DOWN]
"""
import base64
import email
import email.header
import email.policy
import hashlib
import hmac
import http.server
import json
import os
import signal
import socket
import ssl
import subprocess
import sys
import tempfile
import threading
import time

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword


def main():
    # Stopped by the test with SIGTERM: at once (aiosmtpd's threads would keep the process alive).
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    received_path = sys.argv[1]
    down_for = float(sys.argv[2]) if len(sys.argv) > 2 else 0
    down_until = []  # set at the first request
    lock = threading.Lock()

    def record(entry):
        with lock, open(received_path, "a", encoding="utf-8") as out:
            out.write(json.dumps(entry, ensure_ascii=False) + "\n")

    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *arguments):
            pass

        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            with lock:
                if not down_until:
                    down_until.append(time.monotonic() + down_for)
            if time.monotonic() < down_until[0]:
                record({"via": "refused", "path": self.path})
                self.send_response(503)
                self.end_headers()
                return
            if self.path == "/hook":
                record({"via": "webhook", "signature": self.headers.get("X-Hearth-Signature-256"),
                        "delivery": self.headers.get("X-Hearth-Delivery"), "event": self.headers.get("X-Hearth-Event"),
                        "body": body.decode("utf-8")})
            else:
                record({"via": "ntfy", "path": self.path, "json": json.loads(body)})
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(b"{}")

    http_server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=http_server.serve_forever, daemon=True).start()

    folder = tempfile.mkdtemp()
    cert, key = os.path.join(folder, "cert.pem"), os.path.join(folder, "key.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost", "-keyout", key, "-out", cert],
                   check=True, capture_output=True)
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key)

    class Mailbox:
        async def handle_DATA(self, server, session, envelope):
            message = email.message_from_bytes(envelope.content, policy=email.policy.default)
            record({"via": "email", "tls": session.ssl is not None, "login": session.auth_data,
                    "from": envelope.mail_from, "to": envelope.rcpt_tos,
                    "subject": str(message["subject"]), "body": message.get_content().strip()})
            return "250 OK"

    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    smtp_port = probe.getsockname()[1]
    probe.close()
    def authenticator(server, session, envelope, mechanism, auth_data):
        # The one account: notices, with the password secret.
        ok = isinstance(auth_data, LoginPassword) and auth_data.login == b"notices" and auth_data.password == b"secret"
        return AuthResult(success=ok, auth_data="notices" if ok else None)

    controller = Controller(Mailbox(), hostname="127.0.0.1", port=smtp_port, tls_context=context, require_starttls=True,
                            authenticator=authenticator, auth_require_tls=True)
    controller.start()

    # The receiver that hangs: it takes each connection and its request, and keeps them, unanswered.
    hanging = socket.socket()
    hanging.bind(("127.0.0.1", 0))
    hanging.listen(64)
    held = []

    def hold():
        while True:
            connection, _ = hanging.accept()
            held.append(connection)
            record({"via": "hang"})

    threading.Thread(target=hold, daemon=True).start()
    print(f"http {http_server.server_address[1]} smtp {smtp_port} cafile {cert} hang {hanging.getsockname()[1]}", flush=True)
    while True:
        time.sleep(3600)


if __name__ == "__main__":
    main()
