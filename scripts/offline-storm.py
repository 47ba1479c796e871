#!/usr/bin/env python3
"""Five phones of one family, each losing its signal for random spans, making random changes to a shared
list of 50 items for two minutes (docs/offline.md). Each phone keeps its changes while offline as the page's
script does (a queue; a later tick or mark of an item replaces one not sent, a removal all of them, an item
added and removed before it was sent is never sent) and sends them in order, each with its change_id, when
it has a signal again; now and then an answer is "lost" and the change is sent again with the same ID.

Beside the server, the merge rule is applied to the same log in the order the server received it (a model
of docs/offline.md in Python, below). At the end the store must equal the model, item by item, and every
answer must be the one the model expected: applied (303 or 200), outdone by a later change (409), or
refused (400, 403, 404). Prints the figures for docs/performance.md; exits 1 on any difference.

The server puts a change on its own clock when the change arrives (the phone's "at", moved by the time
between the phone's "sent" and the arrival), so the model knows each time only to within its request's
transit: a time here is a window (earliest, latest). Where two windows overlap, either order is one the
rule allows; the model takes the server's answer there and counts it ("too close to tell").

    scripts/offline-storm.py [--seconds 120] [--phones 5] [--items 50] [--seed 67] [--hearth .build/debug/hearth]
"""
import argparse
import os
import random
import re
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
import uuid

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from hearth_phone import Phone  # noqa: E402

FAMILY = "UHRJRTN8ZW2A"  # the demo's Riveras
MEMBERS = {"SB2NHJCBUKK8": "Ana", "3299H3YZ7CE2": "Sam", "RU36KC88MWA4": "Leo", "FUVGWN9JB3SQ": "Mia"}
PASSWORD = "storm in a dead zone"
NAMES = ["Basil", "Capers", "Dates", "Fennel", "Ginger", "Harissa", "Kale", "Leeks", "Miso", "Nutmeg", "Oats", "Paprika",
         "Quinoa", "Radishes", "Sumac", "Tahini", "Udon", "Vanilla", "Walnuts", "Yeast", "Za'atar", "Anchovies", "Bulgur",
         "Chard", "Dill", "Endive", "Figs", "Ghee", "Hummus", "Jam", "Kefir", "Limes", "Mango", "Nori", "Okra", "Pesto",
         "Raisins", "Semolina", "Tamarind", "Vinegar"]
# What the phones add: names on the list (one item when they arrive), names off it, and new ones.
ADDS = NAMES[-12:] + ["Milk", "Lemons", "Cheddar", "Pistachios", "Rhubarb", "Saffron", "Tofu", "Yuzu", "Wasabi", "Ricotta", "Pecans"]
KINDS = ["check", "uncheck", "unavailable", "available", "more", "less", "remove", "add"]
WEIGHTS = [30, 15, 8, 6, 8, 5, 6, 12]


def now_ms():
    return int(time.time() * 1000)


