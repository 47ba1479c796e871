#!/usr/bin/env python3
"""Pictures of the shopping list in a dead zone (docs/offline.md), to look at as a family would see them:
changes waiting on the phone ("not sent yet"), a change refused and said until dismissed, and the sync
line, at 390 px, light and dark, for both demo families (The Riveras in English, 林家 in Traditional
Chinese). Headless Chromium through Selenium, against `hearth host` on a demo store, with the `hearth`
built by `swift build`.

Writes into FOLDER (default /tmp/hearth-offline-screenshots) FAMILY-waiting-top-SCHEME.png (the sync line),
FAMILY-waiting-rows-SCHEME.png (the rows marked "not sent yet") and FAMILY-refused-SCHEME.png (the refusal
and the sync line after the signal came back), and prints how many it wrote.

    scripts/offline-screenshots.py [FOLDER]
"""
import base64
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "browser"))
from hearth_browser import phone_browser, sign_in  # noqa: E402
from host_offline import network, queued  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

PASSWORD = "correct horse battery"
# Who signs in, the item another member added and removes meanwhile (by ID), and what the phone adds.
FAMILIES = {
    "riveras": {"member": "SB2NHJCBUKK8", "adder": "RU36KC88MWA4", "item": "Capers", "added": "Tahini"},
    "lins": {"member": "4M9NV7QZVHGF", "adder": "PE3HVYUMWSQA", "item": "花椒", "added": "豆腐"},
}


def hearth():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    binary = subprocess.run(["swift", "build", "--show-bin-path"], cwd=root, capture_output=True, text=True, check=True).stdout.strip()
    return os.path.join(binary, "hearth")


def shot(driver, path):
    with open(path, "wb") as picture:
        picture.write(base64.b64decode(driver.execute_cdp_cmd("Page.captureScreenshot", {})["data"]))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/hearth-offline-screenshots"
    os.makedirs(out, exist_ok=True)
    work = tempfile.mkdtemp()
    program = hearth()
    store = f"{work}/household.sqlite"

    def run(*words, stdin=None):
        return subprocess.run([program, *words, "--store", store], cwd=work, input=stdin, capture_output=True, text=True, check=True)

    run("init", "--demo")
    for family in FAMILIES.values():
        run("member", "password", family["member"], stdin=PASSWORD + "\n")
        run("grocery", "add", family["item"], "--as", family["adder"])
    log = open(f"{work}/host.log", "w")
    host = subprocess.Popen([program, "host", "--store", store, "--port", "0", "--date", "2026-11-19", "--output", "site"], cwd=work,
                            stderr=log, stdout=subprocess.DEVNULL)
    written = 0
    try:
        for _ in range(600):
            text = open(f"{work}/host.log").read()
            if "at http://127.0.0.1:" in text:
                break
            time.sleep(0.1)
        port = text.split("at http://127.0.0.1:")[1].split("/")[0].split()[0]
        base = f"http://127.0.0.1:{port}"
        for name, family in FAMILIES.items():
            driver = phone_browser(width=390)
            try:
                home = sign_in(driver, base, family["member"], PASSWORD)
                driver.get(home + "shopping/")
                driver.set_script_timeout(90)
                driver.execute_async_script("navigator.serviceWorker.ready.then(function () { arguments[0](true); }.bind(null, arguments[arguments.length - 1]));")
                network(driver, online=False)
                driver.get(home + "shopping/")
                wait = WebDriverWait(driver, 30)
                row = lambda label: wait.until(lambda d: d.find_element(By.XPATH, f"//li[.//span[@class='item__name' and normalize-space()='{label}']]"))
                # With no signal: the other member's item ticked, one added, one more of the phone's own, one ticked.
                row(family["item"]).find_element(By.CSS_SELECTOR, "button.item__toggle").click()
                form = driver.find_element(By.CSS_SELECTOR, "form[action$='grocery/add']")
                form.find_element(By.NAME, "name").send_keys(family["added"])
                form.find_element(By.NAME, "quantity").send_keys("2")
                form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
                row(family["added"])
                toggles = driver.find_elements(By.CSS_SELECTOR, ".shopping__items li:not(.item--waiting) button.item__toggle")
                toggles[0].click()
                wait.until(lambda d: queued(d) == 3)
                for scheme in ("light", "dark"):
                    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                    driver.execute_script("window.scrollTo(0, 0);")
                    shot(driver, f"{out}/{name}-waiting-top-{scheme}.png")
                    driver.execute_script("document.querySelector('li.item--waiting').scrollIntoView({block: 'start'});")
                    shot(driver, f"{out}/{name}-waiting-rows-{scheme}.png")
                    written += 2
                # Meanwhile its adder removes the item at home: the tick is refused when the signal is back.
                run("grocery", "remove", family["item"], "--as", family["adder"])
                network(driver, online=True)
                driver.execute_script("window.dispatchEvent(new Event('online'));")
                wait.until(lambda d: queued(d) == 0)
                WebDriverWait(driver, 30).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".host-notice, .item__refused"))
                time.sleep(1)
                for scheme in ("light", "dark"):
                    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                    driver.execute_script("window.scrollTo(0, 0);")
                    shot(driver, f"{out}/{name}-refused-{scheme}.png")
                    written += 1
                print(f"{name}: {driver.find_element(By.CSS_SELECTOR, '.host-sync').text}")
            finally:
                driver.quit()
    finally:
        host.terminate()
        host.wait()
    print(f"{written} pictures in {out}")


if __name__ == "__main__":
    main()
