"""What the browser tests share: headless Chromium through Debian's chromium-driver, a plain web server
for a static site, and signing in to `hearth host` as a phone does."""
import functools
import http.server
import threading

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def phone_browser(width=412, language=None, arguments=()):
    """Headless Chromium the size of a phone (412 × 915, or `width` wide), asking for pages in `language`,
    with Chromium's `arguments` besides."""
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", f"--window-size={width},915", *arguments]:
        options.add_argument(argument)
    if language:
        options.add_experimental_option("prefs", {"intl.accept_languages": language})
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def sign_in(driver, base, member, password, screenshot=None):
    """Opens BASE, which leads to the sign-in page, signs in, and returns the family's home address."""
    driver.get(base + "/")
    WebDriverWait(driver, 10).until(lambda d: "/sign-in" in d.current_url)
    driver.find_element(By.NAME, "member").send_keys(member)
    driver.find_element(By.NAME, "password").send_keys(password)
    if screenshot:
        driver.save_screenshot(screenshot)
    driver.find_element(By.CSS_SELECTOR, "form[action$='/sign-in'] button").click()
    WebDriverWait(driver, 10).until(lambda d: "/sign-in" not in d.current_url)
    return driver.current_url


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def serve(folder):
    """Serves FOLDER on a free loopback port, as nginx or Caddy would, and returns its address ("http://…/").
    The folder is looked up again for every request: a build swaps a new one in at the same path."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}/"
