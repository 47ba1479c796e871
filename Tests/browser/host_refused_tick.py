#!/usr/bin/env python3
"""The shopper always knows, in real headless Chromium (Selenium with Debian's chromium-driver): a tick
made with no signal that a newer change outdid is said on the page, and the notice stays there after
three more ticks go through, until it is dismissed; a sync line says how many ticks wait and when the
list was last confirmed.

1. Signs in at BASE and opens the shopping list (its service worker keeps it).
2. No signal: ticks the first item to get (A).
3. Meanwhile someone at home changes A (`hearth grocery check` then `uncheck`, with HEARTH and STORE).
4. Signal again: the tick of A is dropped (409) and said; three more items are ticked and go through.
5. The notice of A is still there; "Dismiss" removes it.
Prints what it saw; exits 1 when something is wrong.

    python3 Tests/browser/host_refused_tick.py BASE MEMBER_ID PASSWORD HEARTH STORE
"""
import os
import subprocess
import sys
import time

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from hearth_browser import phone_browser, sign_in
from host_offline import network, queued

STALE = [StaleElementReferenceException]
# A refused change is said on its item's row (.item__refused), or at the top when the page has no row for it.
NOTICES = ".host-notice, .item__refused"


def first_to_get(driver):
    return driver.find_element(By.CSS_SELECTOR, ".shopping__items li:not(.item--done):not(.item--waiting) button.item__toggle")


def tick_next(driver):
    """Ticks the first item to get, again if the page's content was replaced under the click."""
    for _ in range(20):
        try:
            toggle = first_to_get(driver)
            name = toggle.get_attribute("aria-label").split(": ", 1)[1]
            toggle.click()
            return name
        except StaleElementReferenceException:
            time.sleep(0.2)
    raise RuntimeError("the list kept changing under the click")


def main():
    base, member, password, hearth, store = sys.argv[1:6]
    driver = phone_browser()
    try:
        home = sign_in(driver, base, member, password)
        driver.get(home + "shopping/")
        driver.set_script_timeout(90)
        driver.execute_async_script("navigator.serviceWorker.ready.then(function () { arguments[0](true); }.bind(null, arguments[arguments.length - 1]));")

        # 2. No signal: a tick of A waits on the phone.
        network(driver, online=False)
        name = tick_next(driver)
        WebDriverWait(driver, 30, ignored_exceptions=STALE).until(lambda d: queued(d) == 1)
        sync = driver.find_element(By.CSS_SELECTOR, ".host-sync").text
        print(f"offline tick of {name}; sync line: {sync!r}")

        # 3. Someone at home changes A after the tick.
        time.sleep(0.05)
        for change in ["check", "uncheck"]:
            run = subprocess.run([hearth, "grocery", change, name, "--as", member, "--store", store], capture_output=True, text=True)
            if run.returncode != 0:
                print(f"hearth grocery {change} failed: {run.stderr}")
                return 1

        # 4. Signal again: A is dropped and said; three more ticks go through.
        network(driver, online=True)
        driver.execute_script("window.dispatchEvent(new Event('online'));")
        WebDriverWait(driver, 60, ignored_exceptions=STALE).until(lambda d: queued(d) == 0)
        WebDriverWait(driver, 60, ignored_exceptions=STALE).until(lambda d: d.find_elements(By.CSS_SELECTOR, NOTICES))
        for _ in range(3):
            tick_next(driver)
            WebDriverWait(driver, 60, ignored_exceptions=STALE).until(lambda d: queued(d) == 0)
            time.sleep(0.3)
        # The sync line says "confirmed" once the server answered a tick or a version check.
        WebDriverWait(driver, 30, ignored_exceptions=STALE).until(lambda d: "onfirmed" in d.find_element(By.CSS_SELECTOR, ".host-sync").text)
        notices = [row.text for row in driver.find_elements(By.CSS_SELECTOR, NOTICES)]
        sync = driver.find_element(By.CSS_SELECTOR, ".host-sync").text
        print(f"after three more ticks: notices {notices}; sync line: {sync!r}")
        if os.environ.get("HEARTH_SHOTS"):
            driver.save_screenshot(os.environ["HEARTH_SHOTS"] + "/shopping-refused-tick-phone.png")
        if len(notices) != 1 or name not in notices[0] or "was not applied" not in notices[0]:
            print("the dropped tick's notice did not stay")
            return 1
        if "confirmed" not in sync:
            print("the sync line does not say when the list was confirmed")
            return 1

        # 5. Dismissed, it goes, and does not come back on the next page.
        driver.find_element(By.CSS_SELECTOR, ".host-notice__dismiss").click()
        driver.get(home + "groceries/")
        left = driver.find_elements(By.CSS_SELECTOR, NOTICES)
        print(f"after dismissing: {len(left)} notices")
        return 0 if not left else 1
    finally:
        driver.quit()


if __name__ == "__main__":
    sys.exit(main())
