#!/usr/bin/env python3
"""Syncs a member's shopping list and chores on `hearth host` to a folder with vdirsyncer and back: the
first sync brings every to-do down as a file; a to-do completed in the folder (an item and a chore) and
one added there go up at the next sync, the server's text of them comes down at the one after, and a sync
after that changes nothing. Prints one fact a line.

    python3 Tests/caldav/vdirsyncer_round_trip.py URL MEMBER TOKEN FOLDER
"""
import glob
import os
import subprocess
import sys


def run(config, *arguments, answer=None):
    done = subprocess.run(["vdirsyncer", "-c", config, *arguments], input=answer, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise SystemExit(f"vdirsyncer {' '.join(arguments)}: {done.returncode}\n{done.stdout}\n{done.stderr}")
    return done.stdout + done.stderr


def summaries(folder):
    found = {}
    for path in sorted(glob.glob(os.path.join(folder, "*.ics"))):
        with open(path, encoding="utf-8") as file:
            text = file.read()
        summary = next((line[len("SUMMARY:"):] for line in text.splitlines() if line.startswith("SUMMARY:")), "")
        found.setdefault(summary, []).append(path)
    return found


def main():
    url, member, token, folder = sys.argv[1:5]
    config = os.path.join(folder, "vdirsyncer.conf")
    with open(config, "w") as file:
        file.write(f"""[general]
status_path = "{folder}/vdirsyncer-status/"

[pair hearth]
a = "hearth_remote"
b = "hearth_folder"
collections = ["shopping", "my-chores"]
conflict_resolution = "a wins"

[storage hearth_remote]
type = "caldav"
url = "{url}"
username = "{member}"
password = "{token}"
item_types = ["VTODO"]

[storage hearth_folder]
type = "filesystem"
path = "{folder}/tasks/"
fileext = ".ics"
""")
    run(config, "discover", answer="y\n" * 10)
    run(config, "sync")
    shopping, chores = os.path.join(folder, "tasks", "shopping"), os.path.join(folder, "tasks", "my-chores")
    down = summaries(shopping)
    print(f"down: {sum(len(p) for p in down.values())} items, {sum(len(p) for p in summaries(chores).values())} chores")

    lemons = down["Lemons"][0]
    with open(lemons, encoding="utf-8") as file:
        text = file.read()
    with open(lemons, "w", encoding="utf-8", newline="") as file:
        file.write(text.replace("STATUS:NEEDS-ACTION", "STATUS:COMPLETED"))
    toilet = next(path for path in summaries(chores).get("Clean toilet", []) if "DUE;VALUE=DATE:20261118" in open(path, encoding="utf-8").read())
    with open(toilet, encoding="utf-8") as file:
        text = file.read()
    with open(toilet, "w", encoding="utf-8", newline="") as file:
        file.write(text.replace("STATUS:NEEDS-ACTION", "STATUS:COMPLETED"))
    with open(os.path.join(shopping, "from-the-folder.ics"), "w", encoding="utf-8", newline="") as file:
        file.write("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VTODO\r\nUID:from-the-folder\r\nSUMMARY:Butter 250 g\r\n"
                   "STATUS:NEEDS-ACTION\r\nEND:VTODO\r\nEND:VCALENDAR\r\n")
    run(config, "sync")
    print("up: Lemons and Clean toilet completed, Butter 250 g added")
    again = run(config, "sync")
    after = summaries(shopping)
    print(f"after: {sum(len(p) for p in after.values())} items; butter as {', '.join(os.path.basename(p) for p in after.get('Butter', []))}")
    with open(after["Lemons"][0], encoding="utf-8") as file:
        print(f"lemons completed in the folder: {'STATUS:COMPLETED' in file.read()}")
    # The server's own text of the three (who did the chore, the item's quantity and location) comes down
    # once; after it nothing moves.
    print(f"third sync brought down: {again.count('Copying (updating) item')}")
    settled = run(config, "sync")
    print(f"fourth sync copied: {'Copying' in settled or 'Deleting' in settled}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
