#!/usr/bin/env python3
"""Two shoppers of one family in a dead zone, in real headless Chromium (Selenium with Debian's
chromium-driver), each browser with a profile of its own (docs/offline.md).

Ana (phone A) and Leo (phone B) sign in at BASE and open the grocery page; the service worker keeps it.
Both lose the connection (DevTools network emulation). Then, in this order:
- Leo ticks Sumac (Ana's), adds Za'atar, ticks Peanut butter, marks Capers (his) unavailable, one more Capers;
- Ana adds Za'atar and Tahini (2), ticks her Tahini at once, ticks Dish soap, one more Saffron (hers),
  removes Sumac;
- Ana's browser is closed and opened again, still with no connection: her changes still wait, marked
  "not sent yet".
They come back in ORDER ("ab": Ana first, "ba": Leo first); each phone sends its queue on its own. Ana's
phone is then cut off once more while a change is on its way, and sends it again (the same change_id).
Prints what each phone shows (waiting rows, notices, the sync line) and exits 1 when a change did not
leave a phone or a refused one is not shown. The caller checks the store.

    python3 Tests/browser/host_offline_shoppers.py BASE ANA LEO PASSWORD PROFILES ORDER [SCREENSHOTS]
"""
import sys
import time

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from hearth_browser import phone_browser, sign_in
from host_offline import network, queued

STALE = [StaleElementReferenceException]
NOTICES = ".host-notice, .item__refused"


def browser(profile):
    return phone_browser(width=390, arguments=[f"--user-data-dir={profile}"])


def wait(driver, condition, seconds=60):
    return WebDriverWait(driver, seconds, poll_frequency=0.2, ignored_exceptions=STALE).until(condition)


def kept_by_service_worker(driver):
    driver.set_script_timeout(90)
    driver.execute_async_script("navigator.serviceWorker.ready.then(function () { arguments[0](true); }.bind(null, arguments[arguments.length - 1]));")
    if not driver.execute_script("return !!navigator.serviceWorker.controller;"):
        driver.refresh()
    wait(driver, lambda d: d.execute_script("return !!navigator.serviceWorker.controller;"))


def row(driver, name):
    """The row of the item named `name` on the page."""
    return wait(driver, lambda d: d.find_element(By.XPATH, f"//form[contains(@class,'host-list')]//li[.//span[@class='item__name' and normalize-space()=\"{name}\"]]"))


def press(driver, name, button):
    for _ in range(20):
        try:
            row(driver, name).find_element(By.CSS_SELECTOR, button).click()
            return
        except StaleElementReferenceException:
            time.sleep(0.2)
    raise RuntimeError(f"the row of {name} kept changing under the click")


def add(driver, name, quantity=""):
    form = driver.find_element(By.CSS_SELECTOR, "form[action$='grocery/add']")
    form.find_element(By.NAME, "name").send_keys(name)
    if quantity:
        form.find_element(By.NAME, "quantity").send_keys(quantity)
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait(driver, lambda d: row(d, name))


def shows(driver, label):
    waiting = len(driver.find_elements(By.CSS_SELECTOR, "li.item--waiting"))
    notices = [notice.text.replace("\n", " ") for notice in driver.find_elements(By.CSS_SELECTOR, NOTICES)]
    sync = driver.find_element(By.CSS_SELECTOR, ".host-sync").text
    print(f"{label}: queued {queued(driver)}, waiting rows {waiting}, notices {notices}, sync line {sync!r}")
    return waiting, notices, sync


def comes_back(driver):
    network(driver, online=True)
    driver.execute_script("window.dispatchEvent(new Event('online'));")
    wait(driver, lambda d: queued(d) == 0, 90)
    wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "li.item--waiting"), 30)


def main():
    base, ana_id, leo_id, password, profiles, order = sys.argv[1:7]
    shots = sys.argv[7] if len(sys.argv) > 7 else None
    ana = browser(profiles + "/ana")
    leo = browser(profiles + "/leo")
    try:
        home = sign_in(ana, base, ana_id, password)
        sign_in(leo, base, leo_id, password)
        for driver in (ana, leo):
            driver.get(home + "groceries/")
            kept_by_service_worker(driver)
            network(driver, online=False)
            driver.get(home + "groceries/")
            row(driver, "Sumac")

        # Leo, with no signal.
        press(leo, "Sumac", "button.item__toggle")
        add(leo, "Za'atar")
        press(leo, "Peanut butter", "button.item__toggle")
        press(leo, "Capers", "button.item__availability")
        press(leo, "Capers", "button[name=more]")
        time.sleep(1)
        # Ana, with no signal, a moment later.
        add(ana, "Za'atar")
        add(ana, "Tahini", "2")
        press(ana, "Tahini", "button.item__toggle")
        press(ana, "Dish soap", "button.item__toggle")
        press(ana, "Saffron", "button[name=more]")
        press(ana, "Sumac", "button[name=remove]")
        shows(leo, "Leo offline")
        waiting, _, _ = shows(ana, "Ana offline")
        if shots:
            ana.save_screenshot(shots + "/offline-changes-waiting-390.png")

        # Ana's browser closed and opened again, with no signal: her changes wait still.
        ana.quit()
        ana = browser(profiles + "/ana")
        network(ana, online=False)
        ana.get(home + "groceries/")
        row(ana, "Tahini")
        after_restart, _, _ = shows(ana, "Ana after a restart")
        if queued(ana) != 6 or after_restart < 5:
            print("Ana's changes did not outlive the restart")
            return 1
        if "not sent yet" not in ana.find_element(By.CSS_SELECTOR, "li.item--waiting").text:
            print("a waiting change is not marked 'not sent yet'")
            return 1

        first, second = (ana, leo) if order == "ab" else (leo, ana)
        comes_back(first)
        comes_back(second)
        time.sleep(1)
        for driver in (ana, leo):
            driver.get(home + "groceries/")
            wait(driver, lambda d: "sent at" in d.find_element(By.CSS_SELECTOR, ".host-sync").text, 30)
        _, ana_notices, ana_sync = shows(ana, "Ana back")
        _, leo_notices, leo_sync = shows(leo, "Leo back")
        if shots:
            leo.save_screenshot(shots + f"/offline-changes-refused-390-{order}.png")

        # A change sent and its answer lost: the phone sends it again, with the same ID.
        ana.execute_script("""
            var original = window.fetch;
            window.hearthLost = 0;
            window.fetch = function (address, options) {
              var sent = original.apply(this, arguments);
              if (options && options.method === "POST" && !window.hearthLost) {
                window.hearthLost = 1;
                return sent.then(function () { throw new TypeError("the answer was lost"); });
              }
              return sent;
            };""")
        press(ana, "Saffron", "button[name=more]")
        wait(ana, lambda d: queued(d) == 0, 30)
        print(f"lost answer: answers lost {ana.execute_script('return window.hearthLost;')}, queued {queued(ana)}")

        if order == "ab":
            if not any("Sumac was removed by Ana." in notice for notice in leo_notices):
                print("Leo's tick of Sumac, refused, is not shown")
                return 1
            if "1 not applied: Sumac was removed by Ana." not in leo_sync:
                print("the sync line does not say what was not applied")
                return 1
        print("shoppers: ok")
        return 0
    finally:
        ana.quit()
        leo.quit()


if __name__ == "__main__":
    sys.exit(main())
