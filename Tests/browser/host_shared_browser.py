#!/usr/bin/env python3
"""A shared browser, in real headless Chromium (Selenium with Debian's chromium-driver): the pages one
member's phone kept must never open for the next person who signs in on it.

1. Ana (family A) signs in at BASE and opens her grocery list; the service worker keeps it.
2. Ana's password is reset (`hearth member password`, which ends her sessions).
3. A member of family B signs in on the same browser (the sign-in page shows its form) and opens B's
   shopping list, which B's service worker keeps.
4. The server is stopped (SIGINT to HOST_PID), as a phone with no signal would find it.
5. Ana's grocery list is opened again: it must not open (no name of Ana's, no item of A's list).
6. B's shopping list is opened again: it must open, from what the browser kept (a dead zone still works).
Prints what it saw; exits 1 when something is wrong.

    python3 Tests/browser/host_shared_browser.py BASE MEMBER_A PASSWORD_A MEMBER_B PASSWORD_B HEARTH STORE HOST_PID
"""
import os
import signal
import socket
import subprocess
import sys
import time
from urllib.parse import urlparse

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from hearth_browser import phone_browser


def sign_in(driver, base, member, password):
    """Signs in through the sign-in page's form, whoever was signed in before, and returns the home address."""
    driver.get(base + "/sign-in")
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.NAME, "member"))
    driver.find_element(By.NAME, "member").send_keys(member)
    driver.find_element(By.NAME, "password").send_keys(password)
    driver.find_element(By.CSS_SELECTOR, "form[action$='/sign-in'] button").click()
    WebDriverWait(driver, 10).until(lambda d: "/sign-in" not in d.current_url)
    return driver.current_url


def kept(driver, address):
    """Waits until this page's service worker controls it and some cache of the browser holds `address`."""
    driver.set_script_timeout(90)
    driver.execute_async_script("navigator.serviceWorker.ready.then(function () { arguments[0](true); }.bind(null, arguments[arguments.length - 1]));")
    if not driver.execute_script("return !!navigator.serviceWorker.controller;"):
        driver.refresh()
    WebDriverWait(driver, 60).until(lambda d: d.execute_script("return !!navigator.serviceWorker.controller;"))
    WebDriverWait(driver, 60, poll_frequency=0.5).until(lambda d: d.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "caches.match(arguments[0]).then(function (found) { done(!!found); }, function () { done(false); });", address))


def main():
    base, member_a, password_a, member_b, password_b, hearth, store, host_pid = sys.argv[1:9]
    driver = phone_browser()
    try:
        # 1. Ana's list, kept by her phone.
        home_a = sign_in(driver, base, member_a, password_a)
        driver.get(home_a + "groceries/")
        names_a = [row.text for row in driver.find_elements(By.CSS_SELECTOR, ".item__name")][:3]
        signed_in_as = driver.find_element(By.CSS_SELECTOR, "[data-hearth='member']").text
        kept(driver, home_a + "groceries/")
        print(f"A kept: {home_a}groceries/ for {signed_in_as}, items {names_a}")

        # 2. Ana's password reset: her sessions end.
        reset = subprocess.run([hearth, "member", "password", member_a, "--store", store],
                               input="a new password entirely\n", capture_output=True, text=True)
        if reset.returncode != 0:
            print("the password reset failed: " + reset.stderr)
            return 1

        # 3. Family B's member on the same browser.
        home_b = sign_in(driver, base, member_b, password_b)
        driver.get(home_b + "shopping/")
        kept(driver, home_b + "shopping/")
        names_b = [row.text for row in driver.find_elements(By.CSS_SELECTOR, ".item__name")][:3]
        print(f"B kept: {home_b}shopping/, items {names_b}")

        # 4. The server goes away.
        os.kill(int(host_pid), signal.SIGINT)
        port = urlparse(base).port
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                time.sleep(0.1)
            except OSError:
                break
        print("server stopped")

        # 5. Ana's list must not open for B.
        driver.get(home_a + "groceries/")
        text_a = driver.find_element(By.TAG_NAME, "body").text
        leaked = [name for name in names_a + [signed_in_as] if name and name in text_a]
        print(f"A offline, as B: {text_a[:160]!r}")
        if leaked:
            print(f"family A's page opened for family B's member: {leaked}")
            return 1

        # 6. B's own list still opens with no signal.
        driver.get(home_b + "shopping/")
        text_b = driver.find_element(By.TAG_NAME, "body").text
        print(f"B offline: {text_b[:160]!r}")
        if not names_b or not all(name in text_b for name in names_b):
            print("B's own shopping list did not open with the server away")
            return 1
        print("shared browser: ok")
        return 0
    finally:
        driver.quit()


if __name__ == "__main__":
    sys.exit(main())
