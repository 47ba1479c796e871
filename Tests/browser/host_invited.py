#!/usr/bin/env python3
"""An invitation made while the invited member's page is open, in real headless Chromium 390 px wide:
the open page says so within seconds, without being loaded again, with the link to the member's card.

MEMBER signs in at BASE and opens their grocery list; then HEARTH invites them into FAMILY as INVITER
(`hearth family invite`); the page must show the invitation within 15 seconds.

    python3 Tests/browser/host_invited.py BASE MEMBER_ID PASSWORD HEARTH STORE FAMILY INVITER
"""
import subprocess
import sys
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from hearth_browser import phone_browser, sign_in


def main():
    base, member, password, hearth, store, family, inviter = sys.argv[1:8]
    driver = phone_browser(width=390)
    try:
        home = sign_in(driver, base, member, password)
        driver.get(home + "groceries/")
        driver.execute_script("window.hearthSamePage = true;")
        time.sleep(1)
        invited = subprocess.run([hearth, "family", "invite", member, "--family", family, "--as", inviter, "--store", store], capture_output=True, text=True)
        if invited.returncode != 0:
            print("hearth family invite failed: " + invited.stderr)
            return 1
        started = time.monotonic()
        link = WebDriverWait(driver, 15, poll_frequency=0.2).until(lambda d: d.find_element(By.CSS_SELECTOR, ".host-invitation a"))
        print(f"shown after {time.monotonic() - started:.1f} s: {link.text} -> {link.get_attribute('href')}")
        same = driver.execute_script("return window.hearthSamePage === true;")
        print(f"same page: {same}")
        return 0 if same and link.get_attribute("href").endswith("/join/" + member) else 1
    finally:
        driver.quit()


if __name__ == "__main__":
    sys.exit(main())
