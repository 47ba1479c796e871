#!/usr/bin/env python3
"""The meal plan from a phone, in real headless Chromium 390 px wide: plan the chili for lunch from its
recipe's page ("Cook this on …"), see it on the week's menu, "Put this week on the list", and find the
minced beef on the list with both its meals. Saves the menu at 390 and 1280 px, light and dark, to
SCREENSHOT_FOLDER when given. Prints what it saw; exits 1 when something is wrong.

    python3 Tests/browser/host_meals.py http://127.0.0.1:8080 MEMBER_ID PASSWORD DAY [SCREENSHOT_FOLDER]
"""
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from hearth_browser import phone_browser, sign_in


def main():
    base, member, password, day = sys.argv[1:5]
    shots = sys.argv[5] if len(sys.argv) > 5 else None
    driver = phone_browser(width=390)
    try:
        home = sign_in(driver, base, member, password)
        driver.get(home + "recipes/weeknight-chili/")
        form = driver.find_element(By.CSS_SELECTOR, "form.recipe__plan")
        driver.execute_script("arguments[0].value = arguments[1];", form.find_element(By.NAME, "date"), day)
        form.find_element(By.CSS_SELECTOR, "select[name=meal] option[value=lunch]").click()
        form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()

        # The page's script sends the form and shows the recipe's page again once the site is rebuilt; a
        # person opening the menu then sees the meal. Until then the menu is opened again, as they would.
        def menu_meals(d):
            d.get(home + "menu/")
            return [row.text.replace("\n", " ") for row in d.find_elements(By.CSS_SELECTOR, ".menu__meals li")]
        WebDriverWait(driver, 20).until(lambda d: len(menu_meals(d)) == 5)
        meals = [row.text.replace("\n", " ") for row in driver.find_elements(By.CSS_SELECTOR, ".menu__meals li")]
        chili = [meal for meal in meals if "Weeknight chili" in meal]
        print(f"menu: {len(meals)} meals, chili {len(chili)} times: {' | '.join(chili)}")
        driver.set_window_size(390, 915)
        overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth;")
        print(f"menu at 390 px: {overflow} px wider than the window")
        if shots:
            driver.save_screenshot(shots + "/menu-phone.png")
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
            driver.save_screenshot(shots + "/menu-phone-dark.png")
            driver.set_window_size(1280, 900)
            driver.save_screenshot(shots + "/menu-desktop-dark.png")
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
            driver.save_screenshot(shots + "/menu-desktop.png")
            driver.set_window_size(390, 915)

        driver.find_element(By.CSS_SELECTOR, "form[action$='act/meal/shop'] button").click()
        WebDriverWait(driver, 15).until(lambda d: "Put the week on the list" in d.find_element(By.TAG_NAME, "body").text)
        said = [line for line in driver.find_element(By.TAG_NAME, "body").text.split("\n") if "Put the week on the list" in line]
        print(f"said: {said[0] if said else 'nothing'}")

        driver.get(home + "groceries/")
        rows = [row.text.replace("\n", " ") for row in driver.find_elements(By.CSS_SELECTOR, "li.item")]
        beef = [row for row in rows if "minced beef" in row]
        print(f"list: {beef[0] if beef else 'no minced beef'}")
        if shots:
            driver.save_screenshot(shots + "/list-with-meals-phone.png")
        return 0 if len(chili) == 2 and beef and overflow <= 0 else 1
    finally:
        driver.quit()


if __name__ == "__main__":
    sys.exit(main())
