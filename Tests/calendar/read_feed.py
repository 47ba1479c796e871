#!/usr/bin/env python3
"""Reads a calendar feed with python's icalendar, as a calendar app would: prints its name, how many
events it holds, and each event's summary and when it is, one a line. Exits 1 when icalendar cannot read it.

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
        # A chore repeats weekly; a meal is one day.
        rule = event.get('RRULE')
        when = f"weekly on {rule.get('BYDAY')[0]}" if rule else f"on {event.get('DTSTART').dt.isoformat()}"
        print(f"summary: {event.get('SUMMARY')} | {when}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
