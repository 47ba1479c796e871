#!/usr/bin/env python3
"""`hearth host`'s CalDAV behind Caddy or nginx with TLS, at the site's root or under /hearth/, configured
as docs/hosting.md configures them (the same files as Tests/browser/host_behind_proxy.py): a task app
finds the server from the site's address by /.well-known/caldav (RFC 6764), and python's caldav lists the
member's task lists and completes an item through the proxy. Prints one fact a line; exits 1 on failure.

    python3 Tests/caldav/caldav_behind_proxy.py caddy|nginx root|subpath HEARTH STORE MEMBER TOKEN FOLDER
"""
import os
import ssl
import sys
import urllib.error
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "browser"))
from host_behind_proxy import free_port, start_host, start_proxy, wait_for  # noqa: E402

import caldav  # noqa: E402


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def main():
    kind, where, hearth, store, member, token, folder = sys.argv[1:8]
    subpath = where == "subpath"
    port = free_port()
    origin = f"https://127.0.0.1:{port}"
    base = origin + ("/hearth" if subpath else "")
    host, host_port = start_host(hearth, store, base, folder)
    proxy = start_proxy(kind, port, host_port, subpath, folder)
    try:
        wait_for(base + "/sign-in")
        context = ssl.create_default_context()
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
        # RFC 6764: a task app given the site's address asks /.well-known/caldav at its root.
        opener = urllib.request.build_opener(NoRedirect, urllib.request.HTTPSHandler(context=context))
        try:
            opener.open(urllib.request.Request(origin + "/.well-known/caldav", method="PROPFIND"))
            print("well-known: no redirect")
            return 1
        except urllib.error.HTTPError as answer:
            location = answer.headers.get("Location", "")
            print(f"well-known: {answer.code} {location}")
        url = location if location.startswith("https://") else origin + location
        client = caldav.DAVClient(url=url, username=member, password=token, ssl_verify_cert=False)
        principal = client.principal()
        print(f"principal: {principal.url.path}")
        calendars = principal.calendars()
        print("lists: " + " | ".join(sorted(c.get_display_name() for c in calendars)))
        print("addresses: " + " | ".join(sorted(c.url.path for c in calendars)))
        shopping = next(c for c in calendars if c.get_display_name().startswith("Shopping list"))
        lemons = next(t for t in shopping.todos() if str(t.icalendar_component["SUMMARY"]) == "Lemons")
        lemons.complete()
        done = [str(t.icalendar_component["SUMMARY"]) for t in shopping.todos(include_completed=True)
                if str(t.icalendar_component.get("STATUS", "")) == "COMPLETED"]
        print(f"completed through {kind}: {'Lemons' in done}")
        return 0
    finally:
        proxy.terminate()
        host.terminate()
        proxy.wait()
        host.wait()


if __name__ == "__main__":
    sys.exit(main())
