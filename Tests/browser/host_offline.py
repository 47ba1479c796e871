#!/usr/bin/env python3
"""Shopping in a dead zone, and a second open page, in real headless Chromium (Selenium with Debian's
chromium-driver).

Signs in to `hearth host` at BASE with MEMBER_ID and PASSWORD and opens the shopping list. Then:
1. a second window on the grocery list; a tick on the shopping list shows there within seconds, without
   anyone reloading it;
2. the connection goes (DevTools network emulation); the shopping list is opened again (from what the
   phone kept), two items are ticked and show as ticked, marked "not sent yet";
3. the connection comes back; both ticks are sent on their own and the marks go.
Prints the names of the items ticked while offline ("offline ticks: A | B") and what it saw; exits 1
when something is wrong. The caller checks the store.

    python3 Tests/browser/host_offline.py http://127.0.0.1:8080 MEMBER_ID PASSWORD [SCREENSHOT_FOLDER]
"""
import sys
import time

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from hearth_browser import phone_browser, sign_in


def network(driver, online):
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": not online, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})


def queued(driver):
    return driver.execute_script(
        "var key = Object.keys(localStorage).filter(function (k) { return k.indexOf('hearth-queue:') === 0; })[0];"
        "return key ? JSON.parse(localStorage.getItem(key)).length : 0;")


def main():
    base, member, password = sys.argv[1], sys.argv[2], sys.argv[3]
    shots = sys.argv[4] if len(sys.argv) > 4 else None
    driver = phone_browser()
    try:
        home = sign_in(driver, base, member, password)
        driver.get(home + "shopping/")
        shopping = driver.current_window_handle
        # The service worker takes the page over once it has kept the family's pages. On a busy machine
        # that can take long: wait until it is active, then, if the page is still not its, load it again.
        driver.set_script_timeout(90)
        driver.execute_async_script("navigator.serviceWorker.ready.then(function () { arguments[0](true); }.bind(null, arguments[arguments.length - 1]));")
        if not driver.execute_script("return !!navigator.serviceWorker.controller;"):
            driver.refresh()
        WebDriverWait(driver, 60).until(lambda d: d.execute_script("return !!navigator.serviceWorker.controller;"))

        # 1. A second open page sees a tick made on another.
        driver.switch_to.new_window("window")
        groceries = driver.current_window_handle
        driver.get(home + "groceries/")
        before = int(driver.find_element(By.CSS_SELECTOR, ".progress").get_attribute("aria-valuenow"))
        driver.execute_script("window.hearthSamePage = true;")
        driver.switch_to.window(shopping)
        driver.find_element(By.CSS_SELECTOR, ".shopping__items button.item__toggle[aria-pressed='false']").click()
        WebDriverWait(driver, 30, ignored_exceptions=[StaleElementReferenceException]).until(lambda d: queued(d) == 0)
        driver.switch_to.window(groceries)
        started = time.monotonic()
        # Seconds on an idle machine (the page asks every 2 s); a minute and more while the whole suite runs.
        WebDriverWait(driver, 120, poll_frequency=0.2, ignored_exceptions=[StaleElementReferenceException]).until(
            lambda d: int(d.find_element(By.CSS_SELECTOR, ".progress").get_attribute("aria-valuenow")) == before + 1)
        seen_after = time.monotonic() - started
        same_page = driver.execute_script("return window.hearthSamePage === true;")
        print(f"second page: progress {before} -> {before + 1} in {seen_after:.1f} s, same page: {same_page}")
        if not same_page:
            print("the second page was loaded again instead of updated in place")
            return 1
        driver.close()
        driver.switch_to.window(shopping)

        # 2. No signal: the list opens from what the phone kept, and ticks wait on the phone.
        network(driver, online=False)
        driver.get(home + "shopping/")
        WebDriverWait(driver, 30, ignored_exceptions=[StaleElementReferenceException]).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".shopping__items button.item__toggle"))
        names = []
        for _ in range(2):
            toggle = driver.find_element(By.CSS_SELECTOR, ".shopping__items li:not(.item--done) button.item__toggle")
            names.append(toggle.get_attribute("aria-label").split(": ", 1)[1])
            toggle.click()
        WebDriverWait(driver, 30, ignored_exceptions=[StaleElementReferenceException]).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".shopping__items li.item--waiting")) == 2)
        waiting = [row.text for row in driver.find_elements(By.CSS_SELECTOR, "li.item--waiting")]
        message = driver.find_element(By.CSS_SELECTOR, ".host-message").text
        print(f"offline ticks: {' | '.join(names)}")
        print(f"waiting rows: {waiting}; queued: {queued(driver)}; message: {message!r}")
        if shots:
            driver.save_screenshot(shots + "/shopping-offline-phone.png")
        if queued(driver) != 2 or not all("not sent yet" in row for row in waiting):
            print("the two ticks are not waiting on the phone")
            return 1

        # 3. Signal again: the ticks go on their own, and the page shows them in the basket.
        network(driver, online=True)
        WebDriverWait(driver, 30, ignored_exceptions=[StaleElementReferenceException]).until(lambda d: queued(d) == 0)
        WebDriverWait(driver, 30, ignored_exceptions=[StaleElementReferenceException]).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "li.item--waiting"))
        basket = driver.find_element(By.CSS_SELECTOR, ".shopping__basket").text
        print(f"online again: queued {queued(driver)}; basket has both: {all(name in basket for name in names)}")
        if shots:
            driver.save_screenshot(shots + "/shopping-online-phone.png")
        return 0
    finally:
        driver.quit()


if __name__ == "__main__":
    sys.exit(main())
