#!/usr/bin/env python3
"""Joining from the phone alone, in real headless Chromium 390 px wide (Selenium with Debian's
chromium-driver): a member's phone makes an invitation, the newcomer's phone scans it and joins.

1. MEMBER signs in at BASE, opens the family page, "Invite someone", and makes an invitation.
2. The page's own QR code (a PNG in the page) is read with zbarimg: the invitation's link.
3. A second browser with no cookies, the newcomer's, opens the link: the page is in LANG; the newcomer
   types NAME and a password and lands signed in as NAME on the family's dashboard.
4. A third browser opens the link again: it was used.
Prints what it saw ("joined as NAME at …"); exits 1 when something is wrong.

    python3 Tests/browser/host_join_invitation.py BASE MEMBER_ID PASSWORD NAME LANG [SCREENSHOT_FOLDER]
"""
import base64
import os
import subprocess
import sys
import tempfile

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from hearth_browser import phone_browser, sign_in


def main():
    base, member, password, name, lang = sys.argv[1:6]
    shots = sys.argv[6] if len(sys.argv) > 6 else None
    inviter = phone_browser(width=390)
    try:
        home = sign_in(inviter, base, member, password)
        inviter.get(home + "family/")
        inviter.find_element(By.CSS_SELECTOR, "a[href$='/invite']").click()
        inviter.find_element(By.CSS_SELECTOR, "form[action$='/invite'] button").click()
        qr = WebDriverWait(inviter, 10).until(lambda d: d.find_element(By.CSS_SELECTOR, "img.invite__qr"))
        shown_link = inviter.find_element(By.CSS_SELECTOR, ".invite__link a").text
        if shots:
            inviter.save_screenshot(f"{shots}/invite-{lang}-phone.png")
        data = qr.get_attribute("src")
        if not data.startswith("data:image/png;base64,"):
            print(f"the QR code is not a PNG in the page: {data[:60]}")
            return 1
        with tempfile.NamedTemporaryFile(suffix=".png", delete=False) as png:
            png.write(base64.b64decode(data.split(",", 1)[1]))
        scanned = subprocess.run(["zbarimg", "--quiet", "--raw", png.name], capture_output=True, text=True).stdout.strip()
        os.unlink(png.name)
        print(f"scanned: {scanned}")
        if scanned != shown_link or "/welcome/" not in scanned:
            print(f"the QR code holds {scanned!r}, the page shows {shown_link!r}")
            return 1
    finally:
        inviter.quit()

    newcomer = phone_browser(width=390)
    try:
        newcomer.get(scanned)
        page_lang = newcomer.find_element(By.TAG_NAME, "html").get_attribute("lang")
        print(f"welcome page in {page_lang}: {newcomer.find_element(By.TAG_NAME, 'h1').text}")
        if page_lang != lang:
            return 1
        newcomer.find_element(By.NAME, "name").send_keys(name)
        newcomer.find_element(By.NAME, "password").send_keys("a password of my own")
        if shots:
            newcomer.save_screenshot(f"{shots}/welcome-{lang}-phone.png")
        newcomer.find_element(By.CSS_SELECTOR, "main form button").click()
        WebDriverWait(newcomer, 15).until(lambda d: "/welcome/" not in d.current_url)
        shown = newcomer.find_element(By.CSS_SELECTOR, "[data-hearth='member']").text
        print(f"joined as {shown} at {newcomer.current_url}")
        if shown != name or newcomer.current_url != home:
            return 1
    finally:
        newcomer.quit()

    late = phone_browser(width=390)
    try:
        late.get(scanned)
        said = late.find_element(By.CSS_SELECTOR, ".refusal").text
        print(f"the link again: {said}")
        return 0 if said else 1
    finally:
        late.quit()


if __name__ == "__main__":
    sys.exit(main())
