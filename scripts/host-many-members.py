#!/usr/bin/env python3
"""Members ticking at once through `hearth host`, as a family's phones would: PHONES phones, each signed in
as one of the members given (in turn, when there are fewer members than phones), tick and untick their own
share of the grocery list for SECONDS seconds, each waiting for its answer before the next tick. Every
answered tick (a 303) is noted; at the end the store (read with SQLite) must hold, for every item, the
state of the last tick answered for it: a tick answered and not in the store is a lost write.

Prints "ticks answered, ticks per second, p95 ms, lost writes" on one line; exits 1 when a write is lost.

    scripts/host-many-members.py PORT STORE PASSWORD PHONES SECONDS MEMBER_ID...
"""
import re
import sys
import threading
import time

from hearth_phone import Phone, report


def main():
    port, store, password = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    phones, seconds, members = int(sys.argv[4]), float(sys.argv[5]), sys.argv[6:]
    first = Phone(port)
    home = first.sign_in(members[0], password)
    groceries = home + "groceries/"
    _, _, page = first.request("GET", groceries)
    token = re.search(r'name="csrf" value="([^"]+)"', page).group(1)
    items = sorted(set(re.findall(r'<button class="item__mark item__toggle" type="submit" name="(?:un)?check" value="([^"]+)"', page)))
    assert items, "no item on the grocery list"

    last_answered = {}   # item -> True (checked) / False, as the last answered tick left it
    lock = threading.Lock()
    times = []
    failures = []

    # The phones sign in one after another, as a family's do: twenty sign-ins from one address in the
    # same instant are what the sign-in throttle slows (each try counts until its password is checked).
    signed_in = [(first, token)]
    for index in range(1, phones):
        phone = Phone(port)
        phone.sign_in(members[index % len(members)], password)
        _, _, own = phone.request("GET", groceries)
        signed_in.append((phone, re.search(r'name="csrf" value="([^"]+)"', own).group(1)))
    deadline = time.monotonic() + seconds

    def run(index):
        phone, csrf = signed_in[index]
        mine = items[index::phones] or items[:1]
        turn = 0
        while time.monotonic() < deadline:
            item = mine[turn % len(mine)]
            checked = (turn // len(mine)) % 2 == 0
            turn += 1
            started = time.perf_counter()
            status, _, _ = phone.request("POST", home + "act/grocery/item",
                                         {"csrf": csrf, ("check" if checked else "uncheck"): item}, referer=groceries)
            elapsed = (time.perf_counter() - started) * 1000
            with lock:
                if status == 303:
                    last_answered[item] = checked
                    times.append(elapsed)
                else:
                    failures.append(status)

    threads = [threading.Thread(target=run, args=(index,)) for index in range(phones)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    return report(store, last_answered, times, seconds, failures)


if __name__ == "__main__":
    sys.exit(main())
