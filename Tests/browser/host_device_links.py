#!/usr/bin/env python3
"""Kitchen tablets, in real headless Chromium (Selenium with Debian's chromium-driver): every link that
`hearth device add` printed signs a browser in the first time, through the link page's own form.

LINKS is a file with one link path a line ("/device/…"). For each: a browser with no cookies opens
BASE + link, presses the page's button, and must land on the family's pages signed in as the device, with
no button there that would change anything. Prints "signed in: N of M" and each failure; exits 1 on any.

    python3 Tests/browser/host_device_links.py BASE LINKS
"""
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from hearth_browser import phone_browser


def main():
    base, links_file = sys.argv[1], sys.argv[2]
    links = [line.strip() for line in open(links_file, encoding="utf-8") if line.strip()]
    driver = phone_browser()
    failures = []
    try:
        for number, link in enumerate(links, 1):
            driver.delete_all_cookies()
            driver.get(base + link)
            driver.find_element(By.CSS_SELECTOR, "main form button").click()
            WebDriverWait(driver, 10).until(lambda d: "/device/" not in d.current_url)
            names = driver.find_elements(By.CSS_SELECTOR, "[data-hearth='member']")
            shown = names[0].text if names else driver.find_element(By.TAG_NAME, "body").text[:120]
            if not shown.startswith("Tablet "):
                failures.append(f"link {number} ({link}): {shown!r} at {driver.current_url}")
                continue
            if number == 1:
                # The device's grocery list: no button it may not press is shown.
                driver.get(driver.current_url.split("#")[0] + "groceries/")
                visible = [button.text or button.get_attribute("aria-label") for button in driver.find_elements(By.CSS_SELECTOR, "main button") if button.is_displayed() and button.is_enabled()]
                print(f"buttons a device can press on its grocery list: {visible}")
                if visible:
                    failures.append(f"the device's grocery list shows buttons it may not press: {visible}")
        print(f"signed in: {len(links) - len([f for f in failures if f.startswith('link ')])} of {len(links)}")
        for failure in failures:
            print(failure)
        return 1 if failures else 0
    finally:
        driver.quit()


if __name__ == "__main__":
    sys.exit(main())
