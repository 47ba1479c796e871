#!/usr/bin/env python3
"""The shop switcher of the hosted shopping list on a phone 390 px wide (issue 70): the member opens the
family's list, picks a shop's list from the switcher, and opening the family's list again leads to that
shop's list, which the phone remembered. Saves the switcher and the shop's list to SCREENSHOT_FOLDER when
given (named for the member). Prints what it saw; exits 1 when something is wrong.

    python3 Tests/browser/host_shop.py http://127.0.0.1:8080 MEMBER PASSWORD [SCREENSHOT_FOLDER]
"""
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from hearth_browser import phone_browser, sign_in


def main():
    base, member, password = sys.argv[1:4]
    shots = sys.argv[4] if len(sys.argv) > 4 else None
    phone = phone_browser(width=390)
    try:
        home = sign_in(phone, base, member, password)
        phone.get(home + "shopping/")
        links = phone.find_elements(By.CSS_SELECTOR, ".shop-switcher a")
        print("switcher: " + " | ".join(link.text for link in links))
        if shots:
            phone.save_screenshot(f"{shots}/shop-switcher-{member}.png")
        if len(links) < 2:
            return 1
        links[1].click()
        WebDriverWait(phone, 10).until(lambda d: not d.current_url.endswith("/shopping/"))
        print("chose: " + phone.find_element(By.CSS_SELECTOR, "h1.page-title").text)
        print("headings: " + " | ".join(h.text for h in phone.find_elements(By.CSS_SELECTOR, ".shopping__location")))
        if shots:
            phone.save_screenshot(f"{shots}/shop-list-{member}.png")
        phone.get(home + "shopping/")
        WebDriverWait(phone, 10).until(lambda d: not d.current_url.endswith("/shopping/"))
        print("opened again: " + phone.current_url)
        return 0
    finally:
        phone.quit()


if __name__ == "__main__":
    sys.exit(main())
