#!/usr/bin/env python3
"""The pages a family prints, printed as Chromium prints them (Page.printToPDF, honouring the pages' own
@page sizes and orientation) on A4 and on Letter. For each PATH and paper, prints one JSON line:
{"path": PATH, "paper": "A4", "pages": [the text of each sheet, its white space folded]}, read by
poppler's pdftotext. Serves SITE with a plain web server.

    python3 Tests/browser/print_checks.py SITE PATH...
"""
import base64
import json
import subprocess
import sys
import tempfile

from hearth_browser import phone_browser, serve

# Inches, as printToPDF takes them.
PAPERS = {"A4": (8.27, 11.69), "Letter": (8.5, 11.0)}


def sheets(pdf):
    """Each sheet's text (pdftotext ends each page with a form feed), white space folded to one space."""
    with tempfile.NamedTemporaryFile(suffix=".pdf") as file:
        file.write(pdf)
        file.flush()
        text = subprocess.run(["pdftotext", "-enc", "UTF-8", file.name, "-"], check=True, capture_output=True).stdout.decode("utf-8")
    return [" ".join(page.split()) for page in text.split("\f")[:-1]]


def main():
    site, paths = sys.argv[1], sys.argv[2:]
    base = serve(site)
    driver = phone_browser()
    try:
        for path in paths:
            driver.get(base + path)
            for paper, (width, height) in PAPERS.items():
                pdf = driver.execute_cdp_cmd("Page.printToPDF", {
                    "paperWidth": width, "paperHeight": height, "preferCSSPageSize": True, "printBackground": False})
                print(json.dumps({"path": path, "paper": paper, "pages": sheets(base64.b64decode(pdf["data"]))}, ensure_ascii=False))
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
