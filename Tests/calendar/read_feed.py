#!/usr/bin/env python3
"""Reads a calendar feed with python's icalendar, as a calendar app would: prints its name, how many
events it holds, and each event's summary, one a line. Exits 1 when icalendar cannot read it.

    python3 Tests/calendar/read_feed.py FEED.ics
"""
import sys

import icalendar


def main():
    with open(sys.argv[1], "rb") as feed:
        calendar = icalendar.Calendar.from_ical(feed.read())
    events = list(calendar.walk("VEVENT"))
    print(f"name: {calendar.get('X-WR-CALNAME')}")
    print(f"events: {len(events)}")
    for event in events:
        print(f"summary: {event.get('SUMMARY')} | weekly on {event.get('RRULE').get('BYDAY')[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
