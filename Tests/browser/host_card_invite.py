#!/usr/bin/env python3
"""Joining another family by a scanned card, in real headless Chromium 390 px wide: the inviter's phone
opens the invitee's printed card (its join URL), invites them; the invitee's open page shows the
invitation within seconds; they open it from there, accept, and land on the new family's pages.

    python3 Tests/browser/host_card_invite.py BASE INVITER_ID INVITEE_ID PASSWORD
"""
import sys
import time

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from hearth_browser import phone_browser, sign_in


def main():
    base, inviter_id, invitee_id, password = sys.argv[1:5]
    invitee = phone_browser(width=390)
    inviter = phone_browser(width=390)
    try:
        invitee_home = sign_in(invitee, base, invitee_id, password)
        invitee.get(invitee_home + "groceries/")
        inviter_home = sign_in(inviter, base, inviter_id, password)
        # The invitee's printed card, scanned: its join URL.
        inviter.get(f"{base}/join/{invitee_id}")
        inviter.find_element(By.CSS_SELECTOR, f"form[action='/join/{invitee_id}/invite'] button").click()
        # The card's page is there until the answer replaces it: wait for the answer's words, not for any .lede.
        said = WebDriverWait(inviter, 10, ignored_exceptions=(StaleElementReferenceException,)).until(
            lambda d: next((text for text in [d.find_element(By.CSS_SELECTOR, "main .lede").text] if "invited" in text or "邀請" in text), None))
        print(f"inviter: {said}")
        started = time.monotonic()
        link = WebDriverWait(invitee, 15, poll_frequency=0.2).until(lambda d: d.find_element(By.CSS_SELECTOR, ".host-invitation a"))
        print(f"invitee saw it after {time.monotonic() - started:.1f} s: {link.text}")
        link.click()
        WebDriverWait(invitee, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "form[action='/join/accept'] button"))
        invitee.find_element(By.CSS_SELECTOR, "form[action='/join/accept'] button").click()
        WebDriverWait(invitee, 15).until(lambda d: "/join/" not in d.current_url)
        print(f"invitee now at {invitee.current_url}, inviter's family at {inviter_home}")
        return 0 if invitee.current_url == inviter_home else 1
    finally:
        invitee.quit()
        inviter.quit()


if __name__ == "__main__":
    sys.exit(main())
