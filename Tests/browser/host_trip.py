#!/usr/bin/env python3
"""A shopping trip in two headless Chromiums 390 px wide. The shopper's phone says "I'm going shopping"
(the timer pauses while the page is hidden, as ticked by default); the other member's open shopping list
shows them shopping within seconds, without their buttons. The shopper's page is hidden a few seconds (another
tab in front), shown again, and "Purchase the checked items and end the trip" records the trip, which both
lists then show as the last one. Saves the shopper's list to SCREENSHOT_FOLDER when given. Prints what it
saw; exits 1 when something is wrong.

    python3 Tests/browser/host_trip.py http://127.0.0.1:8080 SHOPPER PASSWORD OTHER PASSWORD [SCREENSHOT_FOLDER]
"""
import sys
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from hearth_browser import phone_browser, sign_in


def text(driver, selector):
    """The text of the first element the selector finds, read in one go (the script replaces <main>)."""
    return driver.execute_script(
        "var e = document.querySelector(arguments[0]); return e && !e.closest('[hidden]') ? e.textContent.trim() : null;", selector)


def main():
    base, shopper_id, shopper_password, other_id, other_password = sys.argv[1:6]
    shots = sys.argv[6] if len(sys.argv) > 6 else None
    shopper, other = phone_browser(width=390), phone_browser(width=390)
    try:
        home = sign_in(other, base, other_id, other_password)
        other.get(home + "shopping/")
        sign_in(shopper, base, shopper_id, shopper_password)
        shopper.get(home + "shopping/")
        started = time.monotonic()
        shopper.find_element(By.CSS_SELECTOR, ".trip__start button").click()
        WebDriverWait(shopper, 15).until(lambda d: text(d, ".trip__timer"))
        print(f"shopper sees: {text(shopper, '.trip__who')} {text(shopper, '.trip__timer')}")
        print(f"start hidden while shopping: {text(shopper, '.trip__start button') is None}")
        WebDriverWait(other, 20, poll_frequency=0.2).until(lambda d: text(d, ".trip__who"))
        print(f"other sees: {text(other, '.trip__who')} ({time.monotonic() - started:.1f} s after the start)")
        print(f"other sees the shopper's buttons: {text(other, '.trip__form button') is not None}")
        if shots:
            shopper.save_screenshot(shots + "/trip-phone.png")

        # Hidden for four seconds: another tab in front.
        time.sleep(2)
        shown = shopper.current_window_handle
        shopper.switch_to.new_window("tab")
        shopper.get("about:blank")
        time.sleep(4)
        shopper.close()
        shopper.switch_to.window(shown)
        WebDriverWait(shopper, 10).until(lambda d: d.execute_script("return document.visibilityState") == "visible")
        time.sleep(2)
        print(f"timer after the pause: {text(shopper, '.trip__timer')}")

        shopper.find_element(By.CSS_SELECTOR, ".trip__form[action$='act/grocery/purchase'] button").click()
        WebDriverWait(shopper, 15).until(lambda d: text(d, ".trip__last"))
        print(f"shopper's list: {text(shopper, '.trip__last')}")
        WebDriverWait(other, 20, poll_frequency=0.2).until(lambda d: text(d, ".trip__last") and not text(d, ".trip__who"))
        print(f"other's list: {text(other, '.trip__last')}")
        print(f"elapsed: {time.monotonic() - started:.0f} s")
        return 0
    finally:
        shopper.quit()
        other.quit()


if __name__ == "__main__":
    sys.exit(main())
