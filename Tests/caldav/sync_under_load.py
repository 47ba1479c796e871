#!/usr/bin/env python3
"""Five task apps sync the shopping list every second while a phone ticks items through the API and a
task app completes others: at the end every app's copy is the store's list, and every change made is in
the store (none lost). Prints the figures; exits 1 when anything was lost.

    python3 Tests/caldav/sync_under_load.py URL MEMBER TOKEN SECONDS
"""
import json
import random
import sys
import threading
import time
import urllib.request

import caldav

APPS = 5


def status_of(todo_data):
    return "COMPLETED" if "STATUS:COMPLETED" in todo_data else "NEEDS-ACTION"


def sync(calendar, token, copy):
    """What changed since `token` put into `copy` (address -> STATUS), as a task app keeps it; the new token."""
    changed = calendar.objects_by_sync_token(sync_token=token, load_objects=True)
    for o in changed:
        if o.data is None:
            copy.pop(str(o.url), None)
        else:
            copy[str(o.url)] = status_of(o.data)
    return changed.sync_token


def main():
    url, member, token, seconds = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
    api = url.split("/dav/")[0] + "/api/v1"
    stop = time.monotonic() + seconds
    errors = []

    def client():
        davclient = caldav.DAVClient(url=url, username=member, password=token)
        return next(c for c in davclient.principal().calendars() if c.get_display_name().startswith("Shopping list"))

    shopping = client()
    items = sorted(shopping.todos(include_completed=True), key=lambda t: str(t.url))
    by_phone, by_app = items[: len(items) // 2], items[len(items) // 2:]
    ids = {str(t.url): str(t.icalendar_component["UID"]) for t in items}

    # Each app's copy of the list: address -> STATUS, kept from sync-collection alone.
    copies, syncs = [{} for _ in range(APPS)], [0] * APPS

    def syncing(index):
        calendar = client()
        collection = calendar.objects_by_sync_token(load_objects=True)
        token_now = collection.sync_token
        for o in collection:
            copies[index][str(o.url)] = status_of(o.data)
        while time.monotonic() < stop:
            time.sleep(1)
            try:
                token_now = sync(calendar, token_now, copies[index])
                syncs[index] += 1
            except Exception as failure:  # noqa: BLE001 - every failure is counted and shown
                errors.append(f"app {index}: {failure!r}")
        # One last sync after the writers stopped.
        time.sleep(1.5)
        sync(calendar, token_now, copies[index])

    intended, writes = {}, {"phone": 0, "app": 0}

    def phone():
        rng = random.Random(1)
        while time.monotonic() < stop - 1:
            todo = rng.choice(by_phone)
            verb = rng.choice(["check", "uncheck"])
            request = urllib.request.Request(f"{api}/grocery-items/{ids[str(todo.url)]}/{verb}", method="POST",
                                             headers={"Authorization": f"Bearer {token}"})
            try:
                with urllib.request.urlopen(request, timeout=10) as answer:
                    json.load(answer)
                intended[str(todo.url)] = "COMPLETED" if verb == "check" else "NEEDS-ACTION"
                writes["phone"] += 1
            except Exception as failure:  # noqa: BLE001
                errors.append(f"phone {verb}: {failure!r}")
            time.sleep(0.1)

    def task_app():
        rng = random.Random(2)
        calendar = client()
        while time.monotonic() < stop - 1:
            address = str(rng.choice(by_app).url)
            todo = caldav.Todo(client=calendar.client, url=address, parent=calendar)
            todo.load()
            try:
                # Toggled, as a person taps it.
                if status_of(todo.data) == "NEEDS-ACTION":
                    todo.complete()
                    intended[address] = "COMPLETED"
                else:
                    todo.uncomplete()
                    intended[address] = "NEEDS-ACTION"
                writes["app"] += 1
            except Exception as failure:  # noqa: BLE001
                errors.append(f"task app: {failure!r}")
            time.sleep(0.3)

    threads = [threading.Thread(target=syncing, args=(i,)) for i in range(APPS)] + [threading.Thread(target=phone), threading.Thread(target=task_app)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    final = {str(t.url): status_of(t.data) for t in client().todos(include_completed=True)}
    lost_in_store = [address for address, status in intended.items() if final.get(address) != status]
    stale_copies = [index for index, copy in enumerate(copies) if copy != final]
    print(f"seconds: {seconds:g}; apps syncing: {APPS}; syncs: {sum(syncs)}; writes: {writes['phone']} by the phone (API), {writes['app']} by a task app")
    print(f"errors: {len(errors)}" + (f" ({errors[:3]})" if errors else ""))
    print(f"lost in the store: {len(lost_in_store)}")
    print(f"apps whose copy differs from the store: {len(stale_copies)}")
    return 0 if not errors and not lost_in_store and not stale_copies else 1


if __name__ == "__main__":
    sys.exit(main())