class Model:
    """The merge rule (docs/offline.md) over the family's items, as HouseholdStore.applySent applies it."""

    def __init__(self, items, stamps):
        self.items = items  # reference ID -> {name, quantity, unit, on_list, completed, available, added_by}
        self.stamps = stamps  # reference ID -> {"place": window, "availability": window, "quantity": window}
        self.removals = []  # (item ID, name, removed at: a window)
        self.added = {}  # an applied add's change_id -> the item it made or found
        self.answered = {}  # change_id -> what the server answered first (applied or outdone)
        self.reason = ""  # why the last change judged was refused
        self.told = ""  # what the server answered the change being judged: followed only where times are too close to tell
        self.too_close = set()  # the change_ids whose outcome the windows left open
        self.judging = ""  # the change_id being judged

    def named(self, name):
        for key, item in self.items.items():
            if item["name"].lower() == name.lower():
                return key
        return None

    def before(self, earlier, later, told):
        """Whether the window `earlier` is before `later` on the server's clock; where they overlap, the
        server's answer decides (it is `told` when the server found them in that order)."""
        if earlier[1] < later[0]:
            return True
        if earlier[0] >= later[1]:
            return False
        self.too_close.add(self.judging)
        return self.told == told

    def later(self, key, fields, made):
        """Whether the item's fields were changed after `made` (then the change is outdone)."""
        stamps = self.stamps.get(key, {})
        return any(stamps.get(field) is not None and self.before(made, stamps[field], "outdone") for field in fields)

    def may_change(self, item, member):
        return item["added_by"] is None or item["added_by"] not in MEMBERS or item["added_by"] == member

    def apply(self, change, member, made, told):
        if change["id"] in self.answered:
            return self.answered[change["id"]]
        self.reason = ""
        self.told = told
        self.judging = change["id"]
        outcome = self.judge(change, member, made)
        if outcome != "refused":
            self.answered[change["id"]] = outcome
        return outcome

    def judge(self, change, member, made):
        kind = change["kind"]
        if kind == "add":
            return self.add(change, member, made)
        key = self.added.get(change["added"]) if change.get("added") else change["item"]
        if key is None or key not in self.items:
            return self.refuse("removed meanwhile" if key else "its add was refused")
        item = self.items[key]
        stamp = self.stamps.setdefault(key, {})
        if kind in ("check", "uncheck"):
            if self.later(key, ["place"], made):
                return "outdone"
            if not item["on_list"]:
                return self.refuse("not on the list")
            item["completed"] = kind == "check"
            stamp["place"] = made
        elif kind in ("unavailable", "available"):
            if self.later(key, ["availability"], made):
                return "outdone"
            item["available"] = kind == "available"
            stamp["availability"] = latest(made, stamp.get("availability"))
        elif kind in ("more", "less"):
            if item["unit"] is not None:
                return self.refuse("an amount with a unit")
            if not self.may_change(item, member):
                return self.refuse("only its adder")
            count = item["quantity"] + (1 if kind == "more" else -1)
            if not 1 <= count <= 99:
                return self.refuse("a count from 1 to 99")
            item["quantity"] = count
            stamp["quantity"] = latest(made, stamp.get("quantity"))
        elif kind == "remove":
            if self.later(key, ["place", "availability", "quantity"], made):
                return "outdone"
            if not self.may_change(item, member):
                return self.refuse("only its adder")
            self.removals = [removal for removal in self.removals if removal[0] != key] + [(key, item["name"], made)]
            del self.items[key]
            self.stamps.pop(key, None)
        return "applied"

    def refuse(self, reason):
        self.reason = reason
        return "refused"

    def add(self, change, member, made):
        name, quantity = change["name"], int(change["quantity"]) if change["quantity"] else None
        key = self.named(name)
        if key is None:
            removed = [at for _, removed_name, at in self.removals if removed_name.lower() == name.lower()]
            if removed and self.before(made, latest(*removed), "refused"):
                return self.refuse("added before its removal")
            key = "added:" + change["id"]
            self.items[key] = {"name": name, "quantity": quantity or 1, "unit": None, "on_list": True, "completed": False,
                               "available": True, "added_by": member}
            self.stamps[key] = {"place": made}
            self.added[change["id"]] = key
            return "applied"
        item = self.items[key]
        stamp = self.stamps.setdefault(key, {})
        gives = quantity is not None and (item["unit"] is not None or item["quantity"] != quantity)
        if self.later(key, ([] if item["on_list"] else ["place"]) + (["quantity"] if gives else []), made):
            return "outdone"
        if item["on_list"]:
            if gives:
                if not self.may_change(item, member):
                    return self.refuse("only its adder")
                item["quantity"], item["unit"] = quantity, None
                stamp["quantity"] = latest(made, stamp.get("quantity"))
            stamp["place"] = latest(made, stamp.get("place"))
        else:
            item["on_list"], item["completed"] = True, False
            if quantity is not None:
                item["quantity"], item["unit"] = quantity, None
            stamp["place"] = made
        self.added[change["id"]] = key
        return "applied"


def latest(*windows):
    """The later of changes' times, each a window (earliest, latest); None is no change."""
    windows = [window for window in windows if window is not None]
    return (max(window[0] for window in windows), max(window[1] for window in windows))


