"""A phone as `hearth host` sees it, for the benchmark scripts: HTTP/1.1 to 127.0.0.1 keeping its cookies,
sending forms from a page (Referer), and signing in with a member ID and password."""
import http.client
import re
import sqlite3
import sys
import urllib.parse


class Phone:
    def __init__(self, port):
        self.port = port
        self.cookies = {}
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)

    def request(self, method, path, fields=None, referer=None):
        headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}
        if referer:
            headers["Referer"] = f"http://127.0.0.1:{self.port}{referer}"
        body = None
        if fields is not None:
            body = urllib.parse.urlencode(fields)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        try:
            self.connection.request(method, path, body=body, headers=headers)
            response = self.connection.getresponse()
        except (BrokenPipeError, ConnectionResetError, http.client.RemoteDisconnected):
            # The server closes a connection idle for 30 s (a phone out of signal in offline-storm.py, or
            # any phone on a machine loaded by the whole test suite): a browser opens a new one and sends
            # the request again, which the server never read.
            self.connection.close()
            self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
            self.connection.request(method, path, body=body, headers=headers)
            response = self.connection.getresponse()
        text = response.read().decode()
        for header, value in response.getheaders():
            if header.lower() == "set-cookie":
                name, _, rest = value.partition("=")
                self.cookies[name] = rest.split(";")[0]
        return response.status, response.getheader("Location"), text

    def sign_in(self, member, password):
        _, _, page = self.request("GET", "/sign-in")
        token = re.search(r'name="csrf" value="([^"]+)"', page).group(1)
        status, home, _ = self.request("POST", "/sign-in", {"csrf": token, "member": member, "password": password, "next": "/"})
        assert status == 303, f"sign-in of {member} answered {status}"
        return home


def report(store, last_answered, times, seconds, failures):
    """The end of a load run: every item must hold, in the store (read with SQLite), the state of the last
    change answered for it. Prints "answered, per second, p95 ms, lost writes" on one line and the first
    refusals on standard error; returns the exit status (1 when a write was lost or a change refused)."""
    database = sqlite3.connect(f"file:{store}?mode=ro", uri=True)
    stored = dict(database.execute("SELECT id, completed FROM grocery_items WHERE id IN (%s)" % ",".join("?" * len(last_answered)),
                                   list(last_answered)).fetchall())
    lost = sum(1 for item, checked in last_answered.items() if bool(stored.get(item)) != checked)
    times.sort()
    p95 = times[max(0, int(round(0.95 * len(times))) - 1)] if times else 0
    print(f"{len(times)} {len(times) / seconds:.1f} {p95:.0f} {lost}")
    if failures:
        print(f"refused: {failures[:10]}", file=sys.stderr)
    return 1 if lost or failures else 0
