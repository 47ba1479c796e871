#!/usr/bin/env python3
"""Drives `hearth host`'s CalDAV server with python's caldav library (the one Home Assistant's CalDAV
integration uses), as a member's task app would: discovery, both lists, completing an item and a chore,
adding an item, deleting one's own item and another's, and sync-collection; then another family's member
and a wrong password. Prints one fact a line ("lists: ..."), which Tests/HearthServerTests/CalDAVClientTests.swift
reads; exits 1 at the first thing that goes wrong.

    python3 Tests/caldav/drive_caldav.py URL MEMBER TOKEN OTHER_MEMBER OTHER_TOKEN
"""
import sys

import caldav
from caldav.lib import error


def summaries(calendar):
    return sorted(str(todo.icalendar_component["SUMMARY"]) for todo in calendar.todos(include_completed=True))


def find(calendar, summary):
    for todo in calendar.todos(include_completed=True):
        if str(todo.icalendar_component["SUMMARY"]) == summary:
            return todo
    raise SystemExit(f"no to-do {summary!r} in {calendar.get_display_name()}")


def main():
    url, member, token, other_member, other_token = sys.argv[1:6]
    client = caldav.DAVClient(url=url, username=member, password=token)
    principal = client.principal()
    calendars = {calendar.get_display_name(): calendar for calendar in principal.calendars()}
    print("lists: " + " | ".join(sorted(calendars)))
    for name, calendar in sorted(calendars.items()):
        print(f"components: {name}: {','.join(calendar.get_supported_components())}")
    shopping = next(c for n, c in calendars.items() if n.startswith("Shopping list"))
    chores = next(c for n, c in calendars.items() if n.startswith("Chores"))
    mine = calendars["My chores"]
    print("shopping: " + " | ".join(summaries(shopping)))
    print(f"family chores: {len(chores.todos(include_completed=True))}")
    print(f"my chores: {len(mine.todos(include_completed=True))}")

    first = shopping.objects_by_sync_token(load_objects=False)
    print(f"sync: {len(list(first))} objects")
    token_before = first.sync_token

    avocados = find(shopping, "Avocados")
    print("avocados: " + str(avocados.icalendar_component["DESCRIPTION"]).replace("\n", " / "))
    avocados.complete()
    print("completed: Avocados")
    shopping.save_todo(summary="Oat milk 2 l")
    print("added: Oat milk 2 l")
    find(shopping, "Dish soap").delete()
    print("deleted: Dish soap")
    try:
        find(shopping, "Lemons").delete()
        print("deleted: Lemons")
    except error.DAVError as refused:
        print(f"refused: Lemons ({type(refused).__name__})")

    toilet = next(todo for todo in mine.todos(include_completed=True)
                  if str(todo.icalendar_component["SUMMARY"]) == "Clean toilet" and todo.icalendar_component["DUE"].dt.isoformat() == "2026-11-18")
    toilet.complete()
    print("completed: Clean toilet 2026-11-18")

    changed = shopping.objects_by_sync_token(sync_token=token_before, load_objects=True)
    names = sorted(str(o.icalendar_component["SUMMARY"]) if o.data else "(removed)" for o in changed)
    print("changed since: " + " | ".join(names))
    print(f"token moved: {changed.sync_token != token_before}")
    print("completed now: " + " | ".join(sorted(str(t.icalendar_component["SUMMARY"]) for t in shopping.todos(include_completed=True)
                                                 if str(t.icalendar_component.get("STATUS", "")) == "COMPLETED")))

    # Another family's member: his own lists only; the Riveras' are not there for him.
    other = caldav.DAVClient(url=url, username=other_member, password=other_token)
    print("other lists: " + " | ".join(sorted(c.get_display_name() for c in other.principal().calendars())))
    try:
        other.calendar(url=str(shopping.url)).todos(include_completed=True)
        print("other read: allowed")
    except error.DAVError as refused:
        print(f"other read: refused ({type(refused).__name__})")
    try:
        other.calendar(url=str(shopping.url)).get_display_name()
        print("other list: allowed")
    except error.DAVError as refused:
        print(f"other list: refused ({type(refused).__name__})")

    try:
        caldav.DAVClient(url=url, username=member, password="hearth_wrong").principal()
        print("wrong password: allowed")
    except error.AuthorizationError:
        print("wrong password: 401")
    return 0


if __name__ == "__main__":
    sys.exit(main())