class SimulatedPhone:
    """A phone's page: its queue, what it knows of the list, and its signal."""

    def __init__(self, member, port, known, offline_spans, skew):
        self.member = member
        self.http = Phone(port)
        self.home = self.http.sign_in(member, PASSWORD)
        _, _, page = self.http.request("GET", self.home + "groceries/")
        self.csrf = re.search(r'name="csrf" value="([^"]+)"', page).group(1)
        self.known = list(known)  # (item ID or None, the add's change_id or None, owner)
        self.queue = []
        self.offline_spans = offline_spans
        self.skew = skew  # this phone's clock, off by so many ms

    def online(self, moment):
        return not any(start <= moment < end for start, end in self.offline_spans)

    def make(self, rng):
        kind = rng.choices(KINDS, WEIGHTS)[0]
        change = {"id": str(uuid.uuid4()), "kind": kind, "at": now_ms() + self.skew}
        if kind == "add":
            change.update(name=rng.choice(ADDS), quantity=rng.choice(["", "", "1", "2", "3"]))
            self.known.append((None, change["id"], self.member))
            self.queue.append(change)
            return change
        mine = [ref for ref in self.known if ref[2] == self.member]
        choices = mine if kind in ("more", "less", "remove") else self.known
        if not choices:
            return None
        item, added, _ = rng.choice(choices)
        change.update(item=item, added=added)
        same = lambda other: other["kind"] != "add" and other.get("item") == item and other.get("added") == added
        if kind == "remove":
            self.known.remove((item, added, self.member))
            if added and any(other["id"] == added for other in self.queue):
                # Added and taken back on this phone before either was sent: nothing is sent.
                self.queue = [other for other in self.queue if other["id"] != added and other.get("added") != added]
                return None
            self.queue = [other for other in self.queue if not same(other)]
        elif kind in ("check", "uncheck", "unavailable", "available"):
            pair = ("check", "uncheck") if kind in ("check", "uncheck") else ("unavailable", "available")
            self.queue = [other for other in self.queue if not (same(other) and other["kind"] in pair)]
        self.queue.append(change)
        return change

    def post(self, change):
        """Sends a change; returns the answer's status and when the change was made on the server's clock: a
        window from the moment made to that moment plus the request's time (the server moved "at" by the time
        from "sent" to the change's arrival, somewhere in the request)."""
        sent = now_ms()
        fields = {"csrf": self.csrf, "change_id": change["id"], "at": str(change["at"]), "sent": str(sent + self.skew)}
        if change["kind"] == "add":
            fields.update(name=change["name"], quantity=change["quantity"], location="")
            path = self.home + "act/grocery/add"
        else:
            fields[change["kind"]] = change["added"] or change["item"]
            if change["added"]:
                fields["item_change"] = change["added"]
            path = self.home + "act/grocery/item"
        status, _, _ = self.http.request("POST", path, fields, referer=self.home + "groceries/")
        made = change["at"] - self.skew
        return status, (made - 1, made + (now_ms() - sent) + 1)


def answer(status):
    if status in (200, 303):
        return "applied"
    if status == 409:
        return "outdone"
    if status in (400, 403, 404):
        return "refused"
    return f"status {status}"


def read_items(store, family):
    database = sqlite3.connect(f"file:{store}?mode=ro", uri=True)
    rows = database.execute("SELECT id, name, quantity, unit, on_list, completed, available, added_by FROM grocery_items WHERE family_id = ?",
                            [family]).fetchall()
    items = {row[0]: {"name": row[1], "quantity": row[2], "unit": row[3], "on_list": bool(row[4]), "completed": bool(row[5]),
                      "available": bool(row[6]), "added_by": row[7]} for row in rows}
    stamps = {}
    for item, changed in database.execute("SELECT item_id, changed FROM grocery_item_changes WHERE family_id = ?", [family]):
        stamps.setdefault(item, {})["place"] = changed
    for item, field, changed in database.execute("SELECT item_id, field, changed FROM grocery_field_changes WHERE family_id = ?", [family]):
        stamps.setdefault(item, {})[field] = changed
    database.close()
    return items, stamps


