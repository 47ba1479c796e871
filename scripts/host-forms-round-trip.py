#!/usr/bin/env python3
"""Every phone form's round trip through `hearth host`, as a browser makes it: POST the form from its page,
follow the 303, read the page it leads to (or the page
answered, for a change whose answer says more). Signs in as MEMBER_ID, then presses each form COUNT times in turn
(the shopping trip's start, pause, resume and stop; a location moved down and up; a meal planned and removed;
a chore done and undone; a wish added; an item added; a tick), and prints one line a form:
"NAME median p95 slowest" in ms.

    scripts/host-forms-round-trip.py PORT MEMBER_ID PASSWORD [COUNT]
"""
import random
import re
import statistics
import sys
import time

from hearth_phone import Phone


def main():
    port, member, password = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    count = int(sys.argv[4]) if len(sys.argv) > 4 else 20
    phone = Phone(port)
    home = phone.sign_in(member, password)
    times = {}
    # Wishes and items added are new each run (a store may be pressed again).
    run = random.randrange(10**6)

    def page(path):
        status, _, text = phone.request("GET", home + path)
        assert status == 200, f"{home + path} answered {status}"
        return text

    def csrf(text):
        return re.search(r'name="csrf" value="([^"]+)"', text).group(1)

    def press(name, back, action, fields):
        """POSTs the form from page `back`, follows its 303 to the page and reads it; timed as `name`."""
        token = csrf(page(back))
        started = time.perf_counter()
        status, location, _ = phone.request("POST", home + "act/" + action, {"csrf": token, **fields}, referer=home + back)
        # 303 to the page; a change whose answer says more than the page shows (a meal planned) is a page itself.
        assert status in (200, 303), f"{action} answered {status}"
        if status == 303:
            status, _, _ = phone.request("GET", location)
            assert status == 200, f"{action} led to {location}, which answered {status}"
        times.setdefault(name, []).append((time.perf_counter() - started) * 1000)

    family = page("family/")
    location = re.search(r'action="\.\./act/location/move".*?name="location" value="([^"]+)"', family, re.S).group(1)
    recipe_link = re.search(r'href="([^"/]+/)index\.html"', page("recipes/").split("sorted/servings-descending", 1)[1]).group(1)
    recipe = re.search(r'name="recipe" value="([^"]+)"', page("recipes/" + recipe_link)).group(1)
    chore = re.search(r'act/chore/done".*?name="chore" value="([^"]+)".*?name="date" value="([^"]+)"', page("chores/today/"), re.S)

    for index in range(count):
        press("trip start", "shopping/", "trip/start", {"pause": "on"})
        press("trip pause", "shopping/", "trip/pause", {})
        press("trip resume", "shopping/", "trip/resume", {})
        press("trip stop", "shopping/", "trip/stop", {})
        press("location move", "family/", "location/move", {"location": location, "step": "down" if index % 2 == 0 else "up"})
        # A day of the week the menu shows (the host runs on 2026-11-19, as scripts/benchmark starts it).
        press("meal add", "menu/", "meal/add", {"recipe": recipe, "date": "2026-11-%d" % (16 + index % 7), "meal": "dinner"})
        menu = page("menu/")
        meal = re.findall(r'act/meal/remove".*?name="meal" value="([^"]+)"', menu, re.S)[-1]
        press("meal remove", "menu/", "meal/remove", {"meal": meal})
        press("chore done", "chores/today/", "chore/done", {"chore": chore.group(1), "date": chore.group(2), "member": member})
        press("chore undo", "chores/today/", "chore/undo", {"chore": chore.group(1), "date": chore.group(2), "member": member})
        press("wish add", "chores/wishes/", "wish/add", {"text": f"Wish {run}-{index}"})
        press("grocery add", "groceries/", "grocery/add", {"name": f"Benchmark item {run}-{index}", "quantity": "2"})
        groceries = page("groceries/")
        verb = "uncheck" if index % 2 else "check"
        item = re.search(r'name="' + verb + r'" value="([^"]+)"', groceries).group(1)
        press("tick", "groceries/", "grocery/item", {verb: item})

    for name, values in times.items():
        values.sort()
        p95 = values[max(0, int(round(0.95 * len(values))) - 1)]
        print(f"{name.replace(' ', '_')} {statistics.median(values):.0f} {p95:.0f} {values[-1]:.0f}")


if __name__ == "__main__":
    main()
