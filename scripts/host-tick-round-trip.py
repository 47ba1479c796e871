#!/usr/bin/env python3
"""A tick's round trip through `hearth host`, as a phone makes it: POST the grocery form, follow the
303 to the page, read the page with the change. Signs in as MEMBER_ID, then ticks and unticks the
first item of the grocery page COUNT times and prints the median, p95 and slowest round trip in ms.

    scripts/host-tick-round-trip.py PORT MEMBER_ID PASSWORD [COUNT]
"""
import re
import statistics
import sys
import time

from hearth_phone import Phone


def main():
    port, member, password = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    count = int(sys.argv[4]) if len(sys.argv) > 4 else 50
    phone = Phone(port)
    request = phone.request
    home = phone.sign_in(member, password)
    groceries = home + "groceries/"
    _, _, page = request("GET", groceries)
    times = []
    for index in range(count):
        verb = "uncheck" if index % 2 else "check"
        token = re.search(r'action="\.\./act/grocery/item"[^>]*><input type="hidden" name="csrf" value="([^"]+)"', page)
        item = re.search(r'name="' + verb + r'" value="([^"]+)"', page)
        assert token and item, f"no {verb} button on {groceries}"
        started = time.perf_counter()
        status, location, _ = request("POST", home + "act/grocery/item", {"csrf": token.group(1), verb: item.group(1)}, referer=groceries)
        assert status == 303, f"the tick answered {status}"
        assert location == groceries, f"the tick led to {location}, not back to {groceries}"
        status, _, page = request("GET", location)
        times.append((time.perf_counter() - started) * 1000)
        assert status == 200
    times.sort()
    p95 = times[max(0, int(round(0.95 * len(times))) - 1)]
    print(f"{statistics.median(times):.0f} {p95:.0f} {times[-1]:.0f}")


if __name__ == "__main__":
    main()
