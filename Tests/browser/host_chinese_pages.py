#!/usr/bin/env python3
"""Every page the server writes itself, as 哥哥 of 林家 sees it, in real headless Chromium 390 px wide:
none may show a word of the English theme's server words (templates/i18n/en.json, keys server_*).

Visits, in a browser whose language is English (the family's language must win): the sign-in form from
his scanned card, a wrong password, his own card and Ana's, the invitation page, "Invite someone" and
an invitation made, a page that is not there, and a wish form sent empty. Prints each page's name and
the English words found; exits 1 when any has one.

    python3 Tests/browser/host_chinese_pages.py BASE MEMBER_ID PASSWORD OTHER_MEMBER_ID FAMILY_FOLDER EN_JSON
"""
import json
import re
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from hearth_browser import phone_browser

COMMANDS = ["hearth member password", "hearth device add"]


def english_words(path):
    with open(path, encoding="utf-8") as file:
        table = json.load(file)
    words = set()
    for key, text in table.items():
        if key.startswith("server_"):
            words.update(word for word in re.findall(r"[A-Za-z]+", text) if len(word) >= 4)
    return words - {"hearth", "Hearth", "member", "password", "device", "CSRF", "NAME"}


def main():
    base, member, password, other, folder, en_json = sys.argv[1:7]
    english = english_words(en_json)
    driver = phone_browser(width=390, language="en-US,en")
    seen = []

    def look(name):
        text = driver.find_element(By.TAG_NAME, "body").text
        for command in COMMANDS:
            text = text.replace(command, " ")
        found = sorted({word for word in re.findall(r"[A-Za-z]+", text) if word in english})
        lang = driver.find_element(By.TAG_NAME, "html").get_attribute("lang")
        seen.append((name, lang, found))
        print(f"{name}: lang {lang}, English words {found}")

    try:
        driver.get(f"{base}/join/{member}")
        look("his card, signed out")
        driver.find_element(By.CSS_SELECTOR, "main a.button").click()
        WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.NAME, "password"))
        look("sign-in from his card")
        driver.find_element(By.NAME, "password").send_keys("not his password")
        driver.find_element(By.CSS_SELECTOR, "form[action$='/sign-in'] button").click()
        WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".refusal"))
        look("a wrong password")
        driver.find_element(By.NAME, "password").send_keys(password)
        driver.find_element(By.CSS_SELECTOR, "form[action$='/sign-in'] button").click()
        WebDriverWait(driver, 10).until(lambda d: "/sign-in" not in d.current_url)
        look("his own card, signed in")
        driver.get(f"{base}/join/{other}")
        look("Ana's card")
        driver.get(f"{base}/invite")
        look("invite someone")
        driver.find_element(By.CSS_SELECTOR, "form[action$='/invite'] button").click()
        WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "img.invite__qr"))
        look("an invitation made")
        driver.get(f"{base}/{folder}/nothing-here/")
        look("not found")
        driver.get(f"{base}/{folder}/chores/wishes/")
        driver.execute_script("var box = document.querySelector('input[name=text]'); box.removeAttribute('required'); box.value = ' ';"
                              "document.documentElement.removeAttribute('data-hearth-hosted');")
        driver.execute_script("HTMLFormElement.prototype.submit.call(document.querySelector('form[action$=\"act/wish/add\"]'));")
        WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".refusal"))
        look("a wish sent empty")
    finally:
        driver.quit()
    bad = [entry for entry in seen if entry[1] != "zh-Hant" or entry[2]]
    print(f"pages: {len(seen)}, in English or with English words: {len(bad)}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
