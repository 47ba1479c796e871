#!/usr/bin/env python3
"""The walking order from a phone, in two headless Chromiums 390 px wide signed in as the same manager:
the second keeps the shopping list open; the first moves a location up on the family page; the second's
shopping list, left alone, shows the new order within seconds. Then the first drags the last location to
the top by its handle (pointer events, as a finger would), and the second's list follows again. Saves the family page at 390 px, light and dark, to
SCREENSHOT_FOLDER when given. Prints what it saw; exits 1 when something is wrong.

    python3 Tests/browser/host_walking_order.py http://127.0.0.1:8080 MEMBER_ID PASSWORD LOCATION [SCREENSHOT_FOLDER]
"""
import sys
import time

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from hearth_browser import phone_browser, sign_in


def order(driver, selector=".location__name"):
    """The names shown, read in one go: the page's script replaces <main> while the test looks."""
    return driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0])).map(function (e) { return e.textContent.trim(); });", selector)


def main():
    base, member, password, location = sys.argv[1:5]
    shots = sys.argv[5] if len(sys.argv) > 5 else None
    mover, shopper = phone_browser(width=390), phone_browser(width=390)
    try:
        home = sign_in(shopper, base, member, password)
        shopper.get(home + "shopping/")
        before = order(shopper, ".shopping__location")
        print(f"list before: {' | '.join(before)}")

        sign_in(mover, base, member, password)
        mover.get(home + "family/")
        stops = order(mover, ".walking-order__name")
        print(f"walking order shown: {' | '.join(stops)}")
        if shots:
            mover.execute_script("document.querySelector('.walking-order').scrollIntoView();")
            mover.save_screenshot(shots + "/walking-order-phone.png")
            mover.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
            mover.save_screenshot(shots + "/walking-order-phone-dark.png")
            mover.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
        button = mover.find_element(By.CSS_SELECTOR, f"button[value=up][aria-label$=': {location}']")
        moved_at = time.monotonic()
        button.click()

        # The shopper does nothing: the open list notices the newer build (hearth.js) and shows it.
        expected = list(before)
        index = expected.index(location)
        expected[index - 1], expected[index] = expected[index], expected[index - 1]
        WebDriverWait(shopper, 20, poll_frequency=0.2).until(lambda d: order(d, ".shopping__location") == expected)
        print(f"list after: {' | '.join(order(shopper, '.shopping__location'))} ({time.monotonic() - moved_at:.1f} s after the move)")
        WebDriverWait(mover, 10).until(lambda d: order(d, ".walking-order__name")[stops.index(location) - 1] == location)
        print("family page follows: True")
        # Dragged by its handle: the last location to the top.
        WebDriverWait(mover, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".walking-order__handle"))
        mover.execute_script("document.querySelector('.walking-order').scrollIntoView();")
        stops = order(mover, ".walking-order__name")
        last = stops[-1]
        dragged_at = time.monotonic()
        # The page's <main> may be replaced under the test (a newer build noticed): the drag is made again
        # with the page as it is then, as a person would, until it went through.
        for attempt in range(5):
            try:
                handle = mover.find_elements(By.CSS_SELECTOR, ".walking-order__handle")[-1]
                first = mover.find_elements(By.CSS_SELECTOR, ".walking-order__list > li")[0]
                (ActionChains(mover).click_and_hold(handle).move_to_element_with_offset(first, 0, -first.size["height"] // 2 + 3)
                 .pause(0.2).release().perform())
                break
            except StaleElementReferenceException:
                ActionChains(mover).release().perform()
                time.sleep(0.5)
        WebDriverWait(mover, 10).until(lambda d: order(d, ".walking-order__name")[0] == last)
        WebDriverWait(shopper, 20, poll_frequency=0.2).until(lambda d: order(d, ".shopping__location")[0] == last)
        print(f"list after the drag: {' | '.join(order(shopper, '.shopping__location'))} ({time.monotonic() - dragged_at:.1f} s after the drop)")
        overflow = mover.execute_script("return document.documentElement.scrollWidth - window.innerWidth;")
        print(f"family page at 390 px: {overflow} px wider than the window")
        return 0 if overflow <= 0 else 1
    finally:
        mover.quit()
        shopper.quit()


if __name__ == "__main__":
    sys.exit(main())