def main():
    options = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    options.add_argument("--seconds", type=float, default=120)
    options.add_argument("--phones", type=int, default=5)
    options.add_argument("--items", type=int, default=50)
    options.add_argument("--seed", type=int, default=67)
    options.add_argument("--hearth", default=".build/debug/hearth")
    arguments = options.parse_args()
    hearth = os.path.abspath(arguments.hearth)
    rng = random.Random(arguments.seed)
    folder = tempfile.mkdtemp(prefix="offline-storm-")
    store = os.path.join(folder, "household.sqlite")

    def run(*words, stdin=None):
        subprocess.run([hearth, *words, "--store", store], cwd=folder, input=stdin, capture_output=True, text=True, check=True)

    run("init", "--demo")
    for member in MEMBERS:
        run("member", "password", member, stdin=PASSWORD + "\n")
    items, _ = read_items(store, FAMILY)
    for index, name in enumerate(name for name in NAMES if name not in {item["name"] for item in items.values()}):
        if len(items) + index >= arguments.items:
            break
        run("grocery", "add", name, "--quantity", str(rng.randint(1, 3)), "--as", rng.choice(list(MEMBERS)))
    items, stamps = read_items(store, FAMILY)
    # The store's stamps are exact: windows of one moment.
    model = Model(dict(items), {key: {field: (at, at) for field, at in fields.items()} for key, fields in stamps.items()})

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    log = open(os.path.join(folder, "host.log"), "w")
    host = subprocess.Popen([hearth, "host", "--store", store, "--port", str(port), "--date", "2026-11-19", "--output", "site"],
                            cwd=folder, stderr=log, stdout=subprocess.DEVNULL)
    try:
        for _ in range(600):
            if "at http://127.0.0.1:" in open(os.path.join(folder, "host.log")).read():
                break
            time.sleep(0.1)
        start = time.time()
        members = list(MEMBERS)
        phones = []
        for index in range(arguments.phones):
            member = members[index % len(members)]
            spans, moment = [], start + rng.uniform(0, 10)
            while moment < start + arguments.seconds:
                length = rng.uniform(5, 30)
                spans.append((moment, moment + length))
                moment += length + rng.uniform(5, 25)
            # What the phone's list shows: the items on it.
            known = [(key, None, item["added_by"]) for key, item in items.items() if item["on_list"]]
            phones.append(SimulatedPhone(member, port, known, spans, skew=rng.randint(-30_000, 30_000)))

        # The storm's seconds begin once every phone is signed in (five sign-ins take a while on a busy machine).
        delay = time.time() - start
        start += delay
        for phone in phones:
            phone.offline_spans = [(begin + delay, end + delay) for begin, end in phone.offline_spans]

        figures = {"made": 0, "sent": 0, "again": 0, "applied": 0, "outdone": 0, "refused": 0, "wrong": [], "times": [], "longest": 0,
                   "reasons": {}}

        def send(phone):
            while phone.queue:
                change = phone.queue[0]
                started = time.perf_counter()
                status, made = phone.post(change)
                figures["times"].append((time.perf_counter() - started) * 1000)
                # The model takes the change as the server did: made when it says, on the server's clock.
                outcome = model.apply(change, phone.member, made, answer(status))
                figures["sent"] += 1
                if answer(status) != outcome:
                    figures["wrong"].append(f"{phone.member} {change['kind']} {change.get('name') or change.get('item') or change.get('added')}: "
                                            f"answered {status}, the rule says {outcome}")
                if rng.random() < 0.05:
                    # The answer was lost: the phone sends the change again, with the same ID.
                    figures["again"] += 1
                    again, made = phone.post(change)
                    if answer(again) != model.apply(change, phone.member, made, answer(again)):
                        figures["wrong"].append(f"{change['kind']} sent again: answered {again}")
                figures[outcome if outcome in figures else "refused"] += 1
                if outcome == "refused":
                    figures["reasons"][model.reason] = figures["reasons"].get(model.reason, 0) + 1
                phone.queue.pop(0)
                if outcome == "refused" and change["kind"] == "add":
                    phone.queue = [other for other in phone.queue if other.get("added") != change["id"]]
                    phone.known = [ref for ref in phone.known if ref[1] != change["id"]]

        while time.time() < start + arguments.seconds:
            phone = rng.choice(phones)
            if phone.make(rng):
                figures["made"] += 1
            figures["longest"] = max(figures["longest"], max(len(other.queue) for other in phones))
            for other in phones:
                if other.online(time.time()):
                    send(other)
            time.sleep(0.05)
        drain = time.time()
        for phone in phones:
            send(phone)
        drained = time.time() - drain

        stored, _ = read_items(store, FAMILY)
        by_name = lambda table: {item["name"].lower(): (item["name"], item["quantity"], item["unit"], item["on_list"], item["completed"],
                                                        item["available"]) for item in table.values()}
        have, want = by_name(stored), by_name(model.items)
        differences = [f"{name}: store {have.get(name)}, rule {want.get(name)}" for name in sorted(set(have) | set(want)) if have.get(name) != want.get(name)]
        times = sorted(figures["times"])
        p95 = times[max(0, int(round(0.95 * len(times))) - 1)] if times else 0
        print(f"phones {arguments.phones}, items {len(items)} at the start, {arguments.seconds:.0f} s: {figures['made']} changes made, "
              f"{figures['sent']} sent ({figures['again']} sent again after a lost answer), applied {figures['applied']}, "
              f"outdone {figures['outdone']}, refused {figures['refused']} "
              f"({', '.join(f'{reason}: {count}' for reason, count in sorted(figures['reasons'].items(), key=lambda pair: -pair[1]))}); longest queue {figures['longest']}; "
              f"last queues sent in {drained:.1f} s; send p95 {p95:.0f} ms; too close to tell: {len(model.too_close)}")
        print(f"answers not as the rule says: {len(figures['wrong'])}; items where the store differs from the rule: {len(differences)} "
              f"(of {len(want)})")
        for line in (figures["wrong"] + differences)[:20]:
            print("  " + line, file=sys.stderr)
        return 1 if figures["wrong"] or differences else 0
    finally:
        host.terminate()
        host.wait()


if __name__ == "__main__":
    sys.exit(main())
