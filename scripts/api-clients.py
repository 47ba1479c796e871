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
import sqlite3
import sys
import threading
import time


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


if __name__ == "__main__":
    sys.exit(main())
