#!/usr/bin/env python3
"""`hearth host` behind Caddy or nginx (Debian's), at the root or under /hearth/, in real headless
Chromium 390 px wide: what docs/hosting.md tells a home-server owner to set up.

1. Starts `hearth host` on loopback with --public-url https://127.0.0.1:PORT[/hearth], and the proxy on
   PORT with TLS (Caddy's `tls internal`; nginx with a self-signed certificate made here), configured
   as the guide's files are (Caddy's `handle_path /hearth/*`, nginx's `location /hearth/` with
   `proxy_pass http://127.0.0.1:8080/;`).
2. Through the proxy: MEMBER signs in and ticks an item; the manifest is fetched as the browser does
   ("Add to home screen"), and the touch icon without cookies; a kitchen tablet's link of `hearth device
   add` signs a second browser in; an invitation's QR code (read with zbarimg) lets a newcomer join.
Prints what it saw; exits 1 when something is wrong.

    python3 Tests/browser/host_behind_proxy.py caddy|nginx root|subpath HEARTH STORE MEMBER PASSWORD FAMILY FOLDER
"""
import base64
import json
import os
import re
import socket
import ssl
import subprocess
import sys
import time
import urllib.request

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from hearth_browser import phone_browser, sign_in

CHROMIUM = ["--ignore-certificate-errors"]


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def caddy_config(port, host_port, subpath, folder):
    """The guide's Caddyfile, at this machine's loopback address and ports."""
    site = f"""    tls internal
    reverse_proxy 127.0.0.1:{host_port}
"""
    if subpath:
        site = f"""    tls internal
    redir /hearth /hearth/
    redir /.well-known/caldav /hearth/dav/ 301
    handle_path /hearth/* {{
        reverse_proxy 127.0.0.1:{host_port}
    }}
"""
    # For the test only: no system trust store touched, no admin port, no port 80.
    return f"""{{
    skip_install_trust
    admin off
    http_port {free_port()}
    storage file_system {folder}/caddy-data
}}
https://127.0.0.1:{port} {{
{site}}}
"""


def nginx_config(port, host_port, subpath, folder):
    """The guide's nginx server block, at this machine's loopback address and ports."""
    location = f"""        location / {{
            proxy_pass http://127.0.0.1:{host_port};
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
        }}
"""
    if subpath:
        location = f"""        location = /hearth {{ return 301 /hearth/; }}
        location = /.well-known/caldav {{ return 301 /hearth/dav/; }}
        location /hearth/ {{
            proxy_pass http://127.0.0.1:{host_port}/;
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
        }}
"""
    temp = "\n".join(f"    {name}_temp_path {folder}/nginx-{name};" for name in ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"])
    # For the test only: its own pid, logs and temporary folders; as root, workers that may read them.
    return f"""{"user root;" if os.getuid() == 0 else ""}
worker_processes 1;
pid {folder}/nginx.pid;
error_log {folder}/nginx-error.log;
events {{}}
http {{
    access_log off;
{temp}
    server {{
        listen 127.0.0.1:{port} ssl;
        ssl_certificate {folder}/cert.pem;
        ssl_certificate_key {folder}/key.pem;
{location}    }}
}}
"""


def start_proxy(kind, port, host_port, subpath, folder):
    if kind == "caddy":
        path = f"{folder}/Caddyfile"
        with open(path, "w") as file:
            file.write(caddy_config(port, host_port, subpath, folder))
        environment = dict(os.environ, HOME=folder, XDG_DATA_HOME=f"{folder}/xdg-data", XDG_CONFIG_HOME=f"{folder}/xdg-config")
        return subprocess.Popen(["caddy", "run", "--config", path, "--adapter", "caddyfile"], env=environment,
                                stdout=open(f"{folder}/caddy.log", "w"), stderr=subprocess.STDOUT)
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                    "-keyout", f"{folder}/key.pem", "-out", f"{folder}/cert.pem"], check=True, capture_output=True)
    path = f"{folder}/nginx.conf"
    with open(path, "w") as file:
        file.write(nginx_config(port, host_port, subpath, folder))
    return subprocess.Popen(["nginx", "-p", folder, "-c", path, "-g", "daemon off;"],
                            stdout=open(f"{folder}/nginx.log", "w"), stderr=subprocess.STDOUT)


def start_host(hearth, store, public_url, folder):
    log = open(f"{folder}/host.log", "w+")
    process = subprocess.Popen([hearth, "host", "--store", store, "--port", "0", "--public-url", public_url, "--date", "2026-11-19",
                                "--output", f"{folder}/site-hosted"], stdout=subprocess.DEVNULL, stderr=log, cwd=folder)
    for _ in range(600):
        log.seek(0)
        found = re.search(r"at http://127\.0\.0\.1:(\d+)/", log.read())
        if found:
            return process, int(found.group(1))
        if process.poll() is not None:
            break
        time.sleep(0.1)
    log.seek(0)
    raise SystemExit(f"hearth host did not start: {log.read()}")


def wait_for(url):
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    for _ in range(150):
        try:
            urllib.request.urlopen(url, context=context, timeout=2)
            return
        except urllib.error.HTTPError:
            return
        except Exception:
            time.sleep(0.2)
    raise SystemExit(f"the proxy does not answer at {url}")


def fetch_in_page(driver, url, credentials):
    """What the browser gets for `url`, fetched from the page with `credentials` ("include" or "omit")."""
    return driver.execute_async_script("""
        var done = arguments[arguments.length - 1];
        fetch(arguments[0], { credentials: arguments[1] })
          .then(function (r) { return r.text().then(function (t) { done([r.status, r.headers.get("content-type"), t.slice(0, 20000)]); }); })
          .catch(function (e) { done([0, "", String(e)]); });""", url, credentials)


