#!/usr/bin/env python3
"""API clients ticking at once through `hearth host` (issue 48), as a household's other tools would: one
client per token given, each checking and unchecking its own share of the grocery list through
/api/v1/grocery-items/{id}/check and /uncheck for SECONDS seconds, each waiting for its answer before the
next, half of them sending If-Match with the ETag of their last answer. Every answered change (a 200) is
noted; at the end the store (read with SQLite) must hold, for every item, the state of the last change
answered for it: a change answered and not in the store is a lost write.

Prints "changes answered, changes per second, p95 ms, lost writes" on one line; exits 1 when a write is
lost or a change is refused.

    scripts/api-clients.py PORT STORE SECONDS TOKEN...
"""
import http.client
import json
import sys
import threading
import time

from hearth_phone import report


def main():
    port, store, seconds, tokens = int(sys.argv[1]), sys.argv[2], float(sys.argv[3]), sys.argv[4:]

    def call(connection, method, path, token, headers=None):
        connection.request(method, "/api/v1" + path, headers={"Authorization": "Bearer " + token, **(headers or {})})
        answer = connection.getresponse()
        return answer.status, answer.getheader("ETag"), answer.read()

    first = http.client.HTTPConnection("127.0.0.1", port)
    status, _, body = call(first, "GET", "/grocery-items", tokens[0])
    assert status == 200, f"the list: {status} {body[:200]!r}"
    items = sorted(item["id"] for item in json.loads(body)["items"])
    assert items, "no item on the grocery list"

    last_answered = {}   # item -> True (checked) / False, as the last answered change left it
    lock = threading.Lock()
    times = []
    failures = []
    deadline = time.monotonic() + seconds

    def run(index):
        connection = http.client.HTTPConnection("127.0.0.1", port)
        token = tokens[index]
        mine = items[index::len(tokens)] or items[:1]
        tags = {}
        turn = 0
        while time.monotonic() < deadline:
            item = mine[turn % len(mine)]
            checked = (turn // len(mine)) % 2 == 0
            turn += 1
            headers = {"If-Match": tags[item]} if index % 2 == 0 and item in tags else {}
            started = time.perf_counter()
            status, tag, body = call(connection, "POST", f"/grocery-items/{item}/{'check' if checked else 'uncheck'}", token, headers)
            elapsed = (time.perf_counter() - started) * 1000
            with lock:
                if status == 200:
                    last_answered[item] = checked
                    tags[item] = tag
                    times.append(elapsed)
                else:
                    failures.append((status, body[:120]))

    threads = [threading.Thread(target=run, args=(index,)) for index in range(len(tokens))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    return report(store, last_answered, times, seconds, failures)


if __name__ == "__main__":
    sys.exit(main())
