#!/usr/bin/env python3
"""A static site's shopping list on a phone, in real headless Chromium (Selenium with Debian's
chromium-driver), served by a plain web server as nginx or Caddy would serve it.

Serves the built site in SITE (a plain web server in this script, as nginx or Caddy would serve it), opens
the shopping list at PATH in it, ticks two items, loads the page again and finds them still ticked (kept
on the phone). Then runs the command after "--" (which changes the list and builds the site again),
brings the page back to the front, and finds that it loaded the new build by itself and forgot the
ticks of the old list. Prints what it saw; exits 1 when something is wrong.

    python3 Tests/browser/static_list.py SITE FAMILY/shopping/ NEW_ITEM -- COMMAND...
"""
import subprocess
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from hearth_browser import phone_browser, serve


def ticked(driver):
    return [box.get_attribute("data-hearth-local-tick") for box in driver.find_elements(By.CSS_SELECTOR, "input[data-hearth-local-tick]") if box.is_selected()]


def main():
    site, path, new_item = sys.argv[1], sys.argv[2], sys.argv[3]
    command = sys.argv[sys.argv.index("--") + 1:]
    page = serve(site) + path
    driver = phone_browser()
    try:
        driver.get(page)
        boxes = driver.find_elements(By.CSS_SELECTOR, "input[data-hearth-local-tick]")
        for box in boxes[:2]:
            box.click()
        chosen = ticked(driver)
        driver.refresh()
        WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "input[data-hearth-local-tick]"))
        kept = ticked(driver)
        struck = len(driver.find_elements(By.CSS_SELECTOR, "li.item--done"))
        print(f"ticked {len(chosen)}, after loading again {len(kept)} ticked, {struck} struck through")
        if len(chosen) != 2 or kept != chosen or struck != 2:
            return 1

        driver.execute_script("window.hearthSamePage = true;")
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        driver.execute_script("window.dispatchEvent(new Event('focus'));")
        WebDriverWait(driver, 10).until(lambda d: d.execute_script("return window.hearthSamePage !== true;"))
        WebDriverWait(driver, 10).until(lambda d: new_item in d.find_element(By.CSS_SELECTOR, "main").text)
        print(f"the new build loaded by itself, with {new_item!r}; ticked now: {len(ticked(driver))}")
        return 0 if not ticked(driver) else 1
    finally:
        driver.quit()


if __name__ == "__main__":
    sys.exit(main())
