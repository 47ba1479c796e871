#!/usr/bin/env python3
"""A family member's first tick, in real headless Chromium (Selenium with Debian's chromium-driver).

Signs in to `hearth host` at BASE with MEMBER_ID and PASSWORD, opens the grocery list, ticks the first
item not yet got, and checks that the progress bar moved without the page being loaded again (the
script of hosted pages replaces <main> in place). Prints what it saw; exits 1 when something is wrong.

    python3 Tests/browser/host_tick.py http://127.0.0.1:8080 MEMBER_ID PASSWORD [SCREENSHOT_FOLDER]
"""
import sys

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from hearth_browser import phone_browser, sign_in


def main():
    base, member, password = sys.argv[1], sys.argv[2], sys.argv[3]
    shots = sys.argv[4] if len(sys.argv) > 4 else None
    driver = phone_browser()
    try:
        home = sign_in(driver, base, member, password, screenshot=shots and shots + "/sign-in-phone.png")
        driver.get(home + "groceries/")
        bar = driver.find_element(By.CSS_SELECTOR, ".progress")
        before = int(bar.get_attribute("aria-valuenow"))
        # Set on this page only: a reload would lose it.
        driver.execute_script("window.hearthSamePage = true;")
        toggle = driver.find_element(By.CSS_SELECTOR, "button.item__toggle[aria-pressed='false']")
        label = toggle.get_attribute("aria-label")
        toggle.click()
        WebDriverWait(driver, 10, ignored_exceptions=[StaleElementReferenceException]).until(
            lambda d: int(d.find_element(By.CSS_SELECTOR, ".progress").get_attribute("aria-valuenow")) == before + 1)
        same_page = driver.execute_script("return window.hearthSamePage === true;")
        width = driver.find_element(By.CSS_SELECTOR, ".progress__bar").get_attribute("style")
        if shots:
            driver.save_screenshot(shots + "/groceries-phone.png")
            driver.set_window_size(1280, 900)
            driver.save_screenshot(shots + "/groceries-desktop.png")
        print(f"ticked {label!r}: progress {before} -> {before + 1}, bar {width}, same page: {same_page}")
        if not same_page:
            print("the page was loaded again instead of updated in place")
            return 1
        # The wish wall: a Remove button on the member's own wishes only (only they may remove them).
        driver.get(driver.current_url.split("groceries/")[0] + "chores/wishes/")
        me = driver.find_element(By.TAG_NAME, "html").get_attribute("data-hearth-member-id")
        forms = driver.find_elements(By.CSS_SELECTOR, "form.wish__form")
        shown = [form.get_attribute("data-hearth-owner") for form in forms if form.is_displayed()]
        hidden = [form.get_attribute("data-hearth-owner") for form in forms if not form.is_displayed()]
        print(f"wishes: Remove shown on {len(shown)} (all mine: {bool(shown) and all(owner == me for owner in shown)}), hidden on {len(hidden)} of others (none mine: {me not in hidden})")
        return 0
    finally:
        driver.quit()


if __name__ == "__main__":
    sys.exit(main())