def main():
    kind, where, hearth, store, member, password, family, folder = sys.argv[1:9]
    subpath = where == "subpath"
    port = free_port()
    base = f"https://127.0.0.1:{port}" + ("/hearth" if subpath else "")
    host, host_port = start_host(hearth, store, base, folder)
    proxy = start_proxy(kind, port, host_port, subpath, folder)
    browsers = []
    try:
        wait_for(base + "/sign-in")
        seen = []

        # Sign in and tick, through the proxy.
        phone = phone_browser(width=390, arguments=CHROMIUM)
        browsers.append(phone)
        home = sign_in(phone, base, member, password)
        if not home.startswith(base + "/"):
            print(f"signed in, but at {home}, not under {base}/")
            return 1
        phone.get(home + "groceries/")
        bar = phone.find_element(By.CSS_SELECTOR, ".progress")
        before = int(bar.get_attribute("aria-valuenow"))
        phone.find_element(By.CSS_SELECTOR, "button.item__toggle[aria-pressed='false']").click()
        WebDriverWait(phone, 10, ignored_exceptions=[StaleElementReferenceException]).until(
            lambda d: int(d.find_element(By.CSS_SELECTOR, ".progress").get_attribute("aria-valuenow")) == before + 1)
        phone.refresh()
        after = int(phone.find_element(By.CSS_SELECTOR, ".progress").get_attribute("aria-valuenow"))
        if after != before + 1:
            print(f"the tick did not stay: {before} -> {after}")
            return 1
        seen.append(f"signed in at {home}, ticked ({before} -> {after})")

        # Add to home screen: the manifest as the browser fetches it (its link says use-credentials), and
        # the touch icon, which browsers fetch without cookies.
        manifest_href = phone.find_element(By.CSS_SELECTOR, "link[rel='manifest']").get_attribute("href")
        status, kind_of, text = fetch_in_page(phone, manifest_href, "include")
        manifest = json.loads(text) if status == 200 else {}
        icon_href = phone.find_element(By.CSS_SELECTOR, "link[rel='apple-touch-icon']").get_attribute("href")
        icon_status, icon_type, _ = fetch_in_page(phone, icon_href, "omit")
        if status != 200 or not manifest.get("name") or icon_status != 200 or not icon_type.startswith("image/png"):
            print(f"manifest {manifest_href}: {status} {kind_of} {text[:100]}; touch icon {icon_href}: {icon_status} {icon_type}")
            return 1
        seen.append(f"manifest {manifest['name']!r} start {manifest.get('start_url')}, touch icon {icon_status}")

        # A kitchen tablet's link, as `hearth device add` prints it with the same --public-url.
        added = subprocess.run([hearth, "device", "add", f"Tablet {kind} {where}", "--family", family, "--public-url", base, "--store", store],
                               capture_output=True, text=True, cwd=folder)
        link = added.stdout.strip()
        if not link.startswith(base + "/device/"):
            print(f"device link {link!r} {added.stderr}")
            return 1
        tablet = phone_browser(width=390, arguments=CHROMIUM)
        browsers.append(tablet)
        tablet.get(link)
        tablet.find_element(By.CSS_SELECTOR, "main form button").click()
        WebDriverWait(tablet, 10).until(lambda d: "/device/" not in d.current_url)
        if tablet.current_url != home or tablet.find_element(By.TAG_NAME, "html").get_attribute("data-hearth-device") is None:
            print(f"the tablet is at {tablet.current_url}, not {home} as a device")
            return 1
        seen.append(f"tablet signed in at {tablet.current_url}")

        # An invitation made on the phone, scanned by a newcomer's.
        phone.get(home + "family/")
        phone.find_element(By.CSS_SELECTOR, "a[href$='/invite']").click()
        phone.find_element(By.CSS_SELECTOR, "form[action$='/invite'] button").click()
        qr = WebDriverWait(phone, 10).until(lambda d: d.find_element(By.CSS_SELECTOR, "img.invite__qr"))
        png = f"{folder}/invitation-{kind}-{where}.png"
        with open(png, "wb") as file:
            file.write(base64.b64decode(qr.get_attribute("src").split(",", 1)[1]))
        scanned = subprocess.run(["zbarimg", "--quiet", "--raw", png], capture_output=True, text=True).stdout.strip()
        if not scanned.startswith(base + "/welcome/"):
            print(f"the invitation's QR code holds {scanned!r}")
            return 1
        newcomer = phone_browser(width=390, arguments=CHROMIUM)
        browsers.append(newcomer)
        newcomer.get(scanned)
        newcomer.find_element(By.NAME, "name").send_keys(f"Newcomer {kind} {where}")
        newcomer.find_element(By.NAME, "password").send_keys("a password of my own")
        newcomer.find_element(By.CSS_SELECTOR, "main form button").click()
        WebDriverWait(newcomer, 15).until(lambda d: "/welcome/" not in d.current_url)
        shown = newcomer.find_element(By.CSS_SELECTOR, "[data-hearth='member']").text
        if newcomer.current_url != home or shown != f"Newcomer {kind} {where}":
            print(f"the newcomer is at {newcomer.current_url} as {shown!r}")
            return 1
        seen.append(f"invitation scanned, joined as {shown!r}")

        print(f"through {kind} at {base}/: " + "; ".join(seen))
        return 0
    finally:
        for browser in browsers:
            browser.quit()
        proxy.terminate()
        host.terminate()
        proxy.wait(10)
        host.wait(10)


if __name__ == "__main__":
    sys.exit(main())
